"""Multi-head attention, §3.2.2: MultiHead(Q, K, V) = Concat(head_1, ..., head_h) W^O."""

from __future__ import annotations

from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from .attention import scaled_dot_product_attention
from .masks import to_sdpa


@dataclass
class AttentionResult:
    """What one multi-head attention computed; weights and scores only when asked for."""

    output: Tensor  # (B, T, d_model)
    weights: Tensor | None = None  # (B, h, T, S), before dropout, rows sum to 1
    scores: Tensor | None = None  # (B, h, T, S), Q Kᵀ / √d_k before the mask


class MultiHeadAttention(nn.Module):
    """h heads, head_i = Attention(Q W_i^Q, K W_i^K, V W_i^V), concatenated and projected by W^O."""

    def __init__(self, d_model: int, nhead: int, dropout: float = 0.0, d_k: int | None = None) -> None:
        """d_k = d_v = d_model / h (§3.2.2); `d_k` sets the query/key width alone (Table 3 row B), d_v stays."""
        super().__init__()
        if d_model % nhead:
            raise ValueError(f"d_model={d_model} is not divisible by nhead={nhead}")
        self.nhead, self.d_v = nhead, d_model // nhead
        self.d_k = d_k if d_k is not None else self.d_v
        # Each of W^Q, W^K, W^V holds the h per-head matrices W_i side by side: (d_model, h·d_k) or (d_model, h·d_v).
        self.w_q = nn.Linear(d_model, nhead * self.d_k)
        self.w_k = nn.Linear(d_model, nhead * self.d_k)
        self.w_v = nn.Linear(d_model, nhead * self.d_v)
        self.w_o = nn.Linear(nhead * self.d_v, d_model)  # W^O: (h·d_v, d_model)
        self.dropout = dropout  # on the attention weights (not in the paper; see TransformerConfig)

    def split_heads(self, x: Tensor) -> Tensor:
        """(B, T, h·d) -> (B, h, T, d), d = d_k for queries and keys, d_v for values."""
        b, t, _ = x.shape
        return x.view(b, t, self.nhead, -1).transpose(1, 2)

    def project(self, query: Tensor, key: Tensor, value: Tensor) -> tuple[Tensor, Tensor, Tensor]:
        """The per-head queries, keys and values: (B, h, T, d_k), (B, h, S, d_k), (B, h, S, d_v)."""
        if query is key and key is value:  # self-attention: one matmul for W^Q, W^K, W^V together
            q, k, v = self.project_self(query, *self.stacked_qkv())
        else:
            q, k, v = self.w_q(query), self.w_k(key), self.w_v(value)
        return self.split_heads(q), self.split_heads(k), self.split_heads(v)

    def stacked_qkv(self) -> tuple[Tensor, Tensor]:
        """W^Q, W^K, W^V stacked into one matrix (h·(2·d_k + d_v), d_model), and their biases."""
        w = torch.cat([self.w_q.weight, self.w_k.weight, self.w_v.weight])
        return w, torch.cat([self.w_q.bias, self.w_k.bias, self.w_v.bias])

    def project_self(self, x: Tensor, w: Tensor, bias: Tensor) -> tuple[Tensor, Tensor, Tensor]:
        """x W^Q, x W^K, x W^V in one matmul with `stacked_qkv()` (not yet split into heads)."""
        return F.linear(x, w, bias).split((self.w_q.out_features, self.w_k.out_features, self.w_v.out_features), -1)

    def keys_values(self, memory: Tensor) -> tuple[Tensor, Tensor]:
        """K W^K and V W^V of a fixed memory, split into heads: (B, h, S, d_k), (B, h, S, d_v); reusable per step."""
        return self.split_heads(self.w_k(memory)), self.split_heads(self.w_v(memory))

    def attend(self, query: Tensor, keys: Tensor, values: Tensor, mask: Tensor | None = None) -> Tensor:
        """MultiHead for queries against keys and values already projected (incremental decoding, fast path).

        `query`: (B, T, d_model); `keys`/`values`: (B, h, S, d_k)/(B, h, S, d_v); returns (B, T, d_model).
        """
        return self.attend_heads(self.split_heads(self.w_q(query)), keys, values, mask)

    def attend_heads(self, q: Tensor, keys: Tensor, values: Tensor, mask: Tensor | None = None) -> Tensor:
        """`attend` with the queries already projected and split into heads, (B, h, T, d_k)."""
        return self.combine_heads(F.scaled_dot_product_attention(q, keys, values, attn_mask=to_sdpa(mask)))

    def combine_heads(self, heads: Tensor) -> Tensor:
        """Concat(head_1, ..., head_h) W^O: (B, h, T, d_v) -> (B, T, d_model)."""
        b, _, t, _ = heads.shape
        return self.w_o(heads.transpose(1, 2).reshape(b, t, self.nhead * self.d_v))

    def forward(
        self,
        query: Tensor,
        key: Tensor,
        value: Tensor,
        mask: Tensor | None = None,
        need_weights: bool = False,
        need_scores: bool = False,
        head_mask: Tensor | None = None,
    ) -> AttentionResult:
        """`mask`: bool, True = masked out, broadcastable to (B, h, T, S). `head_mask`: (h,) multipliers."""
        q, k, v = self.project(query, key, value)  # (B, h, T|S, d_k), values (B, h, S, d_v)
        p = self.dropout if self.training else 0.0
        weights = scores = None
        if need_weights or need_scores:
            heads, weights, scores = scaled_dot_product_attention(q, k, v, mask, p, self.training)
        elif q.requires_grad and q.device.type == "cpu":
            # Training on a CPU: Equation (1) as written. torch's fused CPU kernel (flash attention) is slower here,
            # its backward most of all under bfloat16 autocast: at the everyday run's shape (192 pairs of 16 pieces)
            # a --bf16 step took 1.4× a float32 one (bench/train_step.py, BENCHMARKS.md §1).
            heads = scaled_dot_product_attention(q, k, v, mask, p, self.training)[0]
        else:  # the fused kernel: inference, and GPUs; same numbers, no weights kept
            heads = F.scaled_dot_product_attention(q, k, v, attn_mask=to_sdpa(mask), dropout_p=p)
        if head_mask is not None:  # ablation: a switched-off head contributes nothing to W^O's input
            heads = heads * head_mask.to(heads.dtype).view(1, -1, 1, 1)
        return AttentionResult(self.combine_heads(heads), weights, scores if need_scores else None)
