"""Riftbound: on a Hidden card (``hidden.markers``), a target chosen anywhere, in one text or against the source."""

from __future__ import annotations

from collections.abc import Iterator

from linter.align import CardPair
from linter.model.findings import Finding
from linter.rules.model import Rule, Text, quote

RULE = Rule(
    code="CL206",
    name="hidden-location",
    severity="error",
    summary="Riftbound: a Hidden card's target is not tied to its battlefield, or an explicit “another location” became local.",
    why="targets of a card played from Hidden must be at the battlefield it was hidden at, unless its own instruction explicitly requires another location",
    switch="checks.hidden",
)


def check(text: Text) -> Iterator[Finding]:
    if not _is_hidden(text):
        return
    targets = [f for f in text.effects if f.concept == "target" and f.context == "effect"]
    whole = text.analysis.text
    for span in text.phrases("hidden.untied"):
        before = [f for f in targets if f.span.end <= span.start and "\n" not in whole[f.span.end : span.start]]
        if before:
            yield text.finding(
                RULE,
                span,
                f"this Hidden card lets {quote(before[-1])} be chosen “{span.text}”, which no explicit exception allows",
            )


def check_pair(card: CardPair, text: Text) -> Iterator[Finding]:
    """The source chooses at another location, an explicit exception; the translation reads as local."""
    if not _is_hidden(Text(card.card, card.source, card.source.lang)):
        return
    for a, b in card.both():
        if a.concept == b.concept == "target" and a.location == "another" and b.location in (None, "here"):
            yield text.finding(
                RULE,
                b.span,
                f"the source chooses {quote(a)} at another location, an explicit exception to "
                f"Hidden; the translation {quote(b)} reads as local",
                source_span=a.span,
            )


def _is_hidden(text: Text) -> bool:
    return bool(text.phrases("hidden.markers"))
