"""The locale's patterns, each list with the label that says what its matches are.

A label is ``Label(kind, key, value)``: ``frame`` (key: the frame's id, ``frame_id``), ``none`` (mentions targeting without selecting), ``detail`` (key: the detail's kind,
value: its canonical value, "creature", "you"…, or a count's id, ``count_id``), ``structure`` (key: its kind), ``describe`` (a
describing phrase), ``qualifier`` (key: its name), ``end`` (where a phrase ends) and ``phrase``
(key: the dotted key of a ``checks`` list, read by the rules).

Order never decides: a frame or a count is named by what it means, not by its place in a file
(entries that mean the same share one label), and two phrases of one kind over the same words are
settled by ``Label.rank``, the same wherever the locale lists them.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any, NamedTuple, cast

from linter import patterns as pat
from linter.locale_schema import DETAILS, FRAME, LANGUAGE, phrase_lists
from linter.locales import LocaleError
from linter.patterns import Pattern, PatternCompiler

# The passes of the matcher: phrases other patterns use as slots are found first, each pass seeing
# the ones before — object phrases, describing phrases and qualifiers, then counts, then the rest.
PASSES = 3
NEEDS = {0: {pat.DESC, pat.COUNT, pat.OBJECTS}, 1: {pat.COUNT, pat.OBJECTS}}  # slots a pass's patterns may not use
# which kind of phrase wins a tie over the same words: a frame over a mention, …
KINDS = ("frame", "none", "describe", "qualifier", "detail", "end", "structure", "phrase")
_KEYS: dict[str, list[str]] = {"detail": list(DETAILS), "structure": list(cast(dict[str, Any], LANGUAGE["structure"]))}


def frame_id(frame: dict[str, Any]) -> str:
    """A frame's name, from what it means: its concept and fixed details ("target", "retarget mode=any");
    its patterns are not part of it, so frames that mean the same are one frame."""
    fields = [f"{k}={_plain(frame[k])}" for k in FRAME if k not in ("concept", "patterns") and k in frame]
    return " ".join([str(frame.get("concept")), *fields])


def count_id(entry: dict[str, Any]) -> str:
    """A count's name, from the numbers it stands for ("0..num": "up to two"; "1..": "one or more")."""
    low, high = entry.get("min", "num"), entry.get("max", "num")
    return f"{low}..{'' if high is None else high}"


def _plain(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, sort_keys=True)


class Label(NamedTuple):
    """What a match of one list of patterns is (see the module's docstring)."""

    kind: str
    key: str = ""
    value: str = ""

    @property
    def name(self) -> str:
        """The label as spaCy's matchers register it."""
        return "|".join(self)

    @property
    def stage(self) -> int:
        """The pass whose patterns it has: 0 object phrases, describing phrases, qualifiers and
        "another"; 1 counts; 2 every other phrase."""
        if self.kind in ("describe", "qualifier") or (self.kind == "detail" and self.key in ("objects", "another")):
            return 0
        return 1 if self.kind == "detail" and self.key == "counts" else 2

    def rank(self, generic: frozenset[str] = frozenset()) -> tuple[int, int, str, bool, str]:
        """Which of two phrases over the same words comes first: by kind (a frame before a mention), the
        schema's order of details, then a specific object before a ``generic`` one ("card"), then by name."""
        keys = _KEYS.get(self.kind, [])
        place = keys.index(self.key) if self.key in keys else len(keys)
        generic_object = self.kind == "detail" and self.key == "objects" and self.value in generic
        return KINDS.index(self.kind), place, self.key, generic_object, self.value

    @property
    def describes(self) -> bool:
        """A phrase that describes an object (a slot of ``<desc>``)."""
        return self.kind in ("describe", "qualifier") or (self.kind == "detail" and self.key == "another")


def _pattern_list(value: Any, where: str) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return value
    raise LocaleError(f"{where}: expected a pattern or a list of patterns, got {value!r}")


def locale_patterns(data: dict[str, Any]) -> Iterator[tuple[Label, list[str], str, Any]]:
    """Every (label, patterns, where, verb_final setting) the locale defines."""
    for i, frame in enumerate(data.get("frames") or []):
        if not isinstance(frame, dict) or "concept" not in frame:
            raise LocaleError(f"frames[{i}]: each frame needs a 'concept' and 'patterns'")
        patterns = _pattern_list(frame.get("patterns"), f"frames[{i}].patterns")
        yield Label("frame", frame_id(frame)), patterns, f"frames[{i}]", frame.get("verb_final")
    if data.get("not_selections"):
        yield Label("none"), _pattern_list(data["not_selections"], "not_selections"), "not_selections", False
    phrases = (data.get("describing") or {}).get("phrases")
    if phrases:
        yield Label("describe"), _pattern_list(phrases, "describing.phrases"), "describing.phrases", False
    for name, pats in (data.get("qualifiers") or {}).items():
        yield Label("qualifier", name), _pattern_list(pats, f"qualifiers.{name}"), f"qualifiers.{name}", False
    details = data.get("details") or {}
    for kind, entries in details.items():
        if kind in ("count_blockers", "coordination"):  # word lists read by the frame builder
            continue
        if kind == "counts":
            for i, entry in enumerate(entries):
                where = f"details.counts[{i}]"
                yield (
                    Label("detail", "counts", count_id(entry)),
                    _pattern_list(entry.get("pattern"), where),
                    where,
                    False,
                )
        elif kind == "objects":
            for value, pats in entries.items():  # one-word objects are word features (lexicon)
                several = [p for p in _pattern_list(pats, f"details.objects.{value}") if _is_phrase(p)]
                if several:
                    yield Label("detail", "objects", value), several, f"details.objects.{value}", False
        elif isinstance(entries, dict):
            for value, pats in entries.items():
                where = f"details.{kind}.{value}"
                yield Label("detail", kind, value), _pattern_list(pats, where), where, False
        else:
            yield Label("detail", kind), _pattern_list(entries, f"details.{kind}"), f"details.{kind}", False
    complements = (data.get("phrase_ends") or {}).get("complements")
    if complements:
        yield (
            Label("end", "complement"),
            _pattern_list(complements, "phrase_ends.complements"),
            "phrase_ends.complements",
            False,
        )
    placing = ((data.get("phrase_ends") or {}).get("placing") or {}).get("complements")
    if placing:
        where = "phrase_ends.placing.complements"
        yield Label("end", "placing"), _pattern_list(placing, where), where, False
    for kind, pats in (data.get("structure") or {}).items():
        yield Label("structure", kind), _pattern_list(pats, f"structure.{kind}"), f"structure.{kind}", False
    for key, phrases in phrase_lists(data.get("checks") or {}):  # read by the rules (linter/rules/)
        yield Label("phrase", key), phrases, f"checks.{key}", False


def as_written(pattern: Pattern, compiler: PatternCompiler) -> list[str] | None:
    """A ``checks`` phrase of plain words, each as written (lower-cased), not in every form of its lemma:
    an outdated wording is that wording ("comes into play", not "come into play"). None: it uses the
    pattern language beyond plain words, and is matched as any pattern."""
    if any(s.kind != pat.WORDS or s.optional or len(s.lemmas) != 1 for s in pattern.slots) or "|" in pattern.text:
        return None
    return [w.lower() for chunk in pattern.text.split() for w in compiler.tokenize(chunk)]


def _is_phrase(pattern: str) -> bool:
    """An object written as more than one plain word ("spell / trap", "re:…")."""
    return " " in pattern.strip() or pattern.startswith("re:") or "<" in pattern
