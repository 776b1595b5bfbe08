"""CL110 resolution-reference: Resolution refers back to the targets differently; cited per mode."""

from __future__ import annotations

from collections.abc import Iterator

from linter.align import CardPair, Pair
from linter.rules.model import Difference, Rule

RULE = Rule(
    "CL110",
    "resolution-reference",
    "error",
    "How resolution refers back to the targets differs.",
    "“it/them” affects the targets even if they no longer meet the requirements; “that target” checks each target again; “all N” affects none unless every target is still legal",
)


def differs(pair: Pair, card: CardPair) -> Iterator[Difference]:
    a, b = pair.source, pair.target
    if a is None or b is None:
        present = a or b
        if present is not None and present.concept == "resolution-reference" and present.mode in ("chosen", "all"):
            yield Difference("", present.mode)
    elif a.concept == b.concept == "resolution-reference" and a.mode != b.mode:
        yield Difference("how resolution refers to the targets differs", a.mode)
