"""A finding's "why" speaks the game's own terms where its data words it (locales/games/*.yaml ``why``)."""

from __future__ import annotations

from linter.compare import compare
from linter.pipeline import analyze


def _presence(game: str, en: str, lang: str, text: str) -> str:
    findings = compare("c1", analyze(en, "en", game), analyze(text, lang, game))
    (finding,) = [f for f in findings if f.name == "target-presence"]
    return finding.message


def test_yugioh_explains_targeting_without_magic_keywords() -> None:
    message = _presence("ygo", "Target 1 monster your opponent controls; destroy it.", "es",
                        "Destruye 1 monstruo que controle tu adversario.")
    assert "hexproof" not in message and "declared on activation" in message and "Rule: PSCT" in message


def test_magic_keeps_the_rule_s_own_words() -> None:
    message = _presence("mtg", "Destroy target creature.", "es", "Destruye una criatura.")
    assert "hexproof" in message
