"""AppTest of the Home page: Figure 1 from the config, the translate box, and validated URL state."""

from __future__ import annotations

import pytest

from pages.common import DEFAULT_SENTENCE

from .fixtures_app import FIXTURE_MODELS, FIXTURE_REVERSE, assert_clean, fixture_models, page_test  # noqa: F401

pytestmark = pytest.mark.usefixtures("fixture_models")  # $ATTN_MODELS_DIR -> the tiny fixture models

PAGE = "pages/home.py"


def test_home_loads_and_every_widget_changes():
    at = page_test(PAGE)
    assert_clean(at)
    assert at.title[0].value == "Attention Is All You Need"
    assert at.latex and "softmax" in at.latex[0].value
    assert [m.label for m in at.metric][:2] == ["Layers N (enc + dec)", "Heads h"]
    assert at.metric[1].value == "4"
    assert any(m.value.startswith("**Translation:**") for m in at.markdown)
    assert at.query_params["model"] == FIXTURE_MODELS[0]

    at.radio(key="home_method").set_value("beam").run()
    assert_clean(at)
    assert at.query_params["method"] == "beam"

    at.text_input(key="_w_sentence").set_value("the cat sees a dog").run()
    assert_clean(at)
    assert at.query_params["sentence"] == "the cat sees a dog"

    at.selectbox(key="_w_model").set_value(FIXTURE_MODELS[1]).run()
    assert_clean(at)
    assert at.metric[1].value == "2"  # the second fixture model has two heads
    assert at.query_params["model"] == FIXTURE_MODELS[1]


def test_a_model_with_another_input_convention_gets_its_own_example():
    at = page_test(PAGE)
    assert at.text_input(key="_w_sentence").value == DEFAULT_SENTENCE
    at.selectbox(key="_w_model").set_value(FIXTURE_REVERSE).run()
    assert_clean(at)
    assert at.text_input(key="_w_sentence").value == "c a f b e d h"  # symbols, not English, for a reversal
    at.selectbox(key="_w_model").set_value(FIXTURE_MODELS[1]).run()
    assert at.text_input(key="_w_sentence").value == DEFAULT_SENTENCE


def test_home_bad_url_values_give_a_notice_and_the_default():
    at = page_test(PAGE, {"model": "no-such-model", "method": "sideways"})
    assert_clean(at)
    notices = " ".join(i.value for i in at.info)
    assert "`model`" in notices and "`method`" in notices
    assert at.selectbox(key="_w_model").value == FIXTURE_MODELS[0]
    assert at.radio(key="home_method").value == "greedy"


def test_home_empty_and_overlong_sentences_are_handled():
    at = page_test(PAGE)
    at.text_input(key="_w_sentence").set_value("   ").run()
    assert_clean(at)
    assert any("empty" in i.value for i in at.info)
    at.text_input(key="_w_sentence").set_value("the dog sees the cat " * 30).run()
    assert_clean(at)
    assert any("cut" in w.value for w in [*at.info, *at.warning])


def test_home_user_text_is_shown_literally():
    at = page_test(PAGE, {"sentence": "<img src=x onerror=alert(1)> **bold** [link](http://example.com)"})
    assert_clean(at)  # no Markdown element may carry raw HTML
    joined = " ".join(m.value for m in [*at.markdown, *at.caption])
    assert "](http" not in joined  # a typed link is escaped, not rendered
