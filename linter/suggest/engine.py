"""Collects evidence while cards are checked, then gives each cross-language finding its suggestion.

Suggestions need the whole run (the majority of a set is known once every card is seen), so the
checker hands each card's pairs to ``collect`` and, at the end, ``finish`` picks, fills and checks
a wording for each finding of a frame-pair rule. A wording is offered only when the translation
with it applied, checked again, has no finding at the words replaced and no more findings of any
rule than it had: a suggestion never trades one finding for another.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import replace
from functools import lru_cache

from linter.align import CardPair
from linter.model.findings import Finding, Replacement
from linter.model.frames import Frame, Span
from linter.readers.records import CardRecord
from linter.rules import RULES
from linter.suggest.built import differing
from linter.suggest.choose import Pending, Recheck, suggest
from linter.suggest.index import Candidate, Evidence, RenderingIndex
from linter.suggest.lost import lost_keys
from linter.suggest.rendering import (
    Rendering,
    count_of,
    opening,
    opening_words,
    own_details,
    rendering,
    source_key,
    within_clause,
)

# the cross-language rules: a difference between two aligned frames, fixed at the translation's frame
CROSS_LANGUAGE = frozenset(r.name for r in RULES if r.differs is not None)


def evidence(card: CardRecord, pairs: CardPair) -> Iterable[tuple[Frame, Frame, Evidence, Rendering]]:
    """Each aligned pair of the card's rules text as evidence (reminder text left out): the phrase's rendering,
    with its clause's opening words on both sides (“you may destroy” → “puedes destruir”), counted for the
    clause as well (``RenderingIndex.add``)."""
    source, target = pairs.source, pairs.target
    printing = card.sets.get(target.lang, "")
    for p in pairs.pairs:
        a, b = p.source, p.target
        if a is None or b is None:
            continue
        r = rendering(b, target.text, target.lang, target.game)
        if r is None:
            continue
        key, said, source_object, count, details = _source(a, source.text, source.lang, source.game)
        mine = tuple((k, target.text[s:t]) for k, s, t in r.details)
        before = opening_words(r, target.text) if said is not None else None
        e = Evidence(
            target.game,
            target.lang,
            printing,
            key,
            r.text,
            r.object,
            source_object,
            r.number,
            count,
            details,
            mine,
            before,
            said if before is not None else None,
        )
        yield a, b, e, r


def clause_reading(e: Evidence, r: Rendering, text: str) -> tuple[Evidence, Rendering] | None:
    """A phrase's clause as a reading of its own: the clause's key and words (“puedes destruir {object}”)."""
    wide = within_clause(r, text) if e.said is not None else None
    if wide is None:
        return None
    return replace(e, key=f"{e.said} | {e.key}", text=wide.text, said=None), wide  # a clause is counted once


@lru_cache(maxsize=4096)  # a source's phrases are read once for all its translations
def _source(
    frame: Frame, text: str, lang: str, game: str
) -> tuple[str, str | None, str, str, tuple[tuple[str, str], ...]]:
    """What a source phrase says: its key, its clause's opening words, object words, count and restrictions."""
    source_object = frame.detail_spans.get("object")
    return (
        source_key(frame, text, lang, game),
        opening(text, frame.span.start),
        source_object.text if source_object else "",
        count_of(frame),
        tuple((k, " ".join(text[a:b].lower().split())) for k, (a, b) in own_details(frame, text)),
    )


def source_evidence(card: CardRecord, pairs: CardPair, a: Frame) -> Evidence:
    """What the source phrase alone says (no rendering yet): a phrase the translation lost."""
    source, target = pairs.source, pairs.target
    key, _, source_object, count, details = _source(a, source.text, source.lang, source.game)
    return Evidence(
        target.game, target.lang, card.sets.get(target.lang, ""), key, "", "", source_object, "", count, details
    )


def _read(card: CardRecord, pairs: CardPair, found: Iterable[Finding]) -> tuple[list[Evidence], list[Pending]]:
    """A card pair's evidence, and its findings of cross-language rules at one of its pairs."""
    at: dict[tuple[Span, Span], tuple[Frame, Frame, Evidence, Rendering]] = {}
    pieces = []
    for a, b, e, r in evidence(card, pairs):
        pieces.append(e)
        at[(a.span, b.span)] = (a, b, e, r)
    alone = {p.source.span: p.source for p in pairs.pairs if p.source is not None and p.target is None}
    pending = []
    for f in found:
        if f.name not in CROSS_LANGUAGE or f.reminder or f.source_span is None:
            continue
        hit = at.get((f.source_span, f.span))
        if hit is not None:
            a, b, e, r = hit
            clause = clause_reading(e, r, pairs.target.text)
            readings = ((e, r),) + ((clause,) if clause is not None else ())
            pending.append(Pending(f, readings, card, differ=differing(a, b)))
        elif f.source_span in alone and f.span.end == f.span.start:  # the translation has no frame for it
            a = alone[f.source_span]
            pending.append(Pending(f, (), card, lost_keys(pairs, a, source_evidence(card, pairs, a))))
    return pieces, pending


class Suggester:
    """Evidence and pending findings of one run; ``take``/``absorb`` carry a card's from a worker process."""

    def __init__(self) -> None:
        self.index = RenderingIndex()
        self.evidence: list[Evidence] = []  # kept until ``finish`` counts it
        self.pending: list[Pending] = []
        self._card: list[Evidence | Pending] = []
        # the findings a report will show (None: all); a place where none of them stands gets no suggestion
        self.wanted: Callable[[Finding], bool] | None = None

    def collect(self, card: CardRecord, pairs: CardPair, found: Iterable[Finding]) -> None:
        """One card pair's evidence and its findings to suggest for (``found``: located)."""
        pieces, pending = _read(card, pairs, found)
        self._card += pieces
        self._card += pending

    def pending_for(self, card: CardRecord, pairs: CardPair, found: Iterable[Finding]) -> None:
        """Only the findings to suggest for, the evidence being already counted (the language server)."""
        self.pending += _read(card, pairs, found)[1]

    def take(self) -> list[Evidence | Pending]:
        """What the last cards collected (handed to ``absorb``, in this process or the parent)."""
        out, self._card = self._card, []
        return out

    def give_back(self, items: Iterable[Evidence | Pending]) -> None:
        """Hand a card's items to the next ``take`` again (a card whose check was found in a cache)."""
        self._card += items

    def absorb(self, items: Iterable[Evidence | Pending]) -> None:
        """Keep a card's evidence (counted at ``finish``, for what the findings ask) and its pending findings."""
        for item in items:
            if isinstance(item, Evidence):
                self.evidence.append(item)
            else:
                self.pending.append(item)

    def _count(self) -> None:
        """Count the kept evidence: renderings of the source phrases the pending findings ask about, the
        agreeing words of their object words, the words of their objects and restrictions; the number words of all."""
        keys = {own.key for p in self.pending for own, _ in p.readings} | {
            own.key for p in self.pending for own in p.lost
        }
        keys |= {k.split(" | ")[0] + " |" for k in keys if " | " in k}  # the clauses' opening words
        owns = [*(o for p in self.pending for o, _ in p.readings), *(o for p in self.pending for o in p.lost)]
        asked = {o.source_object.lower() for o in owns} | {words for o in owns for _, words in o.source_details}
        for e in self.evidence:
            self.index.add(e, keys=keys, agree=False, asked=asked)
        objects = {r.object.lower() for p in self.pending for _, r in p.readings}
        for p in self.pending:
            for own in [*(o for o, _ in p.readings), *p.lost]:
                usual = self.index.translations.get((own.game, own.lang, own.source_object.lower()), Counter())
                objects |= {o.lower() for o, _ in usual.most_common(1)}
        for e in self.evidence:
            if e.object.lower() in objects:
                self.index.add_agreement(e)
        self.evidence = []

    def finish(self, findings: list[Finding], recheck: Recheck) -> list[Finding]:
        """``findings`` with a checked suggestion on each finding that has one (each ``wanted`` one)."""
        if self.wanted is not None:
            self.pending = _shown(self.pending, self.wanted)
        if not self.pending:  # nothing to suggest for: the evidence is never counted
            self.evidence = []
            return findings
        self._count()
        before: dict[tuple[str, str, str], Counter[str]] = {}
        for f in findings:
            before.setdefault((f.path, f.card, f.lang), Counter())[f.name] += 1
        done: dict[tuple[str, str, str, int, int], tuple[Candidate, Span] | None] = {}
        checked: dict[tuple[str, str, str, str], list[Finding]] = {}

        def once(card: CardRecord, lang: str, text: str) -> list[Finding]:
            """A wording applied to a card is checked once, however many findings or candidates lead to it."""
            key = (card.path, card.id, lang, text)
            if key not in checked:
                checked[key] = recheck(card, lang, text)
            return checked[key]

        changed: dict[int, Finding] = {}
        for p in self.pending:
            f, card = p.finding, p.card
            where = _place(p)
            if where not in done:
                done[where] = suggest(self.index, p, before.get((f.path, f.card, f.lang), Counter()), once)
            found = done[where]
            if found is not None:
                changed[id(f)] = with_suggestion(f, card, *found)
        self.pending = []
        return [changed.get(id(f), f) for f in findings]


def _place(p: Pending) -> tuple[str, str, str, int, int]:
    """Where a pending finding's suggestion goes: its findings at one place share one suggestion."""
    f = p.finding
    at = p.readings[0][1].span if p.readings else Span(-1, f.source_span.start if f.source_span else 0, "")
    return (p.card.path, p.card.id, f.lang, at.start, at.end)


def _shown(pending: list[Pending], wanted: Callable[[Finding], bool]) -> list[Pending]:
    """The pending findings at a place where a ``wanted`` finding stands: elsewhere a suggestion would go to
    findings that no report shows (a rule not selected). A place keeps all its findings, so that it gets the
    suggestion it gets without the filter; the counts a kept finding reads do not depend on the others."""
    places = {_place(p) for p in pending if wanted(p.finding)}
    return [p for p in pending if _place(p) in places]


def with_suggestion(f: Finding, card: CardRecord, c: Candidate, span: Span) -> Finding:
    """The finding with its suggestion and where it goes in the file."""
    text = card.texts[f.lang]
    line, column, end_line, end_column = card.line, 0, card.line, 0
    position = card.positions.get(f.lang)
    if position is not None:
        line, column = position.at(text, span.start)
        end_line, end_column = position.at(text, span.end)
    origin = f"used on {c.cards} card{'s' if c.cards != 1 else ''} of {c.scope}"
    if c.built and c.cards:
        origin = f"built restriction by restriction: its own words, what differs said as on {origin[8:]}"
    elif c.built:
        origin = "built restriction by restriction: its own words, what the source does not say left out"
    replacement = Replacement(span, line, column, end_line, end_column, origin, c.built)
    return replace(f, suggestion=c.text, replacement=replacement)
