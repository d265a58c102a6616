"""What one forward pass computed, returned to the caller (never stored on a module)."""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any

from torch import Tensor


@dataclass
class Trace:
    """Per-layer, per-head attention of one forward pass, with the masks and positions used.

    Attention tensors carry a leading batch axis when they come from `Transformer.forward`
    (`batched=True`); `trace[i]` selects one example and drops it, giving the shapes below.
    Rows are queries, columns are keys. Decoder rows are the decoder's input positions
    (<s> y_1 ... y_{T-1}); row t predicts the token at position t + 1 of the output.
    """

    encoder_self: Tensor | None = None  # [L, H, S, S] encoder self-attention
    decoder_self: Tensor | None = None  # [L, H, T, T] decoder masked self-attention
    cross: Tensor | None = None  # [L, H, T, S] encoder-decoder attention
    src_mask: Tensor | None = None  # [S] bool, True = padded source key (masked out)
    tgt_mask: Tensor | None = None  # [T, T] bool, True = masked out (future or padding)
    src_positional: Tensor | None = None  # [S, d_model] positional encodings added to the source
    tgt_positional: Tensor | None = None  # [T, d_model] positional encodings added to the target
    encoder_scores: Tensor | None = None  # [L, H, S, S] Q Kᵀ / √d_k before mask and softmax
    decoder_scores: Tensor | None = None  # [L, H, T, T]
    cross_scores: Tensor | None = None  # [L, H, T, S]
    encoder_states: Tensor | None = None  # [L, S, d_model] output of every encoder layer
    decoder_states: Tensor | None = None  # [L, T, d_model] output of every decoder layer
    batched: bool = True
    # Filled in by the tokenizer-aware wrappers (transformer.pretrained); None from a bare forward.
    src_tokens: list[str] | None = None  # sentence pieces of the source, one per key column
    tgt_tokens: list[str] | None = None  # decoder input pieces, one per query row
    src_words: list[str] | None = None  # words of the source
    tgt_words: list[str] | None = None
    src_word_ids: list[int] | None = None  # for each source piece, the index of its word (-1: special)
    tgt_word_ids: list[int] | None = None
    source_text: str | None = None
    translation: str | None = None
    finished: bool = True  # False when the model's own translation stopped at the length limit before </s>
    steps: list[Any] | None = None  # per-step decoding records, when the trace comes from decoding
    extras: dict[str, Any] = field(default_factory=dict)

    def __getitem__(self, i: int) -> Trace:
        """The trace of example i of the batch, without the batch axis."""
        if not self.batched:
            raise TypeError("this trace holds a single example; index its tensors directly")
        picked = {
            f.name: getattr(self, f.name)[i]
            for f in fields(self)
            if isinstance(getattr(self, f.name), Tensor) and not f.name.endswith("_positional")
        }
        return replace(self, batched=False, **picked)

    @property
    def num_layers(self) -> tuple[int, int]:
        """(encoder layers, decoder layers) recorded."""
        lead = 1 if self.batched else 0
        enc = 0 if self.encoder_self is None else self.encoder_self.shape[lead]
        dec = 0 if self.decoder_self is None else self.decoder_self.shape[lead]
        return enc, dec

    @property
    def num_heads(self) -> int:
        t = next(x for x in (self.encoder_self, self.decoder_self, self.cross) if x is not None)
        return t.shape[2 if self.batched else 1]

    def attention(self, kind: str) -> Tensor:
        """The attention of one kind: "encoder", "decoder" or "cross"."""
        names = {"encoder": "encoder_self", "decoder": "decoder_self", "cross": "cross"}
        if kind not in names:
            raise ValueError(f"kind must be one of {sorted(names)}, got {kind!r}")
        t = getattr(self, names[kind])
        if t is None:
            raise ValueError(f"this trace has no {kind} attention")
        return t
