"""Data: the toy English→German corpus, algorithmic tasks and TSV sentence pairs."""

from transformer.data.tasks import SYMBOLS, TASKS, make_task, task_alignment, task_target
from transformer.data.toy_en_de import (
    Example,
    HeldOut,
    generate,
    gold_alignment,
    held_out,
    lexical_items,
    make_splits,
    normalize_english,
    reference_example,
    translate_reference,
    words,
)
from transformer.data.tsv import DataError, read_pairs, write_pairs

__all__ = [
    "SYMBOLS",
    "TASKS",
    "DataError",
    "Example",
    "HeldOut",
    "generate",
    "gold_alignment",
    "held_out",
    "lexical_items",
    "make_splits",
    "make_task",
    "normalize_english",
    "read_pairs",
    "reference_example",
    "task_alignment",
    "task_target",
    "translate_reference",
    "words",
    "write_pairs",
]
