"""Attention explorer: every head of every layer, as heatmaps, small multiples, lines, statistics, rollout, ablation."""

from __future__ import annotations

import streamlit as st

from pages import common
from transformer import viz

VIEWS = {
    "heatmap": "Heatmap",
    "grid": "All layers × heads",
    "lines": "Lines between tokens",
    "stats": "Head statistics",
    "rollout": "Rollout",
    "ablation": "Switch heads off",
}
ATTENTION_NOTE = (
    "An attention weight says how much a head mixes in one value vector; it is not by itself a measure of how "
    "much an input word matters for the output.\n\n"
    "- **Jain & Wallace (2019), *Attention is not Explanation*** (NAACL): in attention models for text "
    "classification, question answering and inference (mostly over BiLSTM encoders), attention weights often "
    "agreed only weakly with "
    "gradient-based and leave-one-out measures of word importance, and quite different attention "
    "distributions could often give nearly the same prediction.\n"
    "- **Wiegreffe & Pinter (2019), *Attention is not not Explanation*** (EMNLP): whether attention explains "
    "depends on what one asks of an explanation; swapping in other weights at test time does not settle it. "
    "With tests such as a uniform-weights baseline and adversarial weights trained end to end, they find that on "
    "some tasks the learned attention cannot easily be replaced.\n"
    "- **Kobayashi et al. (2020), *Attention is Not Only a Weight: Analyzing Transformers with Vector Norms*** "
    "(EMNLP): a head adds α·f(x), the weight times the transformed value vector, so they measure the norm "
    "‖α f(x)‖ instead of α alone. In BERT, much of the weight on [CLS], [SEP] and punctuation goes with small "
    "‖f(x)‖: those tokens contribute less than their weights suggest.\n\n"
    "Rollout inherits these limits: it combines attention weights (and ½ I for the residual) and nothing else."
)

USES = {"heatmap": "lhu", "grid": "u", "lines": "l", "stats": "", "rollout": "u", "ablation": ""}
KIND_LABELS = {"encoder": "Encoder self", "decoder": "Decoder masked self", "cross": "Cross (decoder → encoder)"}

common.page_header(
    "Attention explorer",
    "The Transformer uses attention in three places: the encoder's words look at each other, the decoder's "
    "words look at themselves and the words before them (masked), and the decoder looks at the encoder's output "
    "(cross-attention). "
    "Each of the h heads has its own projections and its own map. In every picture here **rows are queries** "
    "(the word that is looking) and **columns are keys** (the words it looks at); each row sums to 1.",
    formula=r"\mathrm{MultiHead}(Q,K,V) = \mathrm{Concat}(\mathrm{head}_1,\dots,\mathrm{head}_h)W^O,\quad "
    r"\mathrm{head}_i = \mathrm{Attention}(QW_i^Q, KW_i^K, VW_i^V)",
    section="§3.2.2 (multi-head) and §3.2.3 (the three uses of attention)",
)

name = common.model_picker()
pre = common.try_get_model(name)
if pre is None:
    st.stop()
example, kind = common.example_sentence(pre)
sentence = common.sentence_box(default=example, kind=kind)
common.example_picker(pre)
common.input_notice(pre, sentence)
reference = common.reference_translation(pre, sentence)
target = None
if reference:
    common.init_state("ex_reference", common.query_choice("target", "model", ["model", "reference"]) == "reference")
    use_reference = st.toggle(
        "Read the reference translation instead of the model's own",
        key="ex_reference",
        help="The decoder reads the toy corpus' correct German shifted right by one position, as in training "
        "(§3.1: the output embeddings are offset by one position; Figure 1: Outputs (shifted right)). Its gold "
        "word alignment then gives every cross-attention head an alignment error rate (Head statistics).",
    )
    common.set_query(target="reference" if use_reference else None)
    target = reference if use_reference else None
try:
    trace = common.get_trace(name, sentence, target=target)
except Exception as exc:  # anything a user can type must end in a message, not a traceback
    common.friendly_error("The model could not read this sentence. Try another one.", exc)
    st.stop()

if trace.translation is not None:
    who = "Reference translation read by the decoder" if target else "Model's translation"
    st.markdown(f"**{who}:** " + common.md_escape(trace.translation or "(empty)"))
    common.unfinished_notice(trace.finished, len(trace.tgt_tokens or ()) - 1)  # the decoder input less <s>
    if not target:  # the model's own translation: did it leave a word out, did it hesitate?
        common.left_out_notice(pre, sentence, trace.translation)
        common.unsure_notice(pre, sentence, trace.steps)
kinds = viz.available_kinds(trace)
hide = False
if kinds == ["encoder"]:
    st.info(
        "This model is encoder-only (BERT-style): it has self-attention but no decoder, so the decoder and "
        "cross-attention views, and switching decoder heads off, are not available.",
        icon=":material/info:",
    )
    if any(t in ("[CLS]", "[SEP]") for t in trace.src_tokens or ()):
        common.init_state("ex_hide_special", common.query_bool("hide_special", False))
        hide = st.toggle(
            "Hide [CLS] and [SEP]",
            key="ex_hide_special",
            help="BERT-style heads send much of their attention to [CLS] and [SEP] (Clark et al., 2019). Hiding "
            "them renormalises every row over the remaining tokens, so each row still sums to 1.",
        )
        common.set_query(hide_special=1 if hide else None)
        if hide:
            from transformer.bert import without_special_tokens

            trace = without_special_tokens(trace)
            share = float(trace.extras["special_mass"].mean())
            st.caption(f"On average {share:.0%} of each row's attention went to [CLS]/[SEP] and is hidden here.")

# A chart is fully determined by these and its own options: a chart drawn once on this server is not built again.
source = common.model_source(name)
CHART = (source, common.model_version(source), sentence, target, hide)


# --- controls, all shared through the URL ----------------------------------------------------------------
@st.fragment
def explore() -> None:
    """The view, its controls and its chart: moving a control reruns only this part of the page."""
    common.init_state("ex_view", common.query_choice("view", "heatmap", list(VIEWS)))
    common.init_state("ex_kind", common.query_choice("kind", "cross" if "cross" in kinds else kinds[0], kinds))
    if st.session_state.ex_kind not in kinds:
        st.session_state.ex_kind = kinds[0]
    view = st.radio("View", list(VIEWS), key="ex_view", format_func=VIEWS.get, horizontal=True)
    # Only the controls a view uses are shown (l: layer, h: head, u: units; rollout always follows the encoder).
    # A hidden control keeps its value through the URL, which is written on every run.
    uses = USES[view]
    if view == "rollout":
        kind = st.session_state.ex_kind
    else:
        kind = st.radio("Attention", kinds, key="ex_kind", format_func=KIND_LABELS.get, horizontal=True)

    att = trace.attention(kind)
    n_layers, n_heads = int(att.shape[0]), int(att.shape[1])
    # A first visit opens on the card's best-aligned cross-attention head (lowest AER), as the decoding page does;
    # without one (or on another kind of attention), on the last layer's first head.
    best = viz.best_aligned_head(getattr(pre, "card", None), n_layers, n_heads) if kind == "cross" else None
    common.init_state("ex_layer", common.query_int("layer", best[0] + 1 if best else n_layers, 1, n_layers))
    common.init_state("ex_head", common.query_int("head", best[1] + 1 if best else 1, 0, n_heads))
    common.init_state("ex_level", common.query_choice("level", "piece", list(viz.LEVELS)))
    st.session_state.ex_layer = min(max(int(st.session_state.ex_layer), 1), n_layers)  # another model may be smaller
    st.session_state.ex_head = min(max(int(st.session_state.ex_head), 0), n_heads)

    layer, head, level = int(st.session_state.ex_layer), int(st.session_state.ex_head), st.session_state.ex_level
    if uses:
        c1, c2, c3 = st.columns([2, 2, 2])
    if "l" in uses:
        if n_layers > 1:
            help_ = "Layer 1 reads the embeddings; the last, the output."
            layer = c1.slider("Layer", 1, n_layers, key="ex_layer", help=help_)
        else:
            c1.caption("This model has one layer.")
    if "h" in uses:
        head = c2.selectbox(
            "Head",
            list(range(0, n_heads + 1)),
            key="ex_head",
            format_func=lambda h: "mean of all heads" if h == 0 else f"head {h}",
        )
    if "u" in uses:
        level = c3.radio(
            "Units",
            list(viz.LEVELS),
            key="ex_level",
            format_func={"piece": "sentence pieces", "word": "words"}.get,
            horizontal=True,
            help="Words: a key word's weight is the sum over its pieces; a query word's row is the mean of its pieces' "
            "rows.",
        )
    common.set_query(view=view, kind=kind, layer=layer, head=head, level=level)
    li, hi = layer - 1, (None if head == 0 else head - 1)
    stem = f"{kind}-L{layer}-" + ("mean" if hi is None else f"H{head}")

    if kind == "cross":
        st.caption(
            "Cross-attention rows are the decoder's input positions: the row of a token is the step that reads it "
            "and predicts the *next* token of the translation."
        )
    elif kind == "decoder":
        st.caption(
            "The decoder's self-attention is masked (§3.2.3): a row looks at its own position and those before it, "
            "never right of the diagonal."
        )

    # --- the views ---------------------------------------------------------------------------------------------
    if view == "heatmap":
        side = {"encoder": ("source", "source"), "decoder": ("target", "target"), "cross": ("target", "source")}[kind]

        def heatmap():
            m = viz.attention_matrix(trace, kind, li, hi, level)
            return viz.heatmap(m, f"{side[0]} query", f"{side[1]} key"), viz.attention_frame(m)

        common.show_cached_figure(heatmap, (*CHART, view, kind, li, hi, level), key="ex_heatmap",
                                  filename=f"attention-{stem}-{level}")  # fmt: skip
        st.caption("Hover a cell for its query, key and weight. Σ at the right of each row is the row's sum.")

    elif view == "grid":
        common.show_cached_figure(
            lambda: (viz.attention_grid(trace, kind, level), viz.long_frame(trace, kind)),
            (*CHART, view, kind, level),
            key="ex_grid",
            filename=f"attention-grid-{kind}",
        )
        st.caption("Each small square is one head: rows are queries, columns are keys (hover for the tokens).")

    elif view == "lines":
        common.init_state("ex_line_heads", [h for h in ([hi] if hi is not None else range(n_heads))])
        st.session_state.ex_line_heads = [h for h in st.session_state.ex_line_heads if h < n_heads]
        heads = st.multiselect(
            "Heads to draw", list(range(n_heads)), key="ex_line_heads", format_func=lambda h: f"head {h + 1}"
        )
        threshold = st.slider("Hide lines lighter than", 0.0, 0.5, 0.05, 0.01, key="ex_threshold")
        if not heads:
            st.info("Pick at least one head to draw.", icon=":material/info:")
        else:

            def lines():
                rows = [viz.attention_frame(viz.attention_matrix(trace, kind, li, h)) for h in heads]
                data = {f"head {h + 1}": r.to_dict(orient="index") for h, r in zip(heads, rows, strict=True)}
                return viz.head_view(trace, kind, li, heads, threshold=threshold), data

            common.show_cached_figure(lines, (*CHART, view, kind, li, tuple(heads), threshold), key="ex_lines",
                                      filename=f"lines-{kind}-L{layer}")  # fmt: skip
            st.caption("Left: queries. Right: keys. A line's opacity (and width) is the attention weight.")

    elif view == "stats":
        stats = viz.head_stats(trace, kind)
        columns = {"entropy_bits": "Entropy (bits)", "max_weight": "Largest weight per row (mean)"}
        if kind != "cross":
            columns["mean_distance"] = "Mean attended distance (tokens)"
        if "aer" in stats:
            columns["aer"] = "Alignment error rate vs. gold"
        stat = st.selectbox("Statistic", list(columns), key="ex_stat", format_func=columns.get)
        common.show_cached_figure(
            lambda: (viz.stats_figure(stats, stat, columns[stat]), stats),
            (*CHART, view, kind, stat),
            key="ex_stats",
            filename=f"head-stats-{kind}-{stat}",
        )
        st.caption(
            "Entropy: 0 bits when a head looks at one key, log₂(number of keys) when it spreads evenly. "
            "Distance: how far, in tokens, a head looks on average."
        )
        if kind == "cross" and "aer" not in stats:
            st.caption(
                "The alignment error rate needs a gold word alignment: it appears for in-grammar sentences of the "
                "toy corpus when the model's translation equals the reference."
            )
        common.show_table(
            stats.dropna(axis=1, how="all"),  # cross-attention has no distance: no column of dashes
            headers={"entropy_bits": "entropy (bits)", "max_entropy_bits": "entropy if uniform (bits)",
                     "mean_distance": "mean distance (tokens)", "max_weight": "largest weight per row (mean)"},
        )  # fmt: skip

    elif view == "rollout":
        if "encoder" not in kinds:
            st.info("Rollout follows the encoder's self-attention, which this trace does not have.")
        else:
            n_enc = int(trace.encoder_self.shape[0])
            upto = st.slider("Through layer", 1, n_enc, n_enc, key="ex_upto") if n_enc > 1 else 1
            st.latex(r"\tilde A_l = \tfrac12\,\overline{A_l} + \tfrac12 I,\qquad R_l = \tilde A_l\,R_{l-1}")
            st.caption(
                "Attention rollout (Abnar & Zuidema, 2020): heads averaged, the residual connection added as ½ I, "
                "layers multiplied. Row i estimates how much position i draws on each input token, using attention "
                "weights only: it ignores the value vectors, W^O, the feed-forward layers and LayerNorm, so it is a "
                "summary of where attention flows, not a measurement of what each input token contributes."
            )
            with st.expander("What attention weights do and do not tell", icon=":material/info:"):
                st.markdown(ATTENTION_NOTE)

            def rollout():
                m = viz.rollout_matrix(trace, upto - 1, level)
                return viz.heatmap(m, "source query", "input token"), viz.attention_frame(m)

            common.show_cached_figure(rollout, (*CHART, view, upto, level), key="ex_rollout",
                                      filename=f"rollout-L{upto}")  # fmt: skip

    elif view == "ablation":
        if not common.can_translate(pre):
            st.info("Switching heads off shows its effect on the translation, and this model does not translate.")
        else:
            st.markdown(
                "Switch heads off (their output is multiplied by 0 before W^O) and see what happens to the translation "
                "and to the loss of the model's own unablated translation."
            )
            options = [(lyr, h) for lyr in range(n_layers) for h in range(n_heads)]
            off = st.multiselect(
                f"{KIND_LABELS[kind]} heads to switch off",
                options,
                key=f"ex_off_{kind}",
                format_func=lambda lh: f"layer {lh[0] + 1}, head {lh[1] + 1}",
            )
            own = trace.translation or ""
            base_loss = float(trace.extras.get("loss", float("nan")))
            mask = ((kind, tuple(sorted(off))),) if off else ()
            try:
                ablated = common.get_trace(name, sentence, target=own, mask=mask)
                new_text = common.get_decoded(name, sentence, mask=mask).text
            except Exception as exc:
                common.friendly_error("The model could not run with these heads switched off.", exc)
                st.stop()
            new_loss = float(ablated.extras.get("loss", float("nan")))
            a, b = st.columns(2)
            a.metric(
                "Loss of the original translation",
                f"{new_loss:.3f}",
                viz.delta_text(new_loss - base_loss, 3),  # None (no arrow) while nothing has changed
                delta_color="inverse",  # a higher loss is worse: red going up, green going down
                help="Cross-entropy of the model's own translation (without heads switched off), per piece.",
            )
            b.metric("Heads switched off", len(off))
            st.markdown("**Translation with these heads off:** " + common.md_escape(new_text or "(empty)"))
            if st.toggle("Measure every head alone (one model run per head)", key="ex_each"):
                rows = []
                for lyr, h in options:
                    t = common.get_trace(name, sentence, target=own, mask=((kind, ((lyr, h),)),))
                    rows.append({"layer": lyr + 1, "head": h + 1, "loss_change": t.extras["loss"] - base_loss})
                import pandas as pd

                frame = pd.DataFrame(rows)
                fig = viz.stats_figure(frame, "loss_change", "Loss change when one head is switched off")
                common.show_figure(fig, key="ex_each_fig", data=frame, filename=f"ablation-{kind}")


explore()
