"""Table 3 row (B): the query/key width d_k set apart from d_model / h, with d_v kept at d_model / h."""

import math

import pytest
import torch

from transformer import Transformer, TransformerConfig
from transformer.multihead import MultiHeadAttention


def per_head_reference(mha: MultiHeadAttention, x: torch.Tensor) -> torch.Tensor:
    """MultiHead(X, X, X) written out head by head, §3.2.2, from the module's own weights."""
    heads = []
    for i in range(mha.nhead):
        qk, v = slice(i * mha.d_k, (i + 1) * mha.d_k), slice(i * mha.d_v, (i + 1) * mha.d_v)
        q = x @ mha.w_q.weight[qk].T + mha.w_q.bias[qk]  # (B, T, d_k)
        k = x @ mha.w_k.weight[qk].T + mha.w_k.bias[qk]
        val = x @ mha.w_v.weight[v].T + mha.w_v.bias[v]  # (B, T, d_v)
        weights = torch.softmax(q @ k.transpose(1, 2) / math.sqrt(mha.d_k), dim=-1)
        heads.append(weights @ val)
    return mha.w_o(torch.cat(heads, dim=-1))  # (B, T, d_model)


@pytest.mark.parametrize("d_k", [None, 2, 4, 12])
def test_multi_head_attention_with_its_own_key_width_matches_the_head_by_head_formula(d_k):
    torch.manual_seed(0)
    mha = MultiHeadAttention(16, 4, d_k=d_k).eval()
    x = torch.randn(2, 5, 16)
    result = mha(x, x, x, need_weights=True, need_scores=True)
    assert (mha.d_k, mha.d_v) == (d_k or 4, 4)
    assert mha.w_q.weight.shape == (4 * mha.d_k, 16) and mha.w_v.weight.shape == (16, 16)
    torch.testing.assert_close(result.output, per_head_reference(mha, x), atol=1e-5, rtol=1e-5)
    fast = mha(x, x, x).output  # the fused kernel path, no weights kept
    torch.testing.assert_close(fast, result.output, atol=1e-5, rtol=1e-5)
    assert result.weights.shape == (2, 4, 5, 5)


def test_cross_attention_with_a_narrow_key_width_takes_keys_from_the_memory():
    torch.manual_seed(1)
    mha = MultiHeadAttention(8, 2, d_k=2).eval()
    q, mem = torch.randn(1, 3, 8), torch.randn(1, 6, 8)
    out = mha(q, mem, mem, need_weights=True)
    assert out.output.shape == (1, 3, 8) and out.weights.shape == (1, 2, 3, 6)


def test_the_config_reports_d_k_and_d_v_and_the_model_has_fewer_parameters_with_smaller_keys():
    base = TransformerConfig(src_vocab_size=50, tgt_vocab_size=50, d_model=32, nhead=4, num_encoder_layers=1,
                             num_decoder_layers=1, dim_feedforward=64)  # fmt: skip
    narrow = TransformerConfig.from_dict({**base.to_dict(), "d_key": 2})
    assert (base.d_k, base.d_v, narrow.d_k, narrow.d_v) == (8, 8, 2, 8)
    n_base = sum(p.numel() for p in Transformer(base).parameters())
    n_narrow = sum(p.numel() for p in Transformer(narrow).parameters())
    # 3 attention blocks (encoder self, decoder self, decoder cross), each W^Q and W^K lose h·(8 − 2) columns + biases
    assert n_base - n_narrow == 3 * 2 * (32 * 4 * 6 + 4 * 6)
    torch.manual_seed(0)
    model = Transformer(narrow).eval()
    src, tgt = torch.randint(1, 50, (2, 7)), torch.randint(1, 50, (2, 4))
    logits, trace = model(src, tgt, need_weights=True, need_scores=True)
    assert logits.shape == (2, 4, 50) and trace is not None


def test_a_key_width_that_is_not_positive_is_refused():
    with pytest.raises(ValueError, match="d_key"):
        TransformerConfig(d_key=0)
