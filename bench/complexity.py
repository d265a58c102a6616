"""Time, memory and sequential steps of real self-attention, recurrent, LSTM and Conv1d layers as n grows.

    python bench/complexity.py                       # the Complexity page's measurement: 1 thread, CPU time
    python bench/complexity.py --threads 0           # all cores, wall-clock time
    python bench/complexity.py --ns 64 128 256 512 1024 2048 --d 256 --batch 8 --fit-from 512

The same measurement as the Complexity page (transformer.lessons.complexity.measure_layers): a batch of
sequences of n vectors of width d, float32, median of --repeats forward passes without autograd; the
recurrent layer and the LSTM are both plain PyTorch loops over the positions. Table 1 predicts a time slope
of 2 in n for self-attention once its n²·d term dominates (n ≥ 2·d) and 1 for the other layers; the memory
slope of explicit attention approaches 2 because it keeps the (n, n) weights. The sequential steps are
counted while timing: 1 for self-attention and the convolution, n for the recurrent loops.
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
    parser.add_argument("--ns", type=int, nargs="+", default=[16, 32, 64, 128, 256, 512, 1024, 2048])
    parser.add_argument("--d", type=int, default=128, help="representation width d (default 128)")
    parser.add_argument("--batch", type=int, default=4, help="sequences per forward pass (default 4)")
    parser.add_argument("--heads", type=int, default=4)
    parser.add_argument("--kernel", type=int, default=3)
    parser.add_argument("--repeats", type=int, default=5, help="timed runs per point; the median is kept")
    parser.add_argument(
        "--threads", type=int, default=1, help="intra-op threads; 0 = all cores (wall clock). 1 = CPU time"
    )
    parser.add_argument("--fit-from", type=int, default=None, help="fit slopes on n >= this (default: first n >= 2·d)")
    parser.add_argument("--fused", action="store_true", help="also time the fused attention kernel")
    args = parser.parse_args(argv)

    threads = args.threads or C.all_cores()
    clock = "cpu" if threads == 1 else "wall"
    kinds = C.MEASURED + (("self-attention (fused kernel)",) if args.fused else ())
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    start = time.perf_counter()
    measured = C.measure_layers(
        sorted(args.ns),
        d=args.d,
        kinds=kinds,
        batch=args.batch,
        nhead=args.heads,
        kernel=args.kernel,
        repeats=args.repeats,
        threads=threads,
        clock=clock,
        progress=lambda f, s: print(f"\r{f:5.0%} {s:<40}", end="", file=sys.stderr, flush=True),
    )
    print(file=sys.stderr)
    fit_from = args.fit_from if args.fit_from is not None else C.default_fit_from(args.ns, args.d)
    slopes = C.fitted_slopes(measured, fit_from)
    print(C.describe(measured))
    print(f"torch {torch.__version__}, {C.all_cores()} cores available, load average {load:.1f} at the start")
    table = measured.pivot(index="n", columns="layer", values="seconds")[list(kinds)] * 1e3
    table.insert(0, "n < d", ["yes" if n < args.d else "no" for n in table.index])
    print(f"\ntime per forward pass (ms), d = {args.d}, batch {args.batch}, {threads} thread(s), {clock} clock:")
    print(table.to_string(float_format=lambda v: f"{v:9.3f}"))
    rate = measured.pivot(index="n", columns="layer", values="G multiply-adds/s")[list(kinds)]
    print("\nwork done per second (G multiply-adds/s):")
    print(rate.to_string(float_format=lambda v: f"{v:7.1f}"))
    print(f"\nslopes fitted on log-log axes for n >= {fit_from} (least squares):")
    print(slopes.to_string(index=False, float_format=lambda v: f"{v:.2f}"))
    print(f"\nsequential steps counted while timing, at n = {max(args.ns)}:")
    print(C.sequential_frame(measured, kernel=args.kernel).to_string(index=False, float_format=lambda v: f"{v:.3f}"))
    print("\n" + C.parallel_sentence(measured))
    print(f"\nmeasured in {time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
