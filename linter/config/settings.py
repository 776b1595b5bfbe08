"""The effective settings: each value with where it came from, and what applies to one file."""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path, PurePosixPath
from typing import Any

from linter.config import printer
from linter.config.globs import matches
from linter.config.keys import Setting
from linter.model.findings import SEVERITIES, Finding, lower
from linter.rules import rule


@dataclass(frozen=True)
class PathRule:
    """Overrides for the files one glob matches (relative to the configuration file)."""

    glob: str
    game: str | None = None
    langs: tuple[str, ...] | None = None
    ignore: frozenset[str] = frozenset()

    def matches(self, relative: PurePosixPath) -> bool:
        return matches(self.glob, relative)


@dataclass(frozen=True)
class PathSettings:
    """What applies to one input file."""

    game: str | None
    source_lang: str
    langs: tuple[str, ...] | None
    ignore: frozenset[str]
    include_fuzzy: bool
    input_format: str | None  # None: by file extension


@dataclass(frozen=True)
class EffectiveConfig:
    settings: dict[str, Setting]
    path: Path | None = None  # the configuration file, if any
    root: Path = Path(".")  # per-path globs and the baseline are relative to this folder

    def __getitem__(self, key: str) -> Any:
        return self.settings[key].value

    @property
    def game(self) -> str | None:
        return self["game"]

    @property
    def source_lang(self) -> str:
        return self["source-lang"]

    @property
    def langs(self) -> tuple[str, ...] | None:
        return self["langs"]

    @property
    def fail_on(self) -> str:
        return self["fail-on"]

    @property
    def baseline(self) -> Path | None:
        return self["baseline"]

    @property
    def include_fuzzy(self) -> bool:
        return self["include-fuzzy"]

    @property
    def consistency(self) -> dict[str, int | float]:
        return dict(self["consistency"])

    @property
    def input_format(self) -> str | None:
        return self["input-format"]

    @property
    def max_text_length(self) -> int:
        return self["max-text-length"]

    def severity_of(self, key: str) -> str:
        """The rule's severity here: the configured override, else its default."""
        r = rule(key)
        return self["severity"].get(r.name, r.severity)

    def selected(self, key: str, path: str | os.PathLike[str] | None = None) -> bool:
        """Whether a rule is checked (for one file, if ``path`` is given)."""
        name = rule(key).name
        if self["select"] and name not in self["select"]:
            return False
        if name in self["ignore"]:
            return False
        return path is None or name not in self.for_path(path).ignore

    def for_path(self, path: str | os.PathLike[str]) -> PathSettings:
        """The settings for one file: the per-path entries that match it apply in order."""
        game, langs, ignore = self.game, self.langs, frozenset[str]()
        relative = self._relative(Path(path))
        for entry in self["per-path"]:
            if entry.matches(relative):
                game = entry.game or game
                langs = entry.langs or langs
                ignore |= entry.ignore
        return PathSettings(game, self.source_lang, langs, ignore, self.include_fuzzy, self.input_format)

    def _relative(self, path: Path) -> PurePosixPath:
        absolute = Path(os.path.abspath(path))
        try:
            return PurePosixPath(absolute.relative_to(os.path.abspath(self.root)).as_posix())
        except ValueError:  # outside the project: match the path as given
            return PurePosixPath(path.as_posix())

    def apply(
        self, findings: Iterable[Finding], decided: dict[tuple[str, str], str | None] | None = None
    ) -> list[Finding]:
        """Drop the findings of rules not selected for their file; give the rest their configured severity.

        Decided once per rule and file: a file's thousands of findings share the answer, and each
        answer resolves the file's path against the per-path globs. ``decided``: answers kept by
        the caller between calls (the language server settles one card at a time)."""
        decided = {} if decided is None else decided
        out = []
        for f in findings:
            key = (f.name, f.path)
            if key not in decided:
                decided[key] = self.severity_of(f.name) if self.selected(f.name, f.path or None) else None
            severity = decided[key]
            if severity is not None and f.reminder:
                severity = lower(severity)
            if severity is not None:
                out.append(f if severity == f.severity else replace(f, severity=severity))
        return out

    def fails(self, findings: Iterable[Finding]) -> bool:
        """Whether these findings make the exit code 1 (any at or above ``fail-on``)."""
        limit = SEVERITIES.index(self.fail_on)
        return any(SEVERITIES.index(f.severity) <= limit for f in findings)

    def describe(self) -> str:
        """Every setting, its value and where it came from (``cardlint config``)."""
        return printer.describe(self.settings, self.path)
