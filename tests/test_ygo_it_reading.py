"""Issue 23, third round: Italian Yu-Gi-Oh! wordings cardlint misread on official text (the tuning half), each
fixed in locales/it/ygo.yaml, and one mechanism: a describing phrase after the noun is one unit between the noun
and its qualifier. Short texts written for these tests, in the templates of printed cards."""

from linter.compare import compare
from linter.pipeline import analyze


def _names(source: str, translation: str) -> list[str]:
    return sorted(f.name for f in compare("card", analyze(source, "en", "ygo"), analyze(translation, "it", "ygo")))


def _frames(text: str, concept: str = "target") -> list[tuple]:
    frames = analyze(text, "it", "ygo").frames
    return [(f.object, f.controller, f.zone, f.qualifiers) for f in frames if f.concept == concept]


def _read_to_end(text: str) -> list[bool]:
    return [f.ended for f in analyze(text, "it", "ygo").frames if f.concept == "target"]


# -- a describing phrase after the noun is one unit: the qualifier after a list of Types is the phrase's ---------
def test_a_qualifier_after_a_list_of_types_is_read():
    text = "Scegli come bersaglio 1 mostro di Tipo Drago, Serpente Marino o Pesce scoperto che controlli; distruggilo."
    assert _frames(text) == [("monster", "you", None, ("face-up",))]
    assert _read_to_end(text) == [True]
    kinds = "Scegli come bersaglio 1 Mostro Synchro, Xyz o Link scoperto sul Terreno; distruggi quel bersaglio."
    assert _frames(kinds) == [("monster", None, "field", ("face-up",))]
    bound = "Scegli 1 mostro di Tipo Insetto o di Tipo Bestia Alata di Livello 3 o inferiore nel tuo Cimitero."
    assert _frames(bound) == [("monster", None, "graveyard", ("level-bound",))]


def test_a_list_of_types_joins_the_objects_around_it():
    text = "Scegli come bersaglio 1 mostro Drago, Wyrm o Guerriero-Bestia che controlli e 1 carta controllata dal tuo avversario; distruggili."
    assert _frames(text) == [("monster", "you", None, ()), ("card", "opponent", None, ())]
    either = (
        "Puoi scegliere come bersaglio 1 dei tuoi mostri VENTO Fata, o 1 delle tue Magie Continue, che è bandita; "
        "aggiungilo alla tua mano."
    )
    assert [f.object for f in analyze(either, "it", "ygo").frames if f.concept == "target"] == ["monster|spell"]


# -- an attack's target, said with the attacked monster between, and "the targeted monster" ---------------------
def test_an_attack_target_and_the_targeted_monster_declare_nothing():
    text = (
        "Quando un mostro che controlli sceglie un mostro scoperto dell'avversario come bersaglio di un attacco, "
        "cambia la posizione di battaglia del mostro bersaglio."
    )
    assert _frames(text) == []


# -- who declares and how ----------------------------------------------------------------------------------------
def test_the_opponent_can_target_is_a_target():
    text = "Il tuo avversario può scegliere come bersaglio 1 mostro nel tuo Cimitero; lui Evoca Specialmente quel bersaglio."
    assert _frames(text) == [("monster", None, "graveyard", ())]
    assert _frames(text, "choice") == []


def test_the_opponent_chooses_and_sends_is_a_choice():
    text = "Il tuo avversario sceglie e manda 1 carta dalla sua mano al Cimitero."
    assert _frames(text) == []
    assert [f.chooser for f in analyze(text, "it", "ygo").frames if f.concept == "choice"] == ["opponent"]


def test_a_card_chosen_at_random_is_random():
    text = "Puoi scegliere 1 carta a caso dalla mano del tuo avversario e guardarla."
    assert _frames(text) == []
    source = "You can randomly select 1 card in your opponent's hand and look at it."
    assert "selection-kind" not in _names(source, text)


def test_sceglilo_come_bersaglio_targets_it():
    text = "Quando questa carta viene scelta come bersaglio per un attacco: sceglila come bersaglio; mettila in Posizione di Difesa."
    assert _frames(text) == [("card", None, None, ())]


# -- quoted names and their counts ---------------------------------------------------------------------------------
def test_a_quoted_name_is_a_card_in_the_older_wording_and_keeps_its_count():
    old = 'Puoi scegliere 1 "Drago della Tempesta" nel tuo Cimitero ed Evocarlo Specialmente.'
    assert _frames(old) == [("card", None, "graveyard", ())]
    text = 'Puoi scegliere come bersaglio 2 "Gufo di Ferro" e 1 "Gufo di Rame" nel tuo Cimitero; Evocali Specialmente.'
    counts = [f.count for f in analyze(text, "it", "ygo").frames if f.concept == "target" and f.count]
    assert [(c.min, c.max) for c in counts][:1] == [(2, 2)]


# -- where a phrase ends -----------------------------------------------------------------------------------------
def test_inoltre_ends_the_phrase_before_it():
    text = (
        "Puoi distruggere tutte le altre carte sul Terreno, inoltre, per il resto di questo turno, "
        "gli altri mostri che controlli non possono attaccare."
    )
    assert _frames(text, "all") == [("card", None, "field", ())]


def test_a_monster_summoned_from_the_extra_deck_in_a_relative_clause_joins_the_next_target():
    text = (
        "Scegli come bersaglio 1 mostro controllato dal tuo avversario che è stato Evocato Specialmente dall'Extra Deck "
        "e 1 Mostro Fusione che controlli; mischiali nel Deck."
    )
    assert _frames(text) == [("monster", "opponent", "field", ()), ("monster", "you", None, ())]


def test_describing_comparisons_leave_nothing_unread():
    same = "Puoi scegliere come bersaglio 2 mostri con lo stesso ATK nel tuo Cimitero; Evocali Specialmente."
    values = "Puoi scegliere come bersaglio 1 mostro che controlli con 1200 ATK/1800 DEF; distruggilo."
    whose = "Scegli come bersaglio 1 mostro nel Cimitero del tuo avversario il cui Livello sia inferiore a 4; bandiscilo."
    assert [_read_to_end(t) for t in (same, values, whose)] == [[True], [True], [True]]


def test_target_as_a_noun_and_a_protection_are_no_unrecognized_wording():
    first = "Scegli come bersaglio 2 mostri nel tuo Cimitero e 1 carta sul Terreno; mischia i primi 2 bersagli nel Deck."
    shield = 'I mostri "Ingranaggio" sul Terreno non possono essere bersaglio di effetti.'
    assert [analyze(t, "it", "ygo").unrecognized for t in (first, shield)] == [(), ()]


def test_an_attack_declared_on_a_monster_declares_no_target():
    text = (
        "Quando un mostro dell'avversario dichiara un attacco scegliendo come bersaglio un mostro Toon che controlli: "
        "puoi rendere l'attacco un attacco diretto."
    )
    assert _frames(text) == []


def test_verbs_of_the_selected_cards_end_an_all_phrase():
    text = "Tutti i mostri Drago che controlli guadagnano 300 ATK; tutti i mostri controllati attualmente dal tuo avversario perdono 300 ATK."
    frames = [f for f in analyze(text, "it", "ygo").frames if f.concept == "all"]
    assert [(f.controller, f.ended) for f in frames] == [("you", True), ("opponent", True)]


def test_e_o_and_a_segna_token_are_read():
    listed = "Scegli come bersaglio un qualsiasi numero di mostri Drago, Wyrm e/o Serpente Marino che controlli; essi guadagnano 700 ATK."
    assert _read_to_end(listed) == [True]
    assert _frames("Puoi scegliere come bersaglio 1 Segna-Mostro sul Terreno; distruggilo.") == [("token", None, "field", ())]


def test_a_slash_joins_like_a_comma_so_the_zone_after_an_or_joined_spell_trap_is_the_phrase_s():
    text = "Scegli come bersaglio 1 mostro o 1 Magia/Trappola nel tuo Cimitero; bandiscilo."
    assert [(f.object, f.zone) for f in analyze(text, "it", "ygo").frames if f.concept == "target"] == [
        ("monster|spell-trap", "graveyard")
    ]


def test_banished_among_your_cards_and_a_main_monster_zone_whose_it_is():
    among = "Puoi scegliere come bersaglio 1 mostro nel tuo Cimitero o tra i tuoi mostri banditi; aggiungilo alla tua mano."
    assert _frames(among) == [("monster", None, "banished-or-graveyard", ())]
    zone = "Puoi scegliere come bersaglio 1 mostro nella Zona Mostri Main del tuo avversario; distruggilo."
    assert _read_to_end(zone) == [True]


def test_the_older_special_summoned_from_the_extra_deck_is_on_the_field():
    text = "Puoi scegliere come bersaglio 1 mostro Evocato tramite Evocazione Speciale dall'Extra Deck; distruggilo."
    assert _frames(text) == [("monster", None, "field", ())]
    source = "You can target 1 monster that was Special Summoned from the Extra Deck; destroy it."
    assert "zone" not in _names(source, text)


def test_names_compared_with_the_destroyed_monster_keep_the_zone_after_them():
    text = 'Scegli come bersaglio 2 mostri "Spettro" con nomi diversi dal mostro distrutto nel tuo Cimitero; Evocali Specialmente.'
    assert _frames(text) == [("monster", None, "graveyard", ())]
