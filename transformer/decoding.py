"""Decoding, §3.1 and §6.1: the decoder is auto-regressive; greedy search and beam search with a length penalty.

Sequence format used everywhere in the project (training, decoding, the app):
    source ids        = tokenizer.encode(source)                 (no <s>, no </s>)
    decoder input     = <s> y_1 ... y_n                          ("shifted right", Figure 1)
    decoder target    =     y_1 ... y_n </s>
Both decoders record, at each step, what the newest position attended to and what it predicted.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

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
    chosen: str  # the piece that was appended
    chosen_id: int
    beams: list[tuple[list[str], float]] | None = None  # beam search: live hypotheses and scores after this step


@dataclass
class Decoded:
    """A finished translation with its per-step records."""

    ids: list[int]  # output ids, without <s> and </s>
    text: str
    steps: list[Step] = field(default_factory=list)
    log_prob: float = 0.0
    score: float = 0.0  # log_prob, divided by the length penalty for beam search
    finished: bool = True  # False when max_len stopped the search before </s>

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


def _newest_rows(model: Transformer, prefix: Tensor, memory: Tensor, src_pad: Tensor, head_mask: HeadMask | None):
    """Run the decoder on the prefixes; return (log-probs of the next piece, self rows, cross rows)."""
    dec = model.decode(prefix, memory, src_pad, need_weights=True, head_mask=head_mask)
    log_probs = model.generator.log_probs(dec.output[:, -1])  # (K, vocab)
    self_rows = torch.stack([r.weights[:, :, -1] for r in dec.self_attn], dim=1)  # (K, L, H, t+1)
    cross_rows = torch.stack([r.weights[:, :, -1] for r in dec.cross_attn], dim=1)  # (K, L, H, S)
    return log_probs, self_rows, cross_rows


def _top_k(tokenizer: Tokenizer, log_probs: Tensor, k: int) -> list[tuple[str, float]]:
    p, i = log_probs.exp().topk(min(k, log_probs.numel()))
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
             _top_k(tokenizer, log_probs[t], top_k), tokenizer.id_to_piece(chosen[t]), int(chosen[t]))
        for t in range(n_steps)
    ]  # fmt: skip


@torch.no_grad()
def greedy(
    model: Transformer,
    tokenizer: Tokenizer,
    src_ids: Sequence[int],
    max_len: int | None = None,
    top_k: int = 5,
    head_mask: HeadMask | None = None,
    record: bool = True,
) -> Decoded:
    """Greedy decoding: at each step append the most probable piece, until </s> or max_len.

    The loop runs on the fast path; with `record`, one forward with need_weights=True over the result
    gives every step's attention rows and top-k (see steps_from_forward).
    """
    src = torch.tensor([list(src_ids)], dtype=torch.long)  # (1, S)
    src_pad = padding_mask(src, model.config.pad_id)
    memory = model.encode(src, src_pad, head_mask=(head_mask or {}).get("encoder")).output
    max_len = default_max_len(model, src.size(1)) if max_len is None else max_len
    prefix, total, finished = [tokenizer.bos_id], 0.0, False
    for _ in range(max_len):
        out = model.decode(torch.tensor([prefix]), memory, src_pad, head_mask=head_mask).output
        log_probs = model.generator.log_probs(out[0, -1])  # (vocab,)
        best = int(log_probs.argmax())
        total += float(log_probs[best])
        if best == tokenizer.eos_id:
            finished = True
            break
        prefix.append(best)
    out_ids = prefix[1:]
    decoded = Decoded(out_ids, tokenizer.decode(out_ids), [], total, total, finished)
    if record:
        n = decoded.num_steps
        dec = model.decode(torch.tensor([prefix[:n]]), memory, src_pad, need_weights=True, head_mask=head_mask)
        decoded.steps = steps_from_forward(
            tokenizer, prefix[:n], model.generator.log_probs(dec.output[0]),
            torch.stack([r.weights[0] for r in dec.self_attn]), torch.stack([r.weights[0] for r in dec.cross_attn]),
            n, out_ids + [tokenizer.eos_id] * finished, top_k,
        )  # fmt: skip
    return decoded


@torch.no_grad()
def beam_search(
    model: Transformer,
    tokenizer: Tokenizer,
    src_ids: Sequence[int],
    beam_size: int = 4,
    alpha: float = 0.6,
    max_len: int | None = None,
    top_k: int = 5,
    head_mask: HeadMask | None = None,
) -> Decoded:
    """Beam search (§6.1: beam size 4, length penalty α = 0.6); records the leading hypothesis' rows."""
    if beam_size < 1:
        raise ValueError(f"beam_size must be at least 1, got {beam_size}")
    src = torch.tensor([list(src_ids)], dtype=torch.long)
    src_pad = padding_mask(src, model.config.pad_id)
    memory = model.encode(src, src_pad, head_mask=(head_mask or {}).get("encoder")).output
    max_len = default_max_len(model, src.size(1)) if max_len is None else max_len
    beams: list[tuple[list[int], float]] = [([tokenizer.bos_id], 0.0)]  # (prefix, log-prob)
    finished: list[tuple[list[int], float, float]] = []  # (prefix, log-prob, score)
    steps: list[Step] = []
    for t in range(max_len):
        prefix = torch.tensor([b[0] for b in beams])  # (K, t+1), all the same length
        k = prefix.size(0)
        log_probs, self_rows, cross_rows = _newest_rows(
            model, prefix, memory.expand(k, -1, -1), src_pad.expand(k, -1), head_mask
        )
        total = torch.tensor([b[1] for b in beams])[:, None] + log_probs  # (K, vocab)
        flat = total.flatten().topk(min(2 * beam_size, total.numel()))
        vocab = log_probs.size(1)
        new_beams, parents = [], []
        for value, index in zip(flat.values.tolist(), flat.indices.tolist(), strict=True):
            parent, token = divmod(index, vocab)
            seq = beams[parent][0] + [token]
            if token == tokenizer.eos_id:
                finished.append((seq, value, value / length_penalty(len(seq) - 1, alpha)))
            else:
                new_beams.append((seq, value))
                parents.append(parent)
            if len(new_beams) == beam_size:
                break
        lead = parents[0] if parents else int(flat.indices[0]) // vocab
        chosen = new_beams[0][0][-1] if new_beams else tokenizer.eos_id
        shown = [(tokenizer.pieces(s[1:]), v / length_penalty(len(s) - 1, alpha)) for s, v in new_beams]
        steps.append(
            Step(t, beams[lead][0], tokenizer.pieces(beams[lead][0]), self_rows[lead], cross_rows[lead],
                 _top_k(tokenizer, log_probs[lead], top_k), tokenizer.id_to_piece(chosen), chosen, shown)
        )  # fmt: skip
        beams = new_beams
        best_live = max((v / length_penalty(len(s), alpha) for s, v in beams), default=-math.inf)
        best_done = max((f[2] for f in finished), default=-math.inf)
        if not beams or (len(finished) >= beam_size and best_done >= best_live):
            break
    ended = bool(finished)
    if not ended:  # no hypothesis ended within max_len: take the best live one
        finished = [(s, v, v / length_penalty(len(s) - 1, alpha)) for s, v in beams]
    seq, log_prob, score = max(finished, key=lambda f: f[2])
    out = [i for i in seq[1:] if i != tokenizer.eos_id]
    return Decoded(out, tokenizer.decode(out), steps, log_prob, score, ended)


@torch.no_grad()
def translate_batch(
    model: Transformer, tokenizer: Tokenizer, sentences: Sequence[str], max_len: int | None = None, batch_size: int = 64
) -> list[str]:
    """Fast batched greedy decoding without records, for evaluation."""
    out: list[str] = []
    pad, bos, eos = model.config.pad_id, tokenizer.bos_id, tokenizer.eos_id
    for start in range(0, len(sentences), batch_size):
        chunk = [tokenizer.encode(s) or [tokenizer.unk_id] for s in sentences[start : start + batch_size]]
        width = max(len(c) for c in chunk)
        src = torch.tensor([c + [pad] * (width - len(c)) for c in chunk])  # (B, S)
        src_pad = padding_mask(src, pad)
        memory = model.encode(src, src_pad).output
        limit = default_max_len(model, width) if max_len is None else max_len
        ys = torch.full((len(chunk), 1), bos)
        done = torch.zeros(len(chunk), dtype=torch.bool)
        for _ in range(limit):
            logits = model.generator(model.decode(ys, memory, src_pad).output[:, -1])  # (B, vocab)
            nxt = logits.argmax(-1).masked_fill(done, pad)
            ys = torch.cat([ys, nxt[:, None]], dim=1)
            done |= nxt == eos
            if done.all():
                break
        for row in ys[:, 1:].tolist():
            ids = row[: row.index(eos)] if eos in row else row
            out.append(tokenizer.decode([i for i in ids if i != pad]))
    return out
