"""The terminal report: both snippets with the compared words marked, colour only when asked."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import replace
from io import StringIO
from pathlib import Path

import pytest

from linter.model.results import CheckResult
from linter.model.findings import Finding
from linter.model.frames import Span
from linter.writers import get_writer
from linter.writers.text import summary_line
from writers_cases import sample_result, write_cards

ANSI = re.compile(r"\033\[[0-9;]*m")


@pytest.fixture
def result(tmp_path, monkeypatch) -> CheckResult:
    monkeypatch.chdir(tmp_path)
    return sample_result(write_cards(Path("locales")))


def _text(result: CheckResult, color: bool = False) -> str:
    out = StringIO()
    get_writer("text")(result, out, color)
    return out.getvalue()


def _marked(text_line: str, caret_line: str) -> str:
    """The characters of ``text_line`` above the ^^^ (display columns = characters here)."""
    start = caret_line.index("^")
    return text_line[start: start + caret_line.count("^")]


def test_both_snippets_mark_the_compared_words(result):
    lines = _text(result).splitlines()
    assert lines[0].startswith("locales/cards.jsonl:2:97: Twin Tap [es] CL102 target-count (error) ")
    assert lines[1] == "    en: Tap up to two target creatures."
    assert _marked(lines[1], lines[2]) == "up to two target creatures"
    assert lines[3] == "    es: Gira dos criaturas objetivo."
    assert _marked(lines[3], lines[4]) == "dos criaturas objetivo"


def test_no_colour_unless_asked(result):
    assert not ANSI.search(_text(result))


def test_colour_marks_the_words_instead_of_carets(result):
    text = _text(result, color=True)
    assert "\033[1m\033[31mdos criaturas objetivo\033[0m" in text
    assert "\033[1m\033[31mup to two target creatures\033[0m" in text
    assert "^^^" not in text
    assert ANSI.sub("", text).splitlines()[0] == _text(result).splitlines()[0]


def test_summary_line_counts_findings_cards_translations_and_errors(result):
    assert _text(result).splitlines()[-2:] == [
        "locales/cards.jsonl:4: error: invalid JSON at column 45: Expecting ',' delimiter",
        "Found 3 findings (3 errors) in 2 of 3 cards (4 translations checked); 1 input error.",
    ]
    assert summary_line(CheckResult(cards=1, pairs=1)) == "Found 0 findings in 0 of 1 card (1 translation checked)."


def test_carets_stay_under_decomposed_accents(result):
    """Combining accents take no column: the marks must not drift right of the words."""
    f = result.findings[2]
    texts = dict(result.texts[(f.path, f.card)])
    texts["fr"] = unicodedata.normalize("NFD", texts["fr"])
    start = texts["fr"].index("toutes")
    result.texts[(f.path, f.card)] = texts
    result.findings[:] = [replace(f, span=Span(start, len(texts["fr"]) - 1, texts["fr"][start:-1]))]
    lines = _text(result).splitlines()
    assert lines[3] == "    fr: " + texts["fr"]
    assert lines[4] == " " * len("    fr: Détruisez ") + "^" * len("toutes les créatures")


def test_a_translation_without_the_phrase_is_shown_and_said(result):
    f = result.findings[0]
    result.findings[:] = [replace(f, code="CL101", name="target-presence", span=Span(0, 0, ""))]
    lines = _text(result).splitlines()
    assert lines[3] == "    es: Gira dos criaturas objetivo.  (no matching phrase)"


def test_long_lines_are_cut_around_the_words(result):
    f = result.findings[0]
    long = ("When this creature enters, you may pay 2. If you do, tap dos criaturas objetivo, then each "
            "opponent loses 2 life and you gain 2 life for each creature tapped this way this turn.")
    result.texts[(f.path, f.card)] = {**result.texts[(f.path, f.card)], "es": long}
    start = long.index("dos criaturas objetivo")
    result.findings[:] = [replace(f, span=Span(start, start + 22, "dos criaturas objetivo"))]
    lines = _text(result).splitlines()
    assert lines[3].startswith("    es: …") and lines[3].endswith("…") and len(lines[3]) < len(long)
    assert _marked(lines[3], lines[4]) == "dos criaturas objetivo"


def test_a_finding_without_words_has_no_snippets(result):
    unused = Finding("CL901", "unused-suppression", "warning", "mtg", "Murder", "es", "en",
                     "suppression of target-count matches no finding", Span(0, 0, ""), None,
                     path="locales/cards.jsonl", line=1)
    result.findings[:] = [unused]
    lines = _text(result).splitlines()
    assert lines[0] == ("locales/cards.jsonl:1: Murder [es] CL901 unused-suppression (warning) "
                        "suppression of target-count matches no finding")
    assert lines[1].startswith("locales/cards.jsonl:4: error:")
