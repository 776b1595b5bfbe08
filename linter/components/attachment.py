"""Whether a detail found near a selecting phrase can be that phrase's: the tests ``cardlint_details`` asks of
each pair (another noun phrase in between, a chooser named by the phrase, a count leading into its object, words
that only describe it), kept apart from the attaching itself.
"""

from __future__ import annotations

from linter.components.extensions import Draft, Match, TokenLayer
from linter.components.phrase_end import aside_end, new_noun
from linter.lexicon import BREAK, COORDINATOR, DESCRIBING, NUMBER, VERB


def nearer_object(layer: TokenLayer, d: Draft, m: Match, described: set[int]) -> bool:
    """Whether another noun phrase stands between a phrase and a restriction after it ("ein Spieler deiner Wahl wirft zwei
    Karten von seiner Hand ab"); an object in a describing phrase ("with no abilities") or an aside opens none."""
    own = d.details["objects"][0] if "objects" in d.details else d.trigger
    lower = max(own.end, d.trigger.end)
    aside = {j for i in range(lower, m.start) if layer.text[i] == "(" for j in range(i, aside_end(layer, i))}
    return any(
        new_noun(layer, lower, i, described) for i in range(lower, m.start) if i not in described and i not in aside
    )


def names_chooser(d: Draft, m: Match) -> bool:
    """Whether a sentence chooser's phrase holds the frame's own object: the frame selects the player who
    chooses ("Ein Gegner deiner Wahl bestimmt eine Zahl", "El oponente objetivo elige"), chosen by you."""
    own = d.details.get("objects")
    return own is not None and m.start <= own[0].start and own[0].end <= m.end


def is_chooser(d: Draft, m: Match) -> bool:
    """Whether an object inside a phrase with a fixed chooser names that chooser ("an opponent chooses")."""
    chooser = str(d.spec.get("chooser") or "")
    return bool(chooser) and (m.value == chooser or (m.value == "player" and "player" in chooser))


def of_object(layer: TokenLayer, own: Match, i: int, qualified: set[int]) -> bool:
    """Whether the word at ``i`` is no gap between a restriction and the phrase after it: a qualifier's, the object's or
    its number's right before it ("dal tuo cimitero una carta creatura bersaglio": the zone reaches past "una")."""
    number = i < own.start and all(layer.types[j].flags & NUMBER for j in range(i, own.start))
    return i in qualified or own.start <= i < own.end or number


def leads_before(d: Draft, m: Match) -> bool:
    """Whether a count before a phrase stands before the phrase's own object, which stands before the phrase:
    the count leads into the object ("jusqu'à une carte d'éphémère ou de rituel ciblée")."""
    own = d.details.get("objects")
    return own is not None and m.end <= own[0].start < d.trigger.start


def described_gap(layer: TokenLayer, qualified: set[int], start: int, end: int, distance: int) -> int:
    """How far an object before its phrase is when the words between describe it: its qualifier phrases and
    describing words, and the coordinators between them, count for nothing ("une carte d'éphémère ou de rituel
    ciblée", "créatures blanches et/ou bleues ciblées"); a verb, clause break or punctuation keeps it far."""
    gap = [i for i in range(start, end) if i not in qualified]
    if any(layer.types[i].flags & (VERB | BREAK) or is_punct(layer.text[i]) for i in gap):
        return distance
    return sum(not layer.types[i].flags & (DESCRIBING | COORDINATOR) for i in gap)


def needs_object(draft: Draft) -> bool:
    """A phrase that selects only with an object of its own ("each", "choose"), the text saying none."""
    return bool(draft.spec.get("requires_object")) and not draft.spec.get("object")


def is_punct(text: str) -> bool:
    """Punctuation separates a number from its phrase; a quote mark around a name does not."""
    return bool(text) and not text[0].isalnum() and text not in ('"', "/")  # "and/or" joins, it does not separate
