"""One shared model serves many users at once; whatever a user types gets a clear answer."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import torch

from transformer import Transformer, load_pretrained
from transformer.checkpoint import save_model_dir
from transformer.data import generate
from transformer.pretrained import InputError
from transformer.tokenizer import Tokenizer

from .helpers import tiny_config


@pytest.fixture(scope="module")
def shared(tmp_path_factory):
    examples = generate(300, seed=1)
    tok = Tokenizer.train([e.src for e in examples] + [e.tgt for e in examples], vocab_size=120)
    torch.manual_seed(0)
    cfg = tiny_config(src_vocab_size=tok.vocab_size, tgt_vocab_size=tok.vocab_size, max_len=64)
    path = save_model_dir(Path(tmp_path_factory.mktemp("m")) / "toy", Transformer(cfg), tok, {"task": "en-de-toy"})
    return load_pretrained(path), [e.src for e in generate(40, seed=7)]


def fingerprint(trace) -> tuple[tuple, torch.Tensor]:
    """What a user sees of a trace: its texts exactly, and its numbers (compared to float tolerance)."""
    texts = (trace.source_text, trace.translation, tuple(trace.src_tokens), tuple(trace.tgt_tokens))
    numbers = torch.cat(
        [trace.encoder_self.flatten(), trace.decoder_self.flatten(), trace.cross.flatten(),
         torch.tensor([trace.extras["loss"]])]
    )  # fmt: skip
    return texts, numbers


def test_16_threads_x_25_inspect_calls_equal_their_sequential_results(shared) -> None:
    model, sentences = shared
    jobs = [sentences[(t * 7 + i) % len(sentences)] for t in range(16) for i in range(25)]
    sequential = {s: fingerprint(model.inspect(s, target=s.split()[0])) for s in set(jobs)}

    def run(thread: int) -> list[tuple[str, tuple]]:
        mine = jobs[thread * 25 : (thread + 1) * 25]
        return [(s, fingerprint(model.inspect(s, target=s.split()[0]))) for s in mine]

    with ThreadPoolExecutor(max_workers=16) as pool:
        results = [r for chunk in pool.map(run, range(16)) for r in chunk]
    assert len(results) == 400
    for sentence, (texts, numbers) in results:
        want_texts, want_numbers = sequential[sentence]
        assert texts == want_texts, sentence
        # Equal up to float rounding: a thread's OpenMP team size may differ from the main thread's, which
        # changes the order of a reduction; another user's sentence would differ in shape or by far more.
        assert numbers.shape == want_numbers.shape and torch.allclose(numbers, want_numbers, atol=1e-5), sentence
    assert not any(hasattr(m, "attn") for m in model.model.modules())  # nothing stashed on modules


@pytest.mark.parametrize(
    "text",
    [
        "the dog 🐕 sees the cat 😺",
        "狗看见猫",
        "הכלב רואה את החתול",
        "the\u200b dog\u200d sees\u2066 the cat\u202e",
        "<script>alert(1)</script>",
        '<img src=x onerror="alert(1)">',
        "**bold** _it_ `code` # heading | a | b |",
        r"$\frac{1}{0}$ \\ \begin{x}",
        "xyzzy plugh qwerty",
        "the dog\tsees\nthe cat\r\n",
    ],
    ids=["emoji", "cjk", "rtl", "zero-width", "script", "img-onerror", "markdown", "latex", "unknown", "control"],
)
def test_odd_input_gives_a_trace_not_a_crash(shared, text: str) -> None:
    model, _ = shared
    trace = model.inspect(text)
    assert trace.src_tokens and trace.encoder_self.shape[-1] == len(trace.src_tokens)
    assert torch.isfinite(trace.encoder_self).all() and torch.isfinite(trace.cross).all()
    assert "\u200b" not in trace.source_text and "\x00" not in trace.source_text


def test_only_unknown_characters_say_so(shared) -> None:
    model, _ = shared
    trace = model.inspect("狗看见猫")
    assert "vocabulary" in (trace.extras["notice"] or "")


@pytest.mark.parametrize("text", ["", " \t\n ", "\u200b", None, 42])
def test_empty_or_non_text_input_is_a_clear_error(shared, text) -> None:
    model, _ = shared
    with pytest.raises(InputError):
        model.inspect(text)
