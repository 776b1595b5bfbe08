"""XLIFF 1.2 (``<file target-language>``, ``<trans-unit id>``) and 2.0 (``<xliff trgLang>``,
``<unit id>``/``<segment>``) files: source and target text of each unit.

Parsed with defusedxml and streamed: a file that declares a DTD (the door to external
entities and "billion laughs") is refused, never resolved. ``<note>cardlint: ignore RULE --
reason</note>`` is an inline suppression; ``<note>game: mtg</note>`` sets the game. A PO file's
header, which ``po2xliff`` writes as a unit (``restype="x-gettext-domain-header"``), is skipped.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.xmlreader import AttributesImpl, Locator

from linter.locale_codes import display_name, language_key
from linter.model.findings import InputError
from linter.model.places import TextPosition
from linter.readers.files import parse_suppression
from linter.readers.records import CardRecord, Suppression
from linter.readers.sax import Collector, stream

_UNITS = {"trans-unit", "unit"}
_TEXT_PARENTS = {"trans-unit", "segment", "ignorable"}  # not alt-trans or translation-memory matches
_UNFINISHED = {"new", "needs-translation", "initial"}  # target states treated like PO's fuzzy
_PO_HEADER = "x-gettext-domain-header"  # the restype of the unit po2xliff makes of a PO file's header
_GAME = re.compile(r"\s*game\s*:\s*(\S+)\s*$", re.IGNORECASE)


@dataclass
class _Text:
    """Text collected piece by piece, each piece with the file position expat gives it."""

    pieces: list[str] = field(default_factory=list)
    anchors: list[tuple[int, int, int]] = field(default_factory=list)
    length: int = 0

    def add(self, text: str, line: int, column: int) -> None:
        if text:
            self.anchors.append((self.length, line, column))
            self.pieces.append(text)
            self.length += len(text)

    def value(self) -> str:
        return "".join(self.pieces)

    def position(self) -> TextPosition | None:
        if not self.anchors:
            return None
        _, line, column = self.anchors[0]
        return TextPosition(line, column, "raw", tuple(self.anchors[1:]))


@dataclass
class _Unit:
    id: str
    line: int
    source: _Text = field(default_factory=_Text)
    target: _Text = field(default_factory=_Text)
    notes: list[tuple[str, int]] = field(default_factory=list)
    unfinished: bool = False
    header: bool = False  # a PO header unit, not a card


class _Handler(Collector):
    """Collects units; finished records wait in ``out`` until the reader hands them on."""

    def __init__(self, name: str, include_fuzzy: bool, source_lang: str, locator: Locator) -> None:
        super().__init__(name, locator)
        self.include_fuzzy, self.source_lang = include_fuzzy, source_lang
        self.version = ""
        self.source_code: str | None = None
        self.target_code: str | None = None
        self.unit: _Unit | None = None
        self.capture: tuple[_Text | list[str], int] | None = None  # what is being read, and its depth

    def startElement(self, qname: str, attrs: AttributesImpl) -> None:
        name = qname.rsplit(":", 1)[-1]
        parent = self.stack[-1] if self.stack else None
        self.stack.append(name)
        if parent is None and name != "xliff":
            raise _NotXliff(f"not an XLIFF file (the root element is <{qname}>)")
        if name == "xliff":
            self.version = attrs.get("version", "")
            self.source_code, self.target_code = attrs.get("srcLang"), attrs.get("trgLang")
        elif name == "file" and self.version.startswith("1"):  # XLIFF 1.x: languages per <file>
            self.source_code, self.target_code = attrs.get("source-language"), attrs.get("target-language")
        elif name in _UNITS and self.unit is None:
            self.unit = _Unit(attrs.get("id") or attrs.get("resname") or "", self.where()[0])
            self.unit.header = attrs.get("restype") == _PO_HEADER
        elif self.unit is not None and self.capture is None:
            if name in ("source", "target") and parent in _TEXT_PARENTS:
                text = self.unit.source if name == "source" else self.unit.target
                self.capture = (text, len(self.stack))
                if name == "target" and attrs.get("state") in _UNFINISHED:
                    self.unit.unfinished = True
            elif name == "segment" and attrs.get("state") in _UNFINISHED:
                self.unit.unfinished = True
            elif name == "note":
                self.unit.notes.append(("", self.where()[0]))
                self.capture = ([], len(self.stack))

    def characters(self, content: str) -> None:
        if self.capture is None:
            return
        target, _ = self.capture
        if isinstance(target, _Text):
            target.add(content, *self.where())
        else:
            target.append(content)

    def endElement(self, qname: str) -> None:
        depth = len(self.stack)
        self.stack.pop()
        if self.capture is not None and self.capture[1] == depth:
            collected = self.capture[0]
            if isinstance(collected, list) and self.unit is not None:
                self.unit.notes[-1] = ("".join(collected), self.unit.notes[-1][1])
            self.capture = None
        if qname.rsplit(":", 1)[-1] in _UNITS and self.unit is not None:
            self._finish(self.unit)
            self.unit = None

    def _finish(self, unit: _Unit) -> None:
        if unit.header:  # a PO file's header (translate-toolkit's po2xliff): metadata, no card
            return
        target = unit.target.value()
        if not target.strip() or (unit.unfinished and not self.include_fuzzy):
            return
        if not self.target_code:
            self.tell_once(
                "no-target",
                unit.line,
                "no target language (set trgLang on <xliff> in XLIFF 2, target-language on <file> in XLIFF 1.2)",
            )
            return
        if self.source_code and language_key(self.source_code) != self.source_lang:
            self.tell_once(
                "source",
                unit.line,
                f"the source language is {display_name(self.source_code)}, not "
                f"{display_name(self.source_lang)} (set --source-lang); not compared",
            )
            return
        lang = language_key(self.target_code)
        if lang == self.source_lang:
            self.tell_once(
                "same",
                unit.line,
                f"the target language {self.target_code!r} is the source language; not compared",
                "warning",
            )
            return
        if not unit.id:
            self.out.append(InputError(self.name, unit.line, "unit has no id"))
            return
        game = None
        suppressions: list[Suppression] = []
        for note, line in unit.notes:
            found = _GAME.match(note)
            if found:
                game = found.group(1)
                continue
            suppression = parse_suppression(note, line, lang)
            if isinstance(suppression, str):
                self.out.append(InputError(self.name, line, f"card {unit.id!r}: {suppression}"))
            elif suppression is not None:
                suppressions.append(suppression)
        positions = {k: p for k, p in ((self.source_lang, unit.source.position()), (lang, unit.target.position())) if p}
        self.out.append(
            CardRecord(
                unit.id,
                {self.source_lang: unit.source.value(), lang: target},
                game,
                None,
                self.name,
                unit.line,
                positions=positions,
                suppressions=tuple(suppressions),
                locales={self.source_lang: self.source_code or self.source_lang, lang: self.target_code},
            )
        )


class _NotXliff(Exception):
    pass


def read_xliff(path: Path, include_fuzzy: bool = False, source_lang: str = "en") -> Iterator[CardRecord | InputError]:
    """Stream an XLIFF file's translated units as card records; malformed or hostile XML
    ends the file with one error (the units before it are still checked)."""
    yield from stream(path, lambda name, locator: _Handler(name, include_fuzzy, source_lang, locator), _NotXliff)
