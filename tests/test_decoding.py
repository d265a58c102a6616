"""Greedy and beam search, their per-step records, and the batched evaluator."""

from __future__ import annotations

import itertools
import math

import pytest
import torch

from transformer import Transformer
from transformer.decoding import beam_search, encode_pair, greedy, length_penalty, translate_batch
from transformer.tokenizer import Tokenizer

from .helpers import tiny_config

TEXTS = ["a b c d", "d c b a", "a a b b", "c d", "b", "a b c d a b c d"]


@pytest.fixture(scope="module")
def tok() -> Tokenizer:
    return Tokenizer.train(TEXTS * 20, vocab_size=12)


@pytest.fixture(scope="module")
def model(tok: Tokenizer) -> Transformer:
    torch.manual_seed(1)
    m = Transformer(tiny_config(src_vocab_size=tok.vocab_size, tgt_vocab_size=tok.vocab_size, max_len=40))
    with torch.no_grad():  # make </s> likely enough that hypotheses end
        m.generator.proj.bias[tok.eos_id] = 1.5
    return m.eval()


def test_encode_pair_shifts_the_target_right(tok: Tokenizer) -> None:
    src, tgt_in, tgt_out = encode_pair(tok, "a b", "c d")
    assert src == tok.encode("a b")
    assert tgt_in[0] == tok.bos_id and tgt_out[-1] == tok.eos_id
    assert tgt_in[1:] == tgt_out[:-1] == tok.encode("c d")


def test_greedy_records_each_step(model: Transformer, tok: Tokenizer) -> None:
    src = tok.encode("a b c d")
    out = greedy(model, tok, src, max_len=12, top_k=3)
    L, H = model.config.num_decoder_layers, model.config.nhead
    assert 1 <= len(out.steps) <= 12
    for t, step in enumerate(out.steps):
        assert step.t == t and len(step.prefix_ids) == t + 1 and step.prefix_ids[0] == tok.bos_id
        assert step.self_attn.shape == (L, H, t + 1) and step.cross_attn.shape == (L, H, len(src))
        assert torch.allclose(step.self_attn.sum(-1), torch.ones(L, H), atol=1e-6)
        assert torch.allclose(step.cross_attn.sum(-1), torch.ones(L, H), atol=1e-6)
        assert len(step.top_k) == 3 and step.top_k[0][0] == step.chosen
        assert step.top_k[0][1] >= step.top_k[1][1] >= step.top_k[2][1]
    assert out.ids == [s.chosen_id for s in out.steps if s.chosen_id != tok.eos_id]
    assert out.text == tok.decode(out.ids)


def test_greedy_step_rows_equal_a_full_forward(model: Transformer, tok: Tokenizer) -> None:
    src = tok.encode("c d")
    out = greedy(model, tok, src, max_len=6)
    last = out.steps[-1]
    with torch.no_grad():
        _, trace = model(torch.tensor([src]), torch.tensor([last.prefix_ids]), need_weights=True)
    assert torch.allclose(trace[0].decoder_self[:, :, -1], last.self_attn, atol=1e-6)
    assert torch.allclose(trace[0].cross[:, :, -1], last.cross_attn, atol=1e-6)


def test_translate_batch_equals_greedy_one_by_one(model: Transformer, tok: Tokenizer) -> None:
    batch = translate_batch(model, tok, TEXTS, max_len=10, batch_size=4)
    one_by_one = [greedy(model, tok, tok.encode(t), max_len=10).text for t in TEXTS]
    assert batch == one_by_one


def test_length_penalty_of_wu_et_al() -> None:
    assert length_penalty(1, 0.6) == pytest.approx(1.0)
    assert length_penalty(7, 0.6) == pytest.approx(2.0**0.6)
    assert length_penalty(7, 0.0) == 1.0


def test_beam_search_finds_the_best_sequence_of_an_exhaustive_search(model: Transformer, tok: Tokenizer) -> None:
    src = tok.encode("a b c")
    V, max_len, alpha = tok.vocab_size, 3, 0.6

    def log_prob(seq: list[int]) -> float:
        with torch.no_grad():
            logits, _ = model(torch.tensor([src]), torch.tensor([[tok.bos_id, *seq[:-1]]]))
        return float(torch.log_softmax(logits[0], -1).gather(1, torch.tensor(seq)[:, None]).sum())

    best, best_score = None, -math.inf
    body = [i for i in range(V) if i not in (tok.bos_id, tok.eos_id, tok.pad_id)]
    for n in range(0, max_len):
        for seq in itertools.product(body, repeat=n):
            full = [*seq, tok.eos_id]
            score = log_prob(full) / length_penalty(len(full), alpha)
            if score > best_score:
                best, best_score = list(seq), score
    out = beam_search(model, tok, src, beam_size=V * V, alpha=alpha, max_len=max_len)
    assert out.ids == best
    assert out.score == pytest.approx(best_score, abs=1e-4)
    assert all(s.beams is not None for s in out.steps)


def test_beam_search_rejects_a_zero_beam(model: Transformer, tok: Tokenizer) -> None:
    with pytest.raises(ValueError, match="beam_size"):
        beam_search(model, tok, tok.encode("a"), beam_size=0)


def test_every_recorded_step_equals_running_the_decoder_on_that_prefix(model: Transformer, tok: Tokenizer) -> None:
    src = tok.encode("a b c d")
    out = greedy(model, tok, src, max_len=8, top_k=4)
    assert not greedy(model, tok, src, max_len=8, record=False).steps
    with torch.no_grad():
        for step in out.steps:  # what the auto-regressive loop saw at step t, computed from scratch
            logits, trace = model(torch.tensor([src]), torch.tensor([step.prefix_ids]), need_weights=True)
            probs = torch.softmax(logits[0, -1], -1)
            assert torch.allclose(trace[0].decoder_self[:, :, -1], step.self_attn, atol=1e-6)
            assert torch.allclose(trace[0].cross[:, :, -1], step.cross_attn, atol=1e-6)
            assert step.chosen_id == int(probs.argmax())
            assert [p for _, p in step.top_k] == pytest.approx(probs.topk(4).values.tolist(), abs=1e-6)
