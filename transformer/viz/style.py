"""One look for every figure: the title clear of the modebar, tick labels never clipped, a white background."""

from __future__ import annotations

import math

import plotly.graph_objects as go

TOP = 84  # px above the plot: the modebar (about 30 px), then the title


def _finishing(height: float | None, top: float | None, axes: list[str]) -> dict:
    """The layout settings finish() adds, for a figure of this height, top margin and axes."""
    height = height or 450
    return {
        "title": {"x": 0.0, "xanchor": "left", "yref": "container", "y": 1 - 34 / height, "yanchor": "top",
                  "font": {"size": 15}},
        "margin": {"t": max(top or 0, TOP)},
        "plot_bgcolor": "white",
        "paper_bgcolor": "white",
        **{name: {"automargin": True} for name in axes},
    }  # fmt: skip


def finish(fig: go.Figure) -> go.Figure:
    """Place the title under the modebar, let axes grow their margins for long tokens; returns `fig`."""
    axes = [name for name in fig.layout if name.startswith(("xaxis", "yaxis"))]
    # one update (each costs a few ms): every axis, as update_xaxes/update_yaxes would
    fig.update_layout(_finishing(fig.layout.height, fig.layout.margin.t, axes))
    return fig


def finished_layout(layout: dict) -> dict:
    """`layout` with finish()'s settings merged in, for go.Figure(trace, layout=...) of one x and one y axis.

    The same figure as finish(go.Figure(trace, layout=layout)), without the update afterwards (a few ms a figure).
    """
    margin = layout.get("margin", {})
    return _merged(layout, _finishing(layout.get("height"), margin.get("t"), ["xaxis", "yaxis"]))


def _merged(base: dict, extra: dict) -> dict:
    """A new dict: `extra` merged into `base`, nested dicts merged too (as plotly's update does)."""
    out = dict(base)
    for key, value in extra.items():
        out[key] = _merged(out[key], value) if isinstance(value, dict) and isinstance(out.get(key), dict) else value
    return out


_SUPERSCRIPT = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")


def tick_texts(values: list[float]) -> list[str]:
    """Log-axis ticks as people read them: 1, 20, 0.5, 1,000; all as powers (10⁵, 2×10⁻⁴) when any tick lies
    beyond 10⁴ or below 10⁻³, so that one axis never mixes the two notations."""
    exponents = [math.floor(math.log10(v) + 1e-9) for v in values]
    plain = all(-3 <= e <= 4 for e in exponents)
    out = []
    for v, e in zip(values, exponents, strict=True):
        if plain:
            out.append(f"{v:,.{max(0, -e)}f}")
            continue
        mantissa, power = round(v / 10**e, 6), "10" + str(e).translate(_SUPERSCRIPT)
        out.append(power if mantissa == 1 else f"{mantissa:g}×{power}")
    return out


def log_ticks(lo: float, hi: float, most: int = 9) -> list[float]:
    """Tick values for a log axis over [lo, hi] (both > 0): 1, 10, 100, … over wide ranges, 1, 2, 5, 10, … over
    narrow ones; at most `most` of them, so that every label can be read."""
    if not (0 < lo <= hi and math.isfinite(hi)):
        return []
    first, last = math.floor(math.log10(lo) + 1e-9), math.ceil(math.log10(hi) - 1e-9)
    for steps in ((1, 2, 5), (1,)):
        values = [m * 10**e for e in range(first, last + 1) for m in steps]
        values = [v for v in values if lo * (1 - 1e-9) <= v <= hi * (1 + 1e-9)]
        if 2 <= len(values) <= most:
            return values
    decades = list(range(first, last + 1))
    stride = max(1, math.ceil(len(decades) / most))
    return [10.0**e for e in decades[::stride]]


def _axis_data(fig: go.Figure, axis: str) -> list[float]:
    """Every positive finite value that traces put on one axis ("xaxis", "yaxis2", ...)."""
    letter, suffix = axis[0], axis[5:]
    out: list[float] = []
    for trace in fig.data:
        if trace.type == "heatmap" or (getattr(trace, f"{letter}axis", None) or letter) != letter + suffix:
            continue
        values = getattr(trace, letter, None)
        if values is None:
            continue
        for v in values:
            try:
                f = float(v)
            except (TypeError, ValueError):
                continue
            if math.isfinite(f) and f > 0:
                out.append(f)
    return out


def tidy(fig: go.Figure) -> go.Figure:
    """Make any plotly figure readable wherever it is drawn; returns `fig` (used for every chart the app shows).

    - every axis grows the margin for its tick labels and keeps its title clear of them (automargin);
    - a colour bar's title stands beside the bar, clear of its tick labels; subplot titles stand clear of the
      plot's top tick label;
    - a log axis without explicit ticks gets 1, 10, 100, … or 1, 2, 5, 10, … (plotly's default labels the minor
      2 and 5 of every decade too: "1 2 5 10 2 5 100"), each tick written in full.
    """
    for trace in fig.data:  # a colour bar's title beside the bar, not on top of its highest tick
        bar = getattr(trace, "colorbar", None)
        if bar is not None and bar.title.text and bar.title.side is None:
            bar.title.side = "right"
    for note in fig.layout.annotations:  # subplot titles: a little above the plot, clear of its top tick label
        if note.xref == "paper" and note.yref == "paper" and note.yanchor == "bottom" and note.showarrow is False:
            note.yshift = max(note.yshift or 0, 10)
    for name in list(fig.layout):
        if not (name.startswith("xaxis") or name.startswith("yaxis")):
            continue
        axis = fig.layout[name]
        axis.automargin = True
        if axis.type == "log" and axis.tickvals is None and axis.dtick is None:
            data = _axis_data(fig, name)
            if data:
                values = log_ticks(min(data), max(data))
                if values:
                    axis.update(tickmode="array", tickvals=values, ticktext=tick_texts(values))
    return fig
