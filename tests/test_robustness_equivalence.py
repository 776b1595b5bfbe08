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
from linter.model.analysis import Analysis
from linter.pipeline import analyze


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


def _respelled_cases() -> list[Any]:
    """Each (pair, transform) where the transform changes the source or the translation: only those
    say anything (a pair without quotes is not respelled by typographic quotes)."""
    out = []
    for case_id, lang, game, case in pair_cases():
        texts = (case[case.get("source_lang", "en")], case[lang])
        for name, change in TRANSFORMS.items():
            if any(change(text) != text for text in texts):
                out.append(pytest.param(case_id, lang, game, case, name, id=f"{name}-{case_id}"))
    return out


@pytest.mark.parametrize("case_id,lang,game,case,transform", _respelled_cases())
def test_equivalent_spelling_gives_the_same_findings(case_id: str, lang: str, game: str, case: dict[str, Any],
                                                      transform: str) -> None:
    change = TRANSFORMS[transform]
    assert _finding_names(case, lang, game, change) == _finding_names(case, lang, game, lambda text: text)


def test_every_transform_respells_some_pair() -> None:
    """The corpus keeps each transform meaningful: every one applies to some pair."""
    assert {p.values[4] for p in _respelled_cases()} == set(TRANSFORMS)


def test_the_transforms_change_what_they_say() -> None:
    """Guard against a transform that silently does nothing."""
    sample = "Ciblez 1 monstre ; détruisez-le. L'adversaire \"pioche\" !\nCafé"
    for name, change in TRANSFORMS.items():
        assert change(sample) != sample, name
