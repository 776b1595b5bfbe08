"""TMX 1.4b translation memories, as CAT and QA tools exchange them: each ``<tu>`` a card,
each ``<tuv xml:lang>``'s ``<seg>`` one language's text.

The card id is ``<prop type="x-card-id">``, else the ``tuid``, else ``<prop type="x-context">`` (the PO
context translate-toolkit's ``po2tmx`` writes), else the unit's position (``tu-3``, with a notice); ``<prop type="x-game">``
(or ``<note>game: mtg</note>``) sets the game, ``<prop type="x-card-type">`` the card type,
``<note>cardlint: ignore RULE -- reason</note>`` is an inline suppression (inside a
``<tuv>``: for that language only). Inline codes (``<bpt>``, ``<ept>``, ``<ph>``, ``<it>``,
``<ut>``) are kept out of the text; the text after each one keeps its own place in the file,
so findings still point at the right characters. Parsed with defusedxml and streamed, like XLIFF.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.xmlreader import AttributesImpl, Locator

from linter.locale_codes import display_name, language_key, variant_groups
from linter.model.findings import InputError
from linter.readers.files import parse_suppression
from linter.readers.records import CardRecord, Suppression
from linter.readers.sax import Collector, stream
from linter.readers.xliff import _Text

_GAME = re.compile(r"\s*game\s*:\s*(\S+)\s*$", re.IGNORECASE)
_TEXT = {"seg", "hi"}  # elements whose own characters are segment text (``<hi>`` only highlights)
_PROPS = {"x-card-id": "id", "x-game": "game", "x-card-type": "type"}


@dataclass
class _Variant:
    code: str
    text: _Text = field(default_factory=_Text)


@dataclass
class _Unit:
    tuid: str
    line: int
    number: int  # the unit's position in the file (1: the first <tu>)
    props: dict[str, str] = field(default_factory=dict)
    variants: list[_Variant] = field(default_factory=list)
    notes: list[tuple[str, int, str | None]] = field(default_factory=list)  # text, line, language code or None


class _NotTmx(Exception):
    pass


class _Handler(Collector):
    """Collects units; finished records wait in ``out`` until the reader hands them on."""

    def __init__(self, name: str, source_lang: str, locator: Locator) -> None:
        super().__init__(name, locator)
        self.source_lang = source_lang
        self.unit: _Unit | None = None
        self.units = 0  # <tu> elements so far
        self.variant: _Variant | None = None
        self.collected: list[str] | None = None  # a <prop> or <note> being read…
        self.collecting: tuple[str, str, int] = ("", "", 0)  # …its element, prop type and line

    def startElement(self, name: str, attrs: AttributesImpl) -> None:
        if not self.stack and name != "tmx":
            raise _NotTmx(f"not a TMX file (the root element is <{name}>)")
        self.stack.append(name)
        if name == "tu" and self.unit is None:
            self.units += 1
            self.unit = _Unit(attrs.get("tuid", ""), self.where()[0], self.units)
        elif self.unit is None:
            return
        elif name == "tuv":
            self.variant = _Variant(attrs.get("xml:lang") or attrs.get("lang") or "")
        elif name in ("prop", "note") and self.collected is None:
            self.collected = []
            self.collecting = (name, attrs.get("type", "") if name == "prop" else "", self.where()[0])

    def characters(self, content: str) -> None:
        if self.collected is not None:
            self.collected.append(content)
        elif self.variant is not None and self.stack and self.stack[-1] in _TEXT and "seg" in self.stack:
            self.variant.text.add(content, *self.where())

    def endElement(self, name: str) -> None:
        self.stack.pop()
        if self.unit is None:
            return
        if name in ("prop", "note") and self.collected is not None:
            element, prop, line = self.collecting
            text = "".join(self.collected)
            if element == "prop":
                self.unit.props[prop] = text.strip()
            else:
                self.unit.notes.append((text, line, self.variant.code if self.variant else None))
            self.collected = None
        elif name == "tuv" and self.variant is not None:
            self.unit.variants.append(self.variant)
            self.variant = None
        elif name == "tu":
            self._finish(self.unit)
            self.unit = None

    def _finish(self, unit: _Unit) -> None:
        variants = [v for v in unit.variants if v.text.value().strip()]
        if len(variants) < 2:
            return  # nothing to compare: an untranslated unit
        card_id = unit.props.get("x-card-id") or unit.tuid or unit.props.get("x-context")
        if not card_id:  # translate-toolkit's po2tmx writes no tuid for a message without context
            card_id = f"tu-{unit.number}"
            self.tell_once(
                "by-position",
                unit.line,
                f"units without tuid, x-card-id or x-context are named by their position ({card_id}…): a "
                "finding or baseline entry of such a unit moves when units are added before it; give them a tuid",
                "notice",
            )
        if any(not v.code for v in variants):
            self.out.append(InputError(self.name, unit.line, f"card {card_id!r}: a <tuv> has no xml:lang"))
            return
        by_code = {v.code: v for v in reversed(variants)}  # the first of a repeated code wins
        groups, dropped = variant_groups([v.code for v in variants], self.source_lang)
        for code in dropped:
            self.tell_once(
                f"dropped:{code}",
                unit.line,
                f"{code!r} is a second {display_name(self.source_lang)} variant; only the first is compared",
                "warning",
            )
        if not groups or self.source_lang not in groups[0]:
            self.tell_once(
                "no-source",
                unit.line,
                f"units with no {display_name(self.source_lang)} <tuv> ({self.source_lang}) are not compared "
                "(set --source-lang)",
                "warning",
            )
            return
        props = {_PROPS[k]: v for k, v in unit.props.items() if k in _PROPS and v}
        game: str | None = props.get("game")
        suppressions: list[Suppression] = []
        for note, line, written in unit.notes:
            found = _GAME.match(note)
            if found:
                game = game or found.group(1)
                continue
            suppression = parse_suppression(note, line, language_key(written) if written else None)
            if isinstance(suppression, str):
                self.out.append(InputError(self.name, line, f"card {card_id!r}: {suppression}"))
            elif suppression is not None:
                suppressions.append(suppression)
        for group in groups:
            self.out.append(self._record(card_id, unit, group, by_code, game, props.get("type"), suppressions))

    def _record(
        self,
        card_id: str,
        unit: _Unit,
        group: dict[str, str],
        by_code: dict[str, _Variant],
        game: str | None,
        card_type: str | None,
        suppressions: list[Suppression],
    ) -> CardRecord:
        texts = {lang: by_code[code].text for lang, code in group.items()}
        return CardRecord(
            card_id,
            {lang: text.value() for lang, text in texts.items()},
            game,
            card_type,
            self.name,
            unit.line,
            positions={lang: p for lang, text in texts.items() if (p := text.position()) is not None},
            suppressions=tuple(suppressions),
            locales=dict(group),
        )


def read_tmx(path: Path, source_lang: str = "en") -> Iterator[CardRecord | InputError]:
    """Stream a TMX file's units as card records; malformed or hostile XML ends the file with
    one error (the units before it are still checked)."""
    yield from stream(path, lambda name, locator: _Handler(name, source_lang, locator), _NotTmx, named_dtd=True)
