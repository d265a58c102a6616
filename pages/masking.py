"""Masking (§3.1, §3.2.3): padding masks on a batch, the causal mask, the five steps of scaled dot-product
attention on the model's own numbers, and a live check that the decoder cannot see the future."""

from __future__ import annotations

import functools

import pandas as pd
import streamlit as st
import torch

from pages import common
from transformer.lessons import masking as M
from transformer.masks import subsequent_mask, to_sdpa

VIEWS = {"padding": "Padding mask", "causal": "Causal mask", "steps": "The five steps", "peek": "No peeking"}
DEFAULT_BATCH = "The dog sees the small cat. | The cat sleeps. | A bird sings."


int_widget = functools.partial(common.url_int, prefix="mask")  # a number widget tied to ?param=


def layer_head(kind: str, n_layers: int, n_heads: int) -> tuple[int, int]:
    """(layer, head) indices from two sliders that count from 1, as the rest of the app does (and the URL)."""
    c1, c2 = st.columns(2)
    layer = int_widget(c1.slider, f"{kind} layer", "layer", 1, 1, n_layers) if n_layers > 1 else 1
    head = int_widget(c2.slider, "head", "head", 1, 1, n_heads) if n_heads > 1 else 1
    return layer - 1, head - 1


common.page_header(
    "Masking",
    "A mask tells attention which keys a query may not look at. The score of a forbidden pair is set "
    "to −∞ *before* the softmax, so its weight comes out as exactly 0 and the remaining weights in the row "
    "still sum to 1. The encoder masks **padding**: sentences in a batch have different lengths (§5.1 batches "
    "sentence pairs by approximate length), so shorter ones are padded. The decoder also masks **the future**: "
    "each position attends to all positions up to and including itself (§3.2.3). Its input is the target "
    "shifted right by one position (§3.1), so the prediction for position i depends only on the outputs before i.",
    formula=r"\mathrm{Attention}(Q, K, V) = \mathrm{softmax}\!\left(\frac{QK^\top}{\sqrt{d_k}} + M\right) V,"
    r"\qquad M_{ij} = \begin{cases} 0 & \text{may attend} \\ -\infty & \text{masked} \end{cases}",
    section="§3.1, §3.2.1, §3.2.3, Figure 2",
)

view = common.view_picker(VIEWS, "padding", key="mask_view")

pre, subject = common.lesson_subject(common.model_picker())
model, cfg = subject.model, subject.model.config
if subject.trained:
    st.caption(f"Numbers from {subject.description}.")
else:
    st.caption(
        f"No trained model is loaded, so the numbers come from {subject.description}. The masks, the −∞ "
        "and the zeros behave exactly the same; only the attention patterns themselves mean nothing."
    )

if view == "padding":
    st.markdown(
        "To run several sentences at once they are padded to the same length with `<pad>`. Nobody may "
        "attend to a pad: its **key column** is masked for every query. (Rows of pad queries are computed "
        "too, but their outputs are never used.)"
    )
    common.init_state("mask_batch", common.query_str("batch", DEFAULT_BATCH, 400))
    text = st.text_area("Sentences, separated by | or new lines", key="mask_batch", height=100, max_chars=400)
    lines = [line.strip() for part in text.split("\n") for line in part.split("|") if line.strip()][:6]
    if not lines:
        st.info("The box is empty, so the example sentences are used.")
        lines = [s.strip() for s in DEFAULT_BATCH.split("|")]
    common.set_query(batch=" | ".join(lines))
    tokenized = [subject.tokenize(line, limit=24) for line in lines]
    tokenized = [(p, i) for p, i in tokenized if i] or [subject.tokenize("the dog")]
    batch = M.pad_batch([p for p, _ in tokenized], [i for _, i in tokenized], subject.pad_id)
    st.subheader("The padded batch")
    common.show_table(batch.frame(), width="stretch")
    mask_frame = pd.DataFrame(batch.mask.numpy(), index=batch.frame().index, columns=batch.frame().columns)
    st.caption("Key-padding mask (True = masked out), one row per sentence:")
    common.show_table(mask_frame, width="stretch")
    row = int_widget(st.slider, "sentence to look at", "row", len(lines), 1, len(batch.lengths)) - 1
    layer, head = layer_head("encoder", cfg.num_encoder_layers, cfg.nhead)
    v = M.encoder_padding_view(model, batch, row, layer, head)
    labels = M.position_labels(batch.tokens[row])
    common.show_figure(
        M.fig_before_after(v, labels, labels, f"Encoder self-attention, layer {layer + 1}, head {head + 1}"),
        "fig_mask_padding",
        v.frames(labels, labels)["after softmax"],
        "padding-mask",
    )
    frames = v.frames(labels, labels)
    c1, c2 = st.columns([3, 1])
    with c1:
        st.caption(f"Before the softmax ({M.NEG_INF_TEXT} = masked):")
        before = frames["before softmax"]  # one matrix, one format: 1 decimal and −∞, as in the heatmap's cells
        common.show_table(before, formats=dict.fromkeys(before.columns, M.score_text), width="stretch")
    with c2:
        st.caption("Row sums after the softmax:")
        common.show_table(frames["row sums"], formats={"row sum": "{:.6f}"}, width="stretch")

else:
    sentence = common.sentence_box("Source sentence")
    if pre is not None:
        common.example_picker(pre)
        common.input_notice(pre, sentence)
    pieces, ids = subject.tokenize(sentence, limit=20)
    if not ids:
        pieces, ids = subject.tokenize("the dog sees the cat")
    src = torch.tensor([ids])
    if subject.trained:
        try:
            target = pre.translate(sentence)
        except Exception as exc:
            common.friendly_error("The model could not translate this sentence.", exc)
            st.stop()
        st.write(f"Decoder input: `<s>` followed by the model's translation: {common.md_escape(target)}")
    else:
        target = sentence
        st.write("Decoder input: `<s>` followed by the sentence itself (the random model cannot translate).")
    tgt_tokens, tgt = subject.decoder_input(target, limit=20)
    labels = M.position_labels(tgt_tokens)

    if view == "causal":
        st.markdown(
            "Step t predicts y_t from the decoder input `<s>` y_1 … y_{t−1}: each query attends to itself and the "
            "positions before it. During training the whole target, shifted right by one position, is fed at "
            "once, so the mask removes every key to the **right** of the query: the upper triangle above the "
            "diagonal (the diagonal, the query itself, stays)."
        )
        common.show_figure(
            M.fig_mask(subsequent_mask(tgt.size(1)), tgt_tokens, tgt_tokens, "The causal (subsequent) mask"),
            "fig_mask_causal_mask",
            M.causal_mask_frame(tgt.size(1)),
            "causal-mask",
        )
        layer, head = layer_head("decoder", cfg.num_decoder_layers, cfg.nhead)
        v = M.decoder_causal_view(model, src, tgt, layer, head)
        frames = v.frames(labels, labels)
        common.show_figure(
            M.fig_before_after(v, labels, labels, f"Decoder self-attention, layer {layer + 1}, head {head + 1}"),
            "fig_mask_causal",
            frames["after softmax"],
            "causal-attention",
        )
        upper = torch.ones_like(v.mask).triu(1)
        c1, c2, c3 = st.columns(3)
        above = v.weights[upper].max().item() if upper.any() else 0.0
        c1.metric("largest weight above the diagonal", "0 (exactly)" if above == 0 else f"{above:.1e}")
        c2.metric("smallest row sum", f"{v.row_sums.min().item():.6f}")
        c3.metric("largest row sum", f"{v.row_sums.max().item():.6f}")
        common.show_table(frames["row sums"], formats={"row sum": "{:.6f}"})

    elif view == "steps":
        st.markdown(
            "Figure 2 (left) of the paper, read from the bottom: **MatMul** Q Kᵀ, **Scale** by 1/√d_k, "
            "**Mask** (opt.), **SoftMax**, **MatMul** with V. Below, each step on the Q, K and V that one "
            "head of the decoder's masked self-attention computed for this sentence."
        )
        layer, head = layer_head("decoder", cfg.num_decoder_layers, cfg.nhead)
        five = M.decoder_five_steps(model, src, tgt, layer, head)
        s = five.steps
        frames = five.frames(tgt_tokens)
        qkv = {f"{name} {j}": frames[name].iloc[:, j] for name in "QKV" for j in range(frames[name].shape[1])}
        common.show_figure(M.fig_qkv(s, tgt_tokens), "fig_mask_qkv", qkv, "step0-qkv")
        explain = {
            "1 MatMul Q Kᵀ": ("matmul", "scores", "Every query against every key: one dot product per cell."),
            "2 Scale ÷ √d_k": ("scaled", "scores", f"Divided by √d_k = √{s.q.size(-1)} = {s.scale:.3f}."),
            "3 Mask": ("masked", "scores", "Keys to the right of the query set to −∞ (grey)."),
            "4 SoftMax": ("softmax", "weights", "Rows exponentiated, normalised: −∞ gives exactly 0, rows sum to 1."),
            "5 MatMul × V": ("output", "vectors", "Each output row is the weights' average of the value rows."),
        }
        grid = st.columns(2)
        for i, (name, (attr, kind, text)) in enumerate(explain.items()):
            with grid[i % 2]:
                st.markdown(f"**Step {name}.** {text}")
                fig = M.fig_step(getattr(s, attr), tgt_tokens, f"Step {name}", kind)
                common.show_figure(fig, f"fig_mask_step{i + 1}", frames[name], f"step{i + 1}")
            if i % 2 == 1:
                grid = st.columns(2)
        ref = torch.nn.functional.scaled_dot_product_attention(s.q, s.k, s.v, attn_mask=to_sdpa(s.mask))
        with grid[1]:
            st.markdown("**Checks.** The same numbers, computed two other ways:")
            st.metric("max |step 4 − the model's own weights|", f"{five.max_difference:.1e}")
            sdpa_diff = (s.output - ref).abs().max().item()
            st.metric("max |step 5 − torch's scaled_dot_product_attention|", f"{sdpa_diff:.1e}")

    else:  # peek
        st.markdown(
            "Change one word of the decoder input and run the whole model again. With the causal mask, "
            "the predictions (logits) at every **earlier** position stay exactly the same: they never saw "
            "that word. Turn the mask off (`tgt_mask` all False) and they change."
        )
        t = tgt.size(1)
        if t < 2:
            st.info("The decoder input needs at least two tokens.")
            st.stop()
        position = int_widget(st.slider, "position to change", "pos", max(1, t - 2), 1, t - 1)
        common.init_state("mask_new", common.query_str("new", "bird", 40))
        word = st.text_input("replace it with", key="mask_new", max_chars=40)
        new_pieces, new_ids = subject.tokenize(word or "bird")
        new_id, new_piece = (new_ids[0], new_pieces[0]) if new_ids else (subject.bos_id, "<s>")
        if new_id == int(tgt[0, position]):
            st.info("That is the token already there; type a different word to see a change.")
        common.set_query(new=word or None)
        check = M.future_check(model, src, tgt, position, new_id)
        edited = list(tgt_tokens)
        edited[position] = new_piece
        common.show_table(pd.DataFrame([tgt_tokens, edited], index=["before", "after"]).rename(columns=str),
                          width="stretch")  # fmt: skip
        frame = check.frame(tgt_tokens)
        common.show_figure(M.fig_future(check, tgt_tokens), "fig_mask_peek", frame, "no-peeking")
        c1, c2 = st.columns(2)
        exact = check.earlier_with_mask
        c1.metric(
            f"max change before position {position}, causal mask", "0 (exactly)" if exact == 0 else f"{exact:.1e}"
        )
        c2.metric(f"max change before position {position}, no mask", f"{check.earlier_without_mask:.2g}")
