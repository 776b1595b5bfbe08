"""The pattern language of ``locales/`` compiled to spaCy Matcher patterns.

A pattern is written the way the card reads, one space between words:

    up to <num> target          words match in any case, and in every form of their lemma
    criatura|criaturas          either word
    you may?                    "may" is optional
    deal *3 damage              up to three words in between (not crossing punctuation)
    <num> / <object>            a number word or digit / an object word from the lexicon
    <name>                      a quoted card name: "Blue-Eyes White Dragon" (up to 12 words)
    <word>                      any one word (not punctuation)
    re:destr\\w+(lo|la|los|las) a regular expression over the lower-cased word

Plain chunks are split by the language's own tokenizer, so "l'autre" or "d'un"
match exactly as card text is tokenized.

The locale's domain lemma table (``lemmas: {form: lemma}``) is applied here: a
pattern word matches every form that shares its lemma. spaCy's own lookup tables
are wrong on exactly these words (es "objetivo"→"objetivar", de "deiner"→"sich")
and take seconds to load, so cardlint does not use them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

TokenSpec = dict[str, Any]


class PatternError(ValueError):
    """A locale pattern cannot be compiled (the message says which and why)."""


_WILDCARD = re.compile(r"^\*(\d+)$")


class PatternCompiler:
    """Compiles pattern strings with one locale's lemma table, numbers and objects."""

    def __init__(
        self,
        tokenize: Callable[[str], list[str]],
        lemmas: dict[str, str],
        numbers: Iterable[str],
        objects: Iterable[str],
    ) -> None:
        self.tokenize = tokenize
        self.lemmas = lemmas
        self._forms: dict[str, set[str]] = {}
        for form, lemma in lemmas.items():
            self._forms.setdefault(lemma, {lemma}).add(form)
        self.number_regex = (
            "^(?:\\d+|" + "|".join(sorted(map(re.escape, numbers), key=len, reverse=True) or ["(?!)"]) + ")$"
        )
        self.object_forms = sorted({f for w in objects for f in self.forms(w)})

    def forms(self, word: str) -> set[str]:
        """Every surface form sharing the word's lemma."""
        word = word.lower()
        lemma = self.lemmas.get(word, word)
        return self._forms.get(lemma, {lemma}) | {word}

    def _words(self, words: Iterable[str]) -> TokenSpec:
        forms = sorted({f for w in words for f in self.forms(w)})
        return {"LOWER": forms[0]} if len(forms) == 1 else {"LOWER": {"IN": forms}}

    def compile(self, text: str) -> list[TokenSpec]:
        """Compile one pattern string into a list of Matcher token specs."""
        specs: list[TokenSpec] = []
        for chunk in text.split():
            optional = chunk.endswith("?") and len(chunk) > 1
            body = chunk[:-1] if optional else chunk
            spec: TokenSpec | None = None
            if body.startswith("re:"):
                try:
                    re.compile(body[3:])
                except re.error as exc:
                    raise PatternError(f"bad regular expression in {text!r}: {exc}") from None
                spec = {"LOWER": {"REGEX": f"^(?:{body[3:]})$"}}
            elif body == "<num>":
                spec = {"LOWER": {"REGEX": self.number_regex}}
            elif body == "<object>":
                if not self.object_forms:
                    raise PatternError(f"{text!r} uses <object> but the locale lists no objects")
                spec = {"LOWER": {"IN": self.object_forms}}
            elif body == "<name>":
                specs += [{"ORTH": '"'}, {"ORTH": {"NOT_IN": ['"', "\n"]}, "OP": "{1,12}"}, {"ORTH": '"'}]
                continue
            elif body == "<word>":
                spec = {"IS_PUNCT": False, "IS_SPACE": False}
            elif (m := _WILDCARD.match(body)) is not None:
                specs.append({"IS_PUNCT": False, "IS_SPACE": False, "OP": f"{{0,{m.group(1)}}}"})
                continue
            elif "|" in body:
                spec = self._words(w for w in body.split("|") if w)
            if spec is not None:
                if optional:
                    spec["OP"] = "?"
                specs.append(spec)
                continue
            words = self.tokenize(body)
            if not words:
                raise PatternError(f"empty chunk in pattern {text!r}")
            for i, word in enumerate(words):
                token = self._words([word])
                if optional and i == len(words) - 1:
                    token["OP"] = "?"
                specs.append(token)
        if not specs or all(s.get("OP") == "?" or "IS_PUNCT" in s for s in specs):
            raise PatternError(f"pattern {text!r} matches nothing on its own")
        return specs
