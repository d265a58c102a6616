"""Tests for the algorithmic copy/reverse/sort tasks."""

from __future__ import annotations

import pytest

from transformer.data import SYMBOLS, TASKS, make_task, task_alignment, task_target


def test_task_names_and_alphabet() -> None:
    assert TASKS == ("copy", "reverse", "sort")
    assert len(SYMBOLS) == len(set(SYMBOLS)) == 10
    assert all(len(s) == 1 for s in SYMBOLS)


@pytest.mark.parametrize(
    ("task", "src", "tgt"),
    [
        ("copy", "c a d", "c a d"),
        ("reverse", "c a d", "d a c"),
        ("sort", "c a d", "a c d"),
        ("sort", "b a b a", "a a b b"),
        ("reverse", "j", "j"),
    ],
)
def test_targets(task: str, src: str, tgt: str) -> None:
    assert task_target(task, src) == tgt


@pytest.mark.parametrize("task", TASKS)
def test_make_task_is_deterministic_and_correct(task: str) -> None:
    pairs = make_task(task, 200, seed=5, min_len=2, max_len=6)
    assert pairs == make_task(task, 200, seed=5, min_len=2, max_len=6)
    assert pairs != make_task(task, 200, seed=6, min_len=2, max_len=6)
    lengths = set()
    for src, tgt in pairs:
        symbols = src.split()
        lengths.add(len(symbols))
        assert set(symbols) <= set(SYMBOLS)
        assert src == " ".join(symbols)
        assert tgt == task_target(task, src)
        assert sorted(tgt.split()) == sorted(symbols)
    assert lengths == set(range(2, 7))


def test_tasks_differ_on_the_same_sources() -> None:
    copies = make_task("copy", 50, seed=1)
    reverses = make_task("reverse", 50, seed=1)
    assert [s for s, _ in copies] == [s for s, _ in reverses]
    assert all(t == s for s, t in copies)
    assert all(t.split() == s.split()[::-1] for s, t in reverses)


def test_reverse_alignment_is_anti_diagonal() -> None:
    assert task_alignment("reverse", "a b c d", "d c b a") == ((0, 3), (1, 2), (2, 1), (3, 0))
    assert task_alignment("copy", "a b c", "a b c") == ((0, 0), (1, 1), (2, 2))


def test_sort_alignment_follows_symbols() -> None:
    assert task_alignment("sort", "c a b", "a b c") == ((0, 2), (1, 0), (2, 1))
    # equal symbols keep their order (stable sort)
    assert task_alignment("sort", "b a b", "a b b") == ((0, 1), (1, 0), (2, 2))


@pytest.mark.parametrize("task", TASKS)
def test_alignment_is_a_permutation_mapping_equal_symbols(task: str) -> None:
    for src, tgt in make_task(task, 100, seed=2):
        alignment = task_alignment(task, src, tgt)
        s, t = src.split(), tgt.split()
        assert sorted(i for i, _ in alignment) == list(range(len(s)))
        assert sorted(j for _, j in alignment) == list(range(len(t)))
        assert all(s[i] == t[j] for i, j in alignment)


def test_errors() -> None:
    with pytest.raises(ValueError, match="unknown task 'rotate'.*copy, reverse, sort"):
        make_task("rotate", 3)
    with pytest.raises(ValueError, match="unknown task"):
        task_alignment("shuffle", "a b", "b a")
    with pytest.raises(ValueError, match="min_len"):
        make_task("copy", 3, min_len=5, max_len=2)
    with pytest.raises(ValueError, match="min_len"):
        make_task("copy", 3, min_len=0)
    with pytest.raises(ValueError, match="not the reverse target"):
        task_alignment("reverse", "a b c", "a b c")
