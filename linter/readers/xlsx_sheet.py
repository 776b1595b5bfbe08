"""One sheet of an XLSX workbook, a row at a time, in bounded memory.

expat hands the sheet's XML over a chunk at a time; each row becomes a ``Row`` of the cells of
the columns the header names (every column until the header is read, which is the first row with
content). A string keeps at most ``limit`` characters (``max-text-length``; a longer one only its
length), a row at most ``MAX_ROW`` characters, every cell counted (past it, it keeps nothing more),
and a cell past Excel's last column is no table's.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import IO

from linter.readers.table import Header
from linter.readers.xlsx_parts import column_index, local, parse
from linter.readers.xlsx_strings import MAX_CELL, Collected, Oversized, SharedStrings, Text

MAX_ROW = 4 * MAX_CELL  # characters of one row, every cell counted: past this the row is one error
MAX_COLUMNS = 16_384  # Excel's last column (XFD): a cell beyond it is no table's


@dataclass
class Row:
    number: int
    cells: dict[int, Text] = field(default_factory=dict)  # column → value, of the columns kept
    chars: int = 0  # characters of every cell, each counted up to MAX_CELL + 1
    content: bool = False  # any cell not empty, kept or not


@dataclass
class _Cell:
    column: int
    kind: str  # the cell's ``t``: s (shared string), inlineStr, str, n (number), b, e, d
    style: int
    value: Collected
    kept: bool


class SheetReader:
    """expat handlers collecting one sheet's rows; the finished ones wait in ``out``. The first row with
    content that is not over ``MAX_ROW`` is the header: read as it ends, so every later row keeps only the
    columns it names."""

    def __init__(
        self, strings: SharedStrings, dates: frozenset[int], date1904: bool, limit: int, source_lang: str
    ) -> None:
        self.strings, self.dates, self.date1904, self.limit = strings, dates, date1904, limit
        self.source_lang = source_lang
        self.header: Header | None = None
        self.header_row = 0  # the header's row number (0: not read yet); ``header`` None then: a broken one
        self.keep: set[int] | None = None  # the columns kept (None: every column, until the header is read)
        self.out: list[Row] = []
        self.row: Row | None = None
        self.cell: _Cell | None = None
        self.rows = self.columns = 0  # the last row and column numbers seen (a cell may not say its own)
        self.reading = False  # inside a cell's <v>, or an inline string's <t>
        self.phonetic = 0

    def start(self, tag: str, attrs: dict[str, str]) -> None:
        if ":" in tag:
            tag = local(tag)
        if tag == "row":
            number = attrs.get("r", "")
            self.rows = int(number) if number.isdigit() else self.rows + 1
            self.row, self.columns = Row(self.rows), -1
        elif tag == "c" and self.row is not None:
            column = column_index(attrs.get("r", ""))
            self.columns = column if column is not None else self.columns + 1
            style = attrs.get("s", "0")
            kept = (
                self.columns < MAX_COLUMNS
                and (self.keep is None or self.columns in self.keep)
                and self.row.chars <= MAX_ROW  # a row over its bound keeps nothing more
            )
            self.cell = _Cell(
                self.columns,
                attrs.get("t", "n"),
                int(style) if style.isdigit() else 0,
                Collected(self.limit, kept),
                kept,
            )
        elif tag == "rPh":
            self.phonetic += 1
        elif tag == "v" or (tag == "t" and not self.phonetic):
            self.reading = self.cell is not None

    def text(self, piece: str) -> None:
        if self.reading and self.cell is not None:
            self.cell.value.add(piece)

    def end(self, tag: str) -> None:
        if ":" in tag:
            tag = local(tag)
        if tag in ("v", "t"):
            self.reading = False
        elif tag == "rPh":
            self.phonetic -= 1
        elif tag == "c" and self.cell is not None and self.row is not None:
            self._finish(self.row, self.cell)
            self.cell = None
        elif tag == "row" and self.row is not None:
            if not self.header_row and self.row.content and self.row.chars <= MAX_ROW:
                self._read_header(self.row)
            self.out.append(self.row)
            self.row = None

    def _read_header(self, row: Row) -> None:
        self.header_row = row.number
        texts = texts_of(row)
        if any(isinstance(t, Oversized) for t in texts):
            self.keep = set()  # no column name is that long: the sheet is skipped
            return
        self.header = header = Header([str(t) for t in texts], self.source_lang)
        wanted = (header.id, header.game, header.type, *header.columns.values())
        self.keep = {i for i in wanted if i is not None} if header.problem(self.source_lang) is None else set()

    def _finish(self, row: Row, cell: _Cell) -> None:
        if not cell.kept:  # its text was counted, not kept
            row.chars += min(cell.value.length, MAX_CELL + 1)
            row.content = row.content or cell.value.length > 0
            return
        value = self._value(cell)
        length = value.length if isinstance(value, Oversized) else len(value)
        row.chars += min(length, MAX_CELL + 1)
        row.content = row.content or length > 0
        if row.chars > MAX_ROW:
            row.cells.clear()  # one error for the row: none of its cells is needed
        elif length:
            row.cells[cell.column] = value

    def _value(self, cell: _Cell) -> Text:
        """The cell's value as the text a translator typed (whole numbers without ``.0``, dates in ISO form)."""
        raw = cell.value.value()
        if isinstance(raw, Oversized) or cell.kind in ("inlineStr", "str", "e", "d"):
            return raw
        if not raw.strip():
            return ""
        if cell.kind == "s":
            return self.strings.get(int(raw))
        if cell.kind == "b":
            return str(raw.strip() not in ("0", "false"))
        number = float(raw) if any(c in raw for c in ".eE") else int(raw)
        if cell.style in self.dates:
            from openpyxl.utils.datetime import CALENDAR_MAC_1904, CALENDAR_WINDOWS_1900, from_excel

            return from_excel(number, CALENDAR_MAC_1904 if self.date1904 else CALENDAR_WINDOWS_1900).isoformat()
        return str(int(number)) if isinstance(number, float) and number.is_integer() else str(number)

    def rows_of(self, source: IO[bytes]) -> Iterator[Row]:
        for _ in parse(source, self.start, self.end, self.text):
            yield from self.out
            self.out.clear()


def texts_of(row: Row) -> list[Text]:
    """The row's cells in column order, "" where a column has none."""
    return [row.cells.get(i, "") for i in range(max(row.cells, default=-1) + 1)]
