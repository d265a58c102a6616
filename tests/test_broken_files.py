"""Broken model files beyond tests/test_pretrained.py: each is a ModelFileError naming the file, raised before
a model is built, so a wrong config can never make the server allocate what the weights do not hold."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import torch
from safetensors.torch import load as st_load
from safetensors.torch import save as st_save

from transformer import Transformer
from transformer import checkpoint as ckpt
from transformer.checkpoint import ModelFileError, load_model_dir, save_model_dir
from transformer.data import generate
from transformer.tokenizer import Tokenizer

from .helpers import tiny_config


@pytest.fixture(scope="module")
def good(tmp_path_factory) -> Path:
    examples = generate(150, seed=3)
    tok = Tokenizer.train([e.src for e in examples] + [e.tgt for e in examples], vocab_size=100)
    torch.manual_seed(0)
    cfg = tiny_config(src_vocab_size=tok.vocab_size, tgt_vocab_size=tok.vocab_size)
    return save_model_dir(tmp_path_factory.mktemp("good") / "m", Transformer(cfg), tok, {"task": "en-de-toy"})


def _config(path: Path, **changes) -> None:
    data = json.loads((path / "config.json").read_text())
    (path / "config.json").write_text(json.dumps({**data, **changes}))


def _nan_weights(path: Path) -> None:
    state = st_load((path / "model.safetensors").read_bytes())
    name = next(k for k, v in state.items() if v.is_floating_point())
    state[name] = state[name].clone().fill_(float("nan"))
    (path / "model.safetensors").write_bytes(st_save(state))


BREAK = {  # how to break a copy of the good directory: (change, the file and what the message must say)
    "missing weights": (lambda p: (p / "model.safetensors").unlink(), r"weights file not found: .*model\.safetensors"),
    "garbage weights": (
        lambda p: (p / "model.safetensors").write_bytes(b"\x80\x04\x95pickle?" * 64),
        r"model\.safetensors: not a readable safetensors file",
    ),
    "empty weights": (lambda p: (p / "model.safetensors").write_bytes(b""), r"model\.safetensors: not a readable"),
    "NaN weights": (_nan_weights, r"model\.safetensors: .* contains NaN"),
    "garbage tokenizer": (
        lambda p: (p / "tokenizer.model").write_bytes(b"\x00\xff" * 64),
        r"tokenizer\.model",
    ),
    "unknown config key": (lambda p: _config(p, d_modle=16), r"config\.json: invalid config: unknown config keys"),
    "config of the wrong type": (lambda p: _config(p, nhead="four"), r"config\.json: invalid config"),
    "config not an object": (lambda p: (p / "config.json").write_text("[1, 2]"), r"config\.json: invalid config"),
    "missing config": (lambda p: (p / "config.json").unlink(), r"config\.json not found"),
    "fewer layers in the config": (lambda p: _config(p, num_encoder_layers=1), r"model\.safetensors: .*unexpected"),
    "vocabulary larger than the config": (
        lambda p: _config(p, src_vocab_size=50, tgt_vocab_size=50),
        r"tokenizer\.model: 100 pieces but the config has a vocabulary of 50",
    ),
}


@pytest.mark.parametrize("case", list(BREAK))
def test_broken_model_directory_is_a_clear_error_naming_the_file(good, tmp_path, case):
    broken = shutil.copytree(good, tmp_path / "m")
    change, message = BREAK[case]
    change(broken)
    with pytest.raises(ModelFileError, match=message):
        load_model_dir(broken)


def test_a_config_asking_for_a_huge_model_fails_before_anything_is_allocated(good, tmp_path, monkeypatch):
    broken = shutil.copytree(good, tmp_path / "m")
    _config(broken, d_model=8192, nhead=4, dim_feedforward=32768)  # 2+2 layers of this: ~12 GB of float32
    built = []

    class Recording(Transformer):
        def __init__(self, config):
            built.append(str(torch.get_default_device()))
            super().__init__(config)

    monkeypatch.setattr(ckpt, "Transformer", Recording)
    with pytest.raises(ModelFileError, match=r"model\.safetensors: .* has shape .* but the config needs"):
        load_model_dir(broken)
    assert built == ["meta"]  # only the shape-only skeleton was built


def test_the_good_directory_still_loads(good):
    model, tok, card = load_model_dir(good)
    assert card["task"] == "en-de-toy" and model.generator.proj.weight is model.src_embed.lut.weight
