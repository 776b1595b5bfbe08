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
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path

from linter.lines import count_breaks
from linter.model.findings import InputError
from linter.readers import detect_format, read_file
from linter.readers.jsonl import read_jsonl
from linter.readers.limits import MAX_ERRORS_PER_FILE, MAX_TEXT_LENGTH, capped, length_checked, limited
from linter.readers.records import CardRecord, NotCards, TextPosition

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
        self,
        path: Path,
        input_format: str | None = None,
        include_fuzzy: bool = False,
        source_lang: str = "en",
        max_text: int = MAX_TEXT_LENGTH,
    ) -> None:
        self.path = path
        self.name = str(path)
        self.format = input_format or detect_format(path)  # ValueError: not a card file
        self.include_fuzzy = include_fuzzy
        self.source_lang = source_lang
        self.max_text = max_text
        # (a JSON line, whether it is the first) → its number and records
        self._lines: dict[str | tuple[str], tuple[int, tuple[Item, ...]]] = {}
        self.parsed_lines = 0  # lines parsed (not taken from the cache) by the last read

    def read(self, text: str) -> list[Item]:
        """Every record and error of the buffer's text, as the readers give them, with the limits of
        ``linter.readers.limits``. A document that is no card file at all (``package.json``, a table
        without ``id`` and locale columns) gets nothing: an editor sends every file of its type."""
        if self.format == "jsonl":  # each line's records had their lengths checked when it was read
            items = self._read_jsonl(text)
            others: list[Item] = [i for i in items if not isinstance(i, CardRecord)]  # few: tested below
            if len(others) > MAX_ERRORS_PER_FILE:
                items = list(capped(items))
        else:
            items = others = list(limited(self._read(text), self.max_text))
        if any(isinstance(i, NotCards) for i in others):
            if not any(isinstance(i, CardRecord) for i in items):
                return []
            return [InputError(i.path, i.line, i.message, cell=i.cell) if isinstance(i, NotCards) else i for i in items]
        return items

    def _read(self, text: str) -> Iterable[Item]:
        if self.format == "jsonl":
            return self._read_jsonl(text)
        if self.format == "xlsx":  # binary: an editor's text of it is meaningless; read what was saved
            return read_file(self.path, "xlsx", self.include_fuzzy, self.source_lang, self.max_text)
        path = BufferPath.holding(self.path, text)
        return read_file(path, self.format, self.include_fuzzy, self.source_lang, self.max_text)

    def _read_jsonl(self, text: str) -> list[Item]:
        kept: dict[str | tuple[str], tuple[int, tuple[Item, ...]]] = {}
        out: list[Item] = []
        self.parsed_lines = 0
        number = 1  # the line the record starts on; records end at "\n" only, as the reader reads files
        first = True  # the first card line decides whether the document is a card file at all
        for line in text.split("\n"):
            at = number
            number += count_breaks(line + "\n") if "\r" in line else 1
            if not line or line.isspace():
                continue
            key: str | tuple[str] = (line,) if first else line  # the first card line is read apart (sniffed)
            first = False
            found = kept.get(key) or self._lines.get(key)
            if found is None:
                self.parsed_lines += 1
                buffer = BufferPath.holding(self.path, line)
                read = read_jsonl(buffer, self.source_lang, sniff=isinstance(key, tuple))
                found = (at, tuple(length_checked(shift(i, at - 1), self.max_text) for i in read))
            elif found[0] != at:
                found = (at, tuple(shift(i, at - found[0]) for i in found[1]))
            # else: the very same records (the checker and the diagnostics reuse what they made of them)
            kept[key] = found
            out += found[1]
        self._lines = kept
        return out
