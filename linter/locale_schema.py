"""What the files under ``locales/`` may hold, checked when they are loaded.

A misspelt key (``object_sied``) or a value of the wrong kind (``mention: "yes"``) would
otherwise be silently ignored: the file loads, the engine reads nothing. Each file is
checked against its schema below; every problem is reported with the file and line
(``LocaleError``: ``cardlint`` exits with code 2 and says where).

The schemas are data. Notation:

    str, int, bool, None      a value of that kind (true/false is never a number)
    [X]                       a list of X
    {"key": X, …}             a mapping with these keys only (another key is an error)
    {str: X}                  a mapping from any text to X
    (X, Y, …)                 X or Y …
    frozenset({"a", "b"})     one of these values
    Required(X)               X, and the key must be there

Adding a key is adding a line here (and the code that reads it).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml


@dataclass(frozen=True)
class Required:
    """A key that must be present."""

    schema: Any


# -- the schemas ---------------------------------------------------------------------------

PATTERN = str  # a pattern: see locales/README.md ("target creature", "re:…", "<num>"…)
PATTERNS = (PATTERN, [PATTERN])  # one pattern or a list of them
WORD = str


class Phrase(str):
    """A phrase of a ``checks`` list: the pattern language, its plain words matched as written (any
    case); the matcher finds these phrases with the locale's own tokens (``phrase_lists``)."""


PHRASE = Phrase

CONCEPTS = frozenset(
    {"target", "choice", "all", "random", "reference", "retarget", "resolution-reference", "divide"}
)  # fmt: skip

FRAME = {
    "concept": Required(CONCEPTS),
    "patterns": Required(PATTERNS),
    "mode": str,  # retarget: all, one, any, new; resolution-reference: it, chosen, all…
    "object": str,  # a canonical object of details.objects
    "chooser": str,
    "count": {"min": int, "max": (int, None)},
    "another": bool,
    "optional": bool,
    "object_side": frozenset({"before", "after", "both"}),
    "requires_object": bool,
    "default_object": str,
    "mention": bool,
    "takes_details": bool,  # false: the phrase's words describe other objects ("all enemy units at a battlefield")
    "keeps": [CONCEPTS],  # selections of these concepts inside the phrase are frames of their own (all the units)
    "verb_final": (bool, [WORD]),  # true, or the verb's forms at the end of the clause
}

DETAILS = {
    "objects": {str: [WORD]},  # canonical object -> the words for it
    "counts": [{"pattern": Required(PATTERNS), "min": (int, str), "max": (int, str, None)}],  # "num": the number
    "count_blockers": [WORD],
    "another": PATTERNS,
    "optional": PATTERNS,
    "divided": PATTERNS,
    "coordination": {"or": [WORD], "and": [WORD], "gap": int, "and_gap": int},
    "controller": {str: PATTERNS},
    "zones": {str: PATTERNS},
    "locations": {str: PATTERNS},
    "choosers": {str: PATTERNS},
    "sentence_choosers": {str: PATTERNS},
}

CHECKS = {
    "outdated": [{"find": Required([PHRASE]), "now": str, "since": str}],
    "delayed_trigger": [PHRASE],
    "activation_declarations": [PHRASE],  # Yu-Gi-Oh!: a clause opening that declares a target with no ';'
    "references": {
        "plural_words": [WORD],
        "plural_endings": [str],
        "ambiguous": [WORD],
        "plural_of": {str: str},
    },
    "hidden": {"markers": [PHRASE], "untied": [PHRASE]},
    "consistency": {"fold": {str: str}},
}

# locales/<lang>/common.yaml, <lang>/<game>.yaml and its topic files <lang>/<game>.<topic>.yaml
# (merged: any of them may hold any of these keys)
LANGUAGE = {
    "language": str,
    "name": str,
    "numbers": {str: (int, str)},  # a word -> its value (x: X)
    "abbreviations": [WORD],
    "lemmas": {str: str},
    "vocabulary": [WORD],
    "frames": [FRAME],
    "not_selections": PATTERNS,
    "details": DETAILS,
    "structure": {
        "trigger_starts": PATTERNS,
        "additional_cost": PATTERNS,
        "replacement": PATTERNS,
        "must": PATTERNS,
        "acting_reminders": PATTERNS,  # keywords whose reminder text is the ability itself (Riftbound [Equip])
    },
    "checks": CHECKS,
    # read by the rewritten engine
    "words": {"function": [WORD], "clause_breaks": [WORD], "verbs": [WORD]},
    "describing": {"max": int, "phrases": [PATTERN]},
    "compounds": {"linking": [WORD], "negation": [WORD]},
    "qualifiers": {str: [PATTERN]},  # canonical name -> patterns
    # where a restriction phrase ends (besides verbs, clause breaks and punctuation): prepositions that
    # open a complement of the verb ("to", "a", "in die"), coordinators, which end it unless they join its objects,
    # and relative words, whose clause belongs to the phrase up to its verb
    "phrase_ends": {"complements": PATTERNS, "coordinators": [WORD], "relatives": [WORD]},
    # suggested wordings (linter.suggest): the articles a target phrase brings with it, which agree with its object
    "suggest": {"articles": [str], "closes_clause": str},
}

# locales/games/<game>.yaml
GAME = {
    "title": str,
    "structure": {
        "cost_colon": bool,
        "psct": bool,
        "implicit_targets": bool,
        "parentheses": frozenset({"reminder", "text"}),
        "run_on": frozenset({"ability", "sentence"}),  # what text glued to an ability's end starts
        "inner_capitals": bool,  # no word of the game has a capital inside ("FlyingWhen" is two)
        "trigger_ends": [WORD],  # what closes a trigger condition (default ","; Altered: "—")
        "private_zones": [str],
        "passive_types": [str],
        "play_zone": str,  # where objects are when the text names no zone: naming it restricts nothing
        "trailing_qualifiers": [str],  # qualifiers said in a phrase after the noun ("with power 2 or less")
        # whom protection against being chosen stops: "opponents" (Lorcana's Ward, 8.15.1) makes a selection
        # among the chooser's own objects play alike whether it is worded as targeted or not
        "protection_stops": frozenset({"everyone", "opponents"}),
        "protection_in": str,  # the one zone where protection works (Lorcana: play, CR 1.6.1)
        # "capitals": a run of words in capitals is an ability's name, no rules text (Lorcana's story names, 5.2.8)
        "ability_names": frozenset({"capitals"}),
    },
    "citations": {str: (str, {str: str})},  # finding -> rule text, or mode -> rule text
    "why": {str: (str, {str: str})},  # finding (or mode -> finding) -> why, in the game's terms
    "checks": {"private_zones": [str], "hidden": bool, "choice_not_target": bool},
    "compounds": {"decides": frozenset({"first", "last"}), "generic": [WORD]},
}


def phrase_lists(data: Any, schema: Any = CHECKS, key: str = "") -> Iterator[tuple[str, list[str]]]:
    """Every list of phrases in a language's ``checks`` data, by dotted key ("delayed_trigger",
    "hidden.markers", "outdated.0.find"): what the matcher looks for besides the patterns."""
    if isinstance(schema, Required):
        schema = schema.schema
    if isinstance(schema, list) and isinstance(data, list):
        if schema[0] is Phrase:
            yield key, [str(p) for p in data]
        else:
            for i, item in enumerate(data):
                yield from phrase_lists(item, schema[0], f"{key}.{i}")
    elif isinstance(schema, dict) and isinstance(data, dict) and not _is_open(schema):
        for name, inner in data.items():
            if name in schema:
                yield from phrase_lists(inner, schema[name], f"{key}.{name}" if key else name)


# -- checking ----------------------------------------------------------------------------------

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
    if isinstance(schema, Required):
        schema = schema.schema
    if isinstance(schema, tuple):  # the first alternative of the value's kind decides
        schema = next((s for s in schema if _kind_fits(value, s)), schema)
    if not _kind_fits(value, schema):
        problems.append(Problem(path, f"{_where(path)} should be {describe(schema)}, not {_show(value)}"))
    elif isinstance(schema, frozenset):
        if value not in schema:
            hint = _suggest(value, schema)
            problems.append(Problem(path, f"{_where(path)} should be {describe(schema)}, not {_show(value)}{hint}"))
    elif isinstance(schema, list):
        if schema[0] in (str, Phrase) and all(isinstance(item, str) for item in value):
            return  # the common case, at C speed
        for i, item in enumerate(value):
            _check(item, schema[0], (*path, i), problems)
    elif isinstance(schema, dict):
        _check_mapping(value, schema, path, problems)


def _check_mapping(value: dict[Any, Any], schema: dict[Any, Any], path: Path_, problems: list[Problem]) -> None:
    if _is_open(schema):
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


def _is_open(schema: dict[Any, Any]) -> bool:
    return len(schema) == 1 and isinstance(next(iter(schema)), type)


def _kind_fits(value: Any, schema: Any) -> bool:
    if isinstance(schema, Required):
        schema = schema.schema
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
    if schema is str or schema is Phrase:
        return isinstance(value, str)
    return isinstance(value, schema)


def describe(schema: Any) -> str:
    """The schema in words: "a list of texts", "true or false"…"""
    if isinstance(schema, Required):
        return describe(schema.schema)
    if schema is None:
        return "null"
    if isinstance(schema, tuple):
        return " or ".join(describe(s) for s in schema)
    if isinstance(schema, frozenset):
        return "one of " + ", ".join(repr(v) for v in sorted(schema))
    if isinstance(schema, list):
        item = schema[0]
        if isinstance(item, dict):
            return "a list of mappings"
        plural = _PLURAL.get(item) if isinstance(item, type) else None
        return f"a list of {plural}" if plural else f"a list (each: {describe(item)})"
    if isinstance(schema, dict):
        return "a mapping"
    return {str: "a text", Phrase: "a phrase", int: "a whole number", bool: "true or false"}.get(
        schema, schema.__name__
    )


_PLURAL = {str: "texts", Phrase: "phrases", int: "whole numbers"}


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
    try:
        root = yaml.compose(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError:
        return [None] * len(problems)
    return [_line(root, p.path, p.at_key) for p in problems]


def _line(node: Any, path: Path_, at_key: bool) -> int | None:
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
