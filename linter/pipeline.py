"""Builds one spaCy pipeline per (language, game) and analyses texts with it.

spaCy and the components are imported when the first pipeline is built, not with this
module: a run whose analyses all come from the cache never pays for importing spaCy.
"""

from __future__ import annotations

from collections.abc import Iterable
from contextlib import suppress
from functools import cache
from typing import TYPE_CHECKING

from linter.components.extensions import STATE_KEY as _STATE
from linter.components.extensions import CardText
from linter.locales import LocaleError, load_game, load_locale
from linter.model.analysis import Analysis
from linter.normalize import NormalizedText, normalize
from linter.spacy_import import import_spacy
from linter.tokenizer import blank_language, make_doc

if TYPE_CHECKING:
    from spacy.language import Language
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
    ("cardlint_ability_names", ("game",)),
    ("cardlint_structure", ("game",)),
    ("cardlint_selections", ("lang", "game")),
    ("cardlint_details", ("lang", "game")),
    ("cardlint_coordination", ("lang", "game")),
    ("cardlint_frames", ("lang", "game")),
    ("cardlint_game_rules", ("game",)),
    ("cardlint_unrecognized", ("lang", "game")),
)


@cache
def pipeline(lang: str, game: str) -> Language:
    """The pipeline for one language and game, built once per process."""
    import_spacy()
    from linter.components import register_factories
    from linter.components.extensions import register

    abbreviations = load_locale(lang, game).data.get("abbreviations") or []
    inner_capitals = load_game(game).flag("inner_capitals")
    register()
    register_factories()
    try:
        nlp = blank_language(lang, abbreviations, inner_capitals)
    except Exception as exc:  # noqa: BLE001 - unknown code, missing tokenizer package…: each means "no language"
        raise LocaleError(f"spaCy has no language class for {lang!r}: {exc}") from None
    for name, settings in PIPELINE:
        nlp.add_pipe(name, config={k: {"lang": lang, "game": game}[k] for k in settings})
    return nlp


def build(pairs: Iterable[tuple[str, str]]) -> None:
    """Build the pipelines of these (language, game) pairs now: ``--jobs`` workers forked afterwards inherit
    them instead of each building its own. Broken data is skipped here, and said by the first card that needs it."""
    for lang, game in sorted(pairs):
        with suppress(LocaleError):
            pipeline(lang, game)


def parse(text: str, lang: str, game: str, card_type: str | None = None) -> Doc:
    """The analysed doc of one card text: spaCy runs the components of ``nlp.pipeline`` (``PIPELINE``) over
    it, and their results are on the documented extensions (``doc._.cardlint_frames``…,
    ``linter.components.extensions``)."""
    nlp = pipeline(lang, game)
    norm: NormalizedText = normalize(text)
    doc = make_doc(nlp, norm.text)
    doc.user_data[_STATE] = CardText(norm, card_type)  # type: ignore[index]  # ``doc._.cardlint``, no accessor built
    return nlp(doc)


def analyze(text: str, lang: str, game: str, card_type: str | None = None) -> Analysis:
    """Analyse one card text: its targeting frames and unexplained targeting words."""
    doc = parse(text, lang, game, card_type)
    results = doc._
    return Analysis(
        lang,
        game,
        text,
        results.cardlint_frames,
        results.cardlint_unrecognized,
        results.cardlint_abilities,
        results.cardlint_phrases,
    )
