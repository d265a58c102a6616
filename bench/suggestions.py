"""Words to try for an unknown word (transformer.data.coverage): the first one a server suggests, and the next ones.

    python bench/suggestions.py

One thread, as the app serves. "Cold" is the first check of a sentence with an unknown noun after every cache is
emptied (MiniLM loaded, the nouns' embeddings read or made): with the stored word vectors
(transformer/data/word_vectors/) and without them (every noun embedded then), timed in alternation, medians of 3.
"Warm" is the median time of `coverage.suggest` for each word of SENTENCES once the caches are full.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import torch  # noqa: E402

from transformer import bert  # noqa: E402
from transformer.data import coverage  # noqa: E402

TASK = "en-de-everyday"
# Written before the first measurement: one unknown word of each kind a teacher types.
SENTENCES = [
    "My grandmother has a budgie.",  # a noun
    "I usually jog in the park.",  # a verb
    "Our teacher is very strict but fair.",  # an adjective
    "He rarely eats meat.",  # an adverb
    "We are talking about the film.",  # a preposition
    "My friend Xavier plays football.",  # a name
]


def _empty_caches() -> None:
    for cached in (bert.shared_minilm, coverage._stored_vectors, coverage._vectors, coverage.check):
        cached.cache_clear()


def _cold(stored: bool) -> float:
    real = coverage.word_vectors_path
    if not stored:
        coverage.word_vectors_path = lambda name: Path("/nonexistent/word_vectors.safetensors")
    try:
        _empty_caches()
        t0 = time.perf_counter()
        coverage.check(TASK, SENTENCES[0])
        return time.perf_counter() - t0
    finally:
        coverage.word_vectors_path = real
        _empty_caches()


def run(repeats: int = 3) -> dict:
    torch.set_num_threads(1)
    if not bert.is_available():
        raise SystemExit("MiniLM is not installed: the words to try are ranked by spelling, nothing to time")
    cold: dict[str, list[float]] = {"stored": [], "made": []}
    for _ in range(repeats):
        for key in cold:
            cold[key].append(_cold(key == "stored"))
    for s in SENTENCES:  # fill the caches of every kind
        coverage.check(TASK, s)
    warm = []
    for s in SENTENCES:
        words = s.rstrip(".").split()
        samples = []
        for _ in range(9):
            t0 = time.perf_counter()
            coverage.suggest(TASK, words)
            samples.append(time.perf_counter() - t0)
        warm.append(statistics.median(samples))
    return {
        "cold_stored": statistics.median(cold["stored"]),
        "cold_made": statistics.median(cold["made"]),
        "warm": dict(zip(SENTENCES, warm, strict=True)),
        "suggested": {s: coverage.check(TASK, s).suggestions for s in SENTENCES},
    }


if __name__ == "__main__":
    r = run()
    print(
        f"first unknown noun of a server: {1e3 * r['cold_stored']:.0f} ms with the stored word vectors, "
        f"{1e3 * r['cold_made']:.0f} ms without ({r['cold_made'] / r['cold_stored']:.1f}x)"
    )
    for s, t in r["warm"].items():
        print(f"  {1e3 * t:6.1f} ms  {s}  {r['suggested'][s]}")
