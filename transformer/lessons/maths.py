"""Scaled dot-product and multi-head attention, §3.2.1-§3.2.2, measured rather than asserted.

Why divide by √d_k: for q, k with independent unit-variance components, q·k = Σ q_i k_i has
variance d_k (footnote 4 of the paper). Large logits saturate the softmax and shrink its gradients.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pandas as pd
import plotly.graph_objects as go
import torch
from plotly.subplots import make_subplots
from torch import Tensor

from ..attention import attention_steps
from ..multihead import MultiHeadAttention
from .plots import heatmap, seeded
from .scheduler import HEAVY_BYTES, heavy_work
from .timing import best_time

DEFAULT_DKS = (1, 2, 4, 8, 16, 32, 64, 128, 256, 512)


# --- variance of q·k ------------------------------------------------------------------------------------


def dot_product_variance(d_ks: Sequence[int] = DEFAULT_DKS, n_samples: int = 20000, seed: int = 0) -> pd.DataFrame:
    """Sample variance of q·k and of q·k/√d_k for q, k ~ N(0, I_{d_k}); theory: d_k and 1."""
    g = seeded(seed)
    rows = []
    with heavy_work().slot(2 * n_samples * max(d_ks, default=0) * 8 > HEAVY_BYTES):  # q and k, float64
        for d in d_ks:
            q = torch.randn(n_samples, d, generator=g, dtype=torch.float64)
            k = torch.randn(n_samples, d, generator=g, dtype=torch.float64)
            dots = (q * k).sum(-1)
            rows.append((d, float(dots.var()), float((dots / math.sqrt(d)).var()), float(d)))
    return pd.DataFrame(rows, columns=["d_k", "var(q·k)", "var(q·k/√d_k)", "theory d_k"])


def fig_variance(frame: pd.DataFrame) -> go.Figure:
    fig = go.Figure()
    fig.add_scatter(x=frame["d_k"], y=frame["var(q·k)"], mode="markers+lines", name="unscaled q·k (measured)")
    fig.add_scatter(x=frame["d_k"], y=frame["theory d_k"], mode="lines", line_dash="dot", name="theory: d_k")
    fig.add_scatter(x=frame["d_k"], y=frame["var(q·k/√d_k)"], mode="markers+lines", name="scaled q·k/√d_k (measured)")
    fig.update_xaxes(type="log", title="d_k (log)", tickvals=list(frame["d_k"]))
    fig.update_yaxes(type="log", title="variance of the logit (log)")
    fig.update_layout(title="Variance of a dot product of random unit-variance vectors")
    return fig


# --- softmax saturation and its gradient ---------------------------------------------------------------------


def _entropy(p: Tensor) -> Tensor:
    return -(p * torch.log(p.clamp_min(1e-300))).sum(-1)


def softmax_saturation(
    d_ks: Sequence[int] = DEFAULT_DKS, n_keys: int = 16, n_samples: int = 2000, seed: int = 0
) -> pd.DataFrame:
    """Mean largest weight, entropy (nats) and gradient size of the softmax over n_keys random keys.

    The gradient is measured with autograd: for logits s, weights p = softmax(s) and a random upstream
    gradient u, ‖∂(u·p)/∂s‖ = ‖(diag p − p pᵀ) u‖, which vanishes as p approaches one-hot.
    """
    g = seeded(seed)
    rows = []
    with heavy_work().slot(n_samples * n_keys * max(d_ks, default=0) * 8 > HEAVY_BYTES):  # k, float64
        for d in d_ks:
            q = torch.randn(n_samples, 1, d, generator=g, dtype=torch.float64)
            k = torch.randn(n_samples, n_keys, d, generator=g, dtype=torch.float64)
            u = torch.randn(n_samples, n_keys, generator=g, dtype=torch.float64)
            dots = (q * k).sum(-1)  # (N, n_keys)
            for scaled in (False, True):
                s = (dots / math.sqrt(d) if scaled else dots).clone().requires_grad_(True)
                p = torch.softmax(s, dim=-1)
                (p * u).sum().backward()
                rows.append(
                    (
                        d,
                        "scaled ÷√d_k" if scaled else "unscaled",
                        float(p.detach().max(-1).values.mean()),
                        float(_entropy(p.detach()).mean()),
                        float(s.grad.norm(dim=-1).mean()),
                    )
                )
    return pd.DataFrame(rows, columns=["d_k", "logits", "mean max weight", "mean entropy (nats)", "mean ‖∂/∂logits‖"])


def gradient_ratio(frame: pd.DataFrame, d_k: int) -> tuple[float, float, float] | None:
    """(unscaled, scaled, unscaled / scaled) mean gradient size at d_k from `softmax_saturation`, or None."""
    rows = frame[frame["d_k"] == d_k].set_index("logits")["mean ‖∂/∂logits‖"]
    if len(rows) != 2:
        return None
    unscaled, scaled = float(rows["unscaled"]), float(rows["scaled ÷√d_k"])
    return unscaled, scaled, unscaled / scaled


def gradient_sentence(frame: pd.DataFrame, n_keys: int, d_k: int = 64) -> str:
    """What the page says about the gradient at d_k, with the numbers of the measurement it shows."""
    got = gradient_ratio(frame, d_k)
    if got is None:
        return ""
    unscaled, scaled, ratio = got
    return (
        f"Measured here at d_k = {d_k} with {n_keys} keys: the mean gradient reaching the unscaled scores is "
        f"{unscaled:.2f}, against {scaled:.2f} for the scaled ones, {ratio:.2f} times as large: smaller, not gone."
    )


def fig_saturation(frame: pd.DataFrame, n_keys: int = 16) -> go.Figure:
    fig = make_subplots(
        rows=1,
        cols=3,
        subplot_titles=(
            "largest weight (1 = one-hot)",
            f"entropy (max log {n_keys} = {math.log(n_keys):.2f})",
            "gradient size",
        ),
        horizontal_spacing=0.08,
    )
    colours = {"unscaled": "#d62728", "scaled ÷√d_k": "#1f77b4"}
    for name, part in frame.groupby("logits", sort=False):
        for col, y in enumerate(("mean max weight", "mean entropy (nats)", "mean ‖∂/∂logits‖"), start=1):
            fig.add_scatter(
                x=part["d_k"],
                y=part[y],
                mode="lines+markers",
                name=name,
                legendgroup=name,
                showlegend=col == 1,
                line_color=colours.get(name),
                row=1,
                col=col,
            )
    fig.update_xaxes(type="log", title_text="d_k (log)", tickvals=sorted(set(frame["d_k"]))[::2])
    fig.update_yaxes(type="log", row=1, col=3)
    fig.update_layout(title=f"Softmax over {n_keys} random keys as d_k grows", height=420)
    return fig


# --- dot-product vs additive attention ---------------------------------------------------------------------


def additive_scores(q: Tensor, k: Tensor, w: Tensor, u: Tensor, v: Tensor) -> Tensor:
    """Bahdanau et al. (2014): score(q, k) = vᵀ tanh(W q + U k); q (T, d), k (S, d) -> (T, S)."""
    hidden = torch.tanh((q @ w.T)[:, None, :] + (k @ u.T)[None, :, :])  # (T, S, d_a): the big intermediate
    return hidden @ v  # (T, S)


def attention_flops(n_queries: int, n_keys: int, d: int, d_a: int) -> dict[str, int]:
    """Multiply-adds count 2 FLOPs; tanh and add count 1 each; the softmax and ×V are common to both and left out."""
    t, s = n_queries, n_keys
    dot = 2 * t * s * d
    additive = 2 * t * d * d_a + 2 * s * d * d_a + 2 * t * s * d_a + 2 * t * s * d_a
    return {"dot-product": dot, "additive": additive}


@dataclass
class DotVsAdditive:
    frame: pd.DataFrame  # one row per kind: FLOPs, time, intermediate size
    dot_weights: Tensor  # (T, S)
    additive_weights: Tensor  # (T, S)
    dot_output: Tensor  # (T, d)
    additive_output: Tensor  # (T, d)


@torch.no_grad()
def dot_vs_additive(
    n: int = 128, d: int = 64, d_a: int | None = None, repeats: int = 5, seed: int = 0, budget_s: float | None = 2.0
) -> DotVsAdditive:
    """Both compatibility functions on the same random q, k, v: FLOPs, best-of-`repeats` time, weights.

    Each function is timed for at most about `budget_s` seconds: additive scores at n = 512, d_a = 256 take
    almost a second per call, and 50 repeats of them held the page for a minute.
    """
    d_a = d if d_a is None else d_a
    g = seeded(seed)
    q = torch.randn(n, d, generator=g)
    k = torch.randn(n, d, generator=g)
    val = torch.randn(n, d, generator=g)
    w = torch.randn(d_a, d, generator=g) / math.sqrt(d)
    u = torch.randn(d_a, d, generator=g) / math.sqrt(d)
    v = torch.randn(d_a, generator=g) / math.sqrt(d_a)
    dot_fn = lambda: torch.softmax(q @ k.T / math.sqrt(d), -1)  # noqa: E731
    add_fn = lambda: torch.softmax(additive_scores(q, k, w, u, v), -1)  # noqa: E731
    with heavy_work().slot(n * n * d_a * 4 > HEAVY_BYTES):  # each additive intermediate is n·n·d_a floats
        t_dot, t_add = best_time(dot_fn, repeats, budget_s), best_time(add_fn, repeats, budget_s)
        dw, aw = dot_fn(), add_fn()
    flops = attention_flops(n, n, d, d_a)
    frame = pd.DataFrame(
        {
            "attention": ["dot-product (scaled)", "additive (Bahdanau)"],
            "score formula": ["q·k / √d_k", "vᵀ tanh(W q + U k)"],
            "FLOPs for the scores": [flops["dot-product"], flops["additive"]],
            "largest intermediate (floats)": [n * n, n * n * d_a],
            "time (ms, best of runs)": [t_dot * 1e3, t_add * 1e3],
        }
    )
    return DotVsAdditive(frame, dw, aw, dw @ val, aw @ val)


def fig_dot_vs_additive(result: DotVsAdditive, max_show: int = 16) -> go.Figure:
    m = min(max_show, result.dot_weights.size(0))
    fig = make_subplots(rows=1, cols=2, subplot_titles=("dot-product weights", "additive weights"))
    for col, w in ((1, result.dot_weights), (2, result.additive_weights)):
        fig.add_trace(go.Heatmap(z=w[:m, :m].numpy(), colorscale="Blues", zmin=0, showscale=col == 2), row=1, col=col)
        fig.update_yaxes(autorange="reversed", title_text="queries (rows)" if col == 1 else None, row=1, col=col)
        fig.update_xaxes(title_text="keys (columns)", row=1, col=col)
    fig.update_layout(title=f"Same queries and keys, two compatibility functions (first {m} rows and columns)")
    return fig


# --- multi-head attention, shape by shape (§3.2.2) -------------------------------------------------------------


@dataclass
class WalkStep:
    name: str
    formula: str
    tensor: Tensor

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(self.tensor.shape)


@dataclass
class MultiHeadWalk:
    steps: list[WalkStep]
    module_output: Tensor  # (B, T, d_model) what MultiHeadAttention.forward returned
    max_difference: float  # max |walk result − module output|

    def frame(self) -> pd.DataFrame:
        return pd.DataFrame(
            {
                "step": [s.name for s in self.steps],
                "computation": [s.formula for s in self.steps],
                "shape": [str(s.shape) for s in self.steps],
            }
        )

    @property
    def output(self) -> Tensor:
        return self.steps[-1].tensor


@torch.no_grad()
def multihead_walk(
    mha: MultiHeadAttention, x: Tensor, mask: Tensor | None = None, x_label: str = "what the layer reads"
) -> MultiHeadWalk:
    """Self-attention of `x` (B, T, d_model) done by hand with the module's own weights, keeping every shape.

    `x_label` says what X is: token embeddings + positions only for layer 1; later layers read the previous
    layer's output (see `input_label`).
    """
    was_training = mha.training
    mha.eval()
    h, d_k = mha.nhead, mha.d_k
    b, t, d_model = x.shape
    q_lin, k_lin, v_lin = mha.w_q(x), mha.w_k(x), mha.w_v(x)  # (B, T, h·d_k)
    q, k, v = mha.split_heads(q_lin), mha.split_heads(k_lin), mha.split_heads(v_lin)  # (B, h, T, d_k)
    st = attention_steps(q, k, v, mask)
    moved = st.output.transpose(1, 2)  # (B, T, h, d_v)
    concat = moved.reshape(b, t, h * d_k)  # (B, T, h·d_v)
    out = mha.w_o(concat)  # (B, T, d_model)
    module = mha(x, x, x, mask).output
    mha.train(was_training)
    bq, bk, bv = (" + b^Q", " + b^K", " + b^V") if mha.w_q.bias is not None else ("", "", "")
    steps = [
        WalkStep("input X", x_label, x),
        WalkStep("project Q", f"X W^Q{bq} (all h heads' W_i^Q side by side)", q_lin),
        WalkStep("split heads", f"view (B, T, h={h}, d_k={d_k}), transpose → (B, h, T, d_k)", q),
        WalkStep("keys K_i", f"X W^K{bk}, split the same way", k),
        WalkStep("values V_i", f"X W^V{bv}, split the same way", v),
        WalkStep("scores", "Q_i K_iᵀ / √d_k, every head at once", st.scaled),
        WalkStep("weights", "softmax over keys (rows sum to 1)", st.softmax),
        WalkStep("heads", "head_i = weights_i V_i", st.output),
        WalkStep("transpose", "(B, h, T, d_v) → (B, T, h, d_v)", moved),
        WalkStep("concat", "Concat(head_1, …, head_h)", concat),
        WalkStep("output", "Concat(…) W^O" + (" + b^O" if mha.w_o.bias is not None else ""), out),
    ]
    return MultiHeadWalk(steps, module, float((out - module).abs().max()))


def fig_heads(walk: MultiHeadWalk, tokens: Sequence[str]) -> go.Figure:
    """The h attention maps of the walk side by side (first example)."""
    w = walk.steps[6].tensor[0]  # (h, T, T)
    h = w.size(0)
    cols = min(h, 4)
    rows = math.ceil(h / cols)
    fig = make_subplots(
        rows=rows,
        cols=cols,
        subplot_titles=[f"head {i + 1}" for i in range(h)],
        horizontal_spacing=0.03,
        vertical_spacing=0.12 if len(tokens) <= 8 else 0.06,
    )
    labels = [f"{i}: {t}" for i, t in enumerate(tokens)]
    for i in range(h):
        sub = heatmap(w[i], labels, labels, colorscale="Blues", zmin=0.0, zmax=1.0, show_text=False)
        tr = sub.data[-1]
        tr.showscale = i == 0
        fig.add_trace(tr, row=i // cols + 1, col=i % cols + 1)
    fig.update_yaxes(autorange="reversed", type="category", showticklabels=False)
    fig.update_yaxes(showticklabels=True, col=1)  # query labels once per row, left of the first panel
    fig.update_xaxes(type="category", showticklabels=False)
    if len(tokens) <= 8:  # key labels under the bottom row only, where nothing is drawn below them
        fig.update_xaxes(showticklabels=True, tickangle=-45, row=rows)
    fig.update_layout(title="Each head attends on its own (rows queries, columns keys)", height=280 * rows + 100)
    return fig


def input_label(model, layer: int) -> str:
    """What encoder layer `layer` (from 0) feeds its self-attention, in words (§3.1, §3.4, §3.5)."""
    x = "embeddings × √d_model + positions" if layer == 0 else f"output of encoder layer {layer}"
    return f"LayerNorm({x})" if model.encoder.layers[layer].norm_first else x


@torch.no_grad()
def encoder_attention_input(model, src: Tensor, layer: int) -> Tensor:
    """(1, S, d_model): what the self-attention of encoder layer `layer` reads for the source ids `src`."""
    if not 0 <= layer < model.config.num_encoder_layers:
        raise ValueError(f"layer must be in 0..{model.config.num_encoder_layers - 1}")
    model.eval()
    x, _ = model.embed(src, model.src_embed)  # embeddings × √d_model + PE
    if layer > 0:
        x = model.encode(src, need_weights=True).states[layer - 1]  # the previous layer's output
    block = model.encoder.layers[layer]
    return block.norm1(x) if block.norm_first else x
