"""URL state, validated: query parameters arrive as strings typed by anyone; views are written back to share."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from typing import Any

import streamlit as st

from .state import init_state


def _notice(message: str) -> None:
    """A friendly, non-blocking notice (used for bad URL values)."""
    st.info(message, icon=":material/info:")


def _raw_query(name: str) -> str | None:
    try:
        value = st.query_params.get(name)
    except Exception:  # outside a Streamlit run (plain python import)
        return None
    return None if value is None else str(value)


def query_int(name: str, default: int, lo: int, hi: int) -> int:
    """An integer from the URL in [lo, hi]; anything else gives a notice and the default."""
    raw = _raw_query(name)
    if raw is None or raw == "":
        return default
    try:
        value = int(raw.strip())
    except ValueError:
        _notice(f"The link's `{name}` must be a whole number; showing {default} instead.")
        return default
    if not lo <= value <= hi:
        _notice(f"The link's `{name}` must lie between {lo} and {hi}; showing {default} instead.")
        return default
    return value


def query_float(name: str, default: float, lo: float, hi: float) -> float:
    """A finite number from the URL in [lo, hi]; anything else gives a notice and the default."""
    raw = _raw_query(name)
    if raw is None or raw == "":
        return default
    try:
        value = float(raw.strip())
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or not lo <= value <= hi:
        _notice(f"The link's `{name}` must be a number between {lo:g} and {hi:g}; showing {default:g} instead.")
        return default
    return value


def query_choice(name: str, default: str, choices: Sequence[str]) -> str:
    """One of `choices` from the URL; anything else gives a notice and the default."""
    raw = _raw_query(name)
    if raw is None or raw == "":
        return default
    if raw not in choices:
        shown = ", ".join(f"`{c}`" for c in list(choices)[:8])
        _notice(f"The link's `{name}` is not one of {shown}; showing `{default}` instead.")
        return default
    return raw


def query_str(name: str, default: str, max_len: int = 200) -> str:
    """Free text from the URL, stripped of control characters and cut to `max_len` characters."""
    raw = _raw_query(name)
    if raw is None:
        return default
    text = re.sub(r"[\x00-\x1f\x7f]", " ", raw).strip()
    if not text:
        return default
    if len(text) > max_len:
        _notice(f"The link's `{name}` was longer than {max_len} characters and has been cut.")
        text = text[:max_len]
    return text


def query_bool(name: str, default: bool = False) -> bool:
    """A flag from the URL: 1/true/yes/on or 0/false/no/off."""
    raw = _raw_query(name)
    if raw is None or raw == "":
        return default
    low = raw.strip().lower()
    if low in ("1", "true", "yes", "on"):
        return True
    if low in ("0", "false", "no", "off"):
        return False
    _notice(f"The link's `{name}` must be 1 or 0; using {int(default)}.")
    return default


def set_query(**params: Any) -> None:
    """Write the current view into the URL so it can be shared; None removes a parameter."""
    for name, value in params.items():
        if value is None:
            if name in st.query_params:
                del st.query_params[name]
            continue
        text = str(int(value)) if isinstance(value, bool) else str(value)
        if st.query_params.get(name) != text:
            st.query_params[name] = text


def url_int(widget, label: str, param: str, default: int, lo: int, hi: int, *, prefix: str, **kw) -> int:
    """A whole-number widget (st.slider, st.number_input, or a column's) tied to ?param=: seeded from the URL
    (validated), kept inside [lo, hi] when the range shrinks (another model), and written back to the URL.

    A range with one value (a batch of one sentence, a one-layer model) has nothing to choose: Streamlit
    refuses a slider whose min equals its max, so the value is shown as text in the widget's place.
    """
    key = f"{prefix}_{param}"
    hi = max(hi, lo)
    init_state(key, query_int(param, default, lo, hi))
    st.session_state[key] = min(max(int(st.session_state[key]), lo), hi)
    if lo == hi:
        where = getattr(widget, "__self__", None) or st  # the column or container the widget would sit in
        where.caption(f"{label}: **{lo}** (the only one)")
        value = lo
    else:
        value = int(widget(label, min_value=lo, max_value=hi, key=key, **kw))
    set_query(**{param: value})
    return value


def view_picker(views: Mapping[str, str], default: str, key: str) -> str:
    """The row of "Show" buttons that picks a page's view, tied to ?view= (validated); returns the view's name."""
    init_state(key, query_choice("view", default, list(views)))
    view = st.segmented_control(
        "Show", list(views), format_func=views.get, key=key, required=True, help="Each view has its own link."
    )
    view = view or default
    set_query(view=view)
    return view
