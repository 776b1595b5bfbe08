"""Issue 20: false alarms on official translations, by class of language (not by card).
Short texts written for these tests, in the templates of printed cards."""

import yaml

from linter.compare import compare
from linter.pipeline import analyze, reset_caches


def _names(source: str, translation: str, lang: str, game: str = "ygo") -> list[str]:
    return sorted(f.name for f in compare("card", analyze(source, "en", game), analyze(translation, lang, game)))


def _frames(text: str, lang: str, game: str = "ygo") -> list[tuple[str, tuple[str, ...], bool]]:
    return [(f.concept, f.qualifiers, f.ended) for f in analyze(text, lang, game).frames]


# -- a placing verb's last position phrase says where the card goes (phrase_ends.placing) ----------------
def test_the_position_a_card_is_changed_to_restricts_nothing():
    source = "Change all face-up monsters on the field to Defense Position."
    translation = "Changez tous les monstres face recto sur le Terrain en Position de Défense."
    assert _names(source, translation, "fr") == []
    assert _frames(translation, "fr") == [("all", ("face-up",), True)]


def test_of_two_positions_after_the_verb_the_first_restricts_and_the_last_is_the_verbs():
    source = "Change all Attack Position monsters your opponent controls to face-down Defense Position."
    translation = "Changez tous les monstres en Position d'Attaque contrôlés par votre adversaire en Position de Défense face verso."
    assert _names(source, translation, "fr") == []
    assert _frames(translation, "fr")[0][1] == ("attack-position",)


def test_a_passive_placing_verb_takes_its_position_too():
    source = "All Insect monsters your opponent controls are changed to Attack Position."
    translation = "Tous les monstres Insecte contrôlés par votre adversaire sont changés en Position d'Attaque."
    assert _names(source, translation, "fr") == []


def test_without_a_placing_verb_a_position_still_restricts():
    assert _frames("Détruisez tous les monstres en Position de Défense.", "fr")[0][1] == ("defense-position",)
    source = "Change all monsters your opponent controls to Defense Position."
    dropped = "Changez tous les monstres en Position d'Attaque contrôlés par votre adversaire en Position de Défense."
    assert "target-restriction" in _names(source, dropped, "fr")


def test_a_language_declares_its_own_placing_verbs(custom_locales):
    """The mechanism is the language's data: English "turn … face-down" becomes a placing verb."""
    path = custom_locales / "en" / "ygo.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    text = "Turn all monsters your opponent controls face-down."
    reset_caches()
    assert _frames(text, "en")[0][1] == ("face-down",)
    data.setdefault("phrase_ends", {})["placing"] = {"verbs": ["turn"], "complements": ["face-down"]}
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    reset_caches()
    assert _frames(text, "en")[0][1] == ()


# -- "another" said by the opening words of a phrase is its first object's, not every "and"-joined one's ----
def test_another_opening_a_list_is_the_first_objects():
    source = 'Target 1 other "Nephthys" card you control and 1 card your opponent controls; destroy them.'
    translation = 'Selecciona otra carta "Nephtys" que controles y 1 carta que controle tu adversario; destrúyelas.'
    assert _names(source, translation, "es") == []
    frames = [f for f in analyze(translation, "es", "ygo").frames if f.concept == "target"]
    assert [f.another for f in frames] == [True, False]
