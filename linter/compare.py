"""Runs the frame-pair rules over a card pair aligned once, and reports each difference.

Each rule of ``linter/rules/`` with a ``differs`` hook says, pair by pair, whether the
aligned frames differ in a way that changes play; this module quotes both frames in the
message and builds the findings. Only differences that change play are reported: an
unknown detail on one side is not a difference. Differences in reminder text are said to
be there, one severity lower (``Finding.reminder``).
"""

from __future__ import annotations

from linter.align import CardPair, Pair, aligned
from linter.model.analysis import Analysis
from linter.model.findings import NOWHERE, Finding
from linter.model.frames import Frame
from linter.rules import for_game, quote
from linter.rules import unrecognized as unrecognized_rule
from linter.rules.model import build

_REMINDER = "in reminder text (no rules force, but players read it): "


def _quote(frame: Frame | None, lang: str) -> str:
    return f"[{lang}] has no matching phrase" if frame is None else f"[{lang}] {quote(frame)}"


def _parts(pair: Pair) -> list[str]:
    """What identifies a difference on its card: the two frames as read (``fingerprint``)."""
    return [f.describe() if f else "-" for f in (pair.source, pair.target)]


def compare(card: str, source: Analysis, target: Analysis) -> list[Finding]:
    """Every play-changing difference between a source text and one translation, then the
    translation's unrecognized targeting words."""
    return differences(aligned(card, source, target))


def differences(card: CardPair) -> list[Finding]:
    """The frame-pair rules' findings on an aligned card pair, pair by pair, in rule-code order."""
    source, target = card.source, card.target
    rules = for_game("differs", card.game)
    findings: list[Finding] = []
    seen: set[tuple[str, int | None, int | None]] = set()
    for pair, reminder in [(p, False) for p in card.pairs] + [(p, True) for p in card.reminder_pairs]:
        for r in rules:
            assert r.differs is not None
            difference = r.differs(pair, card)
            if difference is None:
                continue
            if r.once_per_sentence:  # one sentence that lost its "you may" is one finding, not one per phrase
                sentences = (
                    r.name,
                    pair.source.sentence if pair.source else None,
                    pair.target.sentence if pair.target else None,
                )
                if sentences in seen:
                    continue
                seen.add(sentences)
            lead = f"{difference.lead}: " if difference.lead else ""
            findings.append(
                build(
                    r,
                    source.game,
                    card.card,
                    target.lang,
                    source.lang,
                    (_REMINDER if reminder else "") + f"{lead}source {_quote(pair.source, source.lang)}, "
                    f"translation {_quote(pair.target, target.lang)}",
                    pair.target.span if pair.target else NOWHERE,
                    pair.source.span if pair.source else None,
                    key=_parts(pair),
                    mode=difference.mode,
                    reminder=reminder,
                )
            )
    return findings + list(unrecognized_rule.findings(card))
