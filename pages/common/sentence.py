"""The shared sentence box: cleaning, length limit, the empty box, a model's own example input."""

from __future__ import annotations

import re
from typing import Any

import streamlit as st

from .state import SENTENCE_KEY, init_state, persist
from .url import query_str, set_query

DEFAULT_SENTENCE = "the teacher has seen the small dog"  # German moves "gesehen" to the end: cross-attention reorders
SYMBOL_SENTENCE = "c a f b e d h"  # for the algorithmic tasks (copy, reverse, sort) of transformer.data.tasks
MAX_SENTENCE_CHARS = 300  # longer input is cut with a visible notice before it reaches the tokenizer

# Control characters, zero-width and bidirectional formatting marks: a sentence of only these is empty.
_INVISIBLE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]")


def clean_sentence(text: str, max_chars: int = MAX_SENTENCE_CHARS) -> tuple[str, str | None]:
    """(cleaned sentence, notice or None): control and invisible characters removed, whitespace collapsed, cut."""
    text = re.sub(r"\s+", " ", _INVISIBLE.sub("", text or "")).strip()
    if len(text) > max_chars:
        return text[:max_chars].rstrip(), f"The sentence was longer than {max_chars} characters and has been cut."
    return text, None


def example_sentence(pre: Any) -> tuple[str, str]:
    """(an example input, the kind of input) for a model: its card's example, symbols for an algorithmic task."""
    card = getattr(pre, "card", None) or {}
    task = str(getattr(pre, "task", None) or card.get("task") or "")
    kind = "symbols" if task in ("copy", "reverse", "sort") else "text"
    example = card.get("example")
    if isinstance(example, str) and example.strip():
        return example.strip(), kind
    return (SYMBOL_SENTENCE if kind == "symbols" else DEFAULT_SENTENCE), kind


def sentence_box(
    label: str = "Sentence",
    default: str = DEFAULT_SENTENCE,
    help: str | None = None,
    sidebar: bool = False,
    kind: str | None = None,
) -> str:
    """The shared sentence (text box, ?sentence=); empty input falls back to the default with a notice.

    `kind` names the model's input convention ("text", "symbols"): when a page picks a model of another
    kind, the sentence is reset to that model's example rather than feeding English to a reversal model.
    """
    init_state(SENTENCE_KEY, query_str("sentence", default, MAX_SENTENCE_CHARS))
    if kind is not None:
        if st.session_state.get("sentence_kind", kind) != kind:
            st.session_state[SENTENCE_KEY] = default
        st.session_state["sentence_kind"] = kind
    st.session_state["_w_sentence"] = st.session_state[SENTENCE_KEY]
    where = st.sidebar if sidebar else st
    where.text_input(
        label,
        key="_w_sentence",
        on_change=persist,
        args=("_w_sentence", SENTENCE_KEY),
        max_chars=MAX_SENTENCE_CHARS * 2,
        help=help or "Type any sentence and press Enter; every page uses the same one.",
    )
    text, notice = clean_sentence(st.session_state[SENTENCE_KEY])
    if notice:
        st.info(notice, icon=":material/content_cut:")
    if not text:
        st.info(f"The sentence box is empty, so the example “{default}” is shown.", icon=":material/info:")
        text = default
    set_query(sentence=text)
    return text


def input_notice(pre: Any, sentence: str) -> None:
    """A visible notice when the model changes the sentence (cut to its length limit, unknown characters)."""
    prepare = getattr(pre, "prepare", None)
    if not callable(prepare):
        return
    try:
        notice = prepare(sentence).notice
    except Exception:  # the page that uses the sentence reports the error itself
        return
    if notice:
        st.warning(str(notice), icon=":material/content_cut:")
