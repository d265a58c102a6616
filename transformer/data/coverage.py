"""Coverage of a typed sentence by the grammar a model was trained on.

A model trained on a generated corpus (the toy or the everyday English→German grammar) translates the
sentences of that grammar; a word outside it falls apart into letter pieces and the translation and the
attention maps are then not to be trusted. This module says which words are unknown, suggests known words of
the same kind to try instead, and draws examples of each construction from the generator ("show me an example
of a modal verb"). Models trained on other data (a TSV of one's own, the algorithmic tasks) have no grammar:
every function here returns None for them.
"""

from __future__ import annotations

import difflib
import functools
import importlib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from ..text import EDGE_PUNCTUATION
from .toy_en_de import Example

# task (as in a model card) -> the module of its generated grammar
GRAMMARS = {"en-de-toy": "transformer.data.toy_en_de", "en-de-everyday": "transformer.data.everyday"}
GRAMMAR_NAMES = {"en-de-toy": "the toy grammar", "en-de-everyday": "the everyday-English grammar"}
_NOUN_BEFORE = {"determiner", "possessive", "adjective", "number"}  # a word after these is most likely a noun
_SUBJECT = {"noun", "pronoun"}  # a word after its subject is most likely a verb
_CONTENT = frozenset({"noun", "verb", "adjective", "adverb"})

# Closed classes of English: a word of one of them has its kind wherever it stands, though a grammar knows only some.
# (Words of two classes, like after, before or that, are left to the context.)
FUNCTION_WORDS: dict[str, str] = {
    word: kind
    for kind, words in (
        ("preposition", "about above across against along among around behind below beneath beside besides between "
         "beyond despite down during except inside into near off onto opposite outside over past through throughout "
         "toward towards under underneath upon via within without"),
        ("conjunction", "although and as because but if nor or since so than though unless until when whenever "
         "whereas wherever whether while yet"),
        ("pronoun", "anybody anyone anything everybody everyone everything he hers herself him himself i it itself "
         "me mine myself nobody nothing ours ourselves she somebody someone something theirs them themselves they "
         "us we you yours yourself yourselves"),
        ("determiner", "a all an another any both each either every few neither no several some such the these "
         "those"),
    )
    for word in words.split()
}  # fmt: skip
_DEGREE = frozenset("very too so really quite rather pretty extremely more most less".split())  # + an adjective
_COPULA = frozenset("am is are was were be been being 'm 's 're look looks looked seem seems seemed feel feels felt "
                    "become becomes became get gets got".split())  # fmt: skip
_VERB_NEXT = frozenset("to can could will would shall should must may might do does did don't doesn't didn't can't "
                       "won't let's please".split())  # fmt: skip
_AND = frozenset(("and", "but", "or"))
_OBJECT = frozenset(("me", "him", "us", "them"))  # pronouns that are no subject: a noun follows (give us wool)
_TYPEABLE = re.compile(r"[a-z]+(?:'[a-z]+)?")  # a grammar's internal keys (so_that) are not words to try


def guess_kind(kind_of, words: Sequence[str], i: int) -> str:
    """The part of speech the sentence `words` gives its i-th word, which the grammar may not know: a closed class
    (about: a preposition), a name (capitalised inside the sentence), else what the known words around it ask for
    (after its subject: a verb; between an article and a noun: an adjective; after a form of be or very: an
    adjective), else the ending (-ly: an adverb). `kind_of(word)`: the grammar's part of speech of a word it
    knows, else None."""
    w = words[i].casefold()
    if w in FUNCTION_WORDS:
        return FUNCTION_WORDS[w]
    prev = words[i - 1].casefold() if i > 0 else None
    after = kind_of(words[i + 1]) if i + 1 < len(words) else None
    if w.isdigit():
        return "number"  # the number 7 bus
    if _is_name(words, i):
        return "adjective" if after == "noun" else "name"  # Xavier, Madrid; but Japanese food
    if _is_ly_adverb(w) and not ((prev in _COPULA or prev in _DEGREE) and after != "adjective"):
        return "adverb"  # He rarely eats; extremely boring (but: she is lonely)
    if prev in _DEGREE or (prev in _COPULA and after != "noun"):
        return "verb" if prev in _COPULA and w.endswith("ing") else "adjective"  # very windy; is interested
    if prev in _AND and i >= 2 and kind_of(words[i - 2]) in _CONTENT:
        return kind_of(words[i - 2])  # strict but fair; sing and dance
    j = i - 1  # the word before, past adverbs and not, known or not: I usually jog; Xavier rarely jogs
    while j >= 0 and _passed_over(kind_of, words[j]):
        j -= 1
    before = kind_of(words[j]) if j >= 0 else None
    if before is None and j > 0 and words[j][:1].isupper():
        before = "noun"  # a name the grammar does not know is a subject too: Xavier usually jogs
    if before in _NOUN_BEFORE:
        return "adjective" if after == "noun" else "noun"
    if before == "preposition" and prev != "to":
        return "adjective" if after == "noun" else "noun"  # in size 38; with chopsticks
    if before in _SUBJECT | {"determiner"} and after in ("verb", "auxiliary"):
        return "noun"  # the head of its subject: The shop assistant was friendly.
    if prev in _OBJECT:
        return "noun"  # Sheep give us wool.
    if prev in _VERB_NEXT or before in _SUBJECT:
        adjective = len(w) > 6 and w.endswith(("able", "ible", "ous", "ful", "less", "ive"))
        return "adjective" if adjective and prev not in _VERB_NEXT else "verb"  # shoes available in size 38
    if after == "noun":
        return "determiner" if i == 0 else "adjective"
    return _kind_from_ending(w)


def _passed_over(kind_of, word: str) -> bool:
    """An adverb or not between a subject and its verb (usually, not; rarely though the grammar lacks it), not a
    degree word (very), which asks for an adjective."""
    if word.casefold() in _DEGREE:
        return False
    kind = kind_of(word)
    return kind in ("adverb", "negation") or kind is None and _is_ly_adverb(word)


def _is_ly_adverb(word: str) -> bool:
    return len(word) > 4 and word.casefold().endswith("ly")


def _is_name(words: Sequence[str], i: int) -> bool:
    return i > 0 and words[i][:1].isupper() and words[i].casefold() not in FUNCTION_WORDS


def _kind_from_ending(word: str) -> str:
    if word.endswith(("ing", "ed")) or (len(word) > 5 and word.endswith(("ize", "ise"))):  # not size, rise
        return "verb"
    if word.endswith("ly"):
        return "adverb"
    if word.endswith(("ous", "ful", "ive", "able", "ible", "ish", "less", "ic", "al", "y")):
        return "adjective"
    return "noun"


@dataclass(frozen=True)
class Coverage:
    """The unknown words of a sentence (as typed) and, for each, known words of the same kind to try."""

    grammar: str  # a human name of the grammar ("the everyday-English grammar")
    unknown: tuple[str, ...]
    suggestions: dict[str, tuple[str, ...]]  # unknown word -> known words of its kind to try (suggest)
    kinds: dict[str, str] = field(default_factory=dict)  # unknown word -> the kind its sentence gives it (guess_kind)

    @property
    def complete(self) -> bool:
        """Every word is known."""
        return not self.unknown


def grammar(task: str | None) -> ModuleType | None:
    """The grammar module a task's data was generated by, or None (TSV data, algorithmic tasks, not installed)."""
    name = GRAMMARS.get(str(task))
    if name is None:
        return None
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


@functools.cache
def _words_by_kind(module_name: str) -> dict[str | None, tuple[str, ...]]:
    """Known words of a grammar grouped by part of speech (None: every known word), sorted; built once. Only words
    a person types (not a grammar's internal keys such as so_that)."""
    module = importlib.import_module(module_name)
    groups: dict[str | None, list[str]] = {None: []}
    for w in sorted(module.known_words):
        if _TYPEABLE.fullmatch(w):
            groups.setdefault(module.word_kind(w), []).append(w)
            groups[None].append(w)
    names = getattr(module, "proper_names", ())  # a grammar that lists its names; else a name is any noun
    groups["name"] = [w for w in groups[None] if w in names] or groups.get("noun", [])
    return {k: tuple(v) for k, v in groups.items()}


def _form(word: str, kind: str) -> str:
    """The inflection a suggestion keeps: a plural noun or third-person verb ("s"), a verb's -ing or -ed, else ""."""
    w = word.casefold()
    if kind == "verb" and w.endswith(("ing", "ed")):
        return w[-3:] if w.endswith("ing") else "ed"
    return "s" if kind in ("noun", "verb") and w.endswith("s") and not w.endswith("ss") else ""


def _encoder():
    """MiniLM (transformer.bert), shared by the process, to rank the words to try by meaning; None when it is not
    installed or its files cannot be read (then the words of the kind are ranked by spelling)."""
    from .. import bert

    try:
        return bert.shared_minilm()
    except (ImportError, OSError, ValueError, RuntimeError):
        return None


# MiniLM's embeddings of a grammar's known words, made by `python -m transformer.data.coverage` (about 3 s for the
# everyday grammar's 2,500 words): one file per grammar, so that the first unknown noun of a server does not wait two
# seconds for 1,300 embeddings. Words missing from a file (a lexicon grown since) are embedded when first needed.
WORD_VECTORS = Path(__file__).resolve().parent / "word_vectors"


def word_vectors_path(module_name: str) -> Path:
    return WORD_VECTORS / f"{module_name.rsplit('.', 1)[-1]}.safetensors"


@functools.cache
def _stored_vectors(module_name: str) -> dict[str, Any]:
    """word -> its stored embedding (float32, unit length), or {} without a readable file."""
    from safetensors import safe_open

    try:
        with safe_open(str(word_vectors_path(module_name)), framework="pt") as f:
            words = json.loads(f.metadata()["words"])
            vectors = f.get_tensor("vectors").float()
    except Exception:  # missing, or not a safetensors file of ours (SafetensorError is none of the usual): made anew
        return {}
    if vectors.ndim != 2 or len(words) != vectors.shape[0]:
        return {}
    return dict(zip(words, vectors, strict=True))


@functools.cache
def _vectors(module_name: str, kind: str | None) -> tuple[dict[str, int], Any]:
    """MiniLM's embedding of every known word of a kind, (N, d), with each word's row: the stored ones, and those
    of words the file lacks made now (about 0.1 s per 100 words on one thread)."""
    import torch

    words = _words_by_kind(module_name).get(kind, ())
    stored = _stored_vectors(module_name)
    missing = [w for w in words if w not in stored]
    made = dict(zip(missing, _encoder().embed(missing), strict=True)) if missing else {}
    rows = [stored[w] if w in stored else made[w] for w in words]
    return {w: i for i, w in enumerate(words)}, torch.stack(rows) if rows else torch.zeros(0, 1)


def write_word_vectors(task: str) -> Path:
    """Embed every known word of a task's grammar with MiniLM and store them (float16) for `_vectors`."""
    from safetensors.torch import save_file

    from .. import bert

    module = grammar(task)
    if module is None:
        raise ValueError(f"{task!r} has no grammar")
    words = list(_words_by_kind(module.__name__)[None])
    path = word_vectors_path(module.__name__)
    path.parent.mkdir(parents=True, exist_ok=True)
    vectors = bert.shared_minilm().embed(words).half().contiguous()
    save_file({"vectors": vectors}, str(path), metadata={"words": json.dumps(words), "model": bert.NAME})
    return path


def _typo(module: ModuleType, word: str, encoder) -> str | None:
    """The known word a typed word is a slip of (bookk: book), or None. A word MiniLM's vocabulary has whole is a
    real word (fair is not a slip of far); without MiniLM only longer words that differ by a letter or so count."""
    w = word.casefold()
    if encoder is not None and encoder.is_word(w):
        return None
    if encoder is None and len(w) < 5:
        return None
    close = difflib.get_close_matches(w, _words_by_kind(module.__name__)[None], n=1, cutoff=0.8)
    return close[0] if close else None


def suggest(task: str | None, words: Sequence[str], n: int = 3, index: int | None = None) -> tuple[str, ...]:
    """Up to n known words of the kind `words[index]` has in its sentence (guess_kind), to try in its place: the
    known word it is a slip of first, then the words of that kind and form nearest in meaning (MiniLM's embeddings;
    without MiniLM, nearest in spelling). `index`: the first word the grammar does not know, by default."""
    module = grammar(task)
    if module is None or n <= 0 or not words:
        return ()
    if index is None:
        index = next((i for i, w in enumerate(words) if module.word_kind(w) is None), 0)
    return _suggest(module, words, index, n)[1]


def _suggest(module: ModuleType, words: Sequence[str], index: int, n: int) -> tuple[str, tuple[str, ...]]:
    """(the kind, the words to try) of `suggest`; a slip of a known word has that word's kind."""
    word = words[index].casefold()
    encoder = _encoder()
    typo = None if _is_name(words, index) else _typo(module, word, encoder)  # Bello is a name, not a slip of hello
    kind = (module.word_kind(typo) if typo else None) or guess_kind(module.word_kind, words, index)
    query = typo or word
    known = _words_by_kind(module.__name__)
    pool = [w for w in known.get(kind, ()) if w not in (word, typo)]
    same_form = [w for w in pool if _form(w, kind) == _form(query, kind)]
    if kind == "verb" and not _form(query, kind):  # the plain verb: run, not rung or ran
        same_form = [w for w in same_form if not module.known_words.isdisjoint(_third_person(w))] or same_form
    pool = same_form or pool
    if encoder is not None and pool:
        rows, vectors = _vectors(module.__name__, kind)
        scores = vectors[[rows[w] for w in pool]] @ encoder.embed([query])[0]  # (P,) cosines: all unit length
        ranked = [pool[i] for i in scores.argsort(descending=True, stable=True).tolist()]
    else:
        ranked = difflib.get_close_matches(query, pool, n=n, cutoff=0.0)
    capitals = getattr(module, "capitalised", ())
    return kind, tuple(w.capitalize() if w in capitals else w for w in ([typo] if typo else []) + ranked)[:n]


def _third_person(verb: str) -> tuple[str, ...]:
    """The spellings a plain verb's third person can have: runs, goes, carries."""
    return verb + "s", verb + "es", verb[:-1] + "ies"


@functools.lru_cache(maxsize=256)
def check(task: str | None, text: str, n: int = 3) -> Coverage | None:
    """Coverage of `text` by the task's grammar, or None when the model has no grammar to check against.

    Cached (a page run asks it once per notice; the words to try take a few milliseconds per unknown word, and the
    first of each kind in a process about a second with MiniLM); the result is shared: do not change it."""
    module = grammar(task)
    if module is None:
        return None
    unknown = tuple(module.unknown_words(text))
    words = [EDGE_PUNCTUATION.sub("", w) for w in text.split()]  # as the grammars strip them (“fair”, (fair))
    suggestions: dict[str, tuple[str, ...]] = {}
    kinds: dict[str, str] = {}
    for word in unknown:
        if word in suggestions:
            continue
        i = next((k for k, w in enumerate(words) if w == word), None)
        if i is None:  # not a whitespace word of the text as typed: nothing to say about its place
            kinds[word], suggestions[word] = "", ()
            continue
        kinds[word], suggestions[word] = _suggest(module, words, i, n)
    return Coverage(GRAMMAR_NAMES.get(str(task), "its grammar"), unknown, suggestions, kinds)


def with_known_words(task: str | None, text: str) -> str | None:
    """`text` with each unknown word replaced by the first of its words to try (check), in the case it was typed
    and with its punctuation: a sentence to try that the grammar knows (Our teacher is very strict but fair. ->
    Our teacher is very strict but funny.). None when every word is known, or some word has nothing to try or
    the result still has an unknown word."""
    cov = check(task, text)
    if cov is None or cov.complete or not all(cov.suggestions.get(w) for w in cov.unknown):
        return None
    out = []
    for token in text.split():
        core = EDGE_PUNCTUATION.sub("", token)
        if core in cov.suggestions:
            new = cov.suggestions[core][0]
            new = new[:1].upper() + new[1:] if core[:1].isupper() else new
            start = token.index(core)
            token = token[:start] + new + token[start + len(core) :]
        out.append(token)
    replaced = " ".join(out)
    again = check(task, replaced)
    return replaced if again is not None and again.complete else None


def constructions(task: str | None) -> dict[str, str]:
    """Construction name -> a label to show ("a modal verb"); empty without a grammar."""
    module = grammar(task)
    return dict(getattr(module, "CONSTRUCTION_LABELS", {})) if module is not None else {}


def example_of(task: str | None, construction: str, seed: int = 0) -> Example | None:
    """A generated sentence pair showing one construction of the task's grammar, or None without a grammar."""
    module = grammar(task)
    if module is None or construction not in constructions(task):
        return None
    return module.example_of(construction, seed)


if __name__ == "__main__":  # python -m transformer.data.coverage [task ...]: (re)write the grammars' word vectors
    import sys

    for name in sys.argv[1:] or ["en-de-everyday"]:
        print(write_word_vectors(name))
