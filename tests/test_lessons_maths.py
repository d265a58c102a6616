"""Scaled dot-product and multi-head lesson (§3.2.1-§3.2.2): measured numbers."""

from __future__ import annotations

import math

import pytest
import torch

from transformer.lessons import maths as X
from transformer.multihead import MultiHeadAttention


def test_variance_of_q_dot_k_is_d_k_and_one_after_scaling() -> None:
    frame = X.dot_product_variance([1, 4, 16, 64, 256], n_samples=20000, seed=0)
    for _, row in frame.iterrows():
        # the sample variance of 20000 draws is within a few percent of the truth
        assert row["var(q·k)"] == pytest.approx(row["d_k"], rel=0.06)
        assert row["var(q·k/√d_k)"] == pytest.approx(1.0, rel=0.06)


def test_unscaled_softmax_saturates_and_its_gradient_vanishes_scaled_does_not() -> None:
    frame = X.softmax_saturation([4, 256], n_keys=16, n_samples=800, seed=0)
    get = lambda d, kind, col: frame[(frame["d_k"] == d) & (frame["logits"] == kind)][col].item()  # noqa: E731
    assert get(256, "unscaled", "mean max weight") > 0.85
    assert get(256, "unscaled", "mean entropy (nats)") < 0.4
    assert get(256, "scaled ÷√d_k", "mean max weight") < 0.4
    assert get(256, "scaled ÷√d_k", "mean entropy (nats)") > 2.0
    assert get(256, "unscaled", "mean ‖∂/∂logits‖") < 0.5 * get(256, "scaled ÷√d_k", "mean ‖∂/∂logits‖")
    # with scaling, nothing depends much on d_k
    small, large = get(4, "scaled ÷√d_k", "mean max weight"), get(256, "scaled ÷√d_k", "mean max weight")
    assert small == pytest.approx(large, rel=0.2)


def test_softmax_gradient_matches_the_jacobian_formula() -> None:
    g = torch.Generator().manual_seed(1)
    s = torch.randn(5, generator=g, dtype=torch.float64, requires_grad=True)
    u = torch.randn(5, generator=g, dtype=torch.float64)
    p = torch.softmax(s, -1)
    (p * u).sum().backward()
    pd = p.detach()
    assert torch.allclose(s.grad, (torch.diag(pd) - torch.outer(pd, pd)) @ u)


def test_additive_scores_follow_bahdanau_and_flops_are_counted() -> None:
    g = torch.Generator().manual_seed(0)
    q, k = torch.randn(3, 4, generator=g), torch.randn(5, 4, generator=g)
    w, u, v = torch.randn(6, 4, generator=g), torch.randn(6, 4, generator=g), torch.randn(6, generator=g)
    got = X.additive_scores(q, k, w, u, v)
    for i in range(3):
        for j in range(5):
            assert got[i, j].item() == pytest.approx((v @ torch.tanh(w @ q[i] + u @ k[j])).item(), abs=1e-5)
    f = X.attention_flops(10, 10, 8, 8)
    assert f["dot-product"] == 2 * 10 * 10 * 8
    assert f["additive"] == 2 * 10 * 8 * 8 * 2 + 4 * 10 * 10 * 8
    res = X.dot_vs_additive(n=16, d=8, repeats=1)
    assert res.dot_weights.sum(-1) == pytest.approx(torch.ones(16), abs=1e-5)
    assert res.additive_weights.sum(-1) == pytest.approx(torch.ones(16), abs=1e-5)
    assert res.frame["largest intermediate (floats)"].tolist() == [256, 16 * 16 * 8]
    X.fig_dot_vs_additive(res)


@pytest.mark.parametrize("mask", [None, "causal"])
def test_multihead_walk_shapes_and_equals_the_module(mask) -> None:
    torch.manual_seed(0)
    mha = MultiHeadAttention(24, 6)
    x = torch.randn(2, 5, 24)
    m = torch.ones(5, 5, dtype=torch.bool).triu(1) if mask else None
    walk = X.multihead_walk(mha, x, m)
    shapes = {s.name: s.shape for s in walk.steps}
    assert shapes["input X"] == (2, 5, 24)
    assert shapes["split heads"] == (2, 6, 5, 4)
    assert shapes["weights"] == (2, 6, 5, 5)
    assert shapes["heads"] == (2, 6, 5, 4)
    assert shapes["transpose"] == (2, 5, 6, 4)
    assert shapes["concat"] == (2, 5, 24)
    assert shapes["output"] == (2, 5, 24)
    assert walk.max_difference < 1e-5
    assert torch.allclose(walk.output, walk.module_output, atol=1e-5)
    assert walk.frame().shape == (11, 3)
    X.fig_heads(walk, list("abcde"))


def test_figures_build() -> None:
    X.fig_variance(X.dot_product_variance([1, 8], n_samples=100))
    fig = X.fig_saturation(X.softmax_saturation([1, 8], n_samples=20))
    assert len(fig.data) == 6
    assert math.isfinite(X.dot_product_variance([2], n_samples=10)["var(q·k)"].item())


@pytest.mark.parametrize("norm_first", [False, True])
def test_walk_on_a_model_layer_reproduces_its_attention(norm_first: bool) -> None:
    from transformer import Transformer

    from .helpers import randomise_layer_norms, tiny_config

    torch.manual_seed(0)
    model = Transformer(tiny_config(norm_first=norm_first))
    randomise_layer_norms(model)
    model.eval()
    src = torch.tensor([[5, 6, 7, 8]])
    _, trace = model(src, torch.tensor([[2, 5]]), need_weights=True)
    for layer in (0, 1):
        x = X.encoder_attention_input(model, src, layer)
        walk = X.multihead_walk(model.encoder.layers[layer].self_attn, x)
        assert torch.allclose(walk.steps[6].tensor[0], trace.encoder_self[0, layer], atol=1e-6)
    with pytest.raises(ValueError):
        X.encoder_attention_input(model, src, 2)


def test_gradient_at_d_k_64_is_about_half_not_almost_none() -> None:
    """The page quotes this ratio instead of "almost no gradient" (issue #13); it is computed, not typed."""
    frame = X.softmax_saturation([64], n_keys=16, n_samples=1000, seed=0)  # the page's defaults
    unscaled, scaled, ratio = X.gradient_ratio(frame, 64)
    assert ratio == pytest.approx(unscaled / scaled)
    assert 0.35 < ratio < 0.65  # about half: smaller, but far from "almost none"
    text = X.gradient_sentence(frame, 16, 64)
    assert f"{unscaled:.2f}" in text and f"{scaled:.2f}" in text and f"{ratio:.2f}" in text
    assert X.gradient_ratio(frame, 128) is None and X.gradient_sentence(frame, 16, 128) == ""


@pytest.mark.parametrize("norm_first", [False, True])
def test_walk_says_what_x_is_and_writes_the_biases(norm_first: bool) -> None:
    from transformer import Transformer

    from .helpers import tiny_config

    torch.manual_seed(0)
    model = Transformer(tiny_config(norm_first=norm_first, num_encoder_layers=2)).eval()
    first, second = X.input_label(model, 0), X.input_label(model, 1)
    assert "positions" in first and "positions" not in second and "output of encoder layer 1" in second
    assert first.startswith("LayerNorm(") == norm_first
    x = X.encoder_attention_input(model, torch.tensor([[5, 6, 7]]), 1)
    walk = X.multihead_walk(model.encoder.layers[1].self_attn, x, x_label=second)
    formulas = walk.frame().set_index("step")["computation"]
    assert formulas["input X"] == second
    assert "+ b^Q" in formulas["project Q"] and formulas["output"].endswith("+ b^O")
    layer = model.encoder.layers[1].self_attn  # the biases are real: the walk needs them to match the module
    layer.w_q.bias.data += 1.0
    assert X.multihead_walk(layer, x).max_difference < 1e-5
