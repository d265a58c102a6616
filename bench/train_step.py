"""Training step of this project's Transformer (fast path) vs torch.nn.Transformer, same sizes, same process.

    python bench/train_step.py

Both models: shared embedding scaled by √d_model + sinusoidal positions, N=2+2 layers, 8 heads, d_ff = 4·d_model,
dropout 0.1, Adam, cross-entropy, batch of 32 sentence pairs. Reports the median step time of each and the ratio.
Then mixed precision (transformer.train --bf16, bfloat16 autocast): our step against our float32 step (the speed-up
--bf16 must give) and against torch.nn.Transformer under the same autocast, at the shipped everyday run's shape too.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import torch
import torch.nn.functional as F
from torch import nn

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import interleaved_medians  # noqa: E402
from transformer import Transformer, TransformerConfig  # noqa: E402
from transformer.masks import subsequent_mask  # noqa: E402
from transformer.optim import label_smoothed_loss, make_adam  # noqa: E402
from transformer.positional import sinusoidal  # noqa: E402

SIZES = [(256, 32), (256, 128), (512, 64)]
VOCAB, BATCH, LAYERS = 1000, 32, 2
# Mixed precision (--bf16): (d_model, seq, batch). The first is the shipped en-de-everyday run's shape: a 3072-token
# batch of everyday sentences is about 192 pairs of 16 pieces.
BF16_SIZES = [(256, 16, 192), (256, 32, 32), (512, 64, 32)]
# transformer.train --target-softmax: the shipped everyday model (3+2 layers, d_model 256, 6000 joint pieces, about
# 3000 of them German), full 6000-way softmax against the 3000 target pieces; (seq, batch) of 3072-token batches.
TARGET_SOFTMAX_SIZES = [(16, 192), (32, 96)]
TARGET_VOCAB, TARGET_PIECES = 6000, 3000


class Reference(nn.Module):
    """torch.nn.Transformer with the same embeddings, positions and tied output projection."""

    def __init__(self, d_model: int) -> None:
        super().__init__()
        self.embed = nn.Embedding(VOCAB, d_model)
        self.register_buffer("pe", sinusoidal(512, d_model))
        self.core = nn.Transformer(d_model, 8, LAYERS, LAYERS, 4 * d_model, dropout=0.1, batch_first=True)
        self.out = nn.Linear(d_model, VOCAB)
        self.out.weight = self.embed.weight
        self.scale = math.sqrt(d_model)
        self.drop = nn.Dropout(0.1)

    def forward(self, src, tgt):
        s = self.drop(self.embed(src) * self.scale + self.pe[: src.size(1)])
        t = self.drop(self.embed(tgt) * self.scale + self.pe[: tgt.size(1)])
        causal = subsequent_mask(tgt.size(1))
        return self.out(self.core(s, t, tgt_mask=causal, tgt_is_causal=True))


def step_fn(model: nn.Module, src, tgt_in, tgt_out, ours: bool, bf16: bool = False):
    opt = torch.optim.Adam(model.parameters(), lr=1e-4, betas=(0.9, 0.98), eps=1e-9)

    def step():
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=bf16):  # as transformer.train's --bf16
            logits = model(src, tgt_in)[0] if ours else model(src, tgt_in)
        loss = F.cross_entropy(logits.reshape(-1, VOCAB), tgt_out.reshape(-1))
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()

    return step


def _models(d_model: int, seq: int, batch: int):
    torch.manual_seed(0)
    src = torch.randint(4, VOCAB, (batch, seq))
    tgt = torch.randint(4, VOCAB, (batch, seq + 1))
    cfg = TransformerConfig(
        src_vocab_size=VOCAB, tgt_vocab_size=VOCAB, d_model=d_model, nhead=8, num_encoder_layers=LAYERS,
        num_decoder_layers=LAYERS, dim_feedforward=4 * d_model, dropout=0.1, max_len=512,
    )  # fmt: skip
    return src, tgt, Transformer(cfg).train(), Reference(d_model).train()


def run(repeats: int = 9) -> list[dict]:
    rows = []
    for d_model, seq in SIZES:
        src, tgt, ours, ref = _models(d_model, seq, BATCH)
        times = interleaved_medians(
            {
                "ours": step_fn(ours, src, tgt[:, :-1], tgt[:, 1:], True),
                "reference": step_fn(ref, src, tgt[:, :-1], tgt[:, 1:], False),
            },
            repeats=repeats,
        )
        rows.append({"d_model": d_model, "seq": seq, **times, "ratio": times["ours"] / times["reference"]})
    return rows


def run_bf16(repeats: int = 9) -> list[dict]:
    """Mixed precision: our step under bfloat16 autocast against our float32 step and the reference's bf16 step."""
    rows = []
    for d_model, seq, batch in BF16_SIZES:
        src, tgt, ours, ref = _models(d_model, seq, batch)
        args = (src, tgt[:, :-1], tgt[:, 1:])
        times = interleaved_medians(
            {
                "bf16": step_fn(ours, *args, True, bf16=True),
                "float32": step_fn(ours, *args, True),
                "reference_bf16": step_fn(ref, *args, False, bf16=True),
            },
            repeats=repeats,
        )
        rows.append({
            "d_model": d_model, "seq": seq, "batch": batch, **times,
            "speedup": times["float32"] / times["bf16"], "ratio": times["bf16"] / times["reference_bf16"],
        })  # fmt: skip
    return rows


def _softmax_step(model, opt, src, tgt, output_ids):
    def step():
        logits, _ = model(src, tgt[:, :-1], output_ids=output_ids)
        loss = label_smoothed_loss(logits, tgt[:, 1:])[0]
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()

    return step


def run_target_softmax(repeats: int = 9) -> list[dict]:
    """--target-softmax: our float32 step with the softmax over the target pieces only against the full softmax."""
    rows = []
    for seq, batch in TARGET_SOFTMAX_SIZES:
        torch.manual_seed(0)
        cfg = TransformerConfig(
            src_vocab_size=TARGET_VOCAB, tgt_vocab_size=TARGET_VOCAB, d_model=256, nhead=8, num_encoder_layers=3,
            num_decoder_layers=2, dim_feedforward=1024, dropout=0.0,
        )  # fmt: skip
        model = Transformer(cfg).train()
        opt = make_adam(model, 256, 800, 0.8)
        ids = torch.arange(TARGET_PIECES)  # the target pieces; padding (0) among them
        src = torch.randint(1, TARGET_VOCAB, (batch, seq))
        tgt = torch.randint(1, TARGET_PIECES, (batch, seq + 2))  # every target is a target piece, id = its place

        steps = {"target": _softmax_step(model, opt, src, tgt, ids), "full": _softmax_step(model, opt, src, tgt, None)}
        times = interleaved_medians(steps, repeats=repeats)
        rows.append({"seq": seq, "batch": batch, **times, "speedup": times["full"] / times["target"]})
    return rows


if __name__ == "__main__":
    for r in run():
        print(
            f"d_model={r['d_model']:4d} seq={r['seq']:4d}  ours {1e3 * r['ours']:8.1f} ms  "
            f"torch.nn.Transformer {1e3 * r['reference']:8.1f} ms  ratio {r['ratio']:.3f}"
        )
    for r in run_bf16():
        print(
            f"bf16 d_model={r['d_model']:4d} seq={r['seq']:4d} batch={r['batch']:4d}  ours {1e3 * r['bf16']:8.1f} ms  "
            f"float32 {1e3 * r['float32']:8.1f} ms  torch.nn.Transformer bf16 {1e3 * r['reference_bf16']:8.1f} ms  "
            f"speed-up {r['speedup']:.2f}  ratio {r['ratio']:.3f}"
        )
    for r in run_target_softmax():
        print(
            f"--target-softmax seq={r['seq']:3d} batch={r['batch']:4d}  {TARGET_PIECES} pieces "
            f"{1e3 * r['target']:8.1f} ms  all {TARGET_VOCAB} {1e3 * r['full']:8.1f} ms  speed-up {r['speedup']:.2f}"
        )
