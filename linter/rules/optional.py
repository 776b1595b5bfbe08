"""Two aligned targets, one optional: one finding per sentence that lost its “you may”."""

from __future__ import annotations

from linter.align import CardPair, Pair
from linter.rules.model import Difference, Rule, targets

RULE = Rule(
    code="CL107",
    name="optional",
    severity="warning",
    summary="Optionality (“you may”, “you can”) differs.",
    why="an optional effect may be declined; a mandatory one must be carried out when possible",
    once_per_sentence=True,
)


def differs(pair: Pair, card: CardPair) -> Difference | None:
    both = targets(pair)
    if both and both[0].optional != both[1].optional:
        return Difference("whether it is optional differs")
    return None
