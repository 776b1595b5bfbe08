"""A JSON array of card objects (the JSON-lines schema, one array instead of one per line)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

from linter.model.findings import InputError
from linter.readers.files import read_whole
from linter.readers.jsonl import cards_from_json
from linter.readers.jsontext import JsonText
from linter.readers.records import CardRecord, NotCards, card_like

NOT_AN_ARRAY = (
    "expected a JSON array of cards; a JSON object keyed by card id is a per-language database: "
    "name it cards.<locale>.json or put it in a folder named after the locale (en/cards.json)"
)


def read_json(path: Path, source_lang: str = "en") -> Iterator[CardRecord | InputError]:
    """The cards of a JSON array, in order; a syntax error ends the file with one error
    (the cards before it are still checked)."""
    name = str(path)
    text = read_whole(path)
    if isinstance(text, InputError):
        yield text
        return
    yield from cards_of_array(JsonText(text), name, source_lang)


def cards_of_array(doc: JsonText, name: str, source_lang: str) -> Iterator[CardRecord | InputError]:
    """The cards of a decoded JSON document that should be an array of card objects."""
    start = doc.skip(0)
    if doc.text[start : start + 1] != "[":
        yield NotCards(name, doc.where(start)[0], NOT_AN_ARRAY)
        return
    try:
        for index, obj, begin, _ in doc.top_level_entries(start):
            if index == 0 and not card_like(obj):
                yield NotCards(name, doc.where(begin)[0], "the array's first entry is not a card ('id' and 'text')")
                continue
            yield from cards_from_json(obj, name, doc.where(begin)[0], doc, begin, source_lang)
    except json.JSONDecodeError as exc:
        yield InputError(name, *doc.error(exc))
