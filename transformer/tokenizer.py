"""Sub-word tokenizer: a joint sentencepiece vocabulary for source and target (§5.1, shared vocabulary)."""

from __future__ import annotations

import io
import os
import tempfile
from collections.abc import Iterable, Sequence
from pathlib import Path

import sentencepiece as spm

WORD_START = "\u2581"  # "▁": sentencepiece marks the first piece of every word with it
SPECIALS = {"pad": 0, "unk": 1, "bos": 2, "eos": 3}  # fixed ids; pad_id = 0 as in TransformerConfig


class TokenizerError(ValueError):
    """A tokenizer file that is missing or is not a sentencepiece model."""


class Tokenizer:
    """Sentencepiece pieces <-> ids, with a map from pieces back to the words they came from."""

    pad_id, unk_id, bos_id, eos_id = SPECIALS["pad"], SPECIALS["unk"], SPECIALS["bos"], SPECIALS["eos"]

    def __init__(self, model_proto: bytes) -> None:
        self.proto = bytes(model_proto)
        self.sp = spm.SentencePieceProcessor()
        try:
            self.sp.LoadFromSerializedProto(self.proto)
        except (RuntimeError, OSError) as exc:
            raise TokenizerError(f"not a sentencepiece model: {exc}") from None
        if self.sp.pad_id() != self.pad_id or self.sp.bos_id() != self.bos_id or self.sp.eos_id() != self.eos_id:
            raise TokenizerError("tokenizer must use pad=0, unk=1, bos=2, eos=3")

    @classmethod
    def train(
        cls, texts: Iterable[str], vocab_size: int, model_type: str = "unigram", character_coverage: float = 1.0
    ) -> Tokenizer:
        """Learn a joint vocabulary from source and target texts; deterministic for the same texts."""
        proto = io.BytesIO()
        spm.SentencePieceTrainer.train(
            sentence_iterator=iter(list(texts)),
            model_writer=proto,
            vocab_size=vocab_size,
            model_type=model_type,
            character_coverage=character_coverage,
            pad_id=0,
            unk_id=1,
            bos_id=2,
            eos_id=3,
            hard_vocab_limit=False,  # tiny corpora may have fewer pieces than asked for
            num_threads=1,
            shuffle_input_sentence=False,
            minloglevel=2,
        )
        return cls(proto.getvalue())

    @classmethod
    def load(cls, path: str | Path) -> Tokenizer:
        """Read a `tokenizer.model` file; a clear error names the file when it is missing or broken."""
        path = Path(path)
        if not path.is_file():
            raise TokenizerError(f"tokenizer file not found: {path}")
        try:
            return cls(path.read_bytes())
        except TokenizerError as exc:
            raise TokenizerError(f"{path}: {exc}") from None

    def save(self, path: str | Path) -> None:
        """Write the model atomically (a temporary file renamed into place)."""
        atomic_write_bytes(Path(path), self.proto)

    @property
    def vocab_size(self) -> int:
        return self.sp.get_piece_size()

    def encode(self, text: str) -> list[int]:
        """Text -> piece ids, without <s> or </s>."""
        return list(self.sp.encode(text, out_type=int))

    def decode(self, ids: Sequence[int]) -> str:
        """Piece ids -> text; special ids (pad, <s>, </s>) are dropped."""
        keep = [int(i) for i in ids if int(i) not in (self.pad_id, self.bos_id, self.eos_id)]
        return self.sp.decode(keep)

    def id_to_piece(self, i: int) -> str:
        return self.sp.id_to_piece(int(i))

    def pieces(self, ids: Sequence[int]) -> list[str]:
        return [self.id_to_piece(i) for i in ids]

    def is_special(self, i: int) -> bool:
        return int(i) in SPECIALS.values()

    def word_ids(self, ids: Sequence[int]) -> tuple[list[str], list[int]]:
        """Group pieces into words: (words, for each piece its word index or -1 for a special token).

        A word starts at every piece that begins with "▁"; other pieces continue the current word,
        so `weiß,` (pieces `▁weiß` and `,`) is one word, as `str.split()` would have it.
        """
        words: list[str] = []
        index: list[int] = []
        for i in ids:
            if self.is_special(i) and int(i) != self.unk_id:
                index.append(-1)
                continue
            piece = self.id_to_piece(i)
            text = "\u2047" if int(i) == self.unk_id else piece  # ⁇ for an unknown piece
            if piece.startswith(WORD_START) or not words:
                words.append(text.lstrip(WORD_START) if text != WORD_START else "")
            else:
                words[-1] += text
            index.append(len(words) - 1)
        return words, index


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write `data` to `path` so that a reader sees either the old file or the complete new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
