"""A change of targets on one side only, or changed differently; cited per mode."""

from __future__ import annotations

from linter.align import CardPair, Pair
from linter.rules.model import Difference, Rule, mode_differs

RULE = Rule(
    code="CL106",
    name="retarget-mode",
    severity="error",
    summary="The way targets may be changed differs (all or none, one, any, new targets).",
    why="“change the target” must move every target to another legal one or none; “choose new targets” may leave any target unchanged, even an illegal one",
)


def differs(pair: Pair, card: CardPair) -> Difference | None:
    return mode_differs(pair, "retarget", "the way targets may change differs")
