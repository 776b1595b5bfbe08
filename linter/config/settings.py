"""The effective settings: each value with where it came from, and what applies to one file."""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

from linter.config import policy, printer
from linter.config.globs import matches
from linter.model.findings import Finding
from linter.rules import rule


@dataclass(frozen=True)
class Setting:
    value: Any
    source: str  # DEFAULT, COMMAND_LINE, or the configuration file's path


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

    # the jobs done with these settings live in their own modules; callers keep asking the configuration

    def apply(
        self, findings: Iterable[Finding], decided: dict[tuple[str, str], str | None] | None = None
    ) -> list[Finding]:
        """``policy.apply``: the findings selected for their file, at their configured severity."""
        return policy.apply(self, findings, decided)

    def fails(self, findings: Iterable[Finding]) -> bool:
        """``policy.fails``: whether these findings make the exit code 1."""
        return policy.fails(self, findings)

    def describe(self) -> str:
        """``printer.describe``: every setting, its value and where it came from."""
        return printer.describe(self)
