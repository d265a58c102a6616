"""Why self-attention, §4 and Table 1: per-layer cost, sequential operations, maximum path length,
and a timed comparison of real layers on this machine with slopes fitted on log-log axes.

n = sequence length, d = representation dimension, k = convolution kernel width, r = neighbourhood
size of restricted self-attention.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import numpy as np
import pandas as pd
import plotly.graph_objects as go
import torch
from plotly.subplots import make_subplots
from torch import nn

from ..multihead import MultiHeadAttention
from .scheduler import heavy_work
from .timing import best_time, in_worker

LAYERS = ("self-attention", "recurrent", "convolutional", "self-attention (restricted)")

TABLE_1 = pd.DataFrame(
    {
        "Layer Type": ["Self-Attention", "Recurrent", "Convolutional", "Self-Attention (restricted)"],
        "Complexity per Layer": ["O(n²·d)", "O(n·d²)", "O(k·n·d²)", "O(r·n·d)"],
        "Sequential Operations": ["O(1)", "O(n)", "O(1)", "O(1)"],
        "Maximum Path Length": ["O(1)", "O(n)", "O(log_k(n))", "O(n/r)"],
    }
)


# --- the formulas of Table 1 ------------------------------------------------------------------------------


def per_layer_ops(layer: str, n: float, d: float, k: float = 3, r: float = 16) -> float:
    """Table 1, column 2, without the O(): operations per layer."""
    return {
        "self-attention": n * n * d,
        "recurrent": n * d * d,
        "convolutional": k * n * d * d,
        "self-attention (restricted)": r * n * d,
    }[_check(layer)]


def sequential_ops(layer: str, n: float) -> float:
    """Table 1, column 3: operations that must run one after another."""
    return n if _check(layer) == "recurrent" else 1.0


def max_path_length(layer: str, n: float, k: float = 3, r: float = 16) -> float:
    """Table 1, column 4: longest path between two positions (dilated convolutions: log_k n)."""
    layer = _check(layer)
    if layer == "self-attention":
        return 1.0
    if layer == "recurrent":
        return float(n)
    if layer == "convolutional":
        return max(1.0, math.log(n) / math.log(k))
    return max(1.0, n / r)


def _check(layer: str) -> str:
    if layer not in LAYERS:
        raise ValueError(f"layer must be one of {LAYERS}, got {layer!r}")
    return layer


def crossover_n(d: float) -> float:
    """Self-attention (n²d) is cheaper than a recurrent layer (nd²) exactly when n < d."""
    return float(d)


def table_frame(ns: Sequence[float], d: float, k: float = 3, r: float = 16) -> pd.DataFrame:
    """Long frame (layer, n, operations per layer, sequential operations, maximum path length)."""
    rows = [
        (layer, float(n), per_layer_ops(layer, n, d, k, r), sequential_ops(layer, n), max_path_length(layer, n, k, r))
        for layer in LAYERS
        for n in ns
    ]
    return pd.DataFrame(
        rows, columns=["layer", "n", "operations per layer", "sequential operations", "maximum path length"]
    )


def log_range(lo: float, hi: float, points: int = 40) -> list[float]:
    return [float(v) for v in np.geomspace(lo, hi, points)]


def fig_table(frame: pd.DataFrame, d: float) -> go.Figure:
    """Three log-log panels, one per column of Table 1, with n = d marked."""
    fig = make_subplots(
        rows=1,
        cols=3,
        subplot_titles=("operations per layer", "sequential operations", "maximum path length"),
        horizontal_spacing=0.07,
    )
    for i, (layer, part) in enumerate(frame.groupby("layer", sort=False)):
        colour = COLOURS[layer]
        for col, y in enumerate(("operations per layer", "sequential operations", "maximum path length"), start=1):
            fig.add_scatter(
                x=part["n"],
                y=part[y],
                mode="lines",
                name=layer,
                legendgroup=layer,
                showlegend=col == 1,
                line=dict(color=colour, dash=["solid", "dash", "dot", "dashdot"][i]),
                row=1,
                col=col,
            )
    fig.add_vline(x=d, line_dash="dash", line_color="black", row=1, col=1)
    fig.add_annotation(
        x=math.log10(d), y=1.0, yref="y domain", text=f"n = d = {d:g}", showarrow=False, xanchor="left", row=1, col=1
    )
    fig.update_xaxes(type="log", title_text="sequence length n (log)")
    fig.update_yaxes(type="log")
    fig.update_layout(title="Table 1 as n grows (log–log)", height=430, legend=dict(orientation="h", y=-0.25))
    return fig


COLOURS = {
    "self-attention": "#1f77b4",
    "recurrent": "#d62728",
    "convolutional": "#2ca02c",
    "self-attention (restricted)": "#9467bd",
    "LSTM": "#ff7f0e",
    "self-attention (fused kernel)": "#17becf",
}


# --- measuring real layers -------------------------------------------------------------------------------


MEASURED = ("self-attention", "recurrent", "LSTM", "convolutional")


def _make_layer(kind: str, d: int, nhead: int, kernel: int) -> Callable[[torch.Tensor], torch.Tensor]:
    """A callable x (1, n, d) -> (1, n, d) for each kind of layer in Table 1."""
    if kind == "self-attention":  # Equation (1) with the explicit (n, n) weight matrix, as the pages show it
        mha = MultiHeadAttention(d, nhead).eval()
        return lambda x: mha(x, x, x, need_weights=True).output
    if kind == "self-attention (fused kernel)":  # same maths on F.scaled_dot_product_attention
        mha = MultiHeadAttention(d, nhead).eval()
        return lambda x: mha(x, x, x).output
    if kind == "recurrent":
        rnn = nn.RNN(d, d, batch_first=True)
        return lambda x: rnn(x)[0]
    if kind == "LSTM":
        lstm = nn.LSTM(d, d, batch_first=True)
        return lambda x: lstm(x)[0]
    if kind == "convolutional":
        conv = nn.Conv1d(d, d, kernel, padding=kernel // 2)
        return lambda x: conv(x.transpose(1, 2)).transpose(1, 2)
    raise ValueError(f"unknown layer kind {kind!r}")


def activation_bytes(fn: Callable[[torch.Tensor], torch.Tensor], x: torch.Tensor) -> int:
    """Bytes of the tensors autograd keeps for the backward pass (training memory), parameters excluded."""
    x = x.clone().requires_grad_(True)
    seen: dict[int, int] = {}

    def pack(t: torch.Tensor):
        if not isinstance(t, nn.Parameter):
            try:
                seen[t.untyped_storage().data_ptr()] = t.untyped_storage().nbytes()
            except (RuntimeError, NotImplementedError):  # tensors without storage
                seen[id(t)] = t.numel() * t.element_size()
        return t

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        fn(x)
    return int(sum(seen.values()))


def time_call(fn: Callable[[torch.Tensor], torch.Tensor], x: torch.Tensor, repeats: int) -> float:
    """Best-of-`repeats` wall time of fn(x) without autograd (the best run is the least disturbed)."""
    return best_time(lambda: fn(x), repeats)


def _measure_point(kind: str, n: int, d: int, nhead: int, kernel: int, repeats: int, seed: int) -> tuple[float, int]:
    torch.manual_seed(seed)
    fn = _make_layer(kind, d, nhead, kernel)
    x = torch.randn(1, n, d)
    return time_call(fn, x, repeats), activation_bytes(fn, x)


def measure_layers(
    ns: Sequence[int],
    d: int = 64,
    kinds: Sequence[str] = MEASURED,
    nhead: int = 4,
    kernel: int = 3,
    repeats: int = 3,
    seed: int = 0,
    progress: Callable[[float, str], None] | None = None,
) -> pd.DataFrame:
    """Time (s) and training memory (bytes) of one layer of each kind on x of shape (1, n, d).

    Each point is measured in the lessons' timing thread (see transformer.lessons.timing);
    `progress(fraction, label)` is called from the caller's thread between points.
    """
    for kind in kinds:
        _make_layer(kind, 8, 1, kernel)  # fail early on an unknown kind
    rows = []
    total, done = len(ns) * len(kinds), 0
    with heavy_work().slot():  # one timing thread already; the slot also keeps other heavy work off the cores
        for n in ns:
            for kind in kinds:
                if progress is not None:
                    progress(done / total, f"{kind}, n = {n}")
                seconds, nbytes = in_worker(_measure_point, kind, int(n), d, nhead, kernel, repeats, seed)
                rows.append((kind, int(n), d, seconds, nbytes))
                done += 1
    if progress is not None:
        progress(1.0, "done")
    return pd.DataFrame(rows, columns=["layer", "n", "d", "seconds", "activation bytes"])


# --- slopes on log-log axes -----------------------------------------------------------------------------------


def fit_slope(ns: Sequence[float], values: Sequence[float]) -> tuple[float, float]:
    """Least squares on log-log axes: log y = slope · log n + intercept; returns (slope, intercept)."""
    x = np.log(np.asarray(ns, dtype=float))
    y = np.log(np.asarray(values, dtype=float))
    if x.size < 2 or np.ptp(x) == 0:
        raise ValueError("need at least two different n to fit a slope")
    if not np.all(np.isfinite(y)):
        raise ValueError("values must be positive")
    slope, intercept = np.polyfit(x, y, 1)
    return float(slope), float(intercept)


def fitted_slopes(measured: pd.DataFrame, min_n: int = 0) -> pd.DataFrame:
    """Slope of time and of memory in n for each layer, using the points with n >= min_n."""
    rows = []
    for layer, part in measured.groupby("layer", sort=False):
        part = part[part["n"] >= min_n]
        if part["n"].nunique() < 2:
            continue
        t_slope, _ = fit_slope(part["n"], part["seconds"])
        m_slope, _ = fit_slope(part["n"], part["activation bytes"])
        rows.append((layer, t_slope, m_slope, len(part)))
    return pd.DataFrame(rows, columns=["layer", "time slope", "memory slope", "points"])


def fig_measured(measured: pd.DataFrame, slopes: pd.DataFrame, min_n: int = 0) -> go.Figure:
    """Time and memory against n on log-log axes, each series with its fitted line and slope."""
    fig = make_subplots(
        rows=1, cols=2, subplot_titles=("time per forward pass", "memory kept for backward"), horizontal_spacing=0.1
    )
    fitted = slopes.set_index("layer")
    for layer, part in measured.groupby("layer", sort=False):
        colour = COLOURS.get(layer)
        label = layer
        if layer in fitted.index:
            row = fitted.loc[layer]
            label = f"{layer}: slope {row['time slope']:.2f} (time), {row['memory slope']:.2f} (memory)"
        for col, y in ((1, "seconds"), (2, "activation bytes")):
            fig.add_scatter(
                x=part["n"],
                y=part[y],
                mode="markers",
                marker=dict(color=colour, size=8),
                name=label,
                legendgroup=layer,
                showlegend=col == 1,
                row=1,
                col=col,
            )
            use = part[part["n"] >= min_n]
            if use["n"].nunique() >= 2:
                s, b = fit_slope(use["n"], use[y])
                xs = np.asarray(sorted(use["n"]), dtype=float)
                fig.add_scatter(
                    x=xs,
                    y=np.exp(b) * xs**s,
                    mode="lines",
                    line=dict(color=colour, dash="dot"),
                    showlegend=False,
                    legendgroup=layer,
                    hoverinfo="skip",
                    row=1,
                    col=col,
                )
    fig.update_xaxes(type="log", title_text="sequence length n (log)")
    fig.update_yaxes(type="log", title_text="seconds (log)", row=1, col=1)
    fig.update_yaxes(type="log", title_text="bytes (log)", row=1, col=2)
    fig.update_layout(
        title="Measured on this machine (dotted: least-squares fit on log–log axes)",
        height=500,
        legend=dict(orientation="h", y=-0.2),
    )
    return fig
