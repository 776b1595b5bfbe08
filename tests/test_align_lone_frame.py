"""A lone frame on one side has no order among its side's frames: its details alone say which of the other
side's frames it translates ("from chosen character to chosen opposing character" against a German text that
marks only the opposing one). Written for Lorcana, shown on Magic too."""

from __future__ import annotations

from linter.align import aligned
from linter.compare import compare
from linter.pipeline import analyze


def _names(game: str, lang: str, en: str, text: str) -> list[str]:
    return sorted(f.name for f in compare("c", analyze(en, "en", game), analyze(text, lang, game)))


def test_the_lone_translated_frame_pairs_with_the_source_frame_it_matches() -> None:
    en = "Whenever one of your characters challenges, you may move 1 damage counter from chosen character to chosen opposing character."
    de = (
        "Jedes Mal, wenn einer deiner Charaktere herausfordert, darfst du 1 Schadensmarker von einem deiner "
        "Charaktere zu einem gegnerischen Charakter deiner Wahl verschieben."
    )
    card = aligned("c", analyze(en, "en", "lorcana"), analyze(de, "de", "lorcana"))
    (pair,) = [p for p in card.pairs if p.source is not None and p.target is not None]
    assert pair.source.controller == pair.target.controller == "opponent"


def test_any_game_pairs_a_lone_frame_by_its_details() -> None:
    en = "Return target creature you control to its owner's hand, then destroy target creature an opponent controls."
    es = "Destruye la criatura objetivo que controla un oponente."
    # the first English target is the one missing: no restriction differs on the one translated
    assert _names("mtg", "es", en, es) == ["target-presence"]
