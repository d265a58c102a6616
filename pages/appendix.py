"""The appendix's attention figures (Figures 3-5) redrawn on MiniLM-L6, with the heads found by a search."""

from __future__ import annotations

import streamlit as st

from pages import common
from transformer import bert
from transformer.lessons import appendix as AP
from transformer.registry import MINILM

FIGURES = ["3", "4", "5"]
FIGURE_TITLES = {"3": "Figure 3: long-distance dependency", "4": "Figure 4: anaphora", "5": "Figure 5: structure"}

common.page_header(
    "Appendix figures on a real pretrained encoder",
    "The paper's appendix draws heads of its encoder self-attention as lines between two columns of the same "
    "sentence: queries on the left, keys on the right, each line as strong as its weight. Here the same two "
    "sentences go through **MiniLM-L6** (all-MiniLM-L6-v2), a different model: a 6-layer BERT encoder trained by "
    "others for sentence embeddings, not the paper's 6-layer encoder-decoder trained on WMT 2014 English-German. "
    "Which heads to draw is not chosen by hand: every layer × head is scored for the relation a figure shows, "
    "and the best one is drawn.",
    formula=r"\mathrm{score}(\ell, h) = \sum_{j \in \text{keys}} \alpha^{(\ell,h)}_{i j}"
    r"\quad\text{(weight from word } i \text{ to the key words, in layer } \ell \text{, head } h)",
    section="Appendix, Figures 3–5; §3.2.2",
)

missing = bert.missing_requirements()
if missing:
    st.info("MiniLM is not installed, so this page has nothing to draw. To add it:", icon=":material/info:")
    st.code(bert.unavailable_message(missing), language="text")
    st.stop()


@st.cache_resource(show_spinner="Searching every head…")
def appendix_data():
    """Both sentences' word-level traces and the heads found (one copy per server)."""
    model = common.get_model(MINILM)
    long_trace = AP.appendix_trace(model, AP.SENTENCE_LONG)
    law_trace = AP.appendix_trace(model, AP.SENTENCE_LAW)
    return long_trace, law_trace, AP.find_appendix_heads(long_trace, law_trace)


long_trace, law_trace, found = appendix_data()
st.subheader("The heads found")
table = AP.heads_frame(found)
st.dataframe(table, hide_index=True, width="stretch")
st.caption(
    "Layers and heads are counted from 1. Score: for Figures 3 and 4, the weight the query word sends to the key "
    "words in that head; for Figure 5, the mean weight each word sends to its neighbour. Word level: a word's "
    "pieces are summed as keys and averaged as queries, and [CLS]/[SEP] are left out with every row renormalised "
    "over the words (MiniLM sends much of its attention to them; the paper's figures show `<EOS>` and `<pad>` "
    "instead)."
)

common.init_state("ap_figure", common.query_choice("figure", "4", FIGURES))
figure = st.segmented_control("Figure", FIGURES, key="ap_figure", format_func=FIGURE_TITLES.get) or "4"
common.set_query(figure=figure)
st.caption(AP.CAPTIONS[int(figure)])

if figure == "3":
    f = found.long_distance
    st.markdown(
        f"On MiniLM, **{f.label()}** sends {f.score:.2f} of the weight of 'making' to 'more' and 'difficult' "
        f"together (the next-best head: {f.runner_up:.2f})."
    )
    common.init_state("ap_all_heads", common.query_bool("all", False))
    all_heads = st.checkbox(
        "all heads of this layer, one colour each (as the paper draws Figure 3)", key="ap_all_heads"
    )
    common.set_query(all=1 if all_heads else None)
    heads = None if all_heads else [f.head]
    fig = AP.figure_one_word(long_trace, f.layer, "making", heads=heads)
    rows = long_trace.encoder_self[f.layer, :, AP.word_index(long_trace, "making")]  # (H, W)
    data = {"words": long_trace.src_tokens, "layer": f.layer + 1, "making_row_per_head": rows.tolist()}
    common.show_figure(fig, "fig_ap_3", data, "appendix-figure3-minilm")
elif figure == "4":
    f = found.anaphora
    top = AP.top_key(law_trace, f.layer, f.head, "its")
    st.markdown(
        f"On MiniLM, **{f.label()}** sends {f.score:.2f} of the weight of 'its' to 'Law' (the next-best head: "
        f"{f.runner_up:.2f}); the word 'its' attends to most in this head is '{common.md_escape(top)}'."
    )
    common.init_state("ap_only_its", common.query_bool("its", False))
    only_its = st.toggle("only the lines from 'its', in two heads (the paper's bottom panel)", key="ap_only_its")
    common.set_query(its=1 if only_its else None)
    if only_its:
        partner = AP.partner_head(law_trace, f, "its", ["Law"])
        st.caption(
            f"As in the paper's bottom panel, two heads of one layer, each in its own colour (see the legend): "
            f"{f.label()}, and head {partner.head + 1}, the layer's next best for 'its' → 'Law' ({partner.score:.2f})."
        )
        fig = AP.figure_one_word(law_trace, f.layer, "its", heads=[f.head, partner.head])
    else:
        fig = AP.figure_full(law_trace, f.layer, f.head)
    data = {"words": law_trace.src_tokens, "layer": f.layer + 1, "head": f.head + 1,
            "weights": law_trace.encoder_self[f.layer, f.head].tolist()}  # fmt: skip
    common.show_figure(fig, "fig_ap_4", data, "appendix-figure4-minilm")
else:
    left, right = st.columns(2)
    for col, f, key in ((left, found.previous_word, "prev"), (right, found.next_word, "next")):
        with col:
            st.markdown(f"**{f.label()}**: {f.relation} (mean weight {f.score:.2f}; next-best head {f.runner_up:.2f})")
            fig = AP.figure_full(law_trace, f.layer, f.head)
            data = {"words": law_trace.src_tokens, "layer": f.layer + 1, "head": f.head + 1,
                    "weights": law_trace.encoder_self[f.layer, f.head].tolist()}  # fmt: skip
            common.show_figure(fig, f"fig_ap_5_{key}", data, f"appendix-figure5-{key}-minilm")
    st.caption(
        "Two heads of different layers doing two different tasks on the same sentence: one reads the word before, "
        "one the word after. The paper's two heads are both in layer 5 and their tasks are not named."
    )
