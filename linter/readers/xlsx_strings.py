"""The shared-strings table of an XLSX workbook, in bounded memory whatever it holds.

Every text cell of a sheet points into one table of strings. The table is read through expat
a piece at a time; a string keeps at most as many characters as a card text may have
(``max-text-length``; a longer one keeps only its length: ``Oversized``), and the strings wait in a temporary file, not in memory, so a workbook
holding a 500 MB string or ten million strings is read in the memory of a small one.
"""

from __future__ import annotations

import struct
import tempfile
import zipfile
from dataclasses import dataclass

from linter.readers.limits import HIGHEST_TEXT_LENGTH
from linter.readers.xlsx_parts import local, parse

MAX_CELL = HIGHEST_TEXT_LENGTH  # the most characters of one string ever kept (the highest max-text-length)


@dataclass(frozen=True)
class Oversized:
    """A string longer than a card text may be: only its length is kept."""

    length: int


Text = str | Oversized


class SharedStrings:
    """The shared-strings table, kept in a temporary file: index → text (or ``Oversized``).

    Each string is written once as UTF-8; a fixed-size entry per string says where (16 bytes in a
    second temporary file), so memory does not grow with the table. Reading a cell costs two seeks."""

    _ENTRY = struct.Struct("<qq")  # offset, length in bytes (negative: an oversized string's -1 - characters)

    def __init__(self) -> None:
        self._data = tempfile.TemporaryFile()
        self._index = tempfile.TemporaryFile()
        self._size = 0
        self._count = 0
        self._last: tuple[int, Text] | None = None  # the string read last (a column of one game repeats it)

    def __len__(self) -> int:
        return self._count

    def add(self, text: Text) -> None:
        if isinstance(text, Oversized):
            self._index.write(self._ENTRY.pack(0, -1 - text.length))
        else:
            data = text.encode("utf-8", "surrogatepass")
            self._index.write(self._ENTRY.pack(self._size, len(data)))
            self._data.write(data)
            self._size += len(data)
        self._count += 1

    def get(self, index: int) -> Text:
        """The string at ``index``; IndexError outside the table."""
        if not 0 <= index < self._count:
            raise IndexError(f"shared string {index} (the table holds {self._count})")
        if self._last is not None and self._last[0] == index:
            return self._last[1]
        self._index.seek(index * self._ENTRY.size)
        offset, length = self._ENTRY.unpack(self._index.read(self._ENTRY.size))
        found: Text
        if length < 0:
            found = Oversized(-1 - length)
        else:
            self._data.seek(offset)
            found = self._data.read(length).decode("utf-8", "surrogatepass")
        self._last = (index, found)
        return found

    def close(self) -> None:
        self._data.close()
        self._index.close()


class Collected:
    """Text collected from expat's pieces, at most ``limit`` characters kept (none: ``keep`` False)."""

    __slots__ = ("keep", "length", "limit", "pieces")

    def __init__(self, limit: int, keep: bool = True) -> None:
        self.pieces: list[str] = []
        self.length = 0
        self.limit = min(limit, MAX_CELL)
        self.keep = keep

    def add(self, piece: str) -> None:
        if self.keep and self.length < self.limit:
            self.pieces.append(piece[: self.limit - self.length])
        self.length += len(piece)

    def value(self) -> Text:
        return "".join(self.pieces) if self.length <= self.limit else Oversized(self.length)


class _StringsReader:
    """Collects each ``<si>``'s text into the table (rich text runs joined, phonetic runs left out)."""

    def __init__(self, table: SharedStrings, limit: int) -> None:
        self.table, self.limit = table, limit
        self.current: Collected | None = None
        self.in_text = False
        self.phonetic = 0

    def start(self, tag: str, attrs: dict[str, str]) -> None:
        tag = local(tag)
        if tag == "si":
            self.current = Collected(self.limit)
        elif tag == "rPh":
            self.phonetic += 1
        elif tag == "t" and not self.phonetic:
            self.in_text = True

    def end(self, tag: str) -> None:
        tag = local(tag)
        if tag == "si" and self.current is not None:
            self.table.add(_unescape(self.current.value()))
            self.current = None
        elif tag == "rPh":
            self.phonetic -= 1
        elif tag == "t":
            self.in_text = False

    def text(self, piece: str) -> None:
        if self.in_text and self.current is not None:
            self.current.add(piece)


def shared_strings(archive: zipfile.ZipFile, part: str | None, limit: int) -> SharedStrings:
    """The workbook's shared strings, as Excel shows them, each kept up to ``limit`` characters."""
    table = SharedStrings()
    if part is not None:
        reader = _StringsReader(table, limit)
        with archive.open(part) as source:
            for _ in parse(source, reader.start, reader.end, reader.text):
                pass
    return table


def _unescape(text: Text) -> Text:
    """``_x005F_`` escapes an underscore that would otherwise start an escape (as openpyxl reads it)."""
    return text.replace("x005F_", "") if isinstance(text, str) else text
