"""Figure export: the chart's camera button saves PNG or SVG; CSV/JSON downloads of the numbers behind it."""

from __future__ import annotations

import io
import json
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Mapping
from typing import Any

import plotly.graph_objects as go
import streamlit as st

from .presenter import presenter_mode
from .state import IMAGE_FORMAT_KEY, init_state, persist


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "-", text).strip("-")[:80] or "figure"


def image_format() -> str:
    """The format the chart's camera button saves in ("png" or "svg"), chosen once in the sidebar."""
    return "svg" if st.session_state.get(IMAGE_FORMAT_KEY) == "svg" else "png"


def image_format_picker() -> str:
    """Sidebar choice of the camera button's format; app.py renders it on every page."""
    init_state(IMAGE_FORMAT_KEY, "png")
    st.session_state["_w_image_format"] = st.session_state[IMAGE_FORMAT_KEY]
    st.sidebar.radio(
        "Chart download format",
        ["png", "svg"],
        key="_w_image_format",
        format_func=lambda f: {"png": "PNG (slides)", "svg": "SVG (vector, print)"}[f],
        horizontal=True,
        on_change=persist,
        args=("_w_image_format", IMAGE_FORMAT_KEY),
        help="The camera icon above each chart saves the picture in this format.",
    )
    return image_format()


def plotly_config(filename: str, fmt: str | None = None) -> dict:
    """Plotly config: the modebar's camera saves PNG (2× scale) or SVG; no link to plotly's cloud."""
    fmt = fmt or image_format()
    return {
        "displaylogo": False,
        "showLink": False,
        "displayModeBar": True,
        "toImageButtonOptions": {"format": fmt, "filename": _slug(filename), "scale": 2 if fmt == "png" else 1},
        "modeBarButtonsToRemove": ["sendDataToCloud", "lasso2d", "select2d"],
    }


def data_bytes(data: Any) -> tuple[bytes | None, bytes]:
    """(CSV or None, JSON) bytes of a DataFrame, dict or list, for the download buttons."""
    import pandas as pd

    if isinstance(data, pd.DataFrame):
        csv = data.to_csv(index=True).encode("utf-8")
        js = data.to_json(orient="split", force_ascii=False, indent=1).encode("utf-8")
        return csv, js
    js = json.dumps(data, indent=1, ensure_ascii=False, default=_json_default).encode("utf-8")
    csv = None
    try:
        frame = pd.DataFrame(data)
        buf = io.StringIO()
        frame.to_csv(buf, index=isinstance(data, Mapping))
        csv = buf.getvalue().encode("utf-8")
    except (ValueError, TypeError):
        pass
    return csv, js


def _json_default(obj: Any) -> Any:
    if hasattr(obj, "tolist"):
        return obj.tolist()
    if hasattr(obj, "item"):
        return obj.item()
    return str(obj)


def _prepare(fig: Any) -> Any:
    """A plotly figure made ready to draw (margins, log ticks, presenter type sizes); altair passes unchanged."""
    if not hasattr(fig, "to_plotly_json"):
        return fig
    from transformer.viz.style import tidy

    tidy(fig)  # every chart: margins that fit its labels, readable log ticks
    if presenter_mode():  # larger type for a projector: every text in the figure grows by 4 px
        size = fig.layout.font.size or 12
        fig.update_layout(font_size=size + 4, title_font_size=22)
        if fig.layout.margin.t:  # room for the larger title and slanted labels
            grown = int(fig.layout.margin.t * (size + 4) / size)
            fig.update_layout(margin_t=grown, height=(fig.layout.height or 450) + grown - fig.layout.margin.t)
        for note in fig.layout.annotations:
            note.font.size = (note.font.size or 12) + 4
    return fig


def _draw(fig: Any, key: str, name: str, data: tuple[bytes | None, bytes] | None) -> None:
    """The chart (already prepared) and its CSV/JSON download buttons."""
    if hasattr(fig, "to_plotly_json"):
        st.plotly_chart(fig, key=key, config=plotly_config(name), theme=None)
    else:  # altair: its own action menu saves PNG and SVG
        st.altair_chart(fig, key=key)
    if data is None:
        return
    csv, js = data
    row = st.container(horizontal=True, gap="small")
    if csv is not None:
        row.download_button(
            "CSV", csv, file_name=f"{name}.csv", mime="text/csv", key=f"{key}_csv", on_click="ignore",
            icon=":material/download:", help="The numbers behind this chart, as a table.",
        )  # fmt: skip
    row.download_button(
        "JSON", js, file_name=f"{name}.json", mime="application/json", key=f"{key}_json", on_click="ignore",
        icon=":material/download:", help="The numbers behind this chart, as JSON.",
    )  # fmt: skip


def show_figure(fig: Any, key: str, data: Any = None, filename: str = "figure") -> None:
    """Draw a plotly (or altair) chart whose modebar saves PNG/SVG, plus CSV/JSON downloads of `data`."""
    _draw(_prepare(fig), key, _slug(filename), None if data is None else data_bytes(data))


class _StoredFigure(go.Figure):
    """A stored figure as st.plotly_chart reads it: to_dict(), made once (go.Figure's deep-copies on every draw)."""

    def __init__(self, spec: dict) -> None:
        super().__init__()  # empty: nothing reads the figure but to_dict()
        self._spec = spec

    def to_dict(self) -> dict:
        """The figure's dict, as go.Figure.to_dict() gave it when the figure was stored (shared: never change it)."""
        return self._spec


class FigureCache:
    """Prepared charts with their download bytes, shared by every session of this server, least recently used out.

    A rerun that shows a chart it has shown before (another layer and back, a second student on the same
    sentence) then skips building the figure and the CSV/JSON; st.plotly_chart still turns the stored
    go.Figure into JSON, but neither validates it again (it does that only for dicts) nor deep-copies it (a
    stored figure keeps its dict). Bounded by entries and by the bytes of the stored downloads plus each
    figure's JSON; the Python objects take 3-7 times that (tracemalloc, en-de-toy: a heatmap holds 68 KB for
    9 KB counted, the all-heads grid 409 KB for 153 KB), so the defaults hold some 50-110 MB at most.
    Stored figures are shared: nothing may change them after they are stored.
    """

    def __init__(self, max_entries: int = 256, max_bytes: int = 16 << 20) -> None:
        self.max_entries, self.max_bytes = max_entries, max_bytes
        self._entries: OrderedDict[Hashable, tuple[Any, tuple[bytes | None, bytes] | None, int]] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    def get(self, key: Hashable, build: Callable[[], tuple[Any, Any]]) -> tuple[Any, tuple[bytes | None, bytes] | None]:
        """(prepared figure, (CSV, JSON) or None) for `key`, from `build()` -> (figure, data) on a miss."""
        with self._lock:
            entry = self._entries.get(key)
            if entry is not None:
                self._entries.move_to_end(key)
                self.hits += 1
                return entry[0], entry[1]
            self.misses += 1
        fig, data = build()  # outside the lock: another session's hit need not wait for this build
        fig = _prepare(fig)
        if isinstance(fig, go.Figure):
            fig = _StoredFigure(fig.to_dict())  # the one deep copy st.plotly_chart would have made for this draw
        raw = None if data is None else data_bytes(data)
        size = sum(len(b) for b in raw or () if b) + _json_size(fig)
        with self._lock:
            old = self._entries.pop(key, None)
            if old is not None:
                self._bytes -= old[2]
            self._entries[key] = (fig, raw, size)
            self._bytes += size
            while self._entries and (len(self._entries) > self.max_entries or self._bytes > self.max_bytes):
                self._bytes -= self._entries.popitem(last=False)[1][2]
        return fig, raw

    def __len__(self) -> int:
        return len(self._entries)


def _json_size(fig: Any) -> int:
    """Bytes of a figure's JSON (plotly: as st.plotly_chart will send it; altair: its Vega-Lite spec)."""
    import plotly.io

    if isinstance(fig, go.Figure):
        return len(plotly.io.to_json(fig.to_dict(), validate=False))
    return len(json.dumps(fig.to_dict(), default=str)) if hasattr(fig, "to_dict") else 0


FIGURES = FigureCache()


def show_cached_figure(
    build: Callable[[], tuple[Any, Any]], cache: Hashable, key: str, filename: str = "figure"
) -> None:
    """show_figure for a chart fully determined by `cache` (hashable: model, version, sentence, view, options).

    `build()` returns (figure, data for the downloads or None) and runs only when this server has no stored chart
    for `cache` in the current presenter mode; the figure must not depend on anything outside `cache`.
    """
    fig, raw = FIGURES.get((cache, presenter_mode()), build)
    _draw(fig, key, _slug(filename), raw)
