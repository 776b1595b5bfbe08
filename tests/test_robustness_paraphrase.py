"""Grammatical freedom does not change findings: every translation pair of the project's corpus,
rewritten each way its languages allow without changing the meaning (tests/paraphrases.py:
numerals, voice, an explicit subject, word order, a describing word), yields the same findings.
Only pairs a rewrite applies to are generated, so no case skips."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pytest

from corpus_loader import pair_cases
from linter.checks import check_text, check_translation
from linter.compare import compare
from linter.model.analysis import Analysis
from linter.pipeline import analyze
from paraphrases import PARAPHRASES


@lru_cache(maxsize=None)
def _analysis(text: str, lang: str, game: str, card_type: str | None) -> Analysis:
    return analyze(text, lang, game, card_type)


def _findings(case: dict[str, Any], lang: str, game: str, texts: dict[str, str]) -> list[tuple[str, str]]:
    source_lang = case.get("source_lang", "en")
    src = _analysis(texts[source_lang], source_lang, game, case.get("type"))
    tgt = _analysis(texts[lang], lang, game, case.get("type"))
    found = compare("card", src, tgt) + check_text("card", tgt, source_lang) + check_translation("card", src, tgt)
    found += check_text("card", src, source_lang)
    return sorted((f.name, f.lang) for f in found)


def _cases() -> list[tuple[str, str, str, dict[str, Any], str, str]]:
    """(id, lang, game, case, rewritten language, rewrite) wherever the rewrite changes a text."""
    out = []
    for case_id, lang, game, case in pair_cases():
        for side in (case.get("source_lang", "en"), lang):
            for name, rewrite in PARAPHRASES.get(side, {}).items():
                if rewrite(case[side]) != case[side]:
                    out.append((f"{case_id}|{side}:{name}", lang, game, case, side, name))
    return out


CASES = _cases()


@pytest.mark.parametrize("case_id,lang,game,case,side,name", CASES, ids=[c[0] for c in CASES])
def test_a_paraphrase_gives_the_same_findings(case_id: str, lang: str, game: str, case: dict[str, Any],
                                              side: str, name: str) -> None:
    source_lang = case.get("source_lang", "en")
    texts = {source_lang: case[source_lang], lang: case[lang]}
    rewritten = dict(texts) | {side: PARAPHRASES[side][name](texts[side])}
    assert _findings(case, lang, game, rewritten) == _findings(case, lang, game, texts), rewritten[side]


def test_every_language_and_rewrite_has_cases():
    """Each rewrite applies somewhere in the corpus: none is dead, every language is covered."""
    covered = {(side, name) for *_, side, name in CASES}
    assert covered == {(lang, name) for lang, rewrites in PARAPHRASES.items() for name in rewrites}


@pytest.mark.parametrize("lang,name,text,expected", [
    ("en", "passive-voice", "Destroy target creature an opponent controls.",
     "Destroy target creature controlled by an opponent."),
    ("es", "explicit-subject", "Destruye la criatura objetivo que controla un oponente.",
     "Destruye la criatura objetivo que un oponente controla."),
    ("de", "beliebig-one", "Zerstöre eine Kreatur deiner Wahl.", "Zerstöre eine beliebige Kreatur deiner Wahl."),
    ("fr", "passive-voice", "Détruisez deux créatures ciblées que vous contrôlez.",
     "Détruisez deux créatures ciblées contrôlées par vous."),
    ("fr", "numerals", "Détruisez deux créatures ciblées.", "Détruisez 2 créatures ciblées."),
    ("fr", "choice-wording", "Bannissez un personnage adverse de votre choix.", "Bannissez un personnage adverse au choix."),
    ("fr", "choice-wording", "Choisissez l'une de vos cartes Action.", "Choisissez une de vos cartes Action."),
    ("it", "passive-voice", "TAPpa due creature bersaglio che un avversario controlla.",
     "TAPpa due creature bersaglio controllate da un avversario."),
    ("it", "word-order", "TAPpa una creatura bersaglio controllata da un avversario.",
     "TAPpa una creatura bersaglio che un avversario controlla."),
    ("it", "articles", "Distruggi un artefatto o un incantesimo bersaglio.", "Distruggi un artefatto o incantesimo bersaglio."),
    ("it", "numerals", "TAPpa fino a due creature bersaglio.", "TAPpa fino a 2 creature bersaglio."),
])
def test_rewrites_keep_agreement(lang: str, name: str, text: str, expected: str) -> None:
    assert PARAPHRASES[lang][name](text) == expected
