"""Everyday English → German: a lexicon file plus grammar rules with exact gold word alignments."""

from transformer.data.everyday.grammar import (
    CONSTRUCTION_LABELS,
    CONSTRUCTIONS,
    Example,
    example_of,
    generate,
    held_out,
    make_splits,
    render,
    two_sentences,
)
from transformer.data.everyday.vocabulary import (
    capitalised,
    known_words,
    lexicon_stats,
    normalize,
    proper_names,
    unknown_words,
    word_kind,
    words,
)

__all__ = [
    "capitalised",
    "CONSTRUCTIONS",
    "CONSTRUCTION_LABELS",
    "Example",
    "example_of",
    "generate",
    "held_out",
    "known_words",
    "lexicon_stats",
    "make_splits",
    "normalize",
    "proper_names",
    "render",
    "two_sentences",
    "unknown_words",
    "word_kind",
    "words",
]
