"""The model a lesson runs on: a loaded trained model, or a small seeded random Transformer.

Pages that show "real numbers from the model" use a trained model when one is there; without one
they still run the project's own code on a random model, and say so.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from typing import Any

import torch
from torch import Tensor

from ..config import TransformerConfig
from ..model import Transformer

SPECIAL_IDS = {"pad": 0, "unk": 1, "bos": 2, "eos": 3}


@dataclass
class Subject:
    """A model plus a way to turn text into (pieces, ids); `trained` says whether its weights mean anything."""

    model: Transformer
    description: str
    trained: bool
    tokenizer: Any = None  # transformer.tokenizer.Tokenizer, or None for word-level stand-in ids
    normalize: Any = None  # callable text -> text (the pretrained model's input convention), optional

    @property
    def pad_id(self) -> int:
        return self.model.config.pad_id

    @property
    def bos_id(self) -> int:
        return SPECIAL_IDS["bos"] if self.tokenizer is None else self.tokenizer.bos_id

    def tokenize(self, text: str, limit: int | None = None) -> tuple[list[str], list[int]]:
        """(pieces, ids) of `text`, at most `limit` of them (default: what the positional table allows)."""
        limit = limit or self.model.config.max_len // 2
        if self.normalize is not None:
            text = self.normalize(text)
        if self.tokenizer is not None:
            ids = self.tokenizer.encode(text)[:limit]
            return self.tokenizer.pieces(ids), ids
        words = text.split()[:limit]
        vocab = self.model.config.src_vocab_size
        return words, [word_id(w, vocab) for w in words]

    def piece(self, i: int) -> str:
        if self.tokenizer is not None:
            return self.tokenizer.id_to_piece(int(i))
        return {v: f"<{k}>" if k != "bos" else "<s>" for k, v in SPECIAL_IDS.items()}.get(int(i), f"#{int(i)}")

    def decoder_input(self, text: str, limit: int | None = None) -> tuple[list[str], Tensor]:
        """'<s> y_1 … y_m' for a target text: the decoder's input, shifted right by one (§3.1)."""
        pieces, ids = self.tokenize(text, limit)
        return ["<s>", *pieces], torch.tensor([[self.bos_id, *ids]])


def word_id(word: str, vocab_size: int, reserved: int = len(SPECIAL_IDS)) -> int:
    """A stable stand-in id for a word (the same word always gets the same id)."""
    return reserved + zlib.crc32(word.lower().encode("utf-8")) % (vocab_size - reserved)


def random_subject(seed: int = 0, d_model: int = 32, nhead: int = 4, layers: int = 2, vocab: int = 97) -> Subject:
    """A small untrained Transformer with a fixed seed, reading words as stand-in ids."""
    torch.manual_seed(seed)
    cfg = TransformerConfig(
        src_vocab_size=vocab,
        tgt_vocab_size=vocab,
        d_model=d_model,
        nhead=nhead,
        num_encoder_layers=layers,
        num_decoder_layers=layers,
        dim_feedforward=2 * d_model,
        dropout=0.0,
        max_len=64,
    )
    model = Transformer(cfg).eval()
    desc = f"a small random Transformer (seed {seed}; d_model={d_model}, h={nhead}, N={layers}), not trained"
    return Subject(model, desc, trained=False)


def pretrained_subject(pre: Any) -> Subject:
    """Wrap a transformer.pretrained.Pretrained (its model, tokenizer and input normalisation)."""
    cfg = pre.model.config
    desc = f"the trained model “{pre.name}” (d_model={cfg.d_model}, h={cfg.nhead}, N={cfg.num_encoder_layers})"
    return Subject(pre.model, desc, trained=True, tokenizer=pre.tokenizer, normalize=pre.normalize)
