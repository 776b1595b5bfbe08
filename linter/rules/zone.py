"""CL108 zone: two aligned targets chosen from different zones (both sides name one)."""

from __future__ import annotations

from collections.abc import Iterator

from linter.align import CardPair, Pair
from linter.rules.model import Difference, Rule, targets

RULE = Rule(
    "CL108",
    "zone",
    "error",
    "The zone the selection is made from differs.",
    "objects are only selectable in the zone the text names; hand and deck are private zones",
)


def differs(pair: Pair, card: CardPair) -> Iterator[Difference]:
    both = targets(pair)
    if both and both[0].zone and both[1].zone and both[0].zone != both[1].zone:
        yield Difference("the zone differs")
