"""Issue 24: French, German and Italian Lorcana wording classes that official cards use rarely, by class of
language (not by card): where a moved or put card goes, a restriction said once before a list of nouns, two
"chosen" in one sentence against one in the translation, adverbs that look like qualifiers. Sentences written
for these tests in the game's templates."""

from __future__ import annotations

import pytest
import yaml

from linter.compare import compare
from linter.pipeline import analyze, reset_caches


def _names(en: str, text: str, lang: str, game: str = "lorcana") -> list[str]:
    return sorted(f.name for f in compare("c", analyze(en, "en", game), analyze(text, lang, game)))


def _frames(text: str, lang: str, game: str = "lorcana") -> list[tuple[str, str | None, str | None, bool]]:
    return [(f.concept, f.controller, f.location, f.ended) for f in analyze(text, lang, game).frames]


# -- where a card is moved or put is the verb's, not a restriction of the card (phrase_ends.placing) ---------
FAITHFUL_DESTINATIONS = [
    (
        "fr",
        "Move chosen character to a location for free.",
        "Déplacez gratuitement un personnage de votre choix sur un lieu.",
    ),
    (
        "fr",
        "Whenever this character quests, you may move chosen character of yours here for free.",
        "Chaque fois que ce personnage est envoyé à l'aventure, vous pouvez déplacer gratuitement l'un de vos "
        "personnages de votre choix sur ce lieu.",
    ),
    (
        "fr",
        "Shuffle chosen character into their player's deck.",
        "Mélangez un personnage de votre choix dans la pioche de son propriétaire.",
    ),
    (
        "fr",
        "Put chosen character on the top of their player's deck.",
        "Placez un personnage de votre choix sur le dessus de la pioche de son propriétaire.",
    ),
    (
        "fr",
        "Return chosen character card from your discard to your hand.",
        "Renvoyez dans votre main une carte Personnage de votre choix de votre défausse.",
    ),
    (
        "fr",
        "Shuffle chosen card from your discard into your deck.",
        "Remélangez dans votre pioche une carte de votre choix de votre défausse.",
    ),
    (
        "it",
        "Move chosen character to a location for free.",
        "Sposta gratuitamente un personaggio a tua scelta in un luogo.",
    ),
    (
        "it",
        "Shuffle chosen card from your discard into your deck.",
        "Rimescola nel tuo mazzo una carta a tua scelta dai tuoi scarti.",
    ),
    (
        "de",
        "Whenever this character quests, you may move chosen character of yours here for free.",
        "Jedes Mal, wenn dieser Charakter erkundet, darfst du einen deiner Charaktere deiner Wahl kostenlos an "
        "diesen Ort bewegen.",
    ),
]


@pytest.mark.parametrize(("lang", "en", "text"), FAITHFUL_DESTINATIONS)
def test_where_a_card_is_moved_or_put_restricts_nothing(lang: str, en: str, text: str) -> None:
    assert _names(en, text, lang) == []


def test_a_location_or_zone_no_moving_verb_governs_still_restricts() -> None:
    # the same words after a verb that moves nothing say where the character must be
    assert _frames("Redressez un personnage de votre choix sur un lieu.", "fr")[0][2] == "location"
    assert _frames("Ready chosen character here.", "en")[0][2] == "here"
    assert _frames("Prepara un personaggio a tua scelta in un luogo.", "it")[0][2] == "location"
    en = "Ready chosen character of yours at a location."
    assert "target-restriction" in _names(en, "Redressez l'un de vos personnages de votre choix.", "fr")
    # the zone a card is chosen from is still compared beside where it goes
    assert [
        f.zone
        for f in analyze("Choisissez une carte dans votre main et placez-la sous votre pioche.", "fr", "lorcana").frames
    ] == ["hand"]
    assert "zone" in _names(
        "Shuffle chosen card from your discard into your deck.",
        "Remélangez dans votre pioche une carte de votre choix de votre main.",
        "fr",
    )


def test_a_location_the_verb_moves_to_is_the_chosen_locations_own_place() -> None:
    """ "déplacez-le sur un lieu de votre choix": the location is chosen, and it is where the character goes."""
    text = "Choisissez l'un de vos personnages et déplacez-le sur un lieu de votre choix."
    assert _frames(text, "fr") == [("target", "you", None, True), ("target", None, None, True)]


def test_another_game_declares_a_moving_verb_whose_location_is_where_it_goes(custom_locales) -> None:
    """The mechanism is the language's data: Riftbound's English "move … here" becomes where a unit goes."""
    path = custom_locales / "en" / "riftbound.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    reset_caches()
    assert _frames("Move an enemy unit here.", "en", "riftbound")[0][2] == "here"
    data.setdefault("phrase_ends", {})["placing"] = {"verbs": ["move"], "complements": ["here"]}
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    reset_caches()
    assert _frames("Move an enemy unit here.", "en", "riftbound")[0][2] is None
    assert _frames("Stun an enemy unit here.", "en", "riftbound")[0][2] == "here"


# -- a restriction said with the first noun of a list is the whole list's ----------------------------------
FAITHFUL_LISTS = [
    (
        "Return chosen opposing character or item to their player's hand.",
        "Schicke einen gegnerischen Charakter oder Gegenstand deiner Wahl auf die zugehörige Hand zurück.",
    ),
    (
        "Return chosen opposing character, item, or location with cost 3 or less to their player's hand.",
        "Schicke einen gegnerischen Charakter, Gegenstand oder Ort deiner Wahl, der 3 oder weniger kostet, auf die "
        "zugehörige Hand zurück.",
    ),
    ("Banish chosen character or item of yours.", "Verbanne einen deiner Charaktere oder Gegenstände deiner Wahl."),
]


@pytest.mark.parametrize(("en", "de"), FAITHFUL_LISTS)
def test_german_says_whose_once_before_a_list_of_nouns(en: str, de: str) -> None:
    assert _names(en, de, "de") == []
    assert all(ended for *_, ended in _frames(de, "de"))


def test_whose_is_still_compared_before_a_list() -> None:
    en = "Return chosen opposing character or item to their player's hand."
    dropped = "Schicke einen Charakter oder Gegenstand deiner Wahl auf die zugehörige Hand zurück."
    swapped = "Schicke einen deiner Charaktere oder Gegenstände deiner Wahl auf die zugehörige Hand zurück."
    assert "target-restriction" in _names(en, dropped, "de")
    assert "target-restriction" in _names(en, swapped, "de")
    # an article before the second noun opens a phrase of its own: "gegnerischen" is the first one's
    assert _frames("Verbanne einen gegnerischen Charakter oder einen Gegenstand deiner Wahl.", "de")[0][1] is None


def test_another_game_reads_a_restriction_before_a_list(custom_locales) -> None:
    """The mechanism is the engine's: German Altered, given an adjective that says whose, reads it over a list."""
    path = custom_locales / "de" / "altered.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["details"]["controller"]["opponent"].append("gegnerischen Charakter")
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    reset_caches()
    text = "Schicke einen gegnerischen Charakter oder Expedition deiner Wahl in die Reserve."
    assert [(f.controller, f.object) for f in analyze(text, "de", "altered").frames] == [
        ("opponent", "character|expedition")
    ]


# -- two "chosen" in one sentence, one in the translation: what it says decides its partner ----------------
def test_a_lone_translation_frame_pairs_with_the_source_frame_it_matches() -> None:
    en = "Whenever one of your characters challenges, you may move 1 damage counter from chosen character to chosen opposing character."
    de = (
        "Jedes Mal, wenn einer deiner Charaktere herausfordert, darfst du 1 Schadensmarker von einem Charakter zu "
        "einem gegnerischen Charakter deiner Wahl verschieben."
    )
    found = compare("c", analyze(en, "en", "lorcana"), analyze(de, "de", "lorcana"))
    # the first selection lost its choice word; the opposing one is translated faithfully
    assert [(f.name, f.source_span and f.source_span.text) for f in found] == [("target-presence", "chosen character")]


# -- German: an uninflected participle says how a card is put, or is a relative clause's predicate ---------
def test_german_uninflected_exerted_is_no_qualifier_before_or_after_the_noun() -> None:
    put = "Lege einen Gegenstand deiner Wahl verdeckt und erschöpft in den zugehörigen Tintenvorrat."
    assert [f.qualifiers for f in analyze(put, "de", "lorcana").frames] == [()]
    en = "Put chosen exerted character into their player's inkwell facedown and exerted."
    de = "Lege einen erschöpften Charakter deiner Wahl verdeckt und erschöpft in den zugehörigen Tintenvorrat."
    assert _names(en, de, "de") == []
    predicate = "Verbanne einen Charakter deiner Wahl, der erschöpft ist."
    assert [f.qualifiers for f in analyze(predicate, "de", "lorcana").frames] == [("exerted",)]


# -- "another" and "of yours" in either order ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "Ein anderer deiner Charaktere deiner Wahl erhält in diesem Zug +2."),
        ("fr", "L'un de vos autres personnages de votre choix gagne +2 pour le reste de ce tour."),
    ],
)
def test_another_said_before_whose_they_are(lang: str, text: str) -> None:
    en = "Another chosen character of yours gets +2 this turn."
    assert _names(en, text, lang) == []
    assert "target-restriction" in _names("Chosen character of yours gets +2 this turn.", text, lang)


def test_french_damage_said_without_a_number() -> None:
    en = "Banish chosen damaged character."
    for fr in (
        "Choisissez un personnage ayant des dommages et bannissez-le.",
        "Bannissez un personnage de votre choix qui a des dommages.",
    ):
        assert _names(en, fr, "fr") == []
    assert "target-restriction" in _names(en, "Bannissez un personnage de votre choix.", "fr")


def test_a_card_an_opponent_discards_of_their_choice_is_no_selection_in_french() -> None:
    en = "Each opponent chooses and discards a card."
    assert _names(en, "Chaque adversaire défausse une carte de son choix.", "fr") == []
    # … while what they banish of their choice is their choice in play
    banish = "Chaque adversaire bannit un personnage de son choix."
    assert [f.concept for f in analyze(banish, "fr", "lorcana").frames] == ["choice"]


# -- "If you do" opening a sentence is no trigger condition, in any language that says it with a trigger word --
def test_german_if_you_do_makes_what_follows_optional() -> None:
    en = "You may pay 2. If you do, deal 2 damage to chosen character."
    for de in (
        "Du darfst 2 bezahlen. Wenn du dies tust, füge einem Charakter deiner Wahl 2 Schaden zu.",
        "Du darfst 2 bezahlen. Falls du das tust, füge einem Charakter deiner Wahl 2 Schaden zu.",
    ):
        assert _names(en, de, "de") == []
        assert [f.optional for f in analyze(de, "de", "lorcana").frames] == [True]
    # a trigger word before anything else still opens a trigger condition
    trigger = "Wenn du diesen Charakter ausspielst, füge einem Charakter deiner Wahl 2 Schaden zu."
    assert [f.optional for f in analyze(trigger, "de", "lorcana").frames] == [False]


def test_another_game_reads_if_you_do_after_its_trigger_word(custom_locales) -> None:
    """The mechanism is the engine's: German Magic opens a trigger condition with "wenn"; once "wenn du das tust"
    is declared optional, the sentence it opens is optional, no trigger condition."""
    text = "Du kannst eine Karte abwerfen. Wenn du das tust, zerstöre eine Kreatur deiner Wahl."
    assert [f.optional for f in analyze(text, "de", "mtg").frames] == [False]
    path = custom_locales / "de" / "mtg.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["details"]["optional"] = ["wenn du das tust"]
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    reset_caches()
    assert [(f.optional, f.context) for f in analyze(text, "de", "mtg").frames] == [(True, "effect")]


# -- more ways to say a restriction or a count --------------------------------------------------------------
def test_damaged_said_with_the_damage_and_up_to_with_maximum() -> None:
    assert (
        _names(
            "Return chosen damaged character to their player's hand.",
            "Schicke einen Charakter deiner Wahl mit Schaden auf die zugehörige Hand zurück.",
            "de",
        )
        == []
    )
    en = "Exert up to 2 chosen characters."
    for fr in ("Épuisez au maximum 2 personnages de votre choix.", "Épuisez 2 personnages maximum de votre choix."):
        assert _names(en, fr, "fr") == []
    assert "target-count" in _names(en, "Épuisez 2 personnages de votre choix.", "fr")


def test_italian_support_granted_to_others_says_may_in_their_person() -> None:
    en = (
        "Your characters named Mickey Mouse gain Support. (Whenever they quest, you may add their to another chosen "
        "character's this turn.)"
    )
    it = (
        "I tuoi personaggi chiamati Topolino ottengono Aiutante. (Ogni volta che vanno all'avventura, possono "
        "aggiungere la loro alla di un altro personaggio a tua scelta per questo turno.)"
    )
    assert _names(en, it, "it") == []


@pytest.mark.parametrize(
    ("lang", "en", "text"),
    [
        (
            "fr",
            "Return chosen character with cost 2 or less to their player's hand.",
            "Choisissez un personnage qui coûte 2 ou moins et renvoyez-le dans la main de son propriétaire.",
        ),
        ("fr", "Exert up to 2 chosen characters.", "Choisissez au plus 2 personnages et épuisez-les."),
        (
            "fr",
            "You may deal 2 damage to chosen character.",
            "Si vous le souhaitez, choisissez un personnage et infligez-lui 2 dommages.",
        ),
        (
            "de",
            "Deal 2 damage to chosen character with no damage.",
            "Füge einem Charakter deiner Wahl, der keinen Schaden hat, 2 Schaden zu.",
        ),
        ("de", "Banish chosen damaged character.", "Verbanne einen Charakter deiner Wahl, der Schaden hat."),
        (
            "fr",
            "Deal 2 damage to chosen character who has no damage.",
            "Choisissez un personnage qui n'a pas de dommage et infligez-lui 2 dommages.",
        ),
    ],
)
def test_a_restriction_count_or_may_said_in_a_clause_of_its_own(lang: str, en: str, text: str) -> None:
    assert _names(en, text, lang) == []


def test_a_restriction_in_a_relative_clause_is_still_compared() -> None:
    assert "target-restriction" in _names(
        "Return chosen character to their player's hand.",
        "Choisissez un personnage qui coûte 2 ou moins et renvoyez-le dans la main de son propriétaire.",
        "fr",
    )
    assert "target-restriction" in _names(
        "Deal 2 damage to chosen character.",
        "Füge einem Charakter deiner Wahl, der keinen Schaden hat, 2 Schaden zu.",
        "de",
    )
