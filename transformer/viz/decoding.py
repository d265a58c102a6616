"""Figures and tables of decoding step by step (§3.1: the decoder is auto-regressive; §6.1: beam search).

Step t (counted from 1, as on screen; `Step.t` is t − 1) predicts y_t. It holds what the newest decoder
position did: its causal self-attention row over the prefix <s> y_1 … y_{t−1} (itself included), its
cross-attention row over the source and the most probable pieces for y_t.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import pandas as pd
import plotly.graph_objects as go

from .figures import bar_row, heatmap
from .matrices import AttentionMatrix, plotly_text, plotly_texts
from .style import finish


def _row(t: Any, layer: int, head: int | None) -> np.ndarray:
    a = t.detach().float().cpu().numpy()[layer]  # (H, n)
    return a.mean(axis=0) if head is None else a[head]


def _who(layer: int, head: int | None) -> str:
    return f"layer {layer + 1}, " + ("mean of heads" if head is None else f"head {head + 1}")


def self_row_figure(step: Any, layer: int, head: int | None = None) -> go.Figure:
    """The newest position's causal self-attention row: bars over the prefix it reads, itself included."""
    w = _row(step.self_attn, layer, head)
    title = f"Step {step.t + 1}: decoder self-attention of “{step.prefix_tokens[-1]}” ({_who(layer, head)})"
    return bar_row(w, step.prefix_tokens, title, "key: decoder input so far")


def cross_row_figure(step: Any, src_tokens: Sequence[str], layer: int, head: int | None = None) -> go.Figure:
    """The newest position's cross-attention row over the source pieces."""
    w = _row(step.cross_attn, layer, head)
    title = f"Step {step.t + 1}: cross-attention over the source ({_who(layer, head)})"
    return bar_row(w, list(src_tokens), title, "key: source piece", color="#EE6677")


def top_k_frame(step: Any) -> pd.DataFrame:
    """The most probable next pieces with probabilities, most probable first, the chosen one marked."""
    df = pd.DataFrame(step.top_k, columns=["piece", "probability"])
    df["chosen"] = df["piece"] == step.chosen
    return df


def top_k_figure(step: Any) -> go.Figure:
    """Horizontal bars of the top-k next pieces; the appended piece is highlighted."""
    df = top_k_frame(step)
    colors = ["#228833" if c else "#BBBBBB" for c in df["chosen"]]
    fig = go.Figure(
        go.Bar(
            x=df["probability"],
            y=list(range(len(df))),
            orientation="h",
            marker_color=colors,
            text=[f"{p:.2f}" for p in df["probability"]],
            textposition="outside",
            hovertemplate="%{customdata}: p = %{x:.3f}<extra></extra>",
            customdata=plotly_texts(df["piece"]),
        )
    )
    ticks = list(range(len(df)))
    fig.update_yaxes(tickmode="array", tickvals=ticks, ticktext=plotly_texts(df["piece"]), autorange="reversed")
    fig.update_xaxes(range=[0, 1.15], title_text="probability of the next piece")
    fig.update_layout(
        title={"text": plotly_text(f"Step {step.t + 1}: next piece (chosen: “{step.chosen}”)")},
        height=max(270, 34 * len(df) + 140),
        margin={"l": 10, "r": 10, "t": 84, "b": 10},
    )
    return finish(fig)


def cross_so_far(steps: Sequence[Any], upto: int, src_tokens: Sequence[str], layer: int, head: int | None = None):
    """Cross-attention rows of steps 0..upto stacked: rows = decoder positions (queries), columns = source keys."""
    rows = [_row(s.cross_attn, layer, head) for s in steps[: upto + 1]]
    labels = [s.prefix_tokens[-1] for s in steps[: upto + 1]]
    return AttentionMatrix(
        np.stack(rows), labels, list(src_tokens), f"Cross-attention, steps 1–{upto + 1} ({_who(layer, head)})"
    )


def cross_so_far_figure(
    steps: Sequence[Any], upto: int, src_tokens: Sequence[str], layer: int, head: int | None = None
) -> go.Figure:
    """Heatmap of the cross-attention rows written so far: the alignment growing step by step."""
    return heatmap(cross_so_far(steps, upto, src_tokens, layer, head), "decoder input query", "source key")


def steps_frame(steps: Sequence[Any]) -> pd.DataFrame:
    """One row per step: the prefix read, the piece chosen, its probability and the runner-up."""
    records = []
    for s in steps:
        probs = dict(s.top_k)
        runner = next(((p, q) for p, q in s.top_k if p != s.chosen), ("", float("nan")))
        records.append(
            {
                "step": s.t + 1,
                "reads": s.prefix_tokens[-1],
                "chosen": s.chosen,
                "p_chosen": probs.get(s.chosen, float("nan")),
                "runner_up": runner[0],
                "p_runner_up": runner[1],
            }
        )
    return pd.DataFrame.from_records(records)


def beams_frame(step: Any) -> pd.DataFrame:
    """Live beam-search hypotheses after a step, with their length-penalised scores (empty for greedy)."""
    beams = getattr(step, "beams", None) or []
    return pd.DataFrame(
        [{"rank": i + 1, "hypothesis": " ".join(toks), "score": float(score)} for i, (toks, score) in enumerate(beams)],
        columns=["rank", "hypothesis", "score"],
    )


def step_data(step: Any, src_tokens: Sequence[str], layer: int, head: int | None = None) -> dict:
    """The numbers of one step for the JSON/CSV download."""
    return {
        "step": step.t + 1,
        "prefix": list(step.prefix_tokens),
        "self_attention": _named(step.prefix_tokens, _row(step.self_attn, layer, head)),
        "cross_attention": _named(src_tokens, _row(step.cross_attn, layer, head)),
        "top_k": [[p, float(q)] for p, q in step.top_k],
        "chosen": step.chosen,
    }


def _named(tokens: Sequence[str], weights: np.ndarray) -> dict[str, float]:
    """{'position:token': weight}, so repeated tokens stay distinct."""
    return {f"{i}:{t}": float(w) for i, (t, w) in enumerate(zip(tokens, weights, strict=True))}
