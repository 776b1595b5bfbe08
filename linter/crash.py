"""The crash-report path: an unexpected internal error names the card and text that caused it.

A user hit by a bug should see one line they can paste into a report, not a traceback
wall, and the bug costs that card only: the crash becomes the card's error and every other
card is still checked. The traceback is kept for ``--debug``. The errors travel between processes
(``--jobs``), so they carry the traceback as text.
"""

from __future__ import annotations

import traceback

from linter.model.findings import InputError

REPORT_HINT = "please report it with this line (run with --debug for the traceback)"
_SHOWN = 200  # characters of the text quoted in the one line


class TextCrash(Exception):
    """Analysing one text failed unexpectedly (raised inside the engine, before the card is known)."""

    def __init__(self, lang: str, text: str, trace: str) -> None:
        super().__init__(lang, text, trace)
        self.lang, self.text, self.trace = lang, text, trace


class CardCrash(Exception):
    """Checking one card failed unexpectedly: which card, which text, and the traceback."""

    def __init__(self, card: str, where: str, lang: str, text: str, cause: str, trace: str) -> None:
        super().__init__(card, where, lang, text, cause, trace)
        self.card, self.where, self.lang, self.text, self.cause, self.trace = card, where, lang, text, cause, trace

    def __str__(self) -> str:
        return f"cardlint: internal error on card {self.card!r} ({self.where}) {self._what()}"

    def _what(self) -> str:
        shown = "".join(c if c.isprintable() else f"\\u{ord(c):04x}" for c in self.text[:_SHOWN])
        shown += "…" if len(self.text) > _SHOWN else ""
        return f"[{self.lang}] “{shown}”: {self.cause} — {REPORT_HINT}"

    def error(self, path: str, line: int) -> InputError:
        """The crash as its card's error: the run goes on, every other card's findings are kept."""
        return InputError(path, line, f"internal error on card {self.card!r} {self._what()}")


def text_crash(lang: str, text: str, exc: BaseException) -> TextCrash:
    """Wrap the exception being handled with the text that caused it."""
    return TextCrash(lang, text, "".join(traceback.format_exception(exc)))


def card_crash(card_id: str, where: str, exc: BaseException, lang: str, text: str) -> CardCrash:
    """Wrap the exception being handled with its card; a TextCrash already knows its text."""
    if isinstance(exc, TextCrash):
        cause = exc.__cause__ or exc
        return CardCrash(card_id, where, exc.lang, exc.text, f"{type(cause).__name__}: {cause}", exc.trace)
    return CardCrash(
        card_id, where, lang, text, f"{type(exc).__name__}: {exc}", "".join(traceback.format_exception(exc))
    )
