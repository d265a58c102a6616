"""Sentences outside a model's grammar are named, with words to try, a switch to MiniLM and examples to pick."""

from __future__ import annotations

import pytest

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
