"""Whatever a classroom types, picks or links, every page answers with its view or a clear message.

Each class of odd input goes through the sentence box as a person would type it; links arrive with wrong
types, out-of-range numbers and unknown model names; a model directory in $ATTN_MODELS_DIR is broken. The
page must show no exception, no error box (except the friendly one for a broken model), no Markdown element
allowed to carry HTML, and the user's text only ever as text.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from .fixtures_app import FIXTURE_MODELS, assert_clean, fixture_models, page_test  # noqa: F401

pytestmark = pytest.mark.usefixtures("fixture_models")  # $ATTN_MODELS_DIR -> the tiny fixture models

EXPLORER = "pages/attention_explorer.py"

# id: (what a person types, a phrase the page must then show in a notice, or None)
INPUTS = {
    "empty": ("", "empty"),
    "whitespace-only": (" \t   ", "empty"),
    "invisible-only": ("\u200b\u200d\u2066\ufeff", "empty"),
    "too-long": ("the small dog sees the cat " * 20, "cut"),
    "emoji": ("the dog 🐕 sees the cat 😺👩‍👩‍👧", None),
    "cjk": ("狗看见猫", "vocabulary"),
    "right-to-left": ("הכלב רואה את החתול", "vocabulary"),
    "zero-width-and-control": ("the\u200b dog\u200d sees\x07 the\u202e cat\x00\u2066", None),
    "script": ("<script>window.__pwned=1</script>", None),
    "img-onerror": ('<img src=x onerror="window.__pwned=1">', None),
    "markdown": ("**bold** [link](http://example.com) # h | a | b |", None),
    "latex": (r"$\frac{1}{0}$ \\ \begin{x} $$x$$", None),
    "unknown-words": ("xyzzy plugh qwerty", None),
}
# Fragments that must never reach the page active: raw tags, a live Markdown link, unescaped TeX.
ACTIVE = ("<script", "<img", "](http", "$\\frac", "$$x")


def notices(at) -> str:
    return " ".join(e.value for e in [*at.info, *at.warning])


def plotly_specs(at) -> list[str]:
    return [el.proto.spec for el in at.get("plotly_chart")]


def assert_shown_as_text(at) -> None:
    """No user fragment is active in Markdown, captions, LaTeX or plotly labels (plotly reads some HTML)."""
    for el in [*at.markdown, *at.caption, *at.latex]:
        for fragment in ACTIVE:
            assert fragment not in el.value, (fragment, el.value)
    for el in [*at.markdown, *at.caption]:  # outside `code`, every < is escaped (a tag would vanish or act)
        assert not re.search(r"(?<!\\)<", re.sub(r"`[^`]*`", "", el.value)), el.value
    for spec in plotly_specs(at):
        text = json.dumps(json.loads(spec), ensure_ascii=False)
        assert "<script" not in text and "<img" not in text, text[:300]


@pytest.fixture(scope="module")
def explorer():
    at = page_test(EXPLORER)
    assert_clean(at)
    return at


@pytest.mark.parametrize("text,says", list(INPUTS.values()), ids=list(INPUTS))
def test_explorer_answers_every_kind_of_sentence(explorer, text, says):
    at = explorer
    at.text_input(key="_w_sentence").set_value(text).run()
    assert_clean(at)
    assert plotly_specs(at), "no heatmap drawn"  # the page kept working
    if says:
        assert says in notices(at), notices(at)
    assert_shown_as_text(at)


def test_explorer_still_works_after_odd_input(explorer):
    at = explorer
    at.text_input(key="_w_sentence").set_value("the dog sees the cat").run()
    assert_clean(at)
    assert at.query_params["sentence"] == "the dog sees the cat"
    assert "▁cat" in plotly_specs(at)[0] or "cat" in plotly_specs(at)[0]


# Every other page with a sentence box, in a view that uses the sentence; one hostile mixture each.
SENTENCE_PAGES = {
    "home": ("pages/home.py", {}),
    "decoding": ("pages/decoding.py", {}),
    "masking": ("pages/masking.py", {"view": "steps"}),
    "positional-encoding": ("pages/positional_encoding.py", {"view": "order"}),
    "attention-maths": ("pages/attention_maths.py", {"view": "heads"}),
    "inside-a-layer": ("pages/inside_a_layer.py", {"view": "heads"}),
}
HOSTILE = (
    '<img src=x onerror="window.__pwned=1"> <script>window.__pwned=1</script> **b** [l](http://e.com) '
    r"$\frac{1}{0}$ 🐕 狗 הכלב a\u200bb\x07 c\u202e"
)


@pytest.fixture(scope="module")
def sentence_pages():
    return {}


@pytest.mark.parametrize("case", ["hostile", "empty", "too-long"])
@pytest.mark.parametrize("name", list(SENTENCE_PAGES))
def test_every_sentence_box_answers_odd_input(sentence_pages, name, case):
    if name not in sentence_pages:  # one AppTest per page, reused by its cases
        path, query = SENTENCE_PAGES[name]
        sentence_pages[name] = page_test(path, query)
    at = sentence_pages[name]
    text = {"hostile": HOSTILE, "empty": "  ", "too-long": "the dog sees the cat " * 20}[case]
    at.text_input(key="_w_sentence").set_value(text).run()
    assert_clean(at)
    assert_shown_as_text(at)
    if case == "empty":
        assert "empty" in notices(at)
    if case == "too-long":
        assert "cut" in notices(at)


@pytest.mark.parametrize(
    "path,query,named",
    [
        (EXPLORER, {"model": "../../etc/passwd", "layer": "1e309", "head": "-0x1", "level": "<b>x</b>",
                    "view": "heatmap\n", "target": "gold", "present": "maybe",
                    "sentence": "the dog sees the cat"},
         ("model", "layer", "head", "level", "view", "target", "present")),
        ("pages/decoding.py", {"model": "no-such-model", "layer": "NaN", "head": "99", "step": "-5", "beam": "1.5",
                               "method": "[]"}, ("model", "layer", "head", "step", "beam", "method")),
        ("pages/home.py", {"model": FIXTURE_MODELS[0] + "/../x", "method": "%00"}, ("model", "method")),
    ],
    ids=["explorer", "decoding", "home"],
)  # fmt: skip
def test_links_with_wrong_types_and_unknown_models_give_notices(path, query, named):
    at = page_test(path, query)
    assert_clean(at)
    said = notices(at)
    for param in named:
        assert f"`{param}`" in said, (param, said)
    assert at.selectbox(key="_w_model").value == FIXTURE_MODELS[0]


# --- a broken model directory among the models ------------------------------------------------------------


@pytest.fixture(scope="module")
def broken_models(fixture_models_root, tmp_path_factory) -> Path:
    """A models folder with one good model and one per kind of broken file."""
    root = tmp_path_factory.mktemp("broken-models")
    good = fixture_models_root / FIXTURE_MODELS[0]
    shutil.copytree(good, root / "good")

    def broken(name: str) -> Path:
        shutil.copytree(good, root / name)
        return root / name

    weights = (good / "model.safetensors").read_bytes()
    (broken("truncated-weights") / "model.safetensors").write_bytes(weights[: len(weights) // 3])
    (broken("missing-weights") / "model.safetensors").unlink()
    (broken("garbage-weights") / "model.safetensors").write_bytes(b"\x80\x04\x95 not safetensors" * 50)
    (broken("missing-tokenizer") / "tokenizer.model").unlink()
    (broken("garbage-tokenizer") / "tokenizer.model").write_bytes(b"\x00\xff" * 100)
    config = json.loads((good / "config.json").read_text())
    (broken("config-mismatch") / "config.json").write_text(json.dumps({**config, "d_model": 32}))
    (broken("config-not-json") / "config.json").write_text("{not json")
    return root


BROKEN = {  # model directory: a phrase the error's details must contain (the file it names)
    "truncated-weights": "model.safetensors",
    "missing-weights": "model.safetensors",
    "garbage-weights": "model.safetensors",
    "missing-tokenizer": "tokenizer.model",
    "garbage-tokenizer": "tokenizer.model",
    "config-mismatch": "model.safetensors",
    "config-not-json": "config.json",
}


@pytest.mark.parametrize("name", list(BROKEN))
def test_a_broken_model_is_a_friendly_error_and_the_others_still_work(broken_models, monkeypatch, name):
    monkeypatch.setenv("ATTN_MODELS_DIR", str(broken_models))
    at = page_test(EXPLORER, {"model": name})
    assert not at.exception, [e.message for e in at.exception]
    assert [e.value for e in at.error] == [f"The model “{name}” could not be loaded."]
    details = " ".join(c.value for c in at.caption)
    assert "Details:" in details and BROKEN[name].replace(".", "\\.") in details, details
    at.selectbox(key="_w_model").set_value("good").run()  # pick a working model: the page recovers
    assert_clean(at)
    assert plotly_specs(at)


@pytest.mark.parametrize("path", ["pages/home.py", "pages/decoding.py", "pages/masking.py"])
def test_other_pages_show_a_broken_model_as_a_friendly_error(broken_models, monkeypatch, path):
    monkeypatch.setenv("ATTN_MODELS_DIR", str(broken_models))
    at = page_test(path, {"model": "truncated-weights"})
    assert not at.exception, [e.message for e in at.exception]
    assert [e.value for e in at.error] == ["The model “truncated-weights” could not be loaded."]
