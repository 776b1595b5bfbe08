"""Builds one spaCy pipeline per (language, game) and analyses texts with it.

spaCy and the components are imported when the first pipeline is built, not with this
module: a run whose analyses all come from the cache never pays for importing spaCy.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from linter.frames import Frame, Span
from linter.locales import LocaleError, load_game, load_locale
from linter.normalize import NormalizedText, normalize
from linter.tokenizer import blank_language, make_doc

if TYPE_CHECKING:
    from spacy.language import Language

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
    from linter.components import framing, matching, structure  # noqa: F401  (registers factories)
    from linter.components.extensions import register

    load_locale(lang, game)
    load_game(game)
    register()
    try:
        nlp = blank_language(lang, load_locale(lang, game).data.get("abbreviations") or [])
    except Exception as exc:  # noqa: BLE001 - unknown code, missing tokenizer package…: each means "no language"
        raise LocaleError(f"spaCy has no language class for {lang!r}: {exc}") from None
    nlp.add_pipe("cardlint_matcher", config={"lang": lang, "game": game})
    nlp.add_pipe("cardlint_structure", config={"game": game})
    nlp.add_pipe("cardlint_frames", config={"lang": lang, "game": game})
    return nlp


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
