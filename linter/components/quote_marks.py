"""Quote marks around a card name: where the name a mark opens is closed.

A quoted name ('1 "Meklord" monster', „D/D“-Monster, « Livre de Magie ») is one describing unit,
whatever its words say; every component that must step over one pairs the marks here.
"""

from __future__ import annotations

from collections.abc import Iterator

from linter.components.extensions import TokenLayer

QUOTES = frozenset({'"', "“", "”", "„", "«", "»"})
NAME_SPAN = 14  # a closing quote mark stands within this many tokens of its opening one


def closing_quote(layer: TokenLayer, i: int, end: int) -> int | None:
    """The mark that closes the quoted name opening at token ``i``: the next one before ``end``, within a card
    name's length and in its line; None where there is none (German glues the closing mark to a word: „X“-Monster).
    The one pairing of quote marks that ``quotes``, ``in_quotes`` and ``walk`` share."""
    for j in range(i + 1, min(end, i + NAME_SPAN)):
        if layer.text[j] in QUOTES:
            return j
        if "\n" in layer.text[j]:
            return None
    return None


def _quote_pairs(layer: TokenLayer, start: int, end: int) -> Iterator[tuple[int, int]]:
    """Each quoted name of ``[start, end)`` in text order, from its opening mark to past its closing one."""
    i = start
    while i < end:
        if layer.text[i] in QUOTES:
            close = closing_quote(layer, i, end)
            if close is not None:
                yield i, close + 1
                i = close
        i += 1


def quotes(layer: TokenLayer, start: int, end: int) -> list[tuple[int, int]]:
    """The quoted names of ``[start, end)``, each from its opening mark to past its closing one: a card name, one
    describing unit whatever its words (``closing_quote`` pairs the marks)."""
    return list(_quote_pairs(layer, start, end))


def in_quotes(layer: TokenLayer, start: int, i: int) -> bool:
    """Whether the word at ``i`` stands inside a quoted name that opens at or after ``start``."""
    j = start
    while j < i:
        if layer.text[j] in QUOTES:
            close = closing_quote(layer, j, len(layer.text))
            if close is not None:
                if i < close:
                    return True
                j = close
        j += 1
    return False


def quoted(layer: TokenLayer, start: int, end: int) -> set[int]:
    """The words of ``[start, end)`` inside quote marks (``quotes``)."""
    return {j for a, b in quotes(layer, start, end) for j in range(a + 1, b - 1)}


def other_quote(layer: TokenLayer, i: int, forward: bool) -> int | None:
    """The nearest quote mark after (or before) token ``i`` within a name's span, across lines: how a qualifier
    read outward from its phrase steps over a quoted name on either side."""
    steps = range(i + 1, min(len(layer.text), i + NAME_SPAN)) if forward else range(i - 1, max(-1, i - NAME_SPAN), -1)
    return next((j for j in steps if layer.text[j] in QUOTES), None)
