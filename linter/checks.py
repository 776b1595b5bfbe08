"""Runs the rules-knowledge checks: wording that cannot work under the game's rules.

Translation comparison (``compare.py``) needs a source; most of these checks do not: a
rules editor gets them on an English original as well as on each translation. Each rule
of ``linter/rules/`` with a ``check`` hook reads one text (its frames, and the phrases of
``locales/<lang>/<game>.checks.yaml`` the matcher found in it); one with a ``check_pair``
hook reads the source beside the translation. A rule runs on the games whose data switch
it on (``Rule.switch``).
"""

from __future__ import annotations

from linter.align import CardPair, aligned
from linter.compare import differences
from linter.locales import load_game
from linter.model.analysis import Analysis
from linter.model.findings import Finding
from linter.rules import Text, for_game, missing_source


def check_text(card: str, analysis: Analysis, source_lang: str) -> list[Finding]:
    """Every rules-knowledge finding on one text (the source or a translation), in text order."""
    text = Text(card, analysis, source_lang)
    found = [f for r in for_game("check", load_game(analysis.game)) if r.check for f in r.check(text)]
    return sorted(found, key=lambda f: (f.span.start, f.code))


def check_translation(card: str, source: Analysis, target: Analysis) -> list[Finding]:
    """The checks that need the source beside the translation (Magic's choose-versus-target,
    Riftbound's “another location” on Hidden cards)."""
    return pair_checks(aligned(card, source, target))


def pair_checks(card: CardPair) -> list[Finding]:
    """``check_translation`` on a card pair already aligned."""
    text = Text(card.card, card.target, card.source.lang)
    return [f for r in for_game("check_pair", card.game) if r.check_pair for f in r.check_pair(card, text)]


def pair_findings(pair: CardPair, checks: bool) -> list[Finding]:
    """A translation's findings beside its source, aligned once (every rule reads these pairs): the
    frame-pair differences, and with ``checks`` the rules-knowledge checks of the translation."""
    found = differences(pair)
    if checks:
        found += check_text(pair.card, pair.target, pair.source.lang) + pair_checks(pair)
    return found


def card_findings(
    card: str, analyses: dict[str, Analysis], pairs: list[CardPair], source_lang: str, checks: bool
) -> tuple[list[Finding], list[list[Finding]]]:
    """Every rule's findings on one card: those of its texts alone, then each translation's beside its
    source (``pairs``, in their order). A record without its source text gets the single-language checks
    of each text, and one warning that nothing could be compared."""
    texts = [analyses[source_lang]] if source_lang in analyses else list(analyses.values())
    own = [f for a in texts for f in check_text(card, a, source_lang)] if checks else []
    if source_lang not in analyses and texts:
        own.insert(0, missing_source.finding(card, texts[0], source_lang, [a.lang for a in texts]))
    return own, [pair_findings(pair, checks) for pair in pairs]
