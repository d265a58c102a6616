"""Masking, §3.1 and §3.2.3: padding masks for batches, the decoder's causal mask, the five steps of
scaled dot-product attention (Figure 2, left) on a real model, and a live check that no position peeks.

Convention (transformer/masks.py): a bool mask where True = masked out. Masked scores become -inf
before the softmax, so their weights are exactly 0 and every row still sums to 1.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd
import plotly.graph_objects as go
import torch
from plotly.subplots import make_subplots
from torch import Tensor

from ..attention import AttentionSteps, attention_steps
from ..masks import combine, padding_mask, subsequent_mask
from ..model import Transformer
from .plots import NEG_INF_TEXT, cell_text, heatmap, plot_text

PAD = "<pad>"


# --- padded batches (§5.1 batches sentences of similar, not equal, length) ------------------------


@dataclass
class PaddedBatch:
    """Sentences of different lengths padded to one length; `mask` is True at padding."""

    tokens: list[list[str]]  # (B, S) with PAD filling the tail
    ids: Tensor  # (B, S) long
    mask: Tensor  # (B, S) bool, True = padding (a key nobody may attend to)
    lengths: list[int]

    def frame(self) -> pd.DataFrame:
        """Rows are sentences, columns positions; padding shown as <pad>."""
        width = self.ids.size(1)
        return pd.DataFrame(
            self.tokens,
            index=[f"sentence {i + 1} ({n} tokens)" for i, n in enumerate(self.lengths)],
            columns=[f"pos {j}" for j in range(width)],
        )


def pad_batch(token_lists: Sequence[Sequence[str]], id_lists: Sequence[Sequence[int]], pad_id: int = 0) -> PaddedBatch:
    """Pad every sentence with pad_id up to the longest one."""
    if len(token_lists) != len(id_lists) or not token_lists:
        raise ValueError("need one id list per token list, and at least one sentence")
    lengths = [len(t) for t in id_lists]
    if min(lengths) == 0:
        raise ValueError("every sentence needs at least one token")
    width = max(lengths)
    ids = torch.full((len(id_lists), width), pad_id, dtype=torch.long)
    tokens = []
    for b, (toks, row) in enumerate(zip(token_lists, id_lists, strict=True)):
        ids[b, : len(row)] = torch.tensor(list(row))
        tokens.append(list(toks) + [PAD] * (width - len(toks)))
    return PaddedBatch(tokens, ids, padding_mask(ids, pad_id), lengths)


# --- before and after the softmax ---------------------------------------------------------------------


@dataclass
class MaskedSoftmax:
    """One head's scores before the mask, after the mask (-inf) and after the softmax."""

    scores: Tensor  # (T, S) Q Kᵀ / √d_k
    mask: Tensor  # (T, S) bool, True = masked out
    masked: Tensor  # (T, S) with -inf in masked cells
    weights: Tensor  # (T, S) softmax of `masked`: exact zeros in masked cells
    row_sums: Tensor  # (T,) each 1 (up to rounding)

    def frames(self, rows: Sequence[str], cols: Sequence[str]) -> dict[str, pd.DataFrame]:
        """The three matrices and the row sums as frames (rows are queries, columns keys)."""
        mk = lambda t: pd.DataFrame(t.double().numpy(), index=list(rows), columns=list(cols))  # noqa: E731
        sums = pd.DataFrame({"query": list(rows), "row sum": self.row_sums.double().numpy()})
        return {"before softmax": mk(self.masked), "after softmax": mk(self.weights), "row sums": sums}


def masked_softmax(scores: Tensor, mask: Tensor) -> MaskedSoftmax:
    """Apply a True = masked-out mask to a score matrix and normalise each row."""
    mask = mask.expand_as(scores).to(torch.bool)
    masked = scores.masked_fill(mask, float("-inf"))
    weights = torch.softmax(masked, dim=-1)
    return MaskedSoftmax(scores, mask, masked, weights, weights.sum(dim=-1))


@torch.no_grad()
def encoder_padding_view(
    model: Transformer, batch: PaddedBatch, row: int, layer: int = 0, head: int = 0
) -> MaskedSoftmax:
    """Encoder self-attention of sentence `row` of a padded batch: padded keys masked (real model scores)."""
    model.eval()
    out = model.encode(batch.ids, batch.mask, need_weights=True, need_scores=True)
    r = out.self_attn[layer]
    view = masked_softmax(r.scores[row, head], batch.mask[row][None, :])  # key mask broadcast over queries
    if not torch.allclose(view.weights, r.weights[row, head], atol=1e-6):  # the model computed the same thing
        raise AssertionError("the recomputed weights differ from the model's")
    return view


@torch.no_grad()
def decoder_causal_view(model: Transformer, src: Tensor, tgt: Tensor, layer: int = 0, head: int = 0) -> MaskedSoftmax:
    """Decoder self-attention of one example: the causal mask of §3.2.3 on the model's own scores."""
    model.eval()
    _, trace = model(src, tgt, need_weights=True, need_scores=True)
    scores = trace.decoder_scores[0, layer, head]  # (T, T), before the mask
    view = masked_softmax(scores, model.target_mask(tgt)[0])
    if not torch.allclose(view.weights, trace.decoder_self[0, layer, head], atol=1e-6):
        raise AssertionError("the recomputed weights differ from the model's")
    return view


def fig_mask(mask: Tensor, rows: Sequence[str], cols: Sequence[str], title: str) -> go.Figure:
    """The mask itself: grey = masked out (True), white = may attend."""
    z = mask.double().numpy()
    fig = go.Figure(
        go.Heatmap(
            z=z,
            x=[plot_text(v) for v in _labels(cols)],
            y=[plot_text(v) for v in _labels(rows)],
            colorscale=[[0, "#ffffff"], [1, "#888888"]],
            zmin=0,
            zmax=1,
            showscale=False,
            xgap=1,
            ygap=1,
            text=[["masked" if v else "attend" for v in r] for r in z],
            texttemplate="%{text}",
            hovertemplate="query %{y} → key %{x}: %{text}<extra></extra>",
        )
    )
    fig.update_yaxes(autorange="reversed", type="category", title="queries (rows)")
    fig.update_xaxes(type="category", title="keys (columns)")
    fig.update_layout(title=title, plot_bgcolor="#ffffff")
    return fig


def fig_before_after(view: MaskedSoftmax, rows: Sequence[str], cols: Sequence[str], what: str) -> go.Figure:
    """Two panels: scores with −∞ cells (before softmax) and weights with exact zeros (after)."""
    fig = make_subplots(
        rows=1,
        cols=2,
        subplot_titles=(
            f"before softmax: scores, {NEG_INF_TEXT} where masked",
            "after softmax: weights (0 where masked)",
        ),
        horizontal_spacing=0.04,
    )
    left = heatmap(view.masked, cols, rows, colorscale="RdBu", zmid=0.0, show_text=True, digits=1)
    right = heatmap(view.weights, cols, rows, colorscale="Blues", zmin=0.0, zmax=1.0, show_text=True, digits=2)
    for trace in left.data:
        trace.showscale = False
        fig.add_trace(trace, 1, 1)
    for trace in right.data:
        trace.showscale = False
        fig.add_trace(trace, 1, 2)
    for c in (1, 2):
        fig.update_yaxes(autorange="reversed", type="category", row=1, col=c)
        fig.update_xaxes(type="category", title_text="keys (columns)", row=1, col=c)
    fig.update_yaxes(title_text="queries (rows)", row=1, col=1)
    fig.update_yaxes(showticklabels=False, row=1, col=2)  # the same rows: labelled once, on the left
    fig.update_layout(title=what, height=max(380, 60 + 38 * len(rows)))
    return fig


def score_text(value: float) -> str:
    """A masked score as the heatmap's cells write it (1 decimal, −∞ where masked, never "-0.0")."""
    return cell_text(np.array([[value]]), digits=1)[0][0]


def _labels(tokens: Sequence[str]) -> list[str]:
    return [f"{i}: {t}" for i, t in enumerate(tokens)]


def position_labels(tokens: Sequence[str]) -> list[str]:
    """'0: <s>', '1: der', ... so repeated tokens stay apart on a chart axis."""
    return _labels(tokens)


# --- the five steps of Figure 2 (left) on the model's decoder self-attention -------------------------------


@dataclass
class FiveSteps:
    """Scaled dot-product attention of one decoder self-attention head, step by step."""

    layer: int
    head: int
    steps: AttentionSteps  # q, k, v, matmul, scaled, masked, softmax, output (one head, no batch axis)
    model_weights: Tensor  # (T, T) the weights the model itself returned for this head
    max_difference: float  # max |steps.softmax − model_weights|

    def frames(self, tokens: Sequence[str]) -> dict[str, pd.DataFrame]:
        labels = _labels(tokens)
        s = self.steps
        d = s.output.size(-1)

        def mk(t: Tensor, cols: Sequence[str]) -> pd.DataFrame:
            return pd.DataFrame(t.double().numpy(), index=labels, columns=list(cols))

        return {
            "Q": mk(s.q, [f"q{j}" for j in range(s.q.size(-1))]),
            "K": mk(s.k, [f"k{j}" for j in range(s.k.size(-1))]),
            "V": mk(s.v, [f"v{j}" for j in range(d)]),
            "1 MatMul Q Kᵀ": mk(s.matmul, labels),
            "2 Scale ÷ √d_k": mk(s.scaled, labels),
            "3 Mask": mk(s.masked, labels),
            "4 SoftMax": mk(s.softmax, labels),
            "5 MatMul × V": mk(s.output, [f"out{j}" for j in range(d)]),
        }


@torch.no_grad()
def decoder_five_steps(model: Transformer, src: Tensor, tgt: Tensor, layer: int, head: int) -> FiveSteps:
    """Run the decoder up to `layer`, take that layer's Q, K, V for `head` and apply Equation (1) step by step."""
    cfg = model.config
    if not 0 <= layer < cfg.num_decoder_layers or not 0 <= head < cfg.nhead:
        raise ValueError(f"layer must be in 0..{cfg.num_decoder_layers - 1} and head in 0..{cfg.nhead - 1}")
    model.eval()
    src_mask = model.source_mask(src)
    memory = model.encode(src, src_mask).output  # (1, S, d_model)
    self_mask = combine(None, model.target_mask(tgt))  # (1, 1, T, T)
    cross_mask = combine(src_mask, None)  # (1, 1, 1, S)
    x, _ = model.embed(tgt, model.tgt_embed)  # (1, T, d_model)
    for i, block in enumerate(model.decoder.layers):
        if i == layer:
            h = block.norm1(x) if block.norm_first else x  # what the self-attention sub-layer reads
            q, k, v = block.self_attn.project(h, h, h)  # (1, h, T, d_k) each
            steps = attention_steps(q[0, head], k[0, head], v[0, head], self_mask[0, 0])
            break
        x, _, _ = block(x, memory, self_mask, cross_mask)
    _, trace = model(src, tgt, need_weights=True)
    ref = trace.decoder_self[0, layer, head]
    return FiveSteps(layer, head, steps, ref, float((steps.softmax - ref).abs().max()))


def fig_step(matrix: Tensor, tokens: Sequence[str], title: str, kind: str = "scores") -> go.Figure:
    """One step's matrix with row/column labels; −∞ cells grey."""
    labels = _labels(tokens)
    if kind == "weights":
        return heatmap(matrix, labels, labels, title=title, colorscale="Blues", zmin=0.0, zmax=1.0, digits=2)
    if kind == "vectors":
        cols = [str(j) for j in range(matrix.size(-1))]
        return heatmap(matrix, cols, labels, title=title, x_title="dimension", colorscale="RdBu", zmid=0.0, digits=2)
    return heatmap(matrix, labels, labels, title=title, colorscale="RdBu", zmid=0.0, digits=2)


def fig_qkv(steps: AttentionSteps, tokens: Sequence[str]) -> go.Figure:
    """Q, K and V of one head side by side: one row per position, one column per dimension."""
    fig = make_subplots(rows=1, cols=3, subplot_titles=("Q (queries)", "K (keys)", "V (values)"))
    labels = [plot_text(v) for v in _labels(tokens)]
    for col, mat in enumerate((steps.q, steps.k, steps.v), start=1):
        fig.add_trace(
            go.Heatmap(
                z=mat.double().numpy(),
                y=labels,
                colorscale="RdBu",
                zmid=0.0,
                showscale=col == 3,
                hovertemplate="position %{y}<br>dimension %{x}<br>%{z:.3f}<extra></extra>",
            ),
            1,
            col,
        )
        fig.update_xaxes(title_text="dimension", row=1, col=col)
    fig.update_yaxes(autorange="reversed", type="category")
    fig.update_yaxes(title_text="positions (rows)", row=1, col=1)
    fig.update_yaxes(showticklabels=False, row=1, col=2)
    fig.update_yaxes(showticklabels=False, row=1, col=3)
    fig.update_layout(title=dict(text="The head's Q, K, V for this sentence", x=0.01), height=320)
    return fig


# --- the no-peeking check (§3.2.3) ------------------------------------------------------------------------


@dataclass
class FutureCheck:
    """Max |Δ logits| at each decoder position after changing the token at `changed`."""

    changed: int
    with_mask: list[float]  # (T,) causal mask on: zeros before `changed`
    without_mask: list[float]  # (T,) tgt_mask = all False: earlier positions change too

    def frame(self, tokens: Sequence[str]) -> pd.DataFrame:
        return pd.DataFrame(
            {
                "position": range(len(self.with_mask)),
                "decoder input": list(tokens),
                "max |Δ logit|, causal mask": self.with_mask,
                "max |Δ logit|, no mask": self.without_mask,
            }
        )

    @property
    def earlier_with_mask(self) -> float:
        """Largest change before the edited position with the mask on (0 when nothing leaks)."""
        return max(self.with_mask[: self.changed], default=0.0)

    @property
    def earlier_without_mask(self) -> float:
        return max(self.without_mask[: self.changed], default=0.0)


@torch.no_grad()
def future_check(model: Transformer, src: Tensor, tgt: Tensor, position: int, new_id: int) -> FutureCheck:
    """Replace decoder input token `position` with `new_id`; compare logits with the causal mask and without."""
    t = tgt.size(1)
    if not 0 <= position < t:
        raise ValueError(f"position must be in 0..{t - 1}")
    model.eval()
    edited = tgt.clone()
    edited[0, position] = new_id
    no_mask = torch.zeros(t, t, dtype=torch.bool)
    res = {}
    for name, m in (("with", None), ("without", no_mask)):
        a, _ = model(src, tgt, tgt_mask=m)
        b, _ = model(src, edited, tgt_mask=m)
        res[name] = (a - b).abs().amax(dim=-1)[0].tolist()  # (T,)
    return FutureCheck(position, res["with"], res["without"])


def fig_future(check: FutureCheck, tokens: Sequence[str]) -> go.Figure:
    labels = [plot_text(v) for v in _labels(tokens)]
    fig = go.Figure()
    fig.add_bar(x=labels, y=check.with_mask, name="causal mask on (§3.2.3)", text=[_fmt(v) for v in check.with_mask])
    fig.add_bar(x=labels, y=check.without_mask, name="mask off", text=[_fmt(v) for v in check.without_mask])
    fig.add_vline(x=check.changed, line_dash="dash", line_color="black")
    fig.add_annotation(x=check.changed, y=1.02, yref="paper", text="token changed here", showarrow=False)
    fig.update_traces(textposition="outside", cliponaxis=False)
    fig.update_layout(
        barmode="group",
        title="How much did each position's prediction change?",
        xaxis_title="decoder position (its input token)",
        yaxis_title="max |Δ logit|",
        xaxis_type="category",
    )
    return fig


def _fmt(v: float) -> str:
    return "0" if v == 0 else f"{v:.2g}"


def causal_mask_frame(n: int) -> pd.DataFrame:
    """The (n, n) subsequent mask as 0/1 (1 = masked out), rows queries."""
    return pd.DataFrame(subsequent_mask(n).numpy().astype(np.int8), index=range(n), columns=range(n))
