"""The browser-free load generator (bench/protocol_load.py) against a real `streamlit run app.py` on loopback."""

from __future__ import annotations

import asyncio
import random

import pytest

from bench import protocol_load
from bench.server import ROOT, streamlit_server
from bench.st_protocol import StreamlitSession, plotly_axis_labels

MODEL = "en-de-toy"


@pytest.fixture(scope="module")
def base():
    with streamlit_server({"ATTN_MODELS_DIR": str(ROOT / "pretrained")}) as (url, _, _):
        yield url


def test_two_sessions_two_interactions(base):
    """Two simulated people open the explorer, type their own sentence and move the layer: no errors, all measured."""
    args = protocol_load.parse_args(["--sessions", "2", "--duration", "30", "--ramp", "0.2", "--think", "0.2",
                                     "--max-actions", "2", "--action-timeout", "30"])  # fmt: skip
    args.n = 2
    texts = ["the dog sees the cat", "a teacher reads the letter"]
    people = [protocol_load.Person(i, [(t, _pieces(t))], random.Random(i)) for i, t in enumerate(texts)]
    asyncio.run(protocol_load.warm_up(base, args))
    asyncio.run(protocol_load.drive(base, people, args))

    for p in people:
        actions = [r.action for r in p.interactions]
        assert actions == ["open", "sentence", "layer"], actions
        for r in p.interactions:
            assert r.errors == [], r.errors
            assert r.latency_s is not None and 0 < r.latency_s < 30
            assert r.bytes > 1000  # every run sends the whole page's deltas
        assert len(p.session_ids) == 1 and p.session_ids[0]
    assert people[0].session_ids != people[1].session_ids


def test_a_new_sentence_arrives_in_the_deltas(base):
    """The sentence a session types comes back as the heatmap's key axis; a wrong expectation is caught."""

    async def go():
        s = StreamlitSession(base, "attention_explorer", f"model={MODEL}", timeout=30)
        await s.connect()
        s.set(s.find("Sentence"), "the small dog sees the cat")
        run = await s.rerun()
        await s.close()
        return s, run

    s, run = asyncio.run(go())
    want = _pieces("the small dog sees the cat")
    assert plotly_axis_labels(run.plotly_specs[0]) == want
    assert "sentence=the+small+dog+sees+the+cat" in s.query  # the page wrote the new sentence into the URL
    assert protocol_load.check_sentence(run, want) is None
    assert protocol_load.check_sentence(run, _pieces("a teacher reads the letter")) is not None
    assert run.status == 0 and not run.exceptions and not run.error_boxes


def _pieces(text: str) -> list[str]:
    from transformer import load_pretrained

    pre = load_pretrained(ROOT / "pretrained" / MODEL)
    return pre.tokenizer.pieces(pre.prepare(text).ids)


def test_trainers_press_start_and_the_limit_queues_the_second():
    """--trainers: two training-lab tabs press Start on a server that trains one run at a time; both keep polling
    (their heartbeat), the lab's caption says one trains and one waits, and a person uses the explorer meanwhile."""
    env = {"ATTN_MODELS_DIR": str(ROOT / "pretrained"), "ATTN_TRAINING_RUNS": "1"}
    args = protocol_load.parse_args(["--sessions", "1", "--duration", "4", "--ramp", "0.1", "--think", "0.5",
                                     "--max-actions", "2", "--action-timeout", "30", "--trainers", "2",
                                     "--trainer-lead", "6"])  # fmt: skip
    args.n = 1
    people = [protocol_load.Person(0, [("the dog sees the cat", _pieces("the dog sees the cat"))], random.Random(0))]
    trainers = [protocol_load.Trainer(i) for i in range(2)]
    with streamlit_server(env) as (url, _, _):
        asyncio.run(protocol_load.warm_up(url, args))
        asyncio.run(protocol_load.drive(url, people, args, trainers))
    summary = protocol_load.trainers_summary(trainers)
    assert summary["errors"] == [], summary["errors"]
    assert summary["training_max"] == 1 and summary["waiting_max"] == 1, summary
    assert all(t.polls for t in trainers) and summary["poll_p95_s"] < 30
    assert [r.action for r in people[0].interactions][:2] == ["open", "sentence"]
    assert all(r.errors == [] for r in people[0].interactions)
    assert protocol_load._now(protocol_load.RunResult(texts=["Now: 3 training, 4 waiting."])) == (3, 4)
    assert protocol_load._now(protocol_load.RunResult(texts=["nothing"])) is None
