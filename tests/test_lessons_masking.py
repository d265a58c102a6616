"""Masking lesson (§3.1, §3.2.3): padded batches, -inf before / 0 after, five steps, no peeking."""

from __future__ import annotations

import math

import pytest
import torch
import torch.nn.functional as F

from transformer.lessons import masking as M
from transformer.masks import to_sdpa


def batch() -> M.PaddedBatch:
    return M.pad_batch([["a", "b", "c", "d"], ["e", "f"], ["g"]], [[5, 6, 7, 8], [9, 10], [11]])


def test_pad_batch_fills_with_pad_and_masks_it() -> None:
    b = batch()
    assert b.ids.tolist() == [[5, 6, 7, 8], [9, 10, 0, 0], [11, 0, 0, 0]]
    assert b.mask.tolist() == [[False] * 4, [False, False, True, True], [False, True, True, True]]
    frame = b.frame()
    assert frame.iloc[2].tolist() == ["g", "<pad>", "<pad>", "<pad>"]
    with pytest.raises(ValueError):
        M.pad_batch([["a"], []], [[5], []])


@pytest.mark.parametrize("row", [0, 1, 2])
def test_padding_view_minus_inf_before_exact_zero_after_rows_sum_to_one(tiny_model, row: int) -> None:
    b = batch()
    view = M.encoder_padding_view(tiny_model, b, row, layer=1, head=2)
    pad_cols = b.mask[row]
    assert torch.isinf(view.masked[:, pad_cols]).all() and (view.masked[:, pad_cols] < 0).all()
    assert torch.isfinite(view.masked[:, ~pad_cols]).all()
    assert (view.weights[:, pad_cols] == 0).all()
    assert (view.weights[:, ~pad_cols] > 0).all()
    assert view.row_sums == pytest.approx(torch.ones(4), abs=1e-6)
    frames = view.frames(list("abcd"), list("abcd"))
    before, after = frames["before softmax"].to_numpy(), frames["after softmax"].to_numpy()
    assert (before[:, pad_cols.numpy()] == -math.inf).all() and (after[:, pad_cols.numpy()] == 0).all()
    assert frames["row sums"]["row sum"].to_numpy() == pytest.approx([1.0] * 4)


def test_causal_view_upper_triangle(tiny_model) -> None:
    src = torch.tensor([[5, 6, 7]])
    tgt = torch.tensor([[2, 8, 9, 10, 11]])
    view = M.decoder_causal_view(tiny_model, src, tgt, layer=0, head=1)
    upper = torch.ones(5, 5, dtype=torch.bool).triu(1)
    assert torch.isneginf(view.masked[upper]).all()
    assert torch.isfinite(view.masked[~upper]).all()
    assert (view.weights[upper] == 0).all()
    assert view.weights[0, 0] == 1.0  # the first position can only see itself
    assert view.row_sums == pytest.approx(torch.ones(5), abs=1e-6)


@pytest.mark.parametrize("layer,head", [(0, 0), (1, 3)])
def test_five_steps_equal_torch_sdpa_and_the_model(tiny_model, layer: int, head: int) -> None:
    src = torch.tensor([[5, 6, 7, 8]])
    tgt = torch.tensor([[2, 9, 10, 11, 12, 13]])
    five = M.decoder_five_steps(tiny_model, src, tgt, layer, head)
    s = five.steps
    d_k = s.q.size(-1)
    assert torch.allclose(s.matmul, s.q @ s.k.T)
    assert torch.allclose(s.scaled, s.matmul / math.sqrt(d_k))
    assert torch.isneginf(s.masked.triu(1)[torch.ones(6, 6, dtype=torch.bool).triu(1)]).all()
    ref = F.scaled_dot_product_attention(s.q, s.k, s.v, attn_mask=to_sdpa(s.mask))
    assert torch.allclose(s.output, ref, atol=1e-6)
    assert five.max_difference < 1e-6  # the same weights the model returned in its Trace
    assert list(five.frames(["<s>", "a", "b", "c", "d", "e"])) == [
        "Q",
        "K",
        "V",
        "1 MatMul Q Kᵀ",
        "2 Scale ÷ √d_k",
        "3 Mask",
        "4 SoftMax",
        "5 MatMul × V",
    ]
    with pytest.raises(ValueError):
        M.decoder_five_steps(tiny_model, src, tgt, 5, 0)


@pytest.mark.parametrize("position", [1, 3, 5])
def test_changing_a_future_token_changes_nothing_before_it_unless_the_mask_is_off(tiny_model, position: int) -> None:
    src = torch.tensor([[5, 6, 7, 8]])
    tgt = torch.tensor([[2, 9, 10, 11, 12, 13]])
    check = M.future_check(tiny_model, src, tgt, position, new_id=20)
    assert check.earlier_with_mask == 0.0
    assert check.with_mask[position] > 0
    assert check.earlier_without_mask > 1e-4
    frame = check.frame(["<s>", "a", "b", "c", "d", "e"])
    assert frame.shape == (6, 4)
    M.fig_future(check, ["<s>", "a", "b", "c", "d", "e"])


def test_figures_show_minus_infinity_as_text() -> None:
    scores = torch.tensor([[0.5, 1.0], [2.0, -1.0]])
    view = M.masked_softmax(scores, torch.tensor([[False, True], [False, False]]))
    fig = M.fig_before_after(view, ["a", "b"], ["a", "b"], "t")
    texts = [t.text for t in fig.data if t.text is not None]
    assert any("−∞" in cell for text in texts for row in text for cell in row)
    M.fig_mask(view.mask, ["a", "b"], ["a", "b"], "m")
    assert M.causal_mask_frame(3).to_numpy().tolist() == [[0, 1, 1], [0, 0, 1], [0, 0, 0]]


def test_the_before_softmax_table_writes_every_score_as_the_heatmap_does():
    """One matrix, one format: the table beside the heatmap shows the same text in every cell (1 decimal, −∞)."""
    import numpy as np

    from transformer.lessons.plots import cell_text

    z = np.array([[12.345, -0.04, float("-inf")], [0.5, -7.25, 101.0]])
    assert [[M.score_text(v) for v in row] for row in z] == cell_text(z, digits=1)
    assert [M.score_text(v) for v in z[0]] == ["12.3", "0.0", "−∞"]  # not "12" beside "0.0" from per-column rounding
