"""`python -m transformer.train`: bad data, crash safety (SIGKILL, SIGINT) and exact continuation with --resume."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import torch

from transformer.checkpoint import load_model_dir, read_json
from transformer.train import CHECKPOINT, load_dataset, main, mix_in, read_checkpoint

ROOT = Path(__file__).resolve().parents[1]
TINY = ["--d-model", "16", "--nhead", "2", "--num-encoder-layers", "1", "--num-decoder-layers", "1",
        "--max-len", "32", "--batch-tokens", "128", "--warmup", "20", "--train-size", "200", "--eval-every", "0",
        "--quiet"]  # fmt: skip


@pytest.fixture(autouse=True)
def restore_threads():
    before = torch.get_num_threads()
    yield
    torch.set_num_threads(before)


def checkpoint_step(out: Path) -> int:
    return read_checkpoint((out / CHECKPOINT).read_bytes())[1]["step"]


def start(out: Path, *extra: str) -> subprocess.Popen:
    env = {**os.environ, "OMP_NUM_THREADS": "1", "PYTHONPATH": str(ROOT)}
    cmd = [sys.executable, "-m", "transformer.train", "--task", "reverse", *TINY, "--threads", "1",
           "--steps", "100000", "--save-every", "4", "--out", str(out), *extra]  # fmt: skip
    return subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def wait_for_checkpoint(proc: subprocess.Popen, out: Path, timeout: float = 90.0) -> None:
    deadline = time.monotonic() + timeout
    while not (out / CHECKPOINT).is_file():
        if proc.poll() is not None:
            pytest.fail(f"training exited early: {proc.communicate()[1][-2000:]}")
        if time.monotonic() > deadline:
            proc.kill()
            pytest.fail("no checkpoint appeared")
        time.sleep(0.05)


def test_bad_tsv_line_is_named_and_nothing_is_written(tmp_path, capsys):
    data = tmp_path / "pairs.tsv"
    data.write_text(
        "the dog\tder Hund\nthe cat\tdie Katze\na line without a tab\nthe man\tder Mann\n", encoding="utf-8"
    )
    out = tmp_path / "model"
    assert main(["--data", str(data), "--out", str(out), "--steps", "2", *TINY]) == 2
    err = capsys.readouterr().err
    assert "pairs.tsv:3:" in err and "tab" in err
    assert not out.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pairs.tsv"]


def test_a_crash_during_the_first_save_leaves_no_partial_model(tmp_path, monkeypatch):
    data = tmp_path / "pairs.tsv"
    data.write_text("".join(f"a{i} b\tb a{i}\n" for i in range(30)), encoding="utf-8")
    out = tmp_path / "model"

    def broken(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr("transformer.train.weights_bytes", broken)
    with pytest.raises(OSError, match="disk full"):
        main(["--data", str(data), "--out", str(out), "--steps", "2", "--vocab-size", "40", *TINY])
    assert not out.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pairs.tsv"]  # the half-built directory is gone


def test_out_must_not_hold_another_model(tmp_path):
    (tmp_path / "model").mkdir()
    (tmp_path / "model" / "config.json").write_text("{}")
    with pytest.raises(SystemExit):
        main(["--task", "reverse", "--out", str(tmp_path / "model"), "--steps", "2", *TINY])


def test_sigkill_leaves_a_loadable_checkpoint_and_resume_completes(tmp_path):
    out = tmp_path / "run"
    proc = start(out)
    wait_for_checkpoint(proc, out)
    time.sleep(0.3)  # let it train (and perhaps be in the middle of its next save)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    model, tokenizer, card = load_model_dir(out)  # the directory is a complete model whenever it exists
    assert card["status"] == "training" and tokenizer.vocab_size == model.config.src_vocab_size
    step = checkpoint_step(out)
    assert step >= 4 and step % 4 == 0
    assert not [p for p in tmp_path.iterdir() if p.name != "run"]  # no temporary leftovers beside it

    assert main(["--resume", str(out), "--steps", str(step + 4)]) == 0
    assert checkpoint_step(out) == step + 4
    card = read_json(out / "card.json")
    assert card["status"] == "finished" and card["steps"] == step + 4
    assert len(card["commands"]) == 2 and "--resume" in card["commands"][1]
    assert (
        "test" in card["metrics"] and (out / "README.md").read_text().count("| 1 | 2 |") == 1
    )  # layer 1, head 2 counted from 1 (card.json: 0, 1)
    load_model_dir(out)


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])  # Ctrl-C; kill, systemd
def test_sigint_saves_and_exits_cleanly(tmp_path, sig):
    out = tmp_path / "run"
    proc = start(out)
    wait_for_checkpoint(proc, out)
    time.sleep(0.2)
    proc.send_signal(sig)
    stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 0, stderr[-2000:]
    assert f"stopped at step {checkpoint_step(out)};" in stdout
    assert "--resume" in stdout
    load_model_dir(out)


def test_average_last_ships_the_mean_of_the_newest_saved_weights(tmp_path):
    """§6.1: the finished model is the element-wise mean of the last N checkpoints' weights."""
    from safetensors.torch import load_file

    from transformer.train import AVERAGED

    out = tmp_path / "run"
    args = ["--task", "reverse", "--out", str(out), "--steps", "7", "--save-every", "2", *TINY, "--threads", "1"]
    assert main([*args, "--average-last", "3"]) == 0
    kept = sorted(p.name for p in (out / AVERAGED).iterdir())
    assert kept == ["step-0000004.safetensors", "step-0000006.safetensors", "step-0000007.safetensors"]
    states = [load_file(out / AVERAGED / name) for name in kept]
    shipped = load_file(out / "model.safetensors")
    assert shipped.keys() == states[0].keys()
    for name, t in shipped.items():
        torch.testing.assert_close(t, (states[0][name] + states[1][name] + states[2][name]) / 3)
    assert any(not torch.equal(t, states[-1][name]) for name, t in shipped.items())  # not just the last weights
    card = read_json(out / "card.json")
    assert card["averaged"]["steps"] == [4, 6, 7] and card["steps"] == 7
    assert "test" in card["averaged"]["last_checkpoint_metrics"]
    text = (out / "README.md").read_text()
    assert "the mean of the last 3 checkpoints (steps 4, 6, 7), as in §6.1" in text
    assert "The last checkpoint alone (step 7): test BLEU" in text
    model, _, _ = load_model_dir(out)  # the averaged weights load as a model


def test_without_average_last_nothing_is_averaged(tmp_path):
    out = tmp_path / "run"
    assert main(["--task", "reverse", "--out", str(out), "--steps", "3", "--save-every", "2", *TINY]) == 0
    assert not (out / "averaged").exists() and "averaged" not in read_json(out / "card.json")
    with pytest.raises(SystemExit):
        main(["--task", "reverse", "--out", str(tmp_path / "x"), "--steps", "3", "--average-last", "0", *TINY])


def test_cooldown_scales_the_rate_of_the_last_steps_and_is_recorded(tmp_path, monkeypatch):
    """--cooldown 0.5 with --steps 4: steps 1-3 start at progress 0, 1/4, 2/4 (factor 1), step 4 at 3/4 (1/2)."""
    import transformer.train as train_module
    from transformer.optim import noam_lr

    rates: list[float] = []
    real_set_lr = train_module.set_lr
    monkeypatch.setattr(train_module, "set_lr", lambda opt, lr: (rates.append(lr), real_set_lr(opt, lr)))
    out = tmp_path / "run"
    assert main(["--task", "reverse", "--out", str(out), "--steps", "4", *TINY, "--cooldown", "0.5"]) == 0
    d_model, warmup = 16, 20
    expected = [noam_lr(s, d_model, warmup) * f for s, f in zip((1, 2, 3, 4), (1, 1, 1, 0.5), strict=True)]
    assert rates == pytest.approx(expected, rel=1e-12)
    assert read_json(out / "card.json")["options"]["cooldown"] == 0.5
    assert (
        "falling linearly to 0 over the last 50 % of the run (`--cooldown`, not in the paper)"
        in (out / "README.md").read_text()
    )
    for bad in ("-0.5", "1.5"):
        with pytest.raises(SystemExit):
            main(["--task", "reverse", "--out", str(tmp_path / bad), "--steps", "3", *TINY, "--cooldown", bad])


def test_bf16_is_recorded_and_kept_on_resume(tmp_path):
    out = tmp_path / "run"
    assert main(["--task", "reverse", "--out", str(out), "--steps", "3", "--save-every", "2", *TINY, "--bf16"]) == 0
    assert read_json(out / "card.json")["options"]["bf16"] is True
    assert main(["--resume", str(out), "--steps", "5"]) == 0
    card = read_json(out / "card.json")
    assert card["options"]["bf16"] is True and card["steps"] == 5
    plain = tmp_path / "plain"
    assert main(["--task", "reverse", "--out", str(plain), "--steps", "3", *TINY]) == 0
    assert read_json(plain / "card.json")["options"]["bf16"] is False
    assert read_json(plain / "card.json")["softmax_pieces"] == read_json(plain / "card.json")["vocab_size"]
    assert "| softmax |" not in (plain / "README.md").read_text()  # the full softmax of §3.4: no row


def test_target_softmax_is_recorded_kept_on_resume_and_shipped_as_a_full_softmax(tmp_path):
    from transformer import load_pretrained

    out = tmp_path / "run"
    args = ["--task", "reverse", "--out", str(out), "--steps", "3", "--save-every", "2", *TINY, "--target-softmax"]
    assert main(args) == 0
    assert read_json(out / "card.json")["options"]["target_softmax"] is True
    assert main(["--resume", str(out), "--steps", "5"]) == 0
    card = read_json(out / "card.json")
    assert card["options"]["target_softmax"] is True and card["steps"] == 5
    assert card["softmax_pieces"] < card["vocab_size"]
    assert f"over the {card['softmax_pieces']:,} pieces the training targets use" in (out / "README.md").read_text()
    model = load_pretrained(str(out)).model
    bias = model.generator.proj.bias
    assert bias.shape == (model.config.tgt_vocab_size,) and int((bias == -1e4).sum()) > 0  # the shipped shapes


def test_wall_time_counts_making_the_data(tmp_path, monkeypatch):
    """The card's wall_seconds is the whole command, data generation and tokenizer included, not only the steps."""
    import transformer.train as train

    real = train.load_dataset

    def slow(*args, **kwargs):
        time.sleep(1.0)
        return real(*args, **kwargs)

    monkeypatch.setattr(train, "load_dataset", slow)
    out = tmp_path / "run"
    assert main(["--task", "reverse", "--out", str(out), "--steps", "2", *TINY]) == 0
    card = read_json(out / "card.json")
    assert card["wall_seconds"] >= 1.0 + card["train_seconds"]


def test_mix_in_repeats_the_written_pairs_to_their_share():
    generated = [(f"g{i}", f"G{i}") for i in range(950)]
    written = [("w1", "W1"), ("w2", "W2"), ("w3", "W3"), ("w4", "W4"), ("w5", "W5")]
    pairs, k = mix_in(generated, written, 0.05)
    assert k == 10  # 50 copies among 1,000 pairs: 5 %
    assert pairs[:950] == generated and len(pairs) == 1000
    assert all(pairs.count(w) == 10 for w in written)
    assert mix_in(generated, written[:1] * 400, 0.05)[1] == 1  # more written pairs than the share: each once
    assert mix_in(generated, [], 0.05) == (generated, 0)
    with pytest.raises(ValueError, match="between 0 and 1"):
        mix_in(generated, written, 1.0)


def test_with_pairs_mixes_hand_written_pairs_into_the_task_and_the_card_says_so(tmp_path):
    written = tmp_path / "written.tsv"
    written.write_text("# a comment\nx  y\u200b z\tZ  Y X\ttopic\n", encoding="utf-8")
    dataset = load_dataset("reverse", None, 190, with_pairs=[str(written)], with_share=0.05)
    assert dataset.train.count(("x y z", "Z Y X")) == 10  # cleaned as model input is: one space, no zero-width
    assert len(dataset.train) == 200 and dataset.about["with_repeats"] == 10
    assert [(s, t) for s, t in dataset.valid if s == "x y z"] == []  # the measured splits stay generated
    out = tmp_path / "model"
    args = ["--task", "reverse", "--out", str(out), "--steps", "2", *TINY, "--with-pairs", str(written),
            "--with-share", "0.05"]  # fmt: skip
    assert main(args) == 0
    card = read_json(out / "card.json")
    assert card["with_pairs"] == [{"file": "written.tsv", "pairs": 1}] and card["with_repeats"] == 11  # 11 of 211
    assert card["train_pairs"] == 211
    assert "| hand-written pairs | 1, each 11 times among the training pairs" in (out / "README.md").read_text()


def test_with_pairs_refuses_data_files_and_a_share_outside_zero_to_one(tmp_path, capsys):
    written = tmp_path / "written.tsv"
    written.write_text("a b\tb a\n", encoding="utf-8")
    out = tmp_path / "model"
    assert main(["--data", str(written), "--with-pairs", str(written), "--out", str(out), "--steps", "1", *TINY]) == 2
    assert "--with-pairs mixes hand-written pairs into a --task" in capsys.readouterr().err and not out.exists()
    with pytest.raises(SystemExit):
        main(["--task", "reverse", "--with-pairs", str(written), "--with-share", "1.5", "--out", str(out),
              "--steps", "1", *TINY])  # fmt: skip
    assert "--with-share must be a fraction" in capsys.readouterr().err
    bad = tmp_path / "bad.tsv"
    bad.write_text("no tab here\n", encoding="utf-8")
    assert main(["--task", "reverse", "--with-pairs", str(bad), "--out", str(out), "--steps", "1", *TINY]) == 2
    assert "bad.tsv:1:" in capsys.readouterr().err and not out.exists()
