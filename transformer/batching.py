"""Batches of sentence pairs of similar length, §5.1: "batched together by approximate sequence length".

Every batch holds about `batch_tokens` tokens per side, counting padding: examples are sorted by length
(ties broken at random), cut into batches whose (examples × longest length) stays within the budget,
and the batches are shuffled. Each epoch's order comes from `random.Random(seed, epoch)` alone, so the
position in the data is just (epoch, batch index): that is all a checkpoint needs to continue exactly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

import torch
from torch import Tensor

EncodedPair = tuple[list[int], list[int]]  # (source ids, target ids y), neither with <s> or </s> (decoding.py)


@dataclass
class Batch:
    """One padded batch: source, shifted-right decoder input and the tokens it must predict."""

    src: Tensor  # (B, S) source ids, padded
    tgt_in: Tensor  # (B, T) <s> y_1 ... y_n, padded (the decoder input, "shifted right", §3.1)
    tgt_out: Tensor  # (B, T) y_1 ... y_n </s>, padded (what each position predicts)

    @property
    def n_tokens(self) -> int:
        """Source plus target tokens that are not padding (the paper counts both, §5.1)."""
        return int((self.src != 0).sum() + (self.tgt_out != 0).sum())


def pair_length(pair: EncodedPair) -> int:
    """The length a pair occupies in a batch: the longer of its source and its target + 1."""
    return max(len(pair[0]), len(pair[1]) + 1)


def length_batches(
    lengths: Sequence[int], batch_tokens: int, seed: int = 0, epoch: int = 0, min_size: int = 1
) -> list[list[int]]:
    """Indices grouped into batches of similar length within a token budget, in a shuffled order.

    A batch never has fewer than `min_size` examples (so each of `min_size` data-parallel ranks gets one),
    even if that exceeds the budget; a lone example longer than the budget forms its own batch.
    """
    if batch_tokens < 1 or min_size < 1:
        raise ValueError(f"batch_tokens and min_size must be positive, got {batch_tokens} and {min_size}")
    if len(lengths) < min_size:
        raise ValueError(f"{len(lengths)} examples cannot fill a batch of {min_size}")
    rng = random.Random(seed * 1_000_003 + epoch)
    order = sorted(range(len(lengths)), key=lambda i: (lengths[i], rng.random()))
    batches: list[list[int]] = []
    current: list[int] = []
    longest = 0
    for i in order:
        grown = max(longest, lengths[i])
        if len(current) >= min_size and grown * (len(current) + 1) > batch_tokens:
            batches.append(current)
            current, grown = [], lengths[i]
        current.append(i)
        longest = grown
    if len(current) >= min_size or not batches:
        batches.append(current)
    else:
        batches[-1].extend(current)  # too few left over for every rank: join the last (longest) batch
    rng.shuffle(batches)
    return batches


def pad(seqs: Sequence[Sequence[int]], pad_id: int = 0) -> Tensor:
    """Right-pad id lists into a (B, longest) tensor."""
    out = torch.full((len(seqs), max(len(s) for s in seqs)), pad_id, dtype=torch.long)
    for row, s in enumerate(seqs):
        out[row, : len(s)] = torch.tensor(s, dtype=torch.long)
    return out


def make_batch(pairs: Sequence[EncodedPair], bos_id: int, eos_id: int, pad_id: int = 0) -> Batch:
    """Pad encoded pairs into a Batch: tgt_in = <s> + y, tgt_out = y + </s>."""
    return Batch(
        src=pad([s for s, _ in pairs], pad_id),
        tgt_in=pad([[bos_id, *t] for _, t in pairs], pad_id),
        tgt_out=pad([[*t, eos_id] for _, t in pairs], pad_id),
    )


class BatchStream:
    """An endless, reproducible stream of length-bucketed batches (as index lists), epoch after epoch."""

    def __init__(self, lengths: Sequence[int], batch_tokens: int, seed: int = 0, min_size: int = 1) -> None:
        self.lengths, self.batch_tokens, self.seed, self.min_size = list(lengths), batch_tokens, seed, min_size
        self.epoch, self.index = 0, 0
        self._batches = self._epoch_batches()

    def _epoch_batches(self) -> list[list[int]]:
        return length_batches(self.lengths, self.batch_tokens, self.seed, self.epoch, self.min_size)

    def __next__(self) -> list[int]:
        if self.index >= len(self._batches):
            self.epoch, self.index = self.epoch + 1, 0
            self._batches = self._epoch_batches()
        batch = self._batches[self.index]
        self.index += 1
        return batch

    def __iter__(self) -> BatchStream:
        return self

    def state_dict(self) -> dict[str, int]:
        return {"epoch": self.epoch, "index": self.index}

    def load_state_dict(self, state: dict[str, int]) -> None:
        self.epoch, self.index = int(state["epoch"]), int(state["index"])
        self._batches = self._epoch_batches()
