"""Builds one spaCy pipeline per (language, game) and analyses texts with it.

spaCy and the components are imported when the first pipeline is built, not with this
module: a run whose analyses all come from the cache never pays for importing spaCy.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from itertools import pairwise
from typing import TYPE_CHECKING

from linter.components.extensions import CardText
from linter.frames import Frame, Span
from linter.locales import LocaleError, load_game, load_locale
from linter.normalize import NormalizedText, normalize

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokenizer import Tokenizer
    from spacy.tokens import Doc


def reset_caches() -> None:
    """Forget every pipeline and the locale data behind them (after the data changed)."""
    from linter.lexicon import lexicon_for

    for cached in (pipeline, lexicon_for, load_locale, load_game):
        cached.cache_clear()


# The components, in order, and the settings each takes (see linter/components/).
PIPELINE = (
    ("cardlint_features", ("lang", "game")),
    ("cardlint_matcher", ("lang", "game")),
    ("cardlint_structure", ("game",)),
    ("cardlint_selections", ("lang", "game")),
    ("cardlint_details", ("lang", "game")),
    ("cardlint_coordination", ("lang", "game")),
    ("cardlint_frames", ("lang", "game")),
    ("cardlint_game_rules", ("game",)),
    ("cardlint_unrecognized", ("lang", "game")),
)


@dataclass(frozen=True)
class Analysis:
    """What cardlint understood of one text."""

    lang: str
    game: str
    text: str
    frames: tuple[Frame, ...]
    unrecognized: tuple[Span, ...]
    abilities: int


@cache
def pipeline(lang: str, game: str) -> Language:
    """The pipeline for one language and game, built once per process."""
    import spacy

    from linter.components import register_factories
    from linter.components.extensions import register

    load_locale(lang, game)
    load_game(game)
    register()
    register_factories()
    try:
        nlp = spacy.blank(lang)
    except Exception as exc:  # noqa: BLE001 - spaCy raises ImportError/KeyError variants for unknown codes
        raise LocaleError(f"spaCy has no language class for {lang!r}: {exc}") from None
    tokenizer = _card_tokenizer(nlp)
    for word in load_locale(lang, game).data.get("abbreviations") or []:
        tokenizer.add_special_case(str(word), [{"ORTH": str(word)}])  # "max." is a word, not an end
    for name, config in PIPELINE:
        nlp.add_pipe(name, config={k: {"lang": lang, "game": game}[k] for k in config})
    return nlp


# Card text pasted without a line break: "…target creature.-3: …", "…enchantment.At the beginning…".
_RUN_ON = r"(?<=[a-z\)\}])\.(?=[\{\+\-−\d]|[A-Z][a-z])"
# Symbols are one token each: mana and cost symbols "{W/B}", icons ":rb_might:".
_SYMBOL = r"(?:\{[^{}\s]{1,12}\}|:[a-z][a-z0-9_]{1,30}:(?!\w))"


_EMOTICON = re.compile(r"[()\[\]{}:;=<>^_*|\\]")


def _card_tokenizer(nlp: Language) -> Tokenizer:
    """Teach the tokenizer card symbols and run-on sentences, in every language.

    A new tokenizer is built in one go: setting ``prefix_search`` and the others one by
    one on the default tokenizer reloads its special cases each time (≈ 0.3 s apiece)."""
    from spacy.symbols import ORTH
    from spacy.tokenizer import Tokenizer

    prefix_search, suffix_search, infix_finditer = _card_affixes(nlp.lang)
    # emoticon exceptions such as "):" or "8)" would hide the colon of "(Quick Effect):"
    # NORM is left to cardlint_features (the domain lemma): exceptions keep only their pieces
    rules = {
        k: [{ORTH: piece[ORTH]} for piece in v]
        for k, v in (nlp.Defaults.tokenizer_exceptions or {}).items()
        if not _EMOTICON.search(k)
    }
    tokenizer = Tokenizer(
        nlp.vocab,
        rules=rules,
        prefix_search=prefix_search,
        suffix_search=suffix_search,
        infix_finditer=infix_finditer,
        token_match=nlp.Defaults.token_match,
        url_match=nlp.Defaults.url_match,
    )
    nlp.tokenizer = tokenizer
    return tokenizer


@cache
def _card_affixes(lang: str) -> tuple:
    """The compiled prefix, suffix and infix searches of a language (shared by its games)."""
    from spacy.util import compile_infix_regex, compile_prefix_regex, compile_suffix_regex, get_lang_class

    defaults = get_lang_class(lang).Defaults
    return (
        compile_prefix_regex([_SYMBOL, *(defaults.prefixes or [])]).search,
        compile_suffix_regex([_SYMBOL, *(defaults.suffixes or [])]).search,
        compile_infix_regex([*(defaults.infixes or []), _RUN_ON]).finditer,
    )


# spaCy's tokenizer peels prefixes and suffixes off a whitespace-free run one at a time,
# rescanning the rest each time: quadratic in the run's length (2,000 emoji ≈ 2 s,
# 50,000 ≈ 20 min). No word of card text comes near 200 characters, so longer runs are
# tokenized in pieces of PIECE characters, each piece a token boundary.
_LONG_RUN = re.compile(r"\S{200,}")
PIECE = 64


def make_doc(nlp: Language, text: str) -> Doc:
    """The tokens of ``text`` in time linear in its length, whatever it holds."""
    if _LONG_RUN.search(text) is None:
        return nlp.make_doc(text)
    from spacy.tokens import Doc

    cuts = {0, len(text)}
    for run in _LONG_RUN.finditer(text):
        cuts.update(range(run.start(), run.end(), PIECE))
        cuts.add(run.end())
    bounds = sorted(cuts)
    return Doc.from_docs([nlp.make_doc(text[a:b]) for a, b in pairwise(bounds)], ensure_whitespace=False)


def analyze(text: str, lang: str, game: str, card_type: str | None = None) -> Analysis:
    """Analyse one card text: its targeting frames and unexplained targeting words."""
    nlp = pipeline(lang, game)
    norm: NormalizedText = normalize(text)
    doc = make_doc(nlp, norm.text)
    card = doc._.cardlint = CardText(norm, card_type)
    for _, component in nlp.pipeline:
        doc = component(doc)
    assert card.layer is not None
    abilities = (max(card.layer.ability, default=0) + 1) if len(doc) else 0
    return Analysis(lang, game, text, tuple(card.frames), tuple(card.unrecognized), abilities)
