"""Targeting words of a translation that no pattern of its language explains."""

from __future__ import annotations

from collections.abc import Iterator

from linter.align import CardPair
from linter.model.findings import Finding
from linter.rules.model import Rule, build

RULE = Rule(
    code="CL190",
    name="unrecognized",
    severity="warning",
    summary="Targeting vocabulary is present that no pattern accounts for.",
    why="cardlint cannot compare what it does not understand; the wording may be unusual or wrong",
)


def findings(card: CardPair) -> Iterator[Finding]:
    """Run by ``linter.compare`` with the frame differences: only translations are reported (the source
    is what a translation is compared with; its own gaps show in every translation of it)."""
    target = card.target
    for span in target.unrecognized:
        yield build(
            RULE,
            card.source.game,
            card.card,
            target.lang,
            card.source.lang,
            f"“{span.text}” looks like targeting wording but no {target.lang} pattern for "
            f"{card.game.title} explains it",
            span,
            key=(span.text,),
        )
