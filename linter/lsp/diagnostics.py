"""Findings and input errors as protocol diagnostics.

A finding is underlined on the translation's words; its ``relatedInformation``
points at the source-language words; its ``codeDescription`` links the rule's page
as a ``file://`` URI of the page installed with cardlint (``linter/docs/rules/``),
which works offline and always matches the installed version.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from lsprotocol import types

from linter.lsp.document import DocumentLint
from linter.model.findings import Finding, InputError
from linter.readers.records import CardRecord
from linter.rule_docs import page_file
from linter.rules import rule

SOURCE = "cardlint"
SEVERITY = {
    "error": types.DiagnosticSeverity.Error,
    "warning": types.DiagnosticSeverity.Warning,
    "info": types.DiagnosticSeverity.Information,
}
_INPUT = {
    "error": types.DiagnosticSeverity.Error,
    "warning": types.DiagnosticSeverity.Warning,
    "notice": types.DiagnosticSeverity.Information,
}
_ABOUT_SUPPRESSIONS = ("unused-suppression", "suppression-without-reason")


@cache
def rule_page_uri(name: str) -> str:
    """Where the rule's documentation page is (the registry's rule), as a link an editor can open."""
    return Path(str(page_file(rule(name)))).resolve().as_uri()


def finding_range(lint: DocumentLint, finding: Finding, card: CardRecord | None) -> types.Range:
    """The translation's words; its whole text when the translation lacks the phrase; the
    suppression's line for findings about a suppression."""
    if card is not None and finding.name not in _ABOUT_SUPPRESSIONS and finding.lang in card.texts:
        span = finding.span
        start, end = (span.start, span.end) if span.end > span.start else (0, len(card.texts[finding.lang]))
        found = lint.text_range(card, finding.lang, start, end)
        if found is not None:
            return found
    return lint.line_range(finding.line or (card.line if card else 0))


def _related(
    lint: DocumentLint, finding: Finding, card: CardRecord | None, uri: str
) -> list[types.DiagnosticRelatedInformation] | None:
    span = finding.source_span
    if card is None or span is None or finding.source_lang not in card.positions:
        return None
    text = card.texts[finding.source_lang]
    if card.source_path:  # a split database: the source text is in its own file
        place = card.positions[finding.source_lang]
        (line, column), (end_line, end_column) = place.at(text, span.start), place.at(text, span.end)
        where = types.Location(
            Path(card.source_path).resolve().as_uri(),
            types.Range(types.Position(line - 1, column - 1), types.Position(end_line - 1, end_column - 1)),
        )
    else:
        where = types.Location(uri, lint.text_range(card, finding.source_lang, span.start, span.end))  # type: ignore[arg-type]
    return [types.DiagnosticRelatedInformation(where, f"source [{finding.source_lang}] “{span.text}”")]


def finding_diagnostic(lint: DocumentLint, finding: Finding, card: CardRecord | None, uri: str) -> types.Diagnostic:
    return types.Diagnostic(
        range=finding_range(lint, finding, card),
        message=f"{finding.name}: {finding.message}" + (f" ({finding.cell})" if finding.cell else ""),
        severity=SEVERITY.get(finding.severity, types.DiagnosticSeverity.Warning),
        code=finding.code,
        code_description=types.CodeDescription(rule_page_uri(finding.name)),
        source=SOURCE,
        related_information=_related(lint, finding, card, uri),
        data={"card": finding.card, "lang": finding.lang, "rule": finding.name, "fingerprint": finding.fingerprint},
    )


def error_diagnostic(lint: DocumentLint, error: InputError) -> types.Diagnostic:
    """A record or file cardlint could not read, on its line (the first line when the file as a whole is wrong)."""
    return types.Diagnostic(
        range=lint.line_range(error.line or 1),
        message=f"{error.message} ({error.cell})" if error.cell else error.message,
        severity=_INPUT.get(error.level, types.DiagnosticSeverity.Warning),
        code="input",
        source=SOURCE,
    )


class Publisher:
    """Builds a document's diagnostics, reusing those of cards that did not change.

    A card record that is the very same object as in the last lint (JSON lines keep the
    records of unchanged lines) with the same findings has the same diagnostics.
    """

    def __init__(self) -> None:
        self._last: dict[int, tuple[CardRecord, list[Finding], list[types.Diagnostic]]] = {}

    def diagnostics(self, lint: DocumentLint, uri: str) -> list[types.Diagnostic]:
        """Everything to show for the document, in file order."""
        per_card: dict[int, tuple[CardRecord | None, list[Finding]]] = {}
        findings, done = lint.findings, 0
        counts = lint.reuse.counts if lint.reuse is not None else None
        if counts is not None:  # the findings are each record's in turn (then the others): no look-up each
            for record, count in zip(lint.records, counts, strict=True):
                if count:
                    per_card[id(record)] = (record, findings[done : done + count])
                    done += count
        for f in findings[done:]:
            card = lint.card_of(f)
            per_card.setdefault(id(card), (card, []))[1].append(f)
        current: dict[int, tuple[CardRecord, list[Finding], list[types.Diagnostic]]] = {}
        out: list[types.Diagnostic] = []
        for key, (card, findings) in per_card.items():
            last = self._last.get(key)
            if card is not None and last is not None and last[0] is card and last[1] == findings:
                made = last[2]
            else:
                made = [finding_diagnostic(lint, f, card, uri) for f in findings]
            if card is not None:
                current[key] = (card, findings, made)
            out += made
        self._last = current
        out += [error_diagnostic(lint, e) for e in lint.errors]
        return sorted(out, key=lambda d: (d.range.start.line, d.range.start.character))
