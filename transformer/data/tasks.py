"""Algorithmic sequence tasks (copy, reverse, sort) for tiny models."""

from __future__ import annotations

import random

__all__ = ["SYMBOLS", "TASKS", "make_task", "task_alignment", "task_target"]

TASKS = ("copy", "reverse", "sort")
SYMBOLS: tuple[str, ...] = tuple("abcdefghij")
Pairs = list[tuple[str, str]]


def _check_task(task: str) -> None:
    if task not in TASKS:
        raise ValueError(f"unknown task {task!r}; expected one of {', '.join(TASKS)}")


def _order(task: str, symbols: list[str]) -> list[int]:
    """Source index that ends up at each target position (stable for ``sort``)."""
    n = len(symbols)
    if task == "copy":
        return list(range(n))
    if task == "reverse":
        return list(range(n - 1, -1, -1))
    return sorted(range(n), key=lambda i: symbols[i])


def task_target(task: str, src: str) -> str:
    """The correct target for a space-separated source string."""
    _check_task(task)
    symbols = src.split()
    return " ".join(symbols[i] for i in _order(task, symbols))


def make_task(task: str, n: int, seed: int = 0, min_len: int = 3, max_len: int = 10) -> Pairs:
    """``n`` deterministic (source, target) pairs of space-separated symbols."""
    _check_task(task)
    if n < 0:
        raise ValueError(f"n must be non-negative, got {n}")
    if not 1 <= min_len <= max_len:
        raise ValueError(f"need 1 <= min_len <= max_len, got min_len={min_len}, max_len={max_len}")
    rng = random.Random(seed)
    pairs: Pairs = []
    for _ in range(n):
        src = " ".join(rng.choices(SYMBOLS, k=rng.randint(min_len, max_len)))
        pairs.append((src, task_target(task, src)))
    return pairs


def task_alignment(task: str, src: str, tgt: str) -> tuple[tuple[int, int], ...]:
    """Gold (source index, target index) alignment; sort maps equal symbols stably."""
    _check_task(task)
    symbols = src.split()
    if tgt.split() != task_target(task, src).split():
        raise ValueError(f"{tgt!r} is not the {task} target of {src!r}")
    return tuple(sorted((i, j) for j, i in enumerate(_order(task, symbols))))
