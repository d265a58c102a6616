"""Tests for reading and writing tab-separated sentence pairs."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from transformer.data import DataError, read_pairs, write_pairs


def _write(tmp_path: Path, content: bytes, name: str = "pairs.tsv") -> Path:
    path = tmp_path / name
    path.write_bytes(content)
    return path


def test_reads_pairs_skipping_blanks_and_comments(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        b"# comment\nGo.\tGeh.\n\n   \nHi.\tHallo!\r\n#x\tignored\nI see.\tIch verstehe.\n",
    )
    assert read_pairs(path) == [("Go.", "Geh."), ("Hi.", "Hallo!"), ("I see.", "Ich verstehe.")]
    assert read_pairs(str(path)) == read_pairs(path)


def test_extra_columns_are_ignored(tmp_path: Path) -> None:
    line = "Wow!\tDonnerwetter!\tCC-BY 2.0 (France) Attribution: tatoeba.org #52027\n"
    assert read_pairs(_write(tmp_path, line.encode())) == [("Wow!", "Donnerwetter!")]


def test_bom_is_stripped(tmp_path: Path) -> None:
    path = _write(tmp_path, b"\xef\xbb\xbfHi.\tHallo.\n")
    assert read_pairs(path) == [("Hi.", "Hallo.")]


def test_fields_are_stripped_and_unicode_kept(tmp_path: Path) -> None:
    path = _write(tmp_path, " The big dog. \t Der große Hund. \n".encode())
    assert read_pairs(path) == [("The big dog.", "Der große Hund.")]


@pytest.mark.parametrize(
    ("content", "line", "what"),
    [
        (b"a\tb\nno tab here\n", 2, "no tab"),
        (b"# c\n\n\tHallo\n", 3, "empty source"),
        (b"a\tb\nc\td\nHi\t  \tattribution\n", 3, "empty target"),
    ],
)
def test_line_errors(tmp_path: Path, content: bytes, line: int, what: str) -> None:
    path = _write(tmp_path, content)
    with pytest.raises(DataError) as info:
        read_pairs(path)
    message = str(info.value)
    assert f"{path}:{line}:" in message
    assert what in message


def test_invalid_utf8_names_line_and_byte(tmp_path: Path) -> None:
    path = _write(tmp_path, b"a\tb\nxy\xff\tz\n")
    with pytest.raises(DataError, match="not valid UTF-8") as info:
        read_pairs(path)
    message = str(info.value)
    assert f"{path}:2:" in message
    assert "byte 3 of the line" in message
    assert "offset 6" in message


def test_empty_file_is_an_error(tmp_path: Path) -> None:
    for content in (b"", b"# only a comment\n\n"):
        path = _write(tmp_path, content)
        with pytest.raises(DataError, match="no sentence pairs") as info:
            read_pairs(path)
        assert str(path) in str(info.value)


def test_missing_file_is_a_data_error(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="missing.tsv"):
        read_pairs(tmp_path / "missing.tsv")


def test_data_error_is_a_value_error() -> None:
    assert issubclass(DataError, ValueError)


def test_write_then_read_round_trip(tmp_path: Path) -> None:
    pairs = [("The dog sees the cat.", "Der Hund sieht die Katze."), ("Hi!", "Grüß dich!")]
    path = tmp_path / "out.tsv"
    write_pairs(path, pairs)
    expected = "The dog sees the cat.\tDer Hund sieht die Katze.\nHi!\tGrüß dich!\n"
    assert path.read_text(encoding="utf-8") == expected
    assert read_pairs(path) == pairs
    assert os.listdir(tmp_path) == ["out.tsv"]  # no temporary file left behind


def test_write_is_atomic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "out.tsv"
    write_pairs(path, [("old", "alt")])
    replaced: list[tuple[str, str]] = []
    real_replace = os.replace

    def fake_replace(src: str, dst: str) -> None:
        replaced.append((str(src), str(dst)))
        assert Path(src).parent == tmp_path  # temp file in the same directory
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", fake_replace)
    with pytest.raises(OSError, match="disk full"):
        write_pairs(path, [("new", "neu")])
    monkeypatch.setattr(os, "replace", real_replace)
    assert replaced and replaced[0][1] == str(path)
    assert read_pairs(path) == [("old", "alt")]  # the old file is untouched
    assert os.listdir(tmp_path) == ["out.tsv"]  # the temporary file was removed


@pytest.mark.parametrize("pair", [("a\tb", "c"), ("a", "line\nbreak"), ("", "x"), ("x", " ")])
def test_write_rejects_unrepresentable_pairs(tmp_path: Path, pair: tuple[str, str]) -> None:
    path = tmp_path / "out.tsv"
    with pytest.raises(DataError, match="pair 1"):
        write_pairs(path, [pair])
    assert not path.exists()
