"""Table 3 (§6.2) reproduced on the toy task: variants of a small model trained with the project's Trainer.

    python -m transformer.lessons.sweep --out docs/results/table3.json           # the full sweep (≤ 30 min, 2 cores)
    python -m transformer.lessons.sweep --quick --out docs/results/table3-quick.json   # a 1-minute smoke run

Each variant changes one thing of the toy base model, as Table 3's rows change one thing of the paper's base
model: (A) heads at fixed compute (d_k = d_model / h), (B) the attention key size d_k alone (d_v stays d_model / h,
as in the paper's row), (C) model size, (D) dropout and label smoothing, (E) learned positions.
Every variant trains the same number of steps on the same data from the same seed; dev BLEU is sacreBLEU on
greedy translations of the en-de-toy validation split; dev perplexity is exp of the mean negative log-likelihood per
target piece, each predicted from the reference's earlier pieces (Trainer.evaluate).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import torch

from ..train import Trainer, TrainOptions, load_dataset, small_config, train_tokenizer

TASK = "en-de-toy"
VOCAB_SIZE = 600  # the shipped en-de-toy model's vocabulary: every toy word is one piece


@dataclass(frozen=True)
class Variant:
    """One row: Table 3's group letter, a name, and what differs from the base (config or options)."""

    group: str
    name: str
    config: dict = field(default_factory=dict)
    options: dict = field(default_factory=dict)


BASE = {"d_model": 64, "nhead": 4, "num_encoder_layers": 2, "num_decoder_layers": 2, "dim_feedforward": 256,
        "dropout": 0.1, "positional": "sinusoidal"}  # fmt: skip
BASE_OPTIONS = {"batch_tokens": 1024, "warmup": 200, "lr_scale": 0.5, "label_smoothing": 0.1, "seed": 0}

VARIANTS = [
    Variant("base", "base"),
    Variant("seed", "base, seed 1", options={"seed": 1}),  # the base again from other seeds: how far runs scatter
    Variant("seed", "base, seed 2", options={"seed": 2}),
    Variant("A", "h = 1 (d_k = 64)", {"nhead": 1}),
    Variant("A", "h = 2 (d_k = 32)", {"nhead": 2}),
    Variant("A", "h = 8 (d_k = 8)", {"nhead": 8}),
    Variant("A", "h = 16 (d_k = 4)", {"nhead": 16}),
    Variant("B", "d_k = 4", {"d_key": 4}),
    Variant("B", "d_k = 8", {"d_key": 8}),
    Variant("C", "N = 1", {"num_encoder_layers": 1, "num_decoder_layers": 1}),
    Variant("C", "N = 3", {"num_encoder_layers": 3, "num_decoder_layers": 3}),
    Variant("C", "d_model = 32 (d_k = 8)", {"d_model": 32}),
    Variant("C", "d_model = 128 (d_k = 32)", {"d_model": 128}),
    Variant("C", "d_ff = 128", {"dim_feedforward": 128}),
    Variant("C", "d_ff = 512", {"dim_feedforward": 512}),
    Variant("D", "P_drop = 0.0", {"dropout": 0.0}),
    Variant("D", "P_drop = 0.2", {"dropout": 0.2}),
    Variant("D", "ε_ls = 0.0", options={"label_smoothing": 0.0}),
    Variant("D", "ε_ls = 0.2", options={"label_smoothing": 0.2}),
    Variant("E", "learned positional embedding instead of sinusoids", {"positional": "learned"}),
]

FULL = {"steps": 200, "n_train": 20000, "n_valid": 500}  # base: dev BLEU 55 at 200 steps, 99 at 400 (saturated)
QUICK = {"steps": 5, "n_train": 2000, "n_valid": 40}


def run_variant(variant: Variant, tokenizer, train, valid, steps: int, base: dict | None = None) -> dict:
    """Train one variant for `steps` steps; return its config, wall time, dev BLEU, dev perplexity, params."""
    from ..data.toy_en_de import Example
    from ..evaluate import evaluate_examples

    cfg = {**(base or BASE), **variant.config}
    opts = {**BASE_OPTIONS, **variant.options}
    start = time.perf_counter()
    trainer = Trainer(small_config(tokenizer, **cfg), tokenizer, train, valid, TrainOptions(**opts))
    trainer.run(steps)
    train_seconds = time.perf_counter() - start
    dev = trainer.evaluate()
    scores = evaluate_examples(trainer.model.eval(), tokenizer, [Example(s, t, (), "dev") for s, t in valid])
    return {
        "group": variant.group,
        "name": variant.name,
        "config": {**cfg, "d_k": trainer.model.config.d_k, "d_v": trainer.model.config.d_v},
        "options": opts,
        "steps": trainer.step_count,
        "train_seconds": round(train_seconds, 2),
        "wall_seconds": round(time.perf_counter() - start, 2),
        "dev_bleu": round(float(scores["bleu"]), 2),
        "dev_perplexity": round(float(dev["perplexity"]), 3),
        "params": sum(p.numel() for p in trainer.model.parameters()),
    }


def run_sweep(quick: bool = False, variants=None, progress=None) -> dict:
    """Every variant on the same data and tokenizer; the result is what the JSON file holds."""
    sizes = QUICK if quick else FULL
    data = load_dataset(TASK, None, sizes["n_train"])
    valid = data.valid[: sizes["n_valid"]]
    tokenizer = train_tokenizer(data.train, VOCAB_SIZE)
    start = time.perf_counter()
    rows = []
    for v in variants or VARIANTS:
        rows.append(run_variant(v, tokenizer, data.train, valid, sizes["steps"]))
        if progress:
            progress(rows[-1])
    return {
        "task": TASK,
        "quick": quick,
        "sizes": sizes,
        "base": BASE,
        "base_options": BASE_OPTIONS,
        "vocab_size": tokenizer.vocab_size,
        "dev_pairs": len(valid),
        "torch_threads": torch.get_num_threads(),
        "total_seconds": round(time.perf_counter() - start, 1),
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "variants": rows,
    }


def load_results(path: str | Path) -> dict:
    """Read a results file and check its shape; raises ValueError naming what is wrong."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    need = {"group", "name", "config", "steps", "wall_seconds", "dev_bleu", "dev_perplexity", "params"}
    if not isinstance(data, dict) or not isinstance(data.get("variants"), list) or not data["variants"]:
        raise ValueError(f"{path}: no variants")
    for row in data["variants"]:
        missing = need - set(row)
        if missing:
            raise ValueError(f"{path}: variant {row.get('name')!r} lacks {sorted(missing)}")
    return data


def results_frame(data: dict):
    """The variants as a table in Table 3's order (changed values, steps, dev PPL/BLEU, params)."""
    import pandas as pd

    rows = []
    for r in data["variants"]:
        c = r["config"]
        rows.append(
            {
                "": r["group"],
                "variant": r["name"],
                "N": c["num_encoder_layers"],
                "d_model": c["d_model"],
                "d_ff": c["dim_feedforward"],
                "h": c["nhead"],
                "d_k": c["d_k"],
                "d_v": c.get("d_v", c["d_model"] // c["nhead"]),  # files from before row (B) have d_v = d_k
                "P_drop": c["dropout"],
                "ε_ls": r.get("options", {}).get("label_smoothing"),
                "positions": c["positional"],
                "steps": r["steps"],
                "PPL (dev)": r["dev_perplexity"],
                "BLEU (dev)": r["dev_bleu"],
                "params": r["params"],
                "seconds": r["wall_seconds"],
            }
        )
    return pd.DataFrame(rows)


RESULTS_ENV = "ATTN_TABLE3_RESULTS"  # results files (os.pathsep between) to show instead of the shipped ones
SHIPPED = ("docs/results/table3.json", "docs/results/table3-quick.json")  # the full run first, then the quick
ROOT = Path(__file__).resolve().parent.parent.parent


def results_files() -> list[Path]:
    """The results files the page can show: those of $ATTN_TABLE3_RESULTS if set, else the shipped ones."""
    override = os.environ.get(RESULTS_ENV)
    if override:
        return [Path(p) for p in override.split(os.pathsep) if p and Path(p).is_file()]
    return [ROOT / p for p in SHIPPED if (ROOT / p).is_file()]


def group_trend(data: dict, group: str) -> str:
    """One sentence on a group's toy rows beside the base: which variant had the lowest dev PPL and the BLEUs."""
    base = next((r for r in data["variants"] if r["group"] == "base"), None)
    rows = [r for r in data["variants"] if r["group"] == group]
    if base is None or not rows:
        return f"The results file has no rows for ({group}) or no base row."
    best = min(rows + [base], key=lambda r: r["dev_perplexity"])
    parts = ", ".join(f"{r['name']}: PPL {r['dev_perplexity']:.2f}, BLEU {r['dev_bleu']:.1f}" for r in rows)
    who = "the base itself" if best is base else best["name"]
    return (
        f"Toy ({group}): base PPL {base['dev_perplexity']:.2f}, BLEU {base['dev_bleu']:.1f}; {parts}. "
        f"Lowest dev perplexity: {who}."
    )


def noise_band(data: dict) -> str | None:
    """One sentence on how far the base model scatters over seeds (group "seed"), or None without repeats."""
    runs = [r for r in data["variants"] if r["group"] in ("base", "seed")]
    if len(runs) < 2:
        return None
    ppl = [r["dev_perplexity"] for r in runs]
    bleu = [r["dev_bleu"] for r in runs]
    return (
        f"The base model trained from {len(runs)} seeds spans dev PPL {min(ppl):.2f}–{max(ppl):.2f} and BLEU "
        f"{min(bleu):.1f}–{max(bleu):.1f}: a variant whose numbers fall inside that band differs from the base by "
        "no more than chance."
    )


def command(out: str, quick: bool) -> str:
    return f"python -m transformer.lessons.sweep {'--quick ' if quick else ''}--out {out}"


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default="docs/results/table3.json", help="where to write the JSON results")
    p.add_argument("--quick", action="store_true", help="tiny sizes: a smoke run of about a minute")
    p.add_argument("--threads", type=int, default=2, help="torch threads (the sweep is sized for 2 cores)")
    args = p.parse_args(argv)
    torch.set_num_threads(max(1, args.threads))
    result = run_sweep(
        args.quick,
        progress=lambda r: print(
            f"{r['group']:>4} {r['name']:<50} BLEU {r['dev_bleu']:6.2f}  PPL {r['dev_perplexity']:8.3f}  "
            f"{r['wall_seconds']:6.1f} s",
            flush=True,
        ),
    )
    result["command"] = command(args.out, args.quick)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(out.suffix + ".tmp")
    tmp.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    tmp.replace(out)
    print(f"wrote {out} ({result['total_seconds']} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
