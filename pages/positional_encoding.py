"""Positional encoding (§3.5): the sinusoid table, wavelengths, binary counting, the base, the shift map,
learned tables, and what happens to word order without positions."""

from __future__ import annotations

import functools
import random

import pandas as pd
import streamlit as st
import torch

from pages import common
from transformer.lessons import positional as P

VIEWS = {
    "table": "The table",
    "wavelengths": "Wavelengths",
    "similarity": "Similarity",
    "binary": "Binary counting",
    "base": "The base 10000",
    "shift": "Shift map M_k",
    "learned": "Sinusoidal vs learned",
    "order": "Word order",
}
D_MODELS = [16, 32, 64, 128, 256, 512]
BASES = [10.0, 100.0, 1000.0, 10000.0, 100000.0]


def url_text(value) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


int_widget = functools.partial(common.url_int, prefix="pe")  # a number widget tied to ?param=


def choice_widget(kind, label: str, param: str, default, options: list, **kw):
    """A choice widget seeded from ?param= (one of `options`) and written back to the URL."""
    key, names = f"pe_{param}", [url_text(o) for o in options]
    common.init_state(key, options[names.index(common.query_choice(param, url_text(default), names))])
    value = kind(label, options, key=key, **kw)
    common.set_query(**{param: url_text(value)})
    return value


def list_widget(label: str, param: str, default: list, options: list, **kw) -> list:
    """A multiselect seeded from ?param=a,b,c (unknown entries dropped) and written back to the URL."""
    key, names = f"pe_{param}", [url_text(o) for o in options]
    raw = common.query_str(param, ",".join(url_text(d) for d in default))
    common.init_state(key, [options[names.index(x)] for x in raw.split(",") if x in names] or default)
    st.session_state[key] = [v for v in st.session_state[key] if v in options]  # options can change (d_model)
    value = st.multiselect(label, options, key=key, **kw)
    common.set_query(**{param: ",".join(url_text(v) for v in value) or None})
    return value


common.page_header(
    "Positional encoding",
    "Attention compares every word with every other word, but nothing in Q Kᵀ says which word came "
    "first: without help the Transformer reads a bag of words. So before the first layer the paper adds "
    "to each token embedding (already multiplied by √d_model, §3.4) a fixed vector that depends only on "
    "the position: a sine or cosine whose wavelength grows geometrically from 2π to 10000·2π across the dimensions.",
    formula=r"PE_{(pos,\,2i)} = \sin\!\left(\frac{pos}{10000^{2i/d_{model}}}\right),\qquad "
    r"PE_{(pos,\,2i+1)} = \cos\!\left(\frac{pos}{10000^{2i/d_{model}}}\right)",
    section="§3.5",
)

view = common.view_picker(VIEWS, "table", key="pe_view")

# Which of the shared controls each view uses (d_model, positions, base); the others keep the paper's values.
USES = {"table": "dnb", "wavelengths": "db", "similarity": "dnb", "binary": "dnb", "base": "d", "shift": "dnb"}
USES |= {"learned": "nb", "order": ""}
uses = USES[view]
d_model, n_pos, base = 64, 50, P.PAPER_BASE
if uses:
    c1, c2, c3 = st.columns(3)
    if "d" in uses:
        d_model = choice_widget(c1.selectbox, "d_model (dimensions)", "d", 64, D_MODELS)
    if "n" in uses:
        n_pos = int_widget(c2.slider, "positions shown", "n", 50, 4, 200)
    if "b" in uses:
        base = choice_widget(
            c3.selectbox,
            "base",
            "base",
            10000.0,
            BASES,
            format_func=lambda b: f"{b:g}" + (" (the paper)" if b == P.PAPER_BASE else ""),
            help="The paper uses 10000. Some notes write 1000; try it and see what changes.",
        )
        if base != P.PAPER_BASE:
            st.info(f"You are looking at base {base:g}; the paper's formula uses 10000.", icon=":material/info:")

if view == "table":
    st.markdown(
        "Each **row** is one position's vector, each **column** one dimension. The columns on the left "
        "turn fast (wavelength 2π ≈ 6 positions); towards the right they turn so slowly that they barely "
        "change over a sentence."
    )
    common.show_figure(
        P.fig_pe_heatmap(n_pos, d_model, base), "fig_pe_heatmap", P.pe_frame(n_pos, d_model, base), "pe-table"
    )
    dims_default = sorted({0, 1, min(10, d_model - 2), d_model - 2})
    dims = list_widget("Dimensions to draw as curves", "dims", dims_default, list(range(d_model)), max_selections=6)
    if dims:
        frame = P.pe_curves_frame(n_pos, d_model, dims, base)
        common.show_figure(P.fig_pe_curves(frame, d_model, base), "fig_pe_curves", frame, "pe-curves")

elif view == "wavelengths":
    st.markdown(
        "Dimensions 2i and 2i+1 share one frequency ω_i = 1 / base^(2i/d_model). Their wavelength "
        "2π / ω_i grows by the same factor from pair to pair, a **geometric progression**: a straight "
        "line on a log scale, from 2π up to just below base·2π."
    )
    frame = P.wavelength_frame(d_model, sorted({base, P.PAPER_BASE}))
    common.show_figure(P.fig_wavelengths(frame), "fig_pe_wavelengths", frame, "pe-wavelengths")
    lam = frame[frame["base"] == base]["wavelength"]
    c1, c2 = st.columns(2)
    c1.metric("shortest wavelength (positions)", f"{lam.min():.2f}")
    c2.metric("longest wavelength (positions)", f"{lam.max():,.0f}")

elif view == "similarity":
    st.markdown(
        "The dot product of two position vectors, PE(p)·PE(q) = Σ_i cos((p − q) ω_i), depends only on "
        "the **distance** p − q, not on where the two positions are: every diagonal of this matrix is constant. "
        + P.similarity_sentence(n_pos - 1, d_model, base)
    )
    sim = P.pe_similarity(n_pos, d_model, base)
    frame = pd.DataFrame(sim.numpy(), index=range(n_pos), columns=range(n_pos))
    common.show_figure(P.fig_similarity(sim), "fig_pe_similarity", frame, "pe-similarity")

elif view == "binary":
    n_bits = max(1, (n_pos - 1).bit_length())
    st.markdown(
        f"Write the positions 0 … {n_pos - 1} in binary: the lowest bit flips at every step, the next every "
        "2 steps, the next every 4: each bit is a square wave of half the previous frequency. The sinusoids "
        "do the same thing smoothly: fast dimensions on the left, slow ones on the right, but with continuous "
        "values and a frequency that falls by a constant factor base^(−2/d_model) rather than by 2."
    )
    common.show_figure(
        P.fig_binary_vs_sinusoid(n_pos, n_bits, d_model, base),
        "fig_pe_binary",
        P.binary_counting(n_pos, n_bits),
        "binary-counting",
    )
    freq = P.frequency_frame(n_bits, d_model, base)
    common.show_figure(P.fig_frequencies(freq), "fig_pe_freq", freq, "bit-vs-sinusoid-frequencies")
    bits = P.binary_counting(min(n_pos, 16), min(n_bits, 4))
    st.caption("The first positions as bits (bit 0 = least significant), and how often each bit flips among them:")
    shown = bits.T.rename(columns=str)  # one column per position: narrow number headers, so all of them fit
    shown["flips"] = P.bit_flip_counts(bits)
    common.show_table(shown, width="stretch")
    st.caption(f"Columns: positions 0 … {len(bits) - 1}; the last column counts each bit's flips among them.")

elif view == "base":
    paper, slip, tiny = (P.base_summary(d_model, b) for b in (P.PAPER_BASE, 1000.0, 10.0))
    rebound = P.similarity_rebound(100, d_model)
    st.markdown(
        "The base sets the **longest** wavelength, 2π·base^((d_model − 2)/d_model), which approaches base·2π "
        f"only as d_model grows. At d_model = {d_model} the slowest pair repeats after "
        f"{paper.longest_wavelength:,.0f} positions with the paper's 10000, {slip.longest_wavelength:,.0f} with "
        f"1000 (a common slip in notes) and {tiny.longest_wavelength:,.0f} with 10. The curves show the cosine "
        "similarity of PE(p) and PE(p+k), which is the same for every p. With base 10 it is already "
        f"{tiny.at_near:.2f} at k = 5 and from there to k = 100 only wobbles between {tiny.low:.2f} and "
        f"{tiny.high:.2f}: similarity **stops falling with distance**, far positions are no less alike than near "
        "ones, and the distance between two positions can no longer be read off their encodings. With 10000 it "
        "falls overall, though not monotonically"
        + (f" (k = {rebound.k_near}: {rebound.near:.2f}, k = {rebound.k_far}: {rebound.far:.2f})." if rebound else ".")
    )
    chosen = list_widget("Bases to compare", "bases", [1000.0, 10000.0], BASES, format_func=lambda b: f"{b:g}")
    max_offset = int_widget(st.slider, "largest offset k", "kmax", 500, 20, 5000, step=10)
    if chosen:
        prof = P.base_profile_frame(max_offset, d_model, chosen)
        common.show_figure(P.fig_base_profile(prof), "fig_pe_base_profile", prof, "pe-base-profile")
        lam = P.wavelength_frame(d_model, chosen)
        common.show_figure(P.fig_wavelengths(lam), "fig_pe_base_wavelengths", lam, "pe-base-wavelengths")
    else:
        st.info("Pick at least one base.")

elif view == "shift":
    if d_model % 2:
        st.warning("The shift map needs an even d_model.")
    st.markdown(
        "The paper chose sinusoids because *for any fixed offset k, PE(pos+k) can be represented as a "
        "linear function of PE(pos)*. Here is that function: for each (sin, cos) pair it is a 2×2 rotation "
        "by the angle k·ω_i, **the same matrix M_k for every position**. The check below applies M_k to "
        "every row of the table and compares with the row k further down."
    )
    k = int_widget(st.slider, "offset k", "k", 3, 1, 100)
    check = P.shift_check(k, n_pos, d_model, base)
    c1, c2 = st.columns(2)
    c1.metric(f"max |M_{k} PE(pos) − PE(pos+{k})| over {n_pos} positions", f"{check.max_residual:.1e}")
    c2.metric(f"max |M_{k} M_{k}ᵀ − I| (a rotation)", f"{check.orthogonality_error:.1e}")
    st.caption("Both are float32 rounding error: the map is exact and does not depend on pos.")
    m = pd.DataFrame(check.matrix.numpy(), index=range(d_model), columns=range(d_model))
    common.show_figure(P.fig_shift_matrix(check), "fig_pe_shift", m, f"shift-matrix-k{k}")
    pos = int_widget(st.slider, "compare at position", "pos", 0, 0, n_pos - 1)
    actual, predicted = f"PE({pos}+{k})", f"M_{k} · PE({pos})"
    common.show_table(
        pd.DataFrame(
            {
                actual: check.actual[pos].numpy(),
                predicted: check.predicted[pos].numpy(),
                "difference": (check.predicted[pos] - check.actual[pos]).numpy(),
            },
            index=[f"dim {j}" for j in range(d_model)],
        ).head(12),
        formats={actual: "{:.6f}", predicted: "{:.6f}"},  # equal to float32 precision: show the digits that agree
        width="stretch",
    )

elif view == "learned":
    st.markdown(
        "Instead of fixed sinusoids a model can **learn** one vector per position. The paper tried this "
        "(Table 3, row E) and got nearly identical results; it kept the sinusoids because they might let "
        "the model handle sentences longer than any it saw in training, where a learned table has no rows."
    )
    pre = common.try_get_encoder_decoder(common.model_picker())
    model = pre.model if pre is not None else None
    n = n_pos if model is None else min(n_pos, model.config.max_len)
    width = d_model if model is None else model.config.d_model
    learned, title = P.learned_table(model, n, width)
    if model is None or model.config.positional != "learned":
        st.caption(
            "The loaded model uses sinusoids, so there is no trained table to show: on the right is a freshly "
            "initialised learned table (seed 0). Training would shape it; before training it carries no order "
            "at all, as its similarity matrix shows."
            if model is not None
            else "No trained model is loaded: on the right is a freshly initialised learned table (seed 0)."
        )
    sin_table = P.sinusoidal(n, width, base)
    frame = pd.DataFrame(learned.numpy(), index=pd.RangeIndex(n, name="position"))
    common.show_figure(P.fig_pe_side_by_side(sin_table, learned, title), "fig_pe_learned", frame, "learned-table")

else:  # order
    st.markdown(
        "Self-attention treats its input as a **set**: shuffle the words and, without positional encoding, "
        "the encoder's outputs are the same vectors, only shuffled (it is *permutation equivariant*). "
        "Below, a real Transformer encoder reads your sentence and a shuffled copy, once with the positional "
        "encodings set to zero and once with them added."
    )
    pre, subject = common.lesson_subject(common.model_picker())
    st.caption(f"Model: {subject.description}.")
    sentence = common.sentence_box("Sentence")
    if pre is not None:
        common.example_picker(pre)
        common.input_notice(pre, sentence)
    pieces, ids = subject.tokenize(sentence)
    if len(ids) < 2:
        st.info("Type at least two words to shuffle.")
    else:
        orders = {"reverse": "reverse the order", "rotate": "move the first word to the end", "shuffle": "shuffle"}
        c1, c2 = st.columns(2)
        how = choice_widget(c1.radio, "How to permute", "perm", "reverse", list(orders), format_func=orders.get)
        seed = int_widget(c2.number_input, "shuffle seed", "seed", 0, 0, 9999, disabled=how != "shuffle")
        n_tok = len(ids)
        if how == "reverse":
            perm = list(range(n_tok - 1, -1, -1))
        elif how == "rotate":
            perm = list(range(1, n_tok)) + [0]
        else:
            perm = list(range(n_tok))
            random.Random(seed).shuffle(perm)
        check = P.permutation_check(subject.model, torch.tensor(ids), perm)
        st.write("Shuffled:", common.md_escape(" ".join(pieces[i] for i in perm)))  # user text, shown literally
        c1, c2 = st.columns(2)
        c1.metric("without PE: max |enc(shuffled) − shuffle(enc)|", f"{check.max_without_pe:.1e}")
        c2.metric("with PE: max |enc(shuffled) − shuffle(enc)|", f"{check.max_with_pe:.2f}")
        st.caption(
            "Without positions the difference is float32 rounding (10⁻⁷ to 10⁻⁶): the encoder cannot tell the "
            "two orders apart. With positions every word's output depends on where it stands."
        )
        frame = P.permutation_frame(check, pieces)
        common.show_figure(P.fig_permutation(frame), "fig_pe_perm", frame, "permutation-equivariance")
