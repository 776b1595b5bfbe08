"""Official wording that leaves a word implied or says it late (issue 11, Spanish and French):
Altered's French [Sabotez] reminder without "ciblée", and Yu-Gi-Oh!'s "boca arriba" after a Type."""

import pytest

from linter.compare import compare
from linter.pipeline import analyze


def _names(en: str, lang: str, text: str, game: str) -> list[str]:
    return [f.name for f in compare("Card", analyze(en, "en", game), analyze(text, lang, game))]


def test_french_sabotage_reminder_is_the_targeted_discard():
    en = "{R} [Sabotage]. (Discard up to one target card from a Reserve.)"
    fr = "{R} [Sabotez]. (Défaussez jusqu'à une carte d'une Réserve.)"
    assert _names(en, "fr", fr, "altered") == []
    (target,) = [f for f in analyze(fr, "fr", "altered").frames if f.concept == "target"]
    assert (target.object, target.zone, target.count.min, target.count.max) == ("card", "reserve", 0, 1)


def test_a_french_reminder_that_drops_the_count_still_differs():
    en = "{R} [Sabotage]. (Discard up to one target card from a Reserve.)"
    fr = "{R} [Sabotez]. (Défaussez deux cartes ciblées d'une Réserve.)"
    assert "target-count" in _names(en, "fr", fr, "altered")


def test_discarding_from_the_hand_is_no_target():
    assert [f for f in analyze("Défaussez une carte de votre main.", "fr", "altered").frames if f.concept == "target"] == []


def test_face_up_said_after_a_type_that_is_an_object_word_is_read():
    en = "Once per turn, you can target 1 face-up Tuner monster on the field; its name becomes \"Controller\"."
    es = "Una vez por turno, puedes seleccionar 1 monstruo Cantante boca arriba en el Campo; su nombre se trata como \"Controlador\"."
    (target,) = [f for f in analyze(es, "es", "ygo").frames if f.concept == "target"]
    assert target.qualifiers == ("face-up",)
    assert "target-restriction" not in _names(en, "es", es, "ygo")


def test_face_up_dropped_from_a_phrase_read_in_full_still_differs():
    en = "You can target 1 face-up monster your opponent controls; destroy it."
    es = "Puedes seleccionar 1 monstruo que controle tu adversario; destrúyelo."
    assert "target-restriction" in _names(en, "es", es, "ygo")
