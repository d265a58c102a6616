"""Why self-attention, §4 and Table 1: per-layer cost, sequential operations, maximum path length,
and a timed comparison of real layers on this machine with slopes fitted on log-log axes.

n = sequence length, d = representation dimension, k = convolution kernel width, r = neighbourhood
size of restricted self-attention.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable, Sequence

import numpy as np
import pandas as pd
import plotly.graph_objects as go
import torch
from plotly.subplots import make_subplots
from torch import Tensor, nn

from ..multihead import MultiHeadAttention
from .scheduler import heavy_work
from .timing import in_worker, median_time

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
DTYPE = torch.float32


class RecurrentLoop(nn.Module):
    """An Elman recurrent layer written as a plain loop: h_t = tanh(x_t W_x + b + h_{t−1} W_h).

    x_t W_x + b is computed for all positions at once (nothing links them); the loop is what §4 calls the
    O(n) sequential operations: step t needs h_{t−1}. `steps` counts the dependent steps of the last call.
    """

    def __init__(self, d: int, gates: int = 1) -> None:
        super().__init__()
        self.d, self.gates, self.steps = d, gates, 0
        self.w_x = nn.Linear(d, gates * d)  # input to every gate: (d, gates·d), with the bias
        self.w_h = nn.Linear(d, gates * d, bias=False)  # previous hidden state to every gate

    def cell(self, xw: Tensor, h: Tensor, c: Tensor) -> tuple[Tensor, Tensor]:
        return torch.tanh(xw + self.w_h(h)), c  # (B, d)

    def forward(self, x: Tensor) -> Tensor:
        b, n, _ = x.shape
        xw = self.w_x(x)  # (B, n, gates·d): all positions in one product
        h = c = x.new_zeros(b, self.d)  # (B, d)
        out = []
        for t in range(n):  # one step after another: h_t needs h_{t−1}
            h, c = self.cell(xw[:, t], h, c)
            out.append(h)
        self.steps = n
        return torch.stack(out, dim=1)  # (B, n, d)


class LSTMLoop(RecurrentLoop):
    """An LSTM layer in the same loop style (Hochreiter & Schmidhuber, 1997): four gates per step."""

    def __init__(self, d: int) -> None:
        super().__init__(d, gates=4)

    def cell(self, xw: Tensor, h: Tensor, c: Tensor) -> tuple[Tensor, Tensor]:
        i, f, g, o = (xw + self.w_h(h)).chunk(4, dim=-1)  # each (B, d)
        c = torch.sigmoid(f) * c + torch.sigmoid(i) * torch.tanh(g)
        return torch.sigmoid(o) * torch.tanh(c), c


class OneStep(nn.Module):
    """A layer that handles all n positions in one step (self-attention, convolution): `steps` is 1 per call."""

    def __init__(self, fn: Callable[[Tensor], Tensor], *modules: nn.Module) -> None:
        super().__init__()
        self.fn, self.parts, self.steps = fn, nn.ModuleList(modules), 0

    def forward(self, x: Tensor) -> Tensor:
        self.steps = 1
        return self.fn(x)


def make_layer(kind: str, d: int, nhead: int = 4, kernel: int = 3) -> nn.Module:
    """x (B, n, d) -> (B, n, d) for each measured kind; every module counts its dependent steps in `.steps`."""
    if kind == "self-attention":  # Equation (1) with the explicit (n, n) weight matrix, as the pages show it
        mha = MultiHeadAttention(d, nhead).eval()
        return OneStep(lambda x: mha(x, x, x, need_weights=True).output, mha)
    if kind == "self-attention (fused kernel)":  # same maths on F.scaled_dot_product_attention
        mha = MultiHeadAttention(d, nhead).eval()
        return OneStep(lambda x: mha(x, x, x).output, mha)
    if kind == "recurrent":
        return RecurrentLoop(d)
    if kind == "LSTM":
        return LSTMLoop(d)
    if kind == "convolutional":  # one library call: every output position at once, like a matrix product
        conv = nn.Conv1d(d, d, kernel, padding=kernel // 2)
        return OneStep(lambda x: conv(x.transpose(1, 2)).transpose(1, 2), conv)
    raise ValueError(f"unknown layer kind {kind!r}")


def multiply_adds(kind: str, n: int, d: int, batch: int = 1, kernel: int = 3) -> int:
    """Multiply-adds of one forward pass of `make_layer(kind)`, counted from its matrix products.

    Self-attention: Q, K, V and W^O projections 4·n·d², scores Q Kᵀ and weights × V 2·n²·d (Table 1's n²·d
    and the n·d² it leaves out). Recurrent: n·d² for the inputs, n·d² for the hidden states; the LSTM four
    times that. Convolution: k·n·d².
    """
    per = {
        "self-attention": 4 * n * d * d + 2 * n * n * d,
        "self-attention (fused kernel)": 4 * n * d * d + 2 * n * n * d,
        "recurrent": 2 * n * d * d,
        "LSTM": 8 * n * d * d,
        "convolutional": kernel * n * d * d,
    }
    if kind not in per:
        raise ValueError(f"unknown layer kind {kind!r}")
    return batch * per[kind]


def path_length(kind: str, n: int, kernel: int = 3) -> tuple[int, str]:
    """(count, unit) to connect the first and the last of n positions (Table 1, last column).

    Self-attention: 1 layer. Recurrent: n − 1 time steps inside one layer. Convolution: a stack of dilated
    convolutions (dilation 1, k, k², …) reaches k^L positions with L layers, so ⌈log_k n⌉ layers.
    """
    if kind.startswith("self-attention"):
        return 1, "layer"
    if kind in ("recurrent", "LSTM"):
        return max(n - 1, 0), "time steps"
    if kind == "convolutional":
        layers, reach = 0, 1
        while reach < n:  # integer log: ⌈log_k n⌉ without floating-point surprises
            reach *= kernel
            layers += 1
        return max(layers, 1), "dilated layers"
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


CLOCKS = {"wall": time.perf_counter, "cpu": time.thread_time}  # cpu: only valid with one thread


def time_call(fn: Callable[[torch.Tensor], torch.Tensor], x: torch.Tensor, repeats: int, clock: str = "wall") -> float:
    """Median time of `repeats` calls of fn(x) without autograd, after untimed warm-up calls."""
    return median_time(lambda: fn(x), repeats, CLOCKS[clock])


def _measure_point(
    kind: str, n: int, d: int, batch: int, nhead: int, kernel: int, repeats: int, seed: int, clock: str
) -> tuple[float, int, int]:
    torch.manual_seed(seed)
    layer = make_layer(kind, d, nhead, kernel).to(DTYPE)
    x = torch.randn(batch, n, d, dtype=DTYPE)  # (B, n, d)
    seconds = time_call(layer, x, repeats, clock)
    steps = layer.steps  # counted during the timed calls
    return seconds, activation_bytes(layer, x), steps


def _with_threads(threads: int | None, fn: Callable[..., object], *args) -> tuple[object, int]:
    """Run fn(*args) with `threads` intra-op threads (None: leave as is), restore; also return the count used."""
    before = torch.get_num_threads()
    if threads:
        torch.set_num_threads(threads)
    try:
        return fn(*args), torch.get_num_threads()
    finally:
        torch.set_num_threads(before)


def all_cores() -> int:
    """The cores this process may run on (what 'all cores' means for the measurement)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def measure_layers(
    ns: Sequence[int],
    d: int = 128,
    kinds: Sequence[str] = MEASURED,
    batch: int = 4,
    nhead: int = 4,
    kernel: int = 3,
    repeats: int = 3,
    threads: int | None = None,
    clock: str = "wall",
    seed: int = 0,
    progress: Callable[[float, str], None] | None = None,
) -> pd.DataFrame:
    """Median time (s), training memory (bytes), counted sequential steps and multiply-adds of one layer of
    each kind on x of shape (batch, n, d), float32, with `threads` intra-op threads (None: all cores).

    clock="wall" is elapsed time; clock="cpu" is the CPU time of the measuring thread, which a busy shared
    machine does not inflate but which is right only with threads=1 (then all the work runs in that thread).

    Each point is measured in the lessons' timing thread (see transformer.lessons.timing);
    `progress(fraction, label)` is called from the caller's thread between points.
    """
    for kind in kinds:
        make_layer(kind, 8, 1, kernel)  # fail early on an unknown kind
    threads = threads or all_cores()
    if clock not in CLOCKS or (clock == "cpu" and threads != 1):
        raise ValueError("clock must be 'wall', or 'cpu' with threads=1")
    rows = []
    total, done = len(ns) * len(kinds), 0
    with heavy_work().slot():  # one timing thread already; the slot also keeps other heavy work off the cores
        for n in ns:
            for kind in kinds:
                if progress is not None:
                    progress(done / total, f"{kind}, n = {n}")
                args = (kind, int(n), d, batch, nhead, kernel, repeats, seed, clock)
                (seconds, nbytes, steps), used = in_worker(_with_threads, threads, _measure_point, *args)
                macs = multiply_adds(kind, int(n), d, batch, kernel)
                rows.append(
                    (kind, int(n), d, batch, used, clock, repeats, seconds, nbytes, steps, macs, macs / seconds / 1e9)
                )
                done += 1
    if progress is not None:
        progress(1.0, "done")
    columns = [
        "layer",
        "n",
        "d",
        "batch",
        "threads",
        "clock",
        "repeats",
        "seconds",
        "activation bytes",
        "sequential steps",
    ]
    return pd.DataFrame(rows, columns=columns + ["multiply-adds", "G multiply-adds/s"])


def describe(measured: pd.DataFrame) -> str:
    """Exactly what was timed, for the page and the benchmark: one sentence from the frame itself."""
    first = measured.iloc[0]
    clock = (
        "CPU time of the measuring thread (time spent waiting for a core is not counted)"
        if first["clock"] == "cpu"
        else "wall-clock time"
    )
    return (
        f"Each point: the median {clock} of {first['repeats']} forward passes (after untimed warm-up calls, no "
        f"autograd) on a batch of {first['batch']} sequences of n vectors of width d = {first['d']}, float32, "
        f"with {first['threads']} intra-op thread(s)."
    )


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
    """Slope of time and of memory in n for each layer, using the points with n >= min_n (the fit range)."""
    rows = []
    for layer, part in measured.groupby("layer", sort=False):
        part = part[part["n"] >= min_n]
        if part["n"].nunique() < 2:
            continue
        t_slope, _ = fit_slope(part["n"], part["seconds"])
        m_slope, _ = fit_slope(part["n"], part["activation bytes"])
        rows.append((layer, t_slope, m_slope, len(part), f"{part['n'].min()} … {part['n'].max()}"))
    return pd.DataFrame(rows, columns=["layer", "time slope", "memory slope", "points", "fit range n"])


def asymptotic_from(d: int) -> int:
    """Smallest n where self-attention's 2·n²·d multiply-adds reach its 4·n·d² projections: n = 2d."""
    return 2 * d


def default_fit_from(ns: Sequence[int], d: int) -> int:
    """The first measured n in the regime where Table 1's n² term dominates, keeping at least two points."""
    ns = sorted(ns)
    inside = [n for n in ns if n >= asymptotic_from(d)]
    return inside[0] if len(inside) >= 2 else ns[max(0, len(ns) - 2)]


def sequential_frame(measured: pd.DataFrame, n: int | None = None, kernel: int = 3) -> pd.DataFrame:
    """At one n (default the largest): steps counted while timing, time per step, work, and path length."""
    n = int(measured["n"].max()) if n is None else n
    rows = []
    for _, r in measured[measured["n"] == n].iterrows():
        count, unit = path_length(r["layer"], n, kernel)
        rows.append(
            {
                "layer": r["layer"],
                "sequential steps (counted)": int(r["sequential steps"]),
                "time per step (ms)": 1e3 * r["seconds"] / r["sequential steps"],
                "multiply-adds per step (M)": r["multiply-adds"] / r["sequential steps"] / 1e6,
                "path first → last position": f"{count} {unit}",
            }
        )
    return pd.DataFrame(rows)


def parallel_sentence(measured: pd.DataFrame) -> str:
    """The §4 point in the measurement's own numbers, at its largest n."""
    n = int(measured["n"].max())
    at = measured[measured["n"] == n].set_index("layer")
    if not {"self-attention", "recurrent"} <= set(at.index):
        return ""
    sa, rnn = at.loc["self-attention"], at.loc["recurrent"]
    d = int(sa["d"])
    work = sa["multiply-adds"] / rnn["multiply-adds"]
    sa_steps, rnn_steps = int(sa["sequential steps"]), int(rnn["sequential steps"])
    return (
        f"At n = {n} (d = {d}) self-attention did {work:.1f}× the multiply-adds of the recurrent layer (Table 1 "
        f"compares only its n²·d with the recurrent n·d², a ratio n/d = {n / d:.2f}, and leaves out its 4·n·d² "
        f"projections), in {sa_steps} step; the recurrent layer ran {rnn_steps} steps one after another, "
        f"{1e6 * rnn['seconds'] / rnn_steps:.0f} µs each, each a ({int(rnn['batch'])}, {d}) × "
        f"({d}, {d}) product. More cores or a GPU can share out the work of one wide step; they cannot run step t "
        "before step t − 1, so the recurrent layer can never take less than n times the time of one step."
    )


def fig_measured(measured: pd.DataFrame, slopes: pd.DataFrame, min_n: int = 0) -> go.Figure:
    """Time, work rate and memory against n on log-log axes; n < d and n > d shaded; fits over the fit range."""
    panels = (("seconds", "seconds (log)"), ("G multiply-adds/s", "G multiply-adds / s (log)"))
    panels += (("activation bytes", "bytes (log)"),)
    fig = make_subplots(
        rows=1,
        cols=3,
        subplot_titles=("time per forward pass", "work done per second", "memory kept for backward"),
        horizontal_spacing=0.08,
    )
    fitted = slopes.set_index("layer")
    for layer, part in measured.groupby("layer", sort=False):
        colour = COLOURS.get(layer)
        label = layer
        if layer in fitted.index:
            row = fitted.loc[layer]
            label = f"{layer}: slope {row['time slope']:.2f} (time), {row['memory slope']:.2f} (memory)"
        for col, (y, _) in enumerate(panels, start=1):
            fig.add_scatter(
                x=part["n"],
                y=part[y],
                mode="markers+lines" if col == 2 else "markers",
                marker=dict(color=colour, size=8),
                line=dict(color=colour, width=1),
                name=label,
                legendgroup=layer,
                showlegend=col == 1,
                row=1,
                col=col,
            )
            use = part[part["n"] >= min_n]
            if col != 2 and use["n"].nunique() >= 2:
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
    d = int(measured["d"].iloc[0])
    lo, hi = float(measured["n"].min()), float(measured["n"].max())
    for col in (1, 2, 3):
        if lo < d:
            fig.add_vrect(
                x0=lo / 1.2, x1=min(d, hi * 1.2), fillcolor="#2ca02c", opacity=0.08, line_width=0, row=1, col=col
            )
        if hi > d:
            fig.add_vrect(
                x0=max(d, lo / 1.2), x1=hi * 1.2, fillcolor="#d62728", opacity=0.06, line_width=0, row=1, col=col
            )
        fig.add_vline(x=d, line_dash="dash", line_color="black", row=1, col=col)
        if min_n > lo:
            fig.add_vline(x=min_n, line_dash="dot", line_color="grey", row=1, col=col)
    fig.add_annotation(
        x=math.log10(d), y=0.02, yref="y domain", text=f"n = d = {d}<br>n < d left, n > d right", showarrow=False,
        xanchor="center", yanchor="bottom", bgcolor="rgba(255,255,255,0.8)", row=1, col=1,
    )  # fmt: skip
    fig.update_xaxes(type="log", title_text="sequence length n (log)")
    for col, (_, title) in enumerate(panels, start=1):
        fig.update_yaxes(type="log", title_text=title, row=1, col=col)
    fig.update_layout(
        title=f"Measured (green: n < d, red: n > d; dotted lines: least-squares fits for n ≥ {min_n})",
        height=520,
        legend=dict(orientation="h", y=-0.22),
    )
    return fig
