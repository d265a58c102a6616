"""The shared sentence box: cleaning, length limit, the empty box, a model's own example input."""

from __future__ import annotations

import re
from typing import Any

import streamlit as st

from transformer.tokenizer import WORD_START

from .page import md_escape
from .state import MODEL_KEY, SENTENCE_KEY, init_state, persist
from .url import query_str, set_query

# German puts the verb second and the infinitive last ("Morgen wird … besuchen"): cross-attention reorders.
DEFAULT_SENTENCE = "On Sunday my brother will visit our grandmother."
SYMBOL_SENTENCE = "c a f b e d h"  # for the algorithmic tasks (copy, reverse, sort) of transformer.data.tasks
MAX_SENTENCE_CHARS = 300  # longer input is cut with a visible notice before it reaches the tokenizer

# Control characters, zero-width and bidirectional formatting marks: a sentence of only these is empty.
_INVISIBLE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]")


def clean_sentence(text: str, max_chars: int = MAX_SENTENCE_CHARS) -> tuple[str, str | None]:
    """(cleaned sentence, notice or None): control and invisible characters removed, whitespace collapsed, cut."""
    text = re.sub(r"\s+", " ", _INVISIBLE.sub("", text or "")).strip()
    if len(text) > max_chars:
        return text[:max_chars].rstrip(), f"The sentence was longer than {max_chars} characters and has been cut."
    return text, None


def example_sentence(pre: Any) -> tuple[str, str]:
    """(an example input, the kind of input) for a model: its card's example, symbols for an algorithmic task."""
    card = getattr(pre, "card", None) or {}
    task = str(getattr(pre, "task", None) or card.get("task") or "")
    kind = "symbols" if task in ("copy", "reverse", "sort") else "text"
    example = card.get("example")
    if isinstance(example, str) and example.strip():
        return example.strip(), kind
    return (SYMBOL_SENTENCE if kind == "symbols" else DEFAULT_SENTENCE), kind


def sentence_box(
    label: str = "Sentence",
    default: str = DEFAULT_SENTENCE,
    help: str | None = None,
    sidebar: bool = False,
    kind: str | None = None,
) -> str:
    """The shared sentence (text box, ?sentence=); empty input falls back to the default with a notice.

    `kind` names the model's input convention ("text", "symbols"): when a page picks a model of another
    kind, the sentence is reset to that model's example rather than feeding English to a reversal model.
    """
    init_state(SENTENCE_KEY, query_str("sentence", default, MAX_SENTENCE_CHARS))
    if kind is not None:
        if st.session_state.get("sentence_kind", kind) != kind:
            st.session_state[SENTENCE_KEY] = default
        st.session_state["sentence_kind"] = kind
    st.session_state["_w_sentence"] = st.session_state[SENTENCE_KEY]
    where = st.sidebar if sidebar else st
    where.text_input(
        label,
        key="_w_sentence",
        on_change=persist,
        args=("_w_sentence", SENTENCE_KEY),
        max_chars=MAX_SENTENCE_CHARS * 2,
        help=help or "Type any sentence and press Enter; every page uses the same one.",
    )
    text, notice = clean_sentence(st.session_state[SENTENCE_KEY])
    if notice:
        st.info(notice, icon=":material/content_cut:")
    if not text:
        st.info(f"The sentence box is empty, so the example “{default}” is shown.", icon=":material/info:")
        text = default
    set_query(sentence=text)
    return text


def model_task(pre: Any) -> str | None:
    """What a loaded model was trained on ("en-de-everyday", "en-de-toy", "reverse", "custom", ...), if known."""
    card = getattr(pre, "card", None) or {}
    task = getattr(pre, "task", None) or card.get("task")
    return None if task is None else str(task)


def input_notice(pre: Any, sentence: str) -> None:
    """Visible notices when the model changes the sentence (cut to its length limit, unknown characters), and
    when words lie outside the grammar the model was trained on: which ones, that the translation and the maps
    are then not to be trusted, known words of the same kind to try, and a switch to MiniLM for the sentence."""
    prepare = getattr(pre, "prepare", None)
    if not callable(prepare):
        return
    try:
        notice = prepare(sentence).notice
    except Exception:  # the page that uses the sentence reports the error itself
        return
    if notice:
        st.warning(str(notice), icon=":material/content_cut:")
    coverage_notice(pre, sentence)


def coverage_notice(pre: Any, sentence: str) -> None:
    """The unknown-word warning of input_notice (only for models trained on a generated grammar)."""
    from transformer.data import coverage

    cov = coverage.check(model_task(pre), sentence)
    if cov is None or cov.complete:
        return
    quoted = ", ".join(f"“{md_escape(w)}”" for w in dict.fromkeys(cov.unknown))
    one = len(set(cov.unknown)) == 1
    tries = "; ".join(
        f"instead of {_the_kind(cov.kinds.get(w))}“{md_escape(w)}”: " + ", ".join(f"*{md_escape(s)}*" for s in alts)
        for w, alts in cov.suggestions.items()
        if alts
    )
    known = coverage.with_known_words(model_task(pre), sentence)
    st.warning(
        f"**{'This word is' if one else 'These words are'} not in {cov.grammar}** the model was trained on: "
        f"{quoted}. A word it never saw falls apart into letter pieces, so the translation and the attention "
        "maps below are not to be trusted for this sentence."
        + (f" Words of the same kind to try: {tries}." if tries else "")
        + (f" With the first of each in place: “{md_escape(known)}”" if known is not None else ""),
        icon=":material/help:",
    )
    if known is not None:  # a short label: a long sentence in a button is cut off in Home's narrow column
        st.button(
            "Try the sentence with known words",
            key="_try_known_words",
            on_click=_use_sentence,
            args=(known,),
            icon=":material/replay:",
            help="The same sentence with the first word to try in place of each unknown word: every word known.",
        )
    minilm_switch()


def _the_kind(kind: str | None) -> str:
    """ "the adjective " for a part of speech (coverage.guess_kind), "" without one."""
    return f"the {kind} " if kind else ""


def unfinished_notice(finished: bool, pieces: int) -> None:
    """A warning when the model's translation ran to the decoder's length limit without ending (choosing </s>):
    what is shown is cut off, and it usually repeats a phrase."""
    if finished:
        return
    st.warning(
        f"**The translation did not end.** The model wrote {pieces} pieces, the length limit for this sentence, "
        "without choosing the end piece `</s>`, so what is shown is cut off. "
        "A model that does not stop usually repeats a phrase: this sentence is far from what it learnt, and "
        "the translation and its cross-attention say little about it.",
        icon=":material/all_inclusive:",
    )


def _piece(piece: str) -> str:
    """A piece as a reader sees it: without the word-start mark ▁ (the mark alone stays)."""
    return md_escape(piece.replace(WORD_START, "") or piece)


def _chosen_piece(step: Any, tokenizer: Any) -> str:
    """The chosen piece of a step, quoted, with the word it continues when it does not start one: “ühm” (of
    “Berühm”); the words are the tokenizer's own (`Tokenizer.word_ids`, the rule of every word-level view)."""
    quoted = f"“{_piece(step.chosen)}”"
    if tokenizer is None or step.chosen.startswith(WORD_START) or tokenizer.is_special(step.chosen_id):
        return quoted
    words, index = tokenizer.word_ids([*step.prefix_ids, step.chosen_id])
    word = words[index[-1]] if index[-1] >= 0 else ""
    return quoted if word in ("", step.chosen) else f"{quoted} (of “{md_escape(word)}”)"


def unsure_notice(pre: Any, sentence: str, steps: Any, here: bool = False) -> None:
    """A caution when every word of the sentence is in the model's grammar but the model hesitated: a step of its
    translation chose a piece with probability under UNSURE_BELOW. It names the least sure step and the model's
    likeliest other piece there. (With unknown words, coverage_notice has already said not to trust the
    translation.) `here`: the page shows the steps itself (Decoding step by step)."""
    from transformer.data import coverage
    from transformer.decoding import UNSURE_BELOW, runner_up, unsure_steps
    from transformer.viz.decoding import p_phrase

    task = model_task(pre)
    cov = coverage.check(task, sentence)
    if cov is None or not cov.complete:
        return
    unsure = unsure_steps(steps or ())
    if not unsure:
        return
    worst = min(unsure, key=lambda s: s.p_chosen)
    other = runner_up(worst)
    also = f" (next likeliest: “{_piece(other[0])}”, {p_phrase(other[1])})" if other else ""
    more = len(unsure) - 1
    measured = (  # measured with the everyday model only (bench/everyday.py --unsure)
        f" On the project's everyday sentences, translations with a step under p = {UNSURE_BELOW} are more often "
        "wrong than right."
        if task == "en-de-everyday"
        else ""
    )
    see = "*Decoding step by step* shows each choice."
    if here:
        see = f"Set the step slider below to {worst.t + 1} to see its choices."
    st.warning(
        f"**The model was unsure.** Every word is in {cov.grammar}, but at step {worst.t + 1} it wrote "
        f"{_chosen_piece(worst, getattr(pre, 'tokenizer', None))} with only {p_phrase(worst.p_chosen)}{also}"
        + (f", and {more} more step{'s were' if more != 1 else ' was'} under p = {UNSURE_BELOW}" if more else "")
        + f".{measured} The model may not have learnt this construction. {see}",
        icon=":material/psychology_alt:",
    )


# Measured with the shipped everyday model on the sets read before (bench/everyday.py --all --unsure; README): run 81,
# 14 of 21 (run 70: nine in ten; run 80: 15 of 20; on the sets nobody had read, run 81's are 55 of 71); checked by
# tests/test_unsure_notice.py.
LEFT_OUT_MEASURED = "On the project's everyday sentences, two in three of the translations flagged this way are wrong."


def left_out_notice(pre: Any, sentence: str, translation: str | None) -> None:
    """A caution when every word of the sentence is known but the translation has none of the German words that
    one of them became in training, where it nearly always became one (Pretrained.left_out): which words, and
    what the training data gives for each; for a word that says no ("doesn't"), the German words of it that say no
    (nicht, kein ...). (With unknown words, coverage_notice has said it all.)"""
    from transformer.data import coverage

    task = model_task(pre)
    cov = coverage.check(task, sentence)
    if cov is None or not cov.complete or translation is None:
        return
    error = getattr(pre, "aligned_words_error", None)
    if error:
        st.caption(
            f"This translation is not checked for left-out words: the model's aligned-words table could not be "
            f"used ({md_escape(error)})."
        )
    check = getattr(pre, "left_out", None)
    left = check(sentence, translation) if callable(check) else []
    if not left:
        return

    def named(words: list) -> str:
        return " and ".join(
            f"“{md_escape(w.word)}” (" + ", ".join(f"*{md_escape(g)}*" for g in w.expected) + ")" for w in words
        )

    plain, negative = [w for w in left if not w.says_no], [w for w in left if w.says_no]
    lacks = [f"none of the German words the training data gives for {named(plain)}"] if plain else []
    if negative:  # "doesn't" also became its verb: say which of its German words is missing, the one that says no
        lacks.append(f"no German word that says no for {named(negative)}")
    shown = [w for w in left if w.example][:2]
    seen = "; ".join(f"“{md_escape(w.example[0])}” → “{md_escape(w.example[1])}”" for w in shown)
    st.warning(
        f"**The translation may have left {'a word' if len(left) == 1 else 'words'} out.** Every word is in "
        f"{cov.grammar}, but the translation has {', and '.join(lacks)}."
        + (f" {LEFT_OUT_MEASURED}" if task == "en-de-everyday" else "")
        + " The model may not have learnt this construction: try the sentence in shorter parts"
        + (f", or a training sentence with the word ({seen})." if seen else "."),
        icon=":material/playlist_remove:",
    )
    for i, w in enumerate(shown):
        st.button(
            f"Try “{md_escape(w.example[0])}”",  # a label's Markdown (bold, links) escaped
            key=f"_left_out_example_{i}",
            on_click=_use_sentence,
            args=(w.example[0],),
            icon=":material/replay:",
            help=f"A sentence the model was trained on, with “{md_escape(w.word)}”: see what it learnt for the word.",
        )


def _use_sentence(text: str) -> None:
    st.session_state[SENTENCE_KEY] = text


def minilm_switch() -> None:
    """A one-click switch of the shared model to MiniLM (a real pretrained English encoder), when installed."""
    from transformer.registry import MINILM

    from .models import list_models, models_dir

    if MINILM not in list_models(str(models_dir())):
        return
    st.button(
        "Look at it in MiniLM, a real English encoder",  # short enough for Home's narrow column
        key="_switch_minilm",
        icon=":material/swap_horiz:",
        on_click=_choose_model,
        args=(MINILM,),
        help="MiniLM-L6 reads any English sentence (encoder self-attention only; it does not translate).",
    )


def _choose_model(name: str) -> None:
    st.session_state[MODEL_KEY] = name


def example_picker(pre: Any) -> None:
    """ "Show me an example of …": a generated sentence of one construction of the model's grammar, one click."""
    from transformer.data import coverage

    task = model_task(pre)
    labels = coverage.constructions(task)
    if not labels:
        return
    with st.popover("Show me an example of …", icon=":material/lightbulb:"):
        construction = st.selectbox("Construction", list(labels), format_func=labels.get, key="_example_construction")
        st.button(
            "Use a new example",
            key="_example_button",
            on_click=_use_example,
            args=(task, construction),
            help="A sentence drawn from the grammar the model was trained on; each click draws another.",
        )


def _use_example(task: str | None, construction: str) -> None:
    from transformer.data import coverage

    seed = int(st.session_state.get("_example_seed", 0)) + 1
    st.session_state["_example_seed"] = seed
    example = coverage.example_of(task, construction, seed)
    if example is not None:
        st.session_state[SENTENCE_KEY] = example.src
