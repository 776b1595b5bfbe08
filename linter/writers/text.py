"""Compiler-style text: ``path:line:col: card [lang] CODE name (severity) message``, then both snippets.

Each snippet shows the line of the card's text with the compared words marked — by a
``^^^`` line below, or in colour (bold, in the severity's colour) when ``color`` is set.
Long lines are cut around the marked words so the marks stay under them.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from typing import TextIO

from linter.model.findings import Finding
from linter.model.frames import Span
from linter.model.results import CheckResult

_COLORS = {"error": "\033[31m", "warning": "\033[33m", "info": "\033[36m", "notice": "\033[36m"}
_BOLD, _DIM, _RESET = "\033[1m", "\033[2m", "\033[0m"
_CONTEXT = 40  # characters shown either side of the marked words on a long line


def _width(text: str) -> int:
    """Terminal columns of ``text``: combining marks take none, wide (East Asian) characters two."""
    return sum(0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _window(line: str, a: int, b: int) -> tuple[str, int, int]:
    """Cut a long line to the marked words and some context; the new (line, a, b)."""
    lo, hi = max(0, a - _CONTEXT), min(len(line), b + _CONTEXT)
    if lo > 0:  # start and end on whole words where the context allows
        space = line.find(" ", lo, a)
        lo = space + 1 if space >= 0 else lo
    if hi < len(line):
        space = line.rfind(" ", b, hi)
        hi = space if space >= 0 else hi
    prefix, suffix = ("…" if lo > 0 else ""), ("…" if hi < len(line) else "")
    return prefix + line[lo:hi] + suffix, a - lo + len(prefix), b - lo + len(prefix)


def _snippet(label: str, span: Span | None, text: str | None, severity: str, color: bool) -> list[str]:
    """The line of ``text`` holding ``span`` with the span marked, as output lines."""
    head = f"    {label}: "
    if text is None:
        if span is None or span.start == span.end:
            return []
        return [f"{head}…{span.text}…"]
    if span is None or span.start == span.end:  # nothing to mark: show the text, say so
        first = text.split("\n", 1)[0].replace("\t", " ")
        shown = _window(first, 0, 2 * _CONTEXT)[0] if len(first) > 3 * _CONTEXT + 20 else first
        note = "(no matching phrase)"
        return [f"{head}{shown}  {_DIM + note + _RESET if color else note}"]
    start = text.rfind("\n", 0, span.start) + 1
    end = text.find("\n", span.end)
    end = len(text) if end < 0 else end
    line = text[start:end].replace("\t", " ")
    a, b = span.start - start, min(span.end, end) - start
    if len(line) > 2 * _CONTEXT + (b - a) + 20:
        line, a, b = _window(line, a, b)
    if color:
        return [f"{head}{line[:a]}{_BOLD}{_COLORS.get(severity, '')}{line[a:b]}{_RESET}{line[b:]}"]
    return [head + line, " " * (_width(head) + _width(line[:a])) + "^" * max(1, _width(line[a:b]))]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


def summary_line(result: CheckResult) -> str:
    """One closing line: findings by severity, cards, translations checked, input errors."""
    n = len(result.findings)
    cards = len({(f.path, f.card) for f in result.findings})
    by_severity = Counter(f.severity for f in result.findings)
    detail = ", ".join(_plural(by_severity[s], s) for s in ("error", "warning", "info") if by_severity[s])
    levels = Counter(e.level for e in result.errors)
    since, unchanged = getattr(result, "changed_since", None), getattr(result, "unchanged", 0)  # --changed-since
    return (
        f"Found {_plural(n, 'finding')}{f' ({detail})' if n else ''} in {cards} of {_plural(result.cards, 'card')}"
        f" ({result.pairs} translation{'s' if result.pairs != 1 else ''} checked)"
        + (f"; {_plural(levels['error'], 'input error')}" if levels["error"] else "")
        + (f"; {_plural(levels['warning'], 'input warning')}" if levels["warning"] else "")
        + (f"; {_plural(levels['notice'], 'notice')}" if levels["notice"] else "")
        + (f"; {_plural(unchanged, 'card')} unchanged since {since} not checked" if since else "")
        + "."
    )


def _suggested(f: Finding) -> str:
    """The suggestion as a fix reads: what replaces which words, and where the wording comes from."""
    if f.replacement is None:
        return f"    suggestion: “{f.suggestion}”"
    r = f.replacement
    return f"    suggested: “{f.suggestion}” in place of “{r.span.text}” ({r.origin})"


def write_text(result: CheckResult, out: TextIO, color: bool = False) -> None:
    """Write every finding with its snippets, then the input errors, then the summary line."""
    texts = getattr(result, "texts", {})
    paint = (lambda code, s: f"{code}{s}{_RESET}") if color else (lambda code, s: s)
    for f in result.findings:
        where = f.where()
        sev = paint(_COLORS.get(f.severity, ""), f.severity)
        out.write(f"{paint(_BOLD, where)}: {f.card} [{f.lang}] {paint(_BOLD, f.code)} {f.name} ({sev}) {f.message}\n")
        card_texts = texts.get((f.path, f.card), {})
        if f.source_span is not None or f.span.start != f.span.end:  # suppression findings have no words to show
            if f.source_span is not None or f.lang != f.source_lang:  # a check of one text shows that text once
                for line in _snippet(f.source_lang, f.source_span, card_texts.get(f.source_lang), f.severity, color):
                    out.write(line + "\n")
            for line in _snippet(f.lang, f.span, card_texts.get(f.lang), f.severity, color):
                out.write(line + "\n")
        if f.suggestion is not None:
            out.write(_suggested(f) + "\n")
    for e in result.errors:
        level = paint(_COLORS.get(e.level, ""), e.level)
        out.write(f"{paint(_BOLD, e.where())}: {level}: {e.message}\n")
    line = summary_line(result)
    out.write((paint(_BOLD, line) if result.findings or result.errors else line) + "\n")
