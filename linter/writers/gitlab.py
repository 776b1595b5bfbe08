"""GitLab Code Quality: the CodeClimate JSON subset GitLab shows in merge requests.

Each finding is an issue with ``description``, ``check_name``, ``fingerprint`` (SARIF's, so
an issue survives cards being moved), ``severity`` and ``location`` (``path`` relative to
the checkout, ``lines.begin``). Unreadable records and files are issues too, so a broken
file is seen in the merge request rather than only in the job log.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, TextIO

from linter.model.findings import Finding, InputError
from linter.model.results import CheckResult
from linter.writers.common import fingerprints, relative_path, suggested

SEVERITIES = {"error": "major", "warning": "minor", "info": "info"}  # GitLab: info, minor, major, critical, blocker


def _location(path: str, line: int, end_line: int = 0) -> dict[str, Any]:
    begin = max(line, 1)
    return {"path": relative_path(path) if path else "", "lines": {"begin": begin, "end": max(end_line, begin)}}


def _issue(f: Finding, print_: str) -> dict[str, Any]:
    where = f" ({f.cell})" if f.cell else ""
    return {
        "type": "issue",
        "description": f"{f.card} [{f.lang}]{where}: {f.message}{suggested(f)}",
        "check_name": f"{f.code} {f.name}",
        "categories": ["Bug Risk"],
        "fingerprint": print_,
        "severity": SEVERITIES.get(f.severity, "minor"),
        "location": _location(f.path, f.line, f.end_line),
    }


def _input_issue(e: InputError) -> dict[str, Any]:
    key = f"input:{relative_path(e.path) if e.path else ''}:{e.message}"
    return {
        "type": "issue",
        "description": f"{e.cell}: {e.message}" if e.cell else e.message,
        "check_name": "cardlint input error" if e.level == "error" else f"cardlint input {e.level}",
        "categories": ["Bug Risk"],
        "fingerprint": hashlib.sha256(key.encode()).hexdigest(),
        "severity": {"error": "critical", "warning": "minor"}.get(e.level, "info"),
        "location": _location(e.path, e.line),
    }


def gitlab_issues(result: CheckResult) -> list[dict[str, Any]]:
    """The report as a list of issues (findings, then input errors)."""
    issues = [_issue(f, p) for f, p in zip(result.findings, fingerprints(result.findings), strict=True)]
    return issues + [_input_issue(e) for e in result.errors]


def write_gitlab(result: CheckResult, out: TextIO, color: bool = False) -> None:
    """Write the Code Quality report (``color`` is ignored: the report is for GitLab)."""
    json.dump(gitlab_issues(result), out, ensure_ascii=False, indent=1)
    out.write("\n")
