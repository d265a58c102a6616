"""Small plotly builders shared by the lesson figures."""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import plotly.graph_objects as go
import torch
from torch import Tensor

NEG_INF_TEXT = "−∞"
MASKED_COLOUR = "#d9d9d9"


def to_numpy(x: Tensor | np.ndarray) -> np.ndarray:
    return x.detach().cpu().double().numpy() if isinstance(x, Tensor) else np.asarray(x, dtype=float)


def _number(v: float, digits: int) -> str:
    text = f"{v:.{digits}f}"
    return text[1:] if text.startswith("-") and float(text) == 0 else text  # never "-0.0": a tiny negative is 0


def cell_text(z: np.ndarray, digits: int = 2) -> list[list[str]]:
    """Numbers as text for heatmap cells; -inf is written −∞ (plotly cannot colour it); no negative zero."""
    out = []
    for row in z:
        out.append([NEG_INF_TEXT if v == -math.inf else ("+∞" if v == math.inf else _number(v, digits)) for v in row])
    return out


def heatmap(
    z: Tensor | np.ndarray,
    x_labels: Sequence | None = None,
    y_labels: Sequence | None = None,
    title: str = "",
    x_title: str = "keys (columns)",
    y_title: str = "queries (rows)",
    colorscale: str = "Viridis",
    zmid: float | None = None,
    show_text: bool | None = None,
    digits: int = 2,
    zmin: float | None = None,
    zmax: float | None = None,
) -> go.Figure:
    """A labelled heatmap, row 0 at the top. Infinite cells are drawn grey and written −∞."""
    arr = to_numpy(z)
    finite = np.where(np.isfinite(arr), arr, np.nan)
    rows, cols = arr.shape
    x = _unique([plot_text(v) for v in x_labels]) if x_labels is not None else list(range(cols))
    y = _unique([plot_text(v) for v in y_labels]) if y_labels is not None else list(range(rows))
    if show_text is None:
        show_text = rows * cols <= 400
    fig = go.Figure()
    has_inf = bool(np.isinf(arr).any())
    if has_inf:  # a grey layer underneath, visible where the coloured layer is NaN
        fig.add_trace(
            go.Heatmap(
                z=np.where(np.isinf(arr), 0.0, np.nan),
                x=x,
                y=y,
                colorscale=[[0, MASKED_COLOUR], [1, MASKED_COLOUR]],
                showscale=False,
                hoverinfo="skip",
            )
        )
    fig.add_trace(
        go.Heatmap(
            z=finite,
            x=x,
            y=y,
            colorscale=colorscale,
            zmid=zmid,
            zmin=zmin,
            zmax=zmax,
            text=cell_text(arr, digits) if show_text or has_inf else None,
            texttemplate="%{text}" if show_text else None,
            hovertemplate=f"{y_title}: %{{y}}<br>{x_title}: %{{x}}<br>value: %{{text}}<extra></extra>"
            if (show_text or has_inf)
            else f"{y_title}: %{{y}}<br>{x_title}: %{{x}}<br>value: %{{z:.4f}}<extra></extra>",
        )
    )
    if has_inf and not show_text:  # still say which cells are −∞
        fig.data[-1].update(texttemplate="%{text}")
    fig.update_layout(
        title=dict(text=title, x=0.01, xanchor="left"),  # left, clear of the modebar on the right
        xaxis_title=x_title,
        yaxis_title=y_title,
        margin=dict(l=70, r=20, t=60, b=50),
    )
    fig.update_yaxes(autorange="reversed", type="category" if y_labels is not None else "linear")
    fig.update_xaxes(type="category" if x_labels is not None else "linear")
    words = [len(str(v)) for v in x]
    if x_labels is not None and max(words, default=0) > 3 and (len(x) > 6 or sum(words) > 40):  # slanted tokens
        fig.update_xaxes(tickangle=-45, automargin=True)
    return fig


def plot_text(value) -> str:
    """Text for a plotly label: plotly reads a subset of HTML, so "<s>" would strike the rest through."""
    return str(value).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _unique(labels: list[str]) -> list[str]:
    """Repeated tokens ("the", "the") would merge on a category axis; number the repeats with invisible marks."""
    seen: dict[str, int] = {}
    out = []
    for lab in labels:
        n = seen.get(lab, 0)
        seen[lab] = n + 1
        out.append(lab + "\u200b" * n)
    return out


def as_float(x: Tensor | float) -> float:
    return float(x.item()) if isinstance(x, Tensor) else float(x)


def seeded(seed: int) -> torch.Generator:
    return torch.Generator().manual_seed(seed)
