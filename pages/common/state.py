"""Session state shared by every page: the keys, seeding a key once, copying a widget's value back."""

from __future__ import annotations

from typing import Any

import streamlit as st

# Session-state keys shared by every page.
MODEL_KEY, SENTENCE_KEY, PRESENT_KEY, IMAGE_FORMAT_KEY = "model", "sentence", "present", "image_format"


def init_state(key: str, value: Any) -> Any:
    """Seed `st.session_state[key]` once (typically from a query_* reader); returns the current value."""
    if key not in st.session_state:
        st.session_state[key] = value
    return st.session_state[key]


def persist(widget_key: str, key: str) -> None:
    st.session_state[key] = st.session_state[widget_key]
