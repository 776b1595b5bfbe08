"""Yu-Gi-Oh!: “that target” with nothing targeted, or one target said where several were declared."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from linter.model.findings import Finding
from linter.model.frames import Count, Frame
from linter.rules.model import Rule, Text, psct_templated, quote

RULE = Rule(
    code="CL205",
    name="resolution-reference-mismatch",
    severity="error",
    summary="Yu-Gi-Oh!: resolution refers to targets that were never declared, or to several targets as one.",
    why="resolution wording decides which cards are affected and whether they must still be legal; “that target” with nothing targeted, or a singular “it” for several targets, cannot be applied",
    switch="structure.psct",
)


def check(text: Text) -> Iterator[Finding]:
    frames = text.effects
    references = text.checks.get("references") or {}
    templated = psct_templated(text.analysis.text)
    for f in frames:
        if f.concept != "resolution-reference":
            continue
        declared = _declared_before(f, frames)
        if not declared and f.mode in ("chosen", "all") and templated and not _targeted_earlier(f, frames):
            yield text.finding(RULE, f.span, f"“{f.span.text}” refers to a target, but nothing was targeted before it")
        elif (
            declared
            and _several(declared)
            and _first_reference(f, frames, declared[-1])
            and _reference_number(f.span.text, references) == "singular"
        ):
            yield text.finding(
                RULE,
                f.span,
                f"“{f.span.text}” refers to one card, but {quote(declared[-1])} declares several targets",
                suggestion=_plural_of(f.span.text, references),
            )


def _declared_before(ref: Frame, frames: list[Frame]) -> list[Frame]:
    """The targets declared before the ‘;’ of the reference's own effect (its sentence)."""
    return [
        g
        for g in frames
        if g.concept == "target"
        and g.phase == "activation"
        and g.context != "trigger-condition"
        and g.ability == ref.ability
        and g.sentence == ref.sentence
        and g.span.start < ref.span.start
    ]


def _targeted_earlier(ref: Frame, frames: list[Frame]) -> bool:
    """Whether anything was targeted earlier in the text: an effect goes on after its first full stop
    ("…; equip it. While equipped, that target gains 500 ATK") and into its bulleted lines ("● Special
    Summon that target"), and a Continuous Trap declares its target with no ‘;’ ("Activate this card by
    targeting 1 monster")."""
    return any(
        g.concept == "target" and g.context != "trigger-condition" and g.span.start < ref.span.start for g in frames
    )


def _several(targets: list[Frame]) -> bool:
    """One declaration of several targets. Several declarations of one target each ("target 1
    monster you control and 1 monster your opponent controls", or alternatives joined by "or") are
    then referred to one by one ("that monster on the field"), which a singular reference does."""
    if len(targets) != 1:
        return False
    count = targets[0].count or Count(1, 1)
    return count.max is None or count.max == "X" or (isinstance(count.max, int) and count.max > 1)


def _first_reference(ref: Frame, frames: list[Frame], declared: Frame) -> bool:
    """Whether ``ref`` is the first resolution reference after the declaration: a later "it" may
    already speak of something the effect brought in ("Special Summon 1 monster … attach this
    card to it")."""
    return not any(
        g.concept == "resolution-reference" and declared.span.end <= g.span.start < ref.span.start for g in frames
    )


def _plural_of(text: str, references: dict[str, Any]) -> str | None:
    low = text.lower()
    for singular, plural in sorted((references.get("plural_of") or {}).items(), key=lambda kv: -len(kv[0])):
        if low.endswith(str(singular).lower()):
            return text[: len(text) - len(str(singular))] + str(plural)
    return None


def _reference_number(text: str, references: dict[str, Any]) -> str:
    """ "plural", "singular" or "ambiguous" (German "sie"), from the words of the reference."""
    words = [w for w in re.split(r"[^\w]+", text.lower()) if w]
    if any(w in (references.get("ambiguous") or ()) for w in words):
        return "ambiguous"
    endings = tuple(references.get("plural_endings") or ())
    if any(
        w in (references.get("plural_words") or ()) or (endings and len(w) > 4 and w.endswith(endings)) for w in words
    ):
        return "plural"
    return "singular"
