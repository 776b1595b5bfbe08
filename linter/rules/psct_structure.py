"""Yu-Gi-Oh!: a target on resolution, after the ‘;’, in a text written in PSCT (games whose
``structure.psct`` is set)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from linter.model.findings import Finding
from linter.model.frames import Frame
from linter.rules.model import Rule, Text, psct_templated, quote

RULE = Rule(
    code="CL204",
    name="psct-structure",
    severity="error",
    summary="Yu-Gi-Oh!: a target is declared after the ‘;’ (on resolution) or in an effect without ‘;’.",
    why="targets are declared on activation, before the ‘;’; what the text selects after it is chosen on resolution and is not a target",
    switch="structure.psct",
)


def check(text: Text) -> Iterator[Finding]:
    if not psct_templated(text.analysis.text):
        return
    for f in text.effects:
        if f.concept == "target" and f.context == "effect" and f.phase == "resolution" and not _on_activation(text, f):
            yield text.finding(
                RULE, f.span, f"{quote(f)} is declared after the ‘;’ (or in an effect with no ‘;’), on resolution"
            )


def _on_activation(text: Text, frame: Frame) -> bool:
    """Whether the frame's clause opens with a phrase that declares on activation without a ‘;’
    ("Activate this card by targeting 1 monster", locale data ``activation_declarations``)."""
    clause = re.split(r"[.;:\n]", text.analysis.text[: frame.span.start])[-1]
    opens = frame.span.start - len(clause.lstrip())
    return any(s.start == opens and s.end <= frame.span.start for s in text.phrases("activation_declarations"))
