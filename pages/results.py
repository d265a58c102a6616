"""Results (§6.1-§6.2): the paper's Tables 2 and 3 as printed, beside Table 3's variations reproduced on the toy
task by `python -m transformer.lessons.sweep` on this machine."""

from __future__ import annotations

import plotly.graph_objects as go
import streamlit as st

from pages import common
from transformer import viz
from transformer.lessons import results as R
from transformer.lessons import sweep as S

GROUPS = ["A", "B", "C", "D", "E"]  # Table 3's groups of variations, each reproduced by the toy sweep
GROUP_TITLES = {
    "A": "(A) number of heads at fixed compute",
    "B": "(B) attention key size d_k",
    "C": "(C) model size",
    "D": "(D) dropout and label smoothing",
    "E": "(E) learned positions",
}

common.page_header(
    "Results: Tables 2 and 3",
    "Section 6 reports two things: translation quality against earlier models at their training cost (Table 2, "
    "newstest2014), and how the base model's quality changes when one part of it is varied (Table 3, "
    "newstest2013). Both tables are shown as the paper prints them; below them, Table 3's variations are "
    "trained again on this project's toy English→German task, where only the direction of a change can be "
    "compared, not its size.",
    formula=r"\text{BLEU} = \text{BP}\cdot\exp\Big(\sum_{n=1}^{4} \tfrac14 \log p_n\Big),\qquad "
    r"\text{PPL} = \exp\Big(-\tfrac{1}{N}\sum_{i=1}^{N} \log p(y_i \mid y_{<i}, x)\Big)",
    section="§6.1, §6.2, Tables 2 and 3",
)

st.subheader("Table 2 of the paper")
st.caption(R.TABLE_2_CAPTION)
st.dataframe(R.TABLE_2, hide_index=True, width="stretch")
st.caption(
    "Training cost is estimated as training time × number of GPUs × sustained single-precision FLOPS per GPU "
    "(§6.1; the paper used 2.8, 3.7, 6.0 and 9.5 TFLOPS for K80, K40, M40 and P100). BLEU is on newstest2014."
)

st.subheader("Table 3 of the paper")
st.caption(R.TABLE_3_CAPTION)
st.table(R.TABLE_3.style.hide(axis="index"))  # as printed: a static table that wraps, not a grid to scroll

st.subheader("Table 3 reproduced on this machine (toy task)")
files = S.results_files()
if not files:
    st.info(
        "No results file yet. Run the sweep from the repository root (under 30 minutes on 2 cores), then reload:",
        icon=":material/info:",
    )
    st.code(S.command("docs/results/table3.json", quick=False), language="bash")
    st.stop()

names = [str(p.relative_to(S.ROOT)) if p.is_relative_to(S.ROOT) else p.name for p in files]
common.init_state("rs_file", common.query_choice("file", names[0], names))
if st.session_state["rs_file"] not in names:
    st.session_state["rs_file"] = names[0]
chosen = st.radio("Results file", names, key="rs_file", horizontal=True) if len(names) > 1 else names[0]
common.set_query(file=chosen if len(names) > 1 else None)
try:
    data = S.load_results(files[names.index(chosen)])
except (OSError, ValueError) as exc:
    common.friendly_error("The results file could not be read.", exc)
    st.stop()

if data.get("quick"):
    st.warning(
        "This is the **quick** smoke run (`--quick`): a handful of steps on tiny data, so every variant is "
        "still close to its random start and the numbers say nothing about the variants. The full sweep is "
        f"`{S.command('docs/results/table3.json', quick=False)}`.",
        icon=":material/warning:",
    )
st.code(str(data.get("command", "python -m transformer.lessons.sweep")), language="bash")
st.markdown(
    f"Made by the command above on {common.md_escape(str(data.get('date', '?')))}: "
    f"task `{data['task']}`, {data['sizes']['steps']} steps per variant, {data['sizes']['n_train']} training "
    f"pairs, dev BLEU (sacreBLEU, greedy) and dev perplexity (per piece) on {data['dev_pairs']} pairs of its "
    f"validation split, {data['vocab_size']} BPE pieces, {data.get('total_seconds', '?')} s in all."
)
frame = S.results_frame(data)
common.show_table(frame, headers={c: c for c in frame.columns}, wrap=True)  # the paper's column names, as printed
st.caption(
    "Each row changes one thing of the toy base model, as Table 3's rows change one thing of the paper's; in row "
    "(B) only the width of queries and keys d_k shrinks, the values keep d_v = d_model / h. Values cannot be set "
    "beside the paper's: the toy corpus is generated from a small grammar, the models are a thousand times "
    "smaller, they train for minutes, and a toy piece is not a WMT word piece, so perplexities and BLEU live on "
    "other scales."
)

st.subheader("Trend beside the paper, one group at a time")
common.init_state("rs_group", common.query_choice("group", "A", GROUPS))
group = st.selectbox("Group of Table 3", GROUPS, key="rs_group", format_func=GROUP_TITLES.get)
common.set_query(group=group)
left, right = st.columns(2)
with left:
    st.markdown(f"**The paper, rows ({group})** and the base")
    st.table(R.TABLE_3[R.TABLE_3[""].isin(["base", f"({group})"])].style.hide(axis="index"))
    st.caption(f"§6.2: {R.PAPER_TRENDS[group]}.")
with right:
    st.markdown(f"**The toy sweep, rows ({group})** and the base")
    toy = frame[frame[""].isin(["base", group])]
    st.dataframe(toy[["", "variant", "steps", "PPL (dev)", "BLEU (dev)", "params"]], hide_index=True)
    st.caption(S.group_trend(data, group))
    band = S.noise_band(data)
    if band:
        st.caption(band)
bars = go.Bar(x=viz.plotly_texts(toy["variant"].tolist()), y=toy["PPL (dev)"].tolist(), marker_color="#4477AA")
fig = go.Figure(bars)
fig.update_layout(
    title={"text": f"Toy task, group ({group}): dev perplexity per variant (lower is better)"},
    xaxis_title="variant",
    yaxis_title="dev perplexity (per piece)",
    height=380,
)
common.show_figure(fig, "fig_rs_group", toy, f"table3-toy-{group}")
