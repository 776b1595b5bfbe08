"""Realistic check results for the writer tests, independent of the language data.

The cards are read from a real JSON-lines file and each finding is located in it by the
record's own ``locate``; only the comparison itself is written out by hand, so the
tests do not change when other people tune the patterns.
"""

from __future__ import annotations

import json
from pathlib import Path

from linter.model.results import CheckResult
from linter.model.findings import Finding, InputError
from linter.model.frames import Span
from linter.readers.jsonl import read_jsonl
from linter.readers.records import CardRecord
from linter.rules import rule

CARDS = [
    {"id": "Murder", "game": "mtg", "text": {"en": "Destroy target creature.", "es": "Destruye la criatura objetivo."}},
    {"id": "Twin Tap", "game": "mtg", "text": {
        "en": "Tap up to two target creatures.", "es": "Gira dos criaturas objetivo.",
        "de": "Tappe zwei Kreaturen deiner Wahl."}},
    {"id": "Wipe <&> \"Wrath\"", "game": "mtg", "text": {"en": "Destroy target creature.", "fr": "Détruisez toutes les créatures."}},
]
BROKEN_LINE = '{"id": "Oops", "text": {"en": "Draw a card."'


def span(text: str, words: str) -> Span:
    start = text.index(words)
    return Span(start, start + len(words), words)


def finding(card: CardRecord, lang: str, name: str, words: str | None, source_words: str | None,
            frames: str = "") -> Finding:
    """A finding of rule ``name`` on ``words`` of the translation, located in the card's file."""
    r = rule(name)
    target = span(card.texts[lang], words) if words else Span(0, 0, "")
    source = span(card.texts["en"], source_words) if source_words else None
    message = (f"{name} differs: source [en] “{source_words}”, translation [{lang}] “{words}”; {r.why}.")
    return card.locate(Finding(r.code, r.name, r.severity, "mtg", card.id, lang, "en", message, target, source,
                               fingerprint=frames or f"{card.id}/{lang}/{name}"))


def write_cards(folder: Path, name: str = "cards.jsonl", broken: bool = True) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    lines = [json.dumps(c, ensure_ascii=False) for c in CARDS] + ([BROKEN_LINE] if broken else [])
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def sample_result(path: Path) -> CheckResult:
    """Three cards, three findings (es, de, fr), one broken line; ``checked`` lists every card compared."""
    records = list(read_jsonl(path))
    cards = {r.id: r for r in records if isinstance(r, CardRecord)}
    murder, twin, wipe = cards["Murder"], cards["Twin Tap"], cards['Wipe <&> "Wrath"']
    findings = [
        finding(twin, "es", "target-count", "dos criaturas objetivo", "up to two target creatures"),
        finding(twin, "de", "selection-kind", "zwei Kreaturen deiner Wahl", "up to two target creatures"),
        finding(wipe, "fr", "selection-kind", "toutes les créatures", "target creature"),
    ]
    result = CheckResult(findings=findings, errors=[r for r in records if isinstance(r, InputError)],
                         cards=len(cards), pairs=4)
    for f in findings:
        result.texts[(f.path, f.card)] = cards[f.card].texts
    result.checked = {  # type: ignore[attr-defined]
        (str(path), "es"): [murder.id, twin.id], (str(path), "de"): [twin.id], (str(path), "fr"): [wipe.id]}
    return result
