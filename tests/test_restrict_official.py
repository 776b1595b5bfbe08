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


# -- a chooser's phrase says who chooses: "of your choice" hides no controller (details.choosers) -----------
def test_of_your_choice_hides_no_controller():
    source = "{1}{W}: Prevent all damage that would be dealt to another target creature this turn by sources of the color of your choice."
    translation = "{1}{W}: Verhindere allen Schaden, der in diesem Zug einer anderen Kreatur deiner Wahl von Quellen einer Farbe, die du bestimmst, zugefügt würde."
    assert _names(source, translation, "de", "mtg") == []
    frame = analyze(source, "en", "mtg").frames[0]
    assert (frame.controller, frame.ended) == (None, True)
    source = "Return all permanents of the color of your choice to their owners' hands."
    fr = "Renvoyez tous les permanents de la couleur de votre choix dans les mains de leurs propriétaires."
    es = "Regresa todos los permanentes del color de tu elección a las manos de sus propietarios."
    assert [f.controller for f in analyze(fr, "fr", "mtg").frames] == [None]
    assert [f.controller for f in analyze(es, "es", "mtg").frames] == [None]
    assert _names(source, fr, "fr", "mtg") == []


# -- "ciblé" after each object is no verb of a clause of its own: the objects it follows are still joined ---
def test_a_target_word_after_each_object_keeps_them_joined():
    source = "Destroy target artifact or enchantment."
    assert _names(source, "Détruisez un artefact ciblé ou un enchantement ciblé.", "fr", "mtg") == []


# -- a sentence chooser that names the frame's own player: that player chooses, you chose the player -------
def test_the_target_player_who_chooses_is_chosen_by_you():
    source = "Target opponent chooses a number. You may have that player lose that much life."
    assert (
        _names(
            source,
            "Ein Gegner deiner Wahl bestimmt eine Zahl. Du kannst diesen Spieler so viele Lebenspunkte verlieren lassen.",
            "de",
            "mtg",
        )
        == []
    )
    assert (
        _names(
            source,
            "El oponente objetivo elige un número. Puedes hacer que ese jugador pierda esa cantidad de vidas.",
            "es",
            "mtg",
        )
        == []
    )


def test_the_opponent_who_chooses_is_no_object_of_the_choice():
    frame = analyze("An opponent chooses a creature you control. Destroy it.", "en", "mtg").frames[0]
    assert (frame.concept, frame.object, frame.chooser, frame.controller) == ("choice", "creature", "opponent", "you")
    source = "−9: Each opponent chooses a permanent they control of each permanent type and sacrifices the rest."
    translation = "−9: Jeder Gegner bestimmt je eine bleibende Karte von jedem Typ bleibender Karten, die er kontrolliert, und opfert den Rest."
    assert _names(source, translation, "de", "mtg") == []


# -- a verb between two objects: each is its own clause's, not one more target joined by "und" -------------
def test_a_verb_between_two_objects_joins_neither():
    source = "Return all nonland permanents target player controls to their owner's hand."
    translation = "Bringe alle bleibenden Karten, die keine Länder sind und die ein Spieler deiner Wahl kontrolliert, auf die Hand ihrer Besitzer zurück."
    assert _names(source, translation, "de", "mtg") == []
    assert [f.object for f in analyze(translation, "de", "mtg").frames if f.concept == "target"] == ["player"]


# -- German power bounds said by a relative clause or a comparative -----------------------------------------
def test_a_german_power_bound_by_comparative_is_a_level_bound():
    source = "Gain control of target creature with power less than Spawnbroker's power."
    translation = "Übernimm die Kontrolle über eine Kreatur deiner Wahl mit niedrigerer Stärke als der Bruthändler."
    assert _names(source, translation, "de", "mtg") == []
    text = "Enttappe eine Kreatur deiner Wahl, deren Stärke kleiner als 3 ist, und übernimm die Kontrolle über sie."
    assert _frames(text, "de", "mtg")[0][1] == ("level-bound",)


# -- words that describe an object stand between it and "ciblé": the object, its count and "autre" still reach --
def test_an_object_reaches_its_target_word_past_its_describing_words():
    source = "Whenever Demilich attacks, exile up to one target instant or sorcery card from your graveyard."
    translation = "À chaque fois que la Demi-liche attaque, exilez jusqu'à une carte d'éphémère ou de rituel ciblée de votre cimetière."
    assert _names(source, translation, "fr", "mtg") == []
    source = (
        "Ignite Disorder deals 3 damage divided as you choose among any number of target white and/or blue creatures."
    )
    translation = "L'Embrasement du désordre inflige 3 blessures réparties comme vous le voulez entre n'importe quel nombre de créatures blanches et/ou bleues ciblées."
    assert _names(source, translation, "fr", "mtg") == []


def test_another_before_a_card_of_a_type_is_the_targets():
    source = "When Corpse Hauler dies, return another target creature card from your graveyard to your hand."
    translation = "Quand le Charrieur de cadavres meurt, renvoyez une autre carte de créature ciblée depuis votre cimetière dans votre main."
    assert _names(source, translation, "fr", "mtg") == []


# -- French power and mana value bounds are level bounds; the object before one still reaches "ciblée" -------
def test_a_french_mana_value_bound_is_a_level_bound():
    source = "−X: Return target creature card with converted mana cost X from your graveyard to the battlefield."
    translation = "-X : Renvoyez une carte de créature avec un coût converti de mana de X ciblée depuis votre cimetière sur le champ de bataille."
    assert _names(source, translation, "fr", "mtg") == []
    assert _frames("Détruisez une créature ciblée de force supérieure ou égale à 4.", "fr", "mtg")[0][1] == (
        "level-bound",
    )


# -- "Choose target permanent card": one target phrase (older wording), a card of a type names that type -----
def test_choose_target_is_one_target_phrase():
    source = "Choose up to two target permanent cards in your graveyard. Return those cards to your hand."
    assert [f.concept for f in analyze(source, "en", "mtg").frames] == ["target"]
    es = "Elige hasta dos cartas de permanente objetivo en tu cementerio. Regresa esas cartas a tu mano."
    fr = (
        "Choisissez jusqu'à deux cartes de permanent ciblées dans votre cimetière. Renvoyez ces cartes dans votre main."
    )
    assert _names(source, es, "es", "mtg") == []
    assert _names(source, fr, "fr", "mtg") == []


# -- Italian: the Aura reminder targets ("Scegli come bersaglio", "Bersaglia"); "pari a X" is a level bound ---
def test_the_italian_aura_reminder_targets():
    source = "Enchant creature (Target a creature as you cast this. This card enters the battlefield attached to that creature.)"
    for translation in (
        "Incanta creatura (Scegli come bersaglio una creatura mentre lanci questa magia. Questa carta entra nel campo di battaglia assegnata a quella creatura.)",
        "Incanta creatura (Bersaglia una creatura mentre lanci questa magia. Questa carta entra nel campo di battaglia assegnata a quella creatura.)",
    ):
        assert _names(source, translation, "it", "mtg") == []


def test_an_italian_mana_value_equal_to_x_is_a_level_bound_and_the_zone_after_it_the_targets():
    source = "Return target creature card with converted mana cost X from your graveyard to the battlefield."
    translation = "Rimetti sul campo di battaglia una carta creatura bersaglio con costo di mana convertito pari a X dal tuo cimitero."
    assert _names(source, translation, "it", "mtg") == []


# -- Altered: a support mark inside "… #or Permanent#" separates no objects; a count reaches past a [[Keyword]] --
def test_objects_joined_inside_support_marks_are_one_target():
    source = "{H} You may #discard# target Character #or Permanent.#"
    translation = "{H} Puedes #descartar# un personaje #o permanente# objetivo."
    assert _names(source, translation, "es", "altered") == []
    assert [f.object for f in analyze(source, "en", "altered").frames] == ["character|permanent"]
    source = "{H} You may have target Character #or Expedition Permanent# switch Expeditions."
    translation = "{H} Ein Charakter #oder eine Bleibende Expeditionskarte# deiner Wahl darf die Expeditionen wechseln."
    assert _names(source, translation, "de", "altered") == []


def test_a_count_reaches_its_object_past_a_keyword():
    text = "Target two [[Boosted]] Characters in play or in Reserve and exchange their boosts."
    assert [f.count.max for f in analyze(text, "en", "altered").frames if f.count] == [2]


# -- Spanish Altered: "solo puedo hacer objetivo a", "si hace objetivo a", "del objetivo" select nothing ------------
def test_spanish_altered_mentions_of_targeting_select_nothing():
    source = "You may play me for {1} less. If you do, I can only target a Character in {O}.  Return target Character to the top of its owner's deck."
    translation = "Puedes jugarme por {1} menos. Si lo haces, solo puedo hacer objetivo a un personaje en {O}.  Devuelve un personaje objetivo a la parte superior del mazo de su propietario."
    assert _names(source, translation, "es", "altered") == []
    source = "Send target Character to the Xth position of its owner's deck. #If X is higher than the Hand Cost of the target, ready one mana Orb.#"
    translation = "Envía un personaje objetivo a la posición X del mazo de su propietario. #Si X es mayor que el coste desde la mano del objetivo, prepara un orbe de maná.#"
    assert _names(source, translation, "es", "altered") == []


# -- a zone before the phrase reaches it past its count and object (Italian word order) ----------------------
def test_a_zone_before_the_count_and_object_is_the_phrases():
    source = "When Archaeomancer enters the battlefield, return target instant or sorcery card from your graveyard to your hand."
    translation = "Quando l'Archeomante entra nel campo di battaglia, riprendi in mano dal tuo cimitero una carta istantaneo o stregoneria bersaglio."
    assert _names(source, translation, "it", "mtg") == []
    frame = analyze(translation, "it", "mtg").frames[0]
    assert (frame.zone, frame.ended) == ("graveyard", True)
    # a function word between keeps a zone another phrase's ("de la biblioteca del jugador objetivo")
    text = "Pon la primera carta de la biblioteca del jugador objetivo en su cementerio."
    assert [f.zone for f in analyze(text, "es", "mtg").frames] == [None]


# -- "a number of damage equal to …" is how much damage, no bound of the target: the phrase ends there --------
def test_damage_equal_to_ends_the_phrase():
    fr = "L'Assaut terrestre inflige à une créature ciblée un nombre de blessures égal au nombre de terrains que vous contrôlez."
    it = "L'Assalto Terrestre infligge a una creatura bersaglio danno pari al numero di terre che controlli."
    for text, lang in ((fr, "fr"), (it, "it")):
        frame = analyze(text, lang, "mtg").frames[0]
        assert (frame.controller, frame.ended) == (None, True)
    # a bound said by a relative clause is the target's
    assert _frames(
        "Détruisez une créature ciblée dont le coût converti de mana est inférieur ou égal à 2.", "fr", "mtg"
    ) == [("target", ("level-bound",), True)]


# -- an ability word inside "with no abilities" opens no noun phrase: the zone after it is the card's -----------
def test_the_zone_after_with_no_abilities_is_the_cards():
    source = "Whenever Ruxa enters the battlefield or attacks, return target creature card with no abilities from your graveyard to your hand."
    translation = "Siempre que Ruxa entre al campo de batalla o ataque, regresa la carta de criatura objetivo sin habilidades de tu cementerio a tu mano."
    assert _names(source, translation, "es", "mtg") == []
    assert [f.zone for f in analyze(source, "en", "mtg").frames] == ["graveyard"]


def test_a_spell_that_targets_is_no_italian_target():
    source = "Heroic — Whenever you cast a spell that targets Fabled Hero, put a +1/+1 counter on Fabled Hero."
    translation = "Eroismo — Ogniqualvolta lanci una magia che bersaglia l'Eroe Leggendario, metti un segnalino +1/+1 sull'Eroe Leggendario."
    assert _names(source, translation, "it", "mtg") == []


# -- a bound after the target word is the phrase's when only describing words stand between noun and "ciblée" ---
def test_a_bound_after_a_described_noun_and_its_target_word():
    text = "Vous pouvez renvoyer une carte d'esprit ciblée dont le coût converti de mana est de 4 ou moins depuis votre cimetière dans votre main."
    assert _frames(text, "fr", "mtg") == [("target", ("level-bound",), True)]


# -- a negated qualifier restricts to the others (words.negation): "non attaccante" is English "nonattacking" ----
def test_a_negated_qualifier_is_no_qualifier():
    source = "Target nonattacking creature gains reach and deathtouch until end of turn."
    assert (
        _names(
            source,
            "Una creatura non attaccante bersaglio acquisisce raggiungere e tocco letale fino alla fine del turno.",
            "it",
            "mtg",
        )
        == []
    )
    assert (
        _names(
            source,
            "La criatura no atacante objetivo gana alcance y toque mortal hasta el final del turno.",
            "es",
            "mtg",
        )
        == []
    )


def test_a_language_declares_its_negation_words(custom_locales):
    path = custom_locales / "it" / "common.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    text = "Distruggi una creatura non attaccante bersaglio."
    reset_caches()
    assert _frames(text, "it", "mtg")[0][1] == ()
    data["words"]["negation"] = []
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    reset_caches()
    assert _frames(text, "it", "mtg")[0][1] == ("attacking",)


# -- "sous votre contrôle" before the phrase says where the card is put, not whose it is ---------------------
def test_under_your_control_before_the_phrase_is_no_controller():
    text = "Mettez sur le champ de bataille, sous votre contrôle, une carte de créature ciblée depuis un cimetière."
    frame = analyze(text, "fr", "mtg").frames[0]
    assert (frame.controller, frame.zone, frame.ended) == (None, "graveyard", True)
