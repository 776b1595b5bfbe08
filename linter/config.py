"""Project configuration: ``[tool.cardlint]`` in pyproject.toml, or a cardlint.toml.

The file is found by walking up from the current directory (``--config`` names one);
command-line options override it, and every effective value remembers where it came
from so ``cardlint config`` can say why a setting is what it is. Mistakes are errors
that name the file, the line and the key — a misspelt ``ignore`` must never silently
turn a check back on or off.

    [tool.cardlint]
    game = "mtg"
    source-lang = "en"
    langs = ["es", "de"]
    ignore = ["unrecognized"]
    severity = { optional = "info" }
    fail-on = "warning"
    baseline = "cardlint-baseline.json"
    consistency = { min-cards = 5, majority = 5, max-rare = 2 }

    [[tool.cardlint.per-path]]
    path = "ygo/**"
    game = "ygo"
    ignore = ["optional"]
"""

from __future__ import annotations

import difflib
import os
import re
import tomllib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path, PurePosixPath
from typing import Any

from linter.findings import Finding
from linter.lines import count_breaks, split_lines
from linter.locale_codes import language_of
from linter.locales import available_games, available_languages
from linter.readers import FORMATS
from linter.rules import RULES, SEVERITIES, lower, rule

CONFIG_FILE = "cardlint.toml"
PYPROJECT = "pyproject.toml"
DEFAULT = "default"
COMMAND_LINE = "command line"

DEFAULTS: dict[str, Any] = {
    "game": None,  # each record's own game, else an error per record
    "source-lang": "en",
    "langs": None,  # every language on the card
    "select": (),  # every rule
    "ignore": (),
    "severity": {},
    "fail-on": "warning",  # the lowest severity that makes the exit code 1
    "per-path": (),
    "baseline": None,
    "include-fuzzy": False,
    "input-format": None,  # by file extension
    # set-wide consistency (``--consistency``, CL301): cards of one template in one language and set
    # before the set has a usual rendering, how many times as frequent the usual one must be, and on
    # how many cards at most a rendering is still a slip (more: a variant the set chose)
    "consistency": {"min-cards": 5, "majority": 5, "max-rare": 2},
}
PER_PATH_KEYS = ("path", "game", "langs", "ignore")


class ConfigError(Exception):
    """The configuration is wrong (exit code 2); the message names file, line and key."""


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
        """A glob with a "/" matches the path (or a folder it is in); one without, any file or folder name."""
        candidates = [relative, *relative.parents[:-1]] if "/" in self.glob.strip("/") else relative.parts
        regex = _glob_regex(self.glob)
        return any(regex.fullmatch(str(c)) for c in candidates)


@dataclass(frozen=True)
class PathSettings:
    """What applies to one input file."""

    game: str | None
    source_lang: str
    langs: tuple[str, ...] | None
    ignore: frozenset[str]
    include_fuzzy: bool
    input_format: str | None  # None: by file extension


@lru_cache(maxsize=256)
def _glob_regex(glob: str) -> re.Pattern[str]:
    """``**`` any folders, ``*`` and ``?`` within one name, ``[…]`` a character class."""
    out, i, glob = [], 0, glob.strip("/")
    while i < len(glob):
        if glob.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif glob.startswith("**", i):
            out.append(".*")
            i += 2
        elif glob[i] == "*":
            out.append("[^/]*")
            i += 1
        elif glob[i] == "?":
            out.append("[^/]")
            i += 1
        elif glob[i] == "[" and "]" in glob[i + 2 :]:
            end = glob.index("]", i + 2)
            body = glob[i + 1 : end]
            out.append("[" + ("^" + body[1:] if body.startswith("!") else body) + "]")
            i = end + 1
        else:
            out.append(re.escape(glob[i]))
            i += 1
    return re.compile("".join(out))


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
        where = str(self.path) if self.path else "none found (defaults)"
        lines = [f"# configuration file: {where}"]
        for key in DEFAULTS:
            if key == "per-path":
                continue
            s = self.settings[key]
            lines.append(f"{key + ' = ' + _show(key, s.value):<56} # {s.source}")
        s = self.settings["per-path"]
        if not s.value:
            lines.append(f"{'per-path = []':<56} # {s.source}")
        for entry in s.value:
            parts = [f"path = {_toml(entry.glob)}"]
            parts += [f"game = {_toml(entry.game)}"] if entry.game else []
            parts += [f"langs = {_toml(list(entry.langs))}"] if entry.langs else []
            parts += [f"ignore = {_toml(sorted(entry.ignore))}"] if entry.ignore else []
            lines.append(f"{'per-path += {' + ', '.join(parts) + '}':<56} # {s.source}")
        return "\n".join(lines) + "\n"


_UNSET = {
    "game": "(not set: each card's own game)",
    "langs": "(not set: every language on the card)",
    "baseline": "(not set)",
    "input-format": "(not set: by file extension)",
}


def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k} = {_toml(v)}" for k, v in value.items()) + "}"
    return str(value)


def _show(key: str, value: Any) -> str:
    if value is None:
        return _UNSET[key]
    if key == "select" and not value:
        return "[]  (every rule)"
    if isinstance(value, Path):
        return _toml(str(value))
    return _toml(value)


# -- reading and validating ---------------------------------------------------------------


class _Where:
    """Names the file and finds a key's line for error messages."""

    def __init__(self, name: str, text: str = "") -> None:
        self.name, self.text = name, text
        table = re.search(r"^\s*\[\s*tool\s*\.\s*cardlint", text, re.M)
        self.offset = table.start() if table else 0  # in a pyproject.toml: look in cardlint's tables

    def error(self, key: str, problem: str) -> ConfigError:
        line = self._line(key.rsplit(".", 1)[-1])
        return ConfigError(f"{self.name}{f':{line}' if line else ''}: {problem}")

    def _line(self, key: str) -> int:
        """The first line where ``key`` is defined: as a key or table header, else inside an inline table."""
        quoted = rf'["\']?{re.escape(key)}["\']?'
        for pattern in (rf"^[ \t]*(?:\[+[^\]\n]*)?{quoted}[ \t]*[=.\]]", rf"(?<![\w-]){quoted}[ \t]*="):
            regex = re.compile(pattern, re.M)
            found = regex.search(self.text, self.offset) or regex.search(self.text)
            if found:
                return count_breaks(self.text, 0, found.start()) + 1
        return 0


def _suggest(key: str, valid: Iterable[str]) -> str:
    close = difflib.get_close_matches(key, list(valid), n=1, cutoff=0.5)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _strings(where: _Where, key: str, value: Any) -> list[str]:
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        raise where.error(key, f"'{key}' must be a list of strings, got {_type(value)}")
    return list(value)


def _type(value: Any) -> str:
    return {
        str: "a string",
        bool: "a boolean",
        int: "an integer",
        float: "a number",
        list: "a list",
        tuple: "a list",
        dict: "a table",
    }.get(type(value), type(value).__name__) + f" ({value!r})"


def _string(where: _Where, key: str, value: Any, choices: Iterable[str] | None = None) -> str:
    if not isinstance(value, str):
        raise where.error(key, f"'{key}' must be a string, got {_type(value)}")
    if choices is not None and value not in choices:
        raise where.error(key, f"'{key}' must be one of {', '.join(choices)}; got {value!r}{_suggest(value, choices)}")
    return value


def _rule_names(where: _Where, key: str, value: Any) -> tuple[str, ...]:
    names = []
    for item in _strings(where, key, value):
        try:
            names.append(rule(item).name)
        except KeyError:
            raise where.error(
                key, f"'{key}': unknown rule {item!r}{_suggest(item, _RULE_KEYS)} (see `cardlint rules`)"
            ) from None
    return tuple(dict.fromkeys(names))


_RULE_KEYS = [r.name for r in RULES] + [r.code for r in RULES]


def _language(where: _Where, key: str, value: str) -> str:
    try:
        lang = language_of(value)  # "es-419", "de_AT" → the language
    except ValueError as exc:
        raise where.error(key, f"'{key}': {exc}") from None
    known = available_languages()
    if lang not in known:
        raise where.error(key, f"'{key}': unsupported language {value!r} (supported: {', '.join(known)})")
    return lang


def _langs(where: _Where, key: str, value: Any) -> tuple[str, ...]:
    return tuple(dict.fromkeys(_language(where, key, v) for v in _strings(where, key, value)))


def _game(where: _Where, key: str, value: Any) -> str:
    return _string(where, key, value, available_games())


def _severity(where: _Where, key: str, value: Any) -> dict[str, str]:
    if not isinstance(value, dict):
        raise where.error(key, f'\'{key}\' must be a table of rule = "error"|"warning"|"info", got {_type(value)}')
    out = {}
    for name, level in value.items():
        try:
            r = rule(name)
        except KeyError:
            raise where.error(name, f"'{key}': unknown rule {name!r}{_suggest(name, _RULE_KEYS)}") from None
        out[r.name] = _string(where, f"{key}.{name}", level, SEVERITIES)
    return out


CONSISTENCY_LIMITS = {
    "min-cards": (3, "a whole number of cards, at least 3"),
    "majority": (1.5, "a number, at least 1.5"),
    "max-rare": (1, "a whole number of cards, at least 1"),
}


def _consistency(where: _Where, key: str, value: Any) -> dict[str, int | float]:
    """The set-wide consistency thresholds: each given one checked, the others left at their default."""
    if not isinstance(value, dict):
        raise where.error(
            key, f"'{key}' must be a table like {{ min-cards = 5, majority = 5, max-rare = 2 }}, got {_type(value)}"
        )
    _unknown(where, value, CONSISTENCY_LIMITS, f"'{key}'")
    out: dict[str, int | float] = dict(DEFAULTS[key])
    for name, given in value.items():
        lowest, wanted = CONSISTENCY_LIMITS[name]
        whole = name != "majority"
        if isinstance(given, bool) or not isinstance(given, int if whole else (int, float)) or given < lowest:
            raise where.error(name, f"'{key}.{name}' must be {wanted}, got {_toml(given)}")
        out[name] = given
    return out


def _unknown(where: _Where, table: dict[str, Any], valid: Iterable[str], context: str) -> None:
    for key in table:
        if key not in valid:
            raise where.error(key, f"unknown key {key!r} in {context}{_suggest(key, valid)}")


def _per_path(where: _Where, key: str, value: Any) -> tuple[PathRule, ...]:
    if isinstance(value, dict):  # [tool.cardlint.per-path."glob"] tables
        items = []
        for glob, table in value.items():
            if not isinstance(table, dict):
                raise where.error(
                    glob, f"'{key}.\"{glob}\"' must be a table of game, langs, ignore, got {_type(table)}"
                )
            items.append({**table, "path": glob})
    elif isinstance(value, list) and all(isinstance(v, dict) for v in value):  # [[tool.cardlint.per-path]]
        items = value
    else:
        raise where.error(
            key, f"'{key}' must be a list of tables ([[per-path]]) or a table of glob = {{…}}, got {_type(value)}"
        )
    rules = []
    for item in items:
        _unknown(where, item, PER_PATH_KEYS, f"a '{key}' entry")
        if "path" not in item:
            raise where.error(key, f"a '{key}' entry needs 'path' (a glob such as \"ygo/**\")")
        glob = _string(where, "path", item["path"])
        rules.append(
            PathRule(
                glob,
                _game(where, "game", item["game"]) if "game" in item else None,
                _langs(where, "langs", item["langs"]) if "langs" in item else None,
                frozenset(_rule_names(where, "ignore", item["ignore"])) if "ignore" in item else frozenset(),
            )
        )
    return tuple(rules)


def _bool(where: _Where, key: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise where.error(key, f"'{key}' must be true or false, got {_type(value)}")
    return value


_VALIDATORS: dict[str, Callable[[_Where, str, Any], Any]] = {
    "game": _game,
    "source-lang": lambda w, k, v: _language(w, k, _string(w, k, v)),
    "langs": _langs,
    "select": _rule_names,
    "ignore": _rule_names,
    "severity": _severity,
    "fail-on": lambda w, k, v: _string(w, k, v, SEVERITIES),
    "per-path": _per_path,
    "baseline": lambda w, k, v: Path(_string(w, k, v)),
    "include-fuzzy": _bool,
    "input-format": lambda w, k, v: _string(w, k, v, FORMATS),
    "consistency": _consistency,
}


def _read(path: Path) -> tuple[dict[str, Any] | None, str]:
    """The cardlint table of a file (None: a pyproject.toml without one) and the file's text."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ConfigError(f"{path}: not UTF-8 text (byte {exc.start + 1})") from None
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read configuration: {exc.strerror or exc}") from None
    if path.name == PYPROJECT and "cardlint" not in text:
        return None, text
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        found = re.search(r"\(at line (\d+), column (\d+)\)", str(exc))
        message = re.sub(r"\s*\(at (?:line \d+, column \d+|end of document)\)", "", str(exc))
        line = found.group(1) if found else str(len(split_lines(text.rstrip())))  # "at end of document"
        where = f":{line}" if line != "0" else ""
        column = f" (column {found.group(2)})" if found else " (at the end of the file)"
        raise ConfigError(f"{path}{where}: invalid TOML: {message}{column}") from None
    if path.name != PYPROJECT:
        return doc, text
    tool = doc.get("tool", {})
    table = tool.get("cardlint") if isinstance(tool, dict) else None
    if table is not None and not isinstance(table, dict):
        raise _Where(str(path), text).error("cardlint", "'tool.cardlint' must be a table")
    return table, text


def find_config(start: Path) -> Path | None:
    """The nearest cardlint.toml, or pyproject.toml with a [tool.cardlint] table, at or above ``start``."""
    here = Path(os.path.abspath(start))
    for folder in (here, *here.parents):
        if (folder / CONFIG_FILE).is_file():
            return folder / CONFIG_FILE
        pyproject = folder / PYPROJECT
        if pyproject.is_file() and _read(pyproject)[0] is not None:
            return pyproject
    return None


def load_config(
    start: Path, explicit: Path | None = None, cli_overrides: dict[str, Any] | None = None
) -> EffectiveConfig:
    """The effective configuration: defaults, then the file, then the command line.

    ``explicit`` is ``--config PATH`` (a cardlint.toml, any TOML file with top-level keys,
    or a pyproject.toml with [tool.cardlint]). ``cli_overrides`` uses the file's key
    names (``"fail-on"``; ``fail_on`` is accepted too); None values are left out.
    """
    settings = {key: Setting(value, DEFAULT) for key, value in DEFAULTS.items()}
    path = explicit
    if explicit is not None:
        if not explicit.is_file():
            raise ConfigError(f"{explicit}: configuration file not found")
    else:
        path = find_config(start)
    root = Path(os.path.abspath(path.parent if path else start))
    if path is not None:
        table, text = _read(path)
        if table is None:
            raise ConfigError(f"{path}: has no [tool.cardlint] table")
        where = _Where(str(path), text)
        _unknown(where, table, DEFAULTS, "[tool.cardlint]" if path.name == PYPROJECT else "the configuration")
        for key, value in table.items():
            value = _VALIDATORS[key](where, key, value)
            if key == "baseline":
                value = root / value
            settings[key] = Setting(value, str(path))
    cli = _Where("command line")
    for key, value in (cli_overrides or {}).items():
        key = key.replace("_", "-")
        if key not in DEFAULTS:
            raise ConfigError(f"command line: unknown setting {key!r}{_suggest(key, DEFAULTS)}")
        if value is None:
            continue
        if key == "baseline":  # a path as given on the command line: relative to the current directory
            value = str(value)
        settings[key] = Setting(_VALIDATORS[key](cli, key, value), COMMAND_LINE)
    return EffectiveConfig(settings, path, root)
