"""Numbers about heads: entropy, mean attended distance, alignment error rate, and attention rollout.

All functions take attention with rows = queries and columns = keys, each row a distribution.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import plotly.graph_objects as go

from .. import words
from ..evaluate import aer
from ..trace import Trace
from .figures import heatmap
from .matrices import AttentionMatrix, available_kinds, to_word_level, token_labels, word_groups
from .style import finish
from .tables import human_header


def row_entropy(weights: np.ndarray) -> np.ndarray:
    """Entropy in bits of every row, −Σ_j p_j log₂ p_j (0 for a one-hot row, log₂ n for a uniform one)."""
    p = np.asarray(weights, dtype=np.float64)
    logp = np.log2(np.where(p > 0, p, 1.0))
    return -(p * logp).sum(axis=-1)


def mean_distance(weights: np.ndarray) -> float:
    """Mean attended distance Σ_j p_ij |i − j|, averaged over query rows i (in token positions)."""
    p = np.asarray(weights, dtype=np.float64)
    i = np.arange(p.shape[-2])[:, None]
    j = np.arange(p.shape[-1])[None, :]
    return float((p * np.abs(i - j)).sum(axis=-1).mean())


def _np(t) -> np.ndarray:
    return t.detach().float().cpu().numpy()


def best_aligned_head(card: dict | None, n_layers: int, n_heads: int) -> tuple[int, int, float, int] | None:
    """(layer, head, AER, sentences), counted from 0, of the card's lowest-AER cross-attention head, or None.

    Reads `metrics.test.cross_attention_aer` as written by `transformer.evaluate.head_aer`; heads outside
    the model's shape (a card from another model) are ignored.
    """
    rows = ((card or {}).get("metrics") or {}).get("test", {}).get("cross_attention_aer") or []
    valid = [
        r
        for r in rows
        if isinstance(r, dict) and 0 <= r.get("layer", -1) < n_layers and 0 <= r.get("head", -1) < n_heads
    ]
    if not valid:
        return None
    best = min(valid, key=lambda r: float(r["aer"]))
    return int(best["layer"]), int(best["head"]), float(best["aer"]), int(best.get("sentences", 0))


def alignment_rows(trace: Trace) -> tuple[np.ndarray, list[list[int]], list[list[int]]] | None:
    """Cross-attention rows that *predict* each target piece, with the piece groups of target and source words.

    The decoder row of step t (counted from 1) reads y_{t−1} (y_0 = <s>) and predicts y_t, so the row of
    <s> belongs to the first target
    piece; the last row (which predicts </s>) is dropped. Returns (cross [L, H, T, S], target groups,
    source groups), or None when the trace has no cross-attention or no word map.
    """
    if trace.cross is None or trace.tgt_word_ids is None or trace.src_word_ids is None:
        return None
    cross = _np(trace.cross)[:, :, :-1, :]  # [L, H, T, S]
    tgt_ids = list(trace.tgt_word_ids[1:])
    tgt_groups = words.word_groups(tgt_ids, "drop")
    src_groups = words.word_groups(list(trace.src_word_ids), "drop")
    return cross, tgt_groups, src_groups


def head_alignment_error(trace: Trace) -> np.ndarray | None:
    """[L, H] AER of every cross-attention head against `trace.extras["gold_alignment"]`, or None.

    Each target word is aligned to the source word its word-level attention row weighs most
    (pairs are (source word, target word), as in the toy corpus). None without a gold alignment, or
    when the pieces do not regroup into the gold alignment's words.
    """
    gold = trace.extras.get("gold_alignment")
    rows = alignment_rows(trace)
    if not gold or rows is None:
        return None
    cross, tgt_groups, src_groups = rows
    gold_set = {(int(s), int(t)) for s, t in gold}
    n_src, n_tgt = len(src_groups), len(tgt_groups)
    if any(s >= n_src or t >= n_tgt for s, t in gold_set) or any(not g for g in tgt_groups + src_groups):
        return None
    n_layers, n_heads = cross.shape[:2]
    out = np.zeros((n_layers, n_heads))
    for layer in range(n_layers):
        for head in range(n_heads):
            words = to_word_level(cross[layer, head], tgt_groups, src_groups)  # (target words, source words)
            predicted = {(int(j), i) for i, j in enumerate(words.argmax(axis=1))}
            out[layer, head] = aer(predicted, gold_set)
    return out


def head_stats(trace: Trace, kind: str) -> pd.DataFrame:
    """One row per (layer, head): mean entropy in bits (and its maximum, log₂ of the keys), mean distance, AER.

    Distance is in token positions and only for self-attention (queries and keys in one sequence);
    AER only for cross-attention with a gold alignment.
    """
    a = _np(trace.attention(kind))  # [L, H, R, C]
    n_layers, n_heads, _, n_keys = a.shape
    # A causal row i can see only i + 1 keys; report the entropy relative to what each row could reach.
    if kind == "decoder":
        reach = np.log2(np.arange(1, a.shape[2] + 1))
    else:
        reach = np.full(a.shape[2], np.log2(n_keys))
    errors = head_alignment_error(trace) if kind == "cross" else None
    records = []
    for layer in range(n_layers):
        for head in range(n_heads):
            ent = row_entropy(a[layer, head])
            rec = {
                "layer": layer + 1,
                "head": head + 1,
                "entropy_bits": float(ent.mean()),
                "max_entropy_bits": float(reach.mean()),
                "mean_distance": mean_distance(a[layer, head]) if kind != "cross" else np.nan,
                "max_weight": float(a[layer, head].max(axis=-1).mean()),
            }
            if errors is not None:
                rec["aer"] = float(errors[layer, head])
            records.append(rec)
    return pd.DataFrame.from_records(records)


def stats_figure(stats: pd.DataFrame, column: str, title: str | None = None) -> go.Figure:
    """A layers × heads heatmap of one statistic (rows = layers, columns = heads)."""
    table = stats.pivot(index="layer", columns="head", values=column)
    fig = go.Figure(
        go.Heatmap(
            z=table.to_numpy(),
            x=[f"H{h}" for h in table.columns],
            y=[f"L{layer}" for layer in table.index],
            colorscale="Viridis",
            texttemplate="%{z:.2f}",
            hovertemplate="layer %{y}, head %{x}<br>" + human_header(column) + " %{z:.3f}<extra></extra>",
            colorbar={"title": {"text": human_header(column)}, "thickness": 12},
        )
    )
    fig.update_yaxes(autorange="reversed", title_text="layer")
    fig.update_xaxes(title_text="head", side="top")
    fig.update_layout(
        title={"text": title or column},
        height=max(250, 45 * len(table.index) + 150),
        margin={"l": 10, "r": 10, "t": 110, "b": 10},
    )
    return finish(fig)


def rollout(attentions: np.ndarray, residual: float = 0.5) -> np.ndarray:
    """Attention rollout (Abnar & Zuidema, 2020) through self-attention layers [L, H, S, S] -> [L, S, S].

    Each layer's heads are averaged, the residual connection is modelled as Â = (1 − r) A + r I
    (r = 0.5), rows are renormalised, and the layers are multiplied: R_l = Â_l R_{l−1}.
    Entry l holds the rollout up to and including layer l; every row sums to 1.
    """
    a = np.asarray(attentions, dtype=np.float64).mean(axis=1)  # (L, S, S)
    eye = np.eye(a.shape[-1])
    out = np.empty_like(a)
    joint = eye
    for layer in range(a.shape[0]):
        step = (1.0 - residual) * a[layer] + residual * eye
        step = step / step.sum(axis=-1, keepdims=True)
        joint = step @ joint
        out[layer] = joint
    return out


def rollout_matrix(trace: Trace, upto: int | None = None, level: str = "piece") -> AttentionMatrix:
    """Encoder attention rollout up to layer `upto` (0-based, default: the last) as a drawable matrix."""
    if "encoder" not in available_kinds(trace):
        raise ValueError("this trace has no encoder self-attention")
    r = rollout(_np(trace.encoder_self))
    upto = r.shape[0] - 1 if upto is None else upto
    if not 0 <= upto < r.shape[0]:
        raise IndexError(f"layer {upto} out of range 0..{r.shape[0] - 1}")
    w, labels = r[upto], token_labels(trace, "src")
    rows = cols = labels
    if level == "word" and trace.src_word_ids is not None and len(trace.src_word_ids) == len(labels):
        groups, word_labels = word_groups(trace.src_word_ids, labels)
        w, rows, cols = to_word_level(w, groups, groups), word_labels, word_labels
    return AttentionMatrix(w, rows, cols, f"Encoder attention rollout through layers 1–{upto + 1}")


def rollout_heatmap(trace: Trace, upto: int | None = None, level: str = "piece") -> go.Figure:
    """Heatmap of the encoder rollout: how much each source token (row) draws on each input token (column)."""
    return heatmap(rollout_matrix(trace, upto, level), "source query", "input token")
