"""Aligned selections of different kinds, where the kind changes play."""

from __future__ import annotations

from linter.align import CardPair, Pair
from linter.rules.model import Difference, Rule, unguarded

RULE = Rule(
    code="CL104",
    name="selection-kind",
    severity="error",
    summary="Target, choice, all, random or reference differ for the same slot.",
    why="a target is chosen on casting or activation and checked on resolution; a choice is made on resolution and cannot be protected against; “all” and “random” involve no choice at all",
)

_UNCHOSEN = {"random": "at random"}  # selections nobody chooses


def differs(pair: Pair, card: CardPair) -> Difference | None:
    a, b = pair.source, pair.target
    if a is not None and b is None and a.concept in _UNCHOSEN:
        # "at random" dropped: the translation's player now chooses
        return Difference(f"only the source selects {_UNCHOSEN[a.concept]}")
    if a is None or b is None or a.concept == b.concept:
        return None
    kinds = {a.concept, b.concept}
    if kinds == {"target", "choice"} and unguarded(a if a.concept == "target" else b, card):
        return None  # one's own objects: no protection tells the two apart
    if kinds & {"target", "random"} or kinds == {"all", "choice"}:
        return Difference("the kind of selection differs")
    return None
