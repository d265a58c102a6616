"""Why self-attention (§4, Table 1): per-layer cost, sequential operations and path length as n, d, k and r
change, and a measured comparison of real layers on this machine with slopes fitted on log-log axes."""

from __future__ import annotations

import functools
import os

import pandas as pd
import streamlit as st

from pages import common
from transformer.lessons import complexity as C

# Measurement presets: sequence lengths and repeats. "tiny" exists for tests and slow machines.
SIZES = {
    "tiny": ([16, 32, 64], 1),
    "small": ([16, 32, 64, 128, 256, 512, 1024], 3),
    "large": ([16, 32, 64, 128, 256, 512, 1024, 2048], 5),
}
SIZE_LABELS = {"tiny": "tiny (under a second)", "small": "small (a few seconds)", "large": "large (up to a minute)"}
MAX_N_ENV = "ATTN_MEASURE_MAX_N"  # caps the measured n (the tests set it small)
D_CHOICES = [16, 32, 64, 128, 256, 512, 1024, 2048]


def option_widget(label: str, param: str, default, options: list, where=st, **kw):
    """A select_slider seeded from ?param= (one of `options`) and written back to the URL."""
    key, names = f"cx_{param}", [str(o) for o in options]
    common.init_state(key, options[names.index(common.query_choice(param, str(default), names))])
    if st.session_state[key] not in options:  # the options can change (measurement size)
        st.session_state[key] = default
    value = where.select_slider(label, options, key=key, **kw)
    common.set_query(**{param: value})
    return value


int_widget = functools.partial(common.url_int, prefix="cx")  # a number widget tied to ?param=


@st.cache_data(show_spinner=False, max_entries=32)
def measure(ns: tuple[int, ...], d: int, batch: int, kinds: tuple[str, ...], repeats: int) -> pd.DataFrame:
    """Cached per (sizes, d, batch, layers, repeats): the same measurement is not repeated for every visitor.

    One thread and the thread's CPU time: the server gives every session one OpenMP thread (app.py), and on
    a shared machine wall-clock time would count the time other programs held the core.

    The progress bar is made inside, so that a cache hit replays it (created, then emptied) harmlessly.
    """
    bar = st.progress(0.0, text="Measuring…")
    result = C.measure_layers(
        list(ns),
        d=d,
        batch=batch,
        kinds=kinds,
        repeats=repeats,
        threads=1,
        clock="cpu",
        progress=lambda f, s: bar.progress(f, text=f"Measuring {s}"),
    )
    bar.empty()
    return result


common.page_header(
    "Complexity: why self-attention",
    "Section 4 compares self-attention with recurrent and convolutional layers on three counts: the "
    "work per layer, how many operations must run one after another, and how long the path is that a signal "
    "travels between two distant positions (layers for a convolutional stack, time steps inside a recurrent "
    "layer). Self-attention is cheaper than a recurrent layer whenever the sequence "
    "is shorter than the representation (n < d), which is the usual case for sentences, and it connects "
    "every pair of positions in one step.",
    formula=r"\underbrace{O(n^2 \cdot d)}_{\text{self-attention}} \;\text{vs}\; "
    r"\underbrace{O(n \cdot d^2)}_{\text{recurrent}}:\quad n^2 d < n d^2 \iff n < d",
    section="§4, Table 1",
)

st.subheader("Table 1 of the paper")
common.show_table(C.TABLE_1, width="stretch")
st.caption(
    "n = sequence length, d = representation dimension, k = kernel size of convolutions, r = size of the "
    "neighbourhood in restricted self-attention. Path length log_k(n) is for dilated convolutions; "
    "contiguous kernels need n/k layers."
)

st.subheader("The formulas as n grows")
c1, c2, c3 = st.columns(3)
d = option_widget("d (model dimension)", "d", 512, D_CHOICES, where=c1)
k = int_widget(c2.slider, "k (kernel size)", "k", 3, 2, 9)
r = option_widget("r (restricted neighbourhood)", "r", 16, [2, 4, 8, 16, 32, 64, 128, 256], where=c3)
n_max = option_widget("largest n shown", "nmax", 10000, [100, 1000, 10000, 100000])
frame = C.table_frame(C.log_range(1, n_max, 60), d, k, r)
common.show_figure(C.fig_table(frame, d), "fig_cx_table", frame, "table1-formulas")
n_at = option_widget("read off at n =", "n", 64, [8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192])
at = C.table_frame([n_at], d, k, r).drop(columns="n").set_index("layer")
common.show_table(at, formats=dict.fromkeys(at.columns, "{:,.0f}"), width="stretch")
sa, rnn = C.per_layer_ops("self-attention", n_at, d), C.per_layer_ops("recurrent", n_at, d)
if n_at < d:
    st.success(f"n = {n_at} < d = {d}: self-attention does {rnn / sa:.1f}× less work than a recurrent layer.")
elif n_at == d:
    st.info(f"n = d = {d}: the crossover, both do n·n·d = {sa:,.0f} operations.")
else:
    st.warning(
        f"n = {n_at} > d = {d}: self-attention does {sa / rnn:.1f}× more work than a recurrent layer; "
        "this is where restricted self-attention (r neighbours) helps."
    )

st.subheader("Measured on this machine")
st.markdown(
    "Real layers, timed now: the project's `MultiHeadAttention` (Equation 1 with its explicit n×n weight matrix), "
    "a recurrent layer and an LSTM both written as plain PyTorch loops over the positions (the same style, so "
    "neither gets a fused library kernel), and `torch.nn.Conv1d`. Each reads a batch of sequences of n vectors "
    "of width d. Memory is what autograd keeps for the backward pass. On log–log axes a cost ∝ n^p is a straight "
    "line of slope p; the slopes are fitted by least squares over the fit range."
)
c1, c2, c3, c4 = st.columns(4)
common.init_state("cx_size", common.query_choice("size", "small", list(SIZES)))
size = c1.radio("Measurement size", list(SIZES), format_func=SIZE_LABELS.get, key="cx_size")
common.set_query(size=size)
md = option_widget("d for the measurement", "md", 128, [32, 64, 128, 256], where=c2)
batch = option_widget("batch (sequences)", "batch", 4, [1, 4, 16], where=c3)
common.init_state("cx_fused", common.query_bool("fused", False))
fused = c4.checkbox("also the fused attention kernel", key="cx_fused", help="F.scaled_dot_product_attention")
common.set_query(fused=1 if fused else None)
ns, repeats = SIZES[size]
cap = os.environ.get(MAX_N_ENV, "")
if cap.isdigit():  # tests and slow machines: measure only short sequences (at least two of them)
    ns = [n for n in ns if n <= int(cap)] or ns[:2]
    ns = ns if len(ns) >= 2 else SIZES[size][0][:2]
kinds = C.MEASURED + (("self-attention (fused kernel)",) if fused else ())

measured = measure(tuple(ns), md, batch, kinds, repeats)
fit_options = ns[:-1]  # at least two points per fit
if len(fit_options) > 1:
    min_n = option_widget("fit the slopes from n =", "fit", C.default_fit_from(ns, md), fit_options)
else:
    min_n = ns[0]
slopes = C.fitted_slopes(measured, min_n)
common.show_figure(C.fig_measured(measured, slopes, min_n), "fig_cx_measured", measured, "measured-layers")
st.caption(
    C.describe(measured) + " Why one thread: the server gives each visitor one; `python bench/complexity.py "
    "--threads 0` measures the same layers with all cores (wall-clock time)."
)
common.show_table(slopes, formats={"time slope": "{:.2f}", "memory slope": "{:.2f}"})
n_pts = int((measured["n"].drop_duplicates() < md).sum())
st.caption(
    f"{n_pts} of the {measured['n'].nunique()} measured lengths have n < d = {md} (green), the regime the paper "
    f"says favours self-attention. Self-attention's n²·d term outgrows its n·d² projections only from n = "
    f"{C.asymptotic_from(md)} (2·d), so its time slope approaches 2 only in a fit range that starts there; below "
    "it, and for every layer at small sizes, fixed overheads flatten the slopes. The recurrent, LSTM and "
    "convolutional layers should show a slope of about 1."
)

st.subheader("Sequential operations: the parallel advantage")
st.markdown(
    "Table 1's middle column counts what cannot run side by side. A *step* here is one pass that must wait for "
    "the previous one: self-attention and the convolution handle all n positions in one pass (a fixed handful "
    "of matrix products), the recurrent loops need one pass per position, because h_t needs h_{t−1}. The "
    "steps below were counted while timing, at the largest n."
)
st.dataframe(
    C.sequential_frame(measured).style.format(
        {"time per step (ms)": "{:.3f}", "multiply-adds per step (M)": "{:,.2f}"}
    ),
    hide_index=True,
)
if sentence := C.parallel_sentence(measured):
    st.caption(sentence)
st.caption(
    "The middle panel above shows the same thing as a rate: many small dependent steps keep the recurrent layers' "
    "multiply-adds per second low. `python bench/complexity.py` runs the measurement from the command line."
)
