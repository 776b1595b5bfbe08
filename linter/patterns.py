"""The pattern language of ``locales/`` compiled to spaCy Matcher patterns.

A pattern is written the way the card reads, one space between words:

    up to <num> target          words match by domain lemma, any case
    criatura|criaturas          either word
    you may?                    "may" is optional
    deal *3 damage              up to three words in between (not crossing punctuation)
    <num> / <object>            a number word or digit / an object word from the lexicon
    re:destr\\w+(lo|la|los|las) a regular expression over the lower-cased word

Plain chunks are split by the language's own tokenizer, so "l'autre" or "d'un"
match exactly as card text is tokenized.
"""

from __future__ import annotations

import re
from typing import Any, Callable

TokenSpec = dict[str, Any]


class PatternError(ValueError):
    """A locale pattern cannot be compiled (the message says which and why)."""


_WILDCARD = re.compile(r"^\*(\d+)$")


def compile_pattern(
    text: str,
    tokenize: Callable[[str], list[str]],
    lemma: Callable[[str], str],
) -> list[TokenSpec]:
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
            spec = {"_": {"cl_isnum": True}}
        elif body == "<object>":
            spec = {"_": {"cl_isobject": True}}
        elif (m := _WILDCARD.match(body)) is not None:
            specs.append({"IS_PUNCT": False, "IS_SPACE": False, "OP": f"{{0,{m.group(1)}}}"})
            continue
        elif "|" in body:
            options = sorted({lemma(w.lower()) for w in body.split("|") if w})
            spec = {"LEMMA": {"IN": options}}
        if spec is not None:
            if optional:
                spec["OP"] = "?"
            specs.append(spec)
            continue
        words = tokenize(body)
        if not words:
            raise PatternError(f"empty chunk in pattern {text!r}")
        for i, word in enumerate(words):
            token: TokenSpec = {"LEMMA": lemma(word.lower())}
            if optional and i == len(words) - 1:
                token["OP"] = "?"
            specs.append(token)
    if not specs or all(s.get("OP") in ("?",) or "IS_PUNCT" in s for s in specs):
        raise PatternError(f"pattern {text!r} matches nothing on its own")
    return specs
