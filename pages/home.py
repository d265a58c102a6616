"""Home: what the Transformer is, Figure 1 drawn from the loaded model's config, and a translate box."""

from __future__ import annotations

import streamlit as st

from pages import common

common.page_header(
    "Attention Is All You Need",
    "The Transformer translates a sentence with attention alone: no recurrence, no convolution. "
    "An encoder reads the source and lets every word look at every other word; a decoder writes the "
    "translation one piece at a time, looking at what it has written so far and, through cross-attention, "
    "at the source. Each look is a softmax over scaled dot products, so every row of weights sums to 1.",
    formula=r"\mathrm{Attention}(Q, K, V) = \mathrm{softmax}\!\left(\frac{QK^\top}{\sqrt{d_k}}\right) V",
    section="§3.2.1, Figure 1",
)

name = common.model_picker()
pre = common.try_get_model(name)
if pre is not None:
    cfg = pre.model.config
    counts = pre.model.parameter_counts()
    cols = st.columns(5)
    cols[0].metric("Layers (N)", f"{cfg.num_encoder_layers} + {cfg.num_decoder_layers}")
    cols[1].metric("Heads (h)", cfg.nhead)
    cols[2].metric("d_model", cfg.d_model)
    cols[3].metric("d_ff", cfg.dim_feedforward)
    cols[4].metric("Parameters", f"{counts['total']:,}")

    st.subheader("Translate")
    sentence = common.sentence_box("Sentence to translate")
    try:
        st.text(pre.translate(sentence))
    except Exception as exc:
        common.friendly_error("This sentence could not be translated.", exc)
