"""Masks for §3.1 (padding) and §3.2.3 (the decoder's subsequent-position mask).

One convention everywhere in this project, the one torch.nn uses:
    a bool tensor where True means "masked out": that key may NOT be attended to.
Masked scores are set to -inf before the softmax, so their weights are exactly 0.
`F.scaled_dot_product_attention` uses the inverse (True = may attend); `to_sdpa` converts, and is
called only at that call.
"""

from __future__ import annotations

import torch
from torch import Tensor


def subsequent_mask(n: int, device: torch.device | str | None = None) -> Tensor:
    """(n, n) causal mask of §3.2.3: position i may attend to positions <= i; True above the diagonal."""
    return torch.ones(n, n, dtype=torch.bool, device=device).triu(diagonal=1)


def padding_mask(ids: Tensor, pad_id: int) -> Tensor:
    """(B, S) key-padding mask: True where the token is padding."""
    return ids == pad_id


def combine(key_padding: Tensor | None, attn_mask: Tensor | None) -> Tensor | None:
    """Merge a (B, S) key-padding mask with a (T, S) or (B, T, S) mask into one (B, 1, T|1, S) mask."""
    out = None
    if key_padding is not None:
        out = key_padding[:, None, None, :]  # (B, 1, 1, S)
    if attn_mask is not None:
        m = attn_mask[None, None] if attn_mask.dim() == 2 else attn_mask[:, None]  # (B|1, 1, T, S)
        out = m if out is None else out | m
    return out


def to_sdpa(mask: Tensor | None) -> Tensor | None:
    """Convert to F.scaled_dot_product_attention's convention, where True means 'may attend'."""
    return None if mask is None else ~mask
