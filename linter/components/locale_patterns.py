"""The locale's patterns, each list with the label that says what its matches are.

A label is ``Label(kind, key, value)``, read off where the list stands in the schema
(``linter.locale_schema``): the section's kind (``MATCHED``), then the names on the way —
``frame`` (key: the frame's ``frame_id``), ``none`` (mentions targeting without selecting),
``detail`` (key: the detail's kind; value: its canonical value, "creature", "you"…, or a count's
``count_id``), ``structure`` (key: its kind), ``describe`` (a describing phrase), ``qualifier``
(key: its name), ``end`` (where a phrase ends) and ``phrase`` (key: the dotted key of a ``checks``
list, read by the rules).

Order never decides: a frame or a count is named by what it means, not by its place in a file
(entries that mean the same share one label), and two phrases of one kind over the same words are
settled by ``Label.rank``, the same wherever the locale lists them.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, NamedTuple, cast

from linter import patterns as pat
from linter.locale_schema import DETAILS, LANGUAGE, MATCHED
from linter.locales import pattern_places
from linter.patterns import Pattern, PatternCompiler

# The passes of the matcher: phrases other patterns use as slots are found first, each pass seeing
# the ones before — object phrases, describing phrases and qualifiers, then counts, then the rest.
PASSES = 3
NEEDS = {0: {pat.DESC, pat.COUNT, pat.OBJECTS}, 1: {pat.COUNT, pat.OBJECTS}}  # slots a pass's patterns may not use
# which kind of phrase wins a tie over the same words: a frame over a mention, …
KINDS = ("frame", "none", "describe", "qualifier", "detail", "end", "structure", "phrase")
_KEYS: dict[str, list[str]] = {"detail": list(DETAILS), "structure": list(cast(dict[str, Any], LANGUAGE["structure"]))}


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

    def rank(self, generic: frozenset[str] = frozenset()) -> tuple[int, int, int, str, bool, str]:
        """Which of two phrases over the same words comes first: by kind (a frame before a mention), the
        schema's order of details, then the more specific: a frame that names its object before one that
        reads it from the words ("1 „Beispielzauber“ wählen": a named card), a specific object before a
        ``generic`` one ("card": a Token's frame, the object word "token"), then by name."""
        keys = _KEYS.get(self.kind, [])
        place = keys.index(self.key) if self.key in keys else len(keys)
        names = {f.removeprefix("object=") for f in self.key.split() if f.startswith("object=")}
        specific = (0 if names - generic else 1 if names else 2) if self.kind == "frame" else 0
        generic_object = self.kind == "detail" and self.key == "objects" and self.value in generic
        return KINDS.index(self.kind), place, specific, self.key, generic_object, self.value

    @property
    def describes(self) -> bool:
        """A phrase that describes an object (a slot of ``<desc>``)."""
        return self.kind in ("describe", "qualifier") or (self.kind == "detail" and self.key == "another")

    @property
    def slot_phrase(self) -> bool:
        """A phrase later patterns use as a slot: an object, a count, a describing phrase (what
        ``SlotText.record`` keeps; the matcher offers it no other)."""
        return (self.kind == "detail" and self.key in ("objects", "counts")) or self.describes


def locale_patterns(data: dict[str, Any]) -> Iterator[tuple[Label, list[str], str, Any]]:
    """Every (label, patterns, where, verb_final setting) the locale defines. The label is where the
    patterns stand in the schema (``pattern_places``): the section's kind, then the names on the way
    ("details.zones.graveyard": detail, zones, graveyard; a frame: its ``frame_id``); a ``checks`` list
    is known by its dotted key ("hidden.markers"), which the rules ask for."""
    for place in pattern_places(data):
        kind, rest = MATCHED[place.names[0]], place.names[1:]
        entry = place.entry or {}
        if entry and rest[-1] in entry:  # a named entry's own pattern key ("patterns"): the entry's name says it
            rest = rest[:-1]
        patterns = place.patterns
        if kind == "detail" and rest[0] == "objects":  # one-word objects are word features (lexicon)
            patterns = [p for p in patterns if _is_phrase(p)]
        if not patterns:
            continue
        label = Label(kind, ".".join(rest)) if kind == "phrase" else Label(kind, *rest)
        yield label, patterns, place.where, entry.get("verb_final", False)


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
