"""Words a translation left out (transformer.data.aligned_words): the table counted from a grammar's gold alignments,
the check against it, the file beside a model (written by training, read by Pretrained, a broken one named), and
the pages' caution, whose claim ("two in three ... are wrong") is checked on the sets read before."""

from __future__ import annotations

import json
import re
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from bench import everyday
from pages.common.page import md_escape
from transformer.data import aligned_words
from transformer.data.aligned_words import AlignedWords, AlignedWordsError, LeftOut
from transformer.data.toy_en_de import Example
from transformer.registry import load_pretrained
from transformer.train import main as train_main

from .fixtures_app import assert_clean, page_test

PAGES = ("pages/home.py", "pages/attention_explorer.py", "pages/decoding.py")
# A sentence of the everyday set dev whose words are all known and whose translation by the shipped model (run 70)
# leaves "chicken" out: Mein Lieblingsessen ist mit Reis.
LEAVES_OUT = "My favourite food is chicken with rice."
CONFIDENT = "My mother reads a book."


def _ex(src: str, tgt: str, *links: tuple[int, int]) -> Example:
    return Example(src, tgt, tuple(links), "test")


def _table(**kw) -> AlignedWords:
    """The cat sleeps. ×60 and Do you sleep? ×55 (do unaligned), a rare word, a determiner."""
    examples = [_ex("The cat sleeps.", "Die Katze schläft.", (0, 0), (1, 1), (2, 2))] * 60
    examples += [_ex("Do you sleep?", "Schläfst du?", (1, 1), (2, 0))] * 55
    examples += [_ex("The dog sleeps.", "Der Hund schläft.", (0, 0), (1, 1), (2, 2))]
    return AlignedWords.count(examples, kind={"the": "determiner"}.get, **kw)


def test_the_table_keeps_words_aligned_in_nearly_every_one_of_many_occurrences() -> None:
    table = _table()
    assert table.pairs == 116
    assert set(table.words) == {"cat", "sleeps", "you", "sleep"}  # not: do (never aligned), dog (once), the (kind)
    assert table.words["sleeps"] == {"schläft": 61} and table.words["cat"] == {"Katze": 60}
    # Each kept word's examples: its first distinct pairs of the fewest words (three or more) where it is aligned.
    cat, sleep = ("The cat sleeps.", "Die Katze schläft."), ("Do you sleep?", "Schläfst du?")
    dog = ("The dog sleeps.", "Der Hund schläft.")
    assert table.examples == {"cat": (cat,), "sleeps": (cat, dog), "you": (sleep,), "sleep": (sleep,)}
    short = [
        _ex("Eat!", "Iss!", (0, 0)),
        _ex("We eat bread every day.", "Wir essen jeden Tag Brot.", (1, 1)),
        _ex("We eat fish.", "Wir essen Fisch.", (1, 1)),
        _ex("We eat fish.", "Wir essen Fisch.", (1, 1)),  # once
        _ex("They eat soup.", "Sie essen Suppe.", (1, 1)),
        _ex("They eat a big cake.", "Sie essen einen großen Kuchen.", (1, 1)),
        _ex("I eat rice.", "Ich esse Reis.", (1, 1)),  # a fourth of three words: three are kept
    ]
    three = (
        ("We eat fish.", "Wir essen Fisch."),
        ("They eat soup.", "Sie essen Suppe."),
        ("I eat rice.", "Ich esse Reis."),
    )
    assert AlignedWords.count(short, min_count=1).examples["eat"] == three
    assert aligned_words.EXAMPLES == 3
    assert AlignedWords.count(short[:2], min_count=1).examples["eat"] == (
        ("We eat bread every day.", "Wir essen jeden Tag Brot."),
        ("Eat!", "Iss!"),  # under three words: after every longer one
    )
    assert "the" in _table(skip_kinds=frozenset()).words  # a determiner is left out only by its kind
    assert set(_table(min_count=1).words) == {"cat", "sleeps", "you", "sleep", "dog"}
    assert "do" not in _table(min_aligned=0.0).words  # never aligned: no German word to look for
    bang = [_ex("Stop it now", "Hör auf !", (0, 0), (1, 1), (2, 2))] * 60  # "now" aligned to "!" alone
    assert set(AlignedWords.count(bang).words) == {"stop", "it"}  # no German word to look for (and loadable)
    # One unaligned occurrence in 61: kept at 0.98, dropped at 0.99.
    once = [_ex("The cat sleeps.", "Die Katze.", (0, 0), (1, 1))]
    assert "sleeps" in AlignedWords.count([*[_ex("The cat sleeps.", "Die Katze schläft.", (2, 2))] * 60, *once],
                                          min_aligned=0.98).words  # fmt: skip
    assert (
        "sleeps"
        not in AlignedWords.count(
            [*[_ex("The cat sleeps.", "Die Katze schläft.", (2, 2))] * 60, *once], min_aligned=0.99
        ).words
    )
    # German words differing only in case are one, written as most often; punctuation is not part of a word.
    cased = [_ex("Today we sing.", "Heute singen wir.", (0, 0))] * 3 + [
        _ex("We sing today.", "Wir singen heute.", (2, 2))
    ]
    assert AlignedWords.count(cased, min_count=1).words["today"] == {"Heute": 4}


def test_a_word_is_left_out_when_none_of_its_german_words_is_in_the_translation() -> None:
    table = _table()
    cat, sleep = ("The cat sleeps.", "Die Katze schläft."), ("Do you sleep?", "Schläfst du?")
    assert table.left_out("The cat sleeps.", "Die Katze.") == [LeftOut("sleeps", ("schläft",), cat)]
    # The example offered: the first that `accept` takes (a model that translates it as in training), or none.
    dog = ("The dog sleeps.", "Der Hund schläft.")
    assert table.left_out("The cat sleeps.", "Die Katze.", accept=lambda en, de: "dog" in en)[0].example == dog
    assert table.left_out("The cat sleeps.", "Die Katze.", accept=lambda en, de: False)[0].example is None
    assert table.left_out("The cat sleeps.", "die KATZE schläft!") == []  # case and punctuation do not matter
    assert table.left_out("The cat, the cat sleeps.", "Der Hund schläft.") == [LeftOut("cat", ("Katze",), cat)]  # once
    assert table.left_out("The zebra dances.", "") == []  # words the table does not check are never named
    assert table.left_out("Do you sleep?", "") == [
        LeftOut("you", ("du",), sleep),
        LeftOut("sleep", ("Schläfst",), sleep),
    ]


def test_the_german_written_for_a_hand_written_training_pair_is_not_checked(tmp_path) -> None:
    """A hand-written pair (--with-pairs) may say a word otherwise than the grammar (likes to draw -> zeichnet gern):
    a translation that is the German written for its very sentence is right, and nothing is named; any other is
    checked as before. The pairs survive JSON; a table without them (before run 80) reads as none."""
    written = {"The cat sleeps.": "Die Katze pennt."}
    table = replace(_table(), written=written)
    assert (
        table.left_out("The cat sleeps.", "Die Katze pennt.") == []
        and table.left_out(" The cat sleeps.", "Die Katze pennt. ") == []
    )
    assert [w.word for w in table.left_out("The cat sleeps.", "Die Katze.")] == ["sleeps"]  # not what was written
    assert [w.word for w in table.left_out("The dog sleeps.", "Die Katze pennt.")] == ["sleeps"]  # another sentence
    assert [w.word for w in _table().left_out("The cat sleeps.", "Die Katze pennt.")] == ["sleeps"]
    table.save(tmp_path / aligned_words.FILE)
    assert aligned_words.load(tmp_path) == table and aligned_words.load(tmp_path).written == written
    assert "written" not in _table().to_json()
    for bad in ("The cat sleeps.", [["The cat sleeps."]], [["The cat sleeps.", ""]]):
        (tmp_path / aligned_words.FILE).write_text(json.dumps({**table.to_json(), "written": bad}), encoding="utf-8")
        with pytest.raises(AlignedWordsError, match='"written" must be a list'):
            aligned_words.load(tmp_path)


def test_a_run_with_hand_written_pairs_writes_them_into_its_table(tmp_path) -> None:
    pairs = tmp_path / "mine.tsv"
    pairs.write_text("The  dog sleeps.\tDer Hund pennt.\tanimals\n", encoding="utf-8")
    tiny = ["--d-model", "16", "--nhead", "2", "--num-encoder-layers", "1", "--num-decoder-layers", "1",
            "--batch-tokens", "256", "--warmup", "4", "--train-size", "300", "--eval-every", "0", "--steps", "1",
            "--threads", "1", "--quiet"]  # fmt: skip
    assert train_main(["--task", "en-de-toy", *tiny, "--with-pairs", str(pairs), "--out", str(tmp_path / "m")]) == 0
    table = aligned_words.load(tmp_path / "m")
    assert table.written == {"The dog sleeps.": "Der Hund pennt."} and table.pairs == 300  # counted: generated only


def test_the_shipped_table_holds_the_hand_written_pairs_its_model_was_trained_on() -> None:
    from transformer.train import read_written

    model = load_pretrained("en-de-everyday")
    command = model.card["commands"][0].split()
    root = Path(__file__).resolve().parents[1]
    files = [str(root / f) for f in command[command.index("--with-pairs") + 1 : command.index("--with-share")]]
    written, info = read_written(files)
    assert info == model.card["with_pairs"] and model.aligned_words.written == dict(written)
    right = [(en, de) for en, de in written[:60] if model.translate(en) == de]
    assert len(right) >= 50 and not [en for en, de in right if model.left_out(en, de)]


def test_a_word_that_says_no_needs_a_german_word_that_says_no() -> None:
    """ "doesn't" became both "nicht" and the verb in training: the verb alone does not keep the negation."""
    snow = [_ex("It doesn't snow.", "Es schneit nicht.", (0, 0), (1, 1), (1, 2), (2, 1))] * 60
    snow += [_ex("It doesn't rain.", "Es regnet nicht.", (0, 0), (1, 1), (1, 2), (2, 1))] * 60
    table = AlignedWords.count(snow)
    assert set(table.words["doesn't"]) == {"nicht", "schneit", "regnet"} and table.needed("doesn't") == ["nicht"]
    assert [w.word for w in table.left_out("It doesn't snow here.", "Es schneit hier.")] == ["doesn't"]
    assert table.left_out("It doesn't snow.", "Es schneit nicht.") == []
    assert table.left_out("It snows.", "Es schneit.") == []
    assert table.needed("snow") == ["schneit"] and table.needed("sun") == []  # other words: what they became
    no = AlignedWords.count([_ex("No, thanks.", "Nein, danke.", (0, 0), (1, 1))] * 60)
    assert no.needed("no") == ["Nein"]  # "Nein" says no
    model = load_pretrained("en-de-everyday")  # run 70 writes "Es schneit oft hier."
    assert any(w.word == "doesn't" and "nicht" in w.expected
               for w in model.left_out("It doesn't often snow here.", "Es schneit oft hier."))  # fmt: skip
    assert not model.left_out("It doesn't often snow here.", "Es schneit hier nicht oft.")


def test_the_table_survives_json_and_a_broken_file_is_named(tmp_path) -> None:
    table = _table()
    table.save(tmp_path / aligned_words.FILE)
    assert aligned_words.load(tmp_path) == table
    assert aligned_words.load(tmp_path / "nowhere") is None and aligned_words.load(None) is None
    bad = {
        "{ not json": "could not be read",
        json.dumps({"format": "other"}): "not an aligned-words table",
        json.dumps({**table.to_json(), "words": {"cat": {"Katze": -1}}}): "must map each English word",
        json.dumps({**table.to_json(), "words": {"cat": {}}}): "must map each English word",
        json.dumps({**table.to_json(), "pairs": "many"}): "must be numbers",
        json.dumps({**table.to_json(), "examples": {"cat": ["The cat sleeps."]}}): "examples",
    }
    one = {**table.to_json(), "examples": {"cat": ["The cat sleeps.", "Die Katze schläft."]}}  # one pair a word
    (tmp_path / aligned_words.FILE).write_text(json.dumps(one), encoding="utf-8")
    assert aligned_words.load(tmp_path).examples == {"cat": (("The cat sleeps.", "Die Katze schläft."),)}
    for text, message in bad.items():
        (tmp_path / aligned_words.FILE).write_text(text, encoding="utf-8")
        with pytest.raises(AlignedWordsError, match=message):
            aligned_words.load(tmp_path)


def test_a_model_with_a_broken_table_still_loads_and_checks_nothing(tmp_path) -> None:
    shipped = load_pretrained("en-de-toy").path
    copy = tmp_path / "toy"
    shutil.copytree(shipped, copy)
    (copy / aligned_words.FILE).write_bytes(b"\xff\xfe broken")
    model = load_pretrained(copy)
    assert model.aligned_words is None and "could not be read" in model.aligned_words_error
    assert model.left_out("the dog sees the cat", "") == []
    left = load_pretrained(shipped).left_out("the dog sees the cat", "der Hund")
    assert [(w.word, w.expected) for w in left] == [("sees", ("sieht",)), ("cat", ("Katze",))]
    assert all(w.word in w.example[0].split() for w in left)  # the toy's training pairs are lower case


def test_the_example_offered_is_one_the_model_translates_as_in_training() -> None:
    """Run 81 translates the first (shortest) training pair of "circus", Is that circus huge? -> Ist dieser Zirkus
    riesig?, as "Ist das riesig?": the pages offer the next of its pairs that it translates as trained (run 70 did the
    same with "cereal", run 80 with "deer")."""
    model = load_pretrained("en-de-everyday")
    first, *others = model.aligned_words.examples["circus"]
    assert model.decode(first[0]).text != first[1], (
        "the shipped model translates circus's first example now: pick another"
    )
    (left,) = model.left_out("I like the circus.", "Ich mag.")
    assert left.word == "circus" and left.example in others and model.decode(left.example[0]).text == left.example[1]
    assert model.translates_as_trained(*left.example) and not model.translates_as_trained(*first)
    assert model.left_out("I like the circus.", "Ich mag.", examples=False)[0].example is None  # the flag alone


def test_only_what_the_model_read_is_checked() -> None:
    """A sentence longer than the model's limit is cut before the encoder reads it (with a notice): the words after
    the cut are not in the translation, and they are not called left out."""
    model = load_pretrained("en-de-toy")
    long = "the dog sees the cat and " * 12 + "the girl loves apples"
    assert model.prepare(long).truncated and "girl" not in model.prepare(long).text
    assert "girl" in [w.word for w in model.left_out("the girl loves apples", "der Hund")]  # checked when read
    assert not {"girl", "loves", "apples"} & {w.word for w in model.left_out(long, model.translate(long))}
    assert model.left_out("", "") == [] and model.left_out("   ", "x") == []  # nothing to read, nothing to say


# Constructions a grammar gained after its shipped model was trained, whose German that model's table never saw, as
# {model: regular expression of the English}: while run 70 was shipped, pass 51's help someone with the homework → bei
# den Hausaufgaben (run 70 learnt with → mit). Empty since run 80, trained on main's grammar (its table has them).
NEWER_THAN_SHIPPED: dict[str, str] = {}


@pytest.mark.parametrize("name", ["en-de-toy", "en-de-everyday"])
def test_a_shipped_table_is_of_its_models_training_pairs_and_never_flags_the_grammars_own_german(name) -> None:
    """The table counts the pairs the card says the model saw; on pairs the grammar generates (held out from
    training), the grammar's own German never lacks a word: what the check flags, the grammar would have said."""
    from transformer.data.coverage import grammar

    model = load_pretrained(name)
    table = model.aligned_words
    assert table is not None and model.aligned_words_error is None
    written = model.card.get("with_repeats", 0) * sum(f["pairs"] for f in model.card.get("with_pairs", []))
    assert table.pairs == model.card["train_pairs"] - written  # hand-written pairs (--with-pairs) have no alignments
    assert len(table.words) > {"en-de-toy": 80, "en-de-everyday": 2000}[name]
    test = grammar(name).make_splits(seed=0, n_train=200)["test"][:1000]
    newer = NEWER_THAN_SHIPPED.get(name)  # what the grammar says since the shipped model was trained: not in its table
    test = [e for e in test if newer is None or not re.search(newer, e.src)]
    flagged = [(e.src, e.tgt, table.left_out(e.src, e.tgt)) for e in test if table.left_out(e.src, e.tgt)]
    assert len(test) >= 500 and len(flagged) <= len(test) // 200, flagged[:5]


def test_training_on_a_grammar_writes_the_table_of_its_pairs_and_other_tasks_none(tmp_path, monkeypatch) -> None:
    from transformer.data.toy_en_de import make_splits, word_kind

    tiny = ["--d-model", "16", "--nhead", "2", "--num-encoder-layers", "1", "--num-decoder-layers", "1",
            "--batch-tokens", "256", "--warmup", "4", "--train-size", "300", "--eval-every", "0", "--steps", "2",
            "--threads", "1", "--quiet"]  # fmt: skip
    assert train_main(["--task", "en-de-toy", *tiny, "--out", str(tmp_path / "toy")]) == 0
    written = aligned_words.load(tmp_path / "toy")
    expected = AlignedWords.count(make_splits(seed=0, n_train=300)["train"], kind=word_kind)
    assert written == expected and written.pairs == 300 and written.words
    # A resumed run keeps the table its first run wrote and does not count the alignments again (a minute for the
    # 1.6 M everyday pairs); nor does the training lab, which writes no model directory.
    monkeypatch.setattr(aligned_words, "for_task", lambda *a: pytest.fail("alignments counted again"))
    assert train_main(["--resume", str(tmp_path / "toy"), "--steps", "3", "--quiet"]) == 0
    assert aligned_words.load(tmp_path / "toy") == expected
    from transformer.train import load_dataset

    assert load_dataset("en-de-toy", None, 300).aligned_words is None
    assert train_main(["--task", "reverse", *tiny, "--out", str(tmp_path / "rev")]) == 0
    assert not (tmp_path / "rev" / aligned_words.FILE).exists()


def _left_out(at) -> list[str]:
    return [w.value for w in at.warning if "may have left" in w.value]


@pytest.mark.parametrize("page", PAGES)
def test_a_translation_that_left_a_word_out_is_named_on_every_page_that_shows_one(page) -> None:
    model = load_pretrained("en-de-everyday")
    left = model.left_out(LEAVES_OUT, model.decode(LEAVES_OUT).text)
    assert [w.word for w in left] == ["chicken"], "the shipped model translates LEAVES_OUT now: pick another"
    at = page_test(page, {"sentence": LEAVES_OUT})
    assert_clean(at)
    (text,) = _left_out(at)
    assert "**The translation may have left a word out.**" in text and "“chicken” (" in text
    assert all(f"*{g}*" in text for g in left[0].expected) and "Hähnchen" in left[0].expected
    assert "two in three" in text
    english, german = left[0].example
    assert model.decode(english).text == german  # offered as what the model learnt: it translates it so
    assert "chicken" in english.lower().split() or "chicken" in english.lower().strip(".!?").split()
    assert f"(“{md_escape(english)}” → “{md_escape(german)}”)" in text  # a training pair with the word
    (button,) = [b for b in at.button if b.key == "_left_out_example_0"]
    at = button.click().run()  # one click: the training sentence is the page's sentence
    assert_clean(at)
    assert english in [t.value for t in at.text_input]
    for sentence in (CONFIDENT, "My grandmother reads a zxqv."):  # right; unknown words (their own warning)
        at = page_test(page, {"sentence": sentence})
        assert_clean(at)
        assert not _left_out(at), sentence


def test_a_translation_that_lost_the_negation_is_named_as_such() -> None:
    sentence = "They don't often play tennis."  # run 81: "Sie spielen oft Tennis." (run 70: It doesn't often snow.)
    model = load_pretrained("en-de-everyday")
    assert [w.word for w in model.left_out(sentence, model.translate(sentence))] == ["don't"], (
        "the shipped model keeps the negation of this sentence now: pick another"
    )
    at = page_test("pages/home.py", {"sentence": sentence})
    assert_clean(at)
    (text,) = _left_out(at)
    assert "the translation has no German word that says no for “don't” (*nicht*, *keine*, *keinen*)." in text
    assert "none of the German words" not in text  # "spielen", which "don't" also became, is there
    assert [b for b in at.button if b.key == "_left_out_example_0"]  # a training pair with "don't", one click


def test_the_benchmark_scores_the_left_out_caution_and_both_by_hand() -> None:
    pairs = [(f"S{i}.", "Ja.", "family") for i in range(5)]
    hypotheses = ["Ja.", "Nein.", "Nein.", "Ja.", "Nein."]  # right, wrong, wrong, right, wrong (not covered)
    unknown = [[], [], [], [], ["zebra"]]
    r = everyday.score(pairs, hypotheses, unknown, [False, True, False, False, None], None,
                       [True, False, False, False, None])  # fmt: skip
    assert r["left_out"] == {"below": pytest.approx(everyday.UNSURE_BELOW), "decoded": 4, "flagged": 1,
                             "flagged_wrong": 0.0, "wrong_flagged": 0.0, "right_flagged": 50.0}  # fmt: skip
    assert r["either"]["flagged"] == 2 and r["either"]["wrong_flagged"] == pytest.approx(50.0)
    with pytest.raises(ValueError, match="left-out flags"):
        everyday.score(pairs, hypotheses, unknown, None, None, [True])
    assert "- a word left out (no German word it became in training): it flags 1, of which 0.0 % are wrong" in (
        everyday.markdown({**r, "model": "m", "seconds": 1.0})
    )
