"""CL204 psct-structure: Yu-Gi-Oh!: a target on resolution, after the ‘;’ (games whose ``structure.psct`` is set)."""

from __future__ import annotations

from collections.abc import Iterator

from linter.findings import Finding
from linter.rules.model import Rule, Text, quote

RULE = Rule(
    "CL204",
    "psct-structure",
    "error",
    "Yu-Gi-Oh!: a target is declared after the ‘;’ (on resolution) or in an effect without ‘;’.",
    "targets are declared on activation, before the ‘;’; what the text selects after it is chosen on resolution and is not a target",
    switch="structure.psct",
)


def check(text: Text) -> Iterator[Finding]:
    for f in text.effects:
        if f.concept == "target" and f.context == "effect" and f.phase == "resolution":
            yield text.finding(
                RULE, f.span, f"{quote(f)} is declared after the ‘;’ (or in an effect with no ‘;’), on resolution"
            )
