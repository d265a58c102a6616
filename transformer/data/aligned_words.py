"""Words a translation left out, told by the gold word alignments of the pairs a model was trained on.

Every pair the project's grammars generate (the toy and the everyday English→German) comes with its exact word
alignment. Counted over a model's training pairs, the alignments say for each English word how often it is aligned
to some German word at all, and to which: `chicken` is aligned in every one of its thousands of occurrences, always
to `Hähnchen`. A word aligned in nearly every one of many occurrences has to show up in a translation as one of the
German words it was aligned to; when none of them is in the model's translation of a sentence whose words are all
known, the translation has left the word out or put another in its place (My favourite food is chicken with rice.
→ Mein Lieblingsessen ist mit Reis.). The check reads the training data, not the model: it names the word, and
what the model was trained to write for it.

    python -m transformer.data.aligned_words --task en-de-everyday --train-size 1600000 \\
        --out pretrained/en-de-everyday/aligned_words.json

writes the table of a model trained with `--task en-de-everyday --train-size 1600000` (the same pairs: the grammar
and seed of its training); `transformer.train` writes it beside every model it trains on a grammar.
"""

from __future__ import annotations

import argparse
import bisect
import json
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..text import EDGE_PUNCTUATION

FILE = "aligned_words.json"  # in a model directory, beside card.json
FORMAT = "aligned-words/1"
MIN_COUNT = 50  # a word seen fewer times in training is not checked: too few alignments to be sure of
MIN_ALIGNED = 0.99  # nor one that is left unaligned in more than 1 % of its occurrences ("do" of do-support)
SKIP_KINDS = frozenset({"determiner"})  # "a", "any", "some": German often has none (Hast du Haustiere?)
SHOWN = 3  # German words named per left-out word, the most frequent first
EXAMPLES = 3  # training pairs kept per word, shortest first: the pages offer the first the model translates as trained
# A word that says no: a translation has to say no too. "doesn't" became "nicht" and its verb in training
# ("It doesn't snow." -> "Es schneit nicht."), so the verb alone would let a translation that lost the negation
# pass ("It doesn't often snow here." -> "Es schneit oft hier."): such a word needs one of its German words that say no.
NEGATIVE_EN = frozenset({"not", "no", "never", "cannot"})  # and every contraction in n't (says_no)
NEGATIVE_DE = frozenset({"nicht", "nie", "niemals", "nein", "kein", "keine", "keinen", "keinem", "keiner", "keines",
                         "nichts", "niemand", "niemanden", "niemandem", "nirgends", "nirgendwo", "weder"})  # fmt: skip


class AlignedWordsError(ValueError):
    """An aligned-words file that cannot be used (not JSON, another format, wrong types)."""


def says_no(key: str) -> bool:
    """Whether an English word (a word_key) says no: not, no, never, cannot, and every contraction in n't."""
    return key in NEGATIVE_EN or key.endswith("n't")


def word_key(word: str) -> str:
    """How a word is compared: lower case, edge punctuation off, typographic apostrophes straightened."""
    return EDGE_PUNCTUATION.sub("", word.replace("’", "'")).casefold()


@dataclass(frozen=True)
class LeftOut:
    """A word of the source that no word of the translation stands for."""

    word: str  # as typed, edge punctuation off
    expected: tuple[str, ...]  # German words it was aligned to in training, the most frequent first (SHOWN)
    example: tuple[str, str] | None = None  # a short training pair with the word: (English, German)
    says_no: bool = False  # a word that says no ("doesn't"): `expected` are its German words that say no


@dataclass(frozen=True)
class AlignedWords:
    """For each checked English word, the German words (as written) it was aligned to in training, with counts."""

    words: dict[str, dict[str, int]]  # word_key(English) -> German word -> times aligned
    pairs: int  # training pairs counted
    min_count: int = MIN_COUNT
    min_aligned: float = MIN_ALIGNED
    # word_key -> up to EXAMPLES short training pairs (English, German) in which it is aligned, the shortest first
    examples: dict[str, tuple[tuple[str, str], ...]] = field(default_factory=dict)
    # hand-written training pairs (transformer.train --with-pairs), English -> German: they have no alignments, and
    # their German may say a word otherwise than the grammar does (likes to draw -> zeichnet gern), so a translation
    # that is the German written for its very sentence is not checked
    written: dict[str, str] = field(default_factory=dict)

    @classmethod
    def count(
        cls,
        examples: Iterable[Any],
        kind: Callable[[str], str | None] | None = None,
        min_count: int = MIN_COUNT,
        min_aligned: float = MIN_ALIGNED,
        skip_kinds: frozenset[str] = SKIP_KINDS,
    ) -> AlignedWords:
        """Count the gold alignments of `examples` (src, tgt, alignment of (source word, target word) indices into
        the whitespace-split sentences); keep the words seen at least `min_count` times and aligned in at least
        `min_aligned` of them, except those whose `kind` (the grammar's word_kind) is in `skip_kinds`. Each kept
        word's examples are the first EXAMPLES distinct pairs of the fewest words (at least three) in which it is
        aligned."""
        seen: Counter[str] = Counter()
        shortest: defaultdict[str, list[tuple[int, str, str]]] = defaultdict(list)  # (length rank, English, German)
        aligned: Counter[str] = Counter()
        targets: defaultdict[str, Counter[str]] = defaultdict(Counter)
        pairs = 0
        for ex in examples:
            pairs += 1
            src, tgt = ex.src.split(), ex.tgt.split()
            links: defaultdict[int, set[int]] = defaultdict(set)
            for i, j in ex.alignment:
                links[i].add(j)
            for i, raw in enumerate(src):
                key = word_key(raw)
                seen[key] += 1
                if links[i]:
                    aligned[key] += 1
                    targets[key].update(EDGE_PUNCTUATION.sub("", tgt[j]) for j in links[i])
                    rank = len(src) if len(src) >= 3 else 1000 - len(src)  # 3+ words: the word in a sentence
                    kept = shortest[key]  # sorted by rank; of equal rank, the first seen
                    if (len(kept) < EXAMPLES or rank < kept[-1][0]) and all(ex.src != k[1] for k in kept):
                        bisect.insort(kept, (rank, ex.src, ex.tgt), key=lambda k: k[0])
                        del kept[EXAMPLES:]
        kept = (
            w
            for w, n in sorted(seen.items())
            if w and n >= min_count and aligned[w] >= min_aligned * n and (kind is None or kind(w) not in skip_kinds)
        )
        merged = {w: _merge_case(targets[w]) for w in kept}
        words = {w: german for w, german in merged.items() if german}  # aligned to words, not to punctuation alone
        return cls(words, pairs, min_count, min_aligned, {w: tuple(k[1:] for k in shortest[w]) for w in words})

    def needed(self, word: str) -> list[str]:
        """The German words of which a translation needs one for `word` (a word_key), the most frequent first:
        those it was aligned to in training; for a word that says no (says_no), those of them that do."""
        german = list(self.words.get(word, ()))
        if says_no(word):
            return [g for g in german if word_key(g) in NEGATIVE_DE] or german
        return german

    def left_out(
        self, source: str, translation: str, accept: Callable[[str, str], bool] | None = None
    ) -> list[LeftOut]:
        """The checked words of `source` none of whose needed German words is a word of `translation` (case
        ignored). Each with the first of its examples that `accept(English, German)` takes (a model that translates
        it as in training: Pretrained.left_out), or none; without `accept`, its first example. Nothing when
        `translation` is the German of a hand-written training pair of `source` (`written`)."""
        if self.written.get(source.strip()) == translation.strip():
            return []
        have = {word_key(w) for w in translation.split()}
        out: list[LeftOut] = []
        named: set[str] = set()
        for raw in source.split():
            key = word_key(raw)
            german = self.needed(key)
            if not german or key in named or any(word_key(g) in have for g in german):
                continue
            named.add(key)
            negative = says_no(key) and word_key(german[0]) in NEGATIVE_DE
            word = EDGE_PUNCTUATION.sub("", raw)
            example = next((e for e in self.examples.get(key, ()) if accept is None or accept(*e)), None)
            out.append(LeftOut(word, tuple(german[:SHOWN]), example, negative))
        return out

    def to_json(self) -> dict:
        examples = {w: [list(e) for e in es] for w, es in self.examples.items()}
        out = {"format": FORMAT, "pairs": self.pairs, "min_count": self.min_count, "min_aligned": self.min_aligned,
               "words": self.words, "examples": examples}  # fmt: skip
        if self.written:  # a table of a run without hand-written pairs is as before
            out["written"] = [[english, german] for english, german in sorted(self.written.items())]
        return out

    @classmethod
    def from_json(cls, data: Any) -> AlignedWords:
        """Validate what json.load returned; AlignedWordsError names what is wrong."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise AlignedWordsError(f'not an aligned-words table (expected "format": "{FORMAT}")')
        words = data.get("words")
        ok = isinstance(words, dict) and all(
            isinstance(w, str)
            and isinstance(g, dict)
            and g
            and all(isinstance(k, str) and type(v) is int and v > 0 for k, v in g.items())
            for w, g in words.items()
        )
        if not ok:
            raise AlignedWordsError('"words" must map each English word to {German word: count > 0}')
        examples = data.get("examples", {})
        examples = {w: [e] if _is_pair(e) else e for w, e in examples.items()} if isinstance(examples, dict) else None
        # (one pair per word: a table written before several were kept)
        if examples is None or not all(isinstance(es, list) and all(map(_is_pair, es)) for es in examples.values()):
            raise AlignedWordsError('"examples" must map English words to [[English sentence, German sentence], ...]')
        numbers = [data.get(k) for k in ("pairs", "min_count", "min_aligned")]
        if not all(isinstance(x, int | float) and not isinstance(x, bool) and x >= 0 for x in numbers):
            raise AlignedWordsError('"pairs", "min_count" and "min_aligned" must be numbers ≥ 0')
        written = data.get("written", [])
        if not isinstance(written, list) or not all(map(_is_pair, written)):
            raise AlignedWordsError('"written" must be a list of [English sentence, German sentence]')
        pairs = {w: tuple((e[0], e[1]) for e in es) for w, es in examples.items()}
        return cls(words, int(numbers[0]), int(numbers[1]), float(numbers[2]), pairs, dict(written))

    def save(self, path: str | Path) -> None:
        from ..checkpoint import write_json

        write_json(Path(path), self.to_json())
        Path(path).chmod(0o644)  # like the model's other files (the atomic write makes it private)


def _is_pair(e: Any) -> bool:
    """[English sentence, German sentence], as a table's JSON holds an example."""
    return isinstance(e, list) and len(e) == 2 and all(isinstance(t, str) and t for t in e)


def _merge_case(counts: Counter[str]) -> dict[str, int]:
    """German words that differ only in case counted as one, written as most often (Gestern, gestern → gestern)."""
    total: Counter[str] = Counter()
    written: dict[str, str] = {}
    for word, n in counts.most_common():  # the most frequent spelling of each comes first
        total[word.casefold()] += n
        written.setdefault(word.casefold(), word)
    return {written[k]: n for k, n in total.most_common() if k}


def load(model_dir: str | Path | None) -> AlignedWords | None:
    """The table in a model directory, or None when it has none; AlignedWordsError when it cannot be read."""
    if model_dir is None:
        return None
    path = Path(model_dir) / FILE
    if not path.is_file():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise AlignedWordsError(f"{FILE} could not be read: {exc}") from exc
    return AlignedWords.from_json(data)


def for_task(task: str, examples: Sequence[Any]) -> AlignedWords | None:
    """The table of a grammar task's training examples (None for tasks without a grammar or without alignments)."""
    from .coverage import grammar

    module = grammar(task)
    if module is None or not examples or not getattr(examples[0], "alignment", None):
        return None
    return AlignedWords.count(examples, kind=getattr(module, "word_kind", None))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m transformer.data.aligned_words",
        description="Write the aligned-words table of a model trained on a generated grammar (the same pairs).",
    )
    parser.add_argument("--task", required=True, choices=["en-de-toy", "en-de-everyday"])
    parser.add_argument("--train-size", type=int, default=None, help="as given to transformer.train")
    parser.add_argument("--with-pairs", nargs="+", default=[], metavar="FILE", help="as given to transformer.train")
    parser.add_argument("--out", required=True, help=f"where to write (a model directory's {FILE})")
    args = parser.parse_args(argv)
    from ..train import load_dataset

    dataset = load_dataset(args.task, None, args.train_size, count_aligned=True, with_pairs=args.with_pairs)
    table = dataset.aligned_words
    if table is None:
        parser.error(f"{args.task} has no alignments")
    table.save(args.out)
    print(f"{len(table.words)} words checked, from {table.pairs} training pairs: {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
