"""A tiny model directory for the app tests: random weights, a real tokenizer, made in a second.

python -m tests.fixtures_app /tmp/attn_models     # a models folder for trying the app by hand
ATTN_MODELS_DIR=/tmp/attn_models streamlit run app.py
"""

from __future__ import annotations

import sys
from pathlib import Path

import torch

from transformer import Transformer, TransformerConfig
from transformer.checkpoint import save_model_dir
from transformer.data import toy_en_de
from transformer.tokenizer import Tokenizer

FIXTURE_MODELS = ("toy-tiny", "toy-tiny-b")  # two, so switching models can be tested


def make_fixture_models(root: str | Path, seed: int = 0) -> Path:
    """Write two tiny untrained en-de-toy-style model directories under `root`; returns `root`."""
    root = Path(root)
    examples = toy_en_de.generate(200, seed=seed)
    tokenizer = Tokenizer.train([e.src for e in examples] + [e.tgt for e in examples], vocab_size=160)
    for i, name in enumerate(FIXTURE_MODELS):
        torch.manual_seed(seed + i)
        config = TransformerConfig(
            src_vocab_size=tokenizer.vocab_size,
            tgt_vocab_size=tokenizer.vocab_size,
            d_model=16,
            nhead=4 if i == 0 else 2,
            num_encoder_layers=2,
            num_decoder_layers=2,
            dim_feedforward=32,
            dropout=0.0,
            max_len=48,
        )
        model = Transformer(config).eval()
        card = {"name": name, "task": "en-de-toy", "note": "untrained test fixture (random weights)"}
        save_model_dir(root / name, model, tokenizer, card=card)
    return root


if __name__ == "__main__":
    print(make_fixture_models(sys.argv[1] if len(sys.argv) > 1 else "/tmp/attn_models"))
