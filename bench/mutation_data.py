"""The per-language data of the broken-translation generator (bench/mutations/<lang>.yaml), read once.

The generator locates target phrases with these words only, never with cardlint's analysis: the
bench would otherwise measure the engine with itself. ``Lang`` answers the few questions the
generator asks (is this word a determiner, which noun and gender, how is this phrase written for a
feminine plural noun); a new language or game is a new YAML file or section, not new code.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml

DATA = Path(__file__).resolve().parent / "mutations"
_SLOT = re.compile(r"\{(\w+)\}")


@dataclass(frozen=True)
class Noun:
    lemma: str  # the singular form of the table ("Karte" for "Kreaturenkarte")
    gender: str  # m, f or n
    plural: bool
    word: str  # the word as written
    plural_word: str  # the word written in the plural (compounds keep their head)


def agreement_key(gender: str | None, plural: bool) -> str | None:
    """The key of an agreement table: m, f, n, or pm, pf, pn for plurals."""
    if gender is None:
        return None
    return f"p{gender}" if plural else gender


@dataclass(eq=False)
class Lang:
    """One language's generator data (and its games' sections)."""

    code: str
    data: dict[str, Any]
    words: dict[str, set[str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for name, values in (self.data.get("words") or {}).items():
            if isinstance(values, list):
                self.words[name] = {str(v).lower() for v in values}

    def game(self, game: str) -> dict[str, Any] | None:
        return (self.data.get("games") or {}).get(game)

    def section(self, name: str) -> dict[str, Any]:
        return self.data.get(name) or {}

    def is_word(self, cls: str, word: str) -> bool:
        return word.lower() in self.words.get(cls, set())

    def noun(self, word: str) -> Noun | None:
        """The table noun a word is: exact, else with the other case of its first letter ("Criatura"
        opening a sentence), else, in German, the head of a compound ("Kreaturenkarte" → Karte).
        Plural forms are recognised too; the plural is written with the word's own first letter."""
        table: dict[str, list[str]] = self.data.get("nouns") or {}
        forms = [
            (form, lemma, gender, plural, is_plural)
            for lemma, (gender, plural) in table.items()
            for form, is_plural in ((lemma, False), (plural, True))
        ]
        for same in (lambda w, f: w == f, lambda w, f: w.lower() == f.lower()):
            for form, lemma, gender, plural, is_plural in forms:
                if same(word, form):
                    written = (
                        word
                        if is_plural
                        else (
                            word[:1] + plural[1:]
                            if word[:1] != plural[:1] and word[:1].lower() == plural[:1].lower()
                            else plural
                        )
                    )
                    return Noun(lemma, gender, is_plural, word, written)
        if self.code != "de" or not word[:1].isupper():
            return None
        best: Noun | None = None
        for form, lemma, gender, plural, is_plural in forms:
            if (
                len(word) > len(form)
                and word.lower().endswith(form.lower())
                and (best is None or len(form) > len(best.lemma))
            ):
                stem = word[: len(word) - len(form)]
                tail = plural if stem.endswith(("-", "“", '"')) else plural.lower()  # "Zombie-Monster"
                best = Noun(lemma, gender, is_plural, word, word if is_plural else stem + tail)
        return best

    def agree(self, template: str, gender: str | None, plural: bool, extra: dict[str, str] | None = None) -> str | None:
        """The template with its agreement slots filled for the noun; None where the gender is unknown."""
        key = agreement_key(gender, plural)
        tables: dict[str, dict[str, str]] = self.data.get("agreement") or {}
        pronouns: dict[str, str] = self.data.get("pronouns") or {}

        def fill(m: re.Match[str]) -> str:
            name = m.group(1)
            if extra and name in extra:
                return extra[name]
            table = pronouns if name == "pron" else tables.get(name)
            if table is None or key is None or key not in table:
                raise KeyError(name)
            return str(table[key])

        try:
            return _SLOT.sub(fill, template)
        except KeyError:
            return None

    def pattern(self, template: str) -> str:
        """A regular expression matching the template in any agreement (spaces: any whitespace)."""
        tables: dict[str, dict[str, str]] = dict(self.data.get("agreement") or {})
        tables["pron"] = self.data.get("pronouns") or {}
        tables["adj"] = {k: k for k in ("e", "en", "er", "es", "em")}
        out, pos = [], 0
        for m in _SLOT.finditer(template):
            out.append(_words(template[pos : m.start()]))
            values = sorted({str(v) for v in tables.get(m.group(1), {}).values()}, key=len, reverse=True)
            out.append("(?:" + "|".join(re.escape(v) for v in values) + ")")
            pos = m.end()
        out.append(_words(template[pos:]))
        return "".join(out)

    def resolve(self, value: Any, gender: str | None) -> str | None:
        """A determiner field, written once or per gender ({m: …, f: …})."""
        if isinstance(value, dict):
            return None if gender is None else value.get(gender)
        return None if value is None else str(value)


def _words(text: str) -> str:
    return r"\s+".join(re.escape(w) for w in text.split(" ")) if text else ""


def cap_pattern(text: str) -> str:
    """A phrase matched with either case of its first letter."""
    if text[:1].isalpha():
        return f"[{re.escape(text[0].lower())}{re.escape(text[0].upper())}]" + text[1:]
    return text


@cache
def language(code: str) -> Lang | None:
    """The generator data of one language; None for a language without a file (not broken yet)."""
    path = DATA / f"{code}.yaml"
    if not path.is_file():
        return None
    return Lang(code, yaml.safe_load(path.read_text(encoding="utf-8")) or {})


def languages() -> list[str]:
    """The translation languages with generator data (every file but the English source's)."""
    return sorted(p.stem for p in DATA.glob("*.yaml") if p.stem != "en")


@cache
def english() -> dict[str, Any]:
    return yaml.safe_load((DATA / "en.yaml").read_text(encoding="utf-8")) or {}
