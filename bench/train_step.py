"""Training step of this project's Transformer (fast path) vs torch.nn.Transformer, same sizes, same process.

    python bench/train_step.py

Both models: shared embedding scaled by √d_model + sinusoidal positions, N=2+2 layers, 8 heads, d_ff = 4·d_model,
dropout 0.1, Adam, cross-entropy, batch of 32 sentence pairs. Reports the median step time of each and the ratio.
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
from transformer.positional import sinusoidal  # noqa: E402

SIZES = [(256, 32), (256, 128), (512, 64)]
VOCAB, BATCH, LAYERS = 1000, 32, 2


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


def step_fn(model: nn.Module, src, tgt_in, tgt_out, ours: bool):
    opt = torch.optim.Adam(model.parameters(), lr=1e-4, betas=(0.9, 0.98), eps=1e-9)

    def step():
        logits = model(src, tgt_in)[0] if ours else model(src, tgt_in)
        loss = F.cross_entropy(logits.reshape(-1, VOCAB), tgt_out.reshape(-1))
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()

    return step


def run(repeats: int = 9) -> list[dict]:
    rows = []
    for d_model, seq in SIZES:
        torch.manual_seed(0)
        src = torch.randint(4, VOCAB, (BATCH, seq))
        tgt = torch.randint(4, VOCAB, (BATCH, seq + 1))
        cfg = TransformerConfig(
            src_vocab_size=VOCAB, tgt_vocab_size=VOCAB, d_model=d_model, nhead=8, num_encoder_layers=LAYERS,
            num_decoder_layers=LAYERS, dim_feedforward=4 * d_model, dropout=0.1, max_len=512,
        )  # fmt: skip
        ours, ref = Transformer(cfg).train(), Reference(d_model).train()
        times = interleaved_medians(
            {
                "ours": step_fn(ours, src, tgt[:, :-1], tgt[:, 1:], True),
                "reference": step_fn(ref, src, tgt[:, :-1], tgt[:, 1:], False),
            },
            repeats=repeats,
        )
        rows.append({"d_model": d_model, "seq": seq, **times, "ratio": times["ours"] / times["reference"]})
    return rows


if __name__ == "__main__":
    for r in run():
        print(
            f"d_model={r['d_model']:4d} seq={r['seq']:4d}  ours {1e3 * r['ours']:8.1f} ms  "
            f"torch.nn.Transformer {1e3 * r['reference']:8.1f} ms  ratio {r['ratio']:.3f}"
        )
