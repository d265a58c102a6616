"""Presenter mode: larger type and less chrome for a projector (?present=1)."""

from __future__ import annotations

import streamlit as st

from .state import PRESENT_KEY, init_state, persist
from .url import query_bool, set_query

# A constant style sheet (never user text) for presenter mode: larger type, less chrome. The header stays (see
# through): it holds the button that opens the collapsed sidebar, the way back out of presenter mode.
_PRESENTER_CSS = """
<style>
html, body, [data-testid="stAppViewContainer"] { font-size: 22px; }
[data-testid="stMarkdownContainer"] p, [data-testid="stMarkdownContainer"] li { font-size: 1.25rem; }
[data-testid="stToolbarActions"], [data-testid="stMainMenu"], [data-testid="stDecoration"], footer { display: none; }
[data-testid="stHeader"] { background: transparent; }
[data-testid="stMainBlockContainer"] { padding-top: 1rem; max-width: 100%; }
</style>
"""


def presenter_toggle() -> bool:
    """The shared sidebar switch for presenter mode (app.py renders it on every page); seeded by ?present=1."""
    init_state(PRESENT_KEY, query_bool("present", False))
    st.session_state["_w_present"] = st.session_state[PRESENT_KEY]
    st.sidebar.toggle(
        "Presenter mode",
        key="_w_present",
        on_change=persist,
        args=("_w_present", PRESENT_KEY),
        help="Larger type and less chrome, for a projector. Share it with ?present=1.",
    )
    on = bool(st.session_state[PRESENT_KEY])
    set_query(present=1 if on else None)
    if on:
        st.html(_PRESENTER_CSS)  # a constant string, never user text
    return on


def sidebar_state() -> str:
    """For st.set_page_config: the sidebar starts collapsed in presenter mode (less chrome on the projector)."""
    return "collapsed" if presenter_mode() else "auto"


def presenter_mode() -> bool:
    """Whether presenter mode is on (larger type, less chrome); also true for a page opened with ?present=1."""
    if PRESENT_KEY not in st.session_state:
        return query_bool("present", False)
    return bool(st.session_state[PRESENT_KEY])
