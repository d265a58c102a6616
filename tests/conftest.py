"""Shared fixtures: tiny models with fixed seeds."""

from __future__ import annotations

import pytest
import torch

from transformer import Transformer

from .helpers import randomise_layer_norms, tiny_config


@pytest.fixture(scope="session")
def fixture_models_root(tmp_path_factory):
    """A models folder with the tiny fixture models (tests/fixtures_app.py), built once per test session."""
    from .fixtures_app import make_fixture_models

    return make_fixture_models(tmp_path_factory.mktemp("app-models"))


@pytest.fixture
def tiny_model() -> Transformer:
    torch.manual_seed(0)
    model = Transformer(tiny_config())
    randomise_layer_norms(model)
    return model.eval()
