"""Loading the per-language, per-game knowledge that lives in ``locales/``.

A language is a folder ``locales/<lang>/`` holding ``common.yaml`` (words shared by
every game) and one ``<game>.yaml`` per game, optionally split into topic files
``<game>.<topic>.yaml`` (merged after it). A game is ``locales/games/<game>.yaml``
(how its cards are structured, which rules it cites). Adding a language or a game
means adding files, never code.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from linter import locale_schema, schema_check

try:  # the C loader is several times faster where PyYAML was built with it
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - pure-Python fallback
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]


class LocaleError(Exception):
    """Locale data is missing or malformed (names the file and the problem)."""


def locales_dir() -> Path:
    """Where the locale data lives: $CARDLINT_LOCALES, else the bundled copy."""
    env = os.environ.get("CARDLINT_LOCALES")
    if env:
        return Path(env)
    here = Path(__file__).resolve().parent
    for candidate in (here / "locales", here.parent / "locales"):
        if (candidate / "games").is_dir():
            return candidate
    raise LocaleError(f"locale data not found next to {here}; set CARDLINT_LOCALES")


def _read_yaml(path: Path, schema: Any = None) -> dict[str, Any]:
    """The file's top-level mapping, checked against ``schema`` (``linter.locale_schema``)."""
    try:
        text = path.read_text(encoding="utf-8")
        data = yaml.load(text, Loader=_Loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f":{mark.line + 1}" if mark else ""
        raise LocaleError(f"{path}{where}: invalid YAML: {getattr(exc, 'problem', exc)}") from None
    except OSError as exc:
        raise LocaleError(f"{path}: cannot read: {exc.strerror}") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise LocaleError(f"{path}: expected a mapping at the top level")
    if schema is not None and (problems := schema_check.check(data, schema)):
        raise LocaleError(schema_check.problems_message(path, text, problems))
    return data


def _merge(base: dict[str, Any], extra: dict[str, Any]) -> dict[str, Any]:
    """Game data extends common data: lists concatenate, mappings merge."""
    out = dict(base)
    for key, value in extra.items():
        if key in out and isinstance(out[key], dict) and isinstance(value, dict):
            out[key] = _merge(out[key], value)
        elif key in out and isinstance(out[key], list) and isinstance(value, list):
            out[key] = out[key] + value
        else:
            out[key] = value
    return out


@dataclass(frozen=True)
class GameData:
    """What a game's rules say about card structure and citations."""

    name: str
    title: str
    data: dict[str, Any] = field(repr=False)

    def flag(self, key: str) -> bool:
        return bool(self.data.get("structure", {}).get(key, False))

    def why(self, rule: str, mode: str | None = None) -> str:
        """Why a finding of ``rule`` (of ``mode``) changes play, in this game's own terms ("" → the rule's):
        one text, or one per mode ("default" for the others)."""
        whys = self.data.get("why", {}).get(rule)
        if isinstance(whys, dict):
            return str(whys.get(mode or "", whys.get("default", "")))
        return str(whys or "")

    def citation(self, rule: str, mode: str | None = None) -> str:
        cites = self.data.get("citations", {}).get(rule)
        if isinstance(cites, dict):
            return str(cites.get(mode or "", cites.get("default", "")))
        return str(cites or "")


def check_game_section(game: GameData, key: str, schema: Any) -> None:
    """Raise ``LocaleError`` (file, line, problem) where the game file's ``key`` departs from ``schema``:
    for a section whose readers declare what it holds (``checks``: the rules, ``linter.rules.GAME_CHECKS``)."""
    if problems := schema_check.check({key: game.data.get(key) or {}}, {key: schema}):
        path = locales_dir() / "games" / f"{game.name}.yaml"
        raise LocaleError(schema_check.problems_message(path, path.read_text(encoding="utf-8"), problems))


@dataclass(frozen=True)
class LocaleData:
    """The merged knowledge for one language in one game."""

    lang: str
    game: str
    data: dict[str, Any] = field(repr=False)
    files: tuple[Path, ...] = ()

    def section(self, key: str) -> Any:
        return self.data.get(key, {} if key not in ("frames",) else [])


def available_languages() -> list[str]:
    root = locales_dir()
    return sorted(p.name for p in root.iterdir() if (p / "common.yaml").is_file())


def available_games() -> list[str]:
    return sorted(p.stem for p in (locales_dir() / "games").glob("*.yaml"))


@cache
def load_game(game: str) -> GameData:
    path = locales_dir() / "games" / f"{game}.yaml"
    if not path.is_file():
        raise LocaleError(f"unknown game {game!r} (known: {', '.join(available_games())})")
    data = _read_yaml(path, locale_schema.GAME)
    return GameData(game, str(data.get("title", game)), data)


@cache
def load_locale(lang: str, game: str) -> LocaleData:
    root = locales_dir()
    common = root / lang / "common.yaml"
    if not common.is_file():
        raise LocaleError(f"unsupported language {lang!r} (known: {', '.join(available_languages())})")
    load_game(game)
    files = [common]
    data = _read_yaml(common, locale_schema.LANGUAGE)
    # <game>.yaml, then topic files of that game such as <game>.checks.yaml, in name order
    for path in [root / lang / f"{game}.yaml", *sorted((root / lang).glob(f"{game}.*.yaml"))]:
        if path.is_file():
            files.append(path)
            data = _merge(data, _read_yaml(path, locale_schema.LANGUAGE))
    if "@" in str(data):  # the word classes a pattern names, spelt out
        data = locale_schema.map_patterns(data, lambda text: _spelt_out(text, data.get("classes") or {}, files))
    return LocaleData(lang, game, data, tuple(files))


_CLASS = re.compile(r"@([^\s|?@]+)")


def _spelt_out(pattern: str, classes: dict[str, list[str]], files: list[Path]) -> str:
    """A pattern with each ``@name`` replaced by the words of the class (``classes``): ``@ein oder mehr``
    is ``ein|eine|einen|einem|einer oder mehr``."""

    def words(found: re.Match[str]) -> str:
        if found.group(1) not in classes:
            at = next(
                (
                    f"{f}:{n}"
                    for f in files
                    for n, line in enumerate(f.read_text("utf-8").splitlines(), 1)
                    if found.group(0) in line
                ),
                files[0],
            )
            known = ", ".join(f"@{c}" for c in sorted(classes)) or "none: add them under 'classes'"
            raise LocaleError(f"{at}: {pattern!r}: unknown word class {found.group(0)} (known: {known})")
        return "|".join(str(w) for w in classes[found.group(1)])

    return _CLASS.sub(words, pattern)


def data_hash() -> str:
    """A fingerprint of all locale data, for caches keyed by what cardlint knows."""
    digest = hashlib.sha256()
    root = locales_dir()
    for path in sorted(root.rglob("*.yaml")):
        digest.update(str(path.relative_to(root)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def trigger_ends(structure: dict[str, object]) -> list[str]:
    """The punctuation that closes a trigger condition in this game (``structure.trigger_ends``; default a comma)."""
    ends = structure.get("trigger_ends")
    return [str(e) for e in ends] if isinstance(ends, list) and ends else [","]
