"""JSON-lines card files: one card object a line (other fields are ignored).

A card: ``{"id": …, "game"?: …, "type"?: …, "text": {locale code: text},
"cardlint"?: {"ignore": [rules], "reason": "…", "lang"?: locale code}}``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from linter.locale_codes import display_name, language_key, variant_groups
from linter.model.findings import InputError
from linter.readers.files import open_input, text_lines
from linter.readers.jsontext import JsonPositions, JsonText
from linter.readers.records import CardRecord, NotCards, Suppression, card_like

SUPPRESSION_FORM = '{"ignore": ["rule", …], "reason": "…"}'


def suppressions_from_json(value: Any, line: int, lang: str | None = None) -> tuple[Suppression, ...] | str:
    """The suppressions of a card's ``cardlint`` field (an object or a list of them), or what
    is wrong with it. ``lang``: the language they apply to when they do not say."""
    items = value if isinstance(value, list) else [value]
    found = []
    for item in items:
        if not isinstance(item, dict) or set(item) - {"ignore", "reason", "lang"}:
            return f"'cardlint' must be {SUPPRESSION_FORM}"
        rules = item.get("ignore")
        rules = [rules] if isinstance(rules, str) else rules
        if not rules or not isinstance(rules, list) or not all(isinstance(r, str) and r for r in rules):
            return f"'cardlint' needs \"ignore\": a rule name or a list of them ({SUPPRESSION_FORM})"
        reason, code = item.get("reason", ""), item.get("lang")
        if not isinstance(reason, str) or (code is not None and not isinstance(code, str)):
            return '\'cardlint\': "reason" and "lang" must be strings'
        found.append(Suppression(tuple(rules), " ".join(reason.split()), line, language_key(code) if code else lang))
    return tuple(found)


def cards_from_json(
    obj: Any, path: str, line: int, doc: JsonText | None = None, start: int = 0, source_lang: str = "en"
) -> list[CardRecord | InputError]:
    """Validate one decoded card object; ``doc`` and ``start`` say where it is in its file.

    Usually one record; a card with two variants of a language (es_ES and es-419) gives
    one record per variant, each compared with the source.
    """
    if not isinstance(obj, dict):
        return [InputError(path, line, f"expected a JSON object for a card, got {type(obj).__name__}")]
    card_id = obj.get("id")
    if not isinstance(card_id, (str, int)) or isinstance(card_id, bool) or str(card_id) == "":
        return [InputError(path, line, "card has no 'id'")]
    card_id = str(card_id)
    texts = obj.get("text")
    if not isinstance(texts, dict) or not texts:
        return [InputError(path, line, f"card {card_id!r} has no 'text' object of locale → text")]
    bad = [k for k, v in texts.items() if not isinstance(v, str)]
    if bad:
        return [InputError(path, line, f"card {card_id!r}: text for {', '.join(map(str, bad))} is not a string")]
    game = obj.get("game")
    if game is not None and not isinstance(game, str):
        return [InputError(path, line, f"card {card_id!r}: 'game' must be a string")]
    meta = obj.get("meta")
    if not isinstance(meta, dict):
        meta = {}
    card_type = obj.get("type") or meta.get("type")
    card_type = card_type if isinstance(card_type, str) else None

    suppression_line = line
    if doc is not None and "cardlint" in obj:  # most cards have none: no walk
        located = doc.find(start, "cardlint")
        if located is not None:
            suppression_line = doc.where(located[1])[0]
    suppressions: tuple[Suppression, ...] = ()
    if "cardlint" in obj:
        found = suppressions_from_json(obj["cardlint"], suppression_line)
        if isinstance(found, str):
            return [InputError(path, suppression_line, f"card {card_id!r}: {found}")]
        suppressions = found

    printed = _sets(obj, meta)
    groups, dropped = variant_groups(texts, source_lang)
    records: list[CardRecord | InputError] = [
        CardRecord(
            card_id,
            {lang: texts[code] for lang, code in group.items()},
            game,
            card_type,
            path,
            line,
            positions=JsonPositions(doc, start, dict(group)) if doc is not None else {},
            suppressions=suppressions,
            locales=dict(group),
            sets={lang: printed[code] for lang, code in group.items() if code in printed},
        )
        for group in groups
    ]
    records += [
        InputError(
            path,
            line,
            f"card {card_id!r}: {code!r} is a second {display_name(source_lang)} source "
            f"text; only the first is compared",
            "warning",
        )
        for code in dropped
    ]
    return records


def _sets(obj: dict[str, Any], meta: dict[str, Any]) -> dict[str, str]:
    """Locale code → the set its text was printed in: ``set`` (top level or in ``meta``) or
    ``meta.printing``, one set for every text or a table of locale → set."""
    given = obj.get("set") or meta.get("set") or meta.get("printing")
    if isinstance(given, str):
        return {str(code): given for code in obj["text"]}
    if isinstance(given, dict):
        return {str(code): value for code, value in given.items() if isinstance(value, str)}
    return {}


def read_jsonl(path: Path, source_lang: str = "en", sniff: bool = True) -> Iterator[CardRecord | InputError]:
    """Stream the cards of a JSON-lines file; a bad line becomes an error, not a stop. ``sniff``: a first
    object that is no card says the file is no card file (``NotCards``)."""
    name = str(path)
    handle = open_input(path)
    if isinstance(handle, InputError):
        yield handle
        return
    first = sniff  # the first card object decides whether this is a card file at all
    with handle:
        for item in text_lines(handle, name):
            if isinstance(item, InputError):
                yield item
                continue
            number, text = item
            if not text.strip():
                continue
            try:
                obj = json.loads(text)
            except json.JSONDecodeError as exc:
                yield InputError(name, *JsonText(text, number).error(exc))
                continue
            except RecursionError:
                yield InputError(name, number, "JSON nested too deeply")
                continue
            if first and not card_like(obj):
                yield NotCards(name, number, "the first line is not a card object ('id' and 'text')")
            else:
                doc = JsonText(text, number)
                yield from cards_from_json(obj, name, number, doc, doc.skip(0), source_lang)
            first = False
