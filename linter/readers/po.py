"""gettext PO/POT catalogs, read with Babel: msgid = source text, msgstr = translation.

The card id is the ``msgctxt``, else the first ``#:`` reference, else the msgid itself (a
gettext message's own key). ``#. game: mtg`` sets the game; ``#. cardlint: ignore RULE --
reason`` (or a ``# `` translator comment) is an inline suppression. Fuzzy entries are
skipped unless asked for; untranslated ones always.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterator
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import PoFileError, unescape
from babel.messages.pofile import read_po as babel_read_po

from linter.locale_codes import display_name, is_locale_code, language_key
from linter.model.findings import InputError
from linter.model.lines import from_newline_lines, split_lines
from linter.model.places import TextPosition
from linter.readers.files import MAX_WHOLE_FILE, decode, open_input, parse_suppression
from linter.readers.records import CardRecord, Suppression

_CHARSET = re.compile(rb'"Content-Type:[^"\n]*charset=([A-Za-z0-9_.:-]+)')
_LANGUAGE = re.compile(r'^"Language:[ \t]*([^"\\]*?)[ \t]*\\n"', re.MULTILINE)
_GAME = re.compile(r"\s*game\s*:\s*(\S+)\s*$", re.IGNORECASE)
_HEADER_FIELD = re.compile(r'^"[A-Za-z-]+:[^"\n]*(?:\\.[^"\\\n]*)*"$', re.MULTILINE)  # one "Name: value\\n" line
_STRING_LINE = re.compile(r'^(?:msgid|msgid_plural|msgstr(?:\[\d+\])?|msgctxt)?\s*(")')


def _locale_of(text: str, path: Path) -> str | None:
    """The locale code as written: the header's ``Language:``, else from the file name
    (``es.po``, ``cards.es-419.po``, ``es/LC_MESSAGES/cards.po``, ``es/cards.po``)."""
    blank = text.find("\n\n")
    header = _LANGUAGE.search(text, 0, blank if blank >= 0 else len(text))
    if header and header.group(1):
        return header.group(1)
    folder = path.parent.parent.name if path.parent.name == "LC_MESSAGES" else path.parent.name
    for candidate in (path.stem, path.stem.rsplit(".", 1)[-1], folder):
        if is_locale_code(candidate):
            return candidate
    return None


def _string_position(lines: list[str], index: int, keyword: str) -> TextPosition | None:
    """Where the string after ``keyword`` (searched from line ``index``) starts, with an
    anchor for every wrapped continuation line that holds text."""
    while index < len(lines) and not lines[index].lstrip().startswith(keyword):
        index += 1
    pieces: list[tuple[int, int, int]] = []  # (text offset, line, column) of each non-empty piece
    empty: tuple[int, int] | None = None
    offset = 0
    while index < len(lines):
        stripped = lines[index].strip()
        match = _STRING_LINE.match(stripped)
        if match is None or ((pieces or empty) and not stripped.startswith('"')):
            break
        column = len(lines[index]) - len(lines[index].lstrip()) + match.start(1) + 2  # after the quote
        piece = unescape(stripped[match.start(1) :])
        if piece:
            pieces.append((offset, index + 1, column))
        elif empty is None:
            empty = (index + 1, column)
        offset += len(piece)
        index += 1
    if pieces:
        return TextPosition(pieces[0][1], pieces[0][2], "po", tuple(pieces[1:]))
    return TextPosition(empty[0], empty[1], "po") if empty else None


def read_po(path: Path, include_fuzzy: bool = False, source_lang: str = "en") -> Iterator[CardRecord | InputError]:
    """The translated entries of a PO file as card records (one error for a broken file)."""
    name = str(path)
    handle = open_input(path, MAX_WHOLE_FILE)
    if isinstance(handle, InputError):
        yield handle
        return
    with handle:
        data = handle.read()
    text = _text(data, name)
    if isinstance(text, InputError):
        yield text
        return
    if isinstance(text, tuple):  # read as UTF-8 although the header says otherwise: said once
        yield text[1]
        text = text[0]
    line_of = from_newline_lines(text)  # Babel reads lines at "\n" only
    catalog = _catalog(text, name, line_of)
    if isinstance(catalog, InputError):
        yield catalog
        return
    if isinstance(catalog, tuple):  # a header value Babel cannot read: said on its line, the entries still read
        yield catalog[1]
        catalog = catalog[0]
    code = _locale_of(text, path)
    lines = split_lines(text)
    messages = [m for m in catalog if m.id and _singular(m.string)]
    if not messages:
        return
    if code is None:
        yield InputError(
            name,
            0,
            "cannot tell the translation's language: no 'Language:' header and the file name "
            "is not a locale code (es.po, cards.es-419.po)",
        )
        return
    lang = language_key(code)
    if lang == source_lang:
        yield InputError(
            name, 0, f"the translations are in {display_name(code)}, the source language; not compared", "warning"
        )
        return
    for message in messages:
        if message.fuzzy and not include_fuzzy:
            continue
        yield from _record(message, line_of(message.lineno or 0), lines, name, lang, code, source_lang)


def _text(data: bytes, name: str) -> str | InputError | tuple[str, InputError]:
    """The file's text in the charset its header declares. A file declaring another charset whose bytes
    are UTF-8 all the same (an editor saved it as UTF-8) is read as UTF-8, with a warning: read as
    declared, its accents would be garbled, and gettext tools will garble them."""
    charset = _CHARSET.search(data[: 64 * 1024])
    encoding = charset.group(1).decode("ascii") if charset and charset.group(1) != b"CHARSET" else "utf-8"
    if charset and encoding.replace("_", "-").lower() not in ("utf-8", "utf8") and not data.isascii():
        try:
            utf8 = data.removeprefix(b"\xef\xbb\xbf").decode("utf-8")
        except UnicodeDecodeError:
            pass  # really in the declared charset
        else:
            line = data.count(b"\n", 0, charset.start()) + 1
            return utf8, InputError(
                name,
                line,
                f"the header declares charset={encoding}, but the file is UTF-8: read as UTF-8 (set "
                "charset=UTF-8 in its Content-Type, or gettext tools will garble its accents)",
                "warning",
            )
    return decode(data, name, encoding)


def _catalog(text: str, name: str, line_of: Callable[[int], int]) -> Catalog | InputError | tuple[Catalog, InputError]:
    """Babel's catalog of the file, or its syntax error. A header value Babel cannot read (a template's
    ``Plural-Forms: nplurals=INTEGER``) costs that header line, not the file: the entries are read
    without it, with one error quoting it."""
    try:
        return babel_read_po(io.StringIO(text), abort_invalid=True)
    except (PoFileError, ValueError) as exc:
        failed = exc
    for match in _HEADER_FIELD.finditer(text, 0, _header_end(text)):
        try:
            catalog = babel_read_po(io.StringIO(text[: match.start()] + '""' + text[match.end() :]), abort_invalid=True)
        except (PoFileError, ValueError):
            continue
        line = text.count("\n", 0, match.start()) + 1
        value = unescape(match.group(0)).rstrip("\n")
        problem = re.sub(r" on -?\d+$", "", str(failed))
        return catalog, InputError(
            name, line, f"cannot read the header value “{value}” ({problem}); the entries are still checked"
        )
    if isinstance(failed, PoFileError):
        problem = re.sub(r" on -?\d+$", "", str(failed))
        near = f": {failed.line.strip()!r}" if failed.line.strip() else ""
        return InputError(name, line_of(failed.lineno + 1), f"PO syntax error: {problem}{near}")
    return InputError(name, 1, f"cannot read the PO header: {failed}")


def _header_end(text: str) -> int:
    """Where the header entry (the first one, ``msgid ""``) ends: the first blank line."""
    blank = text.find("\n\n")
    return blank if blank >= 0 else len(text)


def _singular(value: str | tuple[str, ...] | list[str] | None) -> str:
    """The singular form of a message's id or string (Babel reads plural entries as tuples)."""
    if value is None:
        return ""
    return value if isinstance(value, str) else value[0]


def _record(
    message: Message, msgid_line: int, lines: list[str], name: str, lang: str, code: str, source_lang: str
) -> Iterator[CardRecord | InputError]:
    """One entry as a record; ``msgid_line``: the line of its ``msgid`` in ``lines``."""
    source = _singular(message.id)
    target = _singular(message.string)
    if message.context:
        card_id = message.context
    elif message.locations:
        filename, number = message.locations[0]
        card_id = f"{filename}:{number}" if number is not None else filename
    else:
        card_id = source
    game = None
    suppressions: list[Suppression] = []
    for comment in list(message.auto_comments) + list(message.user_comments):
        found = _GAME.match(comment)
        if found:
            game = found.group(1)
            continue
        line = _comment_line(lines, msgid_line, comment)
        suppression = parse_suppression(comment, line, lang)
        if isinstance(suppression, str):
            yield InputError(name, line, f"card {card_id!r}: {suppression}")
        elif suppression is not None:
            suppressions.append(suppression)
    positions = {}
    source_position = _string_position(lines, msgid_line - 1, "msgid")
    target_position = _string_position(lines, msgid_line - 1, "msgstr")
    if source_position:
        positions[source_lang] = source_position
    if target_position:
        positions[lang] = target_position
    yield CardRecord(
        card_id,
        {source_lang: source, lang: target},
        game,
        None,
        name,
        msgid_line,
        positions=positions,
        suppressions=tuple(suppressions),
        locales={source_lang: source_lang, lang: code},
    )


def _comment_line(lines: list[str], msgid_line: int, comment: str) -> int:
    """The line of an entry's comment (Babel keeps comments without their lines)."""
    index = msgid_line - 2
    while index >= 0 and lines[index].startswith(("#", "msgctxt", '"')):
        if lines[index].startswith("#") and lines[index][1:].lstrip(". ").rstrip() == comment.strip():
            return index + 1
        index -= 1
    return msgid_line
