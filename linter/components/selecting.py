"""Which phrases select something: the frame phrases and the details around them.

Overlapping phrases are settled longest first ("from your graveyard" is one zone,
not also "your"), but a phrase whose locale entry ``keeps`` a concept keeps the
selection of that concept inside it as a frame of its own ("all enemy units at a
battlefield": the battlefield chosen, all enemy units there taken); a phrase that only
mentions an object inside another one's restriction ("a unit at a battlefield": the
battlefield) selects nothing.
"""

from __future__ import annotations

from bisect import bisect_left
from typing import Any

from spacy.language import Language
from spacy.tokens import Doc

from linter.components.extensions import Cover, Draft, Match, longest_first, state
from linter.components.phrase_end import placed
from linter.lexicon import lexicon_for
from linter.locale_schema import frame_id
from linter.locales import load_game, load_locale

# Details whose phrases restrict another object; a mention inside one selects nothing.
RESTRICTING = ("controller", "zones", "locations", "choosers", "sentence_choosers")
_PLACES = ("zones", "locations")


class Selections:
    def __init__(self, lang: str, game: str) -> None:
        self.specs: dict[str, dict[str, Any]] = {frame_id(f): f for f in load_locale(lang, game).section("frames")}
        self.placing = lexicon_for(lang, game).placing
        self.negators = lexicon_for(lang, game).negators
        # the bounds said after the noun (``structure.trailing_qualifiers``: Altered's "Reserve Cost {3} or less")
        self.bounds = frozenset(load_game(game).data.get("structure", {}).get("trailing_qualifiers", ()))

    def __call__(self, doc: Doc) -> Doc:
        card = state(doc)
        assert card.layer is not None
        matches = placed(card.layer, card.matches, self.placing)
        if self.negators:  # a negated qualifier restricts to the others: "una creatura non attaccante" is no attacker
            lower = card.layer.lower
            matches = [
                m for m in matches if not (m.kind == "qualifier" and m.start and lower[m.start - 1] in self.negators)
            ]
        # a place named inside a bound's words is the bound's: "con coste desde la reserva" (Reserve Cost) says what
        # the object costs, not where it is
        qualified = {
            i for m in matches if m.kind == "qualifier" and m.key in self.bounds for i in range(m.start, m.end)
        }
        matches = [
            m for m in matches if not (m.kind == "detail" and m.key in _PLACES and {m.start, m.end - 1} <= qualified)
        ]
        card.matches = matches
        by_kind: dict[str, list[Match]] = {}
        selections = []
        for m in matches:
            if m.kind == "detail":
                by_kind.setdefault(m.key, []).append(m)
            elif m.kind in ("frame", "none"):
                selections.append(m)
        if by_kind:
            phrases = longest_first([m for k in RESTRICTING for m in by_kind.get(k, ())])
            for kind in by_kind:
                by_kind[kind] = (
                    [m for m in phrases if m.key == kind] if kind in RESTRICTING else longest_first(by_kind[kind])
                )
        kept = [m for m in longest_first(selections) if m.kind == "frame"]
        drafts = [Draft(m, self.specs[m.key]) for m in kept + self._kept_inside(kept, selections)]
        drafts.sort(key=lambda d: (d.trigger.start, d.trigger.end))
        card.details = by_kind
        restricting = Cover([(m.start, m.end) for kind in RESTRICTING for m in by_kind.get(kind, ())])
        card.drafts = [d for d in drafts if not _restricting(d, restricting)]
        return doc

    def _kept_inside(self, kept: list[Match], found: list[Match]) -> list[Match]:
        """The selections a kept phrase holds as frames of their own (its spec's ``keeps``): "all enemy
        units at a battlefield" chooses the battlefield, and takes all the enemy units there."""
        inner = []
        frames = sorted((m for m in found if m.kind == "frame"), key=lambda m: m.start)  # stable: ties keep their order
        starts = [m.start for m in frames]
        for outer in kept:
            concepts = self.specs[outer.key].get("keeps") or ()
            if not concepts:
                continue
            inside = []
            for k in range(bisect_left(starts, outer.start), len(frames)):
                m = frames[k]
                if m.start >= outer.end:
                    break
                if m is not outer and m.end <= outer.end and self.specs[m.key]["concept"] in concepts:
                    inside.append(m)
            if inside:
                inner.append(max(inside, key=lambda m: (m.end - m.start, -m.start)))
        return inner


def _restricting(draft: Draft, restricting: Cover) -> bool:
    """A mentioned object that only restricts another one ("a unit at a battlefield")."""
    return bool(draft.spec.get("mention")) and restricting.holds(draft.trigger.start, draft.trigger.end)


@Language.factory("cardlint_selections", default_config={"lang": "en", "game": "mtg"})
def make_selections(nlp: Language, name: str, lang: str, game: str) -> Selections:
    return Selections(lang, game)
