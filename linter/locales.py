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
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from linter import locale_schema, schema_check
from linter.locale_schema import LANGUAGE, Named, Pattern, Phrase, bare, is_open


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
    import yaml  # here: a run whose analyses all come from the cache reads no locale data

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # the C loader is several times faster
    try:
        text = path.read_text(encoding="utf-8")
        data = yaml.load(text, Loader=loader)
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


_DECLARED: dict[str, Any] = {}  # sections of a game file whose keys their readers declare (``declare``)


def declare(section: str, schema: Any) -> None:
    """What a section of the game files holds, as the code that reads it declares (``checks``: the rules,
    ``linter.rules.GAME_CHECKS``); game files are checked against it from now on."""
    _DECLARED[section] = schema
    load_game.cache_clear()


@cache
def load_game(game: str) -> GameData:
    path = locales_dir() / "games" / f"{game}.yaml"
    if not path.is_file():
        raise LocaleError(f"unknown game {game!r} (known: {', '.join(available_games())})")
    data = _read_yaml(path, locale_schema.GAME | _DECLARED)
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
        data = _spelt_out(data, data.get("classes") or {}, files)
    return LocaleData(lang, game, data, tuple(files))


_CLASS = re.compile(r"@([^\s|?@]+)")  # a named word class in a pattern (``classes``)


def _spelt_out(data: dict[str, Any], classes: dict[str, list[str]], files: list[Path]) -> dict[str, Any]:
    """The data with each ``@name`` of a pattern replaced by the words of the class: ``@ein oder mehr``
    is ``ein|eine|einen|einem|einer oder mehr``. A class no file defines is named with its file and line."""
    try:
        return _with_patterns(data, lambda text: _CLASS.sub(lambda m: "|".join(map(str, classes[m.group(1)])), text))
    except KeyError as exc:
        name = f"@{exc.args[0]}"
        at = next(
            (f"{f}:{n}" for f in files for n, line in enumerate(f.read_text("utf-8").splitlines(), 1) if name in line),
            files[0],
        )
        known = ", ".join(f"@{c}" for c in sorted(classes)) or "none: add them under 'classes'"
        raise LocaleError(f"{at}: unknown word class {name} (known: {known})") from None


# -- where the patterns stand in a language's data, as the schema says ----------------------------


@dataclass(frozen=True)
class Place:
    """One list of patterns in a language's data: the names on its way from the top (keys, and the
    names of ``Named`` entries), where it stands (for errors), and the nearest named entry."""

    names: tuple[str, ...]
    patterns: list[str]
    where: str
    entry: dict[str, Any] | None


def pattern_places(
    data: Any,
    schema: Any = LANGUAGE,
    names: tuple[str, ...] = (),
    where: str = "",
    entry: Any = None,
    leaf: Callable[[Any], bool] | None = None,
) -> Iterator[Place]:
    """Every list of patterns (``Pattern``, ``Phrase``) in ``data``, as the schema says where they stand;
    with ``leaf``, every list of the strings whose schema ``leaf`` accepts (``is_language``: words too)."""
    leaf = leaf or _is_pattern
    named = schema.name if isinstance(schema, Named) else None
    schema = _fitting(schema, data)
    if named is not None and isinstance(data, dict):
        names, entry = (*names[:-1], named(data)), data
    if leaf(schema) and isinstance(data, str):
        yield Place(names, [data], where, entry)
    elif isinstance(schema, list) and isinstance(data, list):
        if leaf(schema[0]):
            yield Place(names, [str(p) for p in data], where, entry)
        else:
            for i, item in enumerate(data):
                yield from pattern_places(item, schema[0], (*names, str(i)), f"{where}[{i}]", entry, leaf)
    elif isinstance(schema, dict) and isinstance(data, dict):
        for key, inner in data.items():
            if (inner_schema := _inner(schema, key)) is not None:
                path = f"{where}.{key}" if where else str(key)
                yield from pattern_places(inner, inner_schema, (*names, str(key)), path, entry, leaf)


def _with_patterns(data: Any, change: Callable[[str], str], schema: Any = LANGUAGE) -> Any:
    """``data`` with every pattern (``Pattern``, ``Phrase``) replaced by ``change(pattern)``."""
    schema = _fitting(schema, data)
    if _is_pattern(schema) and isinstance(data, str):
        return change(data)
    if isinstance(schema, list) and isinstance(data, list):
        return [_with_patterns(item, change, schema[0]) for item in data]
    if isinstance(schema, dict) and isinstance(data, dict):
        return {
            k: v if (inner := _inner(schema, k)) is None else _with_patterns(v, change, inner) for k, v in data.items()
        }
    return data


def _fitting(schema: Any, data: Any) -> Any:
    """The schema without its wrappers; of alternatives, the one of the data's kind (a pattern or a list)."""
    schema = bare(schema)
    if isinstance(schema, tuple):
        return next((s for s in schema if isinstance(data, list) == isinstance(s, list)), None)
    return schema


def _inner(schema: dict[Any, Any], key: Any) -> Any:
    return next(iter(schema.values())) if is_open(schema) else schema.get(key)


def _is_pattern(schema: Any) -> bool:
    return isinstance(schema, type) and issubclass(schema, (Pattern, Phrase))


def is_language(schema: Any) -> bool:
    """Whether a string the schema places there is written in the language: a pattern, a phrase or a word."""
    return _is_pattern(schema) or schema is str


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
