"""Turns each completed selecting phrase into a frame: its concept and details.

Fixed details of the locale's frame entry (``object``, ``chooser``, ``mode``…) win
over what was found in the text; a frame that ``requires_object`` and found none
is dropped ("choose one —" picks a mode, not an object). Objects joined by "or"
make one target of several kinds; by "and", one more frame per object.
"""

from __future__ import annotations

from bisect import bisect_left
from typing import Any

from spacy.language import Language
from spacy.tokens import Doc

from linter.components.attachment import needs_object
from linter.components.either import one_of, or_words, parts_said
from linter.components.extensions import CardText, Draft, Match, TokenLayer, longest_first, state
from linter.components.knowledge import ENDED, Around, Places, Vocabulary, described
from linter.components.phrase_end import CONTINUES, complements
from linter.components.quote_marks import QUOTES, other_quote
from linter.components.segments import split
from linter.lexicon import COORDINATOR, DESCRIBING, FUNCTION, OBJECT, RELATIVE, Lexicon, lexicon_for
from linter.locale_schema import count_id
from linter.locales import load_game, load_locale
from linter.model.frames import Count, Frame, Span
from linter.patterns import PatternCompiler

_FIELD = {
    "objects": "object",
    "controller": "controller",
    "zones": "zone",
    "locations": "location",
    "choosers": "chooser",
    "sentence_choosers": "chooser",
}
# Fixed details a frame entry may set, overriding the text.
_FIXED = ("object", "chooser", "controller", "zone", "location", "mode")
# Details that restrict what may be selected: the words around the noun a bare frame must have read.
_RESTRICTING = ("objects", "counts", "another", "controller", "zones", "locations")
# what a player never has (``structure.players``): a controller, a zone, a bound on power or cost
_NOT_OF_PLAYERS = frozenset({"controller", "zone", "trailing"})
_QUALIFIER_GAP = 6  # words between a phrase and its qualifier ("monstre "Inzektor" face recto")


class Frames:
    def __init__(self, nlp: Language, lang: str, game: str) -> None:
        self.lexicon: Lexicon = lexicon_for(lang, game)
        locale = load_locale(lang, game)
        counts = (locale.section("details") or {}).get("counts", [])
        self.counts: dict[str, dict[str, Any]] = {count_id(c): c for c in counts}  # by id: the same numbers
        compiler = PatternCompiler(lambda text: [t.text for t in nlp.tokenizer(text)], self.lexicon)
        # the number words the count patterns of an id write out: "un totale di <num>" counts by its <num>, not "un"
        self.literal = {count_id(c): frozenset[str]() for c in counts}
        for c in counts:
            self.literal[count_id(c)] |= {
                w for p in compiler.each("count", c.get("pattern")) for w in p.number_words(self.lexicon)
            }
        self.or_words = or_words(self.lexicon, locale.section("details") or {})
        structure = load_game(game).data.get("structure", {})
        trailing = structure.get("trailing_qualifiers", ())
        self.players = frozenset(structure.get("players", ()))  # objects with no controller and no zone
        self.vocabulary = Vocabulary(compiler, locale.data, trailing, structure)
        self.qualifiers: list[Match] = []  # the qualifier phrases of the text being framed, in text order
        self.starting: dict[int, Match] = {}  # … by where each starts, and the describing phrases of several words
        self.ending: dict[int, Match] = {}  # … by where each ends
        self.owners: list[Match] = []  # the controller phrases, in text order
        self.around = Around(frozenset(), frozenset(), {}, frozenset())  # what its frames' knowledge reads

    def __call__(self, doc: Doc) -> Doc:
        card = state(doc)
        if card.drafts:
            self.qualifiers = longest_first([m for m in card.matches if m.kind == "qualifier"])
            units = [m for m in card.matches if m.kind == "describe" and m.end - m.start > 1]
            self.starting = {m.start: m for m in [*sorted(units, key=lambda m: m.end), *reversed(self.qualifiers)]}
            self.ending = {m.end: m for m in reversed(self.qualifiers)}
            self.owners = sorted((m for m in card.matches if m.key == "controller"), key=lambda m: m.start)
            assert card.layer is not None
            self.around = Around(
                frozenset(d.trigger.start for d in card.drafts if "objects" in d.details or not needs_object(d))
                | complements(card),
                frozenset(m.start for m in card.matches if m.kind in ("detail", "describe", "qualifier")),
                card.details,
                frozenset(m for d in card.drafts for m, _ in d.details.values()),
                Places(card.layer, card.details, self.vocabulary.nowhere),
                described(card.matches),
            )
            placed = []
            for d in card.drafts:
                found = self._frames(card, d)
                ends = [d.trigger, *(m for m, _ in d.details.values())]
                start, end = (min(m.start for m in ends), max(m.end for m in ends)) if len(found) == 1 else (-1, -1)
                placed += [(f, start, end) for f in found]
            card.frames = one_of(card, placed, self.or_words)
        return doc

    def _frames(self, card: CardText, d: Draft) -> list[Frame]:
        """The frame of one phrase, one more per object joined to it by "and", each with the details of
        its own stretch of the phrase (``segments``)."""
        layer = card.layer
        assert layer is not None
        parts = split(layer, d, card.details) if d.ands and "objects" in d.details else [d]
        frame = self._frame(card, parts[0])
        if frame is None or "objects" not in d.details or frame.object != d.details["objects"][0].value:
            return [] if frame is None else [frame]
        if d.ors:
            kinds = frame.with_(object="|".join(sorted({frame.object, *(m.value for m in d.ors)})))
            frame = parts_said(card, d, kinds, lambda m: self._count(layer, m))
        joined = [(part, self._frame(card, part)) for part in parts[1:]]
        # its describing words are its own ("1 monster in your GY and 1 face-up monster"); its count,
        # when it says none, is the phrase's; "another" said by the phrase's opening words is the first
        # object's ("selecciona otra carta que controles y 1 carta que controle tu adversario")
        return [
            frame,
            *(f.with_(count=f.count or frame.count, another="another" in part.details) for part, f in joined if f),
        ]

    def _frame(self, card: CardText, d: Draft) -> Frame | None:
        layer = card.layer
        assert layer is not None
        spec = d.spec
        t = d.trigger
        values: dict[str, Any] = {}
        detail_spans: dict[str, Span] = {}
        phrase = [t.start, t.end]
        for kind, (m, _) in d.details.items():
            detail_spans[kind.rstrip("s") if kind != "another" else kind] = card.span(m.start, m.end)
            if kind == "counts":
                values["count"] = self._count(layer, m)
            elif kind == "another":
                values["another"] = True
            else:
                values[_FIELD[kind]] = m.value
            if kind in ("counts", "objects", "another"):
                phrase = [min(phrase[0], m.start), max(phrase[1], m.end)]
        # qualifiers sit next to the noun: walk from the object, not from a verb-final phrase's ends
        anchor = d.details["objects"][0] if "objects" in d.details else t
        # the phrase's own word right after its noun is part of it ("un Personnage ciblé de Coût de Main {3} ou moins")
        # and so are its describing words between ("une carte d'esprit ciblée dont le coût converti de mana est de 4")
        between = range(anchor.end, t.start) if anchor.end <= t.start <= anchor.end + _QUALIFIER_GAP else range(0)
        near = all(layer.types[i].flags & (DESCRIBING | FUNCTION) for i in between)
        end = t.end if 0 <= t.start - anchor.end <= 1 or (between and near) else anchor.end
        end = max([end, *(m.end for m in d.ors)])  # after its last kind: "chosen item or location with cost 2 or less"
        # a reference ("its owner") is what it refers to: no qualifier of its own
        own = tuple(m for kind, (m, _) in d.details.items() if kind in ("controller", "zones", "locations"))
        qualifiers = [] if spec["concept"] == "reference" else self._qualifiers(layer, anchor.start, end, own)
        if "counts" in d.details and "objects" in d.details:
            # between its count and its noun, whatever describes in between ("1 face-up Level 3 monster",
            # "1 face-up Fish, Sea Serpent, or Aqua monster", "1 offenes „Sechs Samurai“-Monster")
            c = d.details["counts"][0]
            if c.end <= anchor.start:
                qualifiers += [q for q in _within(self.qualifiers, c.end, anchor.start) if q not in qualifiers]
        if "zones" in d.details:  # "in your opponent's GY": the zone's words say whose it is
            z = d.details["zones"][0]
            owner = next(iter(_within(self.owners, z.start, z.end)), None)
            if owner is not None:
                detail_spans["owner"] = card.span(owner.start, owner.end)
        if qualifiers:
            values["qualifiers"] = tuple(sorted({m.key for m in qualifiers}))
            detail_spans["qualifiers"] = card.span(min(m.start for m in qualifiers), max(m.end for m in qualifiers))
        bare = self._bare(layer, d, qualifiers, phrase[0], phrase[1])
        values["ended"], values["known"] = self.vocabulary.knowledge(layer, d, qualifiers, bare, self.around)
        for kind, m in d.flags.items():
            if kind == "optional":
                values["optional"] = True
            elif kind == "divided":
                values["divided"] = True
            else:
                values["chooser"] = m.value
        for key in _FIXED:
            if spec.get(key) is not None:
                values[key] = spec[key]
        if "count" in spec:
            values["count"] = Count(spec["count"].get("min", 1), spec["count"].get("max", 1))
        if spec.get("another"):
            values["another"] = True
        if spec.get("optional"):
            values["optional"] = True
        if spec.get("requires_object") and not values.get("object"):
            return None
        if not values.get("object") and spec.get("default_object"):
            values["object"] = spec["default_object"]
        if values.get("object") in self.players:  # "ein Spieler deiner Wahl kontrolliert": no player is controlled
            values.update(controller=None, zone=None, known=values["known"] | _NOT_OF_PLAYERS)
            values["ended"] = values["known"] >= ENDED
        return Frame(
            concept=spec["concept"],
            span=card.span(phrase[0], phrase[1]),
            context=layer.context[t.start],
            ability=layer.ability[t.start],
            sentence=layer.sentence[t.start],
            phase=layer.phase[t.start],
            detail_spans=detail_spans,
            **values,
        )

    def _qualifiers(self, layer: TokenLayer, start: int, end: int, own: tuple[Match, ...] = ()) -> list[Match]:
        """Qualifiers inside the phrase or joined to it by describing words, object words, quoted
        names, function words and the phrase's own details only ("target tapped creature", "la criatura
        atacante objetivo", "1 monstre "Inzektor" face recto", "1 monstre de Type Zombie face recto",
        "1 monster your opponent controls with 2000 or more ATK")."""
        found = _within(self.qualifiers, start, end)
        for forward in (True, False):
            i, gap, function = (end, 0, 0) if forward else (start, 0, 0)
            while gap <= _QUALIFIER_GAP and (i < len(layer.text) if forward else i > 0):
                m = (self.starting if forward else self.ending).get(i)
                if m is not None:  # a describing phrase is one unit ("di Tipo Pesce, Serpente Marino o Acqua")
                    found += [m] if m.kind == "qualifier" else []
                    i, gap = (m.end if forward else m.start), (0 if m.kind == "qualifier" else gap + 1)
                    continue
                detail = next((o for o in own if (o.start if forward else o.end) == i), None)
                if detail is not None:
                    i, function = (detail.end if forward else detail.start), 0
                    continue
                j = i if forward else i - 1
                if forward and j in self.around.stops:
                    break  # where the phrase ends: "change all monsters you control to face-down Defense Position"
                if layer.text[j] in QUOTES:  # a quoted name: skip to its other quote
                    other = other_quote(layer, j, forward)
                    if other is None:  # the name is inside the next word: „LV“-Monster
                        other = j
                    gap += 1  # one describing unit, whatever its words ('"Assaut de l'Air - As" de Niveau 4')
                    i = other + 1 if forward else other
                elif (
                    forward and layer.text[j] == "," and j + 1 < len(layer.text) and layer.types[j + 1].flags & RELATIVE
                ):
                    i, gap = i + 1, gap + 1  # a relative clause that says one ("jede Kreatur, die ihn blockt")
                elif layer.text[j] in ("-", "/") or (
                    forward and j in self.around.described and layer.text[j] in CONTINUES and j + 1 in self.starting
                ):
                    # a name joined to the noun („LV“-Monster), Types ("Bête/Dragon"), a describing mark that opens
                    # a qualifier (Altered's support part: "target Character #with Hand Cost {3} or less#"; not a
                    # keyword's bracket)
                    i, gap = (i + 1 if forward else i - 1), gap + 1
                elif not forward and layer.types[j].flags & COORDINATOR and j in self.ending:
                    i, gap = j, gap + 1  # qualifiers joined: "target attacking or blocking creature"
                elif not forward and layer.types[j].flags & FUNCTION:
                    break  # before its article a qualifier is another phrase's ("Pon boca arriba la criatura objetivo")
                elif layer.types[j].flags & (DESCRIBING | FUNCTION | OBJECT) and layer.text[j][0].isalpha():
                    # one function word ("de Type Zombie"); two start another phrase ("auf dem Spielfeld");
                    # a Type that is also an object word ("1 monstruo Cantante boca arriba")
                    function += bool(layer.types[j].flags & FUNCTION)
                    if function > 1:
                        break
                    i, gap = (i + 1 if forward else i - 1), gap + 1
                else:
                    break
        return found

    def _bare(self, layer: TokenLayer, d: Draft, qualifiers: list[Match], start: int, end: int) -> bool:
        """Whether no describing word in and right around the noun phrase was left unread that could say a
        qualifier (a word of the language's qualifier patterns): qualifiers sit next to the noun ("target
        tapped creature", "la criatura atacante objetivo"); a type or name there ("target attacking Vampire",
        "1 monstre Psychique") says none."""
        parts = [d.trigger, *qualifiers, *(m for kind, (m, _) in d.details.items() if kind in _RESTRICTING)]
        read = {i for m in parts for i in range(m.start, m.end)}
        start = min([start, *(m.start for m in qualifiers)])
        end = max([end, *(m.end for m in qualifiers)])
        around = [i for i in (start - 1, end) if 0 <= i < len(layer.text)]
        if any(q not in qualifiers and start <= q.start < max(end, d.limit) for q in self.qualifiers):
            return False  # a qualifier before the phrase ends that it did not take ("1 monstruo de Ritual o Fusión boca arriba")
        return not any(
            i not in read
            and layer.types[i].flags & DESCRIBING
            and layer.text[i][0].isalpha()
            and layer.types[i].lemma in self.vocabulary.words["qualifiers"]
            for i in [*range(start, end), *around]
        )

    def _count(self, layer: TokenLayer, m: Match) -> Count:
        """The count a phrase says: the number its ``<num>`` took, past the number words the pattern writes
        out ("un totale di 3" is three, "a total of 3" in Italian, French or Spanish); else its first number."""
        entry, literal = self.counts[m.value], self.literal[m.value]
        numbers = [(layer.lower[i], v) for i in range(m.start, m.end) if (v := layer.types[i].number) is not None]
        number = next((v for w, v in numbers if self.lexicon.lemma(w) not in literal), None)
        if number is None:
            number = next((v for _, v in numbers), None)

        def resolve(value: Any) -> Any:
            return number if value == "num" else value

        return Count(resolve(entry.get("min", "num")), resolve(entry.get("max", "num")))


def _within(matches: list[Match], start: int, end: int) -> list[Match]:
    """The matches (in order of their starts) that lie inside ``[start, end)``."""
    found = []
    for k in range(bisect_left(matches, start, key=lambda m: m.start), len(matches)):
        if matches[k].start >= end:
            break
        if matches[k].end <= end:
            found.append(matches[k])
    return found


@Language.factory("cardlint_frames", default_config={"lang": "en", "game": "mtg"})
def make_frames(nlp: Language, name: str, lang: str, game: str) -> Frames:
    return Frames(nlp, lang, game)
