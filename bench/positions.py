"""The position of a slip: the word that follows the edited phrase, and where the phrase stands.

``follows`` names what comes right after the phrase in the broken text (a full stop, a comma, ';',
a preposition that opens a complement, "and"/"or", a verb, another restriction of the same object,
anything else); ``contexts`` names where the phrase stands (a second sentence of its ability, after
a trigger condition, beside another target, in a Yu-Gi-Oh! activation, in reminder text). Both come
from the language's word lists in bench/mutations/<lang>.yaml.
"""

from __future__ import annotations

import re

from bench.mutation_data import Lang
from bench.phrases import TOKEN, Phrase, tail_patterns

FOLLOWS = {
    "stop": "before a full stop",
    "comma": "before a comma",
    "semicolon": "before ';' (PSCT activation)",
    "preposition": "before a preposition",
    "restriction": "before another restriction",
    "and": "before and + …",
    "or": "before or + …",
    "verb": "before a verb",
    "other": "before other words",
}
CONTEXTS = {
    "second-sentence": "in a second sentence",
    "after-trigger": "after a trigger condition",
    "multi-target": "in a multi-target sentence",
    "psct-activation": "inside a PSCT activation",
    "reminder": "in reminder text",
    "plain": "none of these",
}


def follows(text: str, at: int, lang: Lang, game: str) -> str:
    """What follows offset ``at`` of a (broken) text, by the language's word classes."""
    rest = text[at:]
    stripped = rest.lstrip(" \u00a0\t")
    if not stripped or stripped[0] in ".\n)!" or stripped.startswith(('".', "».", "”.", '")', "“.")):
        return "stop"
    if stripped[0] == ",":
        return "comma"
    if stripped[0] == ";":
        return "semicolon"
    if stripped[0] in ":—–-":
        return "other"
    for pattern, _kind, _value, _entry in tail_patterns(lang, game):
        if pattern.match(" " + stripped):
            return "restriction"
    m = TOKEN.match(stripped)
    word = m.group() if m else stripped[:1]
    after = stripped[len(word) :].lstrip(" \u00a0")
    if lang.is_word("and", word):
        return "and"
    if lang.is_word("or", word):
        return "or"
    if lang.is_word("prepositions", word) or re.match(r"(?i)jusqu['’]", word):
        if lang.data.get("words", {}).get("particle_is_verb") and (not after or after[0] in ".,;)\n"):
            return "verb"  # "… zurück.": the particle of a separable verb
        return "preposition"
    if _is_verb(lang, word):
        return "verb"
    return "other"


def _is_verb(lang: Lang, word: str) -> bool:
    low = word.lower()
    if lang.is_word("verb_openers", low):
        return True
    if not word[:1].isalpha() or (word[:1].isupper() and lang.code != "de"):
        return False
    if word[:1].isupper() or lang.is_word("others", low) or lang.is_word("adjectives", low):
        return False
    if any(low.endswith(str(e)) for e in lang.data.get("words", {}).get("participle_endings") or []):
        return False
    endings = lang.data.get("words", {}).get("verb_endings") or []
    return any(low.endswith(str(e)) for e in endings)


def _abilities(text: str) -> list[tuple[int, int]]:
    """Lines, and Altered's abilities joined by two spaces or ' | '."""
    spans, start = [], 0
    for m in re.finditer(r"\n|  +| \| ", text):
        spans.append((start, m.start()))
        start = m.end()
    spans.append((start, len(text)))
    return spans


def sentence_of(text: str, at: int) -> tuple[int, int, int]:
    """(index of the sentence in its ability, sentence start, sentence end) of offset ``at``."""
    for a, b in _abilities(text):
        if a <= at <= b:
            starts = [a] + [m.end() for m in re.finditer(r"[.!?][\"”»)]?\s+(?=[\w¡¿„\"«(●{])", text[a:b])]
            starts = [a] + [a + s for s in starts[1:]]
            index = max(i for i, s in enumerate(starts) if s <= at)
            end = starts[index + 1] if index + 1 < len(starts) else b
            return index, starts[index], end
    return 0, 0, len(text)


def contexts(text: str, phrase: Phrase, siblings: list[Phrase], lang: Lang, game: str) -> tuple[str, ...]:
    """Where the phrase stands: each context that applies (``plain`` when none)."""
    found = []
    index, start, end = sentence_of(text, phrase.start)
    if index > 0:
        found.append("second-sentence")
    if _after_trigger(text[start:end], phrase.start - start, lang, game):
        found.append("after-trigger")
    same = [p for p in siblings if p.kind == "target" and start <= p.start < end]
    if phrase.kind == "target" and len(same) > 1:
        found.append("multi-target")
    if phrase.verb is not None and ";" in text[phrase.start : end]:
        found.append("psct-activation")
    if text.rfind("(", 0, phrase.start) > text.rfind(")", 0, phrase.start):
        found.append("reminder")
    return tuple(found) or ("plain",)


def mentioned(text: str, at: int) -> bool:
    """Offset ``at`` stands inside quotation marks in reminder text: words mentioned, not used (Overload:
    "replacing … "target" with "each""). cardlint compares no phrase there (linter.align), and a slip
    made there changes no rule."""
    opened = text.rfind("(", 0, at)
    if opened < text.rfind(")", 0, at) or opened < 0:
        return False
    return sum(text.count(q, opened + 1, at) for q in '"“”„«»') % 2 == 1


def _after_trigger(sentence: str, at: int, lang: Lang, game: str) -> bool:
    """The sentence opens with a trigger word and the phrase follows its condition (the first ",",
    ":" or "—"), or the ability opens with a trigger symbol of the game (Altered {J} {H} {R})."""
    symbols = (lang.game(game) or {}).get("trigger_symbols") or []
    if any(sentence.lstrip().startswith(s) for s in symbols):
        return True
    for word in lang.data.get("words", {}).get("triggers") or []:
        if re.match(r"\W*" + re.escape(word) + r"\b", sentence):
            ends = [i for i in (sentence.find(","), sentence.find(":"), sentence.find("—")) if i >= 0]
            return bool(ends) and min(ends) < at
    return False
