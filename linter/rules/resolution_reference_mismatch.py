"""CL205 resolution-reference-mismatch: Yu-Gi-Oh!: “that target” with nothing targeted, or one target said where several were declared."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from linter.findings import Finding
from linter.frames import Count, Frame
from linter.rules.model import Rule, Text, quote

RULE = Rule(
    "CL205",
    "resolution-reference-mismatch",
    "error",
    "Yu-Gi-Oh!: resolution refers to targets that were never declared, or to several targets as one.",
    "resolution wording decides which cards are affected and whether they must still be legal; “that target” with nothing targeted, or a singular “it” for several targets, cannot be applied",
    switch="structure.psct",
)


def check(text: Text) -> Iterator[Finding]:
    frames = text.effects
    references = text.checks.get("references") or {}
    for f in frames:
        if f.concept != "resolution-reference":
            continue
        declared = _declared_before(f, frames)
        if not declared and f.mode in ("chosen", "all"):
            yield text.finding(RULE, f.span, f"“{f.span.text}” refers to a target, but nothing was targeted before it")
        elif declared and _several(declared) and _reference_number(f.span.text, references) == "singular":
            yield text.finding(
                RULE,
                f.span,
                f"“{f.span.text}” refers to one card, but {quote(declared[-1])} declares several targets",
                suggestion=_plural_of(f.span.text, references),
            )


def _declared_before(ref: Frame, frames: list[Frame]) -> list[Frame]:
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


def _several(targets: list[Frame]) -> bool:
    if len(targets) > 1:
        return True
    count = targets[0].count or Count(1, 1)
    return count.max is None or count.max == "X" or (isinstance(count.max, int) and count.max > 1)


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
