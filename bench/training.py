"""Training speed: the trainer's tokens/s on 2 cores, en-de-toy's time to its quality gate, the lab's reverse task.

    python bench/training.py

1. tokens/s: `Trainer.step()` at en-de-toy's size (d_model 128, 8 heads, 2+2 layers) for 40 steps after warm-up.
2. en-de-toy: read from pretrained/en-de-toy/card.json, written by the training command (its wall time and
   the metrics that pass the gate: test BLEU >= 95, exact match >= 90 %, compositional BLEU >= 85).
3. Training lab, reverse: the lab's preset trained in a TrainingSession thread (as the page does) until the
   held-out sequence accuracy reaches 95 %; reports the wall time.
4. The everyday model's step (its shipped config: d_model 256, 3+2 layers, 6000 pieces; 3072 tokens a side, 2
   threads), three ways on the same batches, timed in alternation: the label-smoothed loss left to autograd (the
   formula as written, the code before 2026-11-22), its gradient written out (transformer/optim.py), and that
   plus --bf16.
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
import torch.nn.functional as F  # noqa: E402

from bench.common import interleaved_medians  # noqa: E402
from transformer.config import TransformerConfig  # noqa: E402
from transformer.lessons.training import PRESETS, TrainingSession  # noqa: E402
from transformer.tokenizer import Tokenizer  # noqa: E402
from transformer.train import Trainer, TrainOptions, load_dataset, small_config, train_tokenizer  # noqa: E402
from transformer.train import label_smoothed_loss as written_out  # noqa: E402

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


def autograd_loss(logits, target, epsilon=0.1, pad_id=0):
    """label_smoothed_loss as its docstring writes it, differentiated by autograd (log_softmax, gather, masked mean)."""
    log_p = F.log_softmax(logits.float(), dim=-1)
    keep = target != pad_id
    nll = -log_p.gather(-1, target.unsqueeze(-1)).squeeze(-1)
    not_pad = torch.arange(logits.size(-1), device=logits.device) != pad_id
    smoothed = (1.0 - epsilon) * nll + epsilon * -log_p[..., not_pad].mean(-1)
    n = keep.sum()
    return (smoothed * keep).sum() / n.clamp_min(1), (nll * keep).sum() / n.clamp_min(1), n


def everyday_step(repeats: int = 7, pairs: int = 20000) -> dict:
    """Seconds per step of the everyday model, three ways; each trainer starts from the same weights and batches."""
    import transformer.train as train

    torch.set_num_threads(2)
    model_dir = ROOT / "pretrained" / "en-de-everyday"
    tok, cfg = Tokenizer.load(model_dir / "tokenizer.model"), TransformerConfig.load(model_dir / "config.json")
    data = load_dataset("en-de-everyday", None, pairs, seed=0)
    ways = {"autograd loss": (autograd_loss, False), "written-out gradient": (written_out, False),
            "written-out gradient + bf16": (written_out, True)}  # fmt: skip
    trainers = {
        name: Trainer(cfg, tok, data.train, data.valid[:10], TrainOptions(batch_tokens=3072, warmup=800, bf16=bf16))
        for name, (_, bf16) in ways.items()
    }
    tokens = {name: 0 for name in ways}

    def timed(name):
        def step():
            train.label_smoothed_loss = ways[name][0]
            try:
                tokens[name] += trainers[name].step()["tokens"]
            finally:
                train.label_smoothed_loss = written_out

        return step

    seconds = interleaved_medians({name: timed(name) for name in ways}, repeats=repeats)
    steps = {name: trainers[name].step_count for name in ways}
    return {
        name: {"seconds": seconds[name], "tokens_per_step": tokens[name] / steps[name],
               "speedup": seconds["autograd loss"] / seconds[name]}
        for name in ways
    }  # fmt: skip


def run() -> dict:
    return {"trainer": tokens_per_second(), "en_de_toy": en_de_toy_card(), "lab_reverse": reverse_to_95(),
            "everyday_step": everyday_step()}  # fmt: skip


if __name__ == "__main__":
    r = run()
    t, c, lab = r["trainer"], r["en_de_toy"], r["lab_reverse"]
    print(f"trainer at en-de-toy size: {t['tokens_per_second']:.0f} tokens/s ({t['steps_per_second']:.1f} steps/s)")
    print(
        f"en-de-toy (card): {c['wall_minutes']:.1f} min wall, test BLEU {c['test_bleu']:.1f}, exact match "
        f"{c['test_exact_match']:.1f} %, compositional BLEU {c['compositional_bleu']:.1f}"
    )
    print(f"training lab, reverse to 95 % sequence accuracy: {lab['seconds']} s (step {lab['step']})")
    for name, row in r["everyday_step"].items():
        print(f"everyday step, {name}: {row['seconds'] * 1000:.0f} ms median ({row['speedup']:.2f}x)")
