"""Home: what the Transformer is, Figure 1 drawn from the loaded model's config, and a translate box."""

from __future__ import annotations

import streamlit as st

from pages import common
from transformer import viz

METHODS = {"greedy": "Greedy", "beam": "Beam search (size 4)"}

common.page_header(
    "Attention Is All You Need",
    "The Transformer translates with attention alone: no recurrence, no convolution. An encoder reads the source "
    "and lets every piece of it look at every other piece; a decoder writes the translation one piece at a time, "
    "looking at what it has written so far and, through cross-attention, at the source. Every look is a softmax "
    "over scaled dot products, so each row of attention weights sums to 1.",
    formula=r"\mathrm{Attention}(Q, K, V) = \mathrm{softmax}\!\left(\frac{QK^\top}{\sqrt{d_k}}\right) V",
    section="§3.2.1, Figure 1",
)

name = common.model_picker()
pre = common.try_get_model(name)
if pre is None:
    st.stop()

cfg = common.model_config(pre)
counts = common.parameter_counts(pre)
sizes = viz.sizes(cfg)
cols = st.columns(5)
cols[0].metric("Layers N (enc + dec)", f"{sizes['N_encoder']} + {sizes['N_decoder']}")
cols[1].metric("Heads h", sizes["h"])
cols[2].metric("d_model", sizes["d_model"])
cols[3].metric("d_ff", sizes["d_ff"])
cols[4].metric("Parameters", f"{counts['total']:,}" if "total" in counts else "–")

left, right = st.columns([3, 2])
with left:
    common.show_figure(
        viz.architecture_figure(cfg, counts),
        key="home_arch",
        data=viz.parameters_frame(counts) if len(counts) > 1 else viz.sizes(cfg),
        filename=f"figure1-{name}",
    )
with right:
    st.subheader("Translate")
    if common.can_translate(pre):
        example, kind = common.example_sentence(pre)
        sentence = common.sentence_box("Sentence to translate", default=example, kind=kind)
        common.example_picker(pre)
        common.input_notice(pre, sentence)
        common.init_state("home_method", common.query_choice("method", "greedy", list(METHODS)))
        method = st.radio("Search", list(METHODS), key="home_method", format_func=METHODS.get, horizontal=True)
        common.set_query(method=method)
        try:
            decoded = common.get_decoded(name, sentence, method)
        except Exception as exc:  # anything a user can type must end in a message, not a traceback
            common.friendly_error("This sentence could not be translated. Try another one.", exc)
        else:
            st.markdown("**Translation:** " + common.md_escape(decoded.text or "(empty)"))
            common.unfinished_notice(decoded.finished, len(decoded.ids))
            common.left_out_notice(pre, sentence, decoded.text)
            common.unsure_notice(pre, sentence, decoded.steps)
            reference = common.reference_translation(pre, sentence)
            if reference:
                st.caption("The toy corpus' rule-based reference: " + common.md_escape(reference))
        st.caption("See how it got there in *Attention explorer* and *Decoding step by step*.")
    else:
        st.info("This model is encoder-only (BERT-style): it reads sentences but does not translate them.")
    if len(counts) > 1:
        common.show_table(viz.parameters_frame(counts), headers={"share_%": "share of all (%)"})
    if getattr(pre, "card", None):
        with st.expander("Model card"):
            st.json(pre.card, expanded=1)
