"""Plotly figures of attention: one heatmap, the layers × heads grid, and the lines-between-tokens head view.

Axes are numeric positions with the tokens as tick text, so a repeated token (two `▁the`) keeps two rows.
Rows (y, top to bottom) are queries; columns (x, left to right) are keys.
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Sequence

import numpy as np
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from ..trace import Trace
from .matrices import (
    KIND_TITLES,
    AttentionMatrix,
    attention_matrix,
    axis_sides,
    head_weights,
    labelled_axis,
    plotly_text,
    plotly_texts,
    token_labels,
)
from .style import finish, finished_layout

COLORSCALE = "Blues"
HEAD_COLORS = [  # one colour per head in the head view (colour-blind-safe Tol palette, cycled)
    "#4477AA", "#EE6677", "#228833", "#CCBB44", "#66CCEE", "#AA3377", "#BBBBBB", "#000000",
    "#EE7733", "#0077BB", "#33BBEE", "#EE3377", "#CC3311", "#009988", "#DDAA33", "#994455",
]  # fmt: skip


def _side_name(kind: str, axis: str) -> str:
    q, k = axis_sides(kind)
    side = q if axis == "rows" else k
    return "source" if side == "src" else "decoder input"


def _plural(noun: str) -> str:
    """'target query' -> 'target queries', 'source key' -> 'source keys' (axis titles name the whole axis)."""
    return noun[:-1] + "ies" if noun.endswith("y") and not noun.endswith("ey") else noun + "s"


def heatmap(
    m: AttentionMatrix,
    row_title: str = "query",
    col_title: str = "key",
    show_values: bool | None = None,
    show_row_sums: bool = True,
    zmax: float | None = 1.0,
) -> go.Figure:
    """A heatmap of one map: hover gives query, key and weight; the row sums are printed at the right."""
    w = m.weights
    n_rows, n_cols = w.shape
    rows, cols = list(range(n_rows)), list(range(n_cols))
    hover = np.empty((n_rows, n_cols, 2), dtype=object)
    for i in rows:
        for j in cols:
            hover[i, j] = (plotly_text(m.row_labels[i]), plotly_text(m.col_labels[j]))
    if show_values is None:
        show_values = n_rows * n_cols <= 400
    # Keys are labelled on top (visible without scrolling a tall map); reserve room for the title above the
    # slanted labels, which automargin alone would let overlap: about 0.6 em per character, at 45°.
    longest = max((len(label) for label in m.col_labels), default=1)
    labels_px = int(longest * 0.6 * 12 * 0.71) + 16
    top = 84 + 22 + labels_px
    layout = {  # one layout for the constructor: each fig.update_* call costs about 1 ms of plotly's checks
        "xaxis": labelled_axis(cols, m.col_labels, tickangle=-45, side="top", title={"text": _plural(col_title)},
                               showgrid=False, ticks=""),
        "yaxis": labelled_axis(rows, m.row_labels, autorange="reversed",
                               title={"text": _plural(row_title), "standoff": 10}, showgrid=False, ticks=""),
        "title": {"text": plotly_text(m.title), "x": 0.0, "xanchor": "left"},
        "height": max(340, 26 * n_rows + top + 40),
        "margin": {"l": 10, "r": 130 if show_row_sums else 80, "t": top, "b": 10},
    }  # fmt: skip
    if show_row_sums:  # the row sums at the right of each row
        layout["annotations"] = [
            {"x": 1.0, "xref": "paper", "xanchor": "left", "y": i, "yref": "y", "text": f"Σ={s:.2f}",
             "showarrow": False, "font": {"size": 10, "color": "#555"}}
            for i, s in enumerate(m.row_sums)
        ]  # fmt: skip
    fig = go.Figure(
        go.Heatmap(
            z=w,
            x=cols,
            y=rows,
            customdata=hover,
            colorscale=COLORSCALE,
            zmin=0.0,
            zmax=zmax,
            texttemplate="%{z:.2f}" if show_values else None,
            hovertemplate=(
                f"{row_title} %{{y}} <b>%{{customdata[0]}}</b><br>{col_title} %{{x}} <b>%{{customdata[1]}}</b>"
                "<br>weight %{z:.3f}<extra></extra>"
            ),
            colorbar={"title": {"text": "weight"}, "thickness": 12, "xref": "container", "x": 1.0, "xanchor": "right"},
            xgap=1,
            ygap=1,
        ),
        layout=finished_layout(layout),
    )
    return fig


def attention_heatmap(
    trace: Trace, kind: str, layer: int, head: int | None = None, level: str = "piece", **kwargs
) -> go.Figure:
    """Heatmap of one head (None = mean over heads) of one kind of attention, rows = queries, columns = keys."""
    m = attention_matrix(trace, kind, layer, head, level)
    return heatmap(m, f"{_side_name(kind, 'rows')} query", f"{_side_name(kind, 'cols')} key", **kwargs)


@functools.lru_cache(maxsize=16)
def _grid_layout(n_layers: int, n_heads: int) -> dict:
    """make_subplots' layout for a layers × heads grid (axis domains, subplot titles): ~30 ms, the same per shape."""
    titles = [f"L{layer + 1} H{head + 1}" for layer in range(n_layers) for head in range(n_heads)]
    grid = make_subplots(
        rows=n_layers,
        cols=n_heads,
        subplot_titles=titles,
        horizontal_spacing=0.015 if n_heads > 6 else 0.03,
        vertical_spacing=min(0.12, 0.5 / max(n_layers, 1)),
    )
    layout = grid.layout.to_plotly_json()
    layout.pop("template", None)  # the default template, which go.Figure applies again (and checks, ~6 ms)
    return layout  # shared: copied before use


def attention_grid(trace: Trace, kind: str, level: str = "piece", zmax: float | None = 1.0) -> go.Figure:
    """Small multiples: every layer (rows of the grid) × every head (columns); hover names the tokens."""
    t = trace.attention(kind)
    n_layers, n_heads = int(t.shape[0]), int(t.shape[1])
    layout = copy.deepcopy(_grid_layout(n_layers, n_heads))
    for name, axis in layout.items():
        if name.startswith(("xaxis", "yaxis")):
            axis.update(showticklabels=False, showgrid=False, zeroline=False)
            if name.startswith("yaxis"):
                axis["autorange"] = "reversed"
    for note in layout["annotations"]:
        note["font"] = {"size": 10}
    cell = 150 if n_heads <= 8 else 100
    layout.update(
        title={"text": f"{KIND_TITLES[kind]}: layers (grid rows) × heads (grid columns); in each, rows are queries"},
        height=max(320, cell * n_layers + 110),
        margin={"l": 10, "r": 10, "t": 90, "b": 10},
    )
    cells = []
    for layer in range(n_layers):
        for head in range(n_heads):
            m = attention_matrix(trace, kind, layer, head, level)
            keys = plotly_texts(m.col_labels)
            hover = np.array([[(r, c) for c in keys] for r in plotly_texts(m.row_labels)], dtype=object)
            k = layer * n_heads + head + 1  # make_subplots numbers the axes row by row: x, x2, …
            cells.append(
                go.Heatmap(
                    z=m.weights,
                    customdata=hover,
                    colorscale=COLORSCALE,
                    zmin=0.0,
                    zmax=zmax,
                    showscale=layer == 0 and head == 0,
                    colorbar={"title": {"text": "weight"}, "thickness": 10},
                    hovertemplate=(
                        f"layer {layer + 1}, head {head + 1}<br>query <b>%{{customdata[0]}}</b>"
                        "<br>key <b>%{customdata[1]}</b><br>weight %{z:.3f}<extra></extra>"
                    ),
                    xaxis="x" if k == 1 else f"x{k}",
                    yaxis="y" if k == 1 else f"y{k}",
                )
            )
    # One figure from its traces and layout: add_trace and update_* per cell cost about 1 ms each.
    fig = go.Figure(cells, layout=layout)
    return finish(fig)


def _opacity_bins(weights: np.ndarray, threshold: float, n_bins: int) -> list[tuple[float, list[tuple[int, int]]]]:
    """Group (query, key) pairs into opacity bins by weight; pairs below `threshold` are left out."""
    edges = np.linspace(0.0, 1.0, n_bins + 1)
    out = []
    for b in range(n_bins):
        lo, hi = edges[b], edges[b + 1]
        pick = (weights >= max(lo, threshold)) & ((weights < hi) if b < n_bins - 1 else (weights <= hi))
        pairs = [(int(i), int(j)) for i, j in zip(*np.nonzero(pick), strict=True)]
        if pairs:
            out.append((float((lo + hi) / 2), pairs))
    return out


def head_view(
    trace: Trace,
    kind: str,
    layer: int,
    heads: Sequence[int] | None = None,
    threshold: float = 0.02,
    n_bins: int = 10,
    queries: Sequence[int] | None = None,
) -> go.Figure:
    """Lines between tokens: queries in the left column, keys in the right; a line's opacity is its weight.

    Several heads are drawn in different colours (side by side in one column pair, like bertviz).
    `queries` draws only those rows' lines (the paper's Figures 3 and 4 show one word's attention).
    """
    q_side, k_side = axis_sides(kind)
    rows, cols = token_labels(trace, q_side), token_labels(trace, k_side)
    n_heads = trace.attention(kind).shape[1]
    heads = list(range(n_heads)) if heads is None else [int(h) for h in heads]
    fig = go.Figure()
    for h in heads:
        w = head_weights(trace, kind, layer, h)
        if queries is not None:
            keep = np.zeros(w.shape[0], dtype=bool)
            keep[[int(q) for q in queries]] = True
            w = np.where(keep[:, None], w, 0.0)
        color = HEAD_COLORS[h % len(HEAD_COLORS)]
        fig.add_trace(  # the legend's sample line, at full strength (the drawn lines may all be faint)
            go.Scatter(x=[None], y=[None], mode="lines", line={"color": color, "width": 3}, name=f"head {h + 1}",
                       legendgroup=f"head {h + 1}", showlegend=True, hoverinfo="skip")
        )  # fmt: skip
        for opacity, pairs in _opacity_bins(w, threshold, n_bins):
            xs: list[float | None] = []
            ys: list[float | None] = []
            for i, j in pairs:
                xs += [0.0, 1.0, None]
                ys += [i, j, None]
            fig.add_trace(
                go.Scatter(
                    x=xs,
                    y=ys,
                    mode="lines",
                    line={"color": color, "width": 1 + 4 * opacity},
                    opacity=max(0.05, opacity),
                    name=f"head {h + 1}",
                    legendgroup=f"head {h + 1}",
                    showlegend=False,
                    hoverinfo="skip",
                )
            )
    fig.add_trace(
        go.Scatter(
            x=[0.0] * len(rows),
            y=list(range(len(rows))),
            mode="text",
            text=plotly_texts(rows),
            textposition="middle left",
            name="queries",
            showlegend=False,
            hovertemplate="query %{y}: %{text}<extra></extra>",
        )
    )
    fig.add_trace(
        go.Scatter(
            x=[1.0] * len(cols),
            y=list(range(len(cols))),
            mode="text",
            text=plotly_texts(cols),
            textposition="middle right",
            name="keys",
            showlegend=False,
            hovertemplate="key %{y}: %{text}<extra></extra>",
        )
    )
    n = max(len(rows), len(cols))
    fig.update_xaxes(
        range=[-0.6, 1.6],
        tickmode="array",
        tickvals=[0.0, 1.0],
        ticktext=[f"queries ({_side_name(kind, 'rows')})", f"keys ({_side_name(kind, 'cols')})"],
        side="top",
        showgrid=False,
        zeroline=False,
    )
    fig.update_yaxes(range=[n - 0.5, -0.5], showticklabels=False, showgrid=False, zeroline=False)
    who = ("heads " if len(heads) > 1 else "head ") + ", ".join(str(h + 1) for h in heads)
    fig.update_layout(
        title={"text": f"{KIND_TITLES[kind]}, layer {layer + 1}, {who}: line opacity = weight"},
        height=max(340, 24 * n + 170),
        margin={"l": 10, "r": 10, "t": 110, "b": 10},
        legend={"orientation": "h", "y": -0.02},
    )
    return finish(fig)


def bar_row(
    weights: Sequence[float],
    labels: Sequence[str],
    title: str | tuple[str, ...],  # a tuple: one line each (each escaped; user tokens never become markup)
    axis_title: str = "key",
    color: str = "#4477AA",
) -> go.Figure:
    """One attention row (a distribution over keys) as bars, labelled with the key tokens in order."""
    x = list(range(len(labels)))
    fig = go.Figure(
        go.Bar(
            x=x,
            y=list(map(float, weights)),
            marker_color=color,
            customdata=plotly_texts(labels),
            hovertemplate="%{customdata}: %{y:.3f}<extra></extra>",
            text=[f"{float(v):.2f}" for v in weights],
            textposition="outside",
        ),
        layout=finished_layout(
            {  # for the constructor: each fig.update_* call costs ms of plotly's checks
                "xaxis": labelled_axis(x, labels, tickangle=-45, title={"text": axis_title}),
                "yaxis": {"range": [0, 1.1], "title": {"text": "weight"}},
                "title": {"text": "<br>".join(plotly_text(t) for t in ((title,) if isinstance(title, str) else title))},
                "height": 340,
                "margin": {"l": 10, "r": 10, "t": 84, "b": 10},
            }
        ),
    )
    return fig


__all__ = ["attention_grid", "attention_heatmap", "bar_row", "head_view", "heatmap", "token_labels"]
