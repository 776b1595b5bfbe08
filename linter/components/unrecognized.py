"""Targeting words that no phrase of the locale explains ("unrecognized"): a sign that
the locale misses a pattern, reported so that a gap in the data never hides a target."""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

from linter.components.extensions import state
from linter.lexicon import lexicon_for
from linter.locales import load_locale

_EXPLAINING = ("frame", "none", "detail")


class Unrecognized:
    def __init__(self, lang: str, game: str) -> None:
        lexicon = lexicon_for(lang, game)
        words = load_locale(lang, game).data.get("vocabulary", [])
        self.vocabulary = {f for w in words for f in lexicon.forms(str(w))}

    def __call__(self, doc: Doc) -> Doc:
        card = state(doc)
        assert card.layer is not None
        suspects = [i for i, lower in enumerate(card.layer.lower) if lower in self.vocabulary]
        if suspects:
            covered = {i for m in card.matches if m.kind in _EXPLAINING for i in range(m.start, m.end)}
            card.unrecognized = [card.span(i, i + 1) for i in suspects if i not in covered]
        return doc


@Language.factory("cardlint_unrecognized", default_config={"lang": "en", "game": "mtg"})
def make_unrecognized(nlp: Language, name: str, lang: str, game: str) -> Unrecognized:
    return Unrecognized(lang, game)
