"""The held-out everyday benchmark (issue #11, part 3): its sentence file is well formed and new."""

from __future__ import annotations

from pathlib import Path

from bench import everyday

HELDOUT = Path(__file__).resolve().parent / "data" / "everyday_heldout.tsv"
TOPICS = {"family", "animals", "food", "home", "school", "town", "nature", "time", "hobbies"}


def test_heldout_file_is_well_formed_and_shares_nothing_with_the_first_benchmark() -> None:
    items = everyday.read_benchmark(HELDOUT)
    assert len(items) >= 120, len(items)
    assert {i.topic for i in items} == TOPICS  # every topic present, no other
    sources = [i.source for i in items]
    assert len(set(sources)) == len(sources), "duplicate English sentences"
    shared = set(sources) & {i.source for i in everyday.read_benchmark()}
    assert not shared, f"sentences also in everyday_benchmark.tsv: {sorted(shared)}"
    for item in items:
        assert item.source[0].isupper(), item
        assert item.reference[-1] in ".?!", item


def _one_sentence_result(item, **changes) -> dict:
    """A result of `everyday.run` with one sentence, `item`, as its worst: what `markdown` prints or hides."""
    worst = [{"chrf": 50.0, "source": item.source, "hypothesis": "x", "reference": item.reference}]
    return {"model": "m", "n": 1, "covered": 1, "coverage": 100.0, "chrf_all": 50.0, "chrf_covered": 50.0,
            "exact_all": 0.0, "exact_covered": 0.0, "bleu_all": 1.0, "bleu_covered": 1.0, "seconds": 0.1,
            "topics": {}, "unknown_words": [], "worst": worst, **changes}  # fmt: skip


def _well_formed_and_new(path: Path, others: tuple[Path, ...], topics: set[str] = TOPICS, at_least: int = 180) -> None:
    """At least 180 sentences over every topic, no English sentence twice or in another set, capital to stop."""
    items = everyday.read_benchmark(path)
    assert len(items) >= at_least, len(items)
    assert {i.topic for i in items} == topics
    sources = [i.source.lower() for i in items]
    assert len(set(sources)) == len(sources), "duplicate English sentences"
    shared = set(sources) & {i.source.lower() for other in others for i in everyday.read_benchmark(other)}
    assert not shared, f"{len(shared)} sentences shared with another set"  # names none (the fresh set stays unread)
    for item in items:
        assert item.source[0].isupper() and item.reference[-1] in ".?!", item


def test_dev_file_is_well_formed_and_shares_nothing_with_either_benchmark() -> None:
    """The development set may be looked at while the grammar grows; the held-out file must not leak into it."""
    _well_formed_and_new(everyday.DEV, (HELDOUT, everyday.BENCHMARK))


def test_second_dev_file_is_well_formed_and_shares_nothing_with_the_other_sets() -> None:
    _well_formed_and_new(everyday.DEV2, (HELDOUT, everyday.BENCHMARK, everyday.DEV, everyday.FRESH))


def test_third_dev_file_is_well_formed_and_shares_nothing_with_the_other_sets() -> None:
    others = (HELDOUT, everyday.BENCHMARK, everyday.DEV, everyday.FRESH, everyday.DEV2)
    _well_formed_and_new(everyday.DEV3, others)
    assert everyday.DEV3 in everyday.BLIND


def test_fourth_dev_file_is_well_formed_and_shares_nothing_with_the_other_sets() -> None:
    others = (HELDOUT, everyday.BENCHMARK, everyday.DEV, everyday.FRESH, everyday.DEV2, everyday.DEV3)
    topics = {"family", "food", "home", "school", "town", "time", "weather", "animals", "hobbies", "shopping", "body",
              "travel"}  # fmt: skip
    _well_formed_and_new(everyday.DEV4, others, topics)
    assert everyday.DEV4 not in everyday.BLIND  # read to choose grammar pass 10


def test_fifth_dev_file_is_well_formed_shares_nothing_with_the_other_sets_and_is_blind() -> None:
    others = (HELDOUT, everyday.BENCHMARK, everyday.DEV, everyday.FRESH, everyday.DEV2, everyday.DEV3, everyday.DEV4)
    topics = {"family", "food", "home", "school", "town", "time", "weather", "animals", "hobbies", "shopping", "body",
              "travel"}  # fmt: skip
    _well_formed_and_new(everyday.DEV5, others, topics)
    assert everyday.DEV5 in everyday.BLIND


def test_sixth_dev_file_is_well_formed_and_shares_nothing_with_the_other_sets() -> None:
    others = (HELDOUT, everyday.BENCHMARK, everyday.DEV, everyday.FRESH, everyday.DEV2, everyday.DEV3, everyday.DEV4,
              everyday.DEV5)  # fmt: skip
    topics = {"family", "school", "food", "home", "town", "hobbies", "animals", "weather", "dailyroutine", "shopping",
              "health", "travel", "friends", "jobs"}  # fmt: skip
    _well_formed_and_new(everyday.DEV6, others, topics)
    assert everyday.DEV6 not in everyday.BLIND and everyday.DEV6 not in everyday.DEVELOPMENT  # read for passes 41, 42


def test_seventh_dev_file_is_well_formed_and_shares_nothing_with_the_other_sets() -> None:
    others = (HELDOUT, everyday.BENCHMARK, everyday.DEV, everyday.FRESH, everyday.DEV2, everyday.DEV3, everyday.DEV4,
              everyday.DEV5, everyday.DEV6)  # fmt: skip
    topics = {"family", "school", "food", "home", "town", "hobbies", "animals", "weather", "dailyroutine", "shopping",
              "health", "travel", "friends", "jobs"}  # fmt: skip
    _well_formed_and_new(everyday.DEV7, others, topics, at_least=160)  # 161: 79 of 240 stood in an older set
    assert everyday.DEV7 not in everyday.BLIND and everyday.DEV7 not in everyday.DEVELOPMENT  # read for passes 43, 44


def test_eighth_dev_file_is_well_formed_new_and_printed_like_a_read_set(capsys, monkeypatch) -> None:
    """The eighth set (written 2026-11-30 like the fifth to seventh, scored once unread, then read to choose grammar
    passes 48 and 49) shares no sentence with the others, is beside the means and prints its worst sentences like any
    read set, while a blind set prints none unless asked."""
    others = (HELDOUT, everyday.BENCHMARK, everyday.DEV, everyday.FRESH, everyday.DEV2, everyday.DEV3, everyday.DEV4,
              everyday.DEV5, everyday.DEV6, everyday.DEV7)  # fmt: skip
    topics = {"school", "family", "food", "home", "town", "weather", "hobbies", "routine", "travel", "health",
              "animals", "feelings"}  # fmt: skip
    _well_formed_and_new(everyday.DEV8, others, topics, at_least=160)  # 164: 76 of 240 stood in an older set
    assert everyday.DEV8 in everyday.BESIDE
    assert everyday.DEV8 not in everyday.BLIND and everyday.DEV8 not in everyday.DEVELOPMENT
    for path, printed in ((everyday.DEV8, True), (everyday.DEV5, False)):
        item = everyday.read_benchmark(path)[0]
        result = _one_sentence_result(item)
        monkeypatch.setattr(everyday, "run", lambda *a, result=result, **k: result)
        assert everyday.main(["--data", str(path)]) == 0
        assert (item.source in capsys.readouterr().out) is printed, path.name


def test_ninth_file_is_well_formed_new_beside_the_means_and_never_printed_by_default(capsys, monkeypatch) -> None:
    """The ninth set (written 2026-12-01 like the fifth to eighth, scored once with run 70 and not read) shares no
    sentence with the others, is reported beside the means, not in them, and prints no sentence unless asked."""
    others = tuple(path for name, path in everyday.SETS.items() if name != "dev9")
    topics = {"family", "school", "food", "home", "town", "hobbies", "animals", "weather", "routine", "shopping",
              "clothes", "feelings"}  # fmt: skip
    _well_formed_and_new(everyday.DEV9, (HELDOUT, *others), topics, at_least=160)  # 170: 70 of 240 were older
    assert everyday.DEV9 in everyday.UNREAD_BESIDE and everyday.DEV9 in everyday.HIDDEN
    assert everyday.DEV9 not in everyday.BLIND and everyday.DEV9 not in everyday.DEVELOPMENT
    assert len(everyday.read_second_references(everyday.DEV9, everyday.read_benchmark(everyday.DEV9))) >= 160
    item = everyday.read_benchmark(everyday.DEV9)[0]
    result = _one_sentence_result(item)
    monkeypatch.setattr(everyday, "run", lambda *a, **k: result)
    for extra, printed in (([], False), (["--show-sentences"], True)):
        assert everyday.main(["--data", str(everyday.DEV9), *extra]) == 0
        assert (item.source in capsys.readouterr().out) is printed, extra


def test_fresh_file_is_well_formed_new_and_reported_blind(capsys) -> None:
    """The fresh set (written 2026-11-25 without seeing the grammar or the other sets) shares no sentence with them,
    and the benchmark prints none of its sentences or unknown words unless asked."""
    items = everyday.read_benchmark(everyday.FRESH)
    assert len(items) >= 120, len(items)
    assert {i.topic for i in items} == TOPICS
    sources = [i.source.lower() for i in items]
    assert len(set(sources)) == len(sources), "duplicate English sentences"
    paths = (HELDOUT, everyday.BENCHMARK, everyday.DEV)
    others = {i.source.lower() for path in paths for i in everyday.read_benchmark(path)}
    assert not set(sources) & others, sorted(set(sources) & others)
    for item in items:
        assert item.source[0].isupper() and item.reference[-1] in ".?!", item
    family = {"n": 1, "covered": 1, "coverage": 100.0, "chrf_all": 50.0, "chrf_covered": 50.0, "exact_covered": 0.0}
    result = _one_sentence_result(items[0], unknown_words=[("zebra", 1)], topics={"family": family})
    blind = everyday.markdown(result, blind=True)
    assert items[0].source not in blind and "zebra" not in blind and "| 50.0 |" in blind
    shown = everyday.markdown(result)
    assert items[0].source in shown and "zebra" in shown
