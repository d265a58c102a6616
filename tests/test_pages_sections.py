"""AppTests for the Inside-a-layer page: every view loads, every widget is changed at least once, the views
are URLs, and the page works without a trained model, with the fixture models and with the shipped model."""

from __future__ import annotations

import math

import pytest

pytest.importorskip("streamlit")

from streamlit.testing.v1 import AppTest  # noqa: E402

from .test_pages_teaching import ROOT, fixture_models, metric, no_models, ok, switch, with_models  # noqa: E402, F401

PAGE = "inside_a_layer"
TIMEOUT = 180  # seconds per script run: seven views' worth of real model numbers on a shared, busy machine


def page(name: str, **query) -> AppTest:
    at = AppTest.from_file(str(ROOT / "pages" / f"{name}.py"), default_timeout=TIMEOUT)
    for k, v in query.items():
        at.query_params[k] = str(v)
    at.run()
    return ok(at)


def captions(at) -> str:
    return " ".join(c.value for c in at.caption)


def test_every_view_and_widget_without_a_model(no_models) -> None:  # noqa: F811
    at = page(PAGE)
    assert at.latex and "LayerNorm" in at.latex[0].value
    assert "No trained model" in captions(at)
    assert float(metric(at, "max |by hand")) < 1e-5
    assert float(metric(at, "largest |mean|")) < 1e-5
    at.slider(key="il_layer").set_value(2).run()
    at.radio(key="il_sub").set_value("ffn").run()
    at.slider(key="il_pos").set_value(3).run()
    at.slider(key="il_dims").set_value(8).run()
    at.slider(key="il_deep").set_value(3).run()
    at.text_input(key="_w_sentence").input("a small bird sings today").run()
    ok(at)
    assert float(metric(at, "max |by hand")) < 1e-5
    assert "After 3 layers" in captions(at)
    assert at.query_params["sub"] == "ffn" and at.query_params["deep"] == "3"

    switch(at, "il_view", "layernorm")
    assert float(metric(at, "LayerNorm: sentence 1")) < 1e-5
    assert float(metric(at, "BatchNorm: sentence 1")) > 0.01
    at.text_area(key="il_batch").input("one two three | four").run()
    ok(at)
    assert metric(at, "padding in the batch") == "33%"  # 3 + 1 words padded to 2 × 3 slots: 2 pads of 6
    at.text_area(key="il_batch").input("only one sentence").run()
    ok(at)
    assert at.info  # a batch needs two sentences

    switch(at, "il_view", "ffn")
    assert float(metric(at, "max |all positions")) < 1e-5 and float(metric(at, "max |FFN − two")) < 1e-5
    assert metric(at, "d_ff / d_model") == "64 / 32 = 2"
    at.slider(key="il_layer").set_value(1).run()
    at.slider(key="il_units").set_value(10).run()
    ok(at)

    switch(at, "il_view", "heads")
    at.slider(key="il_n").set_value(100).run()
    ok(at)
    assert at.table[0].value["scores QKᵀ"].tolist() == [100 * 100 * 32] * 6
    for kind in ("decoder", "cross"):
        at.radio(key="il_kind").set_value(kind).run()
        ok(at)
    at.slider(key="il_layer").set_value(2).run()
    ok(at)
    assert "Measured: h = 1:" in " ".join(m.value for m in at.markdown)
    assert "python -m transformer.lessons.heads" in captions(at)

    switch(at, "il_view", "embeddings")
    assert float(metric(at, "max |log-prob")) < 1e-4
    assert metric(at, "‖PE(pos)‖") == "4.00"  # √(32/2)
    assert "one tensor" in captions(at)

    switch(at, "il_view", "sizes")
    frame = at.table[0].value.set_index("model")
    assert frame.loc["paper base", "N decoder"] == 6 and frame.loc["paper big", "N decoder"] == 6
    assert metric(at, "base, counted") == "63.1M"
    at.number_input(key="il_vocab").set_value(32000).run()
    ok(at)
    assert at.query_params["vocab"] == "32000"
    assert any("8 layers is wrong" in m.value for m in at.markdown)

    switch(at, "il_view", "figure")
    assert "5 residual connections" not in captions(at)  # the caption counts per layer and in all
    assert "2 residual connections and one decoder layer 3" in captions(at)
    at.radio(key="il_fig").set_value("base").run()
    ok(at)
    assert "N = 6 and 6 times: 30 residual connections in all" in captions(at)
    at.checkbox(key="il_res").uncheck().run()
    ok(at)
    assert at.query_params["res"] == "0" and at.query_params["fig"] == "base"


def test_bad_url_values_fall_back_with_a_notice(no_models) -> None:  # noqa: F811
    at = page(PAGE, view="nonsense", layer="99", sub="<b>", deep="x")
    assert len(at.info) >= 3
    assert at.segmented_control(key="il_view").value == "residual"
    assert at.radio(key="il_sub").value == "attention"


@pytest.mark.parametrize("view", ["residual", "layernorm", "ffn", "heads", "embeddings", "sizes", "figure"])
def test_every_view_with_a_fixture_model(with_models, view) -> None:  # noqa: F811
    at = page(PAGE, view=view, sentence="the dog sees the cat")
    assert "trained model" in captions(at)
    at.selectbox(key="_w_model").set_value("toy-tiny-b").run()
    ok(at)


def test_the_shipped_model_numbers(monkeypatch) -> None:
    """With the repository's pretrained/ folder: the en-de-toy model's own sizes and checks."""
    monkeypatch.delenv("ATTN_MODELS_DIR", raising=False)
    at = page(PAGE, model="en-de-toy", view="ffn", sentence="today the woman visits the city")
    assert "en-de-toy" in captions(at)
    assert metric(at, "d_ff / d_model") == "512 / 128 = 4"
    switch(at, "il_view", "embeddings")
    assert metric(at, "steps where both predict the same") == "7 of 7"
    assert metric(at, "‖PE(pos)‖") == f"{math.sqrt(64):.2f}"
    switch(at, "il_view", "sizes")
    frame = at.table[0].value.set_index("model")
    assert (
        frame.loc["en-de-toy", "N decoder"] == 2
        and frame.loc["en-de-toy", "parameters (counted by the code)"] == 1_003_096
    )


@pytest.mark.parametrize(
    ("model", "told"),
    [
        ("en-de-toy", "says dropout = 0.1, but here it runs in evaluation mode"),
        ("en-de-everyday", "trained without it"),
    ],
)
def test_the_residual_view_tells_each_models_own_dropout(monkeypatch, model, told) -> None:
    """en-de-toy was trained with the paper's dropout, en-de-everyday without (each of its pairs is new): the text
    says which, and never "dropout = 0, but here … there is none"."""
    monkeypatch.delenv("ATTN_MODELS_DIR", raising=False)
    at = page(PAGE, model=model, view="residual", sentence="the dog sees the cat")
    text = " ".join(m.value for m in at.markdown)
    assert told in text and "dropout = 0, but" not in text
