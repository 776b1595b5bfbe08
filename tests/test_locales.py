"""Knowledge is data: a new language works by adding files, and bad data is named."""

from pathlib import Path

import pytest

from linter import locales
from linter.pipeline import analyze

BUNDLED = Path(__file__).resolve().parents[1] / "locales"



def test_a_sixth_language_needs_only_data(custom_locales):
    (custom_locales / "pt").mkdir()
    (custom_locales / "pt" / "common.yaml").write_text(
        "language: pt\nnumbers: {duas: 2}\n"
        "details:\n  counts: [{pattern: 'até <num>', min: 0, max: num}]\n"
        "  objects: {creature: [criatura, criaturas]}\n", encoding="utf-8")
    (custom_locales / "pt" / "mtg.yaml").write_text(
        "frames:\n  - {concept: target, patterns: [alvo], object_side: before}\n", encoding="utf-8")
    frames = analyze("Destrua até duas criaturas alvo.", "pt", "mtg").frames
    assert [(f.concept, f.object, f.count.min, f.count.max) for f in frames] == [("target", "creature", 0, 2)]
    assert "pt" in locales.available_languages()


def test_invalid_yaml_names_the_file_and_line(custom_locales):
    (custom_locales / "en" / "mtg.yaml").write_text("frames:\n  - concept: target\n   patterns: [x\n", encoding="utf-8")
    with pytest.raises(locales.LocaleError, match=r"mtg\.yaml:\d+: invalid YAML"):
        analyze("Destroy target creature.", "en", "mtg")


def test_bad_pattern_names_the_entry(custom_locales):
    (custom_locales / "en" / "mtg.yaml").write_text(
        "frames:\n  - {concept: target, patterns: ['re:(unclosed']}\n", encoding="utf-8")
    with pytest.raises(locales.LocaleError, match=r"frames\[\d+\].*regular expression"):
        analyze("Destroy target creature.", "en", "mtg")


def test_unknown_language_and_game_are_clear_errors():
    with pytest.raises(locales.LocaleError, match="unsupported language 'xx'"):
        analyze("Destroy target creature.", "xx", "mtg")
    with pytest.raises(locales.LocaleError, match="unknown game 'pokemon'"):
        analyze("Destroy target creature.", "en", "pokemon")
