"""Positional encoding, §3.5: the sinusoid table, its wavelengths, binary counting, the shift map M_k,
sinusoidal vs learned, and why a Transformer without positions cannot tell word order.

    PE(pos, 2i) = sin(pos / 10000^(2i/d_model)),   PE(pos, 2i+1) = cos(pos / 10000^(2i/d_model))
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd
import plotly.graph_objects as go
import torch
from plotly.subplots import make_subplots
from torch import Tensor

from ..model import Transformer
from ..positional import LearnedPositionalEncoding, frequencies, shift_matrix, sinusoidal, wavelengths
from .plots import heatmap, plot_text, to_numpy

PAPER_BASE = 10000.0  # §3.5; some notes write 1000, which shortens every wavelength 10^(2i/d) times


# --- the table (§3.5) --------------------------------------------------------------------------


def pe_frame(n_positions: int, d_model: int, base: float = PAPER_BASE) -> pd.DataFrame:
    """The table as a frame: one row per position, one column per dimension (for CSV export)."""
    pe = sinusoidal(n_positions, d_model, base).numpy()
    return pd.DataFrame(
        pe, index=pd.RangeIndex(n_positions, name="position"), columns=[f"dim {j}" for j in range(d_model)]
    )


def fig_pe_heatmap(n_positions: int, d_model: int, base: float = PAPER_BASE) -> go.Figure:
    """Rows are positions, columns are dimensions; left columns oscillate fast, right ones slowly."""
    return heatmap(
        sinusoidal(n_positions, d_model, base),
        title=f"PE(pos, dim), d_model = {d_model}, base = {base:g}",
        x_title="dimension (even = sin, odd = cos)",
        y_title="position",
        colorscale="RdBu",
        zmid=0.0,
        show_text=False,
    )


def pe_curves_frame(n_positions: int, d_model: int, dims: Sequence[int], base: float = PAPER_BASE) -> pd.DataFrame:
    """Long frame (position, dimension, value) of chosen columns of the table."""
    pe = sinusoidal(n_positions, d_model, base)
    rows = [(p, int(d), float(pe[p, d])) for d in dims for p in range(n_positions)]
    return pd.DataFrame(rows, columns=["position", "dimension", "value"])


def fig_pe_curves(frame: pd.DataFrame, d_model: int, base: float = PAPER_BASE) -> go.Figure:
    fig = go.Figure()
    lam = wavelengths(d_model, base)
    for d, part in frame.groupby("dimension", sort=False):
        kind = "sin" if d % 2 == 0 else "cos"
        fig.add_scatter(
            x=part["position"],
            y=part["value"],
            mode="lines+markers",
            marker_size=4,
            name=f"dim {d} ({kind}, wavelength {lam[d].item():.1f})",
        )
    fig.update_layout(
        title="Columns of the table: each dimension is a sinusoid of one frequency",
        xaxis_title="position",
        yaxis_title="PE(pos, dim)",
        legend=dict(orientation="h", y=-0.25),
    )
    return fig


def wavelength_frame(d_model: int, bases: Sequence[float] = (PAPER_BASE,)) -> pd.DataFrame:
    """Wavelength (in positions) of every dimension for each base: 2π · base^(2i/d_model)."""
    rows = []
    for b in bases:
        for dim, lam in enumerate(wavelengths(d_model, b).tolist()):
            rows.append((float(b), dim, lam))
    return pd.DataFrame(rows, columns=["base", "dimension", "wavelength"])


def fig_wavelengths(frame: pd.DataFrame) -> go.Figure:
    """Log-scale wavelengths: a straight line (geometric progression) from 2π towards base·2π."""
    fig = go.Figure()
    for b, part in frame.groupby("base", sort=False):
        fig.add_scatter(
            x=part["dimension"], y=part["wavelength"], mode="lines+markers", marker_size=4, name=f"base {b:g}"
        )
        _log_hline(fig, 2 * math.pi * b, f"base·2π = {2 * math.pi * b:,.0f} (base {b:g})")
    _log_hline(fig, 2 * math.pi, "2π ≈ 6.28")
    fig.update_yaxes(type="log", title="wavelength (positions, log scale)")
    fig.update_layout(title="Wavelength of each dimension", xaxis_title="dimension")
    return fig


def _log_hline(fig: go.Figure, y: float, text: str) -> None:
    """A dotted reference line with its label; on a log axis an annotation's y is given as log10(y)."""
    fig.add_hline(y=y, line_dash="dot", line_color="grey")
    fig.add_annotation(x=0, xref="paper", xanchor="left", y=math.log10(y), yanchor="bottom", text=text, showarrow=False)


# --- similarity between positions ---------------------------------------------------------------


def pe_similarity(n_positions: int, d_model: int, base: float = PAPER_BASE) -> Tensor:
    """(n, n) dot products PE(p)·PE(q); each depends only on the offset q - p (a sum of cosines)."""
    pe = sinusoidal(n_positions, d_model, base).double()
    return pe @ pe.T


def offset_similarity(max_offset: int, d_model: int, base: float = PAPER_BASE) -> Tensor:
    """(max_offset + 1,) PE(p)·PE(p + k) = Σ_i cos(k ω_i) for k = 0..max_offset, the same for every p."""
    k = torch.arange(max_offset + 1, dtype=torch.float64)[:, None]
    w = frequencies(d_model, base)[None, :]
    full = torch.cos(k * w)
    if d_model % 2:  # the last sine has no cosine partner: sin(a)sin(b) does depend on p; leave it out
        full = full[:, :-1]
    return full.sum(dim=1)


def cosine_profile(max_offset: int, d_model: int, base: float = PAPER_BASE) -> Tensor:
    """(max_offset + 1,) cosine similarity of PE(p) and PE(p + k), k = 0..max_offset (‖PE(p)‖² = d_model / 2)."""
    return offset_similarity(max_offset, d_model, base) / (d_model // 2)


def longest_wavelength(d_model: int, base: float = PAPER_BASE) -> float:
    """Wavelength of the slowest pair, 2π·base^((d_model − 2)/d_model) for even d_model (only → base·2π as d grows)."""
    return float(wavelengths(d_model, base).max())


@dataclass
class Rebound:
    """The largest rise of the similarity profile: offset k_far is more alike than the nearer k_near."""

    k_near: int
    near: float  # cosine similarity at k_near
    k_far: int
    far: float  # at k_far > k_near, with far > near


def similarity_rebound(max_offset: int, d_model: int, base: float = PAPER_BASE) -> Rebound | None:
    """Where cos∠(PE(p), PE(p+k)) rises most with k (k ≤ max_offset); None if it never rises."""
    prof = cosine_profile(max_offset, d_model, base).tolist()
    best, lowest = None, 0
    for k in range(1, len(prof)):
        if prof[k - 1] < prof[lowest]:
            lowest = k - 1
        rise = prof[k] - prof[lowest]
        if rise > 1e-9 and (best is None or rise > best.far - best.near):
            best = Rebound(lowest, prof[lowest], k, prof[k])
    return best


def similarity_sentence(max_offset: int, d_model: int, base: float = PAPER_BASE) -> str:
    """What the similarity view says about distance, with the numbers of its own profile (k ≤ max_offset)."""
    prof = cosine_profile(max_offset, d_model, base)
    rebound = similarity_rebound(max_offset, d_model, base)
    if rebound is None:
        return (
            f"Over these offsets similarity falls steadily with distance, to {float(prof[-1]):.2f} at k = {max_offset}."
        )
    half = max(2, max_offset // 2)
    if float(prof[1:half].mean()) - float(prof[half:].mean()) < 0.05:  # no overall fall: the base is too small
        far = prof[half:]
        return (
            f"Here similarity stops falling with distance: from distance {half} to {max_offset} it only wobbles "
            f"between {float(far.min()):.2f} and {float(far.max()):.2f} (cosine similarity), so far positions are "
            "no less alike than near ones."
        )
    return (
        "Nearby positions look most alike, and similarity falls with distance overall, but not monotonically: "
        f"the cosine similarity is {rebound.near:.2f} at distance {rebound.k_near} and {rebound.far:.2f} at "
        f"distance {rebound.k_far}."
    )


@dataclass
class BaseSummary:
    """How the similarity of two positions k apart behaves for one base, k from `near` to `far`."""

    base: float
    longest_wavelength: float
    at_near: float  # cosine similarity at k = near
    low: float  # its smallest and largest value for near ≤ k ≤ far
    high: float


def base_summary(d_model: int, base: float, near: int = 5, far: int = 100) -> BaseSummary:
    """The numbers the page's text about the base quotes, measured from the same profile it draws."""
    prof = cosine_profile(far, d_model, base)[near:]
    return BaseSummary(base, longest_wavelength(d_model, base), float(prof[0]), float(prof.min()), float(prof.max()))


def fig_similarity(sim: Tensor) -> go.Figure:
    return heatmap(
        sim,
        title="PE(p)·PE(q): largest on the diagonal; falls with distance |p − q| overall, not monotonically",
        x_title="position q",
        y_title="position p",
        colorscale="Viridis",
        show_text=False,
    )


def base_profile_frame(max_offset: int, d_model: int, bases: Sequence[float]) -> pd.DataFrame:
    """Long frame (base, offset, similarity): cosine similarity of PE(p) and PE(p+k) for each base."""
    rows = []
    for b in bases:
        prof = cosine_profile(max_offset, d_model, b)
        rows += [(float(b), k, float(v)) for k, v in enumerate(prof.tolist())]
    return pd.DataFrame(rows, columns=["base", "offset", "similarity"])


def fig_base_profile(frame: pd.DataFrame) -> go.Figure:
    fig = go.Figure()
    for b, part in frame.groupby("base", sort=False):
        label = f"base {b:g}" + (" (the paper)" if b == PAPER_BASE else "")
        fig.add_scatter(x=part["offset"], y=part["similarity"], mode="lines", name=label)
    fig.update_layout(
        title="How alike are two positions k apart? cos∠(PE(p), PE(p+k)), the same for every p",
        xaxis_title="offset k (positions apart)",
        yaxis_title="cosine similarity",
    )
    return fig


# --- binary counting ----------------------------------------------------------------------------


def binary_counting(n_positions: int, n_bits: int) -> pd.DataFrame:
    """Bits of 0..n-1, one column per bit, least significant first: bit j flips every 2^j positions."""
    pos = np.arange(n_positions)
    table = {f"bit {j} (flips every {2**j})": (pos >> j) & 1 for j in range(n_bits)}
    return pd.DataFrame(table, index=pd.RangeIndex(n_positions, name="position"))


def bit_flip_counts(bits: pd.DataFrame) -> list[int]:
    """How many times each bit changes between consecutive positions."""
    return [int(np.abs(np.diff(bits[c].to_numpy())).sum()) for c in bits.columns]


def frequency_frame(n_bits: int, d_model: int, base: float = PAPER_BASE) -> pd.DataFrame:
    """Cycles per position: bit j of a binary counter (1/2^(j+1)) next to sine/cosine pair i (ω_i / 2π)."""
    rows = [("binary bit", j, 0.5 ** (j + 1)) for j in range(n_bits)]
    rows += [("sinusoid pair", i, w / (2 * math.pi)) for i, w in enumerate(frequencies(d_model, base).tolist())]
    return pd.DataFrame(rows, columns=["kind", "index", "cycles_per_position"])


def fig_binary_vs_sinusoid(n_positions: int, n_bits: int, d_model: int, base: float = PAPER_BASE) -> go.Figure:
    """Left: the bits of a counter (rows positions). Right: the sine columns of PE. Both slow down to the right."""
    bits = binary_counting(n_positions, n_bits).to_numpy().astype(float)
    pe = sinusoidal(n_positions, d_model, base).numpy()[:, 0::2]
    fig = make_subplots(
        rows=1,
        cols=2,
        subplot_titles=("binary counter: bit j (0 = fastest)", "PE sine dimensions 2i (0 = fastest)"),
        horizontal_spacing=0.12,
    )
    fig.add_trace(go.Heatmap(z=bits, colorscale="Greys", reversescale=True, showscale=False, zmin=0, zmax=1), 1, 1)
    fig.add_trace(go.Heatmap(z=pe, colorscale="RdBu", zmid=0, colorbar=dict(title="PE")), 1, 2)
    fig.update_yaxes(autorange="reversed", title_text="position", row=1, col=1)
    fig.update_yaxes(autorange="reversed", row=1, col=2)
    fig.update_xaxes(title_text="bit j", row=1, col=1)
    fig.update_xaxes(title_text="pair i (dimension 2i)", row=1, col=2)
    fig.update_layout(title="Binary counting vs sinusoids: fast columns on the left, slow on the right")
    return fig


def fig_frequencies(frame: pd.DataFrame) -> go.Figure:
    fig = go.Figure()
    for kind, part in frame.groupby("kind", sort=False):
        fig.add_scatter(x=part["index"], y=part["cycles_per_position"], mode="lines+markers", name=kind)
    fig.update_yaxes(type="log", title="frequency (cycles per position, log scale)")
    fig.update_layout(
        title="Bits halve their frequency each step; sinusoids fall smoothly by base^(−2/d_model) per pair",
        xaxis_title="bit j / pair i",
    )
    return fig


# --- the shift map M_k ----------------------------------------------------------------------------


@dataclass
class ShiftCheck:
    """PE(pos + k) against M_k PE(pos) for every pos in range: the residual is rounding error."""

    k: int
    matrix: Tensor  # (d_model, d_model) M_k, block-diagonal rotations
    predicted: Tensor  # (n, d_model) rows M_k PE(pos)
    actual: Tensor  # (n, d_model) rows PE(pos + k)
    max_residual: float
    orthogonality_error: float  # max |M_k M_kᵀ − I|: a rotation does not change lengths


def shift_check(k: int, n_positions: int, d_model: int, base: float = PAPER_BASE) -> ShiftCheck:
    """Build M_k from the project's `shift_matrix` and measure max |M_k PE(pos) − PE(pos + k)|."""
    if d_model % 2:
        raise ValueError("the shift map is exact only for even d_model")
    pe = sinusoidal(n_positions + k, d_model, base).double()
    m = shift_matrix(k, d_model, base).double()
    predicted = pe[:n_positions] @ m.T  # row pos: (M_k @ PE(pos))ᵀ
    actual = pe[k : k + n_positions]
    eye = torch.eye(d_model, dtype=torch.float64)
    return ShiftCheck(
        k=k,
        matrix=m,
        predicted=predicted,
        actual=actual,
        max_residual=float((predicted - actual).abs().max()),
        orthogonality_error=float((m @ m.T - eye).abs().max()),
    )


def fig_shift_matrix(check: ShiftCheck, max_dims: int = 16) -> go.Figure:
    d = min(max_dims, check.matrix.size(0))
    return heatmap(
        check.matrix[:d, :d],
        title=f"M_{check.k} (first {d} dimensions): a 2×2 rotation by k·ω_i for each (sin, cos) pair",
        x_title="input dimension",
        y_title="output dimension",
        colorscale="RdBu",
        zmid=0.0,
        show_text=d <= 16,
        digits=2,
    )


# --- sinusoidal vs learned ------------------------------------------------------------------------


def learned_table(model: Transformer | None, n_positions: int, d_model: int, seed: int = 0) -> tuple[Tensor, str]:
    """The trained model's learned position table if it has one, else a freshly initialised one (seeded)."""
    if model is not None and isinstance(model.positional, LearnedPositionalEncoding):
        n = min(n_positions, model.positional.weight.size(0))
        return model.positional.weight[:n].detach().clone(), "learned table of the loaded model"
    torch.manual_seed(seed)
    table = LearnedPositionalEncoding(d_model, n_positions).weight.detach().clone()
    return table, f"untrained learned table (random initialisation, seed {seed})"


def fig_pe_side_by_side(sin_table: Tensor, learned: Tensor, learned_title: str) -> go.Figure:
    """Sinusoidal table and a learned one, each with its similarity matrix underneath."""
    fig = make_subplots(
        rows=2,
        cols=2,
        subplot_titles=(
            "sinusoidal PE (§3.5)",
            learned_title,
            "similarity PE(p)·PE(q)",
            "similarity of the learned rows",
        ),
        vertical_spacing=0.2,  # room for the upper row's axis title and the lower row's subplot titles
        horizontal_spacing=0.06,
    )
    for col, table in ((1, sin_table), (2, learned)):
        t = to_numpy(table)
        sim = t @ t.T
        fig.add_trace(go.Heatmap(z=t, colorscale="RdBu", zmid=0, showscale=False), 1, col)
        fig.add_trace(go.Heatmap(z=sim, colorscale="Viridis", showscale=False), 2, col)
    for r in (1, 2):
        for c in (1, 2):
            fig.update_yaxes(autorange="reversed", title_text="position" if c == 1 else None, row=r, col=c)
    fig.update_yaxes(showticklabels=False, col=2)  # the same positions as the left column: labelled once
    fig.update_xaxes(title_text="dimension", row=1)
    fig.update_xaxes(title_text="position", row=2)
    fig.update_layout(height=760, title="Fixed sinusoids vs a learned table")
    return fig


# --- permutation equivariance -----------------------------------------------------------------------


@torch.no_grad()
def encoder_output(model: Transformer, ids: Tensor, with_positions: bool = True) -> Tensor:
    """(B, S, d_model) encoder output; with_positions=False adds zeros instead of PE (same model, same weights)."""
    x = model.src_embed(ids)  # (B, S, d_model), already × √d_model
    if with_positions:
        x = x + model.positional(ids.size(1))
    return model.encoder(x, None).output


@dataclass
class PermutationCheck:
    """Encode x and x[perm]; compare enc(x)[perm] with enc(x[perm]) position by position."""

    perm: list[int]
    per_position_without_pe: list[float]  # max |difference| at each position of the permuted sentence
    per_position_with_pe: list[float]
    max_without_pe: float
    max_with_pe: float


def permutation_check(model: Transformer, ids: Tensor, perm: Sequence[int]) -> PermutationCheck:
    """Permutation equivariance of self-attention: without PE shuffling words only shuffles the outputs."""
    if sorted(perm) != list(range(ids.size(-1))):
        raise ValueError(f"{list(perm)} is not a permutation of 0..{ids.size(-1) - 1}")
    ids = ids.reshape(1, -1)
    p = torch.tensor(list(perm))
    was_training = model.training
    model.eval()
    try:
        out = {}
        for with_pe in (False, True):
            shuffled_then_encoded = encoder_output(model, ids[:, p], with_pe)[0]
            encoded_then_shuffled = encoder_output(model, ids, with_pe)[0][p]
            out[with_pe] = (shuffled_then_encoded - encoded_then_shuffled).abs().amax(dim=-1)  # (S,)
    finally:
        model.train(was_training)
    return PermutationCheck(
        perm=list(perm),
        per_position_without_pe=out[False].tolist(),
        per_position_with_pe=out[True].tolist(),
        max_without_pe=float(out[False].max()),
        max_with_pe=float(out[True].max()),
    )


def permutation_frame(check: PermutationCheck, words: Sequence[str]) -> pd.DataFrame:
    """One row per position of the shuffled sentence."""
    return pd.DataFrame(
        {
            "position": range(len(check.perm)),
            "word": [words[i] for i in check.perm],
            "came from position": check.perm,
            "max |Δ| without PE": check.per_position_without_pe,
            "max |Δ| with PE": check.per_position_with_pe,
        }
    )


def fig_permutation(frame: pd.DataFrame) -> go.Figure:
    labels = [plot_text(f"{p}: {w}") for p, w in zip(frame["position"], frame["word"], strict=True)]
    fig = go.Figure()
    floor = 1e-12  # a log axis cannot show an exact 0
    fig.add_bar(x=labels, y=np.maximum(frame["max |Δ| without PE"], floor), name="without PE (zeros added)")
    fig.add_bar(x=labels, y=np.maximum(frame["max |Δ| with PE"], floor), name="with PE (§3.5)")
    fig.update_yaxes(type="log", title="max |enc(shuffled) − shuffle(enc)| (log)")
    fig.update_layout(
        barmode="group",
        title="Shuffle the words, encode, compare with the shuffled encoding",
        xaxis_title="position in the shuffled sentence: word",
    )
    return fig


def simple_ids(words: Sequence[str], vocab_size: int, reserved: int = 4) -> Tensor:
    """Stand-in token ids for a model without a tokenizer: one id per distinct word, first seen first."""
    table: dict[str, int] = {}
    for w in words:
        if w not in table:
            table[w] = reserved + len(table) % (vocab_size - reserved)
    return torch.tensor([table[w] for w in words])
