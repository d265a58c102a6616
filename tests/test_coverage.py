"""Sentences outside a model's grammar are named, with words to try, a switch to MiniLM and examples to pick."""

from __future__ import annotations

import pytest
import torch

from pages.common.page import md_escape
from transformer.data import coverage, toy_en_de

from .fixtures_app import assert_clean, fixture_models, page_test  # noqa: F401

PAGES = ("pages/attention_explorer.py", "pages/home.py")


@pytest.mark.parametrize(
    ("text", "unknown"),
    [
        ("the dog sees the cat", ()),
        ("The dog sees the cat.", ()),
        ("My mother reads a book.", ("My", "mother")),
        ("the cat sleeps", ("sleeps",)),  # one unknown word is named too
        ("the 🐶 sees the cat", ("🐶",)),
        ("", ()),
    ],
)
def test_unknown_words_of_the_toy_grammar(text, unknown):
    cov = coverage.check("en-de-toy", text)
    assert cov is not None and cov.unknown == unknown and cov.complete == (not unknown)


def test_suggestions_are_known_words_of_the_kind_the_context_asks_for():
    cov = coverage.check("en-de-toy", "the tall dog sleeps")
    assert set(cov.unknown) == {"tall", "sleeps"}
    assert cov.suggestions["tall"] and all(toy_en_de.word_kind(w) == "adjective" for w in cov.suggestions["tall"])
    assert cov.suggestions["sleeps"] and all(toy_en_de.word_kind(w) == "verb" for w in cov.suggestions["sleeps"])
    assert all(w.endswith("s") for w in cov.suggestions["sleeps"])  # the same form: third person singular
    cov = coverage.check("en-de-toy", "the dog sees the giraffe")
    assert all(toy_en_de.word_kind(w) == "noun" for w in cov.suggestions["giraffe"])


# Words a teacher types that the everyday grammar does not know, with the kind the sentence gives them (written
# before the kind guess was: a real word is not "corrected" to a known word spelt like it, fair -> far, air, hair).
KIND_CASES = [
    ("Our teacher is very strict but fair.", "fair", "adjective"),  # coordinated with an adjective
    ("We are talking about the film.", "about", "preposition"),  # a closed class: about is a preposition anywhere
    ("Do you agree with me?", "agree", "verb"),  # after its subject
    ("My sister is interested in art.", "interested", "adjective"),  # after a form of be
    ("I usually jog in the park.", "jog", "verb"),  # after its subject and a frequency adverb
    ("He rarely eats meat.", "rarely", "adverb"),
    ("They walked across the bridge quickly.", "quickly", "adverb"),
    ("Although it rained, we played outside.", "Although", "conjunction"),
    ("The children are jogging.", "jogging", "verb"),
    ("My grandmother has a budgie.", "budgie", "noun"),  # after a determiner, before nothing
    ("She is a clever and hardworking student.", "hardworking", "adjective"),  # before a noun
    ("The film was extremely boring.", "extremely", "adverb"),
    ("My friend Xavier usually jogs in the park.", "jogs", "verb"),  # after a name it does not know either
    ("Although my cousin Xavier rarely jogs, he is very fair.", "jogs", "verb"),  # past an adverb it does not know
    ("My dog's name is Bello.", "Bello", "name"),  # not a slip of hello
    ("Take the number 7 bus to the station!", "7", "number"),
    ("The shop assistant was very friendly.", "assistant", "noun"),  # the head of the subject, before its verb
    ("Are these shoes available in size 38?", "available", "adjective"),
    ("Are these shoes available in size 38?", "size", "noun"),  # after a preposition
    ("I've never eaten Japanese food.", "Japanese", "adjective"),  # capitalised, but before a noun
    ("Sheep give us wool.", "wool", "noun"),  # after an object pronoun
    ("It was very chilly.", "chilly", "adjective"),  # after a degree adverb
]


def _everyday_kind(word: str) -> str | None:
    from transformer.data import everyday

    return everyday.word_kind(word)


@pytest.mark.parametrize(("text", "word", "kind"), KIND_CASES)
def test_an_unknown_word_gets_the_kind_its_sentence_gives_it(text, word, kind):
    cov = coverage.check("en-de-everyday", text)
    assert word in cov.unknown and cov.kinds[word] == kind
    assert len(cov.suggestions[word]) == 3
    if kind == "name":  # the grammar's names are nouns; a name's words to try are names
        from transformer.data.everyday import proper_names

        assert all(w.lower() in proper_names and w[0].isupper() for w in cov.suggestions[word]), cov.suggestions[word]
    else:
        assert all(_everyday_kind(w) == kind for w in cov.suggestions[word]), cov.suggestions[word]


@pytest.mark.parametrize("encoder", ["minilm", None])
def test_a_real_word_is_not_corrected_to_a_word_spelt_like_it(monkeypatch, encoder):
    from transformer import bert

    if encoder == "minilm" and not bert.is_available():
        pytest.skip("MiniLM is not installed")
    if encoder is None:  # without MiniLM: the same kinds, ranked by spelling among them
        monkeypatch.setattr(coverage, "_encoder", lambda: None)
    suggested = coverage.suggest("en-de-everyday", ["Our", "teacher", "is", "very", "strict", "but", "fair"], 6)
    assert not {"far", "air", "hair"} & set(suggested) and suggested
    # a typo still gets its word first, with MiniLM (not a word of its vocabulary) and without (spelt like it)
    assert coverage.suggest("en-de-everyday", ["My", "grandmother", "reads", "a", "bookk"], 4)[0] == "book"
    assert coverage.suggest("en-de-everyday", ["The", "elephnt", "sleeps"], 2)[0] == "elephant"


@pytest.mark.parametrize(
    ("words", "near"),
    [
        (["Our", "teacher", "is", "very", "strict", "but", "fair"], {"honest", "good", "nice", "kind", "funny"}),
        (["I", "usually", "jog", "in", "the", "park"], {"run", "walk", "swim", "ride"}),
        (["He", "rarely", "eats", "meat"], {"often", "sometimes", "usually", "never", "always", "seldom"}),
        (["We", "are", "talking", "about", "the", "film"], {"of", "on", "for"}),
        (["My", "grandmother", "has", "a", "budgie"], {"bird", "parrot", "hamster", "pet", "animal"}),
    ],
)
def test_with_minilm_the_words_to_try_are_near_in_meaning(words, near):
    from transformer import bert

    if not bert.is_available():
        pytest.skip("MiniLM is not installed")
    unknown = next(w for w in words if _everyday_kind(w) is None)
    suggested = coverage.suggest("en-de-everyday", words, 3, index=words.index(unknown))
    assert near & set(suggested), suggested


@pytest.mark.parametrize("page", PAGES)
def test_pages_name_the_kind_of_an_unknown_word_and_words_of_that_kind(page):
    at = page_test(page, {"sentence": "Our teacher is very strict but fair."})  # the shipped everyday model
    assert_clean(at)
    (warning,) = [w.value for w in at.warning if "not to be trusted" in w.value]
    assert "instead of the adjective “fair”: " in warning
    tried = warning.split("instead of the adjective “fair”: ")[1].split(". With the first")[0].split(", ")
    assert len(tried) == 3 and all(_everyday_kind(w.strip("*")) == "adjective" for w in tried), tried


@pytest.mark.parametrize(
    "text",
    ["Our teacher is very strict but fair.", "I usually jog in the park.", "My friend Xavier plays football!",
     "Do you agree with me?", "the tall dog sleeps"],
)  # fmt: skip
def test_the_sentence_with_known_words_keeps_case_and_punctuation_and_is_known(text):
    task = "en-de-toy" if text.islower() else "en-de-everyday"
    known = coverage.with_known_words(task, text)
    cov = coverage.check(task, text)
    assert known is not None and coverage.check(task, known).complete
    typed, tried = text.split(), known.split()
    assert len(typed) == len(tried) and tried[-1][-1] == typed[-1][-1]
    for a, b in zip(typed, tried, strict=True):
        core = a.strip(".,!?")
        assert b == a if core not in cov.unknown else b.strip(".,!?").lower() == cov.suggestions[core][0].lower()
        assert a[0].isupper() == b[0].isupper()
    assert coverage.with_known_words(task, known) is None  # nothing left to replace


@pytest.mark.parametrize("quoted", ["“fair”", "(fair)", "'fair'", "fair…"])
def test_quotes_around_an_unknown_word_do_not_move_its_words_to_try_to_another_word(quoted):
    cov = coverage.check("en-de-everyday", f"My teacher said {quoted} twice.")
    assert cov.unknown == ("fair",) and cov.kinds["fair"] != "determiner"
    plain = coverage.check("en-de-everyday", "My teacher said fair twice.")
    assert cov.suggestions == plain.suggestions and cov.kinds == plain.kinds
    tried = coverage.with_known_words("en-de-everyday", f"My teacher said {quoted} twice.")
    assert tried == f"My teacher said {quoted.replace('fair', plain.suggestions['fair'][0])} twice."


def test_the_page_offers_the_sentence_with_known_words_in_one_click():
    at = page_test("pages/home.py", {"sentence": "I usually jog in the park."})
    assert_clean(at)
    (button,) = [b for b in at.button if b.key == "_try_known_words"]
    (warning,) = [w.value for w in at.warning if "not to be trusted" in w.value]
    known = coverage.with_known_words("en-de-everyday", "I usually jog in the park.")
    assert warning.endswith(f"With the first of each in place: “{md_escape(known)}”")
    button.click().run()
    assert_clean(at)
    assert at.session_state["sentence"] == "I usually run in the park."
    assert not [w for w in at.warning if "not to be trusted" in w.value]


def test_the_stored_word_vectors_are_minilms_of_every_known_word():
    from transformer import bert

    if not bert.is_available():
        pytest.skip("MiniLM is not installed")
    stored = coverage._stored_vectors("transformer.data.everyday")
    known = coverage._words_by_kind("transformer.data.everyday")[None]
    assert set(known) <= set(stored), "run `python -m transformer.data.coverage` after growing the lexicon"
    sample = list(known[::97])
    fresh = bert.shared_minilm().embed(sample)
    for word, row in zip(sample, fresh, strict=True):
        torch.testing.assert_close(stored[word], row, atol=2e-3, rtol=0)  # float16 in the file


def test_without_a_readable_vector_file_the_words_to_try_are_made_and_the_same(monkeypatch, tmp_path):
    from transformer import bert

    if not bert.is_available():
        pytest.skip("MiniLM is not installed")
    words = ["Our", "teacher", "is", "very", "strict", "but", "fair"]
    with_file = coverage.suggest("en-de-everyday", words, 5)
    broken = tmp_path / "everyday.safetensors"
    broken.write_bytes(b"not a safetensors file")
    monkeypatch.setattr(coverage, "word_vectors_path", lambda name: broken)
    for cached in (coverage._stored_vectors, coverage._vectors):
        cached.cache_clear()
    try:
        assert coverage._stored_vectors("transformer.data.everyday") == {}
        assert coverage.suggest("en-de-everyday", words, 5) == with_file
    finally:
        for cached in (coverage._stored_vectors, coverage._vectors):
            cached.cache_clear()


# The words of the grammar the shipped en-de-everyday model (run 80; run 70 before it) was trained on: 2,482 words.
SHIPPED_LEXICON = (2482, "2d2c5a80256d337c")  # (count, the first 16 hex digits of SHA-256 of the sorted words)


def test_the_grammar_knows_no_word_the_shipped_model_was_not_trained_on():
    """The pages call a word unknown by main's lexicon: a word added to it without a model trained on it would pass
    as known, and its translation as trustworthy, while the shipped model never saw it."""
    import hashlib

    from transformer.data import everyday

    words = " ".join(sorted(everyday.known_words))
    assert (len(everyday.known_words), hashlib.sha256(words.encode()).hexdigest()[:16]) == SHIPPED_LEXICON, (
        "the lexicon's words changed since the shipped model was trained: ship a model trained on them (and set "
        "SHIPPED_LEXICON to the new words), or the unknown-word notice no longer names what the model never saw"
    )


def test_models_without_a_grammar_are_not_checked():
    assert coverage.check("reverse", "c a b") is None
    assert coverage.check(None, "anything") is None
    assert coverage.constructions("custom") == {} and coverage.example_of("custom", "svo") is None


@pytest.mark.parametrize("construction", list(toy_en_de.CONSTRUCTION_LABELS))
def test_examples_of_each_construction_are_in_the_grammar(construction):
    a, b = (coverage.example_of("en-de-toy", construction, seed) for seed in (1, 2))
    assert a.structure == b.structure == construction and a.src != b.src
    assert toy_en_de.reference_example(a.src) == a  # parsed back to the same pair: in the grammar
    assert coverage.check("en-de-toy", a.src).complete


@pytest.mark.usefixtures("fixture_models")
@pytest.mark.parametrize("page", PAGES)
def test_pages_name_unknown_words_and_offer_examples(page):
    at = page_test(page, {"sentence": "My mother reads a book."})
    assert_clean(at)
    warning = " ".join(w.value for w in at.warning)
    assert "“My”" in warning and "“mother”" in warning and "not to be trusted" in warning
    at.selectbox(key="_example_construction").set_value("perfect").run()
    at.button(key="_example_button").click().run()
    assert_clean(at)
    sentence = at.session_state["sentence"]
    assert sentence != "My mother reads a book." and toy_en_de.reference_example(sentence).structure == "perfect"
    assert not [w for w in at.warning if "not to be trusted" in w.value]


@pytest.mark.usefixtures("fixture_models")
def test_one_click_switches_the_sentence_to_minilm():
    from transformer import bert
    from transformer.registry import MINILM

    if not bert.is_available():
        pytest.skip("MiniLM is not installed")
    at = page_test("pages/attention_explorer.py", {"sentence": "My grandmother reads a book."})
    at.button(key="_switch_minilm").click().run()
    assert_clean(at)
    assert at.session_state["model"] == MINILM and at.session_state["sentence"] == "My grandmother reads a book."
    assert not [w for w in at.warning if "not to be trusted" in w.value]  # MiniLM reads any English
