"""Seams: where text pasted without a line break glues the end of one ability to what opens the next
("…color.)Target", "…turn.{T}:", "…creature.-3:", "Kicker {W}When", "FlyingWhen"), outside quotes and parentheses;
and the line breaks inside a parenthesis that closes on the next line, which end no ability. ``cardlint_structure``
decides what a seam starts.
"""

from __future__ import annotations

import re

from linter.components.extensions import TokenLayer

SENTENCE_END = {".", "!", "?", "•"}
_STOPS = {".", "!", "?"}
_CLOSERS = {")", '"'}
_LOYALTY = re.compile(r"[+\-−—]?(?:\d+|X)")  # "+1", "-3", "0", "-X" before a colon


def find_seams(layer: TokenLayer, cost_colon: bool, inner_capitals: bool) -> tuple[frozenset[int], frozenset[int]]:
    """Tokens glued (no space) to the end of an ability, outside quotes and parentheses; and the
    line breaks inside a parenthesis that closes on the next line ("(…spielen.\n Decke sie … auf.)"),
    which end no ability."""
    text = layer.text
    spaced = layer.space
    seams = set()
    joined = set()
    depth = 0
    quoted = False
    for i, word in enumerate(text):
        if "\n" in word:
            if depth > 0 and _closes_on_next_line(text, i, depth):
                joined.add(i)
            else:
                depth, quoted = 0, False
            continue
        if (
            i
            and not spaced[i - 1]
            and depth == 0
            and not quoted
            and _glued(text, spaced, i, cost_colon, inner_capitals)
        ):
            seams.add(i)
        if word == '"':
            quoted = not quoted
        elif word == "(" and not quoted:
            depth += 1
        elif word == ")" and depth > 0 and not quoted:
            depth -= 1
    return frozenset(seams), frozenset(joined)


def _closes_on_next_line(text: list[str], newline: int, depth: int) -> bool:
    """Whether the parentheses open at ``newline`` all close on the line after it."""
    for k in range(newline + 1, len(text)):  # no slice: a copy of the rest of the text at each line
        word = text[k]
        if "\n" in word:
            return False
        depth += (word == "(") - (word == ")")
        if depth == 0:
            return True
    return False


def _glued(text: list[str], spaced: list[bool], i: int, cost_colon: bool, inner_capitals: bool) -> bool:
    """Whether token ``i`` opens an ability right after the end of the one before it (``spaced``:
    whether a space follows each token)."""
    before, word = text[i - 1], text[i]
    # a capitalised word ("When", "À", "L'"), not an initial ("H." of "N.As.H.")
    capitalised = word[:1].isupper() and (len(word) == 1 or word[1].isalpha() or word[1] == "'")
    if symbol(before):
        return capitalised  # "Kicker {W}When …"
    if symbol(word) and before[-1:].isalpha():
        return cost_colon and _colon_ahead(text, i)  # "Flying{T}: …", not "Kicker{3} (…)"
    if inner_capitals and before[-1:].islower() and capitalised and not word[1:2].isupper():
        return True  # "FlyingWhen …", "Enchant creatureEnchanted creature …", "VolÀ chaque fois …"
    j = i - 1
    while j > 0 and text[j] in _CLOSERS and not spaced[j - 1]:  # ".)Target", '."When'; not '. "Name"'
        j -= 1
    if text[j] not in _STOPS:
        return False
    loyalty = _LOYALTY.fullmatch(word) is not None and i + 1 < len(text) and text[i + 1] == ":"
    return capitalised or symbol(word) or loyalty


def symbol(word: str) -> bool:
    """A mana or cost symbol ("{T}", "{2/W}") or an icon (":rb_exhaust:")."""
    return len(word) > 2 and ((word[0] == "{" and word[-1] == "}") or (word[0] == ":" and word[-1] == ":"))


def _colon_ahead(text: list[str], i: int) -> bool:
    """Whether a colon follows in the sentence that starts at ``i``: the symbols open an activated ability."""
    for k in range(i, len(text)):  # no slice: a copy of the rest of the text at each symbol
        word = text[k]
        if word == ":" or word in SENTENCE_END or word == "(" or "\n" in word:
            return word == ":"
    return False
