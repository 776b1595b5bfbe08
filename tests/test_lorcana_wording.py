"""French Lorcana said in every order and form a card may use: the choice after what restricts the noun,
a discard by the player chosen, "pioche"/"défausse" as verbs, "tous vos", undamaged. Sentences written
for these tests in the game's templates."""

from __future__ import annotations

import pytest

from linter.compare import compare
from linter.pipeline import analyze


def _names(en: str, fr: str) -> list[str]:
    return sorted(f.name for f in compare("c", analyze(en, "en", "lorcana"), analyze(fr, "fr", "lorcana")))


FAITHFUL = [
    # "de votre choix" after a cost, a keyword or an icon-stripped strength
    (
        "Return chosen character with cost 2 or less to their player's hand.",
        "Renvoyez un personnage coûtant 2 ou moins de votre choix dans la main de son propriétaire.",
    ),
    (
        "Chosen character of yours with Bodyguard gains Resist +1 this turn.",
        "L'un de vos personnages avec Protection de votre choix gagne Résistance +1 pour le reste de ce tour.",
    ),
    ("Exert chosen character with 3 or more.", "Épuisez un personnage avec 3 ou plus de votre choix."),
    # a cost said with "ayant un coût de", "d'un coût de"
    (
        "Return chosen character with cost 3 or less to their player's hand.",
        "Choisissez un personnage ayant un coût de 3 ou moins et renvoyez-le dans la main de son propriétaire.",
    ),
    (
        "Return chosen character with cost 3 or less to their player's hand.",
        "Renvoyez un personnage d'un coût de 3 ou moins de votre choix dans la main de son propriétaire.",
    ),
    # "autre" before whose the characters are, ownership said with "que vous possédez", "appartenant à"
    ("Ready another chosen character of yours.", "Redressez un autre de vos personnages de votre choix."),
    (
        "Chosen character of yours gets +2 this turn.",
        "Un personnage de votre choix que vous possédez gagne +2 pour le reste de ce tour.",
    ),
    (
        "Chosen opposing character can't challenge during their next turn.",
        "Un personnage de votre choix appartenant à un adversaire ne peut pas défier lors de son prochain tour.",
    ),
    (
        "Chosen undamaged character gets +2 this turn.",
        "Choisissez un personnage qui n'a pas de dommage. Il gagne +2 pour le reste de ce tour.",
    ),
    # reminder text: Ward on an item ("cet objet"), Bodyguard's obligation in any order
    (
        "Ward (Opponents can't choose this item except to challenge.)",
        "Hors d'atteinte (Les adversaires ne peuvent pas choisir cet objet, hormis pour un défi.)",
    ),
    (
        "Bodyguard (An opposing character who challenges one of your characters must choose one with Bodyguard if able.)",
        "Rempart (Un personnage adverse qui défie l'un de vos personnages doit choisir l'un de vos personnages avec "
        "Rempart, si possible.)",
    ),
    # a count of several words
    ("Banish any number of chosen characters.", "Choisissez n'importe quel nombre de personnages et bannissez-les."),
    # the chosen opponent discards: no choice of the player's in a hand
    (
        "When you play this character, chosen opponent reveals their hand and discards an action card of your choice.",
        "Lorsque vous jouez ce personnage, choisissez un adversaire qui révèle sa main et défausse une carte Action "
        "de votre choix.",
    ),
    # the verb between the choice and its object, before "l'un de vos"
    ("Ready chosen character of yours.", "Choisissez et redressez l'un de vos personnages."),
    # an opponent's choice said after the object
    (
        "Each opponent chooses and banishes one of their characters.",
        "Chaque adversaire bannit un personnage de son choix.",
    ),
    # "pioche" and "défausse" are verbs here, no zone
    ("Chosen player draws 2 cards.", "Le joueur de votre choix pioche 2 cartes."),
    (
        "You may draw a card. Chosen opponent discards a card at random.",
        "Vous pouvez piocher une carte. Un adversaire de votre choix défausse une carte au hasard.",
    ),
    # "tous vos": "tous" selects, "vos" says whose
    ("Ready all your characters.", "Redressez tous vos personnages."),
    # undamaged, and damaged said in a relative clause
    ("Banish chosen undamaged character.", "Bannissez un personnage non endommagé de votre choix."),
    (
        "Chosen character with no damage gains Resist +2 this turn.",
        "Choisissez un personnage sans dommage. Il gagne Résistance +2 pour le reste de ce tour.",
    ),
    ("Exert chosen damaged character.", "Épuisez un personnage de votre choix qui a au moins 1 dommage."),
    # "dans votre réserve d'encre" is where the card is put
    (
        "Put chosen character into their player's inkwell facedown and exerted.",
        "Placez un personnage de votre choix face cachée et épuisé dans la réserve d'encre de son propriétaire.",
    ),
]


@pytest.mark.parametrize(("en", "fr"), FAITHFUL)
def test_a_faithful_french_wording_has_no_finding(en: str, fr: str) -> None:
    assert _names(en, fr) == []


def test_the_restrictions_are_still_compared_where_the_choice_stands_late() -> None:
    en = "Return chosen opposing character with cost 2 or less to their player's hand."
    fr = "Renvoyez un personnage coûtant 2 ou moins de votre choix dans la main de son propriétaire."
    assert "target-restriction" in _names(en, fr)
    assert "target-restriction" in _names("Ready all your characters.", "Redressez tous les personnages.")
    assert "target-restriction" in _names(
        "Banish chosen undamaged character.", "Bannissez un personnage de votre choix."
    )
    # a zone with its determiner is still a zone
    fr_zone = "Renvoyez une carte Personnage de votre choix de votre défausse dans votre main."
    assert [f.zone for f in analyze(fr_zone, "fr", "lorcana").frames] == ["discard"]


def test_italian_and_german_restrictions_after_a_classification_or_in_the_inkwell() -> None:
    """The same generalisations in Italian and German: whose character it is said after its classification,
    and the inkwell a card is put into."""

    def names(lang: str, en: str, text: str) -> list[str]:
        return sorted(f.name for f in compare("c", analyze(en, "en", "lorcana"), analyze(text, lang, "lorcana")))

    assert (
        names(
            "it", "Banish chosen opposing Villain character.", "Esilia un personaggio Cattivo avversario a tua scelta."
        )
        == []
    )
    assert "target-restriction" in names(
        "it", "Ready chosen Villain character.", "Prepara un personaggio Cattivo avversario a tua scelta."
    )
    put = "Lege einen Charakter deiner Wahl verdeckt und erschöpft in den zugehörigen Tintenvorrat."
    assert names("de", "Put chosen character into their player's inkwell facedown and exerted.", put) == []


def test_a_cost_said_in_other_italian_and_german_words() -> None:
    en = "Return chosen character with cost 3 or less to their player's hand."
    it = "Fai riprendere in mano al suo giocatore un personaggio a tua scelta con costo pari o inferiore a 3."
    de = "Schicke einen Charakter deiner Wahl mit Kosten von höchstens 3 auf die zugehörige Hand zurück."
    for lang, text in (("it", it), ("de", de)):
        assert sorted(f.name for f in compare("c", analyze(en, "en", "lorcana"), analyze(text, lang, "lorcana"))) == []


def test_a_card_discarded_of_your_choice_is_no_selection_in_german() -> None:
    en = "When you play this character, chosen opponent reveals their hand and discards a song card of your choice."
    de = (
        "Wenn du diesen Charakter ausspielst, zeigt einer der gegnerischen Mitspielenden deiner Wahl alle Handkarten "
        "vor und wirft eine Liedkarte deiner Wahl ab."
    )
    assert sorted(f.name for f in compare("c", analyze(en, "en", "lorcana"), analyze(de, "de", "lorcana"))) == []


def test_italian_lorcana_says_exerted_impegnato() -> None:
    en, it = "Banish chosen exerted character.", "Esilia un personaggio impegnato a tua scelta."
    assert [f.qualifiers for f in analyze(it, "it", "lorcana").frames] == [("exerted",)]
    assert sorted(f.name for f in compare("c", analyze(en, "en", "lorcana"), analyze(it, "it", "lorcana"))) == []


def test_the_choice_said_in_other_words_of_the_language() -> None:
    en = "Deal 2 damage to chosen character."
    for lang, text in (
        ("it", "Infliggi 2 danni a un personaggio di tua scelta."),
        ("it", "Infliggi 2 danni a un personaggio a scelta."),
        ("fr", "Infligez 2 dommages à un personnage à votre choix."),
    ):
        assert sorted(f.name for f in compare("c", analyze(en, "en", "lorcana"), analyze(text, lang, "lorcana"))) == []
    assert "target-presence" in sorted(
        f.name
        for f in compare(
            "c", analyze(en, "en", "lorcana"), analyze("Infliggi 2 danni a un personaggio.", "it", "lorcana")
        )
    )
