"""Named word classes: an inflection set written once under ``classes`` and named ``@name`` in any
pattern of the language, in any of its files."""

from __future__ import annotations

from pathlib import Path

import pytest

from linter import locales
from linter.analyze_command import analysis_json
from linter.pipeline import analyze, reset_caches

TEXTS = [
    "Destruye la criatura objetivo.",
    "Regresa hasta dos cartas de criatura objetivo de tu cementerio a tu mano.",
    "Exilia todas las criaturas que controla un oponente.",
]


def _analyses() -> list[dict[str, object]]:
    reset_caches()
    return [analysis_json(analyze(text, "es", "mtg")) for text in TEXTS]


def test_a_class_stands_for_its_words_wherever_a_pattern_names_it(custom_locales: Path) -> None:
    before = _analyses()
    assert all(a["frames"] for a in before)
    written = 0
    for path in (custom_locales / "es").glob("*.yaml"):
        text = path.read_text(encoding="utf-8")
        written += text.count("criatura|criaturas")
        path.write_text(text.replace("criatura|criaturas", "@criatura"), encoding="utf-8")
    assert written > 1
    common = custom_locales / "es" / "common.yaml"
    common.write_text(
        common.read_text(encoding="utf-8") + "\nclasses:\n  criatura: [criatura, criaturas]\n", encoding="utf-8"
    )
    assert _analyses() == before


def test_an_unknown_class_is_named_with_its_file_and_line(custom_locales: Path) -> None:
    game_file = custom_locales / "es" / "mtg.yaml"
    text = game_file.read_text(encoding="utf-8")
    assert "criatura|criaturas" in text
    game_file.write_text(text.replace("criatura|criaturas", "@criature", 1), encoding="utf-8")
    line = next(n for n, row in enumerate(game_file.read_text(encoding="utf-8").splitlines(), 1) if "@criature" in row)
    reset_caches()
    with pytest.raises(locales.LocaleError) as caught:
        locales.load_locale("es", "mtg")
    assert str(caught.value).startswith(f"{game_file}:{line}: ")
    assert "unknown word class @criature" in str(caught.value)
