"""Digits other than ASCII are read as what they are, never a crash: decimal digits of any
script are counts with their value; superscript, circled and other numbering marks are marks."""

from __future__ import annotations

import json
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

from linter.check import Checker, CheckOptions
from linter.locales import available_games, available_languages
from linter.pipeline import analyze
from linter.readers.records import CardRecord

ROOT = Path(__file__).resolve().parents[1]
# every character Python calls a digit or numeric that is not an ASCII digit: "²", "①", "٣", "３", "⑳", "Ⅻ"…
NUMERIC = [chr(c) for c in range(0x80, 0x110000) if chr(c).isnumeric() and unicodedata.category(chr(c)) != "Cs"]


def _findings(en: str, es: str) -> list[str]:
    checked = Checker(CheckOptions("mtg")).check_card(CardRecord("c1", {"en": en, "es": es}, "mtg"))
    found, errors = checked.findings, checked.errors
    assert errors == []
    return [f.name for f in found]


@pytest.mark.parametrize("lang", available_languages())
@pytest.mark.parametrize("game", available_games())
def test_every_numeric_character_gives_frames_in_every_language_and_game(lang: str, game: str) -> None:
    assert len(NUMERIC) > 1000
    for start in range(0, len(NUMERIC), 40):
        chunk = NUMERIC[start : start + 40]
        text = " ".join(f"Destroy {c} target creature{c}. {c}Draw {c}{c} cards.{c}" for c in chunk)
        result = analyze(text, lang, game)
        assert all(f.span.text == text[f.span.start : f.span.end] for f in result.frames)
    for c in ("²", "①", "٣", "３", "⑳", "Ⅻ", "¹²³"):
        analyze(c, lang, game)  # alone, as `cardlint analyze --lang es '²'` sent it


def test_decimal_digits_of_other_scripts_are_counts_with_their_value() -> None:
    assert _findings("Destroy two target creatures.", "Destruye ٢ criaturas objetivo.") == []
    assert _findings("Destroy two target creatures.", "Destruye ２ criaturas objetivo.") == []
    assert _findings("Destroy three target creatures.", "Destruye ٢ criaturas objetivo.") == ["target-count"]


@pytest.mark.parametrize("mark", ["¹", "²", "³", "①", "⑵", "❶"])
def test_a_footnote_or_numbering_mark_is_not_part_of_the_word_it_follows(mark: str) -> None:
    result = analyze(f"Destroy target creature.{mark}", "en", "mtg")
    assert [f.describe() for f in result.frames] == ["target creature"]
    assert _findings(f"Destroy target creature.{mark}", "Destruye la criatura objetivo.") == []
    assert _findings("Destroy target creature.", f"Destruye la criatura objetivo{mark}.") == []
    assert _findings(f"{mark} Destroy target creature.", "Destruye la criatura objetivo.") == []


def test_a_card_with_such_digits_costs_nothing_in_a_file(tmp_path: Path) -> None:
    cards = [
        {"id": "marks", "game": "mtg", "text": {"en": "Destroy ② target creatures.¹", "es": "Destruye ² criaturas objetivo."}},
        {"id": "slip", "game": "mtg", "text": {"en": "Destroy target creature.", "es": "Destruye hasta dos criaturas objetivo."}},
    ]
    path = tmp_path / "cards.jsonl"
    path.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cards), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "linter", "check", "--no-cache", "--format", "json", str(path)],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    report = json.loads(done.stdout)
    assert done.returncode == 1, done.stderr
    assert report["errors"] == [] and report["summary"]["cards"] == 2
    assert {f["card"] for f in report["findings"]} == {"slip"}
