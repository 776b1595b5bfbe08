"""The JSON document: findings, input errors, notices and a summary.

``errors`` are what makes the exit code 2 (a record or file that could not be read); ``notices``
are the input warnings and notices the text report lists beside them (a card on one side only,
a notes sheet or a file that is no card file, skipped), which fail nothing."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any, TextIO

from linter.model.findings import InputError
from linter.model.results import CheckResult


def summary(result: CheckResult) -> dict[str, Any]:
    by_rule = Counter(f.name for f in result.findings)
    by_lang = Counter(f.lang for f in result.findings)
    by_severity = Counter(f.severity for f in result.findings)
    return {
        "cards": result.cards,
        "translations": result.pairs,
        "findings": len(result.findings),
        "errors": sum(1 for e in result.errors if e.level == "error"),
        "notices": sum(1 for e in result.errors if e.level != "error"),
        "cards_with_findings": len({(f.path, f.card) for f in result.findings}),
        "by_rule": dict(sorted(by_rule.items())),
        "by_lang": dict(sorted(by_lang.items())),
        "by_severity": dict(sorted(by_severity.items())),
    } | (
        {"changed_since": since, "unchanged": getattr(result, "unchanged", 0)}
        if (since := getattr(result, "changed_since", None))
        else {}
    )


def _input(e: InputError) -> dict[str, Any]:
    return {"path": e.path, "line": e.line, "message": e.message} | ({"cell": e.cell} if e.cell else {})


def write_json(result: CheckResult, out: TextIO, color: bool = False) -> None:
    doc = {
        "findings": [f.to_json() for f in result.findings],
        "errors": [_input(e) for e in result.errors if e.level == "error"],
        "notices": [_input(e) | {"level": e.level} for e in result.errors if e.level != "error"],
        "summary": summary(result),
    }
    json.dump(doc, out, ensure_ascii=False, indent=2)
    out.write("\n")
