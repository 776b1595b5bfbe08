"""Builds one spaCy pipeline per (language, game) and analyses texts with it."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import spacy
from spacy.language import Language

from linter.components import framing, matching, structure  # noqa: F401  (registers factories)
from linter.components.extensions import register
from linter.frames import Frame, Span
from linter.locales import LocaleError, load_game, load_locale
from linter.normalize import NormalizedText, normalize

COMPONENTS = ("cardlint_matcher", "cardlint_structure", "cardlint_frames")


@dataclass(frozen=True)
class Analysis:
    """What cardlint understood of one text."""

    lang: str
    game: str
    text: str
    frames: tuple[Frame, ...]
    unrecognized: tuple[Span, ...]
    abilities: int


@lru_cache(maxsize=None)
def pipeline(lang: str, game: str) -> Language:
    """The pipeline for one language and game, built once per process."""
    load_locale(lang, game)
    load_game(game)
    register()
    try:
        nlp = spacy.blank(lang)
    except Exception as exc:  # spaCy raises ImportError/KeyError variants for unknown codes
        raise LocaleError(f"spaCy has no language class for {lang!r}: {exc}") from None
    _card_tokenizer(nlp)
    nlp.add_pipe("cardlint_matcher", config={"lang": lang, "game": game})
    nlp.add_pipe("cardlint_structure", config={"game": game})
    nlp.add_pipe("cardlint_frames", config={"lang": lang, "game": game})
    return nlp


# Card text pasted without a line break: "…target creature.-3: …", "…enchantment.At the beginning…".
_RUN_ON = r"(?<=[a-z\)\}])\.(?=[\{\+\-−\d]|[A-Z][a-z])"
# Symbols are one token each: mana and cost symbols "{W/B}", icons ":rb_might:".
_SYMBOL = r"(?:\{[^{}\s]{1,12}\}|:[a-z][a-z0-9_]{1,30}:(?!\w))"


def _card_tokenizer(nlp: Language) -> None:
    """Teach the tokenizer card symbols and run-on sentences, in every language."""
    from spacy.util import compile_infix_regex, compile_prefix_regex, compile_suffix_regex

    nlp.tokenizer.prefix_search = compile_prefix_regex([_SYMBOL, *(nlp.Defaults.prefixes or [])]).search
    nlp.tokenizer.suffix_search = compile_suffix_regex([_SYMBOL, *(nlp.Defaults.suffixes or [])]).search
    nlp.tokenizer.infix_finditer = compile_infix_regex([*(nlp.Defaults.infixes or []), _RUN_ON]).finditer


def analyze(text: str, lang: str, game: str, card_type: str | None = None) -> Analysis:
    """Analyse one card text: its targeting frames and unexplained targeting words."""
    nlp = pipeline(lang, game)
    norm: NormalizedText = normalize(text)
    doc = nlp.make_doc(norm.text)
    doc._.cl_norm = norm
    doc._.cl_card_type = card_type
    for _, component in nlp.pipeline:
        doc = component(doc)
    layer = doc._.cl_layer
    abilities = (max(layer.ability, default=0) + 1) if len(doc) else 0
    return Analysis(lang, game, text, tuple(doc._.cl_frames or ()), tuple(doc._.cl_unrecognized or ()), abilities)
