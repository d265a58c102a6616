"""Recording overhead: forward with need_weights=True (every head kept) vs False (fused SDPA), batch 1, 30 tokens.

python bench/recording.py [model name or dir]
"""

from __future__ import annotations

import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import interleaved_medians  # noqa: E402
from transformer import available_models, load_pretrained  # noqa: E402


def run(name: str = "en-de-toy", tokens: int = 30, repeats: int = 31) -> dict:
    torch.set_num_threads(1)  # as the app serves (app.py: OMP_NUM_THREADS=1, one thread per session)
    if name not in available_models() and not Path(name).is_dir():
        raise SystemExit(f"model {name!r} not found; available: {available_models()}")
    model = load_pretrained(name).model
    g = torch.Generator().manual_seed(0)
    src = torch.randint(4, model.config.src_vocab_size, (1, tokens), generator=g)
    tgt = torch.randint(4, model.config.tgt_vocab_size, (1, tokens), generator=g)

    def fast():
        with torch.inference_mode():
            model(src, tgt)

    def recorded():
        with torch.inference_mode():
            model(src, tgt, need_weights=True)

    t = interleaved_medians({"need_weights=False": fast, "need_weights=True": recorded}, repeats=repeats, warmup=5)
    return {**t, "ratio": t["need_weights=True"] / t["need_weights=False"], "model": name, "tokens": tokens}


if __name__ == "__main__":
    r = run(*(sys.argv[1:2] or []))
    print(
        f"{r['model']}, batch 1, {r['tokens']} tokens: need_weights=False {1e3 * r['need_weights=False']:.2f} ms, "
        f"need_weights=True {1e3 * r['need_weights=True']:.2f} ms, ratio {r['ratio']:.3f}"
    )
