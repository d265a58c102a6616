"""The frame of a page: its header with the formula and section, plain-language errors, escaping user text."""

from __future__ import annotations

import logging
import re

import streamlit as st

log = logging.getLogger(__name__)

_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|<>~$])")


def md_escape(text: str) -> str:
    """Escape Markdown so user text is shown literally inside st.markdown/st.caption (never as HTML)."""
    return _MD_SPECIAL.sub(r"\\\1", text)


def friendly_error(message: str, exc: BaseException | None = None) -> None:
    """A plain-language error box without a traceback; the exception goes to the server log."""
    st.error(message, icon=":material/error:")
    if exc is not None:
        log.warning("%s: %s", message, exc, exc_info=exc)
        detail = str(exc).strip().splitlines()
        if detail:
            st.caption("Details: " + md_escape(f"{type(exc).__name__}: {detail[0][:300]}"))


def leave_legacy_navigation() -> None:
    """Hand the first visit after a server start from Streamlit's old pages/-folder navigation to app.py's.

    Streamlit treats a folder named pages/ beside the entry point as its legacy file-based navigation until
    some session runs st.navigation; until then a direct link (/masking?view=...) runs the page script
    bare, without app.py's frame. Every page calls this first: it switches the legacy mode off and reruns,
    and app.py then routes the same URL (its url paths are the file stems) with the shared sidebar.
    """
    from streamlit.runtime.pages_manager import PagesManager

    if PagesManager.uses_pages_directory:
        PagesManager.uses_pages_directory = False
        st.rerun()


def page_header(title: str, intro: str, formula: str | None = None, section: str | None = None) -> None:
    """Title, two or three plain sentences, and the formula (st.latex) with its paper section ("§3.2.1")."""
    leave_legacy_navigation()
    st.title(title)
    st.markdown(intro)
    if formula:
        st.latex(formula)
    if section:
        st.caption(f"Vaswani et al., *Attention Is All You Need* (2017), {section}")
