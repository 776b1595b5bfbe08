"""A card database split per language: ``cards.en.json`` + ``cards.es.json``, or
``en/cards.json`` + ``es-419/cards.json``; each an object of card id → text (or → a card
object ``{"text": …, "game"?: …, "type"?: …, "cardlint"?: …}``). Paired by card id.
"""

from __future__ import annotations

import glob
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from linter.locale_codes import display_name, is_locale_code, language_key
from linter.model.findings import InputError
from linter.model.places import TextPosition
from linter.readers.files import read_whole
from linter.readers.jsonarray import cards_of_array
from linter.readers.jsonl import suppressions_from_json
from linter.readers.jsontext import JsonText
from linter.readers.records import CardRecord, Suppression

GroupKey = tuple[Path, str, str]  # (folder, database name, "name" | "folder")


def split_locale(path: Path) -> tuple[GroupKey, str] | None:
    """The database a per-language file belongs to and its locale code as written, from
    ``NAME.<locale>.json`` or ``<locale>/NAME.json``; None for other JSON files."""
    parts = path.name.split(".")
    if len(parts) >= 3 and parts[-1].lower() == "json" and is_locale_code(parts[-2]):
        return (path.parent, ".".join(parts[:-2]), "name"), parts[-2]
    if path.suffix.lower() == ".json" and is_locale_code(path.parent.name):
        return (path.parent.parent, path.name, "folder"), path.parent.name
    return None


def split_siblings(path: Path) -> dict[Path, str]:
    """Every file of ``path``'s database on disk (path → locale code), so that checking
    only the changed ``cards.es.json`` (as pre-commit does) still finds ``cards.en.json``."""
    found = split_locale(path)
    if found is None:
        return {}
    key, _ = found
    folder, name, kind = key
    if kind == "name":
        candidates = [Path(p) for p in glob.glob(glob.escape(str(folder / name)) + ".*.json")]
    else:
        candidates = [d / name for d in folder.iterdir() if d.is_dir()] if folder.is_dir() else []
    siblings = {path: found[1]}
    for candidate in candidates:
        other = split_locale(candidate)
        if other is not None and other[0] == key and candidate.is_file():
            siblings[candidate] = other[1]
    return dict(sorted(siblings.items()))


@dataclass
class _Entry:
    text: str
    line: int
    position: TextPosition
    game: str | None = None
    card_type: str | None = None
    suppressions: tuple[Suppression, ...] = ()


@dataclass
class _File:
    path: Path
    code: str
    entries: dict[str, _Entry] = field(default_factory=dict)
    errors: list[InputError] = field(default_factory=list)
    complete: bool = True
    doc: JsonText | None = None  # set when the file holds a JSON array of cards instead


def _entry(doc: JsonText, value: object, begin: int, end: int, lang: str) -> _Entry | str:
    line = doc.where(begin)[0]
    if isinstance(value, str):
        return _Entry(value, line, doc.string_position(begin, end, value))
    if not isinstance(value, dict) or not isinstance(value.get("text"), str):
        return 'expected a text or an object with a "text" string'
    _, text_begin, text_end = doc.find(begin, "text")  # type: ignore[misc]
    entry = _Entry(value["text"], line, doc.string_position(text_begin, text_end, value["text"]))
    for key in ("game", "type"):
        if value.get(key) is not None and not isinstance(value[key], str):
            return f"'{key}' must be a string"
    entry.game, entry.card_type = value.get("game"), value.get("type")
    if "cardlint" in value:
        _, at, _ = doc.find(begin, "cardlint")  # type: ignore[misc]
        found = suppressions_from_json(value["cardlint"], doc.where(at)[0], lang)
        if isinstance(found, str):
            return found
        entry.suppressions = found
    return entry


def _load(path: Path, code: str) -> _File:
    """One language's file: its entries by card id, and what was wrong with it."""
    loaded = _File(path, code)
    text = read_whole(path)
    if isinstance(text, InputError):
        loaded.errors.append(text)
        loaded.complete = False
        return loaded
    doc = JsonText(text)
    start = doc.skip(0)
    if text[start : start + 1] == "[":
        loaded.doc = doc
        return loaded
    lang = language_key(code)
    try:
        for card_id, value, begin, end in doc.top_level_entries(start):
            entry = _entry(doc, value, begin, end, lang)
            if isinstance(entry, str):
                loaded.errors.append(InputError(str(path), doc.where(begin)[0], f"card {card_id!r}: {entry}"))
            else:
                loaded.entries[str(card_id)] = entry
    except json.JSONDecodeError as exc:
        loaded.errors.append(InputError(str(path), *doc.error(exc)))
        loaded.complete = False
    return loaded


def read_split(files: dict[Path, str], source_lang: str = "en") -> Iterator[CardRecord | InputError]:
    """Pair one database's per-language files by card id: one record per card and
    translation file (findings point into the translation file); a card on one side
    only is a warning naming the card and the file."""
    sources = [p for p, code in files.items() if language_key(code) == source_lang]
    for extra in sources[1:]:
        yield InputError(
            str(extra), 0, f"a second {display_name(source_lang)} file next to {sources[0]}; not compared", "warning"
        )
    source = _load(sources[0], files[sources[0]]) if sources else None
    if source is not None:
        yield from source.errors
        if source.doc is not None:  # a JSON array of cards that happens to sit in a locale folder
            yield from cards_of_array(source.doc, str(source.path), source_lang)
    for path, code in files.items():
        if path in sources:
            continue
        target = _load(path, code)
        yield from target.errors
        if not target.complete and not target.entries:
            continue
        if target.doc is not None:
            yield from cards_of_array(target.doc, str(path), source_lang)
        elif source is None:
            yield InputError(
                str(path),
                0,
                f"not compared: no {display_name(source_lang)} file of this database "
                f"(expected {_source_name(path, source_lang)})",
            )
        elif source.doc is not None or not source.complete:
            yield InputError(
                str(path),
                0,
                f"not compared: its source file {source.path} could not be read as a per-language database",
                "warning",
            )
        else:
            yield from _pairs(source, target, source_lang)


def _source_name(path: Path, source_lang: str) -> Path:
    (folder, name, kind), _ = split_locale(path)  # type: ignore[misc]
    return folder / f"{name}.{source_lang}.json" if kind == "name" else folder / source_lang / name


def _pairs(source: _File, target: _File, source_lang: str) -> Iterator[CardRecord | InputError]:
    lang = language_key(target.code)
    for card_id, entry in target.entries.items():
        original = source.entries.get(card_id)
        if original is None:
            yield InputError(
                str(target.path),
                entry.line,
                f"card {card_id!r} is in {target.path} but not in {source.path}",
                "warning",
            )
            continue
        yield CardRecord(
            card_id,
            {source_lang: original.text, lang: entry.text},
            entry.game or original.game,
            entry.card_type or original.card_type,
            str(target.path),
            entry.line,
            positions={source_lang: original.position, lang: entry.position},
            suppressions=original.suppressions + entry.suppressions,
            locales={source_lang: source.code, lang: target.code},
            source_path=str(source.path),
        )
    if target.complete:
        for card_id, entry in source.entries.items():
            if card_id not in target.entries:
                yield InputError(
                    str(source.path), entry.line, f"card {card_id!r} is missing from {target.path}", "warning"
                )
