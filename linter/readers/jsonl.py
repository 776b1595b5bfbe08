"""JSON-lines card files: one card object a line (other fields are ignored)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

from linter.findings import InputError
from linter.readers.records import CardRecord, TextPosition


def record_from_json(obj: Any, path: str, line: int, raw: str = "") -> CardRecord | InputError:
    """Validate one decoded card object (``raw``: its JSON line, to locate the texts)."""
    if not isinstance(obj, dict):
        return InputError(path, line, f"expected a JSON object for a card, got {type(obj).__name__}")
    card_id = obj.get("id")
    if not isinstance(card_id, (str, int)) or str(card_id) == "":
        return InputError(path, line, "card has no 'id'")
    texts = obj.get("text")
    if not isinstance(texts, dict) or not texts:
        return InputError(path, line, f"card {card_id!r} has no 'text' object of language → text")
    bad = [k for k, v in texts.items() if not isinstance(v, str)]
    if bad:
        return InputError(path, line, f"card {card_id!r}: text for {', '.join(map(str, bad))} is not a string")
    game = obj.get("game")
    if game is not None and not isinstance(game, str):
        return InputError(path, line, f"card {card_id!r}: 'game' must be a string")
    meta = obj.get("meta") if isinstance(obj.get("meta"), dict) else {}
    card_type = obj.get("type") or meta.get("type")
    return CardRecord(str(card_id), dict(texts), game, card_type if isinstance(card_type, str) else None, path, line,
                      positions=_positions(raw, texts, line) if raw else {})


def _positions(raw: str, texts: dict[str, str], line: int) -> dict[str, TextPosition]:
    """Where each text's value starts on its JSON line (found by its key)."""
    positions = {}
    for lang, text in texts.items():
        key = json.dumps(lang, ensure_ascii=False) + ":"
        value = json.dumps(text, ensure_ascii=False)
        at = raw.find(value, raw.find(key) + 1 if raw.find(key) >= 0 else 0)
        if at < 0:  # written with other escapes than ours: point at the key
            at = max(0, raw.find(key))
            positions[lang] = TextPosition(line, at + 1, "raw")
        else:
            positions[lang] = TextPosition(line, at + 2, "json")
    return positions


def read_jsonl(path: Path) -> Iterator[CardRecord | InputError]:
    """Stream the cards of a JSON-lines file; a bad line becomes an error, not a stop."""
    name = str(path)
    try:
        handle = path.open("rb")
    except OSError as exc:
        yield InputError(name, 0, f"cannot read file: {exc.strerror}")
        return
    with handle:
        for number, raw in enumerate(handle, start=1):
            if number == 1 and raw.startswith(b"\xef\xbb\xbf"):
                raw = raw[3:]
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                yield InputError(name, number, f"not UTF-8 text (byte {exc.start + 1} of the line)")
                continue
            if not text.strip():
                continue
            try:
                obj = json.loads(text)
            except json.JSONDecodeError as exc:
                yield InputError(name, number, f"invalid JSON at column {exc.colno}: {exc.msg}")
                continue
            except RecursionError:
                yield InputError(name, number, "JSON nested too deeply")
                continue
            yield record_from_json(obj, name, number, text)
