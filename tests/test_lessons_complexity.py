"""Complexity lesson (§4, Table 1): formulas at hand-computed points, slopes, and a tiny measurement."""

from __future__ import annotations

import math

import numpy as np
import pytest

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
    m = C.measure_layers([32, 64, 128], d=16, repeats=1, progress=lambda f, s: calls.append(f))
    assert set(m["layer"]) == set(C.MEASURED) and len(m) == 12
    assert (m["seconds"] > 0).all()
    assert calls[-1] == 1.0
    slopes = C.fitted_slopes(m).set_index("layer")
    # memory is deterministic: the (n, n) weights make attention's grow about twice as fast in log-log
    assert slopes.loc["self-attention", "memory slope"] > 1.5
    assert slopes.loc["convolutional", "memory slope"] == pytest.approx(1.0, abs=0.05)
    C.fig_measured(m, C.fitted_slopes(m))
