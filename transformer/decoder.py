"""The decoder stack, §3.1: masked self-attention, encoder-decoder attention, then a feed-forward network."""

from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import Tensor, nn

from .config import TransformerConfig
from .encoder import StackOutput, sublayer
from .feedforward import PositionwiseFeedForward
from .multihead import AttentionResult, MultiHeadAttention


@dataclass
class LayerCache:
    """One decoder layer's keys and values during generation: the memory's once, the target's growing by one."""

    memory_kv: tuple[Tensor, Tensor]  # cross-attention K, V of the encoder output: (B, h, S, d_k), (B, h, S, d_v)
    self_qkv: tuple[Tensor, Tensor]  # self-attention W^Q, W^K, W^V stacked, and their biases (one matmul a step)
    self_k: Tensor | None = None  # every position so far: (B, h, T, d_k)
    self_v: Tensor | None = None  # (B, h, T, d_v)
    self_pad: Tensor | None = None  # (B, T) True where the target id is padding; None while nothing is

    def append(self, k: Tensor, v: Tensor, is_pad: Tensor) -> Tensor | None:
        """Add this position's key, value and padding flag; the self-attention mask (B, 1, 1, T) or None.

        One concatenation per tensor and step (not a list joined again at every step); the padding flags are kept
        only once some target id is padding, as the full decoder masks only then."""
        first = self.self_k is None
        self.self_k = k if first else torch.cat((self.self_k, k), dim=2)
        self.self_v = v if first else torch.cat((self.self_v, v), dim=2)
        if self.self_pad is None and bool(is_pad.any()):
            self.self_pad = is_pad.new_zeros(is_pad.shape[0], self.self_k.shape[2] - 1)
        if self.self_pad is None:
            return None
        self.self_pad = torch.cat((self.self_pad, is_pad[:, None]), dim=1)
        return self.self_pad[:, None, None, :]


@dataclass
class DecoderCache:
    """What generation keeps between steps: each layer's cache and the source-padding mask of the memory."""

    layers: list[LayerCache]
    memory_mask: Tensor | None  # (B, 1, 1, S), True = padding; None when nothing is masked

    def select(self, index: Tensor) -> None:
        """Keep the rows `index` of the batch, in that order, repeats allowed (beam search: each new hypothesis
        continues the cache of the hypothesis it extends)."""
        for c in self.layers:
            c.memory_kv = (c.memory_kv[0].index_select(0, index), c.memory_kv[1].index_select(0, index))
            c.self_k, c.self_v, c.self_pad = (
                None if t is None else t.index_select(0, index) for t in (c.self_k, c.self_v, c.self_pad)
            )
        if self.memory_mask is not None:
            self.memory_mask = self.memory_mask.index_select(0, index)


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

    def step(self, x: Tensor, cache: LayerCache, memory_mask: Tensor | None, is_pad: Tensor) -> Tensor:
        """The same three sub-layers for the newest position only, (B, 1, d_model), with cached keys and values.

        The causal mask of §3.2.3 needs no matrix here: the cache holds exactly the positions up to this one.
        Padded target keys stay masked, as in the full decoder (`is_pad`: (B,), this position is padding).
        """

        def self_attend(h):
            attn = self.self_attn
            # this position's query, key and value, (B, h, 1, d)
            q, k, v = (attn.split_heads(t) for t in attn.project_self(h, *cache.self_qkv))
            mask = cache.append(k, v, is_pad)
            return attn.attend_heads(q, cache.self_k, cache.self_v, mask), None

        def cross_attend(h):
            return self.cross_attn.attend(h, *cache.memory_kv, memory_mask), None

        x, _ = sublayer(x, self_attend, self.norm1, self.dropout, self.norm_first)
        x, _ = sublayer(x, cross_attend, self.norm2, self.dropout, self.norm_first)
        x, _ = sublayer(x, lambda h: (self.feed_forward(h), None), self.norm3, self.dropout, self.norm_first)
        return x


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

    def start(self, memory: Tensor, memory_mask: Tensor | None) -> DecoderCache:
        """Empty caches for generation, with every layer's cross-attention keys and values of `memory` made once."""
        return DecoderCache(
            [LayerCache(layer.cross_attn.keys_values(memory), layer.self_attn.stacked_qkv()) for layer in self.layers],
            memory_mask,
        )

    def step(self, x: Tensor, cache: DecoderCache, is_pad: Tensor) -> Tensor:
        """The newest position (B, 1, d_model) through every layer, each with its cache -> (B, 1, d_model)."""
        for layer, layer_cache in zip(self.layers, cache.layers, strict=True):
            x = layer.step(x, layer_cache, cache.memory_mask, is_pad)
        return x if self.norm is None else self.norm(x)
