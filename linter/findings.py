"""The one findings model every writer formats."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from linter.frames import Span


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
    cell: str = ""  # a spreadsheet's cell holding the translated text (``Sheet1!C12``); ``line`` is its row

    def where(self) -> str:
        """``path:line:column``, or ``path:Sheet1!C12`` for a spreadsheet cell, as people read it."""
        if self.cell:
            return f"{self.path}:{self.cell}"
        return f"{self.path}:{self.line}:{self.column}" if self.column else f"{self.path}:{self.line}"

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
            | ({"cell": self.cell} if self.cell else {})
        )


@dataclass(frozen=True)
class InputError:
    """A record or file cardlint could not read; it never hides other cards' findings."""

    path: str
    line: int
    message: str
    level: str = "error"  # "warning": worth saying, not a failure (a card on one side only)

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else self.path
        return f"{where}: {self.level}: {self.message}"
