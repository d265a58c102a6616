"""Decoding, step by step: what the decoder looks at and what it predicts at every step (greedy or beam search)."""

from __future__ import annotations

import streamlit as st

from pages import common
from transformer import viz
from transformer.viz.decoding import chosen_probability, p_phrase

METHODS = {"greedy": "Greedy (most probable piece)", "beam": "Beam search (§6.1)"}

common.page_header(
    "Decoding, step by step",
    "The decoder writes the translation one piece at a time. At step $t$ it reads what it has written so far, "
    "`<s>` $y_1 \\dots y_{t-1}$ (masked self-attention: each position sees itself and the positions before it), "
    "looks at the source (cross-attention), and a softmax over the vocabulary gives $y_t$. Greedy search takes the "
    "most probable piece; beam search keeps the k best partial translations and ranks finished ones with a length "
    "penalty.",
    formula=r"p(y_t \mid y_{<t}, x) = \mathrm{softmax}(h_t W_{\mathrm{emb}}^\top),\qquad "
    r"\mathrm{score}(Y) = \frac{\log p(Y \mid x)}{\mathrm{lp}(Y)},\ \ "
    r"\mathrm{lp}(Y) = \left(\frac{5+|Y|}{6}\right)^{\alpha}",
    section="§3.1 (auto-regressive decoder), §3.4 (shared embedding), §6.1 (beam size 4, α = 0.6)",
)

name = common.model_picker()
pre = common.try_get_model(name)
if pre is None:
    st.stop()
if not common.can_translate(pre):
    st.info("This model is encoder-only: it has no decoder, so there is nothing to decode. Pick a translation model.")
    st.stop()
example, kind = common.example_sentence(pre)
sentence = common.sentence_box(default=example, kind=kind)
common.example_picker(pre)
common.input_notice(pre, sentence)
cfg = common.model_config(pre)

common.init_state("dec_method", common.query_choice("method", "greedy", list(METHODS)))
common.init_state("dec_beam", common.query_int("beam", 4, 2, 8))
c1, c2 = st.columns(2)
method = c1.radio("Search", list(METHODS), key="dec_method", format_func=METHODS.get, horizontal=True)
beam_size = c2.slider("Beam size", 2, 8, key="dec_beam", disabled=method != "beam")

try:
    decoded = common.get_decoded(name, sentence, method, beam_size)
    src_tokens = common.source_pieces(pre, sentence)
except Exception as exc:
    common.friendly_error("The model could not translate this sentence. Try another one.", exc)
    st.stop()
steps = decoded.steps
if not steps:
    st.info("The model produced no steps for this sentence.")
    st.stop()
st.markdown("**Translation:** " + common.md_escape(decoded.text or "(empty)"))
common.unfinished_notice(decoded.finished, len(decoded.ids))
common.left_out_notice(pre, sentence, decoded.text)
common.unsure_notice(pre, sentence, steps, here=True)
history = decoded.beam_history if method == "beam" else None
returned = decoded.ids + [pre.tokenizer.eos_id] * decoded.finished  # the returned path, </s> included
if history:
    extra = len(history) - len(steps)
    more = f" The search ran {extra} more step{'s' * (extra != 1)} after it ended, to rule out better ones."
    st.caption(
        "The steps below are those of the returned translation. Beam search ranks finished hypotheses by "
        "log-probability / lp, so the returned one need not have led the beam at every step." + more * (extra > 0)
    )

n_layers, n_heads = cfg.num_decoder_layers, cfg.nhead
best = viz.best_aligned_head(getattr(pre, "card", None), n_layers, n_heads)  # (layer, head, AER, sentences)
common.init_state("dec_layer", common.query_int("layer", best[0] + 1 if best else n_layers, 1, n_layers))
common.init_state("dec_head", common.query_int("head", best[1] + 1 if best else 1, 0, n_heads))
common.init_state("dec_step", common.query_int("step", 1, 1, 10_000))
st.session_state.dec_layer = min(max(int(st.session_state.dec_layer), 1), n_layers)
st.session_state.dec_head = min(max(int(st.session_state.dec_head), 0), n_heads)


def _advance() -> None:
    """One tick of the play control: next step, stopping at the last."""
    if st.session_state.dec_step < len(steps):
        st.session_state.dec_step += 1
    else:
        st.session_state.dec_play = False


source = common.model_source(name)
# A chart is fully determined by these, the step, layer and head: one drawn once on this server is not built again.
CHART = (source, common.model_version(source), sentence, method, beam_size if method == "beam" else None)
PLAYING = bool(st.session_state.get("dec_play"))  # the fragment's timer is set when the whole page runs


@st.fragment(run_every=1.2 if PLAYING else None)
def walk() -> None:
    """Layer, head and step with the play control, and the charts: only this part reruns when one of them moves.

    While playing, it reruns every 1.2 s one step further.
    """
    c1, c2 = st.columns(2)
    layer = c1.slider("Decoder layer", 1, n_layers, key="dec_layer") if n_layers > 1 else 1
    head = c2.selectbox(
        "Head",
        list(range(n_heads + 1)),
        key="dec_head",
        format_func=lambda h: "mean of all heads (a summary; the model never computes it)" if h == 0 else f"head {h}",
    )
    if best:
        st.caption(
            f"Opens on layer {best[0] + 1}, head {best[1] + 1}: the cross-attention head with the lowest alignment "
            f"error rate on the model card (AER {best[2]:.3f} on {best[3]} test sentences). The mean of all heads is "
            "only a summary for the eye: no part of the model computes it."
        )
    li, hi = layer - 1, (None if head == 0 else head - 1)
    if st.session_state.get("dec_play"):
        _advance()
    st.session_state.dec_step = min(max(int(st.session_state.dec_step), 1), len(steps))
    a, b = st.columns([5, 1])
    if len(steps) > 1:
        step_help = "Step $t$ reads `<s>` $y_1 \\dots y_{t-1}$ and predicts $y_t$."
        t = a.slider("Step", 1, len(steps), key="dec_step", help=step_help)
    else:  # the model ended at once: Streamlit refuses a slider whose min equals its max
        t = 1
        a.caption("Step: **1** (the only one)")
    if b.toggle("Play", key="dec_play", help="Walk through the steps automatically.") != PLAYING:
        st.rerun()  # start or stop the timer: it belongs to the whole page's run
    common.set_query(method=method, beam=beam_size if method == "beam" else None, layer=layer, head=head, step=t)
    step = steps[t - 1]
    st.markdown(
        f"Step **{t}** of {len(steps)}: the decoder has written "
        + common.md_escape(" ".join(step.prefix_tokens))
        + " and now predicts **"
        + common.md_escape(step.chosen)
        + "** ("
        + common.md_escape(p_phrase(chosen_probability(step)))
        + ")."
    )
    left, right = st.columns(2)
    with left:
        common.show_cached_figure(
            lambda: (viz.self_row_figure(step, li, hi), None), (*CHART, "self", t, li, hi), key="dec_self",
            filename=f"step{t}-self",
        )  # fmt: skip
    with right:
        common.show_cached_figure(
            lambda: (viz.cross_row_figure(step, src_tokens, li, hi), viz.step_data(step, src_tokens, li, hi)),
            (*CHART, "cross", t, li, hi),
            key="dec_cross",
            filename=f"step{t}-attention",
        )
    left, right = st.columns(2)
    with left:
        common.show_cached_figure(
            lambda: (viz.top_k_figure(step), viz.top_k_frame(step)), (*CHART, "top-k", t), key="dec_topk",
            filename=f"step{t}-top-k",
        )  # fmt: skip
    with right:
        if method == "beam":
            st.markdown(
                f"**Live hypotheses of the search after step {t}**: the beam it kept, and any that ended with "
                "`</s>` at this step (score = log-probability / lp). These are the search's candidates, not the "
                "returned translation; `returned_path` marks the one on its path."
            )
            st.dataframe(viz.beams_frame(step, returned), hide_index=True)
        st.caption(
            "The left chart is one row of the causal self-attention matrix: the newest position looks at itself "
            "and the positions before it. The right chart is its cross-attention row over the source."
        )
    st.subheader("Cross-attention so far")

    def so_far():
        m = viz.cross_so_far(steps, t - 1, src_tokens, li, hi)
        return viz.heatmap(m, "decoder input query", "source key"), viz.attention_frame(m)

    common.show_cached_figure(so_far, (*CHART, "so-far", t, li, hi), key="dec_so_far", filename=f"cross-steps-1-{t}")


walk()
with st.expander("Every step in a table"):
    frame = viz.steps_frame(steps)
    st.dataframe(frame, hide_index=True)
