"""Locale codes through Babel, and turning text offsets back into file positions."""

from __future__ import annotations

import pytest

from linter.locale_codes import display_name, is_locale_code, language_key, language_of, variant_groups
from linter.model.places import TextPosition


@pytest.mark.parametrize("code, language", [
    ("es_ES", "es"), ("es-419", "es"), ("fr-CA", "fr"), ("de_AT", "de"), ("es", "es"), ("en_US", "en"),
    ("it_IT", "it"), ("it-CH", "it"), ("it", "it"),  # Italian, the fifth language: data in locales/it only
])
def test_language_of(code, language):
    assert language_of(code) == language


@pytest.mark.parametrize("code", ["xx", "zz-ZZ", "Spanish", "notes", "", "es--ES"])
def test_unknown_or_invalid_codes_raise_a_clear_error(code):
    with pytest.raises(ValueError, match="locale code"):
        language_of(code)
    assert not is_locale_code(code)


def test_display_names_are_babels_english_names():
    assert display_name("es-419") == "Spanish (Latin America)"
    assert display_name("fr-CA") == "French (Canada)"
    assert display_name("de_AT") == "German (Austria)"
    assert display_name("es") == "Spanish"
    assert display_name("it_CH") == "Italian (Switzerland)"
    assert display_name("xx") == "xx"  # shown as written: a report never fails on an odd code


def test_language_key_keeps_unknown_codes_for_the_checker_to_report():
    assert language_key("es-419") == "es"
    assert language_key("xx") == "xx"


def test_variants_of_one_language_become_separate_groups():
    groups, dropped = variant_groups(["en", "es_ES", "es-419", "fr-CA", "en-GB"], "en")
    assert groups == [{"en": "en", "es": "es_ES", "fr": "fr-CA"}, {"en": "en", "es": "es-419"}]
    assert dropped == ["en-GB"]


def test_positions_in_each_encoding():
    text = 'Destruye "la" criatura\nobjetivo.'
    at = text.index("criatura")
    assert TextPosition(3, 10, "raw").at(text, at) == (3, 24)
    assert TextPosition(3, 10, "raw").at(text, text.index("objetivo")) == (4, 1)
    escaped = 'Destruye \\"la\\" criatura\\n'
    assert TextPosition(3, 10, "json").at(text, text.index("objetivo")) == (3, 10 + len(escaped))
    assert TextPosition(3, 10, "csv").at(text, at) == (3, 10 + len('Destruye ""la"" '))
    assert TextPosition(3, 10, "po").at(text, at) == (3, 10 + len('Destruye \\"la\\" '))
    assert TextPosition(1, 1, "json-ascii").at("Détruisez une créature", 3) == (1, 9)  # after D\u00e9t


def test_anchors_follow_wrapped_pieces():
    # msgstr ""
    # "Destruye hasta dos "      (line 7, text from column 2)
    # "criaturas objetivo."      (line 8)
    text = "Destruye hasta dos criaturas objetivo."
    position = TextPosition(7, 2, "po", ((19, 8, 2),))
    assert position.at(text, text.index("hasta")) == (7, 11)
    assert position.at(text, text.index("criaturas")) == (8, 2)
    assert position.at(text, text.index("objetivo")) == (8, 12)
