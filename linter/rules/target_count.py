"""Two aligned targets whose counts differ (a frame without a count targets one)."""

from __future__ import annotations

from linter.align import ONE, CardPair, Pair
from linter.rules.model import Difference, Rule, targets

RULE = Rule(
    code="CL102",
    name="target-count",
    severity="error",
    summary="The number of targets differs (exact, “up to”, “any number”, X).",
    why="the number of targets is fixed when the spell or effect is put on the stack or chain: “up to” allows fewer (even zero), an exact number requires that many legal targets",
)


def differs(pair: Pair, card: CardPair) -> Difference | None:
    both = targets(pair)
    if both and (both[0].count or ONE) != (both[1].count or ONE):
        return Difference("the number of targets differs")
    return None
