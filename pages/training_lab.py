"""Training lab (§5): train a small Transformer live on copy, reverse, sort or the toy translation, and watch
the loss fall, the warm-up schedule, label smoothing, and attention heads forming step by step.

Training runs in a background thread owned by this browser session (st.session_state), so the page and
other visitors are never blocked; the live panel is a fragment that polls it every two seconds. The server
trains only a few runs at once (transformer.lessons.scheduler); the others wait in a queue. Every run of this
script sends its run a heartbeat, and the scheduler also asks Streamlit whether this session is still
connected: a run whose tab was closed ends within seconds.
"""

from __future__ import annotations

import functools

import streamlit as st
from streamlit import runtime
from streamlit.runtime.scriptrunner import get_script_run_ctx

from pages import common
from transformer.lessons import scheduler as SC
from transformer.lessons import training as TL

SESSION_KEY = "tl_session"
TASK_LABELS = {
    "reverse": "reverse (a b c → c b a)",
    "copy": "copy (a b c → a b c)",
    "sort": "sort (c a b → a b c)",
    "en-de-toy": "toy English → German (short run)",
}
EVERY = [10, 25, 50, 100]
POLL_S = 2.0  # the live panel redraws this often; drawing competes with the training thread for the GIL


STOP_REASONS = {
    SC.CANCELLED: "It was taken out of the queue before it started.",
    SC.TIME_LIMIT: "It reached this server's time limit for one run ({limit}).",
    SC.NOT_WATCHED: "It stopped because this page was not open for {idle} (the server trains only runs "
    "that someone watches).",
    SC.DISCONNECTED: "It stopped because this browser tab lost its connection to the server.",
}

int_widget = functools.partial(common.url_int, prefix="tl")  # a number widget tied to ?param=


def connected(session_id: str) -> bool | None:
    """Whether Streamlit still has this browser session connected; None when it cannot tell."""
    if not runtime.exists():
        return None
    active = runtime.get_instance().is_active_session(session_id)  # thread-safe, per Streamlit's docs
    return active if isinstance(active, bool) else None


def duration(seconds: float | None) -> str:
    if seconds is None:
        return "unknown"
    seconds = int(round(seconds))
    return f"{seconds} s" if seconds < 60 else f"{seconds // 60} min {seconds % 60:02d} s"


def ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def server_caption(scheduler: SC.TrainingScheduler) -> None:
    """How busy the server is (also what the browser test reads)."""
    c = scheduler.counts()
    limit = scheduler.max_seconds
    st.caption(
        f"This server trains at most {c['limit']} run{'s' if c['limit'] != 1 else ''} at a time"
        + (f", each for at most {duration(limit)}" if limit else "")
        + f". Now: {c['running']} training, {c['queued']} waiting."
    )


def choice_widget(kind, label: str, param: str, default, options: list, where=st, **kw):
    key, names = f"tl_{param}", [str(o) for o in options]
    common.init_state(key, options[names.index(common.query_choice(param, str(default), names))])
    if st.session_state[key] not in options:
        st.session_state[key] = default
    value = getattr(where, kind)(label, options, key=key, **kw)
    common.set_query(**{param: value})
    return value


common.page_header(
    "Training lab",
    "Train a small Transformer right here and watch it learn. The paper trains with Adam and a learning "
    "rate that rises linearly for the first *warmup_steps* and then decays with the inverse square root of "
    "the step (§5.3), and with **label smoothing** ε_ls = 0.1 (§5.4): the target spreads ε evenly over the "
    "K = V − 1 tokens a target can be (all but padding), so the right token gets 1 − ε + ε/K and each other "
    "token ε/K. On *reverse*, watch the cross-attention turn into an anti-diagonal as "
    "the heads learn where to look.",
    formula=r"lrate = d_{model}^{-0.5} \cdot \min\left(step^{-0.5},\; step \cdot warmup\_steps^{-1.5}\right)",
    section="§5.3, §5.4, Equation (3)",
)

c1, c2, c3 = st.columns([2, 2, 1])
task = choice_widget("selectbox", "Task", "task", "reverse", list(TL.PRESETS), where=c1, format_func=TASK_LABELS.get)
preset = TL.PRESETS[task]
steps = int_widget(c2.slider, "Training steps", "steps", preset.steps, 10, 3000, step=10)
every = choice_widget("select_slider", "Evaluate every", "every", 50, EVERY, where=c3)
st.caption(
    f"Model: d_model = {preset.d_model}, h = {preset.nhead}, N = {preset.num_layers} + {preset.num_layers} layers, "
    f"d_ff = {preset.dim_feedforward}, dropout {preset.dropout:g}; {preset.n_train:,} training pairs, batches of about "
    f"{preset.batch_tokens} tokens, warmup_steps = {preset.warmup}, rate × {preset.lr_scale:g}, ε_ls = 0.1."
)

scheduler = SC.shared_scheduler()
session: TL.TrainingSession | None = st.session_state.get(SESSION_KEY)
if session is not None:
    session.heartbeat()  # this page is open: keep its run
b1, b2, _ = st.columns([1, 1, 4])
if b1.button("Start training", type="primary", key="tl_start", icon=":material/play_arrow:"):
    if session is not None:
        session.stop()
    ctx = get_script_run_ctx()
    owner = ctx.session_id if ctx is not None else "unknown"
    session = TL.TrainingSession(preset, steps=steps, eval_every=every)
    session.start(scheduler, owner=owner, alive=functools.partial(connected, owner))
    st.session_state[SESSION_KEY] = session
if b2.button(
    "Stop",
    key="tl_stop",
    icon=":material/stop:",
    disabled=session is None or not session.state().running,
    help="Stops the run, or takes it out of the queue while it waits.",
):
    session.stop()

state = session.state() if session is not None else None


@st.fragment(run_every=POLL_S if state is not None and state.running else None)
def live_panel() -> None:
    """Progress, curves and attention snapshots; re-runs itself every POLL_S seconds while training."""
    server_caption(scheduler)
    if session is None:
        st.info("Press **Start training** to train a model in this browser tab. Nothing is shared with others.")
        return
    session.heartbeat()  # every auto-refresh too
    now = session.state()
    if now.status == "queued":
        when = (
            "when a run ahead of it ends"
            if now.wait_estimate is None
            else f"in about **{duration(now.wait_estimate)}** (the runs ahead of it: remaining steps × their "
            "measured seconds per step)"
        )
        st.info(
            f"The server is busy: your run is **{ordinal(now.place or 1)} in the queue** and starts {when}. "
            "Keep this tab open; **Stop** takes it out of the queue."
        )
        return
    done = now.step / max(now.steps, 1)
    label = {"setting up": "Building the data, tokenizer and model…", "training": f"Step {now.step} of {now.steps}"}
    st.progress(min(done, 1.0), text=label.get(now.status, f"{now.status.capitalize()} at step {now.step}"))
    if now.stop_reason in STOP_REASONS:
        st.warning(
            STOP_REASONS[now.stop_reason].format(
                limit=duration(scheduler.max_seconds), idle=duration(scheduler.idle_seconds)
            )
        )
    if now.error:
        common.friendly_error("Training failed.", RuntimeError(now.error))
    head = TL.describe(now)
    m1, m2, m3, m4 = st.columns(4)
    m1.metric("step", f"{head['step']:,}")
    m2.metric("steps per second", f"{head['steps per second']:.1f}")
    acc = head["sequence accuracy"]
    m3.metric("held-out sequence accuracy", "–" if acc is None else f"{acc:.1%}")
    ttt = head["time to target"]
    m4.metric(
        f"time to {TL.TARGET_ACCURACY:.0%} sequence accuracy",
        "not yet" if ttt is None else f"{ttt:.1f} s",
        help="Wall-clock seconds from the moment the run got its turn (data, tokenizer and model included) to the "
        "first evaluation at which the held-out sequence accuracy reached the target.",
    )
    if ttt is not None:
        st.caption(f"Reached {TL.TARGET_ACCURACY:.0%} held-out sequence accuracy at step {head['step at target']}.")
    train, evals = TL.curves_frames(now)
    common.show_figure(TL.fig_curves(now), "fig_tl_curves", evals if len(evals) else train, f"training-{now.task}")
    if now.snapshots:
        st.subheader("Attention snapshots")
        st.caption(
            "At every evaluation the model reads one fixed held-out pair; scrub through the steps to watch "
            "the heads form. Rows are queries, columns are keys."
        )
        steps_seen = [int(s.extras.get("step", 0)) for s in now.snapshots]
        key = "tl_snap"
        if st.session_state.get(key) not in steps_seen or (now.running and st.session_state.get("tl_follow", True)):
            st.session_state[key] = steps_seen[-1]
        c1, c2, c3, c4 = st.columns([3, 2, 1, 1])
        if len(steps_seen) > 1:
            at = c1.select_slider("snapshot at step", steps_seen, key=key)
        else:
            at = steps_seen[0]
            c1.caption(f"snapshot at step {at}")
        st.session_state["tl_follow"] = at == steps_seen[-1]
        kinds = list(TL.ATTENTION_KINDS)
        kind = choice_widget("radio", "attention", "kind", "cross", kinds, where=c2, format_func=TL.ATTENTION_KINDS.get)
        trace = now.snapshots[steps_seen.index(at)]
        n_layers, n_heads = trace.attention(kind).shape[:2]
        aligned = TL.alignment_frame(now.snapshots, now.task)
        best_layer, best_head = n_layers - 1, 0
        if len(aligned):
            last = aligned[aligned["step"] == aligned["step"].max()]
            top = last.loc[last["alignment"].idxmax()]
            best_layer, best_head = int(top["layer"]), int(top["head"])
        layer = int_widget(c3.number_input, "layer", "layer", best_layer + 1, 1, n_layers) - 1  # from 1, as the app
        head_i = int_widget(c4.number_input, "head", "head", best_head + 1, 1, n_heads) - 1
        common.show_figure(
            TL.fig_snapshot(trace, kind, layer, head_i),
            "fig_tl_snapshot",
            TL.snapshot_frame(trace, kind, layer, head_i),
            f"snapshot-step{at}",
        )
        if len(aligned):
            common.show_figure(TL.fig_alignment(aligned, now.task), "fig_tl_alignment", aligned, "heads-forming")
            st.caption(
                f"At step {steps_seen[-1]}, layer {best_layer + 1}, head {best_head + 1} agrees best with the gold "
                "alignment. "
                "Decoder row j predicts target word j, so for *reverse* the pattern is an anti-diagonal."
            )
        reference = str(trace.extras.get("reference", ""))
        st.caption(f"Source: {common.md_escape(trace.source_text or '')} → reference: {common.md_escape(reference)}")
    if state is not None and state.running and not now.running:
        st.rerun(scope="app")  # the run ended: redraw the page once, without the timer


live_panel()

st.subheader("The learning-rate schedule")
sched = TL.schedule_frame(preset.d_model, preset.warmup, steps, preset.lr_scale)
common.show_figure(
    TL.fig_schedule(sched, preset.warmup, state.step if state is not None else None),
    "fig_tl_schedule",
    sched,
    "learning-rate-schedule",
)
peak = sched["learning rate"].max()
st.caption(
    f"Computed with the project's `noam_lr`: the rate peaks at step {preset.warmup} at "
    f"{peak:.2e} = {preset.lr_scale:g} × (d_model · warmup_steps)^−0.5. Small models on short runs like a "
    "smaller scale than the paper's 1; the shape is the paper's."
)

st.subheader("Label smoothing")
vocab = (
    state.vocab
    if state is not None and state.vocab
    else ["<pad>", "<unk>", "<s>", "</s>"] + [f"▁{c}" for c in "abcdefghij"]
)
c1, c2 = st.columns(2)
common.init_state("tl_eps", common.query_float("eps", 0.1, 0.0, 0.5))
eps = c1.slider("ε_ls (the paper: 0.1)", 0.0, 0.5, step=0.05, key="tl_eps")
common.set_query(eps=f"{eps:g}")
# The options are the tokens themselves, not their ids: a new run reorders the vocabulary, and a stored id would
# then name another token than the one the browser still shows in the box.
tokens = vocab[4:] or vocab[1:]
token = choice_widget("selectbox", "correct token", "target", tokens[0], tokens, where=c2)
target = vocab.index(token)
q = TL.smoothed_target(len(vocab), target, eps)
other = next(i for i in range(1, len(vocab)) if i != target)
common.show_figure(
    TL.fig_smoothing(q, vocab, target, eps),
    "fig_tl_smoothing",
    {"token": vocab, "q": q.tolist()},
    "label-smoothing",
)
st.caption(
    f"The correct token gets 1 − ε + ε/K = {q[target]:.3f}; each of the other K − 1 = {len(vocab) - 2} tokens gets "
    f"ε/K = {q[other]:.4f}; padding gets 0 (K = V − 1 = {len(vocab) - 1}). The loss is the "
    'cross-entropy with this q (`transformer.optim.label_smoothed_loss`). It "hurts perplexity, as the model learns '
    "to be more unsure, but improves accuracy and BLEU\" (§5.4): the training loss cannot fall below q's entropy."
)
