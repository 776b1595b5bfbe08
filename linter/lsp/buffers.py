"""Reading an editor's buffer with the ordinary readers, cheaply after small edits.

The readers read paths; the buffer is unsaved text. ``BufferPath`` is the document's
own path whose content is the buffer, so every format keeps exactly the readers'
rules (locale from the file name, sibling files of a split database read from disk).
JSON lines are read line by line and each line's records are kept: after a
keystroke only the edited line is parsed again, and when the lines before and after the edit
are those of the last read, their records are taken as a whole (``Edit``), without a look at each
line. A record ends at ``\\n``, as when the file is read from disk; lines are counted as the
protocol counts them (``linter.model.lines``).
"""

from __future__ import annotations

import io
import os
from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path

from linter.model.findings import InputError
from linter.model.lines import count_breaks
from linter.model.places import TextPosition
from linter.readers import detect_format, read_file
from linter.readers.jsonl import read_jsonl
from linter.readers.limits import MAX_ERRORS_PER_FILE, MAX_TEXT_LENGTH, capped, length_checked, limited
from linter.readers.records import CardRecord, NotCards

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


@dataclass(frozen=True)
class Edit:
    """How the last read relates to the one before (``before``, its items): ``items[:start]`` are
    ``before[:start]``, and ``items[end:]`` hold the records of ``before[old_end:]`` — the very same
    objects when ``same_after`` (no line was added or removed), else moved down or up."""

    before: list[Item]
    start: int
    old_end: int
    end: int
    same_after: bool


def _common_head(a: list[str], b: list[str], limit: int) -> int:
    """How many leading lines two texts share (at most ``limit``): a bisection over list comparisons."""
    lo, hi = 0, limit
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[lo:mid] == b[lo:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _common_tail(a: list[str], b: list[str], limit: int) -> int:
    """How many trailing lines two texts share (at most ``limit``)."""
    lo, hi, la, lb = 0, limit, len(a), len(b)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[la - mid : la - lo] == b[lb - mid : lb - lo]:
            lo = mid
        else:
            hi = mid - 1
    return lo


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
        # the last JSON-lines read, when every item is a record and no line has a "\r": its lines, its
        # items, and the index of its first card line (read apart)
        self._last: tuple[list[str], list[Item], int] | None = None
        self.edit: Edit | None = None  # how the last read relates to the one before, when known

    def read(self, text: str) -> list[Item]:
        """Every record and error of the buffer's text, as the readers give them, with the limits of
        ``linter.readers.limits``. A document that is no card file at all (``package.json``, a table
        without ``id`` and locale columns) gets nothing: an editor sends every file of its type."""
        if self.format == "jsonl":  # each line's records had their lengths checked when it was read
            items = self._read_jsonl(text)
            # few: tested below (none when every item is a record)
            others: list[Item] = [] if self._last is not None else [i for i in items if not isinstance(i, CardRecord)]
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

    def _line(self, line: str, at: int, first: bool) -> tuple[int, tuple[Item, ...]]:
        """The records of one line starting on line ``at``: the very same objects as last time when it did
        not move (the checker and the diagnostics reuse what they made of them)."""
        key: str | tuple[str] = (line,) if first else line  # the first card line is read apart (sniffed)
        found = self._lines.get(key)
        if found is None:
            self.parsed_lines += 1
            read = read_jsonl(BufferPath.holding(self.path, line), self.source_lang, sniff=first)
            found = (at, tuple(length_checked(shift(i, at - 1), self.max_text) for i in read))
        elif found[0] != at:
            found = (at, tuple(shift(i, at - found[0]) for i in found[1]))
        self._lines[key] = found
        return found

    def _read_jsonl(self, text: str) -> list[Item]:
        self.parsed_lines = 0
        lines = text.split("\n")
        edited = self._read_edit(lines) if self._last is not None and "\r" not in text else None
        if edited is not None:
            return edited
        before = self._lines
        self._lines = {}
        out: list[Item] = []
        number = 1  # the line the record starts on; records end at "\n" only, as the reader reads files
        first = -1  # the first card line decides whether the document is a card file at all
        for index, line in enumerate(lines):
            at = number
            number += count_breaks(line + "\n") if "\r" in line else 1
            if not line or line.isspace():
                continue
            if first < 0:
                first = index
            key: str | tuple[str] = (line,) if first == index else line
            if key not in self._lines and key in before:
                self._lines[key] = before[key]
            out += self._line(line, at, first == index)[1]
        clean = first >= 0 and "\r" not in text and all(type(i) is CardRecord for i in out)
        self._last = (lines, out, first) if clean else None
        self.edit = None
        return out

    def _read_edit(self, lines: list[str]) -> list[Item] | None:
        """The read of an edited text from the last one, parsing only the lines between those it shares with
        it at the start and at the end; None when the edit reaches the first card line."""
        assert self._last is not None
        old_lines, old, first = self._last
        head = _common_head(old_lines, lines, min(len(old_lines), len(lines)))
        if head <= first:
            return None
        tail = _common_tail(old_lines, lines, min(len(old_lines), len(lines)) - head)
        old_stop, stop, moved = len(old_lines) - tail, len(lines) - tail, len(lines) - len(old_lines)
        start, old_end = bisect_right(old, head, key=_line_of), bisect_right(old, old_stop, key=_line_of)
        out = old[:start]
        for index in range(head, stop):
            line = lines[index]
            if line and not line.isspace():
                out += self._line(line, index + 1, False)[1]
        end = len(out)
        out += old[old_end:] if moved == 0 else [shift(i, moved) for i in old[old_end:]]
        for line in set(old_lines[head:old_stop]).difference(lines[head:stop]):
            self._lines.pop(line, None)  # no longer in the text (the cache stays the size of the text)
        if all(type(i) is CardRecord for i in out[start:end]):
            self._last = (lines, out, first)
            self.edit = Edit(old, start, old_end, end, moved == 0)
        else:
            self._last = self.edit = None
        return out


def _line_of(item: Item) -> int:
    return item.line
