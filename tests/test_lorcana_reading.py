"""Lorcana phrases read to their end: a player chosen has no zone or controller, the play zone named in a
condition hides no zone, a trigger condition after a story name or its turn is the event's, a bound after an
or-list is the selection's. Sentences written for these tests in the game's templates."""

from __future__ import annotations

from pathlib import Path

from linter.compare import compare
from linter.pipeline import analyze, reset_caches


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


def _ended(text: str, lang: str, game: str = "lorcana") -> list[bool]:
    return [f.ended for f in analyze(text, lang, game).frames if f.concept == "target"]


def test_the_play_zone_named_before_a_phrase_hides_no_zone() -> None:
    """Naming where objects are anyway ("in play", ``structure.play_zone``) restricts nothing: said in a
    condition before the phrase, it leaves the phrase read to its end; another zone there still may be its."""
    en = "If you have a character named Genie in play, return chosen character with cost 4 or less to their player's hand."
    de = (
        "Wenn du einen Dschinni-Charakter im Spiel hast, schicke einen Charakter deiner Wahl, der 4 oder weniger "
        "kostet, auf die zugehörige Hand zurück."
    )
    assert _ended(en, "en") == [True]
    assert _ended(de, "de") == [True]
    assert _ended("If you have a card in your discard, return chosen character to their player's hand.", "en") == [
        False
    ]
    # the same switch in another game: Yu-Gi-Oh!'s field
    ygo = "If you control a Dragon monster on the field, you can target 1 card your opponent controls; destroy it."
    assert _ended(ygo, "en", "ygo") == [True]
    # … while the field's words left unread may be part of another zone phrase
    assert _ended("You can target 1 card in your opponent's field or GY; banish it.", "en", "ygo") == [False]


def test_a_story_name_opens_its_sentence_and_the_trigger_after_it_is_found() -> None:
    """A story name in capitals (CR 5.2.8) stands before the trigger word: the condition is still the event's,
    so "at a location" there is no location of the chosen character."""
    en = "BOLD MOVE Whenever this character quests while at a location, you may deal 1 damage to chosen character."
    de = (
        "KÜHNER ZUG Jedes Mal, wenn dieser Charakter an einem Ort erkundet, darfst du einem Charakter deiner Wahl "
        "1 Schaden zufügen."
    )
    it = (
        "MOSSA AUDACE Ogni volta che questo personaggio va all'avventura mentre si trova in un luogo, puoi "
        "infliggere 1 danno a un personaggio a tua scelta."
    )
    for lang, text in (("en", en), ("de", de), ("it", it)):
        assert _ended(text, lang) == [True], lang


def test_names_in_capitals_open_a_sentence_in_any_game_that_sets_the_switch(custom_locales: Path) -> None:
    text = "VENGEANCE Whenever target creature you control dies, draw a card."
    assert [f.context for f in analyze(text, "en", "mtg").frames if f.concept == "target"] == ["effect"]
    game = custom_locales / "games" / "mtg.yaml"
    game.write_text(
        game.read_text(encoding="utf-8").replace("structure:\n", "structure:\n  ability_names: capitals\n", 1),
        encoding="utf-8",
    )
    reset_caches()
    assert [f.context for f in analyze(text, "en", "mtg").frames if f.concept == "target"] == ["trigger-condition"]


def test_a_condition_may_open_with_the_turn_it_waits_for() -> None:
    """"During your turn, whenever a card is put into your inkwell, …": the inkwell is the event's."""
    for lang, text in (
        ("en", "During your turn, whenever a card is put into your inkwell, chosen character gets +2 this turn."),
        (
            "it",
            "Durante il tuo turno, ogni volta che una carta viene aggiunta al tuo calamaio, un personaggio a tua "
            "scelta ottiene +2 per questo turno.",
        ),
        (
            "fr",
            "Durant votre tour, chaque fois qu'une carte est placée dans votre réserve d'encre, choisissez un "
            "personnage qui gagne +2 pour le reste de ce tour.",
        ),
    ):
        assert _ended(text, lang) == [True], lang


def test_a_bound_after_the_last_kind_of_an_or_list_is_the_selections() -> None:
    """"chosen character, item, or location with cost 2 or less": the cost bounds every kind, and is compared."""
    en = "Return chosen character, item, or location with cost 2 or less to their player's hand."
    frames = analyze(en, "en", "lorcana").frames
    assert [(f.qualifiers, f.ended) for f in frames if f.concept == "target"] == [(("cost-bound",), True)]
    fr = (
        "Choisissez un personnage, un objet ou un lieu coûtant 2 ou moins et renvoyez-le dans la main de son "
        "propriétaire."
    )
    assert _names("fr", en, fr) == []
    dropped = "Choisissez un personnage, un objet ou un lieu et renvoyez-le dans la main de son propriétaire."
    assert "target-restriction" in _names("fr", en, dropped)


def test_italian_damage_equal_to_a_number_and_that_location() -> None:
    """"pari al numero di …" says how much damage, no bound of the character; "in quel luogo" is the location the
    character is at ("here")."""
    it = "Infliggi danno a un personaggio a tua scelta pari al numero di personaggi che hai in gioco."
    assert _ended(it, "it") == [True]
    en = (
        "Whenever this character quests while at a location, ready all other characters here. They can't quest for "
        "the rest of this turn."
    )
    it = (
        "Ogni volta che questo personaggio va all'avventura mentre si trova in un luogo, prepara tutti gli altri "
        "personaggi in quel luogo. Non possono andare all'avventura per il resto di questo turno."
    )
    assert _names("it", en, it) == []


def test_a_reference_to_a_player_answers_no_chosen_card() -> None:
    """"its player" refers to the card's player: it is no counterpart of a card chosen in a discard, which the
    translation marks (and which needs no marking there: Ward applies only in play)."""
    en = "When you play this character, you may shuffle a card from any discard into its player's deck."
    de = (
        "Wenn du diesen Charakter ausspielst, darfst du 1 Karte deiner Wahl aus einem Ablagestapel zurück in das "
        "zugehörige Deck mischen."
    )
    assert _names("de", en, de) == []
    # a reference still pairs with a reference of its kind: "its player" and "son propriétaire" say nothing apart
    fr = (
        "Lorsque vous jouez ce personnage, vous pouvez mélanger une carte de n'importe quelle défausse dans la "
        "pioche de son propriétaire."
    )
    assert _names("fr", en, fr) == []
