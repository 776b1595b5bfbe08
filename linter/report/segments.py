"""Cutting a text into pieces at every mark boundary, for highlighting without offsets."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from typing import Any


@dataclass(frozen=True, slots=True)
class Mark:
    """A highlighted range of a text: ``kind`` "f" frame, "x" finding, "u" unrecognized word."""

    start: int
    end: int
    kind: str
    index: int


def segments(text: str, marks: list[Mark]) -> list[Any]:
    """The text as consecutive pieces: a plain string where nothing is marked, else
    ``{"t": piece, "f": [frames], "x": [findings], "u": 1}``. Joined, the pieces are the text.

    Marks outside the text are clipped; empty ones are dropped.
    """
    size = len(text)
    marks = [Mark(max(0, min(m.start, size)), max(0, min(m.end, size)), m.kind, m.index) for m in marks]
    marks = [m for m in marks if m.start < m.end]
    cuts = sorted({0, size, *(m.start for m in marks), *(m.end for m in marks)})
    out: list[Any] = []
    for start, end in pairwise(cuts):
        covering = [m for m in marks if m.start <= start and end <= m.end]
        piece = text[start:end]
        if not covering:
            out.append(piece)
            continue
        segment: dict[str, Any] = {"t": piece}
        for kind in ("f", "x"):
            found = sorted({m.index for m in covering if m.kind == kind})
            if found:
                segment[kind] = found
        if any(m.kind == "u" for m in covering):
            segment["u"] = 1
        out.append(segment)
    return out
