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


def _restriction(game: str, en: str, lang: str, text: str, kind: str = "Spell") -> str:
    findings = compare("c1", analyze(en, "en", game, kind), analyze(text, lang, game, kind))
    (finding,) = [f for f in findings if f.name == "target-restriction"]
    return finding.message


def test_an_all_selection_is_explained_by_what_it_takes_not_by_legal_targets() -> None:
    message = _restriction("mtg", "Destroy all creatures target player controls.", "de",
                           "Zerstöre alle Artefakte, die ein Spieler deiner Wahl kontrolliert.")
    assert "legal target" not in message and "every object that meets its restriction" in message
    assert "Rule: CR 608.2c" in message


def test_a_riftbound_all_selection_keeps_the_rule_name_and_says_what_it_takes() -> None:
    message = _restriction("riftbound", "Kill all enemy units at a battlefield.", "fr",
                           "Tuez toutes les unités alliées à un champ de bataille.")
    assert "target" not in message.split(";", 1)[1] and "every object" in message


def test_a_target_keeps_its_legal_targets_explanation() -> None:
    message = _restriction("mtg", "Destroy target creature an opponent controls.", "es",
                           "Destruye la criatura objetivo que controlas.")
    assert "legal targets" in message and "Rule: CR 115.1, 601.2c" in message
