"""Gives each selecting phrase the details found nearest to it in its sentence.

Counts, objects, controllers, zones, locations and choosers attach to the nearest
phrase within a window (closest pairs settled first; never across a sentence, a
context or a PSCT ';'). "You may" and sentence-wide choosers ("each player
chooses") apply to every phrase after them in the sentence. A number counts
targets only when it leads into the object or the phrase ("3 damage to target
creature" counts damage).
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

from linter.components.extensions import Draft, Match, TokenLayer, state
from linter.lexicon import BREAK, OBJECT, VERB, lexicon_for
from linter.locales import load_locale

# Detail kinds that attach to the nearest frame, with (before, after) token windows.
NEAREST = {
    "objects": (3, 3),
    "another": (3, 2),
    "controller": (2, 7),
    "zones": (3, 9),
    "locations": (1, 7),
    "choosers": (1, 6),
    "counts": (5, 4),
}
# Restrictions that never reach back over a clause break: "reveal 1 monster in your hand, then target
# 1 monster your opponent controls" targets nothing in the hand; "Tribute another monster, then target 1 monster" no other one.
CLAUSE_BOUND = ("zones", "controller", "locations", "another")
# Detail kinds that apply to every frame after them in the sentence.
SENTENCE = ("optional", "sentence_choosers", "divided")
# Phrases that refer to targets chosen elsewhere take no details of their own.
NO_DETAILS = ("retarget", "resolution-reference")
# Only selections that choose some number of objects take a count.
COUNTED = ("target", "choice", "random")


def _needs_object(draft: Draft) -> bool:
    return bool(draft.spec.get("requires_object")) and not draft.spec.get("object")


def is_punct(text: str) -> bool:
    """Punctuation separates a number from its phrase; a quote mark around a name does not."""
    return bool(text) and not text[0].isalnum() and text not in ('"', "/")  # "and/or" joins, it does not separate


class Details:
    def __init__(self, lang: str, game: str) -> None:
        lexicon = lexicon_for(lang, game)
        details = load_locale(lang, game).section("details") or {}
        self.blockers = {f for w in details.get("count_blockers", []) for f in lexicon.forms(str(w))}

    def __call__(self, doc: Doc) -> Doc:
        card = state(doc)
        drafts = card.drafts
        if not drafts:
            return doc
        layer = card.layer
        assert layer is not None
        by_kind = card.details
        # a frame whose phrase describes other objects ("all enemy units at a battlefield" targets the
        # battlefield) takes none of their details: its own are fixed in its spec
        selecting = [d for d in drafts if d.spec["concept"] not in NO_DETAILS and d.spec.get("takes_details", True)]
        if by_kind.get("objects"):
            self._attach(layer, selecting, "objects", by_kind["objects"], *NEAREST["objects"])
        # A phrase that needs an object and found none ("choose" in "choose two target creatures")
        # becomes no frame: it takes no count, controller or zone from the phrases that do.
        selecting = [d for d in selecting if "objects" in d.details or not _needs_object(d)]
        counted = [d for d in selecting if d.spec["concept"] in COUNTED]
        # a number inside a describing phrase ("Level 4 or lower", "2000 or less ATK") counts nothing
        described = [(m.start, m.end) for m in card.matches if m.kind in ("describe", "qualifier")]
        counts = [m for m in by_kind.get("counts", ()) if not any(s <= m.start and m.end <= e for s, e in described)]
        for kind, (before, after) in NEAREST.items():
            matches = counts if kind == "counts" else by_kind.get(kind)
            if kind != "objects" and matches:
                self._attach(layer, counted if kind == "counts" else selecting, kind, matches, before, after)
        if by_kind.get("zones"):
            self._far_zones(layer, selecting, by_kind["zones"])
        for kind in SENTENCE:
            for m in by_kind.get(kind, ()):
                for d in drafts:
                    # "An opponent chooses a creature": the marker may overlap the phrase it governs
                    if (
                        layer.sentence[d.trigger.start] == layer.sentence[m.start]
                        and m.start < d.trigger.start
                        and layer.context[d.trigger.start] == layer.context[m.start]
                    ):
                        d.flags[kind] = m
        return doc

    def _attach(
        self, layer: TokenLayer, drafts: list[Draft], kind: str, matches: list[Match], before: int, after: int
    ) -> None:
        """Give each frame its nearest detail of one kind; closest pairs are settled first."""
        candidates = []
        for mi, m in enumerate(matches):
            sentence = layer.sentence[m.start]
            context = layer.context[m.start]
            for di, d in enumerate(drafts):
                t = d.trigger
                # details never cross a sentence or a context ("…under your control, target creature")
                if (
                    layer.sentence[t.start] != sentence
                    or layer.context[t.start] != context
                    or layer.phase[t.start] != layer.phase[m.start]
                ):  # nor a PSCT ';'
                    continue
                if m.end <= t.start:
                    distance, side, limit = t.start - m.end, "before", before
                    if kind in CLAUSE_BOUND and any(layer.types[i].has(BREAK) for i in range(m.end, t.start)):
                        continue
                elif m.start >= t.end:
                    distance, side, limit = m.start - t.end, "after", after
                else:
                    distance, side, limit = 0, "inside", 0
                if distance > limit:
                    continue
                if kind == "counts" and not self._count_applies(layer, m, d):
                    continue
                preferred = d.spec.get("object_side", "both")
                penalty = 0 if side == "inside" or preferred in ("both", side) else 1
                if kind == "objects" and penalty:
                    continue  # "la criatura objetivo": the object is on the phrase's own side
                candidates.append((distance, penalty, mi, di))
        used: set[int] = set()
        for distance, penalty, mi, di in sorted(candidates):
            d = drafts[di]
            if mi in used or kind in d.details:
                continue
            used.add(mi)
            d.details[kind] = (matches[mi], (distance, penalty))

    def _far_zones(self, layer: TokenLayer, drafts: list[Draft], zones: list[Match]) -> None:
        """A zone named later in the same clause, past the window, still says where the object is
        chosen from ("target 1 monster with 1500 ATK/200 DEF in your GY", "… ("Ranryu" exclu) dans
        votre Cimetière"): no clause break, no other phrase and no other zone in between."""
        used = {id(d.details["zones"][0]) for d in drafts if "zones" in d.details}
        starts = sorted(d.trigger.start for d in drafts)
        for d in drafts:
            if "zones" in d.details:
                continue
            t = d.trigger
            later = [
                m
                for m in zones
                if m.start >= t.end and id(m) not in used and layer.sentence[m.start] == layer.sentence[t.start]
            ]
            if not later:
                continue
            z = min(later, key=lambda m: m.start)
            gap = range(t.end, z.start)
            if (
                layer.context[z.start] != layer.context[t.start]
                or layer.phase[z.start] != layer.phase[t.start]
                or any(layer.types[i].flags & (BREAK | VERB) for i in gap)
                or any(t.end <= s < z.start for s in starts)
            ):
                continue
            used.add(id(z))
            d.details["zones"] = (z, (len(gap), 1))

    def _count_applies(self, layer: TokenLayer, m: Match, d: Draft) -> bool:
        """A number counts targets only when it leads into the object or the frame phrase."""
        if m.start >= d.trigger.end:
            # after the phrase only right after it: "Target 1 monster", "Wähle 1 Monster"
            # ("Target player draws two cards" counts cards, not targets)
            return all(layer.text[i] == '"' for i in range(d.trigger.end, m.start)) and self._leads_to_object(
                layer, m, d
            )
        gap = range(m.end, d.trigger.start)
        if any(layer.lower[i] in self.blockers or is_punct(layer.text[i]) for i in gap):
            return False
        return self._leads_to_object(layer, m, d)

    def _leads_to_object(self, layer: TokenLayer, m: Match, d: Draft) -> bool:
        """The number must be followed, soon, by an object word or the phrase itself."""
        for i in range(m.end, min(len(layer.text), m.end + 4)):
            if layer.types[i].flags & OBJECT or d.trigger.start <= i < d.trigger.end:
                return True
            if layer.lower[i] in self.blockers:
                return False
        return False


@Language.factory("cardlint_details", default_config={"lang": "en", "game": "mtg"})
def make_details(nlp: Language, name: str, lang: str, game: str) -> Details:
    return Details(lang, game)
