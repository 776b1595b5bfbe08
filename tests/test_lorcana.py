"""Disney Lorcana, a fifth game through locales/ (issue 24): "chosen" is its targeting word, "each"/"all"
choose nothing, Ward stops only opponents (CR 8.15.1), reminder text is compared as reminder (1.1.7)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from linter.compare import compare
from linter.locales import available_games, load_game
from linter.pipeline import analyze, reset_caches

BUNDLED = Path(__file__).resolve().parents[1] / "locales"


def _frames(text: str, lang: str) -> list[tuple[str, str | None, str | None]]:
    return [(f.concept, f.object, f.controller) for f in analyze(text, lang, "lorcana").frames]


def _names(en: str, lang: str, text: str, game: str = "lorcana") -> list[str]:
    return [f.name for f in compare("c1", analyze(en, "en", game), analyze(text, lang, game))]


def test_lorcana_is_a_game_of_locales_games() -> None:
    assert "lorcana" in available_games()
    assert load_game("lorcana").title == "Disney Lorcana"


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "Deal 3 damage to chosen character."),
        ("fr", "Choisissez un personnage et infligez-lui 3 dommages."),
        ("fr", "Infligez 3 dommages à un personnage de votre choix."),
        ("de", "Füge einem Charakter deiner Wahl 3 Schaden zu."),
        ("de", "Wähle einen Charakter. Er erhält in diesem Zug +2."),
    ],
)
def test_chosen_is_a_target_in_every_language(lang: str, text: str) -> None:
    assert _frames(text, lang) == [("target", "character", None)]


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "Deal 2 damage to each opposing character."),
        ("fr", "Infligez 2 dommages à chaque personnage adverse."),
        ("de", "Füge jedem gegnerischen Charakter 2 Schaden zu."),
    ],
)
def test_each_opposing_chooses_nothing(lang: str, text: str) -> None:
    assert _frames(text, lang) == [("all", "character", "opponent")]


def test_opposing_players_are_opponents_not_a_restriction() -> None:
    assert _frames("Each opposing player loses 2 lore.", "en") == _frames("Chaque adversaire perd 2 éclats de Lore.", "fr")


def test_a_discard_chooses_in_the_hand_and_is_no_selection() -> None:
    # 7.3.4: the discarding player always chooses; "chooses and discards" is "discards"
    assert _names("Each opponent chooses and discards a card.", "fr", "Chaque adversaire défausse une carte.") == []
    assert _names("Each opponent chooses and discards a card.", "de",
                  "Alle gegnerischen Mitspielenden wählen je 1 Karte aus ihrer Hand und werfen sie ab.") == []


def test_chosen_dropped_is_reported_with_ward_as_the_reason() -> None:
    findings = compare("c1", analyze("Banish chosen opposing character.", "en", "lorcana"),
                       analyze("Bannissez un personnage adverse.", "fr", "lorcana"))
    (finding,) = [f for f in findings if f.name == "target-presence"]
    assert "Ward" in finding.message and "hexproof" not in finding.message
    assert "Disney Lorcana CR" in finding.message


def test_chosen_turned_into_each_is_a_kind_of_selection() -> None:
    assert "selection-kind" in _names("Banish chosen opposing character.", "de",
                                      "Verbanne jeden gegnerischen Charakter.")


def test_opposing_dropped_and_swapped_are_restrictions() -> None:
    assert "target-restriction" in _names("Exert chosen opposing character.", "fr",
                                          "Choisissez un personnage et épuisez-le.")
    assert "target-restriction" in _names("Exert chosen opposing character.", "de",
                                          "Erschöpfe einen deiner Charaktere deiner Wahl.")


def test_up_to_and_counts_are_compared() -> None:
    assert "target-count" in _names("Up to 2 chosen characters get -1 this turn.", "fr",
                                    "Deux personnages de votre choix perdent 1 pour le reste de ce tour.")


def test_faithful_translations_have_no_finding() -> None:
    assert _names("Return chosen character with cost 4 or less to their player's hand.", "de",
                  "Schicke einen Charakter deiner Wahl, der 4 oder weniger kostet, auf die zugehörige Hand zurück.") == []
    assert _names("You may pay 2 to deal 2 damage to chosen character.", "fr",
                  "Vous pouvez payer 2. Si vous le faites, choisissez un personnage et infligez-lui 2 dommages.") == []


def test_an_icon_gap_is_never_a_difference() -> None:
    # the catalog strips the icons in every language: "can't to sing songs"
    assert _names("VOICELESS This character can't to sing songs.", "fr",
                  "SANS VOIX Ce personnage ne peut pas être pour chanter des chansons.") == []


def test_reminder_text_is_compared_as_reminder_text() -> None:
    en = "Support (Whenever this character quests, you may add their to another chosen character's this turn.)"
    fr = "Soutien (Lorsque ce personnage est envoyé à l'aventure, vous pouvez ajouter sa à celle de chaque personnage pour le reste de ce tour.)"
    findings = compare("c1", analyze(en, "en", "lorcana"), analyze(fr, "fr", "lorcana"))
    assert findings and all(f.reminder for f in findings)


# Ward stops only opponents (8.15.1): among your own characters, "chosen" and an unmarked choice play alike.
def test_a_selection_among_your_own_characters_needs_no_chosen() -> None:
    assert _names("Ready chosen character of yours.", "fr", "Redressez l'un de vos personnages.") == []
    assert _names("Ready chosen character of yours.", "de", "Mache einen deiner Charaktere bereit.") == []


def test_a_selection_that_may_take_an_opposing_character_still_needs_chosen() -> None:
    assert "target-presence" in _names("Ready chosen character.", "fr", "Redressez un personnage.")


def _switch_on(locales: Path, game: str, switch: str) -> None:
    """Set a structure switch in a copy of a game's file, as a localization lead would."""
    path = locales / "games" / f"{game}.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("structure:\n", f"structure:\n  {switch}\n", 1),
                    encoding="utf-8")
    reset_caches()


def test_protection_that_stops_only_opponents_is_a_switch_any_game_can_set(custom_locales: Path) -> None:
    en, fr = "Send target Character you control to Reserve.", "Envoyez un Personnage que vous contrôlez en Réserve."
    assert "target-presence" in _names(en, "fr", fr, game="altered")
    _switch_on(custom_locales, "altered", "protection_stops: opponents")
    assert "target-presence" not in _names(en, "fr", fr, game="altered")
    # an opponent's objects can still be protected
    assert "target-presence" in _names("Send target Character an opponent controls to Reserve.", "fr",
                                       "Envoyez un Personnage qu'un adversaire contrôle en Réserve.", game="altered")


def test_protection_stops_takes_only_known_values(custom_locales: Path) -> None:
    from linter.locales import LocaleError

    game = custom_locales / "games" / "lorcana.yaml"
    game.write_text(game.read_text(encoding="utf-8").replace("protection_stops: opponents", "protection_stops: nobody"),
                    encoding="utf-8")
    reset_caches()
    with pytest.raises(LocaleError, match="protection_stops"):
        load_game("lorcana")


def test_the_command_line_accepts_and_lists_lorcana() -> None:
    run = subprocess.run([sys.executable, "-m", "linter", "analyze", "--game", "lorcana", "--lang", "de", "--format", "json",
                          "Verbanne einen gegnerischen Gegenstand deiner Wahl."], capture_output=True, text=True, check=False)
    assert run.returncode == 0 and '"concept": "target"' in run.stdout
    helped = subprocess.run([sys.executable, "-m", "linter", "check", "--help"], capture_output=True, text=True, check=False)
    assert "lorcana" in helped.stdout


@pytest.mark.parametrize(
    "text,expected",
    [
        ("Infliggi 3 danni a un personaggio a tua scelta.", [("target", "character", None)]),
        ("Esilia un oggetto avversario a tua scelta.", [("target", "item", "opponent")]),
        ("Infliggi 2 danni a ogni personaggio avversario.", [("all", "character", "opponent")]),
    ],
)
def test_italian_a_tua_scelta_is_chosen(text: str, expected: list[tuple[str, str | None, str | None]]) -> None:
    assert _frames(text, "it") == expected


def test_italian_own_character_needs_no_chosen_and_a_discard_is_no_selection() -> None:
    assert _names("Ready chosen character of yours.", "it", "Prepara un tuo personaggio.") == []
    assert _names("Draw 2 cards, then choose and discard a card.", "it", "Pesca 2 carte, poi scegli e scarta 1 carta.") == []


# Ward is an ability, and an ability applies only while its card is in play (CR 1.6.1)
def test_a_selection_outside_play_needs_no_chosen() -> None:
    en = "Shuffle chosen card from your discard into your deck."
    assert _names(en, "de", "Mische 1 Karte aus deinem Ablagestapel in dein Deck.") == []
    assert "target-presence" in _names("Banish chosen item.", "de", "Verbanne 1 Gegenstand.")
    # a player is in no zone: Ward, a card's ability, never protects one
    assert _names("Chosen opponent loses 1 lore.", "fr", "Un adversaire perd 1 éclat de Lore.") == []


def test_protection_only_in_play_is_a_switch_any_game_can_set(custom_locales: Path) -> None:
    en, fr = "Return target card from your Reserve to your hand.", "Renvoyez une carte de votre Réserve dans votre main."
    assert "target-presence" in _names(en, "fr", fr, game="altered")
    _switch_on(custom_locales, "altered", "protection_in: expedition")
    assert "target-presence" not in _names(en, "fr", fr, game="altered")


# A story name in capitals names its ability and takes no part in play (CR 5.2.8)
def test_a_story_name_is_no_rules_text() -> None:
    source = analyze("YOU CAN REALLY MOVE When you play this character, chosen character gains Evasive.", "en", "lorcana")
    assert [(f.concept, f.optional) for f in source.frames] == [("target", False)]
    assert _frames("LA PLUS GRANDE STAR DE TOUS LES TEMPS Lorsque ce personnage est banni, infligez 5 dommages "
                   "à chaque personnage adverse.", "fr") == [("all", "character", "opponent")]
    assert not analyze("CHOISISSEZ-EN UN! Lorsque vous jouez ce personnage, piochez une carte.", "fr", "lorcana").unrecognized


def test_names_in_capitals_are_a_switch_any_game_can_set(custom_locales: Path) -> None:
    text = "TARGET PRACTICE Destroy target creature."
    assert len(analyze(text, "en", "mtg").frames) == 2
    game = custom_locales / "games" / "mtg.yaml"
    game.write_text(game.read_text(encoding="utf-8").replace(
        "structure:\n", "structure:\n  ability_names: capitals\n", 1), encoding="utf-8")
    reset_caches()
    assert [f.span.text for f in analyze(text, "en", "mtg").frames] == ["target creature"]
