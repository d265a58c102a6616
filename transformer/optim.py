"""The training recipe of §5.3 (Adam with warm-up, then inverse-square-root decay) and §5.4 (label smoothing)."""

from __future__ import annotations

import torch
from torch import Tensor, nn
from torch.autograd.function import once_differentiable

ADAM_BETAS = (0.9, 0.98)  # §5.3: β1 = 0.9, β2 = 0.98
ADAM_EPS = 1e-9  # §5.3: ε = 10^-9


def noam_lr(step: int, d_model: int, warmup: int, scale: float = 1.0) -> float:
    """Equation (3) of §5.3: lrate = d_model^-0.5 · min(step^-0.5, step · warmup_steps^-1.5), times `scale`.

    The rate grows linearly for the first `warmup` steps and then decays with 1/√step; the two branches
    meet at step = warmup, where the rate peaks at (d_model · warmup)^-0.5. Steps count from 1.
    """
    if step < 1:
        raise ValueError(f"steps count from 1, got {step}")
    if warmup < 1:
        raise ValueError(f"warmup must be at least 1 step, got {warmup}")
    return scale * d_model**-0.5 * min(step**-0.5, step * warmup**-1.5)


def cooldown_factor(progress: float, fraction: float) -> float:
    """Not in the paper: a factor on the §5.3 rate that falls linearly to 0 over the last `fraction` of a run.

    `progress` is the part of the planned run already done (steps or training time, 0 to 1). A run cut off by a
    time budget otherwise stops at whatever rate eq. (3) has reached, still high after a few thousand steps;
    annealing it to 0 lets the last weights settle, which §6.1's checkpoint averaging only approximates.
    fraction 0 (the default everywhere) leaves the paper's schedule as it is.
    """
    if not 0.0 <= fraction <= 1.0:
        raise ValueError(f"the cool-down must be a fraction of the run in [0, 1], got {fraction}")
    if fraction == 0.0:
        return 1.0
    return min(1.0, max(0.0, (1.0 - progress) / fraction))


def make_adam(model: nn.Module, d_model: int, warmup: int, scale: float = 1.0) -> torch.optim.Adam:
    """Adam with the paper's β1, β2 and ε (§5.3); the learning rate is set before every step by `set_lr`."""
    return torch.optim.Adam(model.parameters(), lr=noam_lr(1, d_model, warmup, scale), betas=ADAM_BETAS, eps=ADAM_EPS)


def set_lr(optimizer: torch.optim.Optimizer, lr: float) -> None:
    """Put the schedule's rate for this step into every parameter group."""
    for group in optimizer.param_groups:
        group["lr"] = lr


def label_smoothed_loss(
    logits: Tensor, target: Tensor, epsilon: float = 0.1, pad_id: int = 0
) -> tuple[Tensor, Tensor, Tensor]:
    """Cross-entropy against label-smoothed targets (§5.4, ε_ls = 0.1), padding ignored.

    logits (B, T, V), target (B, T) -> (loss, nll, n_tokens), the first two averaged over non-pad tokens.

    §5.4 smooths the one-hot target as Szegedy et al. (2016) do: the gold token y keeps 1 - ε and ε is
    spread uniformly over the K = V - 1 tokens a target can be (every token but padding):

        q(k) = (1 - ε)·[k = y] + ε / K   for k ≠ pad,        q(pad) = 0

    and the loss is the cross-entropy H(q, p) = -Σ_k q(k) log p(k)
                                            = (1 - ε)·(-log p(y)) + ε · mean_{k ≠ pad} (-log p(k)).
    It differs from KL(q ‖ p) = H(q, p) - H(q) only by the constant entropy H(q), so the two have the same
    gradient; the paper notes this "hurts perplexity, as the model learns to be more unsure, but improves
    accuracy and BLEU". `nll` is the plain -log p(y) (ε = 0), whose exp is the perplexity. With ε = 0 the
    loss is exactly F.cross_entropy(ignore_index=pad_id).
    """
    keep = target != pad_id  # (B, T)
    n = keep.sum()
    loss, nll = _SmoothedCrossEntropy.apply(logits, target, keep, n.clamp_min(1), epsilon, pad_id)
    return loss, nll, n


class _SmoothedCrossEntropy(torch.autograd.Function):
    """label_smoothed_loss's two means with their gradient written out.

    With log p(k) = z_k - log Σ_j exp z_j, the per-position terms are
        -log p(y) = lse - z_y,        mean_{k ≠ pad} (-log p(k)) = lse - mean_{k ≠ pad} z_k,
    and the gradient of H(q, p) with respect to the logits is p - q (and p - one-hot for the nll).
    Autograd through log_softmax, gather and a masked mean would build three more (B, T, V) tensors;
    on a CPU that was a third of a training step. Logits of any float dtype are summed in float32.
    """

    @staticmethod
    def forward(ctx, logits: Tensor, target: Tensor, keep: Tensor, denom: Tensor, epsilon: float, pad_id: int):
        z = logits.float()  # (B, T, V)
        vocab = z.size(-1)
        lse = torch.logsumexp(z, dim=-1)  # (B, T)
        nll = lse - z.gather(-1, target.unsqueeze(-1)).squeeze(-1)  # -log p(y)
        uniform = lse - (z.sum(-1) - z[..., pad_id]) / (vocab - 1)  # mean over k ≠ pad of -log p(k)
        smoothed = (1.0 - epsilon) * nll + epsilon * uniform
        ctx.save_for_backward(z, lse, target, keep, denom)
        ctx.epsilon, ctx.pad_id, ctx.dtype = epsilon, pad_id, logits.dtype
        return (smoothed * keep).sum() / denom, (nll * keep).sum() / denom

    @staticmethod
    @once_differentiable
    def backward(ctx, grad_loss: Tensor, grad_nll: Tensor):
        z, lse, target, keep, denom = ctx.saved_tensors
        eps, pad = ctx.epsilon, ctx.pad_id
        spread = grad_loss * eps / (z.size(-1) - 1)  # the ε/K of q, for every k ≠ pad
        grad = torch.exp(z - lse.unsqueeze(-1)).mul_(grad_loss + grad_nll)  # p, once for each mean
        gold = (grad_loss * (1.0 - eps) + grad_nll).expand(target.shape).unsqueeze(-1)
        grad.scatter_add_(-1, target.unsqueeze(-1), -gold)  # - (1 - ε)·[k = y] and - [k = y]
        grad.sub_(spread)
        grad[..., pad] += spread  # q(pad) = 0
        grad.mul_((keep / denom).unsqueeze(-1))  # padding positions get no gradient
        return grad.to(ctx.dtype), None, None, None, None, None
