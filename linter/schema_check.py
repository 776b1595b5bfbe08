"""Checking data against a schema of ``linter.locale_schema`` (its notation is there), and saying
where each problem is in the YAML file: ``file:line: where: what``."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from linter.locale_schema import Citation, Pattern, Phrase, Required, bare, is_open

Path_ = tuple[str | int, ...]  # keys and list indexes from the top of the file


@dataclass(frozen=True)
class Problem:
    path: Path_  # where: the offending key, or the value
    message: str
    at_key: bool = False  # the key itself is wrong (its line is the key's)


def check(data: Any, schema: Any) -> list[Problem]:
    """Every way ``data`` departs from ``schema``."""
    problems: list[Problem] = []
    _check(data, schema, (), problems)
    return problems


def _check(value: Any, schema: Any, path: Path_, problems: list[Problem]) -> None:
    schema = bare(schema)
    if isinstance(schema, tuple):  # the first alternative of the value's kind decides
        schema = next((s for s in schema if _kind_fits(value, s)), schema)
    if not _kind_fits(value, schema):
        problems.append(Problem(path, f"{_where(path)} should be {describe(schema)}, not {_show(value)}"))
    elif isinstance(schema, frozenset):
        if value not in schema:
            hint = _suggest(value, schema)
            problems.append(Problem(path, f"{_where(path)} should be {describe(schema)}, not {_show(value)}{hint}"))
    elif schema is Citation and not value.strip():
        problems.append(Problem(path, f"{_where(path)} is empty: leave out a rule the game cites nothing for"))
    elif isinstance(schema, list):
        if schema[0] in (str, Pattern, Phrase) and all(isinstance(item, str) for item in value):
            return  # the common case, at C speed
        for i, item in enumerate(value):
            _check(item, schema[0], (*path, i), problems)
    elif isinstance(schema, dict):
        _check_mapping(value, schema, path, problems)


def _check_mapping(value: dict[Any, Any], schema: dict[Any, Any], path: Path_, problems: list[Problem]) -> None:
    if is_open(schema):
        ((key_kind, item),) = schema.items()
        if key_kind is str and item is str and all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
            return  # the common case (lemmas), at C speed
        for key, inner in value.items():
            if not _kind_fits(key, key_kind):
                problems.append(
                    Problem((*path, key), f"{_where((*path, key))}: a key should be {describe(key_kind)}", at_key=True)
                )
            _check(inner, item, (*path, key), problems)
        return
    for key, inner in value.items():
        if key not in schema:
            known = sorted(str(k) for k in schema)
            hint = _suggest(key, known) or f" (expected one of: {', '.join(known)})"
            problems.append(Problem((*path, key), f"{_where(path) or 'top level'}: unknown key {key!r}{hint}", True))
            continue
        _check(inner, schema[key], (*path, key), problems)
    for key, inner in schema.items():
        if isinstance(inner, Required) and key not in value:
            problems.append(Problem(path, f"{_where(path) or 'top level'} needs {key!r}"))


def _kind_fits(value: Any, schema: Any) -> bool:
    schema = bare(schema)
    if schema is None:
        return value is None
    if isinstance(schema, tuple):
        return any(_kind_fits(value, s) for s in schema)
    if isinstance(schema, frozenset):
        return isinstance(value, str)
    if isinstance(schema, list):
        return isinstance(value, list)
    if isinstance(schema, dict):
        return isinstance(value, dict)
    if schema is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if schema in (str, Pattern, Phrase, Citation):
        return isinstance(value, str)
    return isinstance(value, schema)


def describe(schema: Any) -> str:
    """The schema in words: "a list of texts", "true or false"…"""
    if schema is not bare(schema):
        return describe(bare(schema))
    if schema is None:
        return "null"
    if isinstance(schema, tuple):
        return " or ".join(describe(s) for s in schema)
    if isinstance(schema, frozenset):
        return "one of " + ", ".join(repr(v) for v in sorted(schema))
    if isinstance(schema, list):
        item = bare(schema[0])
        if isinstance(item, dict):
            return "a list of mappings"
        plural = _PLURAL.get(item) if isinstance(item, type) else None
        return f"a list of {plural}" if plural else f"a list (each: {describe(item)})"
    if isinstance(schema, dict):
        return "a mapping"
    return {
        str: "a text",
        Pattern: "a text",
        Phrase: "a phrase",
        Citation: "a rule's text",
        int: "a whole number",
        bool: "true or false",
    }.get(schema, schema.__name__)


_PLURAL = {str: "texts", Pattern: "texts", Phrase: "phrases", int: "whole numbers"}


def _show(value: Any) -> str:
    if value is None:
        return "null (nothing)"
    if isinstance(value, bool):
        return f"{str(value).lower()} (unquoted yes/no/on/off/true/false are read as true or false: quote the word)"
    if isinstance(value, str):
        return f"the text {value!r}"
    if isinstance(value, (int, float)):
        return f"the number {value!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


def _suggest(word: Any, choices: Any) -> str:
    import difflib  # only when there is a problem to report

    close = difflib.get_close_matches(str(word), [str(c) for c in choices], n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _where(path: Path_) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


# -- locating problems in the file ------------------------------------------------------------


def locate(text: str, problems: list[Problem]) -> list[int | None]:
    """The line (1-based) of each problem in the YAML source, from PyYAML's node marks.

    Only called when there is a problem to report: the normal load never composes nodes."""
    import yaml  # here: a run that reports no problem (or reads no YAML) never imports it

    try:
        root = yaml.compose(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError:
        return [None] * len(problems)
    return [_line(root, p.path, p.at_key) for p in problems]


def _line(node: Any, path: Path_, at_key: bool) -> int | None:
    import yaml

    line = node.start_mark.line + 1 if node is not None else None
    for n, part in enumerate(path):
        last = n == len(path) - 1
        if isinstance(node, yaml.MappingNode):
            found = None
            for key_node, value_node in node.value:
                if isinstance(key_node, yaml.ScalarNode) and _same_key(key_node.value, part):
                    found = (key_node, value_node)
            if found is None:
                return line
            if last and at_key:
                return found[0].start_mark.line + 1
            node = found[1]
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
            node = node.value[part]
        else:
            return line
        line = node.start_mark.line + 1
    return line


def _same_key(written: str, key: Any) -> bool:
    if isinstance(key, bool):
        return written.lower() in (("true", "yes", "on", "y") if key else ("false", "no", "off", "n"))
    if key is None:
        return written in ("", "~", "null", "Null", "NULL")
    return written == str(key)


def problems_message(path: Path, text: str, problems: list[Problem], limit: int = 20) -> str:
    """One line per problem: ``file:line: where: what``."""
    lines = locate(text, problems[:limit])
    shown = problems[:limit]
    out = [
        f"{path}:{line}: {p.message}" if line else f"{path}: {p.message}" for p, line in zip(shown, lines, strict=True)
    ]
    if len(problems) > limit:
        out.append(f"{path}: … and {len(problems) - limit} more problems")
    return "\n".join(out)
