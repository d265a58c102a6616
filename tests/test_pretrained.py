"""Model directories, load_pretrained and inspect, and the evaluation metrics."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch

from transformer import Transformer, available_models, load_pretrained
from transformer.checkpoint import ModelFileError, load_model_dir, save_model_dir
from transformer.data import make_splits
from transformer.evaluate import aer, corpus_scores, hard_alignment, head_aer, word_attention
from transformer.pretrained import InputError
from transformer.registry import MODELS_DIR_ENV
from transformer.tokenizer import Tokenizer

from .helpers import tiny_config


@pytest.fixture(scope="module")
def toy_examples():
    return make_splits(seed=0, n_train=300, n_valid=10, n_test=10, n_compositional=10)["train"]


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory, toy_examples) -> Path:
    """An untrained en-de-toy-shaped model directory (the pipeline, not the quality, is under test)."""
    tok = Tokenizer.train([e.src for e in toy_examples] + [e.tgt for e in toy_examples], vocab_size=120)
    torch.manual_seed(0)
    cfg = tiny_config(src_vocab_size=tok.vocab_size, tgt_vocab_size=tok.vocab_size, max_len=64)
    root = tmp_path_factory.mktemp("models")
    save_model_dir(root / "toy", Transformer(cfg), tok, {"task": "en-de-toy", "name": "toy"}, dtype=torch.float16)
    return root / "toy"


def test_round_trip_in_fp16_keeps_the_weights_tied(model_dir: Path) -> None:
    model, tok, card = load_model_dir(model_dir)
    assert card["task"] == "en-de-toy" and tok.vocab_size == model.config.src_vocab_size
    assert model.generator.proj.weight is model.src_embed.lut.weight
    assert model.src_embed.lut.weight.dtype == torch.float32
    assert not model.training


def test_load_by_name_from_the_models_dir(model_dir: Path, monkeypatch) -> None:
    monkeypatch.setenv(MODELS_DIR_ENV, str(model_dir.parent))
    assert available_models(model_dir.parent) == ["toy"]
    assert available_models()[0] == "toy"  # then MiniLM, when its files are installed
    assert load_pretrained("toy").name == "toy"
    with pytest.raises(ModelFileError, match=r"no model named 'nope' \(available: toy\b"):
        load_pretrained("nope")


def test_inspect_returns_a_complete_single_example_trace(model_dir: Path) -> None:
    m = load_pretrained(model_dir)
    trace = m.inspect("The dog sees the cat!", target="der Hund sieht die Katze")
    cfg = m.model.config
    S, T = len(trace.src_tokens), len(trace.tgt_tokens)
    assert trace.source_text == "the dog sees the cat"  # normalised like the corpus
    assert trace.encoder_self.shape == (cfg.num_encoder_layers, cfg.nhead, S, S)
    assert trace.cross.shape == (cfg.num_decoder_layers, cfg.nhead, T, S)
    assert trace.tgt_tokens[0] == "<s>" and trace.extras["target_tokens"][-1] == "</s>"
    assert trace.src_words == ["the", "dog", "sees", "the", "cat"]
    assert trace.tgt_words == ["der", "Hund", "sieht", "die", "Katze"]
    assert len(trace.src_word_ids) == S and trace.tgt_word_ids[0] == -1
    assert trace.extras["gold_alignment"] == [(0, 0), (1, 1), (2, 2), (3, 3), (4, 4)]
    lp = torch.tensor(trace.extras["token_log_probs"])
    assert trace.extras["loss"] == pytest.approx(float(-lp.mean()), abs=1e-6) and (lp <= 0).all()


def test_inspect_without_target_traces_its_own_translation(model_dir: Path) -> None:
    m = load_pretrained(model_dir)
    trace = m.inspect("the dog sees the cat")
    assert trace.translation == m.translate("the dog sees the cat")
    # one step per decoder input position, plus the step that chose </s> unless max_len stopped it
    assert trace.steps and len(trace.steps) - len(trace.tgt_tokens) in (0, -1)
    assert [s.chosen for s in trace.steps[: len(trace.tgt_tokens) - 1]] == trace.tgt_tokens[1:]
    ablated = m.inspect("the dog sees the cat", target="der Hund", head_mask={"cross": torch.zeros(2, 4)})
    plain = m.inspect("the dog sees the cat", target="der Hund")
    assert ablated.extras["loss"] != pytest.approx(plain.extras["loss"])


@pytest.mark.parametrize("text", ["", "   ", "\u200b\u200b", "\x00\x01"])
def test_empty_input_is_a_clear_error(model_dir: Path, text: str) -> None:
    with pytest.raises(InputError, match="Please type a sentence"):
        load_pretrained(model_dir).inspect(text)


def test_long_input_is_truncated_with_a_notice(model_dir: Path) -> None:
    m = load_pretrained(model_dir)
    trace = m.inspect("the dog sees the cat " * 40, target="der Hund")
    assert trace.extras["truncated"] and "cut to its first" in trace.extras["notice"]
    assert len(trace.src_tokens) == m.max_source_tokens


def test_broken_files_are_clear_errors_naming_the_file(model_dir: Path, tmp_path: Path) -> None:
    import shutil

    broken = tmp_path / "broken"
    shutil.copytree(model_dir, broken)
    data = (broken / "model.safetensors").read_bytes()
    (broken / "model.safetensors").write_bytes(data[: len(data) // 2])
    with pytest.raises(ModelFileError, match="model.safetensors.*truncated or corrupted"):
        load_model_dir(broken)
    shutil.copy(model_dir / "model.safetensors", broken / "model.safetensors")
    (broken / "tokenizer.model").unlink()
    with pytest.raises(ModelFileError, match="tokenizer file not found.*tokenizer.model"):
        load_model_dir(broken)
    shutil.copy(model_dir / "tokenizer.model", broken / "tokenizer.model")
    cfg = (broken / "config.json").read_text().replace('"d_model": 16', '"d_model": 32')
    (broken / "config.json").write_text(cfg)
    with pytest.raises(ModelFileError, match="has shape .* but the config needs"):
        load_model_dir(broken)
    (broken / "config.json").write_text("{not json")
    with pytest.raises(ModelFileError, match="config.json: not valid JSON"):
        load_model_dir(broken)


def test_corpus_scores() -> None:
    refs = ["der Hund sieht die Katze", "ich sehe den Mann"]
    perfect = corpus_scores(refs, refs)
    assert perfect["bleu"] == pytest.approx(100.0) and perfect["exact_match"] == 100.0
    half = corpus_scores(["der Hund sieht die Katze", "ich sehe die Frau"], refs)
    assert half["exact_match"] == 50.0 and 0 < half["bleu"] < 100 and 0 < half["chrf"] < 100


def test_aer_and_word_level_alignment_by_hand() -> None:
    assert aer({(0, 0), (1, 1)}, {(0, 0), (1, 1)}) == 0.0
    assert aer({(0, 1), (1, 0)}, {(0, 0), (1, 1)}) == 1.0
    assert aer({(0, 0), (1, 0)}, {(0, 0), (1, 1)}) == pytest.approx(0.5)
    # 3 target pieces (words 0, 0, 1) over 3 source pieces (words 0, 1, 1)
    attn = torch.tensor([[0.8, 0.1, 0.1], [0.6, 0.2, 0.2], [0.1, 0.5, 0.4]])
    words = word_attention(attn, [0, 0, 1], [0, 1, 1])
    assert torch.allclose(words, torch.tensor([[0.7, 0.3], [0.1, 0.9]]))
    assert torch.allclose(words.sum(-1), torch.ones(2))
    assert hard_alignment(words) == {(0, 0), (1, 1)}


def test_head_aer_scores_every_cross_attention_head(model_dir: Path, toy_examples) -> None:
    m = load_pretrained(model_dir)
    rows = head_aer(m.model, m.tokenizer, toy_examples, max_examples=5)
    assert len(rows) == m.model.config.num_decoder_layers * m.model.config.nhead
    assert all(0.0 <= r["aer"] <= 1.0 and r["sentences"] == 5 for r in rows)
    assert rows == sorted(rows, key=lambda r: r["aer"])


def test_head_aer_makes_its_ids_where_the_model_is(model_dir: Path, toy_examples) -> None:
    m = load_pretrained(model_dir)  # on the CPU; tensors made without naming a device land on "meta" (no GPU here)
    want = head_aer(m.model, m.tokenizer, toy_examples, max_examples=5)
    with torch.device("meta"):
        assert head_aer(m.model, m.tokenizer, toy_examples, max_examples=5) == want


def test_inspect_steps_equal_a_recorded_greedy_decode(model_dir: Path) -> None:
    m = load_pretrained(model_dir)
    trace = m.inspect("the cat sees the dog")
    recorded = m.decode("the cat sees the dog", "greedy").steps
    assert len(trace.steps) == len(recorded)
    for a, b in zip(trace.steps, recorded, strict=True):
        assert a.prefix_ids == b.prefix_ids and a.chosen_id == b.chosen_id
        assert torch.allclose(a.self_attn, b.self_attn, atol=1e-6) and torch.allclose(a.cross_attn, b.cross_attn)
        assert [t for t, _ in a.top_k] == [t for t, _ in b.top_k]


def test_minilm_is_listed_and_loaded_by_name_when_installed(model_dir: Path, monkeypatch) -> None:
    from transformer import bert
    from transformer.registry import MINILM

    if not bert.is_available():
        pytest.skip(f"MiniLM's files are not installed ({bert.INSTALL_COMMAND})")
    monkeypatch.setenv(MODELS_DIR_ENV, str(model_dir.parent))
    assert available_models() == ["toy", MINILM]
    assert available_models(model_dir.parent) == ["toy"]
    trace = load_pretrained(MINILM).inspect("the dog sees the cat")
    assert trace.encoder_self.shape[:2] == (6, 12) and trace.cross is None
