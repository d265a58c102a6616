"""AppTest of Decoding step by step: greedy and beam search, the step slider, the play control, URL state."""

from __future__ import annotations

import base64
import html
import json
import re

import numpy as np
import pytest
import torch

from transformer.registry import PRETRAINED_DIR, load_pretrained
from transformer.viz.decoding import CHOSEN_COLOR

from .fixtures_app import FIXTURE_MODELS, assert_clean, fixture_models, page_test  # noqa: F401

pytestmark = pytest.mark.usefixtures("fixture_models")  # $ATTN_MODELS_DIR -> the tiny fixture models

PAGE = "pages/decoding.py"


def plotly_specs(at) -> list[str]:
    return [el.proto.spec for el in at.get("plotly_chart")]


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


def _unescape(markdown: str) -> str:
    return re.sub(r"\\(.)", r"\1", markdown)


def _numbers(values) -> list[float]:
    """A plotly trace array from its JSON: a list, or plotly's typed array {"dtype", "bdata"}."""
    if isinstance(values, dict):
        return np.frombuffer(base64.b64decode(values["bdata"]), dtype=values["dtype"]).tolist()
    return list(values)


SAID = re.compile(
    r"Step \*\*\d+\*\* of \d+: the decoder has written (.*) and now predicts \*\*(.*)\*\*(?: \(p [=<] .*\))?\."
)


def test_beam_search_shows_the_steps_of_the_translation_it_returns(monkeypatch):
    """At every step the "now predicts" piece continues the shown translation, and its highlighted bar holds
    the model's own probability of it after the prefix shown (the shipped model: its beams change leader)."""
    monkeypatch.setenv("ATTN_MODELS_DIR", str(PRETRAINED_DIR))
    pre = load_pretrained("en-de-toy")
    tok = pre.tokenizer
    piece_id = {tok.id_to_piece(i): i for i in range(tok.vocab_size)}
    sentence = "the teacher buys a book"
    src = torch.tensor([pre.prepare(sentence).ids])
    at = page_test(PAGE, {"model": "en-de-toy", "sentence": sentence, "method": "beam", "beam": "4"})
    assert_clean(at)
    shown = next(_unescape(m.value) for m in at.markdown if m.value.startswith("**Translation:**"))
    translation = shown.removeprefix("**Translation:** ")
    n = int(at.slider(key="dec_step").max)
    for t in range(1, n + 1):
        at.slider(key="dec_step").set_value(t).run()
        assert_clean(at)
        said = SAID.fullmatch(_unescape(next(m.value for m in at.markdown if m.value.startswith(f"Step **{t}**"))))
        assert said, [m.value for m in at.markdown]
        prefix, piece = said[1].split(" "), said[2]
        assert prefix[0] == "<s>" and len(prefix) == t
        ids = [tok.bos_id, *(piece_id[q] for q in prefix[1:])]
        written = tok.decode(ids[1:] + ([piece_id[piece]] if t < n else []))
        assert translation.startswith(written), (t, written, translation)  # the prefix and piece are its start
        if t == n:
            assert piece == "</s>" and written == translation  # the last step ends the translation shown
        with torch.no_grad():  # the model's own probability of that piece after that prefix
            logits, _ = pre.model(src, torch.tensor([ids]))
        p = float(torch.softmax(logits[0, -1], -1)[piece_id[piece]])
        spec = next(s for s in map(json.loads, plotly_specs(at)) if "next piece" in s["layout"]["title"]["text"])
        bars = spec["data"][0]
        chosen = [i for i, c in enumerate(bars["marker"]["color"]) if c == CHOSEN_COLOR]
        assert len(chosen) == 1, (t, bars["marker"]["color"])
        assert html.unescape(bars["customdata"][chosen[0]]) == piece, (t, bars["customdata"])
        assert _numbers(bars["x"])[chosen[0]] == pytest.approx(p, abs=1e-5), (t, piece, p, bars["x"])
        assert html.unescape(bars["text"][chosen[0]]) == ("< 0.01" if p < 0.005 else f"{p:.2f}")


def test_each_layer_head_and_step_shows_its_own_cross_attention_row_when_it_comes_back(monkeypatch):
    """The charts are stored per (model, sentence, search, step, layer, head): a view seen before shows the same
    numbers as the model's own step record, never another view's."""
    monkeypatch.setenv("ATTN_MODELS_DIR", str(PRETRAINED_DIR))
    pre = load_pretrained("en-de-toy")
    sentence = "the teacher buys a book"
    steps = pre.decode(sentence).steps
    at = page_test(PAGE, {"model": "en-de-toy", "sentence": sentence, "method": "greedy"})
    views = [(1, 1, 1), (2, 0, 1), (1, 2, 3), (1, 1, 1), (2, 0, 1), (1, 2, 3)]  # each twice: built, then stored
    for layer, head, t in views:
        at.slider(key="dec_layer").set_value(layer).run()
        at.selectbox(key="dec_head").set_value(head).run()
        at.slider(key="dec_step").set_value(t).run()
        assert_clean(at)
        a = steps[t - 1].cross_attn.float().numpy()[layer - 1]  # (H, S)
        expected = a.mean(axis=0) if head == 0 else a[head - 1]
        spec = json.loads(next(c for c in at.get("plotly_chart") if c.key == "dec_cross").proto.spec)
        assert _numbers(spec["data"][0]["y"]) == pytest.approx(expected.tolist(), abs=1e-6), (layer, head, t)
