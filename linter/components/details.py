"""Gives each selecting phrase the details found nearest to it in its sentence.

Counts, objects, controllers, zones, locations and choosers attach to the nearest phrase in a window (closest pairs
first; never across a sentence, a context or a PSCT ';'), never past the end of the phrase (``phrase_end``): a
controller, zone or location after it is its own anywhere before that end, one inside it only before a complement.
"You may" and sentence-wide choosers ("each player chooses") apply to every phrase after them in the sentence. A
number counts targets only when it leads into the object or the phrase ("3 damage to target creature": damage).
"""

from __future__ import annotations

from bisect import bisect_right

from spacy.language import Language
from spacy.tokens import Doc

from linter.components.attachment import (
    described_gap,
    is_chooser,
    is_punct,
    leads_before,
    names_chooser,
    nearer_object,
    needs_object,
    of_object,
)
from linter.components.extensions import CardText, Cover, Draft, Match, TokenLayer, state
from linter.components.phrase_end import READ, barrier, complements, noun_list, opens_between
from linter.lexicon import BREAK, COORDINATOR, FUNCTION, OBJECT, VERB, lexicon_for
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
# Restrictions said after the phrase that belong to it wherever they stand before it ends
# (linter.components.phrase_end): no window of words limits them.
STRUCTURAL = ("zones", "controller", "locations")
_APART = BREAK | VERB | COORDINATOR | FUNCTION  # what a restriction before its phrase never reaches across
# Detail kinds that apply to every frame after them in the sentence.
SENTENCE = ("optional", "sentence_choosers", "divided")
# Phrases that refer to targets chosen elsewhere take no details of their own.
NO_DETAILS = ("retarget", "resolution-reference")
# Only selections that choose some number of objects take a count.
COUNTED = ("target", "choice", "random")


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
        # a phrase goes on past its details and past the words that describe its object ("mit
        # umgewandelten Manakosten von 2 oder weniger aus deinem Friedhof")
        skip: dict[int, int] = {}
        phrases = [m for kind in READ for m in by_kind.get(kind, ())]
        for m in phrases + [m for m in card.matches if m.kind in ("describe", "qualifier")]:
            skip[m.start] = max(skip.get(m.start, m.end), m.end)
        # the words of qualifier and describing phrases: an object before them, or a count, is as near as if they
        # were not there ("une carte de créature avec un coût converti de mana de X ciblée", "two [[Boosted]] Characters")
        card.qualified = {i for m in card.matches if m.kind in ("qualifier", "describe") for i in range(m.start, m.end)}
        if by_kind.get("objects"):
            self._attach(card, selecting, "objects", by_kind["objects"], *NEAREST["objects"])
        # a phrase ends where another selecting phrase starts, but not one that selects nothing ("each with")
        stops = frozenset(d.trigger.start for d in drafts if "objects" in d.details or not needs_object(d))
        stops |= complements(card)
        self.ends: list[int] = sorted(c for c in complements(card) if c not in skip)  # no detail phrase starts there
        for d in drafts:
            d.limit = barrier(layer, d, skip, stops)
        # A phrase that needs an object and found none ("choose" in "choose two target creatures")
        # becomes no frame: it takes no count, controller or zone from the phrases that do.
        selecting = [d for d in selecting if "objects" in d.details or not needs_object(d)]
        counted = [d for d in selecting if d.spec["concept"] in COUNTED]
        # a number inside a describing phrase ("Level 4 or lower", "2000 or less ATK") counts nothing
        described = Cover([(m.start, m.end) for m in card.matches if m.kind in ("describe", "qualifier")])
        counts = [m for m in by_kind.get("counts", ()) if not described.holds(m.start, m.end)]
        told = Cover([(m.start, m.end) for m in card.matches if m.kind == "describe" and m.end - m.start > 3])
        for kind, (before, after) in NEAREST.items():  # a restriction inside a describing clause is that clause's
            found = [m for m in by_kind.get(kind, ()) if not told.holds(m.start, m.end)]
            matches = counts if kind == "counts" else found
            if kind != "objects" and matches:
                self._attach(card, counted if kind == "counts" else selecting, kind, matches, before, after)
        in_sentence: dict[int, list[Draft]] = {}
        for d in drafts:
            in_sentence.setdefault(layer.sentence[d.trigger.start], []).append(d)
        for kind in SENTENCE:
            for m in by_kind.get(kind, ()):
                for d in in_sentence.get(layer.sentence[m.start], ()):
                    # "An opponent chooses a creature": the marker may overlap the phrase it governs
                    if (
                        layer.sentence[d.trigger.start] == layer.sentence[m.start]
                        and m.start < d.trigger.start
                        and layer.context[d.trigger.start] == layer.context[m.start]
                        and not (kind == "sentence_choosers" and names_chooser(d, m))
                    ):
                        d.flags[kind] = m
        return doc

    def _attach(
        self, card: CardText, drafts: list[Draft], kind: str, matches: list[Match], before: int, after: int
    ) -> None:
        """Give each frame its nearest detail of one kind; closest pairs are settled first."""
        layer, qualified = card.layer, card.qualified
        assert layer is not None
        candidates = []
        # details never cross a sentence or a context ("…under your control, target creature"), nor a PSCT
        # ';': each detail meets only the drafts of its own part, and of those only the ones its window reaches
        parts: dict[tuple[int, str, str | None], _Part] = {}
        for di, d in enumerate(drafts):
            at = d.trigger.start
            reach = max(d.trigger.end + after, d.limit - 1 if kind in STRUCTURAL else 0)
            key = (layer.sentence[at], layer.context[at], layer.phase[at])
            if key not in parts:
                parts[key] = _Part()
            parts[key].add(di, d, reach)
        for mi, m in enumerate(matches):
            part = parts.get((layer.sentence[m.start], layer.context[m.start], layer.phase[m.start]))
            # an object reaches past the words that describe it (``_described_gap``), a count as far as its object, a
            # restriction before the phrase past its object and count ("dal tuo cimitero una carta creatura bersaglio")
            reach = len(layer.types) if kind in ("objects", "counts", *CLAUSE_BOUND) else before
            for di in part.near(m, reach) if part else ():
                d = drafts[di]
                t = d.trigger
                if m.end <= t.start:
                    distance, side, limit = t.start - m.end, "before", before
                    if kind == "objects" and distance > before:
                        distance = described_gap(layer, qualified, m.end, t.start, distance)
                    elif kind == "counts" and leads_before(d, m):
                        distance = d.details["objects"][0].start - m.end  # "jusqu'à une carte d'éphémère … ciblée"
                    # nor across a verb, a coordinator or a function word: "… from a graveyard and target creature", "la
                    # primera carta de la biblioteca del jugador objetivo"; its object is no gap ("une autre carte de créature
                    # ciblée"), but for a controller ("sous votre contrôle, une carte … ciblée": where it is put, not whose),
                    # nor the nouns of a list the restriction opens ("einen gegnerischen Charakter oder Gegenstand deiner Wahl")
                    own = d.details["objects"][0] if "objects" in d.details and kind != "controller" else None
                    if kind in CLAUSE_BOUND:
                        gap = [i for i in range(m.end, t.start) if not (own and of_object(layer, own, i, qualified))]
                        gap = sorted(set(gap) - noun_list(layer, m.end, t.start))
                        # … nor into a phrase opening a clause ("…, das du kontrollierst, um 1 Monster zu wählen")
                        if any(layer.types[i].flags & _APART for i in gap) or layer.types[t.start].flags & BREAK:
                            continue
                        distance = len(gap)
                elif m.start >= t.end:
                    distance, side, limit = m.start - t.end, "after", after
                    if kind in STRUCTURAL:
                        if m.start >= d.limit or nearer_object(layer, d, m, qualified):
                            continue  # another phrase's ("puts a card from their hand", "zwei Karten von seiner Hand")
                        limit = distance  # anywhere before the phrase ends ("… ("Ranryu" exclu) dans votre Cimetière")
                else:
                    distance, side, limit = 0, "inside", 0
                    own_end = d.details["objects"][0].end if "objects" in d.details else m.start
                    if kind in CLAUSE_BOUND and opens_between(self.ends, own_end, m.start):
                        continue  # past a complement: "Karten … bis zur Anzahl der Monster in deinem Friedhof wählen"
                    if (
                        kind in STRUCTURAL
                        and m.start <= t.start
                        and t.end <= m.end
                        and not layer.types[m.start].flags & OBJECT
                    ):
                        continue  # "all creatures target player controls", "all cards from target player's graveyard"
                if d.spec["concept"] == "reference" and (side != "inside" or m.start < t.start):
                    # "its owner", "la criatura encantada": a reference names what it is in its own words; a phrase
                    # that starts before it is another's ("Jeder Spieler außer ihrem Beherrscher": other than)
                    continue
                if distance > limit:
                    continue
                if kind == "counts" and not self._count_applies(layer, qualified, m, d):
                    continue
                preferred = d.spec.get("object_side", "both")
                penalty = 0 if side == "inside" or preferred in ("both", side) else 1
                if kind == "objects" and (penalty or (side == "inside" and is_chooser(d, m))):
                    # "la criatura objetivo": the object is on the phrase's own side; "an opponent chooses": the
                    # player a phrase names as its chooser is who chooses, not what is chosen
                    continue
                candidates.append((distance, penalty, mi, di))
        used: set[int] = set()
        for distance, penalty, mi, di in sorted(candidates):
            d = drafts[di]
            if mi in used or kind in d.details:
                continue
            used.add(mi)
            d.details[kind] = (matches[mi], (distance, penalty))

    def _count_applies(self, layer: TokenLayer, qualified: set[int], m: Match, d: Draft) -> bool:
        """A number counts targets only when it leads into the object or the frame phrase."""
        if m.start >= d.trigger.end:
            # after the phrase only right after it: "Target 1 monster", "Wähle 1 Monster"
            # ("Target player draws two cards" counts cards, not targets)
            return all(layer.text[i] == '"' for i in range(d.trigger.end, m.start)) and self._leads_to_object(
                layer, qualified, m, d
            )
        gap = range(m.end, d.details["objects"][0].start if leads_before(d, m) else d.trigger.start)
        if any(layer.lower[i] in self.blockers or is_punct(layer.text[i]) for i in gap):
            return False
        return self._leads_to_object(layer, qualified, m, d)

    def _leads_to_object(self, layer: TokenLayer, qualified: set[int], m: Match, d: Draft) -> bool:
        """The number must be followed, soon, by an object word or the phrase itself; the words of describing
        phrases between count for nothing ("Target two [[Boosted]] Characters")."""
        words, i = 0, m.end
        while i < len(layer.text) and words < 4:
            if layer.types[i].flags & OBJECT or d.trigger.start <= i < d.trigger.end:
                return True
            if layer.lower[i] in self.blockers:
                return False
            words += i not in qualified
            i += 1
        return False


class _Part:
    """The drafts of one sentence, context and phase in text order (``starts``), with how far after each
    one a detail can still be its (``reach``, a running maximum): a detail looks back only as far as that."""

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.indices: list[int] = []
        self.reach: list[int] = []

    def add(self, index: int, draft: Draft, reach: int) -> None:
        self.starts.append(draft.trigger.start)
        self.indices.append(index)
        self.reach.append(max(reach, self.reach[-1]) if self.reach else reach)

    def near(self, m: Match, before: int) -> list[int]:
        """The drafts a detail at ``m`` can reach: starting at most ``before`` words after it, and
        reaching back to it."""
        found = []
        k = bisect_right(self.starts, m.end + before) - 1
        while k >= 0 and self.reach[k] >= m.start:
            found.append(self.indices[k])
            k -= 1
        return found


@Language.factory("cardlint_details", default_config={"lang": "en", "game": "mtg"})
def make_details(nlp: Language, name: str, lang: str, game: str) -> Details:
    return Details(lang, game)
