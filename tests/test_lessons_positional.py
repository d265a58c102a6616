"""Positional-encoding lesson (§3.5): every number the page shows."""

from __future__ import annotations

import math

import pytest
import torch

from transformer import Transformer
from transformer.lessons import positional as P

from .helpers import randomise_layer_norms, tiny_config


@pytest.mark.parametrize("k", [1, 5, 40])
@pytest.mark.parametrize("base", [10000.0, 1000.0])
def test_shift_map_residual_is_rounding_error_and_the_map_is_a_rotation(k: int, base: float) -> None:
    check = P.shift_check(k, n_positions=60, d_model=32, base=base)
    assert check.max_residual < 1e-5
    assert check.orthogonality_error < 1e-5
    # the same matrix for every pos: the residual is measured on all 60 rows at once
    assert check.predicted.shape == check.actual.shape == (60, 32)
    # M_k is block diagonal: nothing couples different frequency pairs
    off = check.matrix.clone()
    for i in range(0, 32, 2):
        off[i : i + 2, i : i + 2] = 0
    assert off.abs().max() == 0


def test_shift_map_is_not_the_identity_and_a_wrong_k_fails() -> None:
    good = P.shift_check(3, 40, 16)
    pe = P.sinusoidal(50, 16).double()
    wrong = (pe[:40] @ good.matrix.T - pe[4:44]).abs().max()  # M_3 does not shift by 4
    assert wrong > 0.1


def test_binary_counting_matches_the_counter_and_bit_j_flips_every_2_to_the_j() -> None:
    bits = P.binary_counting(8, 3)
    assert bits.iloc[:, 0].tolist() == [0, 1, 0, 1, 0, 1, 0, 1]
    assert bits.iloc[:, 1].tolist() == [0, 0, 1, 1, 0, 0, 1, 1]
    assert bits.iloc[:, 2].tolist() == [0, 0, 0, 0, 1, 1, 1, 1]
    assert P.bit_flip_counts(P.binary_counting(32, 5)) == [31, 15, 7, 3, 1]
    for pos in range(8):  # reading the row back gives the position
        assert sum(int(b) << j for j, b in enumerate(bits.iloc[pos])) == pos


def test_frequencies_of_bits_halve_and_of_sinusoids_fall_geometrically() -> None:
    f = P.frequency_frame(4, 16)
    bits = f[f["kind"] == "binary bit"]["cycles_per_position"].tolist()
    assert bits == [0.5, 0.25, 0.125, 0.0625]
    sines = f[f["kind"] == "sinusoid pair"]["cycles_per_position"].to_numpy()
    assert sines[0] == pytest.approx(1 / (2 * math.pi))
    ratios = sines[1:] / sines[:-1]
    assert ratios == pytest.approx([10000 ** (-2 / 16)] * 7)


def test_wavelengths_run_from_two_pi_towards_base_times_two_pi() -> None:
    f = P.wavelength_frame(64, [10000.0, 1000.0])
    for base in (10000.0, 1000.0):
        lam = f[f["base"] == base]["wavelength"].to_numpy()
        assert lam[0] == pytest.approx(2 * math.pi)
        assert lam[-1] == pytest.approx(2 * math.pi * base ** (62 / 64))
    # the 1000 slip shortens the longest wavelength tenfold-ish
    long = f.groupby("base")["wavelength"].max()
    assert long[10000.0] / long[1000.0] == pytest.approx(10 ** (62 / 64))


def test_similarity_depends_only_on_the_offset() -> None:
    sim = P.pe_similarity(30, 16)
    prof = P.offset_similarity(29, 16)
    for p in range(0, 10):
        for k in range(0, 20):
            assert sim[p, p + k].item() == pytest.approx(prof[k].item(), abs=1e-5)
    assert sim.diagonal() == pytest.approx(torch.full((30,), 8.0, dtype=torch.float64), abs=1e-5)
    frame = P.base_profile_frame(10, 16, [10000.0])
    assert frame["similarity"].iloc[0] == pytest.approx(1.0)  # cosine similarity of a vector with itself
    assert frame["similarity"].iloc[1:].max() < 1.0


def test_permutation_equivariance_without_pe_and_not_with_it() -> None:
    torch.manual_seed(0)
    model = Transformer(tiny_config())
    randomise_layer_norms(model)
    model.eval()
    ids = torch.tensor([5, 6, 7, 5, 8, 9])
    perm = [3, 0, 5, 1, 4, 2]
    check = P.permutation_check(model, ids, perm)
    assert check.max_without_pe < 1e-5
    assert check.max_with_pe > 1e-2
    frame = P.permutation_frame(check, ["a", "b", "c", "a", "d", "e"])
    assert frame["word"].tolist() == ["a", "a", "e", "b", "d", "c"]
    with pytest.raises(ValueError):
        P.permutation_check(model, ids, [0, 0, 1, 2, 3, 4])


def test_learned_table_comes_from_a_learned_model_else_a_seeded_random_one() -> None:
    torch.manual_seed(0)
    learned = Transformer(tiny_config(positional="learned"))
    table, title = P.learned_table(learned, 10, 16)
    assert torch.equal(table, learned.positional.weight[:10].detach())
    assert "loaded model" in title
    a, title_a = P.learned_table(None, 10, 16, seed=3)
    b, _ = P.learned_table(Transformer(tiny_config()), 10, 16, seed=3)
    assert torch.equal(a, b) and "random" in title_a


def test_figures_build_with_labelled_axes() -> None:
    fig = P.fig_pe_heatmap(20, 16)
    assert fig.layout.yaxis.title.text == "position" and "dimension" in fig.layout.xaxis.title.text
    assert P.fig_wavelengths(P.wavelength_frame(16)).layout.yaxis.type == "log"
    P.fig_binary_vs_sinusoid(16, 4, 16)
    P.fig_frequencies(P.frequency_frame(4, 16))
    P.fig_shift_matrix(P.shift_check(2, 10, 16))
    P.fig_pe_curves(P.pe_curves_frame(20, 16, [0, 1, 6]), 16)
    P.fig_base_profile(P.base_profile_frame(50, 16, [1000, 10000]))


# --- what the page says about the base and about distance (issue #13) ---------------------------------------


@pytest.mark.parametrize("d_model", [16, 64, 512])
def test_longest_wavelength_is_computed_from_d_model_not_base_times_two_pi(d_model: int) -> None:
    lam = P.longest_wavelength(d_model)
    assert lam == pytest.approx(2 * math.pi * 10000 ** ((d_model - 2) / d_model))
    assert lam == pytest.approx(P.wavelength_frame(d_model)["wavelength"].max())
    assert lam < 2 * math.pi * 10000  # base·2π is only the limit as d_model grows
    if d_model == 64:
        assert round(lam) == 47117  # the page's default d_model; 62,832 would be base·2π


def test_base_ten_similarity_stops_falling_the_numbers_the_page_quotes() -> None:
    s = P.base_summary(64, 10.0, near=5, far=100)
    curve = P.base_profile_frame(100, 64, [10.0]).set_index("offset")["similarity"]  # the curve the page draws
    assert s.at_near == pytest.approx(curve[5])
    assert s.low == pytest.approx(curve[5:].min()) and s.high == pytest.approx(curve[5:].max())
    assert s.high <= 0.13 and s.low < 0  # offsets 5..100: no offset is much like any other
    assert curve[60] < curve[100]  # far positions are no less alike than near ones
    paper = P.base_summary(64, 10000.0)
    assert paper.low > s.high  # the paper's base keeps distances apart


def test_similarity_falls_overall_but_not_monotonically() -> None:
    prof = P.cosine_profile(100, 64)
    assert prof[60] == pytest.approx(0.50, abs=0.01) and prof[100] == pytest.approx(0.56, abs=0.01)
    r = P.similarity_rebound(100, 64)
    assert r is not None and r.k_near < r.k_far and r.far > r.near
    assert r.near == pytest.approx(float(prof[r.k_near])) and r.far == pytest.approx(float(prof[r.k_far]))
    assert prof[1:50].mean() > prof[50:].mean()  # overall it falls
    text = P.similarity_sentence(100, 64)
    assert "not monotonically" in text and f"{r.far:.2f}" in text and f"distance {r.k_far}" in text
    assert "stops falling" in P.similarity_sentence(100, 64, 10.0)
    assert P.similarity_rebound(3, 64) is None and "steadily" in P.similarity_sentence(3, 64)
