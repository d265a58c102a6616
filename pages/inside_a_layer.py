"""Inside a layer (§3.1-§3.4, Table 3): residual connections and LayerNorm, LayerNorm vs BatchNorm, the
position-wise feed-forward network, why several heads, the shared embeddings and √d_model, the paper's
sizes, and Figure 1 with its residual connections, all on the loaded model's own numbers."""

from __future__ import annotations

import functools

import streamlit as st
import torch

from pages import common
from transformer import viz
from transformer.lessons import embeddings_lesson as E
from transformer.lessons import feedforward_lesson as FF
from transformer.lessons import heads as H
from transformer.lessons import residual as R
from transformer.lessons import sizes as Z
from transformer.lessons.plots import plot_text
from transformer.lessons.subject import SPECIAL_IDS
from transformer.viz.architecture import add_residual_arrows, residual_paths

VIEWS = {
    "residual": "Add & Norm",
    "layernorm": "LayerNorm vs BatchNorm",
    "ffn": "Feed-forward network",
    "heads": "Why several heads",
    "embeddings": "Shared embeddings, √d_model",
    "sizes": "The paper's sizes",
    "figure": "Figure 1 with residuals",
}
DEFAULT_BATCH = "the dog sees the cat | today the woman visits the city | we sleep"
KINDS = {"encoder": "encoder self-attention", "decoder": "decoder self-attention", "cross": "cross-attention"}

int_widget = functools.partial(common.url_int, prefix="il")  # a number widget tied to ?param=


@st.cache_data(show_spinner="Counting the paper's models…", max_entries=8)
def paper_sizes(vocab: int):
    return Z.sizes_frame(vocab)


def layer_slider(label: str, n_layers: int) -> int:
    """A layer index from a slider counting from 1 (as the rest of the app and the URL do)."""
    return int_widget(st.slider, label, "layer", 1, 1, n_layers) - 1


common.page_header(
    "Inside a layer",
    "Every sub-layer of the Transformer sits inside a residual connection followed by layer normalisation; "
    "the feed-forward network is applied to every position on its own; attention is split into h heads; "
    "one embedding matrix is used three times. Each view below takes one of these apart on the model's own "
    "numbers.",
    formula=r"\mathrm{LayerNorm}(x + \mathrm{Sublayer}(x)),\qquad "
    r"\mathrm{FFN}(x) = \max(0,\, xW_1 + b_1)\,W_2 + b_2",
    section="§3.1, §3.2.2, §3.3, §3.4, §5.4, Table 3",
)

view = common.view_picker(VIEWS, "residual", key="il_view")

model_name = common.model_picker()
pre, subject = common.lesson_subject(model_name)
model, cfg = subject.model, subject.model.config
if subject.trained:
    st.caption(f"Numbers from {subject.description}.")
else:
    st.caption(
        f"No trained model is loaded, so the numbers come from {subject.description}. Every identity checked "
        "here holds for it too; only what the weights have learned means nothing."
    )


def sentence_ids(limit: int = 24) -> tuple[str, list[str], list[int]]:
    """The shared sentence, its source pieces and ids (a stand-in sentence if nothing of it is left)."""
    sentence = common.sentence_box("Sentence")
    if pre is not None:
        common.input_notice(pre, sentence)
    pieces, ids = subject.tokenize(sentence, limit=limit)
    if not ids:
        sentence = "the dog sees the cat"
        pieces, ids = subject.tokenize(sentence)
    return sentence, pieces, ids


def target_ids(sentence: str, src_ids: list[int]) -> tuple[list[str], list[int]]:
    """What the decoder produces for the sentence: the trained model's greedy translation (pieces, ids, then
    </s>); without a trained model the source ids stand in for a target."""
    if pre is not None:
        decoded = common.get_decoded(model_name, sentence)
        out = [*decoded.ids, pre.tokenizer.eos_id]
    else:
        out = [*src_ids, SPECIAL_IDS["eos"]]
    return [subject.piece(i) for i in out], out


if view == "residual":
    st.markdown(
        "A residual connection adds a sub-layer's input x back to its output, so the sub-layer only has to "
        "learn a *change* to x; the paper puts one **around** each sub-layer (not between them) and then "
        "normalises: LayerNorm(x + Sublayer(x)) (§3.1). In training, dropout (P_drop = 0.1 in the base model) "
        "is applied to Sublayer(x) before it is added and normalised (§5.4); "
        + (
            f"this model's config says dropout = {cfg.dropout:g}, but here it runs in evaluation mode, so there "
            "is none."
            if cfg.dropout
            else "this model was trained without it (dropout = 0), and in evaluation mode, as here, there is none "
            "anyway."
        )
        + " Below, one sub-layer of the encoder is recomputed by hand."
    )
    sentence, pieces, ids = sentence_ids()
    c1, c2 = st.columns(2)
    with c1:
        layer = layer_slider("encoder layer", cfg.num_encoder_layers)
    common.init_state("il_sub", common.query_choice("sub", "attention", ["attention", "ffn"]))
    sub = c2.radio("sub-layer", ["attention", "ffn"], key="il_sub", horizontal=True,
                   format_func={"attention": "self-attention", "ffn": "feed-forward"}.get)  # fmt: skip
    common.set_query(sub=sub)
    parts = R.residual_parts(model, torch.tensor([ids]), layer, sub)
    table = R.positions_frame(parts, pieces)
    common.show_table(table, wrap=True)
    c1, c2, c3 = st.columns(3)
    c1.metric("largest |mean| after normalising", f"{table['mean after normalising'].abs().max():.1e}")
    c2.metric("std after normalising (min … max)",
              f"{table['std after normalising'].min():.4f} … {table['std after normalising'].max():.4f}")  # fmt: skip
    c3.metric("max |by hand − EncoderLayer|", f"{parts.max_difference:.1e}")
    st.caption(
        "Every position is normalised over its own d_model = "
        f"{cfg.d_model} numbers: mean 0 and standard deviation 1 before LayerNorm's learned gain and bias "
        "(the last column includes them). The last metric compares the hand computation with the layer's own "
        "forward pass."
        + (
            " This model is pre-LN: x + Sublayer(LayerNorm(x)), and the sum is passed on un-normalised."
            if parts.norm_first
            else ""
        )  # fmt: skip
    )
    pos = int_widget(st.slider, "position to take apart", "pos", 1, 1, len(pieces)) - 1
    dims = int_widget(st.slider, "dimensions shown", "dims", min(32, cfg.d_model), 1, cfg.d_model)
    frame = R.dimensions_frame(parts, pos, dims)
    title = f"Position {pos + 1} (“{plot_text(pieces[pos])}”), first {dims} of {cfg.d_model} dimensions"
    common.show_figure(R.fig_dimensions(frame, title), "fig_il_dims", frame, "add-and-norm")

    st.subheader("Post-LN (the paper) beside pre-LN")
    st.markdown(
        "The paper normalises **after** the sum: LayerNorm(x + Sublayer(x)). Many later models normalise "
        "**before** the sub-layer: x + Sublayer(LayerNorm(x)), with one more LayerNorm at the end of the stack "
        "(`norm_first=True` in this code, the argument's name in `torch.nn.Transformer`). Post-LN normalises x "
        "after every sub-layer; pre-LN never normalises the residual stream itself, so each layer adds to it. "
        "Below, a deeper stack with this model's sizes and the same fresh weights for both orders reads this "
        "model's real embeddings."
    )
    deep = int_widget(st.slider, "layers in the deeper stack", "deep", 6, 2, 12)
    flow = R.post_vs_pre(model, torch.tensor([ids]), layers=deep)
    common.show_figure(R.fig_post_vs_pre(flow), "fig_il_prepost", flow, "post-ln-vs-pre-ln")
    post = flow[flow["order"] == "post-LN (paper)"]["mean ‖x‖"].iloc[-1]
    pre_ln = flow[flow["order"] == "pre-LN"]["mean ‖x‖"].iloc[-1]
    st.caption(
        f"After {deep} layers: mean ‖x‖ = {post:.2f} with post-LN (a freshly initialised LayerNorm has gain 1 and "
        f"bias 0, so its output has norm √d_model = {cfg.d_model**0.5:.2f}), and {pre_ln:.2f} with pre-LN."
    )

elif view == "layernorm":
    st.markdown(
        "**LayerNorm** computes a mean and a standard deviation for each token vector over its own "
        "d_model features. **BatchNorm** computes them for each feature over all sentences and positions of "
        "the batch, so one sentence's numbers depend on which other sentences, and how much padding, share "
        "its batch. The Transformer uses LayerNorm (§3.1). Here both normalise the real sums x + Sublayer(x) "
        "of the first encoder layer's self-attention for a padded batch."
    )
    common.init_state("il_batch", common.query_str("batch", DEFAULT_BATCH, 400))
    text = st.text_area("Sentences, separated by | or new lines (the first is followed)", key="il_batch",
                        height=90, max_chars=400)  # fmt: skip
    lines = [ln.strip() for part in text.split("\n") for ln in part.split("|") if ln.strip()][:6]
    if len(lines) < 2:
        st.info("A batch needs at least two sentences, so the example sentences are used.")
        lines = [s.strip() for s in DEFAULT_BATCH.split("|")]
    common.set_query(batch=" | ".join(lines))
    tokenized = [subject.tokenize(line, limit=24) for line in lines]
    tokenized = [t for t in tokenized if t[1]] or [subject.tokenize(s) for s in DEFAULT_BATCH.split("|")]
    result = R.norm_comparison(model, [i for _, i in tokenized])
    common.show_table(result["frame"], formats={"max change of sentence 1 (batch vs alone)": "{:.2e}"}, wrap=True)
    frame = result["frame"]
    ln_change, bn_change = frame["max change of sentence 1 (batch vs alone)"].iloc[:2]
    c1, c2, c3 = st.columns(3)
    c1.metric("padding in the batch", f"{result['padding share']:.0%}")
    c2.metric("LayerNorm: sentence 1 changes by", f"{ln_change:.1e}")
    c3.metric("BatchNorm: sentence 1 changes by", f"{bn_change:.2f}")
    stds = result["ln_position_stds"]
    st.caption(
        f"LayerNorm gives every position of every sentence, pads included, mean 0 and std 1 (std between "
        f"{float(stds.min()):.4f} and {float(stds.max()):.4f}); it never looks across sentences, so sentence 1 "
        "comes out the same alone or in the batch (the change is float rounding). BatchNorm's per-feature "
        "statistics mix the sentences and the pads; leaving the pads out still mixes the sentences."
    )
    common.show_figure(
        R.fig_batch_means(result, min(32, cfg.d_model)), "fig_il_bn",
        {k: result[k].tolist() for k in ("feature_mean_sentence_1", "feature_mean_without_padding",
                                          "feature_mean_with_padding")},
        "batchnorm-means",
    )  # fmt: skip

elif view == "ffn":
    st.markdown(
        "The last sub-layer of every layer (the second in the encoder, the third in the decoder) is two "
        "linear maps with a ReLU between, applied to **each position "
        "separately and identically** (§3.3, Equation 2): the same W1, b1, W2, b2 at every position, so it "
        "is the same as two convolutions with kernel size 1, but different parameters in every layer. The "
        f"paper uses d_model = 512 and d_ff = 2048 = 4 · 512; this model has d_model = {cfg.d_model} and "
        f"d_ff = {cfg.dim_feedforward} = {cfg.dim_feedforward / cfg.d_model:g} · {cfg.d_model} (from its config)."
    )
    sentence, pieces, ids = sentence_ids()
    layer = layer_slider("encoder layer", cfg.num_encoder_layers)
    src = torch.tensor([ids])
    parts = FF.ffn_parts(model, src, layer)
    c1, c2, c3 = st.columns(3)
    c1.metric("max |all positions at once − one at a time|", f"{parts.per_position_difference:.1e}")
    c2.metric("max |FFN − two 1×1 convolutions|", f"{parts.conv_difference:.1e}")
    c3.metric("d_ff / d_model", f"{cfg.dim_feedforward} / {cfg.d_model} = {cfg.dim_feedforward / cfg.d_model:g}")
    table = FF.positions_frame(parts, pieces)
    common.show_table(table, wrap=True)
    st.caption(
        f"For each token: how many of the d_ff = {cfg.dim_feedforward} hidden units are positive after "
        "x W1 + b1 (the ReLU passes only those), and how large FFN(x), the change the residual connection adds "
        "to x, is next to x itself."
    )
    units = int_widget(st.slider, "hidden units shown", "units", min(128, cfg.dim_feedforward), 1,
                       cfg.dim_feedforward)  # fmt: skip
    common.show_figure(FF.fig_firing(parts, pieces, units), "fig_il_firing",
                       (parts.hidden[:, :units] > 0).int().tolist(), "relu-firing")  # fmt: skip
    layers = FF.layers_frame(model, src)
    common.show_table(layers, wrap=True)
    st.caption("Different parameters from layer to layer: the relative distance of each layer's W1 from layer 1's.")

elif view == "heads":
    st.markdown(
        "“Multi-head attention allows the model to jointly attend to information from different representation "
        "subspaces at different positions. With a single attention head, averaging inhibits this” (§3.2.2). "
        "Because each of the h heads works in d_k = d_model / h dimensions, the paper notes, the total cost is "
        "similar to that of one head of full width; counted in multiply-adds below, it is exactly the same."
    )
    n = int_widget(st.slider, "positions n", "n", 50, 1, 512)
    cost = H.cost_frame(n, cfg.d_model, [h for h in (1, 2, 4, 8, 16, 32) if cfg.d_model % h == 0])
    common.show_table(cost, formats=dict.fromkeys(cost.columns, "{:,}"), wrap=True)
    st.caption(
        f"Multiply-adds of one self-attention with d_model = {cfg.d_model}: the scores cost h · n² · d_k = "
        f"n² · d_model = {n * n * cfg.d_model:,} for every h, and so does weighting the values; the four "
        "projections and their parameters do not depend on h at all."
    )
    st.subheader("The heads of this model look at different things")
    sentence, pieces, ids = sentence_ids()
    common.init_state("il_kind", common.query_choice("kind", "encoder", list(KINDS)))
    kind = st.radio("attention", list(KINDS), format_func=KINDS.get, key="il_kind", horizontal=True)
    common.set_query(kind=kind)
    src = torch.tensor([ids])
    tgt_pieces, out_ids = target_ids(sentence, ids)
    tgt_in = torch.tensor([[subject.bos_id, *out_ids[:-1]]])
    maps = H.attention_maps(model, src, tgt_in)
    n_layers = cfg.num_encoder_layers if kind == "encoder" else cfg.num_decoder_layers
    layer = layer_slider(f"{KINDS[kind]} layer", n_layers)
    in_pieces = ["<s>", *tgt_pieces[:-1]]
    queries = pieces if kind == "encoder" else in_pieces
    keys = in_pieces if kind == "decoder" else pieces
    weights = maps[kind][layer]  # (h, T, S)
    title = f"{KINDS[kind]}, layer {layer + 1}: each head, then their mean (rows queries, columns keys)"
    common.show_figure(H.fig_heads_and_mean(weights, queries, keys, title), "fig_il_heads",
                       {f"head {i + 1}": w.tolist() for i, w in enumerate(weights)}, "heads-and-mean")  # fmt: skip
    table = H.heads_frame(weights, queries, keys)
    common.show_table(table, formats={"distance from the mean": "{:.2f}"}, wrap=True)
    dist = table["distance from the mean"].iloc[:-1]
    st.caption(
        "Each row: the key each query looks at most, per head and for the mean of the heads; “distance from the "
        "mean” is the share of a head's attention that lies elsewhere than the mean's (0 = the same map, 1 = "
        f"disjoint), averaged over the queries. In this layer it runs from {dist.min():.2f} to {dist.max():.2f}: "
        "one averaged head would blur these different patterns into one."
    )

    st.subheader("Measured: one head against several, at the same d_model")
    results = H.load_results()
    if results is None:
        st.info(
            f"The results file {H.RESULTS_FILE.name} is missing; make it with `python -m transformer.lessons.heads`.",
            icon=":material/info:",
        )
    else:
        summary = H.comparison_summary(results)
        st.markdown(
            f"The training lab's {results['task']} model (d_model = {results['d_model']}, "
            f"{results['num_layers']} layer each side, d_ff = {results['dim_feedforward']}) was trained "
            f"{results['steps']} steps once per number of heads, with the same seed ({results['seed']}), data "
            f"({results['train_pairs']:,} pairs) and schedule. The parameter count is the same for every h."
        )
        common.show_figure(H.fig_comparison(results), "fig_il_compare", H.comparison_frame(results),
                           "heads-comparison")  # fmt: skip
        common.show_table(summary, wrap=True)
        st.markdown(H.comparison_sentence(results))
        st.caption(
            f"Made by `{results['command']}` on {results['date']} (one run per h, one seed: a small "
            "experiment, not a benchmark). The paper's own comparison is Table 3, rows (A): on English-German, "
            "single-head attention was 0.9 BLEU worse than the best setting, and quality also dropped with too "
            "many heads."
        )

elif view == "embeddings":
    st.markdown(
        "Tokens become d_model-dimensional vectors through a learned embedding. The paper shares **one** "
        "weight matrix between the source embedding, the target embedding and the pre-softmax linear "
        "transformation, and in the embedding layers it **multiplies** those weights by √d_model (§3.4); "
        "they are not divided by it."
    )
    sentence, pieces, ids = sentence_ids()
    sharing = E.sharing_frame(model)
    common.show_table(sharing, wrap=True)
    saved = E.shared_parameters_saved(model)
    st.caption(
        f"In this model all three are {'one tensor' if bool(sharing['same tensor object'].all()) else 'not one tensor'}"
        f" (share_embeddings = {cfg.share_embeddings}); sharing saves {saved:,} parameters."
    )
    scale = E.scale_frame(model, ids, pieces)
    common.show_figure(E.fig_scale(scale), "fig_il_scale", scale, "embedding-scale")
    vocab = E.vocabulary_scale(model)
    c1, c2, c3 = st.columns(3)
    c1.metric("mean ‖E row‖ (vocabulary)", f"{vocab['mean ‖E row‖']:.3f}")
    c2.metric("× √d_model", f"{vocab['mean ‖√d_model·E row‖']:.2f}")
    c3.metric("‖PE(pos)‖ = √(d_model/2)", f"{vocab['‖PE(pos)‖ = √(d_model/2)']:.2f}")
    st.caption(
        f"The entries of E have standard deviation {vocab['std of E entries']:.3f} (this code initialises them "
        f"at 1/√d_model = {vocab['1/√d_model']:.3f}); the positional encodings' entries lie in [−1, 1] and every "
        f"PE vector has norm √(d_model/2) = {vocab['‖PE(pos)‖ = √(d_model/2)']:.2f}. Unscaled, a token's "
        f"vector (mean norm {vocab['mean ‖E row‖']:.2f}) would be "
        f"{vocab['‖PE(pos)‖ = √(d_model/2)'] / vocab['mean ‖E row‖']:.0f} times smaller than the position added "
        f"to it; × √d_model = {vocab['√d_model']:.2f} brings both to the same scale."
    )

    st.subheader("What the decoder reads: training against generation")
    st.markdown(
        "In training the decoder reads the target **shifted right**, <s> y₁ … y₍ₙ₋₁₎, all positions in one "
        "pass, and the causal mask keeps each position from seeing the ones after it. In generation it reads "
        "its own previous outputs and produces one token per step. Below, both ways run on the model's "
        "translation of the sentence."
        if subject.trained
        else "In training the decoder reads the target **shifted right**, all positions in one pass under the "
        "causal mask; in generation it reads its own previous outputs one step at a time. Without a trained "
        "model, the source ids stand in for a target."
    )
    _, out_ids = target_ids(sentence, ids)
    tf = E.shifted_right_vs_generation(model, ids, out_ids, subject.bos_id)
    common.show_table(E.name_ids(tf, subject.piece), formats={"max |log-prob difference|": "{:.1e}"}, wrap=True)
    agree = int((tf["training predicts (row t of one pass)"] == tf["generation predicts (step t alone)"]).sum())
    c1, c2 = st.columns(2)
    c1.metric("steps where both predict the same", f"{agree} of {len(tf)}")
    c2.metric("max |log-prob difference|", f"{tf['max |log-prob difference|'].max():.1e}")

elif view == "sizes":
    st.markdown(
        "Table 3 of the paper gives the base and the big model. Both have **N = 6** layers in the encoder "
        "and **N = 6** in the decoder (§3.1). A study note that says the decoder has 8 layers is wrong: the 8 "
        "in the paper is h = 8, “parallel attention layers, or heads” (§3.2.2), in the base model."
    )
    vocab = int_widget(st.number_input, "shared vocabulary size", "vocab", Z.PAPER_VOCAB, 1000, 100000, step=1000)
    frame = paper_sizes(vocab)
    if pre is not None:
        frame = Z.with_model_row(frame, model, pre.name)
    common.show_table(frame, wrap=True)
    base = int(frame[frame["model"] == "paper base"]["parameters (counted by the code)"].iloc[0])
    big = int(frame[frame["model"] == "paper big"]["parameters (counted by the code)"].iloc[0])
    c1, c2, c3 = st.columns(3)
    c1.metric("base, counted", f"{base / 1e6:.1f}M", f"{(base / 65e6 - 1):+.1%} vs 65M", delta_color="off")
    c2.metric("big, counted", f"{big / 1e6:.1f}M", f"{(big / 213e6 - 1):+.1%} vs 213M", delta_color="off")
    c3.metric("this model's N (encoder, decoder)", f"{cfg.num_encoder_layers}, {cfg.num_decoder_layers}")
    st.caption(
        "The counts build TransformerConfig.paper_base / paper_big on PyTorch's meta device (no memory) and "
        "count the shared embedding matrix once; the vocabulary size changes only the embedding part. The "
        "paper's counts are rounded and it does not give its vocabulary size exactly (about 37000 for "
        "English-German, §5.1). For English-French the big model used P_drop = 0.1 instead of 0.3 (§6.1)."
    )

else:  # figure
    st.markdown(
        "Figure 1 of the paper draws every Add & Norm with two inputs: the sub-layer's output and, along a "
        "line around the sub-layer, the sub-layer's input x. Here it is drawn from the model's config, with "
        "those residual connections."
    )
    common.init_state("il_fig", common.query_choice("fig", "model", ["model", "base", "big"]))
    which = st.radio("sizes of", ["model", "base", "big"], key="il_fig", horizontal=True,
                     format_func={"model": "this model", "base": "paper base", "big": "paper big"}.get)  # fmt: skip
    common.set_query(fig=which)
    common.init_state("il_res", common.query_bool("res", True))
    residuals = st.checkbox("draw the residual connections", key="il_res")
    common.set_query(res=residuals)
    if which == "model":
        fig_cfg, counts = cfg, model.parameter_counts()
    else:
        fig_cfg = Z.paper_config(which)
        counts = Z.meta_parameter_counts(fig_cfg)
    fig = viz.architecture_figure(fig_cfg, counts)
    paths = residual_paths(fig)
    if residuals:
        add_residual_arrows(fig)
    drawn, aside = st.columns([3, 2])  # the width Figure 1's labels are sized for (as on the home page)
    with drawn:
        common.show_figure(fig, "fig_il_figure1", viz.sizes(fig_cfg), "figure-1-residuals")
    left = min(p["x"] for p in paths)
    n_enc = sum(p["x"] == left for p in paths)
    n_enc_layers, n_dec_layers = fig_cfg.num_encoder_layers, fig_cfg.num_decoder_layers
    aside.caption(
        f"One encoder layer has {n_enc} residual connections and one decoder layer {len(paths) - n_enc} (one per "
        f"sub-layer); the stacks repeat them N = {n_enc_layers} and {n_dec_layers} times: "
        f"{n_enc * n_enc_layers + (len(paths) - n_enc) * n_dec_layers} residual connections in all."
    )
