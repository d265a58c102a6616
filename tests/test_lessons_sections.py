"""The paper's "missing sections" (§3.1, §3.2.2, §3.3, §3.4, §5.4, Table 3): every number the Inside-a-layer
page states is computed by these functions; here they are computed again by other means."""

from __future__ import annotations

import json
import math

import pytest
import torch
import torch.nn.functional as F

from transformer import Transformer, TransformerConfig
from transformer.lessons import embeddings_lesson as E
from transformer.lessons import feedforward_lesson as FF
from transformer.lessons import heads as H
from transformer.lessons import residual as R
from transformer.lessons import sizes as Z
from transformer.viz.architecture import COLORS, add_residual_arrows, architecture_figure, residual_paths

from .helpers import randomise_layer_norms, tiny_config


def model_for(norm_first: bool = False, seed: int = 0, **overrides) -> Transformer:
    torch.manual_seed(seed)
    model = Transformer(tiny_config(norm_first=norm_first, **overrides))
    randomise_layer_norms(model, seed)
    return model.eval()


@pytest.fixture(scope="module")
def shipped():
    from pathlib import Path

    from transformer import load_pretrained

    # by path: another test may point $ATTN_MODELS_DIR at the tiny fixtures
    return load_pretrained(Path(__file__).resolve().parent.parent / "pretrained" / "en-de-toy")


SRC = torch.tensor([[5, 9, 4, 17, 8, 11]])


# --- residual connections and LayerNorm (§3.1, §5.4) -------------------------------------------------------------


@pytest.mark.parametrize("norm_first", [False, True], ids=["post-LN", "pre-LN"])
@pytest.mark.parametrize("which", ["attention", "ffn"])
@pytest.mark.parametrize("layer", [0, 1])
def test_residual_parts_rebuild_the_layer_and_normalise_each_position(norm_first, which, layer) -> None:
    model = model_for(norm_first)
    parts = R.residual_parts(model, SRC, layer, which)
    assert parts.max_difference < 1e-5  # the hand computation is the layer's own forward pass
    assert torch.allclose(parts.total, parts.x + parts.sub)
    assert torch.allclose(parts.standardised.mean(-1), torch.zeros(SRC.size(1)), atol=1e-5)
    assert torch.allclose(parts.standardised.std(-1, unbiased=False), torch.ones(SRC.size(1)), atol=1e-3)
    block = model.encoder.layers[layer]
    norm = block.norm1 if which == "attention" else block.norm2
    if norm_first:
        assert torch.equal(parts.out, parts.total)  # pre-LN passes the sum on un-normalised
    else:
        want = F.layer_norm(parts.total, (16,), norm.weight, norm.bias, norm.eps)
        assert torch.allclose(parts.out, want, atol=1e-5)
        # and with the randomised gain and bias the output is no longer mean 0
        assert parts.out.mean(-1).abs().max() > 1e-2
    frame = R.positions_frame(parts, [str(i) for i in SRC[0].tolist()])
    assert frame["‖x + Sublayer(x)‖"].tolist() == pytest.approx(parts.total.norm(dim=-1).tolist())


def test_residual_parts_read_the_real_ffn_input() -> None:
    """The FFN sub-layer's x is what EncoderLayer.feed_forward really receives (caught with a hook)."""
    model = model_for(False)
    seen = []
    handle = model.encoder.layers[1].feed_forward.register_forward_hook(lambda m, i, o: seen.append((i[0], o)))
    with torch.no_grad():
        model.encode(SRC)
    handle.remove()
    parts = R.residual_parts(model, SRC, 1, "ffn")
    assert torch.allclose(parts.x, seen[0][0][0], atol=1e-6)
    assert torch.allclose(parts.sub, seen[0][1][0], atol=1e-6)


def test_post_ln_resets_the_stream_pre_ln_lets_it_grow(shipped) -> None:
    ids = shipped.tokenizer.encode("today the woman visits the city")
    frame = R.post_vs_pre(shipped.model, torch.tensor([ids]), layers=6)
    post = frame[frame["order"] == "post-LN (paper)"]["mean ‖x‖"].tolist()
    pre = frame[frame["order"] == "pre-LN"]["mean ‖x‖"].tolist()
    assert post[0] == pytest.approx(pre[0])  # the same real embeddings go in
    assert post[1:] == pytest.approx([math.sqrt(128)] * 6, rel=1e-4)  # fresh LayerNorm: norm √d_model
    assert all(b > a for a, b in zip(pre, pre[1:], strict=False))  # pre-LN adds to the stream every layer


def test_post_vs_pre_leaves_the_global_rng_alone() -> None:
    model = model_for(False)
    state = torch.get_rng_state()
    R.post_vs_pre(model, SRC, layers=2)
    assert torch.equal(torch.get_rng_state(), state)


def test_layer_norm_and_batch_norm_statistics_match_torch() -> None:
    g = torch.Generator().manual_seed(0)
    x = 3 + 2 * torch.randn(3, 5, 8, generator=g)  # (B, T, d)
    assert torch.allclose(R.layer_norm_stats(x), F.layer_norm(x, (8,)), atol=1e-5)
    bn = torch.nn.BatchNorm1d(8, affine=False).train()
    assert torch.allclose(R.batch_norm_stats(x), bn(x.reshape(-1, 8)).reshape(3, 5, 8), atol=1e-5)
    keep = torch.zeros(3, 5, dtype=torch.bool)
    keep[:, :2] = True
    want = torch.nn.BatchNorm1d(8, affine=False).train()(x[:, :2].reshape(-1, 8))
    assert torch.allclose(R.batch_norm_stats(x, keep=keep)[:, :2].reshape(-1, 8), want, atol=1e-5)


def test_batch_norm_mixes_sentences_and_padding_layer_norm_does_not(shipped) -> None:
    tok = shipped.tokenizer
    sentences = [tok.encode(s) for s in ("the dog sees the cat", "today the woman visits the city", "we sleep")]
    result = R.norm_comparison(shipped.model, sentences)
    frame = result["frame"].set_index("normalisation")
    change = frame["max change of sentence 1 (batch vs alone)"]
    assert change["LayerNorm"] < 1e-5
    assert change["BatchNorm"] > 0.1 and change["BatchNorm, padding left out"] > 0.1
    lengths = [len(s) for s in sentences]
    assert result["padding share"] == pytest.approx(1 - sum(lengths) / (len(lengths) * max(lengths)))
    assert torch.allclose(result["ln_position_stds"], torch.ones_like(result["ln_position_stds"]), atol=1e-3)
    assert result["bn_feature_means"].abs().max() < 1e-4  # BatchNorm centres each feature over the batch ...
    assert result["bn_position_means"].abs().max() > 1e-2  # ... but not each position
    R.fig_batch_means(result)


# --- the position-wise feed-forward network (§3.3) -----------------------------------------------------------------


@pytest.mark.parametrize("norm_first", [False, True], ids=["post-LN", "pre-LN"])
def test_ffn_is_per_position_and_a_1x1_convolution(norm_first) -> None:
    model = model_for(norm_first)
    parts = FF.ffn_parts(model, SRC, 1)
    assert parts.per_position_difference < 1e-5 and parts.conv_difference < 1e-5
    seen = []
    handle = model.encoder.layers[1].feed_forward.register_forward_hook(lambda m, i, o: seen.append(i[0]))
    with torch.no_grad():
        model.encode(SRC)
    handle.remove()
    assert torch.allclose(parts.x, seen[0][0], atol=1e-6)  # the FFN input the model really uses
    frame = FF.positions_frame(parts, [str(i) for i in SRC[0].tolist()])
    w1, b1 = model.encoder.layers[1].feed_forward.linear1.weight, model.encoder.layers[1].feed_forward.linear1.bias
    assert frame["ReLU units firing"].tolist() == ((parts.x @ w1.T + b1) > 0).sum(-1).tolist()
    # permuting the positions permutes the outputs: nothing mixes positions
    perm = torch.tensor([3, 0, 5, 1, 4, 2])
    ffn = model.encoder.layers[1].feed_forward
    with torch.no_grad():
        assert torch.allclose(ffn(parts.x[perm]), parts.out[perm], atol=1e-6)


def test_ffn_layers_differ_and_d_ff_is_read_from_the_config(shipped) -> None:
    ids = torch.tensor([shipped.tokenizer.encode("the dog sees the cat")])
    frame = FF.layers_frame(shipped.model, ids)
    cfg = shipped.model.config
    assert (
        frame["d_ff / d_model"].tolist() == [cfg.dim_feedforward / cfg.d_model] * cfg.num_encoder_layers == [4.0, 4.0]
    )
    assert frame["W1 shape (d_model × d_ff)"].iloc[0] == "128 × 512"
    dist = frame["‖W1 − W1 of layer 1‖ / ‖W1 of layer 1‖"].tolist()
    assert dist[0] == 0.0 and dist[1] > 0.1
    assert frame["parameters (W1, b1, W2, b2)"].iloc[0] == 2 * 128 * 512 + 512 + 128
    assert 0.0 < frame["mean share of ReLU units firing"].iloc[0] < 1.0
    assert TransformerConfig.paper_base(37000).dim_feedforward == 4 * TransformerConfig.paper_base(37000).d_model


# --- why several heads (§3.2.2) --------------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [1, 7, 50])
def test_h_heads_cost_what_one_full_width_head_costs(n) -> None:
    frame = H.cost_frame(n, 512, [1, 2, 4, 8, 16, 3])
    assert frame["h"].tolist() == [1, 2, 4, 8, 16]  # 3 does not divide 512
    assert set(frame["scores QKᵀ"]) == {n * n * 512}
    assert len(set(frame["total"])) == 1 and len(set(frame["parameters"])) == 1
    assert frame["parameters"].iloc[0] == sum(p.numel() for p in torch.nn.MultiheadAttention(512, 8).parameters())
    with pytest.raises(ValueError):
        H.attention_cost(n, 512, 3)


def test_head_maps_distance_from_the_mean() -> None:
    same = torch.softmax(torch.randn(1, 4, 4), -1).expand(3, 4, 4)
    assert torch.allclose(H.head_maps(same)["distance"], torch.zeros(3), atol=1e-6)
    eye = torch.eye(4)[None].expand(2, 4, 4).clone()
    eye[1] = torch.eye(4).roll(1, dims=1)  # two heads looking at disjoint keys
    assert torch.allclose(H.head_maps(eye)["distance"], torch.full((2,), 0.5))
    frame = H.heads_frame(eye, list("abca"), list("wxyz"))
    assert list(frame.columns[2:]) == ["1: a", "2: b", "3: c", "4: a"]  # a repeated query keeps its column
    assert frame["1: a"].tolist() == ["w", "x", "w"]  # head 1, head 2, the mean (a tie goes to the first key)


def test_the_shipped_models_heads_differ(shipped) -> None:
    ids = shipped.tokenizer.encode("the teacher has seen the small dog")
    out = shipped.decode("the teacher has seen the small dog").ids
    maps = H.attention_maps(shipped.model, torch.tensor([ids]), torch.tensor([[shipped.tokenizer.bos_id, *out]]))
    assert maps["encoder"].shape == (2, 8, len(ids), len(ids)) and maps["cross"].shape == (2, 8, len(out) + 1, len(ids))
    assert H.head_maps(maps["cross"][1])["distance"].max() > 0.3
    H.fig_heads_and_mean(maps["cross"][1], [str(i) for i in range(len(out) + 1)], [str(i) for i in ids], "t")


def test_the_shipped_comparison_file_says_how_it_was_made() -> None:
    results = H.load_results()
    assert results is not None and results["command"].startswith("python -m transformer.lessons.heads")
    heads = [r["nhead"] for r in results["runs"]]
    assert 1 in heads and max(heads) > 1
    assert len({r["parameters"] for r in results["runs"]}) == 1  # equal d_model: equal parameter counts
    assert all(r["curve"][-1]["step"] == results["steps"] for r in results["runs"])
    summary = H.comparison_summary(results)
    assert summary["final sequence accuracy"].tolist() == [r["curve"][-1]["sequence_accuracy"] for r in results["runs"]]
    assert "h = 1:" in H.comparison_sentence(results)
    H.fig_comparison(results)


def test_a_broken_results_file_is_none(tmp_path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert H.load_results(bad) is None and H.load_results(tmp_path / "missing.json") is None
    bad.write_text(json.dumps({"runs": []}), encoding="utf-8")
    assert H.load_results(bad) is None


def test_the_comparison_cli_writes_its_command_and_curves(tmp_path) -> None:
    out = tmp_path / "hc.json"
    argv = ["--heads", "1", "2", "--steps", "2", "--every", "1", "--n-train", "200", "--out", str(out)]
    assert H.main(argv) == 0
    results = H.load_results(out)
    assert results["command"] == "python -m transformer.lessons.heads " + " ".join(argv)
    assert [r["nhead"] for r in results["runs"]] == [1, 2] and [r["d_k"] for r in results["runs"]] == [64, 32]
    assert [c["step"] for c in results["runs"][0]["curve"]] == [0, 1, 2]


# --- embeddings, √d_model, shifted right (§3.4) ------------------------------------------------------------------


def test_the_shipped_model_shares_one_matrix_three_ways(shipped) -> None:
    frame = E.sharing_frame(shipped.model)
    assert frame["same tensor object"].all() and frame["equal values"].all()
    assert E.shared_parameters_saved(shipped.model) == 2 * 600 * 128
    model = model_for(False, share_embeddings=False, tgt_vocab_size=29)
    frame = E.sharing_frame(model)
    assert not frame["same tensor object"].any() and not frame["equal values"].any()
    assert E.shared_parameters_saved(model) == 0


def test_embedding_scale_against_the_positional_encodings(shipped) -> None:
    ids = shipped.tokenizer.encode("today the woman visits the city")
    frame = E.scale_frame(shipped.model, ids, shipped.tokenizer.pieces(ids))
    assert frame["‖PE(pos)‖"].tolist() == pytest.approx([8.0] * len(ids), abs=1e-5)  # √(128/2)
    assert frame["‖√d_model·E[id]‖"].tolist() == pytest.approx((frame["‖E[id]‖"] * math.sqrt(128)).tolist(), rel=1e-5)
    assert frame["max |PE entry|"].max() <= 1.0
    x, _ = shipped.model.embed(torch.tensor([ids]), shipped.model.src_embed)  # what the model really adds
    pe = shipped.model.positional(len(ids))
    assert torch.allclose((x[0] - pe).norm(dim=-1), torch.tensor(frame["‖√d_model·E[id]‖"].tolist()), atol=1e-4)
    scale = E.vocabulary_scale(shipped.model)
    assert scale["mean ‖√d_model·E row‖"] == pytest.approx(scale["mean ‖E row‖"] * math.sqrt(128))
    assert scale["‖PE(pos)‖ = √(d_model/2)"] == 8.0


def test_training_reads_shifted_right_and_agrees_with_generation(shipped) -> None:
    tok = shipped.tokenizer
    ids = tok.encode("today the woman visits the city")
    out = [*shipped.decode("today the woman visits the city").ids, tok.eos_id]
    frame = E.shifted_right_vs_generation(shipped.model, ids, out, tok.bos_id)
    assert frame["decoder reads"].iloc[0] == [tok.bos_id] and frame["decoder reads"].iloc[-1] == [tok.bos_id, *out[:-1]]
    assert frame["max |log-prob difference|"].max() < 1e-4
    # greedy decoding picked every token, so both ways predict exactly the translation
    assert frame["training predicts (row t of one pass)"].tolist() == out
    assert frame["generation predicts (step t alone)"].tolist() == out
    named = E.name_ids(frame, tok.id_to_piece)
    assert named["decoder reads"].iloc[1] == "<s> ▁heute"


# --- the paper's sizes (Table 3) ---------------------------------------------------------------------------------


def test_table3_rows_and_counted_parameters() -> None:
    frame = Z.sizes_frame(37000)
    assert Z.paper_matches(frame) == {"base": True, "big": True}
    rows = frame.set_index("model")
    assert rows.loc["paper base", "N decoder"] == 6 and rows.loc["paper big", "N decoder"] == 6  # not 8
    assert rows.loc["paper base", "parameters (counted by the code)"] == 63_119_496
    assert rows.loc["paper big", "parameters (counted by the code)"] == 214_282_376
    assert abs(rows.loc["paper base", "parameters (counted by the code)"] / 65e6 - 1) < 0.05
    assert abs(rows.loc["paper big", "parameters (counted by the code)"] / 213e6 - 1) < 0.05
    assert TransformerConfig.paper_base(37000).nhead == 8  # the 8 of "8 parallel attention layers" is h


def test_meta_counts_equal_a_real_models_counts() -> None:
    cfg = tiny_config()
    torch.manual_seed(0)
    assert Z.meta_parameter_counts(cfg) == Transformer(cfg).parameter_counts()
    small = Z.sizes_frame(1000).set_index("model")
    big = Z.sizes_frame(2000).set_index("model")
    diff = (
        big.loc["paper base", "parameters (counted by the code)"]
        - small.loc["paper base", "parameters (counted by the code)"]
    )
    assert diff == 1000 * 512 + 1000  # one shared matrix of 1000 more rows, plus the output bias


# --- Figure 1 with its residual connections -----------------------------------------------------------------------


@pytest.mark.parametrize("decoder_layers,expected", [(6, 5), (0, 2)])
def test_figure1_gets_one_residual_connection_per_sublayer(decoder_layers, expected) -> None:
    cfg = TransformerConfig(
        src_vocab_size=50, tgt_vocab_size=50, d_model=32, nhead=4, num_decoder_layers=decoder_layers
    )
    fig = architecture_figure(cfg)
    paths = residual_paths(fig)
    assert len(paths) == expected
    norms = [s for s in fig.layout.shapes if s.type == "rect" and s.fillcolor == COLORS["norm"]]
    subs = [s for s in fig.layout.shapes if s.type == "rect" and s.fillcolor in (COLORS["attention"], COLORS["ff"])]
    for p in paths:
        # enters an Add & Norm box at its side, and leaves from below a sub-layer box in the same column
        assert any(n.y0 < p["y_to"] < n.y1 and p["x_to"] in (n.x0, n.x1) for n in norms)
        assert any(abs((s.x0 + s.x1) / 2 - p["x"]) < 1e-9 and p["y_from"] < s.y0 for s in subs)
        assert not any(s.x0 < p["x_side"] < s.x1 for s in subs)  # the line runs beside the boxes, not through
    n_shapes, n_notes = len(fig.layout.shapes), len(fig.layout.annotations)
    add_residual_arrows(fig)
    assert len(fig.layout.shapes) == n_shapes + expected and len(fig.layout.annotations) == n_notes + expected


def test_a_loaded_models_row_beside_table3(shipped) -> None:
    frame = Z.sizes_frame(37000, shipped.model, "en-de-toy").set_index("model")
    assert list(frame.index) == ["paper base", "paper big", "en-de-toy"]
    row = frame.loc["en-de-toy"]
    assert (row["N encoder"], row["N decoder"], row["d_model"], row["d_ff"], row["h"]) == (2, 2, 128, 512, 8)
    assert row["parameters (counted by the code)"] == sum(p.numel() for p in shipped.model.parameters())
