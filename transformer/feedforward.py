"""Position-wise feed-forward network, §3.3, Equation (2): FFN(x) = max(0, x W1 + b1) W2 + b2."""

from __future__ import annotations

import torch.nn.functional as F
from torch import Tensor, nn


class PositionwiseFeedForward(nn.Module):
    """Two linear maps with a ReLU between, applied to each position separately and identically."""

    def __init__(self, d_model: int, dim_feedforward: int, activation: str = "relu") -> None:
        super().__init__()
        self.linear1 = nn.Linear(d_model, dim_feedforward)  # W1, b1
        self.linear2 = nn.Linear(dim_feedforward, d_model)  # W2, b2
        self.activation = F.relu if activation == "relu" else F.gelu  # GELU only for BERT-style models

    def forward(self, x: Tensor) -> Tensor:
        return self.linear2(self.activation(self.linear1(x)))  # (B, T, d_model)
