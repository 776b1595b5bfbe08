"""Baselines: accept today's findings once, then report only new ones.

An entry identifies a finding by card id, language, rule and the finding's
``fingerprint`` (a hash of the two concept frames, not of line numbers), so
reordering cards, editing other cards or moving a card to another file does not
make it "new". Path and message are kept for the humans reading the file. The
file is JSON with one entry a line — diffs stay readable and a stale entry can be
reported at its line.
"""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from linter import __version__
from linter.model.findings import ALL_LANGUAGES, Finding
from linter.model.lines import count_breaks
from linter.output import write_atomic
from linter.readers.jsontext import JsonText

VERSION = 1
_KEYS = ("card", "lang", "rule", "fingerprint")


class BaselineError(Exception):
    """A baseline file cannot be read or written (names the file, and the line where known)."""


@dataclass(frozen=True)
class BaselineEntry:
    card: str
    lang: str
    rule: str  # the rule's name (names are stable; codes are shown too)
    fingerprint: str
    path: str = ""  # for humans: where the finding was when the baseline was written
    message: str = ""
    line: int = 0  # where the entry is in the baseline file

    @property
    def key(self) -> tuple[str, str, str, str]:
        return (self.card, self.lang, self.rule, self.fingerprint)


@dataclass(frozen=True)
class Baseline:
    path: Path
    entries: tuple[BaselineEntry, ...]


def finding_key(f: Finding) -> tuple[str, str, str, str]:
    return (f.card, f.lang, f.name, f.fingerprint)


def _display_path(path: str, baseline: Path) -> str:
    """The finding's path relative to the baseline's folder, so the file reads the same from any directory."""
    if not path:
        return ""
    try:
        return Path(os.path.relpath(Path(path).resolve(), baseline.resolve().parent)).as_posix()
    except ValueError:  # another drive (Windows)
        return Path(path).as_posix()


def write_baseline(path: Path, findings: Iterable[Finding]) -> int:
    """Record ``findings`` in ``path`` (replaced atomically); returns the number of entries."""
    entries = sorted(
        (
            {
                "card": f.card,
                "lang": f.lang,
                "rule": f.name,
                "code": f.code,
                "fingerprint": f.fingerprint,
                "path": _display_path(f.path, path),
                "message": f.message,
            }
            for f in findings
        ),
        key=lambda e: (e["card"], e["lang"], e["rule"], e["fingerprint"], e["path"]),
    )

    def render(out: TextIO) -> None:
        out.write(f'{{\n  "version": {VERSION},\n  "tool": {json.dumps("cardlint " + __version__)},\n  "entries": [')
        for i, entry in enumerate(entries):
            out.write(("," if i else "") + "\n    " + json.dumps(entry, ensure_ascii=False))
        out.write("\n  ]\n}\n")

    try:
        write_atomic(path, render)
    except OSError as exc:
        raise BaselineError(f"{path}: cannot write baseline: {exc.strerror or exc}") from None
    return len(entries)


_FINGERPRINT_KEY = re.compile(r'(?<!\\)"fingerprint"\s*:')


def load_baseline(path: Path) -> Baseline:
    """Read a baseline written by :func:`write_baseline` (or edited by hand)."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise BaselineError(f"{path}: baseline file not found (create it with --write-baseline)") from None
    except UnicodeDecodeError as exc:
        raise BaselineError(f"{path}: not UTF-8 text (byte {exc.start + 1})") from None
    except OSError as exc:
        raise BaselineError(f"{path}: cannot read baseline: {exc.strerror or exc}") from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        line, problem = JsonText(text).error(exc)
        raise BaselineError(f"{path}:{line}: {problem}") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("entries"), list):
        raise BaselineError(f'{path}:1: not a cardlint baseline (expected an object with an "entries" list)')
    if doc.get("version") != VERSION:
        raise BaselineError(
            f"{path}:1: unsupported baseline version {doc.get('version')!r} "
            f"(this cardlint reads version {VERSION}; write it again with --write-baseline)"
        )
    # entries are in file order, and so are their "fingerprint" keys: the n-th key's line is the n-th entry's
    lines = [count_breaks(text, 0, m.start()) + 1 for m in _FINGERPRINT_KEY.finditer(text)]
    entries = []
    for n, raw in enumerate(doc["entries"]):
        line = lines[n] if n < len(lines) else 0
        if not isinstance(raw, dict) or any(not isinstance(raw.get(k), str) or not raw.get(k) for k in _KEYS):
            raise BaselineError(
                f"{path}:{line}: baseline entry {n + 1} needs the strings {', '.join(repr(k) for k in _KEYS)}"
            )
        entries.append(
            BaselineEntry(
                raw["card"],
                raw["lang"],
                raw["rule"],
                raw["fingerprint"],
                str(raw.get("path", "")),
                str(raw.get("message", "")),
                line,
            )
        )
    return Baseline(path, tuple(entries))


def filter_new(
    findings: Iterable[Finding], entries: Iterable[BaselineEntry]
) -> tuple[list[Finding], list[BaselineEntry]]:
    """``(findings not in the entries, entries that no longer occur)``.

    Entries are counted: a baseline holding one finding does not hide a second,
    identical one that appears later on the same card.
    """
    entries = list(entries)
    remaining = Counter(e.key for e in entries)
    new = take_new(findings, remaining)
    return new, leftover(entries, remaining)


def leftover(entries: Iterable[BaselineEntry], remaining: Counter[tuple[str, str, str, str]]) -> list[BaselineEntry]:
    """The entries no finding used up (``remaining``: what ``take_new`` left of their counts), in file order."""
    stale = []
    for entry in entries:
        if remaining[entry.key] > 0:
            remaining[entry.key] -= 1
            stale.append(entry)
    return stale


def take_new(findings: Iterable[Finding], remaining: Counter[tuple[str, str, str, str]]) -> list[Finding]:
    """The findings not in ``remaining`` (baseline keys → how many are left), using up what they match."""
    new: list[Finding] = []
    for f in findings:
        key = finding_key(f)
        if remaining[key] > 0:
            remaining[key] -= 1
        else:
            new.append(f)
    return new


def held(entry: BaselineEntry, records: Sequence[Collection[str]]) -> bool:
    """Whether one of the records of the entry's card (each given by the languages of its texts) holds
    its language: a document answers for its own texts only (a per-language file of a split database
    does not hold the other languages). An entry about a suppression of every language is held by any
    record of its card."""
    return bool(records) and (entry.lang == ALL_LANGUAGES or any(entry.lang in langs for langs in records))


def by_card(baseline: Baseline) -> dict[str, list[BaselineEntry]]:
    """The baseline's entries grouped by card id: a finding only ever matches entries of its own card,
    so one card's findings can be screened alone (the language server)."""
    grouped: dict[str, list[BaselineEntry]] = {}
    for e in baseline.entries:
        grouped.setdefault(e.card, []).append(e)
    return grouped
