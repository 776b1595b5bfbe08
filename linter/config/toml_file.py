"""Reading a configuration file, finding it upwards, and the line a key is on (for error messages)."""

from __future__ import annotations

import os
import re
import tomllib
from pathlib import Path
from typing import Any

from linter.config.keys import CONFIG_FILE, PYPROJECT, ConfigError
from linter.model.lines import count_breaks, split_lines


class Where:
    """Names the file and finds a key's line for error messages."""

    def __init__(self, name: str, text: str = "") -> None:
        self.name, self.text = name, text
        table = re.search(r"^\s*\[\s*tool\s*\.\s*cardlint", text, re.M)
        self.offset = table.start() if table else 0  # in a pyproject.toml: look in cardlint's tables

    def error(self, key: str, problem: str) -> ConfigError:
        line = self._line(key.rsplit(".", 1)[-1])
        return ConfigError(f"{self.name}{f':{line}' if line else ''}: {problem}")

    def _line(self, key: str) -> int:
        """The first line where ``key`` is defined: as a key or table header, else inside an inline table."""
        quoted = rf'["\']?{re.escape(key)}["\']?'
        for pattern in (rf"^[ \t]*(?:\[+[^\]\n]*)?{quoted}[ \t]*[=.\]]", rf"(?<![\w-]){quoted}[ \t]*="):
            regex = re.compile(pattern, re.M)
            found = regex.search(self.text, self.offset) or regex.search(self.text)
            if found:
                return count_breaks(self.text, 0, found.start()) + 1
        return 0


def read(path: Path) -> tuple[dict[str, Any] | None, str]:
    """The cardlint table of a file (None: a pyproject.toml without one) and the file's text."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ConfigError(f"{path}: not UTF-8 text (byte {exc.start + 1})") from None
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read configuration: {exc.strerror or exc}") from None
    if path.name == PYPROJECT and "cardlint" not in text:
        return None, text
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        found = re.search(r"\(at line (\d+), column (\d+)\)", str(exc))
        message = re.sub(r"\s*\(at (?:line \d+, column \d+|end of document)\)", "", str(exc))
        line = found.group(1) if found else str(len(split_lines(text.rstrip())))  # "at end of document"
        where = f":{line}" if line != "0" else ""
        column = f" (column {found.group(2)})" if found else " (at the end of the file)"
        raise ConfigError(f"{path}{where}: invalid TOML: {message}{column}") from None
    if path.name != PYPROJECT:
        return doc, text
    tool = doc.get("tool", {})
    table = tool.get("cardlint") if isinstance(tool, dict) else None
    if table is not None and not isinstance(table, dict):
        raise Where(str(path), text).error("cardlint", "'tool.cardlint' must be a table")
    return table, text


def find_config(start: Path) -> Path | None:
    """The nearest cardlint.toml, or pyproject.toml with a [tool.cardlint] table, at or above ``start``."""
    here = Path(os.path.abspath(start))
    for folder in (here, *here.parents):
        if (folder / CONFIG_FILE).is_file():
            return folder / CONFIG_FILE
        pyproject = folder / PYPROJECT
        if pyproject.is_file() and read(pyproject)[0] is not None:
            return pyproject
    return None
