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

One module per job: ``toml_file`` (reading, finding the file, a key's line), ``validate``
(checking each value), ``globs`` (per-path matching), ``settings`` (the effective-settings
model and its policy: which findings are reported and when a run fails), ``printer``
(``cardlint config``), ``load`` (the layers put together).
"""

from linter.config.keys import COMMAND_LINE, CONFIG_FILE, DEFAULT, DEFAULTS, PYPROJECT, ConfigError, Setting
from linter.config.load import load_config
from linter.config.settings import EffectiveConfig, PathRule, PathSettings
from linter.config.toml_file import find_config

__all__ = [
    "COMMAND_LINE",
    "CONFIG_FILE",
    "DEFAULT",
    "DEFAULTS",
    "PYPROJECT",
    "ConfigError",
    "EffectiveConfig",
    "PathRule",
    "PathSettings",
    "Setting",
    "find_config",
    "load_config",
]
