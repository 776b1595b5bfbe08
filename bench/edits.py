"""Slips made inside one located phrase: a restriction added, dropped or changed where it stands.

Each function takes the text, a located ``Phrase`` and the language data, and returns the edits it
can make there (none where the data cannot write the phrase with the right agreement). An edit is
a set of replacements plus the offset whose following word names the position (the phrase's end).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from bench.mutation_data import Lang
from bench.phrases import Phrase, Restriction, qualifier_at, tail_patterns
from bench.positions import follows

Change = tuple[int, int, str]


@dataclass(frozen=True)
class Edit:
    kind: str
    changes: tuple[Change, ...]
    anchor: int  # original offset of the phrase's end; its mapped place names the position
    phrase: Phrase | None = None
    keep_anchor: bool = False  # an insertion made at the anchor stands after the position ("… zerstören.")


def apply(text: str, edit: Edit) -> tuple[str, int]:
    """The broken text and where the anchor landed in it (after an insertion made at the anchor;
    at the end of a replacement that covers it)."""
    out, pos, delta, mapped = [], 0, 0, None
    for s, e, new in sorted(edit.changes):
        out += [text[pos:s], new]
        pos = e
        if e < edit.anchor or (e == edit.anchor and not (edit.keep_anchor and s == e)):
            delta += len(new) - (e - s)
        elif s < edit.anchor and mapped is None:
            mapped = s + delta + len(new)
    out.append(text[pos:])
    return "".join(out), edit.anchor + delta if mapped is None else mapped


def word_out(text: str, span: tuple[int, int]) -> Change:
    """Delete a word with the space before it (or after it, at the start of a phrase)."""
    s, e = span
    if s > 0 and text[s - 1] == " ":
        return (s - 1, e, "")
    return (s, e + 1 if text[e : e + 1] == " " else e, "")


def _clause_style(game: dict, template: str) -> bool:
    return bool(game.get("clause_commas")) and "{rel}" in template


def insertion(text: str, at: int, words: str, clause: bool) -> str:
    """The text inserted at ``at``: " words", or a German relative clause in commas (no closing
    comma before punctuation)."""
    if not clause:
        return " " + words
    nxt = text[at:].lstrip(" ")
    closing = "" if not nxt or nxt[0] in ".,;:)\n" else ","
    return ", " + words + closing


def upper_like(model: str, word: str) -> str:
    return word[:1].upper() + word[1:] if model[:1].isupper() else word


def det_change(p: Phrase, words: str) -> Change:
    """The determiner written anew: "l'artefact" → "deux artefacts" keeps a space after it."""
    assert p.det is not None
    glued = p.det_word[-1:] in "'’" and words[-1:] not in "'’"
    return (*p.det, upper_like(p.det_word, words) + (" " if glued else ""))


def may_carry(lang: Lang, p: Phrase, section: str, game: str) -> bool:
    """Whether the phrase's noun may carry this kind of restriction (`controlled_nouns`,
    `zone_nouns`, `qualifier_nouns` of the game): no translator writes "a tapped player"."""
    allowed = (lang.game(game) or {}).get(section)
    return p.noun_info is not None and (allowed is None or p.noun_info.lemma in allowed)


def render(lang: Lang, template: str, p: Phrase, gender: str | None = None, plural: bool | None = None) -> str | None:
    extra = None
    if "{adj}" in template:  # a German adjective takes the ending its determiner asks for ("einen gegnerischen")
        entry = lang.section("determiners").get(p.det_word.lower()) or lang.section("numbers").get(p.det_word) or {}
        ending = lang.resolve(entry.get("adj"), gender or p.gender)
        if ending is None:
            return None
        extra = {"adj": ending}
    return lang.agree(template, gender or p.gender, p.plural if plural is None else plural, extra)


def _drop(text: str, r: Restriction, lang: Lang) -> Change:
    """Delete a restriction; a German relative clause takes its closing comma with it unless a new
    clause begins after it (", dann …")."""
    end = r.end
    closing = re.match(r",\s*([^\s,.;]+)", text[end:])
    if closing and text[r.start :].lstrip(" ").startswith(","):
        if not lang.is_word("comma_keepers", closing.group(1)):
            end += 1
    return (r.start, end, "")


# ---------------------------------------------------------------------------------------- restrictions


def controller_added(text: str, p: Phrase, lang: Lang, game: str) -> list[Edit]:
    g = lang.game(game) or {}
    if p.has("controller") or p.coordinated or p.open or not may_carry(lang, p, "controlled_nouns", game):
        return []
    field_zone = next((r for r in p.tail if r.kind == "zone" and r.value == "field"), None)
    if p.has("zone") and field_zone is None:
        return []  # a card in a graveyard has no controller: no translator writes both
    if before_relative(text, p, lang) or _controlled_later(text, p, lang, game) or _coordinated_word(text, p, lang):
        return []
    edits = []
    for template in g.get("add_controller") or []:
        words = render(lang, template, p)
        if words is None:
            continue
        if p.kind == "all" and follows(text, p.core_end, lang, game) in ("other", "restriction"):
            continue  # "toutes les créatures non-esprit": the restriction would split the noun phrase
        if field_zone:  # Yu-Gi-Oh!: "en el Campo" (on the field) becomes "que controles"
            new = insertion(text, field_zone.end, words, _clause_style(g, template))
            edits.append(Edit("controller added", ((field_zone.start, field_zone.end, new),), p.end, p))
        elif g.get("controller_place") and p.noun is not None:  # Lorcana: a word beside the noun
            before = g["controller_place"] == "before_noun"
            at = p.noun[0] if before else p.noun[1]
            named = re.match(r"(?:\s+[A-ZÀ-Ý][\w-]*)+", text[at:]) if not before else None
            if named and not text[at + named.end() :].lstrip().lower().startswith(tuple(_markers(g))):
                named = None  # a capitalised word that ends the phrase is no classification of it
            at += named.end() if named else 0  # after a classification: "un personaggio Eroe tuo"
            edits.append(Edit("controller added", ((at, at, words + " " if before else " " + words),), p.end, p))
        else:
            at = p.core_end
            new = insertion(text, at, words, _clause_style(g, template))
            edits.append(Edit("controller added", ((at, at, new),), p.end, p))
    return edits


def _markers(g: dict) -> list[str]:
    """The game's target markers after a noun, lower-cased ("a tua scelta", "de votre choix")."""
    return [m.lower() for m in ((g.get("marker") or {}).get("after_noun") or [])]


def before_relative(text: str, p: Phrase, lang: Lang) -> bool:
    """A relative clause or participle follows ("que no sea negra", ", die kein Land ist", "blessée de
    cette manière"): a translator would write the restriction after it, not before."""
    nxt = re.match(r"\s*(,?)[\s,]*([^\W\d_]+['’]?)(?:\s+([^\W\d_]+['’]?))?", text[p.end :])
    if not nxt:
        return False
    comma, first, second = nxt.group(1), nxt.group(2), nxt.group(3) or ""
    if lang.is_word("relative_openers", first) or _participle(lang, first):
        return True
    # ", auf welche die Linkmonster zeigen": a relative clause opened by a preposition
    return bool(comma) and lang.is_word("prepositions", first) and lang.is_word("relative_openers", second)


def _coordinated_word(text: str, p: Phrase, lang: Lang) -> bool:
    """A describing word joined to the phrase's last one follows ("attaccanti e bloccanti", "attaquante ou
    bloqueuse"): a restriction written between them would split the pair."""
    nxt = re.match(r"\s+(\S+)\s", text[p.core_end :])
    if not nxt or not (lang.is_word("and", nxt.group(1)) or lang.is_word("or", nxt.group(1))):
        return False
    return qualifier_at(lang, text, p.core_end + nxt.end() - 1) is not None


def _controlled_later(text: str, p: Phrase, lang: Lang, game: str) -> bool:
    """The clause names a controller later ("tous les monstres de max. Niveau 2 que vous contrôlez"):
    the phrase is restricted already, where the generator did not read it."""
    clause = re.match(r"[^.;:\n]*", text[p.end :])
    rest = " " + (clause.group() if clause else "")
    return any(kind == "controller" and pattern.search(rest) for pattern, kind, _, _ in tail_patterns(lang, game))


def _participle(lang: Lang, word: str) -> bool:
    endings = lang.data.get("words", {}).get("participle_endings") or []
    return word[:1].islower() and any(word.endswith(str(e)) for e in endings)


def _shared(text: str, r: Restriction, lang: Lang) -> bool:
    """The restriction is joined to another one ("que vous contrôlez ou dans votre Cimetière", ", das
    dein Gegner kontrolliert und das eine Stufe hat") or its place word to another place ("en tu
    Cementerio o destierro", "en tu Cementerio y/o Campo"): dropping it leaves no sentence. A
    coordinator before a new noun phrase or a clause ("ou 1 monstre", "et vous gagnez") joins no place."""
    nxt = re.match(r"[\s,]*(\S+)\s+(\S+)", text[r.end :])
    if not nxt or not (lang.is_word("and", nxt.group(1)) or lang.is_word("or", nxt.group(1))):
        return False
    word = nxt.group(2).strip(",.;:")
    if lang.is_word("relative_openers", word) or lang.is_word("prepositions", word):
        return True
    opens_phrase = (
        not word[:1].isalpha()
        or lang.is_word("others", word)
        or word.lower() in lang.section("determiners")
        or word.lower() in lang.section("numbers")
    )
    return not opens_phrase


def restriction_dropped(kind: str) -> Callable[[str, Phrase, Lang, str], list[Edit]]:
    def make(text: str, p: Phrase, lang: Lang, game: str) -> list[Edit]:
        edits = []
        for r in p.tail:
            if r.kind == kind and not r.entry.get("implied") and not _shared(text, r, lang):
                change = _drop(text, r, lang)
                # a kept comma (", dann …") is what follows the slip
                edits.append(Edit(f"{kind} dropped", (change,), change[1] if change[1] < p.end else p.end, p))
        return edits

    return make


def restriction_changed(kind: str) -> Callable[[str, Phrase, Lang, str], list[Edit]]:
    def make(text: str, p: Phrase, lang: Lang, game: str) -> list[Edit]:
        edits = []
        for r in p.tail:
            if r.kind != kind or (kind == "zone" and _zone_list(text, r.end, lang)):
                continue
            to = _other_than_nearby(text, p, r.entry.get("to"), kind == "zone")
            words = render(lang, to, p) if to else None
            if words is not None:
                edits.append(Edit(f"{kind} changed", ((r.body, r.end, words),), p.end, p))
        return edits

    return make


def _zone_list(text: str, end: int, lang: Lang) -> bool:
    """Whether the zone ending at ``end`` is one of a list of zones ("en tu Cementerio o destierro", "dans votre
    Cimetière et/ou Terrain face recto"): changed alone, it makes a pair of zones no card text has ("en tu mano o
    destierro"), not a translator's slip; "… o 1 carta …" joins another object, and is changed."""
    words = text[end:].split()[:2]
    if len(words) < 2 or not lang.is_word("or", words[0]):
        return False
    following = words[1].lower()
    return not (following[0].isdigit() or following in lang.section("determiners") or following in lang.section("numbers"))


def _other_than_nearby(text: str, p: Phrase, to: str | list[str] | None, strict: bool) -> str | None:
    """The first replacement whose last word the sentence does not say already: "from your graveyard
    to your hand" becomes "from your library to your hand", not "from your hand to your hand"; for a zone
    (``strict``) none when it says them all ("qui est banni ou dans votre Cimetière" is not made "… dans
    votre Cimetière ou dans votre Cimetière")."""
    options = [to] if isinstance(to, str) else list(to or [])
    sentence = re.match(r"[^.\n]*", text[p.end :])
    rest = (sentence.group() if sentence else "").lower()
    fallback = None if strict else (options[0] if options else None)
    return next((o for o in options if o.split()[-1].lower() not in rest), fallback)


def zone_added(text: str, p: Phrase, lang: Lang, game: str) -> list[Edit]:
    g = lang.game(game) or {}
    if (
        p.tail
        or p.quals
        or p.coordinated
        or p.open
        or p.extra
        or not g.get("add_zone")
        or not may_carry(lang, p, "zone_nouns", game)
    ):
        return []
    if before_relative(text, p, lang) or _zone_in_sentence(text, p, g["add_zone"]) or _placed(text, p, g):
        return []
    return [Edit("zone added", ((p.core_end, p.core_end, " " + g["add_zone"]),), p.end, p)]


def _placed(text: str, p: Phrase, g: dict) -> bool:
    """A verb that sends the object somewhere governs the phrase (``placing_verbs``: "Envoyez un Personnage
    ciblé …"): a zone said after it reads as where it goes."""
    verbs = g.get("placing_verbs") or []
    clause = text[max(text.rfind(c, 0, p.start) for c in ".\n:•;") + 1 : p.start].lower()
    return any(re.search(r"(?<!\w)" + re.escape(v.lower()) + r"(?!\w)", clause) for v in verbs)


def _zone_in_sentence(text: str, p: Phrase, zone: str) -> bool:
    """The sentence names the zone already ("Envía a la reserva un personaje …", "Envoyez un Personnage
    ciblé en Réserve"): where the object goes, and a slip that says it is there already is none a
    translator makes."""
    start = max(text.rfind(c, 0, p.start) for c in ".\n:•")
    end = min([i for i in (text.find(c, p.end) for c in ".\n•") if i >= 0], default=len(text))
    return zone.split()[-1].lower() in text[start + 1 : end].lower()


# ---------------------------------------------------------------------------------------- the noun phrase
