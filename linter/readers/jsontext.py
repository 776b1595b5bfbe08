"""Walking JSON text while keeping offsets, so each card and each text has a line and column."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Generator, Iterator, Mapping
from json import decoder as _json_decoder
from typing import Any

from linter.model.lines import LineIndex
from linter.model.places import TextPosition

_SPACE = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder()
_SHORT = 1 << 16  # a document this long or shorter (one JSON line) is compared whole, not by its positions
# The json module's own string scanner (C-accelerated where available): present at run time,
# missing from typeshed's json.decoder stub.
scanstring: Callable[[str, int], tuple[str, int]] = _json_decoder.scanstring  # type: ignore[attr-defined]


class JsonText:
    """A JSON document (or one JSON line) and the line each offset is on."""

    def __init__(self, text: str, first_line: int = 1) -> None:
        self.text = text
        self.first_line = first_line
        self._lines: LineIndex | None = None  # made on the first ``where``: most lines of a file never ask

    def where(self, offset: int) -> tuple[int, int]:
        """1-based line and column of an offset (lines as ``linter.model.lines`` counts them)."""
        if self._lines is None:
            self._lines = LineIndex(self.text, self.first_line)
        return self._lines.where(offset)

    def error(self, exc: json.JSONDecodeError) -> tuple[int, str]:
        """The line of a syntax error in this text, and the message to give for it (``json``
        counts lines at ``\\n`` alone). An error at the very end is on the last line, not after it."""
        line, column = self.where(min(exc.pos, len(self.text.rstrip("\r\n"))))
        return line, f"invalid JSON at column {column}: {exc.msg}"

    def skip(self, pos: int) -> int:
        match = _SPACE.match(self.text, pos)
        return match.end() if match else pos

    def _expect(self, pos: int, chars: str, what: str) -> str:
        char = self.text[pos : pos + 1]
        if not char or char not in chars:
            raise json.JSONDecodeError(f"Expecting {what}" if char else "Unexpected end of file", self.text, pos)
        return char

    def entries(self, pos: int) -> Generator[tuple[str | int, Any, int, int], None, int]:
        """``(key or index, value, value start, value end)`` of the object or array at ``pos``,
        one at a time; returns where the container ends. A syntax error is raised where it is
        met, after the good entries (deep nesting is a syntax error too)."""
        pos = self.skip(pos)
        opener = self._expect(pos, "{[", "'[' or '{'")
        closer = "}" if opener == "{" else "]"
        pos = self.skip(pos + 1)
        if self.text[pos : pos + 1] == closer:
            return pos + 1
        index = 0
        while True:
            key: str | int = index
            if opener == "{":
                self._expect(pos, '"', "property name enclosed in double quotes")
                key, pos = scanstring(self.text, pos + 1)
                pos = self.skip(pos)
                self._expect(pos, ":", "':' delimiter")
                pos = self.skip(pos + 1)
            try:
                value, end = _DECODER.raw_decode(self.text, pos)
            except RecursionError:
                raise json.JSONDecodeError("JSON nested too deeply", self.text, pos) from None
            yield key, value, pos, end
            pos = self.skip(end)
            if self._expect(pos, "," + closer, f"',' or '{closer}'") == closer:
                return pos + 1
            pos = self.skip(pos + 1)
            index += 1

    def top_level_entries(self, pos: int) -> Iterator[tuple[str | int, Any, int, int]]:
        """``entries`` of the document's top-level container; raises if anything follows it."""
        end = yield from self.entries(pos)
        self.check_end(end)

    def check_end(self, pos: int) -> None:
        """Raise if anything but white space follows the top-level value ending at ``pos``."""
        pos = self.skip(pos)
        if pos < len(self.text):
            raise json.JSONDecodeError("Extra data after the JSON value", self.text, pos)

    def find(self, pos: int, key: str) -> tuple[Any, int, int] | None:
        """``(value, start, end)`` of ``key`` in the object at ``pos`` (no syntax checks: the
        object has been decoded already)."""
        for name, value, start, end in self.entries(pos):
            if name == key:
                return value, start, end
        return None

    def string_position(self, start: int, end: int, value: str) -> TextPosition:
        """Where a JSON string's text begins, and how it is escaped there."""
        line, column = self.where(start + 1)
        raw = self.text[start:end]
        if raw != json.dumps(value, ensure_ascii=False) and raw == json.dumps(value):
            return TextPosition(line, column, "json-ascii")
        return TextPosition(line, column, "json")  # exact unless the file uses unusual escapes (\/)


class JsonPositions(Mapping[str, TextPosition]):
    """Where each text of one card object sits in its JSON document (language → position), found on
    first use: reading needs none of them, and only a card with a finding asks (finding them walks the
    card object a second time)."""

    def __init__(self, doc: JsonText, start: int, codes: dict[str, str]) -> None:
        self._doc, self._start, self._codes = doc, start, codes  # codes: language → locale code as written
        self._found: dict[str, TextPosition] | None = None

    def _positions(self) -> dict[str, TextPosition]:
        if self._found is None:
            by_code: dict[str, TextPosition] = {}
            located = self._doc.find(self._start, "text")
            if located is not None:
                for code, value, begin, end in self._doc.entries(located[1]):
                    by_code[str(code)] = self._doc.string_position(begin, end, value)
            self._found = {lang: by_code[code] for lang, code in self._codes.items() if code in by_code}
        return self._found

    def __getitem__(self, lang: str) -> TextPosition:
        return self._positions()[lang]

    def __iter__(self) -> Iterator[str]:
        return iter(self._positions())

    def __len__(self) -> int:
        return len(self._positions())

    def __eq__(self, other: object) -> bool:
        """The same card line at the same place (the language server's test of a card that did not move)
        is equal without finding any position; in a long document (a JSON array) they are compared."""
        if (
            isinstance(other, JsonPositions)
            and (other._doc.first_line, other._start, other._codes) == (self._doc.first_line, self._start, self._codes)
            and len(self._doc.text) <= _SHORT
            and other._doc.text == self._doc.text
        ):
            return True
        return super().__eq__(other)

    __hash__ = None  # type: ignore[assignment]
