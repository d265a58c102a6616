"""AppTests for the teaching pages: each loads without an exception, every widget is changed at least
once, views are shareable as URLs, and a page works both without a trained model and with one."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

pytest.importorskip("streamlit")
from streamlit.testing.v1 import AppTest  # noqa: E402

from .fixtures_app import make_fixture_models  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 60


@pytest.fixture(scope="module")
def fixture_models(tmp_path_factory) -> Path:
    return make_fixture_models(tmp_path_factory.mktemp("models"))


@pytest.fixture
def no_models(tmp_path, monkeypatch) -> Path:
    empty = tmp_path / "no-models"
    empty.mkdir()
    monkeypatch.setenv("ATTN_MODELS_DIR", str(empty))
    return empty


@pytest.fixture
def with_models(fixture_models, monkeypatch) -> Path:
    monkeypatch.setenv("ATTN_MODELS_DIR", str(fixture_models))
    return fixture_models


def page(name: str, **query) -> AppTest:
    at = AppTest.from_file(str(ROOT / "pages" / f"{name}.py"), default_timeout=TIMEOUT)
    for k, v in query.items():
        at.query_params[k] = str(v)
    at.run()
    ok(at)
    return at


def ok(at: AppTest) -> AppTest:
    assert not at.exception, [e.message for e in at.exception]
    assert not at.error, [e.value for e in at.error]
    return at


def switch(at: AppTest, key: str, view: str) -> AppTest:
    at.segmented_control(key=key).set_value(view).run()
    return ok(at)


def metric(at: AppTest, starts: str) -> str:
    found = [m.value for m in at.metric if m.label.startswith(starts)]
    assert found, [m.label for m in at.metric]
    return found[0]


# --- positional encoding ----------------------------------------------------------------------------------


def test_positional_page_every_view_and_widget(no_models) -> None:
    at = page("positional_encoding")
    assert at.latex and "10000" in at.latex[0].value
    at.selectbox(key="pe_d").set_value(32).run()
    at.slider(key="pe_n").set_value(30).run()
    at.multiselect(key="pe_dims").select(5).run()
    ok(at)
    assert at.query_params["d"] == "32" and at.query_params["n"] == "30"

    switch(at, "pe_view", "wavelengths")
    assert metric(at, "shortest") == "6.28"
    at.selectbox(key="pe_base").set_value(1000.0).run()
    ok(at)
    assert at.info  # says the paper uses 10000

    for view in ("similarity", "binary"):
        switch(at, "pe_view", view)

    switch(at, "pe_view", "base")
    at.multiselect(key="pe_bases").select(10.0).run()
    at.slider(key="pe_kmax").set_value(100).run()
    ok(at)

    switch(at, "pe_view", "shift")
    at.slider(key="pe_k").set_value(7).run()
    at.slider(key="pe_pos").set_value(4).run()
    ok(at)
    assert float(metric(at, "max |M_7 PE(pos)")) < 1e-5

    switch(at, "pe_view", "learned")
    assert any("freshly initialised" in c.value for c in at.caption)

    switch(at, "pe_view", "order")
    assert float(metric(at, "without PE")) < 1e-5
    assert float(metric(at, "with PE")) > 1e-3
    at.radio(key="pe_perm").set_value("shuffle").run()
    at.number_input(key="pe_seed").set_value(3).run()
    at.text_input(key="_w_sentence").input("a cat sees a dog today").run()
    ok(at)
    assert at.query_params["view"] == "order" and at.query_params["perm"] == "shuffle"


def test_positional_page_bad_url_values_fall_back_with_a_notice(no_models) -> None:
    at = page("positional_encoding", view="nonsense", d="abc", n="100000", base="7")
    assert len(at.info) >= 3
    assert at.segmented_control(key="pe_view").value == "table"
    assert at.selectbox(key="pe_d").value == 64 and at.slider(key="pe_n").value == 50


def test_positional_page_with_a_model(with_models) -> None:
    at = page("positional_encoding", view="order", sentence="the dog sees the cat")
    assert float(metric(at, "without PE")) < 1e-5
    at.selectbox(key="_w_model").set_value("toy-tiny-b").run()
    ok(at)
    switch(at, "pe_view", "learned")
    assert any("uses sinusoids" in c.value for c in at.caption)


# --- masking ------------------------------------------------------------------------------------------------


def test_masking_page_without_a_model(no_models) -> None:
    at = page("masking")
    assert any("No trained model" in c.value for c in at.caption)
    at.text_area(key="mask_batch").input("one two three four | five | six seven").run()
    at.slider(key="mask_row").set_value(2).run()
    at.slider(key="mask_layer").set_value(1).run()
    at.slider(key="mask_head").set_value(3).run()
    ok(at)
    assert "<pad>" in at.dataframe[0].value.to_numpy().tolist()[1]

    switch(at, "mask_view", "causal")
    assert metric(at, "largest weight above") == "0 (exactly)"
    assert metric(at, "smallest row sum").startswith(("1.0000", "0.9999"))
    at.text_input(key="_w_sentence").input("we test the mask now").run()
    ok(at)

    switch(at, "mask_view", "steps")
    assert float(metric(at, "max |step 4")) < 1e-5
    assert float(metric(at, "max |step 5")) < 1e-5

    switch(at, "mask_view", "peek")
    assert metric(at, "max change before position 4, causal") == "0 (exactly)"
    at.slider(key="mask_pos").set_value(2).run()
    at.text_input(key="mask_new").input("zebra").run()
    ok(at)
    assert metric(at, "max change before position 2, causal") == "0 (exactly)"
    assert float(metric(at, "max change before position 2, no mask")) > 0.0
    assert at.query_params["new"] == "zebra"


def test_a_one_value_range_is_shown_as_text_not_a_broken_slider(no_models) -> None:
    """One sentence in the batch box: the "sentence to look at" slider would have min = max = 1, which Streamlit
    refuses (StreamlitInvalidMinMaxError); common.url_int shows the only value instead, for every caller."""
    at = page("masking", row=1)
    at.text_area(key="mask_batch").input("just one sentence here").run()
    ok(at)
    assert not [s for s in at.slider if s.key == "mask_row"]
    assert any("sentence to look at: **1**" in c.value for c in at.caption)
    at.text_area(key="mask_batch").input("one two | three four five").run()
    at.slider(key="mask_row").set_value(2).run()
    ok(at)


def test_masking_page_with_a_model(with_models) -> None:
    at = page("masking", view="steps", sentence="the dog sees the cat")
    assert any("trained model" in c.value for c in at.caption)
    assert float(metric(at, "max |step 4")) < 1e-5
    switch(at, "mask_view", "peek")
    at.selectbox(key="_w_model").set_value("toy-tiny-b").run()
    ok(at)
    switch(at, "mask_view", "padding")


# --- scaled dot-product and multi-head -------------------------------------------------------------------------


def test_attention_maths_page(no_models) -> None:
    at = page("attention_maths", dk=64, samples=1000)
    frame = at.dataframe[0].value
    assert frame["var(q·k)"].iloc[-1] == pytest.approx(64, rel=0.2)
    at.select_slider(key="am_dk").set_value(128).run()
    at.select_slider(key="am_samples").set_value(2000).run()
    at.number_input(key="am_seed").set_value(1).run()
    at.slider(key="am_keys").set_value(8).run()
    ok(at)

    switch(at, "am_view", "additive")
    at.select_slider(key="am_n").set_value(32).run()
    at.select_slider(key="am_d").set_value(16).run()
    at.number_input(key="am_runs").set_value(1).run()
    ok(at)
    assert metric(at, "additive / dot-product FLOPs").endswith("×")

    switch(at, "am_view", "heads")
    assert float(metric(at, "max |walk")) < 1e-5
    at.slider(key="am_layer").set_value(1).run()
    at.text_input(key="_w_sentence").input("one more sentence here").run()
    ok(at)
    assert float(metric(at, "max |walk")) < 1e-5


def test_attention_maths_heads_with_a_model(with_models) -> None:
    at = page("attention_maths", view="heads")
    assert float(metric(at, "max |walk")) < 1e-5
    assert metric(at, "W^O input width") == "4 × 4 = 16"


# --- complexity -------------------------------------------------------------------------------------------------


def test_complexity_page_with_a_tiny_measurement(no_models, monkeypatch) -> None:
    monkeypatch.setenv("ATTN_MEASURE_MAX_N", "128")
    at = page("complexity", size="tiny")
    assert at.dataframe[0].value["Complexity per Layer"].tolist() == ["O(n²·d)", "O(n·d²)", "O(k·n·d²)", "O(r·n·d)"]
    assert at.success  # n = 64 < d = 512
    at.select_slider(key="cx_d").set_value(64).run()
    assert at.info and "n = d = 64" in at.info[0].value
    at.select_slider(key="cx_n").set_value(128).run()
    assert at.warning
    at.slider(key="cx_k").set_value(5).run()
    at.select_slider(key="cx_r").set_value(32).run()
    at.select_slider(key="cx_nmax").set_value(1000).run()
    at.select_slider(key="cx_md").set_value(16).run()
    at.checkbox(key="cx_fused").check().run()
    at.select_slider(key="cx_fit").set_value(32).run()
    ok(at)
    slopes = at.dataframe[-1].value
    assert "self-attention (fused kernel)" in slopes["layer"].tolist()
    assert at.query_params["size"] == "tiny" and at.query_params["fused"] == "1"
    at.radio(key="cx_size").set_value("small").run()
    ok(at)


# --- training lab ----------------------------------------------------------------------------------------------


def wait_for(at: AppTest, done, seconds: float = 60) -> AppTest:
    """Rerun the page (as the fragment's timer would) until `done(at)` or the time is up."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        time.sleep(0.5)
        ok(at.run())
        if done(at):
            return at
    raise AssertionError("the training run did not get there in time")


def progress_text(at: AppTest) -> str:
    return " ".join(p.proto.text for p in at.progress)


def test_training_lab_runs_stops_and_scrubs(no_models) -> None:
    at = page("training_lab", steps=20, every=10, task="sort")  # sort: two layers, so the layer can change
    assert any("Press" in i.value for i in at.info)
    at.slider(key="tl_eps").set_value(0.2).run()
    at.selectbox(key="tl_target").set_value("▁c").run()
    ok(at)
    assert at.query_params["eps"] == "0.2"

    at.button(key="tl_start").click().run()
    wait_for(at, lambda a: "Finished" in progress_text(a))
    assert metric(at, "step") == "20"
    assert at.select_slider(key="tl_snap").options == ["0", "10", "20"]
    at.select_slider(key="tl_snap").set_value(10).run()
    at.radio(key="tl_kind").set_value("encoder").run()
    layer, head = at.number_input(key="tl_layer").value, at.number_input(key="tl_head").value
    at.number_input(key="tl_layer").set_value(1 - layer).run()
    at.number_input(key="tl_head").set_value((head + 1) % 4).run()
    ok(at)
    assert any("Step 10" in str(c.proto.spec) for c in at.get("plotly_chart"))

    at.select_slider(key="tl_every").set_value(100).run()
    at.slider(key="tl_steps").set_value(3000).run()
    at.selectbox(key="tl_task").set_value("reverse").run()
    at.button(key="tl_start").click().run()
    wait_for(at, lambda a: "Step " in progress_text(a) and metric(a, "step") not in ("0",), 30)
    at.button(key="tl_stop").click().run()
    wait_for(at, lambda a: "Stopped" in progress_text(a), 30)
    assert int(metric(at, "step").replace(",", "")) < 3000
