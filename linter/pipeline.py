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

from linter.frames import Frame, Span
from linter.locales import LocaleError, load_game, load_locale
from linter.normalize import NormalizedText, normalize

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokenizer import Tokenizer
    from spacy.tokens import Doc

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


@cache
def pipeline(lang: str, game: str) -> Language:
    """The pipeline for one language and game, built once per process."""
    import spacy

    from linter.components import framing, matching, structure  # noqa: F401  (registers factories)
    from linter.components.extensions import register

    load_locale(lang, game)
    load_game(game)
    register()
    try:
        nlp = spacy.blank(lang)
    except Exception as exc:  # noqa: BLE001 - unknown code, missing tokenizer package…: each means "no language"
        raise LocaleError(f"spaCy has no language class for {lang!r}: {exc}") from None
    tokenizer = _card_tokenizer(nlp, load_game(game).flag("inner_capitals"))
    for word in load_locale(lang, game).data.get("abbreviations") or []:
        tokenizer.add_special_case(str(word), [{"ORTH": str(word)}])  # "max." is a word, not an end
    nlp.add_pipe("cardlint_matcher", config={"lang": lang, "game": game})
    nlp.add_pipe("cardlint_structure", config={"game": game})
    nlp.add_pipe("cardlint_frames", config={"lang": lang, "game": game})
    return nlp


# Symbols are one token each: mana and cost symbols "{W/B}", icons ":rb_might:".
_SYMBOL = r"(?:\{[^{}\s]{1,12}\}|:[a-z][a-z0-9_]{1,30}:(?!\w))"
# The full stop after power/toughness ends the sentence, also in German, where "+1/+1." would
# otherwise read as an ordinal ("…erhalten +1/+1.{T}: …").
_PT_STOP = r"(?:(?<=/[+\-−][\dX])|(?<=/[\dX]))\."


def _run_on_prefix() -> str:
    """A full stop that opens a word, glued to the next sentence: '« expérience ».Kalemnée' (the quote is a prefix)."""
    from spacy.lang.char_classes import ALPHA, ALPHA_UPPER

    return rf"\.(?=[{ALPHA_UPPER}](?:[{ALPHA}']|$))"


def _run_on_infixes(inner_capitals: bool) -> list[str]:
    """Split card text pasted without a line break where the next ability (or sentence) starts.

    "…creature.-3: …", "…enchantment.At the beginning…", "…turn.{T}: …" (the full stop),
    "…no color.)Target creature…", "…end of turn.\"When…" (the full stop, then each closing
    bracket or quote mark on its own). Whether such a seam starts a new ability or only a new
    sentence is the structure component's decision. With ``inner_capitals`` (a game whose
    words and names never have a capital inside: Magic) also "FlyingWhen" and
    "creatureEnchanted", a keyword line glued to the next ability.
    """
    from spacy.lang.char_classes import ALPHA, ALPHA_LOWER, ALPHA_UPPER

    word = rf"[{ALPHA_UPPER}](?:[{ALPHA}']|$)"  # a capitalised word ("À", "L'"), not an initial ("N.As.H.")
    # a cost symbol, a loyalty cost or a number (not a hyphen: „T.G.“-Monster), a word
    opener = rf"(?:[\{{\d]|[+\-−][\dX]|{word})"
    closers = r'[)"]*'
    infixes = [
        # never between digits ("10.000"); after a digit only before a word ("+1/+1.Draw")
        rf'(?<=[{ALPHA_LOWER})}}"])\.(?={closers}{opener})',
        rf"(?<=\d)\.(?={closers}{word})",
        rf'(?<=[.!?)"])[)"](?={closers}{opener})',
        # a quote or bracket closed before the full stop: "…maná\".{B}…", "…(dabei wird abgerundet).Der …"
        rf'(?<=[{ALPHA}\d}}])[)"](?=\.{closers}{opener})',
    ]
    if inner_capitals:
        # not inside an old mana string ("ooB", "o1ooU")
        infixes.append(rf"(?<=[{ALPHA_LOWER}]{{2}})(?<!oo)(?=[{ALPHA_UPPER}](?:[{ALPHA_LOWER}']|$))")
    return infixes


_EMOTICON = re.compile(r"[()\[\]{}:;=<>^_*|\\]")


def _card_tokenizer(nlp: Language, inner_capitals: bool = False) -> Tokenizer:
    """Teach the tokenizer card symbols and run-on sentences, in every language.

    A new tokenizer is built in one go: setting ``prefix_search`` and the others one by
    one on the default tokenizer reloads its special cases each time (≈ 0.3 s apiece)."""
    from spacy.tokenizer import Tokenizer

    prefix_search, suffix_search, infix_finditer = _card_affixes(nlp.lang, inner_capitals)
    # emoticon exceptions such as "):" or "8)" would hide the colon of "(Quick Effect):"
    rules = {k: v for k, v in (nlp.Defaults.tokenizer_exceptions or {}).items() if not _EMOTICON.search(k)}
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
def _card_affixes(lang: str, inner_capitals: bool = False) -> tuple:
    """The compiled prefix, suffix and infix searches of a language (shared by its games that agree on
    ``inner_capitals``)."""
    from spacy.util import compile_infix_regex, compile_prefix_regex, compile_suffix_regex, get_lang_class

    defaults = get_lang_class(lang).Defaults
    return (
        compile_prefix_regex([_SYMBOL, _run_on_prefix(), *(defaults.prefixes or [])]).search,
        compile_suffix_regex([_SYMBOL, _PT_STOP, *(defaults.suffixes or [])]).search,
        compile_infix_regex([*(defaults.infixes or []), *_run_on_infixes(inner_capitals)]).finditer,
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
    doc._.cl_norm = norm
    doc._.cl_card_type = card_type
    for _, component in nlp.pipeline:
        doc = component(doc)
    layer = doc._.cl_layer
    abilities = (max(layer.ability, default=0) + 1) if len(doc) else 0
    return Analysis(lang, game, text, tuple(doc._.cl_frames or ()), tuple(doc._.cl_unrecognized or ()), abilities)
