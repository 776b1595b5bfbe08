"""What the files under ``locales/`` may hold, checked when they are loaded.

A misspelt key (``object_sied``) or a value of the wrong kind (``mention: "yes"``) would
otherwise be silently ignored: the file loads, the engine reads nothing. Each file is
checked against its schema below (by ``linter.schema_check``); every problem is reported with
the file and line (``LocaleError``: ``cardlint`` exits with code 2 and says where).

The schemas are data. Notation:

    str, int, bool, None      a value of that kind (true/false is never a number)
    [X]                       a list of X
    {"key": X, …}             a mapping with these keys only (another key is an error)
    {str: X}                  a mapping from any text to X
    (X, Y, …)                 X or Y …
    frozenset({"a", "b"})     one of these values
    Required(X)               X, and the key must be there
    [Named(X, name)]          a list of X, each entry known by ``name(entry)``, what it means, never
                              by its place in the list

Adding a key is adding a line here (and the code that reads it). The patterns a language file holds
(``Pattern``, ``Phrase``) are found by the matcher; what a match is follows from where the pattern
stands in the schema (``linter.locales.pattern_places``, ``MATCHED``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from linter.model.frames import CONCEPTS as frame_concepts


@dataclass(frozen=True)
class Required:
    """A key that must be present."""

    schema: Any


@dataclass(frozen=True)
class Named:
    """An entry of a list known by what it means (``name(entry)``): reordering the list changes nothing,
    and entries with the same name are one."""

    schema: Any
    name: Callable[[dict[str, Any]], str]


def bare(schema: Any) -> Any:
    """The schema inside a ``Required`` or ``Named`` wrapper."""
    while isinstance(schema, (Required, Named)):
        schema = schema.schema
    return schema


# -- the schemas ---------------------------------------------------------------------------


class Pattern(str):
    """A pattern: see locales/README.md ("target creature", "re:…", "<num>"…)."""


PATTERN = Pattern
PATTERNS = (PATTERN, [PATTERN])  # one pattern or a list of them
WORD = str


class Phrase(str):
    """A phrase of a ``checks`` list: the pattern language, its plain words matched as written (any
    case); the matcher finds these phrases with the locale's own tokens."""


PHRASE = Phrase


class Citation(str):
    """A rule's text, never empty: a game that cites nothing for a rule leaves the rule out."""


CITATION = Citation

CONCEPTS = frozenset(frame_concepts)  # the canonical concepts (linter.model.frames)


def frame_id(frame: dict[str, Any]) -> str:
    """A frame's name, from what it means: its concept and fixed details ("target", "retarget mode=any");
    its patterns are no part of it, so frames that mean the same are one frame."""
    fields = [f"{k}={_plain(frame[k])}" for k in FRAME if k not in ("concept", "patterns") and k in frame]
    return " ".join([str(frame.get("concept")), *fields])


def count_id(entry: dict[str, Any]) -> str:
    """A count's name, from the numbers it stands for ("0..num": "up to two"; "1..": "one or more")."""
    low, high = entry.get("min", "num"), entry.get("max", "num")
    return f"{low}..{'' if high is None else high}"


def outdated_id(entry: dict[str, Any]) -> str:
    """An outdated wording's name: the first wording it finds ("comes into play"), not its place in the list."""
    return str((entry.get("find") or [""])[0])


def _plain(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, sort_keys=True)


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
    "objects": {str: [PATTERN]},  # canonical object -> the words for it (one-word forms are word features)
    # "num": the number
    "counts": [Named({"pattern": Required(PATTERNS), "min": (int, str), "max": (int, str, None)}, count_id)],
    "count_blockers": [WORD],
    "another": PATTERNS,
    "optional": PATTERNS,
    "divided": PATTERNS,
    "coordination": {"or": [WORD], "and": [WORD], "all_and": [WORD], "gap": int, "and_gap": int},
    "controller": {str: PATTERNS},
    "zones": {str: PATTERNS},
    "locations": {str: PATTERNS},
    "choosers": {str: PATTERNS},
    "sentence_choosers": {str: PATTERNS},
}

CHECKS = {
    "outdated": [Named({"find": Required([PHRASE]), "now": str, "since": str}, outdated_id)],
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
    "classes": {str: [WORD]},  # a named word class, written @name in a pattern: an inflection set written once
    "vocabulary": [WORD],
    "frames": [Named(FRAME, frame_id)],
    "not_selections": PATTERNS,
    "details": DETAILS,
    "structure": {
        "trigger_starts": PATTERNS,
        "phrase_triggers": PATTERNS,  # trigger starts whose condition is a phrase that a verb ends ("Zu Beginn …")
        "additional_cost": PATTERNS,
        "replacement": PATTERNS,
        "must": PATTERNS,
        "acting_reminders": PATTERNS,  # keywords whose reminder text is the ability itself (Riftbound [Equip])
    },
    "checks": CHECKS,
    # read by the rewritten engine
    "words": {"function": [WORD], "clause_breaks": [WORD], "verbs": [WORD], "negation": [WORD]},
    "describing": {"max": int, "phrases": [PATTERN]},
    "compounds": {"linking": [WORD], "negation": [WORD]},
    "qualifiers": {str: [PATTERN]},  # canonical name -> patterns
    # where a restriction phrase ends (besides verbs, clause breaks and punctuation): prepositions that
    # open a complement of the verb ("to", "a", "in die"), coordinators, which end it unless they join its objects,
    # and relative words, whose clause belongs to the phrase up to its verb
    # and a placing verb ("changez") with the complements that say where or how it puts the card ("en Position
    # de Défense"): the last of them in its clause is the verb's, no restriction of the object
    "phrase_ends": {
        "complements": PATTERNS,
        "coordinators": [WORD],
        "relatives": [WORD],
        "placing": {"verbs": [WORD], "complements": PATTERNS},
    },
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
        "controlled_zones": [str],  # other zones whose objects have a controller (Magic's stack)
        "trailing_qualifiers": [str],  # qualifiers said in a phrase after the noun ("with power 2 or less")
        "players": [str],  # objects that are players: no controller, zone or trailing bound restricts one
        # whom protection against being chosen stops: "opponents" (Lorcana's Ward, 8.15.1) makes a selection
        # among the chooser's own objects play alike whether it is worded as targeted or not
        "protection_stops": frozenset({"everyone", "opponents"}),
        "protection_in": str,  # the one zone where protection works (Lorcana: play, CR 1.6.1)
        # "capitals": a run of words in capitals is an ability's name, no rules text (Lorcana's story names, 5.2.8)
        "ability_names": frozenset({"capitals"}),
    },
    "citations": {str: (CITATION, {str: CITATION})},  # finding -> rule text, or mode -> rule text
    "why": {str: (str, {str: str})},  # finding (or mode -> finding) -> why, in the game's terms
    "checks": {str: (bool, [str])},  # what the rules read: the keys they declare (linter.rules.GAME_CHECKS)
    "compounds": {"decides": frozenset({"first", "last"}), "generic": [WORD]},
}


# What a match of each section's patterns is (``linter.components.locale_patterns.Label``'s kind)
MATCHED = {
    "frames": "frame",
    "not_selections": "none",  # mentions targeting without selecting
    "describing": "describe",
    "qualifiers": "qualifier",
    "details": "detail",
    "phrase_ends": "end",
    "structure": "structure",
    "checks": "phrase",  # read by the rules (linter/rules/)
}


def is_open(schema: dict[Any, Any]) -> bool:
    """A mapping from any key of a kind (``{str: X}``), not one of named keys."""
    return len(schema) == 1 and isinstance(next(iter(schema)), type)
