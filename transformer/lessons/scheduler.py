"""Sharing one server's cores fairly: how many training runs train at once, a FIFO queue for the rest, and an
end for every run that nobody watches any more.

One Streamlit server is one Python process. Every training run of the training lab is a thread in it, and so
is every page run of every visitor; they share the cores and one interpreter lock. `TrainingScheduler` lets at
most `limit` runs train at the same time; further runs wait in a first-come, first-served queue whose place
and estimated wait the page shows. A run ends early when its owner stops sending heartbeats (the page sends one
on every rerun and every auto-refresh), when the owner's browser session has been disconnected for a few
seconds, or when it reaches the time limit. `HeavyWork` is a plain counting limit for shorter heavy
computations (timings, large tensors) that other pages run in the visitor's own thread.

No Streamlit here: the owner's liveness is a callable the page passes in, and the clock can be replaced, so
everything is unit-testable with a fake clock.
"""

from __future__ import annotations

import heapq
import itertools
import logging
import os
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

log = logging.getLogger(__name__)

ENV_RUNS = "ATTN_TRAINING_RUNS"  # training runs at the same time (default: half the usable cores, at least 1)
ENV_MAX_S = "ATTN_TRAINING_MAX_S"  # a run's time limit in seconds, once it trains (default 300)
ENV_IDLE_S = "ATTN_TRAINING_IDLE_S"  # a run ends this long after its page's last heartbeat (default 60)
ENV_GRACE_S = "ATTN_TRAINING_DISCONNECT_S"  # ... or this long after its browser session disconnected (default 10)
ENV_HEAVY = "ATTN_HEAVY_WORK"  # other heavy computations at the same time (default as ENV_RUNS)
HEAVY_BYTES = 64 * 2**20  # a lesson computation whose tensors exceed this takes a HeavyWork slot

# Why the scheduler (or the person) ended a run; None for a run that did all its steps.
STOPPED = "stopped"  # the person pressed Stop while it trained
CANCELLED = "cancelled"  # the person pressed Stop (or Start again) while it waited
TIME_LIMIT = "time limit"
NOT_WATCHED = "not watched"  # no heartbeat from the page for idle_seconds
DISCONNECTED = "disconnected"  # the browser session has gone (tab closed, connection lost)


def usable_cores() -> int:
    """Cores this process may run on (its CPU affinity, which containers narrow), at least 1."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not Linux
        return max(1, os.cpu_count() or 1)


def default_limit(cores: int | None = None) -> int:
    """Half the cores, at least one: the other half stays free for the pages everyone else is using."""
    return max(1, (usable_cores() if cores is None else cores) // 2)


def env_number(name: str, default: float, lo: float, kind: type = float) -> float:
    """A number from the environment, or `default` when it is unset or not a number ≥ lo (which is logged)."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = kind(raw)
    except ValueError:
        value = None
    if value is None or value < lo:
        log.warning("%s=%r is not a number ≥ %s; using %s", name, raw, lo, default)
        return default
    return value


@dataclass(eq=False)
class Ticket:
    """One run's place with the scheduler: queued, then running, then done."""

    id: int
    steps: int
    label: str
    owner: str | None  # a ticket with an owner must be kept alive by its heartbeats
    alive: Callable[[], bool | None] | None  # is the owner still connected? None: cannot tell
    on_stop: Callable[[str], None] | None  # asks the run's thread to stop, with the reason
    submitted: float
    seen: float  # time of the last heartbeat
    connected: float  # last time `alive()` did not say False
    state: str = "queued"  # "queued", "running", "done"
    started: float | None = None
    step: int = 0
    reason: str | None = None  # why it was ended early (see the constants above)
    stopping: bool = field(default=False, repr=False)  # on_stop has been called


class TrainingScheduler:
    """At most `limit` runs train at once; the rest wait first come, first served; unwatched runs end.

    A run's thread calls `wait_for_turn(ticket)` (blocks; False when it was cancelled while waiting), then
    `checkpoint(ticket, step)` after every step (returns a reason when it must stop) and `release(ticket)`
    at the very end, whatever happened. The page calls `heartbeat(ticket)` on every run of its script.
    """

    def __init__(
        self,
        limit: int,
        max_seconds: float | None = 300.0,
        idle_seconds: float | None = 60.0,
        disconnect_grace: float = 10.0,
        clock: Callable[[], float] = time.monotonic,
        poll: float = 0.5,
    ) -> None:
        if limit < 1:
            raise ValueError("limit must be at least 1")
        self.limit, self.max_seconds, self.idle_seconds = int(limit), max_seconds, idle_seconds
        self.disconnect_grace, self.clock, self.poll = disconnect_grace, clock, poll
        self._cond = threading.Condition()
        self._ids = itertools.count(1)
        self._queue: list[Ticket] = []
        self._running: list[Ticket] = []
        self._last_sweep = -float("inf")
        self._last_rate: float | None = None  # seconds per step of the last run that trained
        self.ended: dict[str, int] = {}  # how many runs ended for each reason (for the logs and tests)

    @classmethod
    def from_env(cls) -> TrainingScheduler:
        """Limits from ATTN_TRAINING_RUNS, ATTN_TRAINING_MAX_S, ATTN_TRAINING_IDLE_S, ATTN_TRAINING_DISCONNECT_S."""
        return cls(
            limit=int(env_number(ENV_RUNS, default_limit(), 1, int)),
            max_seconds=env_number(ENV_MAX_S, 300.0, 1.0),
            idle_seconds=env_number(ENV_IDLE_S, 60.0, 1.0),
            disconnect_grace=env_number(ENV_GRACE_S, 10.0, 0.0),
        )

    # --- the run's side ---
    def submit(
        self,
        steps: int,
        label: str = "",
        owner: str | None = None,
        alive: Callable[[], bool | None] | None = None,
        on_stop: Callable[[str], None] | None = None,
    ) -> Ticket:
        """Join the queue (a free slot is taken at once by `wait_for_turn`)."""
        now = self.clock()
        ticket = Ticket(next(self._ids), max(1, int(steps)), label, owner, alive, on_stop, now, now, now)
        with self._cond:
            self._queue.append(ticket)
            self._admit()
        return ticket

    def wait_for_turn(self, ticket: Ticket, timeout: float | None = None) -> bool:
        """Block until the ticket may train (True), or it was ended while it waited or `timeout` passed (False)."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            self._sweep_if_due()
            with self._cond:
                if ticket.state != "queued":
                    return ticket.state == "running"
                left = self.poll if deadline is None else min(self.poll, deadline - time.monotonic())
                if left <= 0:
                    return False
                self._cond.wait(left)

    def checkpoint(self, ticket: Ticket, step: int) -> str | None:
        """Record progress; the reason the run must stop now, or None to go on."""
        with self._cond:
            ticket.step = step
        self._sweep_if_due()
        return ticket.reason

    def release(self, ticket: Ticket) -> None:
        """The run's thread is done with its slot (call it in a `finally`); the next in the queue starts."""
        with self._cond:
            if ticket in self._running:
                self._running.remove(ticket)
                if ticket.step > 0 and ticket.started is not None:
                    self._last_rate = (self.clock() - ticket.started) / ticket.step
            elif ticket in self._queue:
                self._queue.remove(ticket)
            if ticket.state != "done":
                ticket.state = "done"
                self.ended[ticket.reason or "finished"] = self.ended.get(ticket.reason or "finished", 0) + 1
            self._admit()
            self._cond.notify_all()

    # --- the page's side ---
    def heartbeat(self, ticket: Ticket) -> None:
        """The owner's page is still showing this run."""
        with self._cond:
            if ticket.state != "done":
                ticket.seen = self.clock()

    def cancel(self, ticket: Ticket, reason: str | None = None) -> None:
        """Stop a running run, or take a waiting one out of the queue."""
        to_stop = []
        with self._cond:
            if ticket.state == "queued":
                self._end_queued(ticket, reason or CANCELLED)
            elif ticket.state == "running":
                to_stop.append(self._mark(ticket, reason or STOPPED))
            self._cond.notify_all()
        self._call_stops(to_stop)

    def place(self, ticket: Ticket) -> int | None:
        """1 for the next run to start, 2 for the one after it, …; None when it is not waiting."""
        with self._cond:
            return self._queue.index(ticket) + 1 if ticket in self._queue else None

    def estimate_wait(self, ticket: Ticket) -> float | None:
        """Seconds until a waiting run starts: the running runs' remaining steps × their measured seconds per
        step (capped by the time limit), then the runs ahead of it in the queue, each given the last measured
        rate (or the whole time limit while nothing has been measured). None when it cannot be told."""
        with self._cond:
            if ticket not in self._queue:
                return None
            now = self.clock()
            ends = [self._remaining(t, now) for t in self._running]
            ends += [0.0] * max(0, self.limit - len(self._running))
            if any(e is None for e in ends):
                return None
            heapq.heapify(ends)
            for ahead in self._queue:
                if ahead is ticket:
                    return max(0.0, ends[0])
                duration = self._duration(ahead.steps, self._rate())
                if duration is None:
                    return None
                heapq.heapreplace(ends, ends[0] + duration)
        return None

    def counts(self) -> dict[str, int]:
        """{"running", "queued", "limit"}: runs holding a slot (their threads are alive), runs waiting."""
        with self._cond:
            return {"running": len(self._running), "queued": len(self._queue), "limit": self.limit}

    def sweep(self) -> None:
        """End the runs whose time is up or whose owner has gone; start the next in the queue."""
        to_stop = []
        with self._cond:
            now = self.clock()
            self._last_sweep = now
            for t in list(self._queue):
                reason = self._gone(t, now)
                if reason:
                    self._end_queued(t, reason)
            for t in self._running:
                if t.reason is None:
                    reason = self._gone(t, now)
                    if reason is None and self.max_seconds is not None and now - t.started >= self.max_seconds:
                        reason = TIME_LIMIT
                    if reason:
                        to_stop.append(self._mark(t, reason))
            self._admit()
            self._cond.notify_all()
        self._call_stops(to_stop)

    # --- inside ---
    def _sweep_if_due(self) -> None:
        if self.clock() - self._last_sweep >= self.poll:
            self.sweep()

    def _gone(self, t: Ticket, now: float) -> str | None:
        """Why the owner no longer watches this ticket, or None (called under the lock)."""
        if t.owner is None:
            return None
        if t.alive is not None:
            try:
                connected = t.alive()
            except Exception:  # a liveness check must never take the scheduler down
                log.exception("liveness check of training run %s failed", t.id)
                connected = None
            if connected is False:
                if now - t.connected >= self.disconnect_grace:
                    return DISCONNECTED
            else:
                t.connected = now
        if self.idle_seconds is not None and now - t.seen >= self.idle_seconds:
            return NOT_WATCHED
        return None

    def _mark(self, t: Ticket, reason: str) -> Ticket:
        t.reason = t.reason or reason
        log.info("training run %s (%s) is being stopped: %s", t.id, t.label, t.reason)
        return t

    def _end_queued(self, t: Ticket, reason: str) -> None:
        self._queue.remove(t)
        t.state, t.reason = "done", reason
        self.ended[reason] = self.ended.get(reason, 0) + 1
        log.info("training run %s (%s) left the queue: %s", t.id, t.label, reason)

    def _call_stops(self, tickets: list[Ticket]) -> None:
        for t in tickets:  # outside the lock: on_stop may call back into the scheduler
            if t.on_stop is not None and not t.stopping:
                t.stopping = True
                t.on_stop(t.reason)

    def _admit(self) -> None:
        while self._queue and len(self._running) < self.limit:
            t = self._queue.pop(0)
            t.state, t.started = "running", self.clock()
            self._running.append(t)
            log.info("training run %s (%s) starts; %d running, %d waiting", t.id, t.label, *self._sizes())
        self._cond.notify_all()

    def _sizes(self) -> tuple[int, int]:
        return len(self._running), len(self._queue)

    def _rate(self) -> float | None:
        """Seconds per step: the mean over the running runs that have made steps, else the last run's."""
        now = self.clock()
        rates = [(now - t.started) / t.step for t in self._running if t.step > 0]
        return sum(rates) / len(rates) if rates else self._last_rate

    def _duration(self, steps: int, rate: float | None) -> float | None:
        if rate is None:
            return self.max_seconds
        return steps * rate if self.max_seconds is None else min(steps * rate, self.max_seconds)

    def _remaining(self, t: Ticket, now: float) -> float | None:
        if t.reason is not None:
            return 0.0  # it has been asked to stop and will, within a step
        rate = (now - t.started) / t.step if t.step > 0 else self._rate()
        left = self._duration(t.steps - t.step, rate)
        if self.max_seconds is not None:
            left = min(self.max_seconds if left is None else left, max(0.0, t.started + self.max_seconds - now))
        return left


class HeavyWork:
    """At most `limit` heavy computations at once (timings, large tensors); the others wait their turn."""

    def __init__(self, limit: int) -> None:
        if limit < 1:
            raise ValueError("limit must be at least 1")
        self.limit = int(limit)
        self._cond = threading.Condition()
        self.active = self.waiting = self.peak = 0

    @contextmanager
    def slot(self, needed: bool = True) -> Iterator[None]:
        """Hold one slot for the block (waiting for it first); with needed=False, run the block at once."""
        if not needed:
            yield
            return
        with self._cond:
            self.waiting += 1
            while self.active >= self.limit:
                self._cond.wait()
            self.waiting -= 1
            self.active += 1
            self.peak = max(self.peak, self.active)
        try:
            yield
        finally:
            with self._cond:
                self.active -= 1
                self._cond.notify()


_lock = threading.Lock()
_shared: dict[str, object] = {}


def shared_scheduler() -> TrainingScheduler:
    """The one scheduler of this process (limits from the environment when it is first asked for)."""
    with _lock:
        if "training" not in _shared:
            _shared["training"] = TrainingScheduler.from_env()
        return _shared["training"]  # type: ignore[return-value]


def heavy_work() -> HeavyWork:
    """The one limit on other heavy computations in this process (ATTN_HEAVY_WORK, default as the runs)."""
    with _lock:
        if "heavy" not in _shared:
            _shared["heavy"] = HeavyWork(int(env_number(ENV_HEAVY, default_limit(), 1, int)))
        return _shared["heavy"]  # type: ignore[return-value]
