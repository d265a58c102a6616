"""Shared page helpers: model picker, sentence box, cached loaders, URL state, figure export, presenter mode.

Pages are thin: they call these helpers for widgets and state, `transformer` for the model and
`transformer.viz` for figures. Nothing here computes attention.

State shared between pages (model, sentence, presenter mode) lives in `st.session_state` under plain
keys; the widgets use private keys that are re-seeded from it on every run, because Streamlit drops a
widget's state when a page without that widget runs.

Everything read from the URL is validated: query parameters arrive as strings typed by anyone.
"""

from __future__ import annotations

import io
import json
import logging
import math
import os
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import streamlit as st

log = logging.getLogger(__name__)

REPO_ROOT = Path(__file__).resolve().parent.parent
MODELS_DIR_ENV = "ATTN_MODELS_DIR"  # overrides the models directory (tests point it at a tiny fixture)
DEFAULT_SENTENCE = "the teacher has seen the small dog"  # German moves "gesehen" to the end: cross-attention reorders
SYMBOL_SENTENCE = "c a f b e d h"  # for the algorithmic tasks (copy, reverse, sort) of transformer.data.tasks
MAX_SENTENCE_CHARS = 300  # longer input is cut with a visible notice before it reaches the tokenizer

# Session-state keys shared by every page.
MODEL_KEY, SENTENCE_KEY, PRESENT_KEY, IMAGE_FORMAT_KEY = "model", "sentence", "present", "image_format"

# A constant style sheet (never user text) for presenter mode: larger type, less chrome.
_PRESENTER_CSS = """
<style>
html, body, [data-testid="stAppViewContainer"] { font-size: 22px; }
[data-testid="stMarkdownContainer"] p, [data-testid="stMarkdownContainer"] li { font-size: 1.25rem; }
[data-testid="stHeader"], [data-testid="stToolbar"], [data-testid="stDecoration"], footer { display: none; }
[data-testid="stMainBlockContainer"] { padding-top: 1rem; max-width: 100%; }
</style>
"""


# --------------------------------------------------------------------------- URL state (validated)
def _notice(message: str) -> None:
    """A friendly, non-blocking notice (used for bad URL values)."""
    st.info(message, icon=":material/info:")


def _raw_query(name: str) -> str | None:
    try:
        value = st.query_params.get(name)
    except Exception:  # outside a Streamlit run (plain python import)
        return None
    return None if value is None else str(value)


def query_int(name: str, default: int, lo: int, hi: int) -> int:
    """An integer from the URL in [lo, hi]; anything else gives a notice and the default."""
    raw = _raw_query(name)
    if raw is None or raw == "":
        return default
    try:
        value = int(raw.strip())
    except ValueError:
        _notice(f"The link's `{name}` must be a whole number; showing {default} instead.")
        return default
    if not lo <= value <= hi:
        _notice(f"The link's `{name}` must lie between {lo} and {hi}; showing {default} instead.")
        return default
    return value


def query_float(name: str, default: float, lo: float, hi: float) -> float:
    """A finite number from the URL in [lo, hi]; anything else gives a notice and the default."""
    raw = _raw_query(name)
    if raw is None or raw == "":
        return default
    try:
        value = float(raw.strip())
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or not lo <= value <= hi:
        _notice(f"The link's `{name}` must be a number between {lo:g} and {hi:g}; showing {default:g} instead.")
        return default
    return value


def query_choice(name: str, default: str, choices: Sequence[str]) -> str:
    """One of `choices` from the URL; anything else gives a notice and the default."""
    raw = _raw_query(name)
    if raw is None or raw == "":
        return default
    if raw not in choices:
        shown = ", ".join(f"`{c}`" for c in list(choices)[:8])
        _notice(f"The link's `{name}` is not one of {shown}; showing `{default}` instead.")
        return default
    return raw


def query_str(name: str, default: str, max_len: int = 200) -> str:
    """Free text from the URL, stripped of control characters and cut to `max_len` characters."""
    raw = _raw_query(name)
    if raw is None:
        return default
    text = re.sub(r"[\x00-\x1f\x7f]", " ", raw).strip()
    if not text:
        return default
    if len(text) > max_len:
        _notice(f"The link's `{name}` was longer than {max_len} characters and has been cut.")
        text = text[:max_len]
    return text


def query_bool(name: str, default: bool = False) -> bool:
    """A flag from the URL: 1/true/yes/on or 0/false/no/off."""
    raw = _raw_query(name)
    if raw is None or raw == "":
        return default
    low = raw.strip().lower()
    if low in ("1", "true", "yes", "on"):
        return True
    if low in ("0", "false", "no", "off"):
        return False
    _notice(f"The link's `{name}` must be 1 or 0; using {int(default)}.")
    return default


def set_query(**params: Any) -> None:
    """Write the current view into the URL so it can be shared; None removes a parameter."""
    for name, value in params.items():
        if value is None:
            if name in st.query_params:
                del st.query_params[name]
            continue
        text = str(int(value)) if isinstance(value, bool) else str(value)
        if st.query_params.get(name) != text:
            st.query_params[name] = text


def url_int(widget, label: str, param: str, default: int, lo: int, hi: int, *, prefix: str, **kw) -> int:
    """A whole-number widget (st.slider, st.number_input, or a column's) tied to ?param=: seeded from the URL
    (validated), kept inside [lo, hi] when the range shrinks (another model), and written back to the URL."""
    key = f"{prefix}_{param}"
    init_state(key, query_int(param, default, lo, hi))
    st.session_state[key] = min(max(int(st.session_state[key]), lo), hi)
    value = int(widget(label, min_value=lo, max_value=hi, key=key, **kw))
    set_query(**{param: value})
    return value


def view_picker(views: Mapping[str, str], default: str, key: str) -> str:
    """The row of "Show" buttons that picks a page's view, tied to ?view= (validated); returns the view's name."""
    init_state(key, query_choice("view", default, list(views)))
    view = st.segmented_control(
        "Show", list(views), format_func=views.get, key=key, required=True, help="Each view has its own link."
    )
    view = view or default
    set_query(view=view)
    return view


def init_state(key: str, value: Any) -> Any:
    """Seed `st.session_state[key]` once (typically from a query_* reader); returns the current value."""
    if key not in st.session_state:
        st.session_state[key] = value
    return st.session_state[key]


def _persist(widget_key: str, key: str) -> None:
    st.session_state[key] = st.session_state[widget_key]


# --------------------------------------------------------------------------- presenter mode
def presenter_toggle() -> bool:
    """The shared sidebar switch for presenter mode (app.py renders it on every page); seeded by ?present=1."""
    init_state(PRESENT_KEY, query_bool("present", False))
    st.session_state["_w_present"] = st.session_state[PRESENT_KEY]
    st.sidebar.toggle(
        "Presenter mode",
        key="_w_present",
        on_change=_persist,
        args=("_w_present", PRESENT_KEY),
        help="Larger type and less chrome, for a projector. Share it with ?present=1.",
    )
    on = bool(st.session_state[PRESENT_KEY])
    set_query(present=1 if on else None)
    if on:
        st.html(_PRESENTER_CSS)  # a constant string, never user text
    return on


def sidebar_state() -> str:
    """For st.set_page_config: the sidebar starts collapsed in presenter mode (less chrome on the projector)."""
    return "collapsed" if presenter_mode() else "auto"


def presenter_mode() -> bool:
    """Whether presenter mode is on (larger type, less chrome); also true for a page opened with ?present=1."""
    if PRESENT_KEY not in st.session_state:
        return query_bool("present", False)
    return bool(st.session_state[PRESENT_KEY])


# --------------------------------------------------------------------------- text and errors
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|<>~$])")


def md_escape(text: str) -> str:
    """Escape Markdown so user text is shown literally inside st.markdown/st.caption (never as HTML)."""
    return _MD_SPECIAL.sub(r"\\\1", text)


def friendly_error(message: str, exc: BaseException | None = None) -> None:
    """A plain-language error box without a traceback; the exception goes to the server log."""
    st.error(message, icon=":material/error:")
    if exc is not None:
        log.warning("%s: %s", message, exc, exc_info=exc)
        detail = str(exc).strip().splitlines()
        if detail:
            st.caption("Details: " + md_escape(f"{type(exc).__name__}: {detail[0][:300]}"))


def leave_legacy_navigation() -> None:
    """Hand the first visit after a server start from Streamlit's old pages/-folder navigation to app.py's.

    Streamlit treats a folder named pages/ beside the entry point as its legacy file-based navigation until
    some session runs st.navigation; until then a direct link (/masking?view=...) runs the page script
    bare, without app.py's frame. Every page calls this first: it switches the legacy mode off and reruns,
    and app.py then routes the same URL (its url paths are the file stems) with the shared sidebar.
    """
    from streamlit.runtime.pages_manager import PagesManager

    if PagesManager.uses_pages_directory:
        PagesManager.uses_pages_directory = False
        st.rerun()


def page_header(title: str, intro: str, formula: str | None = None, section: str | None = None) -> None:
    """Title, two or three plain sentences, and the formula (st.latex) with its paper section ("§3.2.1")."""
    leave_legacy_navigation()
    st.title(title)
    st.markdown(intro)
    if formula:
        st.latex(formula)
    if section:
        st.caption(f"Vaswani et al., *Attention Is All You Need* (2017), {section}")


# --------------------------------------------------------------------------- figure export
def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "-", text).strip("-")[:80] or "figure"


def image_format() -> str:
    """The format the chart's camera button saves in ("png" or "svg"), chosen once in the sidebar."""
    return "svg" if st.session_state.get(IMAGE_FORMAT_KEY) == "svg" else "png"


def image_format_picker() -> str:
    """Sidebar choice of the camera button's format; app.py renders it on every page."""
    init_state(IMAGE_FORMAT_KEY, "png")
    st.session_state["_w_image_format"] = st.session_state[IMAGE_FORMAT_KEY]
    st.sidebar.radio(
        "Chart download format",
        ["png", "svg"],
        key="_w_image_format",
        format_func=lambda f: {"png": "PNG (slides)", "svg": "SVG (vector, print)"}[f],
        horizontal=True,
        on_change=_persist,
        args=("_w_image_format", IMAGE_FORMAT_KEY),
        help="The camera icon above each chart saves the picture in this format.",
    )
    return image_format()


def plotly_config(filename: str, fmt: str | None = None) -> dict:
    """Plotly config: the modebar's camera saves PNG (2× scale) or SVG; no link to plotly's cloud."""
    fmt = fmt or image_format()
    return {
        "displaylogo": False,
        "showLink": False,
        "displayModeBar": True,
        "toImageButtonOptions": {"format": fmt, "filename": _slug(filename), "scale": 2 if fmt == "png" else 1},
        "modeBarButtonsToRemove": ["sendDataToCloud", "lasso2d", "select2d"],
    }


def data_bytes(data: Any) -> tuple[bytes | None, bytes]:
    """(CSV or None, JSON) bytes of a DataFrame, dict or list, for the download buttons."""
    import pandas as pd

    if isinstance(data, pd.DataFrame):
        csv = data.to_csv(index=True).encode("utf-8")
        js = data.to_json(orient="split", force_ascii=False, indent=1).encode("utf-8")
        return csv, js
    js = json.dumps(data, indent=1, ensure_ascii=False, default=_json_default).encode("utf-8")
    csv = None
    try:
        frame = pd.DataFrame(data)
        buf = io.StringIO()
        frame.to_csv(buf, index=isinstance(data, Mapping))
        csv = buf.getvalue().encode("utf-8")
    except (ValueError, TypeError):
        pass
    return csv, js


def _json_default(obj: Any) -> Any:
    if hasattr(obj, "tolist"):
        return obj.tolist()
    if hasattr(obj, "item"):
        return obj.item()
    return str(obj)


def show_figure(fig: Any, key: str, data: Any = None, filename: str = "figure") -> None:
    """Draw a plotly (or altair) chart whose modebar saves PNG/SVG, plus CSV/JSON downloads of `data`."""
    name = _slug(filename)
    if hasattr(fig, "to_plotly_json"):
        if presenter_mode():  # larger type for a projector: every text in the figure grows by 4 px
            size = fig.layout.font.size or 12
            fig.update_layout(font_size=size + 4, title_font_size=22)
            if fig.layout.margin.t:  # room for the larger title and slanted labels
                grown = int(fig.layout.margin.t * (size + 4) / size)
                fig.update_layout(margin_t=grown, height=(fig.layout.height or 450) + grown - fig.layout.margin.t)
            for note in fig.layout.annotations:
                note.font.size = (note.font.size or 12) + 4
        st.plotly_chart(fig, key=key, config=plotly_config(name), theme=None)
    else:  # altair: its own action menu saves PNG and SVG
        st.altair_chart(fig, key=key)
    if data is None:
        return
    csv, js = data_bytes(data)
    row = st.container(horizontal=True, gap="small")
    if csv is not None:
        row.download_button(
            "CSV", csv, file_name=f"{name}.csv", mime="text/csv", key=f"{key}_csv", on_click="ignore",
            icon=":material/download:", help="The numbers behind this chart, as a table.",
        )  # fmt: skip
    row.download_button(
        "JSON", js, file_name=f"{name}.json", mime="application/json", key=f"{key}_json", on_click="ignore",
        icon=":material/download:", help="The numbers behind this chart, as JSON.",
    )  # fmt: skip


# --------------------------------------------------------------------------- models
def models_dir() -> Path:
    """Where model directories live: $ATTN_MODELS_DIR, else the repository's pretrained/ (as load_pretrained)."""
    env = os.environ.get(MODELS_DIR_ENV)
    return Path(env) if env else REPO_ROOT / "pretrained"


def _model_dirs(root: Path) -> list[str]:
    if not root.is_dir():
        return []
    return sorted(p.name for p in root.iterdir() if p.is_dir() and (p / "config.json").is_file())


@st.cache_data(ttl=60, show_spinner=False)
def list_models(root: str | None = None) -> list[str]:
    """Names one can pick: model directories under `root` (default models_dir()), then registry extras.

    Extras are names from `transformer.pretrained.available_models()` that are not directories of the
    repository's pretrained/ (e.g. a BERT-style encoder), so pointing $ATTN_MODELS_DIR elsewhere hides
    the shipped models but keeps the extras.
    """
    names = _model_dirs(Path(root) if root else models_dir())
    try:
        from transformer import pretrained

        registry = [str(n) for n in pretrained.available_models()]
    except Exception:  # the registry is optional; directories are enough
        registry = []
    names += [n for n in registry if n not in names and not (REPO_ROOT / "pretrained" / n).is_dir()]
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
    fallback = default if default in names else ("en-de-toy" if "en-de-toy" in names else names[0])
    init_state(MODEL_KEY, query_choice("model", fallback, names))
    if st.session_state[MODEL_KEY] not in names:
        st.session_state[MODEL_KEY] = fallback
    st.session_state["_w_model"] = st.session_state[MODEL_KEY]
    where = st.sidebar if sidebar else st
    where.selectbox(
        label,
        names,
        key="_w_model",
        on_change=_persist,
        args=("_w_model", MODEL_KEY),
        help="Every page uses the same model; it is part of the link you share.",
    )
    set_query(model=st.session_state[MODEL_KEY])
    return st.session_state[MODEL_KEY]


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
        on_change=_persist,
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


def input_notice(pre: Any, sentence: str) -> None:
    """A visible notice when the model changes the sentence (cut to its length limit, unknown characters)."""
    prepare = getattr(pre, "prepare", None)
    if not callable(prepare):
        return
    try:
        notice = prepare(sentence).notice
    except Exception:  # the page that uses the sentence reports the error itself
        return
    if notice:
        st.warning(str(notice), icon=":material/content_cut:")


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
    """The toy corpus' rule-based German for an in-grammar sentence (models trained on en-de-toy), else None."""
    card = getattr(pre, "card", None) or {}
    if str(getattr(pre, "task", None) or card.get("task")) != "en-de-toy":
        return None
    try:
        from transformer.data import reference_example

        example = reference_example(pre.normalize(sentence))
    except Exception:  # outside the grammar, or a model without normalize(): no reference to show
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
