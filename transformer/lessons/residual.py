"""Residual connections and layer normalisation, §3.1 and §5.4: LayerNorm(x + Sublayer(x)) recomputed on a
real activation, the paper's post-LN beside pre-LN, and LayerNorm against BatchNorm on a padded batch."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pandas as pd
import plotly.graph_objects as go
import torch
from torch import Tensor, nn

from ..encoder import EncoderLayer
from ..masks import combine, padding_mask
from ..model import Transformer


@dataclass
class ResidualParts:
    """One sub-layer of one encoder layer, taken apart on one sentence (batch axis dropped)."""

    x: Tensor  # (T, d_model) the sub-layer's input
    sub: Tensor  # (T, d_model) Sublayer(x) (pre-LN: Sublayer(LayerNorm(x)))
    total: Tensor  # (T, d_model) x + Sublayer(x)
    standardised: Tensor  # (T, d_model) (total − mean) / √(var + ε), before gain and bias
    out: Tensor  # (T, d_model) what the layer passes on: LayerNorm(total) (post-LN) or total (pre-LN)
    norm_first: bool
    max_difference: float  # max |recomputed layer output − EncoderLayer.forward|


def _standardise(x: Tensor, eps: float) -> Tensor:
    mean = x.mean(-1, keepdim=True)  # (T, 1) over the d_model features of each position
    var = x.var(-1, unbiased=False, keepdim=True)  # (T, 1) LayerNorm uses the biased variance
    return (x - mean) / torch.sqrt(var + eps)


@torch.no_grad()
def encoder_layer_input(model: Transformer, src: Tensor, layer: int) -> Tensor:
    """(1, S, d_model): what encoder layer `layer` (from 0) reads: embeddings × √d_model + PE, or layer − 1's output."""
    if not 0 <= layer < model.config.num_encoder_layers:
        raise ValueError(f"layer must be in 0..{model.config.num_encoder_layers - 1}")
    model.eval()
    x, _ = model.embed(src, model.src_embed)  # (1, S, d_model)
    if layer > 0:
        x = model.encode(src, need_weights=True).states[layer - 1]  # (1, S, d_model)
    return x


@torch.no_grad()
def residual_parts(model: Transformer, src: Tensor, layer: int, which: str = "attention") -> ResidualParts:
    """Recompute sub-layer `which` ("attention" or "ffn") of encoder layer `layer` on source ids (1, S) by hand."""
    if which not in ("attention", "ffn"):
        raise ValueError(f"which must be 'attention' or 'ffn', got {which!r}")
    block: EncoderLayer = model.encoder.layers[layer]
    x = encoder_layer_input(model, src, layer)  # (1, S, d_model)
    mask = combine(padding_mask(src, model.config.pad_id), None)  # (1, 1, 1, S)
    expected = block(x, mask)[0]  # (1, S, d_model) the module's own output
    pre = block.norm_first

    def attend(h: Tensor) -> Tensor:
        return block.self_attn(h, h, h, mask).output  # (1, S, d_model)

    def add_norm(h: Tensor, f, norm: nn.LayerNorm) -> tuple[Tensor, Tensor, Tensor]:
        s = f(norm(h)) if pre else f(h)  # Sublayer(LN(x)) or Sublayer(x); dropout is off in eval
        t = h + s
        return s, t, (t if pre else norm(t))

    s1, t1, o1 = add_norm(x, attend, block.norm1)
    s2, t2, o2 = add_norm(o1, block.feed_forward, block.norm2)
    diff = float((o2 - expected).abs().max())
    x_, s, t, o, norm = (x, s1, t1, o1, block.norm1) if which == "attention" else (o1, s2, t2, o2, block.norm2)
    return ResidualParts(x_[0], s[0], t[0], _standardise(t[0], norm.eps), o[0], pre, diff)


def positions_frame(parts: ResidualParts, tokens: Sequence[str]) -> pd.DataFrame:
    """Per position: the norms of x, Sublayer(x) and the sum, and mean/std before and after the normalisation."""
    return pd.DataFrame({
        "position": range(len(tokens)),
        "piece": list(tokens),
        "‖x‖": parts.x.norm(dim=-1).tolist(),
        "‖Sublayer(x)‖": parts.sub.norm(dim=-1).tolist(),
        "‖x + Sublayer(x)‖": parts.total.norm(dim=-1).tolist(),
        "mean of sum": parts.total.mean(-1).tolist(),
        "std of sum": parts.total.std(-1, unbiased=False).tolist(),
        "mean after normalising": parts.standardised.mean(-1).tolist(),
        "std after normalising": parts.standardised.std(-1, unbiased=False).tolist(),
        "‖output‖ (with gain and bias)": parts.out.norm(dim=-1).tolist(),
    })  # fmt: skip


def dimensions_frame(parts: ResidualParts, position: int, n_dims: int | None = None) -> pd.DataFrame:
    """One position's vectors, dimension by dimension: x, Sublayer(x), their sum, normalised, and the output."""
    n = parts.x.size(-1) if n_dims is None else min(n_dims, parts.x.size(-1))
    return pd.DataFrame({
        "dimension": range(n),
        "x": parts.x[position, :n].tolist(),
        "Sublayer(x)": parts.sub[position, :n].tolist(),
        "x + Sublayer(x)": parts.total[position, :n].tolist(),
        "normalised (mean 0, std 1)": parts.standardised[position, :n].tolist(),
        "output": parts.out[position, :n].tolist(),
    })  # fmt: skip


def fig_dimensions(frame: pd.DataFrame, title: str) -> go.Figure:
    """Lines over the first dimensions: the input, what the sub-layer adds, the sum and its normalised form."""
    fig = go.Figure()
    for col in frame.columns[1:]:
        fig.add_trace(go.Scatter(x=frame["dimension"], y=frame[col], mode="lines+markers", name=col,
                                 marker_size=4))  # fmt: skip
    fig.update_layout(title=dict(text=title, x=0.01), xaxis_title="dimension of d_model", yaxis_title="value",
                      height=400)  # fmt: skip
    return fig


# --- post-LN (the paper) beside pre-LN ------------------------------------------------------------------------


@torch.no_grad()
def stream_norms(model: Transformer, src: Tensor) -> pd.DataFrame:
    """Mean norm per position of the residual stream entering and leaving every encoder layer of `model`."""
    model.eval()
    x, _ = model.embed(src, model.src_embed)  # (1, S, d_model)
    states = model.encode(src, need_weights=True).states  # L × (1, S, d_model)
    rows = [{"after": "embedding + PE", "mean ‖x‖": float(x.norm(dim=-1).mean())}]
    rows += [{"after": f"layer {i + 1}", "mean ‖x‖": float(s.norm(dim=-1).mean())} for i, s in enumerate(states)]
    return pd.DataFrame(rows)


def post_vs_pre(model: Transformer, src: Tensor, layers: int = 6, seed: int = 0) -> pd.DataFrame:
    """The residual stream's norm layer by layer in a deeper copy of the model's sizes, post-LN and pre-LN
    with the same (freshly initialised) weights, fed the model's real embeddings of `src`."""
    from dataclasses import replace

    cfg = replace(model.config, num_encoder_layers=layers, num_decoder_layers=1, dropout=0.0)
    out = []
    for norm_first in (False, True):
        with torch.random.fork_rng(devices=[]):  # the same initial weights for both orders; global RNG untouched
            torch.manual_seed(seed)
            m = Transformer(replace(cfg, norm_first=norm_first)).eval()
        with torch.no_grad():
            m.src_embed.lut.weight.copy_(model.src_embed.lut.weight)
        frame = stream_norms(m, src)
        frame.insert(0, "order", "post-LN (paper)" if not norm_first else "pre-LN")
        out.append(frame)
    return pd.concat(out, ignore_index=True)


def fig_post_vs_pre(frame: pd.DataFrame) -> go.Figure:
    fig = go.Figure()
    for order, part in frame.groupby("order", sort=False):
        fig.add_trace(go.Scatter(x=part["after"], y=part["mean ‖x‖"], mode="lines+markers", name=order))
    fig.update_layout(title=dict(text="Norm of the residual stream, layer by layer", x=0.01),
                      xaxis_title="after", yaxis_title="mean ‖x‖ per position", height=380)  # fmt: skip
    return fig


# --- LayerNorm against BatchNorm on a padded batch ------------------------------------------------------------


def pad_batch(ids: Sequence[Sequence[int]], pad_id: int) -> Tensor:
    """(B, T) ids padded with `pad_id` at the end to the longest sentence."""
    t = max(len(s) for s in ids)
    return torch.tensor([list(s) + [pad_id] * (t - len(s)) for s in ids])


def layer_norm_stats(x: Tensor, eps: float = 1e-5) -> Tensor:
    """LayerNorm without gain and bias: each (sentence, position) over its own d_model features."""
    return _standardise(x, eps)


def batch_norm_stats(x: Tensor, eps: float = 1e-5, keep: Tensor | None = None) -> Tensor:
    """BatchNorm (training statistics, no gain and bias): each feature over all sentences and positions of the
    batch, or only over the positions where `keep` (B, T) is True."""
    flat = x.reshape(-1, x.size(-1)) if keep is None else x[keep]  # (N, d_model)
    mean = flat.mean(0)  # (d_model,) one mean per feature, shared by every sentence
    var = flat.var(0, unbiased=False)
    return (x - mean) / torch.sqrt(var + eps)


@torch.no_grad()
def norm_comparison(model: Transformer, sentences: Sequence[Sequence[int]]) -> dict:
    """LayerNorm vs BatchNorm on the real sums x + Sublayer(x) of encoder layer 1's attention, for a padded batch.

    Sentence 1 is normalised alone and inside the batch: LayerNorm gives it the same numbers both ways,
    BatchNorm does not, because its statistics mix in the other sentences and the padding.
    """
    pad = model.config.pad_id
    batch = pad_batch(sentences, pad)  # (B, T)
    alone = torch.tensor([list(sentences[0])])  # (1, T1)
    t1 = alone.size(1)

    def sums(src: Tensor) -> Tensor:
        x = encoder_layer_input(model, src, 0)
        block = model.encoder.layers[0]
        mask = combine(padding_mask(src, pad), None)
        h = block.norm1(x) if block.norm_first else x
        return x + block.self_attn(h, h, h, mask).output  # (B, T, d_model)

    xb, xa = sums(batch), sums(alone)
    keep = batch != pad  # (B, T)
    ln_b, ln_a = layer_norm_stats(xb), layer_norm_stats(xa)
    bn_b, bn_a = batch_norm_stats(xb), batch_norm_stats(xa)
    bn_masked = batch_norm_stats(xb, keep=keep)
    change = lambda inside, own: float((inside[0, :t1] - own[0]).abs().max())  # noqa: E731
    frame = pd.DataFrame([
        {"normalisation": "LayerNorm", "statistics over": "the d_model features of one position",
         "number of statistics": int(keep.numel()), "max change of sentence 1 (batch vs alone)": change(ln_b, ln_a)},
        {"normalisation": "BatchNorm", "statistics over": "one feature across all sentences and positions, padding too",
         "number of statistics": xb.size(-1), "max change of sentence 1 (batch vs alone)": change(bn_b, bn_a)},
        {"normalisation": "BatchNorm, padding left out", "statistics over": "one feature across the real tokens",
         "number of statistics": xb.size(-1), "max change of sentence 1 (batch vs alone)": change(bn_masked, bn_a)},
    ])  # fmt: skip
    flat = xb.reshape(-1, xb.size(-1))
    return {
        "frame": frame,
        "batch": batch,
        "padding share": float((~keep).float().mean()),
        "ln_position_means": ln_b.mean(-1),  # (B, T) all 0
        "ln_position_stds": ln_b.std(-1, unbiased=False),  # (B, T) all 1
        "bn_feature_means": bn_b.reshape(-1, xb.size(-1)).mean(0),  # (d_model,) all 0 over the batch
        "bn_position_means": bn_b.mean(-1),  # (B, T) not 0: a position is not normalised on its own
        "feature_mean_with_padding": flat.mean(0),  # (d_model,)
        "feature_mean_without_padding": xb[keep].mean(0),  # (d_model,)
        "feature_mean_sentence_1": xa[0].mean(0),  # (d_model,)
    }


def fig_batch_means(result: dict, n_dims: int = 32) -> go.Figure:
    """The per-feature means BatchNorm subtracts: for sentence 1 alone, the batch's real tokens, the padded batch."""
    fig = go.Figure()
    for key, name in (("feature_mean_sentence_1", "sentence 1 alone"),
                      ("feature_mean_without_padding", "batch, real tokens"),
                      ("feature_mean_with_padding", "batch with padding")):  # fmt: skip
        fig.add_trace(go.Bar(x=list(range(n_dims)), y=result[key][:n_dims].tolist(), name=name))
    fig.update_layout(title=dict(text="What BatchNorm subtracts per feature depends on the batch", x=0.01),
                      barmode="group", xaxis_title="feature (dimension of d_model)", yaxis_title="mean",
                      height=380)  # fmt: skip
    return fig
