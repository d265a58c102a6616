"""From sentence pieces to words: the one rule every word-level view and the alignment error rate use.

A word's pieces are *summed* as keys (the attention a word receives is what its pieces receive) and
*averaged* as queries (a word looks where its pieces look, on average), so every row still sums to 1
(as in Clark et al., 2019, "What does BERT look at?").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

import numpy as np

Matrix = TypeVar("Matrix")  # a numpy array or a torch tensor with any leading axes


def word_groups(word_ids: Sequence[int], specials: str = "own") -> list[list[int]]:
    """Positions of each word's pieces, in order of first appearance.

    `word_ids` holds each piece's word index, -1 for a special token (<s>, [CLS], ...); `specials` says
    what becomes of those: "own" (each is a group of its own, in place) or "drop".
    """
    if specials not in ("own", "drop"):
        raise ValueError(f"specials must be 'own' or 'drop', got {specials!r}")
    groups: dict[object, list[int]] = {}
    for pos, w in enumerate(word_ids):
        if w < 0 and specials == "drop":
            continue
        groups.setdefault(("special", pos) if w < 0 else int(w), []).append(pos)
    return list(groups.values())


def membership(groups: Sequence[Sequence[int]], n: int) -> np.ndarray:
    """(n, G) matrix with a 1 where piece i belongs to group g."""
    m = np.zeros((n, len(groups)))
    for g, positions in enumerate(groups):
        m[list(positions), g] = 1.0
    return m


def to_word_level(attn: Matrix, row_groups: Sequence[Sequence[int]], col_groups: Sequence[Sequence[int]]) -> Matrix:
    """(..., R, C) piece-level attention -> (..., n_row_words, n_col_words): keys summed, queries averaged."""
    cols = membership(col_groups, attn.shape[-1])  # (C, n_col_words)
    rows = membership(row_groups, attn.shape[-2]).T  # (n_row_words, R)
    rows = rows / np.maximum(rows.sum(axis=1, keepdims=True), 1.0)
    if not isinstance(attn, np.ndarray):  # a torch tensor: same maths, its dtype and device
        import torch

        cols = torch.as_tensor(cols, dtype=attn.dtype, device=attn.device)
        rows = torch.as_tensor(rows, dtype=attn.dtype, device=attn.device)
    return rows @ attn @ cols
