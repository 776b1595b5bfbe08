"""Card files whose first card holds a character that ``str.splitlines`` breaks at and the
Language Server Protocol does not, for the line-counting tests (readers and server).

Card ``a`` is translated well; its texts hold the character between two sentences. Card
``b`` is mistranslated ("Destruye cada criatura." for "Destroy target creature.":
CL104 selection-kind on "cada criatura"). Positions are checked against ``lsp_lines``, a
reference written from the protocol's definition, independent of ``linter.model.lines``.
"""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

# Every character str.splitlines() breaks at that LSP does not ("\n", "\r\n", "\r" are breaks to both).
SEPARATORS = {
    "U+2028": "\u2028",
    "U+2029": "\u2029",
    "U+0085": "\x85",
    "x0b": "\x0b",
    "x0c": "\x0c",
    "x1c": "\x1c",
    "x1d": "\x1d",
    "x1e": "\x1e",
}
# JSON requires control characters (below U+0020) to be escaped in strings, and XML 1.0 forbids
# them: those formats carry only these raw (as json.dumps(..., ensure_ascii=False) writes them).
NOT_CONTROL = ("U+2028", "U+2029", "U+0085")
FORMATS_FOR = {  # which formats can hold each separator raw inside a card text
    name: ("jsonl", "json", "split", "po", "csv", "tsv", "xliff") if name in NOT_CONTROL else ("po", "csv")
    for name in SEPARATORS
}
FILE_NAMES = {"jsonl": "cards.jsonl", "json": "cards.json", "split": "cards.es.json", "po": "es.po",
              "csv": "cards.csv", "tsv": "cards.tsv", "xliff": "cards.xlf"}
LANGUAGE_IDS = {"jsonl": "json", "json": "json", "split": "json", "po": "po", "csv": "csv", "tsv": "tsv",
                "xliff": "xml"}

WRONG = "Destruye cada criatura."  # card b's translation
RIGHT = "Destruye la criatura objetivo."


def cards(sep: str) -> list[dict]:
    return [
        {"id": "a", "game": "mtg", "text": {"en": f"Draw a card.{sep}Destroy target creature.",
                                            "es": f"Roba una carta.{sep}{RIGHT}"}},
        {"id": "b", "game": "mtg", "text": {"en": "Destroy target creature.", "es": WRONG}},
    ]


def _po(sep: str) -> str:
    entries = ['msgid ""\nmsgstr ""\n"Language: es\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n']
    for card in cards(sep):
        entries.append(f'#. game: mtg\nmsgctxt "{card["id"]}"\nmsgid "{card["text"]["en"]}"\n'
                       f'msgstr "{card["text"]["es"]}"\n')
    return "\n".join(entries)


def _csv(sep: str, delimiter: str = ",") -> str:
    out = io.StringIO()
    writer = csv.writer(out, delimiter=delimiter, lineterminator="\n", quoting=csv.QUOTE_MINIMAL)
    writer.writerow(["id", "game", "en", "es"])
    for card in cards(sep):
        writer.writerow([card["id"], card["game"], card["text"]["en"], card["text"]["es"]])
    return out.getvalue()


def _xliff(sep: str) -> str:
    units = "".join(
        f'      <trans-unit id="{card["id"]}">\n'
        f'        <source>{card["text"]["en"]}</source>\n'
        f'        <target>{card["text"]["es"]}</target>\n'
        f'        <note>game: mtg</note>\n'
        f'      </trans-unit>\n'
        for card in cards(sep))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n'
            '  <file source-language="en" target-language="es" datatype="plaintext" original="cards">\n'
            f'    <body>\n{units}    </body>\n  </file>\n</xliff>\n')


def card_text(fmt: str, sep: str) -> str:
    """The file's text (for "split": the Spanish file; its English one is ``split_source``)."""
    if fmt == "jsonl":
        return "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cards(sep))
    if fmt == "json":
        return json.dumps(cards(sep), ensure_ascii=False, indent=2) + "\n"
    if fmt == "split":
        return json.dumps({c["id"]: c["text"]["es"] for c in cards(sep)}, ensure_ascii=False, indent=2) + "\n"
    if fmt == "po":
        return _po(sep)
    if fmt in ("csv", "tsv"):
        return _csv(sep, "," if fmt == "csv" else "\t")
    return _xliff(sep)


def split_source(sep: str) -> str:
    return json.dumps({c["id"]: {"text": c["text"]["en"], "game": "mtg"} for c in cards(sep)},
                      ensure_ascii=False, indent=2) + "\n"


def write_card_file(folder: Path, fmt: str, sep: str) -> tuple[Path, str]:
    """The card file (and, for a split database, its English file) written in ``folder``."""
    if fmt == "split":
        (folder / "cards.en.json").write_bytes(split_source(sep).encode("utf-8"))
    text = card_text(fmt, sep)
    path = folder / FILE_NAMES[fmt]
    path.write_bytes(text.encode("utf-8"))  # bytes: no newline translation
    return path, text


# -- the protocol's lines, written out independently ------------------------------------------

_BREAK = re.compile(r"\r\n|\r|\n")


def lsp_line_starts(text: str) -> list[int]:
    return [0] + [m.end() for m in _BREAK.finditer(text)]


def lsp_lines(text: str) -> list[str]:
    """The text's lines as LSP counts them (without their breaks)."""
    return _BREAK.split(text)


def units(text: str, encoding: str = "utf-16") -> int:
    """The length of ``text`` in the protocol's column units (the position encoding agreed on)."""
    if encoding == "utf-32":
        return len(text)
    return len(text.encode("utf-8" if encoding == "utf-8" else "utf-16-le")) // (1 if encoding == "utf-8" else 2)


def lsp_position(text: str, offset: int, encoding: str = "utf-16") -> tuple[int, int]:
    """0-based line and column of ``text[offset]``."""
    starts = lsp_line_starts(text)
    line = max(i for i, s in enumerate(starts) if s <= offset)
    return line, units(text[starts[line]:offset], encoding)


def lsp_offset(text: str, line: int, character: int, encoding: str = "utf-16") -> int:
    """The inverse of ``lsp_position``."""
    start = lsp_line_starts(text)[line]
    count, offset = 0, start
    while count < character:
        count += units(text[offset], encoding)
        offset += 1
    return offset


Place = tuple[tuple[int, int], tuple[int, int]]


def apply_edit(text: str, place: Place, new: str, encoding: str = "utf-16") -> str:
    """Apply an edit given in protocol positions, as an editor does."""
    (start_line, start_char), (end_line, end_char) = place
    return (text[:lsp_offset(text, start_line, start_char, encoding)] + new
            + text[lsp_offset(text, end_line, end_char, encoding):])


def place_of(text: str, words: str, after: str = "", encoding: str = "utf-16") -> Place:
    """Protocol start and end of the only ``words`` found after the only ``after``."""
    assert text.count(after or words) == 1, (after or words, text)
    begin = text.index(words, text.index(after) if after else 0)
    return lsp_position(text, begin, encoding), lsp_position(text, begin + len(words), encoding)
