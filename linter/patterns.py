"""The pattern language of ``locales/``: a pattern is written the way the card reads.

    up to <num> target          words match in any case and in every form of their lemma
    criatura|criaturas          either word
    you may?                    "may" is optional (any chunk can end in "?")
    deal *3 damage              up to three words in between (never punctuation)
    destroy … creature          any words in between inside the clause (never a clause break)
    <num>                       a number: digits, X or a number word
    <object>                    an object word, compounds included ("Kreaturenkarte"), or an
                                object phrase listed under details.objects
    <desc>                      up to k describing words ("face-up", "Level 4 or lower", a
                                quoted name); k is the locale's ``describing.max``
    <count>                     a count listed under details.counts ("up to two", "1")
    <objects>                   an object phrase: count, describing words and object, joined
                                by "," / "or" / "and": "1 face-up monster and 1 Spell/Trap"
    <name>                      a quoted card name: "Blue-Eyes White Dragon" (up to 12 words)
    <word>                      any one word (not punctuation)
    re:destr\\w+(lo|la)          a regular expression over the lower-cased word (rare escape hatch)

Plain chunks are split by the language's own tokenizer, so "l'autre" or "face-up"
match exactly as card text is tokenized. A pattern made only of words and ``<num>``
expands to a finite set of phrases and goes into spaCy's ``PhraseMatcher``; the
others are matched from an anchor word (see ``linter.components.matching``).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass

from linter.lexicon import Lexicon


class PatternError(ValueError):
    """A locale pattern cannot be compiled (the message says which and why)."""


# Slot kinds.
WORDS = "words"  # one word from a set of lemmas
NUM = "num"
OBJECT = "object"
DESC = "desc"
COUNT = "count"
OBJECTS = "objects"
NAME = "name"
WORD = "word"
GAP = "gap"  # *N
CLAUSE = "clause"  # …
REGEX = "regex"

_NAMED = {"<num>": NUM, "<object>": OBJECT, "<desc>": DESC, "<count>": COUNT, "<objects>": OBJECTS,
          "<name>": NAME, "<word>": WORD}  # fmt: skip
_GAP = re.compile(r"^\*(\d+)$")
_CLAUSE = ("…", "...")
_ELISION = ("'", "’")
MAX_PHRASES = 256  # a pattern that expands to more phrases is matched from its anchor instead


@dataclass(frozen=True, slots=True)
class Slot:
    kind: str
    optional: bool = False
    lemmas: frozenset[str] = frozenset()  # WORDS
    size: int = 0  # GAP: most words skipped
    regex: re.Pattern[str] | None = None  # REGEX


@dataclass(frozen=True)
class Pattern:
    label: str
    text: str
    slots: tuple[Slot, ...]

    @property
    def required(self) -> tuple[frozenset[str], ...]:
        """The lemma sets of the words the pattern cannot match without."""
        return tuple(s.lemmas for s in self.slots if s.kind == WORDS and not s.optional)

    def phrases(self) -> list[list[str]] | None:
        """The finite phrases this pattern stands for (as lemmas, ``<num>`` for a number),
        or None when it takes anything but words and numbers, or too many phrases."""
        options: list[list[str | None]] = []
        total = 1
        for slot in self.slots:
            if slot.kind == WORDS:
                choice: list[str | None] = [*sorted(slot.lemmas)]
            elif slot.kind == NUM:
                choice = ["<num>"]
            else:
                return None
            if slot.optional:
                choice = [*choice, None]
            total *= len(choice)
            if total > MAX_PHRASES:
                return None
            options.append(choice)
        phrases = [[w for w in combo if w is not None] for combo in itertools.product(*options)]
        return [p for p in phrases if p]

    def uses_number_words(self, lexicon: Lexicon) -> bool:
        """A literal number word ("one or two") must match as written, not as any number."""
        return bool(self.number_words(lexicon))

    def number_words(self, lexicon: Lexicon) -> frozenset[str]:
        """The number words the pattern writes out, by lemma ("un" of "un totale di <num>")."""
        return frozenset(w for s in self.slots if s.kind == WORDS for w in s.lemmas if lexicon.number(w) is not None)


class PatternCompiler:
    """Compiles pattern strings with one locale's lexicon and tokenizer."""

    def __init__(self, tokenize: Callable[[str], list[str]], lexicon: Lexicon) -> None:
        self.tokenize = tokenize
        self.lexicon = lexicon

    def words(self, words: list[str], optional: bool = False) -> Slot:
        """A slot for one word out of several (every form of each)."""
        return Slot(WORDS, optional, frozenset(self.lexicon.lemma(str(w)) for w in words))

    def split(self, chunk: str) -> list[str]:
        """A plain chunk's words as card text has them. An elided word written apart from the next
        ("dall' esilio", "d' artefact") is the one word card text has ("dall'esilio": "dall'" + "esilio"),
        where the tokenizer keeps it whole before a word; alone, it would split off its apostrophe."""
        words = self.tokenize(chunk)
        if len(words) > 1 and chunk[-1] in _ELISION and self.tokenize(chunk + "x")[:1] == [chunk]:
            return [chunk]
        return words

    def each(self, label: str, patterns: object) -> list[Pattern]:
        """The patterns of one locale entry (one pattern or a list), leaving out those that cannot be
        compiled: the matcher, which compiles every pattern, reports them."""
        found = []
        for text in patterns if isinstance(patterns, list) else [patterns] if patterns else []:
            try:
                found.append(self.compile(label, str(text)))
            except PatternError:
                continue
        return found

    def compile(self, label: str, text: str) -> Pattern:
        """Compile one pattern string."""
        slots: list[Slot] = []
        for chunk in text.split():
            optional = chunk.endswith("?") and len(chunk) > 1
            body = chunk[:-1] if optional else chunk
            if body.startswith("re:"):
                try:
                    regex = re.compile(f"^(?:{body[3:]})$")
                except re.error as exc:
                    raise PatternError(f"bad regular expression in {text!r}: {exc}") from None
                slots.append(Slot(REGEX, optional, regex=regex))
            elif body in _NAMED:
                slots.append(Slot(_NAMED[body], optional))
            elif body in _CLAUSE:
                slots.append(Slot(CLAUSE))
            elif (gap := _GAP.match(body)) is not None:
                slots.append(Slot(GAP, size=int(gap.group(1))))
            elif "|" in body:
                slots.append(self.words([w for w in body.split("|") if w], optional))
            else:
                words = self.split(body)
                if not words:
                    raise PatternError(f"empty chunk in pattern {text!r}")
                slots += [self.words([w], optional and i == len(words) - 1) for i, w in enumerate(words)]
        if not slots or all(s.optional or s.kind in (GAP, CLAUSE, DESC) for s in slots):
            raise PatternError(f"pattern {text!r} matches nothing on its own")
        return Pattern(label, text, tuple(slots))


def verb_final(pattern: Pattern, last: Slot | None = None) -> Pattern | None:
    """The same phrase with its leading verb at the end of the clause, as German puts it in
    a clause with a modal verb: "wähle 1 Monster" → "1 Monster … wählen". ``last`` is the
    verb as it reads at the end (German "wählen|wählst" where the imperative reads "wähle"),
    by default the leading verb itself."""
    first = pattern.slots[0]
    if first.kind != WORDS or first.optional or len(pattern.slots) < 2:
        return None
    rest = pattern.slots[1:]
    while rest and rest[0].optional and rest[0].kind == WORDS:
        rest = rest[1:]  # "wähle dann? …": the adverb stays with the verb
    if not rest:
        return None
    return Pattern(pattern.label, pattern.text + " (verb last)", (*rest, Slot(CLAUSE), last or first))
