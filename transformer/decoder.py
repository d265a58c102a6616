"""The decoder stack, §3.1: masked self-attention, encoder-decoder attention, then a feed-forward network."""

from __future__ import annotations

from torch import Tensor, nn

from .config import TransformerConfig
from .encoder import StackOutput, sublayer
from .feedforward import PositionwiseFeedForward
from .multihead import AttentionResult, MultiHeadAttention


class DecoderLayer(nn.Module):
    """Three sub-layers: masked self-attention, attention over the encoder output (memory), FFN."""

    def __init__(self, cfg: TransformerConfig) -> None:
        super().__init__()
        self.self_attn = MultiHeadAttention(cfg.d_model, cfg.nhead, cfg.attention_dropout, cfg.d_key)
        self.cross_attn = MultiHeadAttention(cfg.d_model, cfg.nhead, cfg.attention_dropout, cfg.d_key)
        self.feed_forward = PositionwiseFeedForward(cfg.d_model, cfg.dim_feedforward, cfg.activation)
        self.norm1 = nn.LayerNorm(cfg.d_model, eps=cfg.layer_norm_eps)
        self.norm2 = nn.LayerNorm(cfg.d_model, eps=cfg.layer_norm_eps)
        self.norm3 = nn.LayerNorm(cfg.d_model, eps=cfg.layer_norm_eps)
        self.dropout = nn.Dropout(cfg.dropout)
        self.norm_first = cfg.norm_first

    def forward(
        self,
        x: Tensor,
        memory: Tensor,
        tgt_mask: Tensor | None,
        memory_mask: Tensor | None,
        need_weights=False,
        need_scores=False,
        head_mask: tuple[Tensor | None, Tensor | None] = (None, None),
    ) -> tuple[Tensor, AttentionResult, AttentionResult]:
        """`tgt_mask`: (B, 1, T, T) causal and padding; `memory_mask`: (B, 1, 1, S) source padding."""

        def self_attend(h):
            r = self.self_attn(h, h, h, tgt_mask, need_weights, need_scores, head_mask[0])
            return r.output, r

        def cross_attend(h):  # queries from the decoder, keys and values from the encoder (§3.2.3)
            r = self.cross_attn(h, memory, memory, memory_mask, need_weights, need_scores, head_mask[1])
            return r.output, r

        x, self_r = sublayer(x, self_attend, self.norm1, self.dropout, self.norm_first)
        x, cross_r = sublayer(x, cross_attend, self.norm2, self.dropout, self.norm_first)
        x, _ = sublayer(x, lambda h: (self.feed_forward(h), None), self.norm3, self.dropout, self.norm_first)
        return x, self_r, cross_r


class Decoder(nn.Module):
    """N = num_decoder_layers identical layers; pre-LN adds a final LayerNorm."""

    def __init__(self, cfg: TransformerConfig) -> None:
        super().__init__()
        self.layers = nn.ModuleList(DecoderLayer(cfg) for _ in range(cfg.num_decoder_layers))
        self.norm = nn.LayerNorm(cfg.d_model, eps=cfg.layer_norm_eps) if cfg.norm_first else None

    def forward(
        self,
        x: Tensor,
        memory: Tensor,
        tgt_mask: Tensor | None,
        memory_mask: Tensor | None,
        need_weights=False,
        need_scores=False,
        head_mask: tuple[Tensor | None, Tensor | None] = (None, None),
    ) -> StackOutput:
        """`head_mask`: ((L, h) self-attention, (L, h) cross-attention) multipliers, or None each."""
        out = StackOutput(x)
        for i, layer in enumerate(self.layers):
            hm = tuple(None if m is None else m[i] for m in head_mask)
            x, self_r, cross_r = layer(x, memory, tgt_mask, memory_mask, need_weights, need_scores, hm)
            if need_weights or need_scores:
                out.self_attn.append(self_r)
                out.cross_attn.append(cross_r)
                out.states.append(x)
        out.output = x if self.norm is None else self.norm(x)
        return out
