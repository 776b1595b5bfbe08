"""Lorcana phrases read to their end, and what follows them: a player chosen has no zone or controller,
… Sentences written for these tests in the game's templates."""

from __future__ import annotations

from linter.compare import compare
from linter.pipeline import analyze


def _names(lang: str, en: str, text: str) -> list[str]:
    return sorted(f.name for f in compare("c", analyze(en, "en", "lorcana"), analyze(text, lang, "lorcana")))


def test_a_chosen_player_is_in_no_zone() -> None:
    """"the deck of chosen opponent" is where the cards go, not where the opponent is (a player is in no
    zone: ``structure.players``)."""
    en = "Choose up to 3 cards from chosen opponent's discard and shuffle them into their deck."
    it = "Scegli fino a 3 carte dagli scarti di un avversario a tua scelta e rimescolale nel suo mazzo."
    assert "zone" not in _names("it", en, it)
    opponent = [f for f in analyze(it, "it", "lorcana").frames if f.object == "opponent"]
    assert [(f.zone, f.controller) for f in opponent] == [(None, None)]
    en_frames = analyze("Whenever you quest, chosen opponent discards a card.", "en", "lorcana").frames
    assert [f.ended for f in en_frames if f.object == "opponent"] == [True]
