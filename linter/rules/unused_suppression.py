"""CL901 unused-suppression: a suppression that hides nothing: found by ``linter.suppress`` and ``linter.baseline``."""

from __future__ import annotations

from linter.rules.model import Rule

RULE = Rule(
    "CL901",
    "unused-suppression",
    "warning",
    "An inline suppression or baseline entry no longer matches any finding.",
    "a stale suppression would silently hide a new problem of the same kind on that card",
)
