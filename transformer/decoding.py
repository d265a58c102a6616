"""Decoding, §3.1 and §6.1: the decoder is auto-regressive; greedy search and beam search with a length penalty.

Sequence format used everywhere in the project (training, decoding, the app):
    source ids        = tokenizer.encode(source)                 (no <s>, no </s>)
    decoder input     = <s> y_1 ... y_n                          ("shifted right", Figure 1)
    decoder target    =     y_1 ... y_n </s>
Both decoders record the steps of the translation they return: step t reads <s> y_1 .. y_t, and its attention
rows and next-piece distribution are those of that prefix. Beam search also keeps, separately, the live
hypotheses it held after every step of the search (`Decoded.beam_history`), which need not lie on that path.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

import torch
from torch import Tensor

from .masks import padding_mask
from .model import HeadMask, Transformer
from .tokenizer import Tokenizer


def encode_pair(tokenizer: Tokenizer, source: str, target: str) -> tuple[list[int], list[int], list[int]]:
    """(source ids, decoder input <s> y, decoder target y </s>) for one sentence pair."""
    y = tokenizer.encode(target)
    return tokenizer.encode(source), [tokenizer.bos_id, *y], [*y, tokenizer.eos_id]


@dataclass
class Step:
    """One decoding step: the decoder input so far and what its newest position did.

    Steps are shown counted from 1: step t + 1 reads <s> y_1 … y_t and predicts y_{t+1}, i.e. step s
    predicts y_s from y_{<s} (y_0 = <s>), the convention of the decoding page's formula.
    """

    t: int  # index from 0; shown as step t + 1, which predicts output token y_{t+1}
    prefix_ids: list[int]  # decoder input so far: <s> y_1 .. y_t (t + 1 ids)
    prefix_tokens: list[str]
    self_attn: Tensor  # [L, H, t + 1] the newest position's causal self-attention row
    cross_attn: Tensor  # [L, H, S] its attention over the source
    top_k: list[tuple[str, float]]  # most probable next pieces with their probabilities
    chosen: str  # the piece that was appended: y_{t+1} of the returned translation, or </s> at its end
    chosen_id: int
    p_chosen: float | None = None  # the probability of the chosen piece (it need not be in top_k)
    beams: list[Hypothesis] | None = None  # beam search: what the search held after step t (beam_history[t])


@dataclass
class Hypothesis:
    """One hypothesis of beam search (§6.1): output pieces after <s>, log-probability, length-penalised score."""

    ids: list[int]  # ends with </s> when `ended`
    pieces: list[str]
    log_prob: float
    score: float  # log_prob / lp(|Y|), |Y| counting </s> when ended
    ended: bool = False  # chose </s> at this step; it left the beam and waits among the finished ones


@dataclass
class Decoded:
    """A finished translation with the per-step records of that translation."""

    ids: list[int]  # output ids, without <s> and </s>
    text: str
    steps: list[Step] = field(default_factory=list)  # the returned translation's steps, one per num_steps
    log_prob: float = 0.0
    score: float = 0.0  # log_prob, divided by the length penalty for beam search
    finished: bool = True  # False when max_len stopped the search before </s>
    # beam search only: after each search step, the live hypotheses kept and those that ended there. The search
    # can run on after the returned hypothesis ended, and with a length penalty that hypothesis need not lead.
    beam_history: list[list[Hypothesis]] | None = None

    @property
    def num_steps(self) -> int:
        """Decoding steps taken: one per output piece, plus the one that chose </s>."""
        return len(self.ids) + int(self.finished)


def default_max_len(model: Transformer, source_len: int) -> int:
    """Longest output considered: twice the source plus ten, within the positional table."""
    return min(model.config.max_len - 1, 2 * source_len + 10)


def length_penalty(length: int, alpha: float) -> float:
    """lp(Y) = ((5 + |Y|) / 6)^α, the length penalty of Wu et al. (2016) used in §6.1 with α = 0.6."""
    return ((5.0 + length) / 6.0) ** alpha


# A step whose chosen piece got less than this probability is one where the model hesitated. Chosen with the
# shipped everyday model (run 47, 2026-11-29) on the sets read before (the first benchmark and the four development
# sets, 815 covered sentences) as the highest of 0.2, 0.3, ..., 0.7 at which at least three in four flagged greedy
# translations were wrong: 76.9 % were (0.5: 66.0 %); it flagged 37.6 % of the wrong ones and 4.0 % of the right
# ones. The same rule gave 0.5 for run 41 (78 %; 36 % and 4 %), 0.4 for run 48 (76.5 %; 36.8 % and 4.0 %) and 0.4
# again for run 50 (833 covered sentences with pass 30's words: 75.3 %, 0.5: 65.2 %; 34 % and 4 %) and 0.2 for run
# 52, shipped since (835 covered sentences with pass 31's words: 80.0 % at 0.2, 74.2 % at 0.3, 70 % at 0.4; it flags
# 15.5 % of the wrong ones and 1.3 % of the right ones: a surer model, whose rarer low steps say more), and 0.3 for
# run 54, shipped since (838 covered sentences with pass 34's words: 78.1 % at 0.3, 74.5 % at 0.4, 67.3 % at 0.5; it
# flags 27 % of the wrong ones and 3 % of the right ones), and 0.3 again for run 56, shipped since (838 covered
# sentences: 88.9 % at 0.3, 74.5 % at 0.4, 69.7 % at 0.5; it flags 13 % of the wrong ones and 0.5 % of the right ones),
# and 0.4 for run 59, shipped since (838 covered sentences: 80.0 % at 0.3, 82.2 % at 0.4, 72.0 % at 0.5; it flags 22 %
# of the wrong ones and 1.2 % of the right ones), and 0.4 again for run 61, shipped since (838 covered sentences: 79.2 %
# at 0.3, 75.0 % at 0.4, 65.7 % at 0.5; it flags 20.6 % of the wrong ones and 1.6 % of the right ones). For run 64,
# shipped since (839 covered sentences with pass 42's words), no threshold reaches three in four (68.8 % at 0.2, 66.7 %
# at 0.3, 69.4 % at 0.4, 66.7 % at 0.5): 0.4 is kept, where the share is highest (it flags 22.7 % of the wrong ones and
# 2.2 % of the right ones). For run 66, shipped since (840 covered sentences with pass 44's words), the rule holds
# again: 0.5 (76.3 %; 78.3 % at 0.4, 65.9 % at 0.6); it flags 27.6 % of the wrong ones and 2.1 % of the right ones.
# For run 68, shipped since (840 covered sentences with pass 46's words): 0.4 (76.1 %; 70.1 % at 0.5, 63.5 % at 0.6);
# it flags 21.7 % of the wrong ones and 1.6 % of the right ones. For run 70, shipped since (the same 840): 0.3 (85.7 %;
# 73.2 % at 0.4, 65.4 % at 0.5); it flags 11.8 % of the wrong ones and 0.4 % of the right ones. For run 80 (the same
# 840; trained with hand-written pairs, none of these sets among them): 0.4 (78.9 %; 81.0 % at 0.3, 62.1 % at 0.5); it
# flags 19.9 % of the wrong ones and 1.2 % of the right ones. For run 81, shipped since (the same 840, twice the
# hand-written pairs): 0.4 again (90.9 %; 89.5 % at 0.3, 73.6 % at 0.5); it flags 20.8 % of the wrong ones and 0.4 %
# of the right ones.
# `python bench/everyday.py --unsure --data <set>` measures it on any set.
UNSURE_BELOW = 0.4


def unsure_steps(steps: Sequence[Step], below: float = UNSURE_BELOW) -> list[Step]:
    """The steps of a translation whose chosen piece had a probability under `below`, in order.

    Where a translation goes wrong, the model has usually hesitated there: a step that unsure chose among
    near-equals (the runner-up is in the step's top_k), and the pieces after it are read on that choice.
    """
    return [s for s in steps if s.p_chosen is not None and s.p_chosen < below]


def runner_up(step: Step) -> tuple[str, float] | None:
    """The most probable piece of a step other than the one chosen, with its probability (None without one)."""
    return next(((piece, p) for piece, p in step.top_k if piece != step.chosen), None)


def _top_k(tokenizer: Tokenizer, log_probs: Tensor, k: int) -> list[tuple[str, float]]:
    # top-k of the log-probabilities, then exp() of those k alone: exp() of a whole row is several times slower when
    # it holds unreachable pieces (logits near UNREACHABLE_BIAS fall to the slow path of exp())
    lp, i = log_probs.topk(min(k, log_probs.numel()))
    p = lp.exp()
    return [(tokenizer.id_to_piece(j), float(q)) for q, j in zip(p.tolist(), i.tolist(), strict=True)]


def steps_from_forward(
    tokenizer: Tokenizer,
    decoder_input: Sequence[int],
    log_probs: Tensor,
    decoder_self: Tensor,
    cross: Tensor,
    n_steps: int,
    chosen: Sequence[int],
    top_k: int = 5,
) -> list[Step]:
    """Per-step records of a greedy decode, read off one forward over its own output shifted right (§3.1).

    Because of the causal mask (§3.2.3), row t of a forward over <s> y_1 .. y_n is exactly what step t of
    the auto-regressive loop computed: the same self-attention row, cross-attention row and next-piece
    distribution. `log_probs` is (T, vocab); `decoder_self` [L, H, T, T]; `cross` [L, H, T, S].
    """
    ids = list(decoder_input)
    return [
        Step(t, ids[: t + 1], tokenizer.pieces(ids[: t + 1]), decoder_self[:, :, t, : t + 1], cross[:, :, t],
             _top_k(tokenizer, log_probs[t], top_k), tokenizer.id_to_piece(chosen[t]), int(chosen[t]),
             float(log_probs[t, chosen[t]].exp()))
        for t in range(n_steps)
    ]  # fmt: skip


def _record_steps(
    model: Transformer,
    tokenizer: Tokenizer,
    memory: Tensor,
    src_pad: Tensor,
    decoded: Decoded,
    top_k: int,
    head_mask: HeadMask | None,
) -> list[Step]:
    """The steps of the returned translation, read off one traced teacher-forced forward over <s> + its ids."""
    n = decoded.num_steps
    if n == 0:
        return []
    decoder_input = [tokenizer.bos_id, *decoded.ids][:n]
    tgt = torch.tensor([decoder_input], device=model.device)
    dec = model.decode(tgt, memory, src_pad, need_weights=True, head_mask=head_mask)
    return steps_from_forward(
        tokenizer, decoder_input, model.generator.log_probs(dec.output[0]),  # (n, vocab)
        torch.stack([r.weights[0] for r in dec.self_attn]), torch.stack([r.weights[0] for r in dec.cross_attn]),
        n, decoded.ids + [tokenizer.eos_id] * decoded.finished, top_k,
    )  # fmt: skip


@torch.inference_mode()  # no autograd bookkeeping at all: about 4 % faster than no_grad on one thread
def greedy(
    model: Transformer,
    tokenizer: Tokenizer,
    src_ids: Sequence[int],
    max_len: int | None = None,
    top_k: int = 5,
    head_mask: HeadMask | None = None,
    record: bool = True,
    cache: bool = True,
    memory: Tensor | None = None,
) -> Decoded:
    """Greedy decoding: at each step append the most probable piece, until </s> or max_len.

    The loop runs on the fast path, with the keys and values of earlier positions cached (`cache=False`, or a
    head mask: the whole prefix through the decoder at every step, the same numbers); with `record`, one forward
    with need_weights=True over the result gives every step's attention rows and top-k (see steps_from_forward).
    """
    device = model.device
    src = torch.tensor([list(src_ids)], dtype=torch.long, device=device)  # (1, S)
    src_pad = padding_mask(src, model.config.pad_id)
    if memory is None:  # `memory`: the encoder output of src_ids, when the caller has it already (inspect)
        memory = model.encode(src, src_pad, head_mask=(head_mask or {}).get("encoder")).output
    max_len = default_max_len(model, src.size(1)) if max_len is None else max_len
    prefix, total, finished = [tokenizer.bos_id], 0.0, False
    caches = model.start_decoding(memory, src_pad) if cache and not head_mask else None  # head masks: full decoder
    for position in range(max_len):
        if caches is not None:  # only the newest position is computed; earlier keys and values are cached
            out = model.decode_step(torch.tensor([prefix[-1:]], device=device), position, caches)  # (1, 1, d_model)
        else:
            out = model.decode(torch.tensor([prefix], device=device), memory, src_pad, head_mask=head_mask).output
        log_probs, ids = model.generator.search_log_probs(out[0, -1])  # (reachable pieces,): see Generator
        j = int(log_probs.argmax())
        best = j if ids is None else ids[j]
        total += float(log_probs[j])
        if best == tokenizer.eos_id:
            finished = True
            break
        prefix.append(best)
    out_ids = prefix[1:]
    decoded = Decoded(out_ids, tokenizer.decode(out_ids), [], total, total, finished)
    if record:
        decoded.steps = _record_steps(model, tokenizer, memory, src_pad, decoded, top_k, head_mask)
    return decoded


@torch.inference_mode()
def beam_search(
    model: Transformer,
    tokenizer: Tokenizer,
    src_ids: Sequence[int],
    beam_size: int = 4,
    alpha: float = 0.6,
    max_len: int | None = None,
    top_k: int = 5,
    head_mask: HeadMask | None = None,
    record: bool = True,
    cache: bool = True,
    memory: Tensor | None = None,
) -> Decoded:
    """Beam search (§6.1: beam size 4, length penalty α = 0.6).

    The search runs on the fast path, with each hypothesis' keys and values cached as in greedy (`cache=False`, or
    a head mask: every prefix through the whole decoder at every step); after each step the caches are reordered so
    that each new hypothesis continues the one it extends. Its `steps` are those of the hypothesis it returns, read
    off one traced teacher-forced forward over it (as greedy does); `beam_history` keeps what the search held after
    each step.
    """
    if beam_size < 1:
        raise ValueError(f"beam_size must be at least 1, got {beam_size}")
    device = model.device
    src = torch.tensor([list(src_ids)], dtype=torch.long, device=device)
    src_pad = padding_mask(src, model.config.pad_id)
    if memory is None:  # `memory`: the encoder output of src_ids, when the caller has it already (inspect)
        memory = model.encode(src, src_pad, head_mask=(head_mask or {}).get("encoder")).output
    max_len = default_max_len(model, src.size(1)) if max_len is None else max_len
    eos = tokenizer.eos_id

    def hypothesis(seq: list[int], log_prob: float) -> Hypothesis:
        out = seq[1:]  # without <s>
        return Hypothesis(
            out, tokenizer.pieces(out), log_prob, log_prob / length_penalty(len(out), alpha), out[-1:] == [eos]
        )

    beams: list[tuple[list[int], float]] = [([tokenizer.bos_id], 0.0)]  # (prefix, log-prob)
    finished: list[Hypothesis] = []
    history: list[list[Hypothesis]] = []
    caches = model.start_decoding(memory, src_pad) if cache and not head_mask else None  # head masks: full decoder
    for position in range(max_len):
        if caches is not None:  # each hypothesis' newest piece only; earlier keys and values are cached
            newest = torch.tensor([b[0][-1:] for b in beams], device=device)  # (K, 1)
            h = model.decode_step(newest, position, caches)  # (K, 1, d_model)
        else:
            prefix = torch.tensor([b[0] for b in beams], device=device)  # (K, t+1), all the same length
            k = prefix.size(0)
            h = model.decode(prefix, memory.expand(k, -1, -1), src_pad.expand(k, -1), head_mask=head_mask).output
        log_probs, ids = model.generator.search_log_probs(h[:, -1])  # (K, reachable pieces): see Generator
        total = torch.tensor([b[1] for b in beams], device=device)[:, None] + log_probs  # (K, reachable pieces)
        flat = total.flatten().topk(min(2 * beam_size, total.numel()))
        vocab = log_probs.size(1)
        new_beams, ended, parents = [], [], []
        for value, index in zip(flat.values.tolist(), flat.indices.tolist(), strict=True):
            parent, token = divmod(index, vocab)
            token = token if ids is None else ids[token]
            seq = beams[parent][0] + [token]
            if token == eos:
                ended.append(hypothesis(seq, value))
            else:
                new_beams.append((seq, value))
                parents.append(parent)
            if len(new_beams) == beam_size:
                break
        if caches is not None and parents:
            caches.select(torch.tensor(parents, device=device))
        finished += ended
        history.append([hypothesis(s, v) for s, v in new_beams] + ended)
        beams = new_beams
        best_live = max((v / length_penalty(len(s), alpha) for s, v in beams), default=-math.inf)
        best_done = max((f.score for f in finished), default=-math.inf)
        if not beams or (len(finished) >= beam_size and best_done >= best_live):
            break
    ended_any = bool(finished)
    if not ended_any:  # no hypothesis ended within max_len: take the best live one
        finished = [hypothesis(s, v) for s, v in beams]
    best = max(finished, key=lambda f: f.score)
    out_ids = [i for i in best.ids if i != eos]
    decoded = Decoded(out_ids, tokenizer.decode(out_ids), [], best.log_prob, best.score, ended_any, history)
    if record:
        decoded.steps = _record_steps(model, tokenizer, memory, src_pad, decoded, top_k, head_mask)
        for step in decoded.steps:  # what the search held after the same step, shown beside it
            step.beams = history[step.t] if step.t < len(history) else None
    return decoded


class BatchTranslation(NamedTuple):
    """One sentence of greedy_batch: its translation and, per step, the probability of the piece chosen there."""

    text: str
    ids: list[int]  # output ids, without <s> and </s>
    p_chosen: list[float]  # one per step (Decoded.num_steps): the output pieces, then </s> when it ended
    finished: bool  # False when max_len stopped the search before </s>


@torch.no_grad()
def greedy_batch(
    model: Transformer, tokenizer: Tokenizer, sentences: Sequence[str], max_len: int | None = None, batch_size: int = 64
) -> list[BatchTranslation]:
    """Fast batched greedy decoding without attention records, for evaluation: the translations greedy gives one
    by one, with each step's probability of its chosen piece (what the pages' "unsure" caution reads, Step.p_chosen).
    Like greedy, each step computes the newest position only, on the cached keys and values of the earlier ones; a
    finished row goes on with padding, which the cache masks as the full decoder would.
    """
    out: list[BatchTranslation] = []
    pad, bos, eos, device = model.config.pad_id, tokenizer.bos_id, tokenizer.eos_id, model.device
    reachable = model.generator.reachable()  # only these rows are searched: see Generator
    lookup = None if reachable is None else torch.tensor(reachable[2], device=device)  # their piece ids
    for start in range(0, len(sentences), batch_size):
        chunk = [tokenizer.encode(s) or [tokenizer.unk_id] for s in sentences[start : start + batch_size]]
        width = max(len(c) for c in chunk)
        src = torch.tensor([c + [pad] * (width - len(c)) for c in chunk], device=device)  # (B, S)
        src_pad = padding_mask(src, pad)
        memory = model.encode(src, src_pad).output
        limit = default_max_len(model, width) if max_len is None else max_len
        ys = torch.full((len(chunk), 1), bos, device=device)
        done = torch.zeros(len(chunk), dtype=torch.bool, device=device)
        probs = []  # per step (B,): the chosen piece's probability
        caches = model.start_decoding(memory, src_pad)  # earlier positions' keys and values, as greedy keeps them
        for position in range(limit):
            h = model.decode_step(ys[:, -1:], position, caches)  # (B, 1, d_model): the newest position only
            log_probs, _ = model.generator.search_log_probs(h[:, -1])
            best = log_probs.max(-1)  # among the reachable pieces
            probs.append(best.values.exp())
            nxt = (best.indices if lookup is None else lookup[best.indices]).masked_fill(done, pad)
            ys = torch.cat([ys, nxt[:, None]], dim=1)
            done |= nxt == eos
            if done.all():
                break
        p = torch.stack(probs, dim=1).tolist() if probs else [[] for _ in chunk]  # (B, steps); max_len 0: none
        for row, p_row in zip(ys[:, 1:].tolist(), p, strict=True):
            finished = eos in row
            ids = [i for i in (row[: row.index(eos)] if finished else row) if i != pad]
            out.append(BatchTranslation(tokenizer.decode(ids), ids, p_row[: len(ids) + finished], finished))
    return out


def translate_batch(
    model: Transformer, tokenizer: Tokenizer, sentences: Sequence[str], max_len: int | None = None, batch_size: int = 64
) -> list[str]:
    """Fast batched greedy decoding without records, for evaluation (greedy_batch's texts)."""
    return [t.text for t in greedy_batch(model, tokenizer, sentences, max_len, batch_size)]
