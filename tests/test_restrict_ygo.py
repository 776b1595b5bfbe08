"""Issues 20 and 23: Yu-Gi-Oh! target phrases read to their end on official text, by class of language.
Short texts written for these tests, in the templates of printed cards (PSCT)."""

import yaml

from linter.compare import compare
from linter.pipeline import analyze, reset_caches


def _names(source: str, translation: str, lang: str) -> list[str]:
    return sorted(f.name for f in compare("card", analyze(source, "en", "ygo"), analyze(translation, lang, "ygo")))


def _targets(text: str, lang: str) -> list[tuple[str | None, str | None, tuple[str, ...], bool]]:
    return [
        (f.zone, f.controller, f.qualifiers, f.ended)
        for f in analyze(text, lang, "ygo").frames
        if f.concept == "target"
    ]


# -- Italian writes "in" and the article as one word: "nella tua Zona Pendulum" is a zone ------------------
def test_an_italian_zone_said_with_nella_is_read():
    assert _targets('Puoi scegliere come bersaglio 1 carta "D/D" nella tua Zona Pendulum; distruggila.', "it") == [
        ("field", None, (), True)
    ]
    text = 'Scegli come bersaglio 1 Carta Mostro "Dragunità" nella tua Zona Magie & Trappole; Evocala Specialmente.'
    assert _targets(text, "it")[0][3]


# -- an elided article is written as printed ("dell'avversario"): the controller after a zone is read ------
def test_an_italian_controller_after_an_elided_article_is_read():
    source = "You can target up to 2 cards in your opponent's GY; banish those targets."
    translation = "Puoi scegliere come bersaglio fino a 2 carte nel Cimitero dell'avversario; bandisci quei bersagli."
    assert _targets(translation, "it") == [("graveyard", "opponent", (), True)]
    assert _names(source, translation, "it") == []


# -- a stat said without a bound hides no level-bound qualifier -------------------------------------------
def test_italian_stats_without_a_bound_let_the_phrase_end():
    for text in [
        "Scegli come bersaglio 1 mostro scoperto controllato dal tuo avversario che ha un Livello; offrilo come Tributo.",
        "Puoi scegliere come bersaglio 1 mostro Macchina con ATK pari al suo stesso DEF nel tuo Cimitero; Evocalo.",
        "Puoi scegliere come bersaglio 1 mostro controllato dal tuo avversario con ATK pari o inferiore a questa carta; distruggilo.",
        "Puoi scegliere come bersaglio 1 mostro con ATK 1500/DEF 200 nel tuo Cimitero; Evocalo Specialmente.",
    ]:
        assert [t[3] for t in _targets(text, "it")] == [True], text


def test_an_italian_level_bound_with_a_slash_is_a_qualifier():
    text = "Puoi scegliere come bersaglio 1 mostro Guerriero di Livello/Rango 4 nel tuo Cimitero; Evocalo Specialmente."
    assert _targets(text, "it") == [("graveyard", None, ("level-bound",), True)]


# -- where a monster was Summoned from says how it came, not where it is: it is on the field ---------------
def test_special_summoned_from_the_extra_deck_is_no_zone_to_choose_from():
    source = "You can target 1 face-up monster Special Summoned from the Extra Deck; negate its effects."
    translations = {
        "it": "Puoi scegliere come bersaglio 1 mostro scoperto Evocato Specialmente dall'Extra Deck; annulla i suoi effetti.",
        "fr": "Vous pouvez cibler 1 monstre face recto Invoqué Spécialement depuis l'Extra Deck ; annulez ses effets.",
        "es": "Puedes seleccionar 1 monstruo boca arriba Invocado de Modo Especial desde el Deck Extra; niega sus efectos.",
    }
    assert _targets(source, "en") == [("field", None, ("face-up",), True)]
    for lang, text in translations.items():
        assert _targets(text, lang) == [("field", None, ("face-up",), True)], lang
        assert _names(source, text, lang) == [], lang
    dropped = "Puoi scegliere come bersaglio 1 mostro scoperto nel Cimitero; annulla i suoi effetti."
    assert "zone" in _names(source, dropped, "it")


def test_words_only_the_play_zone_says_hide_no_zone(custom_locales):
    """The game's play zone (``structure.play_zone``) restricts nothing: a word only its phrases say ("Evocato
    Specialmente") left unread keeps no zone unknown; without a play zone, it does."""
    text = "Puoi scegliere come bersaglio 1 mostro Evocato Specialmente controllato dal tuo avversario; bandiscilo."
    reset_caches()
    assert _targets(text, "it") == [(None, "opponent", (), True)]
    path = custom_locales / "games" / "ygo.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    del data["structure"]["play_zone"]
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    reset_caches()
    assert _targets(text, "it") == [(None, "opponent", (), False)]


# -- the nouns of an aside are the aside's: a zone after it is the phrase's ---------------------------------
def test_a_zone_after_an_aside_with_a_noun_is_the_phrases():
    source = "Target 1 monster in your GY, except an Effect Monster; Special Summon it."
    translation = "Ciblez 1 monstre (Monstres à Effet exclus) dans votre Cimetière ; Invoquez-le Spécialement."
    assert _targets(translation, "fr") == [("graveyard", None, (), True)]
    assert "zone" not in _names(source, translation, "fr")
    text = 'Vous pouvez cibler 2 cartes (une carte "Recette" incluse) dans votre Cimetière ; placez-les au-dessous du Deck.'
    assert _targets(text, "fr") == [("graveyard", None, (), True)]


# -- a zone right after another object's noun is that object's, not a target's said elsewhere -------------
def test_a_cost_zone_after_its_own_object_leaves_the_target_read_to_its_end():
    source = "Send 1 card from your hand to the Graveyard to target 1 monster your opponent controls; destroy it."
    translation = "Envoyez 1 carte depuis votre main au Cimetière pour cibler 1 monstre contrôlé par votre adversaire ; détruisez-le."
    assert _targets(source, "en") == [(None, "opponent", (), True)]
    assert _targets(translation, "fr") == [(None, "opponent", (), True)]
    # a zone said before the phrase with no object of its own may still be the target's (free word order)
    assert _targets("Return, from your GY, 1 monster to target 1 card; destroy it.", "en")[0][3] is False


# -- Spanish: "del adversario", "en cualquier Campo", stats said without a bound ---------------------------
def test_spanish_target_phrases_read_to_their_end():
    for text, zone, controller in [
        (
            "Puedes seleccionar hasta 2 cartas en el Cementerio del adversario; destierra esos objetivos.",
            "graveyard",
            "opponent",
        ),
        ("Puedes seleccionar otro monstruo boca arriba en cualquier Campo; destrúyelo.", "field", None),
        (
            'Selecciona 1 monstruo "Seis Samuráis" con menos de 2000 ATK que controles; su ATK se convierte en 2000.',
            None,
            "you",
        ),
    ]:
        assert [(t[0], t[1], t[3]) for t in _targets(text, "es")] == [(zone, controller, True)], text


# -- the nouns of a describing phrase are its own: a controller after it is the phrase's ---------------------
def test_a_controller_after_a_describing_phrase_with_a_noun_is_the_phrases():
    source = "You can target 1 Attack Position monster your opponent controls with the same Attribute as this card; destroy that target."
    translation = (
        "Puoi scegliere come bersaglio 1 mostro in Posizione di Attacco con lo stesso Attributo di questa carta "
        "controllato dal tuo avversario; distruggi quel bersaglio."
    )
    assert _targets(translation, "it") == [(None, "opponent", ("attack-position",), True)]
    assert _names(source, translation, "it") == []


# -- Italian lists of Types after the noun are one describing run: the controller after them is read --------
def test_an_italian_list_of_types_after_the_noun_keeps_its_controller():
    text = "Scegli come bersaglio un qualsiasi numero di mostri Bestia, Guerriero-Bestia e/o Bestia Alata linkati che controlli; essi guadagnano 700 ATK."
    assert [t[1] for t in _targets(text, "it")] == ["you"]


# -- a relative clause after an object the coordinator joins still belongs to the phrase ----------------------
def test_a_relative_clause_after_an_or_joined_object_belongs_to_the_phrase():
    source = 'Target 1 of your Xyz Monsters or "Ryzeal" monsters that is banished or in your GY; Special Summon it.'
    translation = 'Ciblez 1 de vos Monstres Xyz ou monstres "Ryzéal" qui est banni ou dans votre Cimetière ; Invoquez-le Spécialement.'
    assert _targets(translation, "fr") == [("banished-or-graveyard", "you", (), True)]
    assert _names(source, translation, "fr") == []


# -- a quoted name joined by "or" is the phrase's: the zone after it is the phrase's ------------------------
def test_a_zone_after_an_or_joined_quoted_name_is_the_phrases():
    text = 'You can target 1 "Great Sand Sea - Gold Golgonda" or 1 "Springans" monster in your GY, except "Springans Rockey"; add it to your hand.'
    assert _targets(text, "en") == [("graveyard", None, (), True)]


# -- Attributes joined after the noun are one describing phrase (French, Spanish, as Italian) ----------------
def test_attributes_joined_after_the_noun_keep_the_zone_after_them():
    fr = "Vous pouvez cibler 1 de vos monstres LUMIÈRE ou TÉNÈBRES de Type Guerrier bannis ; ajoutez-le à votre main."
    assert _targets(fr, "fr") == [("banished", "you", (), True)]
    es = "Puedes seleccionar 1 monstruo de LUZ u OSCURIDAD en tu Cementerio; añádelo a tu mano."
    assert _targets(es, "es") == [("graveyard", None, (), True)]


# -- German: two targets declared after a cost's "um", the second with "zu wählen" at the end ---------------
def test_german_two_targets_after_um_are_both_read():
    source = 'You can return 1 card from your hand to the bottom of the Deck to target 1 monster your opponent controls and 1 face-up "Gusto" monster you control; switch control of both monsters.'
    translation = (
        "Du kannst 1 Karte von deiner Hand unter das Deck zurücklegen, um 1 Monster, das dein Gegner kontrolliert, "
        "und 1 offenes „Gusto“-Monster, das du kontrollierst, zu wählen; tauscht die Kontrolle über beide Monster."
    )
    assert [t[1] for t in _targets(translation, "de")] == ["opponent", "you"]
    assert "target-presence" not in _names(source, translation, "de")


def test_german_any_number_of_your_banished_monsters_is_a_target():
    source = 'Target any number of your banished "Invoked" monsters with different names; Special Summon them.'
    translation = (
        "Wähle eine beliebige Anzahl deiner verbannten „Beschworen“-Monster mit unterschiedlichen Namen; beschwöre sie."
    )
    assert _targets(translation, "de") == [("banished", None, (), True)]
    assert _names(source, translation, "de") == []


# -- Spanish: "la misma cantidad de", "1 de tus … desterrados", a list of Types after the noun ---------------
def test_spanish_targets_with_the_same_number_and_of_your():
    source = "Reveal 2 monsters in your hand, then target the same number of face-up cards your opponent controls; return them to the hand."
    translation = "Muestra 2 monstruos en tu mano, y después selecciona la misma cantidad de cartas boca arriba que controle tu adversario; devuélvelas a la mano."
    assert _names(source, translation, "es") == []
    text = "Puedes seleccionar 1 de tus monstruos de Unión desterrados; ponlo en la parte inferior de tu Deck."
    assert _targets(text, "es") == [("banished", "you", (), True)]
    text = "Puedes seleccionar otros 2 monstruos Bestia, Guerrero-Bestia, Bestia Alada, Insecto y/o Planta con Tipos diferentes en tu Cementerio; barájalos al Deck."
    assert _targets(text, "es") == [("graveyard", None, (), True)]


# -- a word a zone's phrase says only with a controller ("nel Deck del tuo avversario") hides no zone ----------
def test_an_unread_controller_of_a_joined_object_hides_no_zone():
    text = 'Scegli come bersaglio 1 mostro "Prodigioso" che controlli o 1 mostro scoperto controllato dal tuo avversario; equipaggialo.'
    assert [(t[0], t[1], t[3]) for t in _targets(text, "it")] == [(None, "you", True)]


# -- a qualifier phrase after the first object does not separate it from the next one joined by "and" --------
def test_a_second_target_after_a_qualifier_phrase_is_read():
    source = "Select 1 face-up Defense Position monster your opponent controls and 1 face-up Attack Position monster you control. The monster you control gains ATK."
    translation = (
        "Selecciona 1 monstruo en Posición de Defensa boca arriba que controle tu adversario y un monstruo en "
        "Posición de Ataque boca arriba que controles. El monstruo que controles gana ATK."
    )
    assert [t[1] for t in _targets(translation, "es")] == ["opponent", "you"]
    assert _names(source, translation, "es") == []
    fr = "Ciblez un nombre de votre choix de monstres Bête, Bête-Guerrier et/ou Bête Ailée liés que vous contrôlez ; ils gagnent 700 ATK."
    assert [t[1] for t in _targets(fr, "fr")] == ["you"]


# -- a quoted name's words say no restriction: "Magie-Rang-Plus" hides no level bound -----------------------
def test_a_quoted_name_hides_no_restriction():
    assert _targets('Ciblez 1 Carte Magie "Magie-Rang-Plus" dans votre Cimetière ; ajoutez-la à votre main.', "fr") == [
        ("graveyard", None, (), True)
    ]
    # a German closing mark glued to the object word closes nothing: the words after it are still read
    text = "Wähle 1 „Stufe“-Monster mit unbekannter Stufe in deinem Friedhof; beschwöre es."
    assert [t[3] for t in _targets(text, "de")] == [False]


# -- German glues a closing mark to the word: an opening mark quotes only up to a mark soon after -------------
def test_a_german_quote_does_not_join_a_cost_object_to_the_target():
    source = (
        'You can target 1 "Appliancer" monster you control; Special Summon this card. During your Main Phase: '
        'You can banish this card from your GY, then target 1 "Appliancer" monster you control; Special Summon 1 monster.'
    )
    translation = (
        "Du kannst 1 „Gerätewesen“-Monster wählen, das du kontrollierst; beschwöre diese Karte als Spezialbeschwörung. "
        "Während deiner Main Phase: Du kannst diese Karte von deinem Friedhof verbannen und dann 1 „Gerätewesen“-Monster "
        "wählen, das du kontrollierst; beschwöre 1 Monster."
    )
    assert [t[1] for t in _targets(translation, "de")] == ["you", "you"]
    assert _names(source, translation, "de") == []


# -- a coordinator inside a describing phrase joins no object: "pari o inferiore a questa carta" --------------
def test_a_coordinator_inside_a_describing_phrase_joins_no_object():
    text = "Puoi scegliere come bersaglio 1 mostro controllato dal tuo avversario con ATK pari o inferiore a questa carta; distruggilo."
    assert [f.object for f in analyze(text, "it", "ygo").frames if f.concept == "target"] == ["monster"]
