"""The paper's sizes, Table 3: the base and big rows beside parameter counts computed by this code.

The counts build `TransformerConfig.paper_base` / `paper_big` on the meta device (nothing is allocated)
and count with `Transformer.parameter_counts()`, which counts the shared embedding matrix once (§3.4).
"""

from __future__ import annotations

from typing import Any

import pandas as pd
import torch

from ..config import TransformerConfig
from ..model import Transformer

PAPER_VOCAB = 37000  # §5.1: a shared source-target vocabulary of about 37000 tokens (English-German)

# Table 3 of the paper, rows "base" and "big": what the paper prints, not what the code computes.
TABLE3 = {
    "base": {"N": 6, "d_model": 512, "d_ff": 2048, "h": 8, "d_k": 64, "d_v": 64, "P_drop": 0.1, "ε_ls": 0.1,
             "train steps": "100K", "params (paper)": "65M"},
    "big": {"N": 6, "d_model": 1024, "d_ff": 4096, "h": 16, "d_k": 64, "d_v": 64, "P_drop": 0.3, "ε_ls": 0.1,
            "train steps": "300K", "params (paper)": "213M"},
}  # fmt: skip


def meta_parameter_counts(config: TransformerConfig) -> dict[str, int]:
    """`Transformer.parameter_counts()` of a config, built on the meta device (no memory is allocated)."""
    with torch.device("meta"):
        model = Transformer(config)
    return model.parameter_counts()


def paper_config(row: str, vocab_size: int = PAPER_VOCAB) -> TransformerConfig:
    """The code's config for a Table 3 row: TransformerConfig.paper_base or .paper_big."""
    if row not in TABLE3:
        raise ValueError(f"row must be one of {sorted(TABLE3)}, got {row!r}")
    return TransformerConfig.paper_base(vocab_size) if row == "base" else TransformerConfig.paper_big(vocab_size)


def config_row(cfg: Any, counts: dict[str, int]) -> dict[str, Any]:
    """One table row read from a config: both stacks' N, widths, heads, dropout and the counted parameters."""
    return {
        "N encoder": cfg.num_encoder_layers,
        "N decoder": cfg.num_decoder_layers,
        "d_model": cfg.d_model,
        "d_ff": cfg.dim_feedforward,
        "h": cfg.nhead,
        "d_k = d_v": cfg.d_k,
        "P_drop": cfg.dropout,
        "parameters (counted by the code)": int(counts["total"]),
    }


def sizes_frame(vocab_size: int = PAPER_VOCAB, model: Any = None, model_name: str = "") -> pd.DataFrame:
    """Table 3's base and big rows as printed, beside the code's configs and counts; plus a loaded model's row."""
    rows = []
    for name, paper in TABLE3.items():
        cfg = paper_config(name, vocab_size)
        row = {"model": f"paper {name}", **config_row(cfg, meta_parameter_counts(cfg))}
        row.update(
            {"ε_ls": paper["ε_ls"], "train steps": paper["train steps"], "params (paper)": paper["params (paper)"]}
        )
        rows.append(row)
    frame = pd.DataFrame(rows)
    return frame if model is None else with_model_row(frame, model, model_name)


def with_model_row(frame: pd.DataFrame, model: Any, model_name: str = "") -> pd.DataFrame:
    """`frame` (from sizes_frame) with one more row: a loaded model's sizes and its counted parameters."""
    row = {"model": model_name or "this model", **config_row(model.config, model.parameter_counts())}
    row.update({"ε_ls": None, "train steps": None, "params (paper)": None})
    return pd.concat([frame, pd.DataFrame([row])], ignore_index=True)


def paper_matches(frame: pd.DataFrame) -> dict[str, bool]:
    """Whether the code's base/big configs have exactly the sizes Table 3 prints (N, d_model, d_ff, h, d_k, P_drop)."""
    out = {}
    for name, paper in TABLE3.items():
        row = frame[frame["model"] == f"paper {name}"].iloc[0]
        out[name] = bool(
            row["N encoder"] == paper["N"] and row["N decoder"] == paper["N"] and row["d_model"] == paper["d_model"]
            and row["d_ff"] == paper["d_ff"] and row["h"] == paper["h"] and row["d_k = d_v"] == paper["d_k"]
            and row["P_drop"] == paper["P_drop"]
        )  # fmt: skip
    return out
