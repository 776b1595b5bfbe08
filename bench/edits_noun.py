"""Slips made inside a located noun phrase: "another", a qualifier, the count, "up to", the target
word, "each" for a target, who chooses, and the object kind of an "all" selection.

Every word comes from bench/mutations/<lang>.yaml; the determiner's entry says what it becomes
("la" → "otra", "eine" → "eine andere"/"jede"/"bis zu eine", "l'" → "deux … s").
"""

from __future__ import annotations

import re

from bench.edits import (
    Change,
    Edit,
    before_relative,
    controller_added,
    det_change,
    may_carry,
    render,
    restriction_changed,
    restriction_dropped,
    upper_like,
    word_out,
    zone_added,
)
from bench.mutation_data import Lang
from bench.phrases import Phrase


def another_added(text: str, p: Phrase, lang: Lang, game: str) -> list[Edit]:
    if p.another or p.coordinated or p.det is None or p.verb is not None:
        return []
    entry = lang.section("determiners").get(p.det_word.lower()) or lang.section("numbers").get(p.det_word) or {}
    words = lang.resolve(entry.get("another"), p.gender)
    if not words:
        return []
    return [Edit("another added", (det_change(p, words),), p.end, p)]


def another_dropped(text: str, p: Phrase, lang: Lang, game: str) -> list[Edit]:
    if p.another is None:
        return []
    if p.another_is_det:
        entry = lang.section("determiners").get(p.det_word.lower()) or {}
        new = entry.get("another_dropped")
        if new:
            return [Edit("another dropped", ((*p.another, upper_like(p.det_word, new)),), p.end, p)]
    return [Edit("another dropped", (word_out(text, p.another),), p.end, p)]


def _adj_ending(lang: Lang, p: Phrase) -> str | None:
    entry = lang.section("determiners").get(p.det_word.lower()) or lang.section("numbers").get(p.det_word) or {}
    return lang.resolve(entry.get("adj"), p.gender)


def qualifier_added(text: str, p: Phrase, lang: Lang, game: str) -> list[Edit]:
    g = lang.game(game) or {}
    if (
        p.coordinated
        or p.noun is None
        or not may_carry(lang, p, "qualifier_nouns", game)
        or (p.extra and p.verb is None)
    ):
        return []
    have = {name for name, _ in p.quals}
    ends = [i for i in (text.find(c, p.end) for c in ".;:\n") if i >= 0]
    clause = text[max(text.rfind(c, 0, p.start) for c in ".;:\n") + 1 : min(ends, default=len(text))]
    head = set(re.findall(r"\w+", clause.lower()))
    edits = []
    for name in g.get("add_qualifier") or []:
        template = lang.section("qualifiers").get(name)
        clash = set((lang.data.get("qualifier_clash") or {}).get(name) or ())
        if name in have or template is None or clash & head:
            continue
        ending = _adj_ending(lang, p) if "{adj}" in template else ""
        words = lang.agree(template, p.gender, p.plural, {"adj": ending}) if ending is not None else None
        if words is None:
            continue
        if lang.section("qualifier_place") == "before_noun":
            if text[p.noun[0] - 1 : p.noun[0]] != " ":
                continue  # „Schicksals-HELD“-Monster: a compound, not a place for a describing word
            change = (p.noun[0], p.noun[0], words + " ")
        else:
            # after a name or a classification of the noun ('1 mostro "Dispia" scoperto', "1 monstre
            # Dragon face recto"): where the language says a describing word
            named = re.match(r"(?:\s+(?:\"[^\"]*\"|«[^»]*»|[A-ZÀ-Ý][\w/-]*))+", text[p.noun[1] : p.end])
            at = p.noun[1] + (named.end() if named else 0)
            change = (at, at, " " + words)
        edits.append(Edit("qualifier added", (change,), p.end, p))
    return edits


def qualifier_dropped(text: str, p: Phrase, lang: Lang, game: str) -> list[Edit]:
    if p.coordinated:  # "une créature attaquante ou bloqueuse": one of two words, not a restriction
        return []
    return [Edit("qualifier dropped", (word_out(text, span),), p.end, p) for _, span in p.quals]


def _clause_initial(text: str, start: int, lang: Lang) -> bool:
    """The phrase opens its clause or a relative clause: it is a subject, its verb agrees with it."""
    if re.search(r"(?:^|[.:;,—()#•\n]|\{\w\})\s*$", text[:start]) is not None:
        return True
    before = re.search(r"([^\W\d_]+)\s*$", text[:start])  # "…, die ein Spieler deiner Wahl kontrolliert"
    return bool(before) and lang.is_word("relative_openers", before.group(1))


def count_changed(text: str, p: Phrase, lang: Lang, game: str) -> list[Edit]:
    if p.det is None or p.coordinated:
        return []
    number = lang.section("numbers").get(p.det_word) or lang.section("numbers").get(p.det_word.lower())
    if number and number.get("number", "pl") == "pl":
        return [Edit("count changed", (det_change(p, str(number["count"])),), p.end, p)]
    det = lang.section("determiners").get(p.det_word.lower()) or {}
    two = (number or {}).get("count") or det.get("two")
    if not two or p.plural or p.extra or p.noun is None or p.noun_info is None or p.another:
        return []
    if _clause_initial(text, p.upto[0] if p.upto else p.start, lang) and p.verb is None:
        return []  # a subject: its verb would have to agree too
    later = re.match(r"[^.;\n]*", text[p.end :])
    openers = "|".join(re.escape(w) for w in lang.data.get("words", {}).get("relative_openers") or [])
    if openers and later and re.search(r",\s+(?:" + openers + r")\s", later.group()):
        return []  # "…, der keine Statistik über 3 hat": a relative clause further on agrees with it
    return _pluralised(text, p, lang, game, str(two))


def _pluralised(text: str, p: Phrase, lang: Lang, game: str, count: str) -> list[Edit]:
    """One object becomes ``count`` objects: the noun, the marker, describing words and
    restrictions written in the plural."""
    assert p.det is not None and p.noun is not None and p.noun_info is not None
    changes: list[Change] = [det_change(p, count), (*p.noun, p.noun_info.plural_word)]
    g = lang.game(game) or {}
    say = (g.get("marker") or {}).get("say", "")
    if p.marker and "{" in say:
        changes.append((*p.marker, lang.agree(say, p.gender, True) or ""))
    numbers = lang.section("numbers")
    plural_adj = str((numbers.get(count) or {}).get("adj", "e"))
    for name, span in p.quals:
        words = lang.agree(lang.section("qualifiers")[name], p.gender, True, {"adj": plural_adj})
        if words is None:
            return []
        changes.append((*span, words))
    for r in p.tail:
        words = lang.agree(r.entry["say"], p.gender, True)
        if words is None:
            return []
        changes.append((r.body, r.end, words))
    return [Edit("count changed", tuple(changes), p.end, p)]


def upto_dropped(text: str, p: Phrase, lang: Lang, game: str) -> list[Edit]:
    return [] if p.upto is None else [Edit("up to dropped", (word_out(text, p.upto),), p.end, p)]


def upto_added(text: str, p: Phrase, lang: Lang, game: str) -> list[Edit]:
    if p.upto or p.det is None or p.coordinated or p.another_is_det:
        return []
    number = lang.section("numbers").get(p.det_word) or {}
    if number and number.get("number", "pl") == "pl":
        words = f"{(lang.data.get('upto') or ['?'])[0]} {p.det_word}"
    else:
        entry = lang.section("determiners").get(p.det_word.lower()) or number
        words = lang.resolve(entry.get("upto"), p.gender)
    if not words:
        return []
    return [Edit("up to added", (det_change(p, words),), p.end, p)]


def target_dropped(text: str, p: Phrase, lang: Lang, game: str) -> list[Edit]:
    if p.marker is None or _marked_again(text, p, lang):
        return []
    return [Edit("target word dropped", (word_out(text, p.marker),), p.end, p)]


def _marked_again(text: str, p: Phrase, lang: Lang) -> bool:
    """Whether "or" joins the phrase to another with its own target word in the clause ("le sort ciblé ou la
    capacité ciblée", where English says "target spell or ability"): without the first, one target of either
    kind is left, as English has it, so no translator's slip is made."""
    assert p.marker is not None
    rest = re.match(r"[^.;:\n]*", text[p.end :])
    words = rest.group().split() if rest else []
    stem = text[p.marker[0] : p.marker[1]].lower()[:4]
    return bool(words) and lang.is_word("or", words[0]) and any(w.lower().startswith(stem) for w in words[1:])


def target_each(text: str, p: Phrase, lang: Lang, game: str) -> list[Edit]:
    if p.marker is None or p.det is None or p.upto or p.coordinated or p.another or p.plural:
        return []
    entry = lang.section("determiners").get(p.det_word.lower()) or {}
    words = lang.resolve(entry.get("each"), p.gender)
    if not words:
        return []
    changes = (det_change(p, words), word_out(text, p.marker))
    return [Edit("target → each", changes, p.end, p)]


def chooser_changed(text: str, p: Phrase, lang: Lang, game: str) -> list[Edit]:
    g = lang.game(game) or {}
    if p.marker is None or p.coordinated or p.tail or before_relative(text, p, lang):
        return []
    if g.get("chooser_marker"):
        return [Edit("chooser changed", ((*p.marker, g["chooser_marker"]),), p.end, p)]
    words = render(lang, g["chooser"], p) if g.get("chooser") else None
    return [] if words is None else [Edit("chooser changed", ((p.core_end, p.core_end, " " + words),), p.end, p)]


def object_changed(text: str, p: Phrase, lang: Lang, game: str) -> list[Edit]:
    """ "all creatures" → "all artifacts": the noun, the quantifier's agreement, the restrictions'."""
    other = ((lang.game(game) or {}).get("other_object") or {}).get(p.noun_info.lemma if p.noun_info else "")
    new = lang.noun(other) if other else None
    if new is None or p.noun is None or p.det is None or p.extra or p.quals or p.coordinated:
        return []
    table = (lang.data.get("nouns") or {})[new.lemma]
    sentence = re.match(r"[^.\n]*", text[max(text.rfind(".", 0, p.start), text.rfind("\n", 0, p.start)) + 1 :])
    said = set(re.findall(r"\w+", (sentence.group() if sentence else "").lower()))
    if {new.lemma.lower(), str(table[1]).lower()} & said:
        return []  # "tous les objets, objets et lieux": the list names it already, no change of kind
    if new.gender != p.gender and not p.plural and not p.tail and before_relative(text, p, lang):
        return []  # "Jede Kreatur, der …": a relative clause the generator did not read agrees with it
    plural = p.plural
    forms = lang.section("all_forms").get(p.det_word.lower()) or {}
    det = forms.get(f"p{new.gender}" if plural else new.gender)
    if not det:
        return []  # "jeder Kreatur" (dative): the data writes no other gender for it
    changes: list[Change] = [det_change(p, det), (*p.noun, table[1] if plural else new.lemma)]
    for r in p.tail:
        words = lang.agree(r.entry["say"], new.gender, plural)
        if words is None:
            return []
        changes.append((r.body, r.end, words))
    return [Edit("object changed", tuple(changes), p.end, p)]


TARGET_KINDS = (
    controller_added,
    restriction_dropped("controller"),
    restriction_changed("controller"),
    zone_added,
    restriction_dropped("zone"),
    restriction_changed("zone"),
    another_added,
    another_dropped,
    qualifier_added,
    qualifier_dropped,
    count_changed,
    upto_dropped,
    upto_added,
    target_dropped,
    target_each,
    chooser_changed,
)


ALL_KINDS = (controller_added, restriction_dropped("controller"), restriction_changed("controller"), object_changed)
