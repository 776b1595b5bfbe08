"""A record without its source text: reported by the checker, which then runs the single-text checks."""

from __future__ import annotations

from linter.locale_codes import display_name
from linter.model.analysis import Analysis
from linter.model.findings import Finding
from linter.rules.model import Rule, build

RULE = Rule(
    code="CL209",
    name="missing-source",
    severity="warning",
    summary="The record has no source text: only its single-language checks ran, nothing was compared.",
    why="a translation is checked against its source for every targeting difference; without the source (a pre-print text written first in another language) none of those differences can be seen",
)


def finding(card: str, analysis: Analysis, source_lang: str, present: list[str]) -> Finding:
    """The one warning of a record without its source text: it got single-language checks only."""
    lead = (
        f"no {display_name(source_lang)} ({source_lang}) text to compare the {', '.join(present)} text with: "
        f"only the single-language checks ran"
    )
    return build(RULE, analysis.game, card, analysis.lang, source_lang, lead, key=("", lead))
