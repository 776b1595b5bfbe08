"""The card record every reader produces, and where its texts sit in the user's file."""

from __future__ import annotations

import json
from dataclasses import dataclass, field


@dataclass(frozen=True)
class TextPosition:
    """Where a text's first character is in the file (1-based line and column).

    ``encoding`` says how the text is written there, so an offset inside the decoded
    text can be turned back into a line and column: ``raw`` (verbatim; a newline in
    the text starts a new line in the file) or ``json`` (a JSON string on one line,
    escapes included).
    """

    line: int
    column: int
    encoding: str = "raw"

    def at(self, text: str, offset: int) -> tuple[int, int]:
        """The file line and column of ``text[offset]``."""
        prefix = text[: max(0, min(offset, len(text)))]
        if self.encoding == "json":
            return self.line, self.column + len(json.dumps(prefix, ensure_ascii=False)) - 2
        newlines = prefix.count("\n")
        if newlines == 0:
            return self.line, self.column + len(prefix)
        return self.line + newlines, len(prefix) - prefix.rfind("\n")


@dataclass(frozen=True)
class Suppression:
    """An inline "ignore these rules here, because…" written in the user's own file."""

    rules: tuple[str, ...]   # rule names or codes
    reason: str              # empty: a suppression without a reason (itself a finding)
    line: int = 0
    lang: str | None = None  # None: every language of the card


@dataclass(frozen=True)
class CardRecord:
    id: str
    texts: dict[str, str]
    game: str | None = None
    card_type: str | None = None
    path: str = ""
    line: int = 0
    positions: dict[str, TextPosition] = field(default_factory=dict, compare=False)
    suppressions: tuple[Suppression, ...] = ()
    locales: dict[str, str] = field(default_factory=dict, compare=False)  # language → locale code as written ("es-419")
