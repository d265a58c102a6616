"""Figure 1 of the paper drawn from a model's real config: boxes for every sub-layer, with its sizes and parameters."""

from __future__ import annotations

from typing import Any

import pandas as pd
import plotly.graph_objects as go

from .style import finish

COLORS = {  # the paper's Figure 1 palette
    "attention": "#FBD7A8",
    "norm": "#F2F0B0",
    "ff": "#BFE3F2",
    "embed": "#F6C9D2",
    "linear": "#D9CCF0",
    "softmax": "#CDEBCB",
    "stack": "#F4F4F4",
}


def _get(config: Any, name: str, default: Any = None) -> Any:
    return config.get(name, default) if isinstance(config, dict) else getattr(config, name, default)


def sizes(config: Any) -> dict[str, Any]:
    """The sizes of Figure 1 / Table 3 read from a config (a TransformerConfig or a dict)."""
    d_model = int(_get(config, "d_model", 0))
    nhead = int(_get(config, "nhead", 1))
    return {
        "N_encoder": int(_get(config, "num_encoder_layers", 0)),
        "N_decoder": int(_get(config, "num_decoder_layers", 0)),
        "h": nhead,
        "d_model": d_model,
        "d_k": d_model // max(nhead, 1),
        "d_ff": int(_get(config, "dim_feedforward", 0)),
        "vocab": int(_get(config, "src_vocab_size", 0)),
        "positional": str(_get(config, "positional", "sinusoidal")),
        "norm_first": bool(_get(config, "norm_first", False)),
    }


def parameters_frame(counts: dict[str, int]) -> pd.DataFrame:
    """Parameters per part of Figure 1 (from `Transformer.parameter_counts()`), with shares of the total."""
    total = counts.get("total") or sum(v for k, v in counts.items() if k != "total")
    rows = [
        {"part": k, "parameters": int(v), "share_%": 100.0 * v / total if total else 0.0} for k, v in counts.items()
    ]
    return pd.DataFrame(rows, columns=["part", "parameters", "share_%"])


# The figure is drawn for a plot area at least this wide; text is sized to fit its box there (wider is roomier).
MIN_PLOT_PX = (560, 560)  # (width, height) of the plot area in pixels
X_RANGE, Y_RANGE = (-1.2, 11.2), (0.0, 13.6)
BOX_W, STACK_W = 4.4, 4.7  # a sub-layer box and the N× stack around it, in x units
CHAR_EM = 0.62  # a generous average glyph width of plotly's sans-serif, in ems
LINE_EM = 1.35  # plotly's line height for <br>-separated lines, in ems


def _plain_lines(text: str) -> list[str]:
    """The lines of a plotly label as the reader sees them (tags dropped, entities as one character)."""
    import re

    text = re.sub(r"&[a-z]+;", "x", re.sub(r"<(?!br)[^>]*>", "", text))
    return re.split(r"<br\s*/?>", text)


def fit_font(text: str, width: float, height: float, y_span: float, largest: int = 11, smallest: int = 9) -> int:
    """The largest font size (px) at which every line of `text` fits a box of `width` × `height` data units."""
    px_x = MIN_PLOT_PX[0] / (X_RANGE[1] - X_RANGE[0])
    px_y = MIN_PLOT_PX[1] / y_span
    lines = _plain_lines(text)
    longest = max(len(line) for line in lines)
    size = largest
    while size > smallest and (
        longest * CHAR_EM * size > 0.92 * width * px_x or len(lines) * LINE_EM * size > 0.95 * height * px_y
    ):
        size -= 1
    return size


def _box(fig: go.Figure, x: float, y0: float, y1: float, text: str, color: str, width: float = BOX_W) -> None:
    fig.add_shape(
        type="rect",
        x0=x - width / 2,
        x1=x + width / 2,
        y0=y0,
        y1=y1,
        fillcolor=color,
        line={"color": "#333", "width": 1},
        layer="below",
    )
    span = fig.layout.meta["y_span"] if fig.layout.meta else Y_RANGE[1]
    size = fit_font(text, width, y1 - y0, span)
    fig.add_annotation(x=x, y=(y0 + y1) / 2, text=text, showarrow=False, font={"size": size})


def _arrow(fig: go.Figure, x0: float, y0: float, x1: float, y1: float) -> None:
    fig.add_annotation(
        x=x1, y=y1, ax=x0, ay=y0, xref="x", yref="y", axref="x", ayref="y",
        showarrow=True, arrowhead=2, arrowsize=1, arrowwidth=1.2, arrowcolor="#333", text="",
    )  # fmt: skip


def _fmt(n: int | None) -> str:
    if n is None:
        return ""
    return f"{n / 1e6:.1f}M" if n >= 1_000_000 else (f"{n / 1e3:.1f}k" if n >= 10_000 else f"{n:,}")


def architecture_figure(config: Any, counts: dict[str, int] | None = None) -> go.Figure:
    """Figure 1 (encoder left, decoder right) labelled with this model's N, h, d_model, d_ff and parameters.

    An encoder-only config (no decoder layers, e.g. a BERT-style model) draws only the left column.
    """
    s = sizes(config)
    counts = counts or {}
    has_decoder = s["N_decoder"] > 0
    fig = go.Figure(layout={"meta": {"y_span": Y_RANGE[1] if has_decoder else 9.0}})
    ex, dx = (2.5, 7.5) if has_decoder else (5.0, None)  # column centres
    mha = f"Multi-Head Attention<br>h = {s['h']}, d_k = {s['d_k']}"
    ff = f"Feed Forward<br>{s['d_model']} → d_ff {s['d_ff']} → {s['d_model']}"
    norm = "Add & Norm" + (" (pre-LN)" if s["norm_first"] else "")
    pe = "sinusoidal" if s["positional"] == "sinusoidal" else "learned"

    # Encoder: embedding, positions, N × [attention, add & norm, feed forward, add & norm].
    _box(fig, ex, 1.0, 1.8, f"Input Embedding<br>vocab {s['vocab']} × d_model {s['d_model']}", COLORS["embed"])
    fig.add_annotation(x=ex, y=0.4, text="Inputs (source pieces)", showarrow=False)
    fig.add_annotation(x=ex - 0.4, y=2.5, text=f"Positional Encoding<br>({pe})", showarrow=False, font={"size": 11},
                       xanchor="right")  # fmt: skip
    fig.add_annotation(x=ex, y=2.5, text="⊕", showarrow=False, font={"size": 22})
    _arrow(fig, ex, 1.8, ex, 2.25)
    _arrow(fig, ex, 2.75, ex, 3.6)
    fig.add_shape(type="rect", x0=ex - STACK_W / 2, x1=ex + STACK_W / 2, y0=3.3, y1=8.0, fillcolor=COLORS["stack"],
                  line={"color": "#666", "width": 1.5}, layer="below")  # fmt: skip
    fig.add_annotation(
        x=ex - STACK_W / 2 - 0.1, y=5.7, text=f"<b>N = {s['N_encoder']}×</b>", showarrow=False, xanchor="right"
    )
    _box(fig, ex, 3.6, 4.5, mha, COLORS["attention"])
    _box(fig, ex, 4.8, 5.3, norm, COLORS["norm"])
    _box(fig, ex, 5.7, 6.6, ff, COLORS["ff"])
    _box(fig, ex, 6.9, 7.4, norm, COLORS["norm"])
    for y0, y1 in ((4.5, 4.8), (5.3, 5.7), (6.6, 6.9)):
        _arrow(fig, ex, y0, ex, y1)
    fig.add_annotation(x=ex, y=8.35, text=f"Encoder: {_fmt(counts.get('encoder'))} parameters", showarrow=False)

    if has_decoder:
        _box(fig, dx, 1.0, 1.8, "Output Embedding<br>(shared with the input)", COLORS["embed"])
        fig.add_annotation(x=dx, y=0.4, text="Outputs (shifted right: &lt;s&gt; y₁ … )", showarrow=False)
        fig.add_annotation(x=dx, y=2.5, text="⊕", showarrow=False, font={"size": 22})
        fig.add_annotation(x=dx + 0.4, y=2.5, text="Positional<br>Encoding", showarrow=False, font={"size": 11},
                           xanchor="left")  # fmt: skip
        _arrow(fig, dx, 1.8, dx, 2.25)
        _arrow(fig, dx, 2.75, dx, 3.6)
        fig.add_shape(type="rect", x0=dx - STACK_W / 2, x1=dx + STACK_W / 2, y0=3.3, y1=10.4, fillcolor=COLORS["stack"],
                      line={"color": "#666", "width": 1.5}, layer="below")  # fmt: skip
        fig.add_annotation(
            x=dx + STACK_W / 2 + 0.1, y=7.0, text=f"<b>×N = {s['N_decoder']}</b>", showarrow=False, xanchor="left"
        )
        _box(fig, dx, 3.6, 4.5, f"Masked {mha}", COLORS["attention"])
        _box(fig, dx, 4.8, 5.3, norm, COLORS["norm"])
        cross = f"Cross-Attention, h = {s['h']}<br>K, V: encoder output"
        _box(fig, dx, 5.7, 6.6, cross, COLORS["attention"])
        _box(fig, dx, 6.9, 7.4, norm, COLORS["norm"])
        _box(fig, dx, 8.1, 9.0, ff, COLORS["ff"])
        _box(fig, dx, 9.3, 9.8, norm, COLORS["norm"])
        for y0, y1 in ((4.5, 4.8), (5.3, 5.7), (6.6, 6.9), (7.4, 8.1), (9.0, 9.3)):
            _arrow(fig, dx, y0, dx, y1)
        _arrow(
            fig, ex + BOX_W / 2, 7.9, dx - BOX_W / 2, 6.15
        )  # encoder output feeds every decoder layer's cross-attention
        linear = "Linear: d_model → vocab"
        if "generator" in counts:
            linear += f"<br>{_fmt(counts['generator'])} parameters"
        _box(fig, dx, 10.95, 11.65, linear, COLORS["linear"])
        _box(fig, dx, 12.0, 12.55, "Softmax", COLORS["softmax"])
        fig.add_annotation(x=dx, y=13.1, text="Output probabilities (next piece)", showarrow=False)
        _arrow(fig, dx, 10.4, dx, 10.95)
        _arrow(fig, dx, 11.65, dx, 12.0)
        fig.add_annotation(x=dx, y=10.7, text=f"Decoder: {_fmt(counts.get('decoder'))}", showarrow=False,
                           xanchor="left", xshift=8, font={"size": 11})  # fmt: skip

    total = counts.get("total")
    title = "Figure 1, this model's sizes" + (f" ({total:,} parameters)" if total else "")
    fig.update_xaxes(visible=False, range=list(X_RANGE))
    fig.update_yaxes(visible=False, range=[0, fig.layout.meta["y_span"]])
    fig.update_layout(
        title={"text": title},
        height=640 if has_decoder else 460,
        margin={"l": 10, "r": 10, "t": 70, "b": 10},
        showlegend=False,
    )
    return finish(fig)


# --- the residual connections of §3.1, drawn onto a finished Figure 1 -------------------------------------------


def _rects(fig: go.Figure, color: str) -> list[Any]:
    return [s for s in fig.layout.shapes if s.type == "rect" and s.fillcolor == color]


def residual_paths(fig: go.Figure) -> list[dict[str, float]]:
    """Where each residual connection runs in a Figure 1 drawn by `architecture_figure`: one per sub-layer.

    Read off the figure's own boxes: every sub-layer box (attention or feed forward) and the Add & Norm box
    right above it in the same column. The connection leaves the sub-layer's input just below the box, runs
    up beside it (left in the encoder column, right in the decoder column, as the paper draws it) and enters
    the Add & Norm box from the side.
    """
    sublayers = _rects(fig, COLORS["attention"]) + _rects(fig, COLORS["ff"])
    norms = _rects(fig, COLORS["norm"])
    stacks = _rects(fig, COLORS["stack"])
    centres = sorted({round((s.x0 + s.x1) / 2, 6) for s in sublayers})
    paths = []
    for s in sublayers:
        x = (s.x0 + s.x1) / 2
        column = [n for n in norms if abs((n.x0 + n.x1) / 2 - x) < 1e-6 and n.y0 >= s.y1]
        if not column:
            continue
        norm = min(column, key=lambda n: n.y0)
        below = [b.y1 for b in norms if abs((b.x0 + b.x1) / 2 - x) < 1e-6 and b.y1 <= s.y0]
        below += [t.y0 for t in stacks if t.x0 <= x <= t.x1 and t.y0 <= s.y0]
        floor = max(below) if below else s.y0 - 0.3
        left = len(centres) > 1 and x == centres[0] or len(centres) == 1
        stack = [t for t in stacks if t.x0 <= x <= t.x1]
        outer = (stack[0].x0 if left else stack[0].x1) if stack else (s.x0 - 0.3 if left else s.x1 + 0.3)
        edge = norm.x0 if left else norm.x1
        paths.append({
            "x": x, "y_from": (floor + s.y0) / 2, "x_side": (outer + (s.x0 if left else s.x1)) / 2,
            "y_to": (norm.y0 + norm.y1) / 2, "x_to": edge,
        })  # fmt: skip
    return paths


def add_residual_arrows(fig: go.Figure) -> go.Figure:
    """Draw the residual connections of §3.1 onto Figure 1: each Add & Norm gets its second input, x."""
    for p in residual_paths(fig):
        fig.add_shape(
            type="path",
            path=f"M {p['x']},{p['y_from']} L {p['x_side']},{p['y_from']} L {p['x_side']},{p['y_to']}",
            line={"color": "#333", "width": 1.2},
            name="residual",
        )
        _arrow(fig, p["x_side"], p["y_to"], p["x_to"], p["y_to"])
    return fig
