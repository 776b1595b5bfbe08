"""One lint of one document: its cards, findings and errors, and where they are.

Readers give places in the file as 1-based lines and columns counted in code points;
the protocol counts lines from 0 and columns in the client's units (UTF-16 unless the
client chose otherwise). Everything is computed from the text that was linted, so a
lint published for version N points at version N's words.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from lsprotocol import types

from linter.baseline import filter_new
from linter.check import CheckOptions
from linter.findings import Finding, InputError
from linter.lines import split_lines, strip_break
from linter.lint import path_options, settle
from linter.lsp.buffers import BufferReader
from linter.lsp.cache import CachedChecker, FrameCache
from linter.lsp.settings import Settings
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


@dataclass
class DocumentLint:
    path: str
    lines: list[str]
    records: list[CardRecord]  # the cards whose translations are in this document
    findings: list[Finding]  # after configuration, suppressions and baseline
    errors: list[InputError]
    source_lang: str = "en"
    units: Units = utf16_units

    def position(self, line: int, column: int) -> types.Position:
        """The protocol position of a 1-based file line and code-point column (0: the line's start)."""
        index = min(max(line - 1, 0), max(len(self.lines) - 1, 0))
        text = self.lines[index] if self.lines else ""
        return types.Position(index, self.units(text[: max(column - 1, 0)]))

    def line_range(self, line: int) -> types.Range:
        """A whole line (for what has no narrower place: a broken record, a suppression)."""
        index = min(max(line - 1, 0), max(len(self.lines) - 1, 0))
        text = strip_break(self.lines[index]) if self.lines else ""
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
    path: Path, text: str, reader: BufferReader, settings: Settings, cache: FrameCache, units: Units = utf16_units
) -> DocumentLint:
    """Check a document's text as ``cardlint check`` would check the saved file."""
    config = settings.config
    name = str(path)
    items = reader.read(text)
    checker = CachedChecker(CheckOptions(config.game, config.source_lang, config.langs), cache)
    result = checker.run(items, path_options(config))
    records = [i for i in items if isinstance(i, CardRecord) and i.path == name]
    findings, _ = settle(result.findings, [r for r in records if r.suppressions], config)
    if settings.baseline is not None:
        findings, _ = filter_new(findings, settings.baseline)
    return DocumentLint(
        name,
        split_lines(text, keepends=True),
        records,
        [f for f in findings if f.path == name],
        [e for e in result.errors if e.path == name],
        config.source_lang,
        units,
    )
