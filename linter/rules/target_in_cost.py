"""A target inside a cost."""

from __future__ import annotations

from collections.abc import Iterator

from linter.model.findings import Finding
from linter.rules.model import Rule, Text, quote

RULE = Rule(
    code="CL202",
    name="target-in-cost",
    severity="error",
    summary="A target appears inside a cost (before an activated ability's colon, or in an additional cost).",
    why="costs are paid, not targeted: what a cost names is chosen while paying it and can never be protected against or checked again on resolution",
)


def check(text: Text) -> Iterator[Finding]:
    for f in text.effects:
        if f.concept == "target" and f.context == "cost":
            yield text.finding(RULE, f.span, f"{quote(f)} is part of a cost")
