"""Embeddings and softmax, §3.4: one matrix shared three ways, the √d_model factor against the positional
encodings' scale, and what the decoder reads in training (shifted right, all at once) and in generation."""

from __future__ import annotations

import math
from typing import Any

import pandas as pd
import plotly.graph_objects as go
import torch

from ..model import Transformer
from .plots import plot_text


def sharing_frame(model: Transformer) -> pd.DataFrame:
    """Source embedding, target embedding and pre-softmax weight: is each the same tensor object, equal in value?"""
    mats = {
        "source embedding": model.src_embed.lut.weight,
        "target embedding": model.tgt_embed.lut.weight,
        "pre-softmax projection": model.generator.proj.weight,
    }
    names = list(mats)
    rows = []
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            x, y = mats[a], mats[b]
            same_shape = x.shape == y.shape
            rows.append({
                "pair": f"{a} / {b}",
                "same tensor object": x is y,
                "same memory": same_shape and x.data_ptr() == y.data_ptr(),
                "equal values": bool(same_shape and torch.equal(x, y)),
                "shape": str(tuple(x.shape)),
            })  # fmt: skip
    return pd.DataFrame(rows)


def shared_parameters_saved(model: Transformer) -> int:
    """Parameters the sharing saves: the three (vocab, d_model) matrices minus the distinct tensors held."""
    mats = (model.src_embed.lut.weight, model.tgt_embed.lut.weight, model.generator.proj.weight)
    distinct = {id(m): m.numel() for m in mats}
    return sum(m.numel() for m in mats) - sum(distinct.values())


@torch.no_grad()
def scale_frame(model: Transformer, ids: list[int], tokens: list[str]) -> pd.DataFrame:
    """Per position of a real sentence: ‖E[id]‖, ‖√d_model·E[id]‖ and ‖PE(pos)‖, and their largest entries."""
    cfg = model.config
    e = model.src_embed.lut.weight[torch.tensor(ids)]  # (T, d_model) the raw rows
    scaled = e * math.sqrt(cfg.d_model)  # (T, d_model) what the model adds PE to
    pe = model.positional(len(ids))  # (T, d_model)
    return pd.DataFrame({
        "position": range(len(ids)),
        "piece": tokens,
        "‖E[id]‖": e.norm(dim=-1).tolist(),
        "‖√d_model·E[id]‖": scaled.norm(dim=-1).tolist(),
        "‖PE(pos)‖": pe.norm(dim=-1).tolist(),
        "max |E entry|": e.abs().amax(-1).tolist(),
        "max |√d_model·E entry|": scaled.abs().amax(-1).tolist(),
        "max |PE entry|": pe.abs().amax(-1).tolist(),
    })  # fmt: skip


@torch.no_grad()
def vocabulary_scale(model: Transformer) -> dict[str, float]:
    """Over the whole vocabulary: mean row norm and entry std of E and √d_model·E, and ‖PE‖ = √(d_model/2)."""
    cfg = model.config
    w = model.src_embed.lut.weight  # (vocab, d_model)
    rows = w[4:] if w.size(0) > 4 else w  # leave out <pad>, <unk>, <s>, </s>
    return {
        "d_model": cfg.d_model,
        "√d_model": math.sqrt(cfg.d_model),
        "mean ‖E row‖": float(rows.norm(dim=-1).mean()),
        "std of E entries": float(rows.std()),
        "1/√d_model": 1 / math.sqrt(cfg.d_model),
        "mean ‖√d_model·E row‖": float(rows.norm(dim=-1).mean() * math.sqrt(cfg.d_model)),
        "‖PE(pos)‖ = √(d_model/2)": math.sqrt(cfg.d_model / 2),
    }


def fig_scale(frame: pd.DataFrame) -> go.Figure:
    """Norms per position: the raw embedding row, the row × √d_model, and the positional encoding."""
    fig = go.Figure()
    labels = [plot_text(f"{p}: {t}") for p, t in zip(frame["position"], frame["piece"], strict=True)]
    for col, colour in (("‖E[id]‖", "#999"), ("‖√d_model·E[id]‖", "#1f77b4"), ("‖PE(pos)‖", "#ff7f0e")):
        fig.add_trace(go.Bar(x=labels, y=frame[col], name=col, marker_color=colour))
    fig.update_layout(title=dict(text="Vector norms per source position", x=0.01), barmode="group",
                      xaxis_title="position: piece", yaxis_title="Euclidean norm", height=380)  # fmt: skip
    fig.update_xaxes(type="category")
    return fig


@torch.no_grad()
def shifted_right_vs_generation(model: Transformer, src: list[int], out_ids: list[int], bos: int) -> pd.DataFrame:
    """Training reads <s> y_1 … y_{n-1} in one pass under the causal mask; generation feeds its outputs back one
    at a time. Per step: the decoder's input, the prediction of both ways, and their largest log-prob gap."""
    model.eval()
    s = torch.tensor([src])  # (1, S)
    tgt_in = torch.tensor([[bos, *out_ids[:-1]]])  # (1, n): shifted right by one
    full, _ = model(s, tgt_in)  # (1, n, vocab): every position at once
    full = torch.log_softmax(full[0], -1)  # (n, vocab)
    rows = []
    for t in range(tgt_in.size(1)):
        step, _ = model(s, tgt_in[:, : t + 1])  # (1, t+1, vocab): what generation computes at step t
        last = torch.log_softmax(step[0, -1], -1)  # (vocab,)
        rows.append({
            "step": t + 1,
            "decoder reads": tgt_in[0, : t + 1].tolist(),
            "training predicts (row t of one pass)": int(full[t].argmax()),
            "generation predicts (step t alone)": int(last.argmax()),
            "target": out_ids[t],
            "max |log-prob difference|": float((full[t] - last).abs().max()),
        })  # fmt: skip
    return pd.DataFrame(rows)


def name_ids(frame: pd.DataFrame, piece: Any) -> pd.DataFrame:
    """The same table with ids written as pieces (`piece(id) -> str`)."""
    out = frame.copy()
    out["decoder reads"] = [" ".join(piece(i) for i in ids) for ids in frame["decoder reads"]]
    for col in ("training predicts (row t of one pass)", "generation predicts (step t alone)", "target"):
        out[col] = [piece(i) for i in frame[col]]
    return out
