"""One lint of one document: its cards, findings and errors, and where they are.

Readers give places in the file as 1-based lines and columns counted in code points;
the protocol counts lines from 0 and columns in the client's units (UTF-16 unless the
client chose otherwise). Everything is computed from the text that was linted, so a
lint published for version N points at version N's words.

A lint made from the previous lint of the same document reuses, for every card record
that is the very same object as then (the JSON-lines reader keeps the records of the
lines that did not change), its checked findings and what configuration, suppressions
and baseline made of them: after a keystroke only the edited card is checked and
settled again. The findings are the same as a fresh lint's, in the same order.
"""

from __future__ import annotations

import bisect
import logging
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from lsprotocol import types

from linter.baseline import BaselineEntry, by_card, held, leftover, screen, stale_findings, take_new
from linter.check import CheckOptions
from linter.config import EffectiveConfig
from linter.crash import CardCrash
from linter.findings import Finding, InputError
from linter.lines import split_lines, strip_break
from linter.lint import path_options, settle, suppress
from linter.lsp.buffers import BufferReader
from linter.lsp.cache import CachedChecker, CardResult, FrameCache
from linter.lsp.settings import Settings
from linter.readers.records import CardRecord

log = logging.getLogger("cardlint.lsp")
Units = Callable[[str], int]  # how many client units a piece of a line is


def utf16_units(text: str) -> int:
    """The protocol's default column unit."""
    return len(text.encode("utf-16-le")) // 2


@dataclass(frozen=True)
class TextPlace:
    """Where one language's text of a card is in the document."""

    card: CardRecord
    lang: str
    range: types.Range


@dataclass(eq=False)
class _Group:
    """What one lint made of the records sharing a card id (usually one; a card with two variants of a
    language gives two): each record's findings after selection, suppressions and baseline, and the
    findings about the card's suppressions."""

    members: tuple[CardRecord, ...]
    kept: tuple[list[Finding], ...]  # one list per member, never changed once made
    extra: list[Finding]
    stale: list[Finding]  # the card's baseline entries that no longer occur, shown on the card


@dataclass
class _Reuse:
    """What the next lint of the document may take from this one (same settings only)."""

    settings: Settings
    checks: dict[int, tuple[CardRecord, CardResult]]  # id(record) → the record and its checked findings
    groups: dict[str, _Group]  # card id → its settled findings
    decided: dict[tuple[str, str], str | None]  # (rule, path) → the severity it is reported at, None: not selected
    baseline: dict[str, list[BaselineEntry]] | None  # the baseline's entries by card


@dataclass
class DocumentLint:
    path: str
    text: str  # the text linted
    records: list[CardRecord]  # the cards whose translations are in this document
    findings: list[Finding]  # after configuration, suppressions and baseline
    errors: list[InputError]
    source_lang: str = "en"
    units: Units = utf16_units
    reuse: _Reuse | None = field(default=None, repr=False)  # for the document's next lint

    def card_of(self, finding: Finding) -> CardRecord | None:
        """The record a finding is shown on: the last of its card's records with its language, else the
        card's last record."""
        group = self.reuse.groups.get(finding.card) if self.reuse is not None else None
        if group is not None:
            members = group.members
            if len(members) == 1:
                return members[0]
            return next((c for c in reversed(members) if finding.lang in c.texts), members[-1])
        by_text, by_id = self._by_card
        return by_text.get((finding.card, finding.lang)) or by_id.get(finding.card)

    @cached_property
    def _by_card(self) -> tuple[dict[tuple[str, str], CardRecord], dict[str, CardRecord]]:
        return {(c.id, lang): c for c in self.records for lang in c.texts}, {c.id: c for c in self.records}

    @cached_property
    def lines(self) -> list[str]:
        """The text's lines, each with its line break."""
        return split_lines(self.text, keepends=True)

    @cached_property
    def _bare_lines(self) -> list[str]:
        """The text's lines without their breaks (cheaper than ``lines`` where every line ends at ``\\n``)."""
        if "\r" in self.text:
            return [strip_break(line) for line in self.lines]
        lines = self.text.split("\n")
        if not lines[-1]:  # a break at the very end starts no further line
            lines.pop()
        return lines

    def position(self, line: int, column: int) -> types.Position:
        """The protocol position of a 1-based file line and code-point column (0: the line's start).

        A document linted without text (an XLSX workbook, read from disk): the row and the
        character in the cell, as they are."""
        if not self.text:
            return types.Position(max(line - 1, 0), max(column - 1, 0))
        bare = self._bare_lines
        index = min(max(line - 1, 0), max(len(bare) - 1, 0))
        text = bare[index] if bare else ""
        if column - 1 > len(text):  # past the line's end: its break counts too
            text = self.lines[index]
        return types.Position(index, self.units(text[: max(column - 1, 0)]))

    def line_range(self, line: int) -> types.Range:
        """A whole line (for what has no narrower place: a broken record, a suppression)."""
        bare = self._bare_lines
        index = min(max(line - 1, 0), max(len(bare) - 1, 0))
        text = bare[index] if bare else ""
        indent = len(text) - len(text.lstrip())
        return types.Range(types.Position(index, self.units(text[:indent])), types.Position(index, self.units(text)))

    def text_range(self, card: CardRecord, lang: str, start: int, end: int) -> types.Range | None:
        """The range of ``card.texts[lang][start:end]``, where the format says where texts are."""
        place = card.positions.get(lang)
        if place is None:
            return None
        text = card.texts[lang]
        return types.Range(self.position(*place.at(text, start)), self.position(*place.at(text, end)))

    @cached_property
    def _places(self) -> tuple[list[tuple[int, int]], list[TextPlace]]:
        places = []
        for card in self.records:
            for lang in card.texts:
                if card.source_path and lang == self.source_lang:
                    continue  # a split database's source text is in its own file
                found = self.text_range(card, lang, 0, len(card.texts[lang]))
                if found is not None:
                    places.append(TextPlace(card, lang, found))
        places.sort(key=lambda p: (p.range.start.line, p.range.start.character))
        return [(p.range.start.line, p.range.start.character) for p in places], places

    def text_at(self, position: types.Position) -> TextPlace | None:
        """The card text under the cursor, if any."""
        starts, places = self._places
        index = bisect.bisect_right(starts, (position.line, position.character)) - 1
        while index >= 0:
            place = places[index]
            if _contains(place.range, position):
                return place
            if place.range.start.line < position.line - 200:  # texts do not span that far
                return None
            index -= 1
        return None


def _contains(r: types.Range, p: types.Position) -> bool:
    return (r.start.line, r.start.character) <= (p.line, p.character) <= (r.end.line, r.end.character)


def lint_text(
    path: Path,
    text: str,
    reader: BufferReader,
    settings: Settings,
    cache: FrameCache,
    units: Units = utf16_units,
    previous: DocumentLint | None = None,
) -> DocumentLint:
    """Check a document's text as ``cardlint check`` would check the saved file.

    ``previous``: the document's last lint (read with the same ``reader``), whose cards that did not
    change are not checked again."""
    items = reader.read(text)
    if reader.format != "split":  # every record is the document's own: each card id can be settled alone
        lint = _lint_by_card(path, text, items, settings, cache, units, previous)
        if lint is not None:
            return lint
    config = settings.config
    name = str(path)
    checker = CachedChecker(CheckOptions(config.game, config.source_lang, config.langs), cache)
    result = checker.run(items, path_options(config))
    records = [i for i in items if isinstance(i, CardRecord) and i.path == name]
    findings, _ = settle(result.findings, [r for r in records if r.suppressions], config)
    if settings.baseline is not None:
        cards: dict[str, list[CardRecord]] = {}
        for record in records:
            cards.setdefault(record.id, []).append(record)
        findings, _ = screen(findings, settings.baseline, config.apply, config.source_lang, cards)
    return DocumentLint(
        name,
        text,
        records,
        [f for f in findings if f.path == name],
        [e for e in result.errors if e.path == name],
        config.source_lang,
        units,
    )


def _lint_by_card(
    path: Path,
    text: str,
    items: list[CardRecord | InputError],
    settings: Settings,
    cache: FrameCache,
    units: Units,
    previous: DocumentLint | None,
) -> DocumentLint | None:
    """``lint_text`` one card id at a time, reusing what ``previous`` made of the records that are the very
    same objects; None when a record is not the document's own (the general way then applies).

    Does what ``Checker.run``, ``settle`` and ``screen`` do over the whole document: a finding's
    suppressions and baseline entries are those of its own card, so settling each card id's records
    alone gives the same findings; they are put in the same order (every record's findings in file
    order, then the findings about suppressions)."""
    config = settings.config
    name = str(path)
    options = path_options(config)(name)
    checker = CachedChecker(CheckOptions(config.game, config.source_lang, config.langs), cache)
    old = previous.reuse if previous is not None and previous.path == name else None
    if old is None or old.settings is not settings:
        old = _Reuse(
            settings,
            {},
            {},
            {},
            by_card(settings.baseline) if settings.baseline is not None else None,
        )
    reuse = _Reuse(settings, {}, {}, old.decided, old.baseline)
    fresh: dict[int, CardResult] = {}  # id(record) → findings checked in this lint
    groups: dict[str, CardRecord | list[CardRecord]] = {}  # card id → its record (its records, when several)
    suppressing: dict[str, None] = {}  # card ids with suppressions, in the order of their first such record
    records: list[CardRecord] = []
    errors: list[InputError] = []
    old_checks, checks = old.checks, reuse.checks
    for item in items:  # in file order: a card's "said once" errors depend on the cards before it
        if item.path != name:
            return None
        if type(item) is InputError:
            errors.append(item)
            continue
        assert isinstance(item, CardRecord)
        records.append(item)
        key = id(item)
        kept = old_checks.get(key)
        if kept is not None and kept[0] is item:
            checks[key] = kept
        else:
            try:
                result = fresh[key] = checker.check_or_crash(item, options)
            except CardCrash as crash:  # a bug costs this card only: the others keep their diagnostics
                log.error("internal error on card %r of %s:\n%s", item.id, name, crash.trace)
                result = fresh[key] = ([], [crash.error(item.path, item.line)], [])
            errors += result[1]
            if checker.reusable(item, options, result):
                checks[key] = (item, result)
        same_id = groups.get(item.id)
        if same_id is None:
            groups[item.id] = item
        elif type(same_id) is list:
            same_id.append(item)
        else:
            groups[item.id] = [same_id, item]  # type: ignore[list-item]
        if item.suppressions and item.id not in suppressing:
            suppressing[item.id] = None

    old_groups, settled = old.groups, reuse.groups
    in_order = len(groups) == len(records)  # one record per card id: the groups are in file order
    findings: list[Finding] = []
    for card_id, found in groups.items():
        group = old_groups.get(card_id)
        if type(found) is list:
            members = tuple(found)
        elif group is not None and len(group.members) == 1 and group.members[0] is found and id(found) not in fresh:
            settled[card_id] = group  # the card did not change: nothing to do (the common case, kept cheap)
            if in_order and group.kept[0]:
                findings += group.kept[0]
            continue
        else:
            members = (found,)  # type: ignore[assignment]
        if (
            group is None
            or len(group.members) != len(members)
            or any(a is not b or id(b) in fresh for a, b in zip(group.members, members, strict=True))
        ):
            checked = [(fresh[id(m)] if id(m) in fresh else checks[id(m)][1])[0] for m in members]
            group = _settle(card_id, members, checked, config, reuse)
        settled[card_id] = group
        if in_order:
            findings += group.kept[0]
    if not in_order:  # every record's findings in file order
        for record in records:
            group = settled[record.id]
            findings += group.kept[next(i for i, m in enumerate(group.members) if m is record)]
    for card_id in suppressing:
        findings += settled[card_id].extra
    if reuse.baseline is not None:  # then the baseline entries no longer found, card by card
        for card_id in groups:
            findings += settled[card_id].stale
    return DocumentLint(name, text, records, findings, errors, config.source_lang, units, reuse)


_NONE: list[Finding] = []  # shared by every record without findings (never changed)


def _settle(
    card_id: str, members: tuple[CardRecord, ...], checked: list[list[Finding]], config: EffectiveConfig, reuse: _Reuse
) -> _Group:
    """Selection, severities, suppressions and baseline for one card id's records, as ``settle`` and
    ``screen`` treat them in a whole document."""
    applied = [config.apply(found, reuse.decided) if found else _NONE for found in checked]
    suppressing = [m for m in members if m.suppressions]
    extra: list[Finding] = []
    if suppressing:
        kept, _, extra = suppress([f for found in applied for f in found], suppressing, config)
        extra = config.apply(extra, reuse.decided)
        kept_ids = {id(f) for f in kept}
        applied = [[f for f in found if id(f) in kept_ids] or _NONE for found in applied]
    entries = [e for e in reuse.baseline.get(card_id, ()) if held(e, members)] if reuse.baseline is not None else None
    stale = _NONE
    if entries and reuse.settings.baseline is not None:  # as ``screen`` does for the whole document
        remaining = Counter(e.key for e in entries)
        applied = [take_new(found, remaining) or _NONE if found else _NONE for found in applied]
        extra = take_new(extra, remaining)
        gone = leftover(entries, remaining)
        if gone:
            found_stale = stale_findings(gone, reuse.settings.baseline, config.source_lang, {card_id: members})
            stale = config.apply(found_stale, reuse.decided) or _NONE
    return _Group(members, tuple(applied), extra, stale)
