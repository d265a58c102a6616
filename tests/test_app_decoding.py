"""AppTest of Decoding step by step: greedy and beam search, the step slider, the play control, URL state."""

from __future__ import annotations

import pytest

from .fixtures_app import FIXTURE_MODELS, assert_clean, fixture_models, page_test  # noqa: F401

pytestmark = pytest.mark.usefixtures("fixture_models")  # $ATTN_MODELS_DIR -> the tiny fixture models

PAGE = "pages/decoding.py"


def test_decoding_walks_the_steps():
    at = page_test(PAGE)
    assert_clean(at)
    assert at.title[0].value == "Decoding, step by step"
    step = at.slider(key="dec_step")
    assert step.value == 1 and step.max >= 3
    at.slider(key="dec_step").set_value(3).run()
    assert_clean(at)
    assert at.query_params["step"] == "3"
    assert any(m.value.startswith("Step **3**") for m in at.markdown)

    at.slider(key="dec_layer").set_value(1).run()
    at.selectbox(key="dec_head").set_value(2).run()
    assert_clean(at)
    assert (at.query_params["layer"], at.query_params["head"]) == ("1", "2")

    at.radio(key="dec_method").set_value("beam").run()
    assert_clean(at)
    assert at.slider(key="dec_beam").disabled is False
    at.slider(key="dec_beam").set_value(3).run()
    assert_clean(at)
    assert at.query_params["method"] == "beam" and at.query_params["beam"] == "3"
    assert any("Live hypotheses" in m.value for m in at.markdown)
    assert at.dataframe  # the beams table

    before = at.slider(key="dec_step").value
    at.toggle(key="dec_play").set_value(True).run()
    assert_clean(at)
    assert at.slider(key="dec_step").value == before + 1  # playing moves one step per tick
    at.toggle(key="dec_play").set_value(False).run()
    assert_clean(at)

    at.text_input(key="_w_sentence").set_value("she sees the man").run()
    at.selectbox(key="_w_model").set_value(FIXTURE_MODELS[1]).run()
    assert_clean(at)
    assert at.query_params["model"] == FIXTURE_MODELS[1] and at.query_params["sentence"] == "she sees the man"


def test_decoding_url_values_are_validated():
    at = page_test(PAGE, {"method": "beam", "beam": "99", "step": "10000", "head": "-1"})
    assert_clean(at)
    notices = " ".join(i.value for i in at.info)
    assert "`beam`" in notices and "`head`" in notices
    assert at.radio(key="dec_method").value == "beam" and at.slider(key="dec_beam").value == 4
    step = at.slider(key="dec_step")
    assert step.value == step.max  # a step past the end shows the last one
