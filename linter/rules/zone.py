"""Two aligned targets chosen from different zones, or from a zone on one side only."""

from __future__ import annotations

from linter.align import CardPair, Pair
from linter.rules.model import Difference, Rule, one_sided, play_zone, targets

RULE = Rule(
    code="CL108",
    name="zone",
    severity="error",
    summary="The zone the selection is made from differs.",
    why="objects are only selectable in the zone the text names; hand and deck are private zones",
)


def differs(pair: Pair, card: CardPair) -> Difference | None:
    both = targets(pair)
    if not both:
        return None
    a, b = both
    if a.zone and b.zone and a.zone != b.zone:
        return Difference("the zone differs")
    elif (a.zone or b.zone) != play_zone(card):  # naming where objects are anyway restricts nothing
        lead = one_sided(a, b, "zone", "the zone it is chosen from")
        if lead:
            return Difference(lead)
    return None
