"""The widget fuzzer (tests/fuzz.py) on every page of app.py: every option of every widget, breadth-first, from a
fresh session and after each class of sentence; no exception, no unexpected error box, the title still there."""

from __future__ import annotations

import time

import pytest

from transformer import bert
from transformer.registry import MINILM, PRETRAINED_DIR

from .fixtures_app import fixture_models  # noqa: F401
from .fuzz import Fuzzer, PageSpec

pytestmark = pytest.mark.usefixtures("fixture_models")  # $ATTN_MODELS_DIR -> the tiny fixture models

SORT = "sort (c a b → a b c)"  # the training lab's label for its sort task (two layers: every snapshot widget)


def _session(fz: Fuzzer):
    try:
        return fz.at.session_state["tl_session"]
    except (KeyError, AttributeError):
        return None


def _wait_for_training(fz: Fuzzer, seconds: float = 60) -> None:
    """Rerun the page (as the live panel's timer would) once the training run has ended."""
    deadline = time.monotonic() + seconds
    while fz.at is not None and time.monotonic() < deadline:
        session = _session(fz)
        if session is None or not session.state().running:
            break
        time.sleep(0.2)
    if fz.at is not None:
        fz.rerun()


def _tiny_run(fz: Fuzzer, option: str) -> None:
    """Start, kept tiny: the sort task, the fewest steps (10), an evaluation at both ends; wait for the end."""
    for key, value in (("tl_task", SORT), ("tl_steps", "min"), ("tl_every", "min"), ("tl_start", "click")):
        fz.apply(key, value)
    _wait_for_training(fz)


def _start_and_stop(fz: Fuzzer, option: str) -> None:
    """Stop: a tiny run stopped as soon as the Stop button is enabled."""
    for key, value in (("tl_task", SORT), ("tl_steps", "min"), ("tl_every", "min"), ("tl_start", "click")):
        fz.apply(key, value)
    fz.apply("tl_stop", "click")
    _wait_for_training(fz)


TRANSLATION = {"home", "attention_explorer", "decoding"}
PAGES = {
    "home": PageSpec("pages/home.py", "Attention Is All You Need"),
    "attention_explorer": PageSpec("pages/attention_explorer.py", "Attention explorer"),
    "decoding": PageSpec("pages/decoding.py", "Decoding, step by step"),
    "positional_encoding": PageSpec("pages/positional_encoding.py", "Positional encoding"),
    "masking": PageSpec("pages/masking.py", "Masking"),
    "attention_maths": PageSpec("pages/attention_maths.py", "Scaled dot-product and multi-head attention"),
    "complexity": PageSpec("pages/complexity.py", "Complexity: why self-attention"),
    "training_lab": PageSpec(
        "pages/training_lab.py", "Training lab", hooks={"tl_start": _tiny_run, "tl_stop": _start_and_stop}
    ),
}
RESULTS: dict[tuple[str, str], Fuzzer] = {}


def fuzz(name: str, monkeypatch, shipped: bool = False) -> Fuzzer:
    """The fuzzer's result for one page (run once per pass and page, shared by the tests below)."""
    if (name, str(shipped)) not in RESULTS:
        monkeypatch.setenv("ATTN_MEASURE_MAX_N", "64")  # the complexity page measures only short sequences
        spec = PAGES[name]
        if shipped:  # the shipped en-de-toy, the model picker left alone (the fixture pass changes it)
            monkeypatch.setenv("ATTN_MODELS_DIR", str(PRETRAINED_DIR))
            spec = PageSpec(spec.path, spec.title, {"model": "en-de-toy"}, {"_w_model"})
        fz = RESULTS[(name, str(shipped))] = Fuzzer(spec, seed=0).run(sentences=not shipped)
        cov = fz.coverage().values()
        print(  # the numbers behind the report (pytest -s shows them)
            f"fuzz {name}{' (shipped en-de-toy)' if shipped else ''}: {len(cov)} widgets, "
            f"{sum(r['options'] for r in cov)} options, {sum(r['exercised'] for r in cov)} exercised, "
            f"{fz.runs} runs, {fz.seconds:.1f} s wall, {fz.cpu_seconds:.1f} s CPU"
        )
    return RESULTS[(name, str(shipped))]


@pytest.mark.parametrize("name", list(PAGES))
def test_fuzzing_finds_no_exception_and_no_unexpected_error(name, monkeypatch):
    fz = fuzz(name, monkeypatch)
    assert not fz.findings, "\n\n".join(map(str, fz.findings))


@pytest.mark.parametrize("name", list(PAGES))
def test_every_widget_seen_was_exercised_with_every_option(name, monkeypatch):
    fz = fuzz(name, monkeypatch)
    assert fz.entries, "the fuzzer saw no widget"
    assert not fz.missed(), fz.missed()


@pytest.mark.parametrize("name", sorted(TRANSLATION))
def test_translation_pages_with_the_shipped_model(name, monkeypatch):
    fz = fuzz(name, monkeypatch, shipped=True)
    assert not fz.findings, "\n\n".join(map(str, fz.findings))
    assert not fz.missed(), fz.missed()


@pytest.mark.skipif(not bert.is_available(), reason="MiniLM not installed")
@pytest.mark.parametrize("name", ["home", "attention_explorer", "decoding", "masking"])
def test_the_encoder_only_model_was_picked(name, monkeypatch):
    fz = fuzz(name, monkeypatch)
    assert fz.entries[("_w_model", MINILM)].done


# --- regressions: what the fuzzer found ---------------------------------------------------------------------


def test_a_slow_function_is_timed_within_its_budget():
    """Scaled dot-product page, "Dot-product vs additive" at n = 512, d_a = 256 and 50 timing runs: every run of
    the page timed 50 additive calls of about 0.8 s each (AppTest: "script run timed out after 60(s)")."""
    from transformer.lessons.timing import best_time

    calls = []

    def slow() -> None:
        calls.append(1)
        time.sleep(0.02)

    best_time(slow, repeats=50, budget_s=0.1)
    assert len(calls) <= 2 + 6  # the untimed warm-up calls, then timed ones until 0.1 s have passed
    calls.clear()
    best_time(slow, repeats=4)
    assert len(calls) == 2 + 4  # without a budget every repeat runs


def test_dot_vs_additive_times_within_a_budget(monkeypatch):
    from transformer.lessons import maths as X

    budgets = []
    monkeypatch.setattr(X, "best_time", lambda fn, repeats, budget_s=None: budgets.append(budget_s) or 1.0)
    X.dot_vs_additive(n=8, d=4, repeats=50)
    assert budgets == [2.0, 2.0]


def test_a_translation_of_one_step_has_no_step_slider(monkeypatch):
    """Decoding page, a model whose first prediction is </s> (greedy stops after one step): the step slider
    had min = max = 1, which Streamlit refuses. Seen in the code while reading the fuzzer's slider ends."""
    import dataclasses

    from streamlit.testing.v1 import AppTest

    from pages import common

    from .fixtures_app import assert_clean
    from .fuzz import ROOT

    real = common.get_decoded
    monkeypatch.setattr(
        common, "get_decoded", lambda *a, **k: dataclasses.replace(real(*a, **k), steps=real(*a, **k).steps[:1])
    )
    at = AppTest.from_file(str(ROOT / "pages" / "decoding.py"), default_timeout=180).run()
    assert_clean(at)
    assert not [s for s in at.slider if s.key == "dec_step"]
    assert any("Step: **1**" in c.value for c in at.caption)
