"""Timing helpers shared by the benchmarks: warm-up, then the median of several runs."""

from __future__ import annotations

import os
import platform
import statistics
import time
from collections.abc import Callable

import torch


def median_time(fn: Callable[[], object], repeats: int = 7, warmup: int = 2, inner: int = 1) -> float:
    """Median wall time of `fn` in seconds, after `warmup` untimed calls; `inner` calls per sample."""
    for _ in range(warmup):
        fn()
    samples = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        for _ in range(inner):
            fn()
        samples.append((time.perf_counter() - t0) / inner)
    return statistics.median(samples)


def interleaved_medians(fns: dict[str, Callable[[], object]], repeats: int = 9, warmup: int = 2) -> dict[str, float]:
    """Medians of several functions timed in alternation, so drift on a shared machine hits them alike."""
    for fn in fns.values():
        for _ in range(warmup):
            fn()
    samples: dict[str, list[float]] = {k: [] for k in fns}
    for _ in range(repeats):
        for name, fn in fns.items():
            t0 = time.perf_counter()
            fn()
            samples[name].append(time.perf_counter() - t0)
    return {k: statistics.median(v) for k, v in samples.items()}


def machine() -> str:
    """One line describing where the numbers were measured."""
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next((line.split(":", 1)[1].strip() for line in f if line.startswith("model name")), cpu)
    except OSError:
        pass
    return (
        f"{cpu}; {os.cpu_count()} cores; torch {torch.__version__} with {torch.get_num_threads()} threads; "
        f"Python {platform.python_version()}"
    )
