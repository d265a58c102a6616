"""Shipped and user-trained models: load a model directory and inspect what it does on a sentence.

    >>> from transformer import load_pretrained
    >>> m = load_pretrained("en-de-toy")
    >>> m.translate("the dog sees the cat")
    'der Hund sieht die Katze'
    >>> trace = m.inspect("the dog sees the cat")   # a Trace with tokens, every head, the decoding steps

One loaded model serves many users at once: nothing here writes to the model or to `self`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import torch
import torch.nn.functional as F

from .decoding import Decoded, Step, beam_search, encode_pair, greedy, steps_from_forward
from .model import HeadMask, Transformer
from .text import clean_text
from .tokenizer import WORD_START, Tokenizer
from .trace import Trace

if TYPE_CHECKING:  # imported when used: `python -m transformer.data.aligned_words` must not find it imported
    from .data.aligned_words import AlignedWords, LeftOut

METHODS = ("greedy", "beam")


class InputError(ValueError):
    """A sentence the model cannot take (empty, or nothing left after normalisation)."""


@dataclass
class Prepared:
    """A sentence made ready for the model."""

    text: str  # normalised text actually fed to the model
    ids: list[int]  # source piece ids
    truncated: bool  # True if the sentence was cut to max_source_tokens
    notice: str | None  # a message for the user, when something was changed


class Pretrained:
    """A trained Transformer with its tokenizer and model card."""

    def __init__(self, model: Transformer, tokenizer: Tokenizer, card: dict, name: str, path: Path | None = None):
        self.model, self.tokenizer, self.card, self.name, self.path = model.eval(), tokenizer, card, name, path
        from .data import aligned_words

        # The gold alignments of its training pairs (grammar tasks only), read once: left_out checks against them.
        self.aligned_words: AlignedWords | None = None
        self.aligned_words_error: str | None = None  # why the model's aligned_words.json could not be used
        self._as_trained: dict[tuple[str, str], bool] = {}  # translates_as_trained, per training pair
        try:
            self.aligned_words = aligned_words.load(path)
        except aligned_words.AlignedWordsError as exc:
            self.aligned_words_error = str(exc)

    @property
    def task(self) -> str:
        """What the model was trained on: "en-de-toy", "reverse", "copy", "sort" or "custom"."""
        return str(self.card.get("task", self.name))

    @property
    def max_source_tokens(self) -> int:
        """Longest source (in pieces) accepted; longer input is truncated with a notice."""
        return min(self.model.config.max_len // 2 - 6, 100)

    def normalize(self, sentence: str) -> str:
        """The input convention of the training data (the toy corpus: lower case, no final . ! ?)."""
        text = clean_text(sentence)
        if self.task == "en-de-toy":
            from .data import normalize_english

            text = normalize_english(text)
        return text

    def prepare(self, sentence: str) -> Prepared:
        """Normalise, tokenize and truncate a sentence; raises InputError when nothing is left."""
        if not isinstance(sentence, str):
            raise InputError(f"expected text, got {type(sentence).__name__}")
        text = self.normalize(sentence)
        if not text:
            raise InputError(
                "Please type a sentence: the text is empty (after removing spaces and control characters)."
            )
        ids = self.tokenizer.encode(text)
        notice = None
        if len(ids) > self.max_source_tokens:
            ids = ids[: self.max_source_tokens]
            text = self.tokenizer.decode(ids)
            notice = f"The sentence was cut to its first {self.max_source_tokens} pieces (the model's limit)."
        content = [i for i in ids if self.tokenizer.id_to_piece(i) != WORD_START]
        if content and all(i == self.tokenizer.unk_id for i in content):
            notice = (notice + " " if notice else "") + "None of these characters are in the model's vocabulary."
        return Prepared(text, ids, notice is not None and "cut" in notice, notice)

    def decode(
        self,
        sentence: str,
        method: str = "greedy",
        beam_size: int = 4,
        head_mask: HeadMask | None = None,
        record: bool = True,
    ) -> Decoded:
        """Translate with per-step records (greedy, or beam search with §6.1's length penalty)."""
        return self._search(self._source_ids(self.prepare(sentence)), method, beam_size, head_mask, record)

    def _source_ids(self, prep: Prepared) -> list[int]:
        """The ids the encoder reads: the sentence's, or <unk> alone when nothing of it is left."""
        return prep.ids or [self.tokenizer.unk_id]

    def _search(
        self,
        ids: list[int],
        method: str,
        beam_size: int,
        head_mask: HeadMask | None,
        record: bool,
        memory: torch.Tensor | None = None,
    ) -> Decoded:
        """Greedy or beam search over source `ids`; `memory`: their encoder output when the caller has it."""
        if method not in METHODS:
            raise InputError(f"method must be one of {METHODS}, got {method!r}")
        common = dict(head_mask=head_mask, record=record, memory=memory)
        if method == "greedy":
            return greedy(self.model, self.tokenizer, ids, **common)
        return beam_search(self.model, self.tokenizer, ids, beam_size=beam_size, **common)

    def left_out(self, sentence: str, translation: str, examples: bool = True) -> list[LeftOut]:
        """Words of `sentence` that nearly always became a German word in training, none of which is in
        `translation` (transformer.data.aligned_words); empty for a model without the table. Each with a training
        pair this model translates as trained (`examples`; without, none is looked for: no decoding)."""
        if self.aligned_words is None:
            return []
        try:
            text = self.prepare(sentence).text  # what the model read: a long sentence is cut first
        except InputError:
            return []
        accept = self.translates_as_trained if examples else lambda english, german: False
        return self.aligned_words.left_out(text, translation, accept=accept)

    def translates_as_trained(self, english: str, german: str) -> bool:
        """Whether this model's greedy translation of a training pair's English is its German: only such a pair is
        offered as what the model learnt for a word. Kept per pair (the pages ask on every rerun)."""
        key = (english, german)
        if key not in self._as_trained:
            self._as_trained[key] = self.decode(english, record=False).text == german
        return self._as_trained[key]

    def translate(self, sentence: str, method: str = "greedy", beam_size: int = 4) -> str:
        return self.decode(sentence, method, beam_size).text

    def decode_steps(self, sentence: str, method: str = "greedy", beam_size: int = 4) -> list[Step]:
        return self.decode(sentence, method, beam_size).steps

    @torch.inference_mode()
    def inspect(
        self,
        sentence: str,
        target: str | None = None,
        method: str = "greedy",
        beam_size: int = 4,
        head_mask: HeadMask | None = None,
    ) -> Trace:
        """Everything the model computes on `sentence`: tokens, every head of every layer, the decoding steps.

        Without `target`, the model's own translation is decoded first and then traced (teacher-forced);
        with `target`, that target is traced and the loss says how well the model predicts it.
        `head_mask` switches heads off ({"encoder"|"decoder"|"cross": (L, H) of 0/1}) for ablation.
        """
        prep = self.prepare(sentence)
        ids = self._source_ids(prep)
        src = torch.tensor([ids])
        src_mask = self.model.source_mask(src)
        # The encoder runs once, traced: its memory is what the search decodes on and what the trace shows.
        encoded = self.model.encode(src, src_mask, True, True, (head_mask or {}).get("encoder"))
        decoded = None
        if target is None:  # trace the decoder's own output ids (re-tokenizing its text could differ)
            # the returned translation's steps are read off the traced forward below (steps_from_forward)
            decoded = self._search(ids, method, beam_size, head_mask, record=False, memory=encoded.output)
            target = decoded.text
            tgt_in, tgt_out = [self.tokenizer.bos_id, *decoded.ids], [*decoded.ids, self.tokenizer.eos_id]
        else:
            target = clean_text(target)
            _, tgt_in, tgt_out = encode_pair(self.tokenizer, prep.text, target)
        tgt = torch.tensor([tgt_in])
        logits, trace = self.model(
            src, tgt, src_mask, need_weights=True, need_scores=True, head_mask=head_mask, encoded=encoded
        )
        log_probs = F.log_softmax(logits[0], dim=-1)  # (T, vocab)
        token_lp = log_probs.gather(1, torch.tensor(tgt_out)[:, None])[:, 0]  # (T,)
        one = trace[0]
        tok = self.tokenizer
        one.src_tokens, one.tgt_tokens = tok.pieces(src[0].tolist()), tok.pieces(tgt_in)
        one.src_words, one.src_word_ids = tok.word_ids(src[0].tolist())
        one.tgt_words, one.tgt_word_ids = tok.word_ids(tgt_in)
        one.source_text, one.translation = prep.text, target
        one.finished = decoded is None or decoded.finished
        one.steps = None
        if decoded is not None:
            n = decoded.num_steps
            one.steps = steps_from_forward(
                tok, tgt_in[:n], log_probs, one.decoder_self, one.cross, n, tgt_out[:n], top_k=5
            )
            if decoded.beam_history:  # beam search: what the search held after each step, shown beside it
                for step in one.steps:
                    step.beams = decoded.beam_history[step.t]
        one.extras.update(
            loss=float(-token_lp.mean()),
            token_log_probs=token_lp.tolist(),
            target_tokens=tok.pieces(tgt_out),
            notice=prep.notice,
            truncated=prep.truncated,
            model=self.name,
        )
        self._add_gold(one, prep.text, target)
        return one

    def reference(self, source: str):
        """The rule-based reference pair (with its gold word alignment) of a sentence in the grammar the model
        was trained on, or None (outside the grammar, or a model trained on data without a grammar)."""
        from .data.coverage import grammar

        module = grammar(self.task)
        parse = getattr(module, "reference_example", None)
        return parse(self.normalize(source)) if parse is not None else None

    def _add_gold(self, trace: Trace, source: str, target: str) -> None:
        """For sentences of the model's grammar: the rule-based reference and its gold word alignment."""
        ref = self.reference(source)
        if ref is None:
            return
        trace.extras["reference"] = ref.tgt
        if ref.tgt == target:  # the alignment refers to the reference's words
            trace.extras["gold_alignment"] = [tuple(a) for a in ref.alignment]
