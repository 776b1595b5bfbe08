"""The one findings model every writer formats: a finding, an input error, and how a finding is
identified (``fingerprint``). Built by ``linter.rules.model.build``."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from linter.model.frames import Span

NOWHERE = Span(0, 0, "")  # a finding about the card or the record as a whole
SEVERITIES = ("error", "warning", "info")
ALL_LANGUAGES = "*"  # the ``lang`` of a finding about a suppression that covers every language


def lower(severity: str) -> str:
    """One step less severe: differences in reminder text, which has no rules force."""
    return SEVERITIES[min(SEVERITIES.index(severity) + 1, len(SEVERITIES) - 1)]


@dataclass(frozen=True)
class Replacement:
    """Where a suggestion goes when it is not the finding's own span (a target phrase and its details),
    as the file has it, and where the wording comes from ("used on 47 cards of set X")."""

    span: Span  # in the translated text
    line: int = 0  # in the file (1-based; columns as ``Finding``'s, end exclusive)
    column: int = 0
    end_line: int = 0
    end_column: int = 0
    origin: str = ""  # provenance, said beside the suggestion
    built: bool = False  # no evidence in the files: built from the locale's own patterns


@dataclass(frozen=True)
class Finding:
    code: str
    name: str
    severity: str
    game: str
    card: str
    lang: str
    source_lang: str
    message: str
    span: Span
    source_span: Span | None = None
    path: str = ""
    line: int = 0  # where the translated text's span is in the file (1-based)…
    column: int = 0
    end_line: int = 0
    end_column: int = 0  # …exclusive
    source_line: int = 0  # where the source text's span is, where the format has it
    source_column: int = 0
    fingerprint: str = field(default="", compare=False)
    suggestion: str | None = None  # a replacement text for ``span``, where a canonical rendering exists
    reminder: bool = False  # found in reminder text: one step below the rule's (configured) severity
    cell: str = ""  # a spreadsheet's cell holding the translated text (``Sheet1!C12``); ``line`` is its row
    replacement: Replacement | None = None  # where ``suggestion`` goes, when not ``span`` (linter.suggest)

    def where(self) -> str:
        """``path:line:column``, or ``path:Sheet1!C12`` for a spreadsheet cell, as people read it."""
        if self.cell:
            return f"{self.path}:{self.cell}"
        return f"{self.path}:{self.line}:{self.column}" if self.column else f"{self.path}:{self.line}"

    def fix_region(self) -> tuple[Span, int, int, int, int]:
        """Where ``suggestion`` goes: its span in the text and (line, column, end line, end column) in the file."""
        r = self.replacement
        if r is None:
            return self.span, self.line, self.column, self.end_line, self.end_column
        return r.span, r.line, r.column, r.end_line, r.end_column

    def _replacement_json(self) -> dict[str, Any]:
        where, line, column, end_line, end_column = self.fix_region()
        r = self.replacement
        return {
            "start": where.start,
            "end": where.end,
            "text": where.text,
            "line": line,
            "column": column,
            "end_line": end_line,
            "end_column": end_column,
            "origin": r.origin if r else "",
            "built": r.built if r else False,
        }

    def to_json(self) -> dict[str, Any]:
        def span(s: Span | None) -> dict[str, Any] | None:
            return None if s is None else {"start": s.start, "end": s.end, "text": s.text}

        return (
            {
                "code": self.code,
                "name": self.name,
                "severity": self.severity,
                "game": self.game,
                "card": self.card,
                "lang": self.lang,
                "source_lang": self.source_lang,
                "message": self.message,
                "path": self.path,
                "line": self.line,
                "column": self.column,
                "end_line": self.end_line,
                "end_column": self.end_column,
                "source_line": self.source_line,
                "source_column": self.source_column,
                "span": span(self.span),
                "source_span": span(self.source_span),
                "fingerprint": self.fingerprint,
            }
            | ({"suggestion": self.suggestion} if self.suggestion is not None else {})
            | ({"replacement": self._replacement_json()} if self.suggestion is not None else {})
            | ({"cell": self.cell} if self.cell else {})
        )


INPUT_LEVELS = ("error", "warning", "notice")


@dataclass(frozen=True)
class InputError:
    """A record or file cardlint could not read; it never hides other cards' findings.

    ``level``: "error" fails the run (exit code 2); "warning" is worth a look but no failure (a card
    on one side only); "notice" only says what cardlint did (a file in a folder that holds no cards,
    skipped). ``cell``: a spreadsheet's sheet and cell or row (``Cards!C4``, ``Cards!4:4``); ``line``
    is then the row."""

    path: str
    line: int
    message: str
    level: str = "error"
    cell: str = ""

    def where(self) -> str:
        """``path:line``, ``path:Cards!C4`` for a spreadsheet, or the path alone for the file as a whole."""
        if self.cell:
            return f"{self.path}:{self.cell}"
        return f"{self.path}:{self.line}" if self.line else self.path

    def __str__(self) -> str:
        return f"{self.where()}: {self.level}: {self.message}"


def fingerprint(card: str, lang: str, name: str, parts: Iterable[str]) -> str:
    """Identifies a finding by what it is about, never where it is: the card, the language, the rule
    and the rule's own parts (the frames compared, the words found), so it survives moving cards."""
    return hashlib.sha256("\x1f".join((card, lang, name, *parts)).encode()).hexdigest()[:16]
