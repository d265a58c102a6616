"""Reading and writing tab-separated sentence pairs (Tatoeba/ManyThings style)."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable
from pathlib import Path

__all__ = ["DataError", "read_pairs", "write_pairs"]


class DataError(ValueError):
    """A data file is malformed; the message names the file and, where known, the line."""


def _decode(path: Path, data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line_start = data.rfind(b"\n", 0, exc.start) + 1
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - line_start + 1
        raise DataError(
            f"{path}:{line}: not valid UTF-8 (byte {column} of the line, "
            f"byte offset {exc.start} in the file: {data[exc.start : exc.start + 1]!r})"
        ) from None


def read_pairs(path: str | os.PathLike[str]) -> list[tuple[str, str]]:
    """Read ``source<TAB>target[<TAB>ignored...]`` lines, skipping blanks and ``#`` comments."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise DataError(f"{path}: cannot read file: {exc.strerror or exc}") from exc
    text = _decode(path, data).removeprefix("\ufeff")
    pairs: list[tuple[str, str]] = []
    for number, line in enumerate(text.split("\n"), start=1):
        line = line.rstrip("\r")
        if not line.strip() or line.startswith("#"):
            continue
        columns = line.split("\t")
        if len(columns) < 2:
            raise DataError(f"{path}:{number}: no tab character; expected 'source<TAB>target'")
        source, target = columns[0].strip(), columns[1].strip()
        if not source:
            raise DataError(f"{path}:{number}: empty source sentence (column 1)")
        if not target:
            raise DataError(f"{path}:{number}: empty target sentence (column 2)")
        pairs.append((source, target))
    if not pairs:
        raise DataError(f"{path}: no sentence pairs found (expected 'source<TAB>target' lines)")
    return pairs


def write_pairs(path: str | os.PathLike[str], pairs: Iterable[tuple[str, str]]) -> None:
    """Write pairs as ``source<TAB>target`` lines atomically (temp file + ``os.replace``)."""
    path = Path(path)
    lines = []
    for number, (source, target) in enumerate(pairs, start=1):
        for name, value in (("source", source), ("target", target)):
            if not value.strip():
                raise DataError(f"{path}: pair {number}: empty {name} sentence")
            if any(c in value for c in "\t\r\n"):
                raise DataError(f"{path}: pair {number}: {name} contains a tab or line break")
        lines.append(f"{source.strip()}\t{target.strip()}\n")
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.writelines(lines)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
