"""Training speed: the trainer's tokens/s on 2 cores, en-de-toy's time to its quality gate, the lab's reverse task.

    python bench/training.py

1. tokens/s: `Trainer.step()` at en-de-toy's size (d_model 128, 8 heads, 2+2 layers) for 40 steps after warm-up.
2. en-de-toy: read from pretrained/en-de-toy/card.json, written by the training command (its wall time and
   the metrics that pass the gate: test BLEU >= 95, exact match >= 90 %, compositional BLEU >= 85).
3. Training lab, reverse: the lab's preset trained in a TrainingSession thread (as the page does) until the
   held-out sequence accuracy reaches 95 %; reports the wall time.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")  # as the app serves: one thread per session
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import torch  # noqa: E402

from transformer.lessons.training import PRESETS, TrainingSession  # noqa: E402
from transformer.train import Trainer, TrainOptions, load_dataset, small_config, train_tokenizer  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def tokens_per_second(steps: int = 40) -> dict:
    torch.set_num_threads(2)  # the training command's --threads 2 (the app's lab uses one thread per session)
    data = load_dataset("en-de-toy", None, 4000, seed=0)
    tok = train_tokenizer(data.train, 253)
    cfg = small_config(tok, d_model=128, nhead=8, num_encoder_layers=2, num_decoder_layers=2, dim_feedforward=512)
    trainer = Trainer(cfg, tok, data.train, data.valid[:50], TrainOptions(batch_tokens=1024, warmup=400))
    for _ in range(5):
        trainer.step()
    t0, tokens = time.perf_counter(), 0
    for _ in range(steps):
        tokens += trainer.step()["tokens"]
    seconds = time.perf_counter() - t0
    return {"tokens_per_second": tokens / seconds, "steps_per_second": steps / seconds, "steps": steps}


def en_de_toy_card() -> dict:
    card = json.loads((ROOT / "pretrained" / "en-de-toy" / "card.json").read_text())
    m = card.get("metrics", {})
    return {
        "wall_minutes": card.get("wall_seconds", 0) / 60,
        "train_minutes": card.get("train_seconds", 0) / 60,
        "tokens_per_second": card.get("tokens_per_second"),
        "test_bleu": m.get("test", {}).get("bleu"),
        "test_exact_match": m.get("test", {}).get("exact_match"),
        "compositional_bleu": m.get("compositional", {}).get("bleu"),
        "command": (card.get("commands") or [""])[-1],
    }


def reverse_to_95(limit_s: float = 180.0) -> dict:
    session = TrainingSession(PRESETS["reverse"], eval_every=50).start()
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < limit_s:
        state = session.state()
        if state.time_to_target is not None or not state.running:
            break
        time.sleep(0.5)
    session.stop()
    session.join(10)
    state = session.state()
    best = max((e.get("sequence_accuracy", 0.0) for e in state.evals), default=0.0)
    return {"seconds": state.time_to_target, "step": state.step_at_target, "best_sequence_accuracy": best}


def run() -> dict:
    return {"trainer": tokens_per_second(), "en_de_toy": en_de_toy_card(), "lab_reverse": reverse_to_95()}


if __name__ == "__main__":
    r = run()
    t, c, lab = r["trainer"], r["en_de_toy"], r["lab_reverse"]
    print(f"trainer at en-de-toy size: {t['tokens_per_second']:.0f} tokens/s ({t['steps_per_second']:.1f} steps/s)")
    print(
        f"en-de-toy (card): {c['wall_minutes']:.1f} min wall, test BLEU {c['test_bleu']:.1f}, exact match "
        f"{c['test_exact_match']:.1f} %, compositional BLEU {c['compositional_bleu']:.1f}"
    )
    print(f"training lab, reverse to 95 % sequence accuracy: {lab['seconds']} s (step {lab['step']})")
