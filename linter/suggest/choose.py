"""Which wording a finding gets: the candidates, best first, each checked before it is offered.

The card's own words with only what differs mended come first where that replaces or drops words (they keep
its verb form, its card names, its order); then the phrase's usual wordings, the clause said as clauses that
open the same way say it, the clause's usual wordings, and the mended words where words had to be added. The
first that, applied, leaves no finding at its words and adds none elsewhere is offered.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from itertools import islice

from linter.model.findings import Finding
from linter.model.frames import Span
from linter.readers.records import CardRecord
from linter.suggest.built import built
from linter.suggest.index import Candidate, Evidence, RenderingIndex, folded
from linter.suggest.lost import found_in_part
from linter.suggest.rendering import Rendering, clause_mark, closed

# candidate wordings checked per finding (each check analyses the translation again): a fourth would be
# chosen for 1 finding in 300 on the broken-translation bench (bench/broken_fixes.py)
MAX_TRIES = 3

Recheck = Callable[[CardRecord, str, str], list[Finding]]  # (card, language, new text) → its findings


@dataclass(frozen=True)
class Pending:
    """A finding waiting for the whole run's evidence."""

    finding: Finding
    readings: tuple[tuple[Evidence, Rendering], ...]  # its own pair's: the phrase, then its clause
    card: CardRecord
    lost: tuple[Evidence, ...] = ()  # a source phrase the translation has no frame for: its keys (linter.suggest.lost)
    differ: frozenset[str] = frozenset()  # the restrictions whose meaning differs (``built.differing``)


def pool(index: RenderingIndex, p: Pending, limit: int = 2) -> Iterator[tuple[Candidate, Span, str]]:
    """Each candidate wording for a pending finding and the words it replaces, best first, made as they are
    asked for (the clause's wordings only where the phrase's fail)."""
    text = p.card.texts[p.finding.lang]
    mark = clause_mark(p.finding.lang, (p.readings[0][0] if p.readings else p.lost[0]).game)
    for c, span, how in _tries(index, p, text, limit):
        wording, span = closed(c.text, span, text, mark)
        yield replace(c, text=wording), span, how


def _tries(index: RenderingIndex, p: Pending, text: str, limit: int) -> Iterator[tuple[Candidate, Span, str]]:
    if not p.readings:  # a phrase the translation lost: its usual wording where the translation says it in part
        yield from ((c, s, "lost") for c, s in found_in_part(index, p.lost, text))
        return
    # the card's own words with what differs mended first where that only replaces or drops words, then the
    # phrase's usual wordings, its clause's, and the mended words where words had to be added
    own, reading = p.readings[0]
    phrase = index.candidates(own, reading, limit)
    made = built(index, own, reading, text, p.differ, [c.text for c in phrase])
    if made is not None and not made[1] and not (phrase and _alike(made[0], phrase[0], own)):
        yield made[0], reading.span, "built"
    yield from ((c, reading.span, "phrase") for c in phrase)
    for own, reading in p.readings[1:]:
        yield from ((c, reading.span, "opening") for c in _reopened(index, own, reading, p.readings[0][1], text))
        yield from ((c, reading.span, "clause") for c in index.candidates(own, reading, limit))
    if made is not None and (made[1] or (phrase and _alike(made[0], phrase[0], own))):
        yield made[0], p.readings[0][1].span, "built"


def _alike(mended: Candidate, usual: Candidate, own: Evidence) -> bool:
    """Whether two wordings differ only by agreement (articles, ``consistency.fold``): the usual one then
    comes first, its agreeing words being those the files write with the card's object (“la criatura
    objetivo”, not the number word “una” of a dropped count; “ciblé”, not the card's “ciblés”)."""
    return folded(mended.text, own.lang, own.game) == folded(usual.text, own.lang, own.game)


def _reopened(index: RenderingIndex, own: Evidence, clause: Rendering, phrase: Rendering, text: str) -> list[Candidate]:
    """The clause with the card's own phrase and the words before it said as clauses that open the same way
    say them (“Puoi tappare” → “TAPpa” where the source says “Tap”): an optional effect's verb."""
    mine = text[clause.span.start : phrase.span.start]
    out = []
    for said, n in index.openings_for(own):
        if said != mine:
            if mine[:1].isupper():
                said = said[:1].upper() + said[1:]
            elif said[1:2].islower():  # a capital that only opens a sentence ("TAPpa" keeps its own)
                said = said[:1].lower() + said[1:]
            out.append(
                Candidate(
                    said + text[phrase.span.start : clause.span.end], n, f"[{own.lang}] {own.game} in the files checked"
                )
            )
    return out


def suggest(index: RenderingIndex, p: Pending, had: Counter[str], recheck: Recheck) -> tuple[Candidate, Span] | None:
    """The first candidate wording (``pool``) that, applied, leaves no finding at its words and adds none
    elsewhere; at most ``MAX_TRIES`` are checked (each check analyses the translation again)."""
    text = p.card.texts[p.finding.lang]
    for c, span, _ in islice(pool(index, p), MAX_TRIES):
        new = text[: span.start] + c.text + text[span.end :]
        if fixes(recheck(p.card, p.finding.lang, new), had, span.start, span.start + len(c.text)):
            return c, span
    return None


def fixes(found: list[Finding], had: Counter[str], start: int, end: int) -> bool:
    """Whether a translation's findings after a replacement (of ``start``..``end``) show it fixed: none
    at the replaced words, none of any rule more than before."""
    if any(f.span.start < end and start < f.span.end for f in found):
        return False
    now = Counter(f.name for f in found)
    return all(n <= had[name] for name, n in now.items())
