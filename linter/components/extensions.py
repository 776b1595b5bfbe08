"""The per-document results that travel between cardlint's components.

Everything lives on one ``CardText`` in the doc extension ``doc._.cardlint``, and
token-level facts in one ``TokenLayer`` of plain lists rather than one extension per
token: reading a list is many times cheaper than spaCy's per-token ``_`` attributes,
and the pipeline runs over every card. Each component reads what the previous ones
left and adds its own:

    layer         cardlint_features      the words' features; structure adds ability,
                                         sentence, context and phase per token
    matches       cardlint_matcher       every phrase of the locale found in the text
    details       cardlint_selections    the detail phrases by kind, overlaps settled
    drafts        cardlint_selections    the selecting phrases, which cardlint_details
                                         and cardlint_coordination complete
    qualified     cardlint_details       the words of qualifier and describing phrases,
                                         which no detail counts as a gap
    frames        cardlint_frames        the frames (then filtered by cardlint_game_rules)
    unrecognized  cardlint_unrecognized  targeting words no phrase explains

What the pipeline found is read through documented Doc extensions, getters over that one state
(``register``; ``linter.pipeline.parse`` returns the doc):

    doc._.cardlint_frames        the targeting frames (``linter.model.frames.Frame``), in text order
    doc._.cardlint_unrecognized  spans of targeting words no phrase explains
    doc._.cardlint_phrases       (dotted key, span) of each ``checks`` phrase found ("hidden.markers")
    doc._.cardlint_abilities     how many abilities (lines) the text has
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

from linter.lexicon import WordType
from linter.model.frames import Frame, Span
from linter.normalize import NormalizedText

if TYPE_CHECKING:  # spaCy is imported when the first pipeline is built, not with this module
    from spacy.tokens import Doc


@dataclass
class TokenLayer:
    """Facts about each token of a doc, index-aligned with it."""

    types: list[WordType]
    text: list[str]
    lower: list[str]
    space: list[bool]  # whitespace after the token
    idx: list[int]  # where the token starts in the (normalised) text
    ability: list[int] = field(default_factory=list)  # the ability (line) a token is in
    sentence: list[int] = field(default_factory=list)  # sentence index over the whole text
    context: list[str] = field(default_factory=list)  # effect, cost, trigger-condition, reminder…
    phase: list[str | None] = field(default_factory=list)  # PSCT: activation or resolution

    @classmethod
    def of(cls, types: list[WordType], space: list[bool], idx: list[int]) -> TokenLayer:
        n = len(types)
        return cls(types, [t.text for t in types], [t.lower for t in types], space, idx,
                   [0] * n, [0] * n, ["effect"] * n, [None] * n)  # fmt: skip


class Match(NamedTuple):
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
    limit: int = 0  # where its phrase ends at the latest: no detail past it is its own (cardlint_details)


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


class Cover:
    """Whether a token range lies inside one of some spans, in O(log n) a question: a long text holds
    thousands of phrases, and asking every span about every phrase would grow with the square of its length."""

    def __init__(self, spans: list[tuple[int, int]]) -> None:
        spans = sorted(spans)
        self.starts = [s for s, _ in spans]
        self.reach: list[int] = []  # the furthest end of the spans up to each one
        for _, end in spans:
            self.reach.append(max(end, self.reach[-1]) if self.reach else end)

    def holds(self, start: int, end: int) -> bool:
        """Whether some span ``(s, e)`` has ``s <= start`` and ``end <= e``."""
        k = bisect_right(self.starts, start) - 1
        return k >= 0 and self.reach[k] >= end


@dataclass
class CardText:
    """One text on its way through the pipeline: what each component found."""

    norm: NormalizedText  # the analysed text and the map back to the user's characters
    card_type: str | None = None  # "Spell", "Unit"… where the game's rules need it
    layer: TokenLayer | None = None
    matches: list[Match] = field(default_factory=list)
    details: dict[str, list[Match]] = field(default_factory=dict)  # detail kind → its phrases
    drafts: list[Draft] = field(default_factory=list)
    qualified: set[int] = field(default_factory=set)  # the words of its qualifier and describing phrases
    frames: list[Frame] = field(default_factory=list)
    unrecognized: list[Span] = field(default_factory=list)

    def span(self, start: int, end: int) -> Span:
        """A token range as a character span of the user's original text."""
        if start >= end or self.layer is None:
            return Span(0, 0, "")
        layer = self.layer
        a, b = layer.idx[start], layer.idx[end - 1] + len(layer.text[end - 1])
        a, b = self.norm.to_original(a, b)
        return Span(a, b, self.norm.original[a:b])


STATE_KEY = ("._.", "cardlint", None, None)  # where spaCy keeps the doc extension's value


def state(doc: Doc) -> CardText:
    """The cardlint state of a doc (``doc._.cardlint``, set by ``linter.pipeline.analyze``), read
    from the extension's own storage: ``doc._`` builds a new accessor on every use, and every
    component asks for the state of every text."""
    found: CardText = doc.user_data[STATE_KEY]  # type: ignore[index]  # spaCy's stub says str keys; it stores tuples
    return found


def _frames(doc: Doc) -> tuple[Frame, ...]:
    return tuple(state(doc).frames)


def _unrecognized(doc: Doc) -> tuple[Span, ...]:
    return tuple(state(doc).unrecognized)


def _phrases(doc: Doc) -> tuple[tuple[str, Span], ...]:
    card = state(doc)
    return tuple((m.key, card.span(m.start, m.end)) for m in card.matches if m.kind == "phrase")


def _abilities(doc: Doc) -> int:
    layer = state(doc).layer
    return (max(layer.ability, default=0) + 1) if layer is not None and len(doc) else 0


RESULTS = {
    "cardlint_frames": _frames,
    "cardlint_unrecognized": _unrecognized,
    "cardlint_phrases": _phrases,
    "cardlint_abilities": _abilities,
}


def register() -> None:
    """Register the Doc extensions once (idempotent): the state, and the results read from it."""
    from spacy.tokens import Doc

    if not Doc.has_extension("cardlint"):
        Doc.set_extension("cardlint", default=None)
    for name, getter in RESULTS.items():
        if not Doc.has_extension(name):
            Doc.set_extension(name, getter=getter)
