"""One look for every figure: the title clear of the modebar, tick labels never clipped, a white background."""

from __future__ import annotations

import plotly.graph_objects as go

TOP = 84  # px above the plot: the modebar (about 30 px), then the title


def finish(fig: go.Figure) -> go.Figure:
    """Place the title under the modebar, let axes grow their margins for long tokens; returns `fig`."""
    height = fig.layout.height or 450
    fig.update_layout(
        title={"x": 0.0, "xanchor": "left", "yref": "container", "y": 1 - 34 / height, "yanchor": "top"},
        title_font_size=15,
        margin_t=max(fig.layout.margin.t or 0, TOP),
        plot_bgcolor="white",
        paper_bgcolor="white",
    )
    fig.update_xaxes(automargin=True)
    fig.update_yaxes(automargin=True)
    return fig
