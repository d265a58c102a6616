"""Classroom load: N people on one server at once, each typing their own sentence in the Attention explorer.

    python -m bench.classroom_load --sessions 30 --json runs/classroom_load.json

Starts `streamlit run app.py` on a free loopback port, opens N browser contexts (separate sessions, like N
laptops) in one Debian Chromium, and has each, at the same time: open the explorer, type a different
in-grammar sentence (`transformer.data.generate`), move the layer slider, pick another head. Latency is
measured from the action (Enter, key press, click) until the plotly heatmap shows the result: its key axis
reads the new sentence's pieces, or its title names the new layer / head. Reports p50/p95/max per action,
errors (exception boxes, timeouts, wrong heatmaps), the server's peak resident memory (VmHWM from /proc) and
the load average, as a markdown table; `--json` also writes the numbers. Every wait is bounded, and the whole
run has a global deadline (`--deadline`).

The browser runs on the same machine as the server, so on 2 cores the numbers include Chromium's own
rendering of N pages: they are an upper bound on what people on their own laptops would see. The report
therefore also gives the CPU seconds the server used against the whole machine's. CLASSROOM_SHOTS=<dir>
saves a screenshot of every session that fails.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.server import CHROMIUM, CHROMIUM_ARGS, ROOT, rss_kib, streamlit_server  # noqa: E402

ACTIONS = ("open", "sentence", "layer", "head")
TARGETS = {"p95_s": 2.0, "errors": 0, "peak_rss_mb": 1536}


# --------------------------------------------------------------------------- the server's memory and CPU
class MemoryWatch(threading.Thread):
    """Samples the server's VmRSS every `every` seconds; VmHWM (the kernel's own peak) is read at the end."""

    def __init__(self, pid: int, every: float = 0.2) -> None:
        super().__init__(daemon=True)
        self.pid, self.every, self.peak_kb, self._stop_event = pid, every, 0, threading.Event()

    def run(self) -> None:
        while not self._stop_event.wait(self.every):
            try:
                self.peak_kb = max(self.peak_kb, rss_kib(self.pid)[0])
            except OSError:  # the server has gone
                return

    def stop(self) -> dict[str, float]:
        self._stop_event.set()
        self.join()
        hwm = rss_kib(self.pid)[1]  # the kernel's own peak since the server started
        return {
            "peak_rss_mb": round(max(hwm, self.peak_kb) / 1024, 1),
            "sampled_peak_rss_mb": round(self.peak_kb / 1024, 1),
        }


def cpu_seconds(pid: int) -> float:
    """User + system CPU time a process has used so far (/proc/<pid>/stat), in seconds."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def machine_cpu_seconds() -> float:
    """CPU time used by the whole machine so far (/proc/stat, all but idle and iowait), in seconds."""
    with open("/proc/stat") as f:
        values = [int(v) for v in f.readline().split()[1:]]
    return (sum(values) - values[3] - values[4]) / os.sysconf("SC_CLK_TCK")


class LoadWatch(threading.Thread):
    """Samples the 1-minute load average during the run (the machine is shared)."""

    def __init__(self, every: float = 2.0) -> None:
        super().__init__(daemon=True)
        self.every, self.samples, self._stop_event = every, [os.getloadavg()[0]], threading.Event()

    def run(self) -> None:
        while not self._stop_event.wait(self.every):
            self.samples.append(os.getloadavg()[0])

    def stop(self) -> dict[str, float]:
        self._stop_event.set()
        self.join()
        return {"before": self.samples[0], "max": max(self.samples), "mean": round(statistics.fmean(self.samples), 2)}


# --------------------------------------------------------------------------- one person
@dataclass
class Session:
    index: int
    sentence: str
    tokens: list[str]
    latency: dict[str, float] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)


# The heatmap is the first plotly chart of the explorer; these read it inside the page.
_X_TICKS = """() => Array.from(document.querySelector('.js-plotly-plot').querySelectorAll('g.xtick text'))
  .map(t => t.textContent)"""
_READY = """([want, title]) => {
  if (document.querySelector('[data-testid="stException"]')) return 'exception';
  const plot = document.querySelector('.js-plotly-plot');
  if (!plot) return false;
  if (want !== null) {
    const got = Array.from(plot.querySelectorAll('g.xtick text')).map(t => t.textContent);
    if (got.length !== want.length || got.some((t, i) => t !== want[i])) return false;
  }
  if (title !== null) {
    const t = plot.querySelector('.gtitle');
    if (!t || !t.textContent.includes(title)) return false;
  }
  return true;
}"""


async def _until_drawn(page, session: Session, action: str, t0: float, want, title, timeout_ms: float) -> None:
    """Wait until the heatmap shows `want` pieces / a title containing `title`; record the latency or an error."""
    try:
        handle = await page.wait_for_function(_READY, arg=[want, title], polling=50, timeout=timeout_ms)
        outcome = await handle.json_value()
    except Exception as exc:  # playwright's TimeoutError, or the page went away
        session.errors.append(f"{action}: {type(exc).__name__}: {str(exc).splitlines()[0][:160]}")
        return
    if outcome == "exception":
        text = await page.locator('[data-testid="stException"]').first.inner_text()
        session.errors.append(f"{action}: exception box: {text[:200]}")
        return
    session.latency[action] = time.perf_counter() - t0


async def run_session(browser, base: str, model: str, s: Session, args, t_start: float) -> None:
    timeout_ms = args.action_timeout * 1000
    rng = random.Random(s.index)
    context = await browser.new_context(viewport={"width": 1280, "height": 1000})
    context.set_default_timeout(timeout_ms)
    page = await context.new_page()
    page.on("dialog", lambda d: s.errors.append(f"dialog: {d.message}"))
    try:
        await asyncio.sleep(rng.uniform(0, args.ramp))  # people open the link within a few seconds
        t0 = time.perf_counter()
        await page.goto(f"{base}/{args.explorer_url}?model={model}", wait_until="domcontentloaded")
        await _until_drawn(page, s, "open", t0, None, "layer", timeout_ms)
        if s.errors:
            return
        await asyncio.sleep(rng.uniform(0, args.think))
        box = page.get_by_role("textbox", name="Sentence", exact=True)
        await box.fill(s.sentence)
        t0 = time.perf_counter()
        await box.press("Enter")
        await _until_drawn(page, s, "sentence", t0, s.tokens, None, timeout_ms)
        if s.errors:
            return
        await asyncio.sleep(rng.uniform(0, args.think))
        slider = page.locator('[data-testid="stSlider"]').filter(has_text="Layer").get_by_role("slider")
        layer = int(await slider.input_value())
        await slider.focus()
        t0 = time.perf_counter()
        await slider.press("ArrowLeft" if layer > 1 else "ArrowRight")
        layer = layer - 1 if layer > 1 else layer + 1
        await _until_drawn(page, s, "layer", t0, s.tokens, f"layer {layer},", timeout_ms)
        if s.errors:
            return
        await asyncio.sleep(rng.uniform(0, args.think))
        await page.locator('[data-testid="stSelectbox"]').filter(has_text="Head").click(timeout=timeout_ms)
        option = page.get_by_role("option", name="head 2", exact=True)
        await option.wait_for(timeout=timeout_ms)
        t0 = time.perf_counter()
        await option.click(timeout=timeout_ms)
        await _until_drawn(page, s, "head", t0, s.tokens, f"layer {layer}, head 2", timeout_ms)
        shown = await page.evaluate(_X_TICKS)
        if not s.errors and shown != s.tokens:
            s.errors.append(f"the heatmap shows {shown}, not this session's {s.tokens}")
    except Exception as exc:
        s.errors.append(f"{type(exc).__name__}: {str(exc).splitlines()[0][:160]}")
        if os.environ.get("CLASSROOM_SHOTS"):
            await page.screenshot(path=f"{os.environ['CLASSROOM_SHOTS']}/session{s.index}.png", full_page=True)
    finally:
        await context.close()


async def drive(base: str, model: str, sessions: list[Session], args) -> float:
    from playwright.async_api import async_playwright

    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=args.chromium, args=CHROMIUM_ARGS)
        # The teacher opens the app first (the first script run after a server start also uses Streamlit's
        # old pages/-folder navigation, which does not know app.py's url paths).
        teacher = await browser.new_page()
        await teacher.goto(base, wait_until="domcontentloaded", timeout=args.action_timeout * 1000)
        await teacher.locator("h1").first.wait_for(timeout=args.action_timeout * 1000)
        await teacher.close()
        wall = await run_sessions(browser, base, model, sessions, args)
        await browser.close()
    return wall


async def run_sessions(browser, base: str, model: str, sessions: list[Session], args) -> float:
    """Run every session at once until done or the global deadline; returns the wall time they took."""
    t0 = time.perf_counter()
    tasks = [asyncio.create_task(run_session(browser, base, model, s, args, t0)) for s in sessions]
    done, pending = await asyncio.wait(tasks, timeout=args.deadline)
    for task in pending:  # the global deadline: whoever is still waiting has failed
        task.cancel()
    for s, task in zip(sessions, tasks, strict=True):
        if task in pending:
            s.errors.append(f"global deadline of {args.deadline:.0f} s reached")
    await asyncio.gather(*pending, return_exceptions=True)
    return time.perf_counter() - t0


# --------------------------------------------------------------------------- sentences and report
def sentences_for(model: str, models_dir: Path, n: int, seed: int) -> list[tuple[str, list[str]]]:
    """n different in-grammar sentences with the source pieces the model reads (the heatmap's key axis)."""
    sys.path.insert(0, str(ROOT))
    from transformer import load_pretrained
    from transformer.data import generate

    pre = load_pretrained(models_dir / model)
    out, seen = [], set()
    for example in generate(20 * n, seed=seed):
        text = example.src
        ids = pre.prepare(text).ids
        if text in seen or not 4 <= len(ids) <= 14:
            continue
        seen.add(text)
        out.append((text, pre.tokenizer.pieces(ids)))
        if len(out) == n:
            return out
    raise RuntimeError(f"only {len(out)} distinct sentences")


def percentile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    k = (len(ordered) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def summarise(sessions: list[Session], memory: dict, load: dict, wall: float, args) -> dict:
    rows = {}
    for action in ACTIONS:
        values = [s.latency[action] for s in sessions if action in s.latency]
        rows[action] = {
            "n": len(values),
            "p50_s": percentile(values, 0.5),
            "p95_s": percentile(values, 0.95),
            "max_s": max(values) if values else None,
        }
    changes = [s.latency[a] for s in sessions for a in ACTIONS[1:] if a in s.latency]
    errors = [f"session {s.index}: {e}" for s in sessions for e in s.errors]
    result = {
        "sessions": len(sessions),
        "actions": rows,
        "changes": {"n": len(changes), "p50_s": percentile(changes, 0.5), "p95_s": percentile(changes, 0.95)},
        "errors": len(errors),
        "error_messages": errors[:50],
        **memory,
        "load_average_1min": load,
        "cpu_cores": os.cpu_count(),
        "wall_s": round(wall, 1),
        "settings": {k: v for k, v in vars(args).items() if k != "json"},
        "targets": TARGETS,
        "command": "python -m bench.classroom_load " + " ".join(sys.argv[1:]),
    }
    p95 = result["changes"]["p95_s"]
    result["meets_targets"] = bool(
        p95 is not None and p95 <= TARGETS["p95_s"] and not errors and memory["peak_rss_mb"] <= TARGETS["peak_rss_mb"]
    )
    return result


def markdown(result: dict) -> str:
    def s(v):
        return "–" if v is None else f"{v:.2f}"

    lines = [
        f"Classroom load: {result['sessions']} sessions, {result['cpu_cores']} cores, "
        f"load average {result['load_average_1min']['before']:.2f} before, "
        f"{result['load_average_1min']['max']:.2f} at most during the run",
        "",
        "| action | n | p50 (s) | p95 (s) | max (s) |",
        "|---|---|---|---|---|",
    ]
    names = {"open": "open the explorer (first heatmap)", "sentence": "type a sentence + Enter",
             "layer": "move the layer slider", "head": "pick another head"}  # fmt: skip
    for action, row in result["actions"].items():
        lines.append(f"| {names[action]} | {row['n']} | {s(row['p50_s'])} | {s(row['p95_s'])} | {s(row['max_s'])} |")
    ch = result["changes"]
    lines += [
        f"| **all changes** (sentence, layer, head) | {ch['n']} | {s(ch['p50_s'])} | {s(ch['p95_s'])} | |",
        "",
        "| errors | server peak RSS | wall time | CPU: server / machine | targets (p95 ≤ 2 s, 0 errors, < 1.5 GB) |",
        "|---|---|---|---|---|",
        f"| {result['errors']} | {result['peak_rss_mb']:.0f} MB | {result['wall_s']:.0f} s | "
        f"{result['server_cpu_s']:.0f} s / {result['machine_cpu_s']:.0f} s | "
        f"{'yes' if result['meets_targets'] else 'no'} |",
    ]
    lines += [f"- {e}" for e in result["error_messages"][:10]]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sessions", type=int, default=30, help="simultaneous browser sessions (1 to 100)")
    ap.add_argument("--model", default="en-de-toy", help="model directory name under --models-dir")
    ap.add_argument("--models-dir", type=Path, default=ROOT / "pretrained")
    ap.add_argument("--ramp", type=float, default=3.0, help="sessions open the page within this many seconds")
    ap.add_argument("--think", type=float, default=1.0, help="each pause between actions: uniform in [0, think] s")
    ap.add_argument("--action-timeout", type=float, default=60.0, help="seconds one action may take")
    ap.add_argument("--deadline", type=float, default=300.0, help="seconds for the whole run")
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--chromium", default=CHROMIUM)
    ap.add_argument("--json", type=Path, help="also write the numbers here")
    args = ap.parse_args(argv)
    if not 1 <= args.sessions <= 100:
        ap.error("--sessions must be between 1 and 100")
    if not Path(args.chromium).is_file():
        ap.error(f"no Chromium at {args.chromium} (apt-get install chromium)")

    import app  # only its page list (importing app.py runs nothing)

    args.explorer_url = next(
        u for pages in app.PAGES.values() for f, _, u in pages if f.endswith("attention_explorer.py")
    )
    pairs = sentences_for(args.model, args.models_dir, args.sessions, args.seed)
    sessions = [Session(i, text, tokens) for i, (text, tokens) in enumerate(pairs)]
    with streamlit_server({"ATTN_MODELS_DIR": str(args.models_dir.resolve())}) as (base, server, _):
        memory_watch, load_watch = MemoryWatch(server.pid), LoadWatch()
        memory_watch.start()
        load_watch.start()
        cpu0, machine0 = cpu_seconds(server.pid), machine_cpu_seconds()
        wall = asyncio.run(drive(base, args.model, sessions, args))
        memory, load = memory_watch.stop(), load_watch.stop()
        memory["server_cpu_s"] = round(cpu_seconds(server.pid) - cpu0, 1)
        memory["machine_cpu_s"] = round(machine_cpu_seconds() - machine0, 1)
    result = summarise(sessions, memory, load, wall, args)
    print(markdown(result))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(result, indent=1, default=str) + "\n", encoding="utf-8")
    return 0 if result["meets_targets"] else 1


if __name__ == "__main__":
    sys.exit(main())
