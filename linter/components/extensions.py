"""The per-document results that travel between cardlint's components.

Token-level facts live in one ``TokenLayer`` of plain lists on ``doc._.cl_layer``
rather than in one extension per token: reading a list is many times cheaper
than spaCy's per-token ``_`` attributes, and the pipeline runs over every card.
Each component reads what the previous ones left on the doc and adds its own:

    cl_layer        cardlint_features    the words' features; structure adds ability,
                                         sentence, context and phase per token
    cl_matches      cardlint_matcher     every phrase of the locale found in the text
    cl_details      cardlint_selections  the detail phrases by kind, overlaps settled
    cl_drafts       cardlint_selections  the selecting phrases, which cardlint_details
                                         and cardlint_coordination complete
    cl_frames       cardlint_frames      the frames (then filtered by cardlint_game_rules)
    cl_unrecognized cardlint_unrecognized  targeting words no phrase explains
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from spacy.tokens import Doc

from linter.frames import Span
from linter.lexicon import WordType


@dataclass
class TokenLayer:
    """Facts about each token of a doc, index-aligned with it."""

    types: list[WordType]
    text: list[str]
    lower: list[str]
    space: list[bool]  # whitespace after the token
    ability: list[int] = field(default_factory=list)  # the ability (line) a token is in
    sentence: list[int] = field(default_factory=list)  # sentence index over the whole text
    context: list[str] = field(default_factory=list)  # effect, cost, trigger-condition, reminder…
    phase: list[str | None] = field(default_factory=list)  # PSCT: activation or resolution

    @classmethod
    def of(cls, types: list[WordType], space: list[bool]) -> TokenLayer:
        n = len(types)
        return cls(types, [t.text for t in types], [t.lower for t in types], space,
                   [0] * n, [0] * n, ["effect"] * n, [None] * n)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Match:
    """One phrase of the locale found in a text: ``kind`` frame, none, detail, structure,
    describe or qualifier; ``key`` the frame index, detail kind or structure kind;
    ``value`` the detail's value ("creature", "you"…)."""

    kind: str
    key: str
    value: str
    start: int  # token indices [start, end)
    end: int


@dataclass
class Draft:
    """A selecting phrase on its way to becoming a frame."""

    trigger: Match
    spec: dict[str, Any]
    details: dict[str, tuple[Match, tuple[int, int]]] = field(default_factory=dict)  # kind → (match, rank)
    flags: dict[str, Match] = field(default_factory=dict)  # sentence-wide details: optional, choosers
    ors: list[Match] = field(default_factory=list)  # objects joined by "or": one target of several kinds
    ands: list[Match] = field(default_factory=list)  # objects joined by "and": one more target each


def longest_first(matches: list[Match]) -> list[Match]:
    """Keep non-overlapping matches, longer ones first (like spaCy's filter_spans)."""
    if len(matches) < 2:
        return list(matches)
    taken: set[int] = set()
    kept = []
    for m in sorted(matches, key=lambda m: (m.start - m.end, m.start)):
        if taken.isdisjoint(range(m.start, m.end)):
            kept.append(m)
            taken.update(range(m.start, m.end))
    return sorted(kept, key=lambda m: m.start)


def char_span(doc: Doc, start: int, end: int) -> Span:
    """A token range as a character span of the user's original text."""
    if start >= end:
        return Span(0, 0, "")
    a, b = doc[start].idx, doc[end - 1].idx + len(doc[end - 1].text)
    norm = doc._.cl_norm
    if norm is not None:
        a, b = norm.to_original(a, b)
        return Span(a, b, norm.original[a:b])
    return Span(a, b, doc.text[a:b])


def register() -> None:
    """Register the Doc extensions once (idempotent)."""
    doc_ext = {
        "cl_norm": None,  # NormalizedText: the map back to the user's text
        "cl_card_type": None,  # optional card type ("Spell", "Unit"…)
        "cl_layer": None,  # TokenLayer
        "cl_matches": None,  # list of Match
        "cl_details": None,  # detail kind → its phrases, overlaps settled
        "cl_drafts": None,  # list of Draft
        "cl_frames": None,  # list of Frame
        "cl_unrecognized": None,  # list of Span: targeting words no pattern explains
    }
    for name, default in doc_ext.items():
        if not Doc.has_extension(name):
            Doc.set_extension(name, default=default)
