"""Complexity lesson (§4, Table 1): formulas at hand-computed points, slopes, and a tiny measurement."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch
from torch import nn

from transformer.lessons import complexity as C


def test_table_formulas_at_hand_computed_points() -> None:
    n, d, k, r = 100, 512, 3, 16
    assert C.per_layer_ops("self-attention", n, d) == 100 * 100 * 512
    assert C.per_layer_ops("recurrent", n, d) == 100 * 512 * 512
    assert C.per_layer_ops("convolutional", n, d, k=k) == 3 * 100 * 512 * 512
    assert C.per_layer_ops("self-attention (restricted)", n, d, r=r) == 16 * 100 * 512
    assert [C.sequential_ops(layer, n) for layer in C.LAYERS] == [1, 100, 1, 1]
    assert C.max_path_length("self-attention", n) == 1
    assert C.max_path_length("recurrent", n) == 100
    assert C.max_path_length("convolutional", 81, k=3) == pytest.approx(4.0)
    assert C.max_path_length("self-attention (restricted)", 64, r=16) == 4.0
    with pytest.raises(ValueError):
        C.per_layer_ops("transformer", 1, 1)


def test_crossover_is_n_equals_d() -> None:
    d = 512
    assert C.crossover_n(d) == 512
    at = C.per_layer_ops("self-attention", d, d), C.per_layer_ops("recurrent", d, d)
    assert at[0] == at[1]
    assert C.per_layer_ops("self-attention", d - 1, d) < C.per_layer_ops("recurrent", d - 1, d)
    assert C.per_layer_ops("self-attention", d + 1, d) > C.per_layer_ops("recurrent", d + 1, d)


def test_table_frame_and_paper_table() -> None:
    frame = C.table_frame([10, 100], d=64)
    assert len(frame) == 8
    assert C.TABLE_1.loc[0, "Complexity per Layer"] == "O(n²·d)"
    assert C.TABLE_1.loc[2, "Maximum Path Length"] == "O(log_k(n))"
    assert C.TABLE_1.loc[3, "Maximum Path Length"] == "O(n/r)"
    C.fig_table(C.table_frame(C.log_range(1, 1e4, 10), 512), 512)


@pytest.mark.parametrize("power", [1.0, 2.0, 0.5])
def test_fit_slope_recovers_the_power_of_synthetic_timings(power: float) -> None:
    ns = [64, 128, 256, 512, 1024]
    slope, intercept = C.fit_slope(ns, [3e-6 * n**power for n in ns])
    assert slope == pytest.approx(power, abs=1e-9)
    assert math.exp(intercept) == pytest.approx(3e-6)
    rng = np.random.default_rng(0)
    noisy = [3e-6 * n**2 * math.exp(rng.normal(0, 0.05)) for n in ns]
    assert C.fit_slope(ns, noisy)[0] == pytest.approx(2.0, abs=0.1)
    with pytest.raises(ValueError):
        C.fit_slope([5, 5], [1, 2])


def test_fitted_slopes_use_only_points_above_min_n() -> None:
    import pandas as pd

    ns = [8, 16, 32, 64]
    frame = pd.DataFrame(
        {
            "layer": ["a"] * 4,
            "n": ns,
            "d": 8,
            "seconds": [1.0, 1.0, 4.0, 16.0],  # flat, then quadratic
            "activation bytes": [n * 4 for n in ns],
        }
    )
    slopes = C.fitted_slopes(frame)
    assert 1.0 < slopes.loc[0, "time slope"] < 1.6  # the flat start drags the fit down
    assert C.fitted_slopes(frame, min_n=16).loc[0, "time slope"] == pytest.approx(2.0)
    assert C.fitted_slopes(frame, min_n=64).empty  # one point fits no line
    assert slopes.loc[0, "memory slope"] == pytest.approx(1.0)


def test_tiny_measurement_of_real_layers_and_memory_grows_like_the_table() -> None:
    calls = []
    m = C.measure_layers([32, 64, 128], d=16, batch=2, repeats=1, progress=lambda f, s: calls.append(f))
    assert set(m["layer"]) == set(C.MEASURED) and len(m) == 12
    assert (m["seconds"] > 0).all()
    assert calls[-1] == 1.0
    assert (m["threads"] == C.all_cores()).all() and (m["clock"] == "wall").all()  # default: all cores
    slopes = C.fitted_slopes(m).set_index("layer")
    # memory is deterministic: the (n, n) weights make attention's grow about twice as fast in log-log
    assert slopes.loc["self-attention", "memory slope"] > 1.5
    assert slopes.loc["convolutional", "memory slope"] == pytest.approx(1.0, abs=0.05)
    assert slopes.loc["self-attention", "fit range n"] == "32 … 128"
    C.fig_measured(m, C.fitted_slopes(m))


# --- §4's sequential operations, counted while timing (issue #13) -------------------------------------------


@pytest.mark.parametrize("kind", ["recurrent", "LSTM"])
def test_recurrent_loops_take_n_dependent_steps_and_match_torch(kind: str) -> None:
    torch.manual_seed(0)
    d, n = 8, 11
    loop = C.make_layer(kind, d)
    ref = nn.RNN(d, d, batch_first=True) if kind == "recurrent" else nn.LSTM(d, d, batch_first=True)
    gates = 1 if kind == "recurrent" else 4
    assert loop.w_x.weight.shape == ref.weight_ih_l0.shape == (gates * d, d)  # copy the weights, then compare
    with torch.no_grad():
        loop.w_x.weight.copy_(ref.weight_ih_l0)
        loop.w_x.bias.copy_(ref.bias_ih_l0 + ref.bias_hh_l0)
        loop.w_h.weight.copy_(ref.weight_hh_l0)
    x = torch.randn(3, n, d)
    assert torch.allclose(loop(x), ref(x)[0], atol=1e-5)
    assert loop.steps == n  # one step per position, each needing the previous one
    y = x.clone()
    y[:, 5] += 1.0  # a change at position 5 reaches every later output and none before: a chain
    diff = (loop(y) - loop(x)).abs().amax(dim=(0, 2))
    assert (diff[:5] == 0).all() and (diff[5:] > 0).all()


@pytest.mark.parametrize("kind", ["self-attention", "convolutional"])
def test_one_step_layers_count_one_step_whatever_n(kind: str) -> None:
    layer = C.make_layer(kind, 8, nhead=2)
    for n in (4, 40):
        assert layer(torch.randn(2, n, 8)).shape == (2, n, 8) and layer.steps == 1


def test_multiply_adds_and_path_lengths_follow_the_implementation() -> None:
    n, d = 100, 64
    assert C.multiply_adds("self-attention", n, d) == 4 * n * d * d + 2 * n * n * d
    assert C.multiply_adds("recurrent", n, d, batch=3) == 3 * 2 * n * d * d
    assert C.multiply_adds("LSTM", n, d) == 4 * C.multiply_adds("recurrent", n, d)
    assert C.multiply_adds("convolutional", n, d, kernel=5) == 5 * n * d * d
    assert C.path_length("self-attention", 1000) == (1, "layer")
    assert C.path_length("recurrent", 1000) == (999, "time steps")
    assert C.path_length("convolutional", 81, kernel=3) == (4, "dilated layers")  # 3⁴ = 81
    assert C.path_length("convolutional", 82, kernel=3) == (5, "dilated layers")
    with pytest.raises(ValueError):
        C.multiply_adds("transformer", 1, 1)


def test_fit_range_starts_where_the_n_squared_term_dominates() -> None:
    assert C.asymptotic_from(128) == 256
    assert C.default_fit_from([16, 32, 64, 128, 256, 512, 1024], 128) == 256
    assert C.default_fit_from([16, 32, 64, 128, 256, 512], 128) == 256
    assert C.default_fit_from([16, 32, 64], 128) == 32  # too short: the last two points, and the page says so


def test_one_thread_cpu_clock_measurement_counts_steps_and_says_what_it_timed() -> None:
    m = C.measure_layers([16, 32], d=16, batch=2, repeats=1, threads=1, clock="cpu")
    steps = m.set_index(["layer", "n"])["sequential steps"]
    assert steps["recurrent", 32] == 32 and steps["LSTM", 16] == 16
    assert steps["self-attention", 32] == 1 and steps["convolutional", 32] == 1
    assert (m["threads"] == 1).all()
    frame = C.sequential_frame(m).set_index("layer")
    assert frame.loc["recurrent", "path first → last position"] == "31 time steps"
    assert frame.loc["recurrent", "time per step (ms)"] == pytest.approx(
        1e3 * m.set_index(["layer", "n"]).loc[("recurrent", 32), "seconds"] / 32
    )
    text = C.describe(m)
    assert "median CPU time" in text and "batch of 2" in text and "d = 16" in text and "1 intra-op thread" in text
    sentence = C.parallel_sentence(m)
    assert "ran 32 steps one after another" in sentence and "n/d = 2.00" in sentence
    with pytest.raises(ValueError):
        C.measure_layers([16, 32], d=16, threads=2, clock="cpu")  # CPU time of one thread misses the others
