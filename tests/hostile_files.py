"""Writers of hostile card files, shared by the tests and ``bench/hostile_inputs.py``.

Each is written a chunk at a time (a 500 MB string never sits in this process's memory), as
a real tool would write it: a workbook with every part Excel expects, a CSV as spreadsheets
save it. The cards around the hostile one are ordinary, and one of them has a finding, so a
run shows both the one error and the findings it must keep.
"""

from __future__ import annotations

import random
import zipfile
from collections.abc import Iterator
from pathlib import Path
from xml.sax.saxutils import escape

# (id, English, Spanish): the second is a slip cardlint reports (target-count)
CARDS = [
    ("murder", "Destroy target creature.", "Destruye la criatura objetivo."),
    ("twin-strike", "Destroy target creature.", "Destruye hasta dos criaturas objetivo."),
    ("divination", "Draw two cards.", "Roba dos cartas."),
]
_MB = 1024 * 1024
_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
    '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
    "</Types>"
)
_ROOT_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>'
    "</Relationships>"
)
_BOOK = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
    '<sheets><sheet name="Cards" sheetId="1" r:id="rId1"/></sheets></workbook>'
)
_BOOK_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>'
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>'
    "</Relationships>"
)
_SHEET_HEAD = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
)


def filler(size: int, seed: int = 19) -> Iterator[str]:
    """``size`` characters in 1 MB pieces that deflate about 140 times (under the zip-bomb guard's 200)."""
    rng = random.Random(seed)
    left = size
    while left > 0:
        piece = []
        length = 0
        while length < min(_MB, left):
            run = rng.randint(250, 750)
            piece.append("x" * run + rng.choice("abcdefghijklmnopqrstuvwxyz "))
            length += run + 1
        text = "".join(piece)[: min(_MB, left)]
        left -= len(text)
        yield text


def _inline(ref: str, text: str) -> str:
    return f'<c r="{ref}" t="inlineStr"><is><t>{escape(text)}</t></is></c>'


def _row(number: int, *cells: str) -> str:
    return f'<row r="{number}">' + "".join(cells) + "</row>"


def _workbook(path: Path, sheet: Iterator[str], strings: Iterator[str]) -> Path:
    """A workbook whose one sheet ("Cards") and shared strings are written from the pieces given."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", _TYPES)
        archive.writestr("_rels/.rels", _ROOT_RELS)
        archive.writestr("xl/workbook.xml", _BOOK)
        archive.writestr("xl/_rels/workbook.xml.rels", _BOOK_RELS)
        for name, pieces in (("xl/worksheets/sheet1.xml", sheet), ("xl/sharedStrings.xml", strings)):
            with archive.open(name, "w", force_zip64=True) as part:
                for piece in pieces:
                    part.write(piece.encode("utf-8"))
    return path


def _ordinary_rows(first: int) -> Iterator[str]:
    for offset, (card, en, es) in enumerate(CARDS):
        n = first + offset
        yield _row(n, _inline(f"A{n}", card), _inline(f"B{n}", "mtg"), _inline(f"C{n}", en), _inline(f"D{n}", es))


def _header() -> str:
    return _row(1, *(_inline(f"{c}1", name) for c, name in zip("ABCD", ("id", "game", "en", "es"), strict=True)))


def xlsx_shared_string(path: Path, size: int) -> Path:
    """Row 2's Spanish text is shared string 0, ``size`` characters long; rows 3–5 are ordinary cards."""

    def sheet() -> Iterator[str]:
        yield _SHEET_HEAD + _header()
        yield _row(2, _inline("A2", "huge"), _inline("B2", "mtg"), _inline("C2", "Destroy target creature."),
                   '<c r="D2" t="s"><v>0</v></c>')
        yield from _ordinary_rows(3)
        yield "</sheetData></worksheet>"

    def strings() -> Iterator[str]:
        yield ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
               '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>')
        yield from filler(size)
        yield "</t></si></sst>"

    return _workbook(path, sheet(), strings())


def xlsx_big_row(path: Path, size: int, cells: int = 400) -> Path:
    """Row 5 holds ``size`` characters: spread over ``cells`` inline cells past the card's columns, or
    (``cells=1``) all in its card's Spanish cell; the other rows are ordinary cards."""

    def sheet() -> Iterator[str]:
        yield _SHEET_HEAD + _header()
        yield from _ordinary_rows(2)
        yield '<row r="5"><c r="A5" t="inlineStr"><is><t>big</t></is></c>'
        if cells == 1:
            yield _inline("B5", "mtg") + _inline("C5", "Destroy target creature.")
        first = 3 if cells == 1 else 4  # D, the Spanish column; else E onwards
        per_cell = size // cells
        for n in range(cells):
            yield f'<c r="{_letters(first + n)}5" t="inlineStr"><is><t>'
            yield from filler(per_cell, seed=n)
            yield "</t></is></c>"
        yield "</row>"
        yield _row(6, _inline("A6", "after"), _inline("B6", "mtg"), _inline("C6", "Destroy target creature."),
                   _inline("D6", "Destruye dos criaturas objetivo."))
        yield "</sheetData></worksheet>"

    return _workbook(path, sheet(), iter(['<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>']))


def xlsx_bad_rows(path: Path, rows: int) -> Path:
    """``rows`` rows that are each an error (a text but no id), then the ordinary cards."""

    def sheet() -> Iterator[str]:
        yield _SHEET_HEAD + _header()
        for start in range(2, rows + 2, 1000):
            yield "".join(_row(n, _inline(f"C{n}", f"Draw {n} cards.")) for n in range(start, min(start + 1000, rows + 2)))
        yield from _ordinary_rows(rows + 2)
        yield "</sheetData></worksheet>"

    return _workbook(path, sheet(), iter(['<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>']))


def _letters(index: int) -> str:
    letters = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters


def jsonl_long_text(path: Path, size: int) -> Path:
    """A JSON-lines file whose second card's Spanish text is ``size`` characters long."""
    import json

    lines = [json.dumps({"id": CARDS[0][0], "game": "mtg", "text": {"en": CARDS[0][1], "es": CARDS[0][2]}})]
    lines.append(json.dumps({"id": "huge", "game": "mtg", "text": {"en": "Destroy target creature.", "es": "x" * size}}))
    lines += [json.dumps({"id": c, "game": "mtg", "text": {"en": en, "es": es}}, ensure_ascii=False) for c, en, es in CARDS[1:]]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def csv_rows(path: Path, rows: int = 1000, bad_line: int | None = None, bad: str = "") -> Path:
    """A CSV table (``id,game,en,es``) of ``rows`` cards, the second a slip; line ``bad_line`` is made bad:
    ``"latin-1"`` (a line not UTF-8), ``"nul"`` (NUL bytes), ``"quote"`` (an unbalanced quote), or
    ``"long"`` (a Spanish field of 200,000 characters, over the csv module's default limit)."""
    lines = [b"id,game,en,es\n"]
    for n in range(2, rows + 2):
        card, en, es = CARDS[(n - 2) % len(CARDS)]
        line = f"{card}-{n},mtg,{en},{es}\n".encode()
        if n == bad_line:
            line = {
                "latin-1": f"{card}-{n},mtg,{en},Él destruye la criatura objetivo.\n".encode("latin-1"),
                "nul": f"{card}-{n},mtg,{en},{es}".encode() + b"\0\0\0\n",
                "quote": f'{card}-{n},mtg,{en},"{es}\n'.encode(),
                "long": f'{card}-{n},mtg,{en},"{"x" * 200_000}"\n'.encode(),
            }[bad]
        lines.append(line)
    path.write_bytes(b"".join(lines))
    return path
