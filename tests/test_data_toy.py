"""Tests for the toy English→German corpus: grammar, alignments, splits and determinism."""

from __future__ import annotations

import pytest

from transformer.data import (
    Example,
    generate,
    gold_alignment,
    held_out,
    lexical_items,
    make_splits,
    normalize_english,
    reference_example,
    translate_reference,
    words,
)
from transformer.data.toy_en_de import ADJECTIVES, ADVERBS, NOUNS, PRONOUNS, STRUCTURES, VERBS

DE_NOUN_LEXEME = {form: key for key, n in NOUNS.items() for form in (n.de, n.de_pl)}
EN_NOUN_LEXEME = {form: key for key, n in NOUNS.items() for form in (n.en, n.en_pl)}


@pytest.fixture(scope="module")
def splits() -> dict[str, list[Example]]:
    return make_splits(seed=0)


@pytest.fixture(scope="module")
def sample() -> list[Example]:
    return generate(2000, seed=3)


# --- exact translations -------------------------------------------------------------------------

SPOT_CHECKS = [
    # articles and case
    ("the dog sees the cat", "der Hund sieht die Katze"),
    ("the cat sees the dog", "die Katze sieht den Hund"),
    ("the child sees the book", "das Kind sieht das Buch"),
    ("a dog sees a cat", "ein Hund sieht eine Katze"),
    ("a cat sees a dog", "eine Katze sieht einen Hund"),
    ("a child finds an apple", "ein Kind findet einen Apfel"),
    ("a girl buys a car", "ein Mädchen kauft ein Auto"),
    # adjective endings: weak after the definite article
    ("the small dog sees the cat", "der kleine Hund sieht die Katze"),
    ("the cat sees the small dog", "die Katze sieht den kleinen Hund"),
    ("the small cat sees the dog", "die kleine Katze sieht den Hund"),
    ("the dog sees the small cat", "der Hund sieht die kleine Katze"),
    ("the small child sees the dog", "das kleine Kind sieht den Hund"),
    ("the dog sees the small child", "der Hund sieht das kleine Kind"),
    ("the small dogs see the cat", "die kleinen Hunde sehen die Katze"),
    ("the cat sees the small dogs", "die Katze sieht die kleinen Hunde"),
    # mixed after the indefinite article
    ("a small dog sees the cat", "ein kleiner Hund sieht die Katze"),
    ("the cat sees a small dog", "die Katze sieht einen kleinen Hund"),
    ("a small child sees the dog", "ein kleines Kind sieht den Hund"),
    ("the dog sees a small child", "der Hund sieht ein kleines Kind"),
    ("a small cat sees the dog", "eine kleine Katze sieht den Hund"),
    ("the dog sees a small cat", "der Hund sieht eine kleine Katze"),
    ("an old man reads a new book", "ein alter Mann liest ein neues Buch"),
    # strong plural without article
    ("small dogs see the cat", "kleine Hunde sehen die Katze"),
    ("the cat sees small dogs", "die Katze sieht kleine Hunde"),
    ("dogs see cats", "Hunde sehen Katzen"),
    ("the women love beautiful flowers", "die Frauen lieben schöne Blumen"),
    # plurals
    ("the men visit the cities", "die Männer besuchen die Städte"),
    ("the children find the apples", "die Kinder finden die Äpfel"),
    ("the girls hear the birds", "die Mädchen hören die Vögel"),
    ("the teachers write the songs", "die Lehrer schreiben die Lieder"),
    ("friends read letters", "Freunde lesen Briefe"),
    ("the friend draws the doors", "der Freund zeichnet die Türen"),
    ("the woman buys the houses", "die Frau kauft die Häuser"),
    ("the man needs the tables", "der Mann braucht die Tische"),
    ("the child likes the cars", "das Kind mag die Autos"),
    ("the man reads the books", "der Mann liest die Bücher"),
    # pronouns and agreement
    ("i see the dog", "ich sehe den Hund"),
    ("he sees the dog", "er sieht den Hund"),
    ("she sees the dog", "sie sieht den Hund"),
    ("we see the dog", "wir sehen den Hund"),
    ("they see the dog", "sie sehen den Hund"),
    ("i like the cat", "ich mag die Katze"),
    ("he likes the cat", "er mag die Katze"),
    ("we like the cat", "wir mögen die Katze"),
    ("the dogs like the cat", "die Hunde mögen die Katze"),
    ("i read the book", "ich lese das Buch"),
    ("she reads the book", "sie liest das Buch"),
    ("i draw the house", "ich zeichne das Haus"),
    ("he draws the house", "er zeichnet das Haus"),
    ("he finds the apple", "er findet den Apfel"),
    ("i know the man", "ich kenne den Mann"),
    ("they know the man", "sie kennen den Mann"),
    ("the girl hears the song", "das Mädchen hört das Lied"),
    ("we write a letter", "wir schreiben einen Brief"),
    ("she visits a friend", "sie besucht einen Freund"),
    # present perfect
    ("the dog has seen the cat", "der Hund hat die Katze gesehen"),
    ("i have bought the book", "ich habe das Buch gekauft"),
    ("we have read the letter", "wir haben den Brief gelesen"),
    ("they have written a song", "sie haben ein Lied geschrieben"),
    ("the women have liked the city", "die Frauen haben die Stadt gemocht"),
    ("he has drawn a red bird", "er hat einen roten Vogel gezeichnet"),
    ("she has visited the teacher", "sie hat den Lehrer besucht"),
    # negation
    ("the dog does not see the cat", "der Hund sieht die Katze nicht"),
    ("i do not see the cat", "ich sehe die Katze nicht"),
    ("we do not like the house", "wir mögen das Haus nicht"),
    ("the dog has not seen the cat", "der Hund hat die Katze nicht gesehen"),
    ("they have not found the apples", "sie haben die Äpfel nicht gefunden"),
    ("the dog does not see a cat", "der Hund sieht keine Katze"),
    ("he has not bought a car", "er hat kein Auto gekauft"),
    ("i do not need a big table", "ich brauche keinen großen Tisch"),
    ("we do not read books", "wir lesen keine Bücher"),
    # fronted adverbs with V2
    ("today the woman visits the city", "heute besucht die Frau die Stadt"),
    ("today the woman has visited the city", "heute hat die Frau die Stadt besucht"),
    ("often we buy birds", "oft kaufen wir Vögel"),
    ("now i see the dog", "jetzt sehe ich den Hund"),
    ("now the dog does not see the cat", "jetzt sieht der Hund die Katze nicht"),
    ("often the man has not read the letter", "oft hat der Mann den Brief nicht gelesen"),
    # coordination
    (
        "the dog sees the cat and the cat sees the bird",
        "der Hund sieht die Katze und die Katze sieht den Vogel",
    ),
    (
        "the dog sees the cat but the cat does not see the dog",
        "der Hund sieht die Katze, aber die Katze sieht den Hund nicht",
    ),
    # subordinate clauses
    (
        "she says that the man loves the woman",
        "sie sagt, dass der Mann die Frau liebt",
    ),
    (
        "i know that the dog sees the cat",
        "ich weiß, dass der Hund die Katze sieht",
    ),
    (
        "he knows that the dog has not found the apple",
        "er weiß, dass der Hund den Apfel nicht gefunden hat",
    ),
    ("we know that the girl has read a book", "wir wissen, dass das Mädchen ein Buch gelesen hat"),
    ("they know that i love the city", "sie wissen, dass ich die Stadt liebe"),
    ("the teachers say that we write songs", "die Lehrer sagen, dass wir Lieder schreiben"),
    (
        "the man loves the dog because the cat does not see the bird",
        "der Mann liebt den Hund, weil die Katze den Vogel nicht sieht",
    ),
    (
        "i buy the flowers because the women have liked the flowers",
        "ich kaufe die Blumen, weil die Frauen die Blumen gemocht haben",
    ),
]


@pytest.mark.parametrize(("src", "tgt"), SPOT_CHECKS)
def test_spot_check_translations(src: str, tgt: str | None) -> None:
    assert translate_reference(src) == tgt


@pytest.mark.parametrize(
    "src",
    [
        "",
        "the dog see the cat",  # agreement
        "the dogs sees the cat",
        "i sees the dog",
        "he have seen the cat",
        "the dog do not see the cat",
        "the dog does not sees the cat",
        "dog sees the cat",  # singular noun needs an article
        "a dogs see the cat",
        "the dog sees he",  # no object pronouns
        "the dog sees the cat and the cat sees the bird and the bird sees the dog",
        "the dog sees the unicorn",
        "the girl is happy because",
        "the dog sees the cat quickly",
    ],
)
def test_out_of_grammar_input_is_rejected(src: str) -> None:
    assert translate_reference(src) is None
    assert gold_alignment(src) is None


def test_translate_reference_normalises_input() -> None:
    assert translate_reference("  The Dog   sees the CAT. ") == "der Hund sieht die Katze"
    assert translate_reference("A dog sees an old cat!") == "ein Hund sieht eine alte Katze"


def test_normalize_english() -> None:
    assert normalize_english("  The Dog\tSEES  the cat . ") == "the dog sees the cat"
    assert normalize_english("Is it?!") == "is it"
    assert normalize_english("I see the dog...") == "i see the dog"
    assert normalize_english("") == ""
    assert normalize_english("the dog sees the cat") == "the dog sees the cat"


def test_words_keeps_commas_attached() -> None:
    assert words("ich weiß, dass der Hund die Katze sieht") == [
        "ich", "weiß,", "dass", "der", "Hund", "die", "Katze", "sieht",
    ]  # fmt: skip


# --- corpus-wide properties ---------------------------------------------------------------------


def test_generate_is_deterministic_and_distinct(sample: list[Example]) -> None:
    assert generate(300, seed=3) == sample[:300]
    assert generate(300, seed=4) != sample[:300]
    assert len({e.src for e in sample}) == len(sample)
    assert generate(0) == []


def test_make_splits_is_deterministic(splits: dict[str, list[Example]]) -> None:
    small = make_splits(seed=0, n_train=50, n_valid=10, n_test=10, n_compositional=10)
    again = make_splits(seed=0, n_train=50, n_valid=10, n_test=10, n_compositional=10)
    other = make_splits(seed=1, n_train=50, n_valid=10, n_test=10, n_compositional=10)
    assert small == again
    assert small["train"] != other["train"]
    assert held_out(0) == held_out(0)
    assert held_out(0) != held_out(1)


def test_generated_pairs_match_the_reference_grammar(sample: list[Example]) -> None:
    for ex in sample:
        assert reference_example(ex.src) == ex


def test_structures_and_lengths(sample: list[Example]) -> None:
    assert {e.structure for e in sample} == set(STRUCTURES)
    lengths = [len(e.src.split()) for e in sample]
    assert max(lengths) <= 20
    assert sum(4 <= n <= 12 for n in lengths) > 0.7 * len(lengths)


def test_casing_and_punctuation(sample: list[Example]) -> None:
    for ex in sample:
        assert ex.src == ex.src.lower() == " ".join(ex.src.split())
        assert not any(c in ex.src for c in ",.!?")
        assert ex.tgt[-1].isalpha()
        for word in words(ex.tgt):
            bare = word.rstrip(",")
            assert bare.isalpha(), word
            if bare in DE_NOUN_LEXEME:
                assert bare[0].isupper(), word
            else:
                assert bare == bare.lower(), (word, ex.tgt)


def test_commas_exactly_before_conjunctions(sample: list[Example]) -> None:
    for ex in sample:
        ws = words(ex.tgt)
        for i, w in enumerate(ws):
            if w.endswith(","):
                assert ws[i + 1] in ("dass", "weil", "aber"), ex.tgt
            if w in ("dass", "weil", "aber"):
                assert ws[i - 1].endswith(","), ex.tgt
            if w == "und":
                assert not ws[i - 1].endswith(","), ex.tgt


def test_structure_specific_word_order(sample: list[Example]) -> None:
    participles = {v.de_part for v in VERBS.values()}
    finite = {f for v in VERBS.values() for f in (v.de_1sg, v.de_3sg, v.de)} | {
        "habe", "hat", "haben",
    }  # fmt: skip
    for ex in sample:
        ws = [w.rstrip(",") for w in words(ex.tgt)]
        if ex.structure == "adverb":
            assert ws[0] in ADVERBS.values()
            assert ws[1] in finite, ex.tgt
        if ex.structure == "perfect":
            assert ws[-1] in participles, ex.tgt
        if ex.structure == "negation":
            assert "nicht" in ws and ws[-1] in participles | {"nicht"}, ex.tgt
        if "dass" in ws or "weil" in ws:  # verb-final subordinate clause
            assert ws[-1] in finite, ex.tgt
            if ws[-1] in ("habe", "hat", "haben"):
                assert ws[-2] in participles, ex.tgt


def test_every_word_exists_in_the_lexicon(sample: list[Example]) -> None:
    en_vocab = set(EN_NOUN_LEXEME) | set(ADJECTIVES) | set(ADVERBS) | set(PRONOUNS)
    en_vocab |= {f for v in VERBS.values() for f in (v.en, v.en_3sg, v.en_part)}
    en_vocab |= {"the", "a", "an", "and", "but", "because", "that", "not", "do", "does"}
    en_vocab |= {"has", "have", "say", "says"}
    for ex in sample:
        assert set(ex.src.split()) <= en_vocab, ex.src


# --- alignments ---------------------------------------------------------------------------------


def test_alignments_in_range_and_sorted(sample: list[Example]) -> None:
    for ex in sample:
        n_src, n_tgt = len(words(ex.src)), len(words(ex.tgt))
        assert ex.alignment == tuple(sorted(set(ex.alignment)))
        assert all(0 <= i < n_src and 0 <= j < n_tgt for i, j in ex.alignment)
        assert {i for i, _ in ex.alignment} == set(range(n_src))  # every English word aligned
        assert {j for _, j in ex.alignment} == set(range(n_tgt))  # every German word aligned


def test_nouns_align_to_the_same_lexeme(sample: list[Example]) -> None:
    for ex in sample:
        src, tgt = words(ex.src), words(ex.tgt)
        for j, word in enumerate(tgt):
            if word.rstrip(",") in DE_NOUN_LEXEME:
                linked = [src[i] for i, jj in ex.alignment if jj == j]
                assert len(linked) == 1, ex
                assert EN_NOUN_LEXEME[linked[0]] == DE_NOUN_LEXEME[word.rstrip(",")], ex


def _links(src: str) -> set[tuple[str, str]]:
    ex = reference_example(src)
    assert ex is not None
    s, t = words(ex.src), words(ex.tgt)
    return {(s[i], t[j]) for i, j in ex.alignment}


def test_alignment_spot_checks() -> None:
    assert _links("the dog sees the cat") == {
        ("the", "der"), ("dog", "Hund"), ("sees", "sieht"), ("the", "die"), ("cat", "Katze"),
    }  # fmt: skip
    assert gold_alignment("the dog sees the cat") == ((0, 0), (1, 1), (2, 2), (3, 3), (4, 4))
    assert _links("the dog has not seen the small cat") == {
        ("the", "der"), ("dog", "Hund"), ("has", "hat"), ("not", "nicht"), ("seen", "gesehen"),
        ("the", "die"), ("small", "kleine"), ("cat", "Katze"),
    }  # fmt: skip
    # do-support: "does" and the main verb both align to the German finite verb
    assert gold_alignment("the dog does not see the cat") == (
        (0, 0), (1, 1), (2, 2), (3, 5), (4, 2), (5, 3), (6, 4),
    )  # fmt: skip
    assert _links("she says that the man loves the woman") >= {
        ("she", "sie"), ("says", "sagt,"), ("that", "dass"), ("loves", "liebt"),
    }  # fmt: skip
    assert _links("today we see dogs") == {
        ("today", "heute"), ("we", "wir"), ("see", "sehen"), ("dogs", "Hunde"),
    }  # fmt: skip
    assert ("because", "weil") in _links("i buy the car because the dog needs the car")
    assert ("but", "aber") in _links("i buy the car but the dog needs the car")
    assert ("and", "und") in _links("i buy the car and the dog needs the car")
    assert {("not", "keine"), ("a", "keine")} <= _links("the dog does not see a cat")


# --- splits -------------------------------------------------------------------------------------


def test_split_sizes_and_disjointness(splits: dict[str, list[Example]]) -> None:
    assert {k: len(v) for k, v in splits.items()} == {
        "train": 20000, "valid": 500, "test": 1000, "compositional": 500,
    }  # fmt: skip
    seen: set[str] = set()
    for examples in splits.values():
        srcs = {e.src for e in examples}
        assert len(srcs) == len(examples)
        assert not srcs & seen
        seen |= srcs


def test_held_out_size_and_coverage(splits: dict[str, list[Example]]) -> None:
    ho = held_out(0)
    assert 10 <= len(ho.adj_noun) and 50 <= len(ho.svo)
    train_items = [lexical_items(e.src) for e in splits["train"][:5000]]
    adjs = {a for pairs, _ in train_items if pairs for a, _ in pairs}
    verbs = {v for _, triples in train_items for _, v, _ in triples}
    nouns = {w for e in splits["train"][:5000] for w in e.src.split() if w in EN_NOUN_LEXEME}
    assert adjs == set(ADJECTIVES) and verbs == set(VERBS)
    assert {EN_NOUN_LEXEME[w] for w in nouns} == set(NOUNS)


def test_compositional_items_are_held_out(splits: dict[str, list[Example]]) -> None:
    ho = held_out(0)
    for name in ("train", "valid", "test"):
        for ex in splits[name][:: 4 if name == "train" else 1]:
            assert not ho.matches(ex.src), (name, ex.src)
    assert all(ho.matches(ex.src) for ex in splits["compositional"])
    comp_items = [lexical_items(e.src) for e in splits["compositional"]]
    used_pairs = set().union(*(p & ho.adj_noun for p, _ in comp_items if p))
    used_triples = set().union(*(t & ho.svo for _, t in comp_items))
    assert used_pairs == ho.adj_noun  # every held-out pair is tested
    assert used_triples == ho.svo
