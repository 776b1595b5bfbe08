"""What each word of a locale is, computed once per word type.

Patterns and the frame builder ask the same questions of every token: its domain
lemma, whether it is a number, which object it names (German compounds included),
whether it describes an object ("face-up", "Warrior", "enemy"), whether it ends a
clause. The answers depend only on the word, so a ``Lexicon`` computes them the
first time it sees a word and keeps them; a text then costs one dictionary lookup
per token. All the words come from ``locales/`` (``words``, ``lemmas``,
``numbers``, ``details.objects``, ``compounds``, ``qualifiers``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from linter.locales import load_game, load_locale
from linter.tokenizer import MARKS

# Word classes (bit flags of ``WordType.flags``).
PUNCT = 1  # not a word: punctuation, symbols
FUNCTION = 2  # articles, pronouns, prepositions, conjunctions, auxiliaries
BREAK = 4  # ends a clause: a "…" gap or a describing run never crosses it
VERB = 8
OBJECT = 16  # names an object the text may select ("creature", "Kreaturenkarte")
NUMBER = 32
DESCRIBING = 64  # any other word: it can describe an object ("tapped", "Warrior", "enemy")
NEWLINE = 128
COORDINATOR = 256  # "and", "or": ends a restriction phrase unless it joins the phrase's objects
RELATIVE = 512  # "that", "que", "die": opens a relative clause that belongs to the phrase before it

_MARK = re.compile(f"[{MARKS}]+")  # a footnote or numbering mark ("¹", "②"): punctuation, not a number

# Words that always end a clause, in every language.
_ALWAYS_BREAKS = {".", ";", ":", "!", "?", "•", "—", "\n"}


@dataclass(frozen=True, slots=True)
class WordType:
    """The features of one word type (every token with this text shares them)."""

    text: str
    lower: str
    lemma: str
    number: int | str | None  # its value when it is a number (3, "X")
    object: str | None  # canonical object class ("creature")
    flags: int

    def has(self, flag: int) -> bool:
        return bool(self.flags & flag)


def _resolved(lemmas: dict[str, str]) -> dict[str, str]:
    """Follow chains ("eliges" → "elige" → "elegir") so that a lemma is its own lemma."""
    out = {}
    for form, lemma in lemmas.items():
        seen = {form}
        while lemma in lemmas and lemma not in seen:
            seen.add(lemma)
            lemma = lemmas[lemma]
        out[form] = lemma
    return out


def _strings(value: Any) -> list[str]:
    return [str(v).lower() for v in value or ()]


class Lexicon:
    """The word classes of one language in one game."""

    def __init__(self, data: dict[str, Any], compounds: dict[str, Any] | None = None) -> None:
        self.lemmas = _resolved({str(k).lower(): str(v).lower() for k, v in (data.get("lemmas") or {}).items()})
        self._forms: dict[str, set[str]] = {}
        for form, lemma in self.lemmas.items():
            self._forms.setdefault(lemma, {lemma}).add(form)
        self.numbers: dict[str, int | str] = {
            str(k).lower(): v if isinstance(v, int) else str(v).upper() for k, v in (data.get("numbers") or {}).items()
        }
        words = data.get("words") or {}
        self.function = {self.lemma(w) for w in _strings(words.get("function"))}
        self.breaks = {self.lemma(w) for w in _strings(words.get("clause_breaks"))} | _ALWAYS_BREAKS
        self.verbs = {self.lemma(w) for w in _strings(words.get("verbs"))}
        # words that negate the describing word after them ("non leggendaria", "no atacante"): no qualifier there
        self.negators = {w.lower() for w in _strings(words.get("negation"))}
        ends = data.get("phrase_ends") or {}
        self.coordinators = {self.lemma(w) for w in _strings(ends.get("coordinators"))}
        self.relatives = {self.lemma(w) for w in _strings(ends.get("relatives"))}
        self.placing = {self.lemma(w) for w in _strings((ends.get("placing") or {}).get("verbs"))}
        # one-word object forms; phrases of several words are patterns (details.objects)
        self.objects: dict[str, str] = {}
        for name, forms in ((data.get("details") or {}).get("objects") or {}).items():
            for form in _strings(forms):
                if " " not in form and not form.startswith("re:") and "<" not in form:
                    for f in self.forms(form):
                        self.objects.setdefault(f, str(name))
        shape = data.get("compounds") or {}
        self.linking = tuple(sorted(_strings(shape.get("linking")), key=len, reverse=True))
        self.negation = tuple(sorted(_strings(shape.get("negation")), key=len, reverse=True))
        game = compounds or {}
        self.compounds = bool(shape)
        self.head_decides = str(game.get("decides", "last")) == "last"
        self.generic = set(_strings(game.get("generic")))
        self._longest_object = max(map(len, self.objects), default=0)

    # -- lemmas -------------------------------------------------------------------
    def lemma(self, word: str) -> str:
        lower = word.lower()
        return self.lemmas.get(lower, lower)

    def forms(self, word: str) -> set[str]:
        """Every surface form that shares the word's lemma."""
        lemma = self.lemma(word)
        return self._forms.get(lemma, {lemma}) | {word.lower()}

    def norm(self, word: str) -> str:
        """The word as phrase patterns see it: its lemma, or ``<num>`` for any number."""
        return "<num>" if self.number(word) is not None else self.lemma(word)

    def number(self, word: str) -> int | str | None:
        """A count: decimal digits of any script ("2", "٢", "２") by their value, or the locale's number
        words. Superscript and circled digits ("¹", "②") are footnote and numbering marks, not counts."""
        lower = word.lower()
        if lower.isdecimal():
            return int(lower) if len(lower) < 7 else 999_999
        return self.numbers.get(lower)

    # -- word types ---------------------------------------------------------------
    def type_of(self, text: str) -> WordType:
        """The features of a word (callers keep them: see ``cardlint_features``)."""
        lower = text.lower()
        lemma = self.lemmas.get(lower, lower)
        number = self.number(lower)
        obj = self.object_class(lower)
        flags = 0
        if "\n" in text:
            flags |= NEWLINE | BREAK | PUNCT
        elif not text or not (text[0].isalnum() or (len(text) > 1 and text[1:2].isalnum())) or _MARK.fullmatch(text):
            flags |= PUNCT
        if lemma in self.breaks or lower in self.breaks:
            flags |= BREAK
        if lemma in self.function:
            flags |= FUNCTION
        if lemma in self.verbs:
            flags |= VERB
        if lemma in self.coordinators:
            flags |= COORDINATOR
        if lemma in self.relatives:
            flags |= RELATIVE
        if obj is not None:
            flags |= OBJECT
        if number is not None:
            flags |= NUMBER
        if not flags & (PUNCT | BREAK | FUNCTION | VERB | OBJECT | NUMBER | COORDINATOR | RELATIVE):
            flags |= DESCRIBING
        return WordType(text, lower, lemma, number, obj, flags)

    # -- objects and compounds ----------------------------------------------------
    def object_class(self, lower: str) -> str | None:
        """The object a word names: a listed form, or a compound whose head is one.

        A compound ("kreaturenkarte", "xyz-monster", "nichtkreatur-zauberspruch") names
        an object when its last part does; which part decides is the game's choice
        (``compounds.decides``): Magic reads "Artefaktkreatur" as artifact, like the
        English word order; a generic head ("card") yields to the part before it."""
        found = self.objects.get(lower)
        if found is not None or not self.compounds or len(lower) < 4:
            return found
        word = lower.lstrip("-")
        if word in self.objects:
            return self.objects[word]
        head = self._head(word)
        if head is None:
            return None
        head_class, rest = head
        segments = [s for s in rest.split("-") if s]
        if not segments and rest.startswith("-"):
            return head_class
        if len(segments) == 1 and segments[0] in self.negation:
            return None  # "nichtkreatur": a negated description, not an object
        modifiers = [c for c in map(self._stem_class, segments) if c is not None]
        if self.head_decides:
            if head_class in self.generic and modifiers:
                return modifiers[-1]
            return head_class
        return modifiers[0] if modifiers else head_class

    def _head(self, word: str) -> tuple[str, str] | None:
        """The longest object form the word ends with, and what comes before it."""
        for size in range(min(self._longest_object, len(word) - 2), 2, -1):
            found = self.objects.get(word[-size:])
            if found is not None:
                return found, word[:-size]
        return None

    def _stem_class(self, segment: str) -> str | None:
        """The object a modifying part names, if it is made of object stems entirely:
        "kreaturen", "verzauberungs" (with a linking element), not "drachen"; a negated
        part ("nichtkreatur") names none."""
        if any(segment.startswith(n) for n in self.negation):
            return None
        return self._stems(segment)

    def _stems(self, segment: str) -> str | None:
        for size in range(min(self._longest_object, len(segment)), 2, -1):
            found = self.objects.get(segment[:size])
            if found is None:
                continue
            rest = segment[size:]
            if not rest or rest in self.linking or self._stems(rest) is not None:
                return found
            for link in self.linking:
                if rest.startswith(link) and self._stems(rest[len(link) :]) is not None:
                    return found
        return None


@cache
def lexicon_for(lang: str, game: str) -> Lexicon:
    """The lexicon of one language in one game, built once per process."""
    return Lexicon(load_locale(lang, game).data, load_game(game).data.get("compounds"))
