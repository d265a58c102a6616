"""Scaled dot-product attention, §3.2.1, Equation (1): softmax(Q Kᵀ / √d_k) V."""

from __future__ import annotations

import math
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import Tensor


def scaled_dot_product_attention(
    q: Tensor,
    k: Tensor,
    v: Tensor,
    mask: Tensor | None = None,
    dropout_p: float = 0.0,
    training: bool = False,
) -> tuple[Tensor, Tensor, Tensor]:
    """Equation (1); returns (output, weights, scaled scores). `mask`: bool, True = masked out.

    The weights are taken before dropout (unlike torch.nn.MultiheadAttention, which returns the
    same weights but multiplies V by their dropped-out copy): what is shown is what the model computed.
    The scores are QKᵀ/√d_k before the mask is applied.
    """
    scores = q @ k.transpose(-2, -1) / math.sqrt(q.size(-1))  # (B, h, T, S)
    masked = scores if mask is None else scores.masked_fill(mask, float("-inf"))
    weights = torch.softmax(masked, dim=-1)  # (B, h, T, S), rows sum to 1
    dropped = F.dropout(weights, dropout_p, training) if dropout_p > 0.0 and training else weights
    return dropped @ v, weights, scores  # (B, h, T, d_v)


@dataclass
class AttentionSteps:
    """Every intermediate of Figure 2 (left), bottom to top."""

    q: Tensor  # (..., T, d_k)
    k: Tensor  # (..., S, d_k)
    v: Tensor  # (..., S, d_v)
    matmul: Tensor  # step 1, Q Kᵀ: (..., T, S)
    scaled: Tensor  # step 2, Q Kᵀ / √d_k
    masked: Tensor  # step 3, masked cells set to -inf (equal to `scaled` without a mask)
    softmax: Tensor  # step 4, attention weights, each row sums to 1
    output: Tensor  # step 5, weights × V: (..., T, d_v)
    mask: Tensor | None  # the mask used (True = masked out)

    @property
    def scale(self) -> float:
        """The divisor √d_k."""
        return math.sqrt(self.q.size(-1))


def attention_steps(q: Tensor, k: Tensor, v: Tensor, mask: Tensor | None = None) -> AttentionSteps:
    """Equation (1) one step at a time, keeping every intermediate for the teaching pages."""
    matmul = q @ k.transpose(-2, -1)  # (..., T, S)
    scaled = matmul / math.sqrt(q.size(-1))
    masked = scaled if mask is None else scaled.masked_fill(mask, float("-inf"))
    weights = torch.softmax(masked, dim=-1)
    return AttentionSteps(q, k, v, matmul, scaled, masked, weights, weights @ v, mask)
