"""Shared fixtures: tiny models with fixed seeds."""

from __future__ import annotations

import pytest
import torch

from transformer import Transformer

from .helpers import randomise_layer_norms, tiny_config


@pytest.fixture
def tiny_model() -> Transformer:
    torch.manual_seed(0)
    model = Transformer(tiny_config())
    randomise_layer_norms(model)
    return model.eval()
