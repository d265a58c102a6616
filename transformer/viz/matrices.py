"""Attention matrices out of a Trace, at the level of sentence pieces or of words, with their axis labels.

Every matrix here has rows = queries and columns = keys, like the Trace (§3.2.1: one softmax per query).
Labels are the tokens in sequence order; `unique_labels` numbers them for tables, where two `▁the` must
stay two columns.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

import numpy as np
import pandas as pd

from .. import words
from ..trace import Trace

KINDS = ("encoder", "decoder", "cross")
KIND_TITLES = {
    "encoder": "Encoder self-attention",
    "decoder": "Decoder masked self-attention",
    "cross": "Encoder-decoder (cross) attention",
}
LEVELS = ("piece", "word")


@dataclass
class AttentionMatrix:
    """One attention map ready to draw: weights (rows = queries, columns = keys) and the tokens of each axis."""

    weights: np.ndarray  # (rows, cols)
    row_labels: list[str]  # query tokens, top to bottom
    col_labels: list[str]  # key tokens, left to right
    title: str = ""

    @property
    def row_sums(self) -> np.ndarray:
        return self.weights.sum(axis=1)


def available_kinds(trace: Trace) -> list[str]:
    """The kinds of attention a trace holds: an encoder-only model (BERT-style) has just "encoder"."""
    names = {"encoder": trace.encoder_self, "decoder": trace.decoder_self, "cross": trace.cross}
    return [k for k in KINDS if names[k] is not None]


def token_labels(trace: Trace, side: str) -> list[str]:
    """Tokens of the source ("src") or decoder input ("tgt"); positions when the trace has no tokenizer."""
    tokens = trace.src_tokens if side == "src" else trace.tgt_tokens
    if tokens is not None:
        return [str(t) for t in tokens]
    t = trace.attention("encoder" if side == "src" else "decoder")
    return [str(i) for i in range(t.shape[-1])]


def axis_sides(kind: str) -> tuple[str, str]:
    """(query side, key side): encoder src→src, decoder tgt→tgt, cross tgt→src."""
    return {"encoder": ("src", "src"), "decoder": ("tgt", "tgt"), "cross": ("tgt", "src")}[kind]


def _check_kind(trace: Trace, kind: str) -> None:
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {KINDS}, got {kind!r}")
    if kind not in available_kinds(trace):
        raise ValueError(f"this trace has no {kind} attention (an encoder-only model has only 'encoder')")


def head_weights(trace: Trace, kind: str, layer: int, head: int | None) -> np.ndarray:
    """(rows, cols) weights of one head, or the mean over heads when `head` is None."""
    _check_kind(trace, kind)
    if trace.batched:
        raise ValueError("select one example first: trace[i]")
    t = trace.attention(kind)  # [L, H, rows, cols]
    n_layers, n_heads = t.shape[0], t.shape[1]
    if not 0 <= layer < n_layers:
        raise IndexError(f"layer {layer} out of range 0..{n_layers - 1}")
    if head is not None and not 0 <= head < n_heads:
        raise IndexError(f"head {head} out of range 0..{n_heads - 1}")
    a = t[layer].detach().float().cpu().numpy()  # (H, rows, cols)
    return a.mean(axis=0) if head is None else a[head]


def word_groups(word_ids: Sequence[int], tokens: Sequence[str]) -> tuple[list[list[int]], list[str]]:
    """Group piece positions into words (transformer.words); every special piece (-1, e.g. <s>) stays alone.

    Returns (positions of each group, label of each group), in sequence order.
    """
    if len(word_ids) != len(tokens):
        raise ValueError(f"{len(word_ids)} word ids for {len(tokens)} tokens")
    groups = words.word_groups(word_ids)
    labels = []
    for g in groups:
        # WordPiece marks continuations with ##, sentencepiece marks word starts with ▁
        label = str(tokens[g[0]]) + "".join(str(tokens[p]).removeprefix("##") for p in g[1:])
        labels.append(label.replace("\u2581", "") or "\u2581")
    return groups, labels


to_word_level = words.to_word_level  # keys summed over a word's pieces, queries averaged; rows still sum to 1


def _word_ids(trace: Trace, side: str, n: int) -> list[int]:
    ids = trace.src_word_ids if side == "src" else trace.tgt_word_ids
    if ids is None or len(ids) != n:
        return list(range(n))  # no word map: every piece is a word
    return list(ids)


def attention_matrix(
    trace: Trace, kind: str, layer: int, head: int | None = None, level: str = "piece"
) -> AttentionMatrix:
    """The (rows = queries, cols = keys) map of one head (or the head mean) at piece or word level."""
    if level not in LEVELS:
        raise ValueError(f"level must be one of {LEVELS}, got {level!r}")
    w = head_weights(trace, kind, layer, head)
    q_side, k_side = axis_sides(kind)
    rows, cols = token_labels(trace, q_side), token_labels(trace, k_side)
    if level == "word":
        row_groups, rows = word_groups(_word_ids(trace, q_side, w.shape[0]), rows)
        col_groups, cols = word_groups(_word_ids(trace, k_side, w.shape[1]), cols)
        w = to_word_level(w, row_groups, col_groups)
    who = "mean of heads" if head is None else f"head {head + 1}"
    return AttentionMatrix(w, rows, cols, f"{KIND_TITLES[kind]}, layer {layer + 1}, {who}")


def plotly_text(label: str) -> str:
    """A token as plotly shows it: plotly reads a few HTML tags in labels, so `<s>` must arrive as `&lt;s&gt;`."""
    return escape(str(label), quote=False)


def plotly_texts(labels: Sequence[str]) -> list[str]:
    return [plotly_text(t) for t in labels]


def labelled_axis(positions: Sequence[float], labels: Sequence[str], **settings: object) -> dict:
    """A plotly axis dict that names each position with its (escaped) token label, plus `settings`."""
    return {"tickmode": "array", "tickvals": list(positions), "ticktext": plotly_texts(labels), **settings}


def unique_labels(labels: Sequence[str]) -> list[str]:
    """'position:token' labels, so repeated tokens stay distinct in tables."""
    return [f"{i}:{t}" for i, t in enumerate(labels)]


def attention_frame(m: AttentionMatrix) -> pd.DataFrame:
    """A table of the map: index = queries, columns = keys (both 'position:token'), plus each row's sum."""
    df = pd.DataFrame(m.weights, index=unique_labels(m.row_labels), columns=unique_labels(m.col_labels))
    df.index.name, df.columns.name = "query", "key"
    return df


def long_frame(trace: Trace, kind: str) -> pd.DataFrame:
    """Every weight of every layer and head of one kind, one row each (layer, head, query, key, weight)."""
    _check_kind(trace, kind)
    a = trace.attention(kind).detach().float().cpu().numpy()  # (L, H, R, C)
    q_side, k_side = axis_sides(kind)
    rows, cols = token_labels(trace, q_side), token_labels(trace, k_side)
    L, H, R, C = a.shape
    li, hi, ri, ci = np.meshgrid(np.arange(L), np.arange(H), np.arange(R), np.arange(C), indexing="ij")
    return pd.DataFrame(
        {
            "layer": li.ravel() + 1,
            "head": hi.ravel() + 1,
            "query_pos": ri.ravel(),
            "query": [rows[i] for i in ri.ravel()],
            "key_pos": ci.ravel(),
            "key": [cols[j] for j in ci.ravel()],
            "weight": a.ravel(),
        }
    )
