"""The renderings of a run, counted: per set where the records carry one, else per game and language.

Each piece of evidence is one aligned pair of frames on one card. Renderings that differ only by
agreement (``consistency.fold``: fr “ciblée”/“ciblé”, es “una”/“un”) count as one; the form
written is then taken from a card with the same object words, or made to agree the way the card's
own words (or other cards with the same object) do — the locale data says which words agree.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Collection
from dataclasses import dataclass
from functools import cache, lru_cache

from linter.consistency import agreement_fold, number_forms
from linter.locales import load_locale
from linter.suggest.rendering import Rendering, articles

_WORD = re.compile(r"[^\W\d_]+(?:'|’)?", re.UNICODE)
_WORD_OR_OTHER = re.compile(r"[^\W\d_]+(?:'|’)?|\S", re.UNICODE)


@dataclass(frozen=True)
class Evidence:
    """One aligned pair of one card, as the index counts it (small and picklable: it travels from workers)."""

    game: str
    lang: str
    printing: str  # the set of the translation, "" where the record carries none
    key: str  # the source phrase (``rendering.source_key``)
    text: str  # its rendering
    object: str  # the translation's object words
    source_object: str  # the source's object words
    number: str  # the translation's number word
    count: str  # the source count's number ("2", "X"), "" without one
    source_details: tuple[tuple[str, str], ...] = ()  # the source's restrictions: (kind, words folded)
    details: tuple[tuple[str, str], ...] = ()  # the translation's: (kind, words as written)
    opening: str | None = None  # the translation's words from its clause's start to the phrase ("Puedes destruir")
    said: str | None = None  # the source's (folded: "you may destroy"); with both, the clause is counted too


@dataclass(frozen=True)
class Candidate:
    text: str  # the replacement, filled and adapted
    cards: int  # how many cards use the rendering
    scope: str  # "this set (ABC)" or "[es] mtg in the files checked"
    built: bool = False  # the card's own words with what differs mended (``built``)


@cache
def agreeing_forms(lang: str, game: str) -> dict[str, str]:
    """Each word that agrees with its object → the form its forms fold to: ``consistency.fold`` of the
    locale data (its targets included) and the articles of ``suggest.articles``."""
    fold = agreement_fold(lang, game)
    forms = {w: w for w in fold.values() if w} | {k: v for k, v in fold.items() if v}
    found = articles(lang, game)
    return forms | {a: found[0] for a in found if a not in forms}  # articles the fold has keep its grouping


@lru_cache(maxsize=1 << 16)  # each rendering is folded once, not once per finding that counts it
def folded(text: str, lang: str, game: str) -> str:
    """The rendering with agreement forms folded (the majority is counted over these)."""
    forms = agreeing_forms(lang, game)
    fold = agreement_fold(lang, game)
    words = (forms.get(w.lower(), fold.get(w.lower(), w.lower())) for w in _WORD_OR_OTHER.findall(text))
    return " ".join(w for w in words if w)


@cache
def number_words(lang: str, game: str) -> dict[str, list[str]]:
    """The language's number words by value ("2" → ["dos"]), from ``numbers`` of its locale data."""
    out: dict[str, list[str]] = defaultdict(list)
    for word, value in (load_locale(lang, game).section("numbers") or {}).items():
        out[str(value)].append(str(word))
    return dict(out)


class RenderingIndex:
    def __init__(self) -> None:
        self.by_set: dict[tuple[str, str, str, str], Counter[str]] = defaultdict(Counter)
        self.by_language: dict[tuple[str, str, str], Counter[str]] = defaultdict(Counter)
        self.objects_with: dict[tuple[str, str, str, str], Counter[str]] = defaultdict(Counter)
        self.translations: dict[tuple[str, str, str], Counter[str]] = defaultdict(Counter)  # source object → words
        self.numbers: dict[tuple[str, str, str], Counter[str]] = defaultdict(Counter)  # count → number word
        self.agreeing: dict[tuple[str, str, str], Counter[str]] = defaultdict(Counter)  # object → words seen with it
        # each restriction's words: (game, language, kind, the source's words) → the translation's
        self.details: dict[tuple[str, str, str, str], Counter[str]] = defaultdict(Counter)
        # a clause's words before its phrase: (game, language, the source's: "you may tap") → the translation's
        self.openings: dict[tuple[str, str, str], Counter[str]] = defaultdict(Counter)

    def add(
        self,
        e: Evidence,
        times: int = 1,
        keys: Collection[str] | None = None,
        agree: bool = True,
        asked: Collection[str] | None = None,
    ) -> None:
        """Count one piece of evidence (``times`` -1 takes it back: a card's own rendering is no evidence for it).

        ``keys``: count its rendering only for these source phrases (those findings ask about); ``agree``:
        count the agreeing words it writes with its object (``add_agreement``); ``asked``: count its object
        and restriction words only for these source words (those of the findings' source phrases)."""
        if keys is None or e.key in keys:
            self._rendering(e, e.key, e.text, times)
        if e.said is not None and e.opening is not None:  # the clause: "{said} | {key}", its words from its start
            clause = f"{e.said} | {e.key}"
            if keys is None or clause in keys:
                self._rendering(e, clause, e.opening + e.text, times)
            if keys is None or f"{e.said} |" in keys:
                self.openings[(e.game, e.lang, e.said)][e.opening] += times
        if e.source_object and e.object and (asked is None or e.source_object.lower() in asked):
            self.translations[(e.game, e.lang, e.source_object.lower())][e.object] += times
        if e.source_details and e.details:
            mine = dict(e.details)
            for kind, words in e.source_details:
                if kind in mine and (asked is None or words in asked):
                    self.details[(e.game, e.lang, kind, words)][mine[kind]] += times
        if e.number:
            self.numbers[(e.game, e.lang, e.count or "1")][e.number.lower()] += times
        if agree:
            self.add_agreement(e, times)

    def _rendering(self, e: Evidence, key: str, text: str, times: int) -> None:
        if e.printing:
            self.by_set[(e.game, e.lang, e.printing, key)][text] += times
        self.by_language[(e.game, e.lang, key)][text] += times
        self.objects_with[(e.game, e.lang, key, text)][e.object.lower()] += times

    def add_agreement(self, e: Evidence, times: int = 1) -> None:
        """The agreeing words (articles, number words, ``consistency.fold``) written with the object words."""
        obj = e.object.lower()
        if obj:
            # number words agree with their object ("una expedición") even where the fold does not list them
            forms, numbers = agreeing_forms(e.lang, e.game), number_forms(e.lang, e.game)
            for w in [*_WORD.findall(e.text), e.number]:
                if w.lower() in forms or w.lower() in numbers:
                    self.agreeing[(e.game, e.lang, obj)][w.lower()] += times

    def candidates(self, own: Evidence, rendering: Rendering, limit: int = 2) -> list[Candidate]:
        """The usual renderings of ``own``'s source phrase, best first, filled for its card: the set's (where
        the record carries one and the set says it on two cards or more), then the game and language's. The
        card's own rendering is left out of the counts."""
        self.add(own, -1)
        try:
            game, lang = own.game, own.lang
            scopes = []
            if own.printing:
                found = +self.by_set.get((game, lang, own.printing, own.key), Counter())
                if found and max(found.values()) >= 2:
                    scopes.append((found, f"this set ({own.printing})"))
            scopes.append(
                (+self.by_language.get((game, lang, own.key), Counter()), f"[{lang}] {game} in the files checked")
            )
            out: list[Candidate] = []
            for counts, scope in scopes:
                for c in self._candidates(own, rendering, counts, scope):
                    if all(c.text != o.text for o in out):
                        out.append(c)
            return out[:limit]
        finally:
            self.add(own, 1)

    def _candidates(self, own: Evidence, rendering: Rendering, counts: Counter[str], scope: str) -> list[Candidate]:
        game, lang = own.game, own.lang
        classes: Counter[str] = Counter()
        for text, n in counts.items():
            classes[folded(text, lang, game)] += n
        out: list[Candidate] = []
        # the card's own object words, and those the other cards use for the source's: first where the card's
        # count is not the source's (its object words then have the wrong number)
        objects = [rendering.object]
        usual_object = self.translations.get((game, lang, own.source_object.lower()), Counter()).most_common(1)
        if usual_object and usual_object[0][0].lower() != rendering.object.lower():
            objects.insert(1 if rendering.count == own.count else 0, usual_object[0][0])
        for cls, n in classes.most_common(2):
            for obj in objects:
                written = self._written(cls, counts, own, rendering, obj)
                filled = self._filled(written, obj, own, rendering)
                if filled is not None and filled != rendering.span.text and all(c.text != filled for c in out):
                    out.append(Candidate(filled, n, scope))
        return out

    def _written(self, cls: str, counts: Counter[str], own: Evidence, rendering: Rendering, object_words: str) -> str:
        """The class's written form for this card: one seen with the same object words, else the most
        common one with its agreeing words made to agree as the card's own words (or its object elsewhere) do."""
        game, lang = own.game, own.lang
        upper = rendering.span.text[:1].isupper()
        # a form written where the card's phrase stands (a sentence's start, or within one) first
        forms = [((t[:1].isupper() == upper), n, t) for t, n in counts.items() if folded(t, lang, game) == cls]
        obj = object_words.lower()
        same = [f for f in forms if self.objects_with.get((game, lang, own.key, f[2]), Counter())[obj] > 0]
        if same:
            return max(same)[2]
        text = max(forms)[2]
        fold = agreeing_forms(lang, game)
        # the card's own agreeing words, unless its count (and so its number) is not the source's
        # (the words before its object: those of its restrictions, "der Wahl eines Gegners", agree with others)
        words = _WORD.findall(rendering.text.split("{object}")[0]) if rendering.count == own.count else []
        mine = {fold[w.lower()]: w.lower() for w in words if w.lower() in fold}
        seen = self.agreeing.get((game, lang, obj), Counter())

        def agree(m: re.Match[str]) -> str:
            word = m.group(0)
            base = fold.get(word.lower())
            if base is None:
                return word
            if base in mine:
                return _cased(mine[base], word)
            others = [(n, w) for w, n in seen.items() if fold.get(w) == base and n > 0]
            return _cased(max(others)[1], word) if others else word

        return _WORD.sub(agree, text)

    def _filled(self, written: str, obj: str, own: Evidence, rendering: Rendering) -> str | None:
        text = written
        if "{object}" in text:
            if not obj:
                return None
            text = text.replace("{object}", obj)
        if "{n}" in text:
            number = self.number_for(own, rendering, obj)
            if number is None:
                return None
            text = text.replace("{n}", number)
        if "{" in text:
            return None
        return _cased(text, rendering.span.text, agreeing_forms(own.lang, own.game))

    def openings_for(self, own: Evidence, limit: int = 1) -> list[tuple[str, int]]:
        """The usual words before the phrase in clauses that open as ``own``'s source clause does, the card's
        own left out."""
        counts = self.openings.get((own.game, own.lang, own.key.split(" | ")[0]), Counter())
        return [(w, n) for w, n in counts.most_common(limit + 1) if w != own.opening or n > 1][:limit]

    def placement(self, own: Evidence, said: str, after: str = "") -> tuple[bool, str]:
        """Where the usual wordings of ``own``'s phrase say a restriction's words: before their object words or
        not, and what joins them to the word ``after`` which they come (“, die ” after “Wahl”), else the mark
        before them (“, ”); (False, " ") where none says them."""
        words, anchor = said.lower(), after.lower()
        for text, _ in self.by_language.get((own.game, own.lang, own.key), Counter()).most_common():
            lowered = text.lower()
            at = lowered.find(words)
            if at > 0:
                before = lowered.rfind(anchor, 0, at) if anchor else -1
                joined = text[before + len(anchor) : at] if before >= 0 else ""
                if not (0 < len(_WORD.findall(joined)) <= 1 and len(joined) <= 8):
                    mark = re.search(r"[^\w{}]*$", text[:at])
                    joined = mark.group(0) if mark else " "
                return 0 <= at < text.find("{object}"), joined
        return False, " "

    def number_for(self, own: Evidence, rendering: Rendering, obj: str) -> str | None:
        """The number word for the source's count: the card's own where it says that number, else the one
        seen with the object words (“una criatura”, “un artefacto”), else the usual one."""
        words = number_words(own.lang, own.game)
        count = own.count or "1"  # a phrase without a count says one ("einen Zauberspruch deiner Wahl")
        if rendering.number and (rendering.number.lower() in words.get(count, ()) or rendering.number == count):
            return rendering.number
        seen = self.agreeing.get((own.game, own.lang, obj.lower()), Counter())
        agreeing = [(seen[w], w) for w in words.get(count, ()) if seen[w] > 0]
        if agreeing:
            return max(agreeing)[1]
        usual = self.numbers.get((own.game, own.lang, count), Counter()).most_common(1)
        if usual and usual[0][1] > 0:
            return usual[0][0]
        return (words.get(count) or [count if count.isdigit() else ""])[0] or None


def _cased(text: str, like: str, lowered: dict[str, str] | None = None) -> str:
    """``text`` capitalised where ``like`` is (a sentence's first word keeps its capital); where ``like`` is
    not, a first word of ``lowered`` (articles, agreeing words: never capitalised within a sentence) is not."""
    if text and like and like[0].isupper() and text[0].islower():
        return text[0].upper() + text[1:]
    if text and like and like[0].islower() and text[0].isupper() and lowered is not None:
        first = _WORD.match(text)
        if first and first.group(0).lower() in lowered:
            return text[0].lower() + text[1:]
    return text
