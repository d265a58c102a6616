"""A Transformer that reads like "Attention Is All You Need" (Vaswani et al., 2017) and records its attention."""

from .config import TransformerConfig
from .model import Transformer
from .registry import available_models, load_pretrained
from .trace import Trace

__all__ = ["Transformer", "TransformerConfig", "Trace", "load_pretrained", "available_models"]
