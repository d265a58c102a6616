"""The appendix's attention visualisations (Figures 3-5) redone on a real pretrained encoder.

The paper draws heads of its own 6-layer encoder-decoder trained on WMT 2014 English-German. That model is
not public in this project; here the same sentences go through MiniLM-L6 (transformer.bert), a 6-layer BERT
encoder trained by others for sentence embeddings. The heads are not given: every layer x head is scored for
the relation a figure shows, and the best one is returned with its score.

Traces are word level without [CLS]/[SEP] (rows renormalised over the words), so a row reads like the paper's.
"""

from __future__ import annotations

import string
from collections.abc import Sequence
from dataclasses import dataclass

import plotly.graph_objects as go
import torch
from torch import Tensor

from ..trace import Trace
from ..viz import head_view

# The paper's own sentences (Figures 3-5 of the appendix).
SENTENCE_LONG = (
    "It is in this spirit that a majority of American governments have passed new laws since 2009 making the "
    "registration or voting process more difficult."
)
SENTENCE_LAW = (
    "The Law will never be perfect, but its application should be just - this is what we are missing, in my opinion."
)

# What the paper's captions say each figure shows.
CAPTIONS = {
    3: "Figure 3: the encoder self-attention following a long-distance dependency: many heads attend from "
    "'making' to a distant dependency of the verb, completing the phrase 'making...more difficult' "
    "(the paper: layer 5 of 6).",
    4: "Figure 4: two heads apparently involved in anaphora resolution, with very sharp attention from 'its' "
    "(the paper: layer 5 of 6, heads 5 and 6).",
    5: "Figure 5: heads whose behaviour seems related to the structure of the sentence; different heads "
    "learned to perform different tasks (the paper: two heads of layer 5 of 6).",
}


@dataclass(frozen=True)
class FoundHead:
    """The best head for one relation: layer and head counted from 0 (the app shows them from 1)."""

    relation: str
    layer: int
    head: int
    score: float  # the relation's score in that head (see the function that found it)
    runner_up: float  # the second-best head's score, to show how clear the winner is

    def label(self) -> str:
        return f"layer {self.layer + 1}, head {self.head + 1}"


def appendix_trace(model, sentence: str) -> Trace:
    """The word-level encoder self-attention of `sentence` without [CLS]/[SEP]: encoder_self [L, H, W, W]."""
    return model.inspect(sentence, merge_word_pieces=True, hide_special=True)


def _norm(word: str) -> str:
    return word.lower().strip(string.punctuation)


def word_index(trace: Trace, word: str) -> int:
    """The position of the first word equal to `word` (case and surrounding punctuation ignored)."""
    words = [_norm(t) for t in trace.src_tokens]
    target = _norm(word)
    if target not in words:
        raise ValueError(f"{word!r} is not a word of the sentence ({' '.join(trace.src_tokens)})")
    return words.index(target)


def relation_scores(trace: Trace, query: str, keys: Sequence[str]) -> Tensor:
    """Weight each head sends from the word `query` to the words `keys`, summed: (L, H), in [0, 1]."""
    i = word_index(trace, query)
    js = [word_index(trace, k) for k in keys]
    return trace.encoder_self[:, :, i, js].sum(-1)  # (L, H)


def structure_scores(trace: Trace, offset: int) -> Tensor:
    """Mean weight each head sends from word i to word i + offset, over the rows that have one: (L, H)."""
    a = trace.encoder_self  # (L, H, W, W)
    w = a.shape[-1]
    rows = torch.arange(max(0, -offset), min(w, w - offset))  # (R,)
    return a[:, :, rows, rows + offset].mean(-1)  # (L, H)


def best_head(scores: Tensor, relation: str) -> FoundHead:
    """The layer x head with the highest score, and the second-best score."""
    flat = scores.flatten()
    top = flat.topk(min(2, flat.numel()))
    k = int(top.indices[0])
    n_heads = scores.shape[1]
    runner_up = float(top.values[1]) if flat.numel() > 1 else float("nan")
    return FoundHead(relation, k // n_heads, k % n_heads, float(top.values[0]), runner_up)


def find_head(trace: Trace, query: str, keys: Sequence[str]) -> FoundHead:
    """The head that sends the most weight from `query` to `keys` (score: that weight, summed over keys)."""
    return best_head(relation_scores(trace, query, keys), f"'{query}' → '{' '.join(keys)}'")


def top_key(trace: Trace, layer: int, head: int, query: str) -> str:
    """The word that `query` attends to most in one head."""
    i = word_index(trace, query)
    return trace.src_tokens[int(trace.encoder_self[layer, head, i].argmax())]


@dataclass(frozen=True)
class AppendixHeads:
    """The heads found for the three figures (Figure 5 has two: previous word and next word)."""

    long_distance: FoundHead  # Figure 3: 'making' -> 'more difficult'
    anaphora: FoundHead  # Figure 4: 'its' -> 'Law'
    previous_word: FoundHead  # Figure 5: each word -> the word before it
    next_word: FoundHead  # Figure 5: each word -> the word after it


def find_appendix_heads(long_trace: Trace, law_trace: Trace) -> AppendixHeads:
    """Search every layer x head of both sentences' traces for the relations of Figures 3, 4 and 5."""
    return AppendixHeads(
        long_distance=find_head(long_trace, "making", ["more", "difficult"]),
        anaphora=find_head(law_trace, "its", ["Law"]),
        previous_word=best_head(structure_scores(law_trace, -1), "each word → the word before it"),
        next_word=best_head(structure_scores(law_trace, +1), "each word → the word after it"),
    )


def partner_head(trace: Trace, found: FoundHead, query: str, keys: Sequence[str]) -> FoundHead:
    """The next-best head of the same layer for the same relation: Figure 4's bottom panel shows two heads."""
    scores = relation_scores(trace, query, keys)[found.layer].clone()  # (H,)
    scores[found.head] = -1.0
    head = int(scores.argmax())
    return FoundHead(found.relation, found.layer, head, float(scores[head]), found.score)


def figure_one_word(trace: Trace, layer: int, query: str, heads: Sequence[int] | None = None) -> go.Figure:
    """Figures 3 and 4 (bottom): only the lines from one word, one colour per head, opacity = weight."""
    return head_view(trace, "encoder", layer, heads=heads, queries=[word_index(trace, query)])


def figure_full(trace: Trace, layer: int, head: int) -> go.Figure:
    """Figures 4 (top) and 5: every word's lines in one head, opacity = weight."""
    return head_view(trace, "encoder", layer, heads=[head])


def heads_frame(found: AppendixHeads):
    """The heads found, as a table (layers and heads counted from 1, as in the app)."""
    import pandas as pd

    rows = []
    for figure, f in (
        ("Figure 3", found.long_distance),
        ("Figure 4", found.anaphora),
        ("Figure 5", found.previous_word),
        ("Figure 5", found.next_word),
    ):
        rows.append(
            {
                "figure": figure,
                "relation": f.relation,
                "layer": f.layer + 1,
                "head": f.head + 1,
                "score": round(f.score, 3),
                "second-best head's score": round(f.runner_up, 3),
            }
        )
    return pd.DataFrame(rows)
