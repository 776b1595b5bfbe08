"""Two targets joined by "or" with nothing but function words between them are one target of either
kind: "da un permanente bersaglio o da una carta sospesa bersaglio" repeats the target word where
English says "from target permanent or suspended card", and both select one object. The merged frame
keeps what either part restricts ("un permanente bersaglio che controlli o …": the controller is said),
so a restriction added to one part is compared as it is in English. Parts that restrict differently
("1 monstre que vous contrôlez ou 1 monstre que votre adversaire contrôle") stay apart.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from linter.components.extensions import CardText, Draft, Match
from linter.lexicon import FUNCTION, Lexicon
from linter.model.frames import Count, Frame, Span

_GAP = 4  # words between two parts: "o da una", "ou de la"
# Details two parts must not disagree on to be one target.
_AGREE = ("controller", "zone", "location", "count", "chooser", "mode")


def or_words(lexicon: Lexicon, details: dict[str, Any]) -> frozenset[str]:
    """The words of ``details.coordination.or`` that say "or" alone: "and/or" joins two targets ("up to
    one target instant card and/or up to one target sorcery card")."""
    words = (details.get("coordination") or {}).get("or") or []
    return frozenset(f for w in words if "/" not in str(w) for f in lexicon.forms(str(w)))


def parts_said(card: CardText, d: Draft, frame: Frame, count: Callable[[Match], Count]) -> Frame:
    """One target of several kinds in one phrase keeps what each kind's own words restrict: "un autre
    artefact ciblé ou l'enchantement ciblé" (French repeats the participle where English says "another
    target artifact or enchantment") says "another" and the count right before an object joined by "or"
    before the phrase's own object; what follows that object is no part's."""
    own = d.details["objects"][0]
    for obj in (m for m in d.ors if m.start < own.start):
        for kind in ("another", "counts"):
            said = next((m for m in card.details.get(kind, ()) if m.end == obj.start), None)
            # the own object's count may be its article: "bis zu ein Artefakt oder eine Kreatur" says the first's
            article = kind == "counts" and frame.count == Count(1, 1)
            if said is None or (kind in d.details and not article):
                continue
            if kind == "another":
                frame = frame.with_(another=True)
            elif (frame.count is None or article) and (number := count(said)) != Count(1, 1):
                frame = frame.with_(count=number)
    return frame


def one_of(card: CardText, placed: Iterable[tuple[Frame, int, int]], or_words: frozenset[str]) -> list[Frame]:
    """The frames of a text, each with the words it covers (``-1`` when it shares its phrase with
    others), two targets joined by "or" merged into one."""
    merged: list[tuple[Frame, int, int]] = []
    for frame, start, end in sorted(placed, key=lambda p: p[0].span.start):
        if merged and start >= 0:
            last, first, stop = merged[-1]
            if stop >= 0 and _joined(card, last, frame, stop, start, or_words):
                merged[-1] = (_merge(card, last, frame), first, end)
                continue
        merged.append((frame, start, end))
    return [f for f, _, _ in merged]


def _joined(card: CardText, a: Frame, b: Frame, stop: int, start: int, or_words: frozenset[str]) -> bool:
    """Whether ``b`` follows ``a`` as the other kind of one target: both targets of one clause, only an
    "or" and function words between them, and no restriction said differently by each."""
    layer = card.layer
    assert layer is not None
    if not (a.concept == b.concept == "target" and 0 < start - stop <= _GAP):
        return False
    if (a.sentence, a.context, a.ability, a.phase) != (b.sentence, b.context, b.ability, b.phase):
        return False
    gap = range(stop, start)
    ors = [i for i in gap if layer.lower[i] in or_words]
    # a comma may close the first one's relative clause ("eine bleibende Karte deiner Wahl, die kein Land ist, oder …")
    if len(ors) != 1 or any(i not in ors and not layer.types[i].flags & FUNCTION and layer.text[i] != "," for i in gap):
        return False
    return all(getattr(a, k) is None or getattr(b, k) is None or getattr(a, k) == getattr(b, k) for k in _AGREE)


def _merge(card: CardText, a: Frame, b: Frame) -> Frame:
    kinds = sorted({k for f in (a, b) if f.object for k in f.object.split("|")})
    values = {k: getattr(a, k) if getattr(a, k) is not None else getattr(b, k) for k in _AGREE}
    return a.with_(
        span=Span(a.span.start, b.span.end, card.norm.original[a.span.start : b.span.end]),
        object="|".join(kinds) or None,
        another=a.another or b.another,
        optional=a.optional or b.optional,
        qualifiers=tuple(sorted({*a.qualifiers, *b.qualifiers})),
        ended=a.ended and b.ended,
        known=a.known & b.known,
        detail_spans={**b.detail_spans, **a.detail_spans},
        **values,
    )
