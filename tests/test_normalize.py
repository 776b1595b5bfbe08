"""Normalization folds equivalent spellings and maps spans back to the user's text."""

import unicodedata

from linter.normalize import normalize
from linter.pipeline import analyze


def test_folds_typographic_spellings():
    text = "Ciblez\u00a0une cre\u0301ature ; l\u2019autre\r\n  X\u202f:"
    norm = normalize(text)
    assert norm.text == "Ciblez une créature ; l'autre\nX :"


def test_span_maps_back_to_original_characters():
    text = "Zerstöre  eine Kreatur\u00a0deiner Wahl."
    norm = normalize(unicodedata.normalize("NFD", text))
    start = norm.text.index("Kreatur")
    a, b = norm.to_original(start, start + len("Kreatur deiner Wahl"))
    assert unicodedata.normalize("NFC", norm.original[a:b]) == "Kreatur\u00a0deiner Wahl"


def test_frames_point_into_the_original_text():
    text = "Tap  up to two\u00a0target creatures."
    frame = analyze(text, "en", "mtg").frames[0]
    assert text[frame.span.start:frame.span.end] == frame.span.text == "up to two\u00a0target creatures"


def test_unpaired_surrogates_and_controls_do_not_break_analysis():
    result = analyze("Destroy \ud800 target\x00 creature\u200b.", "en", "mtg")
    assert [f.concept for f in result.frames] == ["target"]
