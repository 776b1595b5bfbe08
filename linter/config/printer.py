"""``cardlint config``: the effective settings printed as TOML, each with where it came from."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from linter.config.keys import DEFAULTS, Setting

_UNSET = {
    "game": "(not set: each card's own game)",
    "langs": "(not set: every language on the card)",
    "baseline": "(not set)",
    "input-format": "(not set: by file extension)",
}


def describe(settings: Mapping[str, Setting], path: Path | None) -> str:
    """Every setting, its value and where it came from (``path``: the configuration file, if any)."""
    where = str(path) if path else "none found (defaults)"
    lines = [f"# configuration file: {where}"]
    for key in DEFAULTS:
        if key == "per-path":
            continue
        s = settings[key]
        lines.append(f"{key + ' = ' + _show(key, s.value):<56} # {s.source}")
    s = settings["per-path"]
    if not s.value:
        lines.append(f"{'per-path = []':<56} # {s.source}")
    for entry in s.value:
        parts = [f"path = {toml(entry.glob)}"]
        parts += [f"game = {toml(entry.game)}"] if entry.game else []
        parts += [f"langs = {toml(list(entry.langs))}"] if entry.langs else []
        parts += [f"ignore = {toml(sorted(entry.ignore))}"] if entry.ignore else []
        lines.append(f"{'per-path += {' + ', '.join(parts) + '}':<56} # {s.source}")
    return "\n".join(lines) + "\n"


def toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(toml(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k} = {toml(v)}" for k, v in value.items()) + "}"
    return str(value)


def _show(key: str, value: Any) -> str:
    if value is None:
        return _UNSET[key]
    if key == "select" and not value:
        return "[]  (every rule)"
    if isinstance(value, Path):
        return toml(str(value))
    return toml(value)
