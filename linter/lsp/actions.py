"""Quick fixes: the locale's canonical wording, and "ignore this finding here".

A suppression is written in the file's own syntax, the way the readers read it back:
a ``"cardlint"`` field on a JSON card, a ``#. cardlint: ignore RULE -- reason``
comment on a PO entry, a ``<note>`` on an XLIFF unit or in a TMX ``<tuv>``. Its reason is left for the
user to write after ``--`` (or in ``"reason"``): until then cardlint reports the
suppression as one without a reason, which is exactly the reminder needed.
CSV/TSV tables and split databases have no inline suppression: use the baseline; XLSX
workbooks are binary, so the server offers them no edits at all.
"""

from __future__ import annotations

import bisect
import json
import re
from xml.sax.saxutils import escape as xml_escape

from lsprotocol import types

from linter.lsp.diagnostics import finding_diagnostic
from linter.lsp.document import DocumentLint
from linter.model.findings import Finding
from linter.model.lines import count_breaks, line_start
from linter.model.places import encode
from linter.readers.jsontext import JsonText
from linter.readers.records import CardRecord

_DECODER = json.JSONDecoder()
_ABOUT_SUPPRESSIONS = ("unused-suppression", "suppression-without-reason")
_UNIT = re.compile(r"<(?:[\w.-]+:)?(trans-unit|unit)\b[^>]*>")


class _Text:
    """The linted text with offsets ↔ protocol positions."""

    def __init__(self, lint: DocumentLint) -> None:
        self.lint = lint
        self.text = lint.text
        self.starts = [0]
        for line in lint.lines:
            self.starts.append(self.starts[-1] + len(line))

    def position(self, offset: int) -> types.Position:
        index = max(bisect.bisect_right(self.starts, offset) - 1, 0)
        return self.lint.position(index + 1, offset - self.starts[index] + 1)

    def offset(self, line: int) -> int:
        """The offset of a 1-based line's start."""
        return self.starts[min(max(line - 1, 0), len(self.starts) - 1)]

    def insert(self, offset: int, text: str) -> types.TextEdit:
        at = self.position(offset)
        return types.TextEdit(types.Range(at, at), text)

    def replace(self, start: int, end: int, text: str) -> types.TextEdit:
        return types.TextEdit(types.Range(self.position(start), self.position(end)), text)


def _encode(text: str, encoding: str, input_format: str) -> str:
    escaped = encode(text, encoding)
    return xml_escape(escaped) if input_format in ("xliff", "tmx") else escaped


def _suggestion_edit(
    lint: DocumentLint, finding: Finding, card: CardRecord, input_format: str
) -> types.TextEdit | None:
    suggestion = getattr(finding, "suggestion", None)
    place = card.positions.get(finding.lang)
    span = finding.fix_region()[0]
    if not suggestion or place is None or span.end <= span.start:
        return None
    where = lint.text_range(card, finding.lang, span.start, span.end)
    return None if where is None else types.TextEdit(where, _encode(suggestion, place.encoding, input_format))


def _json_object_start(text: _Text, card: CardRecord) -> int | None:
    """The offset of the ``{`` that opens the card's object on its line."""
    start = text.offset(card.line)
    end = text.offset(card.line + 1)
    for found in re.finditer(r"\{", text.text[start:end]):
        try:
            value, _ = _DECODER.raw_decode(text.text, start + found.start())
        except (ValueError, RecursionError):
            continue
        if isinstance(value, dict) and str(value.get("id")) == card.id:
            return start + found.start()
    return None


def _json_suppression(text: _Text, card: CardRecord, entry: str) -> types.TextEdit | None:
    begin = _json_object_start(text, card)
    if begin is None:
        return None
    doc = JsonText(text.text)
    found = doc.find(begin, "cardlint")
    if found is None:
        first = doc.skip(begin + 1)
        if count_breaks(text.text, begin + 1, first):  # one key a line: a line of its own, indented like the next
            indent = text.text[line_start(text.text, first) : first]
            return text.insert(begin + 1, f'\n{indent}"cardlint": {entry},')
        return text.insert(first, f'"cardlint": {entry}, ')
    value, start, end = found
    if isinstance(value, list):
        return text.insert(end - 1, f", {entry}" if value else entry)
    return text.replace(start, end, f"[{text.text[start:end]}, {entry}]")


def _po_suppression(text: _Text, card: CardRecord, comment: str) -> types.TextEdit:
    index = card.line - 1
    lines = text.lint.lines
    while index > 0 and lines[index - 1].strip() and lines[index - 1].lstrip().startswith(("#", "msgctxt", '"')):
        index -= 1
    return text.insert(text.offset(index + 1), f"#. {comment}\n")


def _xliff_suppression(text: _Text, card: CardRecord, comment: str) -> types.TextEdit | None:
    unit = _UNIT.search(text.text, text.offset(card.line))
    if unit is None:
        return None
    note = f"<note>{xml_escape(comment)}</note>"
    begins = line_start(text.text, unit.start())
    indent = text.text[begins : unit.start()] if not text.text[begins : unit.start()].strip() else ""
    if unit.group(1) == "unit":  # XLIFF 2: notes come first, inside <notes>
        closing = text.text.find("</", unit.end())
        notes = re.compile(r"<(?:[\w.-]+:)?notes\s*>").search(
            text.text, unit.end(), closing if closing > 0 else len(text.text)
        )
        if notes is not None:
            return text.insert(notes.end(), note)
        return text.insert(unit.end(), f"\n{indent}  <notes>{note}</notes>")
    closing = text.text.find("</", unit.end())
    while closing >= 0 and not re.match(r"</(?:[\w.-]+:)?trans-unit\s*>", text.text[closing:]):
        closing = text.text.find("</", closing + 2)
    if closing < 0:
        return None
    before = text.text[line_start(text.text, closing) : closing]
    if before.strip():
        return text.insert(closing, note)
    return text.insert(closing, f"  {note}\n{before}")


def _tmx_suppression(text: _Text, card: CardRecord, lang: str, comment: str) -> types.TextEdit | None:
    """A ``<note>`` first inside the ``<tuv>`` of the finding's language (TMX puts notes before ``<seg>``)."""
    start = text.offset(card.line)
    end = text.text.find("</tu>", start)
    code = re.escape(card.locales.get(lang, lang))
    tuv = re.compile(rf"<tuv\b[^>]*\b(?:xml:)?lang\s*=\s*[\"']{code}[\"'][^>]*>").search(
        text.text, start, end if end > 0 else len(text.text)
    )
    if tuv is None:
        return None
    return text.insert(tuv.end(), f"<note>{xml_escape(comment)}</note>")


def _ignore_edit(text: _Text, finding: Finding, card: CardRecord, input_format: str) -> types.TextEdit | None:
    if input_format in ("jsonl", "json"):
        entry = json.dumps(
            {"ignore": [finding.name], "reason": "", "lang": card.locales.get(finding.lang, finding.lang)},
            ensure_ascii=False,
        )
        return _json_suppression(text, card, entry)
    comment = f"cardlint: ignore {finding.name} -- "
    if input_format == "po":
        return _po_suppression(text, card, comment)
    if input_format == "xliff":
        return _xliff_suppression(text, card, comment)
    if input_format == "tmx":
        return _tmx_suppression(text, card, finding.lang, comment)
    return None


def touches(finding: Finding, wanted: types.Range) -> bool:
    """Whether the finding is on the lines of ``wanted``."""
    first, last = finding.line - 1, max(finding.end_line, finding.line) - 1
    return first <= wanted.end.line and last >= wanted.start.line


def code_actions(lint: DocumentLint, uri: str, wanted: types.Range, input_format: str) -> list[types.CodeAction]:
    """The quick fixes for the findings on the lines of ``wanted`` (none in a binary workbook)."""
    if input_format == "xlsx":
        return []
    text: _Text | None = None
    by_id = {c.id: c for c in lint.records}
    out: list[types.CodeAction] = []
    for finding in lint.findings:
        card = by_id.get(finding.card)
        if card is None or not touches(finding, wanted):
            continue
        diagnostic = finding_diagnostic(lint, finding, card, uri)
        edit = _suggestion_edit(lint, finding, card, input_format)
        if edit is not None:
            r = finding.replacement
            title = (
                f"Replace with “{finding.suggestion}” ({r.origin})"
                if r
                else f"Use the canonical wording “{finding.suggestion}”"
            )
            out.append(_action(title, uri, edit, diagnostic, True))
        if finding.name in _ABOUT_SUPPRESSIONS:
            continue
        text = text or _Text(lint)
        edit = _ignore_edit(text, finding, card, input_format)
        if edit is not None:
            out.append(
                _action(
                    f"Ignore {finding.name} ({finding.code}) on card {finding.card!r} [{finding.lang}] "
                    "here, with a reason (write it after the suppression)",
                    uri,
                    edit,
                    diagnostic,
                    False,
                )
            )
    return out


def _action(
    title: str, uri: str, edit: types.TextEdit, diagnostic: types.Diagnostic, preferred: bool
) -> types.CodeAction:
    return types.CodeAction(
        title=title,
        kind=types.CodeActionKind.QuickFix,
        diagnostics=[diagnostic],
        is_preferred=preferred or None,
        edit=types.WorkspaceEdit(changes={uri: [edit]}),
    )
