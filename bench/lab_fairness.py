"""The training lab shares the server fairly: how fast the Attention explorer answers while a class trains.

    python bench/lab_fairness.py --sessions 3 --json runs/lab_fairness.json

For each scenario it starts `streamlit run app.py` on a free loopback port, opens `--trainers` training-lab
tabs in one Debian Chromium that each press Start (and stay open, so their runs keep their heartbeats), waits
until the runs train or wait in the queue, and then has `--sessions` people use the explorer exactly as in
bench/classroom_load.py (open, type a sentence, move the layer, pick a head; latency until the heatmap shows
it). Scenarios:

- `idle`: nobody trains (the baseline);
- `limited`: the server's own limit (ATTN_TRAINING_RUNS unset: half the usable cores, at least 1); the tabs
  beyond it wait in the queue;
- `unlimited`: ATTN_TRAINING_RUNS = --trainers, i.e. every Start trains at once (the behaviour before the limit).

Reports p50/p95 of the explorer's changes, errors, how many runs trained and waited (the lab's own caption), the
training steps per second summed over the runs that trained, the server's CPU seconds and the load average.
Everything is bounded (`--deadline` per scenario, `--action-timeout` per action) and stays on 127.0.0.1.

`--inprocess` measures the same thing without a browser (whose pages share the cores with the server here): in
this one process, k = 0, 1, … `--trainers` training threads (TrainingSession, as the lab starts them) run while
the main thread does what one explorer page run does, `inspect` a sentence and build its heatmap figure as JSON;
it reports that page work's p50/p95 and the summed training steps per second for each k. The limit decides k.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.classroom_load import (  # noqa: E402
    LoadWatch,
    MemoryWatch,
    Session,
    cpu_seconds,
    run_sessions,
    sentences_for,
    summarise,
)
from bench.protocol_load import NOW  # noqa: E402  (the lab's "Now: N training, M waiting" caption)
from bench.server import CHROMIUM, CHROMIUM_ARGS, ROOT, streamlit_server  # noqa: E402

SCENARIOS = ("idle", "limited", "unlimited")
RATE = re.compile(r"steps per second\s+([\d.]+)")


async def start_trainer(browser, url: str, timeout_ms: float):
    """A tab on the training lab that presses Start; returns the page once its run trains or waits."""
    context = await browser.new_context(viewport={"width": 1280, "height": 1000})
    context.set_default_timeout(timeout_ms)
    page = await context.new_page()
    await page.goto(url, wait_until="domcontentloaded")
    await page.get_by_role("button", name="Start training").click()
    shown = "() => document.querySelector('[data-testid=\"stProgress\"]')"
    await page.wait_for_function(shown + " || document.body.innerText.includes('in the queue')", polling=200)
    return page


async def read_trainers(pages) -> dict:
    """Runs training / waiting (the lab's caption) and the summed steps per second of the runs that train."""
    texts = [await p.locator('[data-testid="stMain"]').inner_text() for p in pages]
    now = [NOW.search(t) for t in texts]
    rates = [float(m[1]) for t in texts if (m := RATE.search(t)) and "in the queue" not in t]
    last = next((m for m in reversed(now) if m), None)
    return {
        "training": int(last[1]) if last else None,
        "waiting": int(last[2]) if last else None,
        "steps_per_s_each": rates,
        "steps_per_s_total": round(sum(rates), 1),
    }


async def drive(base: str, model: str, sessions: list[Session], args, trainers: int) -> tuple[float, dict]:
    from playwright.async_api import async_playwright

    timeout_ms = args.action_timeout * 1000
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=args.chromium, args=CHROMIUM_ARGS)
        teacher = await browser.new_page()  # the first visit after a start goes to Home (see classroom_load)
        await teacher.goto(base, wait_until="domcontentloaded", timeout=timeout_ms)
        await teacher.locator("h1").first.wait_for(timeout=timeout_ms)
        await teacher.close()
        lab = f"{base}/training_lab?task={args.task}&steps={args.steps}&every=100"
        pages = []
        for i in range(trainers):  # one after another, as a class pressing Start within a few seconds
            t_start = time.perf_counter()
            pages.append(await start_trainer(browser, lab, timeout_ms))
            print(f"  trainer {i + 1}: started in {time.perf_counter() - t_start:.1f} s", file=sys.stderr, flush=True)
        await asyncio.sleep(args.settle)  # the runs are past their set-up and train
        before = await read_trainers(pages) if pages else {}
        wall = await run_sessions(browser, base, model, sessions, args)
        after = await read_trainers(pages) if pages else {}
        await browser.close()
    return wall, {"before": before, "after": after}


def run_scenario(name: str, args) -> dict:
    trainers = 0 if name == "idle" else args.trainers
    env = {"ATTN_MODELS_DIR": str(args.models_dir.resolve()), "ATTN_TRAINING_RUNS": None}
    if name == "unlimited":
        env["ATTN_TRAINING_RUNS"] = str(trainers)
    elif args.limit:
        env["ATTN_TRAINING_RUNS"] = str(args.limit)
    pairs = sentences_for(args.model, args.models_dir, args.sessions, args.seed)
    sessions = [Session(i, text, tokens) for i, (text, tokens) in enumerate(pairs)]
    with streamlit_server(env) as (base, server, _):
        memory_watch, load_watch = MemoryWatch(server.pid), LoadWatch()
        memory_watch.start()
        load_watch.start()
        cpu0 = cpu_seconds(server.pid)
        wall, lab = asyncio.run(drive(base, args.model, sessions, args, trainers))
        memory, load = memory_watch.stop(), load_watch.stop()
        memory["server_cpu_s"] = round(cpu_seconds(server.pid) - cpu0, 1)
        memory["machine_cpu_s"] = None
    result = summarise(sessions, memory, load, wall, args)
    return {
        "scenario": name,
        "trainers": trainers,
        "changes": result["changes"],
        "actions": result["actions"],
        "errors": result["errors"],
        "error_messages": result["error_messages"],
        "lab": lab,
        "peak_rss_mb": memory["peak_rss_mb"],
        "server_cpu_s": memory["server_cpu_s"],
        "load_average_1min": load,
        "wall_s": result["wall_s"],
    }


def markdown(results: list[dict], cores: int) -> str:
    def s(v):
        return "–" if v is None else f"{v:.2f}"

    lines = [
        f"Lab fairness: explorer latency while the training lab trains ({cores} usable cores)",
        "",
        "| scenario | tabs pressing Start | training / waiting | training steps/s (sum) | explorer changes n "
        "| p50 (s) | p95 (s) | errors | server CPU s | load avg (mean / max) |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in results:
        if "failed" in r:
            lines.append(f"| {r['scenario']} | – | – | – | – | – | – | failed: {r['failed']} | – | – |")
            continue
        lab = r["lab"].get("after") or {}
        tw = "–" if not lab else f"{lab['training']} / {lab['waiting']}"
        rate = "–" if not lab else f"{lab['steps_per_s_total']:.1f}"
        ch = r["changes"]
        la = r["load_average_1min"]
        lines.append(
            f"| {r['scenario']} | {r['trainers']} | {tw} | {rate} | {ch['n']} | {s(ch['p50_s'])} | {s(ch['p95_s'])} "
            f"| {r['errors']} | {r['server_cpu_s']:.0f} | {la['mean']:.1f} / {la['max']:.1f} |"
        )
    for r in results:
        lines += [f"- {r['scenario']}: {e}" for e in r.get("error_messages", [])[:5]]
    return "\n".join(lines)


def inprocess(args) -> list[dict]:
    """Page work (inspect + heatmap JSON) in this thread while k training threads run in the same process."""
    import os
    import statistics

    os.environ.setdefault("OMP_NUM_THREADS", "1")  # as app.py does, before torch is imported
    import torch

    from transformer import load_pretrained, viz
    from transformer.lessons import training as TL

    torch.set_num_threads(1)
    pre = load_pretrained(args.models_dir / args.model)
    texts = [t for t, _ in sentences_for(args.model, args.models_dir, 8, args.seed)]

    def page_run(i: int) -> float:
        t0 = time.perf_counter()
        trace = pre.inspect(texts[i % len(texts)])
        viz.heatmap(viz.attention_matrix(trace, "cross", 0, 0, "piece"), "target query", "source key").to_json()
        return time.perf_counter() - t0

    for i in range(5):  # warm-up
        page_run(i)
    rows = []
    for k in range(args.trainers + 1):
        runs = [TL.TrainingSession(TL.PRESETS[args.task], steps=10**6, eval_every=10**6).start() for _ in range(k)]
        deadline = time.perf_counter() + 120
        while any(r.state().step < 5 for r in runs) and time.perf_counter() < deadline:
            time.sleep(0.1)
        steps0, t0 = sum(r.state().step for r in runs), time.perf_counter()
        times = [page_run(i) for i in range(args.page_runs)]
        wall = time.perf_counter() - t0
        steps = sum(r.state().step for r in runs) - steps0
        for r in runs:
            r.stop()
        for r in runs:
            r.join(30)
        ordered = sorted(times)
        rows.append(
            {
                "training_threads": k,
                "page_ms_p50": round(1e3 * statistics.median(times), 1),
                "page_ms_p95": round(1e3 * ordered[int(0.95 * (len(ordered) - 1))], 1),
                "training_steps_per_s": round(steps / wall, 1),
                "load_average_1min": os.getloadavg()[0],
            }
        )
        print(f"  {rows[-1]}", file=sys.stderr, flush=True)
    return rows


def inprocess_markdown(rows: list[dict], limit: int) -> str:
    lines = [
        f"In-process: one page's work (inspect + heatmap JSON) while k training threads run (limit here: {limit})",
        "",
        "| training threads | page p50 (ms) | page p95 (ms) | training steps/s (sum) | load avg |",
        "|---|---|---|---|---|",
    ]
    for r in rows:
        mark = " (the limit)" if r["training_threads"] == limit else ""
        lines.append(
            f"| {r['training_threads']}{mark} | {r['page_ms_p50']:.0f} | {r['page_ms_p95']:.0f} "
            f"| {r['training_steps_per_s']:.1f} | {r['load_average_1min']:.1f} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    from transformer.lessons.scheduler import default_limit, usable_cores

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sessions", type=int, default=3, help="explorer sessions (1 to 10)")
    ap.add_argument("--trainers", type=int, default=None, help="training-lab tabs pressing Start (default limit + 2)")
    ap.add_argument("--limit", type=int, default=None, help="ATTN_TRAINING_RUNS for 'limited' (default: the server's)")
    ap.add_argument("--scenarios", default=",".join(SCENARIOS), help="comma-separated, from " + ", ".join(SCENARIOS))
    ap.add_argument("--task", default="reverse", choices=["reverse", "copy", "sort", "en-de-toy"])
    ap.add_argument("--steps", type=int, default=3000, help="steps per run (enough to outlast the measurement)")
    ap.add_argument("--settle", type=float, default=5.0, help="seconds between the last Start and the explorer")
    ap.add_argument("--model", default="en-de-toy")
    ap.add_argument("--models-dir", type=Path, default=ROOT / "pretrained")
    ap.add_argument("--ramp", type=float, default=2.0)
    ap.add_argument("--think", type=float, default=1.0)
    ap.add_argument("--action-timeout", type=float, default=60.0)
    ap.add_argument("--deadline", type=float, default=180.0, help="seconds for the explorer part of one scenario")
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--chromium", default=CHROMIUM)
    ap.add_argument("--inprocess", action="store_true", help="no browser: page work beside training threads")
    ap.add_argument("--page-runs", type=int, default=60, help="--inprocess: page runs per k")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    scenarios = [s.strip() for s in args.scenarios.split(",") if s.strip()]
    if not 1 <= args.sessions <= 10 or any(s not in SCENARIOS for s in scenarios):
        ap.error(f"--sessions must be 1 to 10 and --scenarios from {SCENARIOS}")
    limit = args.limit or default_limit()
    args.trainers = args.trainers if args.trainers is not None else limit + 2
    if not 1 <= args.trainers <= 12:
        ap.error("--trainers must be 1 to 12")
    if args.inprocess:
        rows = inprocess(args)
        print(inprocess_markdown(rows, limit))
        if args.json:
            args.json.parent.mkdir(parents=True, exist_ok=True)
            out = {"inprocess": rows, "usable_cores": usable_cores(), "default_limit": limit}
            out["command"] = "python bench/lab_fairness.py " + " ".join(sys.argv[1:])
            args.json.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
        return 0
    if not Path(args.chromium).is_file():
        ap.error(f"no Chromium at {args.chromium} (apt-get install chromium)")

    import app  # only its page list

    args.explorer_url = next(
        u for pages in app.PAGES.values() for f, _, u in pages if f.endswith("attention_explorer.py")
    )
    results = []
    for name in scenarios:
        print(f"scenario {name}…", file=sys.stderr, flush=True)
        try:
            results.append(run_scenario(name, args))
        except Exception as exc:  # a scenario that cannot even start its runs is a result too
            message = f"{type(exc).__name__}: {str(exc).splitlines()[0][:200]}"
            print(f"  failed: {message}", file=sys.stderr, flush=True)
            results.append({"scenario": name, "failed": message})
    settings = {k: (str(v) if isinstance(v, Path) else v) for k, v in vars(args).items() if k != "json"}
    out = {
        "results": results,
        "usable_cores": usable_cores(),
        "default_limit": default_limit(),
        "settings": settings,
        "command": "python bench/lab_fairness.py " + " ".join(sys.argv[1:]),
    }
    print(markdown(results, usable_cores()))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(out, indent=1, default=str) + "\n", encoding="utf-8")
    return 0 if all(r.get("errors", 1) == 0 for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
