"""The findings policy: which findings a configuration reports, at which severity, and when a run fails."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from linter.model.findings import Finding
from linter.rules import SEVERITIES, lower

if TYPE_CHECKING:
    from linter.config.settings import EffectiveConfig


def apply(
    config: EffectiveConfig, findings: Iterable[Finding], decided: dict[tuple[str, str], str | None] | None = None
) -> list[Finding]:
    """Drop the findings of rules not selected for their file; give the rest their configured severity.

    Decided once per rule and file: a file's thousands of findings share the answer, and each
    answer resolves the file's path against the per-path globs. ``decided``: answers kept by
    the caller between calls (the language server settles one card at a time)."""
    decided = {} if decided is None else decided
    out = []
    for f in findings:
        key = (f.name, f.path)
        if key not in decided:
            decided[key] = config.severity_of(f.name) if config.selected(f.name, f.path or None) else None
        severity = decided[key]
        if severity is not None and f.reminder:
            severity = lower(severity)
        if severity is not None:
            out.append(f if severity == f.severity else replace(f, severity=severity))
    return out


def fails(config: EffectiveConfig, findings: Iterable[Finding]) -> bool:
    """Whether these findings make the exit code 1 (any at or above ``fail-on``)."""
    limit = SEVERITIES.index(config.fail_on)
    return any(SEVERITIES.index(f.severity) <= limit for f in findings)
