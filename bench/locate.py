"""Finding target phrases and "all"/"each" selections in an official translation.

Three shapes, each read with the language's words (bench/mutation_data.py): a marker after the
noun ("la criatura objetivo", "eine Kreatur deiner Wahl", "une créature ciblée"), a Yu-Gi-Oh!
activation ("selecciona 1 monstruo …;", "Du kannst 1 Monster … wählen;"), and a quantifier
("todas las criaturas", "alle Kreaturen", "chaque créature"). A noun use of the marker ("no puede
ser objetivo") is no phrase: every word between determiner and marker must be able to stand there.
"""

from __future__ import annotations

import re

from bench.mutation_data import Lang, cap_pattern
from bench.phrases import (
    Phrase,
    Restriction,
    alt,
    alt_has,
    line_start,
    marker_pattern,
    qualifier_at,
    read_tail,
    tail_patterns,
    tokens,
    with_number,
)


def _walk_back(text: str, lang: Lang, game: str, phrase: Phrase, until: int) -> bool:
    """Find the determiner before the noun; False when none stands within a few words."""
    dets, numbers = lang.section("determiners"), lang.section("numbers")
    toks = tokens(text, line_start(text, until), until)
    middle: list[tuple[int, int, str]] = []
    for i in range(len(toks) - 1, max(-1, len(toks) - 9), -1):
        s, e, w = toks[i]
        if not (w[0].isalnum() or w[0] in "+-„\"'“"):
            return False
        low = w.lower()
        if _is_another(lang, low) and not dets.get(low, {}).get("another_dropped"):
            phrase.another = (s, e)
            continue
        if low in dets or w in numbers or low in numbers:
            phrase.det, phrase.det_word, phrase.start = (s, e), w, s
            if low in dets and "another_dropped" in dets[low]:
                phrase.another, phrase.another_is_det = (s, e), True
            _before_det(text, lang, toks[:i], phrase)
            middle.reverse()
            return _read_middle(lang, phrase, [t for t in middle if not _middle_controller(lang, game, phrase, t)])
        middle.append(toks[i])
    return False


def _middle_controller(lang: Lang, game: str, phrase: Phrase, token: tuple[int, int, str]) -> bool:
    """A controller said by one word inside the noun phrase (``controllers`` entries with ``middle``):
    "un personnage adverse de votre choix", "einen gegnerischen Charakter deiner Wahl"."""
    s, e, w = token
    for entry in (lang.game(game) or {}).get("controllers") or []:
        if entry.get("middle") and re.fullmatch(lang.pattern(entry["say"]), w):
            phrase.tail.append(Restriction("controller", s - 1, e, entry.get("who", ""), entry, s))
            return True
    return False


def _is_another(lang: Lang, low: str) -> bool:
    stem = lang.data.get("another_stem")
    if stem and low.startswith(stem) and len(low) <= len(stem) + 2:
        return True
    entry = lang.section("determiners").get(low)
    return bool(entry and "another_dropped" in entry) or low in ("autre", "autres")


def _before_det(text: str, lang: Lang, before: list[tuple[int, int, str]], phrase: Phrase) -> None:
    """ "up to" before the count, another ("otras dos"), a coordinator before the phrase."""
    head = text[: phrase.start]
    for word in lang.data.get("upto") or []:
        m = re.search(r"(?:^|(?<=\s))(" + cap_pattern(re.escape(word).replace(r"\ ", r"\s+")) + r")\s+$", head)
        if m:
            phrase.upto, phrase.start = (m.start(1), m.end(1)), m.start(1)
    if (
        before
        and not phrase.upto
        and _is_another(lang, before[-1][2].lower())
        and lang.section("numbers").get(phrase.det_word)
    ):
        phrase.another, phrase.start = (before[-1][0], before[-1][1]), before[-1][0]
        before = before[:-1]
    if before and (lang.is_word("and", before[-1][2]) or lang.is_word("or", before[-1][2])):
        phrase.coordinated = True


def _read_middle(lang: Lang, phrase: Phrase, middle: list[tuple[int, int, str]]) -> bool:
    """Noun and describing words between the determiner and the marker; False when a word there
    cannot belong to a noun phrase ("la criatura no puede ser objetivo": a noun use of the marker)."""
    if not middle or len(middle) > 5:
        return False
    before_noun = lang.section("qualifier_place") == "before_noun"
    head = middle[-1] if before_noun else middle[0]
    if before_noun and not head[2][:1].isupper():
        return False
    if not before_noun and lang.noun(head[2]) is None and not head[2][:1].isupper():
        return False  # "la créature avec le vol ciblée": "vol" is no object
    phrase.noun, phrase.noun_info = (head[0], head[1]), with_number(lang, lang.noun(head[2]), phrase.det_word)
    for s, e, w in middle:
        if (s, e) == phrase.noun:
            continue
        q = qualifier_at(lang, w, 0)
        if q and q[1] == len(w):
            phrase.quals.append((q[0], (s, e)))
        elif lang.is_word("and", w) or lang.is_word("or", w):
            phrase.coordinated = True
        elif _describing(lang, w):
            phrase.extra = True
        else:
            return False
    return True


def _describing(lang: Lang, word: str) -> bool:
    """A word that may stand inside a noun phrase: a noun or type name, a listed adjective, a linking
    "de"; in German any declined adjective ("bleibende") or capitalised word."""
    if lang.noun(word) or word[:1].isupper() or lang.is_word("adjectives", word) or lang.is_word("links", word):
        return True
    if any(word.lower().startswith(str(p)) for p in lang.data.get("words", {}).get("describing_prefixes") or []):
        return True  # "non-base", "non-créature"
    return lang.code == "de" and re.fullmatch(r"[a-zäöüß-]+(?:e|en|er|es|em)", word) is not None


def locate_targets(text: str, lang: Lang, game: str) -> list[Phrase]:
    """Every target phrase the data can find, in text order."""
    g = lang.game(game)
    if not g:
        return []
    marker = g.get("marker") or {}
    # Lorcana says both: "un personnage de votre choix", "Choisissez un personnage et …"
    if marker.get("after_noun") and marker.get("verbs"):
        found = _after_noun(text, lang, game, marker["after_noun"])
        for p in _psct(text, lang, game, marker["verbs"], marker.get("final") or [], marker.get("clause_ends")):
            if all(p.end <= q.start or q.end <= p.start for q in found):
                found.append(p)
        return sorted(found, key=lambda p: p.start)
    if marker.get("after_noun"):
        return _after_noun(text, lang, game, marker["after_noun"])
    return _psct(text, lang, game, marker.get("verbs") or [], marker.get("final") or [], marker.get("clause_ends"))


def _after_noun(text: str, lang: Lang, game: str, markers: list[str]) -> list[Phrase]:
    found = []
    for m in marker_pattern(markers).finditer(text):
        phrase = Phrase("target", m.start(), marker=(m.start(), m.end()))
        if not _walk_back(text, lang, game, phrase, m.start()):
            continue
        phrase.core_end = m.end()
        read_tail(text, m.end(), lang, game, phrase)
        found.append(phrase)
    return found


def _psct(
    text: str, lang: Lang, game: str, verbs: list[str], final: list[str], clause_ends: list[str] | None = None
) -> list[Phrase]:
    """Yu-Gi-Oh!: the phrases declared in an activation clause ("… selecciona 1 monstruo …;"). With
    ``clause_ends`` (Lorcana), a choosing verb's clause ends at the first of them, no ';' needed
    ("Choisissez un personnage et infligez-lui …", "Wähle einen Charakter. Er …")."""
    found: list[Phrase] = []
    for v in marker_pattern(verbs).finditer(text):
        if clause_ends:
            semi = min([i for i in (text.find(c, v.end()) for c in clause_ends) if i >= 0] or [len(text)])
        else:
            semi = text.find(";", v.end())
        stop = min([i for i in (text.find(".", v.end()), text.find("\n", v.end())) if i >= 0] or [len(text)])
        if semi < 0 or semi > stop:
            continue
        if alt_has(final, v.group()):  # "Du kannst 1 … wählen": the phrase stands before the verb
            start = max(text.rfind(c, 0, v.start()) for c in (":", ".", "\n", ";", ",")) + 1
            end = v.start()
        else:
            start, end = v.end(), semi
        phrases = []
        # without a ';' (Lorcana) the object may open with an article: "Choisissez un personnage"
        counts = list(lang.section("numbers")) + (list(lang.section("determiners")) if clause_ends else [])
        for count in re.finditer(r"(?<![\w'’])(?:\d+|" + alt(counts) + r")(?!\w)", text[start:end]):
            at = start + count.start()
            if (phrases and phrases[-1].end > at) or (found and found[-1].end > at):
                continue
            if text.rfind("(", start, at) > text.rfind(")", start, at):
                continue  # "2 de vos monstres bannis (1 monstre … et 1 monstre …)": what the 2 are
            phrase = _psct_phrase(text, lang, game, at, start + count.end(), semi, v, end)
            if phrase:
                phrases.append(phrase)
        found += _declared(text, lang, phrases, end) if alt_has(final, v.group()) else phrases
    return found


def _declared(text: str, lang: Lang, phrases: list[Phrase], verb: int) -> list[Phrase]:
    """German "… 1 Karte abwerfen und dann 1 Monster wählen": the phrases the verb declares are the
    last one before it (its description may run up to the verb: "der Stufe 5 oder höher", then the
    phrase is not read to its end) and those joined to it by "und"/"oder"/","."""
    kept: list[Phrase] = []
    edge = verb
    for phrase in reversed(phrases):
        gap = text[phrase.end : edge].strip()
        if kept and not (gap == "," or lang.is_word("and", gap) or lang.is_word("or", gap)):
            break
        if not kept and gap:
            if re.search(r",|\b(?:" + "|".join(sorted(lang.words.get("and", set()))) + r"|dann)\b", gap):
                break
            phrase.open = phrase.extra = True
        kept.insert(0, phrase)
        edge = phrase.upto[0] if phrase.upto else phrase.start
    return kept


def _psct_phrase(
    text: str, lang: Lang, game: str, at: int, count_end: int, semi: int, verb: re.Match[str], limit: int
) -> Phrase | None:
    phrase = Phrase("target", at, det=(at, count_end), det_word=text[at:count_end], verb=(verb.start(), verb.end()))
    _before_det(text, lang, tokens(text, line_start(text, at), at), phrase)
    toks = tokens(text, count_end, semi)[:7]
    for i, (s, e, w) in enumerate(toks):
        if w in (",", ";") or lang.is_word("and", w) or lang.is_word("or", w):
            break
        noun = lang.noun(w)
        if noun:
            phrase.noun, phrase.noun_info = (s, e), with_number(lang, noun, phrase.det_word)
            for qs, qe, qw in toks[:i]:
                q = qualifier_at(lang, qw, 0)
                if q and q[1] == len(qw):
                    phrase.quals.append((q[0], (qs, qe)))
                else:
                    phrase.extra = True
            pos = e
            after_noun = lang.section("qualifier_place") != "before_noun"
            named = re.match(r"(?:\s+(?:[A-ZÁÉÍÓÚÀÂÊÎÔÛÇ][\w/-]*|\"[^\"]*\"|«[^»]*»))+", text[pos:semi])
            if after_noun and named:  # "1 monstre Syntoniseur "Vitesseroid"": Types and names of the noun
                pos, phrase.extra = pos + named.end(), True
            q = qualifier_at(lang, text, pos) if after_noun else None
            if q:
                phrase.quals.append((q[0], (pos + len(text[pos : q[1]]) - len(text[pos : q[1]].lstrip()), q[1])))
                pos = q[1]
            pos = _described_until(text, lang, game, pos, min(semi, limit), phrase)
            phrase.core_end = pos
            read_tail(text, pos, lang, game, phrase)
            rest = text[phrase.end : semi]
            verbs = ((lang.game(game) or {}).get("marker") or {}).get("verbs") or []
            phrase.open = re.fullmatch(r"\s*(?:(?:" + alt(verbs) + r")\s*)?", rest) is None
            return phrase
    return None


def _described_until(text: str, lang: Lang, game: str, pos: int, semi: int, phrase: Phrase) -> int:
    """Yu-Gi-Oh!: a restriction may follow the noun's description ("1 FEUER Monster der Stufe 7 oder
    niedriger in deinem Friedhof"): the description runs to the first restriction of the clause,
    unless another declared phrase ("und 1 …") begins before it."""
    if any(pattern.match(text, pos) for pattern, *_ in tail_patterns(lang, game)):
        return pos
    found = [m.start() for pattern, *_ in tail_patterns(lang, game) if (m := pattern.search(text, pos, semi))]
    if not found:
        return pos
    joined = "|".join(re.escape(w) for w in sorted(lang.words.get("and", set()) | lang.words.get("or", set())))
    counts = r"(?:\d+|" + alt(list(lang.section("numbers"))) + r")\s"
    if re.search(r"(?:,|\s(?:" + joined + r"))(?:\s+\w+)?\s+" + counts, text[pos : min(found)] + " "):
        return pos
    phrase.extra = True
    return min(found)


def locate_alls(text: str, lang: Lang, game: str) -> list[Phrase]:
    """ "todas las criaturas que controlas", "alle Kreaturen, die du kontrollierst", "chaque créature"."""
    if not lang.game(game):
        return []
    found = []
    before_noun = lang.section("qualifier_place") == "before_noun"
    counting = lang.data.get("words", {}).get("counting") or []
    choosing = lang.data.get("words", {}).get("choosing") or []
    for m in marker_pattern(list(lang.section("all"))).finditer(text):
        if counting and re.search(r"(?:^|\s)(?:" + alt(counting) + r")\s+$", text[: m.start()]):
            continue  # "por cada carta": a count, not a selection
        toks = tokens(text, m.end(), min(len(text), m.end() + 80))[: 3 if before_noun else 1]
        for i, (s, e, w) in enumerate(toks):
            noun = lang.noun(w)
            if noun is None:
                if re.fullmatch(r"[a-zäöüß-]+(?:e|en|er|es|em)", w) is None:
                    break  # "Jede der Kreaturen": "each of", no selection of its own
                continue
            phrase = Phrase(
                "all",
                m.start(),
                det=(m.start(), m.end()),
                det_word=m.group(),
                noun=(s, e),
                noun_info=with_number(lang, noun, m.group()),
            )
            phrase.extra = i > 0 and any(not qualifier_at(lang, t[2], 0) for t in toks[:i])
            pos = e
            after = tokens(text, e, min(len(text), e + 30))[:1]
            if not before_noun and after and (after[0][2][:1].isupper() or after[0][2] in '"«“„'):
                phrase.extra = True  # "chaque Monstre Fusion": a card type, not the noun alone
            q = None if before_noun else qualifier_at(lang, text, pos)
            if q:
                start = pos + len(text[pos : q[1]]) - len(text[pos : q[1]].lstrip())
                phrase.quals = [(q[0], (start, q[1]))]  # "chaque créature attaquante": no other noun agrees
                pos = q[1]
            phrase.core_end = pos
            read_tail(text, pos, lang, game, phrase)
            if re.match(r"\s+(?:" + alt(choosing) + r")(?!\w)", text[phrase.end :]) if choosing else False:
                break  # "chaque adversaire choisit …": who chooses, no selection of players
            found.append(phrase)
            break
    return found
