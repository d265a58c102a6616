"""A classroom in one Chromium: typed HTML never runs, and two people on one server never see each other's work.

Uses the server and helpers of tests/test_browser.py (a `streamlit run app.py` on a loopback port). Each
person is a separate browser context, so a separate Streamlit session.
"""

from __future__ import annotations

import re

import pytest

from .test_browser import CHROMIUM, CHROMIUM_ARGS, _no_exception, _require_browser, _settle, _tick_texts, server  # noqa: F401

pytestmark = pytest.mark.browser

PAYLOADS = ['<img src=x onerror="window.__pwned=1">', "<script>window.__pwned=1</script>"]
MINE, THEIRS = "the small dog sees the cat", "a teacher reads the letter"
WORDS = {MINE: ("dog", "cat", "Hund", "Katze"), THEIRS: ("teacher", "letter", "Lehrer", "Brief")}  # and German


@pytest.fixture(scope="module")
def browser(server):  # noqa: F811
    sync_playwright = _require_browser()
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


def person(browser, base: str, model: str, path: str = "explorer"):
    """A new browser context (a new session): Home first, as a person arriving by the link, then `path`."""
    context = browser.new_context(viewport={"width": 1280, "height": 1200})
    page = context.new_page()
    page.dialogs = []
    page.on("dialog", lambda d: (page.dialogs.append(d.message), d.dismiss()))
    page.goto(f"{base}/?model={model}", wait_until="domcontentloaded")
    page.locator("h1").first.wait_for(timeout=60_000)
    _settle(page)
    page.get_by_role("link", name={"explorer": "Attention explorer", "training_lab": "Training lab"}[path]).click()
    page.locator("h1").first.wait_for(timeout=60_000)
    _settle(page)
    return page


def pieces(models, model: str, text: str) -> list[str]:
    from transformer import load_pretrained

    pre = load_pretrained(models / model)
    return pre.tokenizer.pieces(pre.prepare(text).ids)


def heatmap_keys(page) -> list[str]:
    chart = page.locator(".js-plotly-plot").first
    chart.wait_for()
    return _tick_texts(page, chart, "x")


def type_sentence(page, text: str, settle: bool = True) -> None:
    box = page.get_by_role("textbox", name="Sentence", exact=True)
    box.fill(text)
    box.press("Enter")
    if settle:
        _settle(page)


def test_typed_html_and_script_are_shown_as_text_and_never_run(server, browser):  # noqa: F811
    base, model, models = server
    page = person(browser, base, model)
    for payload in PAYLOADS:
        type_sentence(page, payload)
        _no_exception(page, payload)
        assert page.evaluate("() => window.__pwned") is None, payload
        assert page.dialogs == [], page.dialogs
        assert page.evaluate("() => document.querySelectorAll('img[src=\"x\"]').length") == 0
        assert not page.evaluate("() => [...document.scripts].some(s => s.textContent.includes('__pwned'))")
        keys = heatmap_keys(page)  # the model's pieces of the payload, drawn as text on the key axis
        assert keys == pieces(models, model, payload), keys
        assert "<" in "".join(keys) or "<unk>" in keys
        assert page.get_by_role("textbox", name="Sentence", exact=True).input_value() == payload
    page.context.close()


def test_two_sessions_never_see_each_others_sentence(server, browser):  # noqa: F811
    base, model, models = server
    me, them = person(browser, base, model), person(browser, base, model)
    type_sentence(me, MINE, settle=False)  # both type before either page has finished
    type_sentence(them, THEIRS, settle=False)
    _settle(me)
    _settle(them)
    for page, own, other in ((me, MINE, THEIRS), (them, THEIRS, MINE)):
        _no_exception(page, own)
        keys = heatmap_keys(page)
        assert keys == pieces(models, model, own), keys
        rows = " ".join(_tick_texts(page, page.locator(".js-plotly-plot").first, "y"))
        shown = " ".join(keys) + " " + rows + " " + page.locator('[data-testid="stMain"]').inner_text()
        assert all(re.search(rf"\b{w}\b", shown) for w in WORDS[own][:2])  # the check can see words
        assert not [w for w in WORDS[other] if re.search(rf"\b{w}\b", shown)], (own, shown[:400])
        assert "sentence=" + own.replace(" ", "+") in page.url  # each URL carries its own sentence
    # one changes the layer: the other's view stays as it was
    before = heatmap_keys(them), them.locator(".js-plotly-plot .gtitle").first.text_content()
    slider = me.locator('[data-testid="stSlider"]').filter(has_text="Layer").get_by_role("slider")
    slider.focus()
    slider.press("ArrowLeft")
    _settle(me)
    _settle(them)
    assert (heatmap_keys(them), them.locator(".js-plotly-plot .gtitle").first.text_content()) == before
    me.context.close()
    them.context.close()


_BODY = '[data-testid="stMainBlockContainer"]'  # the page itself, without Streamlit's header


def test_a_training_run_belongs_to_the_session_that_started_it(server, browser):  # noqa: F811
    base, model, _ = server
    trainer = person(browser, base, model, "training_lab")
    trainer.get_by_role("button", name="Start training").click()
    trainer.locator('[data-testid="stProgress"]').first.wait_for(timeout=60_000)
    onlooker = person(browser, base, model, "training_lab")
    _no_exception(onlooker, "training lab, second session")
    assert onlooker.locator('[data-testid="stProgress"]').count() == 0
    assert onlooker.get_by_text("Press Start training").count() == 1
    # the lab's own Stop (the page body), not Streamlit's header Stop shown while a rerun is still running
    assert onlooker.locator(_BODY).get_by_role("button", name="Stop").is_disabled()
    assert trainer.locator('[data-testid="stProgress"]').count() >= 1  # still training, or finished, over there
    stop = trainer.locator(_BODY).get_by_role("button", name="Stop")
    if stop.is_enabled():
        stop.click()
    _settle(trainer)
    _no_exception(trainer, "training lab")
    trainer.context.close()
    onlooker.context.close()
