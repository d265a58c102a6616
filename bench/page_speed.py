"""The app's own speed: an AppTest run of the attention page on a new sentence, and the cold start in Chromium.

    python bench/page_speed.py

1. AppTest: the attention explorer is run once (model loaded, caches warm), then for each of several new
   sentences the time of `set_value(sentence).run()` is taken: the full script with a fresh trace.
2. Cold start: from spawning `streamlit run app.py` to the first page drawn in Debian's Chromium (the Home
   page's Figure 1 chart visible), with the browser already running.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.server import CHROMIUM, CHROMIUM_ARGS, ROOT, streamlit_server  # noqa: E402
from transformer.data import generate  # noqa: E402

PAGE = ROOT / "pages" / "attention_explorer.py"


def apptest_new_sentence(n: int = 9) -> dict:
    import torch

    torch.set_num_threads(1)  # as app.py configures the server
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(PAGE), default_timeout=120).run()
    if at.exception:
        raise RuntimeError(at.exception[0].message)
    sentences = [e.src for e in generate(n + 1, seed=11)]
    at.text_input(key="_w_sentence").set_value(sentences[0]).run()  # warm-up
    times = []
    for s in sentences[1:]:
        t0 = time.perf_counter()
        at.text_input(key="_w_sentence").set_value(s).run()
        times.append(time.perf_counter() - t0)
        if at.exception:
            raise RuntimeError(at.exception[0].message)
    return {"median": statistics.median(times), "min": min(times), "max": max(times), "runs": len(times)}


def cold_start(repeats: int = 3) -> dict:
    from playwright.sync_api import sync_playwright

    times, health = [], []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for _ in range(repeats):
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            t0 = time.perf_counter()
            with streamlit_server() as (base, _, healthy):
                page.goto(base, wait_until="domcontentloaded")
                page.locator(".js-plotly-plot").first.wait_for(state="visible", timeout=120_000)
                times.append(time.perf_counter() - t0)
                health.append(healthy)
            page.close()
        browser.close()
    return {"median": statistics.median(times), "runs": times, "server_healthy_median": statistics.median(health)}


def run() -> dict:
    out = {"apptest_new_sentence": apptest_new_sentence()}
    if Path(CHROMIUM).is_file():
        out["cold_start"] = cold_start()
    return out


if __name__ == "__main__":
    r = run()
    a = r["apptest_new_sentence"]
    print(f"AppTest attention page, new sentence: median {a['median']:.3f} s (min {a['min']:.3f}, max {a['max']:.3f})")
    if "cold_start" in r:
        c = r["cold_start"]
        print(
            f"cold start to first page drawn: median {c['median']:.2f} s over {len(c['runs'])} "
            f"(server healthy after {c['server_healthy_median']:.2f} s)"
        )
