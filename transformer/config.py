"""The model's hyper-parameters, named as torch.nn.Transformer names them (paper Table 3)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path

POSITIONAL_KINDS = ("sinusoidal", "learned")
ACTIVATIONS = ("relu", "gelu")


@dataclass
class TransformerConfig:
    """Every size of the encoder-decoder model of §3; defaults are the paper's base model."""

    src_vocab_size: int = 37000  # §5.1: shared byte-pair vocabulary of about 37000 tokens
    tgt_vocab_size: int = 37000
    d_model: int = 512  # width of every sub-layer output and embedding (§3.1)
    nhead: int = 8  # h parallel attention heads, d_k = d_v = d_model / h (§3.2.2)
    d_key: int | None = None  # d_k apart from d_model / h (Table 3 row B); None: d_model / h. d_v stays d_model / h
    num_encoder_layers: int = 6  # N (§3.1)
    num_decoder_layers: int = 6  # N (§3.1); the paper's decoder has 6 layers, like the encoder
    dim_feedforward: int = 2048  # d_ff, inner width of the position-wise FFN (§3.3)
    dropout: float = 0.1  # P_drop: residual and embedding dropout (§5.4)
    attention_dropout: float = 0.0  # dropout on attention weights; not in the paper, torch.nn uses `dropout`
    max_len: int = 256  # longest sequence the positional table covers
    share_embeddings: bool = True  # one matrix for source, target and pre-softmax projection (§3.4)
    norm_first: bool = False  # False = the paper's post-LN, LayerNorm(x + Sublayer(x)) (§3.1)
    positional: str = "sinusoidal"  # "sinusoidal" (§3.5) or "learned" (the paper's Table 3 row E)
    pe_base: float = 10000.0  # the base of the sinusoids' wavelengths (§3.5)
    pad_id: int = 0  # token id of padding; padded keys are masked out
    activation: str = "relu"  # FFN non-linearity: the paper's ReLU (§3.3); "gelu" for BERT-style models
    layer_norm_eps: float = 1e-5  # epsilon of every LayerNorm (torch.nn default)

    def __post_init__(self) -> None:
        if self.d_model <= 0 or self.nhead <= 0:
            raise ValueError(f"d_model and nhead must be positive, got {self.d_model} and {self.nhead}")
        if self.d_model % self.nhead:
            raise ValueError(f"d_model={self.d_model} is not divisible by nhead={self.nhead}")
        if self.d_key is not None and self.d_key <= 0:
            raise ValueError(f"d_key must be positive, got {self.d_key}")
        if self.positional not in POSITIONAL_KINDS:
            raise ValueError(f"positional must be one of {POSITIONAL_KINDS}, got {self.positional!r}")
        if self.activation not in ACTIVATIONS:
            raise ValueError(f"activation must be one of {ACTIVATIONS}, got {self.activation!r}")
        if self.share_embeddings and self.src_vocab_size != self.tgt_vocab_size:
            raise ValueError("share_embeddings needs src_vocab_size == tgt_vocab_size (a joint vocabulary)")
        if not 0.0 <= self.dropout < 1.0 or not 0.0 <= self.attention_dropout < 1.0:
            raise ValueError("dropout probabilities must lie in [0, 1)")
        if self.max_len <= 0 or self.pe_base <= 1.0:
            raise ValueError("max_len must be positive and pe_base greater than 1")

    @property
    def d_k(self) -> int:
        """Width of one head's queries and keys: d_k = d_model / h (§3.2.2), unless `d_key` sets it (Table 3 (B))."""
        return self.d_key if self.d_key is not None else self.d_model // self.nhead

    @property
    def d_v(self) -> int:
        """Width of one head's values: d_v = d_model / h (§3.2.2), so that Concat(head_1..head_h) is d_model wide."""
        return self.d_model // self.nhead

    @classmethod
    def paper_base(cls, vocab_size: int) -> TransformerConfig:
        """The base model of Table 3 (about 65M parameters with a 37000-token vocabulary)."""
        return cls(src_vocab_size=vocab_size, tgt_vocab_size=vocab_size)

    @classmethod
    def paper_big(cls, vocab_size: int) -> TransformerConfig:
        """The big model of Table 3 (about 213M parameters with a 37000-token vocabulary)."""
        return cls(
            src_vocab_size=vocab_size,
            tgt_vocab_size=vocab_size,
            d_model=1024,
            nhead=16,
            dim_feedforward=4096,
            dropout=0.3,
        )

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> TransformerConfig:
        """Build a config from JSON data; unknown keys are an error, not silently dropped."""
        if not isinstance(data, dict):
            raise ValueError(f"config must be a JSON object, got {type(data).__name__}")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown config keys: {', '.join(unknown)}")
        return cls(**data)

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_dict(), indent=2) + "\n", encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> TransformerConfig:
        return cls.from_dict(json.loads(Path(path).read_text(encoding="utf-8")))
