"""AppTest of the Attention explorer: every view, every widget, URL state, and an encoder-only model."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
import torch

from pages import common
from transformer import Trace, TransformerConfig

from .fixtures_app import FIXTURE_MODELS, MODELS_ENV, assert_clean, fixture_models, page_test  # noqa: F401

pytestmark = pytest.mark.usefixtures("fixture_models")  # $ATTN_MODELS_DIR -> the tiny fixture models

PAGE = "pages/attention_explorer.py"


@pytest.fixture(scope="module")
def explorer(fixture_models_root):
    """One explorer for the module's first tests; its later runs happen inside tests (fixture_models is set)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(MODELS_ENV, str(fixture_models_root))
        yield page_test(PAGE)


def test_explorer_loads_with_the_cross_attention_heatmap(explorer):
    at = explorer
    assert_clean(at)
    assert at.title[0].value == "Attention explorer"
    assert at.radio(key="ex_view").value == "heatmap" and at.radio(key="ex_kind").value == "cross"
    assert at.radio(key="ex_kind").options == ["Encoder self", "Decoder masked self", "Cross (decoder → encoder)"]
    assert at.query_params["view"] == "heatmap" and at.query_params["layer"] == "2"


def test_explorer_controls_change_the_view_and_the_url(explorer):
    at = explorer
    at.radio(key="ex_kind").set_value("encoder").run()
    at.slider(key="ex_layer").set_value(1).run()
    at.selectbox(key="ex_head").set_value(3).run()
    at.radio(key="ex_level").set_value("word").run()
    assert_clean(at)
    q = at.query_params
    assert (q["kind"], q["layer"], q["head"], q["level"]) == ("encoder", "1", "3", "word")
    at.selectbox(key="ex_head").set_value(0).run()  # mean of heads
    assert_clean(at)


def _heatmap_spec(at) -> dict:
    import json

    return json.loads(next(c for c in at.get("plotly_chart") if c.key == "ex_heatmap").proto.spec)


def test_a_stored_chart_is_the_one_built_for_its_layer_and_presenter_mode():
    at = page_test(PAGE, {"view": "heatmap", "layer": "1"})
    first = _heatmap_spec(at)
    at.slider(key="ex_layer").set_value(2).run()
    assert _heatmap_spec(at)["data"] != first["data"]  # another layer, another picture
    at.slider(key="ex_layer").set_value(1).run()
    assert _heatmap_spec(at) == first  # from the store: the same chart as when it was built
    at.session_state[common.PRESENT_KEY] = True
    at.run()
    size = first["layout"].get("font", {}).get("size", 12)
    assert _heatmap_spec(at)["layout"]["font"]["size"] == size + 4  # presenter mode has charts of its own
    at.session_state[common.PRESENT_KEY] = False
    at.run()
    assert _heatmap_spec(at) == first


def test_sentence_and_model_are_shared_widgets(explorer):
    at = explorer
    at.text_input(key="_w_sentence").set_value("a teacher reads the letter").run()
    assert_clean(at)
    assert at.query_params["sentence"] == "a teacher reads the letter"
    at.selectbox(key="_w_model").set_value(FIXTURE_MODELS[1]).run()  # two heads: the head choice is clamped
    assert_clean(at)
    assert at.selectbox(key="ex_head").options == ["mean of all heads", "head 1", "head 2"]
    at.selectbox(key="_w_model").set_value(FIXTURE_MODELS[0]).run()
    assert_clean(at)


@pytest.mark.parametrize("view", ["grid", "lines", "stats", "rollout", "ablation", "heatmap"])
def test_every_view_renders(explorer, view):
    at = explorer
    at.radio(key="ex_view").set_value(view).run()
    assert_clean(at)
    assert at.query_params["view"] == view


def test_view_specific_widgets(explorer):
    at = explorer
    at.radio(key="ex_view").set_value("lines").run()
    at.multiselect(key="ex_line_heads").set_value([0, 1]).run()
    at.slider(key="ex_threshold").set_value(0.2).run()
    assert_clean(at)
    at.multiselect(key="ex_line_heads").set_value([]).run()
    assert any("at least one head" in i.value for i in at.info)

    at.radio(key="ex_view").set_value("stats").run()
    at.selectbox(key="ex_stat").set_value("max_weight").run()
    assert_clean(at)

    at.radio(key="ex_view").set_value("rollout").run()
    at.slider(key="ex_upto").set_value(1).run()
    assert_clean(at)

    at.radio(key="ex_view").set_value("ablation").run()
    at.radio(key="ex_kind").set_value("cross").run()
    at.multiselect(key="ex_off_cross").set_value([(0, 0), (1, 2)]).run()
    assert_clean(at)
    loss = next(m for m in at.metric if m.label.startswith("Loss"))
    assert loss.delta not in (None, "", "+0.000")  # switching two heads off changes the loss
    assert any(m.value.startswith("**Translation with these heads off:**") for m in at.markdown)
    at.toggle(key="ex_each").set_value(True).run()
    assert_clean(at)


def test_reading_the_reference_gives_every_cross_head_an_alignment_error_rate(explorer):
    at = explorer
    at.text_input(key="_w_sentence").set_value("the teacher has seen the small dog").run()
    at.toggle(key="ex_reference").set_value(True).run()
    at.radio(key="ex_kind").set_value("cross").run()
    at.radio(key="ex_view").set_value("stats").run()
    assert_clean(at)
    assert at.query_params["target"] == "reference"
    assert any("der Lehrer hat den kleinen Hund gesehen" in m.value for m in at.markdown)
    assert "Alignment error rate vs. gold" in at.selectbox(key="ex_stat").options
    at.selectbox(key="ex_stat").set_value("aer").run()
    assert_clean(at)
    aer = at.dataframe[0].value["AER"]  # the table's human header
    assert len(aer) == 2 * 4 and aer.between(0.0, 1.0).all()
    at.toggle(key="ex_reference").set_value(False).run()
    assert "target" not in at.query_params


def test_url_restores_a_shared_view():
    at = page_test(PAGE, {"view": "lines", "kind": "decoder", "layer": "1", "head": "2", "level": "word"})
    assert_clean(at)
    assert not at.info or all("`" not in i.value for i in at.info)  # no complaint about the link
    assert at.radio(key="ex_view").value == "lines" and at.radio(key="ex_kind").value == "decoder"
    assert at.slider(key="ex_layer").value == 1  # the lines view shows the layer only: head and units stay in the URL
    assert (at.query_params["head"], at.query_params["level"]) == ("2", "word")


def test_bad_url_values_give_notices_and_defaults():
    at = page_test(PAGE, {"view": "<script>", "kind": "sideways", "layer": "99", "head": "two", "level": "x"})
    assert_clean(at)
    notices = " ".join(i.value for i in at.info)
    for name in ("view", "kind", "layer", "head", "level"):
        assert f"`{name}`" in notices
    assert at.radio(key="ex_view").value == "heatmap" and at.slider(key="ex_layer").value == 2


class _EncoderOnly:
    """Stands in for an encoder-only (BERT-style) model: `inspect()` gives a Trace with encoder_self only."""

    name = "encoder-only"
    card = {"architecture": "encoder only"}
    config = TransformerConfig(src_vocab_size=10, tgt_vocab_size=10, d_model=8, nhead=2, num_encoder_layers=2,
                               num_decoder_layers=0, dim_feedforward=16)  # fmt: skip

    def prepare(self, sentence):
        return SimpleNamespace(notice=None)

    def inspect(self, sentence, **kwargs):
        pieces = ["[CLS]", *sentence.split()[:6], "[SEP]"]
        a = torch.rand(2, 2, len(pieces), len(pieces), generator=torch.Generator().manual_seed(0))
        return Trace(
            encoder_self=a / a.sum(-1, keepdim=True),
            batched=False,
            src_tokens=pieces,
            src_word_ids=[-1, *range(len(pieces) - 2), -1],
        )


def test_encoder_only_model_disables_decoder_views(monkeypatch):
    from pages import common

    model = _EncoderOnly()
    monkeypatch.setattr(common, "try_get_model", lambda name: model)
    monkeypatch.setattr(common, "get_trace", lambda name, sentence, **kw: model.inspect(sentence))
    at = page_test(PAGE, {"kind": "cross"})
    assert_clean(at)
    assert any("encoder-only" in i.value for i in at.info)
    assert at.radio(key="ex_kind").options == ["Encoder self"]
    for view in ("grid", "lines", "stats", "rollout", "ablation"):
        at.radio(key="ex_view").set_value(view).run()
        assert_clean(at)
    assert any("does not translate" in i.value for i in at.info)


@pytest.mark.skipif(not __import__("transformer.bert", fromlist=["x"]).is_available(), reason="MiniLM not installed")
def test_minilm_is_offered_and_its_specials_can_be_hidden():
    from transformer.registry import MINILM

    at = page_test(PAGE)
    assert MINILM in at.selectbox(key="_w_model").options
    at.selectbox(key="_w_model").set_value(MINILM).run()
    at.text_input(key="_w_sentence").set_value("The animal didn't cross the street because it was tired").run()
    assert_clean(at)
    assert at.radio(key="ex_kind").options == ["Encoder self"]
    assert at.selectbox(key="ex_head").options[-1] == "head 12"
    at.toggle(key="ex_hide_special").set_value(True).run()
    assert_clean(at)
    assert at.query_params["hide_special"] == "1"
    assert any("[CLS]/[SEP]" in c.value for c in at.caption)
    at.radio(key="ex_level").set_value("word").run()
    at.radio(key="ex_view").set_value("rollout").run()
    assert_clean(at)


@pytest.mark.skipif(not __import__("transformer.bert", fromlist=["x"]).is_available(), reason="MiniLM not installed")
@pytest.mark.parametrize(
    "page,query",
    [
        ("pages/home.py", {}),
        ("pages/decoding.py", {}),
        ("pages/masking.py", {}),
        ("pages/positional_encoding.py", {"view": "learned"}),
        ("pages/attention_maths.py", {"view": "heads"}),
    ],
)
def test_every_page_copes_with_the_encoder_only_model(page, query):
    from transformer.registry import MINILM

    at = page_test(page, {"model": MINILM, **query})
    assert_clean(at)
    assert any("encoder-only" in i.value for i in at.info), [i.value for i in at.info]
