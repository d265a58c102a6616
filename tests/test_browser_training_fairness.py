"""A real server with one training slot: a second run waits in the queue, and closing a tab ends its run within
seconds (Streamlit reports the session disconnected), long before the heartbeat timeout; the queue advances.

The run count is read as a person would: the training lab's caption "Now: N training, M waiting", on a third
tab that reloads the page.
"""

from __future__ import annotations

import re
import time

import pytest

from bench.server import CHROMIUM, CHROMIUM_ARGS, streamlit_server

from .test_browser import ROOT, _no_exception, _require_browser, _settle

pytestmark = pytest.mark.browser

GRACE_S = 2  # ATTN_TRAINING_DISCONNECT_S for this server
IDLE_S = 120  # ATTN_TRAINING_IDLE_S: far beyond the test, so only the disconnection can end a run


@pytest.fixture(scope="module")
def lab_server(tmp_path_factory):
    sync_playwright = _require_browser()
    shipped = ROOT / "pretrained" / "en-de-toy"
    if (shipped / "config.json").is_file():
        model, env = "en-de-toy", {"ATTN_MODELS_DIR": None}
    else:
        from .fixtures_app import FIXTURE_MODELS, make_fixture_models

        model, env = FIXTURE_MODELS[0], {"ATTN_MODELS_DIR": str(make_fixture_models(tmp_path_factory.mktemp("m")))}
    env |= {
        "ATTN_TRAINING_RUNS": "1",
        "ATTN_TRAINING_MAX_S": "600",
        "ATTN_TRAINING_IDLE_S": str(IDLE_S),
        "ATTN_TRAINING_DISCONNECT_S": str(GRACE_S),
    }
    try:
        with streamlit_server(env, timeout=60) as (base, _, _):
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                teacher = browser.new_page()  # the first visit after a start goes to Home (see test_browser)
                teacher.goto(f"{base}/?model={model}", wait_until="domcontentloaded")
                teacher.locator("h1").first.wait_for(timeout=60_000)
                teacher.close()
                yield f"{base}/training_lab?model={model}", browser
                browser.close()
    except RuntimeError as exc:
        pytest.fail(str(exc))


def person(browser, url: str):
    """A new browser context (a new Streamlit session) on the training lab."""
    page = browser.new_context(viewport={"width": 1280, "height": 1000}).new_page()
    page.lab_url = url
    page.goto(url, wait_until="domcontentloaded")
    page.get_by_role("heading", name="Training lab").first.wait_for(timeout=60_000)
    _settle(page)
    return page


NOW = re.compile(r"Now: (\d+) training, (\d+) waiting")


def counts(page) -> tuple[int, int]:
    """(training, waiting) from the caption, on the training lab opened afresh."""
    page.goto(page.lab_url, wait_until="domcontentloaded")
    page.get_by_role("heading", name="Training lab").first.wait_for(timeout=30_000)
    _settle(page)
    main = page.locator('[data-testid="stMain"]').inner_text()
    found = NOW.search(main)
    assert found, page.url + " " + main[:3000]
    return int(found[1]), int(found[2])


def until(page, want: tuple[int, int], seconds: float) -> float:
    """Seconds until the observer sees `want`; fails after `seconds`."""
    t0, seen = time.perf_counter(), None
    while time.perf_counter() - t0 < seconds:
        seen = counts(page)
        if seen == want:
            return time.perf_counter() - t0
        time.sleep(0.3)
    raise AssertionError(f"the server still shows {seen} (training, waiting), not {want}, after {seconds} s")


def test_a_closed_tab_ends_its_run_and_the_queue_advances(lab_server):
    url, browser = lab_server
    longest = f"{url}&steps=3000"  # runs that cannot finish on their own during the test (greedy evals got faster)
    first = person(browser, longest)
    first.get_by_role("button", name="Start training").click()
    first.locator('[data-testid="stProgress"]').first.wait_for(timeout=30_000)
    second = person(browser, longest)
    second.get_by_role("button", name="Start training").click()
    second.get_by_text("1st in the queue").wait_for(timeout=30_000)
    _no_exception(second, "queued")
    observer = person(browser, url)
    assert counts(observer) == (1, 1)

    first.context.close()  # the laptop lid closes: the second run gets the slot
    until(observer, (1, 0), GRACE_S + 15)
    second.locator('[data-testid="stProgress"]').first.wait_for(timeout=30_000)
    _settle(second)
    _no_exception(second, "training after the queue")

    second.context.close()
    took = until(observer, (0, 0), GRACE_S + 15)
    assert took < IDLE_S / 4  # the disconnection ended it, not the heartbeat timeout
    _no_exception(observer, "observer")
    observer.context.close()
