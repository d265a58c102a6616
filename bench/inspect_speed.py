"""Inspect end to end: tokenize + encode + decode (greedy or beam 4) + the full trace, for a 30-piece sentence.

python bench/inspect_speed.py [model name or dir]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import median_time  # noqa: E402
from transformer import load_pretrained  # noqa: E402

SENTENCE = "the friend writes a beautiful book because the small teacher has not bought the house"  # 30 pieces


def run(name: str = "en-de-toy", repeats: int = 15) -> dict:
    m = load_pretrained(name)
    pieces = len(m.prepare(SENTENCE).ids)
    greedy = median_time(lambda: m.inspect(SENTENCE), repeats=repeats, warmup=3)
    beam = median_time(lambda: m.inspect(SENTENCE, method="beam", beam_size=4), repeats=repeats, warmup=2)
    return {"model": name, "pieces": pieces, "greedy": greedy, "beam4": beam, "translation": m.translate(SENTENCE)}


if __name__ == "__main__":
    r = run(*(sys.argv[1:2] or []))
    print(
        f"{r['model']}: {r['pieces']}-piece sentence, inspect greedy {1e3 * r['greedy']:.1f} ms, "
        f"beam 4 {1e3 * r['beam4']:.1f} ms\n  -> {r['translation']}"
    )
