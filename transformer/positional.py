"""Positional encoding, §3.5: PE(pos, 2i) = sin(pos / base^(2i/d_model)), PE(pos, 2i+1) = cos(...)."""

from __future__ import annotations

import torch
from torch import Tensor, nn


def frequencies(d_model: int, base: float = 10000.0) -> Tensor:
    """(ceil(d_model/2),) angular frequencies 1 / base^(2i/d_model), one per sine/cosine pair."""
    two_i = torch.arange(0, d_model, 2, dtype=torch.float64)
    return base ** (-two_i / d_model)


def wavelengths(d_model: int, base: float = 10000.0) -> Tensor:
    """(d_model,) wavelength of every dimension: a geometric progression from 2π to base·2π (§3.5)."""
    lam = 2 * torch.pi / frequencies(d_model, base)
    return lam.repeat_interleave(2)[:d_model]


def sinusoidal(n_positions: int, d_model: int, base: float = 10000.0) -> Tensor:
    """(n_positions, d_model) table of §3.5: even dimensions sine, odd dimensions cosine, interleaved."""
    pos = torch.arange(n_positions, dtype=torch.float64)[:, None]  # (n, 1)
    angle = pos * frequencies(d_model, base)[None, :]  # (n, ceil(d/2))
    pe = torch.zeros(n_positions, d_model, dtype=torch.float64)
    pe[:, 0::2] = torch.sin(angle)
    pe[:, 1::2] = torch.cos(angle[:, : d_model // 2])
    return pe.float()


def shift_matrix(k: int, d_model: int, base: float = 10000.0) -> Tensor:
    """(d_model, d_model) matrix M_k with PE(pos + k) = M_k @ PE(pos) for every pos (§3.5).

    Each (sin, cos) pair rotates by the angle k·ω_i, independent of pos: the "linear function"
    the paper hypothesised would let the model attend by relative position.
    """
    m = torch.zeros(d_model, d_model, dtype=torch.float64)
    for i, w in enumerate(frequencies(d_model, base).tolist()):
        c, s = torch.cos(torch.tensor(k * w)), torch.sin(torch.tensor(k * w))
        a, b = 2 * i, 2 * i + 1
        if b < d_model:
            m[a, a], m[a, b] = c, s  # sin(x + y) = sin x cos y + cos x sin y
            m[b, a], m[b, b] = -s, c  # cos(x + y) = cos x cos y - sin x sin y
        else:  # odd d_model: the last sine has no cosine partner, so no exact linear map exists
            m[a, a] = 1.0
    return m.float()


class SinusoidalPositionalEncoding(nn.Module):
    """The fixed sinusoids of §3.5, stored as a buffer (no parameters)."""

    def __init__(self, d_model: int, max_len: int, base: float = 10000.0) -> None:
        super().__init__()
        self.register_buffer("pe", sinusoidal(max_len, d_model, base), persistent=False)

    def forward(self, length: int, offset: int = 0) -> Tensor:
        """(length, d_model) encodings of positions offset .. offset + length - 1."""
        if offset + length > self.pe.size(0):
            raise ValueError(f"sequence of {offset + length} positions exceeds max_len={self.pe.size(0)}")
        return self.pe[offset : offset + length]


class LearnedPositionalEncoding(nn.Module):
    """Learned positional embeddings, the alternative the paper compares in Table 3 row (E)."""

    def __init__(self, d_model: int, max_len: int) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.randn(max_len, d_model) * d_model**-0.5)

    def forward(self, length: int, offset: int = 0) -> Tensor:
        """(length, d_model) learned vectors of positions offset .. offset + length - 1."""
        if offset + length > self.weight.size(0):
            raise ValueError(f"sequence of {offset + length} positions exceeds max_len={self.weight.size(0)}")
        return self.weight[offset : offset + length]
