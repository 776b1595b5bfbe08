"""A suppression that hides nothing: found by ``linter.suppress`` and ``linter.baseline``."""

from __future__ import annotations

from linter.rules.model import Rule

RULE = Rule(
    code="CL901",
    name="unused-suppression",
    severity="warning",
    summary="An inline suppression or baseline entry no longer matches any finding.",
    why="a stale suppression would silently hide a new problem of the same kind on that card",
)
