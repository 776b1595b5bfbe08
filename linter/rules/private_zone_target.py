"""A target in a hand, library or deck (the game's private zones)."""

from __future__ import annotations

from collections.abc import Iterator

from linter.model.findings import Finding
from linter.rules.model import Rule, Text, psct_templated, quote

RULE = Rule(
    code="CL201",
    name="private-zone-target",
    severity="error",
    summary="A target is chosen in a private zone (hand, library, deck).",
    why="only public objects can be targets: a card in a hand or a library cannot be targeted, so a selection there is a choice made on resolution",
    settings=(("private_zones", [str]),),  # the zones whose cards no player sees
)

_PLAYERS = {"player", "opponent"}


def check(text: Text) -> Iterator[Finding]:
    structure = text.game.data.get("structure", {})
    private = set(text.game_checks.get("private_zones") or structure.get("private_zones") or ())
    if text.game.flag("psct") and not psct_templated(text.analysis.text):
        return  # older Yu-Gi-Oh! text "selects" from the hand or Deck: a choice in the wording of its time
    for f in text.effects:
        # a player is never in a zone: "target player … from their hand" names the player's hand, not the target's
        if f.concept == "target" and f.zone in private and not set((f.object or "card").split("|")) <= _PLAYERS:
            yield text.finding(
                RULE,
                f.span,
                f"{quote(f)} targets a card in the {f.zone}, a private zone: say it is chosen, not targeted",
            )
