"""The everyday benchmark: its sentence file is well formed, and bench/everyday.py scores exactly as documented."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import sacrebleu

from bench import everyday

TOPICS = {"family", "animals", "food", "home", "school", "town", "nature", "time", "hobbies"}


def _lines() -> list[tuple[int, list[str]]]:
    text = everyday.BENCHMARK.read_text(encoding="utf-8")
    return [(n, line.split("\t")) for n, line in enumerate(text.split("\n"), 1) if line and not line.startswith("#")]


def test_benchmark_file_is_well_formed() -> None:
    lines = _lines()
    assert len(lines) >= 110
    sources = [cols[0] for _, cols in lines]
    assert len(set(sources)) == len(sources), "duplicate English sentences"
    for n, cols in lines:
        where = f"line {n}: {cols}"
        assert len(cols) in (2, 3), where
        assert all(c and c == c.strip() for c in cols), where  # no empty field, no stray spaces
        english, german = cols[:2]
        assert "  " not in english and "  " not in german, where
        assert english[-1] in ".?!" and german[-1] == english[-1], where  # the same final punctuation
        assert english[0].isupper() and german[0].isupper(), where
        assert len(cols) == 2 or cols[2] in TOPICS, where


def test_every_topic_has_enough_sentences_and_the_reader_reads_them_all() -> None:
    items = everyday.read_benchmark()
    assert len(items) == len(_lines())
    counts = {t: sum(i.topic == t for i in items) for t in TOPICS}
    assert min(counts.values()) >= 10, counts


def _case() -> tuple[list[tuple[str, str, str]], list[str], list[list[str]]]:
    pairs = [
        ("The dog sleeps in the garden.", "Der Hund schläft im Garten.", "animals"),
        ("The cat eats a fish.", "Die Katze frisst einen Fisch.", "animals"),
        ("I see a zebra in the zoo.", "Ich sehe ein Zebra im Zoo.", "zoo"),
        ("A zebra and a gnu are here.", "Ein Zebra und ein Gnu sind hier.", "zoo"),
    ]
    hypotheses = [pairs[0][1], "qqq", pairs[2][1], "qqq"]  # exact, nothing shared, exact, nothing shared
    unknown = [[], [], ["zebra"], ["zebra", "gnu"]]
    return pairs, hypotheses, unknown


def test_score_by_hand() -> None:
    r = everyday.score(*_case())
    approx = lambda x: pytest.approx(x, abs=1e-9)
    assert (r["n"], r["covered"]) == (4, 2)
    assert r["coverage"] == approx(50.0)
    assert r["chrf_all"] == approx(50.0) and r["chrf_covered"] == approx(50.0)  # (100 + 0) / 2 both ways
    assert r["exact_all"] == approx(50.0) and r["exact_covered"] == approx(50.0)
    assert 0.0 < r["bleu_all"] < 100.0
    assert list(r["topics"]) == ["animals", "zoo"]
    animals, zoo = r["topics"]["animals"], r["topics"]["zoo"]
    assert (animals["n"], animals["covered"], animals["coverage"], animals["chrf_covered"]) == (2, 2, 100.0, 50.0)
    assert (zoo["n"], zoo["covered"], zoo["coverage"]) == (2, 0, 0.0)
    assert zoo["chrf_all"] == approx(50.0) and zoo["chrf_covered"] is None and zoo["exact_covered"] is None
    assert [w["source"] for w in r["worst"]] == ["The cat eats a fish.", "The dog sleeps in the garden."]
    assert [w["chrf"] for w in r["worst"]] == [approx(0.0), approx(100.0)]
    assert r["worst"][0]["hypothesis"] == "qqq" and r["worst"][0]["reference"] == "Die Katze frisst einen Fisch."
    assert r["unknown_words"] == [("zebra", 2), ("gnu", 1)]


def test_score_bleu_extremes_and_nothing_covered() -> None:
    pairs, _, _ = _case()
    refs = [p[1] for p in pairs]
    perfect = everyday.score(pairs, refs, [[]] * 4)
    assert perfect["bleu_all"] == pytest.approx(100.0, abs=1e-9)
    assert perfect["exact_all"] == 100.0 and perfect["coverage"] == 100.0
    none = everyday.score(pairs, ["qqq"] * 4, [["x"]] * 4)
    assert none["bleu_all"] == pytest.approx(0.0, abs=1e-9) and none["chrf_all"] == pytest.approx(0.0, abs=1e-9)
    assert none["covered"] == 0 and none["chrf_covered"] is None and none["bleu_covered"] is None
    assert none["worst"] == [] and "No sentence is covered." in everyday.markdown({**none, "model": "m", "seconds": 1})


def test_worst_lists_the_ten_lowest_covered() -> None:
    pairs = [(f"Sentence {i}.", f"Satz {i} ist da.") for i in range(12)]
    hyps = [f"Satz {i} ist da." if i % 2 else "qqq" for i in range(12)]
    r = everyday.score(pairs, hyps, [[]] * 12)
    assert len(r["worst"]) == everyday.WORST == 10
    chrfs = [w["chrf"] for w in r["worst"]]
    assert chrfs == sorted(chrfs) and chrfs[0] == pytest.approx(0.0, abs=1e-9)
    assert r["topics"]["-"]["n"] == 12  # two-column pairs fall in one topic "-"


def test_score_rejects_mismatched_or_empty_input() -> None:
    pairs, hyps, unknown = _case()
    with pytest.raises(ValueError, match="4 pairs, 3 hypotheses"):
        everyday.score(pairs, hyps[:3], unknown)
    with pytest.raises(ValueError, match="nothing to score"):
        everyday.score([], [], [])


def test_missing_everyday_grammar_gives_a_clear_error(monkeypatch, capsys) -> None:
    monkeypatch.setitem(sys.modules, "transformer.data.everyday", None)  # makes the import fail
    with pytest.raises(everyday.EverydayUnavailable, match="transformer.data.everyday"):
        everyday.everyday_unknown_words()
    assert everyday.main(["--model", "en-de-toy"]) == 2
    assert "needs transformer.data.everyday.unknown_words" in capsys.readouterr().err


def test_run_end_to_end_with_the_toy_model(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv("ATTN_MODELS_DIR", raising=False)  # "en-de-toy" means the shipped one
    data = tmp_path / "bench.tsv"
    data.write_text(
        "# two toy-grammar sentences and one outside it\n"
        "The dog sees the cat.\tDer Hund sieht die Katze.\tanimals\n"
        "The friend buys the bird.\tDer Freund kauft den Vogel.\tanimals\n"
        "I get up at seven o'clock.\tIch stehe um sieben Uhr auf.\ttime\n",
        encoding="utf-8",
    )
    known = {"the", "dog", "sees", "cat", "friend", "buys", "bird"}
    fake = lambda text: [w for w in text.lower().rstrip(".").split() if w not in known]
    r = everyday.run("en-de-toy", data, unknown_words=fake, threads=1)
    assert (r["n"], r["covered"], r["model"]) == (3, 2, "en-de-toy")
    assert r["topics"]["time"]["covered"] == 0 and r["chrf_covered"] > 50.0  # the toy model knows these words
    assert "| animals | 2 | 2 | 100.0 |" in everyday.markdown(r)


def test_all_sets_print_their_aggregates_and_the_two_means_and_no_sentence(tmp_path: Path, monkeypatch, capsys):
    """--all: one load of the model, every set's aggregate numbers, the development mean over DEVELOPMENT and the blind
    mean over BLIND (chrF on covered sentences), and no sentence, output or unknown word of any set."""
    monkeypatch.delenv("ATTN_MODELS_DIR", raising=False)  # "en-de-everyday" means the shipped one
    lines = {
        "a": "My mother reads a book.\tMeine Mutter liest ein Buch.\tfamily\n",
        "b": "The dog sleeps.\tDer Hund schläft.\tanimals\nWe xylophone.\tWir Xylophon.\tmusic\n",
        "c": "Be quiet, please!\tSei bitte ruhig!\tschool\n",
        "d": "I have a cat.\tIch habe eine Katze.\tanimals\n",
    }
    paths = {}
    for name, text in lines.items():
        paths[name] = tmp_path / f"{name}.tsv"
        paths[name].write_text(text, encoding="utf-8")
    monkeypatch.setattr(everyday, "SETS", paths)
    monkeypatch.setattr(everyday, "DEVELOPMENT", (paths["a"], paths["b"]))
    monkeypatch.setattr(everyday, "BLIND", (paths["c"], paths["d"]))
    r = everyday.run_all("en-de-everyday", threads=1)
    sets = r["sets"]
    assert [sets[k]["n"] for k in "abcd"] == [1, 2, 1, 1] and sets["b"]["covered"] == 1  # "xylophone" is unknown
    assert r["development_mean"] == pytest.approx((sets["a"]["chrf_covered"] + sets["b"]["chrf_covered"]) / 2)
    assert r["blind_mean"] == pytest.approx((sets["c"]["chrf_covered"] + sets["d"]["chrf_covered"]) / 2)
    assert everyday.main(["--all"]) == 0
    out = capsys.readouterr().out
    assert "| c (blind) | 1 |" in out and "| a (development) | 1 |" in out and "Development mean" in out
    for text in lines.values():  # no source, reference, output or unknown word is printed
        for line in text.splitlines():
            source, reference, _ = line.split("\t")
            assert source not in out and reference not in out
    assert "xylophone" not in out.lower() and "Hund" not in out
    assert "trained on" not in out and not any(x["trained_on"] for x in sets.values())


def test_a_set_the_model_was_trained_on_is_named_so(tmp_path: Path, monkeypatch) -> None:
    """A model trained with --with-pairs lists the files in its card; --all names those sets as trained on."""
    monkeypatch.delenv("ATTN_MODELS_DIR", raising=False)
    path = tmp_path / "everyday_dev6.tsv"
    path.write_text("I have a cat.\tIch habe eine Katze.\tanimals\n", encoding="utf-8")
    monkeypatch.setattr(everyday, "SETS", {"dev6": path})
    real = everyday.load_pretrained
    loaded = real("en-de-everyday")
    loaded.card = {**loaded.card, "with_pairs": [{"file": "everyday_dev6.tsv", "pairs": 180}]}
    monkeypatch.setattr(everyday, "load_pretrained", lambda model: loaded)
    r = everyday.run_all("en-de-everyday", threads=1)
    assert r["sets"]["dev6"]["trained_on"] is True
    assert "| dev6 (trained on: measures nothing) | 1 |" in everyday.all_markdown(r)
    assert everyday.trained_on({"with_pairs": [{"file": "a.tsv", "pairs": 1}]}) == {"a.tsv"}
    assert everyday.trained_on({}) == set()


def test_second_references_score_against_the_nearer_one() -> None:
    """With a second reference, chrF and BLEU are sacreBLEU's multi-reference scores (the nearer reference counts),
    exact match takes either; the one-reference numbers stay as they were; no two-reference mean where a row lacks
    its second reference."""
    pairs, _, _ = _case()
    second = ["Im Garten schläft der Hund.", "Die Katze isst einen Fisch.", "Im Zoo sehe ich ein Zebra.", "Hier."]
    hyps = [second[0], pairs[1][1], "Ich sehe ein Zebra.", "qqq"]  # the second reference, the first, neither, none
    r = everyday.score(pairs, hyps, [[]] * 4, second=second)
    rows = r["sentences"]
    assert rows[0]["chrf2"] == pytest.approx(100.0) and rows[0]["chrf"] < 80.0 and rows[0]["exact2"]
    assert not rows[0]["exact"] and rows[1]["exact"] and rows[1]["exact2"]
    for row in rows:  # sacreBLEU's two-reference chrF: the nearer of the two, never below the first alone
        both = [row["reference"], row["reference2"]]
        assert row["chrf2"] == pytest.approx(sacrebleu.sentence_chrf(row["hypothesis"], both).score)
        assert row["chrf2"] >= row["chrf"]
    assert r["chrf2_covered"] == pytest.approx(sum(row["chrf2"] for row in rows) / 4)
    assert r["exact2_covered"] == pytest.approx(50.0) and r["exact_covered"] == pytest.approx(25.0)
    one = everyday.score(pairs, hyps, [[]] * 4)
    assert r["bleu2_covered"] > one["bleu_covered"] and r["bleu_covered"] == pytest.approx(one["bleu_covered"])
    assert one["chrf2_covered"] is None and one["bleu2_covered"] is None and one["exact2_covered"] is None
    table = everyday.markdown({**r, "model": "m", "seconds": 1})
    assert "| mean sentence chrF, two references |" in table and "| second reference |" in table
    assert "two references" not in everyday.markdown({**one, "model": "m", "seconds": 1})
    with pytest.raises(ValueError, match="4 pairs and 3 second references"):
        everyday.score(pairs, hyps, [[]] * 4, second=second[:3])


def test_second_references_are_read_in_the_sets_order_and_checked(tmp_path: Path) -> None:
    data = tmp_path / "set.tsv"
    data.write_text("# a set\nOne.\tEins.\tx\nTwo.\tZwei.\tx\n", encoding="utf-8")
    items = everyday.read_benchmark(data)
    assert everyday.second_reference_path(data) == tmp_path / "set.ref2.tsv"
    assert everyday.read_second_references(data, items) is None  # no file: no second reference
    ref2 = everyday.second_reference_path(data)
    ref2.write_text("# second\nTwo.\tZwo.\nOne.\tEins!\n", encoding="utf-8")
    assert everyday.read_second_references(data, items) == ["Eins!", "Zwo."]
    for text, message in [
        ("One.\tEins.\n", "1 sentences of set.tsv lack a second reference, 0 are not in it"),
        ("One.\tEins.\nTwo.\tZwei.\nThree.\tDrei.\n", "0 sentences of set.tsv lack a second reference, 1 are not"),
        ("One.\tEins.\nOne.\tEins!\nTwo.\tZwei.\n", "has two second references"),
    ]:
        ref2.write_text(text, encoding="utf-8")
        with pytest.raises(ValueError, match=message):
            everyday.read_second_references(data, items)


def test_every_set_has_a_well_formed_second_reference_file() -> None:
    """Each set of SETS has its second references: every English sentence once, a German sentence that starts with a
    capital and ends like the English. Failures name line numbers only (the blind sets' sentences stay unprinted)."""
    for name, path in everyday.SETS.items():
        items, second = everyday.read_set(path)
        assert second is not None, f"{name}: no {everyday.second_reference_path(path).name}"
        bad = [n for n, (item, german) in enumerate(zip(items, second, strict=True), 1)
               if german != german.strip() or "  " in german or not german[0].isupper()
               or german[-1] != item.source[-1]]  # fmt: skip
        assert not bad, f"{name}: second references {bad} (sentence numbers) are not well formed"
        same = sum(german == item.reference for item, german in zip(items, second, strict=True))
        assert same < len(items), f"{name}: every second reference equals the first"
