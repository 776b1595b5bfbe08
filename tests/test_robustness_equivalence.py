"""Equivalent spellings give identical findings: every translation pair of the project's
corpus, transformed each way a file may spell the same text, yields the same findings."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Any, Callable

import pytest

from corpus_loader import pair_cases
from linter.compare import compare
from linter.pipeline import Analysis, analyze


def _typographic(text: str) -> str:
    """Straight quotes and apostrophes → typographic ones (’ “ ”)."""
    text = text.replace("'", "\u2019")
    return re.sub(r'"([^"]*)"', "\u201c\\1\u201d", text)


def _space_before_high_punctuation(space: str) -> Callable[[str], str]:
    """French spacing: the space before ; : ! ? written as a (narrow) non-breaking space."""
    return lambda text: re.sub(r" ([;:!?])", space + r"\1", text)


TRANSFORMS: dict[str, Callable[[str], str]] = {
    "nfd": lambda text: unicodedata.normalize("NFD", text),
    "typographic-quotes": _typographic,
    "nbsp-before-punctuation": _space_before_high_punctuation("\u00a0"),
    "narrow-nbsp-before-punctuation": _space_before_high_punctuation("\u202f"),
    "crlf": lambda text: text.replace("\n", "\r\n"),
    "doubled-spaces": lambda text: text.replace(" ", "  "),
    "trailing-newline": lambda text: text + "\n",
}


@lru_cache(maxsize=None)
def _analysis(text: str, lang: str, game: str, card_type: str | None) -> Analysis:
    return analyze(text, lang, game, card_type)


def _finding_names(case: dict[str, Any], lang: str, game: str, change: Callable[[str], str]) -> list[str]:
    source_lang = case.get("source_lang", "en")
    src = _analysis(change(case[source_lang]), source_lang, game, case.get("type"))
    tgt = _analysis(change(case[lang]), lang, game, case.get("type"))
    return sorted(f.name for f in compare(case.get("id", "card"), src, tgt))


@pytest.mark.parametrize("transform", TRANSFORMS)
@pytest.mark.parametrize("case_id,lang,game,case", pair_cases(), ids=lambda v: v if isinstance(v, str) else "")
def test_equivalent_spelling_gives_the_same_findings(case_id: str, lang: str, game: str, case: dict[str, Any],
                                                      transform: str) -> None:
    change = TRANSFORMS[transform]
    if all(change(case[k]) == case[k] for k in (case.get("source_lang", "en"), lang)):
        pytest.skip("nothing to respell in this pair")
    assert _finding_names(case, lang, game, change) == _finding_names(case, lang, game, lambda text: text)


def test_the_transforms_change_what_they_say() -> None:
    """Guard against a transform that silently does nothing."""
    sample = "Ciblez 1 monstre ; détruisez-le. L'adversaire \"pioche\" !\nCafé"
    for name, change in TRANSFORMS.items():
        assert change(sample) != sample, name
