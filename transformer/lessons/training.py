"""Training, §5.3-§5.4: the warm-up schedule, label smoothing, and a live training run in a background
thread whose progress (loss, accuracy, attention snapshots) a page can poll without ever blocking.

One `TrainingSession` per user: it owns its thread and its `transformer.train.Trainer`; the page only
reads copies of what it recorded, under a lock. Given a `scheduler.TrainingScheduler`, the run first waits for
its turn and ends when its owner stops watching or its time is up (see `transformer.lessons.scheduler`).
"""

from __future__ import annotations

import os
import threading
import time
import traceback
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import pandas as pd
import plotly.graph_objects as go
import torch
from plotly.subplots import make_subplots

from ..optim import noam_lr
from ..trace import Trace
from .plots import heatmap, plot_text
from .scheduler import CANCELLED, STOPPED, Ticket, TrainingScheduler


@dataclass(frozen=True)
class Preset:
    """What the lab trains for one task: data size, model sizes and the §5.3 schedule."""

    task: str
    n_train: int = 5000
    n_valid: int = 200
    vocab_size: int = 32
    d_model: int = 64
    nhead: int = 4
    num_layers: int = 2
    dim_feedforward: int = 128
    dropout: float = 0.0  # tiny tasks learn faster without it; §5.4 uses 0.1 on the real data
    warmup: int = 150
    lr_scale: float = 0.5  # the §5.3 rate peaks at (d_model·warmup)^-0.5 ≈ 0.010 here; ×0.5 ≈ 5e-3
    batch_tokens: int = 1024
    steps: int = 1500
    max_len: int = 32


PRESETS = {
    # One layer each side is enough for copy and reverse (one cross-attention head can do the alignment)
    # and trains 1.6× faster per step: reverse reached 95% in about 25 s against 37 s with two layers.
    "reverse": Preset("reverse", num_layers=1),
    "copy": Preset("copy", num_layers=1, steps=800),
    "sort": Preset("sort"),
    "en-de-toy": Preset(
        "en-de-toy", n_train=4000, n_valid=200, vocab_size=400, dropout=0.1, steps=600, warmup=200, max_len=64
    ),
}
TARGET_ACCURACY = 0.95


# --- the schedule (§5.3) and label smoothing (§5.4) -----------------------------------------------------


def schedule_frame(d_model: int, warmup: int, steps: int, scale: float = 1.0) -> pd.DataFrame:
    """lrate at every step 1..steps from the project's own `noam_lr` (Equation 3)."""
    rows = [(s, noam_lr(s, d_model, warmup, scale)) for s in range(1, steps + 1)]
    return pd.DataFrame(rows, columns=["step", "learning rate"])


def fig_schedule(frame: pd.DataFrame, warmup: int, current_step: int | None = None) -> go.Figure:
    fig = go.Figure(go.Scatter(x=frame["step"], y=frame["learning rate"], mode="lines", name="lrate"))
    peak = frame["learning rate"].max()
    fig.add_vline(x=warmup, line_dash="dash", line_color="grey")
    fig.add_annotation(x=warmup, y=peak, text=f"warmup_steps = {warmup}", showarrow=False, yshift=12)
    if current_step:
        fig.add_vline(x=current_step, line_color="#d62728")
    fig.update_layout(
        title=dict(text="Learning rate: linear warm-up, then ∝ 1/√step", x=0.01),
        xaxis_title="training step",
        yaxis_title="learning rate",
        height=320,
    )
    return fig


def smoothed_target(vocab_size: int, target: int, epsilon: float, pad_id: int = 0) -> torch.Tensor:
    """(V,) the distribution the loss compares with (see optim.label_smoothed_loss).

    q(k) = (1 − ε)·[k = y] + ε / K for every k ≠ pad, with K = V − 1 tokens a target can be; q(pad) = 0.
    """
    if not 0 <= target < vocab_size or target == pad_id:
        raise ValueError("target must be a token id other than padding")
    q = torch.full((vocab_size,), epsilon / (vocab_size - 1), dtype=torch.float64)
    q[pad_id] = 0.0
    q[target] += 1.0 - epsilon
    return q


def fig_smoothing(q: torch.Tensor, labels: Sequence[str], target: int | str, epsilon: float) -> go.Figure:
    """Bars of q over the vocabulary (§5.4); the correct token, named in the title, is the red bar.

    `target` is a token id or the token itself; the bar is found by the token's position in `labels`, the same
    list whose entries the axis shows, so title, bar and axis label always name one token.
    """
    labels = list(labels)
    if len(labels) != len(q):
        raise ValueError(f"{len(labels)} labels for {len(q)} probabilities")
    index = labels.index(target) if isinstance(target, str) else int(target)
    if not 0 <= index < len(labels):
        raise ValueError(f"target {target!r} is not in the vocabulary")
    colours = ["#d62728" if i == index else "#1f77b4" for i in range(len(q))]
    few = len(q) <= 30  # values over every bar only while they fit; hover shows them always
    fig = go.Figure(
        go.Bar(
            x=[f"{i}: {plot_text(v)}" for i, v in enumerate(labels)],  # ids keep repeated display strings apart
            y=q.numpy(),
            marker_color=colours,
            text=[f"{v:.3f}" for v in q.tolist()] if few else None,
            textposition="outside" if few else None,
            cliponaxis=False,
            hovertemplate="%{x}: q = %{y:.4f}<extra></extra>",
        )
    )
    name = plot_text(labels[index])
    fig.update_layout(
        title=dict(text=f"Target distribution for one position: correct token “{name}”, ε_ls = {epsilon:g}", x=0.01),
        xaxis_title="vocabulary: id and token (red: the correct token)",
        yaxis_title="probability q(k)",
        xaxis_type="category",
        yaxis_range=[0, 1.12],
        height=360,
    )
    return fig


# --- the live run ------------------------------------------------------------------------------------------


@dataclass
class RunState:
    """A copy of what a TrainingSession has recorded so far (safe to read while it trains)."""

    status: str  # "queued", "setting up", "training", "stopped", "finished", "failed"
    task: str
    steps: int
    step: int = 0
    records: list[dict] = field(default_factory=list)  # one per training step
    evals: list[dict] = field(default_factory=list)  # every eval_every steps, on held-out pairs
    snapshots: list[Trace] = field(default_factory=list)  # attention on a fixed pair at each evaluation
    elapsed: float = 0.0  # seconds since start (setup included)
    time_to_target: float | None = None  # seconds until sequence accuracy first reached TARGET_ACCURACY
    step_at_target: int | None = None
    vocab: list[str] = field(default_factory=list)
    error: str | None = None
    stop_reason: str | None = None  # why it stopped early: scheduler.STOPPED, CANCELLED, TIME_LIMIT, ...
    place: int | None = None  # while queued: 1 = next to start
    wait_estimate: float | None = None  # while queued: seconds until it starts (scheduler.estimate_wait)

    @property
    def running(self) -> bool:
        """Not over yet: waiting for its turn, setting up or training."""
        return self.status in ("queued", "setting up", "training")


class TrainingSession:
    """Trains one preset in a daemon thread; `stop()` ends it at the next step (or takes it out of the queue)."""

    def __init__(self, preset: Preset, steps: int | None = None, eval_every: int = 50, seed: int = 0, **overrides):
        self.preset = replace(preset, **overrides) if overrides else preset
        self.eval_every, self.seed = max(1, eval_every), seed
        self._state = RunState("setting up", self.preset.task, steps or self.preset.steps)
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._t0 = 0.0
        self.trainer = None
        self.scheduler: TrainingScheduler | None = None
        self.ticket: Ticket | None = None

    def start(
        self,
        scheduler: TrainingScheduler | None = None,
        owner: str | None = None,
        alive=None,
    ) -> TrainingSession:
        """Start the thread; with a scheduler it first waits for its turn, and `owner` must send heartbeats."""
        self._t0 = time.perf_counter()
        if scheduler is not None:
            self.scheduler = scheduler
            self.ticket = scheduler.submit(self._state.steps, self.preset.task, owner, alive, on_stop=self._halt)
            self._state.status = "queued"
        self._thread = threading.Thread(target=self._run, name=f"training-lab-{self.preset.task}", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop training at the next step, or leave the queue."""
        if self.scheduler is not None and self.ticket is not None:
            self.scheduler.cancel(self.ticket)  # calls _halt for a run that trains
        else:
            self._halt(STOPPED)

    def heartbeat(self) -> None:
        """The page still shows this run (see TrainingScheduler.heartbeat)."""
        if self.scheduler is not None and self.ticket is not None:
            self.scheduler.heartbeat(self.ticket)

    def alive(self) -> bool:
        """Whether its thread is still running."""
        return self._thread is not None and self._thread.is_alive()

    def _halt(self, reason: str) -> None:
        with self._lock:
            self._state.stop_reason = self._state.stop_reason or reason
        self._stop.set()
        if self.trainer is not None:
            self.trainer.stop()

    def join(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def state(self) -> RunState:
        place = wait = None
        if self.scheduler is not None and self.ticket is not None and self.ticket.state == "queued":
            place, wait = self.scheduler.place(self.ticket), self.scheduler.estimate_wait(self.ticket)
        with self._lock:
            s = self._state
            training = s.status in ("setting up", "training")
            return replace(
                s,
                records=list(s.records),
                evals=list(s.evals),
                snapshots=list(s.snapshots),
                vocab=list(s.vocab),
                elapsed=time.perf_counter() - self._t0 if training else s.elapsed,
                place=place if s.status == "queued" else None,
                wait_estimate=wait if s.status == "queued" else None,
            )

    # --- in the thread ---
    def _run(self) -> None:
        try:
            if self.ticket is not None:
                if not self.scheduler.wait_for_turn(self.ticket):
                    with self._lock:
                        self._state.stop_reason = self.ticket.reason or CANCELLED
                    self._finish("stopped")
                    return
                with self._lock:
                    self._t0 = time.perf_counter()  # the clock starts when the run gets its turn
                    self._state.status = "setting up"
            if self._stop.is_set():
                self._finish("stopped")
                return
            single_thread_unless_passive()
            trainer = self._build()
            with self._lock:
                self._state.status = "training"
            self._record_eval(trainer)
            while trainer.step_count < self._state.steps and not self._stop.is_set():
                record = trainer.step()
                with self._lock:
                    self._state.records.append(record)
                    self._state.step = record["step"]
                if self.ticket is not None:
                    self.scheduler.checkpoint(self.ticket, record["step"])  # may stop this run (_halt)
                if record["step"] % self.eval_every == 0 or record["step"] == self._state.steps:
                    self._record_eval(trainer)
            self._finish("stopped" if self._stop.is_set() and trainer.step_count < self._state.steps else "finished")
        except Exception as exc:  # shown to the user; the thread must never die silently
            with self._lock:
                self._state.error = f"{type(exc).__name__}: {exc}\n{traceback.format_exc(limit=3)}"
            self._finish("failed")
        finally:
            if self.ticket is not None:
                self.scheduler.release(self.ticket)  # after the final status: the next run may start

    def _build(self):
        from ..train import Trainer, TrainOptions, load_dataset, small_config, task_pairs, train_tokenizer

        p = self.preset
        if p.task == "en-de-toy":
            data = load_dataset("en-de-toy", None, p.n_train, seed=self.seed)
            train, valid = data.train, data.valid[: p.n_valid]
        else:
            train, valid = task_pairs(p.task, n_train=p.n_train, n_valid=p.n_valid, seed=self.seed)
        tok = train_tokenizer(train, p.vocab_size)
        cfg = small_config(
            tok,
            d_model=p.d_model,
            nhead=p.nhead,
            num_encoder_layers=p.num_layers,
            num_decoder_layers=p.num_layers,
            dim_feedforward=p.dim_feedforward,
            dropout=p.dropout,
            max_len=p.max_len,
        )
        options = TrainOptions(batch_tokens=p.batch_tokens, warmup=p.warmup, lr_scale=p.lr_scale, seed=self.seed)
        trainer = Trainer(cfg, tok, train, valid, options)
        self.trainer = trainer
        if self._stop.is_set():
            trainer.stop()
        with self._lock:
            self._state.vocab = [tok.id_to_piece(i) for i in range(tok.vocab_size)]
        return trainer

    def _record_eval(self, trainer) -> None:
        ev = trainer.evaluate()
        ev["seconds"] = time.perf_counter() - self._t0
        snap = trainer.snapshot()
        with self._lock:
            self._state.evals.append(ev)
            self._state.snapshots.append(snap)
            if self._state.time_to_target is None and ev.get("sequence_accuracy", 0.0) >= TARGET_ACCURACY:
                self._state.time_to_target = ev["seconds"]
                self._state.step_at_target = ev["step"]

    def _finish(self, status: str) -> None:
        with self._lock:
            self._state.status = status
            if status != "stopped":
                self._state.stop_reason = None
            self._state.elapsed = time.perf_counter() - self._t0


def single_thread_unless_passive() -> None:
    """Use one intra-op thread when OpenMP was started with its default (spinning) wait policy.

    In a server, every Streamlit rerun and every training run is its own thread with its own OpenMP
    team; on a small machine the idle teams spin and each parallel region then waits for a core. We
    measured 0.7 training steps per second that way against 20 with OMP_WAIT_POLICY=PASSIVE (set before
    torch is imported) or with one thread. This setting is process-wide: it is applied only when the
    passive policy is not in force, and one thread per run is also the fair share of two cores.
    """
    if os.environ.get("OMP_WAIT_POLICY", "").upper() != "PASSIVE" and torch.get_num_threads() > 1:
        torch.set_num_threads(1)


# --- figures of a run --------------------------------------------------------------------------------------


def curves_frames(state: RunState) -> tuple[pd.DataFrame, pd.DataFrame]:
    """(per-step training records, per-evaluation held-out metrics) as frames."""
    train = pd.DataFrame(state.records, columns=["step", "loss", "nll", "lr", "tokens", "accuracy", "seconds"])
    cols = ["step", "loss", "perplexity", "token_accuracy", "sequence_accuracy", "seconds"]
    evals = pd.DataFrame([{k: e.get(k) for k in cols} for e in state.evals], columns=cols)
    return train, evals


def fig_curves(state: RunState) -> go.Figure:
    """Loss (left) and accuracy (right) against the step."""
    train, evals = curves_frames(state)
    fig = make_subplots(rows=1, cols=2, subplot_titles=("loss (label-smoothed cross-entropy)", "accuracy"))
    if len(train):
        smooth = train["loss"].rolling(20, min_periods=1).mean()
        fig.add_scatter(x=train["step"], y=train["loss"], mode="lines", name="training loss", opacity=0.3, row=1, col=1)
        fig.add_scatter(x=train["step"], y=smooth, mode="lines", name="training loss (mean of 20)", row=1, col=1)
        fig.add_scatter(
            x=train["step"],
            y=train["accuracy"],
            mode="lines",
            opacity=0.4,
            name="training token accuracy",
            row=1,
            col=2,
        )
    if len(evals):
        fig.add_scatter(x=evals["step"], y=evals["loss"], mode="lines+markers", name="held-out loss", row=1, col=1)
        for col, name in (
            ("token_accuracy", "held-out token accuracy"),
            ("sequence_accuracy", "held-out sequence accuracy"),
        ):
            fig.add_scatter(x=evals["step"], y=evals[col], mode="lines+markers", name=name, row=1, col=2)
    fig.add_hline(y=TARGET_ACCURACY, line_dash="dot", line_color="grey", row=1, col=2)
    fig.update_xaxes(title_text="step", range=[0, max(state.steps, 1)])
    fig.update_yaxes(range=[0, 1.02], row=1, col=2)
    fig.update_layout(height=400, legend=dict(orientation="h", y=-0.3))
    return fig


ATTENTION_KINDS = {"cross": "encoder-decoder (cross)", "encoder": "encoder self", "decoder": "decoder self"}


def fig_snapshot(trace: Trace, kind: str, layer: int, head: int) -> go.Figure:
    """One head of one snapshot; rows are queries, columns keys."""
    weights = trace.attention(kind)[layer, head]  # (T|S, S|T)
    rows = trace.src_tokens if kind == "encoder" else trace.tgt_tokens
    cols = trace.tgt_tokens if kind == "decoder" else trace.src_tokens
    step = trace.extras.get("step", "?")
    return heatmap(
        weights,
        cols,
        rows,
        title=f"Step {step}: {ATTENTION_KINDS[kind]} attention, layer {layer + 1}, head {head + 1}",
        colorscale="Blues",
        zmin=0.0,
        zmax=1.0,
        show_text=weights.numel() <= 144,
    )


def snapshot_frame(trace: Trace, kind: str, layer: int, head: int) -> pd.DataFrame:
    weights = trace.attention(kind)[layer, head]
    rows = trace.src_tokens if kind == "encoder" else trace.tgt_tokens
    cols = trace.tgt_tokens if kind == "decoder" else trace.src_tokens
    index = [f"{i}: {t}" for i, t in enumerate(rows)]
    return pd.DataFrame(weights.numpy(), index=index, columns=[f"{j}: {t}" for j, t in enumerate(cols)])


def alignment_scores(trace: Trace, task: str) -> torch.Tensor | None:
    """(L, H) mean cross-attention weight on the gold source word, for copy/reverse/sort; None otherwise.

    Decoder row j reads y_0..y_j and predicts target word j (row 0 is <s>), so for each gold pair
    (source word i, target word j) we read the weight of row j on the pieces of source word i.
    """
    from ..data import TASKS, task_alignment

    if task not in TASKS or trace.src_word_ids is None or trace.source_text is None:
        return None
    reference = str(trace.extras.get("reference", ""))
    try:
        gold = task_alignment(task, trace.source_text, reference)
    except ValueError:
        return None
    cross = trace.attention("cross")  # (L, H, T, S)
    word_of = torch.tensor(trace.src_word_ids)
    picks = []
    for i, j in gold:
        if j < cross.size(-2):
            picks.append(cross[:, :, j, :][..., word_of == i].sum(-1))  # (L, H)
    return torch.stack(picks).mean(0) if picks else None


def alignment_frame(snapshots: Sequence[Trace], task: str) -> pd.DataFrame:
    """Long frame (step, layer, head, score) of `alignment_scores` over the snapshots of a run."""
    rows = []
    for snap in snapshots:
        scores = alignment_scores(snap, task)
        if scores is None:
            continue
        for layer in range(scores.size(0)):
            for head in range(scores.size(1)):
                rows.append((int(snap.extras.get("step", 0)), layer, head, float(scores[layer, head])))
    return pd.DataFrame(rows, columns=["step", "layer", "head", "alignment"])


def fig_alignment(frame: pd.DataFrame, task: str) -> go.Figure:
    fig = go.Figure()
    for (layer, head), part in frame.groupby(["layer", "head"]):
        name = f"layer {layer + 1}, head {head + 1}"  # counted from 1, as everywhere in the app
        fig.add_scatter(x=part["step"], y=part["alignment"], mode="lines+markers", name=name)
    fig.update_layout(
        title=dict(text=f"Heads forming: cross-attention weight on the right source word ({task})", x=0.01),
        xaxis_title="step",
        yaxis_title="mean weight on the gold source word",
        yaxis_range=[0, 1],
        height=340,
    )
    return fig


def describe(state: RunState) -> dict[str, Any]:
    """Headline numbers for the page."""
    last = state.evals[-1] if state.evals else {}
    rate = state.step / state.elapsed if state.elapsed > 0 else 0.0
    return {
        "step": state.step,
        "steps per second": rate,
        "sequence accuracy": last.get("sequence_accuracy"),
        "token accuracy": last.get("token_accuracy"),
        "time to target": state.time_to_target,
        "step at target": state.step_at_target,
    }
