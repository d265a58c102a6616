"""Two replicas behind nginx (deploy/serve_class.py): sessions stick to their replica, and survive losing one.

The load generator (bench/protocol_load.py) drives four sessions through the proxy; the proxy's
X-Streamlit-Replica header on each websocket handshake says which replica serves it.
"""

from __future__ import annotations

import asyncio
import random
import signal
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from bench import protocol_load
from bench.server import ROOT
from bench.st_protocol import StreamlitSession
from deploy.serve_class import NGINX, serve_class

pytestmark = pytest.mark.skipif(not Path(NGINX).is_file(), reason=f"no nginx at {NGINX} (apt-get install nginx)")
TEXTS = ["the dog sees the cat", "a teacher reads the letter", "the woman visits the city", "the man sees a dog"]


@pytest.fixture(scope="module")
def served():
    with serve_class(2, env={"ATTN_MODELS_DIR": str(ROOT / "pretrained")}) as s:
        args = protocol_load.parse_args(["--sessions", "4"])
        for port in s.replicas:  # each replica loads the model once
            asyncio.run(protocol_load.warm_up(f"http://127.0.0.1:{port}", args))
        yield s


def _get(url: str, cookies: dict[str, str]) -> int:
    req = urllib.request.Request(url, headers={"Cookie": "; ".join(f"{k}={v}" for k, v in cookies.items())})
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            r.read()
            return r.status
    except urllib.error.HTTPError as exc:
        return exc.code


def test_the_cookie_keeps_a_browser_on_its_replica(served):
    """A download button's file lives in one replica: with the session's cookie it is found, pinned elsewhere not."""

    async def open_page():
        s = StreamlitSession(served.base, "attention_explorer", "model=en-de-toy", timeout=30)
        await s.connect()
        s.set(s.find("Sentence"), "the small teacher reads the letter")  # a CSV that only this session has
        await s.rerun()
        await s.close()
        return s

    s = asyncio.run(open_page())
    assert s.replica in {str(p) for p in served.replicas} and s.cookies["st_replica"] == s.replica
    url = served.base + s.find("CSV").proto.url
    assert [_get(url, s.cookies) for _ in range(4)] == [200] * 4
    other = next(str(p) for p in served.replicas if str(p) != s.replica)
    assert _get(url, {**s.cookies, "st_replica": other}) == 404  # why the proxy must be sticky


def test_a_replica_dies_mid_run(served):
    """Four sessions on two replicas; one replica is killed: its people see a disconnect and reconnect to the other
    with their sentence, while the other replica's people go on without a single error."""
    args = protocol_load.parse_args(["--sessions", "4", "--duration", "12", "--ramp", "2", "--think", "0.6",
                                     "--action-timeout", "30", "--reconnect-tries", "15"])  # fmt: skip
    args.n = 4
    people = [protocol_load.Person(i, [(t, _pieces(t))], random.Random(i)) for i, t in enumerate(TEXTS)]

    async def scenario():
        t0 = time.perf_counter()  # drive() counts its times from (about) here

        async def kill_one():
            await asyncio.sleep(args.ramp + 3.5)  # everyone has opened the page and typed
            victim = people[0].replicas[0]
            served.replicas[int(victim)].send_signal(signal.SIGKILL)
            return victim, time.perf_counter() - t0

        (victim, killed_at), _ = await asyncio.gather(kill_one(), protocol_load.drive(served.base, people, args))
        return victim, killed_at

    victim, killed_at = asyncio.run(scenario())
    survivor = next(str(p) for p in served.replicas if str(p) != victim)
    first = [p.replicas[0] for p in people]
    assert set(first) == {victim, survivor}, first  # least_conn spread the class over both replicas

    for p in people:
        errors = [e for r in p.interactions for e in r.errors]
        if p.replicas[0] == survivor:
            assert p.replicas == [survivor] and errors == [], (p.replicas, errors)
            assert all(r.replica == survivor for r in p.interactions)
            assert any(r.t > killed_at + 0.5 and r.latency_s for r in p.interactions), p.interactions  # served on
        else:
            assert p.replicas == [victim, survivor], p.interactions  # one reconnect, through the proxy, to the other
            assert len(errors) == 1 and errors[0].startswith("disconnect"), errors
            assert "no close frame" in errors[0]  # the TCP connection just ends (1006), as the browser sees it
            assert len(set(p.session_ids)) == 2  # the survivor did not know the session: a new one, same page
            after = p.interactions[[r.action for r in p.interactions].index("reconnect") :]
            assert after[0].latency_s is not None and after[0].errors == []
            assert any(r.action != "reconnect" and r.latency_s is not None for r in after[1:]), after


def _pieces(text: str) -> list[str]:
    from transformer import load_pretrained

    pre = load_pretrained(ROOT / "pretrained" / "en-de-toy")
    return pre.tokenizer.pieces(pre.prepare(text).ids)
