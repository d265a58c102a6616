"""Greedy and beam search, their per-step records, and the batched evaluator."""

from __future__ import annotations

import copy
import itertools
import math

import pytest
import torch

from transformer import Transformer
from transformer.data import generate
from transformer.decoding import (
    BatchTranslation,
    Decoded,
    beam_search,
    default_max_len,
    encode_pair,
    greedy,
    greedy_batch,
    length_penalty,
    translate_batch,
)
from transformer.embeddings import UNREACHABLE_BIAS, Generator
from transformer.pretrained import Pretrained
from transformer.registry import PRETRAINED_DIR, load_pretrained
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


def test_greedy_batch_reads_each_step_probability_the_recorded_steps_show(model: Transformer, tok: Tokenizer) -> None:
    # bench/everyday.py scores the pages' "unsure" caution from these probabilities instead of a recorded decode
    batch = greedy_batch(model, tok, TEXTS, max_len=10, batch_size=3)
    for text, got in zip(TEXTS, batch, strict=True):
        one = greedy(model, tok, tok.encode(text), max_len=10)
        assert (got.ids, got.text, got.finished) == (one.ids, one.text, one.finished)
        assert len(got.p_chosen) == one.num_steps == len(one.steps)
        assert got.p_chosen == pytest.approx([s.p_chosen for s in one.steps], abs=1e-5)
    assert any(b.finished for b in batch) and any(not b.finished for b in batch)  # both ends of a row are read
    assert greedy_batch(model, tok, TEXTS[:2], max_len=0) == [BatchTranslation("", [], [], False)] * 2  # no step


def test_decoding_makes_its_ids_where_the_model_is(model: Transformer, tok: Tokenizer) -> None:
    # Training on a GPU evaluates there (a run once crashed at its end on ids made on the CPU). The test machines
    # have no GPU: here every tensor made without naming a device lands on "meta", away from the model's CPU.
    srcs = [tok.encode(t) for t in TEXTS[:3]]

    def decode_all() -> tuple:
        return (
            [[(s.top_k, s.chosen, s.cross_attn.tolist()) for s in greedy(model, tok, i).steps] for i in srcs],
            [greedy(model, tok, s, max_len=10, cache=False, record=False).text for s in srcs],
            [(d.text, d.beam_history) for d in (beam_search(model, tok, s, beam_size=3, max_len=10) for s in srcs)],
            [beam_search(model, tok, s, beam_size=2, max_len=10, cache=False).text for s in srcs],
            translate_batch(model, tok, TEXTS, max_len=10, batch_size=4),
        )

    want = decode_all()
    with torch.device("meta"):
        assert torch.zeros(1).device.type == "meta"
        got = decode_all()
    assert got == want


def _out_of_reach(tok: Tokenizer) -> list[int]:
    pieces = [tok.id_to_piece(i) for i in range(tok.vocab_size)]
    return [pieces.index(p) for p in ("▁b", "c", "▁d")]  # as a source-only piece would be


@pytest.fixture(scope="module")
def restricted(model: Transformer, tok: Tokenizer) -> Transformer:
    """The tiny model with three pieces out of reach, as --target-softmax leaves the source-only pieces."""
    m = copy.deepcopy(model)
    with torch.no_grad():
        m.generator.proj.bias[_out_of_reach(tok)] = UNREACHABLE_BIAS
    return m


def test_only_the_reachable_rows_are_searched(restricted: Transformer, model: Transformer, tok: Tokenizer) -> None:
    assert model.generator.reachable() is None  # every piece reachable: the full softmax, nothing cached
    out = set(_out_of_reach(tok))
    w, b, ids = restricted.generator.reachable()
    assert ids == [i for i in range(tok.vocab_size) if i not in out] and w.shape == (len(ids), w.shape[1])
    x = torch.randn(4, restricted.config.d_model)
    log_probs, got = restricted.generator.search_log_probs(x)
    full = restricted.generator.log_probs(x)
    assert got == ids and torch.allclose(log_probs, full[:, ids], atol=1e-6)
    assert torch.equal(full[:, sorted(out)].exp(), torch.zeros(4, 3))  # the others: probability exactly 0
    again = copy.deepcopy(restricted)
    with torch.no_grad():  # weights that change (training) are read again
        again.generator.proj.bias[ids[-1]] = UNREACHABLE_BIAS
    assert again.generator.reachable()[2] == ids[:-1]


def test_searching_the_reachable_rows_changes_no_result(restricted: Transformer, tok: Tokenizer, monkeypatch) -> None:
    srcs = [tok.encode(t) for t in TEXTS]

    def decode_all() -> tuple:
        return (
            [(d.ids, round(d.log_prob, 4)) for d in (greedy(restricted, tok, s, 10, record=False) for s in srcs)],
            [(d.ids, round(d.score, 4)) for d in (beam_search(restricted, tok, s, 3, max_len=10) for s in srcs)],
            translate_batch(restricted, tok, TEXTS, max_len=10, batch_size=4),
        )

    fast = decode_all()
    monkeypatch.setattr(Generator, "reachable", lambda self: None)  # every row, as before
    assert decode_all() == fast
    assert any(d for d, _ in fast[0])  # the tests decode something


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


# --- property: every recorded step belongs to the translation that is returned --------------------------------

IN_GRAMMAR = [e.src for e in generate(5, seed=11)]
OUT_OF_GRAMMAR = [
    "the zebra photographs quantum chromodynamics",  # unknown words
    "dog",  # a single word
    " ".join(["the old teacher sees the small dog and"] * 12),  # very long: cut to the model's limit
    "!!! ?? 42 @#% (x) ;-) 😀",  # symbols
]
METHODS = [("greedy", None), ("beam", 1), ("beam", 2), ("beam", 4)]


@pytest.fixture(scope="module", params=["en-de-toy", "tiny-random"])
def pre(request) -> Pretrained:
    """The shipped toy translator, and an untrained tiny model with its tokenizer (it rarely ends: max_len)."""
    shipped = load_pretrained(PRETRAINED_DIR / "en-de-toy")  # by path: $ATTN_MODELS_DIR may point at fixtures
    if request.param == "en-de-toy":
        return shipped
    torch.manual_seed(0)
    v = shipped.tokenizer.vocab_size
    model = Transformer(tiny_config(src_vocab_size=v, tgt_vocab_size=v, max_len=48))
    with torch.no_grad():  # </s> likely enough that some hypotheses end and others run to max_len
        model.generator.proj.bias[shipped.tokenizer.eos_id] = 4.0
    return Pretrained(model, shipped.tokenizer, {"task": "en-de-toy"}, "tiny-random")


def assert_steps_follow_the_returned_ids(pre: Pretrained, sentence: str, out: Decoded, max_len: int) -> None:
    """Step t read <s> + ids[:t], chose ids[t] (</s> at the end) with the model's own probability for that prefix."""
    tok, model = pre.tokenizer, pre.model
    src = pre.prepare(sentence).ids
    chosen = out.ids + [tok.eos_id] * out.finished
    assert len(out.steps) == out.num_steps == len(chosen), sentence
    assert out.finished or len(out.ids) == max_len, sentence  # without </s>, only max_len ends a decode
    assert out.text == tok.decode(out.ids) and tok.eos_id not in out.ids
    ps = []  # the model's probability of each chosen piece after its prefix
    with torch.no_grad():
        for t, step in enumerate(out.steps):
            where = f"{sentence!r} step {t}"
            assert step.t == t and step.prefix_ids == [tok.bos_id, *out.ids[:t]], where
            assert step.prefix_tokens == tok.pieces(step.prefix_ids), where
            assert (step.chosen_id, step.chosen) == (chosen[t], tok.id_to_piece(chosen[t])), where
            logits, trace = model(torch.tensor([src]), torch.tensor([step.prefix_ids]), need_weights=True)
            probs = torch.softmax(logits[0, -1], -1)  # (vocab,) the next-piece distribution of this prefix
            p = float(probs[step.chosen_id])
            shown = dict(step.top_k)
            if step.chosen in shown:  # in the top-k it carries its own probability, not another hypothesis'
                assert shown[step.chosen] == pytest.approx(p, abs=1e-5), where
            else:
                assert p <= min(shown.values()) + 1e-6, where
            k = len(step.top_k)
            assert [q for _, q in step.top_k] == pytest.approx(probs.topk(k).values.tolist(), abs=1e-5), where
            assert torch.allclose(trace[0].decoder_self[:, :, -1], step.self_attn, atol=1e-5), where
            assert torch.allclose(trace[0].cross[:, :, -1], step.cross_attn, atol=1e-5), where
            ps.append(p)
    assert [s.p_chosen for s in out.steps] == pytest.approx(ps, abs=1e-5), sentence
    assert out.log_prob == pytest.approx(sum(map(math.log, ps)), abs=1e-3), sentence  # the score of these steps


@pytest.mark.parametrize(("method", "beam_size"), METHODS, ids=["greedy", "beam1", "beam2", "beam4"])
def test_recorded_steps_are_those_of_the_returned_translation(pre: Pretrained, method: str, beam_size) -> None:
    for sentence in IN_GRAMMAR + OUT_OF_GRAMMAR:
        if method == "greedy":
            out = pre.decode(sentence, "greedy")
        else:
            ids = pre.prepare(sentence).ids
            out = beam_search(pre.model, pre.tokenizer, ids, beam_size=beam_size)
        max_len = default_max_len(pre.model, len(pre.prepare(sentence).ids))
        assert_steps_follow_the_returned_ids(pre, sentence, out, max_len)
        if method == "greedy":
            assert all(s.chosen == s.top_k[0][0] for s in out.steps), sentence  # the most probable piece
            assert out.beam_history is None
            continue
        returned = out.ids + [pre.tokenizer.eos_id] * out.finished
        assert out.beam_history is not None and len(out.beam_history) >= len(out.steps)
        assert out.score == pytest.approx(out.log_prob / length_penalty(len(returned), 0.6))
        for step in out.steps:  # the returned path was among what the search held after every one of its steps
            assert step.beams is out.beam_history[step.t]
            assert returned[: step.t + 1] in [h.ids for h in step.beams], f"{sentence!r} step {step.t}"
            assert sum(not h.ended for h in step.beams) <= beam_size


def test_beam_search_of_size_one_is_greedy(pre: Pretrained) -> None:
    """Without a length penalty (α = 0); with one, a hypothesis that ended competes with a longer live one."""
    for sentence in IN_GRAMMAR + OUT_OF_GRAMMAR:
        ids = pre.prepare(sentence).ids
        g = greedy(pre.model, pre.tokenizer, ids)
        b = beam_search(pre.model, pre.tokenizer, ids, beam_size=1, alpha=0.0)
        assert (b.ids, b.finished) == (g.ids, g.finished), sentence
        assert b.log_prob == pytest.approx(g.log_prob, abs=1e-4), sentence
        assert len(b.steps) == len(g.steps)
        for sb, sg in zip(b.steps, g.steps, strict=True):
            assert (sb.prefix_ids, sb.chosen_id) == (sg.prefix_ids, sg.chosen_id), sentence
            assert [p for p, _ in sb.top_k] == [p for p, _ in sg.top_k], sentence
            assert [q for _, q in sb.top_k] == pytest.approx([q for _, q in sg.top_k], abs=1e-6), sentence
            assert torch.allclose(sb.cross_attn, sg.cross_attn, atol=1e-6), sentence
            assert torch.allclose(sb.self_attn, sg.self_attn, atol=1e-6), sentence


def test_inspect_runs_the_encoder_once_and_translates_as_decode(monkeypatch) -> None:
    """inspect traces the encoder once and decodes on that memory (it used to encode the sentence twice)."""
    m = load_pretrained(PRETRAINED_DIR / "en-de-toy")
    encode = m.model.encode
    calls: list[bool] = []
    monkeypatch.setattr(m.model, "encode", lambda *a, **k: calls.append(True) or encode(*a, **k))
    for sentence in IN_GRAMMAR[:3] + OUT_OF_GRAMMAR:
        for method in ("greedy", "beam"):
            calls.clear()
            trace = m.inspect(sentence, method=method)
            assert len(calls) == 1, (sentence, method)
            calls.clear()
            assert trace.translation == m.decode(sentence, method, record=False).text, (sentence, method)
            assert len(calls) == 1
    calls.clear()
    m.inspect(IN_GRAMMAR[0], target="das ist ein test")  # a given target: no search, one encoder pass as well
    assert len(calls) == 1


def test_the_pretrained_beam_decode_and_its_trace_show_the_same_steps() -> None:
    m = load_pretrained(PRETRAINED_DIR / "en-de-toy")  # by path: $ATTN_MODELS_DIR may point at fixtures
    for sentence in IN_GRAMMAR:
        out = m.decode(sentence, "beam", 4)
        trace = m.inspect(sentence, method="beam", beam_size=4)
        assert trace.translation == out.text
        assert [(s.prefix_ids, s.chosen_id) for s in trace.steps] == [(s.prefix_ids, s.chosen_id) for s in out.steps]
        for a, b in zip(trace.steps, out.steps, strict=True):
            # inspect decodes on its traced encoder's memory (the same numbers to float rounding)
            assert [(h.ids, h.pieces, h.ended) for h in a.beams] == [(h.ids, h.pieces, h.ended) for h in b.beams]
            assert [(h.log_prob, h.score) for h in a.beams] == [
                (pytest.approx(h.log_prob, abs=1e-5), pytest.approx(h.score, abs=1e-5)) for h in b.beams
            ]
            assert a.p_chosen == pytest.approx(b.p_chosen, abs=1e-5)
            assert torch.allclose(a.cross_attn, b.cross_attn, atol=1e-5)


@pytest.mark.parametrize("norm_first", [False, True])
@pytest.mark.parametrize("positional", ["sinusoidal", "learned"])
def test_greedy_with_cached_keys_and_values_equals_the_full_decoder(tok, norm_first, positional):
    """Incremental decoding (Decoder.start/step) gives the same pieces and log-probabilities as running the whole
    prefix through the decoder at every step, on a random model (with padding in the source, so the cross mask
    matters) and with d_k set apart from d_model / h."""
    from transformer import TransformerConfig

    torch.manual_seed(3)
    v = tok.vocab_size
    sizes = {"d_model": 32, "nhead": 4, "d_key": 4, "num_encoder_layers": 2, "num_decoder_layers": 2}
    cfg = TransformerConfig(src_vocab_size=v, tgt_vocab_size=v, max_len=40, dim_feedforward=64, norm_first=norm_first,
                            positional=positional, **sizes)  # fmt: skip
    model = Transformer(cfg).eval()
    for ids in ([5, 6, 7, 8, 9], [5, 6, 0, 0]):  # the second ends in padding (pad_id 0)
        ids = [i % v for i in ids]
        fast = greedy(model, tok, ids, max_len=12, record=False)
        full = greedy(model, tok, ids, max_len=12, record=False, cache=False)
        assert fast.ids == full.ids and len(fast.ids) > 3
        assert fast.score == pytest.approx(full.score, abs=1e-4)


def test_greedy_with_cached_keys_and_values_on_the_shipped_models():
    for name, sentence in (("en-de-everyday", "On Sunday my brother will visit our grandmother."),
                           ("en-de-toy", "today the woman visits the city")):  # fmt: skip
        m = load_pretrained(PRETRAINED_DIR / name)
        ids = m.prepare(sentence).ids
        fast = greedy(m.model, m.tokenizer, ids)
        full = greedy(m.model, m.tokenizer, ids, cache=False)
        assert fast.ids == full.ids and fast.score == pytest.approx(full.score, abs=1e-4)
        assert [s.p_chosen for s in fast.steps] == pytest.approx([s.p_chosen for s in full.steps], abs=1e-5)


def _same_search(fast, full) -> None:
    """Two beam searches made the same choices: returned pieces, score, and what they held after every step."""
    assert fast.ids == full.ids and fast.finished == full.finished
    assert fast.score == pytest.approx(full.score, abs=1e-4)
    held = [[[h.ids for h in step] for step in d.beam_history] for d in (fast, full)]
    assert held[0] == held[1]
    for a, b in zip(fast.beam_history, full.beam_history, strict=True):
        assert [h.log_prob for h in a] == pytest.approx([h.log_prob for h in b], abs=1e-4)


@pytest.mark.parametrize("norm_first", [False, True])
def test_beam_search_with_cached_keys_and_values_equals_the_full_decoder(tok, norm_first):
    """Beam search with each hypothesis' keys and values cached, reordered after every step to follow the
    hypotheses it keeps (DecoderCache.select), holds the same hypotheses with the same log-probabilities as running
    every prefix through the whole decoder; on a random model, with padding in the source."""
    from transformer import TransformerConfig

    torch.manual_seed(5)
    v = tok.vocab_size
    cfg = TransformerConfig(src_vocab_size=v, tgt_vocab_size=v, max_len=40, dim_feedforward=64, d_model=32, nhead=4,
                            num_encoder_layers=2, num_decoder_layers=2, norm_first=norm_first)  # fmt: skip
    model = Transformer(cfg).eval()
    for ids, k in (([5, 6, 7, 8, 9], 4), ([5, 6, 0, 0], 3)):  # the second ends in padding (pad_id 0)
        ids = [i % v for i in ids]
        fast = beam_search(model, tok, ids, k, max_len=10, record=False)
        full = beam_search(model, tok, ids, k, max_len=10, record=False, cache=False)
        # hypotheses of step 3 that extend different hypotheses of step 2: the caches were reordered, not copied
        assert len(fast.beam_history) >= 3 and len({tuple(h.ids[:2]) for h in fast.beam_history[2]}) > 1
        _same_search(fast, full)


def test_beam_search_with_cached_keys_and_values_on_the_shipped_models():
    for name, sentence in (("en-de-everyday", "When it rains, my little sister reads a book in the kitchen."),
                           ("en-de-toy", "today the woman visits the city")):  # fmt: skip
        m = load_pretrained(PRETRAINED_DIR / name)
        ids = m.prepare(sentence).ids
        fast = beam_search(m.model, m.tokenizer, ids, 4)
        full = beam_search(m.model, m.tokenizer, ids, 4, cache=False)
        _same_search(fast, full)
        assert [s.p_chosen for s in fast.steps] == pytest.approx([s.p_chosen for s in full.steps], abs=1e-5)
