"""Pure functions from a Trace to plotly figures and pandas frames (no Streamlit): usable from a notebook.

    >>> from transformer import load_pretrained, viz
    >>> trace = load_pretrained("en-de-toy").inspect("the dog sees the cat")
    >>> viz.attention_heatmap(trace, "cross", layer=1, head=0).show()

Rows are queries and columns are keys everywhere, and every axis is labelled with the tokens.
"""

from .architecture import architecture_figure, parameters_frame, sizes
from .decoding import (
    beams_frame,
    cross_row_figure,
    cross_so_far,
    cross_so_far_figure,
    self_row_figure,
    step_data,
    steps_frame,
    top_k_figure,
    top_k_frame,
)
from .figures import attention_grid, attention_heatmap, bar_row, head_view, heatmap
from .matrices import (
    KIND_TITLES,
    KINDS,
    LEVELS,
    AttentionMatrix,
    attention_frame,
    attention_matrix,
    available_kinds,
    head_weights,
    long_frame,
    plotly_text,
    plotly_texts,
    to_word_level,
    token_labels,
    unique_labels,
    word_groups,
)
from .stats import (
    best_aligned_head,
    head_alignment_error,
    head_stats,
    mean_distance,
    rollout,
    rollout_heatmap,
    rollout_matrix,
    row_entropy,
    stats_figure,
)
from .tables import delta_text, human_header, readable

__all__ = [
    "KINDS",
    "KIND_TITLES",
    "LEVELS",
    "AttentionMatrix",
    "architecture_figure",
    "attention_frame",
    "attention_grid",
    "attention_heatmap",
    "attention_matrix",
    "available_kinds",
    "bar_row",
    "best_aligned_head",
    "beams_frame",
    "cross_row_figure",
    "cross_so_far",
    "cross_so_far_figure",
    "delta_text",
    "head_alignment_error",
    "head_stats",
    "head_view",
    "head_weights",
    "heatmap",
    "human_header",
    "long_frame",
    "mean_distance",
    "parameters_frame",
    "readable",
    "plotly_text",
    "plotly_texts",
    "rollout",
    "rollout_heatmap",
    "rollout_matrix",
    "row_entropy",
    "self_row_figure",
    "sizes",
    "stats_figure",
    "step_data",
    "steps_frame",
    "to_word_level",
    "token_labels",
    "top_k_figure",
    "top_k_frame",
    "unique_labels",
    "word_groups",
]
