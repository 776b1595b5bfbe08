"""Reading an editor's buffer with the ordinary readers, cheaply after small edits.

The readers read paths; the buffer is unsaved text. ``BufferPath`` is the document's
own path whose content is the buffer, so every format keeps exactly the readers'
rules (locale from the file name, sibling files of a split database read from disk).
JSON lines are read line by line and each line's records are kept: after a
keystroke only the edited line is parsed again. A record ends at ``\\n``, as when the
file is read from disk; lines are counted as the protocol counts them (``linter.lines``).
"""

from __future__ import annotations

import io
import os
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

from linter.findings import InputError
from linter.lines import count_breaks
from linter.readers import detect_format
from linter.readers.jsonarray import read_json
from linter.readers.jsonl import read_jsonl
from linter.readers.po import read_po
from linter.readers.records import CardRecord, TextPosition
from linter.readers.split import read_split, split_siblings
from linter.readers.table import read_table
from linter.readers.tmx import read_tmx
from linter.readers.xliff import read_xliff
from linter.readers.xlsx import read_xlsx

Item = CardRecord | InputError


class BufferPath(type(Path())):  # type: ignore[misc]
    """A path that reads as the editor's buffer; paths derived from it are ordinary ones."""

    buffer: bytes | None = None  # None: an ordinary path (a sibling, a parent folder)

    @classmethod
    def holding(cls, path: Path | str, text: str) -> BufferPath:
        made = cls(path)
        made.buffer = text.encode("utf-8")
        return made

    def stat(self, *args: object, **kwargs: object) -> os.stat_result:  # type: ignore[override]
        if self.buffer is None:
            return super().stat(*args, **kwargs)
        return os.stat_result((0o100644, 0, 0, 1, 0, 0, len(self.buffer), 0, 0, 0))

    def open(self, mode: str = "r", *args: object, **kwargs: object):  # type: ignore[no-untyped-def, override]
        if self.buffer is None:
            return super().open(mode, *args, **kwargs)
        if "b" not in mode or any(c in mode for c in "wax+"):
            raise OSError(f"the buffer of {self} is read in binary mode only")
        return io.BytesIO(self.buffer)


def _shift_position(position: TextPosition, lines: int) -> TextPosition:
    return replace(
        position,
        line=position.line + lines,
        anchors=tuple((offset, line + lines, column) for offset, line, column in position.anchors),
    )


def shift(item: Item, lines: int) -> Item:
    """The same record or error ``lines`` further down the file."""
    if lines == 0:
        return item
    if isinstance(item, InputError):
        return replace(item, line=item.line + lines) if item.line else item
    return replace(
        item,
        line=item.line + lines,
        positions={lang: _shift_position(p, lines) for lang, p in item.positions.items()},
        suppressions=tuple(replace(s, line=s.line + lines) if s.line else s for s in item.suppressions),
    )


class BufferReader:
    """Reads one document again and again, keeping the parse of each unchanged JSON line."""

    def __init__(
        self, path: Path, input_format: str | None = None, include_fuzzy: bool = False, source_lang: str = "en"
    ) -> None:
        self.path = path
        self.name = str(path)
        self.format = input_format or detect_format(path)  # ValueError: not a card file
        self.include_fuzzy = include_fuzzy
        self.source_lang = source_lang
        self._lines: dict[str, tuple[int, tuple[Item, ...]]] = {}  # a JSON line → its number and records
        self.parsed_lines = 0  # lines parsed (not taken from the cache) by the last read

    def read(self, text: str) -> list[Item]:
        """Every record and error of the buffer's text, as the readers give them."""
        if self.format == "jsonl":
            return list(self._read_jsonl(text))
        if self.format == "xlsx":  # binary: an editor's text of it is meaningless; read what was saved
            return list(read_xlsx(self.path, self.source_lang))
        path = BufferPath.holding(self.path, text)
        if self.format == "split":
            siblings = split_siblings(path)
            return (
                list(read_split(siblings, self.source_lang))
                if siblings
                else [InputError(self.name, 0, "cannot tell the locale of a per-language file")]
            )
        if self.format == "json":
            return list(read_json(path, self.source_lang))
        if self.format in ("csv", "tsv"):
            return list(read_table(path, "," if self.format == "csv" else "\t", self.source_lang))
        if self.format == "po":
            return list(read_po(path, self.include_fuzzy, self.source_lang))
        if self.format == "tmx":
            return list(read_tmx(path, self.source_lang))
        return list(read_xliff(path, self.include_fuzzy, self.source_lang))

    def _read_jsonl(self, text: str) -> Iterator[Item]:
        kept: dict[str, tuple[int, tuple[Item, ...]]] = {}
        self.parsed_lines = 0
        number = 1  # the line the record starts on; records end at "\n" only, as the reader reads files
        for line in text.split("\n"):
            at, number = number, number + (count_breaks(line + "\n") if "\r" in line else 1)
            if not line or line.isspace():
                continue
            found = kept.get(line) or self._lines.get(line)
            if found is None:
                self.parsed_lines += 1
                items = tuple(
                    shift(i, at - 1) for i in read_jsonl(BufferPath.holding(self.path, line), self.source_lang)
                )
                found = (at, items)
            elif found[0] != at:
                items = tuple(shift(i, at - found[0]) for i in found[1])
                found = (at, items)
            else:  # the very same records (the checker and the diagnostics reuse what they made of them)
                items = found[1]
            kept[line] = found
            yield from items
        self._lines = kept
