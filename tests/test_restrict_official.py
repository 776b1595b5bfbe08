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


# -- "of your other …": the phrase runs through "autres"/"otras" to the noun -------------------------------
def test_of_your_other_cards_reads_the_noun_and_its_zone():
    source = 'You can banish this card from your GY, then target up to 3 of your other banished "D/D" cards; shuffle them into the Deck.'
    fr = 'Vous pouvez bannir cette carte depuis votre Cimetière, puis ciblez max. 3 de vos autres cartes "D/D" bannies ; mélangez-les dans le Deck.'
    es = 'Puedes desterrar esta carta en tu Cementerio, y después seleccionar hasta 3 de tus otras cartas "D/D" desterradas; barájalas al Deck.'
    assert _names(source, fr, "fr") == []
    assert _names(source, es, "es") == []


# -- a Type after the noun is the noun's: a relative clause after it still belongs to the phrase -----------
def test_a_relative_clause_after_a_type_belongs_to_the_phrase():
    source = "You can target 1 of your Dragon monsters that is banished or in your GY; add it to your hand."
    translation = (
        "Vous pouvez cibler 1 de vos monstres Dragon qui est banni ou dans votre Cimetière ; ajoutez-le à votre main."
    )
    assert _names(source, translation, "fr") == []


# -- "y después" is a clause break: a cost's zone before it is not the target's --------------------------
def test_a_cost_zone_before_y_despues_is_not_the_targets():
    frames = analyze(
        "Puedes desterrar esta carta en tu Cementerio, y después seleccionar 1 monstruo; destrúyelo.", "es", "ygo"
    ).frames
    assert [(f.zone, f.location) for f in frames if f.concept == "target"] == [(None, None)]


# -- a stat described without a bound hides no level-bound qualifier: the phrase is read to its end --------
def test_a_stat_described_without_a_bound_lets_the_phrase_be_read_to_its_end():
    fr = "Vous pouvez cibler 1 monstre face recto que vous contrôlez qui a un Niveau ; envoyez-le au Cimetière."
    es = "Puedes seleccionar 1 monstruo que controle tu adversario cuyo ATK sea mayor que el de esta carta; equípalo."
    assert [f.ended for f in analyze(fr, "fr", "ygo").frames if f.concept == "target"] == [True]
    assert [f.ended for f in analyze(es, "es", "ygo").frames if f.concept == "target"] == [True]


def test_a_level_bound_said_with_a_slash_is_read():
    text = "Ciblez 1 monstre Guerrier de Niveau/Rang 4 dans votre Cimetière ; Invoquez-le Spécialement."
    assert _frames(text, "fr")[0][1] == ("level-bound",)
    text = "Selecciona 1 monstruo Guerrero de Nivel/Rango 4 en tu Cementerio; Invócalo de Modo Especial."
    assert _frames(text, "es")[0][1] == ("level-bound",)


def test_an_unread_level_word_still_keeps_the_phrase_open():
    # "de Niveau élevé" is no describing phrase of the language: it may say a bound
    text = "Ciblez 1 monstre de Niveau élevé dans votre Cimetière ; Invoquez-le Spécialement."
    assert [f.ended for f in analyze(text, "fr", "ygo").frames if f.concept == "target"] == [False]


# -- "et/ou" is one coordinator: the words it joins are counted past its slash ------------------------------
def test_a_list_joined_by_and_or_keeps_its_zone():
    source = "You can target 4 Fusion, Synchro, Xyz, and/or Link Monsters in the GYs; Special Summon this card."
    translation = "Vous pouvez cibler 4 Monstres Fusion, Synchro, Xyz et/ou Lien dans les Cimetières ; Invoquez Spécialement cette carte."
    assert _names(source, translation, "fr") == []


# -- German "der Stufe 4" / "des Rangs 3" after the noun and its Type are level bounds ------------------------
def test_a_german_level_or_rank_after_the_type_is_a_level_bound():
    source = (
        "You can Tribute this card, then target 1 Level 4 Machine-Type monster in your Graveyard; Special Summon it."
    )
    translation = "Du kannst diese Karte als Tribut anbieten und dann 1 Monster vom Typ Maschine der Stufe 4 in deinem Friedhof wählen; beschwöre es als Spezialbeschwörung."
    assert _names(source, translation, "de") == []
    rank = "Wähle 1 Xyz-Monster des Rangs 3, das du kontrollierst; es erhält 1500 ATK."
    assert _frames(rank, "de")[0][1] == ("level-bound",)


# -- "the same number of" cards: a target whose count another clause sets --------------------------------
def test_the_same_number_of_cards_is_one_target_phrase_in_every_language():
    source = "You can discard any number of cards, then target the same number of cards your opponent controls; destroy them."
    de = "Du kannst eine beliebige Anzahl Karten abwerfen und dann dieselbe Anzahl Karten wählen, die dein Gegner kontrolliert; zerstöre sie."
    fr = "Vous pouvez défausser n'importe quel nombre de cartes, puis cibler le même nombre de cartes contrôlées par votre adversaire ; détruisez-les."
    assert _names(source, de, "de") == []
    assert _names(source, fr, "fr") == []


# -- "außer ihrem Beherrscher" (other than its controller) excludes from the phrase before, not the reference --
def test_other_than_its_controller_belongs_to_each_player():
    source = (
        "Exile target nonland permanent. Each player other than its controller creates a token that's a copy of it."
    )
    translation = "Schicke eine bleibende Karte deiner Wahl, die kein Land ist, ins Exil. Jeder Spieler außer ihrem Beherrscher erzeugt einen Spielstein, der eine Kopie von ihr ist."
    assert _names(source, translation, "de", "mtg") == []


# -- a player has no controller, zone or power bound (structure.players): its phrase is read to its end -----
def test_a_chosen_player_before_the_verb_of_a_relative_clause_is_read_to_its_end():
    text = "Erzürnen fügt jeder Kreatur, die ein Spieler deiner Wahl kontrolliert, 1 Schadenspunkt zu."
    frames = {f.object: f.ended for f in analyze(text, "de", "mtg").frames}
    assert frames == {"creature": True, "player": True}
    # a creature in the same place still waits for its controller
    text = "Erzürnen fügt jeder Kreatur, die eine Kreatur deiner Wahl kontrolliert, 1 Schadenspunkt zu."
    assert [f.ended for f in analyze(text, "de", "mtg").frames if f.concept == "target"] == [False]


def test_where_a_card_is_sent_restricts_nothing_in_altered_too():
    source = "Send target Character to Reserve, then exhaust it."
    translation = "Envoyez un Personnage ciblé en Réserve, puis épuisez-le."
    assert _names(source, translation, "fr", "altered") == []
    assert [f.ended for f in analyze(translation, "fr", "altered").frames if f.concept == "target"] == [True]
    # "en Réserve" after a verb that sends nothing is where the Character is: read as its zone
    kept = "Un Personnage ciblé en Réserve gagne 3 boosts."
    assert [(f.ended, f.zone) for f in analyze(kept, "fr", "altered").frames if f.concept == "target"] == [
        (True, "reserve")
    ]


def test_a_describing_phrase_that_is_also_a_qualifier_still_says_a_bound():
    # "Level 4 or lower" is a describing phrase of English and a level bound: left unclaimed, it keeps the phrase open
    text = 'You can target 1 "Windwitch - Winter Bell" and 1 Level 4 or lower "Windwitch" monster in your GY; Special Summon them.'
    assert not all(f.ended for f in analyze(text, "en", "ygo").frames if f.concept == "target")
    assert [
        f.ended
        for f in analyze(
            "You can target 1 face-up monster you control that has a Level; destroy it.", "en", "ygo"
        ).frames
        if f.concept == "target"
    ] == [True]


def test_a_chosen_player_takes_no_controller_or_zone_from_its_neighbours():
    source = 'Enchanted creature has "At the beginning of your upkeep, target opponent gains control of this creature."'
    translation = "Verzauberte Kreatur hat „Zu Beginn deines Versorgungssegments erhält ein Gegner deiner Wahl die Kontrolle über diese Kreatur.“"
    assert _names(source, translation, "de", "mtg") == []
