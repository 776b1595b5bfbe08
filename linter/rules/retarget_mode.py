"""CL106 retarget-mode: A change of targets on one side only, or changed differently; cited per mode."""

from __future__ import annotations

from collections.abc import Iterator

from linter.align import CardPair, Pair
from linter.rules.model import Difference, Rule

RULE = Rule(
    "CL106",
    "retarget-mode",
    "error",
    "The way targets may be changed differs (all or none, one, any, new targets).",
    "“change the target” must move every target to another legal one or none; “choose new targets” may leave any target unchanged, even an illegal one",
)


def differs(pair: Pair, card: CardPair) -> Iterator[Difference]:
    a, b = pair.source, pair.target
    if a is None or b is None:
        present = a or b
        if present is not None and present.concept == "retarget":
            yield Difference("", present.mode)
    elif a.concept == b.concept == "retarget" and a.mode != b.mode:
        yield Difference("the way targets may change differs", a.mode)
