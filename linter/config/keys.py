"""The settings a configuration may hold, their defaults, and where a value can come from."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from linter.readers.limits import MAX_TEXT_LENGTH

CONFIG_FILE = "cardlint.toml"
PYPROJECT = "pyproject.toml"
DEFAULT = "default"
COMMAND_LINE = "command line"


@dataclass(frozen=True)
class Setting:
    value: Any
    source: str  # DEFAULT, COMMAND_LINE, or the configuration file's path


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
    "max-text-length": MAX_TEXT_LENGTH,  # characters; a record with a longer text is one input error, not checked
    # set-wide consistency (``--consistency``, CL301): cards of one template in one language and set
    # before the set has a usual rendering, how many times as frequent the usual one must be, and on
    # how many cards at most a rendering is still a slip (more: a variant the set chose)
    "consistency": {"min-cards": 5, "majority": 5, "max-rare": 2},
}
PER_PATH_KEYS = ("path", "game", "langs", "ignore")


class ConfigError(Exception):
    """The configuration is wrong (exit code 2); the message names file, line and key."""
