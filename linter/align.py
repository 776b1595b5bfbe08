"""Aligns a translation's frames with the source's, once per card pair: every rule reads the pairs.

Frames are aligned ability by ability when both texts have the same abilities (lines),
else over the whole card; inside a group the best pairs win, so a translation may
reorder phrases freely. Reminder text is aligned apart, with the reminder text of the
same ability: it has no rules force, but players read it.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from functools import cached_property

from linter.locales import GameData, load_game
from linter.model.analysis import Analysis
from linter.model.frames import SELECTIONS, Count, Frame, Span

_FAMILY = {c: "selection" for c in SELECTIONS} | {
    "retarget": "retarget",
    "resolution-reference": "resolution-reference",
    "divide": "divide",
}
ONE = Count(1, 1)  # the count of a frame that says none
_ANY = {"any-target"}
_QUOTES = '"“”„«»'


@dataclass(frozen=True)
class Pair:
    """A source frame and the translation frame it corresponds to (None: no counterpart)."""

    source: Frame | None
    target: Frame | None


def effects(analysis: Analysis) -> list[Frame]:
    """The frames of the rules text (reminder text left out)."""
    return [f for f in analysis.frames if f.context != "reminder"]


def groups(source: Analysis, target: Analysis) -> list[tuple[list[Frame], list[Frame]]]:
    """The frames of the rules text to align with each other (reminder text apart)."""
    return _by_ability(effects(source), effects(target), source, target)


def _quoted(text: str, span: Span) -> bool:
    """Whether a phrase of reminder text is inside quotation marks: a word mentioned, not used
    (Overload: “replacing all instances of "target" with "each"”)."""
    opened = text.rfind("(", 0, span.start)
    return sum(text.count(q, opened + 1, span.start) for q in _QUOTES) % 2 == 1


def reminder_groups(source: Analysis, target: Analysis) -> list[tuple[list[Frame], list[Frame]]]:
    """The frames of reminder text, aligned only with the reminder text of the same ability."""
    src, tgt = (
        [f for f in a.frames if f.context == "reminder" and not _quoted(a.text, f.span)] for a in (source, target)
    )
    return _by_ability(src, tgt, source, target) if src or tgt else []


def _by_ability(
    src: list[Frame], tgt: list[Frame], source: Analysis, target: Analysis
) -> list[tuple[list[Frame], list[Frame]]]:
    """Ability by ability where both texts have the same abilities, else the whole card."""
    if source.abilities != target.abilities or source.abilities <= 1:
        return [(src, tgt)]
    by_s: dict[int, list[Frame]] = defaultdict(list)
    by_t: dict[int, list[Frame]] = defaultdict(list)
    for f in src:
        by_s[f.ability].append(f)
    for f in tgt:
        by_t[f.ability].append(f)
    return [(by_s[i], by_t[i]) for i in range(source.abilities)]


def _score(a: Frame, b: Frame, ia: float, ib: float) -> float | None:
    if _FAMILY[a.concept] != _FAMILY[b.concept]:
        return None
    # a reference names what it refers to: "its player" never answers a chosen card, nor "that creature" a player
    if "reference" in (a.concept, b.concept) and a.object and b.object and not _kinds(a.object) & _kinds(b.object):
        return None
    score = 10.0
    score += 4 if a.concept == b.concept else 0
    score += 2 if a.mode == b.mode else 0
    score += 3 if a.object and b.object and same_objects(a.object, b.object) else 0
    score += 1 if a.controller == b.controller else 0
    score += 1 if (a.count or ONE) == (b.count or ONE) else 0
    score += 1 if a.zone == b.zone else 0
    # a trigger condition's selection is the other's trigger condition's ("all monsters you controlled at
    # the start of this Battle Phase … destroy all face-up monsters"), an effect's the other's effect's:
    # it weighs more than where a frame stands among its group's
    score += 4 if a.context == b.context else 0
    return score - 3 * abs(ia - ib)


def align(src: list[Frame], tgt: list[Frame]) -> list[Pair]:
    """Pair frames of one group, best-scoring pairs first."""

    def rel(i: int, n: int) -> float:
        return i / (n - 1) if n > 1 else 0.0

    # a lone translation frame has no place among its group's to compare: what it says decides which source frame it
    # answers ("move 1 damage counter from chosen character to chosen opposing character" → "… zu einem gegnerischen
    # Charakter deiner Wahl"); a lone source frame still answers the first of a list the translation split ("destroy all
    # face-down and non-WIND monsters" → "tutti i mostri coperti e i mostri non VENTO")
    ranked = len(tgt) > 1
    candidates = []
    for i, a in enumerate(src):
        for j, b in enumerate(tgt):
            s = _score(a, b, rel(i, len(src)) if ranked else 0.0, rel(j, len(tgt)) if ranked else 0.0)
            if s is not None:
                candidates.append((s, i, j))
    used_s: set[int] = set()
    used_t: set[int] = set()
    pairs = []
    for _, i, j in sorted(candidates, key=lambda c: (-c[0], c[1], c[2])):
        if i not in used_s and j not in used_t:
            used_s.add(i)
            used_t.add(j)
            pairs.append(Pair(src[i], tgt[j]))
    pairs += [Pair(f, None) for i, f in enumerate(src) if i not in used_s]
    pairs += [Pair(None, f) for j, f in enumerate(tgt) if j not in used_t]
    return pairs


def _kinds(obj: str) -> set[str]:
    kinds = set(obj.split("|"))
    # "creature or player" (and "creature, player or planeswalker") is what "any target" now says;
    # "creature or planeswalker" names no player: its own set
    return _ANY if "any-target" in kinds or {"creature", "player"} <= kinds else kinds


def same_objects(a: str, b: str) -> bool:
    """Whether two object restrictions allow the same kinds of object."""
    return _kinds(a) == _kinds(b)


@dataclass(frozen=True)
class CardPair:
    """One card's source and one translation, their frames aligned once (``aligned``): the rules
    text's ``pairs``, and the ``reminder_pairs`` of reminder text."""

    card: str
    source: Analysis
    target: Analysis
    pairs: tuple[Pair, ...]
    reminder_pairs: tuple[Pair, ...] = ()

    @cached_property
    def game(self) -> GameData:
        return load_game(self.source.game)

    def both(self) -> list[tuple[Frame, Frame]]:
        """The pairs where both sides have a frame."""
        return [(p.source, p.target) for p in self.pairs if p.source is not None and p.target is not None]


def aligned(card: str, source: Analysis, target: Analysis) -> CardPair:
    """The card pair with its frames aligned, group by group."""
    rules = tuple(p for src, tgt in groups(source, target) for p in align(src, tgt))
    reminders = tuple(p for src, tgt in reminder_groups(source, target) for p in align(src, tgt))
    return CardPair(card, source, target, rules, reminders)
