"""CSV and TSV tables: an ``id`` column, one column per locale (``en``, ``es_ES``, ``fr-CA``),
optional ``game`` and ``type`` columns; other columns (notes, context…) are ignored.
Streamed row by row; quoted fields may span lines."""

from __future__ import annotations

import csv
from collections import deque
from collections.abc import Callable, Iterator
from pathlib import Path

from linter.locale_codes import display_name, language_key, looks_like_locale, variant_groups
from linter.model.findings import InputError
from linter.model.lines import count_breaks, line_start
from linter.model.places import TextPosition
from linter.readers.files import MAX_LINE, open_input, text_lines
from linter.readers.records import CardRecord, NotCards

_RESERVED = {"id", "game", "type"}


def _field_starts(raw: str, delimiter: str) -> list[tuple[int, bool]]:
    """Offset of each field's text in a record's raw lines, and whether it is quoted."""
    starts: list[tuple[int, bool]] = []
    i, n = 0, len(raw)
    while True:
        if raw[i : i + 1] == '"':
            starts.append((i + 1, True))
            i += 1
            while i < n:
                if raw[i] == '"':
                    if raw[i + 1 : i + 2] != '"':
                        break
                    i += 1
                i += 1
        else:
            starts.append((i, False))
        while i < n and raw[i] not in (delimiter, "\r", "\n"):
            i += 1
        if i >= n or raw[i] != delimiter:
            return starts
        i += 1


def _position(raw: str, start_line: int, offset: int, quoted: bool) -> TextPosition:
    line = start_line + count_breaks(raw, 0, offset)
    return TextPosition(line, offset - line_start(raw, offset) + 1, "csv" if quoted else "raw")


class Header:
    """Which column holds what; the text columns grouped so each record has one per language."""

    def __init__(self, row: list[str], source_lang: str) -> None:
        names = [name.strip() for name in row]
        lowered = [name.lower() for name in names]
        self.id = lowered.index("id") if "id" in lowered else None
        self.game = lowered.index("game") if "game" in lowered else None
        self.type = lowered.index("type") if "type" in lowered else None
        self.columns = {
            name: i for i, name in enumerate(names) if name.lower() not in _RESERVED and looks_like_locale(name)
        }
        self.groups, self.dropped = variant_groups(self.columns, source_lang)

    def errors(self, name: str, line: int, source_lang: str, where: str = "") -> list[InputError]:
        """What is wrong with this header (an error: the table cannot be read) and which columns are left out."""
        problem = self.problem(source_lang)
        if problem:
            kind = NotCards if self.id is None or not self.columns else InputError  # no card table at all
            return [kind(name, line, where + problem)]
        return [
            InputError(
                name,
                line,
                f"{where}column {code!r} is a second {display_name(source_lang)} column; only the first is compared",
                "warning",
            )
            for code in self.dropped
        ]

    def problem(self, source_lang: str) -> str | None:
        if self.id is None:
            return "no 'id' column in the header"
        if not self.columns:
            return "no locale columns in the header (name them by locale code: en, es_ES, fr-CA…)"
        if not any(language_key(code) == source_lang for code in self.columns):
            return f"no {display_name(source_lang)} ({source_lang}) column in the header"
        return None


# A field may be as long as a line may be (the csv module's default, 131,072 characters, read a longer
# text as an unclosed quote); the text-length limit then says what is too long for a card.
csv.field_size_limit(max(csv.field_size_limit(), MAX_LINE))


class _BadLine(Exception):
    """A line the reader could not decode: it costs the record it is in, reading resumes after it."""

    def __init__(self, error: InputError) -> None:
        super().__init__(error.message)
        self.error = error


def read_table(path: Path, delimiter: str = ",", source_lang: str = "en") -> Iterator[CardRecord | InputError]:
    """Stream a CSV (``delimiter=","``) or TSV (``"\\t"``) file's rows as card records.

    A bad line (not UTF-8, NUL bytes, too long) costs the record it is in; a record the csv module
    cannot parse (an unbalanced or stray quote) costs its first line, and reading resumes at the
    line after it, so the rows after a bad one are still read."""
    name = str(path)
    handle = open_input(path)
    if isinstance(handle, InputError):
        yield handle
        return
    with handle:
        source = text_lines(handle, name)
        again: deque[tuple[int, str]] = deque()  # lines of a record that failed, read again after its first
        header: Header | None = None
        said = False  # an error was reported: a file with no header is not simply empty
        while True:
            raw: list[tuple[int, str]] = []  # the current record's lines, as written, with their numbers
            reader = csv.reader(_feed(again, source, raw), delimiter=delimiter, strict=True)
            try:
                for row in reader:
                    start, lines = raw[0][0], "".join(line for _, line in raw)
                    raw.clear()
                    if not any(cell.strip() for cell in row):
                        continue
                    if header is None:
                        header = Header(row, source_lang)
                        told = header.errors(name, start, source_lang)
                        yield from told
                        if any(e.level == "error" for e in told):
                            return
                        continue
                    yield from _records(header, row, lines, start, name, delimiter, source_lang)
            except _BadLine as bad:
                said = True
                yield bad.error
                continue  # the lines read before it belong to the broken record: not read again
            except csv.Error as exc:
                said = True
                yield InputError(name, raw[0][0], _csv_problem(str(exc), raw[0][0]))
                again.extendleft(reversed(raw[1:]))
                continue
            break
        if header is None and not said:
            yield InputError(name, 0, "empty file")


def _feed(
    again: deque[tuple[int, str]], source: Iterator[tuple[int, str] | InputError], raw: list[tuple[int, str]]
) -> Iterator[str]:
    """The lines for the csv module: those to read again first, then the file's; each is noted in ``raw``."""
    while True:
        item = again.popleft() if again else next(source, None)
        if item is None:
            return
        if isinstance(item, InputError):
            raise _BadLine(item)
        raw.append(item)
        yield item[1]


def _csv_problem(message: str, line: int) -> str:
    if "unexpected end of data" in message or "field larger than field limit" in message:
        return (
            f"unbalanced quotes: the quoted field opened on line {line} is never closed; "
            "the row is skipped and reading resumes on the next line"
        )
    return f'malformed row: {message} (a quote inside a field must be doubled: ""); the row is skipped'


def _records(
    header: Header, row: list[str], raw: str, line: int, name: str, delimiter: str, source_lang: str
) -> Iterator[CardRecord | InputError]:
    starts = _field_starts(raw, delimiter)
    yield from table_records(
        header, row, line, name, lambda i: _position(raw, line, *starts[i]) if i < len(starts) else None
    )


def table_records(
    header: Header,
    row: list[str],
    line: int,
    name: str,
    position: Callable[[int], TextPosition | None],
    where: str = "",
) -> Iterator[CardRecord | InputError]:
    """The records of one table row (one per variant group of locale columns); ``position(i)``
    says where column ``i``'s text is in the file; ``where``: the row's errors' place in a
    spreadsheet (``Cards!4:4``). Shared by CSV/TSV and XLSX."""

    def cell(index: int | None) -> str:
        return row[index] if index is not None and index < len(row) else ""

    card_id = cell(header.id).strip()
    if not card_id:
        yield InputError(name, line, "row has no id", cell=where)
        return
    game, card_type = cell(header.game).strip() or None, cell(header.type).strip() or None
    for number, group in enumerate(header.groups):
        codes = {lang: code for lang, code in group.items() if cell(header.columns[code]).strip()}
        if number and len(codes) < len(group):
            continue  # a further variant without its text
        columns = {lang: header.columns[code] for lang, code in codes.items()}
        places = {lang: position(i) for lang, i in columns.items()}
        yield CardRecord(
            card_id,
            {lang: row[i] for lang, i in columns.items()},
            game,
            card_type,
            name,
            line,
            positions={lang: p for lang, p in places.items() if p is not None},
            locales=codes,
        )
