"""Shared page helpers, one module per concern; pages call them as `common.<name>`.

| module        | what a page author finds there                                                          |
|---------------|------------------------------------------------------------------------------------------|
| `state`       | session-state keys shared by every page, `init_state`, `persist`                          |
| `url`         | validated URL parameters (`query_int`, `query_choice`, ...), `set_query`, `url_int`, `view_picker` |
| `presenter`   | presenter mode for projectors (`presenter_toggle`, `presenter_mode`, `sidebar_state`)      |
| `page`        | `page_header` (title, intro, formula, section), `friendly_error`, `md_escape`              |
| `export`      | `show_figure` (PNG/SVG camera, CSV/JSON downloads), `show_cached_figure`, `image_format_picker` |
| `models`      | `model_picker`, cached `get_model`/`get_trace`/`get_decoded`, `can_translate`, ...         |
| `sentence`    | `sentence_box`, `input_notice`, the cautions (`left_out_notice`, `unsure_notice`), defaults |
| `table`       | `show_table`: st.dataframe with human headers, consistent decimals, "—" for missing         |

Pages are thin: they call these helpers for widgets and state, `transformer` for the model and
`transformer.viz` for figures. Nothing here computes attention.

State shared between pages (model, sentence, presenter mode) lives in `st.session_state` under plain
keys; the widgets use private keys that are re-seeded from it on every run, because Streamlit drops a
widget's state when a page without that widget runs. Everything read from the URL is validated: query
parameters arrive as strings typed by anyone.
"""

from .export import data_bytes, image_format, image_format_picker, plotly_config, show_cached_figure, show_figure
from .models import (
    HeadMaskKey,
    can_translate,
    get_decoded,
    get_model,
    get_trace,
    head_mask,
    lesson_subject,
    list_models,
    model_config,
    model_picker,
    model_source,
    model_version,
    models_dir,
    parameter_counts,
    reference_translation,
    source_pieces,
    try_get_encoder_decoder,
    try_get_model,
)
from .page import friendly_error, leave_legacy_navigation, md_escape, page_header
from .presenter import presenter_mode, presenter_toggle, sidebar_state
from .sentence import (
    DEFAULT_SENTENCE,
    MAX_SENTENCE_CHARS,
    SYMBOL_SENTENCE,
    clean_sentence,
    coverage_notice,
    example_picker,
    example_sentence,
    input_notice,
    left_out_notice,
    minilm_switch,
    model_task,
    sentence_box,
    unfinished_notice,
    unsure_notice,
)
from .state import IMAGE_FORMAT_KEY, MODEL_KEY, PRESENT_KEY, SENTENCE_KEY, init_state, persist
from .table import show_table
from .url import (
    query_bool,
    query_choice,
    query_float,
    query_int,
    query_str,
    set_query,
    url_int,
    view_picker,
)

__all__ = [
    "DEFAULT_SENTENCE", "IMAGE_FORMAT_KEY", "MAX_SENTENCE_CHARS", "MODEL_KEY", "PRESENT_KEY", "SENTENCE_KEY",
    "SYMBOL_SENTENCE", "can_translate", "clean_sentence", "coverage_notice", "data_bytes", "example_picker",
    "example_sentence", "friendly_error", "get_decoded", "get_model", "get_trace", "head_mask", "HeadMaskKey",
    "image_format", "image_format_picker", "init_state", "input_notice", "leave_legacy_navigation", "left_out_notice",
    "lesson_subject", "list_models", "md_escape", "minilm_switch", "model_config", "model_picker", "model_source",
    "model_task", "model_version", "models_dir", "page_header", "parameter_counts", "persist", "plotly_config",
    "presenter_mode", "presenter_toggle", "query_bool", "query_choice", "query_float", "query_int", "query_str",
    "reference_translation", "sentence_box", "set_query", "show_cached_figure", "show_figure", "show_table",
    "sidebar_state", "source_pieces", "try_get_encoder_decoder", "try_get_model", "unfinished_notice",
    "unsure_notice", "url_int", "view_picker",
]  # fmt: skip
