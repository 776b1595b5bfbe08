"""A located target phrase (or "all"/"each" selection) and the restrictions that follow it.

Where each part of the phrase stands in the official text: determiner or count, "up to",
"another", noun (with its gender and number from the language's table), describing words, the
marker, and the restrictions after it ("que controlas", ", die du kontrollierst,", "de votre
cimetière") read with the words of bench/mutations/<lang>.yaml. bench/locate.py finds phrases.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import cache

from bench.mutation_data import Lang, Noun, cap_pattern

TOKEN = re.compile(r"[^\W\d_]+['’](?=\w)|[+\-]?\d+(?:/[+\-]?\d+)?|\w+(?:[-/]\w+)*-?|[^\w\s]")
Span = tuple[int, int]


@dataclass(frozen=True)
class Restriction:
    kind: str  # controller, zone
    start: int  # with the space or comma before it
    end: int  # German: without the comma that closes the clause
    value: str  # who or which zone
    entry: dict  # the data entry (its `to`)
    body: int  # where its words begin (after the space or comma)


@dataclass(eq=False)
class Phrase:
    """One target phrase or all/each selection: where each of its parts stands."""

    kind: str  # "target" or "all"
    start: int
    det: Span | None = None  # determiner, count or quantifier
    det_word: str = ""
    upto: Span | None = None
    another: Span | None = None
    another_is_det: bool = False
    noun: Span | None = None
    noun_info: Noun | None = None
    quals: list[tuple[str, Span]] = field(default_factory=list)
    extra: bool = False  # unknown words inside the noun phrase
    coordinated: bool = False
    marker: Span | None = None
    core_end: int = 0  # end of the noun phrase with its marker and describing words
    tail: list[Restriction] = field(default_factory=list)
    end: int = 0  # end with the restrictions (German: with the comma that closes the last one)
    verb: Span | None = None  # Yu-Gi-Oh! targeting verb
    open: bool = False  # unknown words follow before the clause ends: nothing is inserted there

    @property
    def gender(self) -> str | None:
        return self.noun_info.gender if self.noun_info else None

    @property
    def plural(self) -> bool:
        return bool(self.noun_info and self.noun_info.plural)

    def has(self, kind: str) -> bool:
        return any(r.kind == kind for r in self.tail)


def tokens(text: str, start: int, end: int) -> list[tuple[int, int, str]]:
    return [(start + m.start(), start + m.end(), m.group()) for m in TOKEN.finditer(text[start:end])]


def line_start(text: str, at: int) -> int:
    return text.rfind("\n", 0, at) + 1


def alt(words: list[str]) -> str:
    return "|".join(cap_pattern(re.escape(w).replace(r"\ ", r"\s+")) for w in sorted(words, key=len, reverse=True))


@cache
def tail_patterns(lang: Lang, game: str) -> list[tuple[re.Pattern[str], str, str, dict]]:
    g = lang.game(game) or {}
    commas = bool(g.get("clause_commas"))
    found = []
    for kind, entries in (("controller", g.get("controllers") or []), ("zone", g.get("zones") or [])):
        for entry in entries:
            body = lang.pattern(entry["say"])
            clause = commas and "{rel}" in entry["say"]
            lead = r"\s*,\s*" if clause else r"\s+"
            found.append((re.compile(lead + f"({body})(?![\\w])"), kind, entry.get("who") or entry.get("zone"), entry))
    return found


def read_tail(text: str, at: int, lang: Lang, game: str, phrase: Phrase) -> None:
    """The restrictions right after the noun phrase, and where the phrase ends."""
    skips = (lang.game(game) or {}).get("tail_skips") or []
    pos = at
    while True:
        for pattern, kind, value, entry in tail_patterns(lang, game):
            m = pattern.match(text, pos)
            if m is None and skips:  # "1 Monster wählen, das du kontrollierst"
                skip = re.compile(r"\s+(?:" + alt(skips) + r")(?=\s*,)").match(text, pos)
                m = pattern.match(text, skip.end()) if skip else None
            if m:
                phrase.tail.append(Restriction(kind, m.start(), m.end(), value, entry, m.start(1)))
                pos = m.end()
                break
        else:
            break
    phrase.end = pos
    if phrase.tail and text.startswith(",", pos) and (lang.game(game) or {}).get("clause_commas"):
        if re.match(r",\s*[^\s.,;:]", text[pos:]) and text[phrase.tail[-1].start :].lstrip().startswith(","):
            phrase.end = pos + 1  # the comma that closes the relative clause belongs to it


def qualifier_at(lang: Lang, text: str, pos: int) -> tuple[str, int] | None:
    for name, template in (lang.section("qualifiers")).items():
        m = re.compile(r"\s*(?:" + lang.pattern(template) + r")(?!\w)").match(text, pos)
        if m:
            return name, m.end()
    return None


def with_number(lang: Lang, noun: Noun | None, det: str) -> Noun | None:
    """The noun in the plural where its determiner or count says so and the word itself cannot
    ("alle Monster", "2 Monster", "todos los"): the restrictions then agree with a plural."""
    low = det.lower()
    if det.isdigit():
        plural = det != "1"
    elif low in lang.section("numbers"):
        plural = lang.section("numbers")[low].get("number", "pl") == "pl"
    elif low in lang.section("determiners"):
        plural = lang.section("determiners")[low].get("number") == "pl"
    else:
        plural = str(lang.section("all").get(low, "")).startswith("p")
    if noun is None or not plural or noun.plural:
        return noun
    return replace(noun, plural=True)


def marker_pattern(words: list[str]) -> re.Pattern[str]:
    return re.compile(r"(?<![\w'’])(?:" + alt(words) + r")(?![\w])")


def alt_has(words: list[str], word: str) -> bool:
    return any(word.lower() == w.lower() for w in words)
