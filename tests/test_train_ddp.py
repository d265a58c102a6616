"""Data-parallel training (DistributedDataParallel, gloo on CPU): 2 processes stay in step and learn."""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path

import pytest
import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from safetensors.torch import load_file, save_file

from transformer.train import Trainer, TrainOptions, small_config, task_pairs, train_tokenizer

STEPS = 40


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank: int, world: int, port: int, out: str) -> None:
    os.environ["OMP_NUM_THREADS"] = "1"
    torch.set_num_threads(1)
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world)
    try:
        train, valid = task_pairs("reverse", n_train=400, n_valid=40)
        tok = train_tokenizer(train, 32)  # deterministic: every rank learns the same vocabulary
        cfg = small_config(tok, d_model=32, nhead=4, num_encoder_layers=1, num_decoder_layers=1, dim_feedforward=64,
                           max_len=32)  # fmt: skip
        options = TrainOptions(batch_tokens=512, warmup=20, lr_scale=3.0, seed=0)
        trainer = Trainer(cfg, tok, train, valid, options, rank=rank, world_size=world)
        before = trainer.evaluate()["loss"]
        records = [trainer.step() for _ in range(STEPS)]
        after = trainer.evaluate()["loss"]
        shards = sum(r["tokens"] for r in records)
        trainer.checkpoint_bytes()  # collective: gathers every rank's dropout RNG
        save_file({k: v.clone() for k, v in trainer.model.state_dict().items()}, f"{out}/rank{rank}.safetensors")
        Path(f"{out}/rank{rank}.json").write_text(json.dumps({"before": before, "after": after, "tokens": shards}))
    finally:
        dist.destroy_process_group()


@pytest.mark.slow
def test_two_processes_keep_identical_parameters_and_learn(tmp_path):
    mp.spawn(worker, args=(2, free_port(), str(tmp_path)), nprocs=2, join=True)
    a, b = (load_file(tmp_path / f"rank{r}.safetensors") for r in (0, 1))
    assert a.keys() == b.keys()
    for name in a:
        assert torch.equal(a[name], b[name]), name
    stats = [json.loads((tmp_path / f"rank{r}.json").read_text()) for r in (0, 1)]
    for s in stats:
        assert s["after"] < s["before"] - 0.3
    assert stats[0]["tokens"] != stats[1]["tokens"]  # each rank trained on its own shard of every batch
