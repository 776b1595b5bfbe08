"""An inline suppression without a reason: found by ``linter.suppress``."""

from __future__ import annotations

from linter.rules.model import Rule

RULE = Rule(
    code="CL902",
    name="suppression-without-reason",
    severity="warning",
    summary="An inline suppression gives no reason.",
    why="a reviewer cannot tell an accepted difference from a forgotten one",
)
