"""Excel workbooks (``.xlsx``): each sheet a table read like CSV — its first row names the
columns (``id``, one per locale code, optional ``game`` and ``type``), each further row a card.

Read through openpyxl in read-only mode, row by row, each row's XML dropped once read, so
memory does not grow with the sheet (``_sheet_rows``).
Findings point at the cell: the record's positions carry ``Sheet1!C12`` (row 12 is the
line, columns count characters inside the cell). A workbook is a zip of XML parts: a zip
that unpacks to far more than it holds (a "zip bomb") or XML that declares entities is
refused with one error, like every other broken file.
"""

from __future__ import annotations

import re
import zipfile
from collections.abc import Callable, Iterator
from datetime import date, datetime, time
from pathlib import Path
from typing import Any

from defusedxml import DefusedXmlException

from linter.findings import InputError
from linter.readers.records import CardRecord, TextPosition
from linter.readers.table import Header, table_records

MAX_UNPACKED = 1024 * 1024 * 1024  # a workbook whose parts unpack to more than this is refused…
MAX_RATIO = 200  # …and so is any large part packed more than this many times (text packs 5–20×)
_OLE = b"\xd0\xcf\x11\xe0"  # an encrypted workbook or an old .xls: not a zip


def sheet_ref(sheet: str) -> str:
    """How Excel names a sheet in a cell reference: ``Sheet1``, ``'Cards (es)'``."""
    return sheet if re.fullmatch(r"[^\W\d]\w*", sheet) else "'" + sheet.replace("'", "''") + "'"


def _column(index: int) -> str:
    """0 → A, 25 → Z, 26 → AA."""
    letters = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters


def _text(value: object) -> str:
    """A cell's value as the text a translator typed (whole numbers without ``.0``)."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, datetime | date | time):
        return value.isoformat()
    return str(value)


def _zip_problem(path: Path) -> str | None:
    """Why this file cannot be a workbook cardlint opens safely, or None."""
    with path.open("rb") as handle:
        head = handle.read(4)
    if not head:
        return "empty file"
    if head == _OLE:
        return "not an XLSX workbook: an encrypted workbook or an old .xls file (save it as .xlsx without a password)"
    if not zipfile.is_zipfile(path):
        return "not an XLSX workbook (not a zip archive: a damaged or renamed file?)"
    with zipfile.ZipFile(path) as archive:
        members = archive.infolist()
    if sum(m.file_size for m in members) > MAX_UNPACKED:
        return f"refused: the workbook unpacks to more than {MAX_UNPACKED // 2**20} MB"
    for member in members:
        if member.file_size > 2**20 and member.file_size > MAX_RATIO * max(member.compress_size, 1):
            return f"refused: {member.filename} unpacks {member.file_size // max(member.compress_size, 1)} times its size (a zip bomb?)"
    if "xl/workbook.xml" not in {m.filename for m in members}:
        return "not an XLSX workbook (no xl/workbook.xml: an .ods, .numbers or other zip file?)"
    return None


def read_xlsx(path: Path, source_lang: str = "en") -> Iterator[CardRecord | InputError]:
    """Stream every sheet's rows as card records; a sheet without an id or locale column is
    skipped with a warning (a notes sheet), a workbook with no readable sheet is an error."""
    name = str(path)
    try:
        problem = _zip_problem(path)
    except (OSError, zipfile.BadZipFile, EOFError) as exc:
        yield InputError(name, 0, f"cannot read the workbook: {exc}")
        return
    if problem:
        yield InputError(name, 0, problem)
        return
    from openpyxl import load_workbook  # imported when a workbook is read: it takes a while

    row_number, sheet = 0, ""
    try:
        workbook = load_workbook(path, read_only=True, data_only=True, keep_links=False)
        try:
            read, skipped = 0, []
            for worksheet in workbook.worksheets:
                sheet, row_number = worksheet.title, 0
                header: Header | None = None
                for row_number, values in _sheet_rows(worksheet):
                    row = [_text(v) for v in values]
                    if not any(cell.strip() for cell in row):
                        continue
                    if header is None:
                        header = Header(row, source_lang)
                        told = header.errors(name, row_number, source_lang, f"sheet {sheet!r}: ")
                        if any(e.level == "error" for e in told):
                            skipped.append(told[0])
                            break
                        yield from told
                        read += 1
                        continue
                    yield from table_records(header, row, row_number, name, _cells(sheet_ref(sheet), row_number))
            if not read:
                problems = "; ".join(e.message for e in skipped) or "every sheet is empty"
                yield InputError(name, skipped[0].line if len(skipped) == 1 else 0, f"no sheet can be read: {problems}")
            for error in skipped if read else ():
                yield InputError(name, error.line, f"{error.message}; sheet not read", "warning")
        finally:
            workbook.close()
    except Exception as exc:  # noqa: BLE001 - openpyxl raises many kinds on a damaged or hostile part
        yield InputError(name, row_number, _problem(exc, sheet))


def _sheet_rows(worksheet: Any) -> Iterator[tuple[int, list[object]]]:
    """Each row of a read-only sheet as (row number, cell values), its XML dropped once read.

    openpyxl's read-only rows empty each row element but keep it in the sheet's tree until the
    sheet ends (and remember rows with a height), so memory grew ≈ 100 bytes a row. This runs
    the same openpyxl row parser (shared strings, numbers, dates) over the sheet and removes
    every row element as soon as it is read."""
    from openpyxl.worksheet._reader import DATA_TAG, ROW_TAG, WorkSheetParser
    from openpyxl.xml.functions import iterparse

    book = worksheet.parent
    with worksheet._get_source() as source:
        parser = WorkSheetParser(
            source,
            worksheet._shared_strings,
            data_only=True,
            epoch=book.epoch,
            date_formats=book._date_formats,
            timedelta_formats=book._timedelta_formats,
        )
        data = None
        for event, element in iterparse(source, events=("start", "end")):
            if event == "start":
                data = element if element.tag == DATA_TAG else data
            elif element.tag == ROW_TAG:
                number, cells = parser.parse_row(element)
                if data is not None:
                    data.clear()
                parser.row_dimensions.clear()
                values: list[object] = [None] * max((cell["column"] for cell in cells), default=0)
                for cell in cells:
                    values[cell["column"] - 1] = cell["value"]
                yield number, values


def _cells(sheet: str, row: int) -> Callable[[int], TextPosition]:
    """Where each column's text of this row is: its cell."""

    def position(index: int) -> TextPosition:
        return TextPosition(row, 1, "cell", cell=f"{sheet}!{_column(index)}{row}")

    return position


def _problem(exc: BaseException, sheet: str) -> str:
    """One line saying what is wrong; a refused entity is found however openpyxl wrapped it."""
    where = f" (sheet {sheet!r})" if sheet else ""
    cause: BaseException | None = exc
    while cause is not None:
        if isinstance(cause, DefusedXmlException):
            return (
                f"refused{where}: the workbook's XML declares a DTD or entities; cardlint never resolves XML entities"
            )
        cause = cause.__cause__ or cause.__context__
    first = str(exc).splitlines()[0] if str(exc) else ""
    return f"damaged XLSX workbook{where}: {type(exc).__name__}: {first}"
