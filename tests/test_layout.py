"""Layout and display items (issue #12): what a figure or table shows must name the same thing the controls say,
fit where it is drawn, and read as numbers people expect. Browser-free; tests/test_browser_layout.py looks."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("streamlit")
from streamlit.testing.v1 import AppTest  # noqa: E402

from transformer.lessons import training as TL  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 60


class _FinishedRun:
    """Stands in for a TrainingSession that has finished: only its vocabulary matters here."""

    def __init__(self, vocab: list[str]):
        self.vocab = vocab

    def state(self) -> TL.RunState:
        return TL.RunState("finished", "reverse", 10, step=10, vocab=list(self.vocab))

    def stop(self) -> None:
        pass


def _red_bar_label(fig) -> str:
    bar = fig.data[0]
    return bar.x[list(bar.marker.color).index("#d62728")]


def test_the_smoothing_chart_highlights_the_token_its_title_names() -> None:
    vocab = ["<pad>", "<unk>", "<s>", "</s>", "▁b", "▁a", "▁c"]
    q = TL.smoothed_target(len(vocab), 6, 0.1)
    for target in (6, "▁c"):
        fig = TL.fig_smoothing(q, vocab, target, 0.1)
        assert _red_bar_label(fig).endswith("▁c") and "“▁c”" in fig.layout.title.text
    with pytest.raises(ValueError):
        TL.fig_smoothing(q, vocab[:-1], 6, 0.1)


def test_the_chosen_token_survives_a_reordered_vocabulary(monkeypatch, tmp_path) -> None:
    """The box and the red bar name one token before and after a run reorders the vocabulary.

    Before the fix the box's options were token ids: after the reorder the stored id named another token than
    the one the browser still showed.
    """
    monkeypatch.setenv("ATTN_MODELS_DIR", str(tmp_path))
    at = AppTest.from_file(str(ROOT / "pages" / "training_lab.py"), default_timeout=TIMEOUT)
    at.run()
    box = at.selectbox(key="tl_target")
    box.set_value("▁c").run()
    assert not at.exception
    at.session_state["tl_session"] = _FinishedRun(["<pad>", "<unk>", "<s>", "</s>", "▁", "a", "▁b", "▁c", "▁a"])
    at.run()
    assert not at.exception, [e.message for e in at.exception]
    shown = at.selectbox(key="tl_target")
    assert shown.value == "▁c" and shown.format_func(shown.value) == "▁c"
    chart = [c for c in at.get("plotly_chart") if "Target distribution" in c.proto.spec][0]
    assert "“▁c”" in chart.proto.spec
