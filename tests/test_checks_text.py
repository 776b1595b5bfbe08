"""Rules-knowledge checks of ONE text (linter/checks.py): each rule fires on wording the game's
rules cannot play, in en/es/de/fr, and stays silent on the publishers' own templates."""

import pytest

from linter.checks import check_text
from linter.pipeline import analyze


def _found(text: str, lang: str, game: str, card_type: str | None = None) -> list:
    return check_text("Card", analyze(text, lang, game, card_type), lang)


def _names(text: str, lang: str, game: str, card_type: str | None = None) -> set[str]:
    return {f.name for f in _found(text, lang, game, card_type)}


CASES = [
    # (rule, game, lang, faithful text, unfaithful text)
    ("private-zone-target", "mtg", "en", "Target player discards a card from their hand.", "Exile target card in your hand."),
    ("private-zone-target", "mtg", "es", "Exilia la carta objetivo de un cementerio.", "Exilia la carta objetivo de tu mano."),
    ("private-zone-target", "mtg", "de", "Schicke eine Karte deiner Wahl aus einem Friedhof ins Exil.",
     "Schicke eine Karte deiner Wahl aus deiner Hand ins Exil."),
    ("private-zone-target", "mtg", "fr", "Exilez une carte ciblée d'un cimetière.", "Exilez une carte ciblée de votre main."),
    ("target-in-cost", "mtg", "en", "{1}, Sacrifice an artifact: Destroy target creature.",
     "{1}, Sacrifice target artifact: Draw a card."),
    ("target-in-cost", "mtg", "es", "{1}, sacrificar un artefacto: Destruye la criatura objetivo.",
     "{1}, sacrificar un artefacto objetivo: Roba una carta."),
    ("target-in-cost", "mtg", "de", "{1}, opfere ein Artefakt: Zerstöre eine Kreatur deiner Wahl.",
     "{1}, opfere ein Artefakt deiner Wahl: Ziehe eine Karte."),
    ("target-in-cost", "mtg", "fr", "{1}, sacrifiez un artefact : Détruisez une créature ciblée.",
     "{1}, sacrifiez un artefact ciblé : Piochez une carte."),
    ("target-in-trigger-condition", "mtg", "en", "Whenever a creature dies, target player loses 1 life.",
     "Whenever target creature attacks, you gain 1 life."),
    ("target-in-trigger-condition", "mtg", "es", "Siempre que una criatura muera, el jugador objetivo pierde 1 vida.",
     "Siempre que la criatura objetivo ataque, ganas 1 vida."),
    ("target-in-trigger-condition", "mtg", "de", "Immer wenn eine Kreatur stirbt, verliert ein Spieler deiner Wahl 1 Lebenspunkt.",
     "Immer wenn eine Kreatur deiner Wahl angreift, erhältst du 1 Lebenspunkt dazu."),
    ("target-in-trigger-condition", "mtg", "fr", "À chaque fois qu'une créature meurt, le joueur ciblé perd 1 point de vie.",
     "À chaque fois qu'une créature ciblée attaque, vous gagnez 1 point de vie."),
    ("psct-structure", "ygo", "en", "You can target 1 Spell/Trap on the field; destroy that target.",
     "You can pay 1000 LP; target 1 Spell/Trap on the field, and destroy it."),
    ("psct-structure", "ygo", "es", "Puedes seleccionar 1 Mágica/Trampa en el Campo; destrúyela.",
     "Puedes pagar 1000 LP; selecciona 1 Mágica/Trampa en el Campo y destrúyela."),
    ("psct-structure", "ygo", "de", "Du kannst 1 Zauber/Falle auf dem Spielfeld wählen; zerstöre sie.",
     "Du kannst 1000 LP zahlen; wähle 1 Zauber/Falle auf dem Spielfeld und zerstöre sie."),
    ("psct-structure", "ygo", "fr", "Vous pouvez cibler 1 Magie/Piège sur le Terrain ; détruisez-la.",
     "Vous pouvez payer 1000 LP ; ciblez 1 Magie/Piège sur le Terrain, et détruisez-la."),
    ("resolution-reference-mismatch", "ygo", "en", "You can target 1 monster on the field; destroy that target.",
     "You can discard 1 card; destroy that target."),
    ("resolution-reference-mismatch", "ygo", "es", "Puedes seleccionar 2 monstruos en el Campo; destrúyelos.",
     "Puedes seleccionar 2 monstruos en el Campo; destrúyelo."),
    ("resolution-reference-mismatch", "ygo", "de", "Du kannst 1 Monster auf dem Spielfeld wählen; zerstöre jenes gewählte Ziel.",
     "Du kannst 1 Karte abwerfen; zerstöre jenes gewählte Ziel."),
    ("resolution-reference-mismatch", "ygo", "fr", "Vous pouvez cibler 2 monstres sur le Terrain ; détruisez-les.",
     "Vous pouvez cibler 2 monstres sur le Terrain ; détruisez-le."),
    ("outdated-template", "mtg", "en", "Draw a card.\nWhen this creature enters the battlefield, you gain 2 life.",
     "When this creature comes into play, you gain 2 life."),
    ("outdated-template", "mtg", "es", "Cuando esta criatura entre al campo de batalla, ganas 2 vidas.",
     "Cuando esta criatura entre en juego, ganas 2 vidas."),
    ("outdated-template", "mtg", "de", "{T}: Erzeuge {G}.", "{T}: Erhöhe deinen Manavorrat um {G}."),
    ("outdated-template", "mtg", "fr", "Quand cette créature arrive sur le champ de bataille, vous gagnez 2 points de vie.",
     "Quand cette créature arrive en jeu, vous gagnez 2 points de vie."),
    ("hidden-location", "riftbound", "en", "[Hidden] (Hide now.)\nGive a friendly unit here +2 :rb_might: this turn.",
     "[Hidden] (Hide now.)\nGive a friendly unit anywhere +2 :rb_might: this turn."),
    ("hidden-location", "riftbound", "es", "[Oculto] (Escóndela ahora.)\nInflige 3 a una unidad enemiga aquí.",
     "[Oculto] (Escóndela ahora.)\nInflige 3 a una unidad enemiga en cualquier ubicación."),
    ("hidden-location", "riftbound", "de", "[Verborgen] (Verberge sie jetzt.)\nFüge einer gegnerischen Einheit hier 3 zu.",
     "[Verborgen] (Verberge sie jetzt.)\nFüge einer gegnerischen Einheit irgendwo 3 zu."),
    ("hidden-location", "riftbound", "fr", "[Caché] (Cachez-la maintenant.)\nInfligez 3 à une unité ennemie ici.",
     "[Caché] (Cachez-la maintenant.)\nInfligez 3 à une unité ennemie n'importe où."),
]


@pytest.mark.parametrize("rule,game,lang,faithful,unfaithful", CASES, ids=lambda v: v if isinstance(v, str) and len(v) < 30 else "")
def test_each_rule_fires_on_unplayable_wording_only(rule, game, lang, faithful, unfaithful):
    assert _names(faithful, lang, game, "Spell") == set(), faithful
    assert rule in _names(unfaithful, lang, game, "Spell"), unfaithful


def test_every_rule_of_one_text_is_tested_in_every_language_it_has_data_for():
    tested = {(rule, lang) for rule, _, lang, _, _ in CASES}
    for rule in ("private-zone-target", "target-in-cost", "target-in-trigger-condition", "psct-structure",
                 "resolution-reference-mismatch", "outdated-template", "hidden-location"):
        assert {lang for r, lang in tested if r == rule} == {"en", "es", "de", "fr"}, rule


def test_a_hidden_card_that_only_targets_here_or_names_no_place_is_fine():
    text = "[Hidden] (Hide now.)\nChoose a unit. Double all damage that would be dealt to it this turn."
    assert _names(text, "en", "riftbound", "Spell") == set()
    # "anywhere" on a card without Hidden is not this rule's business
    assert _names("Give a friendly unit anywhere +2 :rb_might: this turn.", "en", "riftbound", "Spell") == set()


def test_the_same_words_in_a_reminder_are_not_reported():
    assert _names("Flash (You may cast this spell any time. Exile target card in your hand.)", "en", "mtg") == set()


def test_a_finding_names_its_words_explains_and_cites_the_rule():
    text = "{T}, Sacrifice target creature: Draw a card."
    (finding,) = _found(text, "en", "mtg")
    assert finding.code == "CL202" and finding.severity == "error" and finding.lang == "en"
    assert text[finding.span.start:finding.span.end] == "target creature"
    assert "part of a cost" in finding.message and "CR 115.1, 601.2c" in finding.message


@pytest.mark.parametrize("lang,text,old,new", [
    ("en", "Shock deals 2 damage to target creature or player.", "target creature or player", "any target"),
    ("en", "{T}: Add {G} to your mana pool.", " to your mana pool", ""),
    ("es", "El Choque hace 2 puntos de daño a la criatura o jugador objetivo.", "la criatura o jugador objetivo", "cualquier objetivo"),
    ("de", "Der Schock fügt einer Kreatur oder einem Spieler deiner Wahl 2 Schadenspunkte zu.",
     "einer Kreatur oder einem Spieler deiner Wahl", "einem Ziel deiner Wahl"),
    ("fr", "Le Choc inflige 2 blessures à la cible, créature ou joueur.", "la cible, créature ou joueur", "n'importe quelle cible"),
    ("fr", "Le Gobelin arrive en jeu engagé.", "arrive en jeu", "arrive sur le champ de bataille"),
])
def test_outdated_wording_is_information_with_the_current_template_as_suggestion(lang, text, old, new):
    (finding,) = _found(text, lang, "mtg")
    assert (finding.name, finding.severity) == ("outdated-template", "info")
    assert finding.span.text == old and finding.suggestion == new
    fixed = text[:finding.span.start] + finding.suggestion + text[finding.span.end:]
    assert _names(fixed, lang, "mtg") == set()


def test_german_ins_spiel_kommen_is_current_german_templating():
    assert _names("Wenn diese Kreatur ins Spiel kommt, erhältst du 2 Lebenspunkte dazu.", "de", "mtg") == set()


def test_yugioh_select_is_old_targeting_wording_with_target_as_its_replacement():
    (finding,) = _found("Select 1 monster on the field; destroy it.", "en", "ygo")
    assert finding.name == "outdated-template" and finding.suggestion == "Target 1"
    assert _names("If this card is selected as an attack target, you can draw 1 card.", "en", "ygo") == set()


@pytest.mark.parametrize("lang,text,suggestion", [
    ("en", "You can target 2 monsters your opponent controls; return it to the hand.", "them"),
    ("es", "Puedes seleccionar 2 monstruos que controle tu adversario; destrúyelo.", "destrúyelos"),
    ("de", "Du kannst 2 Monster wählen, die dein Gegner kontrolliert; zerstöre jenes gewählte Ziel.", "jene gewählten Ziele"),
    ("fr", "Vous pouvez cibler 2 monstres contrôlés par votre adversaire ; détruisez-le.", "détruisez-les"),
])
def test_a_singular_reference_to_several_targets_suggests_the_plural(lang, text, suggestion):
    (finding,) = [f for f in _found(text, lang, "ygo") if f.name == "resolution-reference-mismatch"]
    assert finding.suggestion == suggestion


def test_german_sie_is_it_and_them_so_it_is_never_a_mismatch():
    assert _names("Du kannst 2 Monster auf dem Spielfeld wählen; zerstöre sie.", "de", "ygo") == set()


def test_malformed_checks_data_is_named_by_file(tmp_path, monkeypatch):
    import shutil
    from pathlib import Path

    from linter import locales
    from linter.locales import LocaleError
    from linter.pipeline import reset_caches

    root = tmp_path / "locales"
    shutil.copytree(Path(__file__).resolve().parents[1] / "locales", root)
    (root / "es" / "mtg.checks.yaml").write_text("checks:\n  outdated:\n    - {now: x}\n", encoding="utf-8")
    monkeypatch.setenv("CARDLINT_LOCALES", str(root))
    reset_caches()
    try:
        with pytest.raises(LocaleError, match=r"locales/es/mtg.checks.yaml:3: checks.outdated\[0\] needs 'find'"):
            _found("Destruye la criatura objetivo.", "es", "mtg")
    finally:
        monkeypatch.delenv("CARDLINT_LOCALES")
        reset_caches()


@pytest.mark.parametrize("lang,text", [
    ("en", "{T}: When target creature dies this turn, return that card to the battlefield under your control."),
    ("es", "{T}: Cuando la criatura objetivo muera este turno, regresa esa carta al campo de batalla bajo tu control."),
    ("de", "{T}: Wenn eine Kreatur deiner Wahl in diesem Zug stirbt, bringe ihre Karte unter deiner Kontrolle ins Spiel zurück."),
    ("fr", "{T} : Quand une créature ciblée meurt ce tour-ci, renvoyez cette carte sur le champ de bataille sous votre contrôle."),
])
def test_a_delayed_trigger_created_by_an_effect_may_target(lang, text):
    assert "target-in-trigger-condition" not in _names(text, lang, "mtg")


@pytest.mark.parametrize("lang,text", [
    ("en", "Target creature gets +1/+1 until end of turn.{T}: Add {R}."),
    ("es", "La criatura objetivo obtiene +1/+1 hasta el final del turno.{T}: Agrega {R}."),
    ("de", "Eine Kreatur deiner Wahl erhält +1/+1 bis zum Ende des Zuges.{T}: Erzeuge {R}."),
    ("fr", "La créature ciblée gagne +1/+1 jusqu'à la fin du tour.{T} : Ajoutez {R}."),
])
def test_a_sentence_glued_to_an_activated_ability_is_no_cost_with_a_target(lang, text):
    # pasted without a line break: the colon of "{T}:" is the next ability's, not this sentence's
    # (a target really in a cost is still reported: the target-in-cost CASES above)
    assert "target-in-cost" not in _names(text, lang, "mtg")
