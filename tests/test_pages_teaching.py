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
    text = texts(ok(at))  # the default measurement: d = 128, batch 4, one thread, CPU time
    assert "1 intra-op thread" in text and "median CPU time" in text and "batch of 4" in text
    assert "3 of the 3 measured lengths have n < d = 128" in text
    assert "time steps inside a recurrent layer" in text
    steps = at.dataframe[-1].value.set_index("layer")["sequential steps (counted)"]
    assert steps["recurrent"] == 64 and steps["LSTM"] == 64 and steps["self-attention"] == 1
    at.select_slider(key="cx_md").set_value(32).run()
    at.select_slider(key="cx_batch").set_value(1).run()
    at.checkbox(key="cx_fused").check().run()
    at.select_slider(key="cx_fit").set_value(16).run()
    ok(at)
    assert "1 of the 3 measured lengths have n < d = 32" in texts(at) and "batch of 1" in texts(at)
    slopes = at.dataframe[-2].value
    assert "self-attention (fused kernel)" in slopes["layer"].tolist() and "fit range n" in slopes
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


# --- issue #13: every number a page states is computed by the function the page calls ----------------------


def texts(at: AppTest) -> str:
    """Everything a page wrote as Markdown, captions, LaTeX and expanders, as one string."""
    parts = [
        e.value for kind in ("markdown", "caption", "latex", "success", "info", "warning") for e in getattr(at, kind)
    ]
    return "\n".join(str(p) for p in parts)


def test_positional_base_and_similarity_text_quote_computed_numbers(no_models) -> None:
    from transformer.lessons import positional as P

    at = page("positional_encoding", view="base", d=64)
    text = texts(at)
    assert "47,117" in text and f"{P.longest_wavelength(64):,.0f}" == "47,117"
    assert "62,800" not in text and "a few dozen apart" not in text
    tiny = P.base_summary(64, 10.0)
    assert f"between {tiny.low:.2f} and {tiny.high:.2f}" in text and "stops falling with distance" in text
    r = P.similarity_rebound(100, 64)
    assert f"k = {r.k_far}: {r.far:.2f}" in text and "not monotonically" in text
    at.selectbox(key="pe_d").set_value(512).run()
    assert f"{P.longest_wavelength(512):,.0f}" in texts(ok(at))  # follows the chosen d_model
    switch(at, "pe_view", "similarity")
    assert P.similarity_sentence(at.slider(key="pe_n").value - 1, 512) in texts(at)


def test_scaled_dot_product_page_states_the_measured_gradient_ratio(no_models) -> None:
    from transformer.lessons import maths as X

    at = page("attention_maths", dk=64, samples=1000)
    text = texts(at)
    assert "almost no gradient" not in text
    sat = X.softmax_saturation([1, 2, 4, 8, 16, 32, 64], 16, 1000, 0)  # what the page measured
    assert X.gradient_sentence(sat, 16, 64) in text
    switch(at, "am_view", "heads")
    walk = at.dataframe[0].value.set_index("step")["computation"]
    assert "positions" in walk["input X"] and "+ b^Q" in walk["project Q"]
    at.slider(key="am_layer").set_value(2).run()
    walk = ok(at).dataframe[0].value.set_index("step")["computation"]
    assert walk["input X"] == "output of encoder layer 1"  # only layer 1 reads embeddings + positions


def test_training_lab_intro_states_what_the_loss_targets(no_models) -> None:
    at = page("training_lab")
    text = texts(at)
    assert "1 − ε + ε/K" in text and "K = V − 1" in text
    assert "puts 1 − ε on the right token" not in text


def test_masking_cites_batching_and_the_diagonal(no_models) -> None:
    at = page("masking")
    text = texts(at)
    assert "§5.1" in text and "different lengths, §3.1" not in text
    assert "up to and including itself (§3.2.3)" in text and "shifted right by one position (§3.1)" in text
    switch(at, "mask_view", "causal")
    assert "Step t predicts y_t" in texts(at) and "word t+1" not in texts(at)


def test_best_aligned_head_is_read_from_the_model_card() -> None:
    import json

    from transformer import viz

    card = json.loads((ROOT / "pretrained" / "en-de-toy" / "card.json").read_text())
    rows = card["metrics"]["test"]["cross_attention_aer"]
    best = viz.best_aligned_head(card, 2, 8)
    lowest = min(rows, key=lambda r: r["aer"])
    assert best[:3] == (lowest["layer"], lowest["head"], lowest["aer"])
    assert viz.best_aligned_head(card, 1, 8)[0] == 0  # rows of a layer the model lacks are ignored
    assert viz.best_aligned_head({"task": "reverse"}, 2, 4) is None and viz.best_aligned_head(None, 2, 4) is None


def test_decoding_opens_on_the_cards_best_aligned_head(fixture_models, tmp_path, monkeypatch) -> None:
    import json
    import shutil

    root = tmp_path / "aer-models"
    shutil.copytree(fixture_models / "toy-tiny", root / "toy-tiny")
    card_path = root / "toy-tiny" / "card.json"
    card = json.loads(card_path.read_text())
    aer = [{"layer": 0, "head": 3, "aer": 0.4, "sentences": 7}, {"layer": 0, "head": 2, "aer": 0.1, "sentences": 7}]
    card["metrics"] = {"test": {"cross_attention_aer": aer + [{"layer": 1, "head": 0, "aer": 0.3, "sentences": 7}]}}
    card_path.write_text(json.dumps(card))
    monkeypatch.setenv("ATTN_MODELS_DIR", str(root))
    at = page("decoding")
    assert at.slider(key="dec_layer").value == 1 and at.selectbox(key="dec_head").value == 3  # layer 0, head 2
    text = texts(at)
    assert r"p(y_t \mid y_{<t}, x)" in text and "y_{t+1}" not in text
    assert "AER 0.100 on 7 test sentences" in text
    assert "never computes" in at.selectbox(key="dec_head").options[0]
    explorer = page("attention_explorer")  # the explorer opens its cross-attention on the same head
    assert at.slider(key="dec_layer").value == 1 and explorer.selectbox(key="ex_head").value == 3
    assert explorer.slider(key="ex_layer").value == 1 and explorer.query_params["head"] == "3"
    monkeypatch.setenv("ATTN_MODELS_DIR", str(fixture_models))  # a card without AER: last layer, head 1
    at = page("decoding")
    assert at.slider(key="dec_layer").value == 2 and at.selectbox(key="dec_head").value == 1
    explorer = page("attention_explorer")
    assert explorer.slider(key="ex_layer").value == 2 and explorer.selectbox(key="ex_head").value == 1


def test_explorer_rollout_says_what_it_ignores_and_cites_the_debate(with_models) -> None:
    at = page("attention_explorer", view="rollout")
    text = texts(at)
    assert "ignores the value vectors, W^O, the feed-forward layers and LayerNorm" in text
    assert "Abnar & Zuidema, 2020" in text
    note = at.expander[0]
    body = "\n".join(m.value for m in note.markdown)
    for cited in ("Jain & Wallace (2019)", "Wiegreffe & Pinter (2019)", "Kobayashi et al. (2020)", "‖α f(x)‖"):
        assert cited in body
    assert "themselves and the words before them" in text


@pytest.mark.parametrize(
    "phrase",
    [
        "teacher forcing",
        "teacher-forced",
        "62,800",
        "almost no gradient",
        "look at the words before them",
        "p(y_{t+1}",
        "1 − ε on the right token",
        "only look back",
        "have different lengths, §3.1",
    ],
)
def test_no_page_or_lesson_repeats_a_corrected_claim(phrase: str) -> None:
    sources = [*ROOT.glob("pages/**/*.py"), *ROOT.glob("transformer/lessons/*.py"), *ROOT.glob("transformer/viz/*.py")]
    assert sources
    found = [p.relative_to(ROOT) for p in sources if phrase.lower() in p.read_text().lower()]
    assert not found, found
