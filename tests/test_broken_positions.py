"""Issue 20, third round: slips the position-varied bench missed, read on card-like sentences written
for the project — a controller added to an "all" selection whose source says "currently" or names a
place, and restrictions said of one part of a target of either kind ("X ciblé ou Y ciblé")."""

import pytest

from linter.compare import compare
from linter.components.knowledge import content_words
from linter.lexicon import lexicon_for
from linter.patterns import PatternCompiler
from linter.pipeline import analyze


def _names(source, translation, lang, game="mtg"):
    return sorted(f.name for f in compare("card", analyze(source, "en", game), analyze(translation, lang, game)))


def _frames(text, lang, concept="target", game="mtg"):
    return [f for f in analyze(text, lang, game).frames if f.concept == concept]


# -- an optional word of a restriction's pattern says nothing by itself ----------------------------
@pytest.mark.parametrize(("lang", "faithful", "broken"), [
    ("fr", "Jusqu'à la fin du tour, tous les monstres face recto actuellement sur le Terrain deviennent TÉNÈBRES.",
     "Jusqu'à la fin du tour, tous les monstres face recto que vous contrôlez actuellement sur le Terrain deviennent TÉNÈBRES."),
    ("it", "Tutti i mostri scoperti attualmente sul Terreno diventano OSCURITÀ fino alla fine del turno.",
     "Tutti i mostri scoperti controllati dal tuo avversario attualmente sul Terreno diventano OSCURITÀ fino alla fine del turno."),
])
def test_currently_on_the_field_hides_no_controller(lang, faithful, broken):
    source = "All face-up monsters currently on the field become DARK until the end of this turn."
    assert _names(source, faithful, lang, "ygo") == []
    assert _names(source, broken, lang, "ygo") == ["target-restriction"]


def test_you_currently_control_is_still_read_as_a_controller():
    (frame,) = _frames("Destroy all monsters you currently control.", "en", "all", "ygo")
    assert frame.controller == "you"


def test_optional_words_and_place_words_do_not_say_a_restriction():
    lexicon = lexicon_for("en", "ygo")
    compile_ = PatternCompiler(str.split, lexicon).compile
    assert content_words(compile_("controller", "you currently? control"), lexicon) == {"control"}
    # "field" names the zone; the pattern is found where it stands, and adds no word of its own
    assert content_words(compile_("controller", "on your field"), lexicon, elsewhere=frozenset({"field"})) == set()


@pytest.mark.parametrize(("lang", "broken"), [
    ("es", "Devuelve todos los Monstruos de Enlace que controla tu adversario del Campo y los Cementerios al Deck Extra."),
    ("de", "Lege alle Linkmonster, die dein Gegner kontrolliert, vom Spielfeld und den Friedhöfen ins Extra Deck zurück."),
])
def test_a_field_named_after_an_all_selection_hides_no_controller(lang, broken):
    source = "Return all Link Monsters from the field and the GYs to the Extra Deck."
    (frame,) = _frames(source, "en", "all", "ygo")
    assert "controller" in frame.known
    assert _names(source, broken, lang, "ygo") == ["target-restriction"]


# -- one target of either kind -------------------------------------------------------------------
@pytest.mark.parametrize(("source", "faithful", "broken"), [
    ("Destroy target artifact or enchantment.", "Détruisez l'artefact ciblé ou l'enchantement ciblé.",
     "Détruisez un autre artefact ciblé ou l'enchantement ciblé."),
    ("Exile target permanent or suspended card.", "Exilez le permanent ciblé ou la carte en suspension ciblée.",
     "Exilez un autre permanent ciblé ou la carte en suspension ciblée."),
])
def test_french_another_said_of_the_first_kind_is_the_targets(source, faithful, broken):
    assert _names(source, faithful, "fr") == []
    (frame,) = _frames(broken, "fr")
    assert frame.another and "|" in frame.object
    assert _names(source, broken, "fr") == ["target-restriction"]


@pytest.mark.parametrize(("lang", "faithful", "broken"), [
    ("it", "Rimuovi due segnalini tempo da un permanente bersaglio o da una carta sospesa bersaglio.",
     "Rimuovi due segnalini tempo da un permanente bersaglio che controlli o da una carta sospesa bersaglio."),
    ("es", "Quita dos contadores de tiempo del permanente objetivo o de la carta suspendida objetivo.",
     "Quita dos contadores de tiempo del permanente objetivo que controla un oponente o de la carta suspendida objetivo."),
])
def test_two_targets_joined_by_or_are_one_target_of_either_kind(lang, faithful, broken):
    source = "Remove two time counters from target permanent or suspended card."
    (frame,) = _frames(faithful, lang)
    assert frame.object == "card|permanent"
    assert _names(source, faithful, lang) == []
    assert _names(source, broken, lang) == ["target-restriction"]


def test_targets_joined_by_and_or_stay_two_targets():
    text = "Return up to one target instant card and/or up to one target sorcery card from your graveyard to your hand."
    assert len(_frames(text, "en")) == 2


def test_parts_restricted_differently_stay_apart():
    text = "Détruisez l'artefact ciblé que vous contrôlez ou l'enchantement ciblé qu'un adversaire contrôle."
    assert [f.controller for f in _frames(text, "fr")] == ["you", "opponent"]


# -- a controller in a zone whose objects have one -------------------------------------------------
def test_a_controller_added_to_spells_on_the_stack_is_reported():
    source = "Exile all spells and abilities on the stack."
    assert _names(source, "Exilez tous les sorts et les capacités sur la pile.", "fr") == []
    assert _names(source, "Exilez tous les sorts que vous contrôlez et les capacités sur la pile.", "fr") == [
        "target-restriction"
    ]


def test_a_graveyard_still_says_whose_it_is():
    source = "Return all creature cards from your graveyard to your hand."
    translation = "Regresa todas las cartas de criatura de tu cementerio a tu mano."
    assert _names(source, translation, "es") == []


# -- a trigger condition's selection pairs with the other side's trigger condition -----------------
def test_an_effects_selection_is_not_paired_with_a_trigger_conditions():
    source = ("If all monsters you controlled at the start of this turn were destroyed: "
              "You can destroy all face-up monsters with that Attribute.")
    faithful = ("Si controlabas 2 o más monstruos al inicio de este turno y fueron destruidos: "
                "puedes destruir todos los monstruos boca arriba con ese Atributo.")
    broken = ("Si controlabas 2 o más monstruos al inicio de este turno y fueron destruidos: "
              "puedes destruir todos los monstruos boca arriba que controles con ese Atributo.")
    assert _names(source, faithful, "es", "ygo") == []
    assert _names(source, broken, "es", "ygo") == ["target-restriction"]


# -- an "all" list: its quantifier takes each object, each a selection of its own ------------------
@pytest.mark.parametrize(("lang", "faithful", "broken"), [
    ("fr", "Détruisez tous les artefacts, toutes les créatures et tous les enchantements.",
     "Détruisez tous les artefacts, toutes les créatures et tous les enchantements que vous contrôlez."),
    ("fr", "Détruisez tous les artefacts, toutes les créatures et tous les enchantements.",
     "Détruisez tous les artefacts, toutes les créatures qu'un adversaire contrôle et tous les enchantements."),
    ("es", "Destruye todos los artefactos, criaturas y encantamientos.",
     "Destruye todos los artefactos, todas las criaturas que controlas y todos los encantamientos."),
])
def test_a_controller_added_to_one_kind_of_an_all_list_is_reported(lang, faithful, broken):
    source = "Destroy all artifacts, creatures, and enchantments."
    assert [f.object for f in _frames(source, "en", "all")] == ["artifact", "creature", "enchantment"]
    assert _names(source, faithful, lang) == []
    assert _names(source, broken, lang) == ["target-restriction"]


def test_an_all_list_joined_by_and_in_italian():
    source = "Exile all spells and abilities from the stack."
    assert [f.object for f in _frames("Esilia tutte le magie e le abilità dalla pila.", "it", "all")] == [
        "spell",
        "ability",
    ]
    assert _names(source, "Esilia tutte le magie e le abilità dalla pila.", "it") == []
    assert _names(source, "Esilia tutte le magie che controlli e le abilità dalla pila.", "it") == [
        "target-restriction"
    ]


def test_and_before_a_verb_joins_no_object_to_an_all_selection():
    assert [f.object for f in _frames("Tap all creatures and draw a card.", "en", "all")] == ["creature"]
    assert [f.object for f in _frames("Each player discards a card and loses 2 life.", "en", "all")] == ["player"]


# -- a zone after the phrase: where the object is, unless a placing verb sends it there ------------
@pytest.mark.parametrize(("lang", "faithful", "broken", "sent"), [
    ("fr", "Un Personnage ciblé gagne 2 boosts.", "Un Personnage ciblé en Réserve gagne 2 boosts.",
     "Envoyez un Personnage ciblé en Réserve."),
    ("it", "Un personaggio bersaglio ottiene 2 rinforzi.", "Un personaggio bersaglio nella Riserva ottiene 2 rinforzi.",
     "Manda un personaggio bersaglio nella Riserva."),
])
def test_a_character_in_reserve_is_where_it_is_unless_a_placing_verb_sends_it_there(lang, faithful, broken, sent):
    source = "Target Character gains 2 boosts."
    assert _names(source, faithful, lang, "altered") == []
    assert _names(source, broken, lang, "altered") == ["zone"]
    (frame,) = _frames(sent, lang, game="altered")
    assert frame.zone is None
    assert _names("Send target Character to Reserve.", sent, lang, "altered") == []


# -- a zone word before the phrase says no qualifier ------------------------------------------------
def test_a_zone_word_before_the_phrase_leaves_its_qualifiers_known():
    source = "Send target Character to Reserve."
    assert _names(source, "Envía a la reserva un personaje objetivo.", "es", "altered") == []
    assert _names(source, "Envía a la reserva un personaje agotado objetivo.", "es", "altered") == [
        "target-restriction"
    ]


def test_an_italian_return_to_the_hand_is_where_it_goes():
    source = "Return all monsters you control to the hand."
    assert _names(source, "Fai ritornare tutti i mostri che controlli nella mano.", "it", "ygo") == []
    assert _names(source, "Fai ritornare tutti i mostri nella mano.", "it", "ygo") == ["target-restriction"]
    (frame,) = _frames("Scegli come bersaglio 1 carta nella mano; distruggila.", "it", game="ygo")
    assert frame.zone == "hand"


def test_a_spanish_type_and_attribute_between_two_joined_targets():
    source = "Target 2 LIGHT Beast monsters you control and 2 cards your opponent controls; return them to the hand."
    faithful = "Selecciona 2 monstruos Bestia de LUZ que controles y 2 cartas que controle tu adversario; devuélvelos a la mano."
    broken = "Selecciona 2 monstruos Bestia de LUZ que controles y 2 cartas que controles; devuélvelos a la mano."
    assert _names(source, faithful, "es", "ygo") == []
    assert _names(source, broken, "es", "ygo") == ["target-restriction"]


def test_a_french_number_after_a_counts_the_targets():
    source = "Magma Spray deals 2 damage to target creature."
    assert _names(source, "La Giclée de magma inflige 2 blessures à la créature ciblée.", "fr") == []
    broken = "La Giclée de magma inflige 2 blessures à deux créatures ciblées."
    assert _names(source, broken, "fr") == ["target-count"]
    (value,) = _frames("Détruisez la créature avec une valeur de mana inférieure ou égale à 2 ciblée.", "fr")
    assert value.count is None or value.count.max == 1  # one creature ("la"): the 2 is its mana value's bound
    assert value.qualifiers == ("level-bound",)
