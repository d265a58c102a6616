"""Model directories: safetensors weights + JSON config + tokenizer + model card. Nothing is unpickled.

A model directory holds
    config.json          the TransformerConfig
    model.safetensors    the weights (a tied matrix is stored once)
    tokenizer.model      the sentencepiece model
    card.json            how it was made and what it measured (optional)
    README.md            the model card in prose (optional)
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import torch
from safetensors import SafetensorError
from safetensors.torch import load as st_load
from safetensors.torch import save as st_save

from .config import TransformerConfig
from .model import Transformer
from .tokenizer import Tokenizer, TokenizerError, atomic_write_bytes

CONFIG, WEIGHTS, TOKENIZER, CARD = "config.json", "model.safetensors", "tokenizer.model", "card.json"


class ModelFileError(ValueError):
    """A model file that is missing, truncated, corrupted or does not match the config."""


def tied_names(model: torch.nn.Module) -> set[str]:
    """State-dict keys that share storage with an earlier key (stored once, re-tied on load)."""
    seen: dict[int, str] = {}
    tied = set()
    for name, t in model.state_dict(keep_vars=True).items():
        key = t.data_ptr()
        if key in seen and t.numel() > 0:
            tied.add(name)
        else:
            seen[key] = name
    return tied


def weights_bytes(model: torch.nn.Module, dtype: torch.dtype | None = None) -> bytes:
    """The model's weights as safetensors bytes, tied copies dropped, optionally cast (fp16 to ship)."""
    tied = tied_names(model)
    state = {}
    for name, t in model.state_dict().items():
        if name in tied:
            continue
        t = t.detach().cpu().contiguous()
        state[name] = t.to(dtype) if dtype is not None and t.is_floating_point() else t
    return st_save(state, metadata={"format": "pt"})


def write_json(path: Path, data: Any) -> None:
    atomic_write_bytes(path, (json.dumps(data, indent=2, ensure_ascii=False) + "\n").encode("utf-8"))


def read_json(path: Path) -> Any:
    if not path.is_file():
        raise ModelFileError(f"{path.name} not found in {path.parent}")
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ModelFileError(f"{path}: not valid JSON ({exc})") from None


def save_model_dir(
    path: str | Path,
    model: Transformer,
    tokenizer: Tokenizer,
    card: dict | None = None,
    readme: str | None = None,
    dtype: torch.dtype | None = None,
) -> Path:
    """Write a model directory; each file is replaced atomically."""
    path = Path(path)
    path.mkdir(parents=True, exist_ok=True)
    atomic_write_bytes(path / WEIGHTS, weights_bytes(model, dtype))
    tokenizer.save(path / TOKENIZER)
    write_json(path / CONFIG, model.config.to_dict())
    if card is not None:
        write_json(path / CARD, card)
    if readme is not None:
        atomic_write_bytes(path / "README.md", readme.encode("utf-8"))
    return path


def read_weights(path: str | Path) -> dict[str, torch.Tensor]:
    """The tensors of a safetensors file, with a clear error naming the file when it is missing or broken."""
    path = Path(path)
    if not path.is_file():
        raise ModelFileError(f"weights file not found: {path}")
    try:
        return st_load(path.read_bytes())
    except (SafetensorError, ValueError, OSError) as exc:
        raise ModelFileError(f"{path}: not a readable safetensors file (truncated or corrupted?): {exc}") from None


def expected_shapes(config: TransformerConfig) -> tuple[dict[str, tuple[int, ...]], set[str]]:
    """({state-dict key: shape}, tied keys) of a config's model, built on the meta device: nothing is allocated."""
    with torch.device("meta"):
        skeleton = Transformer(config)
    shapes, seen, tied = {}, set(), set()
    for name, t in skeleton.state_dict(keep_vars=True).items():
        shapes[name] = tuple(t.shape)
        if id(t) in seen:
            tied.add(name)
        seen.add(id(t))
    return shapes, tied


def check_weights(path: Path, state: dict[str, torch.Tensor], shapes: dict[str, tuple], tied: set[str]) -> None:
    """A clear error naming the file when its tensors do not match the expected names and shapes, or hold NaN."""
    missing = sorted(set(shapes) - set(state) - tied)
    unexpected = sorted(set(state) - set(shapes))
    if missing or unexpected:
        raise ModelFileError(
            f"{path}: weights do not match the config; missing {missing[:5]}, unexpected {unexpected[:5]}"
        )
    for name, t in state.items():
        if tuple(t.shape) != shapes[name]:
            raise ModelFileError(f"{path}: '{name}' has shape {tuple(t.shape)} but the config needs {shapes[name]}")
        if t.is_floating_point() and not torch.isfinite(t).all():
            raise ModelFileError(f"{path}: '{name}' contains NaN or infinite values")


def load_weights(model: torch.nn.Module, path: str | Path, state: dict[str, torch.Tensor] | None = None) -> None:
    """Load safetensors weights into `model`, with a clear error naming the file on any mismatch."""
    path = Path(path)
    state = read_weights(path) if state is None else state
    expected = model.state_dict()
    check_weights(path, state, {k: tuple(v.shape) for k, v in expected.items()}, tied_names(model))
    with torch.no_grad():
        for name, t in state.items():
            expected[name].copy_(t.to(expected[name].dtype))


def load_model_dir(path: str | Path) -> tuple[Transformer, Tokenizer, dict]:
    """Read a model directory -> (model in eval mode, tokenizer, card or {})."""
    path = Path(path)
    if not path.is_dir():
        raise ModelFileError(f"model directory not found: {path}")
    try:
        config = TransformerConfig.from_dict(read_json(path / CONFIG))
    except (TypeError, ValueError) as exc:
        if isinstance(exc, ModelFileError):
            raise
        raise ModelFileError(f"{path / CONFIG}: invalid config: {exc}") from None
    try:
        tokenizer = Tokenizer.load(path / TOKENIZER)
    except TokenizerError as exc:
        raise ModelFileError(str(exc)) from None
    if tokenizer.vocab_size > config.src_vocab_size:
        raise ModelFileError(
            f"{path / TOKENIZER}: {tokenizer.vocab_size} pieces but the config has a vocabulary of "
            f"{config.src_vocab_size}"
        )
    state = read_weights(path / WEIGHTS)
    check_weights(path / WEIGHTS, state, *expected_shapes(config))  # before allocating: a wrong config cannot
    model = Transformer(config)  # ask for gigabytes of memory
    load_weights(model, path / WEIGHTS, state)
    card = read_json(path / CARD) if (path / CARD).is_file() else {}
    return model.eval(), tokenizer, card
