"""The parts of an XLSX workbook, each streamed through expat in bounded memory.

A workbook is a zip of XML parts: the sheets' names and files (``xl/workbook.xml`` and its
relationships), the cell styles that make a number a date (``xl/styles.xml``), the
shared-strings table every text cell points into (``xlsx_strings``), the sheets (``xlsx``).
No part is ever held whole: expat hands it over a chunk at a time. A DTD or an entity
declaration is refused: cardlint never resolves XML entities.
"""

from __future__ import annotations

import posixpath
import re
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO
from xml.parsers import expat

MAX_UNPACKED = 1024 * 1024 * 1024  # a workbook whose parts unpack to more than this is refused…
MAX_RATIO = 200  # …and so is any large part packed more than this many times (text packs 5–20×)
_COLUMN = re.compile(r"([A-Z]{1,3})(\d*)$")
_OLE = b"\xd0\xcf\x11\xe0"  # an encrypted workbook or an old .xls: not a zip
_CHUNK = 64 * 1024


class Refused(Exception):
    """The XML declares a DTD or entities."""


Start = Callable[[str, dict[str, str]], None]


def zip_problem(path: Path) -> str | None:
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


def sheet_ref(sheet: str) -> str:
    """How Excel names a sheet in a cell reference: ``Sheet1``, ``'Cards (es)'``."""
    return sheet if re.fullmatch(r"[^\W\d]\w*", sheet) else "'" + sheet.replace("'", "''") + "'"


def column_name(index: int) -> str:
    """0 → A, 25 → Z, 26 → AA."""
    letters = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters


def column_index(reference: str) -> int | None:
    """ "C12" → 2; None when the reference is not a cell's."""
    found = _COLUMN.match(reference)
    if found is None:
        return None
    index = 0
    for letter in found.group(1):
        index = index * 26 + ord(letter) - ord("A") + 1
    return index - 1


def _refuse(*_: object) -> None:
    raise Refused


def local(name: str) -> str:
    """An element's or attribute's name without its namespace prefix (``x:row`` → ``row``)."""
    return name.rpartition(":")[2]


def parse(
    source: IO[bytes], start: Start, end: Callable[[str], None], text: Callable[[str], None] | None = None
) -> Iterator[None]:
    """Feed a part to expat a chunk at a time; yields after each chunk, so a caller can hand on what the
    handlers collected (a sheet's rows). Names come as written: prefixed where the part uses a prefix."""
    parser = expat.ParserCreate()
    parser.buffer_text = True
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    if text is not None:
        parser.CharacterDataHandler = text
    parser.StartDoctypeDeclHandler = _refuse
    parser.EntityDeclHandler = _refuse
    parser.ExternalEntityRefHandler = _refuse  # type: ignore[assignment]
    while chunk := source.read(_CHUNK):
        parser.Parse(chunk, False)
        yield
    parser.Parse(b"", True)
    yield


@dataclass(frozen=True)
class Sheet:
    title: str
    part: str  # its file in the archive


@dataclass(frozen=True)
class Book:
    """What the workbook part says: its sheets in order, where its shared strings and styles are, and
    whether dates count from 1904 (old Mac workbooks)."""

    sheets: list[Sheet]
    strings: str | None
    styles: str | None
    date1904: bool


def _rels(archive: zipfile.ZipFile, part: str) -> dict[str, tuple[str, str]]:
    """The relationships of a part: id → (the part it points to, the kind: "worksheet", "sharedStrings"…)."""
    folder, name = posixpath.split(part)
    rels = posixpath.join(folder, "_rels", name + ".rels")
    found: dict[str, tuple[str, str]] = {}
    if rels not in archive.namelist():
        return found

    def start(tag: str, attrs: dict[str, str]) -> None:
        if local(tag) == "Relationship" and "Id" in attrs and "Target" in attrs:
            target = attrs["Target"]
            target = target.lstrip("/") if target.startswith("/") else posixpath.join(folder, target)
            found[attrs["Id"]] = (posixpath.normpath(target), attrs.get("Type", "").rsplit("/", 1)[-1])

    with archive.open(rels) as source:
        for _ in parse(source, start, lambda tag: None):
            pass
    return found


def workbook(archive: zipfile.ZipFile) -> Book:
    """The workbook's sheets and parts (the usual part names where it names none)."""
    listed: list[tuple[str, str]] = []
    date1904 = [False]

    def start(tag: str, attrs: dict[str, str]) -> None:
        tag = local(tag)
        if tag == "sheet":
            listed.append((attrs.get("name", ""), next((v for k, v in attrs.items() if local(k) == "id"), "")))
        elif tag == "workbookPr":
            date1904[0] = attrs.get("date1904", "0").lower() in ("1", "true")

    with archive.open("xl/workbook.xml") as source:
        for _ in parse(source, start, lambda tag: None):
            pass
    rels = _rels(archive, "xl/workbook.xml")
    names = set(archive.namelist())
    sheets = [Sheet(title, rels[rid][0]) for title, rid in listed if rid in rels and rels[rid][0] in names]

    def part(kind: str, usual: str) -> str | None:
        found = next((target for target, k in rels.values() if k == kind), usual)
        return found if found in names else None

    return Book(sheets, part("sharedStrings", "xl/sharedStrings.xml"), part("styles", "xl/styles.xml"), date1904[0])


def date_styles(archive: zipfile.ZipFile, part: str | None) -> frozenset[int]:
    """The cell styles (indices of ``cellXfs``) whose number format shows a date or a time."""
    from openpyxl.styles.numbers import builtin_format_code, is_date_format

    if part is None:
        return frozenset()
    custom: dict[str, str] = {}
    formats: list[str] = []
    inside = [False]

    def start(tag: str, attrs: dict[str, str]) -> None:
        tag = local(tag)
        if tag == "numFmt":
            custom[attrs.get("numFmtId", "")] = attrs.get("formatCode", "")
        elif tag == "cellXfs":
            inside[0] = True
        elif tag == "xf" and inside[0]:
            formats.append(attrs.get("numFmtId", "0"))

    def end(tag: str) -> None:
        if local(tag) == "cellXfs":
            inside[0] = False

    with archive.open(part) as source:
        for _ in parse(source, start, end):
            pass
    dates = set()
    for index, number in enumerate(formats):
        code = custom.get(number) or (builtin_format_code(int(number)) if number.isdigit() else None)
        if code and is_date_format(code):
            dates.add(index)
    return frozenset(dates)
