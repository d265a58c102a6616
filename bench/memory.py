"""Peak memory of the app server with every shipped model loaded and used once.

    python bench/memory.py

Starts `streamlit run app.py`, opens the attention explorer in Chromium once per model (?model=<name>), waits
for the heatmap, then reads the server's peak resident set size (VmHWM) from /proc.
"""

from __future__ import annotations

import sys
from pathlib import Path
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.server import CHROMIUM, CHROMIUM_ARGS, rss_kib, streamlit_server, wait_until_idle  # noqa: E402
from transformer import available_models  # noqa: E402


def run() -> dict:
    from playwright.sync_api import sync_playwright

    models = available_models()
    per_model = {}
    with streamlit_server() as (base, proc, _), sync_playwright() as p:
        _, idle_peak = rss_kib(proc.pid)
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        for name in models:
            page.goto(f"{base}/attention_explorer?model={quote(name)}", wait_until="domcontentloaded")
            page.locator(".js-plotly-plot").first.wait_for(state="visible", timeout=180_000)
            wait_until_idle(page, 180_000)
            per_model[name] = rss_kib(proc.pid)[0] / 1024
        rss, peak = rss_kib(proc.pid)
        browser.close()
    return {"models": models, "rss_after_each_mib": per_model, "rss_mib": rss / 1024, "peak_mib": peak / 1024,
            "started_mib": idle_peak / 1024}  # fmt: skip


if __name__ == "__main__":
    if not Path(CHROMIUM).is_file():
        raise SystemExit(f"needs Debian's Chromium at {CHROMIUM}")
    r = run()
    for name, mib in r["rss_after_each_mib"].items():
        print(f"after {name:24s} RSS {mib:7.1f} MiB")
    print(f"server peak RSS with all {len(r['models'])} models loaded: {r['peak_mib']:.1f} MiB")
