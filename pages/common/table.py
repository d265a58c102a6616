"""Tables as people read them: st.dataframe of transformer.viz.tables.readable, the index only where it names rows."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pandas as pd
import streamlit as st

from transformer.viz.tables import readable


def show_table(
    frame: pd.DataFrame,
    *,
    digits: int = 3,
    formats: Mapping[str, str | Callable[[object], str]] | None = None,
    headers: Mapping[str, str] | None = None,
    wrap: bool = False,
    **kw: Any,
) -> None:
    """st.dataframe with human headers, one number of decimals per column, "—" for missing, never "-0.0".

    A plain 0, 1, 2, … index is hidden; an index that names the rows (tokens, sentences) is kept. `wrap`: a
    static table whose long headers and cells wrap instead of a grid that scrolls sideways (wide, short tables).
    """
    hide = isinstance(frame.index, pd.RangeIndex) and frame.index.name is None
    styled = readable(frame, digits, formats, headers)
    if wrap:
        st.table(styled.hide(axis="index") if hide else styled)
        return
    st.dataframe(styled, hide_index=hide, **kw)
