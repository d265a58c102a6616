"""Static checks over the code base: nothing is unpickled, no user text can reach raw HTML.

Files are loaded only as safetensors, JSON and sentencepiece protobufs; a pickle can run code. Pages render
user text through Markdown with `common.md_escape` or as plotly labels escaped by `viz.plotly_text`; raw
HTML (`st.html`) is allowed only for constant strings. Each checker is also run on a planted violation, so
these tests can fail.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted(
    p for p in ROOT.rglob("*.py") if not {"tests", ".git", ".venv", "venv", "build"} & set(p.relative_to(ROOT).parts)
)
PAGES = [ROOT / "app.py", *sorted((ROOT / "pages").glob("*.py"))]

UNPICKLING = re.compile(
    r"torch\.load\s*\(|torch\.jit\.load|weights_only\s*=\s*False|\bimport\s+(c?pickle|dill|joblib|shelve|marshal)\b"
    r"|\bfrom\s+(c?pickle|dill|joblib|shelve|marshal)\b|\bpickle\.|allow_pickle\s*=\s*True|pd\.read_pickle"
)


def unpickling_lines(text: str) -> list[str]:
    """Lines of code (comments aside) that load a pickle or can."""
    return [line.strip() for line in text.splitlines() if UNPICKLING.search(line.split("#", 1)[0])]


def raw_html_calls(source: str) -> list[str]:
    """Calls that can put non-constant text into raw HTML: unsafe_allow_html, components, st.html(not a constant)."""
    tree = ast.parse(source)
    constants = {  # module-level NAME = "string"
        t.id
        for node in tree.body
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
        for t in node.targets
        if isinstance(t, ast.Name)
    }
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names] + [getattr(node, "module", None) or ""]
            if any("streamlit.components" in n or n == "components" for n in names):
                found.append(f"line {node.lineno}: streamlit components (raw HTML/JS)")
        if not isinstance(node, ast.Call):
            continue
        for kw in node.keywords:
            if kw.arg == "unsafe_allow_html":
                found.append(f"line {node.lineno}: unsafe_allow_html")
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr == "html":
            arg = node.args[0] if node.args else None
            constant = (isinstance(arg, ast.Constant) and isinstance(arg.value, str)) or (
                isinstance(arg, ast.Name) and arg.id in constants
            )
            if not constant:
                found.append(f"line {node.lineno}: .html() with a value that is not a constant string")
    return found


def test_the_scan_covers_the_code_base():
    names = {p.relative_to(ROOT).as_posix() for p in SOURCES}
    expected = {"app.py", "pages/common/presenter.py", "pages/common/models.py", "transformer/checkpoint.py"}
    assert expected | {"transformer/train.py"} <= names


def test_nothing_is_unpickled_outside_the_tests():
    found = {p.relative_to(ROOT).as_posix(): hits for p in SOURCES if (hits := unpickling_lines(p.read_text("utf-8")))}
    assert not found, found


@pytest.mark.parametrize(
    "line",
    ["state = torch.load(path)", "torch.load(p, weights_only=False)", "import pickle", "from dill import loads",
     "np.load(f, allow_pickle=True)", "x = pickle.loads(b)"],
)  # fmt: skip
def test_the_unpickling_scan_catches_a_planted_line(line):
    assert unpickling_lines(f"a = 1\n{line}\n") == [line]
    assert unpickling_lines(f"# {line}\n") == []  # a comment is not code


def test_no_page_can_render_non_constant_html():
    found = {p.relative_to(ROOT).as_posix(): hits for p in PAGES if (hits := raw_html_calls(p.read_text("utf-8")))}
    assert not found, found


def test_the_html_scan_catches_planted_calls():
    planted = (
        'CSS = "<style></style>"\n'
        "st.html(CSS)\n"  # a constant: allowed
        'st.html("<b>fixed</b>")\n'  # allowed
        "st.html(f'<b>{name}</b>')\n"
        "st.markdown(text, unsafe_allow_html=True)\n"
        "import streamlit.components.v1 as components\n"
    )
    found = raw_html_calls(planted)
    assert sorted(int(f.split(":")[0].removeprefix("line ")) for f in found) == [4, 5, 6], found
