"""Everyday sentences: how well a model covers what teachers type in a beginner's English→German class.

    python bench/everyday.py                          # the shipped en-de-everyday model, markdown
    python bench/everyday.py --model runs/my-model --json
    python bench/everyday.py --unsure                 # also: how often the pages' "unsure" caution is right
    python bench/everyday.py --all --model runs/my-model  # every set, the development and blind means only

The sentences (tests/data/everyday_benchmark.tsv) were written independently of the everyday grammar
(transformer.data.everyday). Every sentence is translated greedily; a sentence is covered when the grammar's
`unknown_words` finds no unknown word in it. Reported: coverage, mean sentence chrF (all and covered), exact match,
corpus BLEU (sacreBLEU defaults), a per-topic table and the ten covered sentences with the lowest chrF.
With --unsure, the cautions the pages show on a covered sentence are scored against exact match: "unsure" (a step
of the greedy translation chose a piece with probability under UNSURE_BELOW; the batched search keeps each step's
probability, the same numbers the pages read off their decode) and "left out" (Pretrained.left_out).
With --all, every set is scored with one load of the model and only its aggregate numbers are printed, with the
means a new model is held to (README, "the shipped model"): the development mean (dev, held-out, dev2, dev4) and the
blind mean (fresh, dev3, dev5) of chrF on covered sentences.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NamedTuple

import sacrebleu
import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from transformer import load_pretrained  # noqa: E402
from transformer.checkpoint import ModelFileError  # noqa: E402
from transformer.decoding import UNSURE_BELOW, BatchTranslation, greedy_batch  # noqa: E402

BENCHMARK = ROOT / "tests" / "data" / "everyday_benchmark.tsv"
HELD_OUT = ROOT / "tests" / "data" / "everyday_heldout.tsv"  # written later, before the grammar was grown; unseen
DEV = ROOT / "tests" / "data" / "everyday_dev.tsv"  # the development set: looked at while improving the grammar
# A second development set, written blind on 2026-11-26 when the first sets had all been read; looked at since.
DEV2 = ROOT / "tests" / "data" / "everyday_dev2.tsv"
# Written 2026-11-25 without seeing the grammar, the lexicon, the other sets or any output; reported blind (below).
FRESH = ROOT / "tests" / "data" / "everyday_fresh.tsv"
# A third set written the same way on 2026-11-26 while grammar pass 9 was written from the second one; blind too.
DEV3 = ROOT / "tests" / "data" / "everyday_dev3.tsv"
# A fourth set written the same way on 2026-11-26 (other topics: body, shopping, travel, weather among them), read
# to choose grammar pass 10; its writer told the English simple past mostly in the Perfekt (others: Präteritum).
DEV4 = ROOT / "tests" / "data" / "everyday_dev4.tsv"
# A fifth set written the same way on 2026-11-26 (twelve topics, its writer told the Präteritum convention of the
# grammar), while grammar pass 11 was chosen from the second and fourth sets; blind.
DEV5 = ROOT / "tests" / "data" / "everyday_dev5.tsv"
# A sixth set written the same way on 2026-11-30 (fourteen topics, the fifth set's conventions), scored once with the
# shipped run 61 (92.2 % covered, chrF 87.1, like the blind sets), then read to choose grammar passes 41 and 42;
# reported beside the two means, not in them (so that the means of earlier runs stay comparable).
DEV6 = ROOT / "tests" / "data" / "everyday_dev6.tsv"
# A seventh set written the same way on 2026-11-30 (the sixth set's topics and conventions; 79 of its 240 sentences
# stood in an older set and were taken out), scored once with the shipped run 64 (89.4 % covered, chrF 89.49), then
# read to choose grammar passes 43 and 44 (its misses under run 66 read again before passes 45 and 46); reported beside
# the means like the sixth.
DEV7 = ROOT / "tests" / "data" / "everyday_dev7.tsv"
# An eighth set written the same way on 2026-11-30 (twelve topics, the fifth set's conventions; 76 of its 240
# sentences stood in an older set and were taken out), scored once with the shipped run 70 (91.5 % covered, chrF 89.36),
# then read (the same day, the ninth session) to choose grammar passes 48 and 49; reported beside the means.
DEV8 = ROOT / "tests" / "data" / "everyday_dev8.tsv"
# A ninth set written the same way on 2026-12-01 (twelve topics, the eighth set's conventions; the sentences that stood
# in an older set were taken out), scored once with the shipped run 70 and not read: like the blind sets, it is never
# printed by default, and it is reported beside the two means (so that the blind mean of earlier runs stays comparable).
DEV9 = ROOT / "tests" / "data" / "everyday_dev9.tsv"
BESIDE = (DEV6, DEV7, DEV8)  # reported beside the two means, not in them (dev6 to dev8 read to choose grammar passes)
BLIND = (FRESH, DEV3, DEV5)  # the blind mean's sets, never printed by default: only their aggregate numbers
UNREAD_BESIDE = (DEV9,)  # written blind, not read, reported beside the means
HIDDEN = (*BLIND, *UNREAD_BESIDE)  # sets whose sentences, outputs and unknown words are never printed by default
DEVELOPMENT = (DEV, HELD_OUT, DEV2, DEV4)  # the sets whose mean chrF (covered) is the development mean
SETS = {"benchmark": BENCHMARK, "dev": DEV, "held-out": HELD_OUT, "dev2": DEV2, "dev4": DEV4, "dev6": DEV6,
        "dev7": DEV7, "dev8": DEV8, "fresh": FRESH, "dev3": DEV3, "dev5": DEV5, "dev9": DEV9}  # fmt: skip
DEFAULT_MODEL = "en-de-everyday"
CAUTIONS = (  # the pages' cautions on a sentence whose words are all known: result key, what it is
    ("unsure", f"the model was unsure (a step's chosen piece under {UNSURE_BELOW * 100:.0f} %)"),
    ("left_out", "a word left out (no German word it became in training)"),
    ("either", "one or the other"),
)
WORST = 10  # covered sentences listed with the lowest chrF


class Item(NamedTuple):
    """One benchmark line: English source, German reference, topic (chapter of the textbook)."""

    source: str
    reference: str
    topic: str = "-"


class EverydayUnavailable(RuntimeError):
    """transformer.data.everyday (the everyday grammar's vocabulary) is not installed in this checkout."""


def read_benchmark(path: str | Path = BENCHMARK) -> list[Item]:
    """The benchmark's `english<TAB>german[<TAB>topic]` lines; `#` lines and blank lines are skipped."""
    items = []
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        cols = line.split("\t")
        if len(cols) not in (2, 3) or not all(c.strip() for c in cols):
            raise ValueError(f"{path}:{number}: expected english<TAB>german[<TAB>topic] with no empty field")
        items.append(Item(*(c.strip() for c in cols)))
    return items


def everyday_unknown_words() -> Callable[[str], list[str]]:
    """`transformer.data.everyday.unknown_words`, imported only when needed."""
    try:
        from transformer.data.everyday import unknown_words
    except ImportError as exc:
        raise EverydayUnavailable(
            "bench/everyday.py needs transformer.data.everyday.unknown_words (the everyday grammar of issue #11) "
            f"to tell covered sentences from the others, and it cannot be imported: {exc}"
        ) from exc
    return unknown_words


def second_reference_path(path: str | Path) -> Path:
    """Where a set's second references lie: everyday_dev.tsv → everyday_dev.ref2.tsv beside it."""
    path = Path(path)
    return path.with_name(f"{path.stem}.ref2.tsv")


def read_second_references(path: str | Path, items: Sequence[Item]) -> list[str] | None:
    """The second reference of each of `items` (the set read from `path`), from second_reference_path(path):
    `english<TAB>german` lines, each English sentence of the set exactly once. None when the set has no such file.

    A second reference is a second, independent translation of the English alone (its writer saw neither the first
    reference, the grammar nor any model output); with it a translation is scored against the reference it is
    nearer to, as sacreBLEU's chrF and BLEU do with several references."""
    ref2 = second_reference_path(path)
    if not ref2.exists():
        return None
    german: dict[str, str] = {}
    for item in read_benchmark(ref2):
        if item.source in german:
            raise ValueError(f"{ref2}: {item.source!r} has two second references")
        german[item.source] = item.reference
    missing = [i.source for i in items if i.source not in german]
    extra = set(german) - {i.source for i in items}
    if missing or extra:
        raise ValueError(f"{ref2}: {len(missing)} sentences of {Path(path).name} lack a second reference, "
                         f"{len(extra)} are not in it")  # fmt: skip
    return [german[i.source] for i in items]


def read_set(path: str | Path) -> tuple[list[Item], list[str] | None]:
    """A set's items and their second references (None without a second-reference file)."""
    items = read_benchmark(path)
    return items, read_second_references(path, items)


def _chrf(hypothesis: str, reference: str) -> float:
    return sacrebleu.sentence_chrf(hypothesis, [reference]).score


def _mean(values: Sequence[float]) -> float | None:
    return sum(values) / len(values) if values else None


def _percent(part: int, whole: int) -> float | None:
    return 100.0 * part / whole if whole else None


def _summary(rows: list[dict]) -> dict:
    covered = [r for r in rows if r["covered"]]
    two = all(r["reference2"] is not None for r in rows)  # the two-reference means only where every row has both
    return {
        "n": len(rows),
        "covered": len(covered),
        "coverage": _percent(len(covered), len(rows)),
        "chrf_all": _mean([r["chrf"] for r in rows]),
        "chrf_covered": _mean([r["chrf"] for r in covered]),
        "exact_all": _percent(sum(r["exact"] for r in rows), len(rows)),
        "exact_covered": _percent(sum(r["exact"] for r in covered), len(covered)),
        "chrf2_all": _mean([r["chrf2"] for r in rows]) if two else None,
        "chrf2_covered": _mean([r["chrf2"] for r in covered]) if two else None,
        "exact2_covered": _percent(sum(r["exact2"] for r in covered), len(covered)) if two else None,
    }


def score(
    pairs: Sequence[Sequence[str]],
    hypotheses: Sequence[str],
    unknown: Sequence[Sequence[str]],
    unsure: Sequence[bool | None] | None = None,
    second: Sequence[str] | None = None,
    left_out: Sequence[bool | None] | None = None,
) -> dict:
    """Score translations of (source, reference[, topic]) pairs; `unknown[i]` lists sentence i's unknown words.

    Coverage, chrF means and exact match are in %; a mean over no sentence is None. BLEU is sacreBLEU's corpus
    BLEU with default settings, over all sentences and over the covered ones. `unsure[i]`: whether the pages
    would show their "unsure" caution for sentence i (None: not decoded); the result's "unsure" then scores that
    caution on the covered sentences, a wrong translation being one that is not an exact match. `second[i]`: an
    independent second reference of sentence i (read_second_references); then chrF and BLEU are also reported
    against both references (chrf2_*, bleu2_*: sacreBLEU's multi-reference scores) and exact2_covered counts a
    translation equal to either. `left_out[i]`: whether the pages would say that sentence i's translation left a
    word out (Pretrained.left_out; None: not checked); "left_out" then scores that caution like "unsure", and
    "either" the two together (a sentence flagged by one or the other; checked by both).
    """
    if not len(pairs) == len(hypotheses) == len(unknown):
        raise ValueError(f"{len(pairs)} pairs, {len(hypotheses)} hypotheses and {len(unknown)} unknown-word lists")
    if not pairs:
        raise ValueError("nothing to score")
    unsure = [None] * len(pairs) if unsure is None else list(unsure)
    if len(unsure) != len(pairs):
        raise ValueError(f"{len(pairs)} pairs and {len(unsure)} unsure flags")
    second = [None] * len(pairs) if second is None else list(second)
    if len(second) != len(pairs):
        raise ValueError(f"{len(pairs)} pairs and {len(second)} second references")
    left_out = [None] * len(pairs) if left_out is None else list(left_out)
    if len(left_out) != len(pairs):
        raise ValueError(f"{len(pairs)} pairs and {len(left_out)} left-out flags")
    rows = []
    for pair, hyp, unk, flag, ref2, left in zip(pairs, hypotheses, unknown, unsure, second, left_out, strict=True):
        item = Item(*pair)
        chrf = _chrf(hyp, item.reference)
        rows.append({
            "source": item.source,
            "reference": item.reference,
            "hypothesis": hyp,
            "topic": item.topic,
            "unknown": list(unk),
            "covered": not unk,
            "chrf": chrf,
            "exact": hyp.strip() == item.reference.strip(),
            "unsure": flag,
            "left_out": left,
            "either": None if flag is None or left is None else flag or left,
            "reference2": ref2,
            # sacreBLEU's multi-reference sentence chrF is the F-score against the best-scoring reference
            "chrf2": None if ref2 is None else max(chrf, _chrf(hyp, ref2)),
            "exact2": None if ref2 is None else hyp.strip() in (item.reference.strip(), ref2.strip()),
        })  # fmt: skip
    covered = [r for r in rows if r["covered"]]

    def bleu(subset: list[dict], keys: tuple[str, ...] = ("reference",)) -> float | None:
        if not subset or any(r[k] is None for r in subset for k in keys):
            return None
        return sacrebleu.corpus_bleu([r["hypothesis"] for r in subset], [[r[k] for r in subset] for k in keys]).score

    topics = list(dict.fromkeys(r["topic"] for r in rows))  # in order of first appearance
    worst = sorted(covered, key=lambda r: r["chrf"])[:WORST]  # stable: ties keep the file's order
    unknown_counts = Counter(w for r in rows for w in dict.fromkeys(r["unknown"]))  # sentences per unknown word
    return {
        **_summary(rows),
        "bleu_all": bleu(rows),
        "bleu_covered": bleu(covered),
        "bleu2_covered": bleu(covered, ("reference", "reference2")),
        "topics": {t: _summary([r for r in rows if r["topic"] == t]) for t in topics},
        "worst": [
            {k: r[k] for k in ("source", "hypothesis", "reference", "chrf", "topic", "reference2", "chrf2")}
            for r in worst
        ],
        "unknown_words": unknown_counts.most_common(),
        "unsure": _caution_summary([r for r in covered if r["unsure"] is not None]),
        "left_out": _caution_summary([r for r in covered if r["left_out"] is not None], "left_out"),
        "either": _caution_summary([r for r in covered if r["either"] is not None], "either"),
        "sentences": rows,
    }


def _caution_summary(rows: list[dict], key: str = "unsure") -> dict | None:
    """How a caution (`key`: "unsure", "left_out" or "either") fares on the covered sentences it was computed for:
    how many it flags, how many of those are wrong (its precision), how many wrong ones it flags (recall) and how
    many right ones it flags (false alarms), in %. Wrong: not an exact match of the first reference."""
    if not rows:
        return None
    flagged = [r for r in rows if r[key]]
    wrong = [r for r in rows if not r["exact"]]
    right = [r for r in rows if r["exact"]]
    return {
        "below": UNSURE_BELOW,
        "decoded": len(rows),
        "flagged": len(flagged),
        "flagged_wrong": _percent(sum(not r["exact"] for r in flagged), len(flagged)),
        "wrong_flagged": _percent(sum(r[key] for r in wrong), len(wrong)),
        "right_flagged": _percent(sum(r[key] for r in right), len(right)),
    }


def translate(model, sources: Sequence[str], batch_size: int = 32) -> list[BatchTranslation]:
    """Greedy translations of `sources` with a loaded Pretrained model (its own input normalisation first), each
    with its steps' probabilities of the chosen pieces."""
    texts = [model.prepare(s).text for s in sources]
    return greedy_batch(model.model, model.tokenizer, texts, batch_size=batch_size)


def unsure(translation: BatchTranslation) -> bool:
    """Whether the pages would call the model unsure of this greedy translation: a step chose a piece with
    probability under UNSURE_BELOW (the pages read the same probabilities off their decode, Step.p_chosen)."""
    return any(p < UNSURE_BELOW for p in translation.p_chosen)


def run(
    model: str | Path = DEFAULT_MODEL,
    path: str | Path = BENCHMARK,
    unknown_words: Callable[[str], list[str]] | None = None,
    threads: int = 2,
    with_unsure: bool = False,
) -> dict:
    """Translate the benchmark with `model` (a name from pretrained/ or a directory) and score it; `with_unsure`:
    also decode each covered sentence as the pages do and score their "unsure" caution."""
    unknown_words = unknown_words or everyday_unknown_words()  # fail before the model is loaded
    torch.set_num_threads(threads)
    t0 = time.perf_counter()
    items, second = read_set(path)
    loaded = load_pretrained(model)
    result = _score_set(loaded, items, second, unknown_words, with_unsure)
    result.update(model=loaded.name, data=str(path), seconds=time.perf_counter() - t0)
    return result


@torch.inference_mode()
def _score_set(
    loaded,
    items: list[Item],
    second: list[str] | None,
    unknown_words: Callable[[str], list[str]],
    with_unsure: bool = False,
) -> dict:
    """One set translated by an already loaded model and scored (score); `second`: its second references;
    `with_unsure`: the covered sentences' two cautions too (the model hesitated; a word was left out)."""
    translations = translate(loaded, [i.source for i in items])
    hypotheses = [t.text for t in translations]
    unknown = [unknown_words(i.source) for i in items]
    decode = [with_unsure and not u for u in unknown]  # the covered sentences, when asked
    flags = [unsure(t) if d else None for t, d in zip(translations, decode, strict=True)]
    left = [
        bool(loaded.left_out(i.source, h, examples=False)) if d else None
        for i, h, d in zip(items, hypotheses, decode, strict=True)
    ]
    return score(items, hypotheses, unknown, flags, second, left)


def trained_on(card: dict) -> set[str]:
    """The file names of the hand-written pairs a model was trained on (`transformer.train --with-pairs`, its card):
    a set among them measures nothing of that model."""
    return {f["file"] for f in card.get("with_pairs", [])}


def run_all(
    model: str | Path = DEFAULT_MODEL, threads: int = 2, sets: dict[str, Path] | None = None, with_unsure: bool = False
) -> dict:
    """Every set of `sets` (default SETS) translated by one load of `model`: per set its aggregate numbers only (no
    sentence, no unknown word; with `with_unsure`, the caution's scores too, as run), and the development and blind
    means of chrF on covered sentences."""
    unknown_words = everyday_unknown_words()
    torch.set_num_threads(threads)
    t0 = time.perf_counter()
    loaded = load_pretrained(model)
    keep = ("n", "covered", "coverage", "chrf_covered", "exact_covered", "bleu_covered", "chrf2_covered",
            "exact2_covered")  # fmt: skip
    if with_unsure:
        keep += ("unsure", "left_out", "either")
    out: dict = {"model": loaded.name, "sets": {}}
    trained = trained_on(loaded.card)
    for name, path in (sets or SETS).items():
        r = _score_set(loaded, *read_set(path), unknown_words, with_unsure)
        out["sets"][name] = {"path": str(path), "trained_on": Path(path).name in trained, **{k: r[k] for k in keep}}

    def mean(paths: Sequence[Path], key: str = "chrf_covered") -> float | None:
        values = [r[key] for r in out["sets"].values() if Path(r["path"]) in paths]
        return None if len(values) < len(paths) or None in values else sum(values) / len(values)

    out.update(development_mean=mean(DEVELOPMENT), blind_mean=mean(BLIND))
    out.update(development_mean2=mean(DEVELOPMENT, "chrf2_covered"), blind_mean2=mean(BLIND, "chrf2_covered"))
    out.update(seconds=time.perf_counter() - t0)
    return out


def caution_markdown(r: dict) -> list[str]:
    """run_all's scores of the pages' cautions (with_unsure), one row per set: how many they flag, how many of
    those are wrong, how many wrong and right translations they flag."""
    rows = [(name, x) for name, x in r["sets"].items() if x.get("unsure")]
    if not rows:
        return []
    lines = [
        "",
        "The pages' cautions on the covered sentences (wrong: not the first reference): flagged, % of them wrong, % "
        "of the wrong ones flagged, % of the right ones flagged.",
        "",
        "| set | covered | " + " | ".join(what for _, what in CAUTIONS) + " |",
        "|---|---|" + "---|" * len(CAUTIONS),
    ]
    for name, x in rows:
        cells = [
            f"{c['flagged']}, {_num(c['flagged_wrong'])}, {_num(c['wrong_flagged'])}, {_num(c['right_flagged'])}"
            for c in (x[key] for key, _ in CAUTIONS)
        ]
        lines.append(f"| {name} | {x['unsure']['decoded']} | " + " | ".join(cells) + " |")
    return lines


def all_markdown(r: dict) -> str:
    """run_all's result as one table and the two means (and the cautions' table, when scored)."""
    lines = [
        f"Model `{r['model']}`, every set, greedy decoding, {r['seconds']:.1f} s. Aggregates only: no sentence shown.",
        "",
        "| set | sentences | coverage % | chrF (covered) | exact match (covered) % | BLEU (covered) "
        "| chrF, two references (covered) | exact, either reference (covered) % |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for name, x in r["sets"].items():
        path = Path(x["path"])
        kind = " (blind)" if path in BLIND else " (development)" if path in DEVELOPMENT else ""
        kind = " (development, not in the mean)" if path in BESIDE else kind
        kind = " (blind, not in the mean)" if path in UNREAD_BESIDE else kind
        kind = " (trained on: measures nothing)" if x.get("trained_on") else kind
        lines.append(
            f"| {name}{kind} | {x['n']} | {_num(x['coverage'])} | {_num(x['chrf_covered'], 2)} | "
            f"{_num(x['exact_covered'])} | {_num(x['bleu_covered'])} | {_num(x['chrf2_covered'], 2)} | "
            f"{_num(x['exact2_covered'])} |"
        )
    lines += [
        "",
        f"Development mean {_num(r['development_mean'], 2)}; blind mean {_num(r['blind_mean'], 2)} (chrF on covered "
        "sentences against the set's reference). Against two independent references (the second written from the "
        f"English alone): development mean {_num(r['development_mean2'], 2)}, blind mean {_num(r['blind_mean2'], 2)}.",
        *caution_markdown(r),
    ]
    return "\n".join(lines)


def _num(x: float | None, digits: int = 1) -> str:
    return "—" if x is None else f"{x:.{digits}f}"


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def markdown(r: dict, blind: bool = False) -> str:
    """The result as markdown tables (no heading, so run_all can number the section).

    `blind`: only the aggregate numbers and the topic table, no sentence and no unknown word, so that a set kept
    for honest measurement is not seen (and so not tuned to) by whoever reads the report.
    """
    lines = [
        f"Model `{r['model']}`, {r['n']} sentences, greedy decoding, {r['seconds']:.1f} s.",
        "",
        "| measure | all sentences | covered sentences |",
        "|---|---|---|",
        f"| sentences | {r['n']} | {r['covered']} (coverage {_num(r['coverage'])} %) |",
        f"| mean sentence chrF | {_num(r['chrf_all'])} | {_num(r['chrf_covered'])} |",
        f"| exact match % | {_num(r['exact_all'])} | {_num(r['exact_covered'])} |",
        f"| corpus BLEU | {_num(r['bleu_all'])} | {_num(r['bleu_covered'])} |",
    ]
    if r.get("chrf2_covered") is not None:  # the set has a second, independent reference per sentence
        lines += [
            f"| mean sentence chrF, two references | {_num(r['chrf2_all'])} | {_num(r['chrf2_covered'])} |",
            f"| exact match %, either reference | — | {_num(r['exact2_covered'])} |",
            f"| corpus BLEU, two references | — | {_num(r['bleu2_covered'])} |",
        ]
    lines += [
        "",
        "| topic | sentences | covered | coverage % | chrF (all) | chrF (covered) | exact match (covered) % |",
        "|---|---|---|---|---|---|---|",
    ]
    for topic, t in r["topics"].items():
        lines.append(
            f"| {_cell(topic)} | {t['n']} | {t['covered']} | {_num(t['coverage'])} | {_num(t['chrf_all'])} | "
            f"{_num(t['chrf_covered'])} | {_num(t['exact_covered'])} |"
        )
    if r.get("unsure"):
        lines += ["", f"The pages' cautions on the {r['unsure']['decoded']} covered sentences:"]
    for key, what in CAUTIONS:
        c = r.get(key)
        if c:
            lines.append(
                f"- {what}: it flags {c['flagged']}, of which {_num(c['flagged_wrong'])} % are wrong; it flags "
                f"{_num(c['wrong_flagged'])} % of the wrong translations and {_num(c['right_flagged'])} % of the right "
                "ones."
            )
    if blind:
        return "\n".join([*lines, "", "Sentences, outputs and unknown words are not shown: this set is kept unseen."])
    if r["unknown_words"]:
        words = ", ".join(f"{_cell(w)} ({n})" for w, n in r["unknown_words"][:20])
        lines += ["", f"Most frequent unknown words (sentences): {words}."]
    if not r["worst"]:
        return "\n".join([*lines, "", "No sentence is covered."])
    lines += ["", f"The {len(r['worst'])} covered sentences with the lowest chrF:", ""]
    two = all(w.get("reference2") is not None for w in r["worst"])  # the second reference beside the first
    extra = " chrF, two references | second reference |" if two else ""
    lines += [f"| chrF | source | hypothesis | reference |{extra}", "|---|---|---|---|" + "---|---|" * two]
    for w in r["worst"]:
        row = f"| {w['chrf']:.1f} | {_cell(w['source'])} | {_cell(w['hypothesis'])} | {_cell(w['reference'])} |"
        lines.append(row + (f" {w['chrf2']:.1f} | {_cell(w['reference2'])} |" if two else ""))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default=DEFAULT_MODEL, help="model name in pretrained/ or a model directory")
    parser.add_argument("--data", default=str(BENCHMARK), help="benchmark TSV (english<TAB>german[<TAB>topic])")
    parser.add_argument("--json", action="store_true", help="print the full result as JSON instead of markdown")
    parser.add_argument(
        "--show-sentences",
        action="store_true",
        help="also list sentences and unknown words of a blind set (fresh, dev3, dev5, dev9)",
    )
    parser.add_argument(
        "--unsure",
        action="store_true",
        help="also score the pages' cautions: the model hesitated (decodes each covered sentence once more), a word "
        "was left out",
    )
    parser.add_argument(
        "--all",
        action="store_true",
        help="score every set (aggregates only) and print the development and blind means; --data is ignored",
    )
    args = parser.parse_args(argv)
    blind = Path(args.data).resolve() in HIDDEN and not args.show_sentences
    try:
        r = (
            run_all(args.model, with_unsure=args.unsure)
            if args.all
            else run(args.model, args.data, with_unsure=args.unsure)
        )
    except (EverydayUnavailable, ModelFileError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.all:
        print(json.dumps(r, ensure_ascii=False, indent=1) if args.json else f"# Everyday sets\n\n{all_markdown(r)}")
        return 0
    if blind:
        r = {k: v for k, v in r.items() if k not in ("worst", "unknown_words", "sentences")}
    print(json.dumps(r, ensure_ascii=False, indent=1) if args.json else f"# Everyday sentences\n\n{markdown(r, blind)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
