"""The hand-written training pairs (transformer/data/everyday/written, mixed in by `transformer.train --with-pairs`):
well formed, and none of them stands in a set a model is scored on."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from bench import everyday
from transformer.data import read_pairs

WRITTEN = Path(__file__).resolve().parents[1] / "transformer" / "data" / "everyday" / "written"
FILES = sorted(WRITTEN.glob("*.tsv"))
# Scored: the first benchmark, the development sets, the blind sets and the unread ninth. The sixth to eighth sets
# (read to choose grammar passes) are training pairs of models trained with --with-pairs since run 80.
SCORED = ("benchmark", "dev", "held-out", "dev2", "dev4", "fresh", "dev3", "dev5", "dev9")
READ_AND_TRAINED = ("dev6", "dev7", "dev8")


def words(sentence: str) -> str:
    """A sentence as its lower-case words: two sentences that differ only in case or punctuation are the same."""
    return " ".join(re.findall(r"[a-z0-9']+", sentence.lower().replace("’", "'")))


@cache
def scored() -> frozenset[str]:
    """The words of every sentence of the scored sets."""
    return frozenset(words(i.source) for name in SCORED for i in everyday.read_set(everyday.SETS[name])[0])


def test_there_are_sixteen_files_of_well_formed_pairs() -> None:
    assert [f.name for f in FILES] == [f"set_{i:02d}.tsv" for i in range(1, 17)]
    for path in FILES:
        lines = path.read_text(encoding="utf-8").splitlines()
        assert lines[0].startswith("# Hand-written training pairs") and "read no file" in lines[0], path
        items = everyday.read_benchmark(path)  # english<TAB>german<TAB>topic, no empty field
        assert 180 <= len(items) <= 240, (path, len(items))
        assert len({i.topic for i in items}) == 12, path  # twelve topics each
        for item in items:
            assert item.source[0].isupper() and item.reference[0].isupper(), (path.name, item)
            assert item.source[-1] in ".!?" and item.reference[-1] == item.source[-1], (path.name, item)
        assert read_pairs(path) == [(i.source, i.reference) for i in items]  # what --with-pairs reads


def test_no_written_pair_stands_in_a_scored_set_or_twice() -> None:
    seen = {words(i.source) for name in READ_AND_TRAINED for i in everyday.read_set(everyday.SETS[name])[0]}
    for path in FILES:
        for number, item in enumerate(everyday.read_benchmark(path), start=1):
            key = words(item.source)
            assert key not in scored(), f"{path.name}: pair {number} stands in a scored set: take it out"
            assert key not in seen, f"{path.name}: pair {number} stands in an earlier training set"
            seen.add(key)


@pytest.mark.parametrize("name", READ_AND_TRAINED)
def test_the_read_sets_trained_on_share_at_most_one_sentence_with_a_scored_set(name) -> None:
    """The sets were kept from repeating older ones word for word with case and punctuation as written, so two
    sentences differ from a scored one only there: the sixth holds one the unread ninth repeats, the seventh "Turn
    off the light, please." (the development set: "..., please!"). No other scored sentence is trained on."""
    shared = sum(words(i.source) in scored() for i in everyday.read_set(everyday.SETS[name])[0])
    assert shared == {"dev6": 1, "dev7": 1, "dev8": 0}[name]
