"""Lines as editors and the Language Server Protocol count them: only ``\\n``, ``\\r\\n`` and ``\\r`` end one.

``str.splitlines()`` also breaks at U+2028 and U+2029 (line and paragraph separators, in
official Magic card text), U+0085, ``\\x0b``, ``\\x0c`` and ``\\x1c``–``\\x1e``; counting
``\\n`` alone misses a lone ``\\r``. Every line and column cardlint reports — on the command
line and in an editor — is counted here, so both point at the same place.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable

LINE_BREAK = re.compile(r"\r\n?|\n")
_SPLIT = re.compile(r"(\r\n|\r|\n)")


def count_breaks(text: str, start: int = 0, end: int | None = None) -> int:
    """How many line breaks ``text[start:end]`` holds (``\\r\\n`` is one)."""
    end = len(text) if end is None else end
    newlines = text.count("\n", start, end)
    if text.find("\r", start, end) < 0:  # the common case; find is much faster than count
        return newlines
    return newlines + text.count("\r", start, end) - text.count("\r\n", start, end)


def split_lines(text: str, keepends: bool = False) -> list[str]:
    """``text``'s lines, like ``str.splitlines`` but broken only where LSP breaks lines.

    As with ``splitlines``, a break at the very end starts no further (empty) line, and
    ``keepends`` keeps each line's break.
    """
    if "\r" not in text or text.count("\r") == text.count("\r\n"):  # every line ends at "\n": fast
        lines = text.split("\n")
        if keepends:
            lines = [line + "\n" for line in lines[:-1]] + [lines[-1]]
        elif "\r" in text:
            lines = [line[:-1] if line.endswith("\r") else line for line in lines]
    else:
        parts = _SPLIT.split(text)  # line, break, line, break, …, line
        lines = [parts[i] + parts[i + 1] for i in range(0, len(parts) - 1, 2)] if keepends else parts[::2]
        if keepends:
            lines.append(parts[-1])
    if not lines[-1]:  # the text ends with a break (or is empty)
        lines.pop()
    return lines


def strip_break(line: str) -> str:
    """A line without the break that ends it (only that: not other white space)."""
    if line.endswith("\r\n"):
        return line[:-2]
    if line.endswith(("\n", "\r")):
        return line[:-1]
    return line


def line_start(text: str, offset: int) -> int:
    """The offset where the line holding ``text[offset]`` begins."""
    return max(text.rfind("\n", 0, offset), text.rfind("\r", 0, offset)) + 1


def line_starts(text: str) -> list[int]:
    """The offset where each line begins: 0, then just after every break."""
    if "\r" not in text:
        return [0, *(m.end() for m in re.finditer("\n", text))]
    return [0, *(m.end() for m in LINE_BREAK.finditer(text))]


class LineIndex:
    """Offsets in one text ↔ 1-based lines and columns (columns count code points)."""

    def __init__(self, text: str, first_line: int = 1) -> None:
        self.first_line = first_line
        self.starts = line_starts(text)

    def where(self, offset: int) -> tuple[int, int]:
        """1-based line and column of ``text[offset]``."""
        index = bisect.bisect_right(self.starts, offset) - 1
        return self.first_line + index, offset - self.starts[index] + 1

    def offset(self, line: int) -> int:
        """Where a 1-based line begins (clamped to the text's lines)."""
        return self.starts[min(max(line - self.first_line, 0), len(self.starts) - 1)]


def from_newline_lines(text: str) -> Callable[[int], int]:
    """For a parser that counts only ``\\n`` (Babel, ``json``'s ``lineno``): its 1-based
    line number → the line number counted here (they differ after a lone ``\\r``)."""
    if text.count("\r") == text.count("\r\n"):
        return lambda line: line
    index = LineIndex(text)
    starts = [0, *(m.end() for m in re.finditer("\n", text))]
    return lambda line: index.where(starts[min(max(line - 1, 0), len(starts) - 1)])[0]
