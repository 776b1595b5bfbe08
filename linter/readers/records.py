"""The card record every reader produces, and where its texts sit in the user's file."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace

from linter.lines import count_breaks, line_start
from linter.model.findings import Finding, InputError


def _po(text: str) -> str:
    return text.replace("\\", "\\\\").replace("\t", "\\t").replace("\r", "\\r").replace("\n", "\\n").replace('"', '\\"')


# How a text is written in each kind of file, to turn an offset in the decoded text back
# into a place in the file.
_ENCODINGS: dict[str, Callable[[str], str]] = {
    "raw": lambda text: text,  # verbatim
    "json": lambda text: json.dumps(text, ensure_ascii=False)[1:-1],  # a JSON string
    "json-ascii": lambda text: json.dumps(text)[1:-1],  # …with \u escapes
    "csv": lambda text: text.replace('"', '""'),  # a quoted CSV field
    "po": _po,  # a gettext string
    "cell": lambda text: text.replace("\r", " ").replace(
        "\n", " "
    ),  # a spreadsheet cell: its line breaks stay on its row
}


def encode(text: str, encoding: str) -> str:
    """``text`` as it is written in a file of that encoding (unknown encodings: verbatim)."""
    return _ENCODINGS.get(encoding, _ENCODINGS["raw"])(text)


@dataclass(frozen=True)
class TextPosition:
    """Where a text's first character is in the file (1-based line and column).

    ``encoding`` says how the text is written there (a key of ``_ENCODINGS``), so an
    offset inside the decoded text can be turned back into a line and column. ``anchors``
    are ``(text offset, line, column)`` of later pieces that start somewhere else in the
    file: the continuation lines of a wrapped PO string, the text after an XML tag.
    ``cell`` names a spreadsheet cell (``Sheet1!C12``): ``line`` is then its row and columns
    count characters inside the cell.
    """

    line: int
    column: int
    encoding: str = "raw"
    anchors: tuple[tuple[int, int, int], ...] = ()
    cell: str = ""

    def at(self, text: str, offset: int) -> tuple[int, int]:
        """The file line and column of ``text[offset]``."""
        offset = max(0, min(offset, len(text)))
        start, line, column = 0, self.line, self.column
        for anchor in self.anchors:
            if anchor[0] > offset:
                break
            start, line, column = anchor
        prefix = _ENCODINGS[self.encoding](text[start:offset])
        breaks = count_breaks(prefix)
        if breaks == 0:
            return line, column + len(prefix)
        return line + breaks, len(prefix) - line_start(prefix, len(prefix)) + 1


@dataclass(frozen=True)
class Suppression:
    """An inline "ignore these rules here, because…" written in the user's own file."""

    rules: tuple[str, ...]  # rule names or codes
    reason: str  # empty: a suppression without a reason (itself a finding)
    line: int = 0
    lang: str | None = None  # None: every language of the card


@dataclass(frozen=True)
class CardRecord:
    id: str
    texts: dict[str, str]
    game: str | None = None
    card_type: str | None = None
    path: str = ""  # the file holding the translations (findings point here)
    line: int = 0
    positions: Mapping[str, TextPosition] = field(default_factory=dict, compare=False)  # found lazily by some readers
    suppressions: tuple[Suppression, ...] = ()
    locales: dict[str, str] = field(default_factory=dict, compare=False)  # language → locale code as written ("es-419")
    source_path: str = ""  # the file holding the source text when it is another one (split databases)
    sets: dict[str, str] = field(default_factory=dict, compare=False)  # language → set (printing) of its text

    def located(self, findings: Iterable[Finding]) -> list[Finding]:
        """The findings pointed at their words in the user's file, in the order they stand there."""
        return sorted((self.locate(f) for f in findings), key=lambda f: (f.line, f.column))

    def locate(self, finding: Finding) -> Finding:
        """The finding pointed at its words in the user's file (the record's line where unknown)."""
        line, column, end_line, end_column = self.line, 0, self.line, 0
        position = self.positions.get(finding.lang)
        if position is not None:
            text = self.texts[finding.lang]
            line, column = position.at(text, finding.span.start)
            end_line, end_column = position.at(text, finding.span.end)
        source_line = source_column = 0
        source = self.positions.get(finding.source_lang)
        if source is not None and finding.source_span is not None:
            source_line, source_column = source.at(self.texts[finding.source_lang], finding.source_span.start)
        return replace(
            finding,
            path=self.path,
            line=line,
            column=column,
            end_line=end_line,
            end_column=end_column,
            source_line=source_line,
            source_column=source_column,
            cell=position.cell if position is not None else "",
        )

    def holds(self, finding: Finding) -> bool:
        """Whether the finding points at this record's text of its language (records of two locale
        variants in one file share an id: a finding belongs to the one whose text it points into)."""
        if finding.lang not in self.texts:
            return False
        position = self.positions.get(finding.lang)
        return position is None or position.at(self.texts[finding.lang], finding.span.start) == (
            finding.line,
            finding.column,
        )


@dataclass(frozen=True)
class NotCards(InputError):
    """A file that does not look like a card file at all (a JSON object such as ``package.json``, a table
    without ``id`` and locale columns): found in a folder it is skipped with a notice, named it is an error
    (``linter.readers.read_paths``)."""


def card_like(obj: object) -> bool:
    """Whether a decoded JSON value is meant as a card (an object with an ``id`` or a ``text``)."""
    return isinstance(obj, dict) and ("id" in obj or "text" in obj)
