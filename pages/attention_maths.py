"""Scaled dot-product and multi-head attention (§3.2.1-§3.2.2): why √d_k, measured; dot-product vs
additive attention; and how h heads are split, attended, concatenated and projected, shape by shape."""

from __future__ import annotations

import functools

import streamlit as st
import torch

from pages import common
from transformer.lessons import maths as X

VIEWS = {"scale": "Why √d_k", "additive": "Dot-product vs additive", "heads": "Multi-head, shape by shape"}
DKS = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024]


int_widget = functools.partial(common.url_int, prefix="am")  # a number widget tied to ?param=


def option_widget(label: str, param: str, default: int, options: list[int], **kw) -> int:
    """A select_slider over whole numbers, seeded from ?param= and written back to the URL."""
    key, names = f"am_{param}", [str(o) for o in options]
    common.init_state(key, int(common.query_choice(param, str(default), names)))
    value = int(st.select_slider(label, options, key=key, **kw))
    common.set_query(**{param: value})
    return value


@st.cache_data(show_spinner="Sampling…", max_entries=16)
def variance(max_dk: int, n_samples: int, seed: int):
    return X.dot_product_variance([d for d in DKS if d <= max_dk], n_samples, seed)


@st.cache_data(show_spinner="Measuring the softmax…", max_entries=16)
def saturation(max_dk: int, n_keys: int, seed: int):
    return X.softmax_saturation([d for d in DKS if d <= max_dk], n_keys, 1000, seed)


@st.cache_resource(show_spinner="Timing both…", max_entries=16)
def dot_vs_additive(n: int, d: int, repeats: int):
    """Measured once per (n, d, runs), not on every rerun of the page (shared, never modified)."""
    return X.dot_vs_additive(n=n, d=d, repeats=repeats)


common.page_header(
    "Scaled dot-product and multi-head attention",
    "A query is compared with every key by a dot product, divided by √d_k, and the softmax turns the "
    "scores into weights for averaging the values. Multi-head attention runs h such attentions side by "
    "side on smaller projections (d_k = d_model/h) and mixes their results with W^O.",
    formula=r"\mathrm{Attention}(Q,K,V) = \mathrm{softmax}\!\left(\frac{QK^\top}{\sqrt{d_k}}\right)V,\qquad "
    r"\mathrm{MultiHead}(Q,K,V) = \mathrm{Concat}(\mathrm{head}_1,\dots,\mathrm{head}_h)\,W^O",
    section="§3.2.1, §3.2.2, Equation (1), Figure 2",
)

view = common.view_picker(VIEWS, "scale", key="am_view")

if view == "scale":
    st.markdown(
        "Footnote 4 of the paper: if the components of q and k are independent with mean 0 and variance 1, "
        "then q·k = Σ q_i k_i has mean 0 and **variance d_k**. With d_k = 64 the scores have a standard "
        "deviation of 8; the softmax of such scores is closer to one-hot and passes a smaller gradient back "
        "(how much smaller is measured below). Dividing by √d_k brings the variance back to 1 whatever d_k is. "
        "Everything below is measured, not assumed."
    )
    c1, c2, c3 = st.columns(3)
    with c1:
        max_dk = option_widget("largest d_k", "dk", 512, DKS)
    with c2:
        n_samples = option_widget("samples per d_k", "samples", 5000, [1000, 2000, 5000, 10000, 20000])
    seed = int_widget(c3.number_input, "random seed", "seed", 0, 0, 9999)
    frame = variance(max_dk, n_samples, seed)
    common.show_figure(X.fig_variance(frame), "fig_am_variance", frame, "variance-of-dot-products")
    common.show_table(frame, formats={"var(q·k)": "{:.2f}", "var(q·k/√d_k)": "{:.3f}", "theory d_k": "{:.0f}"})
    n_keys = int_widget(st.slider, "keys per query (softmax length)", "keys", 16, 2, 128)
    sat = saturation(max_dk, n_keys, seed)
    st.markdown(
        "Now the softmax over that many random keys. Without scaling the largest weight climbs towards 1 "
        "(one-hot), the entropy falls towards 0, and the gradient reaching the scores, measured with autograd "
        "as ‖∂(u·softmax(s))/∂s‖ for a random upstream gradient u, shrinks. With scaling all three stay put."
    )
    common.show_figure(X.fig_saturation(sat, n_keys), "fig_am_saturation", sat, "softmax-saturation")
    if sentence := X.gradient_sentence(sat, n_keys, 64):
        st.caption(sentence)

elif view == "additive":
    st.markdown(
        "Before the Transformer, the usual compatibility function was **additive** attention (Bahdanau et al.): "
        "a one-hidden-layer network vᵀ tanh(W q + U k) scores each query–key pair. The paper notes both have "
        "similar theoretical complexity but dot-product attention is much faster and more space-efficient "
        "in practice, since it is one matrix multiplication. Here both run on the same random inputs."
    )
    c1, c2, c3 = st.columns(3)
    with c1:
        n = option_widget("positions n (queries = keys)", "n", 128, [16, 32, 64, 128, 256, 512])
    with c2:
        d = option_widget("d_k (and hidden width d_a)", "d", 64, [8, 16, 32, 64, 128, 256])
    repeats = int_widget(c3.number_input, "timing runs (best is kept)", "runs", 5, 1, 50)
    result = dot_vs_additive(n, d, repeats)
    common.show_table(result.frame)
    times = result.frame["time (ms, best of runs)"].tolist()
    flops = result.frame["FLOPs for the scores"].tolist()
    c1, c2, c3 = st.columns(3)
    c1.metric("additive / dot-product FLOPs", f"{flops[1] / flops[0]:.1f}×")
    c2.metric("additive / dot-product time", f"{times[1] / times[0]:.1f}×")
    c3.metric("additive's extra memory", f"{result.frame['largest intermediate (floats)'][1] / (n * n):.0f}×")
    st.caption(
        "Times are measured on this machine (best of the runs, each kind timed for at most about 2 s, so large "
        "sizes get fewer runs). The additive scores need a tanh over an "
        "(n, n, d_a) tensor; the dot products go straight to (n, n)."
    )
    common.show_figure(
        X.fig_dot_vs_additive(result),
        "fig_am_additive",
        {"dot-product weights": result.dot_weights.tolist(), "additive weights": result.additive_weights.tolist()},
        "dot-vs-additive",
    )
    sums = torch.stack([result.dot_weights.sum(-1), result.additive_weights.sum(-1)])
    st.caption(
        f"Both are proper attention: every row sums to 1 (between {sums.min():.6f} and {sums.max():.6f}), and "
        f"both outputs have shape {tuple(result.dot_output.shape)}. They weight the keys differently because "
        "they are different functions with different (here random, untrained) parameters."
    )

else:  # heads
    pre, subject = common.lesson_subject(common.model_picker())
    cfg = subject.model.config
    st.caption(
        f"Model: {subject.description}."
        + ("" if subject.trained else " No trained model is loaded; the shapes and the check are the same.")
    )
    st.markdown(
        f"This model has d_model = {cfg.d_model} and h = {cfg.nhead} heads, so each head works in "
        f"d_k = d_v = {cfg.d_model} / {cfg.nhead} = {cfg.d_k} dimensions. The walk below recomputes one "
        "encoder self-attention layer by hand with that layer's own W^Q, W^K, W^V and W^O, printing the "
        "shape after each step, and compares the result with what the module itself returns."
    )
    sentence = common.sentence_box("Sentence")
    if pre is not None:
        common.example_picker(pre)
        common.input_notice(pre, sentence)
    pieces, ids = subject.tokenize(sentence, limit=24)
    if not ids:
        pieces, ids = subject.tokenize("the dog sees the cat")
    layer = (  # counted from 1 on screen and in the URL, as in the rest of the app
        int_widget(st.slider, "encoder layer", "layer", 1, 1, cfg.num_encoder_layers) - 1
        if (cfg.num_encoder_layers > 1)
        else 0
    )
    src = torch.tensor([ids])
    x = X.encoder_attention_input(subject.model, src, layer)
    walk = X.multihead_walk(
        subject.model.encoder.layers[layer].self_attn, x, x_label=X.input_label(subject.model, layer)
    )
    common.show_table(walk.frame(), width="stretch", height="content")
    st.caption(
        "B = batch (1 sentence), T = its number of tokens, h = heads, d_k = d_v = d_model / h. Only layer 1 "
        "reads the embeddings plus positions; every later layer reads the previous layer's output. Each "
        "projection is a linear layer with a bias (b^Q, b^K, b^V, b^O)."
    )
    c1, c2 = st.columns(2)
    c1.metric("max |walk − MultiHeadAttention.forward|", f"{walk.max_difference:.1e}")
    c2.metric("W^O input width h·d_v", f"{cfg.nhead} × {cfg.d_k} = {cfg.nhead * cfg.d_k}")
    common.show_figure(
        X.fig_heads(walk, pieces),
        "fig_am_heads",
        {f"head {i + 1}": w.tolist() for i, w in enumerate(walk.steps[6].tensor[0])},
        "heads",
    )
