"""GitHub Actions workflow commands: annotations on the pull request, and a job summary.

GitHub shows at most 10 annotations of each type (error, warning, notice) per step, so
the most severe come first and one last notice counts what was left out. With
``$GITHUB_STEP_SUMMARY`` set, a Markdown summary is appended to that file.
"""

# No ``from __future__ import annotations`` here: it would bind the name ``annotations``,
# which this module's annotations() function takes (every annotation below is valid at run time).
import os
import sys
from collections import Counter
from collections.abc import Mapping
from typing import TextIO

from linter.model.findings import Finding, InputError
from linter.model.results import CheckResult
from linter.writers.common import by_severity, relative_path, suggested
from linter.writers.text import summary_line

PER_TYPE = 10  # annotations GitHub shows per type and step
SUMMARY_ROWS = 50  # findings listed in the job summary's table
COMMANDS = {"error": "error", "warning": "warning", "info": "notice"}


def escape_data(text: str) -> str:
    """Escape a command's message (GitHub's toolkit: % first, then CR and LF)."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    """Escape a property value: like a message, and also ``:`` and ``,``."""
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def command(kind: str, message: str, **props: object) -> str:
    """One workflow command line, ``::kind k=v,…::message`` (properties that are None are left out)."""
    fields = ",".join(f"{k}={escape_property(str(v))}" for k, v in props.items() if v is not None)
    return f"::{kind}{' ' + fields if fields else ''}::{escape_data(message)}"


def _finding_command(f: Finding) -> str:
    single_line = not f.end_line or f.end_line == f.line
    col = (f.column or None) if not f.cell else None  # in a workbook the row is all GitHub can show
    end_col = (
        max(f.end_column - 1, f.column) if col and single_line and f.end_column else None
    )  # GitHub's end column is inclusive
    return command(
        COMMANDS.get(f.severity, "warning"),
        f"{f.card} [{f.lang}]{f' ({f.cell})' if f.cell else ''}: {f.message}{suggested(f)}",
        file=relative_path(f.path) if f.path else None,
        line=f.line or None,
        endLine=f.end_line if f.end_line and f.line else None,
        col=col if single_line else None,
        endColumn=end_col,
        title=f"{f.code} {f.name}",
    )


def _error_command(e: InputError) -> str:
    return command(
        _INPUT.get(e.level, "warning"),
        f"{e.cell}: {e.message}" if e.cell else e.message,
        file=relative_path(e.path) if e.path else None,
        line=e.line or None,
        title="cardlint: input error" if e.level == "error" else "cardlint",
    )


_INPUT = {"error": "error", "warning": "warning", "notice": "notice"}  # input levels → workflow commands


def annotations(result: CheckResult) -> list[str]:
    """The workflow commands to print: most severe first, at most PER_TYPE per type, then the count of the rest."""
    items: list[tuple[str, str]] = [(_INPUT.get(e.level, "warning"), _error_command(e)) for e in result.errors]
    items += [(COMMANDS.get(f.severity, "warning"), _finding_command(f)) for f in result.findings]
    items = by_severity(items, lambda item: {"notice": "info"}.get(item[0], item[0]))
    shown: Counter[str] = Counter()
    lines, left_out = [], Counter[str]()
    for kind, line in items:
        if shown[kind] < PER_TYPE:
            shown[kind] += 1
            lines.append(line)
        else:
            left_out[kind] += 1
    notices = [line for line in lines if line.startswith("::notice")]
    if left_out and len(notices) == PER_TYPE:  # the count must be a notice GitHub still shows
        lines.remove(notices[-1])
        left_out["notice"] += 1
    if left_out:
        parts = ", ".join(f"{n} {kind}{'s' if n != 1 else ''}" for kind, n in left_out.items())
        lines.append(
            command(
                "notice",
                f"{sum(left_out.values())} more not annotated ({parts}): GitHub shows "
                f"{PER_TYPE} annotations of each type per step; see the job summary or the log.",
                title="cardlint: more findings",
            )
        )
    return lines


def _cell(text: str) -> str:
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ").replace("<", "&lt;")


def _language(code: str) -> str:
    """'es' → 'Spanish' (Babel), or the code when Babel does not know it."""
    try:
        from babel import Locale

        return f"{Locale.parse(code).get_display_name('en')} ({code})"
    except (ValueError, TypeError, ImportError, LookupError):
        return code


def summary_markdown(result: CheckResult) -> str:
    """The job summary: totals, counts by rule and by language, the first findings."""
    n, errors = len(result.findings), [e for e in result.errors if e.level == "error"]
    out = ["## cardlint", "", summary_line(result)]  # the text report's line: cards left unchanged included
    if result.findings:
        out += ["", "| Rule | Findings |", "| --- | ---: |"]
        for (code, name), count in sorted(Counter((f.code, f.name) for f in result.findings).items()):
            out.append(f"| {code} {name} | {count} |")
        out += ["", "| Language | Findings |", "| --- | ---: |"]
        for lang, count in sorted(Counter(f.lang for f in result.findings).items()):
            out.append(f"| {_cell(_language(lang))} | {count} |")
        first = by_severity(result.findings, lambda f: f.severity)[:SUMMARY_ROWS]
        out += [
            "",
            f"### {'First ' if n > len(first) else ''}{len(first)} finding{'s' if len(first) != 1 else ''}",
            "",
            "| Where | Card | Lang | Rule | Severity | Message |",
            "| --- | --- | --- | --- | --- | --- |",
        ]
        for f in first:
            where = f"{relative_path(f.path)}:{f.cell or f.line}"
            out.append(
                f"| `{_cell(where)}` | {_cell(f.card)} | {f.lang} | {f.code} {f.name} | {f.severity} | {_cell(f.message)} |"
            )
    if errors:
        out += ["", "### Input errors", ""] + [
            f"- `{_cell(relative_path(e.path))}:{e.cell or e.line}` {_cell(e.message)}" for e in errors[:SUMMARY_ROWS]
        ]
    return "\n".join(out) + "\n"


def write_github(result: CheckResult, out: TextIO, color: bool = False, env: Mapping[str, str] | None = None) -> None:
    """Print the annotations; append the job summary where ``$GITHUB_STEP_SUMMARY`` says."""
    for line in annotations(result):
        out.write(line + "\n")
    target = (os.environ if env is None else env).get("GITHUB_STEP_SUMMARY")
    if target:
        try:
            with open(target, "a", encoding="utf-8") as handle:  # the runner's file: appended to, never replaced
                handle.write(summary_markdown(result) + "\n")
        except OSError as exc:  # the annotations are out already; say so, do not fail the report
            print(
                f"cardlint: warning: cannot write the job summary to {target}: {exc.strerror or exc}", file=sys.stderr
            )
