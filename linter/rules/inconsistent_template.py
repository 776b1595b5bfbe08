"""Set-wide, detected by ``linter.consistency.TemplateIndex`` over every card of a run."""

from __future__ import annotations

from linter.rules.model import Rule

RULE = Rule(
    code="CL301",
    name="inconsistent-template",
    severity="warning",
    summary="The same source targeting template is translated in several ways across the set.",
    why="one rules template should read the same on every card: a second rendering makes players wonder whether the cards work differently",
)
