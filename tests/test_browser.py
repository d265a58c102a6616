"""A person's walk through the real app: `streamlit run app.py` on a loopback port, driven in Debian's Chromium.

Visits every page, types a sentence, changes layer and head, reads the heatmap's tick labels back out of the
plotly SVG, checks that no exception box appears and that the page never asks for anything off this machine,
and saves screenshots to tests/artifacts/ (docs/screenshots/ with UPDATE_SCREENSHOTS=1).
Uses the shipped `en-de-everyday` (the app's default) when it exists, else `en-de-toy`, else a tiny fixture.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from urllib.parse import urlparse

import pytest

from bench.server import CHROMIUM, CHROMIUM_ARGS, streamlit_server

from .fixtures_app import FIXTURE_MODELS, make_fixture_models

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parent.parent
# Screenshots go to a scratch folder; UPDATE_SCREENSHOTS=1 refreshes the ones in docs/ that the README shows.
SHOTS = ROOT / "docs" / "screenshots" if os.environ.get("UPDATE_SCREENSHOTS") == "1" else ROOT / "tests" / "artifacts"
SENTENCE = "the small dog sees the cat"


def _require_browser(chromium: str = CHROMIUM):
    if not Path(chromium).is_file():
        pytest.skip(f"Debian's Chromium is not installed at {chromium} (apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("the playwright Python package is not installed (pip install -r requirements-dev.txt)")
    return sync_playwright


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """`streamlit run app.py` on a free loopback port; yields (base url, model name, models dir)."""
    shipped = next((ROOT / "pretrained" / n for n in ("en-de-everyday", "en-de-toy")
                    if (ROOT / "pretrained" / n / "config.json").is_file()), None)  # fmt: skip
    if shipped is not None:  # the app's default model, so the screenshots show what a first visit shows
        models, model, env = ROOT / "pretrained", shipped.name, {"ATTN_MODELS_DIR": None}
    else:
        models, model = make_fixture_models(tmp_path_factory.mktemp("models")), FIXTURE_MODELS[0]
        env = {"ATTN_MODELS_DIR": str(models)}
    try:
        with streamlit_server(env, timeout=60, extra_args=["--client.showErrorDetails", "full"]) as (base, _, _):
            yield base, model, models
    except RuntimeError as exc:
        pytest.fail(str(exc))


def _settle(page, timeout: float = 45_000) -> None:
    """Wait until Streamlit has finished running the script (the 'running' indicator is gone)."""
    page.wait_for_timeout(400)
    page.wait_for_function(
        "() => !document.querySelector('[data-testid=\"stStatusWidget\"]')"
        " && document.querySelectorAll('[data-testid=\"stSkeleton\"]').length === 0",
        timeout=timeout,
    )
    page.wait_for_timeout(300)


def _no_exception(page, where: str) -> None:
    boxes = page.locator('[data-testid="stException"]')
    assert boxes.count() == 0, f"{where}: exception shown: {boxes.first.inner_text()[:500]}"


def _tick_texts(page, chart, axis: str) -> list[str]:
    return chart.locator(f"g.{axis}tick text").all_text_contents()


def test_a_shared_link_is_the_first_visit_after_the_server_starts(server):
    """A teacher starts the server and a student opens a shared link first: the page comes with app.py's frame.

    (Streamlit runs that first visit with its legacy pages/-folder navigation; pages/common/page.py hands it over.)
    Keep this test before the walk, so the module's server has not been visited yet.
    """
    sync_playwright = _require_browser()
    base, _, _ = server
    sys.path.insert(0, str(ROOT))
    import app  # noqa: F401  (only for its sections; importing runs nothing outside a Streamlit run)

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1300, "height": 900})
        page.goto(f"{base}/positional_encoding?view=binary", wait_until="domcontentloaded")
        page.locator("h1").first.wait_for(timeout=90_000)
        _settle(page, timeout=90_000)
        assert page.locator("h1").first.inner_text() == "Positional encoding"
        assert page.locator('[data-testid="stNavSectionHeader"]').all_inner_texts() == list(app.PAGES)
        assert page.locator('[role="dialog"]').count() == 0  # no "Page not found"
        assert "view=binary" in page.url
        _no_exception(page, "direct link")
        browser.close()


def test_walk_every_page(server):
    sync_playwright = _require_browser()
    from transformer.tokenizer import Tokenizer

    base, model, models = server
    tokens = Tokenizer.load(models / model / "tokenizer.model").pieces(
        Tokenizer.load(models / model / "tokenizer.model").encode(SENTENCE)
    )
    SHOTS.mkdir(parents=True, exist_ok=True)
    sys.path.insert(0, str(ROOT))
    import app  # noqa: F401  (only for its page list; importing runs nothing outside a Streamlit run)

    off_machine: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1440, "height": 1700})
        page.on(
            "request",
            lambda r: (
                off_machine.append(r.url)
                if urlparse(r.url).hostname not in ("127.0.0.1", None) and not r.url.startswith("data:")
                else None
            ),
        )

        # Home: Figure 1 and the translation.
        page.goto(f"{base}/?model={model}", wait_until="domcontentloaded")
        page.get_by_role("heading", name="Attention Is All You Need").wait_for(timeout=60_000)
        _settle(page)
        page.locator(".js-plotly-plot").first.wait_for()
        assert page.get_by_text("Translation:").count() >= 1
        _no_exception(page, "home")
        page.screenshot(path=str(SHOTS / "home.png"), full_page=True)
        # /home, Home's link while a server's first visit runs the legacy navigation, is Home with the same query.
        page.goto(f"{base}/home?model={model}&sentence=My+mother+reads+a+book.", wait_until="domcontentloaded")
        page.get_by_text("Meine Mutter liest ein Buch.").wait_for(timeout=60_000)
        _settle(page)
        assert page.get_by_text("Page not found").count() == 0
        assert urlparse(page.url).path == "/" and "sentence=My+mother+reads+a+book." in page.url, page.url

        # Attention explorer: type a sentence, change layer and head, read the heatmap's axes.
        page.goto(f"{base}/attention_explorer", wait_until="domcontentloaded")
        page.get_by_role("heading", name="Attention explorer").wait_for(timeout=60_000)
        _settle(page)
        box = page.get_by_role("textbox", name="Sentence", exact=True)
        box.fill(SENTENCE)
        box.press("Enter")
        _settle(page)
        layer = page.locator('[data-testid="stSlider"]').filter(has_text="Layer").get_by_role("slider")
        before = layer.input_value()
        layer.focus()
        layer.press("ArrowLeft")
        _settle(page)
        assert layer.input_value() != before
        page.locator('[data-testid="stSelectbox"]').filter(has_text="Head").click()
        page.get_by_role("option", name="head 2").click()
        _settle(page)
        chart = page.locator(".js-plotly-plot").first
        chart.wait_for()
        assert _tick_texts(page, chart, "x") == tokens  # cross-attention: columns are the source pieces
        rows = _tick_texts(page, chart, "y")
        assert rows[0] == "<s>" and len(rows) >= 2, rows  # rows are the decoder input, first <s>
        title = chart.locator(".gtitle").text_content()
        assert "layer" in title and "head 2" in title, title
        assert page.url.count("head=2") == 1 and "sentence=the+small+dog" in page.url.replace("%20", "+")
        sums = chart.locator(".annotation-text").all_text_contents()
        assert sums and all(s == "Σ=1.00" for s in sums)
        _no_exception(page, "explorer heatmap")
        page.screenshot(path=str(SHOTS / "attention-explorer-heatmap.png"), full_page=True)

        page.get_by_role("radio", name="Encoder self").click(force=True)
        _settle(page)
        enc = page.locator(".js-plotly-plot").first
        assert _tick_texts(page, enc, "x") == tokens and _tick_texts(page, enc, "y") == tokens
        for view, shot in (("All layers × heads", "grid"), ("Lines between tokens", "lines"),
                           ("Head statistics", "stats"), ("Rollout", "rollout")):  # fmt: skip
            page.get_by_role("radio", name=view).click(force=True)
            _settle(page)
            page.locator(".js-plotly-plot").first.wait_for()
            _no_exception(page, f"explorer {view}")
            page.screenshot(path=str(SHOTS / f"attention-explorer-{shot}.png"), full_page=True)

        # Decoding, reached through the sidebar as a person would (same session: the typed sentence stays).
        page.get_by_role("link", name="Decoding step by step").click()
        page.get_by_role("heading", name="Decoding, step by step").wait_for(timeout=60_000)
        _settle(page)
        step = page.locator('[data-testid="stSlider"]').filter(has_text="Step").get_by_role("slider")
        for _ in range(2):  # one key at a time: a key pressed while the first one's rerun redraws the slider is lost
            step.focus()
            step.press("ArrowRight")
            _settle(page)
        assert step.input_value() == "3"
        cross = page.locator(".js-plotly-plot").filter(has_text="cross-attention over the source")
        cross.wait_for()
        assert _tick_texts(page, cross, "x") == tokens  # the typed sentence is shared between pages
        _no_exception(page, "decoding")
        page.screenshot(path=str(SHOTS / "decoding.png"), full_page=True)

        # Shared links: the same view comes back from the URL alone (here the reordering default sentence).
        shared = "view=heatmap&kind=cross&layer=2&head=2&level=word&sentence=the+teacher+has+seen+the+small+dog"
        page.goto(f"{base}/attention_explorer?{shared}", wait_until="domcontentloaded")
        page.get_by_role("heading", name="Attention explorer").wait_for(timeout=60_000)
        _settle(page)
        chart = page.locator(".js-plotly-plot").first
        assert _tick_texts(page, chart, "x") == ["the", "teacher", "has", "seen", "the", "small", "dog"]
        _no_exception(page, "shared link")
        page.screenshot(path=str(SHOTS / "attention-explorer-cross-words.png"), full_page=True)
        # the gold alignment needs a grammar with a parser (the toy has one)
        gold = "en-de-toy" if (models / "en-de-toy").is_dir() else model
        aer = f"view=stats&kind=cross&target=reference&model={gold}&sentence=the+teacher+has+seen+the+small+dog"
        page.goto(f"{base}/attention_explorer?{aer}", wait_until="domcontentloaded")
        page.get_by_role("heading", name="Attention explorer").wait_for(timeout=60_000)
        _settle(page)
        page.locator('[data-testid="stSelectbox"]').filter(has_text="Statistic").click()
        page.get_by_role("option", name="Alignment error rate vs. gold").click()
        _settle(page)
        _no_exception(page, "alignment error rate")
        page.screenshot(path=str(SHOTS / "attention-explorer-aer.png"), full_page=True)

        # Every other page listed in the navigation loads without an exception.
        for section in app.PAGES.values():
            for path, title, url in section:
                if not (ROOT / path).is_file() or url in ("home", "attention_explorer", "decoding"):
                    continue
                page.goto(f"{base}/{url}", wait_until="domcontentloaded")
                page.locator("h1").first.wait_for(timeout=90_000)  # each teaching page opens with its title
                _settle(page, timeout=90_000)
                _no_exception(page, title)
                page.screenshot(path=str(SHOTS / f"{url}.png"), full_page=True)

        # Presenter mode from the URL: larger type, no menu or toolbar.
        page.goto(f"{base}/attention_explorer?present=1&view=heatmap&kind=cross", wait_until="domcontentloaded")
        page.get_by_role("heading", name="Attention explorer").wait_for(timeout=60_000)
        _settle(page)
        assert not page.locator('[data-testid="stMainMenu"]').is_visible()  # less chrome
        page.screenshot(path=str(SHOTS / "presenter-mode.png"), full_page=False)
        # ... but never a trap: the collapsed sidebar opens, and its switch leaves presenter mode.
        page.locator('[data-testid="stExpandSidebarButton"]').click()
        switch = page.get_by_role("switch", name="Presenter mode")
        switch.wait_for(timeout=30_000)
        assert switch.is_checked()
        label = page.locator('[data-testid="stSidebar"]').get_by_text("Presenter mode", exact=True)
        label.scroll_into_view_if_needed()
        label.click()
        page.wait_for_function("() => !new URL(location.href).searchParams.has('present')", timeout=30_000)
        _settle(page)
        assert page.locator('[data-testid="stMainMenu"]').is_visible()
        browser.close()
    assert not off_machine, f"the app asked for something off this machine: {off_machine[:5]}"


def test_chromium_missing_is_a_visible_skip(tmp_path):
    """Without Chromium the walk is skipped with a reason, never silently passed."""
    with pytest.raises(pytest.skip.Exception, match="Chromium is not installed"):
        _require_browser(str(tmp_path / "no-chromium"))
