"""Resolution refers back to the targets differently; cited per mode."""

from __future__ import annotations

from linter.align import CardPair, Pair
from linter.rules.model import Difference, Rule, mode_differs

RULE = Rule(
    code="CL110",
    name="resolution-reference",
    severity="error",
    summary="How resolution refers back to the targets differs.",
    why="“it/them” affects the targets even if they no longer meet the requirements; “that target” checks each target again; “all N” affects none unless every target is still legal",
)


def differs(pair: Pair, card: CardPair) -> Difference | None:
    # Yu-Gi-Oh!: resolution wording ("that target" / "it") means something only in PSCT, which
    # both texts must be written in (a ';'); older printed text words resolution its own way
    if card.game.flag("psct") and not (";" in card.source.text and ";" in card.target.text):
        return None
    return mode_differs(pair, "resolution-reference", "how resolution refers to the targets differs", ("chosen", "all"))
