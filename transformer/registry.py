"""The model registry, one home for every named model: the shipped directories in pretrained/ (or
$ATTN_MODELS_DIR), any model directory by path, and MiniLM (transformer.bert) when its files are installed.

    >>> from transformer import load_pretrained
    >>> load_pretrained("en-de-toy").translate("the dog sees the cat")
"""

from __future__ import annotations

import os
from pathlib import Path

from . import bert
from .checkpoint import CONFIG, ModelFileError, load_model_dir
from .pretrained import Pretrained

PRETRAINED_DIR = Path(__file__).resolve().parent.parent / "pretrained"
MODELS_DIR_ENV = "ATTN_MODELS_DIR"  # overrides PRETRAINED_DIR (tests, or a folder of the user's own models)


def models_dir() -> Path:
    """Where named models live: $ATTN_MODELS_DIR if set, else the repository's pretrained/."""
    return Path(os.environ.get(MODELS_DIR_ENV) or PRETRAINED_DIR)


MINILM = "all-MiniLM-L6-v2"  # the real pretrained encoder of transformer.bert, when its files are installed


def available_models(directory: str | Path | None = None) -> list[str]:
    """Names of the model directories (those with a config.json) in `directory`, sorted.

    Without `directory`, MiniLM (transformer.bert) is listed last when its files are installed.
    """
    root = Path(directory) if directory is not None else models_dir()
    names = sorted(p.name for p in root.iterdir() if (p / CONFIG).is_file()) if root.is_dir() else []
    if directory is None and bert.is_available():
        names.append(MINILM)
    return names


def load_pretrained(name_or_path: str | Path) -> Pretrained | bert.EncoderModel:
    """Load a shipped model by name (see available_models()) or any model directory by path."""
    candidate = Path(name_or_path)
    named = models_dir() / str(name_or_path)
    if name_or_path == MINILM and not named.is_dir():
        return bert.shared_minilm()  # one copy per process (the coverage check's words to try use it too); raises
        # MiniLMUnavailable, saying how to install it
    if isinstance(name_or_path, str) and "/" not in name_or_path and "\\" not in name_or_path and named.is_dir():
        path = named
    elif candidate.is_dir():
        path = candidate
    else:
        names = ", ".join(available_models()) or "none"
        raise ModelFileError(f"no model named {str(name_or_path)!r} (available: {names})")
    model, tokenizer, card = load_model_dir(path)
    return Pretrained(model, tokenizer, card, card.get("name", path.name), path)
