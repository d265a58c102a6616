"""Classroom load without browsers: N sessions that speak Streamlit's websocket protocol to the app.

    python -m bench.protocol_load --sessions 1,10,30 --duration 60 --json runs/protocol_load.json
    python -m bench.protocol_load --sessions 10,30 --replicas 2      # two servers behind nginx (deploy/)
    python -m bench.protocol_load --url http://127.0.0.1:8501 --sessions 5   # a server that is already running
    python -m bench.protocol_load --sessions 30 --trainers 6   # while 6 training-lab tabs press Start (issue #16)

For each N in --sessions it starts a fresh server (or --replicas K servers behind deploy/serve_class.py's nginx),
opens the page once as the teacher does (the model loads), and lets N simulated people arrive within --ramp
seconds. Each opens the page (the attention explorer by default; `--page decoding` too), then, until --duration
is over, repeats: think (--think seconds, jittered ×0.5..1.5 from --seed), then one interaction: type their own
in-grammar sentence (`transformer.data.generate`), move the layer slider, pick another head, switch the view
(decoding: layer, head, step, search). Widgets are found by their labels in the deltas (bench/st_protocol.py).

An interaction's latency runs from sending the rerun to the arrival of script_finished, after all of its deltas.
Errors: exceptions or error boxes in the deltas, a sentence whose pieces the charts do not show, disconnects
(the session then reconnects through the same address, as the frontend does) and timeouts (--action-timeout).
Also measured: bytes received per interaction, the server's CPU seconds per interaction (/proc/<pid>/stat,
all replicas together), its peak memory (VmHWM) and the machine's load average. Everything stays on 127.0.0.1,
and every run is bounded: at most 200 sessions, --duration ≤ 600 s, --max-actions per session, a deadline.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import statistics
import sys
import time
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.classroom_load import LoadWatch, cpu_seconds, machine_cpu_seconds, percentile, sentences_for  # noqa: E402
from bench.server import ROOT, rss_kib, streamlit_server  # noqa: E402
from bench.st_protocol import Disconnected, RunResult, StreamlitSession  # noqa: E402

# Per page: the interactions, in the order each session cycles through them, and the widget each one moves.
SCENARIOS = {
    "attention_explorer": [("sentence", "Sentence"), ("layer", "Layer"), ("head", "Head"), ("view", "View")],
    "decoding": [("sentence", "Sentence"), ("layer", "Decoder layer"), ("head", "Head"), ("step", "Step"),
                 ("search", "Search")],
}  # fmt: skip
MAX_SESSIONS, MAX_DURATION = 200, 600.0


@dataclass
class Interaction:
    session: int
    action: str
    t: float  # seconds since the run started, when it was sent
    latency_s: float | None = None
    bytes: int = 0
    replica: str = ""
    errors: list[str] = field(default_factory=list)


@dataclass
class Person:
    index: int
    sentences: list[tuple[str, list[str]]]  # (text, the source pieces the model reads)
    rng: random.Random
    interactions: list[Interaction] = field(default_factory=list)
    replicas: list[str] = field(default_factory=list)  # the replica of each connection, in order
    session_ids: list[str] = field(default_factory=list)
    typed: str = ""  # the last sentence the server confirmed


@dataclass
class Trainer:
    """A training-lab tab (issue #16): sets the longest run, presses Start, then polls as the frontend does."""

    index: int
    polls: list[float] = field(default_factory=list)  # latency of each live-panel poll (a fragment rerun)
    states: list[tuple[int, int]] = field(default_factory=list)  # (training, waiting) as the lab's caption said
    errors: list[str] = field(default_factory=list)


NOW = re.compile(r"Now: (\d+) training, (\d+) waiting")


def _now(run: RunResult) -> tuple[int, int] | None:
    for text in run.texts:
        found = NOW.search(text)
        if found:
            return int(found[1]), int(found[2])
    return None


async def run_trainer(base: str, trainer: Trainer, args, stop: asyncio.Event) -> None:
    """Open the training lab, ask for the most steps, press Start, and keep the tab open until `stop`: its live
    panel (st.fragment(run_every=...)) is rerun at the interval the server asked for, which is also the run's
    heartbeat. The run trains or waits in the queue as the server's limit decides."""
    session = StreamlitSession(base, "training_lab", "", args.action_timeout)
    try:
        await session.connect()
        steps = session.find("Training steps")
        session.set(steps, float(steps.proto.max))
        session.set(session.find("Start training"), True)
        run = await session.rerun()
        if run.exceptions or run.error_boxes:
            trainer.errors += run.exceptions + run.error_boxes
        if run.auto_rerun is None:
            trainer.errors.append("the lab did not start polling after Start")
            return
        interval, fragment = run.auto_rerun
        while not stop.is_set():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), interval)
            if stop.is_set():
                break
            poll = await session.rerun(fragment_id=fragment)
            trainer.polls.append(poll.latency_s)
            trainer.errors += poll.exceptions + poll.error_boxes
            now = _now(poll)
            if now:
                trainer.states.append(now)
    except Exception as exc:  # noqa: BLE001 - a trainer's failure is reported, the measurement goes on
        trainer.errors.append(f"{type(exc).__name__}: {str(exc)[:160]}")
    finally:
        with contextlib.suppress(Exception):
            await session.close()


def trainers_summary(trainers: list[Trainer]) -> dict:
    """How many runs trained and waited (the most the lab's caption showed), the polls' latency, errors."""
    states = [s for t in trainers for s in t.states]
    polls = [x for t in trainers for x in t.polls]
    return {
        "trainers": len(trainers),
        "training_max": max((s[0] for s in states), default=0),
        "training_min": min((s[0] for s in states), default=0),
        "waiting_max": max((s[1] for s in states), default=0),
        "polls": len(polls),
        "poll_p95_s": round(percentile(polls, 0.95), 3) if polls else None,
        "errors": [e for t in trainers for e in t.errors][:20],
    }


# --------------------------------------------------------------------------- one person
def _strings(obj, out: list[str]) -> list[str]:
    if isinstance(obj, str):
        out.append(obj)
    elif isinstance(obj, dict):
        for v in obj.values():
            _strings(v, out)
    elif isinstance(obj, list):
        for v in obj:
            _strings(v, out)
    return out


def shown_strings(run: RunResult) -> set[str]:
    """Every string the run's charts and texts carry (plotly specs decoded), for checking what is shown."""
    out: list[str] = list(run.texts)
    for spec in run.plotly_specs:
        with contextlib.suppress(ValueError):
            _strings(json.loads(spec), out)
    return set(out)


def check_sentence(run: RunResult, pieces: list[str]) -> str | None:
    """None when the run's charts show the sentence's pieces (or show no pieces at all); else what is wrong."""
    shown = shown_strings(run)
    if not any(s.startswith("▁") for s in shown):
        return None  # this view has no token labels (statistics, ablation): nothing to check
    missing = [p for p in pieces if p not in shown]
    return f"the charts do not show {missing}" if missing else None


def choose(session: StreamlitSession, action: str, label: str, person: Person, step: int):
    """(widget, new value) for one interaction, from the widget as the server last drew it; None if absent."""
    try:
        widget = session.find(label)
    except KeyError:
        return None
    rng = person.rng
    if action == "sentence":
        return widget, person.sentences[step % len(person.sentences)][0]
    if widget.kind == "slider" and widget.proto.type == type(widget.proto).SELECT_SLIDER:
        options = [o for o in widget.proto.options if [o] != session.value(widget)]
        return (widget, rng.choice(options)) if options else None
    if widget.kind == "slider":
        lo, hi = int(widget.proto.min), int(widget.proto.max)
        current = int((session.value(widget) or [lo])[0])
        others = [v for v in range(lo, hi + 1) if v != current]
        return (widget, rng.choice(others)) if others else None
    options = [o for o in widget.options if o != session.value(widget)]
    return (widget, rng.choice(options)) if options else None


async def reconnect(session: StreamlitSession, person: Person, args, t_start: float) -> None:
    """After a disconnect: poll until the address answers, then a new websocket naming the old session and a
    rerun with the URL and widget states the client holds (what the frontend does); recorded as 'reconnect'."""
    rec = Interaction(person.index, "reconnect", time.perf_counter() - t_start)
    person.interactions.append(rec)
    t0 = time.perf_counter()
    for attempt in range(args.reconnect_tries):
        with contextlib.suppress(Exception):
            await session.close()
        try:
            await session.reconnect()
            run = await session.rerun(t0=t0)
        except (Disconnected, OSError, TimeoutError, Exception) as exc:  # the server may still be coming back
            if attempt == args.reconnect_tries - 1:
                rec.errors.append(f"reconnect failed: {type(exc).__name__}: {str(exc)[:160]}")
                raise Disconnected("gave up reconnecting") from exc
            await asyncio.sleep(1.0)
            continue
        rec.latency_s, rec.bytes, rec.replica = run.latency_s, run.bytes, session.replica
        rec.errors += [f"exception: {e}" for e in run.exceptions] + [f"error box: {e}" for e in run.error_boxes]
        person.replicas.append(session.replica)
        person.session_ids.append(session.session_id)
        if person.typed:  # the page keeps its state in the URL: the new session must show the same sentence
            with contextlib.suppress(KeyError):
                shown = session.value(session.find("Sentence"))
                if shown != person.typed:
                    rec.errors.append(f"after reconnecting the sentence is {shown!r}, not {person.typed!r}")
        return


async def run_person(base: str, person: Person, args, t_start: float, t_end: float) -> None:
    rng = person.rng
    await asyncio.sleep(person.index * args.ramp / max(args.n, 1) + rng.uniform(0, args.ramp / max(args.n, 1)))
    session = StreamlitSession(base, args.page, urllib.parse.urlencode({"model": args.model}), args.action_timeout)
    rec = Interaction(person.index, "open", time.perf_counter() - t_start)
    person.interactions.append(rec)
    try:
        run = await session.connect()
    except (Disconnected, OSError, TimeoutError, Exception) as exc:
        rec.errors.append(f"open: {type(exc).__name__}: {str(exc)[:160]}")
        return
    rec.latency_s, rec.bytes, rec.replica = run.latency_s, run.bytes, session.replica
    rec.errors += [f"exception: {e}" for e in run.exceptions] + [f"error box: {e}" for e in run.error_boxes]
    person.replicas.append(session.replica)
    person.session_ids.append(session.session_id)
    actions = SCENARIOS[args.page]
    try:
        for step in range(args.max_actions):
            await asyncio.sleep(args.think * rng.uniform(0.5, 1.5))
            if time.perf_counter() >= t_end:
                break
            action, label = actions[step % len(actions)]
            picked = choose(session, action, label, person, step // len(actions))
            if picked is None:
                continue
            widget, value = picked
            rec = Interaction(person.index, action, time.perf_counter() - t_start, replica=session.replica)
            person.interactions.append(rec)
            session.set(widget, value)
            try:
                run = await session.rerun(fragment_id=widget.fragment_id)
            except Disconnected as exc:
                rec.errors.append(f"disconnect: {str(exc)[:160]}")
                await reconnect(session, person, args, t_start)
                continue
            except TimeoutError:
                rec.errors.append(f"timeout: no script_finished within {args.action_timeout:.0f} s")
                await reconnect(session, person, args, t_start)
                continue
            rec.latency_s, rec.bytes = run.latency_s, run.bytes
            rec.errors += [f"exception: {e}" for e in run.exceptions] + [f"error box: {e}" for e in run.error_boxes]
            if action == "sentence":
                wrong = check_sentence(run, person.sentences[(step // len(actions)) % len(person.sentences)][1])
                if wrong:
                    rec.errors.append(wrong)
                person.typed = value
    except Disconnected:
        pass  # recorded by reconnect()
    finally:
        with contextlib.suppress(Exception):
            await session.close()


async def drive(base: str, people: list[Person], args, trainers: list[Trainer] = ()) -> float:
    """Run every person against `base` until --duration is over (plus their last interaction); returns wall s.
    `trainers` press Start in the training lab first and keep their runs going until the people are done."""
    stop = asyncio.Event()
    coaches = [asyncio.create_task(run_trainer(base, t, args, stop)) for t in trainers]
    if trainers:  # the class presses Start, then the measurement begins once the runs train
        await asyncio.sleep(args.trainer_lead)
    t_start = time.perf_counter()
    t_end = t_start + args.ramp + args.duration
    tasks = [asyncio.create_task(run_person(base, p, args, t_start, t_end)) for p in people]
    done, pending = await asyncio.wait(tasks, timeout=args.ramp + args.duration + args.action_timeout + 30)
    for task in pending:  # the global deadline
        task.cancel()
    for p, task in zip(people, tasks, strict=True):
        if task in pending:
            p.interactions.append(Interaction(p.index, "deadline", time.perf_counter() - t_start,
                                              errors=["global deadline reached"]))  # fmt: skip
    await asyncio.gather(*tasks, return_exceptions=True)
    wall = time.perf_counter() - t_start
    stop.set()
    if coaches:
        await asyncio.wait(coaches, timeout=args.action_timeout)
    return wall


async def warm_up(base: str, args) -> None:
    """The teacher opens the page first: the model loads, and Streamlit leaves its legacy page routing."""
    s = StreamlitSession(base, args.page, urllib.parse.urlencode({"model": args.model}), timeout=300)
    await s.connect()
    await s.close()


# --------------------------------------------------------------------------- a run for one N
def make_people(n: int, args) -> list[Person]:
    per = max(2, min(args.max_actions // len(SCENARIOS[args.page]) + 1, 12))
    pairs = sentences_for(args.model, args.models_dir, n * per, args.seed)
    return [Person(i, pairs[i * per : (i + 1) * per], random.Random(args.seed * 100_003 + i)) for i in range(n)]


class ServerWatch:
    """CPU seconds and peak memory of the server processes (one, or every replica) over a run."""

    def __init__(self, pids: list[int]) -> None:
        self.pids = pids
        self.cpu0 = {p: cpu_seconds(p) for p in pids}

    def stop(self) -> dict:
        cpu, peak, rss = {}, {}, {}
        for p in self.pids:
            try:
                cpu[p] = cpu_seconds(p) - self.cpu0[p]
                rss[p], peak[p] = (v / 1024 for v in rss_kib(p))
            except OSError:  # a replica that was killed
                cpu[p] = peak[p] = rss[p] = None
        alive = [p for p in self.pids if cpu[p] is not None]
        return {
            "server_cpu_s": round(sum(cpu[p] for p in alive), 2),
            "server_peak_rss_mb": round(max((peak[p] for p in alive), default=0), 1),
            "server_rss_mb": round(sum(rss[p] for p in alive), 1),
            "per_server": [
                {"pid": p, "cpu_s": None if cpu[p] is None else round(cpu[p], 2),
                 "peak_rss_mb": None if peak[p] is None else round(peak[p], 1)} for p in self.pids
            ],
        }  # fmt: skip


def summarise(people: list[Person], server: dict, load: dict, wall: float, machine_cpu: float, args) -> dict:
    records = [r for p in people for r in p.interactions]
    actions = ["open"] + [a for a, _ in SCENARIOS[args.page]] + ["reconnect"]
    rows = {}
    for action in actions:
        done = [r for r in records if r.action == action and r.latency_s is not None]
        if not done and action == "reconnect":
            continue
        lat = [r.latency_s for r in done]
        rows[action] = {
            "n": len(done), "p50_s": percentile(lat, 0.5), "p95_s": percentile(lat, 0.95),
            "p99_s": percentile(lat, 0.99), "max_s": max(lat, default=None),
            "kb_mean": round(statistics.fmean([r.bytes for r in done]) / 1024, 1) if done else None,
        }  # fmt: skip
    changes = [r for r in records if r.action not in ("open", "reconnect", "deadline") and r.latency_s is not None]
    lat = [r.latency_s for r in changes]
    counted = [r for r in records if r.latency_s is not None]
    kinds: dict[str, int] = {}
    for r in records:
        for e in r.errors:
            k = e.split(":", 1)[0] if e.split(":", 1)[0] in ("disconnect", "timeout", "exception", "error box",
                                                            "open", "reconnect failed") else "other"  # fmt: skip
            kinds[k] = kinds.get(k, 0) + 1
    errors = [f"session {r.session} {r.action} at {r.t:.1f} s: {e}" for r in records for e in r.errors]
    result = {
        "sessions": len(people),
        "page": args.page,
        "replicas": args.replicas,
        "actions": rows,
        "changes": {
            "n": len(changes),
            "p50_s": percentile(lat, 0.5),
            "p95_s": percentile(lat, 0.95),
            "p99_s": percentile(lat, 0.99),
            "kb_mean": round(statistics.fmean([r.bytes for r in changes]) / 1024, 1) if changes else None,
        },  # fmt: skip
        "interactions": len(counted),
        "errors": len(errors),
        "error_kinds": kinds,
        "error_messages": errors[:50],
        **server,
        "server_cpu_s_per_interaction": round(server["server_cpu_s"] / len(counted), 3) if counted else None,
        "server_cpu_share": round(server["server_cpu_s"] / wall / (os.cpu_count() or 1), 2),
        "machine_cpu_s": round(machine_cpu, 1),
        "load_average_1min": load,
        "cpu_cores": os.cpu_count(),
        "wall_s": round(wall, 1),
        "replica_of_session": {p.index: p.replicas for p in people},
    }
    return result


def run_one(n: int, args) -> dict:
    """One measurement: fresh server(s), warm-up, N people; returns the summary."""
    args.n = n
    people = make_people(n, args)
    env = {"ATTN_MODELS_DIR": str(args.models_dir.resolve()), **streamlit_env(args.streamlit_option or [])}
    if args.url:
        stack = contextlib.nullcontext((args.url, list(args.server_pid or []), [args.url]))
    elif args.replicas:
        stack = _replicas(args.replicas, env)
    else:
        stack = _one_server(env)
    with stack as (base, pids, replica_urls):
        for url in replica_urls:  # every replica loads the model before the class arrives
            asyncio.run(warm_up(url, args))
        watch, load_watch = ServerWatch(pids), LoadWatch()
        load_watch.start()
        machine0 = machine_cpu_seconds()
        trainers = [Trainer(i) for i in range(args.trainers)]
        wall = asyncio.run(drive(base, people, args, trainers))
        server, load = watch.stop(), load_watch.stop()
        machine = machine_cpu_seconds() - machine0
    result = summarise(people, server, load, wall, machine, args)
    if trainers:
        result["training"] = trainers_summary(trainers)
    return result


def streamlit_env(options: list[str]) -> dict[str, str]:
    """`runner.postScriptGC=false` -> {"STREAMLIT_RUNNER_POST_SCRIPT_GC": "false"}: Streamlit reads its options
    from such variables, so they reach one server and every replica alike."""
    from streamlit import config

    env = {}
    for option in options:
        key, _, value = option.partition("=")
        env[config._config_options_template[key.strip()].env_var] = value.strip()
    return env


@contextlib.contextmanager
def _replicas(k: int, env: dict):
    from deploy.serve_class import serve_class

    with serve_class(k, env=env) as served:
        yield served.base, served.pids, [f"http://127.0.0.1:{port}" for port in served.replicas]


@contextlib.contextmanager
def _one_server(env: dict):
    with streamlit_server(env) as (base, proc, _):
        yield base, [proc.pid], [base]


# --------------------------------------------------------------------------- report
def markdown(results: list[dict], args) -> str:
    def s(v):
        return "–" if v is None else f"{v:.2f}"

    where = f"{args.replicas} replica(s) behind nginx" if args.replicas else "one server"
    if args.streamlit_option:
        where += " with " + ", ".join(f"`{o}`" for o in args.streamlit_option)
    lines = [
        f"Protocol load on `{args.page}`, {where}: think {args.think:g} s (×0.5..1.5), ramp {args.ramp:g} s, "
        f"duration {args.duration:g} s, {results[0]['cpu_cores']} cores.",
        "",
        "| sessions | interactions | changes p50 / p95 / p99 (s) | open p95 (s) | errors | KB per change | "
        "server CPU-s per interaction | server CPU share | peak RSS (MB) | load avg before / max |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in results:
        ch, op = r["changes"], r["actions"]["open"]
        lines.append(
            f"| {r['sessions']} | {r['interactions']} | {s(ch['p50_s'])} / {s(ch['p95_s'])} / {s(ch['p99_s'])} | "
            f"{s(op['p95_s'])} | {r['errors']} | {ch['kb_mean']} | {s(r['server_cpu_s_per_interaction'])} | "
            f"{r['server_cpu_share']:.0%} | {r['server_peak_rss_mb']:.0f} | "
            f"{r['load_average_1min']['before']:.2f} / {r['load_average_1min']['max']:.2f} |"
        )
    for r in results:
        t = r.get("training")
        if t:
            lines += [
                "",
                f"{r['sessions']} sessions while {t['trainers']} training-lab tabs had pressed Start (longest "
                f"run): {t['training_min']}–{t['training_max']} run(s) trained at once and up to "
                f"{t['waiting_max']} waited in the queue, as the lab's caption said; their live panels were "
                f"polled {t['polls']} times (p95 {s(t['poll_p95_s'])} s); trainer errors: {len(t['errors'])}.",
            ]
    for r in results:
        lines += ["", f"{r['sessions']} sessions, per interaction:", "",
                  "| interaction | n | p50 (s) | p95 (s) | p99 (s) | max (s) | KB received (mean) |",
                  "|---|---|---|---|---|---|---|"]  # fmt: skip
        for action, row in r["actions"].items():
            lines.append(f"| {action} | {row['n']} | {s(row['p50_s'])} | {s(row['p95_s'])} | {s(row['p99_s'])} | "
                         f"{s(row['max_s'])} | {row['kb_mean']} |")  # fmt: skip
        if r["error_messages"]:
            lines += ["", f"errors by kind: {r['error_kinds']}"] + [f"- {e}" for e in r["error_messages"][:8]]
    return "\n".join(lines)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sessions", default="1,10,30", help="comma-separated session counts, one run each")
    ap.add_argument("--duration", type=float, default=60.0, help="seconds each run keeps interacting after the ramp")
    ap.add_argument("--ramp", type=float, default=10.0, help="sessions arrive spread over this many seconds")
    ap.add_argument("--think", type=float, default=3.0, help="mean pause between interactions, ×0.5..1.5 jitter")
    ap.add_argument("--page", default="attention_explorer", choices=sorted(SCENARIOS))
    ap.add_argument("--model", default="en-de-toy")
    ap.add_argument("--models-dir", type=Path, default=ROOT / "pretrained")
    ap.add_argument("--replicas", type=int, default=0, help="0: one server; K: K servers behind nginx (deploy/)")
    ap.add_argument("--url", help="drive a server that is already running (loopback only) instead of starting one")
    ap.add_argument("--server-pid", type=int, action="append", help="with --url: measure these processes' CPU")
    ap.add_argument("--streamlit-option", action="append", metavar="KEY=VALUE",
                    help="a Streamlit config option for the server(s), e.g. runner.postScriptGC=false")  # fmt: skip
    ap.add_argument(
        "--trainers",
        type=int,
        default=0,
        help="training-lab tabs that press Start first (the server's limit decides how many train)",
    )
    ap.add_argument("--trainer-lead", type=float, default=15.0, help="seconds between the Starts and the class")
    ap.add_argument("--action-timeout", type=float, default=60.0, help="seconds one interaction may take")
    ap.add_argument("--max-actions", type=int, default=200, help="interactions per session at most")
    ap.add_argument("--reconnect-tries", type=int, default=10)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--json", type=Path, help="also write the numbers here")
    args = ap.parse_args(argv)
    args.session_counts = [int(x) for x in str(args.sessions).split(",") if x.strip()]
    if not all(1 <= n <= MAX_SESSIONS for n in args.session_counts):
        ap.error(f"--sessions must lie between 1 and {MAX_SESSIONS}")
    if not 0 < args.duration <= MAX_DURATION:
        ap.error(f"--duration must lie in (0, {MAX_DURATION:.0f}] seconds")
    if args.url and urllib.parse.urlsplit(args.url).hostname not in ("127.0.0.1", "localhost"):
        ap.error("--url must be a loopback address (127.0.0.1)")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    results = []
    failed = []
    for n in args.session_counts:
        try:
            results.append(run_one(n, args))
        except Exception as exc:  # e.g. a server that cannot even load the page: report it, go on with the next N
            failed.append({"sessions": n, "failed": f"{type(exc).__name__}: {str(exc)[:300]}"})
            print(f"{n} sessions: the run failed: {failed[-1]['failed']}", flush=True)
            continue
        print(markdown(results[-1:], args), flush=True)
    if not results:
        return 1
    if len(results) > 1:
        print("\n" + markdown(results, args).split("\n\n")[0] + "\n" + markdown(results, args).split("\n\n")[1])
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        settings = {k: v for k, v in vars(args).items() if k not in ("json", "n")}
        payload = {"command": "python -m bench.protocol_load " + " ".join(sys.argv[1:] if argv is None else argv),
                   "settings": settings, "runs": results, "failed": failed}  # fmt: skip
        args.json.write_text(json.dumps(payload, indent=1, default=str) + "\n", encoding="utf-8")
    trainer_errors = any(r.get("training", {}).get("errors") for r in results)
    return 0 if not failed and not trainer_errors and all(r["errors"] == 0 for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
