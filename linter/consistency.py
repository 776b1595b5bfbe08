"""Set-wide consistency: the same source targeting template, rendered several ways in one language.

Each source target is reduced to its *template*: the words of its phrase and of its
details (controller, zone, count…) as the frames' spans delimit them, with the object
words replaced by ``{object}`` (``{objects}`` for several kinds) and numbers by ``{n}``.
Its aligned translation is reduced the same way. Cards are grouped by (game, language, set,
source template) — the set where the records carry one (``set``, ``meta.printing``), so a
pre-print set is judged on its own; where one rendering is the clear majority (``Thresholds``,
``[tool.cardlint] consistency``), each rare rendering is reported as ``inconsistent-template``
with the majority as the suggestion. Strings
cannot do this (names, numbers and object words differ on every card); frames can.
Per-language ``consistency.fold`` data (``<game>.checks.yaml``) folds agreement forms
(fr “ciblée” → “ciblé”) so grammar is not mistaken for drift.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cache
from typing import NamedTuple

from linter.align import CardPair, aligned
from linter.lexicon import Lexicon, lexicon_for
from linter.locales import is_language, load_locale, pattern_places
from linter.model.analysis import Analysis
from linter.model.findings import Finding, fingerprint
from linter.model.frames import Frame, Span
from linter.patterns import WORDS, PatternCompiler
from linter.readers.records import CardRecord
from linter.rules import rule
from linter.rules.model import build, explained


@dataclass(frozen=True)
class Thresholds:
    """When a rendering is rare enough to report: the defaults report a 6-to-1 split in one set, and
    not a rendering found on several cards (in a whole game's official text, an older template)."""

    min_cards: int = 5  # renderings of one template in one language and set before there is a "usual" one
    majority: float = 5  # the usual rendering is at least this many times as frequent as a reported one
    max_rare: int = 2  # a rendering on more cards than this is a variant the set chose, not a slip

    @classmethod
    def of(cls, settings: dict[str, int | float]) -> Thresholds:
        """From the configuration's ``consistency`` table (validated by linter.config)."""
        return cls(
            int(settings.get("min-cards", cls.min_cards)),
            float(settings.get("majority", cls.majority)),
            int(settings.get("max-rare", cls.max_rare)),
        )


_NUMBER = re.compile(r"\b\d+\b|\bX\b")
_GAP = " … "


@dataclass(frozen=True)
class Template:
    text: str  # abstracted and folded, the grouping key: "{object} objetivo … que controla un oponente"
    shown: str  # abstracted, as written (case and agreement kept), for messages and suggestions
    span: Span  # where it is on the card (the phrase and its details)
    object: str  # the card's own object words, to fill a suggestion
    number: str  # the card's own count words


class _Words(NamedTuple):
    """What templates are made of in one language and game, read from its locale data once."""

    known: frozenset[str]  # the lemma of every word the targeting patterns use: what a template is made of
    lexicon: Lexicon  # a word's lemma
    fold: dict[str, str]  # agreement forms folded to one (``consistency.fold``): grammar, not drift
    numbers: frozenset[str]  # number words, abstracted as {n}


_TEMPLATE_SECTIONS = ("frames", "details", "not_selections")  # the sections whose patterns say targeting


@cache
def _words(lang: str, game: str) -> _Words:
    """Other words inside a phrase (“créature *avec le vol* ciblée”) describe the object and differ
    from card to card; they are not part of the template. The patterns are found where the schema says
    (``pattern_places``: patterns and words) and read as the matcher reads them, word by word and by lemma (``PatternCompiler``),
    so a word is known in every form its lemma folds."""
    data = load_locale(lang, game)
    lexicon = lexicon_for(lang, game)
    compiler = PatternCompiler(str.split, lexicon)  # a card's words are split at white space too (``template``)
    known = {
        lemma
        for place in pattern_places(data.data, leaf=is_language)
        if place.names[0] in _TEMPLATE_SECTIONS
        for pattern in compiler.each(place.where, place.patterns)
        for slot in pattern.slots
        if slot.kind == WORDS
        for lemma in slot.lemmas
    }
    checks = data.section("checks")
    fold = (checks.get("consistency") or {}).get("fold") if isinstance(checks, dict) else None
    numbers = frozenset(str(k).lower() for k in (data.section("numbers") or {}))
    return _Words(frozenset(known), lexicon, {str(k).lower(): str(v) for k, v in (fold or {}).items()}, numbers)


def agreement_fold(lang: str, game: str) -> dict[str, str]:
    """Agreement forms folded to one (``consistency.fold`` of ``<game>.checks.yaml``): grammar, not drift."""
    return _words(lang, game).fold


def number_forms(lang: str, game: str) -> frozenset[str]:
    """The language's number words (``numbers`` of its locale data), lower-cased."""
    return _words(lang, game).numbers


Hole = tuple[int, int, str]  # a stretch of the text abstracted: (start, end, "{object}" or "{n}")


def pieces(
    frame: Frame, text: str, lang: str, game: str, kinds: frozenset[str] | None = None
) -> tuple[list[list[int]], list[Hole], Span | None, Span | None]:
    """Where a frame's words are: its phrase and details merged into stretches, the object and number
    holes in them, the object and count spans. One home for what a template and a rendering cover.

    ``kinds``: only these details (those the source has), so a detail the engine found on one
    side only is not mistaken for a different rendering.
    """
    spans = {k: s for k, s in frame.detail_spans.items() if s.end > s.start and (kinds is None or k in kinds)}
    object_span, count_span = spans.get("object"), spans.get("count")
    starts = sorted(
        {(frame.span.start, frame.span.end)}
        | {(s.start, s.end) for k, s in spans.items() if k not in ("object", "count")}
    )
    merged: list[list[int]] = []
    for a, b in starts:
        if merged and a <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], b)
        else:
            merged.append([a, b])
    holes: list[Hole] = [(s.start, s.end, "{object}") for s in (object_span,) if s is not None]
    if count_span is not None and not any(h[0] <= count_span.start and count_span.end <= h[1] for h in holes):
        # only the number of "up to two" is abstracted: "up to" is part of the template
        numbers = _words(lang, game).numbers
        for m in re.finditer(r"[^\W_]+", count_span.text):
            if m.group(0).lower() in numbers or m.group(0).isdigit():
                holes.append((count_span.start + m.start(), count_span.start + m.end(), "{n}"))
    return merged, sorted(holes), object_span, count_span


def template(frame: Frame, text: str, lang: str, game: str, kinds: frozenset[str] | None = None) -> Template:
    """The frame's words with object and numbers abstracted; details outside the phrase joined by “…”.

    ``kinds``: as for ``pieces``.
    """
    merged, holes, object_span, count_span = pieces(frame, text, lang, game, kinds)
    vocabulary = _words(lang, game)
    fold, known, lemma = vocabulary.fold, vocabulary.known, vocabulary.lexicon.lemma
    parts, shown = [], []
    for a, b in merged:
        out, at = [], a
        for start, end, mark in sorted(holes):
            if a <= start and end <= b and start >= at:
                out += [text[at:start], mark]
                at = end
        out.append(text[at:b])
        words = [w for w in _NUMBER.sub("{n}", "".join(out)).split() if w.startswith("{") or lemma(_bare(w)) in known]
        parts.append(" ".join(w for w in (fold.get(_bare(w), _bare(w)) for w in words) if w))
        shown.append(" ".join(words))
    start, end = merged[0][0], merged[-1][1]
    return Template(
        _GAP.join(parts),
        _GAP.join(shown),
        Span(start, end, text[start:end]),
        object_span.text if object_span else "",
        count_span.text if count_span else "",
    )


def _bare(word: str) -> str:
    """A word without the punctuation glued to it ("cible," → "cible")."""
    return word.lower().strip(',.;:!?()«»"')


def fill(rendering: str, own: Template) -> str | None:
    """The usual rendering with this card's own object and number put back; None where it is not one phrase."""
    out = rendering.replace("{object}", own.object).replace("{n}", own.number or "{n}")
    return None if _GAP in out or "{" in out else out


@dataclass(frozen=True)
class _Seen:
    finding: Finding  # located, message left to fill
    template: Template


class TemplateIndex:
    """Collects every (source template → rendering) of a run, then reports the rare renderings."""

    def __init__(self, thresholds: Thresholds | None = None) -> None:
        self.thresholds = thresholds or Thresholds()
        self.groups: dict[tuple[str, str, str, str], list[_Seen]] = defaultdict(list)
        self.texts: dict[tuple[str, str], dict[str, str]] = {}

    def add(self, card: CardRecord, source: Analysis, target: Analysis) -> None:
        """Collect one card's source and translation (aligned here; the checker passes its own pairs
        to ``add_pairs``)."""
        self.add_pairs(card, aligned(card.id, source, target))

    def add_pairs(self, card: CardRecord, pairs: CardPair) -> None:
        source, target = pairs.source, pairs.target
        r = rule("inconsistent-template")
        for a, b in pairs.both():
            if a.concept != "target" or b.concept != "target" or a.context != "effect" or b.context != "effect":
                continue
            kinds = frozenset(a.detail_spans)
            key = template(a, source.text, source.lang, source.game).text
            if a.object and ("|" in a.object or a.object == "any-target"):
                key += " (several kinds)"  # "creature or player" has its own templates
            own = template(b, target.text, target.lang, target.game, kinds)
            # located now, said when the whole set is seen (``by_group``)
            placeholder = build(
                r, source.game, card.id, target.lang, source.lang, "", own.span, a.span, key=(), explain=False
            )
            printing = card.sets.get(target.lang, "")
            self.groups[(source.game, target.lang, printing, key)].append(_Seen(card.locate(placeholder), own))
            self.texts[(card.path, card.id)] = card.texts

    def findings(self) -> list[Finding]:
        """Each rendering far rarer than its group's usual one, with the usual one as suggestion."""
        out = [f for _, found in self.by_group() for f in found]
        return sorted(out, key=lambda f: (f.path, f.line, f.column))

    def by_group(self) -> Iterator[tuple[tuple[str, str, str, str], list[Finding]]]:
        """(game, language, set, source template) of each group large enough to judge, and its reports."""
        r = rule("inconsistent-template")
        for (game, lang, printing, key), seen in sorted(self.groups.items()):
            if len(seen) < self.thresholds.min_cards:
                continue
            out: list[Finding] = []
            counts = Counter(s.template.text for s in seen)
            usual_key, usual_n = counts.most_common(1)[0]
            usual_seen = [s.template for s in seen if s.template.text == usual_key]
            usual_shown = Counter(t.shown for t in usual_seen).most_common(1)[0][0]
            for s in seen:
                n = counts[s.template.text]
                if n * self.thresholds.majority > usual_n or n > self.thresholds.max_rare:
                    continue
                # the usual rendering as written on a card with the same object words agrees in gender and number
                same = [t.shown for t in usual_seen if t.object.lower() == s.template.object.lower()]
                usual = same[0] if same else usual_shown
                lead = (
                    f"the source template “{key}” is rendered “{s.template.shown}” here ({n} of {len(seen)} "
                    f"cards in [{lang}]{f' of set {printing}' if printing else ''}) but “{usual_shown}” on {usual_n}"
                )
                out.append(
                    replace(
                        s.finding,
                        message=explained(r, game, lead),
                        suggestion=fill(usual, s.template),
                        fingerprint=fingerprint(s.finding.card, lang, r.name, (key, s.template.text)),
                    )
                )
            yield (game, lang, printing, key), out
