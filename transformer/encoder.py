"""The encoder stack, §3.1: N identical layers of self-attention and a feed-forward network."""

from __future__ import annotations

from dataclasses import dataclass, field

from torch import Tensor, nn

from .config import TransformerConfig
from .feedforward import PositionwiseFeedForward
from .multihead import AttentionResult, MultiHeadAttention


def sublayer(x: Tensor, f, norm: nn.LayerNorm, drop: nn.Dropout, norm_first: bool) -> tuple[Tensor, object]:
    """Residual connection around a sub-layer: post-LN LayerNorm(x + Sublayer(x)) of §3.1, or pre-LN.

    `f` maps its input to (output, extra); the extra (attention weights) is passed back untouched.
    """
    if norm_first:  # pre-LN (Xiong et al., 2020): x + Sublayer(LayerNorm(x))
        out, extra = f(norm(x))
        return x + drop(out), extra
    out, extra = f(x)  # §3.1 and §5.4: dropout on the sub-layer output, before the residual sum
    return norm(x + drop(out)), extra


@dataclass
class StackOutput:
    """A stack's result, with what each layer's attention computed when asked for."""

    output: Tensor  # (B, T, d_model)
    self_attn: list[AttentionResult] = field(default_factory=list)  # one per layer
    cross_attn: list[AttentionResult] = field(default_factory=list)  # decoder only
    states: list[Tensor] = field(default_factory=list)  # each layer's output, when recording


class EncoderLayer(nn.Module):
    """Multi-head self-attention, then the position-wise FFN, each with residual and LayerNorm."""

    def __init__(self, cfg: TransformerConfig) -> None:
        super().__init__()
        self.self_attn = MultiHeadAttention(cfg.d_model, cfg.nhead, cfg.attention_dropout, cfg.d_key)
        self.feed_forward = PositionwiseFeedForward(cfg.d_model, cfg.dim_feedforward, cfg.activation)
        self.norm1 = nn.LayerNorm(cfg.d_model, eps=cfg.layer_norm_eps)
        self.norm2 = nn.LayerNorm(cfg.d_model, eps=cfg.layer_norm_eps)
        self.dropout = nn.Dropout(cfg.dropout)
        self.norm_first = cfg.norm_first

    def forward(
        self, x: Tensor, mask: Tensor | None, need_weights=False, need_scores=False, head_mask=None
    ) -> tuple[Tensor, AttentionResult]:
        """`mask`: (B, 1, 1, S) key padding, True = masked out."""

        def attend(h):
            r = self.self_attn(h, h, h, mask, need_weights, need_scores, head_mask)
            return r.output, r

        x, attn = sublayer(x, attend, self.norm1, self.dropout, self.norm_first)
        x, _ = sublayer(x, lambda h: (self.feed_forward(h), None), self.norm2, self.dropout, self.norm_first)
        return x, attn


class Encoder(nn.Module):
    """N = num_encoder_layers identical layers; pre-LN adds a final LayerNorm, as it must."""

    def __init__(self, cfg: TransformerConfig) -> None:
        super().__init__()
        self.layers = nn.ModuleList(EncoderLayer(cfg) for _ in range(cfg.num_encoder_layers))
        self.norm = nn.LayerNorm(cfg.d_model, eps=cfg.layer_norm_eps) if cfg.norm_first else None

    def forward(
        self, x: Tensor, mask: Tensor | None, need_weights=False, need_scores=False, head_mask=None
    ) -> StackOutput:
        """`head_mask`: (L, h) multipliers, 0 switches a head off."""
        out = StackOutput(x)
        for i, layer in enumerate(self.layers):
            hm = None if head_mask is None else head_mask[i]
            x, attn = layer(x, mask, need_weights, need_scores, hm)
            if need_weights or need_scores:
                out.self_attn.append(attn)
                out.states.append(x)
        out.output = x if self.norm is None else self.norm(x)
        return out
