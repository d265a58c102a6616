"""Tables as people read them: human headers, one number of decimals per column, "—" for missing, never "-0.0"."""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping

import numpy as np
import pandas as pd

MISSING = "—"
# The paper's own symbols stay as they are; anything else in snake_case is spelled out.
PAPER_NAMES = {"d_model", "d_k", "d_v", "d_ff", "d_k (log)"}
UNITS = {"%": "%", "bits": "bits", "s": "s", "ms": "ms", "px": "px"}
WORDS = {"aer": "AER"}
SNAKE = re.compile(r"^[a-z][a-z0-9]*(?:_[a-z0-9%]+)+$")  # a program's column name, never a token or a label


def human_header(name: object) -> str:
    """'share_%' → 'share (%)', 'entropy_bits' → 'entropy (bits)', 'mean_distance' → 'mean distance'."""
    text = str(name)
    if text in PAPER_NAMES or not (SNAKE.match(text) or text in WORDS):  # tokens, labels, headers already readable
        return text
    parts = text.split("_")
    unit = UNITS.get(parts[-1]) if len(parts) > 1 else None
    words = [WORDS.get(p, p) for p in (parts[:-1] if unit else parts)]
    return " ".join(words) + (f" ({unit})" if unit else "")


def format_number(value: float, decimals: int) -> str:
    """`value` with a fixed number of decimals; a value that rounds to zero is written without a sign."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return MISSING
    text = f"{value:,.{decimals}f}"
    if text.startswith("-") and not any(c in "123456789" for c in text):
        text = text[1:]  # "-0.0" → "0.0"
    return text


def column_decimals(values: pd.Series, digits: int = 3) -> int:
    """One number of decimals for a whole column (0 to 6): the column's typical value (the median magnitude of its
    non-zero entries) gets `digits` significant digits, so 7.7 stands beside 39.5 and a total of 100.0."""
    finite = np.abs(values.to_numpy(dtype=float))
    finite = finite[np.isfinite(finite) & (finite > 0)]
    if not len(finite):
        return 1
    return int(min(6, max(0, digits - 1 - math.floor(math.log10(float(np.median(finite)))))))


def number_formatter(values: pd.Series, digits: int = 3) -> Callable[[object], str]:
    """A formatter for one column: whole numbers with thousands separators, reals with one number of decimals,
    tiny reals in scientific notation, "—" for missing, infinities as ∞."""
    if pd.api.types.is_bool_dtype(values):
        return lambda v: MISSING if v is None else str(v)
    if pd.api.types.is_integer_dtype(values):
        return lambda v: MISSING if v is None else f"{int(v):,}"
    finite = np.abs(values.to_numpy(dtype=float))
    finite = finite[np.isfinite(finite) & (finite > 0)]
    if len(finite) and finite.max() < 1e-3:  # only tiny values: 1.2e-07, not 0.000

        def scientific(v: object) -> str:
            f = float(v) if v is not None else math.nan
            return MISSING if math.isnan(f) else ("0" if f == 0 else f"{f:.{digits - 1}e}")

        return scientific
    decimals = column_decimals(values, digits)

    def fixed(v: object) -> str:
        f = float(v) if v is not None else math.nan
        if math.isinf(f):
            return "∞" if f > 0 else "−∞"
        return format_number(f, decimals)

    return fixed


def readable(
    frame: pd.DataFrame,
    digits: int = 3,
    formats: Mapping[str, str | Callable[[object], str]] | None = None,
    headers: Mapping[str, str] | None = None,
):
    """A pandas Styler of `frame` for st.dataframe: human headers, per-column number formats, "—" for missing.

    The numbers underneath stay numbers (the grid sorts them as numbers; CSV downloads keep every digit); a
    negative zero becomes 0. `formats` overrides a column's format (a format string such as "{:.6f}", or a
    function), keyed by the original column name; `headers` overrides a header.
    """
    frame = frame.copy()
    for column in frame.columns:
        if pd.api.types.is_float_dtype(frame[column]):
            frame[column] = frame[column] + 0.0  # -0.0 + 0.0 == +0.0
    formatters: dict[str, Callable[[object], str]] = {}
    for column in frame.columns:
        given = (formats or {}).get(column)
        if isinstance(given, str):
            formatters[column] = _safe(given)
        elif callable(given):
            formatters[column] = given
        elif pd.api.types.is_numeric_dtype(frame[column]):
            formatters[column] = number_formatter(frame[column], digits)
        else:
            formatters[column] = lambda v: MISSING if v is None or (isinstance(v, float) and math.isnan(v)) else v
    for column, f in formatters.items():
        # st.dataframe draws a missing number as a grey "None" whatever the Styler says: a numeric column with gaps
        # is shown as its formatted text instead ("—" in the gaps).
        if pd.api.types.is_numeric_dtype(frame[column]) and frame[column].isna().any():
            frame[column] = [MISSING if pd.isna(v) else f(v) for v in frame[column]]
            formatters[column] = str
    names = {c: (headers or {}).get(c, human_header(c)) for c in frame.columns}
    frame = frame.rename(columns=names)
    formatters = {names[c]: f for c, f in formatters.items()}
    if frame.index.name is not None:
        frame.index.name = human_header(frame.index.name)
    return frame.style.format(formatters, na_rep=MISSING)


def _safe(pattern: str) -> Callable[[object], str]:
    """A format string as a formatter that writes "—" for missing values and never "-0.00"."""

    def apply(v: object) -> str:
        if v is None or (isinstance(v, float) and math.isnan(v)):
            return MISSING
        text = pattern.format(v)
        if text.startswith("-") and not any(c in "123456789" for c in text.split("e")[0]):
            text = text[1:]
        return text

    return apply


def delta_text(change: float, decimals: int = 3) -> str | None:
    """A signed change for st.metric's delta, or None when it rounds to zero (no arrow, no colour for nothing)."""
    if change is None or not math.isfinite(change):
        return None
    text = f"{change:+.{decimals}f}"
    return None if not any(c in "123456789" for c in text) else text
