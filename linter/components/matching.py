"""Runs every pattern of the locale over the text and records what matched.

Labels say what a match is: ``frame|<index>`` (a targeting phrase, index into
the locale's ``frames``), ``none`` (mentions targeting without selecting),
``detail|<kind>|<value>`` and ``structure|<kind>``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from spacy.language import Language
from spacy.matcher import Matcher
from spacy.tokens import Doc

from linter.locales import LocaleError, load_locale
from linter.patterns import PatternCompiler, PatternError


@dataclass(frozen=True)
class Match:
    kind: str  # frame, none, detail, structure
    key: str  # frame index, detail kind or structure kind
    value: str  # detail value ("creature", "you"…) or ""
    start: int  # token indices [start, end)
    end: int


def _pattern_list(value: Any, where: str) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return value
    raise LocaleError(f"{where}: expected a pattern or a list of patterns, got {value!r}")


def locale_patterns(data: dict[str, Any]) -> Iterator[tuple[str, list[str], str]]:
    """Every (label, patterns, where) the locale defines."""
    for i, frame in enumerate(data.get("frames") or []):
        if not isinstance(frame, dict) or "concept" not in frame:
            raise LocaleError(f"frames[{i}]: each frame needs a 'concept' and 'patterns'")
        yield f"frame|{i}", _pattern_list(frame.get("patterns"), f"frames[{i}].patterns"), f"frames[{i}]"
    if data.get("not_selections"):
        yield "none", _pattern_list(data["not_selections"], "not_selections"), "not_selections"
    details = data.get("details") or {}
    for kind, entries in details.items():
        if kind in ("count_blockers", "coordination"):  # word lists read by the frame builder
            continue
        if kind == "counts":
            for i, entry in enumerate(entries):
                yield (
                    f"detail|counts|{i}",
                    _pattern_list(entry.get("pattern"), f"details.counts[{i}]"),
                    f"details.counts[{i}]",
                )
        elif isinstance(entries, dict):
            for value, pats in entries.items():
                yield (
                    f"detail|{kind}|{value}",
                    _pattern_list(pats, f"details.{kind}.{value}"),
                    f"details.{kind}.{value}",
                )
        else:
            yield f"detail|{kind}|", _pattern_list(entries, f"details.{kind}"), f"details.{kind}"
    for kind, pats in (data.get("structure") or {}).items():
        yield f"structure|{kind}", _pattern_list(pats, f"structure.{kind}"), f"structure.{kind}"


def locale_compiler(nlp: Language, data: dict[str, Any]) -> PatternCompiler:
    """A pattern compiler for one locale's lemma table, numbers and objects."""
    tokenizer = nlp.tokenizer
    lemmas = {str(k).lower(): str(v).lower() for k, v in (data.get("lemmas") or {}).items()}
    numbers = [str(k).lower() for k in (data.get("numbers") or {})]
    objects = [
        str(w)
        for words in ((data.get("details") or {}).get("objects") or {}).values()
        for w in words
        if " " not in str(w)
    ]
    return PatternCompiler(lambda text: [t.text for t in tokenizer(text)], lemmas, numbers, objects)


class PatternMatcher:
    def __init__(self, nlp: Language, lang: str, game: str) -> None:
        locale = load_locale(lang, game)
        compiler = locale_compiler(nlp, locale.data)
        self.matcher = Matcher(nlp.vocab, validate=False)
        where_files = ", ".join(str(f) for f in locale.files)
        for label, patterns, where in locale_patterns(locale.data):
            compiled = []
            for pattern in patterns:
                try:
                    compiled.append(compiler.compile(pattern))
                except PatternError as exc:
                    raise LocaleError(f"{where_files}: {where}: {exc}") from None
            self.matcher.add(label, compiled)

    def __call__(self, doc: Doc) -> Doc:
        strings = doc.vocab.strings
        matches = []
        for match_id, start, end in self.matcher(doc):
            kind, _, rest = strings[match_id].partition("|")
            key, _, value = rest.partition("|")
            matches.append(Match(kind, key, value, start, end))
        doc._.cl_matches = matches
        return doc


@Language.factory("cardlint_matcher", default_config={"lang": "en", "game": "mtg"})
def make_matcher(nlp: Language, name: str, lang: str, game: str) -> PatternMatcher:
    return PatternMatcher(nlp, lang, game)
