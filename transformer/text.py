"""Input text as every model takes it: Unicode NFC, invisible characters removed, whitespace collapsed."""

from __future__ import annotations

import re
import unicodedata

# Control characters, zero-width characters and bidirectional marks (embeddings, overrides, isolates).
_CONTROL = re.compile(r"[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]")


# Punctuation and quotes at the edges of a typed word ("Hello," “book.” (cats)), stripped before a word is looked up.
EDGE_PUNCTUATION = re.compile(r"^[\s\"'“”‘’«»()\[\]{}.,!?;:…-]+|[\s\"'“”‘’«»()\[\]{}.,!?;:…-]+$")


def clean_text(text: str) -> str:
    """Unicode NFC, control and zero-width characters removed, whitespace collapsed."""
    text = _CONTROL.sub("", unicodedata.normalize("NFC", str(text)))
    return " ".join(text.split())
