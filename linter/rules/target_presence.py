"""One side targets where the other has no counterpart at all."""

from __future__ import annotations

from linter.align import CardPair, Pair
from linter.rules.model import Difference, Rule, alone, unguarded

RULE = Rule(
    code="CL101",
    name="target-presence",
    severity="error",
    summary="One side has a targeted selection the other lacks.",
    why="a target can be protected against (hexproof, shroud, “cannot be targeted”) and makes the effect fizzle when it becomes illegal; an untargeted selection does neither",
)


def differs(pair: Pair, card: CardPair) -> Difference | None:
    one = alone(pair, "target")
    if one is not None and not unguarded(one, card):
        return Difference()
    return None
