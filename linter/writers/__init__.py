"""Output formats: each writer formats the one findings model.

A writer is ``writer(result, out, color)``: it writes one report to ``out``; ``color``
asks for ANSI colour (only the text format uses it; files never get colour).
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import TextIO

from linter.model.results import CheckResult

Writer = Callable[[CheckResult, TextIO, bool], None]

FORMATS = ("text", "json", "sarif", "junit", "github", "gitlab", "azure")
PAGED = frozenset({"sarif"})  # formats that show each rule's page (``linter.model.rules.CATALOG``)

# module, function: imported only when asked for, so start-up stays fast
_WRITERS = {
    "text": ("linter.writers.text", "write_text"),
    "json": ("linter.writers.json", "write_json"),
    "sarif": ("linter.writers.sarif", "write_sarif"),
    "junit": ("linter.writers.junit", "write_junit"),
    "github": ("linter.writers.github", "write_github"),
    "gitlab": ("linter.writers.gitlab", "write_gitlab"),
    "azure": ("linter.writers.azure", "write_azure"),
}


def get_writer(name: str) -> Writer:
    """The writer for a format name; KeyError for a name not in FORMATS."""
    module, function = _WRITERS[name]
    writer: Writer = getattr(import_module(module), function)
    return writer
