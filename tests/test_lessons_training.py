"""Training-lab lessons (§5.3, §5.4): the schedule, the smoothed target the loss really uses, a live run."""

from __future__ import annotations

import time

import pytest
import torch

from transformer.lessons import training as TL
from transformer.optim import label_smoothed_loss


def test_schedule_rises_linearly_peaks_at_warmup_then_decays_as_inverse_sqrt() -> None:
    frame = TL.schedule_frame(d_model=64, warmup=100, steps=400, scale=0.5)
    lr = frame.set_index("step")["learning rate"]
    assert lr.idxmax() == 100
    assert lr[100] == pytest.approx(0.5 * (64 * 100) ** -0.5)
    assert lr[50] == pytest.approx(lr[100] / 2)  # linear warm-up
    assert lr[400] == pytest.approx(lr[100] / 2)  # 1/√step: four times the steps, half the rate
    fig = TL.fig_schedule(frame, 100, current_step=30)
    assert fig.layout.xaxis.title.text == "training step"


@pytest.mark.parametrize("epsilon", [0.0, 0.1, 0.3])
def test_smoothed_target_is_the_distribution_the_loss_uses(epsilon: float) -> None:
    vocab, pad = 12, 0
    g = torch.Generator().manual_seed(0)
    logits = torch.randn(1, 3, vocab, generator=g)
    targets = torch.tensor([[5, 7, 2]])
    loss, _, _ = label_smoothed_loss(logits, targets, epsilon, pad)
    log_p = torch.log_softmax(logits.double(), -1)[0]
    manual = torch.stack(
        [-(TL.smoothed_target(vocab, int(y), epsilon, pad) * log_p[t]).sum() for t, y in enumerate(targets[0])]
    )
    assert float(loss) == pytest.approx(float(manual.mean()), rel=1e-5)
    q = TL.smoothed_target(vocab, 5, epsilon, pad)
    assert float(q.sum()) == pytest.approx(1.0)
    assert q[pad] == 0
    assert float(q[5]) == pytest.approx(1 - epsilon + epsilon / (vocab - 1))
    with pytest.raises(ValueError):
        TL.smoothed_target(vocab, pad, epsilon, pad)
    TL.fig_smoothing(q, [f"t{i}" for i in range(vocab)], 5, epsilon)


def test_the_loss_targets_one_minus_eps_plus_eps_over_k_as_the_intro_says() -> None:
    """Read the target back from the loss's gradient (∂H(q, p)/∂logits = p − q): not 1 − ε on the right token."""
    vocab, pad, eps, y = 9, 0, 0.1, 4
    logits = torch.randn(1, 1, vocab, generator=torch.Generator().manual_seed(1), requires_grad=True)
    loss, _, _ = label_smoothed_loss(logits, torch.tensor([[y]]), eps, pad)
    loss.backward()
    q = (torch.softmax(logits.detach(), -1) - logits.grad)[0, 0].double()
    k = vocab - 1  # every token but padding
    assert float(q[y]) == pytest.approx(1 - eps + eps / k, abs=1e-6)
    assert float(q[y]) != pytest.approx(1 - eps, abs=1e-3)
    others = [i for i in range(vocab) if i not in (y, pad)]
    assert q[others].tolist() == pytest.approx([eps / k] * len(others), abs=1e-6)
    assert float(q[pad]) == pytest.approx(0.0, abs=1e-6)


def tiny(task: str = "reverse") -> TL.Preset:
    return TL.Preset(task, n_train=300, n_valid=20, d_model=16, nhead=2, num_layers=1, dim_feedforward=32, warmup=10)


def test_a_session_trains_records_and_finishes() -> None:
    session = TL.TrainingSession(tiny(), steps=12, eval_every=5).start()
    session.join(60)
    state = session.state()
    assert state.status == "finished", state.error
    assert [r["step"] for r in state.records] == list(range(1, 13))
    assert [e["step"] for e in state.evals] == [0, 5, 10, 12]
    assert len(state.snapshots) == 4 and state.snapshots[-1].extras["step"] == 12
    assert state.snapshots[0].attention("cross").shape[:2] == (1, 2)
    assert state.vocab[:4] == ["<pad>", "<unk>", "<s>", "</s>"]
    train, evals = TL.curves_frames(state)
    assert len(train) == 12 and len(evals) == 4
    assert TL.describe(state)["step"] == 12
    TL.fig_curves(state)
    for kind in TL.ATTENTION_KINDS:
        TL.fig_snapshot(state.snapshots[-1], kind, 0, 1)
        assert TL.snapshot_frame(state.snapshots[-1], kind, 0, 1).to_numpy().sum(-1) == pytest.approx(
            [1.0] * len(TL.snapshot_frame(state.snapshots[-1], kind, 0, 1)), abs=1e-5
        )


def test_a_session_can_be_stopped_and_reports_errors() -> None:
    session = TL.TrainingSession(tiny("sort"), steps=100000, eval_every=1000).start()
    deadline = time.time() + 30
    while session.state().step < 3 and time.time() < deadline:
        time.sleep(0.05)
    session.stop()
    session.join(30)
    state = session.state()
    assert state.status == "stopped" and 3 <= state.step < 100000
    broken = TL.TrainingSession(TL.Preset("no-such-task"), steps=5).start()
    broken.join(30)
    assert broken.state().status == "failed" and "no-such-task" in broken.state().error


def test_alignment_scores_read_the_gold_source_word_of_each_target_word() -> None:
    from transformer.trace import Trace

    n = 3
    perfect = torch.zeros(1, 2, n + 1, n)  # (L, H, T = <s> + 3, S)
    for j in range(n):
        perfect[0, 0, j, n - 1 - j] = 1.0  # reverse: target word j comes from source word n-1-j
    perfect[0, 1] = 1.0 / n  # a head that looks everywhere
    perfect[0, :, n] = 1.0 / n  # the row after the last word predicts </s>
    trace = Trace(
        cross=perfect, batched=False, src_word_ids=[0, 1, 2], source_text="a b c", extras={"reference": "c b a"}
    )
    scores = TL.alignment_scores(trace, "reverse")
    assert scores[0].tolist() == pytest.approx([1.0, 1 / 3])
    assert TL.alignment_scores(trace, "en-de-toy") is None
    frame = TL.alignment_frame([trace], "reverse")
    assert frame["alignment"].tolist() == pytest.approx([1.0, 1 / 3])
    TL.fig_alignment(frame, "reverse")
