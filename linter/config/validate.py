"""Validation: each setting's value checked and normalised, mistakes named with file, line and key.

A misspelt ``ignore`` must never silently turn a check back on or off: unknown keys, rules,
languages and games are errors, with the closest valid name suggested.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from linter.config.keys import DEFAULTS, PER_PATH_KEYS
from linter.config.printer import toml
from linter.config.settings import PathRule
from linter.config.toml_file import Where
from linter.locale_codes import language_of
from linter.locales import available_games, available_languages
from linter.readers import FORMATS
from linter.readers.limits import HIGHEST_TEXT_LENGTH
from linter.rules import RULES, SEVERITIES, rule


def suggest(key: str, valid: Iterable[str]) -> str:
    close = difflib.get_close_matches(key, list(valid), n=1, cutoff=0.5)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _strings(where: Where, key: str, value: Any) -> list[str]:
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


def _string(where: Where, key: str, value: Any, choices: Iterable[str] | None = None) -> str:
    if not isinstance(value, str):
        raise where.error(key, f"'{key}' must be a string, got {_type(value)}")
    if choices is not None and value not in choices:
        raise where.error(key, f"'{key}' must be one of {', '.join(choices)}; got {value!r}{suggest(value, choices)}")
    return value


def _rule_names(where: Where, key: str, value: Any) -> tuple[str, ...]:
    names = []
    for item in _strings(where, key, value):
        try:
            names.append(rule(item).name)
        except KeyError:
            raise where.error(
                key, f"'{key}': unknown rule {item!r}{suggest(item, _RULE_KEYS)} (see `cardlint rules`)"
            ) from None
    return tuple(dict.fromkeys(names))


_RULE_KEYS = [r.name for r in RULES] + [r.code for r in RULES]


def _language(where: Where, key: str, value: str) -> str:
    try:
        lang = language_of(value)  # "es-419", "de_AT" → the language
    except ValueError as exc:
        raise where.error(key, f"'{key}': {exc}") from None
    known = available_languages()
    if lang not in known:
        raise where.error(key, f"'{key}': unsupported language {value!r} (supported: {', '.join(known)})")
    return lang


def _langs(where: Where, key: str, value: Any) -> tuple[str, ...]:
    return tuple(dict.fromkeys(_language(where, key, v) for v in _strings(where, key, value)))


def _game(where: Where, key: str, value: Any) -> str:
    return _string(where, key, value, available_games())


def _severity(where: Where, key: str, value: Any) -> dict[str, str]:
    if not isinstance(value, dict):
        raise where.error(key, f'\'{key}\' must be a table of rule = "error"|"warning"|"info", got {_type(value)}')
    out = {}
    for name, level in value.items():
        try:
            r = rule(name)
        except KeyError:
            raise where.error(name, f"'{key}': unknown rule {name!r}{suggest(name, _RULE_KEYS)}") from None
        out[r.name] = _string(where, f"{key}.{name}", level, SEVERITIES)
    return out


CONSISTENCY_LIMITS = {
    "min-cards": (3, "a whole number of cards, at least 3"),
    "majority": (1.5, "a number, at least 1.5"),
    "max-rare": (1, "a whole number of cards, at least 1"),
}


def _consistency(where: Where, key: str, value: Any) -> dict[str, int | float]:
    """The set-wide consistency thresholds: each given one checked, the others left at their default."""
    if not isinstance(value, dict):
        raise where.error(
            key, f"'{key}' must be a table like {{ min-cards = 5, majority = 5, max-rare = 2 }}, got {_type(value)}"
        )
    unknown(where, value, CONSISTENCY_LIMITS, f"'{key}'")
    out: dict[str, int | float] = dict(DEFAULTS[key])
    for name, given in value.items():
        lowest, wanted = CONSISTENCY_LIMITS[name]
        whole = name != "majority"
        if isinstance(given, bool) or not isinstance(given, int if whole else (int, float)) or given < lowest:
            raise where.error(name, f"'{key}.{name}' must be {wanted}, got {toml(given)}")
        out[name] = given
    return out


def unknown(where: Where, table: dict[str, Any], valid: Iterable[str], context: str) -> None:
    for key in table:
        if key not in valid:
            raise where.error(key, f"unknown key {key!r} in {context}{suggest(key, valid)}")


def _per_path(where: Where, key: str, value: Any) -> tuple[PathRule, ...]:
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
        unknown(where, item, PER_PATH_KEYS, f"a '{key}' entry")
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


def _bool(where: Where, key: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise where.error(key, f"'{key}' must be true or false, got {_type(value)}")
    return value


def _text_length(where: Where, key: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= HIGHEST_TEXT_LENGTH:
        raise where.error(
            key, f"'{key}' must be a whole number of characters from 1 to {HIGHEST_TEXT_LENGTH:,}, got {toml(value)}"
        )
    return value


VALIDATORS: dict[str, Callable[[Where, str, Any], Any]] = {
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
    "max-text-length": _text_length,
}
