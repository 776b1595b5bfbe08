"""Opening users' files safely: one clear error for an empty, huge, unreadable or mis-encoded file."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from linter.model.findings import InputError
from linter.model.lines import count_breaks
from linter.readers.records import Suppression

BOM = b"\xef\xbb\xbf"
MAX_LINE = 8 * 1024 * 1024  # a card file line longer than this is not card text
MAX_BAD_RUN = 20  # undecodable lines in a row that mean binary data, not a few bad lines
_BINARY = "NUL bytes: binary data"
MAX_WHOLE_FILE = 100 * 1024 * 1024  # formats read whole (JSON, PO) stop here; JSON lines, CSV, XLIFF stream


def _megabytes(size: int) -> str:
    return f"{size / (1024 * 1024):.0f} MB"


def open_input(path: Path, limit: int | None = None, allow_nul: bool = False) -> BinaryIO | InputError:
    """Open a file for reading, or say why it cannot be read (missing, empty, over ``limit``,
    binary). A NUL byte before any line of text means an image, an archive, a sparse file or
    UTF-16: refused at once rather than read to its end (``allow_nul`` for XML, which may be UTF-16)."""
    name = str(path)
    try:
        size = path.stat().st_size
        if limit is not None and size > limit:
            return InputError(
                name,
                0,
                f"file too large ({_megabytes(size)}; this format is read whole and the "
                f"limit is {_megabytes(limit)} — split it, or use JSON lines or CSV, which "
                "are streamed)",
            )
        handle = path.open("rb")
        head = handle.read(64 * 1024)
        handle.seek(0)
    except OSError as exc:
        return InputError(name, 0, f"cannot read file: {exc.strerror or exc}")
    if len(head) == size and not head.removeprefix(BOM).strip():
        handle.close()
        return InputError(name, 0, "empty file")
    nul = -1 if allow_nul else head.find(b"\0")
    if nul >= 0 and not _lines_of_text(head[:nul]):
        handle.close()
        return InputError(
            name,
            _breaks(head[:nul]) + 1,
            "not a text file: it holds NUL bytes (binary data such "
            "as an image or archive, or UTF-16 text — save it as UTF-8)",
        )
    return handle


def _lines_of_text(data: bytes) -> bool:
    """Whether ``data`` holds at least one whole line of UTF-8 text."""
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return b"\n" in data


def decode(data: bytes, name: str, encoding: str = "utf-8") -> str | InputError:
    """Decode a whole file (a UTF-8 byte-order mark is accepted), naming the line of a bad byte."""
    if encoding.replace("_", "-").lower() in ("utf-8", "utf8"):
        data, encoding = data.removeprefix(BOM), "UTF-8"
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as exc:
        line = _breaks(data[: exc.start]) + 1
        column = exc.start - (max(data.rfind(b"\n", 0, exc.start), data.rfind(b"\r", 0, exc.start)) + 1) + 1
        return InputError(name, line, f"not {encoding} text (byte {column} of the line; save the file as {encoding})")
    except LookupError:
        return InputError(name, 0, f"unknown character encoding {encoding!r}")


def read_whole(path: Path) -> str | InputError:
    """The UTF-8 text of a file read whole (JSON, PO), or why not."""
    handle = open_input(path, MAX_WHOLE_FILE)
    if isinstance(handle, InputError):
        return handle
    with handle:
        return decode(handle.read(), str(path))


def text_lines(handle: BinaryIO, name: str) -> Iterator[tuple[int, str] | InputError]:
    """Stream a file's records — each ends at ``\\n`` (kept) — with the number of the line each
    starts on, as editors count lines (a lone ``\\r`` inside a record ends a line too). A line that
    is not UTF-8, holds NUL bytes or is absurdly long becomes an error and reading goes on with the
    next; binary data (a long run of such lines, or a huge line of NULs) ends the file with one error."""
    number, following = 0, 1
    bad_run = 0  # undecodable lines in a row
    while True:
        raw = handle.readline(MAX_LINE + 1)
        if not raw:
            return
        number, following = following, following + _breaks(raw)
        if number == 1:
            raw = raw.removeprefix(BOM)
        problem = None
        if len(raw) > MAX_LINE and not raw.endswith(b"\n"):
            following += _skip_line(handle, raw[-1:])
            if b"\0" in raw:  # megabytes of binary: reading on costs, finds nothing
                yield InputError(
                    name, number, f"not text from this line on ({_BINARY}); the rest of the file is skipped"
                )
                return
            problem = f"line longer than {_megabytes(MAX_LINE)}: not a card file?"
        elif b"\0" in raw:
            problem = f"not text ({_BINARY}); the line is skipped"
        else:
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                problem = (
                    f"not UTF-8 text (byte {exc.start + 1} of the line; save the file as UTF-8); the line is skipped"
                )
        if problem is None:
            bad_run = 0
            yield number, text
            continue
        bad_run += 1
        if bad_run >= MAX_BAD_RUN:
            yield InputError(
                name, number, f"{MAX_BAD_RUN} lines in a row are not text: the rest of the file is skipped"
            )
            return
        yield InputError(name, number, problem)


def _breaks(data: bytes) -> int:
    """The line breaks in ``data`` (as ``linter.model.lines`` counts them: ``\\r\\n``, ``\\r``, ``\\n``)."""
    if b"\r" not in data:
        return data.count(b"\n")
    return count_breaks(data.decode("latin-1"))  # the two bytes are the same characters in latin-1


def _skip_line(handle: BinaryIO, last: bytes) -> int:
    """Move past the end of the current record (at ``\\n``) without keeping it; the line
    breaks skipped. ``last``: the last byte read of the record."""
    breaks = 0
    while chunk := handle.read(1024 * 1024):
        end = chunk.find(b"\n")
        skipped = chunk if end < 0 else chunk[: end + 1]
        breaks += _breaks(last + skipped) - _breaks(last)  # a "\r\n" split across two chunks is one
        last = skipped[-1:]
        if end >= 0:
            handle.seek(end + 1 - len(chunk), 1)
            return breaks
    return breaks


_COMMENT = re.compile(r"\s*cardlint\s*:", re.IGNORECASE)


def parse_suppression(comment: str, line: int, lang: str | None) -> Suppression | str | None:
    """Read ``cardlint: ignore RULE[, RULE…] -- reason`` from a translator comment or note.

    None: the comment is not for cardlint; a string: what is wrong with it.
    """
    start = _COMMENT.match(comment)
    if start is None:
        return None
    body, _, reason = comment[start.end() :].partition("--")
    words = [w for w in re.split(r"[\s,]+", body.strip()) if w]
    if len(words) < 2 or words[0].lower() != "ignore":
        return f"cannot read the cardlint comment {comment.strip()!r}: write 'cardlint: ignore RULE[, RULE] -- reason'"
    return Suppression(tuple(words[1:]), " ".join(reason.split()), line, lang)
