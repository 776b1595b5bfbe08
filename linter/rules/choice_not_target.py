"""Magic: the source targets and the translation only chooses, or the other way round."""

from __future__ import annotations

from collections.abc import Iterator

from linter.align import CardPair
from linter.model.findings import Finding
from linter.rules.model import Rule, Text, quote

RULE = Rule(
    code="CL207",
    name="choice-not-target",
    severity="error",
    summary="Magic: a translation chooses where the source targets, or targets where the source chooses.",
    why="a target can be protected against (hexproof, shroud, protection) and makes the spell fizzle when illegal; a choice made with “choose” cannot be protected against",
    switch="checks.choice_not_target",
)


def check_pair(card: CardPair, text: Text) -> Iterator[Finding]:
    for a, b in card.both():
        if {a.concept, b.concept} == {"target", "choice"} and "you" == a.chooser == b.chooser:
            what = (
                "the source targets, the translation only chooses"
                if a.concept == "target"
                else "the source chooses, the translation targets"
            )
            yield text.finding(RULE, b.span, f"{what}: source {quote(a)}, translation {quote(b)}", source_span=a.span)
