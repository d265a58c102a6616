"""The piece-to-word rule shared by the word-level views, MiniLM's merge and the alignment error rate."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from transformer.words import membership, to_word_level, word_groups


def test_word_groups_keep_or_drop_special_pieces() -> None:
    ids = [-1, 0, 0, 1, -1, 2]  # <s> ▁the dog ▁sees </s> ▁it
    assert word_groups(ids) == [[0], [1, 2], [3], [4], [5]]
    assert word_groups(ids, "drop") == [[1, 2], [3], [5]]
    with pytest.raises(ValueError, match="specials"):
        word_groups(ids, "merge")


def test_keys_are_summed_and_queries_averaged_in_numpy_and_torch() -> None:
    attn = np.array([[0.8, 0.1, 0.1], [0.6, 0.2, 0.2], [0.1, 0.5, 0.4]])
    rows, cols = [[0, 1], [2]], [[0], [1, 2]]
    expected = np.array([[0.7, 0.3], [0.1, 0.9]])
    assert np.allclose(to_word_level(attn, rows, cols), expected)
    batched = torch.tensor(np.stack([attn, attn[::-1].copy()]), dtype=torch.float32)  # (2, R, C): leading axes kept
    got = to_word_level(batched, rows, cols)
    assert got.shape == (2, 2, 2) and got.dtype == torch.float32
    assert torch.allclose(got[0], torch.tensor(expected, dtype=torch.float32))
    assert torch.allclose(got.sum(-1), torch.ones(2, 2))  # rows still sum to 1
    assert membership([[0, 2], [1]], 3).tolist() == [[1.0, 0.0], [0.0, 1.0], [1.0, 0.0]]
