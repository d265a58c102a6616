"""Deterministic toy English→German corpus with gold word alignments.

Conventions
-----------
* English is entirely lower case (also the pronoun ``i``), words separated by single spaces,
  no punctuation at all.
* German nouns are capitalised, every other German word is lower case (also at the start of a
  sentence). There is no final punctuation. A comma precedes ``dass``, ``weil`` and ``aber``
  and is attached to the previous word (``ich weiß, dass ...``), so ``weiß,`` is one word.
* Words are ``sentence.split()`` on both sides (see :func:`words`); alignments are sorted
  tuples of ``(english word index, german word index)`` pairs, 0-based.

Alignment choices
-----------------
Articles align to articles, adjectives to adjectives, nouns to nouns and pronouns to pronouns.
A present-tense verb aligns to the German finite verb (``sees``→``sieht``). In the perfect,
``has``→``hat`` and the participles align (``seen``→``gesehen``). With do-support both ``does``
and the main verb align to the German finite verb (``does``/``see``→``sieht``; ``does`` carries
tense and agreement) and ``not``→``nicht``. Conjunctions and adverbs align one to one
(``that``→``dass``, ``because``→``weil``, ``and``→``und``, ``but``→``aber``, ``today``→``heute``).
The parser (not the generator) also accepts negated indefinite objects, where ``not`` and ``a``
both align to ``kein``/``keine``/``keinen``.

Semantics
---------
Subjects of ``see``, ``like``, ``find`` and ``hear`` are people or animals; subjects of every
other verb are people (pronouns count as people). Objects are restricted per verb, e.g. only
``book``, ``letter`` and ``song`` are read or written (see ``_VERB_OBJECTS``). The generator never
uses the same noun as subject and object of one clause, negates only clauses with a definite
object, and keeps English sentences at most 20 words long. The parser used by
:func:`translate_reference` ignores these semantic restrictions: any syntactically in-grammar
sentence is translated.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass

from .sampling import distinct

__all__ = [
    "ADJECTIVES",
    "ADVERBS",
    "NOUNS",
    "PRONOUNS",
    "STRUCTURES",
    "VERBS",
    "Example",
    "HeldOut",
    "CONSTRUCTION_LABELS",
    "KNOWN_WORDS",
    "example_of",
    "generate",
    "gold_alignment",
    "held_out",
    "known_words",
    "lexical_items",
    "make_splits",
    "normalize_english",
    "reference_example",
    "translate_reference",
    "unknown_words",
    "word_kind",
    "words",
]

MAX_WORDS = 20
STRUCTURES = ("svo", "perfect", "negation", "adverb", "coord", "subordinate")


@dataclass(frozen=True)
class Example:
    """One English→German sentence pair with its gold word alignment."""

    src: str
    tgt: str
    alignment: tuple[tuple[int, int], ...]
    structure: str


@dataclass(frozen=True)
class Noun:
    """A noun lexeme: English singular/plural, German singular, gender, plural and a class."""

    en: str
    en_pl: str
    de: str
    gender: str
    de_pl: str
    kind: str


@dataclass(frozen=True)
class Verb:
    """A verb lexeme: English base/3sg/participle and German infinitive/1sg/3sg/participle."""

    en: str
    en_3sg: str
    en_part: str
    de: str
    de_1sg: str
    de_3sg: str
    de_part: str


NOUNS: dict[str, Noun] = {
    n.en: n
    for n in (
        Noun("dog", "dogs", "Hund", "m", "Hunde", "animal"),
        Noun("cat", "cats", "Katze", "f", "Katzen", "animal"),
        Noun("bird", "birds", "Vogel", "m", "Vögel", "animal"),
        Noun("man", "men", "Mann", "m", "Männer", "person"),
        Noun("woman", "women", "Frau", "f", "Frauen", "person"),
        Noun("child", "children", "Kind", "n", "Kinder", "person"),
        Noun("girl", "girls", "Mädchen", "n", "Mädchen", "person"),
        Noun("teacher", "teachers", "Lehrer", "m", "Lehrer", "person"),
        Noun("friend", "friends", "Freund", "m", "Freunde", "person"),
        Noun("book", "books", "Buch", "n", "Bücher", "thing"),
        Noun("letter", "letters", "Brief", "m", "Briefe", "thing"),
        Noun("house", "houses", "Haus", "n", "Häuser", "thing"),
        Noun("car", "cars", "Auto", "n", "Autos", "thing"),
        Noun("apple", "apples", "Apfel", "m", "Äpfel", "thing"),
        Noun("city", "cities", "Stadt", "f", "Städte", "thing"),
        Noun("table", "tables", "Tisch", "m", "Tische", "thing"),
        Noun("door", "doors", "Tür", "f", "Türen", "thing"),
        Noun("flower", "flowers", "Blume", "f", "Blumen", "thing"),
        Noun("song", "songs", "Lied", "n", "Lieder", "thing"),
    )
}

VERBS: dict[str, Verb] = {
    v.en: v
    for v in (
        Verb("see", "sees", "seen", "sehen", "sehe", "sieht", "gesehen"),
        Verb("like", "likes", "liked", "mögen", "mag", "mag", "gemocht"),
        Verb("read", "reads", "read", "lesen", "lese", "liest", "gelesen"),
        Verb("buy", "buys", "bought", "kaufen", "kaufe", "kauft", "gekauft"),
        Verb("find", "finds", "found", "finden", "finde", "findet", "gefunden"),
        Verb("know", "knows", "known", "kennen", "kenne", "kennt", "gekannt"),
        Verb("hear", "hears", "heard", "hören", "höre", "hört", "gehört"),
        Verb("need", "needs", "needed", "brauchen", "brauche", "braucht", "gebraucht"),
        Verb("love", "loves", "loved", "lieben", "liebe", "liebt", "geliebt"),
        Verb("write", "writes", "written", "schreiben", "schreibe", "schreibt", "geschrieben"),
        Verb("visit", "visits", "visited", "besuchen", "besuche", "besucht", "besucht"),
        Verb("draw", "draws", "drawn", "zeichnen", "zeichne", "zeichnet", "gezeichnet"),
    )
}

# Verbs taking a ``that`` clause: ``know that`` is ``wissen`` (``know`` + object is ``kennen``).
SAY_VERBS: dict[str, Verb] = {
    "say": Verb("say", "says", "said", "sagen", "sage", "sagt", "gesagt"),
    "know": Verb("know", "knows", "known", "wissen", "weiß", "weiß", "gewusst"),
}
HAVE = Verb("have", "has", "had", "haben", "habe", "hat", "gehabt")

ADJECTIVES: dict[str, str] = {
    "small": "klein",
    "big": "groß",
    "old": "alt",
    "young": "jung",
    "red": "rot",
    "new": "neu",
    "good": "gut",
    "beautiful": "schön",
    "green": "grün",
    "happy": "glücklich",
}

# English pronoun → (German pronoun, person/number).
PRONOUNS: dict[str, tuple[str, str]] = {
    "i": ("ich", "1sg"),
    "he": ("er", "3sg"),
    "she": ("sie", "3sg"),
    "we": ("wir", "1pl"),
    "they": ("sie", "3pl"),
}

ADVERBS: dict[str, str] = {"today": "heute", "often": "oft", "now": "jetzt"}

_CONJ_DE = {"and": "und", "but": "aber", "because": "weil", "that": "dass"}
_COMMA_BEFORE = frozenset({"dass", "weil", "aber"})

# Definite/indefinite/"kein" articles and adjective endings by (determiner kind, case, gender).
_ARTICLES: dict[tuple[str, str, str], str] = {
    ("def", "nom", "m"): "der",
    ("def", "nom", "f"): "die",
    ("def", "nom", "n"): "das",
    ("def", "nom", "pl"): "die",
    ("def", "acc", "m"): "den",
    ("def", "acc", "f"): "die",
    ("def", "acc", "n"): "das",
    ("def", "acc", "pl"): "die",
    ("indef", "nom", "m"): "ein",
    ("indef", "nom", "f"): "eine",
    ("indef", "nom", "n"): "ein",
    ("indef", "acc", "m"): "einen",
    ("indef", "acc", "f"): "eine",
    ("indef", "acc", "n"): "ein",
    ("kein", "nom", "m"): "kein",
    ("kein", "nom", "f"): "keine",
    ("kein", "nom", "n"): "kein",
    ("kein", "nom", "pl"): "keine",
    ("kein", "acc", "m"): "keinen",
    ("kein", "acc", "f"): "keine",
    ("kein", "acc", "n"): "kein",
    ("kein", "acc", "pl"): "keine",
}
_WEAK = {
    ("nom", "m"): "e",
    ("nom", "f"): "e",
    ("nom", "n"): "e",
    ("nom", "pl"): "en",
    ("acc", "m"): "en",
    ("acc", "f"): "e",
    ("acc", "n"): "e",
    ("acc", "pl"): "en",
}
_MIXED = {
    ("nom", "m"): "er",
    ("nom", "f"): "e",
    ("nom", "n"): "es",
    ("nom", "pl"): "en",
    ("acc", "m"): "en",
    ("acc", "f"): "e",
    ("acc", "n"): "es",
    ("acc", "pl"): "en",
}
_STRONG_PL = {"nom": "e", "acc": "e"}

_KIND_ADJECTIVES: dict[str, tuple[str, ...]] = {
    "person": ("small", "big", "old", "young", "new", "good", "beautiful", "happy"),
    "animal": ("small", "big", "old", "young", "red", "green", "good", "beautiful", "happy"),
    "thing": ("small", "big", "old", "new", "red", "green", "good", "beautiful"),
}
_ADJ_EXCLUDE: dict[str, frozenset[str]] = {
    "song": frozenset({"small", "big", "red", "green"}),
    "city": frozenset({"red"}),
}


def _adjectives_for(noun: str) -> tuple[str, ...]:
    """Adjectives the generator combines with a noun."""
    excluded = _ADJ_EXCLUDE.get(noun, frozenset())
    return tuple(a for a in _KIND_ADJECTIVES[NOUNS[noun].kind] if a not in excluded)


NOUN_ADJECTIVES: dict[str, tuple[str, ...]] = {n: _adjectives_for(n) for n in NOUNS}

_PEOPLE = tuple(n for n, v in NOUNS.items() if v.kind == "person")
_ANIMALS = tuple(n for n, v in NOUNS.items() if v.kind == "animal")
_ANIMATE = _PEOPLE + _ANIMALS
_ALL = tuple(NOUNS)
_VERB_SUBJECTS: dict[str, tuple[str, ...]] = {
    v: (_ANIMATE if v in ("see", "like", "find", "hear") else _PEOPLE) for v in VERBS
}
_VERB_OBJECTS: dict[str, tuple[str, ...]] = {
    "see": _ALL,
    "like": _ALL,
    "read": ("book", "letter"),
    "buy": ("book", "car", "house", "apple", "flower", "table") + _ANIMALS,
    "find": tuple(n for n in _ALL if n != "song"),
    "know": _PEOPLE + _ANIMALS + ("city", "song", "book"),
    "hear": _PEOPLE + _ANIMALS + ("song", "car", "door"),
    "need": ("book", "car", "house", "apple", "table", "letter", "flower", "friend", "teacher"),
    "love": _PEOPLE + _ANIMALS + ("city", "song", "flower", "book", "apple", "house", "car"),
    "write": ("book", "letter", "song"),
    "visit": _PEOPLE + ("city", "house"),
    "draw": tuple(n for n in _ALL if n not in ("song", "letter")),
}


def words(sentence: str) -> list[str]:
    """Split a corpus sentence into words (German commas stay attached to the previous word)."""
    return sentence.split()


def normalize_english(text: str) -> str:
    """Case-fold, collapse whitespace and strip final ``.``, ``!`` and ``?`` from user input."""
    text = re.sub(r"[\s.!?]+$", "", text.casefold())
    return " ".join(text.split())


# ---------------------------------------------------------------------------------------------
# Sentence structures


@dataclass(frozen=True)
class NP:
    """A noun phrase: a pronoun, or an optional determiner and adjective plus a noun."""

    noun: str | None = None
    pronoun: str | None = None
    det: str | None = None
    adj: str | None = None
    plural: bool = False

    @property
    def agreement(self) -> str:
        """Person and number (``1sg``, ``3sg``, ``1pl``, ``3pl``) for verb agreement."""
        if self.pronoun is not None:
            return PRONOUNS[self.pronoun][1]
        return "3pl" if self.plural else "3sg"


@dataclass(frozen=True)
class Clause:
    """A transitive clause: subject, verb, object, tense and polarity."""

    subj: NP
    verb: str
    obj: NP
    perfect: bool = False
    negated: bool = False


@dataclass(frozen=True)
class Sentence:
    """A whole sentence: kind is simple, adverb, and, but, because or that."""

    kind: str
    clauses: tuple[Clause, ...]
    adverb: str | None = None
    speaker: NP | None = None
    say_verb: str | None = None

    @property
    def structure(self) -> str:
        """The coarse structure label stored in :class:`Example`."""
        if self.kind == "simple":
            c = self.clauses[0]
            return "negation" if c.negated else "perfect" if c.perfect else "svo"
        if self.kind == "adverb":
            return "adverb"
        return "coord" if self.kind in ("and", "but") else "subordinate"


# A token is a word plus the alignment keys it carries; words sharing a key are aligned.
Token = tuple[str, tuple[str, ...]]


def _en_np(np: NP, p: str) -> list[Token]:
    if np.pronoun is not None:
        return [(np.pronoun, (p + "n",))]
    noun = NOUNS[np.noun]  # type: ignore[index]
    out: list[Token] = []
    noun_word = noun.en_pl if np.plural else noun.en
    if np.det == "the":
        out.append(("the", (p + "d",)))
    elif np.det == "a":
        following = np.adj or noun_word
        out.append(("an" if following[0] in "aeiou" else "a", (p + "d",)))
    if np.adj is not None:
        out.append((np.adj, (p + "a",)))
    out.append((noun_word, (p + "n",)))
    return out


def _en_verb(verb: Verb, agreement: str) -> str:
    return verb.en_3sg if agreement == "3sg" else verb.en


def _de_verb(verb: Verb, agreement: str) -> str:
    if agreement == "1sg":
        return verb.de_1sg
    return verb.de_3sg if agreement == "3sg" else verb.de


def _en_clause(c: Clause, p: str) -> list[Token]:
    agr = c.subj.agreement
    verb = VERBS[c.verb]
    out = _en_np(c.subj, p + "s")
    if c.perfect:
        out.append((_en_verb(HAVE, agr), (p + "x",)))
        if c.negated:
            out.append(("not", (p + "neg",)))
        out.append((verb.en_part, (p + "v",)))
    elif c.negated:
        out.append(("does" if agr == "3sg" else "do", (p + "v",)))
        out.append(("not", (p + "neg",)))
        out.append((verb.en, (p + "v",)))
    else:
        out.append((_en_verb(verb, agr), (p + "v",)))
    return out + _en_np(c.obj, p + "o")


def _de_np(np: NP, case: str, p: str, neg_key: str | None = None) -> list[Token]:
    if np.pronoun is not None:
        return [(PRONOUNS[np.pronoun][0], (p + "n",))]
    noun = NOUNS[np.noun]  # type: ignore[index]
    gender = "pl" if np.plural else noun.gender
    out: list[Token] = []
    if neg_key is not None:
        kind = "kein"
        keys = (neg_key, p + "d") if np.det is not None else (neg_key,)
        out.append((_ARTICLES[kind, case, gender], keys))
    elif np.det == "the":
        kind = "def"
        out.append((_ARTICLES[kind, case, gender], (p + "d",)))
    elif np.det == "a":
        kind = "indef"
        out.append((_ARTICLES[kind, case, gender], (p + "d",)))
    else:
        kind = "none"
    if np.adj is not None:
        if kind == "def":
            ending = _WEAK[case, gender]
        elif kind == "none":
            ending = _STRONG_PL[case]
        else:
            ending = _MIXED[case, gender]
        out.append((ADJECTIVES[np.adj] + ending, (p + "a",)))
    out.append((noun.de_pl if np.plural else noun.de, (p + "n",)))
    return out


def _de_clause(c: Clause, p: str, order: str) -> list[Token]:
    """German clause in ``v2`` (subject first), ``inv`` (verb first) or ``vf`` (verb last) order."""
    agr = c.subj.agreement
    verb = VERBS[c.verb]
    subj = _de_np(c.subj, "nom", p + "s")
    kein = c.negated and c.obj.det != "the"
    obj = _de_np(c.obj, "acc", p + "o", neg_key=p + "neg" if kein else None)
    nicht: list[Token] = [("nicht", (p + "neg",))] if c.negated and not kein else []
    if c.perfect:
        finite: Token = (_de_verb(HAVE, agr), (p + "x",))
        rest = obj + nicht + [(verb.de_part, (p + "v",))]
    else:
        finite = (_de_verb(verb, agr), (p + "v",))
        rest = obj + nicht
    if order == "v2":
        return subj + [finite] + rest
    if order == "inv":
        return [finite] + subj + rest
    return subj + rest + [finite]


def _render(s: Sentence) -> Example:
    c = s.clauses
    if s.kind == "simple":
        en, de = _en_clause(c[0], "a."), _de_clause(c[0], "a.", "v2")
    elif s.kind == "adverb":
        adv = s.adverb or ""
        en = [(adv, ("adv",))] + _en_clause(c[0], "a.")
        de = [(ADVERBS[adv], ("adv",))] + _de_clause(c[0], "a.", "inv")
    elif s.kind in ("and", "but", "because"):
        conj: list[Token] = [(_CONJ_DE[s.kind], ("conj",))]
        en = _en_clause(c[0], "a.") + [(s.kind, ("conj",))] + _en_clause(c[1], "b.")
        order = "vf" if s.kind == "because" else "v2"
        de = _de_clause(c[0], "a.", "v2") + conj + _de_clause(c[1], "b.", order)
    else:  # "that"
        speaker = s.speaker or NP(pronoun="he")
        verb = SAY_VERBS[s.say_verb or "say"]
        agr = speaker.agreement
        en = _en_np(speaker, "m.s") + [(_en_verb(verb, agr), ("m.v",)), ("that", ("conj",))]
        en += _en_clause(c[0], "a.")
        de = _de_np(speaker, "nom", "m.s") + [(_de_verb(verb, agr), ("m.v",))]
        de += [("dass", ("conj",))] + _de_clause(c[0], "a.", "vf")
    de_words = [w for w, _ in de]
    for i in range(1, len(de_words)):
        if de_words[i] in _COMMA_BEFORE:
            de_words[i - 1] += ","
    links: list[tuple[int, int]] = []
    for i, (_, en_keys) in enumerate(en):
        links += [(i, j) for j, (_, de_keys) in enumerate(de) if set(en_keys) & set(de_keys)]
    alignment = tuple(links)
    return Example(" ".join(w for w, _ in en), " ".join(de_words), alignment, s.structure)


# ---------------------------------------------------------------------------------------------
# Parsing English (for reference translations of arbitrary in-grammar input)

_EN_SG = {n.en: k for k, n in NOUNS.items()}
_EN_PL = {n.en_pl: k for k, n in NOUNS.items()}
_EN_BASE = {v.en: k for k, v in VERBS.items()}
_EN_3SG = {v.en_3sg: k for k, v in VERBS.items()}
_EN_PART = {v.en_part: k for k, v in VERBS.items()}


def _parse_np(toks: list[str], i: int, subject: bool) -> tuple[NP, int] | None:
    if i >= len(toks):
        return None
    if toks[i] in PRONOUNS:
        return (NP(pronoun=toks[i]), i + 1) if subject else None
    det = None
    if toks[i] in ("the", "a", "an"):
        det = "the" if toks[i] == "the" else "a"
        i += 1
    adj = None
    if i < len(toks) and toks[i] in ADJECTIVES:
        adj = toks[i]
        i += 1
    if i >= len(toks):
        return None
    if toks[i] in _EN_SG:
        noun, plural = _EN_SG[toks[i]], False
    elif toks[i] in _EN_PL:
        noun, plural = _EN_PL[toks[i]], True
    else:
        return None
    if (det == "a" and plural) or (det is None and not plural):
        return None
    return NP(noun=noun, det=det, adj=adj, plural=plural), i + 1


def _parse_clause(toks: list[str]) -> Clause | None:
    parsed = _parse_np(toks, 0, subject=True)
    if parsed is None or parsed[1] >= len(toks):
        return None
    subj, i = parsed
    third = subj.agreement == "3sg"
    w = toks[i]
    perfect = negated = False
    if w in ("has", "have"):
        if (w == "has") != third:
            return None
        perfect, i = True, i + 1
        if i < len(toks) and toks[i] == "not":
            negated, i = True, i + 1
        if i >= len(toks) or toks[i] not in _EN_PART:
            return None
        verb = _EN_PART[toks[i]]
    elif w in ("does", "do"):
        if (w == "does") != third or toks[i + 1 : i + 2] != ["not"]:
            return None
        negated, i = True, i + 2
        if i >= len(toks) or toks[i] not in _EN_BASE:
            return None
        verb = _EN_BASE[toks[i]]
    else:
        forms = _EN_3SG if third else _EN_BASE
        if w not in forms:
            return None
        verb = forms[w]
    obj_parsed = _parse_np(toks, i + 1, subject=False)
    if obj_parsed is None or obj_parsed[1] != len(toks):
        return None
    return Clause(subj, verb, obj_parsed[0], perfect=perfect, negated=negated)


def _parse(src: str) -> Sentence | None:
    toks = normalize_english(src).split()
    if not toks:
        return None
    if toks[0] in ADVERBS:
        c = _parse_clause(toks[1:])
        return None if c is None else Sentence("adverb", (c,), adverb=toks[0])
    conj = [i for i, t in enumerate(toks) if t in ("and", "but", "because", "that")]
    if not conj:
        c = _parse_clause(toks)
        return None if c is None else Sentence("simple", (c,))
    if len(conj) > 1:
        return None
    k = conj[0]
    if toks[k] == "that":
        parsed = _parse_np(toks, 0, subject=True)
        if parsed is None or parsed[1] != k - 1:
            return None
        speaker, agr = parsed[0], parsed[0].agreement
        say = [key for key, v in SAY_VERBS.items() if _en_verb(v, agr) == toks[k - 1]]
        c = _parse_clause(toks[k + 1 :])
        if not say or c is None:
            return None
        return Sentence("that", (c,), speaker=speaker, say_verb=say[0])
    first, second = _parse_clause(toks[:k]), _parse_clause(toks[k + 1 :])
    if first is None or second is None:
        return None
    return Sentence(toks[k], (first, second))


def reference_example(src: str) -> Example | None:
    """Parse an English sentence (normalised first) and return its gold pair, or None."""
    sentence = _parse(src)
    return None if sentence is None else _render(sentence)


def translate_reference(src: str) -> str | None:
    """Rule-based German translation of an in-grammar English sentence, or None."""
    ex = reference_example(src)
    return None if ex is None else ex.tgt


def gold_alignment(src: str) -> tuple[tuple[int, int], ...] | None:
    """Gold alignment between ``normalize_english(src)`` and its reference translation."""
    ex = reference_example(src)
    return None if ex is None else ex.alignment


def _sentence_items(s: Sentence) -> tuple[set[tuple[str, str]], set[tuple[str, str, str]]]:
    pairs: set[tuple[str, str]] = set()
    triples: set[tuple[str, str, str]] = set()
    nps = [s.speaker] if s.speaker is not None else []
    for c in s.clauses:
        nps += [c.subj, c.obj]
        if c.subj.noun is not None and c.obj.noun is not None:
            triples.add((c.subj.noun, c.verb, c.obj.noun))
    for np in nps:
        if np.adj is not None and np.noun is not None:
            pairs.add((np.adj, np.noun))
    return pairs, triples


def lexical_items(
    src: str,
) -> tuple[set[tuple[str, str]], set[tuple[str, str, str]]] | None:
    """Adjective–noun pairs and (subject noun, verb, object noun) triples of a sentence."""
    sentence = _parse(src)
    return None if sentence is None else _sentence_items(sentence)


# ---------------------------------------------------------------------------------------------
# Held-out combinations for the compositional split


@dataclass(frozen=True)
class HeldOut:
    """Adjective–noun pairs and SVO lexeme triples reserved for the compositional split."""

    adj_noun: frozenset[tuple[str, str]]
    svo: frozenset[tuple[str, str, str]]

    def matches(self, src: str) -> bool:
        """Whether an English sentence contains any held-out pair or triple."""
        items = lexical_items(src)
        if items is None:
            return False
        return bool(items[0] & self.adj_noun or items[1] & self.svo)


def _all_pairs() -> list[tuple[str, str]]:
    return [(a, n) for n in NOUNS for a in NOUN_ADJECTIVES[n]]


def _all_triples() -> list[tuple[str, str, str]]:
    return [(s, v, o) for v in VERBS for s in _VERB_SUBJECTS[v] for o in _VERB_OBJECTS[v] if s != o]


def held_out(seed: int = 0) -> HeldOut:
    """The held-out set for a seed: about 10% of adjective–noun pairs and of SVO triples."""
    rng = random.Random(seed * 7919 + 104729)
    pairs = _all_pairs()
    rng.shuffle(pairs)
    per_noun = {n: len(NOUN_ADJECTIVES[n]) for n in NOUNS}
    per_adj = {a: sum(a in NOUN_ADJECTIVES[n] for n in NOUNS) for a in ADJECTIVES}
    chosen: list[tuple[str, str]] = []
    for a, n in pairs:
        if len(chosen) >= round(0.1 * len(pairs)):
            break
        if per_noun[n] > 3 and per_adj[a] > 3:  # keep plenty of adjectives per noun and v.v.
            chosen.append((a, n))
            per_noun[n] -= 1
            per_adj[a] -= 1
    triples = _all_triples()
    rng.shuffle(triples)
    return HeldOut(frozenset(chosen), frozenset(triples[: round(0.1 * len(triples))]))


# ---------------------------------------------------------------------------------------------
# Sampling

_Force = tuple[str, ...]


class _Sampler:
    """Samples sentences, avoiding or forcing held-out combinations."""

    def __init__(self, rng: random.Random, avoid: HeldOut | None = None) -> None:
        self.rng = rng
        self.avoid = avoid

    def adjective(self, noun: str, forced: str | None = None) -> str | None:
        if forced is not None:
            return forced
        if self.rng.random() >= 0.3:
            return None
        options = NOUN_ADJECTIVES[noun]
        if self.avoid is not None:
            options = tuple(a for a in options if (a, noun) not in self.avoid.adj_noun)
        return self.rng.choice(options)

    def np(self, noun: str, definite: bool = False, adj: str | None = None) -> NP:
        rng = self.rng
        plural = rng.random() < 0.3
        if plural:
            det = "the" if definite or rng.random() < 0.6 else None
        else:
            det = "the" if definite or rng.random() < 0.65 else "a"
        return NP(noun=noun, det=det, adj=self.adjective(noun, adj), plural=plural)

    def subject(self, verb: str, noun: str | None = None, adj: str | None = None) -> NP:
        if noun is None and adj is None and self.rng.random() < 0.2:
            return NP(pronoun=self.rng.choice(tuple(PRONOUNS)))
        return self.np(noun or self.rng.choice(_VERB_SUBJECTS[verb]), adj=adj)

    def clause(self, perfect: bool, negated: bool, force: _Force | None = None) -> Clause:
        rng = self.rng
        s_noun = o_noun = s_adj = o_adj = None
        if force is not None and force[0] == "svo":
            s_noun, verb, o_noun = force[1:]
        elif force is not None:  # ("adj", adjective, noun)
            adj, noun = force[1:]
            slots = [(v, "s") for v in VERBS if noun in _VERB_SUBJECTS[v]]
            slots += [(v, "o") for v in VERBS if noun in _VERB_OBJECTS[v]]
            verb, role = rng.choice(slots)
            if role == "s":
                s_noun, s_adj = noun, adj
            else:
                o_noun, o_adj = noun, adj
        else:
            verb = rng.choice(tuple(VERBS))
        while True:
            subj = self.subject(verb, s_noun, s_adj)
            objects = [o for o in _VERB_OBJECTS[verb] if o != subj.noun]
            obj_noun = o_noun or rng.choice(objects)
            if obj_noun == subj.noun:  # forced object equals a freely chosen subject
                continue
            triple = (subj.noun, verb, obj_noun)
            if self.avoid is None or triple not in self.avoid.svo:
                break
        obj = self.np(obj_noun, definite=negated, adj=o_adj)
        return Clause(subj, verb, obj, perfect=perfect, negated=negated)

    def sentence(self, force: _Force | None = None) -> Sentence:
        rng = self.rng
        kind = rng.choices(STRUCTURES, weights=(18, 14, 14, 14, 18, 22))[0]
        if kind == "svo":
            return Sentence("simple", (self.clause(False, False, force),))
        if kind == "perfect":
            return Sentence("simple", (self.clause(True, False, force),))
        if kind == "negation":
            return Sentence("simple", (self.clause(rng.random() < 0.4, True, force),))
        if kind == "adverb":
            c = self.clause(rng.random() < 0.4, rng.random() < 0.2, force)
            return Sentence("adverb", (c,), adverb=rng.choice(tuple(ADVERBS)))
        if kind == "coord":
            conj = rng.choice(("and", "but"))
            where = rng.randrange(2)
            perfect, negated = rng.random() < 0.25, rng.random() < 0.15
            first = self.clause(perfect, negated, force if where == 0 else None)
            neg2 = rng.random() < (0.5 if conj == "but" else 0.15)
            second = self.clause(rng.random() < 0.25, neg2, force if where == 1 else None)
            return Sentence(conj, (first, second))
        inner_perfect, inner_neg = rng.random() < 0.35, rng.random() < 0.3
        if rng.random() < 0.5:
            where = rng.randrange(2)
            perfect, negated = rng.random() < 0.2, rng.random() < 0.1
            first = self.clause(perfect, negated, force if where == 0 else None)
            second = self.clause(inner_perfect, inner_neg, force if where == 1 else None)
            return Sentence("because", (first, second))
        if rng.random() < 0.4:
            speaker = NP(pronoun=rng.choice(tuple(PRONOUNS)))
        else:
            speaker = self.np(rng.choice(_PEOPLE))
        inner = self.clause(inner_perfect, inner_neg, force)
        return Sentence("that", (inner,), speaker=speaker, say_verb=rng.choice(tuple(SAY_VERBS)))


def _sample_distinct(
    sampler: _Sampler,
    n: int,
    seen: set[str],
    force: Callable[[int], _Force] | None = None,
) -> list[Example]:
    """`n` distinct pairs from `sampler`; `force(kept so far)` picks what the next one must contain."""
    return distinct(lambda i: _render(sampler.sentence(force(i) if force is not None else None)), n, seen, MAX_WORDS)


def generate(n: int, seed: int = 0) -> list[Example]:
    """Generate ``n`` deterministic, distinct (where possible) sentence pairs."""
    if n < 0:
        raise ValueError(f"n must be non-negative, got {n}")
    return _sample_distinct(_Sampler(random.Random(seed)), n, set())


def make_splits(
    seed: int = 0,
    n_train: int = 20000,
    n_valid: int = 500,
    n_test: int = 1000,
    n_compositional: int = 500,
) -> dict[str, list[Example]]:
    """Train/valid/test splits without held-out combinations plus a compositional split."""
    for name, value in (
        ("n_train", n_train),
        ("n_valid", n_valid),
        ("n_test", n_test),
        ("n_compositional", n_compositional),
    ):
        if value < 0:
            raise ValueError(f"{name} must be non-negative, got {value}")
    ho = held_out(seed)
    rng = random.Random(seed)
    seen: set[str] = set()
    main = _sample_distinct(_Sampler(rng, avoid=ho), n_train + n_valid + n_test, seen)
    items: list[_Force] = [("adj", a, n) for a, n in sorted(ho.adj_noun)]
    items += [("svo", *t) for t in sorted(ho.svo)]
    rng.shuffle(items)
    cycle = [items[k % len(items)] for k in range(n_compositional)] if items else []
    comp = _sample_distinct(_Sampler(rng), n_compositional, seen, force=cycle.__getitem__)
    return {
        "train": main[:n_train],
        "valid": main[n_train : n_train + n_valid],
        "test": main[n_train + n_valid :],
        "compositional": comp,
    }


# ---------------------------------------------------------------------------------------------
# Coverage: which words of a typed sentence the grammar knows, and examples of each structure

CONSTRUCTION_LABELS: dict[str, str] = {
    "svo": "a subject–verb–object sentence",
    "perfect": "the perfect (participle at the end)",
    "negation": "negation (nicht, kein)",
    "adverb": "a fronted adverb (verb second)",
    "coord": "two clauses with and/but",
    "subordinate": "a verb-final clause (weil, dass)",
}


def _word_kinds() -> dict[str, str]:
    kinds: dict[str, str] = {}
    for n in NOUNS.values():
        kinds[n.en] = kinds[n.en_pl] = "noun"
    for v in (*VERBS.values(), *SAY_VERBS.values(), HAVE):
        for form in (v.en, v.en_3sg, v.en_part):
            kinds[form] = "verb"
    kinds.update({"do": "verb", "does": "verb"})
    kinds.update(dict.fromkeys(ADJECTIVES, "adjective"))
    kinds.update(dict.fromkeys(PRONOUNS, "pronoun"))
    kinds.update(dict.fromkeys(ADVERBS, "adverb"))
    kinds.update(dict.fromkeys(("the", "a", "an"), "determiner"))
    kinds.update(dict.fromkeys(_CONJ_DE, "conjunction"))
    kinds["not"] = "negation"
    return kinds


_KINDS = _word_kinds()
KNOWN_WORDS: frozenset[str] = frozenset(_KINDS)
known_words = KNOWN_WORDS  # the name every grammar module offers (transformer.data.coverage)


def word_kind(word: str) -> str | None:
    """The part of speech of a word the grammar knows ("noun", "verb", ...), else None."""
    return _KINDS.get(word.casefold())


def unknown_words(text: str) -> list[str]:
    """The words of a typed sentence that the toy grammar does not know, as typed (punctuation stripped)."""
    out = []
    for raw in text.split():
        word = raw.strip(".,!?;:\"'()")
        if word and word.casefold() not in KNOWN_WORDS:
            out.append(word)
    return out


def example_of(construction: str, seed: int = 0) -> Example:
    """A generated example of one structure (see CONSTRUCTION_LABELS), deterministic in the seed."""
    if construction not in CONSTRUCTION_LABELS:
        raise ValueError(f"unknown construction {construction!r}; expected one of {', '.join(CONSTRUCTION_LABELS)}")
    sampler = _Sampler(random.Random(seed * 104729 + 17))
    while True:
        ex = _render(sampler.sentence())
        if ex.structure == construction and len(ex.src.split()) <= 12:
            return ex
