"""transformer.viz: figures and frames have rows = queries, columns = keys, and token labels in order."""

from __future__ import annotations

import math
from types import SimpleNamespace

import numpy as np
import pytest
import torch

from transformer import Trace, viz
from transformer.config import TransformerConfig
from transformer.decoding import Hypothesis
from transformer.masks import subsequent_mask

SRC = ["▁the", "▁ca", "t"]  # two words: "the", "cat"
TGT = ["<s>", "▁die", "▁Katze"]  # decoder input
SHOWN_TGT = ["&lt;s&gt;", "▁die", "▁Katze"]  # as plotly gets it: a bare <s> would be read as strikethrough


def _rows(t: torch.Tensor) -> torch.Tensor:
    return t / t.sum(-1, keepdim=True)


def hand_trace(with_gold: bool = True) -> Trace:
    """L=2, H=2, S=3, T=3 with distinct, non-symmetric weights; head 0 of cross is diagonal, head 1 anti."""
    g = torch.Generator().manual_seed(0)
    enc = _rows(torch.rand(2, 2, 3, 3, generator=g) + 0.1)
    dec = torch.rand(2, 2, 3, 3, generator=g).masked_fill(subsequent_mask(3), 0.0)
    dec[..., 0, 0] = 1.0
    dec = _rows(dec)
    cross = _rows(torch.rand(2, 2, 3, 3, generator=g) * 0.01)
    # Row 0 (reads <s>, predicts "die") and row 1 (predicts "Katze"); row 2 predicts </s>.
    cross[:, 0] = torch.tensor([[0.9, 0.05, 0.05], [0.1, 0.5, 0.4], [0.2, 0.4, 0.4]])  # aligns die-the, Katze-cat
    cross[:, 1] = torch.tensor([[0.1, 0.5, 0.4], [0.8, 0.1, 0.1], [0.2, 0.4, 0.4]])  # the swapped alignment
    extras = {"gold_alignment": [(0, 0), (1, 1)]} if with_gold else {}
    return Trace(
        encoder_self=enc,
        decoder_self=dec,
        cross=cross,
        batched=False,
        src_tokens=SRC,
        tgt_tokens=TGT,
        src_words=["the", "cat"],
        tgt_words=["die", "Katze"],
        src_word_ids=[0, 1, 1],
        tgt_word_ids=[-1, 0, 1],
        extras=extras,
    )


def encoder_only_trace() -> Trace:
    enc = _rows(torch.rand(2, 3, 4, 4, generator=torch.Generator().manual_seed(1)))
    return Trace(encoder_self=enc, batched=False, src_tokens=["[CLS]", "▁a", "▁b", "[SEP]"])


@pytest.mark.parametrize(
    "kind,rows,cols",
    [("encoder", SRC, SRC), ("decoder", SHOWN_TGT, SHOWN_TGT), ("cross", SHOWN_TGT, SRC)],
    ids=["enc", "dec", "cross"],
)
def test_heatmap_rows_are_queries_and_axes_carry_tokens_in_order(kind, rows, cols):
    trace = hand_trace()
    fig = viz.attention_heatmap(trace, kind, layer=1, head=0)
    hm = fig.data[0]
    assert list(fig.layout.xaxis.ticktext) == cols and list(fig.layout.yaxis.ticktext) == rows
    assert list(fig.layout.xaxis.tickvals) == list(range(len(cols)))
    expected = trace.attention(kind)[1, 0].numpy()
    np.testing.assert_allclose(np.asarray(hm.z), expected)  # z[i][j]: query i (row), key j (column)
    assert fig.layout.yaxis.autorange == "reversed"  # first query at the top
    assert fig.layout.yaxis.title.text.endswith("queries") and fig.layout.xaxis.title.text.endswith("keys")
    assert hm.customdata[1][2][0] == rows[1] and hm.customdata[1][2][1] == cols[2]  # hover names both tokens


def test_labels_are_escaped_for_plotly_but_not_in_tables():
    m = viz.AttentionMatrix(np.eye(2), ["<b>x</b>", "a&b"], ["<a href='http://x'>", "<s>"])
    fig = viz.heatmap(m)
    assert list(fig.layout.yaxis.ticktext) == ["&lt;b&gt;x&lt;/b&gt;", "a&amp;b"]
    assert list(fig.layout.xaxis.ticktext) == ["&lt;a href='http://x'&gt;", "&lt;s&gt;"]
    assert list(viz.attention_frame(m).columns) == ["0:<a href='http://x'>", "1:<s>"]


def test_heatmap_prints_row_sums_of_one():
    fig = viz.attention_heatmap(hand_trace(), "decoder", 0, 1)
    sums = [a.text for a in fig.layout.annotations if a.text.startswith("Σ")]
    assert sums == ["Σ=1.00"] * 3


def test_head_none_is_the_mean_over_heads():
    trace = hand_trace()
    m = viz.attention_matrix(trace, "encoder", 1, None)
    np.testing.assert_allclose(m.weights, trace.encoder_self[1].mean(0).numpy(), rtol=1e-6)
    assert "mean of heads" in m.title


def test_word_level_sums_key_pieces_and_averages_query_pieces():
    trace = hand_trace()
    a = trace.encoder_self[0, 1].numpy()
    m = viz.attention_matrix(trace, "encoder", 0, 1, level="word")
    assert m.row_labels == ["the", "cat"] and m.col_labels == ["the", "cat"]
    cat_cols = a[:, 1] + a[:, 2]
    np.testing.assert_allclose(m.weights[0], [a[0, 0], cat_cols[0]], rtol=1e-6)  # one-piece query word
    np.testing.assert_allclose(m.weights[1], [a[1:, 0].mean(), cat_cols[1:].mean()], rtol=1e-6)  # two pieces: mean
    np.testing.assert_allclose(m.row_sums, 1.0, rtol=1e-6)


def test_word_level_keeps_special_tokens_as_their_own_column():
    m = viz.attention_matrix(hand_trace(), "cross", 0, 0, level="word")
    assert m.row_labels == ["<s>", "die", "Katze"] and m.col_labels == ["the", "cat"]
    np.testing.assert_allclose(m.row_sums, 1.0, rtol=1e-6)
    d = viz.attention_matrix(hand_trace(), "decoder", 1, 0, level="word")
    assert d.col_labels == ["<s>", "die", "Katze"]
    np.testing.assert_allclose(d.row_sums, 1.0, rtol=1e-6)


def test_word_groups_joins_continuation_pieces():
    groups, labels = viz.word_groups([0, 0, 1, -1], ["▁wei", "ß,", "▁dass", "</s>"])
    assert groups == [[0, 1], [2], [3]] and labels == ["weiß,", "dass", "</s>"]


def test_attention_frame_index_is_queries_columns_are_keys():
    m = viz.attention_matrix(hand_trace(), "cross", 0, 0)
    df = viz.attention_frame(m)
    assert list(df.index) == ["0:<s>", "1:▁die", "2:▁Katze"] and list(df.columns) == ["0:▁the", "1:▁ca", "2:t"]
    assert df.index.name == "query" and df.columns.name == "key"
    assert df.loc["0:<s>", "0:▁the"] == pytest.approx(0.9)


def test_long_frame_has_every_weight_once():
    trace = hand_trace()
    df = viz.long_frame(trace, "cross")
    assert len(df) == 2 * 2 * 3 * 3
    row = df[(df.layer == 2) & (df["head"] == 2) & (df.query_pos == 1) & (df.key_pos == 0)].iloc[0]
    assert row.query == "▁die" and row.key == "▁the" and row.weight == pytest.approx(0.8)
    assert df.groupby(["layer", "head", "query_pos"]).weight.sum().to_numpy() == pytest.approx(1.0)


def test_grid_has_one_panel_per_layer_and_head():
    fig = viz.attention_grid(hand_trace(), "decoder")
    assert len(fig.data) == 4
    titles = [a.text for a in fig.layout.annotations]
    assert titles == ["L1 H1", "L1 H2", "L2 H1", "L2 H2"]
    np.testing.assert_allclose(np.asarray(fig.data[3].z), hand_trace().decoder_self[1, 1].numpy())


def test_head_view_puts_queries_left_keys_right_and_opacity_follows_weight():
    trace = hand_trace()
    fig = viz.head_view(trace, "cross", 0, heads=[0], threshold=0.3)
    texts = [d for d in fig.data if d.mode == "text"]
    assert list(texts[0].text) == SHOWN_TGT and set(texts[0].x) == {0.0}  # queries in the left column
    assert list(texts[1].text) == SRC and set(texts[1].x) == {1.0}  # keys in the right column
    lines = [d for d in fig.data if d.mode == "lines" and not d.showlegend]  # the legend sample draws nothing
    drawn = {(lines_i, lines_j) for d in lines for lines_i, lines_j in zip(d.y[0::3], d.y[1::3], strict=True)}
    w = trace.cross[0, 0].numpy()
    assert drawn == {(i, j) for i in range(3) for j in range(3) if w[i, j] >= 0.3}
    strongest = max(lines, key=lambda d: d.opacity)
    assert (0, 0) in set(zip(strongest.y[0::3], strongest.y[1::3], strict=True))  # the 0.9 weight is the most opaque
    two = viz.head_view(trace, "cross", 0, heads=[0, 1])
    assert {d.legendgroup for d in two.data if d.mode == "lines"} == {"head 1", "head 2"}


def test_entropy_on_hand_examples():
    assert viz.row_entropy(np.full(4, 0.25)) == pytest.approx(2.0)
    assert viz.row_entropy(np.array([1.0, 0.0, 0.0])) == pytest.approx(0.0)
    assert viz.row_entropy(np.array([[0.5, 0.5], [1.0, 0.0]])).tolist() == pytest.approx([1.0, 0.0])


def test_mean_distance_on_hand_examples():
    assert viz.mean_distance(np.eye(3)) == pytest.approx(0.0)
    first = np.zeros((3, 3))
    first[:, 0] = 1.0
    assert viz.mean_distance(first) == pytest.approx((0 + 1 + 2) / 3)
    previous = np.array([[1.0, 0, 0], [1.0, 0, 0], [0, 1.0, 0]])  # a "previous token" head
    assert viz.mean_distance(previous) == pytest.approx(2 / 3)


def test_head_stats_frame():
    trace = hand_trace()
    df = viz.head_stats(trace, "encoder")
    assert list(df[["layer", "head"]].itertuples(index=False, name=None)) == [(1, 1), (1, 2), (2, 1), (2, 2)]
    a = trace.encoder_self[1, 0].numpy()
    assert df.loc[2, "entropy_bits"] == pytest.approx(viz.row_entropy(a).mean(), rel=1e-6)
    assert df.loc[2, "max_entropy_bits"] == pytest.approx(math.log2(3))
    assert df.loc[2, "mean_distance"] == pytest.approx(viz.mean_distance(a), rel=1e-6)
    assert "aer" not in df
    dec = viz.head_stats(trace, "decoder")
    assert dec.loc[0, "max_entropy_bits"] == pytest.approx(np.mean(np.log2([1, 2, 3])))


def test_aer_per_head_from_gold_alignment():
    trace = hand_trace()
    err = viz.head_alignment_error(trace)
    assert err.shape == (2, 2)
    assert err[:, 0] == pytest.approx([0.0, 0.0])  # head 1 finds the gold alignment
    assert err[:, 1] == pytest.approx([1.0, 1.0])  # head 2 swaps it
    df = viz.head_stats(trace, "cross")
    assert df["aer"].tolist() == pytest.approx([0.0, 1.0, 0.0, 1.0])
    assert viz.head_alignment_error(hand_trace(with_gold=False)) is None
    assert "aer" not in viz.head_stats(hand_trace(with_gold=False), "cross")


def test_stats_figure_is_layers_by_heads():
    fig = viz.stats_figure(viz.head_stats(hand_trace(), "cross"), "aer")
    assert list(fig.data[0].y) == ["L1", "L2"] and list(fig.data[0].x) == ["H1", "H2"]
    np.testing.assert_allclose(np.asarray(fig.data[0].z), [[0.0, 1.0], [0.0, 1.0]])


def test_rollout_on_a_hand_example():
    a1 = np.array([[0.0, 1.0], [1.0, 0.0]])  # swap
    a2 = np.array([[1.0, 0.0], [1.0, 0.0]])  # everyone reads token 0
    att = np.stack([np.stack([a1, a1]), np.stack([a2, a2])])  # [L=2, H=2, 2, 2]
    r = viz.rollout(att)
    hat1, hat2 = 0.5 * a1 + 0.5 * np.eye(2), 0.5 * a2 + 0.5 * np.eye(2)
    np.testing.assert_allclose(r[0], hat1)
    np.testing.assert_allclose(r[1], hat2 @ hat1)  # the later layer multiplies from the left
    assert not np.allclose(hat2 @ hat1, hat1 @ hat2)  # so the order is tested


def test_rollout_rows_sum_to_one_and_average_heads():
    trace = hand_trace()
    r = viz.rollout(trace.encoder_self.numpy())
    np.testing.assert_allclose(r.sum(-1), 1.0, rtol=1e-9)
    np.testing.assert_allclose(r[0], 0.5 * trace.encoder_self[0].mean(0).numpy() + 0.5 * np.eye(3), rtol=1e-6)
    m = viz.rollout_matrix(trace, level="word")
    assert m.row_labels == ["the", "cat"]
    np.testing.assert_allclose(m.row_sums, 1.0, rtol=1e-6)
    fig = viz.rollout_heatmap(trace, upto=0)
    assert list(fig.layout.xaxis.ticktext) == SRC


def test_encoder_only_trace_has_only_encoder_views():
    trace = encoder_only_trace()
    assert viz.available_kinds(trace) == ["encoder"]
    fig = viz.attention_heatmap(trace, "encoder", 1, 2)
    assert list(fig.layout.xaxis.ticktext) == ["[CLS]", "▁a", "▁b", "[SEP]"]
    with pytest.raises(ValueError, match="no cross attention"):
        viz.attention_heatmap(trace, "cross", 0, 0)
    assert len(viz.attention_grid(trace, "encoder").data) == 6
    with pytest.raises(IndexError):
        viz.attention_matrix(trace, "encoder", 2, 0)


def _step(t=1):
    return SimpleNamespace(
        t=t,
        prefix_tokens=["<s>", "▁die"],
        self_attn=torch.tensor([[[0.3, 0.7]], [[0.6, 0.4]]]),  # [L=2, H=1, t+1]
        cross_attn=torch.tensor([[[0.1, 0.2, 0.7]], [[0.5, 0.25, 0.25]]]),  # [L=2, H=1, S]
        top_k=[("▁Katze", 0.6), ("▁Hund", 0.3), ("</s>", 0.05)],
        chosen="▁Katze",
        beams=[
            Hypothesis([7, 9], ["▁die", "▁Hund"], -1.3, -1.2),
            Hypothesis([7, 8], ["▁die", "▁Katze"], -0.5, -0.4),
            Hypothesis([7, 2], ["▁die", "</s>"], -2.1, -1.8, ended=True),
        ],
    )


def test_decoding_step_figures_label_bars_with_tokens():
    step = _step()
    f = viz.self_row_figure(step, layer=1, head=0)
    assert list(f.layout.xaxis.ticktext) == ["&lt;s&gt;", "▁die"] and list(f.data[0].y) == pytest.approx([0.6, 0.4])
    c = viz.cross_row_figure(step, SRC, layer=0, head=None)
    assert list(c.layout.xaxis.ticktext) == SRC and list(c.data[0].y) == pytest.approx([0.1, 0.2, 0.7])
    first_line = c.layout.title.text.split("<br>")[0]  # no longer than the left chart's (the modebar is above it)
    assert len(first_line) <= len(f.layout.title.text.split("<br>")[0]) + 2, first_line
    k = viz.top_k_figure(step)
    assert list(k.layout.yaxis.ticktext) == ["▁Katze", "▁Hund", "&lt;/s&gt;"]
    assert list(k.data[0].marker.color)[0] != list(k.data[0].marker.color)[1]  # the chosen piece stands out


def test_decoding_frames():
    steps = [_step(0), _step(1)]
    steps[0] = SimpleNamespace(**{**vars(steps[0]), "prefix_tokens": ["<s>"], "chosen": "▁die"})
    df = viz.steps_frame(steps)
    assert df["step"].tolist() == [1, 2] and df["reads"].tolist() == ["<s>", "▁die"]
    assert df.loc[1, "chosen"] == "▁Katze" and df.loc[1, "p_chosen"] == pytest.approx(0.6)
    assert df.loc[1, "runner_up"] == "▁Hund"
    top = viz.top_k_frame(steps[1])
    assert top["chosen"].tolist() == [True, False, False]
    beams = viz.beams_frame(steps[1], returned=[7, 8, 2])
    assert beams["hypothesis"].tolist() == ["▁die ▁Katze", "▁die ▁Hund", "▁die </s>"]  # ranked by score
    assert beams["status"].tolist() == ["live", "live", "ended with </s>"]
    assert beams["returned_path"].tolist() == [True, False, False]
    assert not viz.beams_frame(steps[1], returned=[7, 2]).iloc[:2]["returned_path"].any()
    assert viz.beams_frame(steps[1], returned=[7, 2])["returned_path"].tolist() == [False, False, True]
    assert viz.beams_frame(SimpleNamespace(beams=None)).empty
    data = viz.step_data(steps[1], SRC, 0)
    assert data["cross_attention"] == pytest.approx({"0:▁the": 0.1, "1:▁ca": 0.2, "2:t": 0.7})


def test_top_k_highlights_the_chosen_piece_and_adds_it_when_it_is_not_among_the_top_k():
    kept = SimpleNamespace(**{**vars(_step()), "chosen": "▁Hund", "p_chosen": 0.3})
    fig = viz.top_k_figure(kept)
    colors = list(fig.data[0].marker.color)
    assert [c == viz.decoding.CHOSEN_COLOR for c in colors] == [False, True, False]  # the chosen bar, not the first
    assert "p = 0.30" in fig.layout.title.text

    # beam search kept a piece outside the top 3: it gets its own labelled, highlighted bar with its probability
    rare = SimpleNamespace(**{**vars(_step()), "chosen": "▁Maus", "p_chosen": 0.002})
    frame = viz.top_k_frame(rare)
    assert frame["piece"].tolist() == ["▁Katze", "▁Hund", "</s>", "▁Maus"]
    assert frame["chosen"].tolist() == [False, False, False, True] and frame["probability"].iloc[-1] == 0.002
    fig = viz.top_k_figure(rare)
    assert [c == viz.decoding.CHOSEN_COLOR for c in fig.data[0].marker.color] == [False, False, False, True]
    assert list(fig.layout.yaxis.ticktext)[-1] == "▁Maus (chosen, not in the top 3)"
    assert list(fig.data[0].x)[-1] == pytest.approx(0.002)
    assert list(fig.data[0].text) == ["0.60", "0.30", "0.05", "&lt; 0.01"]  # never a bare 0.00 for a real piece
    assert "p &lt; 0.01" in fig.layout.title.text  # escaped for plotly
    assert viz.steps_frame([rare])["p_chosen"].tolist() == [0.002]


def test_cross_so_far_stacks_one_row_per_step():
    steps = [_step(0), _step(1)]
    m = viz.cross_so_far(steps, 1, SRC, layer=1, head=0)
    assert m.weights.shape == (2, 3) and m.row_labels == ["▁die", "▁die"] and m.col_labels == SRC
    fig = viz.cross_so_far_figure(steps, 0, SRC, 0)
    assert np.asarray(fig.data[0].z).shape == (1, 3)


def test_architecture_figure_shows_the_config():
    cfg = TransformerConfig(src_vocab_size=50, tgt_vocab_size=50, d_model=16, nhead=4, num_encoder_layers=3,
                            num_decoder_layers=2, dim_feedforward=40)  # fmt: skip
    counts = {"embeddings": 800, "positional": 0, "encoder": 5000, "decoder": 7000, "generator": 50, "total": 12850}
    fig = viz.architecture_figure(cfg, counts)
    text = " ".join(a.text for a in fig.layout.annotations) + fig.layout.title.text
    for needle in ("N = 3×", "×N = 2", "h = 4, d_k = 4", "d_ff 40", "vocab 50", "12,850", "Masked", "Cross-Attention"):
        assert needle in text, needle
    enc_only = viz.architecture_figure({"d_model": 16, "nhead": 2, "num_encoder_layers": 2, "dim_feedforward": 8})
    text = " ".join(a.text for a in enc_only.layout.annotations)
    assert "Masked" not in text and "N = 2×" in text
    df = viz.parameters_frame(counts)
    assert df.set_index("part").loc["encoder", "parameters"] == 5000
    assert df[df.part != "total"]["share_%"].sum() == pytest.approx(100.0)


def test_every_view_of_a_real_forward_pass(tiny_model):
    """The figures accept what Transformer.forward returns (after trace[0]), rows summing to 1."""
    src, tgt = torch.tensor([[5, 6, 7, 8]]), torch.tensor([[2, 9, 10]])
    _, trace = tiny_model(src, tgt, need_weights=True)
    one = trace[0]
    for kind in ("encoder", "decoder", "cross"):
        m = viz.attention_matrix(one, kind, 1, 3)
        np.testing.assert_allclose(m.row_sums, 1.0, rtol=1e-5)
        assert m.row_labels == [str(i) for i in range(m.weights.shape[0])]  # positions without a tokenizer
        viz.attention_grid(one, kind)
        viz.head_view(one, kind, 0)
    with pytest.raises(ValueError, match="select one example"):
        viz.attention_matrix(trace, "encoder", 0, 0)


@pytest.mark.parametrize("layout", [{}, {"height": 300, "margin": {"t": 120, "l": 5}, "title": {"text": "T", "x": 0.5}},
                                    {"xaxis": {"title": {"text": "keys"}}, "yaxis": {"range": [0, 1]}}])  # fmt: skip
def test_finished_layout_gives_the_figure_finish_gives(layout):
    import plotly.graph_objects as go

    from transformer.viz.style import finish, finished_layout

    bar = go.Bar(x=[0, 1], y=[0.25, 0.75])
    assert go.Figure(bar, layout=finished_layout(layout)).to_dict() == finish(go.Figure(bar, layout=layout)).to_dict()
