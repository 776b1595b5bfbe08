"""Issue 20: false alarms on official Magic translations, by class of wording (not by card).
Short texts written for these tests, in the templates of printed cards."""

from linter.checks import check_text
from linter.compare import compare
from linter.pipeline import analyze


def _names(source: str, translation: str, lang: str) -> list[str]:
    return sorted(f.name for f in compare("card", analyze(source, "en", "mtg"), analyze(translation, lang, "mtg")))


def _targets(text: str, lang: str):
    return [f for f in analyze(text, lang, "mtg").frames if f.concept == "target"]


# -- a bracket closed inside a compound ends the parenthesis ---------------------------------------------------
def test_a_bracket_closed_before_a_compound_ends_the_parenthesis():
    text = "Bringe einen 1/1 grünen (Elf, Krieger)-Kreaturenspielstein ins Spiel. Tappe eine Kreatur deiner Wahl."
    assert [f.context for f in _targets(text, "de")] == ["effect"]
    assert _names("Create a 1/1 green Elf Warrior creature token. Tap target creature.", text, "de") == []


# -- "up to one artifact or a creature": the article of the later kind is no count of its own ------------------
def test_up_to_one_of_two_kinds_keeps_its_bound_in_german_and_french():
    source = "Return up to one target artifact or creature to its owner's hand."
    german = "Bringe bis zu ein Artefakt oder eine Kreatur deiner Wahl auf die Hand ihres Besitzers zurück."
    french = "Renvoyez jusqu'à un artefact ou une créature ciblé dans la main de son propriétaire."
    assert _names(source, german, "de") == []
    assert _names(source, french, "fr") == []
    assert (_targets(german, "de")[0].count.min, _targets(german, "de")[0].count.max) == (0, 1)


def test_an_exact_first_kind_still_differs_from_up_to():
    source = "Tap up to one target artifact or creature."
    assert "target-count" in _names(source, "Tappe ein Artefakt oder eine Kreatur deiner Wahl.", "de")


# -- German "Zu Beginn …" conditions end at their verb, not at a later comma --------------------------------------
def test_a_phrase_trigger_ends_at_its_verb():
    said = [
        "Zu Beginn deines Endsegments legst du eine +1/+1-Marke auf eine Kreatur deiner Wahl, die du kontrollierst.",
        "Zu Beginn deines Endsegments legst du eine +1/+1-Marke auf eine Kreatur deiner Wahl unter deiner Kontrolle.",
        "Am Ende des Kampfes erhält eine Kreatur deiner Wahl, die du kontrollierst, +1/+0 bis zum Ende des Zuges.",
    ]
    for text in said:
        analysis = analyze(text, "de", "mtg")
        assert [f.name for f in check_text("card", analysis, "en")] == []
        assert [f.context for f in _targets(text, "de")] == ["effect"]


def test_a_phrase_trigger_with_a_clause_is_closed_by_its_comma():
    text = "Zu Beginn deines Endsegments und falls eine Kreatur deiner Wahl getappt ist, ziehe eine Karte."
    assert [f.context for f in _targets(text, "de")] == ["trigger-condition"]
    assert "target-in-trigger-condition" in [f.name for f in check_text("card", analyze(text, "de", "mtg"), "en")]


# -- English: two qualifiers joined before the noun; wordings that require a target without choosing one ----------
def test_qualifiers_joined_by_or_before_the_noun_are_both_read():
    source = "Exile target attacking or blocking creature."
    assert _targets(source, "en")[0].qualifiers == ("attacking", "blocking")
    assert _names(source, "Schicke eine angreifende oder blockende Kreatur deiner Wahl ins Exil.", "de") == []
    assert _names("Exile target blocking creature.", "Exile target attacking or blocking creature.", "en") != []


def test_a_requirement_on_chosen_targets_is_no_selection():
    for text in (
        "Each opponent who could choose a Banner chooses at least one Banner as a target.",
        "Equip {4}. This ability costs {X} less to activate, where X is the toughness of the creature it targets.",
        "Copy target spell. The copy targets a creature of your choice instead.",
        "Each mode must target a different creature.",
    ):
        assert all(f.span.text not in ("target", "targets") for f in _targets(text, "en")), text
        assert not [f for f in _targets(text, "en") if "as a target" in f.span.text or "must" in f.span.text]


# -- German wordings read as their English counterparts ---------------------------------------------------------
def test_a_random_order_selects_nothing():
    german = "Decke drei Karten auf. Lege sie in zufälliger Reihenfolge unter deine Bibliothek."
    assert [f.concept for f in analyze(german, "de", "mtg").frames] == []


def test_neither_a_land_nor_a_token_is_nontoken():
    source = "Exile up to one target nonland, nontoken permanent an opponent controls."
    german = "Schicke bis zu eine bleibende Karte deiner Wahl, die weder ein Land noch ein Spielstein ist und die ein Gegner kontrolliert, ins Exil."
    assert _names(source, german, "de") == []
    plural = "Bringe zwei bleibende Karten deiner Wahl, die weder Länder noch Spielsteine sind, auf die Hand ihrer Besitzer zurück."
    assert _targets(plural, "de")[0].qualifiers == ("nontoken",)


def test_abilities_describe_the_object_and_the_zone_after_them_is_its_own():
    source = "Return target creature card with no abilities from your graveyard to your hand."
    german = "Bringe eine Kreaturenkarte deiner Wahl ohne Fähigkeiten aus deinem Friedhof auf deine Hand zurück."
    assert _names(source, german, "de") == []
    flying = "Tappe eine Kreatur deiner Wahl mit Flugfähigkeit, die ein Gegner kontrolliert."
    assert _targets(flying, "de")[0].controller == "opponent"


def test_cards_on_a_players_hand_are_in_that_hand():
    source = "Exile all cards in target opponent's hand."
    assert _names(source, "Schicke alle Karten auf der Hand eines Gegners deiner Wahl ins Exil.", "de") == []


# -- Italian and French wordings ------------------------------------------------------------------------------
def test_a_total_mana_cost_bound_in_italian_keeps_the_zone_after_it():
    source = "Return up to three target creature cards with total converted mana cost 5 or less from your graveyard to the battlefield."
    italian = (
        "Rimetti sul campo di battaglia fino a tre carte creatura bersaglio con costo di mana convertito totale"
        " pari o inferiore a 5 dal tuo cimitero."
    )
    assert _names(source, italian, "it") == []


def test_abilities_describe_the_card_in_italian():
    source = "Return target artifact card with no abilities from your graveyard to your hand."
    italian = "Riprendi in mano una carta artefatto bersaglio senza abilità dal tuo cimitero."
    assert _names(source, italian, "it") == []
    assert _targets("Rimetti in gioco due carte bersaglio con abilità ciclo dal tuo cimitero.", "it")[0].zone == "graveyard"


def test_for_as_long_as_you_control_is_a_clause_of_its_own_in_italian():
    source = "Gain control of target artifact for as long as you control Thief."
    italian = "Prendi il controllo di un artefatto bersaglio fintanto che controlli il Ladro."
    assert _names(source, italian, "it") == []


def test_of_the_chosen_type_describes_the_creature_in_french():
    source = "Put a +1/+1 counter on target creature you control of the chosen type."
    french = "Mettez un marqueur +1/+1 sur une créature ciblée du type choisi que vous contrôlez."
    assert _targets(french, "fr")[0].controller == "you"
    assert _names(source, french, "fr") == []


# -- what a spell targets describes it: the controller inside is the targeted object's ----------------------------
def test_a_restriction_inside_what_a_spell_targets_is_not_the_spells():
    source = "Counter target spell that targets one or more creatures you control."
    for lang, text in (
        ("de", "Neutralisiere einen Zauberspruch deiner Wahl, der eine oder mehrere Kreaturen, die du kontrollierst, als Ziel hat."),
        ("fr", "Contrecarrez le sort ciblé qui cible une ou plusieurs créatures que vous contrôlez."),
        ("it", "Neutralizza una magia bersaglio che ha come bersaglio una o più creature che controlli."),
    ):
        assert _names(source, text, lang) == [], lang
        assert _targets(text, lang)[0].controller is None, lang
    assert _targets(source, "en")[0].object == "spell"
    assert "target-restriction" in _names("Counter target spell an opponent controls.", "Counter target spell that targets a creature you control.", "en")


def test_cards_in_hand_that_count_damage_are_no_zone_of_the_target():
    source = "The Mage deals damage to any target equal to the number of cards in your hand."
    german = "Der Magier fügt einem Ziel deiner Wahl so viele Schadenspunkte zu, wie du Karten auf deiner Hand hast."
    assert _names(source, german, "de") == []
    assert _targets(german, "de")[0].zone is None


def test_put_under_your_control_is_no_controller_of_what_is_put():
    source = "Put all creature cards from your graveyard onto the battlefield under your control."
    german = "Bringe alle Kreaturenkarten aus deinem Friedhof unter deiner Kontrolle ins Spiel."
    assert _names(source, german, "de") == []
    assert _targets("Zerstöre eine Kreatur deiner Wahl unter deiner Kontrolle.", "de")[0].controller == "you"


def test_a_creature_thats_attacking_is_an_attacking_creature():
    assert _targets("Exile target creature that's attacking you.", "en")[0].qualifiers == ("attacking",)
    assert _names("Exile target creature that's attacking you.", "Schicke eine Kreatur deiner Wahl, die dich angreift, ins Exil.", "de") == []


def test_into_a_library_is_where_a_card_goes_in_italian():
    source = "Put target card from a graveyard into its owner's library."
    italian = "Metti una carta bersaglio da un cimitero nel grimorio del suo proprietario."
    assert _names(source, italian, "it") == []
    assert _targets(italian, "it")[0].zone == "graveyard"
    assert _targets("Esilia una carta bersaglio dal grimorio di un giocatore.", "it")[0].zone == "library"


def test_the_creature_type_elf_is_no_number_in_german():
    assert _names("Target Elf gains forestwalk until end of turn.", "Ein Elf deiner Wahl erhält Waldtarnung bis zum Ende des Zuges.", "de") == []


def test_a_heroic_trigger_keeps_the_targets_controller():
    source = "Whenever you cast a spell that targets the Hoplite, target creature an opponent controls gets -1/-1 until end of turn."
    for lang, text in (
        ("de", "Immer wenn du einen Zauberspruch wirkst, der den Hopliten als Ziel hat, erhält eine Kreatur deiner Wahl, die ein Gegner kontrolliert, -1/-1 bis zum Ende des Zuges."),
        ("fr", "Chaque fois que vous lancez un sort qui cible le Hoplite, une créature ciblée qu'un adversaire contrôle gagne -1/-1 jusqu'à la fin du tour."),
        ("it", "Ogniqualvolta lanci una magia che bersaglia l'Oplita, una creatura bersaglio controllata da un avversario prende -1/-1 fino alla fine del turno."),
    ):
        assert _names(source, text, lang) == [], lang
    assert [f.controller for f in _targets(source, "en")] == ["opponent"]


def test_attacking_or_blocking_said_after_the_noun_in_italian():
    source = "The Archer deals 1 damage to target attacking or blocking creature."
    assert _names(source, "L'Arciere infligge 1 danno a una creatura bersaglio che sta attaccando o bloccando.", "it") == []


def test_other_spells_targets_are_no_selection_and_changing_them_is_a_retarget():
    source = (
        "Whenever a player chooses one or more targets, each player reveals a card. The winner may change the target or"
        " targets. If they tie, the target or targets remain unchanged."
    )
    german = (
        "Immer wenn ein Spieler ein oder mehrere Ziele bestimmt, deckt jeder Spieler eine Karte auf. Der Gewinner kann das"
        " Ziel bzw. die Ziele umändern. Bei Gleichstand bleiben das Ziel bzw. die Ziele unverändert."
    )
    assert _names(source, german, "de") == []
    assert [(f.concept, f.mode) for f in analyze(source, "en", "mtg").frames if f.concept != "all"] == [("retarget", "all")]
    source = "Reselect its target at random if it has a single target. (Select from among all legal targets.)"
    german = "Bestimme das Ziel zufällig neu, falls er ein einzelnes Ziel hatte. (Wähle aus allen erlaubten Zielen.)"
    assert _names(source, german, "de") == []


def test_a_creature_attacking_you_is_attacking_in_french_and_italian():
    source = "Exile target creature that's attacking you."
    assert _names(source, "Exilez une créature ciblée qui vous attaque.", "fr") == []
    assert _names(source, "Esilia una creatura bersaglio che ti sta attaccando.", "it") == []


def test_put_onto_the_battlefield_under_your_control_in_italian():
    source = "Put target creature or planeswalker card from a graveyard onto the battlefield under your control."
    italian = "Metti sul campo di battaglia sotto il tuo controllo una carta creatura o planeswalker bersaglio da un cimitero."
    assert _names(source, italian, "it") == []
    assert _targets("Distruggi una creatura bersaglio sotto il tuo controllo.", "it")[0].controller == "you"


def test_put_onto_the_battlefield_under_your_control_in_french():
    source = "Put target creature card from a graveyard onto the battlefield under your control."
    french = "Mettez sur le champ de bataille sous votre contrôle une carte de créature ciblée depuis un cimetière."
    assert _names(source, french, "fr") == []
    assert _targets("Détruisez une créature ciblée sous votre contrôle.", "fr")[0].controller == "you"
