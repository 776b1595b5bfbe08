"""Issue 20: a restriction compared wherever its phrase stands. Where a phrase ends comes from the
language (``phrase_ends`` in locales/<lang>/common.yaml); a frame knows, restriction by restriction,
whether it lacks one; details attach by structure; an "all" selection is compared like a target.
Sentences written for the project."""

import pytest

from linter.compare import compare
from linter.pipeline import analyze, pipeline


def _names(source, translation, lang, game="mtg"):
    return sorted(f.name for f in compare("card", analyze(source, "en", game), analyze(translation, lang, game)))


def _target(text, lang, game="mtg"):
    (frame,) = [f for f in analyze(text, lang, game).frames if f.concept == "target"]
    return frame


# -- the end of a phrase, whatever follows it ----------------------------------------------------
ADDED = {  # a controller the source does not have, with what follows the phrase in each language
    ("es", "a preposition"): ("Return target creature to its owner's hand.",
                              "Devuelve la criatura objetivo que controlas a la mano de su propietario."),
    ("de", "a preposition"): ("Return target creature to its owner's hand.",
                              "Bringe eine Kreatur deiner Wahl, die du kontrollierst, auf die Hand ihres Besitzers zurück."),
    ("fr", "a preposition"): ("Return target creature to its owner's hand.",
                              "Renvoyez une créature ciblée que vous contrôlez dans la main de son propriétaire."),
    ("es", "and + a clause"): ("This spell deals 2 damage to target creature and you gain 2 life.",
                               "Este hechizo hace 2 puntos de daño a la criatura objetivo que controlas y tú ganas 2 vidas."),
    ("fr", "and + a clause"): ("This spell deals 2 damage to target creature and you gain 2 life.",
                               "Ce sort inflige 2 blessures à une créature ciblée que vous contrôlez et vous gagnez 2 points de vie."),
    ("de", "the verb"): ("Target creature gets +2/+2 until end of turn.",
                         "Eine Kreatur deiner Wahl, die du kontrollierst, erhält +2/+2 bis zum Ende des Zuges."),
}


@pytest.mark.parametrize(("lang", "before"), sorted(ADDED))
def test_a_controller_only_the_translation_has_is_reported_before(lang, before):
    source, translation = ADDED[(lang, before)]
    assert _names(source, translation, lang) == ["target-restriction"]
    assert _target(translation, lang).ended and _target(source, "en").ended


@pytest.mark.parametrize(("lang", "translation"), [
    ("es", "Exilia la criatura objetivo hasta que este encantamiento deje el campo de batalla."),
    ("de", "Schicke eine Kreatur deiner Wahl ins Exil, bis diese Verzauberung das Spiel verlässt."),
    ("fr", "Exilez une créature ciblée jusqu'à ce que cet enchantement quitte le champ de bataille."),
])
def test_a_controller_the_translation_drops_before_a_complement_is_reported(lang, translation):
    source = "Exile target creature an opponent controls until this enchantment leaves the battlefield."
    assert _names(source, translation, lang) == ["target-restriction"]


def test_the_same_restriction_before_a_complement_is_no_finding():
    assert _names("Return target creature you control to its owner's hand.",
                  "Devuelve la criatura objetivo que controlas a la mano de su propietario.", "es") == []
    assert _names("This spell deals 2 damage to target creature you control and you gain 2 life.",
                  "Ce sort inflige 2 blessures à une créature ciblée que vous contrôlez et vous gagnez 2 points de vie.",
                  "fr") == []


def test_a_coordinator_that_joins_objects_does_not_end_the_phrase():
    frame = _target("Destroy target artifact or enchantment you control.", "en")
    assert frame.object == "artifact|enchantment" and frame.controller == "you"


def test_a_relative_clause_belongs_to_its_phrase_up_to_its_verb():
    text = "Schicke eine bleibende Karte deiner Wahl, die kein Land ist und die ein Gegner kontrolliert, ins Exil."
    assert _target(text, "de").controller == "opponent"


def test_an_aside_in_parentheses_does_not_end_the_phrase():
    text = 'Vous pouvez cibler 1 monstre "Bête" ("Bête Ailée" exclu) dans votre Cimetière ; Invoquez-le Spécialement.'
    assert _target(text, "fr", "ygo").zone == "graveyard"


# -- what is known, restriction by restriction ---------------------------------------------------
def test_an_unread_word_blocks_only_the_restriction_it_could_say():
    # "avec le vol" is left unread, but no controller or zone is said with those words
    frame = _target("Exilez une créature ciblée avec le vol.", "fr")
    assert {"controller", "zone"} <= frame.known
    # "Kontrolle" is how German says a controller: the unread clause may hold one
    unread = _target("Zerstöre eine Kreatur deiner Wahl, die unter der Kontrolle ihres Besitzers bleibt.", "de")
    assert "controller" not in unread.known and "zone" in unread.known and not unread.ended


def test_each_restriction_is_said_with_the_content_words_of_its_patterns():
    words = pipeline("es", "mtg").get_pipe("cardlint_frames").vocabulary.words
    assert {"controlas", "tu"} <= words["controller"] and "que" not in words["controller"]
    assert "cementerio" in words["zone"] and "de" not in words["zone"]


# -- attachment by structure ---------------------------------------------------------------------
@pytest.mark.parametrize(("lang", "text"), [
    ("en", "Target player puts a card from their hand in Reserve."),
    ("fr", "Le joueur ciblé met une carte de sa main en Réserve."),
    ("de", "Ein Spieler deiner Wahl legt eine Karte aus seiner Hand in seine Reserve."),
    ("es", "El jugador objetivo pone una carta de su mano en la Reserva."),
])
def test_a_zone_past_the_verb_is_the_card_s_not_the_target_player_s(lang, text):
    frame = _target(text, lang, "altered")
    assert frame.object == "player" and frame.zone is None and "zone" in frame.known


def test_a_zone_before_and_belongs_to_the_phrase_before_it():
    frames = analyze("Return target creature card from a graveyard and target creature to their owners' hands.",
                     "en", "mtg").frames
    assert [f.zone for f in frames if f.concept == "target"] == ["graveyard", None]


def test_objects_joined_by_and_have_their_own_restrictions():
    src = "You can target 1 card you control and 1 card your opponent controls; destroy them."
    frames = [f for f in analyze(src, "en", "ygo").frames if f.concept == "target"]
    assert [f.controller for f in frames] == ["you", "opponent"]
    faithful = "Puedes seleccionar 1 carta que controles y 1 carta que controle tu adversario; destrúyelas."
    assert _names(src, faithful, "es", "ygo") == []
    changed = "Puedes seleccionar 1 carta que controles y 1 carta que controles; destrúyelas."
    assert _names(src, changed, "es", "ygo") == ["target-restriction"]


# -- "all" and "each" ----------------------------------------------------------------------------
def test_what_all_takes_beside_the_target_player_is_compared():
    src = "Destroy all creatures target player controls."
    assert _names(src, "Zerstöre alle Kreaturen, die ein Spieler deiner Wahl kontrolliert.", "de") == []
    assert _names(src, "Zerstöre alle Artefakte, die ein Spieler deiner Wahl kontrolliert.", "de") == [
        "target-restriction"
    ]
    (all_frame,) = [f for f in analyze(src, "en", "mtg").frames if f.concept == "all"]
    assert all_frame.controller == "target-player" and _target(src, "en").controller is None


@pytest.mark.parametrize(("lang", "text", "expected"), [
    ("fr", "Tuez toutes les unités ennemies à un champ de bataille.", []),
    ("fr", "Tuez toutes les unités alliées à un champ de bataille.", ["target-restriction"]),
    ("es", "Destruye todas las unidades en un campo de batalla.", ["target-restriction"]),
])
def test_all_units_at_a_chosen_battlefield_are_a_frame_of_their_own(lang, text, expected):
    src = "Kill all enemy units at a battlefield."
    concepts = sorted(f.concept for f in analyze(text, lang, "riftbound", "Spell").frames)
    assert concepts == ["all", "target"]
    assert sorted(f.name for f in compare("c", analyze(src, "en", "riftbound", "Spell"),
                                          analyze(text, lang, "riftbound", "Spell"))) == expected
