"""SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.

Every rule is described (with its documentation page as help, both read from the model's
``CATALOG``) so a viewer can explain an alert; each result points at the translated words in the user's file, with the
source words as a related location; ``partialFingerprints`` identify a finding by
card, language, rule and concept frames, so an alert survives cards being moved.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import metadata
from pathlib import Path
from typing import Any, TextIO
from urllib.parse import quote

from linter import __version__
from linter.model.findings import Finding, InputError
from linter.model.results import CheckResult
from linter.model.rules import CATALOG, RuleEntry
from linter.writers.common import by_severity, fingerprints, relative_path, suggested

SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json"
SRCROOT = "%SRCROOT%"
FINGERPRINT_KEY = "cardlint/v1"
LEVELS = {"error": "error", "warning": "warning", "info": "note", "notice": "note"}
MAX_RESULTS = 25_000  # GitHub code scanning rejects a run with more results


def _information_uri() -> str | None:
    """The project's home page from the installed package's metadata, where it declares one."""
    try:
        meta = metadata.metadata("cardlint")
    except metadata.PackageNotFoundError:
        return None
    for entry in meta.get_all("Project-URL") or []:
        label, _, url = entry.partition(",")
        if label.strip().lower() in ("homepage", "repository", "source", "documentation") and url.strip():
            return url.strip()
    home_page = meta.get_all("Home-page") or [None]  # the protocol has get() only from Python 3.12
    return home_page[0] or None


@cache
def _help(rule: RuleEntry) -> tuple[str, str]:
    """(text, markdown): the rule's page, as ``cardlint explain`` prints it (every rule has one)."""
    page = CATALOG.page(rule.name)
    return page, page


def _descriptor(rule: RuleEntry) -> dict[str, Any]:
    text, markdown = _help(rule)
    return {
        "id": rule.code,
        "name": rule.name,
        "shortDescription": {"text": rule.summary},
        "fullDescription": {"text": f"{rule.summary} Why it matters: {rule.why}."},
        "help": {"text": text, "markdown": markdown},
        "defaultConfiguration": {"level": LEVELS.get(rule.severity, "warning")},
        "properties": {
            "tags": ["translation", "localization", "suppression" if rule.code.startswith("CL9") else "targeting"]
        },
    }


def _unknown_rule(code: str, name: str) -> dict[str, Any]:
    """A descriptor for a finding whose code is not in the registry (code scanning needs one)."""
    return {"id": code, "name": name, "shortDescription": {"text": name}, "properties": {"tags": ["translation"]}}


def _artifact(path: str, root: Path) -> dict[str, Any]:
    rel = relative_path(path, root)
    if Path(rel).is_absolute():  # outside the checkout: no base to resolve against
        return {"uri": Path(rel).as_uri()}
    return {"uri": quote(rel, safe="/"), "uriBaseId": SRCROOT}


def _region(line: int, column: int, end_line: int = 0, end_column: int = 0) -> dict[str, Any]:
    region: dict[str, Any] = {"startLine": max(1, line)}
    if column > 0:
        region["startColumn"] = column
        last = end_line or line
        if (last, end_column) > (line, column):  # an empty span has no end: the viewer shows the line
            region["endLine"] = last
            region["endColumn"] = end_column
    return region


def _cell(cell: str) -> list[dict[str, Any]]:
    """A spreadsheet cell (``Cards!C4``, a row ``Cards!4:4``) as a SARIF logical location."""
    sheet, _, name = cell.rpartition("!")
    return [{"name": name, "fullyQualifiedName": cell, "kind": "element"}] if sheet else []


def _result(f: Finding, rule_index: int, print_: str, root: Path) -> dict[str, Any]:
    artifact = _artifact(f.path, root)
    location: dict[str, Any] = {
        "physicalLocation": {
            "artifactLocation": artifact,
            "region": _region(f.line, f.column, f.end_line, f.end_column),
        }
    }
    if f.cell:  # a workbook: the region is the cell's row and its characters, the cell is a logical location
        location["logicalLocations"] = _cell(f.cell)
    result: dict[str, Any] = {
        "ruleId": f.code,
        "ruleIndex": rule_index,
        "level": LEVELS.get(f.severity, "warning"),
        "message": {"text": f"{f.card} [{f.lang}]{f' ({f.cell})' if f.cell else ''}: {f.message}{suggested(f)}"},
        "locations": [location],
        "partialFingerprints": {FINGERPRINT_KEY: print_},
        "properties": {"card": f.card, "lang": f.lang, "sourceLang": f.source_lang, "game": f.game, "rule": f.name},
    }
    if f.source_line and f.source_span is not None:
        result["relatedLocations"] = [
            {
                "id": 1,
                "physicalLocation": {
                    "artifactLocation": dict(artifact),
                    "region": _region(f.source_line, f.source_column),
                },
                "message": {"text": f"source text [{f.source_lang}]: “{f.source_span.text}”"},
            }
        ]
    if f.suggestion is not None:
        result["properties"]["suggestion"] = f.suggestion
        _, line, column, end_line, end_column = f.fix_region()
        if f.replacement is not None:
            result["properties"]["suggestionOrigin"] = f.replacement.origin
        if column and end_column:  # a fix needs the exact region it replaces
            result["fixes"] = [
                {
                    "description": {"text": f"Replace with “{f.suggestion}”"},
                    "artifactChanges": [
                        {
                            "artifactLocation": dict(artifact),
                            "replacements": [
                                {
                                    "deletedRegion": _region(line, column, end_line, end_column),
                                    "insertedContent": {"text": f.suggestion},
                                }
                            ],
                        }
                    ],
                }
            ]
    return result


def _notification(e: InputError, root: Path) -> dict[str, Any]:
    text = f"{e.cell}: {e.message}" if e.cell else e.message
    note: dict[str, Any] = {"level": LEVELS.get(e.level, "warning"), "message": {"text": text}}
    if e.path:
        physical: dict[str, Any] = {"artifactLocation": _artifact(e.path, root)}
        if e.line:
            physical["region"] = {"startLine": e.line}
        location: dict[str, Any] = {"physicalLocation": physical}
        if e.cell:
            location["logicalLocations"] = _cell(e.cell)
        note["locations"] = [location]
    return note


def sarif_document(result: CheckResult, root: Path | None = None) -> dict[str, Any]:
    """The SARIF log as a dict (paths relative to ``root``, default the current directory)."""
    root = (root or Path.cwd()).resolve()
    rules = [_descriptor(r) for r in CATALOG.entries]
    index = {r.code: i for i, r in enumerate(CATALOG.entries)}
    findings = result.findings
    if len(findings) > MAX_RESULTS:  # keep the most severe, in file order
        kept = set(by_severity(range(len(findings)), lambda i: findings[i].severity)[:MAX_RESULTS])
        findings = [f for i, f in enumerate(findings) if i in kept]
    results = []
    for f, print_ in zip(findings, fingerprints(findings), strict=True):
        if f.code not in index:
            index[f.code] = len(rules)
            rules.append(_unknown_rule(f.code, f.name))
        results.append(_result(f, index[f.code], print_, root))
    notifications = [_notification(e, root) for e in result.errors]
    left_out = len(result.findings) - len(findings)
    if left_out:
        notifications.append(
            {
                "level": "warning",
                "message": {
                    "text": (
                        f"{left_out} less severe finding{'s' if left_out != 1 else ''} left out: code scanning accepts at most "
                        f"{MAX_RESULTS:,} results per run; see the text or JSON report for all of them"
                    )
                },
            }
        )
    driver: dict[str, Any] = {"name": "cardlint", "version": __version__, "semanticVersion": __version__}
    uri = _information_uri()
    if uri:
        driver["informationUri"] = uri
    driver["rules"] = rules
    return {
        "$schema": SCHEMA_URI,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {"driver": driver},
                "originalUriBaseIds": {SRCROOT: {"uri": root.as_uri().rstrip("/") + "/"}},
                "invocations": [
                    {
                        "executionSuccessful": not any(e.level == "error" for e in result.errors),
                        "toolExecutionNotifications": notifications,
                    }
                ],
                "columnKind": "unicodeCodePoints",
                "results": results,
            }
        ],
    }


def write_sarif(result: CheckResult, out: TextIO, color: bool = False) -> None:
    """Write the SARIF log (``color`` is ignored: SARIF is for machines)."""
    json.dump(
        sarif_document(result), out, ensure_ascii=False, separators=(",", ":")
    )  # compact: GitHub caps uploads at 10 MB
    out.write("\n")
