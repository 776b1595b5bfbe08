"""Objects joined to a phrase's object: by "or" one target of several kinds ("target
artifact or enchantment"), by "and" one more target sharing the phrase ("eine Kreatur
und ein Land deiner Wahl"). Lists read either way: "artefacto, criatura o
encantamiento" takes its kind from the coordinator that ends it.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Container

from spacy.language import Language
from spacy.tokens import Doc

from linter.components.attachment import is_punct
from linter.components.extensions import Match, TokenLayer, state
from linter.components.quote_marks import quotes
from linter.lexicon import DESCRIBING, VERB, lexicon_for
from linter.locales import load_locale

# Loose words allowed between an "all" list's coordinator and its next object (an article).
_ALL_AND_GAP = 1

# Details that describe the objects of a list ("you control", "1") and do not separate them.
_DESCRIBING = ("controller", "zones", "counts", "another", "locations")


class Coordination:
    def __init__(self, lang: str, game: str) -> None:
        lexicon = lexicon_for(lang, game)
        coordination = (load_locale(lang, game).section("details") or {}).get("coordination") or {}
        self.or_words = {f for w in coordination.get("or", []) for f in lexicon.forms(str(w))}
        self.and_words = {f for w in coordination.get("and", []) for f in lexicon.forms(str(w))}
        # "and" inside an "all"/"each" selection: its quantifier takes every object of the list ("all
        # artifacts, creatures, and enchantments", "todas las magias y habilidades"), each a selection of its own
        self.all_and_words = {f for w in coordination.get("all_and", []) for f in lexicon.forms(str(w))}
        self.gap = int(coordination.get("gap", 3))  # loose words allowed between joined objects
        # loose words besides "and" allowed between two targets ("abhängen und dann 1 Monster" joins actions)
        self.and_gap = int(coordination.get("and_gap", self.gap))
        # "any other word describes" means something only where the function words are listed
        self.weak_describing = bool(lexicon.function)

    def __call__(self, doc: Doc) -> Doc:
        card = state(doc)
        drafts = card.drafts
        if not drafts or not (self.or_words or self.and_words or self.all_and_words):
            return doc
        layer = card.layer
        assert layer is not None
        by_kind = card.details
        # a word of a zone names no object to join ("in deinem Friedhof oder von deinen verbannten Karten")
        zoned = {i for m in by_kind.get("zones", ()) for i in range(m.start, m.end)}
        firsts = {id(d.details["objects"][0]) for d in drafts if "objects" in d.details}
        objects = sorted(
            (m for m in by_kind.get("objects", ()) if m.start not in zoned or id(m) in firsts), key=lambda m: m.start
        )
        if len(objects) < 2:
            return doc
        triggers = {i for d in drafts for i in range(d.trigger.start, d.trigger.end)}
        spoken = {i for m in card.matches if m.kind in ("frame", "none") for i in range(m.start, m.end)}
        described = {i for kind in _DESCRIBING for m in by_kind.get(kind, ()) for i in range(m.start, m.end)}
        # an object's own describing run, as in an object phrase, belongs to that object: declared
        # describing units (quoted names, describing and qualifier phrases) and, weaker, any other
        # word that describes ("face-up", "Level 4 or lower", "DARK")
        joiners = self.or_words | self.and_words | self.all_and_words | {",", "/"}
        declared: set[int] = set()
        for a, b in quotes(layer, 0, len(layer.text)):  # a quoted name, whatever its words ('"Change" Spell')
            declared.update(range(a, b))
        for m in card.matches:
            # a coordinator only inside a phrase ("4 or lower"); one written in pieces is still one ("y/o", "et/ou")
            if m.kind in ("describe", "qualifier") and any(
                layer.lower[k] not in joiners for k in range(m.start, m.end)
            ):
                declared.update(range(m.start, m.end))
        describing = set(declared)
        if self.weak_describing:
            describing |= {i for i, t in enumerate(layer.types) if t.flags & DESCRIBING and t.lower not in joiners}
        starts = [m.start for m in objects]
        position: dict[Match, int] = {}
        for k, m in enumerate(objects):
            position.setdefault(m, k)
        for d in drafts:
            first = d.details.get("objects")
            if first is not None:
                # a selecting phrase separates objects ("créatures ciblées qu'un adversaire…"), except
                # between objects of its own phrase ("wähle 1 Monster oder 1 Karte")
                inside = []
                for k in range(bisect_left(starts, d.trigger.start), len(objects)):
                    if objects[k].start >= d.trigger.end:
                        break
                    if objects[k].end <= d.trigger.end:
                        inside.append(objects[k])
                own = set(range(inside[0].end, inside[-1].start)) if len(inside) > 1 else set()
                # a verb-final phrase holds its object's count and describing words ("1 Monster in deinem
                # Friedhof und 1 offenes Monster … wählen"): they open the object, not a selection
                own.update(i for i in range(d.trigger.start, first[0].start) if i in described or i in declared)
                d.ors, d.ands = self._joined(
                    layer,
                    position[first[0]],
                    objects,
                    _Without(triggers, own),
                    spoken,
                    described,
                    (describing, declared),
                    (self.all_and_words, firsts) if d.spec.get("concept") == "all" else (set(), set()),
                )
        return doc

    def _joined(
        self,
        layer: TokenLayer,
        index: int,
        ordered: list[Match],
        triggers: Container[int],
        phrases: Container[int],
        described: set[int],
        runs: tuple[set[int], set[int]],
        all_list: tuple[set[str], set[int]],
    ) -> tuple[list[Match], list[Match]]:
        """The objects joined to ``ordered[index]`` by "or" and by "and"; ``triggers`` are the other phrases'
        words, ``phrases`` the words of every phrase that mentions targeting ("un artefact ciblé ou un
        enchantement ciblé": "ciblé" is no verb of a clause of its own); ``all_list``: the "and" words of an
        "all" selection's list, and the objects other phrases select (never part of that list: "todos los
        permanentes … y que controla el jugador objetivo")."""
        ors: list[Match] = []
        all_and, selected = all_list
        and_words = self.and_words | all_and
        ands: list[Match] = []
        first = ordered[index]
        # marks inside details or declared describing units separate nothing (Altered's "#or Permanent#")
        quiet = described | runs[1]
        for step in (1, -1):
            pending: list[Match] = []
            joined: list[Match] | None = None  # the kind of list this direction has shown so far
            current = first
            i = index + step
            while 0 <= i < len(ordered):
                other = ordered[i]
                left, right = (current, other) if step == 1 else (other, current)
                gap = range(left.end, self._own_run_start(layer, left.end, right.start, described, triggers, *runs))
                # words that describe the objects ("you control", "1", quotes) do not separate them
                # … nor does a qualifier or describing phrase ("1 monstruo en Posición de Defensa boca arriba que
                # controle tu adversario y 1 …")
                loose = [j for j in gap if j not in described and j not in runs[1] and layer.text[j] != '"']
                if (
                    len(loose) > self.gap
                    or layer.sentence[other.start] != layer.sentence[first.start]
                    or layer.context[other.start] != layer.context[first.start]
                    or any(
                        j in triggers or (is_punct(layer.text[j]) and layer.text[j] not in ",/" and j not in quiet)
                        for j in gap
                    )
                    # a verb between them: each object is its own clause's ("…, die keine Länder sind und die ein Spieler
                    # deiner Wahl kontrolliert")
                    or any(layer.types[j].flags & VERB and j not in described and j not in phrases for j in loose)
                ):
                    break
                # a coordinator counts even inside a count ("dos criaturas y/o jugadores")
                # … but not inside a qualifier or describing phrase ("4 or lower", "pari o inferiore a questa carta")
                words = {
                    layer.lower[j]
                    for j in gap
                    if j not in runs[1] and (j not in described or layer.lower[j] in self.or_words | and_words)
                }
                if words & self.or_words:
                    joined = ors
                elif words & and_words:
                    # an "all" list's coordinator is followed at most by an article ("e le abilità"), not
                    # by a verb ("tap all creatures and draw a card")
                    via_all = not words & self.and_words
                    if via_all and id(other) in selected:
                        break
                    gap_allowed = _ALL_AND_GAP if via_all else self.and_gap
                    if (
                        len([j for j in loose if layer.lower[j] not in and_words and not is_punct(layer.text[j])])
                        > gap_allowed
                    ):
                        break
                    joined = ands
                elif words and words <= {",", "/"}:
                    if joined is None:
                        pending.append(other)  # a list: its kind comes from the coordinator that ends it
                    else:
                        joined.append(other)  # "artefacto, criatura o encantamiento", read backwards
                    current = other
                    i += step
                    continue
                else:
                    break
                joined += [*pending, other]
                pending = []
                current = other
                i += step
        return ors, ands

    def _own_run_start(
        self,
        layer: TokenLayer,
        start: int,
        end: int,
        described: set[int],
        triggers: Container[int],
        describing: set[int],
        declared: set[int],
    ) -> int:
        """Where the describing run right before an object begins, when it opens an object phrase of
        its own: after the object's count or detail ("and 1 face-up monster", "and 1 of your banished
        Fish monsters"), or after a coordinator when it opens with a declared describing unit
        ("or tapped creature", 'or "Forbidden" Quick-Play Spell'). A selecting phrase is never part of it."""
        run = end
        while run > start and run - 1 in describing and run - 1 not in triggers:
            run -= 1
        if run == end:
            return end
        if run - 1 in described or (run in declared and layer.lower[run - 1] in self.or_words | self.and_words):
            return run
        return end


class _Without:
    """The words of ``words`` but those of ``but``, without copying ``words`` (every phrase of a long text
    would copy every other one's)."""

    def __init__(self, words: set[int], but: set[int]) -> None:
        self.words, self.but = words, but

    def __contains__(self, i: object) -> bool:
        return i in self.words and i not in self.but


@Language.factory("cardlint_coordination", default_config={"lang": "en", "game": "mtg"})
def make_coordination(nlp: Language, name: str, lang: str, game: str) -> Coordination:
    return Coordination(lang, game)
