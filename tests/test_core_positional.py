"""Positional encoding of §3.5, the shift map, embeddings and the paper's parameter counts."""

from __future__ import annotations

import math

import pytest
import torch

from transformer import Transformer, TransformerConfig
from transformer.positional import shift_matrix, sinusoidal, wavelengths

from .helpers import tiny_config


@pytest.mark.parametrize("d_model,base", [(16, 10000.0), (512, 10000.0), (10, 100.0), (7, 10000.0)])
def test_sinusoidal_equals_the_formula(d_model: int, base: float) -> None:
    pe = sinusoidal(50, d_model, base)
    assert pe.shape == (50, d_model) and pe.dtype == torch.float32
    for pos in (0, 1, 7, 49):
        for dim in range(d_model):
            i = dim // 2
            angle = pos / base ** (2 * i / d_model)
            expected = math.sin(angle) if dim % 2 == 0 else math.cos(angle)
            assert pe[pos, dim].item() == pytest.approx(expected, abs=1e-6)


def test_first_pair_has_wavelength_two_pi_and_the_last_close_to_base_times_two_pi() -> None:
    lam = wavelengths(512)
    assert lam[0].item() == pytest.approx(2 * math.pi)
    assert lam[1].item() == pytest.approx(2 * math.pi)
    assert lam[-1].item() == pytest.approx(2 * math.pi * 10000 ** (510 / 512))
    assert (lam[2::2] > lam[:-2:2]).all()  # a geometric progression, strictly increasing


@pytest.mark.parametrize("k", [1, 3, 17])
def test_pe_of_pos_plus_k_is_a_fixed_linear_map_of_pe_of_pos(k: int) -> None:
    pe = sinusoidal(80, 32).double()
    m = shift_matrix(k, 32).double()
    shifted = pe[:-k] @ m.T  # (pos, d) rows: M_k @ PE(pos)
    assert torch.allclose(shifted, pe[k:], atol=1e-5)
    assert torch.allclose(m @ m.T, torch.eye(32, dtype=torch.float64), atol=1e-6)  # a rotation


def test_model_adds_the_table_and_scales_embeddings_by_sqrt_d_model() -> None:
    torch.manual_seed(0)
    cfg = tiny_config(src_vocab_size=20, tgt_vocab_size=20, d_model=8, nhead=2, num_encoder_layers=1,
                      num_decoder_layers=1, dim_feedforward=16, max_len=16)  # fmt: skip
    model = Transformer(cfg).eval()
    ids = torch.tensor([[3, 4, 5]])
    x, pe = model.embed(ids, model.src_embed)
    assert torch.allclose(pe, sinusoidal(3, 8))
    assert torch.allclose(x[0], model.src_embed.lut.weight[ids[0]] * math.sqrt(8) + pe)
    assert model.generator.proj.weight is model.src_embed.lut.weight  # §3.4 weight sharing
    assert model.tgt_embed is model.src_embed


def test_learned_positions_are_parameters_that_train() -> None:
    cfg = tiny_config(src_vocab_size=20, tgt_vocab_size=20, d_model=8, nhead=2, num_encoder_layers=1,
                      num_decoder_layers=1, dim_feedforward=16, positional="learned", max_len=16)  # fmt: skip
    model = Transformer(cfg)
    logits, _ = model(torch.tensor([[3, 4, 5]]), torch.tensor([[1, 2]]))
    logits.sum().backward()
    assert model.positional.weight.grad is not None and model.positional.weight.grad.abs().sum() > 0
    assert model.parameter_counts()["positional"] == 16 * 8


@pytest.mark.parametrize("which,paper_millions", [("paper_base", 65), ("paper_big", 213)])
def test_parameter_counts_match_table_3(which: str, paper_millions: int) -> None:
    cfg = getattr(TransformerConfig, which)(37000)
    with torch.device("meta"):  # count without allocating 213M floats
        counts = Transformer(cfg).parameter_counts()
    total = counts["total"]
    print(f"{which}(37000): {total:,} parameters ({total / 1e6:.1f}M; paper: {paper_millions}M)", counts)
    assert abs(total / 1e6 - paper_millions) / paper_millions <= 0.03
    expected_layer = 4 * (cfg.d_model**2 + cfg.d_model) + 2 * cfg.d_model * cfg.dim_feedforward
    assert counts["encoder"] == cfg.num_encoder_layers * (expected_layer + cfg.dim_feedforward + 5 * cfg.d_model)


def test_table_3_values() -> None:
    base, big = TransformerConfig.paper_base(100), TransformerConfig.paper_big(100)
    assert (base.num_encoder_layers, base.num_decoder_layers, base.d_model, base.dim_feedforward) == (6, 6, 512, 2048)
    assert (base.nhead, base.d_k, base.dropout, base.pe_base, base.norm_first) == (8, 64, 0.1, 10000.0, False)
    assert (big.d_model, big.dim_feedforward, big.nhead, big.d_k, big.dropout) == (1024, 4096, 16, 64, 0.3)
    assert big.num_decoder_layers == 6
