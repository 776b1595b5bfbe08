"""Where a restriction phrase ends, and which restrictions a frame is known to lack.

A phrase that selects ("target creature you control", "la criatura objetivo que controlas",
"eine Kreatur deiner Wahl, die du kontrollierst") ends where the next word cannot continue it:
a verb, a clause break, punctuation other than a comma or a quote mark, a preposition that
opens a complement of the verb (``phrase_ends.complements``: "to", "a", "in die"), a
coordinator that joins none of its objects (``phrase_ends.coordinators``: "and you gain"), or
another selecting phrase. The language declares these classes once; every frame uses them.

Details past that end belong to another phrase: ``cardlint_details`` attaches none of them
("Target player puts a card from their hand": the hand is the card's). Words left unread before
the end may hold a restriction cardlint did not read — but only one said with such words: an
unread "with flying" hides no controller, an unread "de su mano" hides a zone. The words of
each restriction are those of the locale's own patterns for it (their content words: "que
controlas" is said with "controlas"; "tu", all function words, with "tu").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, NamedTuple

from linter import patterns as pat
from linter.components.extensions import CardText, Draft, Match, TokenLayer
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
    Lexicon,
)
from linter.patterns import PatternCompiler, PatternError

# The restrictions a frame may be known to have or lack, and the locale data that says each.
RESTRICTIONS = {"controller": "controller", "zone": "zones", "location": "locations"}
# What a phrase read to its end knows: every restriction said after the noun.
ENDED = frozenset({*RESTRICTIONS, "trailing"})
# Detail kinds whose phrases a frame reads as part of its own (cardlint_details' kinds).
READ = ("objects", "counts", "another", "controller", "zones", "locations", "choosers")
# Words that need no explaining inside a phrase: articles, numbers, objects, commas.
_PLAIN = FUNCTION | NUMBER | OBJECT | PUNCT
# Punctuation that continues a phrase: a comma or quote mark may open a restriction ("eine Kreatur
# deiner Wahl, die du kontrollierst", '1 "Name" monster').
CONTINUES = frozenset({",", "(", '"', "“", "„", "«", "-", "/", "&", "#"})  # "#": Altered's support marks
_ENDS = VERB | BREAK | NEWLINE
_QUOTES = frozenset({'"', "“", "”", "„", "«", "»"})
_JOIN_LOOKAHEAD = 3  # function words between a coordinator and what it joins ("or of a tapped creature")


def content_words(pattern: pat.Pattern, lexicon: Lexicon, signals: frozenset[str] = frozenset()) -> set[str]:
    """The words a pattern is said with: its words that are neither function words, numbers nor words
    that signal targeting (``signals``: "ciblé" in "du joueur ciblé" says the target, not whose), and of
    those the ones that name no object when there are others ("Monster Zone" is said with "zone");
    when it has no such word, its last word ("tu", "your", "de vos": "vos")."""
    slots = [s for s in pattern.slots if s.kind == pat.WORDS]
    words = {w for s in slots for w in s.lemmas if w[:1].isalnum()} - signals
    content = {w for w in words if w not in lexicon.function and lexicon.number(w) is None}
    named = {w for w in content if lexicon.object_class(w) is None}
    return named or content or (set(slots[-1].lemmas) if slots else set())


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
) -> tuple[list[int], int]:
    """Walk a phrase from ``start`` to where it ends; return the words passed (but those of ``skip``,
    phrases already read: start → end) and where it ends. It ends at a verb, clause break, symbol,
    complement or another selecting phrase (``stops``), a coordinator that does not continue it, another
    sentence or context (``at``: the trigger's), or ``limit``. An aside in parentheses and a relative
    clause up to its verb ("eine Kreatur deiner Wahl, die kein Land ist, und …") belong to it."""
    passed: list[int] = []
    relative = False
    words = 0  # words walked past that no phrase read: a relative word right after the phrase opens a clause
    i, n = start, min(len(layer.types), len(layer.types) if limit is None else limit)
    while i < n:
        if skip and i in skip:
            i = skip[i]
            continue
        t = layer.types[i]
        if t.text == "(" and layer.context[i] == at[1]:
            close = aside_end(layer, i)
            passed += range(i + 1, close - 1)
            i = close
            continue
        if t.text in _QUOTES:  # a quoted name is one describing unit, whatever its words ('"Livre de Magie"')
            close = next((j for j in range(i + 1, min(n, i + 14)) if layer.text[j] in _QUOTES), i)
            passed += range(i + 1, close)
            i = close + 1
            continue
        if (layer.sentence[i], layer.context[i]) != at or i in stops:
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
        elif t.flags & _ENDS or (t.flags & PUNCT and t.text not in CONTINUES):
            break
        elif t.flags & COORDINATOR and not continues(layer, i, opens):
            break
        elif not relative and new_noun(layer, start, i):
            break  # another noun phrase: what follows is its own ("zwei Karten von seiner Hand")
        if t.text not in CONTINUES:
            passed.append(i)
            words += 1
        i += 1
    return passed, i


def barrier(layer: TokenLayer, d: Draft, skip: dict[int, int], stops: frozenset[int]) -> int:
    """Where the phrase of draft ``d`` ends at the latest, once its object is known and before its other
    details are: past its trigger and object, its detail and describing phrases (``skip``: start → end) and a
    coordinator that continues it ("target artifact or enchantment you control")."""
    t = d.trigger
    at = (layer.sentence[t.start], layer.context[t.start])
    start = max(t.end, d.details["objects"][0].end if "objects" in d.details else 0)
    return walk(layer, start, at, stops - {t.start}, skip, skip)[1]


def new_noun(layer: TokenLayer, lower: int, i: int) -> bool:
    """Whether the object word at ``i`` opens a noun phrase of its own (after ``lower``, where the phrase's
    read parts end): not the second word of one noun ("target creature card"), nor an object a coordinator
    or comma joins to the phrase's ("target artifact or enchantment")."""
    if not layer.types[i].flags & OBJECT or layer.types[i - 1].flags & OBJECT:
        return False
    if sum(layer.text[k] in _QUOTES for k in range(lower, i)) % 2:
        return False  # inside a quoted name ('"Livre de Magie"')
    j = i - 1
    while (
        j >= lower
        and layer.types[j].flags & (NUMBER | DESCRIBING | FUNCTION)
        and not layer.types[j].flags & COORDINATOR
    ):
        j -= 1
    return j < lower or not (layer.types[j].flags & COORDINATOR or layer.text[j] == ",")


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
    for j in range(i + 1, min(len(layer.types), i + 1 + _JOIN_LOOKAHEAD)):
        t = layer.types[j]
        if t.flags & (VERB | BREAK):
            return False
        if j in opens or t.flags & (OBJECT | NUMBER) or t.text in _QUOTES:
            return True
        if not t.flags & (FUNCTION | DESCRIBING | COORDINATOR) and t.text not in CONTINUES:
            return False  # "y / o", ", and" go on
    return False


def _extraposed(layer: TokenLayer, i: int, at: tuple[int, str]) -> bool:
    """Whether the verb at ``i`` closes its clause and a relative clause follows it, after a comma: German
    puts a phrase's relative clause there ("Du kannst alle Monster zerstören, die dein Gegner kontrolliert")."""
    return (
        i + 2 < len(layer.types)
        and layer.text[i + 1] == ","
        and bool(layer.types[i + 2].flags & RELATIVE)
        and (layer.sentence[i + 2], layer.context[i + 2]) == at
    )


class Around(NamedTuple):
    """What a frame's knowledge reads of the rest of its text."""

    stops: frozenset[int]  # where selecting phrases and complements start
    opens: frozenset[int]  # where detail and describing phrases start
    details: dict[str, list[Match]]  # every detail phrase, by kind
    claimed: frozenset[Match]  # the detail phrases some selecting phrase took


def _same_clause(layer: TokenLayer, start: int, end: int) -> bool:
    """Whether no clause break stands between two places of one sentence and context."""
    return (layer.sentence[start], layer.context[start]) == (layer.sentence[end], layer.context[end]) and not any(
        layer.types[i].flags & BREAK for i in range(start, end)
    )


class Vocabulary:
    """The words each restriction is said with in one language, from its own patterns."""

    def __init__(
        self, lexicon: Lexicon, data: dict[str, Any], tokenize: Callable[[str], list[str]], trailing: Iterable[str]
    ) -> None:
        compiler = PatternCompiler(tokenize, lexicon)
        signals = frozenset(lexicon.lemma(str(w)) for w in data.get("vocabulary") or ())
        details = data.get("details") or {}
        sources = {kind: list((details.get(key) or {}).values()) for kind, key in RESTRICTIONS.items()}
        qualifiers = data.get("qualifiers") or {}
        sources["qualifiers"] = list(qualifiers.values())
        sources["trailing"] = [qualifiers[name] for name in trailing if name in qualifiers]
        self.words: dict[str, frozenset[str]] = {}
        for kind, lists in sources.items():
            words: set[str] = set()
            for patterns in lists:
                for text in [patterns] if isinstance(patterns, str) else patterns:
                    try:
                        words |= content_words(compiler.compile(kind, str(text)), lexicon, signals)
                    except PatternError:
                        continue  # reported by the matcher, which compiles every pattern
            self.words[kind] = frozenset(words)

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
        unread = [i for i in range(start, end) if i not in read and not layer.types[i].flags & _PLAIN]
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
            unread += [j for j in range(stop, len(layer.types)) if layer.sentence[j] == sentence]
        if stop < len(layer.types) and layer.types[stop].flags & VERB:
            unread.append(stop)  # the verb that ends it may be a restriction's own ("you currently control")
        words = {layer.types[i].lemma for i in unread}
        # a restriction's phrase that starts before the end but is not the frame's: it is said there
        said = {
            kind
            for kind, key in RESTRICTIONS.items()
            for m in text.details.get(key, ())
            if end <= m.start <= stop
            or (
                kind != "controller"
                and m.end <= start
                and m not in text.claimed
                and _same_clause(layer, m.end, t.start)
            )
        }
        known: set[str] = set()
        for kind, key in RESTRICTIONS.items():
            found = next((m for k, m in details if k == key), None)
            if found is None:
                if not words & self.words[kind] and kind not in said:
                    known.add(kind)
            elif found.end > t.start or all(j in read for j in range(found.end, t.start)):
                # a restriction before the phrase with words between may belong to another clause ("if you
                # have no cards in your hand, you can target 1 monster")
                known.add(kind)
        if bare:
            known.add("qualifiers")
        if not words & self.words["trailing"]:
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
        return walk(layer, start, at, stops - {t.start}, opens, limit=max(d.limit, start))
