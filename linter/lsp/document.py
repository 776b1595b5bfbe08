"""One lint of one document: its cards, findings and errors, and where they are.

Readers give places in the file as 1-based lines and columns counted in code points;
the protocol counts lines from 0 and columns in the client's units (UTF-16 unless the
client chose otherwise). Everything is computed from the text that was linted, so a
lint published for version N points at version N's words. ``linter.lsp.checking`` makes it.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property

from lsprotocol import types

from linter.baseline import BaselineEntry
from linter.lsp.settings import Settings
from linter.model.findings import Finding, InputError
from linter.model.lines import split_lines, strip_break
from linter.model.results import CardResult
from linter.readers.records import CardRecord

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
class SettledCard:
    """What one lint made of the records sharing a card id (usually one; a card with two variants of a
    language gives two): each record's findings after selection, suppressions and baseline, and the
    findings about the card's suppressions."""

    members: tuple[CardRecord, ...]
    kept: tuple[list[Finding], ...]  # one list per member, never changed once made
    extra: list[Finding]
    stale: list[Finding]  # the card's baseline entries that no longer occur, shown on the card


@dataclass
class Reuse:
    """What the next lint of the document may take from this one (same settings only)."""

    settings: Settings
    checks: dict[int, tuple[CardRecord, CardResult]]  # id(record) → the record and its checked findings
    groups: dict[str, SettledCard]  # card id → its settled findings
    decided: dict[tuple[str, str], str | None]  # (rule, path) → the severity it is reported at, None: not selected
    baseline: dict[str, list[BaselineEntry]] | None  # the baseline's entries by card
    items: list[CardRecord | InputError] | None = None  # what the reader read for this lint
    # each record's number of findings, in file order, when the findings are those counts in turn, then
    # those of ``special`` (one record per card id, no error): None otherwise
    counts: list[int] | None = None
    special: list[int] = field(default_factory=list)  # the records with findings about suppressions or stale entries


@dataclass
class DocumentLint:
    path: str
    text: str  # the text linted
    records: list[CardRecord]  # the cards whose translations are in this document
    findings: list[Finding]  # after configuration, suppressions and baseline
    errors: list[InputError]
    source_lang: str = "en"
    units: Units = utf16_units
    reuse: Reuse | None = field(default=None, repr=False)  # for the document's next lint

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
