"""Small builders shared by the tests."""

from __future__ import annotations

import torch

from transformer import TransformerConfig


def tiny_config(**overrides) -> TransformerConfig:
    """A model small enough that a forward pass takes a millisecond."""
    base = dict(
        src_vocab_size=31,
        tgt_vocab_size=31,
        d_model=16,
        nhead=4,
        num_encoder_layers=2,
        num_decoder_layers=2,
        dim_feedforward=32,
        dropout=0.0,
        max_len=64,
    )
    base.update(overrides)
    return TransformerConfig(**base)


def randomise_layer_norms(model: torch.nn.Module, seed: int = 0) -> None:
    """Give every LayerNorm non-trivial parameters, so tests that copy them can fail."""
    g = torch.Generator().manual_seed(seed)
    for m in model.modules():
        if isinstance(m, torch.nn.LayerNorm):
            with torch.no_grad():
                m.weight.copy_(1 + 0.5 * torch.randn(m.weight.shape, generator=g))
                m.bias.copy_(0.5 * torch.randn(m.bias.shape, generator=g))
