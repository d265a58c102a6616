"""Sharing the server between training runs: the limit, the FIFO queue with places and estimates, cancelling,
and the end of runs nobody watches (heartbeat, disconnected owner, time limit), with a fake clock; then real
training threads that stop, end and let the queue advance."""

from __future__ import annotations

import threading
import time

import pytest

from transformer.lessons import scheduler as S
from transformer.lessons import training as TL


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def make(limit: int = 1, **kw) -> tuple[S.TrainingScheduler, Clock]:
    clock = Clock()
    kw = {"max_seconds": None, "idle_seconds": None, "disconnect_grace": 5.0, "poll": 0.01, **kw}
    return S.TrainingScheduler(limit, clock=clock, **kw), clock


class Run:
    """What the scheduler sees of a run: its on_stop callback records the reasons."""

    def __init__(self, sched: S.TrainingScheduler, steps: int = 100, **kw) -> None:
        self.stops: list[str] = []
        self.ticket = sched.submit(steps, on_stop=self.stops.append, **kw)


def test_at_most_limit_run_and_the_rest_wait_first_come_first_served() -> None:
    sched, _ = make(limit=2)
    runs = [Run(sched) for _ in range(5)]
    assert [r.ticket.state for r in runs] == ["running", "running", "queued", "queued", "queued"]
    assert sched.counts() == {"running": 2, "queued": 3, "limit": 2}
    assert [sched.place(r.ticket) for r in runs] == [None, None, 1, 2, 3]
    sched.release(runs[1].ticket)
    assert runs[2].ticket.state == "running" and sched.place(runs[3].ticket) == 1
    sched.cancel(runs[3].ticket)  # a waiting run leaves the queue; the one behind it moves up
    assert runs[3].ticket.state == "done" and runs[3].ticket.reason == S.CANCELLED and runs[3].stops == []
    assert sched.place(runs[4].ticket) == 1
    sched.release(runs[0].ticket)
    assert runs[4].ticket.state == "running"
    assert sched.counts() == {"running": 2, "queued": 0, "limit": 2}


def test_the_wait_is_estimated_from_remaining_steps_times_measured_seconds_per_step() -> None:
    sched, clock = make(limit=1)
    first, second, third = Run(sched, steps=100), Run(sched, steps=40), Run(sched, steps=1000)
    assert sched.estimate_wait(second.ticket) is None  # nothing measured, no time limit: cannot tell
    clock.now += 5.0
    assert sched.checkpoint(first.ticket, 10) is None  # 0.5 s per step, 90 steps to go
    assert sched.estimate_wait(second.ticket) == pytest.approx(45.0)
    assert sched.estimate_wait(third.ticket) == pytest.approx(45.0 + 40 * 0.5)
    assert sched.estimate_wait(first.ticket) is None  # not waiting


def test_the_estimate_respects_the_time_limit_and_several_slots() -> None:
    sched, clock = make(limit=2, max_seconds=30.0)
    a, b = Run(sched, steps=100), Run(sched, steps=100)
    waiting = [Run(sched, steps=s) for s in (10, 1000, 10)]
    assert sched.estimate_wait(waiting[0].ticket) == pytest.approx(30.0)  # unmeasured: the whole time limit
    clock.now += 5.0
    sched.checkpoint(a.ticket, 50)  # 0.1 s/step: 5 s to go
    sched.checkpoint(b.ticket, 10)  # 0.5 s/step: 45 s to go, but the limit ends it in 25 s
    # the mean measured rate is 0.3 s/step: the first waiting run takes 3 s, the second is capped at 30 s
    assert sched.estimate_wait(waiting[0].ticket) == pytest.approx(5.0)
    assert sched.estimate_wait(waiting[1].ticket) == pytest.approx(8.0)  # after the first waiting one
    assert sched.estimate_wait(waiting[2].ticket) == pytest.approx(25.0)  # b's slot frees first


def test_a_run_without_heartbeats_is_stopped_and_a_waiting_one_leaves_the_queue() -> None:
    sched, clock = make(limit=1, idle_seconds=10.0)
    watched, forgotten = Run(sched, owner="a"), Run(sched, owner="b")
    notebook = Run(sched)  # no owner: nobody has to send heartbeats for it
    clock.now += 6.0
    sched.heartbeat(watched.ticket)
    sched.sweep()
    assert watched.stops == [] and forgotten.ticket.state == "queued"
    clock.now += 6.0  # a: 6 s since its heartbeat; b: 12 s
    sched.sweep()
    assert watched.stops == [] and forgotten.ticket.state == "done" and forgotten.ticket.reason == S.NOT_WATCHED
    clock.now += 5.0
    sched.sweep()
    assert watched.stops == [S.NOT_WATCHED] and watched.ticket.state == "running"  # until its thread lets go
    assert sched.counts()["running"] == 1
    sched.release(watched.ticket)
    assert notebook.ticket.state == "running"
    clock.now += 1000.0
    sched.sweep()
    assert notebook.stops == []
    assert sched.ended == {S.NOT_WATCHED: 2}


def test_a_disconnected_owner_ends_its_run_after_the_grace_period_and_a_reconnect_saves_it() -> None:
    sched, clock = make(limit=1, disconnect_grace=5.0)
    connected = {"a": True}
    run = Run(sched, owner="a", alive=lambda: connected["a"])
    connected["a"] = False
    clock.now += 3.0
    sched.sweep()
    connected["a"] = True  # the websocket came back (Streamlit resumes the same session)
    clock.now += 3.0
    sched.sweep()
    connected["a"] = False
    clock.now += 4.0
    sched.sweep()
    assert run.stops == []  # 4 s since it was last seen connected
    clock.now += 2.0
    assert sched.checkpoint(run.ticket, 3) == S.DISCONNECTED
    assert run.stops == [S.DISCONNECTED]


def test_cannot_tell_is_not_gone_and_a_failing_liveness_check_is_not_fatal() -> None:
    sched, clock = make(limit=2, disconnect_grace=1.0)
    unknown = Run(sched, owner="a", alive=lambda: None)
    broken = Run(sched, owner="b", alive=lambda: 1 / 0)
    clock.now += 100.0
    sched.sweep()
    assert unknown.stops == [] and broken.stops == []


def test_the_time_limit_counts_from_the_start_of_training_not_from_the_queue() -> None:
    sched, clock = make(limit=1, max_seconds=60.0)
    first, second = Run(sched), Run(sched)
    clock.now += 59.0
    sched.sweep()
    assert first.stops == []
    clock.now += 1.0
    sched.sweep()
    assert first.stops == [S.TIME_LIMIT]
    sched.release(first.ticket)
    clock.now += 59.0  # the second waited 60 s, then trained 59 s
    sched.sweep()
    assert second.stops == []
    sched.cancel(second.ticket)
    assert second.stops == [S.STOPPED]
    sched.cancel(second.ticket, S.TIME_LIMIT)  # already stopping: one call, the first reason kept
    assert second.stops == [S.STOPPED] and second.ticket.reason == S.STOPPED


def test_wait_for_turn_blocks_until_a_slot_frees_or_the_run_is_cancelled() -> None:
    sched = S.TrainingScheduler(1, poll=0.01)
    first, second, third = Run(sched), Run(sched), Run(sched)
    results: dict[str, bool] = {}
    threads = [
        threading.Thread(target=lambda n=n, r=r: results.__setitem__(n, sched.wait_for_turn(r.ticket)))
        for n, r in (("second", second), ("third", third))
    ]
    for t in threads:
        t.start()
    time.sleep(0.1)
    assert results == {}
    sched.cancel(third.ticket)
    sched.release(first.ticket)
    for t in threads:
        t.join(5)
    assert results == {"second": True, "third": False}
    assert sched.wait_for_turn(Run(sched).ticket, timeout=0.05) is False  # the second still trains


def test_limits_come_from_the_environment(monkeypatch) -> None:
    assert [S.default_limit(c) for c in (1, 2, 3, 4, 16)] == [1, 1, 1, 2, 8]
    monkeypatch.setenv(S.ENV_RUNS, "3")
    monkeypatch.setenv(S.ENV_MAX_S, "90")
    monkeypatch.setenv(S.ENV_IDLE_S, "20")
    monkeypatch.setenv(S.ENV_GRACE_S, "0")
    sched = S.TrainingScheduler.from_env()
    assert (sched.limit, sched.max_seconds, sched.idle_seconds, sched.disconnect_grace) == (3, 90.0, 20.0, 0.0)
    for bad in ("0", "-2", "two", "1.5"):
        monkeypatch.setenv(S.ENV_RUNS, bad)
        assert S.TrainingScheduler.from_env().limit == S.default_limit()
    with pytest.raises(ValueError):
        S.TrainingScheduler(0)


@pytest.mark.parametrize("limit", [1, 2])
def test_heavy_work_runs_at_most_limit_at_once(limit: int) -> None:
    heavy = S.HeavyWork(limit)
    inside, gate = threading.Semaphore(0), threading.Event()

    def work() -> None:
        with heavy.slot():
            inside.release()
            gate.wait(5)

    threads = [threading.Thread(target=work) for _ in range(3)]
    for t in threads:
        t.start()
    for _ in range(limit):
        assert inside.acquire(timeout=5)
    assert not inside.acquire(timeout=0.2)  # the third waits
    assert heavy.active == limit and heavy.waiting == 3 - limit
    gate.set()
    for t in threads:
        t.join(5)
    assert heavy.peak == limit and heavy.active == 0 and heavy.waiting == 0


# --- real training threads --------------------------------------------------------------------------------


@pytest.fixture
def sessions():
    """Collects the sessions a test starts and stops them afterwards, even when it fails."""
    started: list[TL.TrainingSession] = []
    yield started
    for s in started:
        s.stop()
    for s in started:
        s.join(30)


def tiny() -> TL.Preset:
    return TL.Preset("reverse", n_train=200, n_valid=10, d_model=16, nhead=2, num_layers=1, dim_feedforward=32)


def wait(cond, seconds: float = 60.0, show=None) -> None:
    deadline = time.time() + seconds
    while not cond():
        assert time.time() < deadline, f"timed out: {show() if show else ''}"
        time.sleep(0.02)


def test_the_time_limit_stops_a_training_thread_and_the_queue_advances(sessions) -> None:
    clock = Clock()  # the scheduler's time; the threads train in real time
    sched = S.TrainingScheduler(1, max_seconds=60.0, idle_seconds=None, poll=0.01, clock=clock)
    first = TL.TrainingSession(tiny(), steps=100_000, eval_every=100_000).start(sched)
    second = TL.TrainingSession(tiny(), steps=100_000, eval_every=100_000).start(sched)
    sessions += [first, second]
    wait(lambda: first.state().step > 0, show=lambda: (first.state().status, first.state().error, sched.counts()))
    clock.now += 1.0  # 1 s for its steps so far (far fewer than 1,600): the time limit, 59 s away, comes first
    now = second.state()
    assert now.status == "queued" and now.place == 1 and now.running
    assert now.wait_estimate == pytest.approx(59.0)
    clock.now += 59.0  # the first run's next step sees its time is up
    first.join(20)
    assert not first.alive()
    done = first.state()
    assert done.status == "stopped" and done.stop_reason == S.TIME_LIMIT and 0 < done.step < 100_000
    wait(lambda: second.state().step > 0, show=lambda: (second.state().status, sched.counts()))  # it got the slot
    second.stop()
    second.join(20)
    assert not second.alive() and second.state().stop_reason == S.STOPPED
    assert sched.counts() == {"running": 0, "queued": 0, "limit": 1}


def test_an_unwatched_run_stops_and_a_cancelled_waiting_run_never_trains(sessions) -> None:
    clock = Clock()
    sched = S.TrainingScheduler(1, max_seconds=None, idle_seconds=10.0, poll=0.01, clock=clock)
    watched = TL.TrainingSession(tiny(), steps=100_000, eval_every=100_000).start(sched, owner="a")
    waiting = TL.TrainingSession(tiny(), steps=100_000, eval_every=100_000).start(sched, owner="b")
    sessions += [watched, waiting]
    wait(lambda: watched.state().step > 0)
    clock.now += 6.0
    watched.heartbeat()
    waiting.heartbeat()
    time.sleep(0.2)  # steps go on, sweeps happen: both pages are open
    assert watched.state().status == "training" and waiting.state().status == "queued"
    waiting.stop()
    waiting.join(5)
    assert waiting.state().status == "stopped" and waiting.state().stop_reason == S.CANCELLED
    assert waiting.state().step == 0 and not waiting.alive()
    clock.now += 10.0  # 10 s since the last heartbeat: the run ends by itself at its next step
    watched.join(20)
    assert not watched.alive() and watched.state().stop_reason == S.NOT_WATCHED
    assert sched.counts()["running"] == 0


HEAVY_CALLS = {
    "dot_vs_additive": lambda m, c: m.dot_vs_additive(n=8, d=4, repeats=1),
    "dot_product_variance": lambda m, c: m.dot_product_variance((4, 8), n_samples=50),
    "softmax_saturation": lambda m, c: m.softmax_saturation((4, 8), n_keys=4, n_samples=50),
    "measure_layers": lambda m, c: c.measure_layers([8], d=8, kinds=("recurrent",), repeats=1),
}


@pytest.mark.parametrize("big", [True, False])
@pytest.mark.parametrize("work", list(HEAVY_CALLS))
def test_the_lessons_big_computations_wait_for_a_heavy_work_slot(work: str, big: bool, monkeypatch) -> None:
    """Over HEAVY_BYTES (set to 0 here) a computation waits for the slot; small ones never wait."""
    from transformer.lessons import complexity, maths

    heavy = S.HeavyWork(1)
    monkeypatch.setitem(S._shared, "heavy", heavy)
    if big:
        monkeypatch.setattr(maths, "HEAVY_BYTES", 0)
    elif work == "measure_layers":
        pytest.skip("the complexity measurement always takes a slot")
    done = threading.Event()
    with heavy.slot():  # someone else's heavy computation
        worker = threading.Thread(target=lambda: (HEAVY_CALLS[work](maths, complexity), done.set()))
        worker.start()
        if big:
            assert not done.wait(0.3) and heavy.waiting == 1
        else:
            assert done.wait(30) and heavy.waiting == 0
    assert done.wait(30)
    worker.join(5)
