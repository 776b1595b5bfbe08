"""Issue 23 follow-up: classes of false alarms on official Italian Yu-Gi-Oh! translations.
Short texts written for these tests, in the templates of printed cards."""

from linter.compare import compare
from linter.pipeline import analyze


def _names(source: str, translation: str) -> list[str]:
    return sorted(f.name for f in compare("card", analyze(source, "en", "ygo"), analyze(translation, "it", "ygo")))


def _targets(text: str) -> list[tuple[str, str | None, tuple[str, ...]]]:
    frames = analyze(text, "it", "ygo").frames
    return [(f.object, f.zone, f.qualifiers) for f in frames if f.concept == "target"]


# -- a position a card is put in, after a verb with its pronoun attached: no restriction --------------
def test_a_position_after_metterlo_or_evocarlo_restricts_nothing():
    put = "Puoi scegliere 1 mostro scoperto sul Terreno del tuo avversario e metterlo coperto in Posizione di Difesa."
    assert _targets(put) == [("monster", None, ("face-up",))]
    summon = "Puoi scegliere 1 mostro di Livello 1 dal tuo Cimitero ed Evocarlo Specialmente scoperto in Posizione di Difesa."
    assert _targets(summon) == [("monster", "graveyard", ("level-bound",))]


def test_a_faithful_flip_into_face_down_defense_position_is_not_reported():
    source = "You can select 1 face-up monster on your opponent's side of the field and flip it into face-down Defense Position."
    translation = (
        "Puoi scegliere 1 mostro scoperto sul Terreno del tuo avversario e metterlo coperto in Posizione di Difesa."
    )
    assert "target-restriction" not in _names(source, translation)


def test_a_position_that_restricts_the_target_is_still_read():
    text = "Puoi scegliere come bersaglio 1 mostro scoperto in Posizione di Attacco; distruggilo."
    assert _targets(text) == [("monster", None, ("attack-position", "face-up"))]


# -- Italian names of objects: "Segna-…" Tokens, "Contro-Trappola", "Zona Carte Mostro" ------------------
def test_a_segna_token_is_a_token():
    text = 'Puoi scegliere come bersaglio 1 "Segna-Avventuriero" che controlli; equipaggialo.'
    assert _targets(text) == [("token", None, ())]
    source = 'You can target 1 "Adventurer Token" you control; equip this card to it.'
    assert "target-restriction" not in _names(source, text)


def test_a_counter_trap_is_a_trap():
    text = "Puoi scegliere come bersaglio 1 Contro-Trappola nel tuo Cimitero; aggiungila alla tua mano."
    assert _targets(text) == [("trap", "graveyard", ())]
    source = "You can target 1 Counter Trap in your GY; add it to your hand."
    assert _names(source, text) == []


def test_a_monster_card_zone_is_a_zone():
    assert _targets("Scegli 2 Zone Carte Mostro.") == [("zone", None, ())]
    assert _targets("Scegli 1 mostro.") == [("monster", None, ())]


# -- the zone said before the count -------------------------------------------------------------------
def test_a_zone_before_the_count_is_the_targets_zone():
    text = 'Puoi scegliere come bersaglio nel tuo Cimitero 1 mostro "Artistamico"; aggiungilo alla tua mano.'
    assert _targets(text) == [("monster", "graveyard", ())]
    source = 'You can target 1 "Performapal" monster in your Graveyard; add it to your hand.'
    assert _names(source, text) == []


# -- "attivato questa carta scegliendo come bersaglio": how it was activated, no declaration ------------
def test_activated_by_targeting_declares_nothing():
    text = "Se hai attivato questa carta scegliendo come bersaglio un Mostro Synchro, puoi pescare 1 carta."
    assert _targets(text) == []


# -- a position said after the controller or zone is where "metti tutti i mostri …" puts them -----------
def test_a_position_after_the_controller_is_where_all_the_monsters_are_put():
    source = "You can banish this card; change all monsters your opponent controls to face-down Defense Position."
    translation = (
        "Puoi bandire questa carta; metti tutti i mostri controllati dal tuo avversario coperti in Posizione di Difesa."
    )
    assert _names(source, translation) == []
    own = "Durante la End Phase: puoi mettere tutti i mostri che controlli coperti in Posizione di Difesa."
    assert (
        _names("During the End Phase: You can change all monsters you control to face-down Defense Position.", own)
        == []
    )


def test_a_position_right_after_the_noun_still_restricts_all_the_monsters():
    frames = analyze("Distruggi tutti i mostri scoperti in Posizione di Attacco.", "it", "ygo").frames
    assert [(f.concept, f.qualifiers) for f in frames] == [("all", ("attack-position", "face-up"))]


# -- "un totale di 3": the count is the number after "totale", not the article "un" ---------------------
def test_a_total_of_counts_its_number_not_its_article():
    text = "Scegli come bersaglio un totale di 3 carte nei Cimiteri; mischiale nel Deck."
    frames = [f for f in analyze(text, "it", "ygo").frames if f.concept == "target"]
    assert [(f.count.min, f.count.max, f.object, f.zone) for f in frames if f.count] == [(3, 3, "card", "graveyard")]
    source = "Target a total of 3 cards in the GYs; shuffle them into the Deck."
    assert "target-count" not in _names(source, text)
    assert "target-count" in _names(source, text.replace("3 carte", "2 carte"))


def test_the_same_number_of_is_read_in_english_as_in_italian():
    source = "You can return any number of monsters you control to the hand, then target the same number of cards your opponent controls; destroy them."
    translation = (
        "Puoi far ritornare nella mano un qualsiasi numero di mostri che controlli, poi scegliere come bersaglio "
        "lo stesso numero di carte controllate dal tuo avversario; distruggile."
    )
    counts = [f.count for f in analyze(source, "en", "ygo").frames if f.concept == "target"]
    assert [(c.min, c.max) for c in counts if c] == [("X", "X")]
    assert "target-count" not in _names(source, translation)


# -- attributes joined by "o" and a value compared with "pari a" keep the phrase open ----------------------
def test_attributes_joined_by_o_keep_the_zone_after_them():
    text = "Puoi scegliere come bersaglio 1 dei tuoi mostri LUCE o OSCURITÀ di Tipo Guerriero banditi; aggiungilo alla tua mano."
    assert _targets(text) == [("monster", "banished", ())]
    source = "You can target 1 of your banished LIGHT or DARK Warrior monsters; add it to your hand."
    assert _names(source, text) == []


def test_a_value_compared_with_pari_a_keeps_the_zone_after_it():
    text = "Puoi scegliere come bersaglio 1 mostro Macchina con ATK pari al suo stesso DEF nel tuo Cimitero; Evocalo Specialmente."
    assert _targets(text) == [("monster", "graveyard", ())]
    source = "You can target 1 Machine monster in your GY whose ATK equals its own DEF; Special Summon it."
    assert _names(source, text) == []


# -- an attack's target and a target forbidden declare nothing ------------------------------------------
def test_an_attack_target_with_a_possessive_and_a_forbidden_target_declare_nothing():
    toon = "Nel qual caso questa carta deve scegliere come bersaglio un mostro Toon per i suoi attacchi."
    assert _targets(toon) == []
    harpie = 'Il tuo avversario non può scegliere nessun mostro "Arpia" come bersaglio con effetti di carte.'
    assert _targets(harpie) == []


def test_the_older_spell_and_trap_card_zone_keeps_the_controller_after_it():
    text = (
        "Puoi scegliere come bersaglio 1 carta Posizionata nella Zona Carte Magia & Trappola del tuo avversario; "
        "distruggi quel bersaglio."
    )
    source = "You can target 1 Set card in your opponent's Spell & Trap Card Zone; destroy that target."
    assert _names(source, text) == []


def test_level_and_higher_is_a_level_restriction_in_english_too():
    source = "Destroy all Level 6 and higher monsters on the field."
    translation = "Distruggi tutti i mostri di Livello 6 o superiore sul Terreno."
    assert _names(source, translation) == []
