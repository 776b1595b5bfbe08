"""A target inside a trigger condition that the game's ``trigger_ends`` close."""

from __future__ import annotations

import re
from collections.abc import Iterator

from linter.locales import trigger_ends
from linter.model.findings import Finding
from linter.model.frames import Frame
from linter.rules.model import Rule, Text, quote

RULE = Rule(
    code="CL203",
    name="target-in-trigger-condition",
    severity="error",
    summary="A trigger condition says “target”.",
    why="a trigger condition describes an event; it chooses nothing, so it has no targets",
)


def check(text: Text) -> Iterator[Finding]:
    for f in text.effects:
        if f.concept == "target" and f.context == "trigger-condition" and _closed_condition(text, f):
            yield text.finding(RULE, f.span, f"{quote(f)} is part of a trigger condition")


def _closed_condition(text: Text, frame: Frame) -> bool:
    """Whether the frame is inside a real trigger condition: one closed by a comma (the game's
    ``trigger_ends``), not a delayed trigger (``delayed_trigger`` phrases in the condition).

    "When target creature dies this turn, …" created by a spell or an activated ability is a
    delayed trigger whose target belongs to the effect that creates it (CR 603.7); German
    "Zu Beginn … legst du eine Kreatur deiner Wahl" has no comma: the condition ended earlier.
    """
    whole = text.analysis.text
    rest = re.split(r"[.\n;]", whole[frame.span.end :], maxsplit=1)[0]
    ends = trigger_ends(text.game.data.get("structure", {}))
    close = min((rest.index(e) for e in ends if e in rest), default=None)
    if close is None:
        return False
    end = frame.span.end + close
    return not any(frame.span.start <= s.start and s.end <= end for s in text.phrases("delayed_trigger"))
