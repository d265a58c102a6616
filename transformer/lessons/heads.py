"""Why several heads, §3.2.2: the same cost as one full-width head, different maps per head, and a small
measured comparison of 1 head against several at equal d_model.

python -m transformer.lessons.heads --out docs/heads_comparison.json     # the shipped results file

The comparison trains the training lab's reverse model (d_model 64, one layer each side) once per head
count with the same seed, data, schedule and step count; only `nhead` changes, so d_k = d_model / h
changes with it and the parameter count stays exactly the same.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pandas as pd
import plotly.graph_objects as go
import torch
from plotly.subplots import make_subplots
from torch import Tensor

from .plots import heatmap

RESULTS_FILE = Path(__file__).resolve().parents[2] / "docs" / "heads_comparison.json"


# --- cost: h heads of width d_k = d_model / h against one head of width d_model -----------------------------


def attention_cost(n: int, d_model: int, h: int) -> dict[str, int]:
    """Multiply-adds of one self-attention over n positions with h heads of d_k = d_model / h (§3.2.2).

    The projections (W^Q, W^K, W^V, W^O: 4·n·d_model²) do not depend on h; the scores Q_i K_iᵀ and the
    weighted sums of V_i cost h·n²·d_k each, which is n²·d_model whatever h is.
    """
    if d_model % h:
        raise ValueError(f"d_model={d_model} is not divisible by h={h}")
    d_k = d_model // h
    scores = h * n * n * d_k  # h matrices (n, d_k) @ (d_k, n)
    weighted = h * n * n * d_k  # h matrices (n, n) @ (n, d_v)
    projections = 4 * n * d_model * d_model  # X W^Q, X W^K, X W^V, Concat W^O
    return {
        "h": h,
        "d_k": d_k,
        "scores QKᵀ": scores,
        "weights·V": weighted,
        "projections": projections,
        "total": scores + weighted + projections,
        "parameters": 4 * d_model * d_model + 4 * d_model,  # four (d_model, d_model) matrices and biases
    }


def cost_frame(n: int, d_model: int, heads: Sequence[int]) -> pd.DataFrame:
    """`attention_cost` for every h in `heads` that divides d_model, one row each."""
    return pd.DataFrame([attention_cost(n, d_model, h) for h in heads if d_model % h == 0])


# --- the heads of a real model look at different things ---------------------------------------------------------


@torch.no_grad()
def attention_maps(model, src: Tensor, tgt_in: Tensor) -> dict[str, Tensor]:
    """Every head of every layer on one sentence pair: {"encoder": (L, h, S, S), "decoder": (L, h, T, T),
    "cross": (L, h, T, S)}; rows are queries, columns keys."""
    model.eval()
    _, trace = model(src, tgt_in, need_weights=True)
    one = trace[0]
    return {"encoder": one.encoder_self, "decoder": one.decoder_self, "cross": one.cross}


def head_maps(weights: Tensor) -> dict[str, Tensor]:
    """One layer's (h, T, S) attention: each head's map, their mean, and how far each head is from the mean.

    "distance" is half the L1 distance between a head's row and the mean's row, averaged over rows: the
    share of attention weight the head puts somewhere else than the average does (0 = same, 1 = disjoint).
    """
    mean = weights.mean(0)  # (T, S)
    distance = 0.5 * (weights - mean).abs().sum(-1).mean(-1)  # (h,)
    top = weights.argmax(-1)  # (h, T): the key each head's query row looks at most
    return {"heads": weights, "mean": mean, "distance": distance, "top": top}


def heads_frame(weights: Tensor, queries: Sequence[str], keys: Sequence[str]) -> pd.DataFrame:
    """Per head (counted from 1): the key each query (a column "position: piece") looks at most, and its
    distance from the mean map."""
    maps = head_maps(weights)
    rows = []
    for i in range(weights.size(0)):
        row = {"head": f"head {i + 1}", "distance from the mean": float(maps["distance"][i])}
        row.update({f"{j + 1}: {q}": keys[int(maps["top"][i, j])] for j, q in enumerate(queries)})
        rows.append(row)
    mean_top = maps["mean"].argmax(-1)
    mean_row = {"head": "mean of all", "distance from the mean": 0.0}
    mean_row.update({f"{j + 1}: {q}": keys[int(mean_top[j])] for j, q in enumerate(queries)})
    rows.append(mean_row)
    return pd.DataFrame(rows)


def fig_heads_and_mean(weights: Tensor, queries: Sequence[str], keys: Sequence[str], title: str) -> go.Figure:
    """Every head's map (rows queries, columns keys), then their mean: the one map that averaging would leave."""
    h = weights.size(0)
    panels = [*weights, weights.mean(0)]
    names = [f"head {i + 1}" for i in range(h)] + ["mean of the heads"]
    cols = min(len(panels), 5)
    rows = -(-len(panels) // cols)
    fig = make_subplots(rows=rows, cols=cols, subplot_titles=names, horizontal_spacing=0.03, vertical_spacing=0.12)
    for i, w in enumerate(panels):
        trace = heatmap(w, keys, queries, colorscale="Blues", zmin=0.0, zmax=1.0, show_text=False).data[-1]
        trace.showscale = i == 0
        fig.add_trace(trace, row=i // cols + 1, col=i % cols + 1)
    fig.update_yaxes(autorange="reversed", type="category", showticklabels=False)
    fig.update_yaxes(showticklabels=True, col=1)
    fig.update_xaxes(type="category", showticklabels=False)
    fig.update_layout(title=dict(text=title, x=0.01, xanchor="left"), height=230 * rows + 80,
                      margin=dict(l=70, r=20, t=80, b=20))  # fmt: skip
    return fig


# --- measured: 1 head against several at equal d_model ---------------------------------------------------------


def run_comparison(
    task: str = "reverse",
    heads: Sequence[int] = (1, 4, 8),
    steps: int = 800,
    every: int = 100,
    seed: int = 0,
    n_train: int | None = None,
) -> dict:
    """Train the lab's preset for `task` once per head count (same seed, data and schedule); the curves."""
    from ..train import Trainer, TrainOptions, load_dataset, small_config, task_pairs, train_tokenizer
    from .training import PRESETS

    p = PRESETS[task]
    if n_train is not None:
        p = replace(p, n_train=n_train)
    if task == "en-de-toy":
        data = load_dataset("en-de-toy", None, p.n_train, seed=seed)
        train, valid = data.train, data.valid[: p.n_valid]
    else:
        train, valid = task_pairs(task, n_train=p.n_train, n_valid=p.n_valid, seed=seed)
    tok = train_tokenizer(train, p.vocab_size)
    runs = []
    for h in heads:
        cfg = small_config(tok, d_model=p.d_model, nhead=h, num_encoder_layers=p.num_layers,
                           num_decoder_layers=p.num_layers, dim_feedforward=p.dim_feedforward,
                           dropout=p.dropout, max_len=p.max_len)  # fmt: skip
        options = TrainOptions(batch_tokens=p.batch_tokens, warmup=p.warmup, lr_scale=p.lr_scale, seed=seed)
        trainer = Trainer(cfg, tok, train, valid, options)
        curve = [{"step": 0, **_eval(trainer)}]
        start = time.perf_counter()
        while trainer.step_count < steps:
            trainer.step()
            if trainer.step_count % every == 0 or trainer.step_count == steps:
                curve.append({"step": trainer.step_count, **_eval(trainer)})
        runs.append({
            "nhead": h,
            "d_k": cfg.d_k,
            "parameters": int(sum(q.numel() for q in trainer.model.parameters())),
            "train_seconds": round(time.perf_counter() - start, 1),
            "curve": curve,
        })  # fmt: skip
    return {
        "what": f"{task}: the same model, data, seed and schedule, trained once per number of heads h",
        "task": task,
        "d_model": p.d_model,
        "num_layers": p.num_layers,
        "dim_feedforward": p.dim_feedforward,
        "steps": steps,
        "seed": seed,
        "train_pairs": len(train),
        "valid_pairs": len(valid),
        "runs": runs,
    }


def _eval(trainer) -> dict[str, float]:
    r = trainer.evaluate()
    return {k: round(float(r[k]), 4) for k in ("loss", "token_accuracy", "sequence_accuracy")}


def comparison_frame(results: dict) -> pd.DataFrame:
    """Long table of the comparison: one row per (h, evaluation step)."""
    rows = [
        {"h": r["nhead"], "d_k": r["d_k"], "step": c["step"], "valid loss": c["loss"],
         "token accuracy": c["token_accuracy"], "sequence accuracy": c["sequence_accuracy"]}
        for r in results["runs"] for c in r["curve"]
    ]  # fmt: skip
    return pd.DataFrame(rows)


def comparison_summary(results: dict) -> pd.DataFrame:
    """One row per h: parameters, final numbers, and the first evaluated step reaching 90% sequence accuracy."""
    rows = []
    for r in results["runs"]:
        last = r["curve"][-1]
        reached = [c["step"] for c in r["curve"] if c["sequence_accuracy"] >= 0.9]
        rows.append({
            "h": r["nhead"], "d_k": r["d_k"], "parameters": r["parameters"],
            "final valid loss": last["loss"], "final sequence accuracy": last["sequence_accuracy"],
            "first step ≥ 90% sequences": reached[0] if reached else None, "train seconds": r["train_seconds"],
        })  # fmt: skip
    return pd.DataFrame(rows)


def comparison_sentence(results: dict) -> str:
    """What the comparison measured, in one sentence computed from it: who reached 90% first, final numbers."""
    summary = comparison_summary(results)
    parts = []
    for _, row in summary.iterrows():
        first = row["first step ≥ 90% sequences"]
        when = f"first ≥ 90% at step {int(first)}" if first == first and first is not None else "never ≥ 90%"
        parts.append(
            f"h = {int(row['h'])}: {when}, {row['final sequence accuracy']:.1%} of sequences right and validation "
            f"loss {row['final valid loss']:.3f} at step {results['steps']}"
        )
    return "Measured: " + "; ".join(parts) + "."


def fig_comparison(results: dict) -> go.Figure:
    """Validation sequence accuracy against training step, one line per head count."""
    frame = comparison_frame(results)
    fig = go.Figure()
    for h, part in frame.groupby("h"):
        fig.add_trace(go.Scatter(x=part["step"], y=part["sequence accuracy"], mode="lines+markers",
                                 name=f"h = {h} (d_k = {part['d_k'].iloc[0]})"))  # fmt: skip
    fig.update_layout(
        title=dict(text=f"{results['task']}, d_model = {results['d_model']}: validation sequences right", x=0.01),
        xaxis_title="training step",
        yaxis_title="sequences right",
        yaxis_range=[0, 1.02],
        height=380,
    )
    return fig


def load_results(path: str | Path = RESULTS_FILE) -> dict | None:
    """The shipped comparison (JSON), or None when the file is missing or not a comparison."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or not isinstance(data.get("runs"), list) or not data["runs"]:
        return None
    return data


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--task", default="reverse", choices=["reverse", "copy", "sort", "en-de-toy"])
    parser.add_argument("--heads", type=int, nargs="+", default=[1, 4, 8])
    parser.add_argument("--steps", type=int, default=800)
    parser.add_argument("--every", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--n-train", type=int, default=None, help="training pairs (default: the lab's preset)")
    parser.add_argument("--out", default=str(RESULTS_FILE))
    args = parser.parse_args(argv)
    torch.set_num_threads(1)
    start = time.perf_counter()
    results = run_comparison(args.task, args.heads, args.steps, args.every, args.seed, args.n_train)
    results["command"] = "python -m transformer.lessons.heads " + " ".join(sys.argv[1:] if argv is None else argv)
    results["date"] = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    results["wall_seconds"] = round(time.perf_counter() - start, 1)
    results["threads"] = 1
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(results, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(comparison_summary(results).to_string(index=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
