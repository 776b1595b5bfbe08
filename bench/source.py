"""What the English source already says, read with its own words (bench/mutations/en.yaml).

A slip that adds a restriction is tried only where no target phrase of the English ability has one
of that kind already (adding "you control" where the English says "you control" is no slip); a
slip that drops or changes one only where the English has it (an official translation that says
more than the English is not broken further); every slip only where the English ability targets
(or selects "all"/"each"). This reads the English text, never cardlint's analysis of it.
"""

from __future__ import annotations

import re
from functools import cache

from bench.mutation_data import english

# the English words each kind of slip needs absent from the source's phrase …
NEEDS_ABSENT = {
    "controller added": "controller",
    "zone added": "zone",
    "another added": "another",
    "up to added": "upto",
    "chooser changed": "chooser",
    "qualifier added": "qualifier",
}
# … or present in it
NEEDS_PRESENT = {
    "controller dropped": "controller",
    "controller changed": "controller",
    "zone dropped": "zone",
    "zone changed": "zone",
    "another dropped": "another",
    "up to dropped": "upto",
    "qualifier dropped": "qualifier",
}


def _alt(words: list[str]) -> str:
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True))


@cache
def _near(key: str) -> re.Pattern[str]:
    words = english()["near"][key]
    if isinstance(words, dict):
        words = [w for ws in words.values() for w in ws]
    if key == "zone":  # where the object is, not where it goes: "in/from your graveyard"
        return re.compile(r"(?i)\b(?:in|from)\s+(?:[\w']+\s+){0,3}?(?:" + _alt(words) + r")s?\b")
    return re.compile(r"(?i)(?<![\w-])(?:" + _alt(words) + r")(?![\w-])")


def _any(words: list[str], text: str) -> bool:
    return re.search(r"(?i)(?<![\w-])(?:" + _alt(words) + r")(?![\w-])", text) is not None


def ability(source: str, translation: str, at: int) -> str:
    """The English ability of the translation's offset ``at``: the same line when both texts have
    as many lines, else the whole English text."""
    src, tgt = source.split("\n"), translation.split("\n")
    return src[translation.count("\n", 0, at)] if len(src) == len(tgt) else source


def phrases(
    text: str, markers: list[str], no_object: tuple[str, ...] = (), not_after: tuple[str, ...] = ()
) -> list[str]:
    """The English phrase around each marker ("target", "all"/"each"): a few words before it, and
    the words after it up to the next punctuation; none where the next word is one of ``no_object``
    ("Each deals damage …": a pronoun, no selection) or the word before one of ``not_after`` ("new
    targets")."""
    found = []
    for m in re.finditer(r"(?i)(?<![\w-])(?:" + _alt(markers) + r")(?![\w-])", text):
        nxt = re.match(r"\s+([\w'-]+)", text[m.end() :])
        if nxt and (nxt.group(1).lower() in no_object or f"{m.group()} {nxt.group(1)}".lower() in no_object):
            continue
        before_word = re.search(r"([\w'-]+)\s+$", text[: m.start()])
        if before_word and before_word.group(1).lower() in not_after:
            continue
        before = re.search(r"(?:[^\s.;:,()]+\s+){0,4}$", text[: m.start()])
        after = re.match(r"[^.;:,()\n]*", text[m.start() :])
        found.append((before.group() if before else "") + (after.group() if after else ""))
    return found


def markers(game: str | None) -> list[str]:
    """The English words that mark a target in this game ("target"; Lorcana's "chosen")."""
    data = english()
    return list((data.get("target_by_game") or {}).get(game or "", data["target"]))


def _not_after() -> tuple[str, ...]:
    return tuple(str(w) for w in english().get("target_not_after") or ())


def targets(text: str, game: str | None = None) -> int:
    """How many times the English ability marks a target."""
    return len(phrases(text, markers(game), not_after=_not_after()))


def allows(kind: str, en: str, game: str | None = None) -> bool:
    """Whether a slip of this kind is a real change against this English ability."""
    data = english()
    base = kind.removeprefix("all: ")
    if base == "retarget mode swapped":
        return _any(data["retarget"], en)
    if base == "random dropped":
        return _any(data["random"], en)
    if base == "divide dropped":
        return _any(data["divide"], en)
    if kind.startswith("all: "):
        found = phrases(en, data["all"], tuple(str(w) for w in data.get("all_no_object") or ()))
    else:
        found = phrases(en, markers(game), not_after=_not_after())
    if not found:
        return False
    if base == "optional added":
        return not _any(data["optional"], en)
    if base == "optional dropped":
        return _any(data["optional"], en)
    if base == "target word dropped" and game in (data.get("unguarded_by_game") or []):
        if any(_near("own").search(p) for p in found):
            return False  # "chosen character of yours" plays alike unmarked where protection stops only opponents
    if kind == "all: controller added" and any(_near("zone").search(p) for p in found):
        return False  # "all cards in the GYs", "… from their hand": cards there have no controller
    if base in NEEDS_ABSENT:
        return not any(_near(NEEDS_ABSENT[base]).search(p) for p in found)
    if base in NEEDS_PRESENT:
        return any(_near(NEEDS_PRESENT[base]).search(p) for p in found)
    return True
