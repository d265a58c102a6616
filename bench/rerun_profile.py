"""Where one rerun's milliseconds and bytes go: the attention explorer and the decoding page on a real server.

    python -m bench.rerun_profile --json runs/rerun_profile.json

Starts `streamlit run app.py` through a wrapper that times every script run in its own thread (CPU and wall)
and, while profiling is switched on, runs it under cProfile. A protocol client (bench/st_protocol.py) opens each
page, types one sentence, then repeats one interaction (--repeats times, model result cached): first unprofiled,
for the CPU numbers, then profiled, for the breakdown. Reported per interaction:

- the server's CPU seconds (/proc/<pid>/stat), of which the script's thread (the rest: the event loop, which
  serialises and sends the messages, and other threads);
- the script's profile: building the figures (transformer.viz), st.plotly_chart (plotly's validation and
  to_json inside it), the download buttons' CSV/JSON (pages.common.data_bytes) and their media files,
  st.dataframe, hashing of every ForwardMsg (a deterministic serialisation + md5), the cached model call;
- the bytes on the websocket per element type.

cProfile slows Python-heavy code (plotly's validators) more than C code, so the profiled shares are approximate;
the CPU columns are unprofiled.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import io
import json
import os
import pstats
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

OUT_ENV = "RERUN_PROFILE_DIR"  # where the wrapped server writes its per-run records and profiles

# (bucket, file suffix, function name): cumulative time of these functions inside the profiled runs.
BUCKETS = [
    ("Streamlit's gc.collect(2) after the run (runner.postScriptGC)", "~", "<built-in method gc.collect>"),
    ("st.plotly_chart (all of it)", "streamlit/elements/plotly_chart.py", "plotly_chart"),
    ("  plotly: validate the figure again", "plotly/tools.py", "return_figure_from_figure_or_data"),
    ("  plotly: to_json", "plotly/io/_json.py", "to_json"),
    ("CSV/JSON for the downloads (data_bytes)", "pages/common/export.py", "data_bytes"),
    ("st.download_button (media files)", "streamlit/elements/widgets/button.py", "download_button"),
    ("st.dataframe", "streamlit/elements/arrow.py", "dataframe"),
    ("ForwardMsg hash (serialise + md5), all elements", "streamlit/runtime/forward_msg_cache.py",
     "populate_hash_if_needed"),
    ("cached model call (get_trace / get_decoded)", "pages/common/models.py", "get_trace"),
    ("", "pages/common/models.py", "get_decoded"),
]  # fmt: skip


# --------------------------------------------------------------------------- the wrapped server
def serve(argv: list[str]) -> None:
    """`python -m bench.rerun_profile --serve run app.py ...`: Streamlit's CLI with every script run timed."""
    from streamlit.runtime.scriptrunner import script_runner
    from streamlit.web import cli

    out = Path(os.environ[OUT_ENV])
    original = script_runner.ScriptRunner._run_script
    lock = threading.Lock()
    state = {"n": 0}

    def timed(self, rerun_data):
        profiling = (out / "profile_on").exists()
        prof = cProfile.Profile(time.thread_time) if profiling else None  # CPU, not wall: the machine is shared
        cpu0, wall0 = time.thread_time(), time.perf_counter()
        if prof:
            prof.enable()
        try:
            return original(self, rerun_data)
        finally:
            if prof:
                prof.disable()
            cpu, wall = time.thread_time() - cpu0, time.perf_counter() - wall0
            with lock:
                state["n"] += 1
                record = {"run": state["n"], "cpu_s": cpu, "wall_s": wall, "profiled": profiling,
                          "fragment": bool(rerun_data.fragment_id_queue)}  # fmt: skip
                if prof:  # before the record: the driver reads the record, then the profile
                    prof.dump_stats(out / f"run{state['n']}.prof")
                with open(out / "runs.jsonl", "a") as f:
                    f.write(json.dumps(record) + "\n")

    script_runner.ScriptRunner._run_script = timed
    sys.argv = ["streamlit", *argv]
    cli.main()


# --------------------------------------------------------------------------- the driver
SCENES = {
    # page: [(name, widgets to set first, the widget moved, the values it alternates between)]
    "attention_explorer": [
        ("layer, heatmap view", [], "Layer", [1, 2]),
        # the grid shows every layer and head at once: its one control is the units
        ("units, all layers × heads view", [("View", "All layers × heads")], "Units", ["sentence pieces", "words"]),
    ],
    "decoding": [
        ("decoder layer (fragment)", [], "Decoder layer", [1, 2]),
        ("step (fragment)", [], "Step", [2, 3]),
    ],
}


def _records(out: Path) -> list[dict]:
    path = out / "runs.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def _breakdown(files: list[Path]) -> dict:
    stats = pstats.Stats(str(files[0]), stream=io.StringIO())
    for f in files[1:]:
        stats.add(str(f))
    n = len(files)
    table = stats.stats  # (file, line, name) -> (cc, nc, tt, ct, callers)
    total = max(ct for (_, _, name), (_, _, _, ct, _) in table.items() if name == "_run_script") / n
    out = {"script (profiled)": total}
    for label, suffix, func in BUCKETS:
        ct = sum(v[3] for (file, _, name), v in table.items() if file.endswith(suffix) and name == func) / n
        key = label or "cached model call (get_trace / get_decoded)"
        out[key] = out.get(key, 0.0) + ct if not label else ct
    viz = 0.0  # transformer.viz entry points: viz functions called from outside transformer/viz
    for (file, _, _), (_, _, _, ct, callers) in table.items():
        if "/transformer/viz" in file and not any("/transformer/viz" in c[0] for c in callers):
            viz += ct
    out["figure building (transformer.viz)"] = viz / n
    top = [k for k in out if k != "script (profiled)" and not k.startswith(" ") and not k.startswith("ForwardMsg")]
    out["rest: widgets, text, Streamlit's bookkeeping"] = out["script (profiled)"] - sum(out[k] for k in top)
    return {k: round(1e3 * v, 1) for k, v in out.items()}  # ms per run


def _hot(files: list[Path], top: int = 15) -> list[str]:
    """The functions with the most CPU of their own (tottime) in the profiled runs, ms per run."""
    stats = pstats.Stats(str(files[0]), stream=io.StringIO())
    for f in files[1:]:
        stats.add(str(f))
    rows = sorted(stats.stats.items(), key=lambda kv: -kv[1][2])[:top]
    return [f"{1e3 * v[2] / len(files):.1f} ms {Path(file).parent.name}/{Path(file).name}:{name}" for (file, _, name), v
            in rows]  # fmt: skip


async def _scene(base: str, page: str, out: Path, pid: int, repeats: int, sentence: str) -> list[dict]:
    from bench.classroom_load import cpu_seconds
    from bench.st_protocol import StreamlitSession

    s = StreamlitSession(base, page, "model=en-de-toy", timeout=120)
    await s.connect()
    s.set(s.find("Sentence"), sentence)
    await s.rerun()
    rows = []
    for name, setup, label, values in SCENES[page]:
        for setup_label, value in setup:
            s.set(s.find(setup_label), value)
            await s.rerun()
        for w in values:  # warm every value's cached model call and figure once
            widget = s.find(label)
            s.set(widget, w)
            await s.rerun(fragment_id=widget.fragment_id)
        results = {}
        for profiled in (False, True):
            (out / "profile_on").touch() if profiled else (out / "profile_on").unlink(missing_ok=True)
            first = len(_records(out))
            runs, cpu = [], []
            for i in range(repeats):
                widget = s.find(label)
                s.set(widget, values[i % len(values)])
                c0 = cpu_seconds(pid)
                runs.append(await s.rerun(fragment_id=widget.fragment_id))
                await asyncio.sleep(0.3)  # let the event loop finish sending before reading the CPU
                cpu.append(cpu_seconds(pid) - c0)
            for _ in range(100):  # the record is written just after the run has sent script_finished
                if len(_records(out)) >= first + repeats:
                    break
                await asyncio.sleep(0.1)
            results[profiled] = (runs, cpu, _records(out)[first:])
        (out / "profile_on").unlink(missing_ok=True)
        runs, cpu, recs = results[False]
        prof_files = [out / f"run{r['run']}.prof" for r in results[True][2]]
        elements: dict[str, list[int]] = {}
        full: dict[str, list[int]] = {}
        for r in runs:
            for k, v in r.elements.items():
                elements.setdefault(k, []).append(v)
            for k, v in r.elements_full.items():
                full.setdefault(k, []).append(v)
        rows.append({
            "page": page, "interaction": name, "repeats": repeats,
            "latency_s": statistics.median(r.latency_s for r in runs),
            "server_cpu_s": statistics.median(cpu),
            "script_thread_cpu_s": statistics.median(r["cpu_s"] for r in recs),
            "script_wall_s": statistics.median(r["wall_s"] for r in recs),
            "kb": statistics.median(r.bytes for r in runs) / 1024,
            "messages": statistics.median(r.messages for r in runs),
            "kb_per_element": {k: round(statistics.median(v) / 1024, 1) for k, v in sorted(elements.items(),
                               key=lambda kv: -statistics.median(kv[1]))},
            "kb_per_element_uncached": {k: round(statistics.median(v) / 1024, 1) for k, v in sorted(full.items(),
                                        key=lambda kv: -statistics.median(kv[1]))},
            "profile_ms": _breakdown(prof_files),
            "hot": _hot(prof_files),
        })  # fmt: skip
    await s.close()
    return rows


def run(repeats: int = 6, sentence: str = "the teacher has seen the small dog") -> list[dict]:
    import tempfile

    from bench.server import ROOT, streamlit_server

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        env = {OUT_ENV: str(out), "ATTN_MODELS_DIR": str(ROOT / "pretrained")}
        launcher = [sys.executable, "-m", "bench.rerun_profile", "--serve"]
        with streamlit_server(env, launcher=launcher) as (base, proc, _):
            for page in SCENES:
                rows += asyncio.run(_scene(base, page, out, proc.pid, repeats, sentence))
    return rows


def markdown(rows: list[dict]) -> str:
    lines = [
        "| page: interaction | latency (s) | server CPU (s) | script thread CPU (s) | KB sent | largest (KB) |",
        "|---|---|---|---|---|---|",
    ]
    for r in rows:
        top = ", ".join(f"{k} {v}" for k, v in list(r["kb_per_element"].items())[:4])
        lines.append(f"| {r['page']}: {r['interaction']} | {r['latency_s']:.3f} | {r['server_cpu_s']:.3f} | "
                     f"{r['script_thread_cpu_s']:.3f} | {r['kb']:.1f} | {top} |")  # fmt: skip
    keys = list(rows[0]["profile_ms"])
    lines += ["", "Profiled script time per run (ms, cProfile; nested rows are part of the row above):", "",
              "| part | " + " | ".join(f"{r['page']}: {r['interaction']}" for r in rows) + " |",
              "|---|" + "---|" * len(rows)]  # fmt: skip
    for k in keys:
        lines.append(f"| {k} | " + " | ".join(f"{r['profile_ms'][k]:.1f}" for r in rows) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--serve"]:
        serve(argv[1:])
        return 0
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeats", type=int, default=6)
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    rows = run(args.repeats)
    print(markdown(rows))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
