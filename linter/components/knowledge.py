"""What a frame knows of its restrictions: one it has, tied to its phrase; one it lacks, when no word
left unread before the phrase ends (``phrase_end``) could say it — an unread "with flying" hides no
controller, an unread "de su mano" hides a zone. The words of each restriction are those of the
locale's own patterns for it (their content words: "que controlas" is said with "controlas"; "tu",
all function words, with "tu").
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable
from typing import Any, NamedTuple

from linter import patterns as pat
from linter.components.extensions import Draft, Match, TokenLayer
from linter.components.phrase_end import READ, noun_list, walk
from linter.components.quote_marks import quoted
from linter.lexicon import BREAK, DESCRIBING, FUNCTION, NUMBER, OBJECT, PUNCT, VERB, Lexicon
from linter.patterns import PatternCompiler

# The restrictions a frame may be known to have or lack, and the locale data that says each.
RESTRICTIONS = {"controller": "controller", "zone": "zones", "location": "locations"}
# Details that say who chooses: their words say no other restriction.
CHOOSERS = ("choosers", "sentence_choosers")
# What a phrase read to its end knows: every restriction said after the noun.
ENDED = frozenset({*RESTRICTIONS, "trailing"})
# Restrictions whose words leave out a word that names a place on its own (it says where, not whose or what).
_PLACE_FREE = ("controller", "qualifiers", "trailing")
# Words that need no explaining inside a phrase: articles, numbers, objects, commas.
_PLAIN = FUNCTION | NUMBER | OBJECT | PUNCT


def content_words(
    pattern: pat.Pattern,
    lexicon: Lexicon,
    signals: frozenset[str] = frozenset(),
    elsewhere: frozenset[str] = frozenset(),
) -> set[str]:
    """The words a pattern is said with: its required words (an optional one, "currently" in "you
    currently? control", says nothing by itself) that are neither function words, numbers nor words that
    signal targeting (``signals``: "ciblé" in "du joueur ciblé" says the target, not whose), and of those
    the ones that name no object when there are others ("Monster Zone" is said with "zone"); when it has
    no such word, its last word ("tu", "your", "de vos": "vos"). Words that say another restriction
    (``elsewhere``) are left out: "field" in "on your field" names the zone, and a pattern said only with
    such words adds none (read, it is found as it stands; unread, its place says no owner)."""
    slots = [s for s in pattern.slots if s.kind == pat.WORDS]
    required = [s for s in slots if not s.optional] or slots
    words = {w for s in required for w in s.lemmas if w[:1].isalnum()} - signals
    content = {w for w in words if w not in lexicon.function and lexicon.number(w) is None}
    said = {w for w in content if lexicon.object_class(w) is None} or content
    if said:
        return said - elsewhere
    return set(required[-1].lemmas) if required else set()


def _embeds(pattern: pat.Pattern, others: list[tuple[frozenset[str], ...]]) -> bool:
    """Whether a pattern holds every required word of one of ``others`` ("at a battlefield you control")."""
    words = {w for s in pattern.slots if s.kind == pat.WORDS for w in s.lemmas}
    return any(required and all(lemmas & words for lemmas in required) for required in others)


class Around(NamedTuple):
    """What a frame's knowledge reads of the rest of its text."""

    stops: frozenset[int]  # where selecting phrases and complements start
    opens: frozenset[int]  # where detail and describing phrases start
    details: dict[str, list[Match]]  # every detail phrase, by kind
    claimed: frozenset[Match]  # the detail phrases some selecting phrase took
    places: Places | None = None  # the restriction phrases in text order, to look up near a frame
    described: frozenset[int] = frozenset()  # the words of describing phrases ("qui a un Niveau")


class Places:
    """The restriction phrases of one text by where they start and end, and where each clause begins:
    a frame asks only about the phrases near it, so a long text costs in proportion to its length."""

    def __init__(self, layer: TokenLayer, details: dict[str, list[Match]], nowhere: str | None = None) -> None:
        # a phrase naming where objects are anyway (``Vocabulary.nowhere``) says no zone of any phrase
        found = {k: [m for m in ms if k != "zones" or m.value != nowhere] for k, ms in details.items()}
        self.by_start = {key: sorted(found.get(key, ()), key=lambda m: m.start) for key in RESTRICTIONS.values()}
        self.starts = {key: [m.start for m in found] for key, found in self.by_start.items()}
        self.by_end = {key: sorted(found.get(key, ()), key=lambda m: m.end) for key in RESTRICTIONS.values()}
        self.ends = {key: [m.end for m in found] for key, found in self.by_end.items()}
        self._layer = layer
        self._floor: list[int] | None = None

    @property
    def clause_floor(self) -> list[int]:
        """Before each word, the last word that breaks a clause or starts its sentence (sentences run in
        order); worked out when first asked for: most texts have no restriction phrase to look back for."""
        if self._floor is None:
            layer = self._layer
            sentence = layer.sentence
            self._floor = []
            floor = -1
            for i, t in enumerate(layer.types):
                if i and sentence[i] != sentence[i - 1]:
                    floor = max(floor, i - 1)
                self._floor.append(floor)
                if t.flags & BREAK:
                    floor = i
        return self._floor

    def starting(self, key: str, lo: int, hi: int) -> bool:
        """Whether a phrase of ``key`` starts in ``[lo, hi]``."""
        k = bisect_left(self.starts[key], lo)
        return k < len(self.starts[key]) and self.starts[key][k] <= hi

    def ending_before(self, key: str, end: int, at: int) -> Iterable[Match]:
        """The phrases of ``key`` that end by ``end``, nearest first, as far back as the clause of ``at``."""
        found = self.by_end[key]
        for k in range(bisect_right(self.ends[key], end) - 1, -1, -1):
            if found[k].end <= self.clause_floor[at]:
                return
            yield found[k]


def described(matches: list[Match]) -> frozenset[int]:
    """The words of describing phrases that are no qualifier's: they say what they describe, no qualifier."""
    said = {i for m in matches if m.kind == "qualifier" for i in range(m.start, m.end)}
    return frozenset(i for m in matches if m.kind == "describe" for i in range(m.start, m.end) if i not in said)


def _same_clause(layer: TokenLayer, start: int, end: int) -> bool:
    """Whether no clause break stands between two words of one sentence and context (a phrase's last word: the
    comma that closes a trigger condition is the effect's, "… while at a location, deal 1 damage to …")."""
    return (layer.sentence[start], layer.context[start]) == (layer.sentence[end], layer.context[end]) and not any(
        layer.types[i].flags & BREAK for i in range(start, end)
    )


def _follows_object(layer: TokenLayer, at: int) -> bool:
    """Whether a phrase right after an object's noun phrase ("Send 1 card from your hand to the GY to target …",
    "Envoyez 1 carte depuis votre main") is that object's: past describing and function words, the word before
    it is an object."""
    i = at - 1
    while i >= 0 and layer.types[i].flags & (FUNCTION | NUMBER | DESCRIBING) and not layer.types[i].flags & OBJECT:
        i -= 1
    return i >= 0 and bool(layer.types[i].flags & OBJECT)


class Vocabulary:
    """The words each restriction is said with in one language, from its own patterns."""

    def __init__(
        self,
        compiler: PatternCompiler,
        data: dict[str, Any],
        trailing: Iterable[str],
        structure: dict[str, Any] | None = None,
    ) -> None:
        lexicon = compiler.lexicon
        signals = frozenset(lexicon.lemma(str(w)) for w in data.get("vocabulary") or ())
        details = data.get("details") or {}
        # where objects are when a text names no zone (``structure.play_zone``: "in play", "on the field"): a
        # phrase naming it restricts nothing, so it is no zone said elsewhere ("If you have a character named Genie
        # in play, return chosen character …"); its words left unread may still be part of another ("in your
        # opponent's field or GY")
        self.nowhere: str | None = (structure or {}).get("play_zone")
        sources = {kind: list((details.get(key) or {}).values()) for kind, key in RESTRICTIONS.items()}
        qualifiers = data.get("qualifiers") or {}
        sources["qualifiers"] = list(qualifiers.values())
        sources["trailing"] = [qualifiers[name] for name in trailing if name in qualifiers]
        compiled = {kind: [p for ps in lists for p in compiler.each(kind, ps)] for kind, lists in sources.items()}
        said = {
            kind: [(p, content_words(p, lexicon, signals)) for p in compiled[kind]] for kind in ("zone", "location")
        }
        self.words: dict[str, frozenset[str]] = {
            kind: frozenset(w for p in compiled[kind] for w in content_words(p, lexicon, signals))
            for kind in compiled
            if kind not in (*_PLACE_FREE, *said)
        }
        # a word that names a zone or location on its own ("on the field") says where, not whose ("on your
        # field" is said with "your"); a place said with an owner ("at a battlefield you control") names none
        owners = [p.required for p in compiled["controller"]]
        places = frozenset(
            w for kind in said for p, words in said[kind] if len(words) == 1 and not _embeds(p, owners) for w in words
        )
        # … nor what kind of object it is: "reserva" in "con coste desde la reserva" (Reserve Cost) is said
        # with "coste"; "Envía a la reserva un personaje" leaves no qualifier unread
        for kind in _PLACE_FREE:
            self.words[kind] = frozenset(w for p in compiled[kind] for w in content_words(p, lexicon, signals, places))
        # the play zone's phrases restrict nothing: the words only they say hide no zone ("Invoqué Spécialement depuis
        # l'Extra Deck" is on the field)
        everywhere = {p.text for p in compiler.each("zone", (details.get("zones") or {}).get(self.nowhere))}
        zones = frozenset(w for _, words in said["zone"] for w in words)
        self.words["zone"] = frozenset(w for p, words in said["zone"] if p.text not in everywhere for w in words) | (
            zones & places
        )  # … but a place's own name ("field") may be part of another ("your field or GY")
        # a word each restriction's own phrases say with another's hides only the other: "avversario" in "nel Deck del
        # tuo avversario" says whose (an unread "controllato dal tuo avversario" hides no zone), "Cimitero" in a cost's
        # "dal tuo Cimitero, poi" says where (it hides no cost location)
        self.words["zone"] -= self.words["controller"] - places  # "GY" names a zone on its own
        self.words["location"] = frozenset(w for _, words in said["location"] for w in words) - zones

    def knowledge(
        self, layer: TokenLayer, d: Draft, qualifiers: list[Match], bare: bool, text: Around
    ) -> tuple[bool, frozenset[str]]:
        """Whether the frame's phrase was read to its end — every restriction it may have is known — and
        which restrictions it is known to have or lack: one it has, tied to the phrase; one it lacks, when
        no word left unread before the phrase ends could say it, and (for a zone or a location) no phrase of it
        stands unclaimed before the phrase in its clause (free word order: "Renvoyez, depuis votre cimetière,
        … ciblées")."""
        parts = [d.trigger, *qualifiers, *d.ors, *d.ands]
        details = [(kind, m) for kind, (m, _) in d.details.items() if kind in READ]
        parts += [m for _, m in details]
        start, end = min(m.start for m in parts), max(m.end for m in parts)
        read = {i for m in parts for i in range(m.start, m.end)}
        named = quoted(layer, start, end)  # a quoted name's words say no restriction ('"Magie-Rang-Plus"')
        unread = [
            i for i in range(start, end) if i not in read and i not in named and not layer.types[i].flags & _PLAIN
        ]
        after, stop = self.after(layer, d, end, text.stops, text.opens)
        unread += after
        t = d.trigger
        sentence = layer.sentence[t.start]
        if (
            stop < len(layer.types)
            and layer.sentence[stop] == sentence
            and layer.context[stop] != layer.context[t.start]
        ):
            # cut where a trigger condition or a cost was taken to end ("Zu Beginn des Kampfes erhält eine Kreatur
            # deiner Wahl, die du kontrollierst, …"): the rest of its sentence may be its own
            rest = stop
            while rest < len(layer.types) and layer.sentence[rest] == sentence:  # sentences run in text order
                rest += 1
            unread += range(stop, rest)
        if stop < len(layer.types) and layer.types[stop].flags & VERB:
            unread.append(stop)  # the verb that ends it may be a restriction's own ("you currently control")
        # a chooser's phrase says who chooses, and nothing of whose or where: "of your choice" hides no "your"
        chosen = {i for key in CHOOSERS for m in text.details.get(key, ()) for i in range(m.start, m.end)}
        words = {layer.types[i].lemma for i in unread if i not in chosen}
        # a restriction's phrase that starts before the end but is not the frame's: it is said there
        places = text.places or Places(layer, text.details, self.nowhere)
        said = {
            kind
            for kind, key in RESTRICTIONS.items()
            if places.starting(key, end, stop)
            or (
                kind != "controller"
                and any(
                    m not in text.claimed
                    and _same_clause(layer, m.end - 1, t.start)
                    and not _follows_object(layer, m.start)
                    for m in places.ending_before(key, start, t.start)
                )
            )
        }
        known: set[str] = set()
        for kind, key in RESTRICTIONS.items():
            found = next((m for k, m in details if k == key), None)
            if found is None or (key == "zones" and found.value == self.nowhere):  # "en jeu" taken: said nothing
                if not words & self.words[kind] and kind not in said:
                    known.add(kind)
            elif found.end > t.start or read.union(noun_list(layer, found.end, t.start)).issuperset(
                range(found.end, t.start)
            ):
                # a restriction before the phrase with words between may belong to another clause ("if you
                # have no cards in your hand, you can target 1 monster"), but not one said with the first noun
                # of the phrase's list ("einen gegnerischen Charakter oder Gegenstand deiner Wahl")
                known.add(kind)
        if bare:
            known.add("qualifiers")
        # a describing phrase says what it says ("qui a un Niveau", "de même Niveau"): no trailing qualifier
        if not {layer.types[i].lemma for i in unread if i not in text.described} & self.words["trailing"]:
            known.add("trailing")
        return known.issuperset(ENDED), frozenset(known)

    @staticmethod
    def after(
        layer: TokenLayer, d: Draft, start: int, stops: frozenset[int], opens: Iterable[int]
    ) -> tuple[list[int], int]:
        """The words left unread from ``start``, where the read parts of a phrase end, to where the phrase
        ends (at the latest where ``cardlint_details`` found it ends: ``Draft.limit``); and where it ends."""
        t = d.trigger
        at = (layer.sentence[t.start], layer.context[t.start])
        return walk(layer, start, at, stops, opens, limit=max(d.limit, start), own=t.start)
