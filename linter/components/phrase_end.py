"""Where a restriction phrase ends.

A phrase that selects ("target creature you control", "la criatura objetivo que controlas",
"eine Kreatur deiner Wahl, die du kontrollierst") ends where the next word cannot continue it:
a verb, a clause break, punctuation other than a comma or a quote mark, a preposition that
opens a complement of the verb (``phrase_ends.complements``: "to", "a", "in die"), a
coordinator that continues none of its objects (``phrase_ends.coordinators``: "and you gain"),
another noun phrase, or another selecting phrase. The language declares these classes once;
every frame uses them. A relative clause (``phrase_ends.relatives``) and an aside belong to the
phrase. Details past that end belong to another phrase: ``cardlint_details`` attaches none of
them ("Target player puts a card from their hand": the hand is the card's). What a frame then
knows of the restrictions it lacks is ``knowledge``'s.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Container, Iterable

from linter.components.extensions import CardText, Draft, Match, TokenLayer
from linter.components.quote_marks import QUOTES, closing_quote, in_quotes
from linter.lexicon import (
    BREAK,
    COORDINATOR,
    DESCRIBING,
    FUNCTION,
    NEWLINE,
    NUMBER,
    OBJECT,
    PUNCT,
    RELATIVE,
    VERB,
)

# Detail kinds whose phrases a frame reads as part of its own (cardlint_details' kinds).
READ = ("objects", "counts", "another", "controller", "zones", "locations", "choosers")
# Punctuation that continues a phrase: a comma or quote mark may open a restriction ("eine Kreatur
# deiner Wahl, die du kontrollierst", '1 "Name" monster').
CONTINUES = frozenset({",", "(", '"', "“", "„", "«", "-", "/", "&", "#"})  # "#": Altered's support marks
_ENDS = VERB | BREAK | NEWLINE
_JOIN_LOOKAHEAD = 3  # function words between a coordinator and what it joins ("or of a tapped creature")


def complements(card: CardText) -> frozenset[int]:
    """Where a complement opens (``phrase_ends.complements``)."""
    return frozenset(m.start for m in card.matches if m.kind == "end")


def walk(
    layer: TokenLayer,
    start: int,
    at: tuple[int, str],
    stops: frozenset[int],
    opens: Iterable[int],
    skip: dict[int, int] | None = None,
    limit: int | None = None,
    own: int = -1,
) -> tuple[list[int], int]:
    """Walk a phrase from ``start`` to where it ends; return the words passed (but those of ``skip``,
    phrases already read: start → end) and where it ends. It ends at a verb, clause break, symbol,
    complement or another selecting phrase (``stops``, but the phrase's own start ``own``), a coordinator that does not continue it, another
    sentence or context (``at``: the trigger's), or ``limit``. An aside in parentheses and a relative
    clause up to its verb ("eine Kreatur deiner Wahl, die kein Land ist, und …") belong to it."""
    passed: list[int] = []
    relative = False
    words = 0  # words walked past that no phrase read but describing ones: a relative word right after the phrase opens a clause
    i, n = start, min(len(layer.types), len(layer.types) if limit is None else limit)
    while i < n:
        if skip and i in skip:
            if layer.types[i].flags & COORDINATOR and not continues(layer, i, opens) and not _lists_on(layer, i):
                break  # a coordinator that a describing phrase lists ("Bestia y Planta") ends it too: "y además, por…"
            i = skip[i]
            continue
        t = layer.types[i]
        if t.text == "(" and layer.context[i] == at[1]:
            close = aside_end(layer, i)
            passed += range(i + 1, close - 1)
            i = close
            continue
        if t.text in QUOTES:  # a quoted name is one describing unit, whatever its words ('"Livre de Magie"'):
            # they say no restriction ('1 Carte Magie "Magie-Rang-Plus"' hides no level bound), so none is left unread
            i = (closing_quote(layer, i, n) or i) + 1
            continue
        if (layer.sentence[i], layer.context[i]) != at or (i in stops and i != own):
            break
        if (
            t.flags & RELATIVE
            and not relative
            and (not words or layer.types[i - 1].flags & COORDINATOR or layer.text[i - 1] == ",")
        ):
            relative = True  # its verb does not end the phrase
        elif t.flags & VERB and relative:
            relative = False
        elif t.flags & VERB and _extraposed(layer, i, at):
            relative = True  # "Du kannst alle Monster zerstören, die dein Gegner kontrolliert": past the verb
            passed.append(i)
            i += 2
            continue
        elif t.flags & BREAK and i + 1 < n and layer.types[i + 1].flags & VERB and _extraposed(layer, i + 1, at):
            # … and past an infinitive's marker: "um alle Monster zu zerstören, die dein Gegner kontrolliert"
            relative = True
            passed += [i, i + 1]
            i += 3
            continue
        elif t.flags & _ENDS or (t.flags & PUNCT and t.text not in CONTINUES):
            break
        elif t.flags & COORDINATOR and not continues(layer, i, opens):
            break
        elif not relative and new_noun(layer, start, i):
            break  # another noun phrase: what follows is its own ("zwei Karten von seiner Hand")
        if t.text not in CONTINUES:
            passed.append(i)
            # a describing word (a Type after the noun: "1 monstre Dragon qui est banni") is the noun's own, and so
            # is an object the phrase's coordinator joins ("1 de vos Monstres Xyz ou monstres "Ryzéal" qui est banni")
            words += not t.flags & (DESCRIBING | OBJECT | COORDINATOR)
        i += 1
    return passed, i


def opens_between(ends: list[int], start: int, end: int) -> bool:
    """Whether one of the sorted positions ``ends`` (where complements open) lies in ``[start, end)``."""
    return bisect_left(ends, start) < bisect_left(ends, end)


def barrier(layer: TokenLayer, d: Draft, skip: dict[int, int], stops: frozenset[int]) -> int:
    """Where the phrase of draft ``d`` ends at the latest, once its object is known and before its other
    details are: past its trigger and object, its detail and describing phrases (``skip``: start → end) and a
    coordinator that continues it ("target artifact or enchantment you control")."""
    t = d.trigger
    at = (layer.sentence[t.start], layer.context[t.start])
    start = max(t.end, d.details["objects"][0].end if "objects" in d.details else 0)
    return walk(layer, start, at, stops, skip, skip, own=t.start)[1]


def new_noun(layer: TokenLayer, lower: int, i: int, described: Container[int] = ()) -> bool:
    """Whether the object word at ``i`` opens a noun phrase of its own (after ``lower``, where the phrase's
    read parts end): not the second word of one noun ("target creature card"), nor an object a coordinator,
    comma or slash joins to the phrase's ("target artifact or enchantment", 'target 1 "X" or 1 "Y" monster',
    "1 mostro o 1 Magia/Trappola nel tuo Cimitero"). A coordinator inside a describing phrase (``described``,
    words on both sides: "con costo pari o inferiore a quello di un personaggio") joins nothing after it."""
    if not layer.types[i].flags & OBJECT or layer.types[i - 1].flags & OBJECT:
        return False
    if in_quotes(layer, lower, i):
        return False  # inside a quoted name ('"Livre de Magie"')
    j = i - 1
    while (
        j >= lower
        and (layer.types[j].flags & (NUMBER | DESCRIBING | FUNCTION) or layer.text[j] in QUOTES or j in described)
        and (not layer.types[j].flags & COORDINATOR or all(k in described for k in (j - 1, j, j + 1)))
    ):
        j -= 1
    return j < lower or not (layer.types[j].flags & COORDINATOR or layer.text[j] in (",", "/"))  # "Mágica/Trampa"


def noun_list(layer: TokenLayer, start: int, end: int) -> set[int]:
    """The words of ``[start, end)`` that carry on a list of bare nouns begun at or before ``start``: its nouns and the
    commas and coordinators between two of them ("einen gegnerischen Charakter, Gegenstand oder Ort deiner Wahl",
    "einen deiner Charaktere oder Gegenstände deiner Wahl"). A restriction said with the list's first noun is
    the whole list's, as "opposing" in "chosen opposing character or item"; a lone noun is no list."""
    i, first = start, set()
    if not (start > 0 and layer.types[start - 1].flags & OBJECT):  # the list's first noun is in the range
        if start >= end or not layer.types[start].flags & OBJECT:
            return set()
        i, first = start + 1, {start}
    words: set[int] = set()
    while (
        i + 1 < end
        and (layer.types[i].flags & COORDINATOR or layer.text[i] == ",")
        and layer.types[i + 1].flags & OBJECT
    ):
        words.update((i, i + 1))
        i += 2
    return words | first if words else words


def aside_end(layer: TokenLayer, i: int) -> int:
    """Past the parenthesis that closes the one opening at ``i`` (in its sentence), or past ``i``."""
    depth = 0
    for j in range(i, len(layer.types)):
        if layer.sentence[j] != layer.sentence[i]:
            break
        depth += (layer.text[j] == "(") - (layer.text[j] == ")")
        if depth == 0:
            return j + 1
    return i + 1


def continues(layer: TokenLayer, i: int, opens: Iterable[int]) -> bool:
    """Whether the coordinator at ``i`` continues the phrase: followed, past function and describing
    words, by an object, a number or quoted name, or a detail or describing phrase (``opens``: where those
    start): "target artifact or enchantment", '1 "X" or "Y" monster', "you control or in your GY".
    Not by a verb, a clause or another phrase: "and you gain 3 life", "y tú ganas", "y además, por…"."""
    words, j = 0, i + 1
    while j < len(layer.types) and words < _JOIN_LOOKAHEAD:
        t = layer.types[j]
        if t.flags & (VERB | BREAK):
            return False
        joiner = t.flags & COORDINATOR or t.text in CONTINUES  # a comma a describing phrase lists opens nothing
        if (j in opens and not joiner) or t.flags & (OBJECT | NUMBER) or t.text in QUOTES:
            return True
        if not t.flags & (FUNCTION | DESCRIBING | COORDINATOR) and t.text not in CONTINUES:
            return False
        words += not (t.flags & COORDINATOR or t.text in CONTINUES)  # "et / ou", "y / o", ", and" go on
        j += 1
    return False


def _lists_on(layer: TokenLayer, i: int) -> bool:
    """Whether the coordinator at ``i`` goes on with a list of describing words ("Poisson et Serpent de Mer",
    "Bête, Bête-Guerrier et/ou Bête Ailée liés", "Bête ou de Type Bête Ailée"): the first word after it, past
    its joiners and one article or preposition, describes."""
    j = i + 1
    while j < len(layer.types) and (layer.types[j].flags & COORDINATOR or layer.text[j] in CONTINUES):
        j += 1
    if j + 1 < len(layer.types) and layer.types[j].flags & FUNCTION and not layer.types[j].flags & COORDINATOR:
        j += 1  # one article or preposition before it: "Bête ou de Type Bête Ailée"
    return j < len(layer.types) and bool(layer.types[j].flags & DESCRIBING) and layer.text[j] not in QUOTES


def _extraposed(layer: TokenLayer, i: int, at: tuple[int, str]) -> bool:
    """Whether the verb at ``i`` closes its clause and a relative clause follows it, after a comma: German
    puts a phrase's relative clause there ("Du kannst alle Monster zerstören, die dein Gegner kontrolliert")."""
    return (
        i + 2 < len(layer.types)
        and layer.text[i + 1] == ","
        and bool(layer.types[i + 2].flags & RELATIVE)
        and (layer.sentence[i + 2], layer.context[i + 2]) == at
    )


def placed(layer: TokenLayer, matches: list[Match], verbs: frozenset[str] | set[str]) -> list[Match]:
    """The matches once a placing verb's complement is known (``phrase_ends.placing``): the last of its
    complements after the verb in its clause says where or how the verb puts the card ("changez tous les
    monstres en Position d'Attaque en Position de Défense"), so it ends the phrase and restricts nothing —
    the qualifiers, the zone and the location it covers are dropped ("Envoyez un Personnage ciblé en Réserve",
    "Déplacez un personnage de votre choix sur un lieu": where it goes, not where it is), as is a placing
    complement no such verb governs."""
    placing = [m for m in matches if m.kind == "end" and m.key == "placing"]
    if not placing:
        return matches
    last: dict[int, Match] = {}  # the governing verb → its last complement (the longest of those starting there)
    for m in placing:
        verb = _placing_verb(layer, m.start, verbs)
        if verb is not None and (verb not in last or (m.start, m.end) > (last[verb].start, last[verb].end)):
            last[verb] = m
    kept = set(last.values())
    covered = {i for m in kept for i in range(m.start, m.end)}
    return [
        m
        for m in matches
        if (m.kind != "end" or m.key != "placing" or m in kept)
        and not (m.kind == "qualifier" and m.start in covered)
        and not (m.kind == "detail" and m.key in ("zones", "locations") and m.end - 1 in covered)
    ]


def _placing_verb(layer: TokenLayer, i: int, verbs: frozenset[str] | set[str]) -> int | None:
    """Where the nearest placing verb before ``i`` in its clause stands, if one does."""
    at = (layer.sentence[i], layer.context[i])
    for j in range(i - 1, -1, -1):
        if (layer.sentence[j], layer.context[j]) != at or layer.types[j].flags & BREAK:
            return None
        if layer.types[j].lemma in verbs:
            return j
    return None
