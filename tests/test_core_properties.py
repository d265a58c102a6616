"""Properties of the maths: masks, rows summing to 1, the autoregressive property, both paths agree."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

from transformer import Trace, Transformer, TransformerConfig
from transformer.attention import attention_steps, scaled_dot_product_attention
from transformer.masks import combine, padding_mask, subsequent_mask, to_sdpa

from .helpers import randomise_layer_norms, tiny_config


def padded_batch(cfg: TransformerConfig) -> tuple[torch.Tensor, torch.Tensor]:
    g = torch.Generator().manual_seed(3)
    src = torch.randint(1, cfg.src_vocab_size, (3, 8), generator=g)
    tgt = torch.randint(1, cfg.tgt_vocab_size, (3, 6), generator=g)
    src[1, 5:] = src[2, 3:] = cfg.pad_id
    tgt[2, 4:] = cfg.pad_id
    return src, tgt


def model_for(**overrides) -> Transformer:
    torch.manual_seed(0)
    model = Transformer(tiny_config(**overrides))
    randomise_layer_norms(model)
    return model.eval()


VARIANTS = [dict(), dict(norm_first=True), dict(positional="learned"), dict(share_embeddings=False)]
IDS = ["post-LN", "pre-LN", "learned-pos", "separate-embeddings"]


def test_mask_helpers_follow_the_torch_nn_convention() -> None:
    m = subsequent_mask(4)
    assert m.dtype == torch.bool
    assert m.tolist() == [
        [False, True, True, True],
        [False, False, True, True],
        [False, False, False, True],
        [False, False, False, False],
    ]
    ids = torch.tensor([[5, 6, 0, 0]])
    assert padding_mask(ids, 0).tolist() == [[False, False, True, True]]
    assert combine(padding_mask(ids, 0), m).shape == (1, 1, 4, 4)
    assert torch.equal(to_sdpa(m), ~m)


@pytest.mark.parametrize("overrides", VARIANTS, ids=IDS)
def test_both_paths_give_the_same_logits(overrides: dict) -> None:
    model = model_for(**overrides)
    src, tgt = padded_batch(model.config)
    with torch.no_grad():
        fast, none = model(src, tgt)
        slow, trace = model(src, tgt, need_weights=True)
    assert none is None and isinstance(trace, Trace)
    keep = tgt != model.config.pad_id  # padded query rows are never used
    assert torch.allclose(fast[keep], slow[keep], atol=1e-5)


@pytest.mark.parametrize("overrides", VARIANTS, ids=IDS)
def test_recorded_attention_is_a_distribution_with_exact_zeros(overrides: dict) -> None:
    model = model_for(**overrides)
    cfg = model.config
    src, tgt = padded_batch(cfg)
    with torch.no_grad():
        _, trace = model(src, tgt, need_weights=True)
    L_e, L_d, H = cfg.num_encoder_layers, cfg.num_decoder_layers, cfg.nhead
    assert trace.encoder_self.shape == (3, L_e, H, 8, 8)
    assert trace.decoder_self.shape == (3, L_d, H, 6, 6)
    assert trace.cross.shape == (3, L_d, H, 6, 8)
    for weights in (trace.encoder_self, trace.decoder_self, trace.cross):
        assert torch.allclose(weights.sum(-1), torch.ones(weights.shape[:-1]), atol=1e-6)
        assert (weights >= 0).all()
    upper = subsequent_mask(6)
    assert (trace.decoder_self[..., upper] == 0).all()  # the causal upper triangle is exactly 0
    src_pad = src == cfg.pad_id
    for b in range(3):
        assert (trace.encoder_self[b][..., src_pad[b]] == 0).all()  # padded keys get exactly 0
        assert (trace.cross[b][..., src_pad[b]] == 0).all()
        assert (trace.decoder_self[b][..., tgt[b] == cfg.pad_id] == 0).all()
    assert torch.equal(trace.src_mask, src_pad)
    assert torch.equal(trace[2].tgt_mask, upper | (tgt[2] == cfg.pad_id)[None, :])


@pytest.mark.parametrize("overrides", VARIANTS[:2], ids=IDS[:2])
@pytest.mark.parametrize("j", [1, 3, 5])
def test_changing_a_later_target_token_leaves_earlier_logits_unchanged(overrides: dict, j: int) -> None:
    model = model_for(**overrides)
    src, tgt = padded_batch(model.config)
    tgt = tgt[:2]
    changed = tgt.clone()
    changed[:, j] = (changed[:, j] % (model.config.tgt_vocab_size - 1)) + 1
    assert not torch.equal(changed, tgt)
    with torch.no_grad():
        before, _ = model(src[:2], tgt)
        after, _ = model(src[:2], changed)
    assert torch.allclose(before[:, :j], after[:, :j], atol=1e-6)
    assert not torch.allclose(before[:, j:], after[:, j:], atol=1e-4)  # later positions do see it


def test_without_the_causal_mask_earlier_logits_do_change() -> None:
    model = model_for()
    src, tgt = padded_batch(model.config)
    changed = tgt.clone()
    changed[0, 4] = (changed[0, 4] % 30) + 1
    no_mask = torch.zeros(6, 6, dtype=torch.bool)
    with torch.no_grad():
        before, _ = model(src[:1], tgt[:1], tgt_mask=no_mask)
        after, _ = model(src[:1], changed[:1], tgt_mask=no_mask)
    assert not torch.allclose(before[:, :4], after[:, :4], atol=1e-4)


def test_attention_steps_match_torch_sdpa() -> None:
    torch.manual_seed(0)
    q, k, v = torch.randn(2, 3, 5, 8), torch.randn(2, 3, 7, 8), torch.randn(2, 3, 7, 4)
    mask = torch.zeros(2, 1, 5, 7, dtype=torch.bool)
    mask[1, ..., 5:] = True
    s = attention_steps(q, k, v, mask)
    assert torch.allclose(s.matmul, q @ k.transpose(-2, -1))
    assert torch.allclose(s.scaled, s.matmul / 8**0.5)
    assert s.scale == pytest.approx(8**0.5)
    assert torch.isneginf(s.masked[1, ..., 5:]).all() and torch.isfinite(s.masked[0]).all()
    assert (s.softmax[1, ..., 5:] == 0).all()
    expected = F.scaled_dot_product_attention(q, k, v, attn_mask=to_sdpa(mask))
    assert torch.allclose(s.output, expected, atol=1e-6)
    out, weights, scores = scaled_dot_product_attention(q, k, v, mask)
    assert torch.allclose(out, expected, atol=1e-6)
    assert torch.allclose(weights, s.softmax) and torch.allclose(scores, s.scaled)


def test_weights_are_taken_before_dropout() -> None:
    torch.manual_seed(0)
    q, k, v = torch.randn(1, 2, 4, 8), torch.randn(1, 2, 4, 8), torch.randn(1, 2, 4, 8)
    out, weights, _ = scaled_dot_product_attention(q, k, v, dropout_p=0.5, training=True)
    assert torch.allclose(weights.sum(-1), torch.ones(1, 2, 4))
    assert not torch.allclose(out, weights @ v)  # the output did use dropped-out weights


def test_scores_are_recorded_when_asked() -> None:
    model = model_for()
    src, tgt = padded_batch(model.config)
    with torch.no_grad():
        _, trace = model(src, tgt, need_scores=True, need_weights=True)
    masked = trace.encoder_scores.masked_fill(trace.src_mask[:, None, None, None, :], float("-inf"))
    assert torch.allclose(torch.softmax(masked, -1), trace.encoder_self, atol=1e-6)
    assert trace.cross_scores.shape == trace.cross.shape


def test_head_ablation_equals_zeroing_that_heads_columns_of_w_o() -> None:
    model = model_for()
    src, tgt = padded_batch(model.config)
    cfg = model.config
    off = {"cross": torch.ones(cfg.num_decoder_layers, cfg.nhead)}
    off["cross"][1, 2] = 0.0
    with torch.no_grad():
        ablated, _ = model(src, tgt, head_mask=off)
        ones, _ = model(src, tgt, head_mask={"cross": torch.ones(2, 4)})
        plain, _ = model(src, tgt)
        w_o = model.decoder.layers[1].cross_attn.w_o.weight
        d_k = cfg.d_k
        w_o[:, 2 * d_k : 3 * d_k] = 0.0
        zeroed, _ = model(src, tgt)
    assert torch.allclose(ones, plain, atol=1e-6)
    assert not torch.allclose(ablated, plain, atol=1e-4)
    assert torch.allclose(ablated, zeroed, atol=1e-5)


def test_trace_select_and_helpers(tiny_model: Transformer) -> None:
    src = torch.randint(1, 31, (2, 5))
    tgt = torch.randint(1, 31, (2, 4))
    with torch.no_grad():
        _, trace = tiny_model(src, tgt, need_weights=True)
    one = trace[1]
    assert one.encoder_self.shape == (2, 4, 5, 5) and one.cross.shape == (2, 4, 4, 5)
    assert one.src_positional.shape == (5, 16)
    assert one.num_layers == (2, 2) and one.num_heads == 4 and trace.num_heads == 4
    assert torch.equal(one.attention("cross"), trace.cross[1])
    with pytest.raises(ValueError, match="kind must be"):
        one.attention("sideways")
    with pytest.raises(TypeError):
        one[0]


def test_config_validation_and_json_round_trip(tmp_path) -> None:
    cfg = tiny_config(norm_first=True, positional="learned")
    cfg.save(tmp_path / "config.json")
    assert TransformerConfig.load(tmp_path / "config.json") == cfg
    with pytest.raises(ValueError, match="divisible"):
        tiny_config(d_model=10, nhead=4)
    with pytest.raises(ValueError, match="positional"):
        tiny_config(positional="rotary")
    with pytest.raises(ValueError, match="joint vocabulary"):
        tiny_config(tgt_vocab_size=40)
    with pytest.raises(ValueError, match="unknown config keys: colour"):
        TransformerConfig.from_dict({**cfg.to_dict(), "colour": "red"})


def test_sequence_longer_than_max_len_is_a_clear_error() -> None:
    model = model_for(max_len=8)
    with pytest.raises(ValueError, match="exceeds max_len=8"):
        model(torch.ones(1, 9, dtype=torch.long), torch.ones(1, 3, dtype=torch.long))


def test_training_step_reduces_the_loss() -> None:
    model = model_for(dropout=0.1).train()
    src, tgt = padded_batch(model.config)
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    losses = []
    for _ in range(30):
        logits, _ = model(src, tgt[:, :-1])
        loss = F.cross_entropy(logits.reshape(-1, 31), tgt[:, 1:].reshape(-1), ignore_index=0)
        opt.zero_grad()
        loss.backward()
        opt.step()
        losses.append(loss.item())
    assert losses[-1] < 0.5 * losses[0]
