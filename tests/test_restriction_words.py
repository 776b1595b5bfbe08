"""Issue 20, second round: the words of each language that say a restriction or end a phrase, read on
card-like sentences written for the project (locales/<lang>/common.yaml)."""

import pytest

from linter.compare import compare
from linter.pipeline import analyze


def _names(source, translation, lang, game="mtg"):
    return sorted(f.name for f in compare("card", analyze(source, "en", game), analyze(translation, lang, game)))


def _frames(text, lang, concept="target", game="mtg"):
    return [f for f in analyze(text, lang, game).frames if f.concept == concept]


# -- "you own" in Spanish ------------------------------------------------------------------------
@pytest.mark.parametrize(("source", "translation"), [
    ("Return target creature you own to your hand.", "Regresa la criatura objetivo de la cual eres propietario a tu mano."),
    ("Put target permanent you own on the bottom of your library.",
     "Pon el permanente objetivo del cual seas propietario en el fondo de tu biblioteca."),
])
def test_spanish_del_cual_eres_propietario_says_you_own(source, translation):
    assert _names(source, translation, "es") == []
    (frame,) = _frames(translation, "es")
    assert frame.controller == "you"


def test_spanish_you_own_dropped_is_still_reported():
    assert _names("Return target creature you own to your hand.", "Regresa la criatura objetivo a tu mano.", "es") == [
        "target-restriction"
    ]


# -- "where X is" defines a number: its objects are not the phrase's ------------------------------
@pytest.mark.parametrize(("lang", "translation"), [
    ("es", "Las Chispas hacen X puntos de daño a la criatura objetivo, donde X es la cantidad de artefactos que controlas."),
    ("fr", "Les Étincelles infligent X blessures à la créature ciblée, X étant le nombre d'artefacts que vous contrôlez."),
])
def test_a_clause_that_defines_x_gives_the_phrase_no_controller(lang, translation):
    source = "Sparks deals X damage to target creature, where X is the number of artifacts you control."
    assert _names(source, translation, lang) == []
    (frame,) = _frames(translation, lang)
    assert frame.controller is None and frame.ended


# -- "other than" --------------------------------------------------------------------------------
@pytest.mark.parametrize(("source", "translation", "concept"), [
    ("{T}: Target creature other than Serendib Sorcerer gets -1/-1 until end of turn.",
     "{T}: Eine Kreatur deiner Wahl außer dem Serendib-Hexenmeister erhält -1/-1 bis zum Ende des Zuges.", "target"),
    ("Each creature other than Massacre Girl gets -1/-1 until end of turn.",
     "Jede Kreatur außer dem Massakermädel erhält -1/-1 bis zum Ende des Zuges.", "all"),
])
def test_german_ausser_dem_says_other_than(source, translation, concept):
    assert _names(source, translation, "de") == []
    (frame,) = _frames(translation, "de", concept)
    assert frame.another


def test_german_other_than_dropped_is_still_reported():
    assert _names("Each creature other than Massacre Girl gets -1/-1 until end of turn.",
                  "Jede Kreatur erhält -1/-1 bis zum Ende des Zuges.", "de") == ["target-restriction"]


# -- qualifiers: said in a relative clause, never before the article -------------------------------
@pytest.mark.parametrize(("lang", "translation"), [
    ("es", "Siempre que el Tumulario sea bloqueado, cada criatura que lo bloquee obtiene -1/-1 hasta el final del turno."),
    ("fr", "À chaque fois que la Goule est bloquée, chaque créature qui la bloque gagne -1/-1 jusqu'à la fin du tour."),
])
def test_a_relative_clause_says_blocking(lang, translation):
    source = "Whenever Plague Wight becomes blocked, each creature blocking it gets -1/-1 until end of turn."
    assert _names(source, translation, lang) == []
    (frame,) = _frames(translation, lang, "all")
    assert frame.qualifiers == ("blocking",)


def test_a_qualifier_before_the_article_is_not_the_phrase_s():
    translation = "{T}: Pon boca arriba la criatura objetivo boca abajo que controles. Al final del turno, sacrifícala."
    assert _names("{T}: Turn target face-down creature you control face up. At end of turn, sacrifice it.",
                  translation, "es") == []
    (frame,) = _frames(translation, "es")
    assert frame.qualifiers == ("face-down",)


def test_a_qualifier_dropped_beside_a_type_is_reported():
    # the type "Vampiro" says no qualifier: the missing "attacking" is known (issue 20, item 2)
    assert _names("{W}, {T}: Target attacking Vampire gets +1/+1 until end of turn.",
                  "{W}, {T}: El Vampiro objetivo obtiene +1/+1 hasta el final del turno.", "es") == ["target-restriction"]


# -- German: an uninflected adjective says how the verb acts; a relative clause's verb says blocking --
def test_german_uninflected_face_down_is_how_cards_are_exiled():
    assert _names("Exile all cards from your library face down, then shuffle.",
                  "Schicke alle Karten aus deiner Bibliothek verdeckt ins Exil und mische dann.", "de") == []


def test_german_inflected_tapped_is_still_a_qualifier():
    assert _names("Destroy target tapped creature.", "Zerstöre eine getappte Kreatur deiner Wahl.", "de") == []
    assert _names("Destroy target tapped creature.", "Zerstöre eine Kreatur deiner Wahl.", "de") == ["target-restriction"]


def test_german_relative_clause_says_blocking():
    translation = "Immer wenn der Pestgeist geblockt wird, erhält jede Kreatur, die ihn blockt, -1/-1 bis zum Ende des Zuges."
    assert _names("Whenever Plague Wight becomes blocked, each creature blocking it gets -1/-1 until end of turn.",
                  translation, "de") == []
    (frame,) = _frames(translation, "de", "all")
    assert frame.qualifiers == ("blocking",)


def test_german_hyphenated_nonbasic():
    assert _names("Destroy all nonbasic lands.", "Zerstöre alle Nicht-Standardländer.", "de") == []
