"""Two aligned targets chosen by different players."""

from __future__ import annotations

from linter.align import CardPair, Pair
from linter.rules.model import Difference, Rule, targets

RULE = Rule(
    code="CL105",
    name="chooser",
    severity="error",
    summary="Who chooses differs.",
    why="the player who chooses decides which objects are affected",
)


def differs(pair: Pair, card: CardPair) -> Difference | None:
    both = targets(pair)
    if both and both[0].chooser != both[1].chooser:
        return Difference("who chooses differs")
    return None
