"""Domain lemmatizer: the locale's own lemma table, not spaCy's lookups.

spaCy's lookup tables are wrong on exactly the words that matter here
(es "objetivo"→"objetivar", de "deiner"→"sich", "sie"→"ich") and take seconds
to load, so each locale lists the forms it needs; any other word's lemma is
its lower-cased form.
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

from linter.locales import load_locale


def number_value(raw: object) -> int | str:
    return raw if isinstance(raw, int) else str(raw).upper()


class DomainLemmatizer:
    def __init__(self, lang: str, game: str) -> None:
        data = load_locale(lang, game)
        self.table: dict[str, str] = {str(k).lower(): str(v).lower() for k, v in (data.section("lemmas") or {}).items()}
        self.numbers: dict[str, int | str] = {
            str(k).lower(): number_value(v) for k, v in (data.section("numbers") or {}).items()
        }
        objects = data.section("details").get("objects", {}) if data.section("details") else {}
        self.object_words = {
            self.lemma(w) for words in objects.values() for w in words if " " not in str(w)
        }

    def lemma(self, lower: str) -> str:
        return self.table.get(lower, lower)

    def __call__(self, doc: Doc) -> Doc:
        for token in doc:
            lower = token.lower_
            token.lemma_ = self.table.get(lower, lower)
            if lower in self.numbers:
                token._.cl_num = self.numbers[lower]
                token._.cl_isnum = True
            elif lower.isdigit():
                token._.cl_num = int(lower) if len(lower) < 7 else 999999
                token._.cl_isnum = True
            token._.cl_isobject = token.lemma_ in self.object_words
        return doc


@Language.factory("cardlint_lemmas", default_config={"lang": "en", "game": "mtg"})
def make_lemmatizer(nlp: Language, name: str, lang: str, game: str) -> DomainLemmatizer:
    return DomainLemmatizer(lang, game)
