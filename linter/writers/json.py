"""The JSON document: findings, input errors and a summary."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any, TextIO

from linter.check import CheckResult


def summary(result: CheckResult) -> dict[str, Any]:
    by_rule = Counter(f.name for f in result.findings)
    by_lang = Counter(f.lang for f in result.findings)
    by_severity = Counter(f.severity for f in result.findings)
    return {
        "cards": result.cards,
        "translations": result.pairs,
        "findings": len(result.findings),
        "errors": len(result.errors),
        "cards_with_findings": len({(f.path, f.card) for f in result.findings}),
        "by_rule": dict(sorted(by_rule.items())),
        "by_lang": dict(sorted(by_lang.items())),
        "by_severity": dict(sorted(by_severity.items())),
    } | (
        {"changed_since": since, "unchanged": getattr(result, "unchanged", 0)}
        if (since := getattr(result, "changed_since", None))
        else {}
    )


def write_json(result: CheckResult, out: TextIO, color: bool = False) -> None:
    doc = {
        "findings": [f.to_json() for f in result.findings],
        "errors": [{"path": e.path, "line": e.line, "message": e.message} for e in result.errors],
        "summary": summary(result),
    }
    json.dump(doc, out, ensure_ascii=False, indent=2)
    out.write("\n")
