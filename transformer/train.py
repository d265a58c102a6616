"""Training, §5: the paper's recipe on a CPU (or GPUs), as a command and as a library.

The command trains a tokenizer and a model and writes a model directory (see transformer.checkpoint):

    python -m transformer.train --task reverse --steps 600 --out runs/reverse
    python -m transformer.train --task en-de-toy --minutes 20 --out runs/en-de
    python -m transformer.train --data pairs.tsv --steps 4000 --out runs/mine     # source<TAB>target lines
    python -m transformer.train --resume runs/en-de --steps 6000                  # continue exactly
    torchrun --nproc_per_node=2 -m transformer.train --task sort --steps 500 --out runs/sort

Recipe: Adam (β1 = 0.9, β2 = 0.98, ε = 1e-9) with lrate = d_model^-0.5 · min(step^-0.5, step · warmup^-1.5)
(§5.3, `transformer.optim`; `--cooldown F`, not in the paper, lets it fall linearly to 0 over the last
fraction F of the run's steps or minutes), label smoothing ε_ls = 0.1 (§5.4), residual and embedding dropout
(`--dropout`, §5.4), batches of similar length holding about `--batch-tokens` tokens (§5.1,
`transformer.batching`). `--target-softmax` computes the softmax over the pieces the targets use only
(`restrict_output`): the German half of a joint English-German vocabulary. `--with-pairs FILE ...` mixes
pairs people wrote into a `--task`'s generated ones, each repeated so that together they make up
`--with-share` of the training pairs (`mix_in`); the splits the card measures stay generated.

Checkpoints: `<out>/checkpoint.safetensors` is one file, replaced atomically, holding the weights, Adam's
moment tensors and the dropout generator's state as tensors, and everything else (step, data position,
Adam's scalars, the run's arguments, metrics) as JSON in its metadata, so weights and step can never
disagree. Nothing is pickled. A run killed at any moment leaves the previous checkpoint intact; SIGINT
(Ctrl-C) or SIGTERM saves and exits cleanly. `--resume` continues bit for bit as if never stopped.
The first save builds the whole directory beside `<out>` and renames it into place, so `<out>` is either
absent or a loadable model directory.

Checkpoint averaging (§6.1: "a single model obtained by averaging the last 5 checkpoints"): with
`--average-last N` every save also keeps the weights alone in `<out>/averaged/step-NNNNNNN.safetensors`
(the newest N, fp32), and the finished model is their element-wise mean; the card records which steps
were averaged and what the last checkpoint alone measured.

Library use (the app's training lab runs this in a thread, one Trainer per user session):

    from transformer.train import Trainer, TrainOptions, task_pairs, train_tokenizer
    train, valid = task_pairs("reverse", n_train=2000)
    tok = train_tokenizer(train, vocab_size=32)
    trainer = Trainer(small_config(tok, d_model=32, nhead=4), tok, train, valid, TrainOptions(warmup=100))
    while not trainer.stopped and trainer.step_count < 300:   # trainer.stop() from another thread ends it
        record = trainer.step()        # {"step", "loss", "nll", "lr", "tokens", "accuracy", "seconds"}
        if record["step"] % 50 == 0:
            trainer.evaluate()         # {"loss", "token_accuracy", "sequence_accuracy", ...} on `valid`
            trainer.snapshot()         # a Trace (attention of every head) on a fixed validation pair

`trainer.run(steps, callback, every)` wraps the same loop. A Trainer keeps all of its randomness in its own
torch.Generator (dropout masks) and seeded `random.Random`s (data order); it never seeds or draws from
torch's global generator while training, so several trainers in several threads do not interfere.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import itertools
import json
import math
import os
import shlex
import shutil
import signal
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

import torch
import torch.distributed as dist
from safetensors import SafetensorError
from safetensors.torch import load as st_load
from safetensors.torch import save as st_save
from torch import Tensor, nn

from .batching import BatchStream, EncodedPair, make_batch, pair_length
from .checkpoint import CONFIG, TOKENIZER, WEIGHTS, ModelFileError, tied_names, weights_bytes, write_json
from .config import TransformerConfig
from .data import TASKS, DataError, aligned_words, make_splits, make_task, read_pairs, task_alignment
from .data.aligned_words import AlignedWords
from .data.toy_en_de import Example
from .decoding import encode_pair
from .embeddings import UNREACHABLE_BIAS
from .model import Transformer
from .optim import cooldown_factor, label_smoothed_loss, make_adam, noam_lr, set_lr
from .text import clean_text
from .tokenizer import Tokenizer, atomic_write_bytes
from .trace import Trace

CHECKPOINT = "checkpoint.safetensors"
AVERAGED = "averaged"  # --average-last: the newest saved weights, averaged at the end (§6.1)
Pair = tuple[str, str]


@dataclass
class TrainOptions:
    """How to train (§5); the model's sizes live in TransformerConfig."""

    batch_tokens: int = 2048  # tokens per side in one batch, padding included (§5.1 used ~25000)
    warmup: int = 4000  # warmup_steps of §5.3
    lr_scale: float = 1.0  # factor on the §5.3 rate; small models and short runs like > 1
    label_smoothing: float = 0.1  # ε_ls of §5.4
    seed: int = 0  # seeds the initial weights, the data order and the dropout masks
    bf16: bool = False  # mixed precision: the forward pass's matmuls in bfloat16; weights, Adam, loss stay float32
    target_softmax: bool = False  # the softmax covers only the pieces the targets use (restrict_output)
    cooldown: float = 0.0  # the rate falls linearly to 0 over this last fraction of the run (optim.cooldown_factor)

    def __post_init__(self) -> None:
        if self.batch_tokens < 1 or self.warmup < 1 or self.lr_scale <= 0:
            raise ValueError("batch_tokens and warmup must be positive and lr_scale greater than 0")
        if not 0.0 <= self.label_smoothing < 1.0:
            raise ValueError(f"label_smoothing must lie in [0, 1), got {self.label_smoothing}")
        if not 0.0 <= self.cooldown <= 1.0:
            raise ValueError(f"cooldown must be a fraction of the run in [0, 1], got {self.cooldown}")


class SeededDropout(nn.Module):
    """Dropout (§5.4) whose masks come from the trainer's own torch.Generator, not torch's global one."""

    def __init__(self, p: float, generator: torch.Generator) -> None:
        super().__init__()
        self.p, self.generator = p, generator

    def forward(self, x: Tensor) -> Tensor:
        if not self.training or self.p == 0.0:
            return x
        keep = torch.rand(x.shape, generator=self.generator, device=x.device, dtype=x.dtype) >= self.p
        return x * keep.to(x.dtype).mul_(1.0 / (1.0 - self.p))  # one pass over x, not two

    def extra_repr(self) -> str:
        return f"p={self.p}"


_INIT_LOCK = threading.Lock()


def seeded_model(config: TransformerConfig, seed: int) -> Transformer:
    """A freshly initialised model that depends only on `seed`; torch's global RNG is left as it was."""
    with _INIT_LOCK, torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        return Transformer(config)


def use_generator_for_dropout(model: nn.Module, generator: torch.Generator) -> None:
    """Swap every nn.Dropout of `model` for a SeededDropout drawing from `generator`."""
    for parent in list(model.modules()):
        for name, child in list(parent.named_children()):
            if isinstance(child, nn.Dropout):
                setattr(parent, name, SeededDropout(child.p, generator))


def target_pieces(data: Iterable[EncodedPair], tokenizer: Tokenizer, pad_id: int) -> list[int]:
    """Every piece a target of `data` uses, with </s>, <unk> and padding: what the decoder ever has to emit."""
    pieces = {tokenizer.eos_id, tokenizer.unk_id, pad_id}
    for _, target in data:
        pieces.update(target)
    return sorted(pieces)


def restrict_output(model: Transformer, pieces: Sequence[int], unk_id: int) -> tuple[Tensor, Tensor]:
    """Make the softmax (§3.4) cover only `pieces`, the pieces the training targets use.

    A joint vocabulary (§5.1) holds both languages' pieces, but the decoder only ever emits the target
    language's. Every other piece gets the pre-softmax bias UNREACHABLE_BIAS, so the full (V-way) softmax gives
    it probability 0.0: the model keeps the paper's shapes and tied matrix, and every page reads it as before.
    Training passes the returned ids to the model (`output_ids`) and computes the logits and the loss over
    those K pieces only, the same numbers without the (B, T, V - K) logits that are always 0 after the softmax:
    with en-de-everyday's 6000 pieces, K is about 3000 and a float32 step 1.1-1.2× faster (bench/train_step.py).
    The unused biases get no gradient, so Adam leaves them where they are. Returns (ids (K,), index (V,)): index
    maps a piece to its place among the ids; a piece outside them (in no target) to <unk>'s place.
    """
    vocab = model.generator.proj.out_features
    unique = sorted(set(pieces))
    ids = torch.tensor(unique, dtype=torch.long)
    if not unique or unique[0] < 0 or unique[-1] >= vocab or unk_id not in unique:
        raise ValueError(f"output pieces must be ids below {vocab} and include <unk> ({unk_id})")
    outside = torch.ones(vocab, dtype=torch.bool)
    outside[ids] = False
    with torch.no_grad():
        model.generator.proj.bias[outside] = UNREACHABLE_BIAS
    index = torch.full((vocab,), unique.index(unk_id), dtype=torch.long)
    index[ids] = torch.arange(ids.numel())
    return ids.to(model.device), index.to(model.device)


def _unwrap(model: nn.Module) -> Transformer:
    return model.module if isinstance(model, nn.parallel.DistributedDataParallel) else model


class Trainer:
    """One training run: model, Adam, schedule, data stream and randomness, stepped by the caller."""

    def __init__(
        self,
        config: TransformerConfig,
        tokenizer: Tokenizer,
        train: Sequence[Pair],
        valid: Sequence[Pair] = (),
        options: TrainOptions | None = None,
        device: str | torch.device = "cpu",
        rank: int = 0,
        world_size: int = 1,
        snapshot_pair: Pair | None = None,
    ) -> None:
        if not train:
            raise ValueError("no training pairs")
        self.config, self.tokenizer, self.options = config, tokenizer, options or TrainOptions()
        self.device, self.rank, self.world_size = torch.device(device), rank, world_size
        self.train_pairs, self.valid_pairs = list(train), list(valid)
        self.snapshot_pair = snapshot_pair or (self.valid_pairs or self.train_pairs)[0]
        seed = self.options.seed
        self.generator = torch.Generator(device=self.device).manual_seed(seed * 1_000_003 + rank)
        self.model = seeded_model(config, seed).to(self.device)
        use_generator_for_dropout(self.model, self.generator)
        self.net: nn.Module = self.model
        if world_size > 1:  # every rank starts from the same seeded weights; DDP averages the gradients
            self.net = nn.parallel.DistributedDataParallel(self.model, broadcast_buffers=False)
        self.optimizer = make_adam(self.model, config.d_model, self.options.warmup, self.options.lr_scale)
        self.train_data = self.encode(self.train_pairs)
        self.valid_data = self.encode(self.valid_pairs)
        self.output_ids = self.output_index = None  # (K,) pieces the softmax covers and (V,) each piece's place in it
        self._softmax_pad = config.pad_id  # padding's place among the softmax's pieces
        if self.options.target_softmax:
            pieces = target_pieces(itertools.chain(self.train_data, self.valid_data), tokenizer, config.pad_id)
            self.output_ids, self.output_index = restrict_output(self.model, pieces, tokenizer.unk_id)
            self._softmax_pad = pieces.index(config.pad_id)
        lengths = [pair_length(p) for p in self.train_data]
        self.stream = BatchStream(lengths, self.options.batch_tokens, seed, min_size=world_size)
        self.step_count = 0
        self.progress = 0.0  # the part of the planned run done (steps or time), set by the caller for --cooldown
        self.tokens_seen = 0  # source + target tokens, all ranks together
        self.train_seconds = 0.0  # time spent in step(), summed over resumed runs
        self._stop = threading.Event()

    # --- data ---
    def encode(self, pairs: Sequence[Pair]) -> list[EncodedPair]:
        """Sentence pairs -> (source ids, target ids) in the project's sequence format (decoding.py)."""
        out = []
        for src, tgt in pairs:
            src_ids, _, tgt_out = encode_pair(self.tokenizer, src, tgt)
            out.append((src_ids or [self.tokenizer.unk_id], tgt_out[:-1]))
        return out

    def _batch(self, data: Sequence[EncodedPair], indices: Sequence[int]):
        tok = self.tokenizer
        b = make_batch([data[i] for i in indices], tok.bos_id, tok.eos_id, self.config.pad_id)
        return b, b.src.to(self.device), b.tgt_in.to(self.device), b.tgt_out.to(self.device)

    def _softmax_targets(self, tgt_out: Tensor) -> tuple[Tensor, int]:
        """The targets as places in the softmax's pieces, and padding's place (unchanged without --target-softmax)."""
        if self.output_index is None:
            return tgt_out, self._softmax_pad
        return self.output_index[tgt_out], self._softmax_pad

    # --- training ---
    def lr(self, step: int | None = None) -> float:
        """The §5.3 rate at `step` (default: the next step), times the cool-down's factor at `self.progress`."""
        o = self.options
        rate = noam_lr(self.step_count + 1 if step is None else step, self.config.d_model, o.warmup, o.lr_scale)
        return rate * cooldown_factor(self.progress, o.cooldown)

    def step(self) -> dict[str, float]:
        """One Adam step on the next batch (this rank's share of it); returns what it measured."""
        start = time.perf_counter()
        indices = next(self.stream)[self.rank :: self.world_size]
        batch, src, tgt_in, tgt_out = self._batch(self.train_data, indices)
        lr = self.lr()
        set_lr(self.optimizer, lr)
        self.net.train()
        with torch.autocast(self.device.type, dtype=torch.bfloat16, enabled=self.options.bf16):
            logits, _ = self.net(src, tgt_in, output_ids=self.output_ids)  # (B, T, vocab) or (B, T, K)
        tgt_out, pad_id = self._softmax_targets(tgt_out)
        loss, nll, n = label_smoothed_loss(logits, tgt_out, self.options.label_smoothing, pad_id)
        self.optimizer.zero_grad(set_to_none=True)
        loss.backward()
        self.optimizer.step()
        self.step_count += 1
        with torch.no_grad():
            keep = tgt_out != pad_id
            accuracy = float(((logits.argmax(-1) == tgt_out) & keep).sum() / n.clamp_min(1))
        tokens = batch.n_tokens * self.world_size  # ranks hold about equal shares
        self.tokens_seen += tokens
        seconds = time.perf_counter() - start
        self.train_seconds += seconds
        return {
            "step": self.step_count,
            "loss": float(loss.detach()),
            "nll": float(nll.detach()),
            "lr": lr,
            "tokens": tokens,
            "accuracy": accuracy,
            "seconds": seconds,
            "epoch": self.stream.epoch,
        }

    def stop(self) -> None:
        """Ask the loop to stop (safe to call from another thread or a signal handler)."""
        self._stop.set()

    @property
    def stopped(self) -> bool:
        return self._stop.is_set()

    def run(
        self, steps: int, callback: Callable[[dict], None] | None = None, every: int = 0
    ) -> dict[str, float] | None:
        """Step until `steps` steps are done or stop() is called; every `every` steps the callback gets
        the step record plus "eval" (evaluate()) and "snapshot" (snapshot()). Returns the last record."""
        record = None
        while self.step_count < steps and not self.stopped:
            record = self.step()
            if every and (record["step"] % every == 0 or record["step"] == steps):
                record = {**record, "eval": self.evaluate(), "snapshot": self.snapshot()}
            if callback is not None:
                callback(record)
        return record

    # --- measuring ---
    @torch.no_grad()
    def evaluate(self, pairs: Sequence[Pair] | None = None, max_pairs: int = 1000) -> dict[str, float]:
        """Loss, perplexity, token and sequence accuracy on held-out pairs (default: the validation set).

        Accuracies are teacher-forced: each position predicts its token from the reference prefix. A
        sentence counts as correct when every position's argmax is right, which is exactly when greedy
        decoding (decoding.translate_batch) would output the reference: by induction its prefix is the
        reference's at every step.
        """
        data = (self.valid_data if pairs is None else self.encode(pairs))[:max_pairs]
        if not data:
            return {}
        model = self.model
        was_training = model.training
        model.eval()
        loss_sum = nll_sum = 0.0
        tokens = correct = sentences = 0
        order = sorted(range(len(data)), key=lambda i: pair_length(data[i]))
        size = max(1, self.options.batch_tokens // max(pair_length(data[order[-1]]), 1))
        for start in range(0, len(order), size):
            _, src, tgt_in, tgt_out = self._batch(data, order[start : start + size])
            logits, _ = model(src, tgt_in, output_ids=self.output_ids)
            tgt_out, pad_id = self._softmax_targets(tgt_out)
            loss, nll, n = label_smoothed_loss(logits, tgt_out, self.options.label_smoothing, pad_id)
            keep = tgt_out != pad_id
            right = (logits.argmax(-1) == tgt_out) & keep  # (B, T)
            loss_sum += float(loss) * int(n)
            nll_sum += float(nll) * int(n)
            tokens += int(n)
            correct += int(right.sum())
            sentences += int((right | ~keep).all(-1).sum())
        model.train(was_training)
        return {
            "loss": loss_sum / tokens,
            "perplexity": math.exp(nll_sum / tokens),
            "token_accuracy": correct / tokens,
            "sequence_accuracy": sentences / len(data),
            "pairs": len(data),
            "step": self.step_count,
        }

    @torch.no_grad()
    def snapshot(self, pair: Pair | None = None) -> Trace:
        """Every attention map of the model on one pair (teacher-forced on its reference), without batch axis."""
        src_text, tgt_text = pair or self.snapshot_pair
        tok = self.tokenizer
        src_ids, tgt_in, _ = encode_pair(tok, src_text, tgt_text)
        src_ids = src_ids or [tok.unk_id]
        model = self.model
        was_training = model.training
        model.eval()
        _, trace = model(torch.tensor([src_ids], device=self.device), torch.tensor([tgt_in], device=self.device),
                         need_weights=True)  # fmt: skip
        model.train(was_training)
        one = trace[0]
        one.src_tokens, one.tgt_tokens = tok.pieces(src_ids), tok.pieces(tgt_in)
        one.src_words, one.src_word_ids = tok.word_ids(src_ids)
        one.tgt_words, one.tgt_word_ids = tok.word_ids(tgt_in)
        one.source_text = src_text
        one.extras = {"step": self.step_count, "reference": tgt_text}
        return one

    # --- checkpoints ---
    def _rng_states(self) -> list[Tensor]:
        """The dropout generator state of every rank (a collective call under DDP)."""
        state = self.generator.get_state()
        if self.world_size == 1:
            return [state]
        here = state.to(self.device)
        gathered = [torch.empty_like(here) for _ in range(self.world_size)]
        dist.all_gather(gathered, here)
        return [g.cpu() for g in gathered]

    def checkpoint_bytes(self, extra: dict | None = None) -> bytes:
        """Everything needed to continue exactly, as one safetensors file (all ranks must call it)."""
        tensors: dict[str, Tensor] = {}
        tied = tied_names(self.model)
        for name, t in self.model.state_dict().items():
            if name not in tied:
                tensors[f"model/{name}"] = t.detach().cpu().contiguous()
        opt = self.optimizer.state_dict()
        scalars: dict[str, dict] = {}
        for index, state in opt["state"].items():
            for key, value in state.items():
                if isinstance(value, Tensor):
                    tensors[f"optim/{index}/{key}"] = value.detach().cpu().contiguous()
                else:
                    scalars.setdefault(str(index), {})[key] = value
        for r, state in enumerate(self._rng_states()):
            tensors[f"rng/dropout/{r}"] = state
        meta = {
            "step": self.step_count,
            "data": self.stream.state_dict(),
            "tokens_seen": self.tokens_seen,
            "train_seconds": self.train_seconds,
            "world_size": self.world_size,
            "options": asdict(self.options),
            "config": self.config.to_dict(),
            "optim_groups": [{k: v for k, v in g.items()} for g in opt["param_groups"]],
            "optim_scalars": scalars,
            **(extra or {}),
        }
        return st_save(tensors, metadata={"trainer": json.dumps(meta)})

    def load_checkpoint(self, data: bytes) -> dict:
        """Restore weights, Adam, step, data position and dropout RNG from checkpoint_bytes(); returns its JSON."""
        tensors, meta = read_checkpoint(data)
        if meta["config"] != self.config.to_dict():
            raise ModelFileError("checkpoint was made for a different model config")
        load_weights(self.model, {k[len("model/") :]: v for k, v in tensors.items() if k.startswith("model/")})
        state: dict[int, dict] = {}
        for key, t in tensors.items():
            if key.startswith("optim/"):
                _, index, name = key.split("/", 2)
                state.setdefault(int(index), {})[name] = t.to(self.device)
        for index, values in meta["optim_scalars"].items():
            state.setdefault(int(index), {}).update(values)
        groups = [dict(g, betas=tuple(g["betas"])) for g in meta["optim_groups"]]
        self.optimizer.load_state_dict({"state": state, "param_groups": groups})
        self.step_count = int(meta["step"])
        self.tokens_seen = int(meta["tokens_seen"])
        self.train_seconds = float(meta["train_seconds"])
        self.stream.load_state_dict(meta["data"])
        rng = tensors.get(f"rng/dropout/{self.rank}")
        if rng is not None and int(meta["world_size"]) == self.world_size:
            self.generator.set_state(rng)
        else:  # another number of ranks: carry on with fresh but still seeded dropout masks
            self.generator.manual_seed(self.options.seed * 1_000_003 + self.rank + 7919 * self.step_count)
        return meta


def read_checkpoint(data: bytes) -> tuple[dict[str, Tensor], dict]:
    """Parse checkpoint bytes -> (tensors, the trainer's JSON state); a clear error when unreadable."""
    try:
        tensors = st_load(data)
        header_len = int.from_bytes(data[:8], "little")
        header = json.loads(data[8 : 8 + header_len])
        meta = json.loads(header["__metadata__"]["trainer"])
    except (SafetensorError, ValueError, KeyError, TypeError) as exc:
        raise ModelFileError(f"not a training checkpoint (truncated or corrupted?): {exc}") from None
    return tensors, meta


# --- data sources ---
def task_pairs(task: str, n_train: int = 10000, n_valid: int = 500, seed: int = 0) -> tuple[list[Pair], list[Pair]]:
    """Train and validation pairs of an algorithmic task; no validation source occurs in training."""
    train = make_task(task, n_train, seed=seed)
    seen = {s for s, _ in train}
    valid = [p for p in make_task(task, 4 * n_valid + 100, seed=seed + 1) if p[0] not in seen][:n_valid]
    return train, valid


def train_tokenizer(pairs: Sequence[Pair], vocab_size: int, model_type: str = "bpe") -> Tokenizer:
    """One joint sentencepiece vocabulary for source and target: byte-pair encoding, as §5.1."""
    return Tokenizer.train([s for s, _ in pairs] + [t for _, t in pairs], vocab_size, model_type=model_type)


def small_config(tokenizer: Tokenizer, **sizes) -> TransformerConfig:
    """A TransformerConfig for `tokenizer`'s vocabulary with the given sizes (PyTorch's argument names)."""
    return TransformerConfig(src_vocab_size=tokenizer.vocab_size, tgt_vocab_size=tokenizer.vocab_size, **sizes)


@dataclass
class Dataset:
    """What a run trains on, plus the held-out splits its model card reports."""

    train: list[Pair]
    valid: list[Pair]
    tests: dict[str, list[Example]]  # name -> examples with gold alignments (for AER) where known
    about: dict = field(default_factory=dict)  # for the card: --data's file, line counts and an example source
    aligned_words: AlignedWords | None = None  # a grammar's training alignments, written beside the model


HELD_OUT_NAME = "held-out"  # --data's test split; not "valid", which names the teacher-forced metrics
FEW_HELD_OUT = 20  # fewer held-out pairs than this: the card says the numbers mean little


WITH_SHARE = 0.05  # --with-share's default: the part of the training pairs the hand-written ones make up


def mix_in(generated: Sequence[Pair], written: Sequence[Pair], share: float) -> tuple[list[Pair], int]:
    """`generated` followed by every pair of `written` k times, k chosen so that the copies make up about `share`
    of the result (each pair at least once). Where the copies stand does not matter: a run draws its batches by
    length in a shuffled order (batching.length_batches), so a run stopped by its clock sees them evenly spread.
    Returns (pairs, k)."""
    if not 0.0 < share < 1.0:
        raise ValueError(f"the hand-written pairs' share must lie between 0 and 1, got {share}")
    if not written:
        return list(generated), 0
    k = max(1, round(share * len(generated) / ((1.0 - share) * len(written))))
    return [*generated, *(list(written) * k)], k


def read_written(paths: Sequence[str]) -> tuple[list[Pair], list[dict]]:
    """Hand-written `english<TAB>german[<TAB>topic]` files (`#` comments skipped) as one list of pairs, both sides
    cleaned as every model's input is (transformer.text.clean_text), with each file's name and count for the card."""
    pairs: list[Pair] = []
    files = []
    for path in paths:
        these = [(clean_text(s), clean_text(t)) for s, t in read_pairs(path)]
        pairs += these
        files.append({"file": Path(path).name, "pairs": len(these)})
    return pairs, files


def load_dataset(
    task: str | None,
    data: str | None,
    n_train: int | None,
    seed: int = 0,
    count_aligned: bool = False,
    with_pairs: Sequence[str] = (),
    with_share: float = WITH_SHARE,
) -> Dataset:
    """`--task` or `--data` -> Dataset; a malformed TSV raises DataError naming the line. `count_aligned`: also the
    aligned-words table of a grammar's training pairs (about a minute for 1.6 M everyday pairs), which only the run
    that writes a new model directory needs. `with_pairs`: hand-written pair files mixed into a task's generated
    training pairs as `with_share` of them (mix_in); the splits the card measures stay generated, and the
    aligned-words table counts the generated pairs' alignments only (the hand-written ones have none) and keeps the
    hand-written pairs, whose German it then does not check (AlignedWords.written)."""
    dataset = _load_dataset(task, data, n_train, seed, count_aligned)
    if with_pairs:
        if data is not None:
            raise DataError("--with-pairs mixes hand-written pairs into a --task's generated ones; with --data, "
                            "put all of your pairs in the one file")  # fmt: skip
        written, files = read_written(with_pairs)
        dataset.train, repeats = mix_in(dataset.train, written, with_share)
        if dataset.aligned_words is not None:  # their German is not checked against the grammar's alignments
            dataset.aligned_words = replace(dataset.aligned_words, written=dict(written))
        dataset.about = {**dataset.about, "with_pairs": files, "with_share": with_share, "with_repeats": repeats}
    return dataset


def _load_dataset(task: str | None, data: str | None, n_train: int | None, seed: int, count_aligned: bool) -> Dataset:
    if data is not None:
        pairs = read_pairs(data)
        order = list(range(len(pairs)))
        import random

        random.Random(seed).shuffle(order)
        n_valid = min(500, max(1, len(pairs) // 20)) if len(pairs) > 1 else 0  # one line: nothing held out
        valid = [pairs[i] for i in order[:n_valid]]
        train = [pairs[i] for i in sorted(order[n_valid:])][:n_train]
        tests = {HELD_OUT_NAME: [Example(s, t, (), "tsv") for s, t in valid]} if valid else {}
        about = {"data": str(data), "data_pairs": len(pairs), "held_out": n_valid, "example": pairs[order[0]][0]}
        return Dataset(train, valid, tests, about)
    if task == "en-de-toy":
        return _grammar_dataset(task, make_splits(seed=0, n_train=n_train or 20000), count_aligned)
    if task == "en-de-everyday":
        from .data.everyday import make_splits as everyday_splits

        return _grammar_dataset(task, everyday_splits(seed=0, n_train=n_train or 200000), count_aligned)
    if task in TASKS:
        train, valid = task_pairs(task, n_train or 10000, 500, seed=0)
        test = task_pairs(task, 0, 500, seed=100)[1]
        test = [p for p in test if p[0] not in {s for s, _ in train}]
        tests = {"test": [Example(s, t, task_alignment(task, s, t), task) for s, t in test]}
        return Dataset(train, valid, tests)
    raise ValueError(f"unknown task {task!r}; expected en-de-toy, en-de-everyday or one of {', '.join(TASKS)}")


def _grammar_dataset(task: str, splits: dict[str, list[Example]], count_aligned: bool) -> Dataset:
    """A generated grammar's splits as a Dataset, with the aligned-words table of its training pairs if asked."""
    pairs = {k: [(e.src, e.tgt) for e in splits[k]] for k in ("train", "valid")}
    tests = {k: splits[k] for k in ("test", "compositional")}
    table = aligned_words.for_task(task, splits["train"]) if count_aligned else None
    return Dataset(pairs["train"], pairs["valid"], tests, aligned_words=table)


# --- the command ---
TASK_DEFAULTS = {  # vocabulary size per data source
    "en-de-toy": 600,  # BPE merges every word of the toy lexicon into one piece; unknown words fall to letters
    "en-de-everyday": 4000,  # see transformer/data/everyday: keeps the frequent words of both sides in one piece
    "copy": 32,
    "reverse": 32,
    "sort": 32,
    None: 8000,
}


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m transformer.train",
        description="Train a Transformer with the recipe of §5 of 'Attention Is All You Need'; write a model dir.",
    )
    src = p.add_mutually_exclusive_group()
    src.add_argument("--task", choices=["en-de-toy", "en-de-everyday", *TASKS], help="a generated data set")
    src.add_argument("--data", help="your own sentence pairs: a UTF-8 file of source<TAB>target lines")
    p.add_argument(
        "--with-pairs",
        nargs="+",
        default=[],
        metavar="FILE",
        help="hand-written source<TAB>target files mixed into --task's generated training pairs",
    )
    p.add_argument(
        "--with-share",
        type=float,
        default=WITH_SHARE,
        metavar="F",
        help=f"the part of the training pairs the --with-pairs copies make up (default {WITH_SHARE})",
    )
    p.add_argument("--out", help="model directory to write (must not exist yet unless --resume)")
    p.add_argument("--resume", metavar="DIR", help="continue the run in DIR exactly where its checkpoint left off")
    m = p.add_argument_group("model (torch.nn.Transformer's names)")
    m.add_argument("--d-model", type=int, default=128)
    m.add_argument("--nhead", type=int, default=8)
    m.add_argument("--num-encoder-layers", type=int, default=2)
    m.add_argument("--num-decoder-layers", type=int, default=2)
    m.add_argument("--dim-feedforward", type=int, default=None, help="default: 4 × d_model, as in the paper")
    m.add_argument("--dropout", type=float, default=0.1)
    m.add_argument("--norm-first", action="store_true", help="pre-LN instead of the paper's post-LN")
    m.add_argument("--positional", choices=["sinusoidal", "learned"], default="sinusoidal")
    m.add_argument("--max-len", type=int, default=128, help="longest sequence the positional table covers")
    m.add_argument("--vocab-size", type=int, default=None, help="sentencepiece vocabulary (default by task)")
    m.add_argument(
        "--tokenizer", choices=("bpe", "unigram"), default="bpe", help="sentencepiece model type (§5.1: byte-pair)"
    )
    t = p.add_argument_group("training (§5)")
    t.add_argument("--steps", type=int, default=None, help="stop after this many steps")
    t.add_argument("--minutes", type=float, default=None, help="stop after this much training time")
    t.add_argument("--batch-tokens", type=int, default=2048)
    t.add_argument("--warmup", type=int, default=4000)
    t.add_argument("--lr-scale", type=float, default=1.0)
    t.add_argument("--cooldown", type=float, default=0.0, metavar="F",
                   help="not in the paper: over the last fraction F of --steps or --minutes the rate falls "
                   "linearly to 0, so a run cut off by its budget ends with settled weights (0: the paper's "
                   "schedule)")  # fmt: skip
    t.add_argument("--label-smoothing", type=float, default=0.1)
    t.add_argument("--seed", type=int, default=0)
    t.add_argument("--bf16", action="store_true",
                   help="mixed precision: matmuls in bfloat16; weights, Adam, the loss and every evaluation stay "
                   "float32. Faster where the CPU's bfloat16 matmuls are: about 2x with AMX, 1.6x on the AVX-512-BF16 "
                   "EPYC of 2026-11-30 (no AMX), but 0.75x on the AVX-512-BF16 CPU of 2026-11-27: measure first with "
                   "python bench/train_step.py")  # fmt: skip
    t.add_argument("--target-softmax", action="store_true",
                   help="the softmax covers only the pieces the training targets use (the German half of a joint "
                   "vocabulary); every other piece gets a pre-softmax bias of -10^4, probability 0. 1.1-1.2x "
                   "faster float32 steps with en-de-everyday's 6000 pieces")  # fmt: skip
    t.add_argument("--train-size", type=int, default=None, help="use only this many training pairs")
    t.add_argument("--eval-every", type=int, default=500, help="validate every N steps (0: never)")
    t.add_argument("--save-every", type=int, default=500, help="checkpoint every N steps (0: only at the end)")
    t.add_argument("--average-last", type=int, default=1, metavar="N",
                   help="ship the mean of the last N saved weights (§6.1 averages 5; 1: none)")  # fmt: skip
    t.add_argument("--threads", type=int, default=None, help="torch CPU threads (default: torch's choice)")
    t.add_argument("--device", default=None, help="cpu or cuda (default: cuda when available)")
    t.add_argument("--fp16-weights", action="store_true", help="ship: fp16 weights, no resume checkpoint at the end")
    t.add_argument("--quiet", action="store_true", help="no progress bar")
    return p


RESUMABLE = ("steps", "minutes", "eval_every", "save_every", "threads", "device", "fp16_weights", "quiet")


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.resume:
        ckpt = Path(args.resume) / CHECKPOINT
        if not ckpt.is_file():
            parser.error(f"--resume: no {CHECKPOINT} in {args.resume}")
        _, meta = read_checkpoint(ckpt.read_bytes())
        given = {k: v for k, v in vars(args).items() if k in RESUMABLE and v != parser.get_default(k)}
        args = argparse.Namespace(**{**meta["args"], **given, "resume": args.resume, "out": args.resume})
    else:
        if not args.task and not args.data:
            parser.error("give --task or --data (or --resume DIR)")
        if not args.out:
            parser.error("give --out DIR")
        out = Path(args.out)
        if out.exists() and (not out.is_dir() or any(out.iterdir())):
            parser.error(f"--out {out} exists and is not empty; pick another directory or --resume it")
    if args.steps is None and args.minutes is None:
        parser.error("give --steps or --minutes")
    args.average_last = getattr(args, "average_last", 1)  # a run started before the option existed: none
    if args.average_last < 1:
        parser.error("--average-last must be 1 or more")
    if getattr(args, "with_pairs", None) and not 0.0 < args.with_share < 1.0:
        parser.error("--with-share must be a fraction of the training pairs between 0 and 1")
    if not 0.0 <= getattr(args, "cooldown", 0.0) <= 1.0:
        parser.error("--cooldown must be a fraction of the run between 0 and 1")
    return args


def distributed_setup(device: str | None) -> tuple[int, int, torch.device]:
    """(rank, world size, device); under torchrun, joins the process group (gloo on CPU, nccl on CUDA)."""
    world = int(os.environ.get("WORLD_SIZE", "1"))
    cuda = torch.cuda.is_available() if device is None else device.startswith("cuda")
    if world <= 1:
        return 0, 1, torch.device(device or ("cuda" if cuda else "cpu"))
    local = int(os.environ.get("LOCAL_RANK", "0"))
    if cuda:
        torch.cuda.set_device(local)
    dist.init_process_group("nccl" if cuda else "gloo")
    return dist.get_rank(), world, torch.device(f"cuda:{local}" if cuda else "cpu")


def _any_rank(flag: bool, world: int, device: torch.device) -> bool:
    """True on every rank when `flag` is true on any rank, so that all ranks stop at the same step."""
    if world == 1:
        return flag
    t = torch.tensor([float(flag)], device=device)
    dist.all_reduce(t, op=dist.ReduceOp.MAX)
    return bool(t.item())


class RunWriter:
    """Writes a run's files on rank 0: the first save builds <out> aside and renames it into place."""

    def __init__(
        self, out: Path, tokenizer: Tokenizer, config: TransformerConfig, words: AlignedWords | None = None
    ) -> None:
        self.out, self.tokenizer, self.config, self.words = out, tokenizer, config, words

    def save(self, trainer: Trainer, ckpt: bytes, card: dict, dtype: torch.dtype | None) -> None:
        fresh = not (self.out / CHECKPOINT).is_file()
        target = self.out
        if fresh:
            self.out.parent.mkdir(parents=True, exist_ok=True)
            target = Path(tempfile.mkdtemp(prefix=f".{self.out.name}.", dir=self.out.parent))
            target.chmod(0o755)
        try:
            if fresh:
                self.tokenizer.save(target / TOKENIZER)
                write_json(target / CONFIG, self.config.to_dict())
                if self.words is not None:  # what the pages check translations against (words left out)
                    self.words.save(target / aligned_words.FILE)
            atomic_write_bytes(target / WEIGHTS, weights_bytes(trainer.model, dtype))
            write_json(target / "card.json", card)
            atomic_write_bytes(target / CHECKPOINT, ckpt)  # last: a resumable checkpoint means a complete directory
            if fresh:
                os.replace(target, self.out)  # replaces an empty directory too
        except BaseException:
            if fresh:
                shutil.rmtree(target, ignore_errors=True)
            raise

    def keep_weights(self, trainer: Trainer, newest: int) -> None:
        """For --average-last: the weights alone (fp32) as averaged/step-NNNNNNN.safetensors, the newest kept."""
        folder = self.out / AVERAGED
        folder.mkdir(exist_ok=True)
        atomic_write_bytes(folder / f"step-{trainer.step_count:07d}.safetensors", weights_bytes(trainer.model))
        for old in sorted(folder.glob("step-*.safetensors"))[:-newest]:
            old.unlink()


def average_weights(states: Sequence[dict[str, Tensor]]) -> dict[str, Tensor]:
    """§6.1: the element-wise mean of several checkpoints' weights (all with the same names and shapes)."""
    if not states or any(s.keys() != states[0].keys() for s in states):
        raise ValueError("averaging needs at least one checkpoint, all with the same weights")
    return {name: torch.stack([s[name].float() for s in states]).mean(0) for name in states[0]}


def load_weights(model: nn.Module, state: dict[str, Tensor]) -> None:
    """Copy `state` (tied copies dropped, as weights_bytes writes it) into `model` in place."""
    expected = model.state_dict()
    missing = set(expected) - set(state) - tied_names(model)
    if missing or set(state) - set(expected):
        raise ModelFileError(f"checkpoint weights do not match the model (missing {sorted(missing)[:3]})")
    with torch.no_grad():
        for name, t in state.items():
            expected[name].copy_(t)


def _command_line(argv: Sequence[str] | None) -> str:
    args = list(sys.argv[1:] if argv is None else argv)
    prefix = (
        "torchrun --nproc_per_node=" + os.environ["WORLD_SIZE"] + " -m" if "WORLD_SIZE" in os.environ else "python -m"
    )
    return f"{prefix} transformer.train {shlex.join(args)}"


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.threads:
        torch.set_num_threads(args.threads)
    rank, world, device = distributed_setup(args.device)
    out = Path(args.out)
    try:
        return _train(args, argv, out, rank, world, device)
    except DataError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    finally:
        if world > 1 and dist.is_initialized():
            dist.destroy_process_group()


def _train(args, argv, out: Path, rank: int, world: int, device: torch.device) -> int:
    started = time.perf_counter()  # the whole command: generating the data and the tokenizer count too
    # DataError before any file; the aligned-words table only where it is written: a fresh run's rank 0 (RunWriter)
    fresh = not args.resume and rank == 0
    with_pairs = getattr(args, "with_pairs", [])  # a run started before the option existed: none
    dataset = load_dataset(args.task, args.data, args.train_size, args.seed, fresh, with_pairs,
                           getattr(args, "with_share", WITH_SHARE))  # fmt: skip
    dataset.about = {"task": args.task or "custom", **dataset.about}  # the app reads "task" and "example"
    if args.resume:
        tokenizer = Tokenizer.load(out / TOKENIZER)
        config = TransformerConfig.load(out / CONFIG)
    else:
        vocab = args.vocab_size or TASK_DEFAULTS.get(args.task, TASK_DEFAULTS[None])
        tokenizer = train_tokenizer(dataset.train, vocab, args.tokenizer)
        config = small_config(
            tokenizer,
            d_model=args.d_model,
            nhead=args.nhead,
            num_encoder_layers=args.num_encoder_layers,
            num_decoder_layers=args.num_decoder_layers,
            dim_feedforward=args.dim_feedforward or 4 * args.d_model,
            dropout=args.dropout,
            norm_first=args.norm_first,
            positional=args.positional,
            max_len=args.max_len,
        )
    if args.data:
        _check_lengths(args.data, dataset, tokenizer, config.max_len)  # DataError before any file, not mid-run
    bf16 = getattr(args, "bf16", False)  # a run started before the option existed: float32
    target_softmax = getattr(args, "target_softmax", False)  # a run started before the option existed: full softmax
    cooldown = getattr(args, "cooldown", 0.0)  # a run started before the option existed: the paper's schedule
    options = TrainOptions(
        args.batch_tokens, args.warmup, args.lr_scale, args.label_smoothing, args.seed, bf16, target_softmax, cooldown
    )
    trainer = Trainer(config, tokenizer, dataset.train, dataset.valid, options, device, rank, world)
    history: list[dict] = []
    commands = [_command_line(argv)]
    wall_before = 0.0
    if args.resume:
        meta = trainer.load_checkpoint((out / CHECKPOINT).read_bytes())
        history, commands = meta.get("history", []), meta.get("commands", []) + commands
        wall_before = float(meta.get("wall_seconds", 0.0))

    def wall() -> float:
        return round(wall_before + time.perf_counter() - started, 1)

    stored_args = {k: v for k, v in vars(args).items() if k not in ("resume",)}
    writer = RunWriter(out, tokenizer, config, dataset.aligned_words) if rank == 0 else None
    dtype = torch.float16 if args.fp16_weights else None
    average_last = args.average_last

    def save() -> None:
        extra = {"args": stored_args, "history": history, "commands": commands, "wall_seconds": wall()}
        ckpt = trainer.checkpoint_bytes(extra)  # collective under DDP
        if writer is not None:
            writer.save(trainer, ckpt, _card(trainer, commands, history, dataset, wall(), final=False), dtype)
            if average_last > 1:
                writer.keep_weights(trainer, average_last)

    previous = {}
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(ValueError):  # not the main thread
            previous[sig] = signal.signal(sig, lambda *_: trainer.stop())
    try:
        _loop(trainer, args, history, save, rank, world, device)
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    interrupted = trainer.stopped
    save()
    if rank == 0:
        if interrupted:
            print(f"stopped at step {trainer.step_count}; continue with: python -m transformer.train --resume {out}")
        else:
            _finish(trainer, out, commands, history, dataset, wall, dtype, args.fp16_weights, average_last)
    return 0


def _check_lengths(data: str, dataset: Dataset, tokenizer: Tokenizer, max_len: int) -> None:
    """Every --data pair must fit the positional table (§3.5): its source pieces, and <s> + its target pieces."""
    pairs = dataset.train + dataset.valid
    long = [s for s, t in pairs if max(len(tokenizer.encode(s)), len(tokenizer.encode(t)) + 1) > max_len]
    if long:
        raise DataError(
            f"{data}: {len(long)} sentence pair(s) longer than --max-len {max_len} pieces, e.g. the one starting "
            f"{long[0][:40]!r}; raise --max-len or shorten them"
        )


def _loop(trainer: Trainer, args, history: list[dict], save, rank: int, world: int, device) -> None:
    from tqdm import tqdm

    budget = None if args.minutes is None else args.minutes * 60.0
    steps = args.steps
    by_time = steps is None
    total = round(budget) if by_time else steps
    done = round(trainer.train_seconds) if by_time else trainer.step_count
    bar = tqdm(total=total, initial=min(done, total), unit="s" if by_time else "step",
               disable=rank != 0 or args.quiet, dynamic_ncols=True, smoothing=0.1)  # fmt: skip
    window_tokens, window_start = 0, time.perf_counter()
    while True:
        finished = (steps is not None and trainer.step_count >= steps) or (
            budget is not None and trainer.train_seconds >= budget
        )
        if _any_rank(finished or trainer.stopped, world, device):
            break
        trainer.progress = max(  # the run ends at whichever of its limits comes first
            trainer.step_count / steps if steps else 0.0, trainer.train_seconds / budget if budget else 0.0
        )
        record = trainer.step()
        window_tokens += record["tokens"]
        elapsed = time.perf_counter() - window_start
        bar.update(min(round(trainer.train_seconds), total) - bar.n if by_time else 1)
        bar.set_postfix(
            step=trainer.step_count,
            loss=f"{record['loss']:.3f}",
            lr=f"{record['lr']:.2e}",
            tok_s=f"{window_tokens / elapsed:.0f}",
        )
        if elapsed > 30:
            window_tokens, window_start = 0, time.perf_counter()
        step = trainer.step_count
        if rank == 0 and args.eval_every and step % args.eval_every == 0 and trainer.valid_data:
            ev = trainer.evaluate()
            history.append({"step": step, "train_loss": record["loss"], **{f"valid_{k}": v for k, v in ev.items()}})
            bar.write(f"step {step}: valid loss {ev['loss']:.3f}, token acc {ev['token_accuracy']:.3f}, "
                      f"sequence acc {ev['sequence_accuracy']:.3f}")  # fmt: skip
        if args.save_every and step % args.save_every == 0:
            save()
    bar.close()


def _card(trainer: Trainer, commands, history, dataset, wall: float, final: bool, metrics: dict | None = None) -> dict:
    cfg = trainer.config
    return {
        "status": "finished" if final else "training",
        "commands": commands,
        "date": datetime.date.today().isoformat(),
        "steps": trainer.step_count,
        "epochs": trainer.stream.epoch + trainer.stream.index / max(len(trainer.stream._batches), 1),
        "train_seconds": round(trainer.train_seconds, 1),  # inside step(): forward, backward, Adam
        "wall_seconds": wall,  # the whole command(s): data, tokenizer, training, validation, saving
        "tokens_seen": trainer.tokens_seen,
        "tokens_per_second": round(trainer.tokens_seen / max(trainer.train_seconds, 1e-9)),
        "machine": _machine(),
        "parameters": trainer.model.parameter_counts()["total"],
        "train_pairs": len(dataset.train),
        "vocab_size": trainer.tokenizer.vocab_size,
        "softmax_pieces": trainer.tokenizer.vocab_size if trainer.output_ids is None else len(trainer.output_ids),
        "options": asdict(trainer.options),
        "config": cfg.to_dict(),
        "history": history,
        "metrics": metrics or {},
        **dataset.about,
    }


def _softmax_rows(card: dict) -> list[str]:
    """The card's softmax row when --target-softmax restricted it (cards before the option have none)."""
    k, v = card.get("softmax_pieces"), card["vocab_size"]
    if k is None or k == v:
        return []
    return [f"| softmax | over the {k:,} pieces the training targets use (`--target-softmax`); the other {v - k:,} "
            "have a pre-softmax bias of −10⁴, probability 0 |"]  # fmt: skip


def _machine() -> str:
    return f"{os.cpu_count()} CPU cores, {torch.get_num_threads()} torch threads, torch {torch.__version__}"


def final_metrics(trainer: Trainer, dataset: Dataset) -> dict:
    """Greedy BLEU / chrF / exact match on every held-out split, and per-head AER where alignments exist."""
    from .evaluate import evaluate_examples, head_aer

    model, tok = trainer.model.eval(), trainer.tokenizer
    metrics: dict = {"valid": trainer.evaluate()}
    for name, examples in dataset.tests.items():
        if name in metrics:
            raise ValueError(f"test split {name!r} would overwrite the {name!r} metrics")
        if not examples:
            continue
        scores = evaluate_examples(model, tok, examples)
        if examples and examples[0].alignment:
            scores["cross_attention_aer"] = head_aer(model, tok, examples)
        metrics[name] = scores
    return metrics


def _finish(trainer, out: Path, commands, history, dataset: Dataset, wall, dtype, drop_checkpoint: bool,
            average_last: int = 1) -> None:  # fmt: skip
    averaged = None
    if average_last > 1:
        kept = sorted((out / AVERAGED).glob("step-*.safetensors"))[-average_last:]
        last = final_metrics(trainer, dataset)  # the last checkpoint alone, for the card
        load_weights(trainer.model, average_weights([st_load(p.read_bytes()) for p in kept]))
        averaged = {"steps": [int(p.stem.split("-")[1]) for p in kept], "last_checkpoint_metrics": last}
    metrics = final_metrics(trainer, dataset)
    card = _card(trainer, commands, history, dataset, wall(), final=True, metrics=metrics)
    if averaged:
        card["averaged"] = averaged
    text = model_card(out.name, card)  # before writing: a failure leaves the resumable "training" state
    if averaged or drop_checkpoint:  # the shipped weights: averaged and/or cast
        atomic_write_bytes(out / WEIGHTS, weights_bytes(trainer.model, dtype))
    atomic_write_bytes(out / "README.md", text.encode("utf-8"))
    write_json(out / "card.json", card)
    if drop_checkpoint:
        (out / CHECKPOINT).unlink(missing_ok=True)
    print(json.dumps({k: v for k, v in metrics.items()}, default=_short, indent=1)[:2000])


def _short(x):
    return str(x)


def _layer_head(row: dict) -> tuple[int, int]:
    return row["layer"], row["head"]


def _held_out_lines(card: dict) -> list[str]:
    """For --data: how many of the user's lines were held out (never trained on) and measured here."""
    if "held_out" not in card:
        return []
    n, total, name = card["held_out"], card["data_pairs"], Path(card["data"]).name
    if n == 0:
        text = (f"Nothing was held out: {name} has only {total} sentence pair, so nothing below is measured on "
                "unseen lines. Add lines to get held-out numbers.")  # fmt: skip
    else:
        text = (f"Held out: {n} of the {total} sentence pairs in {name} (one in 20, at least 1, at most 500), "
                "drawn with --seed and never trained on; every number below is measured on them.")  # fmt: skip
        if n < FEW_HELD_OUT:
            text += f" With only {n} held-out pair{'s' if n > 1 else ''}, the numbers say little."
    return [text, ""]


def _written_rows(card: dict) -> list[str]:
    """The hand-written pairs mixed into the generated ones (--with-pairs), when there were any."""
    files = card.get("with_pairs")
    if not files:
        return []
    n, k = sum(f["pairs"] for f in files), card["with_repeats"]
    names = ", ".join(f"`{f['file']}` ({f['pairs']:,})" for f in files)
    return [f"| hand-written pairs | {n:,}, each {k} {'time' if k == 1 else 'times'} among the training pairs "
            f"(`--with-pairs`, `--with-share {card['with_share']:g}`): {names} |"]  # fmt: skip


def _averaged_rows(card: dict) -> list[str]:
    steps = card.get("averaged", {}).get("steps")
    if not steps:
        return []
    return [f"| weights | the mean of the last {len(steps)} checkpoints (steps {', '.join(f'{s:,}' for s in steps)}), "
            "as in §6.1 |"]  # fmt: skip


def _schedule_rows(card: dict) -> list[str]:
    """The learning rate, when the run cooled it down (--cooldown): the paper's schedule is otherwise implied."""
    o = card.get("options", {})
    if not o.get("cooldown"):
        return []
    return [f"| learning rate | eq. (3) of §5.3 (warmup {o['warmup']:,}, × {o['lr_scale']:g}), falling linearly to 0 "
            f"over the last {100 * o['cooldown']:g} % of the run (`--cooldown`, not in the paper) |"]  # fmt: skip


def _last_checkpoint_lines(card: dict) -> list[str]:
    """What the last checkpoint alone measured, beside the averaged weights' rows above."""
    last = card.get("averaged", {}).get("last_checkpoint_metrics", {})
    parts = [
        f"{split} BLEU {m['bleu']:.1f} / exact {m['exact_match']:.1f}"
        for split, m in last.items()
        if split != "valid" and "bleu" in m
    ]
    if not parts:
        return []
    step = f"{card['steps']:,}"
    return ["", f"These are the averaged weights. The last checkpoint alone (step {step}): {'; '.join(parts)}."]


def model_card(name: str, card: dict) -> str:
    """The model card in prose: how it was made and what it measured."""
    cfg = card["config"]
    lines = [
        f"# {name}",
        "",
        f"A Transformer (§3 of *Attention Is All You Need*) trained from scratch on {card['date']} with this "
        "project's own training command:",
        "",
        "```",
        *card["commands"],
        "```",
        "",
        "| | |",
        "|---|---|",
        f"| d_model / heads / d_ff | {cfg['d_model']} / {cfg['nhead']} / {cfg['dim_feedforward']} |",
        f"| layers (encoder + decoder) | {cfg['num_encoder_layers']} + {cfg['num_decoder_layers']} |",
        f"| norm | {'pre-LN' if cfg['norm_first'] else 'post-LN (the paper)'}, {cfg['positional']} positions |",
        f"| parameters | {card['parameters']:,} |",
        f"| vocabulary | {card['vocab_size']} sentencepiece pieces, shared by source and target |",
        *_softmax_rows(card),
        f"| training pairs | {card['train_pairs']:,} |",
        *_written_rows(card),
        f"| steps / epochs | {card['steps']:,} / {card['epochs']:.1f} |",
        f"| training time | {card['train_seconds'] / 60:.1f} min in training steps, "
        f"{card['wall_seconds'] / 60:.1f} min for the whole command ({card['machine']}) |",
        f"| throughput | {card['tokens_per_second']:,} source + target tokens/s |",
        *_schedule_rows(card),
        *_averaged_rows(card),
        "",
        "## Measured",
        "",
        "Greedy decoding; BLEU and chrF from sacreBLEU, exact match in %. Token and sequence accuracy are "
        "teacher-forced on the validation set (a sequence is right when greedy decoding reproduces it).",
        "",
        *_held_out_lines(card),
    ]
    metrics = card["metrics"]
    rows = [
        f"| {split} | {m['bleu']:.1f} | {m['chrf']:.1f} | {m['exact_match']:.1f} | {m['n']} |"
        for split, m in metrics.items()
        if split != "valid" and "bleu" in m
    ]
    if rows:
        lines += ["| split | BLEU | chrF | exact match | n |", "|---|---|---|---|---|", *rows]
        lines += _last_checkpoint_lines(card)
    v = metrics.get("valid", {})
    if "token_accuracy" in v:
        lines += [
            "",
            f"Validation: token accuracy {100 * v['token_accuracy']:.1f}%, sequence accuracy "
            f"{100 * v['sequence_accuracy']:.1f}%, perplexity {v['perplexity']:.2f}.",
        ]
    for split, m in metrics.items():
        rows = m.get("cross_attention_aer") if isinstance(m, dict) else None
        if rows:
            lines += [
                "",
                f"## Cross-attention heads against gold word alignments ({split} split)",
                "",
                "Alignment error rate of each encoder-decoder attention head (Och & Ney, 2003; lower is better), "
                f"teacher-forced on {rows[0]['sentences']} references, each target word aligned to the source word "
                "it attends to most. Layers and heads are numbered from 1, as in the app (card.json counts from 0).",
                "",
                "| layer | head | AER |",
                "|---|---|---|",
                *[
                    f"| {r['layer'] + 1} | {r['head'] + 1} | {r['aer']:.3f} |"
                    for r in sorted(rows, key=lambda r: (r["layer"], r["head"]))
                ],
            ]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
