"""Time and memory of real self-attention, RNN, LSTM and Conv1d layers as n grows; prints fitted slopes.

    python bench/complexity.py                       # n = 128 … 4096, d = 32, one thread
    python bench/complexity.py --ns 256 512 1024 2048 4096 8192 --d 64 --fit-from 1024

The same measurement as the Complexity page (transformer.lessons.complexity.measure_layers). Table 1
predicts a time slope of 2 in n for self-attention once n ≫ d and 1 for the recurrent and convolutional
layers; the memory slope of explicit attention approaches 2 because it keeps the (n, n) weights.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

# OpenMP's default wait policy lets idle worker threads spin; with the lessons' timing thread and the
# main thread each owning a team on a small machine, that stalls parallel regions by milliseconds.
# It must be set before torch (and its OpenMP runtime) is loaded.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import torch  # noqa: E402

from transformer.lessons import complexity as C  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ns", type=int, nargs="+", default=[128, 256, 512, 1024, 2048, 4096])
    parser.add_argument("--d", type=int, default=32, help="representation width d (default 32)")
    parser.add_argument("--heads", type=int, default=4)
    parser.add_argument("--kernel", type=int, default=3)
    parser.add_argument("--repeats", type=int, default=5, help="timed runs per point; the best is kept")
    parser.add_argument("--threads", type=int, default=1, help="torch threads (1 keeps timings comparable)")
    parser.add_argument("--fit-from", type=int, default=None, help="fit slopes on n >= this (default: 4·d)")
    parser.add_argument("--fused", action="store_true", help="also time the fused attention kernel")
    args = parser.parse_args(argv)

    torch.set_num_threads(args.threads)
    kinds = C.MEASURED + (("self-attention (fused kernel)",) if args.fused else ())
    start = time.perf_counter()
    measured = C.measure_layers(
        sorted(args.ns),
        d=args.d,
        kinds=kinds,
        nhead=args.heads,
        kernel=args.kernel,
        repeats=args.repeats,
        progress=lambda f, s: print(f"\r{f:5.0%} {s:<40}", end="", file=sys.stderr, flush=True),
    )
    print(file=sys.stderr)
    fit_from = args.fit_from if args.fit_from is not None else 4 * args.d
    slopes = C.fitted_slopes(measured, fit_from)
    table = measured.pivot(index="n", columns="layer", values="seconds")[list(kinds)] * 1e3
    print(f"time per forward pass (ms), d = {args.d}, {torch.get_num_threads()} thread(s):")
    print(table.to_string(float_format=lambda v: f"{v:9.3f}"))
    print(f"\nslopes fitted on log-log axes for n >= {fit_from} (least squares):")
    print(slopes.to_string(index=False, float_format=lambda v: f"{v:.2f}"))
    print(f"\nmeasured in {time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
