"""The registry of rules: stable codes and names, severities, one-line summaries.

Names are a public contract (users' configurations and baselines use them);
never rename one, only add.
"""

from __future__ import annotations

from dataclasses import dataclass

SEVERITIES = ("error", "warning", "info")


@dataclass(frozen=True)
class Rule:
    code: str
    name: str
    severity: str
    summary: str
    why: str  # why the difference changes how the card plays


RULES: tuple[Rule, ...] = (
    Rule(
        "CL101",
        "target-presence",
        "error",
        "One side has a targeted selection the other lacks.",
        "a target can be protected against (hexproof, shroud, “cannot be targeted”) and makes the "
        "effect fizzle when it becomes illegal; an untargeted selection does neither",
    ),
    Rule(
        "CL102",
        "target-count",
        "error",
        "The number of targets differs (exact, “up to”, “any number”, X).",
        "the number of targets is fixed when the spell or effect is put on the stack or chain: "
        "“up to” allows fewer (even zero), an exact number requires that many legal targets",
    ),
    Rule(
        "CL103",
        "target-restriction",
        "error",
        "What may be targeted differs: object kind, controller or side, “another”, location.",
        "the restriction decides which objects are legal targets",
    ),
    Rule(
        "CL104",
        "selection-kind",
        "error",
        "Target, choice, all, random or reference differ for the same slot.",
        "a target is chosen on casting or activation and checked on resolution; a choice is made on "
        "resolution and cannot be protected against; “all” and “random” involve no choice at all",
    ),
    Rule(
        "CL105", "chooser", "error", "Who chooses differs.", "the player who chooses decides which objects are affected"
    ),
    Rule(
        "CL106",
        "retarget-mode",
        "error",
        "The way targets may be changed differs (all or none, one, any, new targets).",
        "“change the target” must move every target to another legal one or none; “choose new "
        "targets” may leave any target unchanged, even an illegal one",
    ),
    Rule(
        "CL107",
        "optional",
        "warning",
        "Optionality (“you may”, “you can”) differs.",
        "an optional effect may be declined; a mandatory one must be carried out when possible",
    ),
    Rule(
        "CL108",
        "zone",
        "error",
        "The zone the selection is made from differs.",
        "objects are only selectable in the zone the text names; hand and deck are private zones",
    ),
    Rule(
        "CL109",
        "divide",
        "error",
        "Division or distribution among targets differs.",
        "a divided amount is split among the targets as they are chosen and the split is kept when targets change",
    ),
    Rule(
        "CL110",
        "resolution-reference",
        "error",
        "How resolution refers back to the targets differs.",
        "“it/them” affects the targets even if they no longer meet the requirements; “that target” "
        "checks each target again; “all N” affects none unless every target is still legal",
    ),
    Rule(
        "CL190",
        "unrecognized",
        "warning",
        "Targeting vocabulary is present that no pattern accounts for.",
        "cardlint cannot compare what it does not understand; the wording may be unusual or wrong",
    ),
    Rule(
        "CL201",
        "private-zone-target",
        "error",
        "A target is chosen in a private zone (hand, library, deck).",
        "only public objects can be targets: a card in a hand or a library cannot be targeted, so a "
        "selection there is a choice made on resolution",
    ),
    Rule(
        "CL202",
        "target-in-cost",
        "error",
        "A target appears inside a cost (before an activated ability's colon, or in an additional cost).",
        "costs are paid, not targeted: what a cost names is chosen while paying it and can never be "
        "protected against or checked again on resolution",
    ),
    Rule(
        "CL203",
        "target-in-trigger-condition",
        "error",
        "A trigger condition says “target”.",
        "a trigger condition describes an event; it chooses nothing, so it has no targets",
    ),
    Rule(
        "CL204",
        "psct-structure",
        "error",
        "Yu-Gi-Oh!: a target is declared after the ‘;’ (on resolution) or in an effect without ‘;’.",
        "targets are declared on activation, before the ‘;’; what the text selects after it is chosen "
        "on resolution and is not a target",
    ),
    Rule(
        "CL205",
        "resolution-reference-mismatch",
        "error",
        "Yu-Gi-Oh!: resolution refers to targets that were never declared, or to several targets as one.",
        "resolution wording decides which cards are affected and whether they must still be legal; "
        "“that target” with nothing targeted, or a singular “it” for several targets, cannot be applied",
    ),
    Rule(
        "CL206",
        "hidden-location",
        "error",
        "Riftbound: a Hidden card's target is not tied to its battlefield, or an explicit "
        "“another location” became local.",
        "targets of a card played from Hidden must be at the battlefield it was hidden at, unless "
        "its own instruction explicitly requires another location",
    ),
    Rule(
        "CL207",
        "choice-not-target",
        "error",
        "Magic: a translation chooses where the source targets, or targets where the source chooses.",
        "a target can be protected against (hexproof, shroud, protection) and makes the spell fizzle "
        "when illegal; a choice made with “choose” cannot be protected against",
    ),
    Rule(
        "CL208",
        "outdated-template",
        "info",
        "Wording the game has since replaced (printed cards receive no errata: a note for a reprint).",
        "the game's current templates say the same thing differently; players look rules up by the current wording",
    ),
    Rule(
        "CL209",
        "missing-source",
        "warning",
        "The record has no source text: only its single-language checks ran, nothing was compared.",
        "a translation is checked against its source for every targeting difference; without the source "
        "(a pre-print text written first in another language) none of those differences can be seen",
    ),
    Rule(
        "CL301",
        "inconsistent-template",
        "warning",
        "The same source targeting template is translated in several ways across the set.",
        "one rules template should read the same on every card: a second rendering makes players "
        "wonder whether the cards work differently",
    ),
    Rule(
        "CL901",
        "unused-suppression",
        "warning",
        "An inline suppression or baseline entry no longer matches any finding.",
        "a stale suppression would silently hide a new problem of the same kind on that card",
    ),
    Rule(
        "CL902",
        "suppression-without-reason",
        "warning",
        "An inline suppression gives no reason.",
        "a reviewer cannot tell an accepted difference from a forgotten one",
    ),
)

_BY_KEY = {r.code.lower(): r for r in RULES} | {r.name: r for r in RULES}


def rule(key: str) -> Rule:
    """Look a rule up by code (CL101) or name (target-presence)."""
    found = _BY_KEY.get(key.lower())
    if found is None:
        raise KeyError(key)
    return found
