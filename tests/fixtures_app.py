"""A tiny model directory for the app tests: random weights, a real tokenizer, made in a second.

python -m tests.fixtures_app /tmp/attn_models     # a models folder for trying the app by hand
ATTN_MODELS_DIR=/tmp/attn_models streamlit run app.py
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import torch

from transformer import Transformer, TransformerConfig
from transformer.checkpoint import save_model_dir
from transformer.data import toy_en_de
from transformer.tokenizer import Tokenizer

FIXTURE_MODELS = ("toy-tiny", "toy-tiny-b")  # two en-de-toy-style models, so switching models can be tested
FIXTURE_REVERSE = "toy-tiny-reverse"  # an algorithmic-task model: its input is symbols, not English


def make_fixture_models(root: str | Path, seed: int = 0) -> Path:
    """Write tiny untrained model directories under `root` (FIXTURE_MODELS, FIXTURE_REVERSE); returns `root`."""
    root = Path(root)
    examples = toy_en_de.generate(200, seed=seed)
    tokenizer = Tokenizer.train([e.src for e in examples] + [e.tgt for e in examples], vocab_size=160)
    for i, name in enumerate((*FIXTURE_MODELS, FIXTURE_REVERSE)):
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
        task = "reverse" if name == FIXTURE_REVERSE else "en-de-toy"
        card = {"name": name, "task": task, "note": "untrained test fixture (random weights)"}
        save_model_dir(root / name, model, tokenizer, card=card)
    return root


# --- pytest fixtures for the AppTest files (import them into a test module to use them) -------------------

MODELS_ENV = "ATTN_MODELS_DIR"
TIMEOUT = 60  # seconds per AppTest run: the machine is shared, the first run loads torch and the model


@pytest.fixture
def fixture_models(fixture_models_root, monkeypatch):
    """$ATTN_MODELS_DIR -> the tiny fixture models (tests/conftest.py builds them once), for one test only: later
    tests see the shipped models again."""
    monkeypatch.setenv(MODELS_ENV, str(fixture_models_root))
    return fixture_models_root


def page_test(path: str, query: dict | None = None):
    """An AppTest of one page script, with optional URL query parameters, already run once."""
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(Path(__file__).resolve().parent.parent / path), default_timeout=TIMEOUT)
    for key, value in (query or {}).items():
        at.query_params[key] = value
    return at.run()


def assert_clean(at) -> None:
    """No exception, no error box, and no Markdown element allowed to carry raw HTML."""
    assert not at.exception, [e.message for e in at.exception]
    assert not at.error, [e.value for e in at.error]
    for md in [*at.markdown, *at.caption]:
        assert not md.proto.allow_html, md.value


if __name__ == "__main__":
    print(make_fixture_models(sys.argv[1] if len(sys.argv) > 1 else "/tmp/attn_models"))
