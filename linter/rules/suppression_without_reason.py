"""CL902 suppression-without-reason: an inline suppression without a reason: found by ``linter.suppress``."""

from __future__ import annotations

from linter.rules.model import Rule

RULE = Rule(
    "CL902",
    "suppression-without-reason",
    "warning",
    "An inline suppression gives no reason.",
    "a reviewer cannot tell an accepted difference from a forgotten one",
)
