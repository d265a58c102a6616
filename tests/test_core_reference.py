"""Numerical equivalence with torch.nn.Transformer and torch.nn.MultiheadAttention."""

from __future__ import annotations

import pytest
import torch
from torch import nn

from transformer import Transformer
from transformer.masks import subsequent_mask
from transformer.multihead import MultiHeadAttention

from .helpers import randomise_layer_norms, tiny_config


def copy_attention(ours: MultiHeadAttention, ref: nn.MultiheadAttention) -> int:
    """Copy W^Q, W^K, W^V (stacked in in_proj_weight) and W^O into the reference; returns tensors copied."""
    d = ours.w_q.weight.size(0)
    assert ref.in_proj_weight.shape == (3 * d, d) and ref.out_proj.weight.shape == (d, d)
    with torch.no_grad():
        ref.in_proj_weight.copy_(torch.cat([ours.w_q.weight, ours.w_k.weight, ours.w_v.weight]))
        ref.in_proj_bias.copy_(torch.cat([ours.w_q.bias, ours.w_k.bias, ours.w_v.bias]))
        ref.out_proj.weight.copy_(ours.w_o.weight)
        ref.out_proj.bias.copy_(ours.w_o.bias)
    return 4


def copy_module(src: nn.Module, dst: nn.Module) -> int:
    assert src.weight.shape == dst.weight.shape and src.bias.shape == dst.bias.shape
    with torch.no_grad():
        dst.weight.copy_(src.weight)
        dst.bias.copy_(src.bias)
    return 2


def copy_into_reference(model: Transformer, ref: nn.Transformer) -> int:
    """Copy every weight of our stacks into nn.Transformer; returns the number of tensors copied."""
    n = 0
    for ours, theirs in zip(model.encoder.layers, ref.encoder.layers, strict=True):
        n += copy_attention(ours.self_attn, theirs.self_attn)
        n += copy_module(ours.feed_forward.linear1, theirs.linear1)
        n += copy_module(ours.feed_forward.linear2, theirs.linear2)
        n += copy_module(ours.norm1, theirs.norm1) + copy_module(ours.norm2, theirs.norm2)
    for ours, theirs in zip(model.decoder.layers, ref.decoder.layers, strict=True):
        n += copy_attention(ours.self_attn, theirs.self_attn)
        n += copy_attention(ours.cross_attn, theirs.multihead_attn)
        n += copy_module(ours.feed_forward.linear1, theirs.linear1)
        n += copy_module(ours.feed_forward.linear2, theirs.linear2)
        for i in (1, 2, 3):
            n += copy_module(getattr(ours, f"norm{i}"), getattr(theirs, f"norm{i}"))
    # nn.Transformer always ends each stack with a LayerNorm; ours only in pre-LN, where it is needed.
    for ours, theirs in ((model.encoder, ref.encoder), (model.decoder, ref.decoder)):
        if ours.norm is None:
            theirs.norm = nn.Identity()
        else:
            n += copy_module(ours.norm, theirs.norm)
    return n


@pytest.mark.filterwarnings("ignore:enable_nested_tensor is True")  # nn.Transformer on pre-LN says it cannot nest
@pytest.mark.parametrize("norm_first", [False, True], ids=["post-LN", "pre-LN"])
@pytest.mark.parametrize("padded", [False, True], ids=["no-pad", "pad"])
def test_matches_torch_nn_transformer(norm_first: bool, padded: bool) -> None:
    torch.manual_seed(0)
    cfg = tiny_config(norm_first=norm_first)
    model = Transformer(cfg).eval()
    randomise_layer_norms(model, seed=1)
    ref = nn.Transformer(
        d_model=cfg.d_model,
        nhead=cfg.nhead,
        num_encoder_layers=cfg.num_encoder_layers,
        num_decoder_layers=cfg.num_decoder_layers,
        dim_feedforward=cfg.dim_feedforward,
        dropout=0.0,
        batch_first=True,
        norm_first=norm_first,
    ).eval()
    ref.encoder.use_nested_tensor = False  # keep the reference on its plain path
    copied = copy_into_reference(model, ref)
    n_enc, n_dec = cfg.num_encoder_layers, cfg.num_decoder_layers
    assert copied == n_enc * 12 + n_dec * 18 + (4 if norm_first else 0)
    assert copied == sum(1 for _ in ref.parameters())

    src = torch.randint(1, cfg.src_vocab_size, (3, 9))
    tgt = torch.randint(1, cfg.tgt_vocab_size, (3, 6))
    if padded:
        src[1, 6:] = cfg.pad_id
        src[2, 4:] = cfg.pad_id
    src_pad = src == cfg.pad_id
    with torch.no_grad():
        x_src, _ = model.embed(src, model.src_embed)
        x_tgt, _ = model.embed(tgt, model.tgt_embed)
        expected = ref(
            x_src,
            x_tgt,
            tgt_mask=subsequent_mask(tgt.size(1)),
            src_key_padding_mask=src_pad,
            memory_key_padding_mask=src_pad,
        )
        memory = model.encode(src).output
        got = model.decode(tgt, memory, src_pad).output
        logits, _ = model(src, tgt)
    assert torch.allclose(got, expected, atol=1e-5), (got - expected).abs().max()
    assert torch.allclose(logits, model.generator(expected), atol=1e-5)


@pytest.mark.parametrize("masks", ["none", "key_padding", "causal", "both"])
def test_per_head_weights_match_multihead_attention(masks: str) -> None:
    torch.manual_seed(0)
    d, h = 24, 3
    ours = MultiHeadAttention(d, h).eval()
    ref = nn.MultiheadAttention(d, h, dropout=0.0, batch_first=True).eval()
    copy_attention(ours, ref)
    q, kv = torch.randn(2, 5, d), torch.randn(2, 5, d)
    key_pad = torch.tensor([[False] * 5, [False] * 3 + [True] * 2])
    causal = subsequent_mask(5)
    kp = key_pad if masks in ("key_padding", "both") else None
    am = causal if masks in ("causal", "both") else None
    mask = None
    if kp is not None:
        mask = kp[:, None, None, :]
    if am is not None:
        mask = am if mask is None else mask | am
    with torch.no_grad():
        ref_out, ref_w = ref(q, kv, kv, key_padding_mask=kp, attn_mask=am, average_attn_weights=False)
        got = ours(q, kv, kv, mask, need_weights=True)
        fast = ours(q, kv, kv, mask)
    assert got.weights.shape == ref_w.shape == (2, h, 5, 5)
    assert torch.allclose(got.weights, ref_w, atol=1e-6)
    assert torch.allclose(got.output, ref_out, atol=1e-5)
    assert torch.allclose(fast.output, ref_out, atol=1e-5)


@pytest.mark.parametrize("masks", ["none", "key_padding", "causal", "both"])
def test_training_path_matches_multihead_attention_with_gradients(masks: str) -> None:
    """With gradients on a CPU, attention runs Equation (1) as written (multihead.py); output and every gradient
    equal torch.nn.MultiheadAttention's, padded and causal rows included."""
    torch.manual_seed(1)
    d, h = 24, 3
    ours = MultiHeadAttention(d, h).train()  # no attention dropout: the two must agree exactly
    ref = nn.MultiheadAttention(d, h, dropout=0.0, batch_first=True).train()
    copy_attention(ours, ref)
    q, kv = torch.randn(2, 6, d), torch.randn(2, 6, d)
    kp = torch.tensor([[False] * 6, [False] * 4 + [True] * 2]) if masks in ("key_padding", "both") else None
    am = subsequent_mask(6) if masks in ("causal", "both") else None
    mask = None if kp is None else kp[:, None, None, :]
    if am is not None:
        mask = am if mask is None else mask | am
    qs = [q.clone().requires_grad_(True) for _ in range(2)]
    got = ours(qs[0], kv, kv, mask).output
    expected = ref(qs[1], kv, kv, key_padding_mask=kp, attn_mask=am, need_weights=False)[0]
    weight = torch.randn_like(got)
    (got * weight).sum().backward()
    (expected * weight).sum().backward()
    assert torch.allclose(got, expected, atol=1e-5), (got - expected).abs().max()
    assert torch.allclose(qs[0].grad, qs[1].grad, atol=1e-5)
    w_q_grad = ref.in_proj_weight.grad[:d]
    assert torch.allclose(ours.w_q.weight.grad, w_q_grad, atol=1e-5)
    assert torch.allclose(ours.w_o.weight.grad, ref.out_proj.weight.grad, atol=1e-5)


def test_self_attention_fused_projection_equals_separate(tiny_model: Transformer) -> None:
    attn = tiny_model.encoder.layers[0].self_attn
    x = torch.randn(2, 5, 16)
    fused = attn.project(x, x, x)
    separate = attn.project(x, x.clone(), x.clone())
    for a, b in zip(fused, separate, strict=True):
        assert torch.allclose(a, b, atol=1e-6)
