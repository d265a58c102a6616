"""A Transformer that reads like "Attention Is All You Need" (Vaswani et al., 2017) and records its attention."""

from .config import TransformerConfig
from .model import Transformer
from .trace import Trace

__all__ = ["Transformer", "TransformerConfig", "Trace"]
