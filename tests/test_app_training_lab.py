"""The training lab on a busy server: a run waits in the queue with its place and an estimate, can be taken out
of it, and a run whose page stops sending heartbeats ends by itself and says why."""

from __future__ import annotations

import time

import pytest

pytest.importorskip("streamlit")

from transformer.lessons import scheduler as SC  # noqa: E402

from .test_pages_teaching import no_models, ok, page, progress_text, wait_for  # noqa: E402, F401


@pytest.fixture
def busy(monkeypatch):
    """A scheduler of one slot for the page, already taken by a run elsewhere that has measured its pace."""
    clock = {"now": 0.0}
    sched = SC.TrainingScheduler(1, max_seconds=300, idle_seconds=60, poll=0.01, clock=lambda: clock["now"])
    other = sched.submit(200, "someone else's run")
    clock["now"] = 10.0
    sched.checkpoint(other, 100)  # 0.1 s per step, 100 steps to go: 10 s
    monkeypatch.setitem(SC._shared, "training", sched)
    yield sched, other
    sched.release(other)


def infos(at) -> str:
    return " ".join(i.value for i in at.info)


def captions(at) -> str:
    return " ".join(c.value for c in at.caption)


def test_a_run_waits_with_its_place_and_estimate_and_can_leave_the_queue(no_models, busy) -> None:  # noqa: F811
    sched, other = busy
    at = page("training_lab", steps=20, every=10, task="copy")
    assert "at most 1 run at a time, each for at most 5 min 00 s. Now: 1 training, 0 waiting." in captions(at)
    at.button(key="tl_start").click().run()
    ok(at)
    assert "1st in the queue" in infos(at) and "about **10 s**" in infos(at), infos(at)
    assert "1 training, 1 waiting" in captions(at)
    assert not at.button(key="tl_stop").disabled
    at.button(key="tl_stop").click().run()
    wait_for(at, lambda a: "Stopped" in progress_text(a), 10)
    assert any("taken out of the queue" in w.value for w in at.warning)
    assert sched.counts() == {"running": 1, "queued": 0, "limit": 1}


def test_a_run_nobody_watches_ends_by_itself_and_the_page_says_why(no_models, monkeypatch) -> None:  # noqa: F811
    sched = SC.TrainingScheduler(1, max_seconds=None, idle_seconds=3.0, poll=0.02)
    monkeypatch.setitem(SC._shared, "training", sched)
    at = page("training_lab", steps=3000, every=100, task="copy")
    at.button(key="tl_start").click().run()
    ok(at)
    assert sched.counts()["running"] == 1
    deadline = time.time() + 20
    while sched.counts()["running"] and time.time() < deadline:  # no reruns, so no heartbeats
        time.sleep(0.05)
    assert sched.counts()["running"] == 0 and sched.ended == {SC.NOT_WATCHED: 1}
    ok(at.run())
    assert "Stopped" in progress_text(at)
    assert any("not open for 3 s" in w.value for w in at.warning), [w.value for w in at.warning]
