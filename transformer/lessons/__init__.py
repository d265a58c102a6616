"""Computations and figures behind the teaching pages (no Streamlit here).

Each module matches one page and one part of the paper:

- `positional`  §3.5   sinusoids, wavelengths, binary counting, the shift map, permutation equivariance
- `masking`     §3.1, §3.2.3   padding and causal masks, the five steps of Figure 2, the no-peeking check
- `maths`       §3.2.1-§3.2.2  why √d_k, dot-product vs additive attention, the multi-head shape walk
- `complexity`  §4, Table 1    the table's formulas and a timed comparison of real layers
- `training`    §5.3-§5.4      the warm-up schedule and label smoothing
- `scheduler`   (no section)   one server shared fairly: a limit and a queue for training runs, a limit for other
                               heavy work, and an end for runs nobody watches

Every function returns tensors, numbers or pandas frames; the `fig_*` functions turn them into
plotly figures. A page only arranges widgets around them.
"""
