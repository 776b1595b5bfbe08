"""Azure Pipelines logging commands: ``##vso[task.logissue type=error;sourcepath=…;linenumber=…;
columnnumber=…;code=…]message``, one line per finding and input error, most severe first.

Azure knows two issue types: cardlint's ``info`` findings are warnings there. Values are
escaped as Azure's task library escapes them, so a ``;`` or ``]`` in a path or message
cannot end a property or the command early.
"""

from __future__ import annotations

from typing import TextIO

from linter.model.findings import Finding, InputError
from linter.model.results import CheckResult
from linter.writers.common import by_severity, relative_path, suggested

TYPES = {"error": "error", "warning": "warning", "info": "warning"}


def escape_data(text: str) -> str:
    """Escape a message (``%`` first, then line breaks)."""
    return text.replace("%", "%AZP25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    """Escape a property value: like a message, and also ``;`` and ``]``."""
    return escape_data(text).replace(";", "%3B").replace("]", "%5D")


def logissue(kind: str, message: str, **props: object) -> str:
    """One ``##vso[task.logissue …]`` line (properties that are None or empty are left out)."""
    fields = "".join(f"{k}={escape_property(str(v))};" for k, v in props.items() if v not in (None, ""))
    return f"##vso[task.logissue type={kind};{fields}]{escape_data(message)}"


def _finding(f: Finding) -> str:
    where = f" ({f.cell})" if f.cell else ""
    return logissue(
        TYPES.get(f.severity, "warning"),
        f"{f.card} [{f.lang}]{where}: {f.message} ({f.code} {f.name}){suggested(f)}",
        sourcepath=relative_path(f.path) if f.path else None,
        linenumber=f.line or None,
        columnnumber=f.column or None,
        code=f.code,
    )


def _error(e: InputError) -> str:
    return logissue(
        "error" if e.level == "error" else "warning",
        f"cardlint: {e.cell}: {e.message}" if e.cell else f"cardlint: {e.message}",
        sourcepath=relative_path(e.path) if e.path else None,
        linenumber=e.line or None,
    )


def write_azure(result: CheckResult, out: TextIO, color: bool = False) -> None:
    """Print the logging commands: input errors, then findings, most severe first."""
    lines = [(e.level, _error(e)) for e in result.errors] + [(f.severity, _finding(f)) for f in result.findings]
    for _, line in by_severity(lines, lambda item: item[0]):
        out.write(line + "\n")
