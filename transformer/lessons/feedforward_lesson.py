"""The position-wise feed-forward network, §3.3, Equation (2): FFN(x) = max(0, x W1 + b1) W2 + b2, the same two
matrices at every position (a 1×1 convolution), different in every layer, with d_ff = 4·d_model in the paper."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pandas as pd
import plotly.graph_objects as go
import torch
import torch.nn.functional as F
from torch import Tensor

from ..feedforward import PositionwiseFeedForward
from ..masks import combine, padding_mask
from ..model import Transformer
from .plots import heatmap
from .residual import encoder_layer_input


@dataclass
class FFNParts:
    """The FFN of one encoder layer on one sentence (batch axis dropped)."""

    x: Tensor  # (T, d_model) the FFN's input (the attention sub-layer's output, normalised in post-LN)
    hidden: Tensor  # (T, d_ff) x W1 + b1
    out: Tensor  # (T, d_model) FFN(x)
    per_position_difference: float  # max |FFN on the whole sequence − FFN on each position alone|
    conv_difference: float  # max |FFN − two 1×1 convolutions with kernels W1, W2|


@torch.no_grad()
def ffn_input(model: Transformer, src: Tensor, layer: int) -> Tensor:
    """(1, S, d_model): what the FFN of encoder layer `layer` reads on source ids `src`."""
    block = model.encoder.layers[layer]
    x = encoder_layer_input(model, src, layer)
    mask = combine(padding_mask(src, model.config.pad_id), None)
    h = block.norm1(x) if block.norm_first else x
    a = x + block.self_attn(h, h, h, mask).output  # (1, S, d_model)
    return block.norm2(a) if block.norm_first else block.norm1(a)


def as_convolution(ffn: PositionwiseFeedForward, x: Tensor) -> Tensor:
    """FFN as two convolutions with kernel size 1 over the positions (§3.3): (B, T, d_model) -> (B, T, d_model)."""
    w1 = ffn.linear1.weight[:, :, None]  # (d_ff, d_model, 1)
    w2 = ffn.linear2.weight[:, :, None]  # (d_model, d_ff, 1)
    h = F.conv1d(x.transpose(1, 2), w1, ffn.linear1.bias)  # (B, d_ff, T)
    return F.conv1d(ffn.activation(h), w2, ffn.linear2.bias).transpose(1, 2)  # (B, T, d_model)


@torch.no_grad()
def ffn_parts(model: Transformer, src: Tensor, layer: int) -> FFNParts:
    """Run encoder layer `layer`'s FFN on a real sentence three ways: all at once, per position, as convolutions."""
    ffn = model.encoder.layers[layer].feed_forward
    x = ffn_input(model, src, layer)  # (1, S, d_model)
    hidden = ffn.linear1(x)  # (1, S, d_ff)
    out = ffn(x)  # (1, S, d_model)
    one_by_one = torch.cat([ffn(x[:, i : i + 1]) for i in range(x.size(1))], dim=1)  # (1, S, d_model)
    conv = as_convolution(ffn, x)
    return FFNParts(x[0], hidden[0], out[0], float((out - one_by_one).abs().max()), float((out - conv).abs().max()))


def positions_frame(parts: FFNParts, tokens: Sequence[str]) -> pd.DataFrame:
    """Per position: how many of the d_ff ReLU units fire, and how large the FFN's change is against its input."""
    active = (parts.hidden > 0).sum(-1)  # (T,)
    d_ff = parts.hidden.size(-1)
    return pd.DataFrame({
        "position": range(len(tokens)),
        "piece": list(tokens),
        "ReLU units firing": active.tolist(),
        "share firing": (active / d_ff).tolist(),
        "‖x‖": parts.x.norm(dim=-1).tolist(),
        "‖FFN(x)‖": parts.out.norm(dim=-1).tolist(),
        "‖FFN(x)‖ / ‖x‖": (parts.out.norm(dim=-1) / parts.x.norm(dim=-1)).tolist(),
        "cos(x, FFN(x))": F.cosine_similarity(parts.x, parts.out, dim=-1).tolist(),
    })  # fmt: skip


@torch.no_grad()
def layers_frame(model: Transformer, src: Tensor) -> pd.DataFrame:
    """Per encoder layer: W1's shape, d_ff / d_model, the parameters, and how far its W1 is from layer 1's."""
    cfg = model.config
    first = model.encoder.layers[0].feed_forward.linear1.weight
    rows = []
    for i, block in enumerate(model.encoder.layers):
        ffn = block.feed_forward
        w1 = ffn.linear1.weight
        parts = ffn_parts(model, src, i)
        rows.append({
            "encoder layer": i + 1,
            "W1 shape (d_model × d_ff)": f"{w1.shape[1]} × {w1.shape[0]}",
            "d_ff / d_model": cfg.dim_feedforward / cfg.d_model,
            "parameters (W1, b1, W2, b2)": sum(p.numel() for p in ffn.parameters()),
            "‖W1 − W1 of layer 1‖ / ‖W1 of layer 1‖": float((w1 - first).norm() / first.norm()),
            "mean share of ReLU units firing": float((parts.hidden > 0).float().mean()),
        })  # fmt: skip
    return pd.DataFrame(rows)


def fig_firing(parts: FFNParts, tokens: Sequence[str], max_units: int = 128) -> go.Figure:
    """Which ReLU units fire (x W1 + b1 > 0) at each position, for the first `max_units` of d_ff."""
    n = min(max_units, parts.hidden.size(-1))
    z = (parts.hidden[:, :n] > 0).float()  # (T, n)
    labels = [f"{i}: {t}" for i, t in enumerate(tokens)]
    fig = heatmap(z, list(range(n)), labels, colorscale=[[0, "#f4f4f4"], [1, "#1f77b4"]], zmin=0, zmax=1,
                  show_text=False, x_title=f"hidden unit (first {n} of d_ff = {parts.hidden.size(-1)})",
                  y_title="position (row)", title="ReLU units that fire (blue) at each position")  # fmt: skip
    fig.data[-1].showscale = False
    fig.update_xaxes(showticklabels=False)
    fig.update_layout(height=120 + 22 * len(tokens))
    return fig
