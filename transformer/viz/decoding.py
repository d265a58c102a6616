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
from .matrices import AttentionMatrix, labelled_axis, plotly_text, plotly_texts
from .style import finished_layout

CHOSEN_COLOR, OTHER_COLOR = "#228833", "#BBBBBB"  # the top-k bar of the piece appended, and the others


def _row(t: Any, layer: int, head: int | None) -> np.ndarray:
    a = t.detach().float().cpu().numpy()[layer]  # (H, n)
    return a.mean(axis=0) if head is None else a[head]


def _who(layer: int, head: int | None) -> str:
    return f"layer {layer + 1}, " + ("mean of heads" if head is None else f"head {head + 1}")


def self_row_figure(step: Any, layer: int, head: int | None = None) -> go.Figure:
    """The newest position's causal self-attention row: bars over the prefix it reads, itself included."""
    w = _row(step.self_attn, layer, head)
    title = (f"Step {step.t + 1}: decoder self-attention", f"of “{step.prefix_tokens[-1]}” ({_who(layer, head)})")
    return bar_row(w, step.prefix_tokens, title, "key: decoder input so far")


def cross_row_figure(step: Any, src_tokens: Sequence[str], layer: int, head: int | None = None) -> go.Figure:
    """The newest position's cross-attention row over the source pieces."""
    w = _row(step.cross_attn, layer, head)
    # its first line as short as the left chart's: a longer one ran under the chart's modebar on a half-width column
    title = ("Cross-attention over the source", f"at step {step.t + 1} ({_who(layer, head)})")
    return bar_row(w, list(src_tokens), title, "key: source piece", color="#EE6677")


def probability_text(p: float) -> str:
    """A probability to two decimals; "< 0.01" for one that would round to 0.00, so no real piece reads as 0."""
    return "< 0.01" if 0 < p < 0.005 else f"{p:.2f}"


def p_phrase(p: float) -> str:
    """ "p = 0.92", or "p < 0.01" for a probability that would round to 0.00."""
    text = probability_text(p)
    return "p " + (text if text.startswith("<") else f"= {text}")


def chosen_probability(step: Any) -> float:
    """The probability of the piece the step appended (its own record, else its top-k entry, else NaN)."""
    p = getattr(step, "p_chosen", None)
    return float(p) if p is not None else float(dict(step.top_k).get(step.chosen, float("nan")))


def top_k_frame(step: Any) -> pd.DataFrame:
    """The most probable next pieces, most probable first, the chosen one marked.

    When the chosen piece is not among them (beam search can keep a less probable piece), it is added as a
    last row with `in_top_k` False, so the chosen piece is always there with its real probability.
    """
    df = pd.DataFrame(step.top_k, columns=["piece", "probability"])
    df["chosen"] = df["piece"] == step.chosen
    df["in_top_k"] = True
    if not df["chosen"].any():
        extra = {"piece": step.chosen, "probability": chosen_probability(step), "chosen": True, "in_top_k": False}
        df = pd.concat([df, pd.DataFrame([extra])], ignore_index=True)
    return df


def top_k_figure(step: Any) -> go.Figure:
    """Horizontal bars of the top-k next pieces; the appended piece is highlighted (its own bar if not in top-k)."""
    df = top_k_frame(step)
    colors = [CHOSEN_COLOR if c else OTHER_COLOR for c in df["chosen"]]
    labels = [
        p if top else f"{p} (chosen, not in the top {len(df) - 1})"
        for p, top in zip(df["piece"], df["in_top_k"], strict=True)
    ]
    title = (f"Step {step.t + 1}: next piece", f"(chosen: “{step.chosen}”, {p_phrase(chosen_probability(step))})")
    fig = go.Figure(
        go.Bar(
            x=df["probability"],
            y=list(range(len(df))),
            orientation="h",
            marker_color=colors,
            text=plotly_texts([probability_text(p) for p in df["probability"]]),  # "< 0.01" arrives as &lt;
            textposition="outside",
            hovertemplate="%{customdata}: p = %{x:.3f}<extra></extra>",
            customdata=plotly_texts(df["piece"]),
        ),
        layout=finished_layout(
            {  # for the constructor: each fig.update_* call costs ms of plotly's checks
                "yaxis": labelled_axis(range(len(df)), labels, autorange="reversed"),
                "xaxis": {"range": [0, 1.15], "title": {"text": "probability of the next piece"}},
                "title": {"text": "<br>".join(plotly_text(t) for t in title)},
                "height": max(270, 34 * len(df) + 140),
                "margin": {"l": 10, "r": 10, "t": 84, "b": 10},
            }
        ),
    )
    return fig


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
    """One row per step: the prefix read, the piece chosen, its probability and the most probable other piece."""
    records = []
    for s in steps:
        runner = next(((p, q) for p, q in s.top_k if p != s.chosen), ("", float("nan")))
        records.append(
            {
                "step": s.t + 1,
                "reads": s.prefix_tokens[-1],
                "chosen": s.chosen,
                "p_chosen": chosen_probability(s),
                "runner_up": runner[0],
                "p_runner_up": runner[1],
            }
        )
    return pd.DataFrame.from_records(records)


def beams_frame(step: Any, returned: Sequence[int] | None = None) -> pd.DataFrame:
    """What beam search held after a step (§6.1): its live hypotheses and those that ended with </s> there.

    Ranked by length-penalised score. `returned` (the returned output ids, </s> included when it ended) marks the
    hypothesis on the returned translation's path; the others are live beams the search later dropped or passed
    over. Empty for greedy decoding.
    """
    beams = sorted(getattr(step, "beams", None) or [], key=lambda h: -h.score)
    columns = ["rank", "hypothesis", "score", "log_prob", "status", "returned_path"]
    rows = [
        {
            "rank": i + 1,
            "hypothesis": " ".join(h.pieces),
            "score": float(h.score),
            "log_prob": float(h.log_prob),
            "status": "ended with </s>" if h.ended else "live",
            "returned_path": returned is not None and list(h.ids) == list(returned)[: len(h.ids)],
        }
        for i, h in enumerate(beams)
    ]
    return pd.DataFrame(rows, columns=columns)


def step_data(step: Any, src_tokens: Sequence[str], layer: int, head: int | None = None) -> dict:
    """The numbers of one step for the JSON/CSV download."""
    return {
        "step": step.t + 1,
        "prefix": list(step.prefix_tokens),
        "self_attention": _named(step.prefix_tokens, _row(step.self_attn, layer, head)),
        "cross_attention": _named(src_tokens, _row(step.cross_attn, layer, head)),
        "top_k": [[p, float(q)] for p, q in step.top_k],
        "chosen": step.chosen,
        "p_chosen": chosen_probability(step),
    }


def _named(tokens: Sequence[str], weights: np.ndarray) -> dict[str, float]:
    """{'position:token': weight}, so repeated tokens stay distinct."""
    return {f"{i}:{t}": float(w) for i, (t, w) in enumerate(zip(tokens, weights, strict=True))}
