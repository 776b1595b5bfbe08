"""Phrases of one kind in a doc by where they start and end, and the words that join object phrases
("creature or artifact", "a, b, and c"): what the slot interpreter (``slots``) keeps between slots."""

from __future__ import annotations

from collections import defaultdict
from functools import cache


class Spans:
    """Phrases of one kind found in a doc, by where they start and where they end."""

    __slots__ = ("ends", "starts")

    def __init__(self) -> None:
        self.ends: dict[int, set[int]] = defaultdict(set)  # start → ends
        self.starts: dict[int, set[int]] = defaultdict(set)  # end → starts

    def add(self, start: int, end: int) -> None:
        self.ends[start].add(end)
        self.starts[end].add(start)


@cache
def joiners(coordinators: frozenset[tuple[str, ...]]) -> tuple[frozenset[str], frozenset[str]]:
    """The words that may start a join between object phrases (a comma, a coordinator's first word), and
    every word a join holds: the same for every text of a pipeline, so worked out once."""
    return frozenset({",", *(c[0] for c in coordinators)}), frozenset({",", *(w for c in coordinators for w in c)})


def joins(words: tuple[str, ...], coordinators: frozenset[tuple[str, ...]]) -> bool:
    """Whether the words between two object phrases join them: commas, "/", and at most one
    coordinator ("or", "and/or", "y / o")."""
    core = tuple(w for w in words if w != ",")
    return not core or core in coordinators
