"""The effective configuration: defaults, then the configuration file, then the command line."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from linter.config.keys import COMMAND_LINE, DEFAULT, DEFAULTS, PYPROJECT, ConfigError, Setting
from linter.config.settings import EffectiveConfig
from linter.config.toml_file import Where, find_config, read
from linter.config.validate import VALIDATORS, suggest, unknown


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
        table, text = read(path)
        if table is None:
            raise ConfigError(f"{path}: has no [tool.cardlint] table")
        where = Where(str(path), text)
        unknown(where, table, DEFAULTS, "[tool.cardlint]" if path.name == PYPROJECT else "the configuration")
        for key, value in table.items():
            value = VALIDATORS[key](where, key, value)
            if key == "baseline":
                value = root / value
            settings[key] = Setting(value, str(path))
    cli = Where("command line")
    for key, value in (cli_overrides or {}).items():
        key = key.replace("_", "-")
        if key not in DEFAULTS:
            raise ConfigError(f"command line: unknown setting {key!r}{suggest(key, DEFAULTS)}")
        if value is None:
            continue
        if key == "baseline":  # a path as given on the command line: relative to the current directory
            value = str(value)
        settings[key] = Setting(VALIDATORS[key](cli, key, value), COMMAND_LINE)
    return EffectiveConfig(settings, path, root)
