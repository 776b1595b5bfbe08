"""The broken-translation generator of bench/ (bench/broken.py) on sentences written for these tests:
it finds the target phrase from the language's own words, writes the slip where the phrase stands
with the right agreement and word order, and names the position by what follows."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.broken import generate
from bench.edits import apply
from bench.edits_clause import optional_edits, resolution_edits
from bench.edits_noun import ALL_KINDS, TARGET_KINDS
from bench.locate import locate_alls, locate_targets
from bench.mutation_data import language
from bench.positions import contexts, follows
from bench.source import allows
from bench.source import targets as source_targets
from linter.readers.records import CardRecord


def slips(lang: str, game: str, text: str, kind: str) -> list[tuple[str, str]]:
    """Every (broken text, position) of one kind the generator makes of ``text``."""
    data = language(lang)
    found = []
    for p in locate_targets(text, data, game):
        edits = [e for make in TARGET_KINDS for e in make(text, p, data, game)]
        edits += optional_edits(text, p, data, game) + resolution_edits(text, p, data, game)
        for e in edits:
            if e.kind == kind:
                broken, at = apply(text, e)
                found.append((broken, follows(broken, at, data, game)))
    for p in locate_alls(text, data, game):
        for e in (e for make in ALL_KINDS for e in make(text, p, data, game)):
            if "all: " + e.kind == kind:
                broken, at = apply(text, e)
                found.append((broken, follows(broken, at, data, game)))
    return found


@pytest.mark.parametrize(
    ("lang", "text", "broken", "position"),
    [
        (
            "es",
            "Devuelve la criatura objetivo a la mano de su propietario.",
            "Devuelve la criatura objetivo que controlas a la mano de su propietario.",
            "preposition",
        ),
        (
            "es",
            "La criatura objetivo obtiene +2/+2 hasta el final del turno.",
            "La criatura objetivo que controlas obtiene +2/+2 hasta el final del turno.",
            "verb",
        ),
        (
            "es",
            "Inflige 2 puntos de daño a la criatura objetivo y tú ganas 2 vidas.",
            "Inflige 2 puntos de daño a la criatura objetivo que controlas y tú ganas 2 vidas.",
            "and",
        ),
        ("es", "Destruye el artefacto objetivo.", "Destruye el artefacto objetivo que controlas.", "stop"),
        (
            "de",
            "Bringe eine Kreatur deiner Wahl auf die Hand ihres Besitzers zurück.",
            "Bringe eine Kreatur deiner Wahl, die du kontrollierst, auf die Hand ihres Besitzers zurück.",
            "preposition",
        ),
        (
            "de",
            "Zerstöre ein Artefakt deiner Wahl.",
            "Zerstöre ein Artefakt deiner Wahl, das du kontrollierst.",
            "stop",
        ),
        (
            "de",
            "Neutralisiere einen Zauberspruch deiner Wahl.",
            "Neutralisiere einen Zauberspruch deiner Wahl, den du kontrollierst.",
            "stop",
        ),
        (
            "de",
            "Eine Kreatur deiner Wahl erhält +2/+2 bis zum Ende des Zuges.",
            "Eine Kreatur deiner Wahl, die du kontrollierst, erhält +2/+2 bis zum Ende des Zuges.",
            "verb",
        ),
        (
            "de",
            "Du kannst eine Kreatur deiner Wahl tappen.",
            "Du kannst eine Kreatur deiner Wahl, die du kontrollierst, tappen.",
            "verb",
        ),
        (
            "de",
            "Tappe eine Kreatur deiner Wahl, dann ziehe eine Karte.",
            "Tappe eine Kreatur deiner Wahl, die du kontrollierst, dann ziehe eine Karte.",
            "comma",
        ),
        (
            "fr",
            "Renvoyez une créature ciblée dans la main de son propriétaire.",
            "Renvoyez une créature ciblée que vous contrôlez dans la main de son propriétaire.",
            "preposition",
        ),
        (
            "fr",
            "La créature ciblée gagne +1/+1 et vous piochez une carte.",
            "La créature ciblée que vous contrôlez gagne +1/+1 et vous piochez une carte.",
            "verb",
        ),
    ],
)
def test_controller_added_where_the_phrase_stands(lang, text, broken, position):
    assert (broken, position) in slips(lang, "mtg", text, "controller added")


def test_controller_dropped_takes_the_german_commas_with_it():
    text = "Bringe eine Kreatur deiner Wahl, die du kontrollierst, auf die Hand ihres Besitzers zurück."
    assert slips("de", "mtg", text, "controller dropped") == [
        ("Bringe eine Kreatur deiner Wahl auf die Hand ihres Besitzers zurück.", "preposition")
    ]
    text = "Tappe eine Kreatur deiner Wahl, die ein Gegner kontrolliert, dann ziehe eine Karte."
    assert slips("de", "mtg", text, "controller dropped") == [
        ("Tappe eine Kreatur deiner Wahl, dann ziehe eine Karte.", "comma")
    ]
    text = "Eine Kreatur deiner Wahl, die du kontrollierst, +1/+1 erhält."
    assert slips("de", "mtg", text, "controller dropped")[0][0] == "Eine Kreatur deiner Wahl +1/+1 erhält."


def test_controller_changed_keeps_the_pronoun_agreeing():
    text = "Schicke ein Artefakt deiner Wahl, das ein Gegner kontrolliert, ins Exil."
    assert slips("de", "mtg", text, "controller changed") == [
        ("Schicke ein Artefakt deiner Wahl, das du kontrollierst, ins Exil.", "preposition")
    ]


@pytest.mark.parametrize(
    ("lang", "text", "kind", "broken"),
    [
        ("es", "Exilia al jugador objetivo.", "another added", "Exilia a otro jugador objetivo."),
        ("es", "Destruye otra criatura objetivo.", "another dropped", "Destruye la criatura objetivo."),
        ("es", "Destruye la criatura objetivo.", "qualifier added", "Destruye la criatura girada objetivo."),
        ("es", "Destruye la criatura objetivo.", "count changed", "Destruye dos criaturas objetivo."),
        ("es", "Destruye hasta dos criaturas objetivo.", "up to dropped", "Destruye dos criaturas objetivo."),
        ("es", "Destruye la criatura objetivo.", "up to added", "Destruye hasta una criatura objetivo."),
        ("es", "Destruye la criatura objetivo.", "target → each", "Destruye cada criatura."),
        (
            "de",
            "Schicke ein Artefakt deiner Wahl ins Exil.",
            "another added",
            "Schicke ein anderes Artefakt deiner Wahl ins Exil.",
        ),
        (
            "de",
            "Schicke eine Kreatur deiner Wahl ins Exil.",
            "qualifier added",
            "Schicke eine getappte Kreatur deiner Wahl ins Exil.",
        ),
        (
            "de",
            "Schicke einen Spieler deiner Wahl ins Exil.",
            "another added",
            "Schicke einen anderen Spieler deiner Wahl ins Exil.",
        ),
        (
            "de",
            "Schicke eine andere Kreatur deiner Wahl ins Exil.",
            "another dropped",
            "Schicke eine Kreatur deiner Wahl ins Exil.",
        ),
        (
            "de",
            "Schicke ein Artefakt deiner Wahl, das du kontrollierst, ins Exil.",
            "count changed",
            "Schicke zwei Artefakte deiner Wahl, die du kontrollierst, ins Exil.",
        ),
        ("de", "Schicke eine Kreatur deiner Wahl ins Exil.", "target → each", "Schicke jede Kreatur ins Exil."),
        (
            "de",
            "Schicke eine Zombie-Karte deiner Wahl ins Exil.",
            "count changed",
            "Schicke zwei Zombie-Karten deiner Wahl ins Exil.",
        ),
        (
            "de",
            "Schicke eine Kreatur deiner Wahl ins Exil.",
            "chooser changed",
            "Schicke eine Kreatur der Wahl eines Gegners ins Exil.",
        ),
        ("fr", "Inflige 2 blessures au joueur ciblé.", "another added", "Inflige 2 blessures à un autre joueur ciblé."),
        ("fr", "Détruisez l'artefact ciblé.", "count changed", "Détruisez deux artefacts ciblés."),
        ("fr", "Détruisez une créature ciblée.", "qualifier added", "Détruisez une créature engagée ciblée."),
        (
            "fr",
            "Détruisez une créature ciblée.",
            "chooser changed",
            "Détruisez une créature ciblée choisie par un adversaire.",
        ),
        ("fr", "Exilez une autre créature ciblée.", "another dropped", "Exilez une créature ciblée."),
        ("fr", "Exilez une créature ciblée.", "target word dropped", "Exilez une créature."),
    ],
)
def test_phrase_edits_agree(lang, text, kind, broken):
    assert broken in [b for b, _ in slips(lang, "mtg", text, kind)]


def test_zone_is_added_only_to_a_card_and_changed_where_it_stands():
    assert slips("es", "mtg", "Destruye la criatura objetivo.", "zone added") == []
    text = "Exilia la carta objetivo de tu cementerio."
    assert slips("es", "mtg", text, "zone changed") == [("Exilia la carta objetivo de tu mano.", "stop")]
    assert slips("es", "mtg", text, "zone dropped") == [("Exilia la carta objetivo.", "stop")]


@pytest.mark.parametrize(
    ("lang", "text", "kind", "broken"),
    [
        ("de", "Zerstöre eine Kreatur deiner Wahl.", "optional added", "Du kannst eine Kreatur deiner Wahl zerstören."),
        (
            "de",
            "Bringe eine Kreatur deiner Wahl auf die Hand ihres Besitzers zurück.",
            "optional added",
            "Du kannst eine Kreatur deiner Wahl auf die Hand ihres Besitzers zurückbringen.",
        ),
        (
            "de",
            "Wenn du angreifst, kannst du eine Kreatur deiner Wahl tappen.",
            "optional dropped",
            "Wenn du angreifst, tappe eine Kreatur deiner Wahl.",
        ),
        (
            "de",
            "Du kannst eine Kreatur deiner Wahl auf die Hand ihres Besitzers zurückbringen.",
            "optional dropped",
            "Bringe eine Kreatur deiner Wahl auf die Hand ihres Besitzers zurück.",
        ),
        ("es", "Puedes destruir la criatura objetivo.", "optional dropped", "Destruye la criatura objetivo."),
        ("fr", "Détruisez une créature ciblée.", "optional added", "Vous pouvez détruire une créature ciblée."),
    ],
)
def test_optional_moves_the_german_verb(lang, text, kind, broken):
    assert broken in [b for b, _ in slips(lang, "mtg", text, kind)]


def test_optional_added_in_german_names_the_verb_that_now_follows():
    assert slips("de", "mtg", "Zerstöre eine Kreatur deiner Wahl.", "optional added")[0][1] == "verb"


@pytest.mark.parametrize(
    ("lang", "text", "kind", "broken", "position"),
    [
        (
            "es",
            "Puedes seleccionar 1 monstruo en el Campo; destrúyelo.",
            "controller added",
            "Puedes seleccionar 1 monstruo que controles; destrúyelo.",
            "semicolon",
        ),
        (
            "es",
            "Selecciona 1 carta en el Campo; destrúyela.",
            "resolution wording swapped",
            "Selecciona 1 carta en el Campo; destruye ese objetivo.",
            "stop",
        ),
        (
            "de",
            "Du kannst 1 Monster wählen, das du kontrollierst; zerstöre es.",
            "controller dropped",
            "Du kannst 1 Monster wählen; zerstöre es.",
            "semicolon",
        ),
        (
            "de",
            "Du kannst 1 Monster wählen, das du kontrollierst; zerstöre es.",
            "optional dropped",
            "Wähle 1 Monster, das du kontrollierst; zerstöre es.",
            "semicolon",
        ),
        (
            "de",
            "Du kannst 1 Karte abwerfen und dann 1 Monster auf dem Spielfeld wählen; zerstöre es.",
            "count changed",
            "Du kannst 1 Karte abwerfen und dann 2 Monster auf dem Spielfeld wählen; zerstöre es.",
            "verb",
        ),
        (
            "fr",
            "Vous pouvez cibler 1 carte sur le Terrain ; détruisez-la.",
            "controller added",
            "Vous pouvez cibler 1 carte contrôlée par votre adversaire ; détruisez-la.",
            "semicolon",
        ),
        (
            "fr",
            "Ciblez 1 carte contrôlée par votre adversaire ; détruisez-la.",
            "count changed",
            "Ciblez 2 cartes contrôlées par votre adversaire ; détruisez-la.",
            "semicolon",
        ),
    ],
)
def test_yugioh_activation(lang, text, kind, broken, position):
    assert (broken, position) in slips(lang, "ygo", text, kind)


def test_count_says_the_number():
    assert slips("de", "ygo", "Zerstöre alle Monster; ziehe 1 Karte.", "all: controller added")[0][0] == (
        "Zerstöre alle Monster, die du kontrollierst; ziehe 1 Karte."
    )


def test_no_slip_a_translator_would_not_make():
    # the zone the object goes to is not the zone it now comes from
    text = "Bringe eine Kreaturenkarte deiner Wahl aus deinem Friedhof auf deine Hand zurück."
    assert [b for b, _ in slips("de", "mtg", text, "zone changed")] == [
        "Bringe eine Kreaturenkarte deiner Wahl aus deiner Bibliothek auf deine Hand zurück."
    ]
    # no "tapped" on what the sentence taps, no plural where a relative clause further on is singular
    assert [b for b, _ in slips("es", "mtg", "Gira la criatura objetivo.", "qualifier added")] == [
        "Gira la criatura atacante objetivo."
    ]
    assert (
        slips(
            "de",
            "altered",
            "Schicke einen Charakter deiner Wahl in die Reserve, der keine Kosten hat.",
            "count changed",
        )
        == []
    )
    # no controller where the clause names one further on, nor before a relative clause
    assert (
        slips("fr", "ygo", "Détruisez tous les monstres de Niveau 2 que vous contrôlez.", "all: controller added") == []
    )
    assert slips("es", "mtg", "Destruye la criatura objetivo que no sea negra.", "controller added") == []
    assert slips("de", "ygo", "Zerstöre alle Monster, auf welche diese Karte zeigt.", "all: controller added") == []
    # a subject keeps its verb's number; a relative clause the generator did not read keeps its gender
    assert slips("de", "mtg", "Kreaturen, die ein Spieler deiner Wahl kontrolliert, greifen an.", "count changed") == []
    assert slips("de", "mtg", "Jede Kreatur, der Schaden zugefügt wurde, greift an.", "all: object changed") == []
    # no restriction dropped where another is joined to it
    text = "Wähle 1 Monster, das dein Gegner kontrolliert und das eine Stufe hat; zerstöre es."
    assert slips("de", "ygo", text, "controller dropped") == []


def test_on_the_field_is_implied_not_dropped():
    assert slips("es", "ygo", "Selecciona 1 carta en el Campo; destrúyela.", "zone dropped") == []
    assert slips("de", "ygo", "Wähle 2 Monster, die du kontrollierst; zerstöre sie.", "controller changed") == [
        ("Wähle 2 Monster, die dein Gegner kontrolliert; zerstöre sie.", "semicolon")
    ]


def test_only_the_declared_phrase_of_a_german_activation():
    text = "Du kannst 1 Karte abwerfen und dann 1 Monster auf dem Spielfeld wählen; zerstöre es."
    data = language("de")
    assert [text[p.start : p.end] for p in locate_targets(text, data, "ygo")] == ["1 Monster auf dem Spielfeld"]


@pytest.mark.parametrize(
    ("lang", "text", "kind", "broken"),
    [
        ("es", "Destruye todas las criaturas.", "all: object changed", "Destruye todos los artefactos."),
        (
            "es",
            "Destruye todas las criaturas que controla un oponente.",
            "all: controller dropped",
            "Destruye todas las criaturas.",
        ),
        (
            "de",
            "Zerstöre alle Kreaturen, die ein Spieler deiner Wahl kontrolliert.",
            "all: object changed",
            "Zerstöre alle Artefakte, die ein Spieler deiner Wahl kontrolliert.",
        ),
        (
            "de",
            "Zerstöre jede Kreatur, die du kontrollierst.",
            "all: object changed",
            "Zerstöre jedes Artefakt, das du kontrollierst.",
        ),
        (
            "fr",
            "Détruisez toutes les créatures.",
            "all: controller added",
            "Détruisez toutes les créatures que vous contrôlez.",
        ),
        ("de", "Zerstöre alle Artefakte.", "all: controller added", "Zerstöre alle Artefakte, die du kontrollierst."),
    ],
)
def test_all_selections(lang, text, kind, broken):
    assert broken in [b for b, _ in slips(lang, "mtg", text, kind)]


def test_no_all_slip_where_the_english_each_selects_nothing():
    fight = "Target creature fights another target creature. (Each deals damage equal to its power to the other.)"
    assert not allows("all: controller added", fight)
    assert not allows("all: controller added", "Those creatures fight each other.")
    assert allows("all: controller added", "Destroy all other creatures.")
    assert allows("all: controller added", "Each creature deals 1 damage to you.")
    assert not allows("all: controller added", "Banish all cards in the GYs.")  # no controller there


def test_no_slip_inside_a_quoted_mention_of_reminder_text():
    card = CardRecord(
        "Test Overload",
        {
            "en": 'Tap each creature. (You may cast this spell for its overload cost. If you do, change its text by '
            'replacing all instances of "target" with "each.")',
            "it": 'TAPpa ogni creatura. (Puoi lanciare questa magia per il suo costo di sovraccarico. Se lo fai, '
            'cambiane il testo sostituendo "una creatura bersaglio" con "ogni creatura".)',
        },
        "mtg",
    )
    made = [b.text for b in generate(card, "it", 7) if b.kind.startswith("all: ")]
    assert made and all('"ogni creatura".)' in text for text in made)  # only the first "ogni creatura" is broken


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "Rimuovi tutte le creature attaccanti e bloccanti dal combattimento."),
        ("fr", "Brigid inflige 2 blessures à chaque créature attaquante ou bloqueuse."),
    ],
)
def test_no_controller_between_two_joined_describing_words(lang, text):
    assert slips(lang, "mtg", text, "all: controller added") == []


def test_zone_added_to_an_altered_character_unless_the_sentence_sends_it_there():
    assert slips("es", "altered", "Un personaje objetivo gana 2 potenciadores.", "zone added") == [
        ("Un personaje objetivo en reserva gana 2 potenciadores.", "verb")
    ]
    assert slips("es", "altered", "Envía a la reserva un personaje objetivo.", "zone added") == []
    assert slips("it", "altered", "Manda un personaggio bersaglio in cima al mazzo.", "zone added") == []


def test_no_slip_at_one_part_of_a_target_of_either_kind_even_where_a_part_is_not_read():
    card = CardRecord(
        "Test Either",
        {
            "en": "Return target nonland permanent or suspended card to its owner's hand.",
            "fr": "Renvoyez le permanent non-terrain ciblé ou la carte en suspension ciblée dans la main de son "
            "propriétaire.",
        },
        "mtg",
    )
    assert list(generate(card, "fr", 7)) == []


def test_a_zone_joined_to_another_place_is_not_dropped_alone():
    text = 'Puedes seleccionar 1 monstruo "HÉROE Enmascarado" en tu Cementerio o destierro; Invócalo de Modo Especial.'
    assert slips("es", "ygo", text, "zone dropped") == []
    two = "Ciblez 1 monstre dans votre Cimetière ou 1 monstre dans le Cimetière de votre adversaire ; Invoquez-le."
    assert len(slips("fr", "ygo", two, "zone dropped")) == 2


def test_an_all_object_is_not_changed_into_one_its_sentence_names_or_past_its_describing_word():
    assert slips("fr", "mtg", "Détruisez tous les artefacts et toutes les créatures.", "all: object changed") == []
    text = "Brigid inflige 2 blessures à chaque créature attaquante que le joueur ciblé contrôle."
    assert slips("fr", "mtg", text, "all: object changed") == []


def test_a_qualifier_is_added_after_the_nouns_name_or_classification():
    text = 'Scegli come bersaglio 1 mostro "Dispia" nel tuo Cimitero; Evocalo Specialmente.'
    assert [b for b, _ in slips("it", "ygo", text, "qualifier added")] == [
        'Scegli come bersaglio 1 mostro "Dispia" scoperto nel tuo Cimitero; Evocalo Specialmente.'
    ]


def test_no_zone_changed_into_the_other_place_of_its_own_list():
    text = "Ciblez 2 de vos monstres TERRE qui sont bannis ou dans votre Cimetière ; Invoquez-les Spécialement."
    assert slips("fr", "ygo", text, "zone changed") == []


def test_a_marker_used_as_a_noun_is_no_phrase():
    assert locate_targets("La criatura no puede ser objetivo de hechizos.", language("es"), "mtg") == []
    assert locate_targets("Inflige 2 blessures à la créature avec le vol ciblée.", language("fr"), "mtg") == []


def test_contexts():
    data = language("es")
    text = "Vuela.\nCuando entra al campo de batalla, destruye la criatura objetivo. Regresa la criatura objetivo y el artefacto objetivo a la mano."
    phrases = locate_targets(text, data, "mtg")
    assert [contexts(text, p, phrases, data, "mtg") for p in phrases] == [
        ("after-trigger",),
        ("second-sentence", "multi-target"),
        ("second-sentence", "multi-target"),
    ]
    assert follows(text, phrases[1].end, data, "mtg") == "and"


def test_source_decides_what_is_a_slip():
    assert not allows("controller added", "Return target creature you control to its owner's hand.")
    assert allows("controller added", "Return target creature to its owner's hand. Creatures you control get +1/+1.")
    assert allows("zone dropped", "Return target creature card from your graveyard to your hand.")
    assert not allows("zone dropped", "Send target Character to Reserve.")
    assert not allows("up to dropped", "You may have target Character gain Fleeting.")
    assert not allows("count changed", "Draw a card.")
    assert source_targets("You may choose new targets for target spell or ability.") == 1  # "new targets": none


def test_generate_names_kind_position_and_half():
    card = CardRecord(
        "Test Return",
        {
            "en": "Return target creature to its owner's hand.",
            "es": "Devuelve la criatura objetivo a la mano de su propietario.",
        },
        "mtg",
    )
    made = {(b.kind, b.position) for b in generate(card, "es", 7)}
    assert ("controller added", "preposition") in made
    assert ("target word dropped", "preposition") in made
    assert ("controller dropped", "preposition") not in made  # nothing to drop
    assert {b.half for b in generate(card, "es", 7)} in ({"tuning"}, {"checking"})
