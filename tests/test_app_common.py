"""The pure parts of pages/common: text cleaning, Markdown escaping, export bytes, the plotly config."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from pages import common


def test_clean_sentence_removes_control_characters_and_cuts_with_a_notice():
    assert common.clean_sentence("  the\tdog\x00 sees\n\nthe cat ") == ("the dog sees the cat", None)
    text, notice = common.clean_sentence("a " * 400)
    assert len(text) <= common.MAX_SENTENCE_CHARS and "cut" in notice


@pytest.mark.parametrize(
    "raw", ["**bold**", "[link](http://example.com)", "<img src=x onerror=alert(1)>", "`code` $x$ # h", "a_b*c"]
)
def test_md_escape_leaves_no_markdown_or_html_active(raw):
    escaped = common.md_escape(raw)
    for ch in "*[]()<>`$#_":
        assert f"\\{ch}" in escaped or ch not in raw
    assert escaped.replace("\\", "") == raw  # nothing lost, only escaped


def test_data_bytes_for_frames_dicts_and_lists():
    df = pd.DataFrame([[0.25, 0.75]], index=["0:<s>"], columns=["0:▁the", "1:▁cat"])
    csv, js = common.data_bytes(df)
    assert csv.decode().splitlines()[0] == ",0:▁the,1:▁cat"
    assert json.loads(js)["index"] == ["0:<s>"]
    csv, js = common.data_bytes({"step": 3, "top_k": [["▁Katze", 0.6]]})
    assert json.loads(js) == {"step": 3, "top_k": [["▁Katze", 0.6]]}
    csv, js = common.data_bytes([{"layer": 1, "aer": 0.2}, {"layer": 2, "aer": 0.1}])
    assert csv.decode().splitlines() == ["layer,aer", "1,0.2", "2,0.1"]


@pytest.mark.parametrize("fmt", ["png", "svg"])
def test_plotly_config_saves_the_chosen_format_without_plotly_cloud(fmt):
    config = common.plotly_config("attention cross/L1 H2", fmt)
    assert config["toImageButtonOptions"]["format"] == fmt
    assert config["toImageButtonOptions"]["filename"] == "attention-cross-L1-H2"
    assert config["displaylogo"] is False and config["showLink"] is False


def test_figure_cache_builds_each_key_once_stores_it_prepared_and_forgets_the_least_recent():
    import plotly.graph_objects as go

    from pages.common.export import FigureCache
    from transformer.viz.style import tidy

    built = []

    def build(n):
        def make():
            built.append(n)
            return go.Figure(go.Bar(x=[1, 2], y=[n, n])), {"n": n}

        return make

    cache = FigureCache(max_entries=2)
    fig, (_, js) = cache.get("a", build(1))
    assert fig.to_dict()["layout"]["xaxis"]["automargin"] is True  # prepared (tidy) before it is stored
    assert fig.to_dict() == tidy(go.Figure(go.Bar(x=[1, 2], y=[1, 1]))).to_dict()  # what st.plotly_chart draws
    again, (_, js_again) = cache.get("a", build(99))
    assert again is fig and js_again == js and json.loads(js) == {"n": 1} and built == [1]
    cache.get("b", build(2))
    cache.get("a", build(99))  # "a" is now the most recent: "b" goes when "c" comes
    cache.get("c", build(3))
    assert len(cache) == 2 and built == [1, 2, 3]
    cache.get("b", build(4))
    assert built == [1, 2, 3, 4] and (cache.hits, cache.misses) == (2, 4)

    tiny = FigureCache(max_bytes=10)  # smaller than any chart: it is drawn, not kept
    fig, raw = tiny.get("a", lambda: (go.Figure(go.Bar(y=[1])), None))
    assert raw is None and fig.to_dict()["data"][0]["y"] == [1] and len(tiny) == 0
