"""Compiler-style text: ``path:line: card [lang] CODE name message`` and both snippets."""

from __future__ import annotations

from typing import TextIO

from linter.check import CheckResult
from linter.frames import Span

_COLORS = {"error": "\033[31m", "warning": "\033[33m", "info": "\033[36m"}
_BOLD, _RESET = "\033[1m", "\033[0m"


def _snippet(label: str, span: Span | None, text: str | None, color: bool) -> list[str]:
    if span is None or span.start == span.end:
        return [f"    {label}: (no matching phrase)"]
    line_start = span.start
    source = text if text is not None else span.text
    if text is None:
        return [f"    {label}: …{span.text}…"]
    while line_start > 0 and source[line_start - 1] != "\n":
        line_start -= 1
    line_end = source.find("\n", span.end)
    line_end = len(source) if line_end < 0 else line_end
    line = source[line_start:line_end]
    a, b = span.start - line_start, min(span.end, line_end) - line_start
    if color:
        return [f"    {label}: {line[:a]}{_BOLD}{line[a:b]}{_RESET}{line[b:]}"]
    return [f"    {label}: {line}", "    " + " " * (len(label) + 2) + " " * a + "^" * max(1, b - a)]


def write_text(result: CheckResult, out: TextIO, color: bool = False) -> None:
    texts = getattr(result, "texts", {})
    for f in result.findings:
        sev = f"{_COLORS.get(f.severity, '')}{f.severity}{_RESET}" if color else f.severity
        where = f"{f.path}:{f.line}:{f.column}" if f.column else f"{f.path}:{f.line}"
        out.write(f"{where}: {f.card} [{f.lang}] {f.code} {f.name} ({sev}) {f.message}\n")
        card_texts = texts.get((f.path, f.card), {})
        for line in _snippet(f.source_lang, f.source_span, card_texts.get(f.source_lang), color):
            out.write(line + "\n")
        for line in _snippet(f.lang, f.span, card_texts.get(f.lang), color):
            out.write(line + "\n")
    for e in result.errors:
        out.write(f"{e}\n")
    n = len(result.findings)
    cards = len({(f.path, f.card) for f in result.findings})
    out.write(
        f"Found {n} finding{'s' if n != 1 else ''} in {cards} of {result.cards} card{'s' if result.cards != 1 else ''}"
        f" ({result.pairs} translations checked)"
        + (f"; {len(result.errors)} input error{'s' if len(result.errors) != 1 else ''}" if result.errors else "")
        + ".\n"
    )
