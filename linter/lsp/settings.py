"""The workspace's configuration and baseline, as the command line would find them.

Each document gets the configuration found upwards from its folder (``[tool.cardlint]``
in pyproject.toml, or cardlint.toml) and that configuration's baseline. Both are read
once and read again when the server is told they changed. A broken file is reported
once, as a message to the user, and the document is linted with the default settings
meanwhile: the editor keeps working while the file is being fixed.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from linter.baseline import Baseline, BaselineError, load_baseline
from linter.config import CONFIG_FILE, DEFAULT, DEFAULTS, PYPROJECT, ConfigError, EffectiveConfig, Setting, load_config


@dataclass(frozen=True)
class Settings:
    config: EffectiveConfig
    baseline: Baseline | None
    problem: str | None = None  # what is wrong with the configuration or baseline, if anything


def default_config(folder: Path) -> EffectiveConfig:
    """The settings of a project without a configuration file."""
    return EffectiveConfig({key: Setting(value, DEFAULT) for key, value in DEFAULTS.items()}, None, folder)


def is_settings_file(path: Path, baselines: set[Path]) -> bool:
    """Whether a change to ``path`` may change the settings (a config file or a baseline in use)."""
    return path.name in (CONFIG_FILE, PYPROJECT) or Path(os.path.abspath(path)) in baselines


class SettingsStore:
    """Settings per document folder, until ``reload``."""

    def __init__(self) -> None:
        self._by_folder: dict[Path, Settings] = {}

    def for_document(self, path: Path) -> Settings:
        folder = Path(os.path.abspath(path.parent))
        found = self._by_folder.get(folder)
        if found is None:
            found = self._by_folder[folder] = self._load(folder)
        return found

    def reload(self) -> None:
        self._by_folder.clear()

    def baselines(self) -> set[Path]:
        return {
            Path(os.path.abspath(s.config.baseline)) for s in self._by_folder.values() if s.config.baseline is not None
        }

    @staticmethod
    def _load(folder: Path) -> Settings:
        try:
            config = load_config(folder)
        except ConfigError as exc:
            return Settings(
                default_config(folder),
                None,
                f"cardlint: {exc} — using the default settings until the configuration is fixed",
            )
        if config.baseline is None:
            return Settings(config, None)
        try:
            return Settings(config, load_baseline(config.baseline))
        except BaselineError as exc:
            return Settings(config, None, f"cardlint: {exc} — every finding is shown until the baseline is fixed")
