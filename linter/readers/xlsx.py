"""Excel workbooks (``.xlsx``): each sheet a table read like CSV — its first row names the
columns (``id``, one per locale code, optional ``game`` and ``type``), each further row a card.

Every part is streamed through expat (``xlsx_parts``, ``xlsx_strings``, ``xlsx_sheet``), a row at
a time, and what is kept is bounded whatever the workbook holds: a string keeps at most as many characters as a card text may
have (``max-text-length``; a longer one in a card's column is that card's error), a row at most ``MAX_ROW`` (a longer row is one
error), only the columns the header names are kept, and the shared strings wait in a temporary
file. Findings point at the cell: the record's positions carry ``Sheet1!C12`` (row 12 is the
line, columns count characters inside the cell); errors name the sheet and row (``Sheet1!12:12``).
A zip that unpacks to far more than it holds (a "zip bomb") or XML that declares entities is
refused with one error, like every other broken file.
"""

from __future__ import annotations

import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import IO
from xml.parsers import expat

from linter.model.findings import InputError
from linter.model.places import TextPosition
from linter.readers.limits import MAX_TEXT_LENGTH, long_text
from linter.readers.records import CardRecord, NotCards
from linter.readers.table import Header, table_records
from linter.readers.xlsx_parts import (
    Refused,
    column_name,
    date_styles,
    sheet_ref,
    workbook,
    zip_problem,
)
from linter.readers.xlsx_sheet import MAX_ROW, SheetReader, texts_of
from linter.readers.xlsx_strings import Oversized, Text, shared_strings


def read_xlsx(
    path: Path, source_lang: str = "en", max_text: int = MAX_TEXT_LENGTH
) -> Iterator[CardRecord | InputError]:
    """Stream every sheet's rows as card records; a sheet without an id or locale column is
    skipped with a warning (a notes sheet), a workbook with no readable sheet is an error.
    A cell is read up to ``max_text`` characters: a card with a longer text is one error."""
    name = str(path)
    try:
        problem = zip_problem(path)
    except (OSError, zipfile.BadZipFile, EOFError) as exc:
        yield InputError(name, 0, f"cannot read the workbook: {exc}")
        return
    if problem:
        yield InputError(name, 0, problem)
        return
    row_number, sheet = 0, ""
    try:
        with zipfile.ZipFile(path) as archive:
            book = workbook(archive)
            dates = date_styles(archive, book.styles)
            strings = shared_strings(archive, book.strings, max_text)
            try:
                read, skipped = 0, []
                for part in book.sheets:
                    sheet, row_number = part.title, 0
                    rows = SheetReader(strings, dates, book.date1904, max_text, source_lang)
                    with archive.open(part.part) as source:
                        for item in _sheet_records(rows, source, name, sheet):
                            if isinstance(item, _Skipped):
                                skipped.append(item.error)
                                break
                            row_number = item.line
                            yield item
                    read += rows.header is not None and bool(rows.keep)  # a card table was read
                yield from _workbook_errors(name, read, skipped)
            finally:
                strings.close()
    except Refused:
        where = f" (sheet {sheet!r})" if sheet else ""
        yield InputError(
            name,
            row_number,
            f"refused{where}: the workbook's XML declares a DTD or entities; cardlint never resolves XML entities",
        )
    except Exception as exc:  # noqa: BLE001 - a damaged or hostile part: one error for the workbook
        yield InputError(name, row_number, _problem(exc, sheet))


@dataclass(frozen=True)
class _Skipped:
    """A sheet whose header names no card table (a notes sheet): not read."""

    error: InputError


def _sheet_records(
    rows: SheetReader, source: IO[bytes], name: str, sheet: str
) -> Iterator[CardRecord | InputError | _Skipped]:
    ref = sheet_ref(sheet)
    for row in rows.rows_of(source):
        whole = f"{ref}!{row.number}:{row.number}"
        if not row.content:
            continue
        if row.chars > MAX_ROW:
            yield InputError(
                name,
                row.number,
                f"row {row.number} holds more than {MAX_ROW:,} characters: not a card row; skipped",
                cell=whole,
            )
            continue
        header = rows.header
        if row.number == rows.header_row:
            if header is None:
                yield _Skipped(
                    InputError(name, row.number, f"sheet {sheet!r}: a header cell is no column name", cell=whole)
                )
                return
            told = header.errors(name, row.number, rows.source_lang, f"sheet {sheet!r}: ")
            if any(e.level == "error" for e in told):
                yield _Skipped(replace(told[0], cell=whole))
                return
            yield from (replace(e, cell=whole) for e in told)
            continue
        assert header is not None, "the header is read before any later row ends"
        texts = texts_of(row)
        huge = next((i for i, t in enumerate(texts) if isinstance(t, Oversized)), None)
        if huge is not None:
            yield _oversized(header, row.number, texts, huge, name, ref, rows.limit)
            continue
        plain = [t for t in texts if isinstance(t, str)]
        yield from table_records(header, plain, row.number, name, _cells(ref, row.number), whole)


def _oversized(
    header: Header, number: int, texts: list[Text], index: int, name: str, ref: str, limit: int
) -> InputError:
    """The error of a row whose cell ``index`` holds a string longer than any card text may be."""
    card = texts[header.id] if header.id is not None and header.id < len(texts) else ""
    code = next((c for c, i in header.columns.items() if i == index), "")
    length = texts[index].length  # type: ignore[union-attr]
    cell = f"{ref}!{column_name(index)}{number}"
    if not code:
        return InputError(name, number, f"a cell holds {length:,} characters: not a card row; skipped", cell=cell)
    return long_text(name, number, card if isinstance(card, str) else "?", code, length, limit, cell)


def _workbook_errors(name: str, read: int, skipped: list[InputError]) -> Iterator[InputError]:
    """No sheet read: the workbook is no card file (or an error); else a warning for each sheet skipped."""
    if not read:
        problems = "; ".join(e.message for e in skipped) or "every sheet is empty"
        kind = NotCards if all(isinstance(e, NotCards) for e in skipped) else InputError
        yield kind(name, skipped[0].line if len(skipped) == 1 else 0, f"no sheet can be read: {problems}")
        return
    for error in skipped:
        yield InputError(name, error.line, f"{error.message}; sheet not read", "warning", error.cell)


def _cells(sheet: str, row: int) -> Callable[[int], TextPosition]:
    """Where each column's text of this row is: its cell."""

    def position(index: int) -> TextPosition:
        return TextPosition(row, 1, "cell", cell=f"{sheet}!{column_name(index)}{row}")

    return position


def _problem(exc: BaseException, sheet: str) -> str:
    """One line saying what is wrong with a damaged workbook."""
    where = f" (sheet {sheet!r})" if sheet else ""
    if isinstance(exc, expat.ExpatError):
        return f"damaged XLSX workbook{where}: invalid XML ({exc})"
    first = str(exc).splitlines()[0] if str(exc) else ""
    return f"damaged XLSX workbook{where}: {type(exc).__name__}: {first}"
