"""The Transformer, §3 and Figure 1: embeddings + positions, encoder, decoder, output projection."""

from __future__ import annotations

import torch
from torch import Tensor, nn

from .config import TransformerConfig
from .decoder import Decoder, DecoderCache
from .embeddings import Embeddings, Generator
from .encoder import Encoder, StackOutput
from .masks import combine, padding_mask, subsequent_mask
from .positional import LearnedPositionalEncoding, SinusoidalPositionalEncoding
from .trace import Trace

HeadMask = dict[str, Tensor]  # {"encoder"|"decoder"|"cross": (L, h) multipliers, 0 = head off}


class Transformer(nn.Module):
    """Encoder-decoder Transformer that can return every attention map it computes."""

    def __init__(self, config: TransformerConfig) -> None:
        super().__init__()
        self.config = cfg = config
        self.src_embed = Embeddings(cfg.src_vocab_size, cfg.d_model)
        self.tgt_embed = self.src_embed if cfg.share_embeddings else Embeddings(cfg.tgt_vocab_size, cfg.d_model)
        if cfg.positional == "sinusoidal":
            self.positional = SinusoidalPositionalEncoding(cfg.d_model, cfg.max_len, cfg.pe_base)
        else:
            self.positional = LearnedPositionalEncoding(cfg.d_model, cfg.max_len)
        self.embed_dropout = nn.Dropout(cfg.dropout)  # §5.4: dropout on embeddings + positions
        self.encoder = Encoder(cfg)
        self.decoder = Decoder(cfg)
        self.generator = Generator(cfg.d_model, cfg.tgt_vocab_size, self.tgt_embed if cfg.share_embeddings else None)
        for name, p in self.named_parameters():  # Glorot for every weight matrix of §3.2-§3.3
            if p.dim() > 1 and "embed" not in name and "positional" not in name and "generator" not in name:
                nn.init.xavier_uniform_(p)

    @property
    def device(self) -> torch.device:
        """Where the weights are: ids made for the model go there too (a GPU while training, else the CPU)."""
        return self.generator.proj.weight.device

    # --- inputs (§3.4, §3.5) ---
    def embed(self, ids: Tensor, embedding: Embeddings, offset: int = 0) -> tuple[Tensor, Tensor]:
        """Token embeddings × √d_model plus positional encodings; returns (x, the encodings added)."""
        pe = self.positional(ids.size(1), offset)  # (T, d_model)
        return self.embed_dropout(embedding(ids) + pe), pe

    def source_mask(self, src: Tensor) -> Tensor:
        """(B, S) key-padding mask of the source, True = padding."""
        return padding_mask(src, self.config.pad_id)

    def target_mask(self, tgt: Tensor, tgt_mask: Tensor | None = None) -> Tensor:
        """(B, T, T) decoder self-attention mask: causal (or the given one) | padded target keys."""
        t = tgt.size(1)
        causal = subsequent_mask(t, tgt.device) if tgt_mask is None else tgt_mask.to(torch.bool)
        return padding_mask(tgt, self.config.pad_id)[:, None, :] | causal  # (B, T, T)

    # --- stacks (§3.1) ---
    def encode(
        self,
        src: Tensor,
        src_mask: Tensor | None = None,
        need_weights=False,
        need_scores=False,
        head_mask: Tensor | None = None,
    ) -> StackOutput:
        """Source ids (B, S) -> memory (B, S, d_model). `src_mask`: (B, S), True = padding."""
        x, _ = self.embed(src, self.src_embed)
        key_pad = self.source_mask(src) if src_mask is None else src_mask
        return self.encoder(x, _sparse(combine(key_pad, None)), need_weights, need_scores, head_mask)

    def decode(
        self,
        tgt: Tensor,
        memory: Tensor,
        src_mask: Tensor,
        tgt_mask: Tensor | None = None,
        need_weights=False,
        need_scores=False,
        head_mask: HeadMask | None = None,
    ) -> StackOutput:
        """Decoder input ids (B, T) and memory -> decoder states (B, T, d_model)."""
        x, _ = self.embed(tgt, self.tgt_embed)
        self_mask = combine(None, self.target_mask(tgt, tgt_mask))  # (B, 1, T, T)
        cross_mask = _sparse(combine(src_mask, None))  # (B, 1, 1, S)
        hm = head_mask or {}
        return self.decoder(
            x, memory, self_mask, cross_mask, need_weights, need_scores, (hm.get("decoder"), hm.get("cross"))
        )

    def start_decoding(self, memory: Tensor, src_mask: Tensor) -> DecoderCache:
        """Caches for `decode_step`: each decoder layer's cross-attention keys and values of `memory` and the
        source-padding mask, made once per translation."""
        return self.decoder.start(memory, _sparse(combine(src_mask, None)))

    def decode_step(self, token: Tensor, position: int, cache: DecoderCache) -> Tensor:
        """One generation step: the (B, 1) newest target ids at `position` -> its decoder state (B, 1, d_model).

        Equal to the last row of `decode` over the whole prefix (the causal mask lets no position see a later one),
        without recomputing the earlier positions: `cache` (start_decoding) keeps their keys and values.
        """
        x, _ = self.embed(token, self.tgt_embed, offset=position)  # (B, 1, d_model), PE of this position
        return self.decoder.step(x, cache, token[:, 0] == self.config.pad_id)

    def forward(
        self,
        src: Tensor,
        tgt: Tensor,
        src_mask: Tensor | None = None,
        tgt_mask: Tensor | None = None,
        need_weights: bool = False,
        need_scores: bool = False,
        head_mask: HeadMask | None = None,
        encoded: StackOutput | None = None,
        output_ids: Tensor | None = None,
    ) -> tuple[Tensor, Trace | None]:
        """(B, S) source and (B, T) shifted-right target ids -> ((B, T, vocab) logits, Trace or None).

        `src_mask`: (B, S) bool, True = padding (default: where src == pad_id).
        `tgt_mask`: (T, T) or (B, T, T) bool, True = masked out (default: the causal mask of §3.2.3);
        padded target keys are always masked as well. `head_mask` switches heads off for ablation.
        With need_weights=False the attention runs on F.scaled_dot_product_attention and no Trace
        is built; both paths give the same logits. `encoded`: `encode` of the same src, mask, flags and head mask,
        when the caller made it already (inspect decodes on its memory first, then traces the decoder).
        `output_ids`: (K,) vocabulary ids; the logits are then (B, T, K), those ids' only (train --target-softmax).
        """
        src_mask = self.source_mask(src) if src_mask is None else src_mask
        hm = head_mask or {}
        enc = encoded or self.encode(src, src_mask, need_weights, need_scores, hm.get("encoder"))
        dec = self.decode(tgt, enc.output, src_mask, tgt_mask, need_weights, need_scores, hm)
        logits = self.generator(dec.output, output_ids)  # (B, T, tgt_vocab) or (B, T, K)
        if not (need_weights or need_scores):
            return logits, None
        return logits, self._trace(src, tgt, src_mask, tgt_mask, enc, dec, need_weights, need_scores)

    def _trace(self, src, tgt, src_mask, tgt_mask, enc, dec, need_weights, need_scores) -> Trace:
        def stack(results, attr):
            return torch.stack([getattr(r, attr) for r in results], dim=1)  # (B, L, H, ., .)

        trace = Trace(
            src_mask=src_mask,
            tgt_mask=self.target_mask(tgt, tgt_mask),
            src_positional=self.positional(src.size(1)).detach(),
            tgt_positional=self.positional(tgt.size(1)).detach(),
            encoder_states=torch.stack(enc.states, dim=1),  # (B, L, S, d_model)
            decoder_states=torch.stack(dec.states, dim=1),  # (B, L, T, d_model)
        )
        if need_weights:
            trace.encoder_self = stack(enc.self_attn, "weights")
            trace.decoder_self = stack(dec.self_attn, "weights")
            trace.cross = stack(dec.cross_attn, "weights")
        if need_scores:
            trace.encoder_scores = stack(enc.self_attn, "scores")
            trace.decoder_scores = stack(dec.self_attn, "scores")
            trace.cross_scores = stack(dec.cross_attn, "scores")
        return trace

    def parameter_counts(self) -> dict[str, int]:
        """Parameters per part of Figure 1; a tied matrix is counted once, under embeddings."""
        seen: set[int] = set()

        def count(module: nn.Module) -> int:
            n = 0
            for p in module.parameters():
                if id(p) not in seen:
                    seen.add(id(p))
                    n += p.numel()
            return n

        parts = {
            "embeddings": count(self.src_embed) + count(self.tgt_embed),
            "positional": count(self.positional),
            "encoder": count(self.encoder),
            "decoder": count(self.decoder),
            "generator": count(self.generator),
        }
        parts["total"] = sum(parts.values())
        return parts


def _sparse(mask: Tensor | None) -> Tensor | None:
    """Drop a mask that masks nothing, so the fused attention kernel can run unmasked."""
    return mask if mask is not None and bool(mask.any()) else None
