"""CL109 divide: A division among targets on one side only."""

from __future__ import annotations

from collections.abc import Iterator

from linter.align import CardPair, Pair
from linter.rules.model import Difference, Rule

RULE = Rule(
    "CL109",
    "divide",
    "error",
    "Division or distribution among targets differs.",
    "a divided amount is split among the targets as they are chosen and the split is kept when targets change",
)


def differs(pair: Pair, card: CardPair) -> Iterator[Difference]:
    a, b = pair.source, pair.target
    if a is None or b is None:
        present = a or b
        if present is not None and present.concept == "divide":
            yield Difference()
    elif a.concept == b.concept == "target" and a.divided != b.divided:
        yield Difference("division among targets differs")
