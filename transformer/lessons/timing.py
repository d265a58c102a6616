"""Wall-clock timing for the lessons, done in one long-lived worker thread.

Each Streamlit rerun executes in a fresh thread, and a fresh thread's first OpenMP parallel regions
can be slow for a while (its thread team is being set up, and on a busy machine it waits for cores).
Timing there measured tens of milliseconds for a 128×128 matrix product that takes 0.05 ms. So the
whole measurement (inputs, layers and clock) runs in one long-lived worker thread: stable numbers,
and two visitors' timings never overlap.
"""

from __future__ import annotations

import math
import statistics
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

import torch

WARM_UP_S = 0.03  # untimed calls first, for at least this long (a few calls at most for slow functions)
T = TypeVar("T")
_PREFIX = "lesson-timing"
_lock = threading.Lock()
_executor: ThreadPoolExecutor | None = None


def _warm() -> None:
    torch.set_num_threads(torch.get_num_threads())  # set this thread's OpenMP team to the usual size
    a = torch.randn(256, 256)
    for _ in range(3):
        a @ a


def _pool() -> ThreadPoolExecutor:
    global _executor
    with _lock:
        if _executor is None:
            _executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix=_PREFIX, initializer=_warm)
        return _executor


def best_time(fn: Callable[[], object], repeats: int = 3, budget_s: float | None = None) -> float:
    """Seconds of the fastest of `repeats` calls of fn() (after untimed warm-up calls), without autograd.

    With `budget_s`, the timed calls stop once they have taken that long (at least one is made), so a slow
    function with many repeats cannot hold a page for minutes. Call it inside `in_worker` so the numbers do
    not depend on which thread asked.
    """
    with torch.no_grad():
        start, calls = time.perf_counter(), 0
        while calls < 50 and (calls < 2 or time.perf_counter() - start < WARM_UP_S):  # allocations, caches, cores
            fn()
            calls += 1
        best, timed = math.inf, 0.0
        for _ in range(max(1, repeats)):
            t0 = time.perf_counter()
            fn()
            took = time.perf_counter() - t0
            best, timed = min(best, took), timed + took
            if budget_s is not None and timed >= budget_s:
                break
    return best


def median_time(fn: Callable[[], object], repeats: int = 3, clock: Callable[[], float] = time.perf_counter) -> float:
    """Seconds of the median of `repeats` calls of fn() (after untimed warm-up calls), without autograd.

    `clock=time.thread_time` counts only the CPU time of the calling thread: on a shared machine it leaves
    out the time other programs held the core, and it is right only when all the work runs in this thread.
    """
    with torch.no_grad():
        start, calls = time.perf_counter(), 0
        while calls < 50 and (calls < 2 or time.perf_counter() - start < WARM_UP_S):
            fn()
            calls += 1
        times = []
        for _ in range(max(1, repeats)):
            t0 = clock()
            fn()
            times.append(clock() - t0)
    return statistics.median(times)


def in_worker(fn: Callable[..., T], *args, **kwargs) -> T:
    """Run fn(*args, **kwargs) in the timing thread and return its result (directly if already there)."""
    if threading.current_thread().name.startswith(_PREFIX):
        return fn(*args, **kwargs)
    return _pool().submit(fn, *args, **kwargs).result()
