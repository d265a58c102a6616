"""Drawing distinct generated sentence pairs, shared by the toy and the everyday grammars."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

E = TypeVar("E")  # an Example with a `src` string


def distinct(draw: Callable[[int], E | None], n: int, seen: set[str], max_words: int) -> list[E]:
    """`n` examples from `draw(kept so far)` (None: rejected), each at most `max_words` English words long and, while
    that is possible, with a source not in `seen` (after 50·n + 1000 draws repeats are let through); `seen` grows."""
    out: list[E] = []
    attempts, max_attempts = 0, 50 * n + 1000
    while len(out) < n:
        attempts += 1
        ex = draw(len(out))
        if ex is None or len(ex.src.split()) > max_words:
            continue
        if ex.src in seen and attempts < max_attempts:
            continue
        seen.add(ex.src)
        out.append(ex)
    return out
