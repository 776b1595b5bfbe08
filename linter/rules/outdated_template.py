"""Wording the game has replaced (``outdated`` entries of ``<lang>/<game>.checks.yaml``)."""

from __future__ import annotations

from collections.abc import Iterator

from linter.locale_schema import outdated_id
from linter.model.findings import Finding
from linter.model.frames import Span
from linter.rules.model import Rule, Text

RULE = Rule(
    code="CL208",
    name="outdated-template",
    severity="info",
    summary="Wording the game has since replaced (printed cards receive no errata: a note for a reprint).",
    why="the game's current templates say the same thing differently; players look rules up by the current wording",
)


def check(text: Text) -> Iterator[Finding]:
    whole = text.analysis.text
    for entry in text.checks.get("outdated") or ():
        now = str(entry.get("now", ""))
        for span in text.phrases(f"outdated.{outdated_id(entry)}"):
            if not now:  # dropped words take the space before them: "Add {G} to your mana pool." → "Add {G}."
                start = len(whole[: span.start].rstrip())
                span = Span(start, span.end, whole[start : span.end])
            said = f"“{now}”" if now else "nothing (drop it)"
            since = f" since {entry['since']}" if entry.get("since") else ""
            yield text.finding(
                RULE,
                span,
                f"“{span.text.strip()}” is older wording: the current template says {said}{since}. "
                f"Printed cards receive no errata, so this is a note for a reprint",
                suggestion=_same_case(span.text, now),
            )


def _same_case(found: str, replacement: str) -> str:
    if replacement and found.lstrip()[:1].isupper():
        return replacement[0].upper() + replacement[1:]
    return replacement
