"""Evaluation: BLEU and chrF (sacreBLEU), exact match, and the alignment error rate of every cross-attention head."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import sacrebleu
import torch
from torch import Tensor

from .decoding import encode_pair, translate_batch
from .model import Transformer
from .tokenizer import Tokenizer
from .words import to_word_level, word_groups

Alignment = set[tuple[int, int]]  # (source word index, target word index)


def corpus_scores(hyps: Sequence[str], refs: Sequence[str]) -> dict[str, float]:
    """Corpus BLEU and chrF from sacreBLEU (default settings, as reported in papers) and exact match in %."""
    if len(hyps) != len(refs):
        raise ValueError(f"{len(hyps)} hypotheses but {len(refs)} references")
    if not refs:
        raise ValueError("nothing to score")
    exact = sum(h.strip() == r.strip() for h, r in zip(hyps, refs, strict=True))
    return {
        "bleu": sacrebleu.corpus_bleu(list(hyps), [list(refs)]).score,
        "chrf": sacrebleu.corpus_chrf(list(hyps), [list(refs)]).score,
        "exact_match": 100.0 * exact / len(refs),
        "n": len(refs),
    }


def aer(predicted: Alignment, sure: Alignment, possible: Alignment | None = None) -> float:
    """Alignment error rate (Och & Ney, 2003): 1 - (|A∩S| + |A∩P|) / (|A| + |S|), with S ⊆ P."""
    possible = sure | (possible or set())
    if not predicted and not sure:
        return 0.0
    return 1.0 - (len(predicted & sure) + len(predicted & possible)) / (len(predicted) + len(sure))


def word_attention(attn: Tensor, row_words: Sequence[int], col_words: Sequence[int]) -> Tensor:
    """Piece-level attention (R, C) -> word-level (n_row_words, n_col_words), special pieces (-1) dropped.

    Keys are summed over a word's pieces and queries averaged (transformer.words.to_word_level).
    """
    return to_word_level(attn, word_groups(row_words, "drop"), word_groups(col_words, "drop"))


def hard_alignment(word_attn: Tensor) -> Alignment:
    """Align every target word (row) to the source word (column) it attends to most."""
    return {(int(j), i) for i, j in enumerate(word_attn.argmax(-1).tolist())}


def cross_attention_for_alignment(cross: Tensor) -> Tensor:
    """[L, H, T+1, S] cross-attention over decoder inputs <s> y_1..y_T -> rows that *predict* y_1..y_T.

    Row t of the decoder reads y_t and predicts y_{t+1}, so the row that produced target piece j is row j
    (the row of <s> produced y_1). The final row (which predicted </s>) is dropped.
    """
    return cross[..., :-1, :]


@torch.no_grad()
def head_aer(
    model: Transformer, tokenizer: Tokenizer, examples: Iterable, max_examples: int = 200
) -> list[dict[str, float | int]]:
    """AER of every cross-attention head against gold word alignments, teacher-forced on the references.

    `examples` have `.src`, `.tgt` and `.alignment` ((source word, target word) pairs, words = str.split()).
    Returns one row per (layer, head), sorted by AER.
    """
    cfg = model.config
    heads = [(layer, head) for layer in range(cfg.num_decoder_layers) for head in range(cfg.nhead)]
    totals = {h: [0, 0, 0] for h in heads}  # |A∩S|, |A|, |S| summed over sentences
    used = 0
    for ex in examples:
        if used >= max_examples:
            break
        src_ids, tgt_in, _ = encode_pair(tokenizer, ex.src, ex.tgt)
        src_words, src_word_ids = tokenizer.word_ids(src_ids)
        tgt_words, tgt_word_ids = tokenizer.word_ids(tgt_in[1:])
        if len(src_words) != len(ex.src.split()) or len(tgt_words) != len(ex.tgt.split()):
            continue  # pieces do not regroup into the corpus' words (unknown characters): skip
        src, tgt = (torch.tensor([ids], device=model.device) for ids in (src_ids, tgt_in))
        _, trace = model(src, tgt, need_weights=True)
        cross = cross_attention_for_alignment(trace[0].cross).cpu()  # [L, H, T, S]; word sums on the CPU
        gold = set(map(tuple, ex.alignment))
        for layer, head in heads:
            pred = hard_alignment(word_attention(cross[layer, head], tgt_word_ids, src_word_ids))
            for k, n in enumerate((len(pred & gold), len(pred), len(gold))):
                totals[layer, head][k] += n
        used += 1
    if used == 0:
        raise ValueError("no example could be scored (pieces never regrouped into the corpus' words)")
    rows = [{"layer": layer, "head": head, "aer": 1.0 - 2.0 * hit / (n_pred + n_gold), "sentences": used}
            for (layer, head), (hit, n_pred, n_gold) in totals.items()]  # fmt: skip
    return sorted(rows, key=lambda r: r["aer"])


def evaluate_examples(model: Transformer, tokenizer: Tokenizer, examples: Sequence, batch_size: int = 64) -> dict:
    """Greedy-translate `examples` (with `.src`, `.tgt`) and score them: BLEU, chrF, exact match."""
    hyps = translate_batch(model, tokenizer, [e.src for e in examples], batch_size=batch_size)
    return corpus_scores(hyps, [e.tgt for e in examples])
