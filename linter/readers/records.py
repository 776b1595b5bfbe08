"""The card record every reader produces, and where its texts sit in the user's file."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from linter.model.findings import Finding, InputError
from linter.model.places import Places, TextPosition


@dataclass(frozen=True)
class Suppression:
    """An inline "ignore these rules here, because…" written in the user's own file."""

    rules: tuple[str, ...]  # rule names or codes
    reason: str  # empty: a suppression without a reason (itself a finding)
    line: int = 0
    lang: str | None = None  # None: every language of the card


@dataclass(frozen=True)
class CardRecord:
    id: str
    texts: dict[str, str]
    game: str | None = None
    card_type: str | None = None
    path: str = ""  # the file holding the translations (findings point here)
    line: int = 0
    positions: Mapping[str, TextPosition] = field(default_factory=dict, compare=False)  # found lazily by some readers
    suppressions: tuple[Suppression, ...] = ()
    locales: dict[str, str] = field(default_factory=dict, compare=False)  # language → locale code as written ("es-419")
    source_path: str = ""  # the file holding the source text when it is another one (split databases)
    sets: dict[str, str] = field(default_factory=dict, compare=False)  # language → set (printing) of its text

    @property
    def places(self) -> Places:
        """Where its texts are in the user's file: what its findings are located with."""
        return Places(self.id, self.path, self.line, self.texts, self.positions)

    def located(self, findings: Iterable[Finding]) -> list[Finding]:
        """The findings pointed at their words in the user's file, in the order they stand there."""
        return self.places.located(findings)

    def locate(self, finding: Finding) -> Finding:
        """The finding pointed at its words in the user's file (the record's line where unknown)."""
        return self.places.locate(finding)

    def compared(self, source_lang: str, langs: tuple[str, ...] | None) -> list[str]:
        """The languages of its texts that a check reads: the source first (without it, each text alone),
        then each translation to compare (``langs``, else every one the card has)."""
        found = [source_lang] if source_lang in self.texts else []
        return found + [lang for lang in langs or self.texts if lang != source_lang and lang in self.texts]

    def spoken(self, source_lang: str, langs: tuple[str, ...] | None) -> list[str]:
        """The languages a check of it speaks of: the source, if it has it, then each translation asked for
        (``langs``; None: every one), supported or not, in the card's order."""
        found = [source_lang] if source_lang in self.texts else []
        return found + [lang for lang in self.texts if lang != source_lang and (langs is None or lang in langs)]

    def holds(self, finding: Finding) -> bool:
        """Whether the finding points at this record's text of its language (records of two locale
        variants in one file share an id: a finding belongs to the one whose text it points into)."""
        if finding.lang not in self.texts:
            return False
        position = self.positions.get(finding.lang)
        return position is None or position.at(self.texts[finding.lang], finding.span.start) == (
            finding.line,
            finding.column,
        )


@dataclass(frozen=True)
class NotCards(InputError):
    """A file that does not look like a card file at all (a JSON object such as ``package.json``, a table
    without ``id`` and locale columns): found in a folder it is skipped with a notice, named it is an error
    (``linter.readers.read_paths``)."""


def card_like(obj: object) -> bool:
    """Whether a decoded JSON value is meant as a card (an object with an ``id`` or a ``text``)."""
    return isinstance(obj, dict) and ("id" in obj or "text" in obj)
