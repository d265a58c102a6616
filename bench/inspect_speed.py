"""Inspect end to end: tokenize + encode + decode (greedy or beam 4) + the full trace, for a 30-piece sentence.

python bench/inspect_speed.py [model name or dir]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import torch  # noqa: E402

from bench.common import median_time  # noqa: E402
from transformer import load_pretrained  # noqa: E402

# The longest in-grammar sentences have about 18 pieces (BPE keeps every toy word whole); the target is stated for
# 30 tokens, so a second input is 30 pieces long: two in-grammar clauses and the start of a third.
SENTENCES = {  # model task -> (an in-grammar sentence, a longer text whose first 30 pieces are the long input)
    "en-de-toy": (
        "the good girl does not like the beautiful door because the friend does not love the big book",
        "the good girl does not like the beautiful door because the friend does not love the big book"
        " and the old man reads a small red book today but the happy children often draw flowers",
    ),
    "en-de-everyday": (
        "My grandmother doesn't drink coffee because she is tired.",
        "When my little sister arrives at the station tomorrow, our old grandfather will give her a red apple"
        " and my mother will show her the new kitchen because she likes the big window.",
    ),
}


def first_pieces(m, text: str, n: int = 30) -> str:
    """The shortest prefix of `text`, in words, that has at least n pieces."""
    words = text.split()
    for k in range(1, len(words) + 1):
        if len(m.prepare(" ".join(words[:k])).ids) >= n:
            return " ".join(words[:k])
    return text


def run(name: str = "en-de-toy", repeats: int = 15) -> dict:
    torch.set_num_threads(1)  # as the app serves (app.py: OMP_NUM_THREADS=1, one thread per session)
    m = load_pretrained(name)
    out = {"model": name}
    sentence, long = SENTENCES.get(str(getattr(m, "task", name)), SENTENCES["en-de-toy"])
    for key, text in (("grammar", sentence), ("long", first_pieces(m, long))):
        out[key] = {
            "pieces": len(m.prepare(text).ids),
            "greedy": median_time(lambda t=text: m.inspect(t), repeats=repeats, warmup=3),
            "beam4": median_time(lambda t=text: m.inspect(t, method="beam", beam_size=4), repeats=repeats, warmup=2),
            "output_pieces": len(m.decode(text, record=False).ids),
        }
    return out


if __name__ == "__main__":
    r = run(*(sys.argv[1:2] or []))
    for key in ("grammar", "long"):
        x = r[key]
        print(
            f"{r['model']}: {x['pieces']}-piece input ({x['output_pieces']} output pieces), inspect greedy "
            f"{1e3 * x['greedy']:.1f} ms, beam 4 {1e3 * x['beam4']:.1f} ms"
        )
