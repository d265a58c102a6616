"""Models for the pages: the picker, cached loading (one copy per server), cached traces and decodes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import streamlit as st

from transformer.registry import MODELS_DIR_ENV, PRETRAINED_DIR, available_models, models_dir

from .page import friendly_error
from .state import MODEL_KEY, init_state, persist
from .url import query_choice, set_query

# The model a first visit opens, in order of preference: everyday English→German, then the small toy.
DEFAULT_MODELS = ("en-de-everyday", "en-de-toy")


def _model_dirs(root: Path) -> list[str]:
    if not root.is_dir():
        return []
    return sorted(p.name for p in root.iterdir() if p.is_dir() and (p / "config.json").is_file())


@st.cache_data(ttl=60, show_spinner=False)
def list_models(root: str | None = None) -> list[str]:
    """Names one can pick: model directories under `root` (default models_dir()), then registry extras.

    Extras are names from `transformer.registry.available_models()` that are not directories of the
    repository's pretrained/ (e.g. a BERT-style encoder), so pointing $ATTN_MODELS_DIR elsewhere hides
    the shipped models but keeps the extras.
    """
    names = _model_dirs(Path(root) if root else models_dir())
    try:
        extras = [str(n) for n in available_models()]
    except Exception:  # the registry's extras are optional; directories are enough
        extras = []
    names += [n for n in extras if n not in names and not (PRETRAINED_DIR / n).is_dir()]
    return names


def model_source(name: str) -> str:
    """What load_pretrained gets for a picked name: its directory under models_dir(), else the name itself."""
    path = models_dir() / name
    return str(path) if path.is_dir() else name


def model_version(source: str) -> int:
    """When the model's weights were last written (0 if unknown): a retrained model is loaded afresh."""
    try:
        return (Path(source) / "model.safetensors").stat().st_mtime_ns
    except OSError:
        return 0


@st.cache_resource(show_spinner="Loading the model…", max_entries=4)
def _load(source: str, version: int = 0) -> Any:
    from transformer import load_pretrained
    from transformer.lessons.training import single_thread_unless_passive

    # Every session's rerun is its own thread with its own OpenMP team; on 2 shared cores a 2-thread team
    # waits for a free core at every op (inspect: 3.4 s instead of 0.03 s at load 8). One thread per rerun.
    single_thread_unless_passive()
    return load_pretrained(source)


def get_model(name: str) -> Any:
    """The shared, cached Pretrained model (one copy per server and weights file; never mutate it)."""
    source = model_source(name)
    return _load(source, model_version(source))


def try_get_model(name: str | None) -> Any | None:
    """get_model, or a friendly error and None when the model cannot be loaded."""
    if not name:
        return None
    try:
        return get_model(name)
    except Exception as exc:  # a broken or missing model directory must not show a traceback
        friendly_error(f"The model “{name}” could not be loaded.", exc)
        return None


def try_get_encoder_decoder(name: str | None) -> Any | None:
    """try_get_model for pages that need the paper's encoder-decoder; an encoder-only model gives a notice and None."""
    pre = try_get_model(name)
    if pre is not None and not can_translate(pre):
        st.info(
            f"“{name}” is encoder-only (BERT-style); this page needs an encoder-decoder model, so it uses the "
            "fallback described below. Pick a translation model in the sidebar to see its own numbers.",
            icon=":material/info:",
        )
        return None
    return pre


@st.cache_resource(show_spinner=False)
def _fallback_subject():
    """The seeded random model a teaching page uses when no trained model is loaded (shared, never modified)."""
    from transformer.lessons.subject import random_subject

    return random_subject()


def lesson_subject(name: str | None) -> tuple[Any | None, Any]:
    """(the picked encoder-decoder or None, the Subject a teaching page computes on): the trained model's, or the
    seeded random fallback when none is loaded or the pick is encoder-only (try_get_encoder_decoder says so)."""
    from transformer.lessons.subject import pretrained_subject

    pre = try_get_encoder_decoder(name)
    return pre, pretrained_subject(pre) if pre is not None else _fallback_subject()


def model_picker(label: str = "Model", default: str | None = None, sidebar: bool = True) -> str | None:
    """The shared model choice (sidebar selectbox, ?model=); None with a notice when no model exists."""
    names = list_models(str(models_dir()))
    if not names:
        st.warning(
            "No trained model was found. Train one with the project's training command, or set "
            f"`{MODELS_DIR_ENV}` to a folder of model directories.",
            icon=":material/warning:",
        )
        return None
    preferred = [n for n in (default, *DEFAULT_MODELS) if n in names]
    fallback = preferred[0] if preferred else names[0]
    init_state(MODEL_KEY, query_choice("model", fallback, names))
    if st.session_state[MODEL_KEY] not in names:
        st.session_state[MODEL_KEY] = fallback
    st.session_state["_w_model"] = st.session_state[MODEL_KEY]
    where = st.sidebar if sidebar else st
    where.selectbox(
        label,
        names,
        key="_w_model",
        on_change=persist,
        args=("_w_model", MODEL_KEY),
        help="Every page uses the same model; it is part of the link you share.",
    )
    set_query(model=st.session_state[MODEL_KEY])
    return st.session_state[MODEL_KEY]


# --------------------------------------------------------------------------- cached model calls
HeadMaskKey = tuple[tuple[str, tuple[tuple[int, int], ...]], ...]  # ((kind, ((layer, head), ...)), ...) switched off


def head_mask(key: HeadMaskKey, pre: Any) -> dict | None:
    """{"encoder"|"decoder"|"cross": (L, H) tensor of 0/1} from a hashable description of heads switched off."""
    if not key:
        return None
    import torch

    cfg = model_config(pre)
    layers = {"encoder": cfg.num_encoder_layers, "decoder": cfg.num_decoder_layers, "cross": cfg.num_decoder_layers}
    out = {}
    for kind, off in key:
        m = torch.ones(layers[kind], cfg.nhead)
        for layer, head in off:
            m[layer, head] = 0.0
        out[kind] = m
    return out


@st.cache_resource(show_spinner="Running the model…", max_entries=64)
def _inspect(source, version, sentence: str, target: str | None, method: str, beam_size: int, mask: HeadMaskKey):
    pre = _load(source, version)
    if target is None and method == "greedy" and not mask:
        return pre.inspect(sentence)  # the one call every model offers (an encoder-only model takes just this)
    return pre.inspect(sentence, target=target, method=method, beam_size=beam_size, head_mask=head_mask(mask, pre))


def model_config(pre: Any) -> Any:
    """The TransformerConfig of a loaded model: `pre.model.config`, or `pre.config` for an encoder-only model."""
    model = getattr(pre, "model", None)
    return getattr(model, "config", None) or getattr(pre, "config", None)


def parameter_counts(pre: Any) -> dict[str, int]:
    """Parameters per part of Figure 1 (`Transformer.parameter_counts()`), or just the total for other models."""
    model = getattr(pre, "model", None)
    if hasattr(model, "parameter_counts"):
        return dict(model.parameter_counts())
    module = model if model is not None else getattr(pre, "module", None)
    if module is None or not hasattr(module, "parameters"):
        return {}
    return {"total": int(sum(p.numel() for p in module.parameters()))}


def source_pieces(pre: Any, sentence: str) -> list[str]:
    """The source pieces the model reads for a sentence (after its normalisation and length limit)."""
    return pre.tokenizer.pieces(pre.prepare(sentence).ids)


def reference_translation(pre: Any, sentence: str) -> str | None:
    """The grammar's rule-based German for a sentence of the grammar the model was trained on, else None."""
    reference = getattr(pre, "reference", None)
    try:
        example = reference(sentence) if callable(reference) else None
    except Exception:  # outside the grammar: no reference to show
        return None
    return None if example is None else example.tgt


def can_translate(pre: Any) -> bool:
    """Whether a loaded model has a decoder (an encoder-only, BERT-style model does not)."""
    cfg = model_config(pre)
    return callable(getattr(pre, "translate", None)) and int(getattr(cfg, "num_decoder_layers", 0) or 0) > 0


def get_trace(
    name: str,
    sentence: str,
    target: str | None = None,
    method: str = "greedy",
    beam_size: int = 4,
    mask: HeadMaskKey = (),
) -> Any:
    """The model's Trace of a sentence, cached per (model, sentence, target, method, heads off). Do not mutate."""
    source = model_source(name)
    return _inspect(source, model_version(source), sentence, target, method, beam_size, mask)


@st.cache_resource(show_spinner="Decoding…", max_entries=64)
def _decode(source: str, version: int, sentence: str, method: str, beam_size: int, mask: HeadMaskKey):
    pre = _load(source, version)
    return pre.decode(sentence, method=method, beam_size=beam_size, head_mask=head_mask(mask, pre))


def get_decoded(name: str, sentence: str, method: str = "greedy", beam_size: int = 4, mask: HeadMaskKey = ()) -> Any:
    """A decoded translation with its per-step records (`.text`, `.steps`, `.score`), cached. Do not mutate."""
    source = model_source(name)
    return _decode(source, model_version(source), sentence, method, beam_size, mask)
