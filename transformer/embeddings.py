"""Embeddings and softmax, §3.4: learned token embeddings multiplied by √d_model."""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F
from torch import Tensor, nn


class Embeddings(nn.Module):
    """Token ids to d_model vectors; the weights are multiplied by √d_model (§3.4)."""

    def __init__(self, vocab_size: int, d_model: int) -> None:
        super().__init__()
        self.lut = nn.Embedding(vocab_size, d_model)
        nn.init.normal_(self.lut.weight, std=d_model**-0.5)  # so that √d_model · E has unit scale
        self.scale = math.sqrt(d_model)

    def forward(self, ids: Tensor) -> Tensor:
        return self.lut(ids) * self.scale  # (B, T, d_model)


class Generator(nn.Module):
    """The pre-softmax linear transformation to vocabulary logits (§3.4), optionally tied to an embedding."""

    def __init__(self, d_model: int, vocab_size: int, tied: Embeddings | None = None) -> None:
        super().__init__()
        self.proj = nn.Linear(d_model, vocab_size)
        if tied is not None:
            self.proj.weight = tied.lut.weight  # §3.4: the same matrix as the embedding layers
        nn.init.zeros_(self.proj.bias)

    def forward(self, x: Tensor, ids: Tensor | None = None) -> Tensor:
        """(B, T, d_model) -> (B, T, vocab) logits, or (B, T, len(ids)): only the rows `ids` of the projection."""
        if ids is None:
            return self.proj(x)
        return F.linear(x, self.proj.weight[ids], self.proj.bias[ids])

    def log_probs(self, x: Tensor) -> Tensor:
        return torch.log_softmax(self.forward(x), dim=-1)
