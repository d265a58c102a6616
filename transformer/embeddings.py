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


UNREACHABLE_BIAS = -1e4  # pre-softmax bias of a piece no target uses: exp(-10^4) is 0.0 in float32 and float16


class Generator(nn.Module):
    """The pre-softmax linear transformation to vocabulary logits (§3.4), optionally tied to an embedding."""

    def __init__(self, d_model: int, vocab_size: int, tied: Embeddings | None = None) -> None:
        super().__init__()
        self.proj = nn.Linear(d_model, vocab_size)
        if tied is not None:
            self.proj.weight = tied.lut.weight  # §3.4: the same matrix as the embedding layers
        nn.init.zeros_(self.proj.bias)
        self._reachable_key: tuple | None = None  # the weights' identity and versions when _reachable was read
        self._reachable: tuple[Tensor, Tensor, list[int]] | None = None

    def forward(self, x: Tensor, ids: Tensor | None = None) -> Tensor:
        """(B, T, d_model) -> (B, T, vocab) logits, or (B, T, len(ids)): only the rows `ids` of the projection."""
        if ids is None:
            return self.proj(x)
        return F.linear(x, self.proj.weight[ids], self.proj.bias[ids])

    def log_probs(self, x: Tensor) -> Tensor:
        return torch.log_softmax(self.forward(x), dim=-1)

    def reachable(self) -> tuple[Tensor, Tensor, list[int]] | None:
        """(weight rows, biases, ids) of the pieces a softmax can give a probability above 0, or None when all can.

        A model trained with --target-softmax keeps the other pieces at UNREACHABLE_BIAS (probability exactly 0):
        a search needs only these rows, about half of a joint vocabulary. Kept until the weights change.
        """
        w, b = self.proj.weight, self.proj.bias
        key = (w.data_ptr(), w._version, b.data_ptr(), b._version)
        if self._reachable_key != key:
            ids = (b > UNREACHABLE_BIAS / 2).nonzero().flatten()
            self._reachable = None if len(ids) == b.numel() else (w[ids].detach(), b[ids].detach(), ids.tolist())
            self._reachable_key = key
        return self._reachable

    def search_logits(self, x: Tensor) -> tuple[Tensor, list[int] | None]:
        """Logits of the reachable pieces only and their ids (None: of every piece, in id order)."""
        rows = self.reachable()
        if rows is None:
            return self.forward(x), None
        w, b, ids = rows
        return F.linear(x, w, b), ids

    def search_log_probs(self, x: Tensor) -> tuple[Tensor, list[int] | None]:
        """Log-probabilities over the reachable pieces only and their ids (None: over every piece, in id order).

        The same numbers as log_probs at those ids: the other pieces' exp() is 0.0, so they add nothing to the
        normaliser. Greedy and beam search pick from these; every record shown comes from log_probs.
        """
        logits, ids = self.search_logits(x)
        return torch.log_softmax(logits, dim=-1), ids
