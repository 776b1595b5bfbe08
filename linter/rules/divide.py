"""A division among targets on one side only."""

from __future__ import annotations

from linter.align import CardPair, Pair
from linter.rules.model import Difference, Rule, alone, same

RULE = Rule(
    code="CL109",
    name="divide",
    severity="error",
    summary="Division or distribution among targets differs.",
    why="a divided amount is split among the targets as they are chosen and the split is kept when targets change",
)


def differs(pair: Pair, card: CardPair) -> Difference | None:
    both = same(pair, "target")
    if alone(pair, "divide"):
        return Difference()
    elif both and both[0].divided != both[1].divided:
        return Difference("division among targets differs")
    return None
