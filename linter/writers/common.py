"""What several writers share: report paths, the order of severities, the alerts' fingerprints."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Iterable
from pathlib import Path, PurePath
from typing import TypeVar

from linter.model.findings import Finding

SEVERITY_RANK = {"error": 0, "warning": 1, "info": 2, "notice": 2}  # findings' severities and input levels

T = TypeVar("T")


def relative_path(path: str, root: str | os.PathLike[str] | None = None) -> str:
    """``path`` relative to ``root`` (default: the current directory), with forward slashes.

    Code scanning, GitLab and annotations resolve report paths against the checkout,
    so a path inside it must be relative; a path outside it stays absolute. Symlinks
    are resolved only when the path as written is not inside the root.
    """
    if not path:
        return path
    base = Path(root if root is not None else Path.cwd())
    for candidate, anchor in (
        (Path(os.path.abspath(path)), Path(os.path.abspath(base))),
        (Path(path).resolve(), base.resolve()),
    ):
        try:
            return candidate.relative_to(anchor).as_posix()
        except ValueError:
            continue
    return PurePath(os.path.abspath(path)).as_posix()


def by_severity(items: Iterable[T], severity_of: Callable[[T], str]) -> list[T]:
    """Most severe first; items of equal severity keep their (file) order."""
    return sorted(items, key=lambda item: SEVERITY_RANK.get(severity_of(item), len(SEVERITY_RANK)))


def suggested(f: Finding) -> str:
    """The finding's suggestion as a sentence appended to messages ("" without one): what replaces
    which words and where the wording comes from."""
    if f.suggestion is None:
        return ""
    r = f.replacement
    if r is None:
        return f" Suggested: “{f.suggestion}”."
    return f" Suggested: “{f.suggestion}” in place of “{r.span.text}” ({r.origin})."


def fingerprint(f: Finding, occurrence: int = 1) -> str:
    """Stable identity of a finding: card, language, rule and the frames compared, never lines."""
    key = f"{f.card}:{f.lang}:{f.code}:{f.fingerprint or f.message}"
    if occurrence > 1:  # the same difference twice on one card: two alerts, not one
        key += f":{occurrence}"
    return hashlib.sha256(key.encode()).hexdigest()


def fingerprints(findings: list[Finding]) -> list[str]:
    """Each finding's fingerprint; the same difference twice on one card counts its occurrences."""
    seen: dict[tuple[str, str, str, str], int] = {}
    out = []
    for f in findings:
        key = (f.card, f.lang, f.code, f.fingerprint or f.message)
        seen[key] = seen.get(key, 0) + 1
        out.append(fingerprint(f, seen[key]))
    return out
