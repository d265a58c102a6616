"""What English the everyday grammar knows: known words, their parts of speech, unknown words in user input."""

from __future__ import annotations

from transformer.data.everyday.grammar import (
    ADJECTIVES,
    ADVERBS,
    COMPARATIVES,
    CONJUNCTIONS,
    FAVOURITE,
    FREQUENCY,
    GREETINGS,
    IRREGULAR,
    NOUNS,
    NUMBERS,
    OBJECT_PRONOUNS,
    PLACE_ADVERBS,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    QUANTIFIERS,
    TIME,
    VERBS,
    WH,
    adverb_words,
    number_words,
)
from transformer.text import EDGE_PUNCTUATION

_AUXILIARIES = ("do", "does", "did", "am", "is", "are", "was", "were", "be", "been", "being", "has", "have", "had",
                "will", "can", "could", "must", "should", "want", "wants", "wanted", "to")  # fmt: skip
_CONTRACTED = {"can't": ("can", "not"), "cannot": ("can", "not"), "won't": ("will", "not"), "shan't": ("shall", "not"),
               "let's": ("let", "us")}  # fmt: skip
_SUFFIXES = {"n't": "not", "'m": "am", "'re": "are", "'s": "is", "'ve": "have", "'ll": "will", "'d": "would"}


def words(sentence: str) -> list[str]:
    """Split a corpus sentence into words (punctuation stays attached to the previous word)."""
    return sentence.split()


def _kinds() -> dict[str, str]:
    kinds: dict[str, str] = {}

    def add(word: str, kind: str) -> None:
        for w in word.lower().split():
            kinds.setdefault(w, kind)

    def add_noun(n) -> None:
        add(n.en, "noun")
        if not n.mass:
            add(n.en_pl, "noun")

    compounds = [n for n in NOUNS.values() if " " in n.en]  # come last: "swimming" of "swimming pool" stays a verb
    for n in NOUNS.values():
        if " " not in n.en:
            add_noun(n)
    for v in VERBS.values():
        for form in v.en:
            add(form, "verb")
    for a in ADJECTIVES:
        add(a, "adjective")
    for en, _ in COMPARATIVES.values():
        add(en, "adjective")
    for p in PRONOUNS:
        add(p, "pronoun")
    for p in OBJECT_PRONOUNS.values():
        add(p, "pronoun")
    add("this that", "pronoun")
    add("these those", "determiner")
    for p in POSSESSIVES:
        add(p, "determiner")
    add("the a an", "determiner")
    add("one", "number")
    for n in NUMBERS:
        add(n, "number")
    for en, *_ in PREPOSITIONS.values():
        add(" ".join(en), "preposition")
    add("to at", "preposition")
    add("home", "adverb")
    for en, _, _ in TIME.values():
        add(" ".join(en), "adverb")
    for f in FREQUENCY:
        add(f, "adverb")
    for c in CONJUNCTIONS:
        if c != "if_ob":
            add(c, "conjunction")
    add("which", "question word")
    for w in WH:
        add(w, "question word")
    for a in _AUXILIARIES:
        add(a, "auxiliary")
    for m in IRREGULAR.values():
        for key in ("en", "en_past"):
            if key in m:
                add(m[key], "auxiliary")
    add("not", "negation")
    add("world", "noun")  # before the adverbs: in the world → der Welt (pass 34) is one of them
    for a in ADVERBS:
        add(a, "adverb")
    for a in PLACE_ADVERBS:
        add(" ".join(adverb_words(a)), "adverb")
    for en, _, _ in GREETINGS.values():
        add(" ".join(en).replace(",", ""), "interjection")  # yes, please
    add("would", "auxiliary")
    add(FAVOURITE, "adjective")
    add("than", "conjunction")
    add("by", "preposition")
    add("left right straight", "adverb")  # directions: turn left, go straight on
    add("let", "verb")  # Let's go! → Lass uns gehen!
    add("no any", "determiner")  # any: Have you got any cousins? (no German word; kein when negated)
    for q in QUANTIFIERS:
        add(q, "determiner")
    add("name", "noun")
    add("fun", "noun")  # Dancing is fun. → Tanzen macht Spaß. (gerund_is)
    add("born", "verb")  # I was born in Vienna. → Ich wurde in Wien geboren. (pass 34)
    for n in range(1, 100):
        add(number_words(n)[0], "number")
    for n in compounds:  # swimming pool, school bag: each word keeps the kind it already has
        add_noun(n)
    for v in VERBS.values():  # last: "a" of "go for a walk" stays a determiner, "to" of "listen to" a preposition
        if v.en_part:  # "forward" of "look forward to" (its "to" is a preposition already)
            add(v.en_part, "particle")
        add(" ".join(w for w in v.en_after if w != "*"), "particle")  # take the dog for a walk
    return kinds


KINDS: dict[str, str] = _kinds()
known_words: frozenset[str] = frozenset(KINDS)
# First names and names of places (Lena, Vienna): what to try in place of a name the grammar does not know.
proper_names: frozenset[str] = frozenset(
    n.en.lower() for n in NOUNS.values() if n.cls in ("name", "placename") and " " not in n.en
)
# Known words English writes with a capital (Monday, German, Lena, I), lower-cased: shown capitalised when suggested.
capitalised: frozenset[str] = frozenset(
    {n.en.lower() for n in NOUNS.values() if n.en[:1].isupper() and " " not in n.en} | {"i"}
)


def split_word(word: str) -> list[str]:
    """Lower-case parts of one typed word: ``Don't``→``do``, ``not``; ``I'm``→``i``, ``am``."""
    w = word.lower().replace("’", "'")
    if w in _CONTRACTED:
        return list(_CONTRACTED[w])
    for suffix, full in _SUFFIXES.items():
        if w.endswith(suffix) and len(w) > len(suffix):
            return [w[: -len(suffix)], full]
    return [w] if w else []


def _typed_words(text: str) -> list[str]:
    out = []
    for raw in text.split():
        w = EDGE_PUNCTUATION.sub("", raw)
        if w:
            out.append(w)
    return out


def normalize(text: str) -> list[str]:
    """User input → the lower-cased words the grammar knows about (punctuation and contractions split)."""
    return [part for w in _typed_words(text) for part in split_word(w)]


def unknown_words(text: str) -> list[str]:
    """Words of user input the grammar does not know, as typed (punctuation stripped), in order."""
    return [w for w in _typed_words(text) if not all(p in known_words for p in split_word(w))]


def word_kind(word: str) -> str | None:
    """The part of speech of a known word (``noun``, ``verb``, ``adjective`` …), else None."""
    parts = split_word(EDGE_PUNCTUATION.sub("", word))
    return KINDS.get(parts[0]) if len(parts) == 1 else None


def lexicon_stats() -> dict[str, int]:
    """Counts per part of speech in the lexicon."""
    modal_and_be = len(IRREGULAR) - 2  # be, can, must, want, should (werden/haben are auxiliaries)
    return {
        "nouns": len(NOUNS),
        "verbs": len(VERBS) + modal_and_be,
        "adjectives": len(ADJECTIVES),
        "pronouns": len(PRONOUNS),
        "possessives": len(POSSESSIVES),
        "numbers": len(NUMBERS) + 1,
        "prepositions": len(PREPOSITIONS) + 2,
        "time_adverbs": len(TIME),
        "frequency_adverbs": len(FREQUENCY),
        "conjunctions": len([c for c in CONJUNCTIONS if c != "if_ob"]),
    }
