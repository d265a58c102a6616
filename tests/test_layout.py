"""Layout and display items (issue #12): what a figure or table shows must name the same thing the controls say,
fit where it is drawn, and read as numbers people expect. Browser-free; tests/test_browser_layout.py looks."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("streamlit")
from streamlit.testing.v1 import AppTest  # noqa: E402

from transformer.lessons import training as TL  # noqa: E402

from .fixtures_app import fixture_models  # noqa: E402, F401

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

    def heartbeat(self) -> None:  # the lab page tells a run it is still watched on every run
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


# --- tables ---------------------------------------------------------------------------------------------------


def test_a_readable_table_has_human_headers_one_format_per_column_and_no_negative_zero() -> None:
    import math

    import pandas as pd

    from transformer.viz import tables as T

    frame = pd.DataFrame(
        {"part": ["embeddings", "encoder", "missing"], "parameters": [76800, 396544, 0],
         "share_%": [7.656296107251948, 39.532008900444225, -0.0], "entropy_bits": [math.nan, -1e-9, 2.5]}
    )  # fmt: skip
    html = T.readable(frame).to_html()
    for shown in ("share (%)", "entropy (bits)", "76,800", "7.7", "39.5", "—", ">0.0<", "2.50"):
        assert shown in html, shown
    for hidden in ("share_%", "7.656", "-0.0", "-0.00", "None", "nan"):
        assert hidden not in html, hidden
    assert T.readable(frame).data["share (%)"].tolist()[:2] == frame["share_%"].tolist()[:2]  # numbers stay numbers
    assert T.human_header("d_model") == "d_model" and T.human_header("mean_distance") == "mean distance"
    assert T.format_number(-0.04, 1) == "0.0" and T.format_number(-0.06, 1) == "-0.1"


@pytest.mark.parametrize(("change", "shown"), [(0.0, None), (-0.0004, None), (0.0004, None), (0.0123, "+0.012"),
                                               (-0.5, "-0.500"), (float("nan"), None)])  # fmt: skip
def test_a_metric_delta_that_rounds_to_zero_is_left_out(change, shown) -> None:
    from transformer import viz

    assert viz.delta_text(change, 3) == shown


# --- figures ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lo", "hi", "ticks"),
    [(1, 10000, ["1", "10", "100", "1,000", "10,000"]), (2, 50, ["2", "5", "10", "20", "50"]),
     (1e-5, 0.1, ["10⁻⁵", "10⁻⁴", "10⁻³", "10⁻²", "10⁻¹"]), (6.28, 62832, ["10", "100", "1,000", "10,000"])],
)  # fmt: skip
def test_log_axes_read_one_two_five_or_powers_of_ten(lo, hi, ticks) -> None:
    import plotly.graph_objects as go

    from transformer.viz.style import tidy

    fig = go.Figure(go.Scatter(x=[lo, (lo * hi) ** 0.5, hi], y=[1, 2, 3]))
    fig.update_xaxes(type="log")
    tidy(fig)
    assert list(fig.layout.xaxis.ticktext) == ticks
    assert fig.layout.xaxis.automargin and fig.layout.yaxis.automargin


def test_tidy_leaves_given_ticks_and_moves_colour_bar_titles_aside() -> None:
    import plotly.graph_objects as go

    from transformer.viz.style import tidy

    fig = go.Figure(go.Heatmap(z=[[0, 1]], colorbar={"title": {"text": "weight"}}))
    fig.add_scatter(x=[1, 1024], y=[1, 2], xaxis="x2")
    fig.update_layout(xaxis2={"type": "log", "tickvals": [1, 32, 1024]})
    tidy(fig)
    assert fig.data[0].colorbar.title.side == "right"
    assert list(fig.layout.xaxis2.tickvals) == [1, 32, 1024] and fig.layout.xaxis2.ticktext is None


def test_figure_one_labels_fit_their_boxes() -> None:
    """Every box label of Figure 1 fits its box at a readable size for the paper's configurations and the app's."""
    from transformer import TransformerConfig
    from transformer.viz import architecture as A

    for cfg in (TransformerConfig.paper_base(37000), TransformerConfig.paper_big(37000), TransformerConfig()):
        counts = {"total": 213_000_000, "encoder": 10**8, "decoder": 10**8, "generator": 18_944_000}
        fig = A.architecture_figure(cfg, counts)
        boxes = [s for s in fig.layout.shapes if s.x1 - s.x0 < 3.9]  # the sub-layer boxes, not the stacks
        for note in fig.layout.annotations:
            box = next((b for b in boxes if b.x0 < note.x < b.x1 and b.y0 < note.y < b.y1), None)
            if box is None or not note.text:
                continue
            size = A.fit_font(note.text, box.x1 - box.x0, box.y1 - box.y0, fig.layout.meta["y_span"])
            assert note.font.size == size >= 9, (note.text, size)


def test_the_causal_panels_label_their_rows_once() -> None:
    """Before/after panels share the query rows: the right panel's labels would overlap the left panel."""
    import torch

    from transformer.lessons import masking as M
    from transformer.masks import subsequent_mask

    view = M.masked_softmax(torch.randn(4, 4, generator=torch.Generator().manual_seed(0)), subsequent_mask(4))
    labels = M.position_labels(["<s>", "die", "Großmutter", "liest"])
    fig = M.fig_before_after(view, labels, labels, "test")
    assert fig.layout.yaxis.showticklabels is not False and fig.layout.yaxis2.showticklabels is False


# --- controls -----------------------------------------------------------------------------------------------


def test_the_explorer_shows_only_the_controls_a_view_uses(fixture_models) -> None:  # noqa: F811
    """Layer, Head and Units appear where the view reads them; a hidden control keeps its value (URL)."""
    from .fixtures_app import assert_clean, page_test

    at = page_test("pages/attention_explorer.py", {"view": "heatmap", "layer": "1", "head": "2"})

    def shown() -> tuple[bool, bool, bool]:
        return _has(at, "slider", "ex_layer"), _has(at, "selectbox", "ex_head"), _has(at, "radio", "ex_level")

    assert shown() == (True, True, True)
    for view, expected in (("stats", (False, False, False)), ("grid", (False, False, True)),
                           ("lines", (True, False, False)), ("rollout", (False, False, True))):  # fmt: skip
        at.radio(key="ex_view").set_value(view).run()
        assert_clean(at)
        assert shown() == expected, view
        assert (at.query_params["layer"], at.query_params["head"]) == ("1", "2")
    assert not _has(at, "radio", "ex_kind")  # rollout always reads the encoder
    at.radio(key="ex_view").set_value("heatmap").run()
    assert at.slider(key="ex_layer").value == 1 and at.selectbox(key="ex_head").value == 2


def _has(at, kind: str, key: str) -> bool:
    try:
        getattr(at, kind)(key=key)
    except KeyError:
        return False
    return True
