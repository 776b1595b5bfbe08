"""Output formats: each writer formats the one findings model."""

from __future__ import annotations

from typing import Callable, TextIO

from linter.check import CheckResult

Writer = Callable[[CheckResult, TextIO, bool], None]


def get_writer(name: str) -> Writer:
    """The writer for a format name (imported lazily: start-up stays fast)."""
    if name == "text":
        from linter.writers.text import write_text
        return write_text
    if name == "json":
        from linter.writers.json import write_json
        return write_json
    raise KeyError(name)


FORMATS = ("text", "json")
