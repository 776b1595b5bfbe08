"""Yu-Gi-Oh! printed templates that the single-language checks must leave alone (issue 11), by
false-alarm category, in every language concerned; the broken wordings these rules exist for
still fire (tests/test_checks_text.py)."""

import pytest

from linter.checks import check_text
from linter.compare import compare
from linter.pipeline import analyze


def _errors(text: str, lang: str) -> set[str]:
    """The error/warning findings of one text (outdated-template is information only)."""
    return {f.name for f in check_text("Card", analyze(text, lang, "ygo"), lang) if f.severity != "info"}


SILENT = [
    # older templates (before PSCT): "select"/"target" with no ';' anywhere
    ("old-template", "en", "Select 1 face-up monster you control. It gains 500 ATK until the End Phase."),
    ("old-template", "en", "Target face-up Machine-Type monster you control gains 200 ATK."),
    ("old-template", "en", "Select 1 monster in your opponent's Graveyard and Special Summon it to your side of the field."),
    ("old-template", "en", "Select 1 card from your hand and return it to the bottom of your Deck."),
    ("old-template", "de", "Wähle 1 offenes Monster, das du kontrollierst. Es erhält bis zur End Phase 500 ATK."),
    ("old-template", "es", "Selecciona 1 monstruo boca arriba que controles. Gana 500 ATK hasta la End Phase."),
    ("old-template", "fr", "Sélectionnez 1 monstre face recto que vous contrôlez. Il gagne 500 ATK jusqu'à la End Phase."),
    # a Continuous Trap declares on activation without a ';'; its target is referred to later
    ("activation-declaration", "en",
     "Activate this card by targeting 1 face-up monster. Once per turn: You can pay 500 LP; the targeted monster gains 500 ATK."),
    ("activation-declaration", "de",
     "Aktiviere diese Karte, indem du 1 offenes Monster wählst. Einmal pro Spielzug: Du kannst 500 LP zahlen; zerstöre 1 Karte."),
    ("activation-declaration", "es",
     "Activa esta carta seleccionando 1 monstruo boca arriba. Una vez por turno: puedes pagar 500 LP; roba 1 carta."),
    ("activation-declaration", "fr",
     "Activez cette carte en ciblant 1 monstre face recto. Une fois par tour : vous pouvez payer 500 LP ; piochez 1 carte."),
    # a verb inside a relative or subordinate clause declares nothing
    ("relative-clause", "en", "Unaffected by other cards' effects, unless they target this card. You can target 1 card; destroy it."),
    ("relative-clause", "en", "Cannot be destroyed by card effects that do not target this card. You can target 1 card; banish it."),
    ("relative-clause", "en", "Negate any Trap effects that target exactly 1 monster you control, and if you do, destroy that Trap. "
                              "You can target 1 card; destroy it."),
    ("relative-clause", "en", "Negate a monster effect that activates by targeting the equipped monster. You can discard 1 card; draw 1 card."),
    # a restriction on targeting, not a declaration
    ("targeting-restriction", "en", "Neither player can target Dragon monsters you control with card effects. "
                                    "You can target 1 card; destroy it."),
    ("targeting-restriction", "de", "Kein Spieler kann Drache-Monster auf dem Spielfeld als Ziel für Zauber-/Fallenkarten oder -effekte "
                                    "wählen. Du kannst 1 Karte auf dem Spielfeld wählen; zerstöre sie."),
    # "target" as a noun after the declaration: "the first target", "the opponent's target", "each target's"
    ("target-noun", "en", "Target 1 monster you control and 1 monster your opponent controls; destroy the first target, "
                          "then banish the second target."),
    ("target-noun", "en", "You can target 2 cards in your Pendulum Zones; change each target's Pendulum Scale by 1."),
    ("target-noun", "en", "Target 2 monsters in your GY and 1 card your opponent controls; shuffle both of those first 2 targets "
                          "into the Deck, then destroy the opponent's target."),
    ("target-noun", "en", "When this card is targeted by a card effect: You can discard 1 card; destroy the targeting card."),
    # the effect goes on after its first full stop, and into its bulleted lines
    ("later-reference", "en", "You can target 1 monster you control; equip this card to that target. While equipped, that target "
                              "gains 500 ATK."),
    ("later-reference", "en", "Target 1 monster you control, then activate 1 of these effects;\n● Special Summon that target.\n"
                              "● Banish that target."),
    ("later-reference", "fr", "Vous pouvez cibler 1 monstre que vous contrôlez ; équipez cette carte sur cette cible. "
                              "Tant qu'il est équipé, cette cible gagne 500 ATK."),
    # several declarations of one target each are referred to one by one
    ("one-by-one", "en", "Target 1 monster you control and 1 monster in your GY; destroy that monster you control, and if you do, "
                         "Special Summon that other monster."),
    ("one-by-one", "es", "Selecciona 1 monstruo que controles y 1 monstruo en tu Cementerio; destruye ese monstruo que controlas "
                         "y, si lo haces, Invoca de Modo Especial ese otro monstruo."),
    # a declaration inside a cost-then clause: the cost's hand is not the target's zone
    ("cost-then", "en", "You can reveal 1 monster in your hand, then target 1 monster your opponent controls; destroy it."),
    ("cost-then", "de", "Du kannst 1 Xyz-Material von dieser Karte abhängen, um 1 Monster im Friedhof deines Gegners zu wählen; "
                        "verbanne das gewählte Ziel."),
    ("cost-then", "de", "Du kannst 1000 LP zahlen und dann 1 Monster wählen, das dein Gegner kontrolliert; zerstöre es."),
    # multi-part effects: a colon inside a card name ends no condition; "zerstöre 1 …, das du kontrollierst, und 1 …" declares nothing
    ("segmentation", "en", 'You can target 1 face-up "Number C1: Example Ray" you control; equip this card to that target.'),
    ("segmentation", "de", "Zahle die Hälfte deiner LP; zerstöre 1 Monster, das du kontrollierst, und 1 Karte, die dein Gegner "
                           "kontrolliert."),
]


@pytest.mark.parametrize("category,lang,text", SILENT)
def test_printed_templates_have_no_rules_finding(category, lang, text):
    assert _errors(text, lang) == set(), category


@pytest.mark.parametrize("lang,text", [
    ("en", "You can pay 1000 LP; target 1 monster on the field, and destroy it. You can target 1 card; banish it."),
    ("de", "Du kannst 1000 LP zahlen; wähle 1 Monster auf dem Spielfeld und zerstöre es."),
    ("en", "Activate this card by paying 1000 LP; target 1 monster on the field and destroy it."),
])
def test_a_target_after_the_semicolon_of_a_psct_text_still_fires(lang, text):
    assert "psct-structure" in _errors(text, lang)


def test_nothing_targeted_anywhere_still_fires():
    assert "resolution-reference-mismatch" in _errors("You can discard 1 card; destroy that target. You can draw 1 card.", "en")


def test_one_declaration_of_several_referred_to_as_one_still_fires():
    assert "resolution-reference-mismatch" in _errors("Puedes seleccionar 2 monstruos en el Campo; destrúyelo.", "es")


def test_the_cost_zone_stays_with_the_cost():
    (frame,) = [f for f in analyze("You can reveal 1 monster in your hand, then target 1 monster your opponent controls; "
                                   "destroy it.", "en", "ygo").frames if f.concept == "target"]
    assert frame.zone is None and frame.controller == "opponent" and frame.phase == "activation"


def test_german_declaration_after_a_cost_is_on_activation():
    (frame,) = [f for f in analyze("Du kannst 1 Monster von deinem Friedhof verbannen, um 1 Karte im Friedhof deines Gegners "
                                   "zu wählen; verbanne das gewählte Ziel.", "de", "ygo").frames if f.concept == "target"]
    assert frame.phase == "activation" and frame.zone == "graveyard" and frame.controller == "opponent"


SELECTED = [
    ("en", "Select 1 face-up monster you control. Send 1 card with the same name as the selected monster to the GY.",
     "the selected monster"),
    ("de", "Wähle 1 offenes Monster, das du kontrollierst. Lege 1 Karte mit dem gleichen Namen wie das gewählte Monster "
           "auf den Friedhof.", "das gewählte Monster"),
    ("es", "Selecciona 1 monstruo boca arriba que controles. Manda al Cementerio 1 carta con el mismo nombre que el "
           "monstruo seleccionado.", "el monstruo seleccionado"),
    ("fr", "Sélectionnez 1 monstre face recto que vous contrôlez. Envoyez au Cimetière 1 carte avec le même nom que le "
           "monstre sélectionné.", "le monstre sélectionné"),
]


@pytest.mark.parametrize("lang,text,words", SELECTED)
def test_the_selected_monster_of_older_templates_says_nothing_about_resolution(lang, text, words):
    """Older text selects without a ';' and says "the selected monster" for "it" as for "that target":
    its wording is no resolution reference (only PSCT text, below, has one)."""
    assert words in text
    assert [f for f in analyze(text, lang, "ygo").frames if f.concept == "resolution-reference"] == []
    assert _errors(text, lang) == set()


PSCT_SELECTED = [
    ("en", "Target 1 face-up monster you control; Special Summon 1 monster with the same name as the targeted monster.",
     "the targeted monster"),
    ("es", "Selecciona 1 monstruo boca arriba que controles; Invoca de Modo Especial 1 monstruo con el mismo nombre que el "
           "monstruo seleccionado.", "el monstruo seleccionado"),
    ("fr", "Ciblez 1 monstre face recto que vous contrôlez ; Invoquez Spécialement 1 monstre avec le même nom que le "
           "monstre sélectionné.", "le monstre sélectionné"),
]


@pytest.mark.parametrize("lang,text,words", PSCT_SELECTED)
def test_the_selected_monster_after_a_psct_declaration_refers_back_like_that_target(lang, text, words):
    refs = [f for f in analyze(text, lang, "ygo").frames if f.concept == "resolution-reference"]
    assert [(f.span.text, f.mode) for f in refs] == [(words, "chosen")]


def test_an_old_translation_is_no_resolution_difference_from_psct_it():
    """en PSCT "it", es older "la carta seleccionada" (no ';'): no resolution-reference finding."""
    en = analyze("Target 1 face-up Spell you control; place 1 counter on it.", "en", "ygo")
    es = analyze("Selecciona 1 Carta Mágica boca arriba que controles y ponle 1 contador. Si la carta seleccionada fuera "
                 "a ser destruida, retira el contador.", "es", "ygo")
    assert [f.name for f in compare("Card", en, es)] == []


@pytest.mark.parametrize("lang,text,words", SELECTED[1:])
def test_an_older_translation_of_the_selected_monster_is_faithful(lang, text, words):
    assert compare("Card", analyze(SELECTED[0][1], "en", "ygo"), analyze(text, lang, "ygo")) == []


@pytest.mark.parametrize("lang,text", [
    ("es", "Ningún jugador puede seleccionar con efectos de cartas a monstruos Dragón en el Campo. Puedes seleccionar 1 carta; "
           "destrúyela."),
    ("es", "Cuando tu adversario activa una Carta Mágica que selecciona exactamente 1 monstruo: selecciona otra carta; destrúyela."),
    ("fr", "Aucun joueur ne peut la cibler avec des effets de carte. Vous pouvez cibler 1 carte ; détruisez-la."),
    ("de", "Kein Spieler kann Drache-Monster auf dem Spielfeld als Ziel für Zauber-/Fallenkarten oder -effekte wählen. "
           "Du kannst 1 Karte wählen; zerstöre sie."),
])
def test_restrictions_and_relative_clauses_declare_nothing(lang, text):
    targets = [f for f in analyze(text, lang, "ygo").frames if f.concept == "target"]
    assert len(targets) == 1 and targets[0].phase == "activation"


FIRST_TARGET = [
    ("en", "Target 1 monster you control and 1 monster your opponent controls; destroy the first target, then banish the "
           "second target."),
    ("de", "Wähle 1 Monster, das du kontrollierst, und 1 Monster, das dein Gegner kontrolliert; zerstöre das erste gewählte "
           "Ziel, dann verbanne das zweite gewählte Ziel."),
    ("es", "Selecciona 1 monstruo que controles y 1 monstruo que controle tu adversario; destruye el primer objetivo, y "
           "después destierra el segundo objetivo."),
    ("fr", "Ciblez 1 monstre que vous contrôlez et 1 monstre contrôlé par votre adversaire ; détruisez la première cible, "
           "puis bannissez la seconde cible."),
]


@pytest.mark.parametrize("lang,text", FIRST_TARGET)
def test_the_first_and_second_target_refer_back_in_every_language(lang, text):
    refs = [f.mode for f in analyze(text, lang, "ygo").frames if f.concept == "resolution-reference"]
    assert refs == ["chosen", "chosen"]
    if lang != "en":
        assert compare("Card", analyze(FIRST_TARGET[0][1], "en", "ygo"), analyze(text, lang, "ygo")) == []


@pytest.mark.parametrize("lang,text", [
    ("en", "You can detach any number of materials from this card, then target that many monsters your opponent controls; "
           "destroy them."),
    ("de", "Du kannst eine beliebige Anzahl Material von dieser Karte abhängen und dann ebenso viele Monster wählen, die dein "
           "Gegner kontrolliert; zerstöre sie."),
    ("es", "Puedes desacoplar cualquier cantidad de materiales de esta carta, y después seleccionar ese mismo número de "
           "monstruos que controle tu adversario; destrúyelos."),
    ("fr", "Vous pouvez détacher n'importe quel nombre de Matériels de cette carte, puis ciblez autant de monstres contrôlés "
           "par votre adversaire ; détruisez-les."),
])
def test_that_many_targets_are_counted_x_in_every_language(lang, text):
    (target,) = [f for f in analyze(text, lang, "ygo").frames if f.concept == "target"]
    assert (target.count.min, target.count.max, target.object) == ("X", "X", "monster")


@pytest.mark.parametrize("lang,text", [
    ("en", "Target 1 Beast, Beast-Warrior, or Winged Beast monster you control; destroy it."),
    ("de", "Wähle 1 Ungeheuer-, Ungeheuer-Krieger- oder Geflügeltes Ungeheuer-Monster, das du kontrollierst; zerstöre es."),
    ("de", "Du kannst 1 Monster mit weniger als 1600 ATK wählen, das du kontrollierst; zerstöre es."),
])
def test_long_descriptions_keep_their_object(lang, text):
    (target,) = [f for f in analyze(text, lang, "ygo").frames if f.concept == "target"]
    assert (target.object, target.controller, target.phase) == ("monster", "you", "activation")


@pytest.mark.parametrize("lang,text,count", [
    ("en", "You can target any number of Tuners you control; change their Levels to 1.", (0, None)),
    ("de", "Du kannst eine beliebige Anzahl Empfänger wählen, die du kontrollierst; ändere ihre Stufen zu 1.", (0, None)),
    ("es", "Puedes seleccionar cualquier número de Cantantes que controles; cambia sus Niveles a 1.", (0, None)),
    ("fr", "Vous pouvez cibler un nombre de votre choix de Syntoniseurs que vous contrôlez ; changez leur Niveau à 1.", (0, None)),
    ("en", "Target 1 Tuner or 1 Synchro Monster in your GY; Special Summon it.", (1, 1)),
    ("en", "You can banish this card, then target 1 Level/Rank/Link 2 monster you control; it gains 1400 ATK.", (1, 1)),
])
def test_a_tuner_is_a_monster_in_every_language(lang, text, count):
    (target,) = [f for f in analyze(text, lang, "ygo").frames if f.concept == "target"]
    assert (target.object, (target.count.min, target.count.max)) == ("monster", count)


@pytest.mark.parametrize("lang,text", [
    ("en", 'You can target 1 of your "Ghoti" Traps that is banished or in your GY; Set that target.'),
    ("en", "You can target 3 of your FIRE monsters that are banished and/or in your GY; shuffle them into the Deck."),
    ("de", "Du kannst 1 deiner „Ghoti“-Fallen wählen, die verbannt ist oder sich in deinem Friedhof befindet; setze jenes gewählte Ziel."),
    ("es", 'Puedes seleccionar 3 de tus monstruos de FUEGO que estén desterrados y/o en tu Cementerio; barájalos en el Deck.'),
    ("fr", 'Vous pouvez cibler 1 de vos Pièges "Ghoti" qui est banni ou dans votre Cimetière ; Posez cette cible.'),
])
def test_banished_or_in_the_graveyard_is_one_zone_in_every_language(lang, text):
    (target,) = [f for f in analyze(text, lang, "ygo").frames if f.concept == "target"]
    assert target.zone == "banished-or-graveyard"


SPANISH_OBJECTS = [
    # a named Spell/Monster Card is a Spell/Monster, not any card
    ('Puedes seleccionar hasta 3 Cartas Mágicas de Equipo "Armas Nobles" en tu Cementerio; añádelas a tu mano.',
     ("spell", 0, 3)),
    ('Puedes seleccionar 1 Carta de Monstruo "Artistamigo" que controles; destrúyela.', ("monster", 1, 1)),
    ('Puedes seleccionar 1 Carta de Trampa Continua "Laberinto" en tu Cementerio; colócala.', ("trap", 1, 1)),
    # the object after "seleccionando", not "esta carta" before it
    ('Activa esta carta seleccionando 1 monstruo "Karakuri" en tu Cementerio; Invócalo de Modo Especial.', ("monster", 1, 1)),
    # older wording: the object after a second verb
    ('Selecciona e Invoca de Modo Especial 1 monstruo "Dama Fortuna" desde tu Cementerio.', ("monster", 1, 1)),
    # the count after "otros" and after the personal "a"
    ("Puedes seleccionar otros 2 monstruos en tu Cementerio; añádelos a tu mano.", ("monster", 2, 2)),
    ("Puedes seleccionar a 2 monstruos de Nivel 2 en tu Cementerio; Invócalos de Modo Especial.", ("monster", 2, 2)),
    # "target that many": "ese número de", "hasta esa cantidad de"
    ("Puedes seleccionar ese número de cartas boca arriba que controle tu adversario; destrúyelas.", ("card", "X", "X")),
    ("Selecciona hasta esa cantidad de cartas que controle tu adversario; destrúyelas.", ("card", "X", "X")),
]


@pytest.mark.parametrize("text,expected", SPANISH_OBJECTS)
def test_spanish_named_cards_and_counts(text, expected):
    (target,) = [f for f in analyze(text, "es", "ygo").frames if f.concept == "target"]
    assert (target.object, target.count.min if target.count else 1, target.count.max if target.count else 1) == expected


@pytest.mark.parametrize("en,es", [
    # "(hasta) tantas cartas" is counted no more than "target cards … up to the number of …"
    ("You can target cards your opponent controls, up to the number of cards you control; destroy them.",
     "Puedes seleccionar hasta tantas cartas que controle tu adversario como cartas controles; destrúyelas."),
    ('You can target 3 "Noble Knight" and/or "Noble Arms" cards in your GY; shuffle them into the Deck.',
     'Puedes seleccionar 3 cartas "Noble Caballero" y/o "Armas Nobles" en tu Cementerio; barájalas en el Deck.'),
    ("Select 2 Main Monster Zones on the field. Neither player can use those zones.",
     "Selecciona 2 Zonas de Carta de Monstruo en el Campo. Ningún jugador puede usar esas zonas."),
])
def test_faithful_spanish_counts_objects_and_zones(en, es):
    assert compare("Card", analyze(en, "en", "ygo"), analyze(es, "es", "ygo")) == []


@pytest.mark.parametrize("text", [
    # the card that targets, not this text
    "Cuando tu adversario activa una Carta Mágica: selecciona otra carta; la Carta Mágica ahora selecciona al nuevo objetivo.",
    "Niega un efecto de monstruo que se active seleccionando al monstruo equipado. Puedes seleccionar 1 carta; destrúyela.",
    # an attack target named; an Attribute, an effect
    'Tu adversario sólo puede seleccionar a "Rosa Venenosa" como objetivo de un ataque. Puedes seleccionar 1 carta; destrúyela.',
    "Selecciona 2 Atributos. Puedes seleccionar 1 carta; destrúyela.",
    "Selecciona 1 efecto y aplícalo. Puedes seleccionar 1 carta; destrúyela.",
])
def test_spanish_mentions_of_selecting_declare_nothing(text):
    targets = [f for f in analyze(text, "es", "ygo").frames if f.concept == "target"]
    assert len(targets) == 1 and targets[0].span.text.startswith(("selecciona", "seleccionar"))


FRENCH_OBJECTS = [
    ("Lorsque cette carte est Invoquée : ciblez max. 5 Cartes Magie dans le Cimetière de votre adversaire ; bannissez-les.",
     ("spell", 0, 5)),
    ('Vous pouvez cibler max. 11 de vos monstres "Infernoid" bannis ; Invoquez-les Spécialement.', ("monster", 0, 11)),
    ("Vous pouvez cibler 1 Magie Continue/Piège Continu que vous contrôlez ; envoyez-le au Cimetière.", ("spell-trap", 1, 1)),
    ("Sélectionnez 2 Zones de Carte Monstre sur le Terrain.", ("zone", 2, 2)),
]


@pytest.mark.parametrize("text,expected", FRENCH_OBJECTS)
def test_french_spell_cards_counts_and_zones(text, expected):
    (target,) = [f for f in analyze(text, "fr", "ygo").frames if f.concept == "target"]
    assert (target.object, target.count.min, target.count.max) == expected


@pytest.mark.parametrize("text", [
    # restrictions on attack targets and on targeting
    "Tant que cette carte est face recto, votre adversaire ne peut pas sélectionner de monstre face recto comme cible "
    "d'une attaque. Vous pouvez cibler 1 carte ; détruisez-la.",
    "Votre adversaire ne peut ni cibler ni détruire cette carte avec des effets de carte. Vous pouvez cibler 1 carte ; "
    "détruisez-la.",
    "Annulez un effet de monstre activé en ciblant le monstre équipé. Vous pouvez cibler 1 carte ; détruisez-la.",
])
def test_french_restrictions_on_targeting_declare_nothing(text):
    targets = [f for f in analyze(text, "fr", "ygo").frames if f.concept == "target"]
    assert [f.span.text for f in targets] == ["cibler 1 carte"]


def test_french_opponent_selects_on_resolution():
    text = 'Sélectionnez 3 monstres "Ferraille" dans votre Cimetière. Votre adversaire sélectionne 1 de ces monstres.'
    kinds = [(f.concept, f.chooser) for f in analyze(text, "fr", "ygo").frames if f.concept in ("target", "choice")]
    assert kinds == [("target", "you"), ("choice", "opponent")]
