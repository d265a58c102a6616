"""The paper's results as printed: Table 2 (§6.1, BLEU and training cost) and Table 3 (§6.2, model variations).

Cells are strings as the paper prints them; a blank cell is an empty string.
Table 3's unlisted values are identical to the base model's.
"""

from __future__ import annotations

import pandas as pd

TABLE_2 = pd.DataFrame(
    [
        ("ByteNet [18]", "23.75", "", "", ""),
        ("Deep-Att + PosUnk [39]", "", "39.2", "", "1.0 · 10^20"),
        ("GNMT + RL [38]", "24.6", "39.92", "2.3 · 10^19", "1.4 · 10^20"),
        ("ConvS2S [9]", "25.16", "40.46", "9.6 · 10^18", "1.5 · 10^20"),
        ("MoE [32]", "26.03", "40.56", "2.0 · 10^19", "1.2 · 10^20"),
        ("Deep-Att + PosUnk Ensemble [39]", "", "40.4", "", "8.0 · 10^20"),
        ("GNMT + RL Ensemble [38]", "26.30", "41.16", "1.8 · 10^20", "1.1 · 10^21"),
        ("ConvS2S Ensemble [9]", "26.36", "41.29", "7.7 · 10^19", "1.2 · 10^21"),
        ("Transformer (base model)", "27.3", "38.1", "3.3 · 10^18", ""),
        ("Transformer (big)", "28.4", "41.8", "2.3 · 10^19", ""),
    ],
    columns=["Model", "BLEU EN-DE", "BLEU EN-FR", "Training Cost (FLOPs) EN-DE", "Training Cost (FLOPs) EN-FR"],
)

_COLS = ["", "N", "d_model", "d_ff", "h", "d_k", "d_v", "P_drop", "ε_ls", "train steps", "PPL (dev)", "BLEU (dev)",
         "params ×10^6"]  # fmt: skip


def _row(group, n=None, d_model=None, d_ff=None, h=None, d_k=None, d_v=None, p=None, ls=None, steps=None,
         ppl=None, bleu=None, params=None) -> tuple:  # fmt: skip
    """One row as printed: PPL with two decimals, BLEU and rates with one; blank cells are empty strings."""

    def fmt(x, spec: str = "") -> str:
        return "" if x is None else (format(x, spec) if spec else str(x))

    return (group, fmt(n), fmt(d_model), fmt(d_ff), fmt(h), fmt(d_k), fmt(d_v), fmt(p, ".1f"), fmt(ls, ".1f"),
            fmt(steps), fmt(ppl, ".2f"), fmt(bleu, ".1f"), fmt(params))  # fmt: skip


TABLE_3 = pd.DataFrame(
    [
        _row("base", 6, 512, 2048, 8, 64, 64, 0.1, 0.1, "100K", 4.92, 25.8, 65),
        _row("(A)", h=1, d_k=512, d_v=512, ppl=5.29, bleu=24.9),
        _row("(A)", h=4, d_k=128, d_v=128, ppl=5.00, bleu=25.5),
        _row("(A)", h=16, d_k=32, d_v=32, ppl=4.91, bleu=25.8),
        _row("(A)", h=32, d_k=16, d_v=16, ppl=5.01, bleu=25.4),
        _row("(B)", d_k=16, ppl=5.16, bleu=25.1, params=58),
        _row("(B)", d_k=32, ppl=5.01, bleu=25.4, params=60),
        _row("(C)", n=2, ppl=6.11, bleu=23.7, params=36),
        _row("(C)", n=4, ppl=5.19, bleu=25.3, params=50),
        _row("(C)", n=8, ppl=4.88, bleu=25.5, params=80),
        _row("(C)", d_model=256, d_k=32, d_v=32, ppl=5.75, bleu=24.5, params=28),
        _row("(C)", d_model=1024, d_k=128, d_v=128, ppl=4.66, bleu=26.0, params=168),
        _row("(C)", d_ff=1024, ppl=5.12, bleu=25.4, params=53),
        _row("(C)", d_ff=4096, ppl=4.75, bleu=26.2, params=90),
        _row("(D)", p=0.0, ppl=5.77, bleu=24.6),
        _row("(D)", p=0.2, ppl=4.95, bleu=25.5),
        _row("(D)", ls=0.0, ppl=4.67, bleu=25.3),
        _row("(D)", ls=0.2, ppl=5.47, bleu=25.7),
        _row("(E)", d_model="positional embedding instead of sinusoids", ppl=4.92, bleu=25.7),
        _row("big", 6, 1024, 4096, 16, None, None, 0.3, None, "300K", 4.33, 26.4, 213),
    ],
    columns=_COLS,
)

TABLE_2_CAPTION = (
    "Table 2: The Transformer achieves better BLEU scores than previous state-of-the-art models on the "
    "English-to-German and English-to-French newstest2014 tests at a fraction of the training cost."
)
TABLE_3_CAPTION = (
    "Table 3: Variations on the Transformer architecture. Unlisted values are identical to those of the base "
    "model. All metrics are on the English-to-German translation development set, newstest2013. Listed "
    "perplexities are per-wordpiece, according to our byte-pair encoding, and should not be compared to "
    "per-word perplexities."
)

# What §6.2 concludes from each group of rows (paraphrased closely; the trend the toy sweep can be held against).
PAPER_TRENDS = {
    "A": "single-head attention is 0.9 BLEU worse than the best setting; quality also drops off with too many heads",
    "B": "reducing the attention key size d_k hurts model quality",
    "C": "bigger models are better",
    "D": "dropout is very helpful in avoiding over-fitting (label smoothing hurts perplexity, §5.4)",
    "E": "learned positional embeddings give nearly identical results to the sinusoids",
}
