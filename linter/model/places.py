"""Where a card's texts sit in the user's file, and a finding pointed at its words there.

A reader records each text's first character (``TextPosition``) and how the file writes it
(an encoding); ``Places`` turns a finding's character spans back into file lines and columns.
The checker takes a record's ``Places`` when it reads the card and locates the card's findings
with them at the end, without going back to the reader.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace

from linter.model.findings import Finding, InputError
from linter.model.lines import count_breaks, line_start


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
class Places:
    """Where one card's texts are: its file, its line (where a text's own place is unknown), and the
    position of each text the reader found one for."""

    card: str  # its id
    path: str
    line: int
    texts: Mapping[str, str]
    positions: Mapping[str, TextPosition]

    def error(self, problem: str) -> InputError:
        """An input error about the card, at its line."""
        return InputError(self.path, self.line, f"card {self.card!r}: {problem}")

    def located(self, findings: Iterable[Finding]) -> list[Finding]:
        """The findings pointed at their words in the user's file, in the order they stand there."""
        return sorted((self.locate(f) for f in findings), key=lambda f: (f.line, f.column))

    def locate(self, finding: Finding) -> Finding:
        """The finding pointed at its words in the user's file (the card's line where unknown)."""
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
