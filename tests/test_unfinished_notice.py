"""A translation that runs to the decoder's length limit without choosing </s> is named as unfinished on every page
that shows one (Home, Attention explorer, Decoding step by step), with the number of pieces written; a translation
that ends says nothing of the kind."""

from __future__ import annotations

import pytest

from transformer.registry import load_pretrained

from .fixtures_app import FIXTURE_MODELS, assert_clean, fixture_models, page_test  # noqa: F401

PAGES = ("pages/home.py", "pages/attention_explorer.py", "pages/decoding.py")
SENTENCE = "she sees the man"


def unfinished(at) -> list[str]:
    return [w.value for w in at.warning if "did not end" in w.value]


def test_inspect_says_whether_the_translation_ended(fixture_models_root):
    # the fixture models have random weights: they never choose </s>, so greedy decoding runs to its limit
    m = load_pretrained(str(fixture_models_root / FIXTURE_MODELS[0]))
    decoded = m.decode(SENTENCE, record=False)
    assert not decoded.finished
    trace = m.inspect(SENTENCE)
    assert trace.finished is False and len(trace.tgt_tokens) - 1 == len(decoded.ids)
    assert m.inspect(SENTENCE, target="er sieht den Mann").finished  # a given target is not the model's own
    everyday = load_pretrained("en-de-everyday")
    assert everyday.inspect("My mother reads a book.").finished


@pytest.mark.usefixtures("fixture_models")  # $ATTN_MODELS_DIR -> the tiny fixture models
@pytest.mark.parametrize("page", PAGES)
def test_a_translation_that_runs_to_the_limit_is_named(fixture_models_root, page):
    at = page_test(page, {"sentence": SENTENCE})
    assert_clean(at)
    pieces = len(load_pretrained(str(fixture_models_root / FIXTURE_MODELS[0])).decode(SENTENCE, record=False).ids)
    (text,) = unfinished(at)
    assert f"wrote {pieces} pieces" in text and "`</s>`" in text


@pytest.mark.parametrize("page", PAGES)
def test_a_translation_that_ends_says_nothing_of_the_kind(page):
    at = page_test(page, {"sentence": "My mother reads a book."})  # the shipped default model, en-de-everyday
    assert_clean(at)
    assert not unfinished(at)
