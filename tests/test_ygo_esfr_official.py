"""Issue 20: classes of false alarms on official Spanish and French Yu-Gi-Oh! translations.
Short texts written for these tests, in the templates of printed cards."""

from pathlib import Path

import pytest
import yaml

from linter.compare import compare
from linter.pipeline import analyze
from linter.tokenizer import blank_language

LOCALES = Path(__file__).resolve().parents[1] / "locales"


def _names(source: str, translation: str, lang: str) -> list[str]:
    return sorted(f.name for f in compare("card", analyze(source, "en", "ygo"), analyze(translation, lang, "ygo")))


def _frames(text: str, lang: str) -> list[tuple[str, str | None, str | None, tuple[str, ...]]]:
    frames = analyze(text, lang, "ygo").frames
    return [(f.concept, f.object, f.controller, f.qualifiers) for f in frames if f.concept in ("target", "all")]


def _references(text: str, lang: str) -> list[tuple[str, str | None]]:
    return [(f.span.text, f.mode) for f in analyze(text, lang, "ygo").frames if f.concept == "resolution-reference"]


def _unrecognized(text: str, lang: str) -> list[str]:
    return [s.text for s in analyze(text, lang, "ygo").unrecognized]


# -- French elided words: a pattern chunk written "jusqu' à" never matched "jusqu'à" as printed -----------
def _strings(node: object) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [s for v in node.values() for s in _strings(v)]
    if isinstance(node, list):
        return [s for v in node for s in _strings(v)]
    return []


@pytest.mark.parametrize("path", sorted((LOCALES / "fr").glob("*.yaml")), ids=lambda p: p.name)
def test_no_french_pattern_splits_an_elided_word_from_its_apostrophe(path):
    # a plain chunk is split by the tokenizer: "jusqu'" alone is "jusqu" + "'", while printed "jusqu'à" is
    # "jusqu'" + "à"; write the elided word joined to the next one, or as an alternative ("de|d'")
    tokenize = blank_language("fr", ["max.", "min."])
    dead = []
    for text in _strings(yaml.safe_load(path.read_text(encoding="utf-8"))):
        for chunk in text.split()[1:] if " " in text else []:
            if "|" not in chunk and not chunk.startswith(("<", "re:", "*")):
                words = [t.text for t in tokenize(chunk.rstrip("?"))]
                if len(words) > 1 and words[-1] == "'":
                    dead.append(f"{text!r}: {chunk!r}")
        first = text.split()[0] if " " in text else ""
        if first and "|" not in first and [t.text for t in tokenize(first)][-1:] == ["'"]:
            dead.append(f"{text!r}: {first!r}")
    assert dead == []


# -- French targeting words that declare nothing: past tense, another card's targeting -----------------
@pytest.mark.parametrize(
    "text",
    [
        "Ciblez 1 monstre contrôlé par votre adversaire ; détruisez-le, ou si vous avez ciblé un monstre TERRE, piochez 1 carte.",
        "Si un ou plusieurs monstres sont détruits par un effet de carte qui ne le cible pas : piochez 1 carte.",
        "Non destructible par des effets de Magie/Piège qui ne ciblent pas cette carte.",
        "Ciblez 1 autre carte qui serait une cible appropriée ; l'effet cible maintenant la nouvelle cible.",
        "Lorsqu'un effet de votre adversaire qui est activé cible et détruit une carte que vous contrôlez, piochez 1 carte.",
    ],
)
def test_french_targeting_words_that_declare_nothing_are_explained(text):
    assert _unrecognized(text, "fr") == []


def test_french_references_with_a_possessive_or_a_name_are_the_chosen_targets():
    text = (
        'Ciblez 1 monstre "Frourreur" que vous contrôlez et 1 monstre contrôlé par votre adversaire ; envoyez vos monstres '
        '"Frourreur" ciblés au Cimetière, puis Invoquez Spécialement votre monstre ciblé, et détruisez autant de cartes '
        "ciblées que possible."
    )
    assert _references(text, "fr") == [
        ('vos monstres "Frourreur" ciblés', "chosen"),
        ("votre monstre ciblé", "chosen"),
        ("autant de cartes ciblées", "chosen"),
    ]
    assert _unrecognized(text, "fr") == []


def test_des_deux_cibles_is_both_targets():
    text = "Ciblez 1 monstre que vous contrôlez et 1 monstre contrôlé par votre adversaire ; échangez le contrôle des deux cibles."
    assert _references(text, "fr") == [("des deux cibles", "all")]


def test_the_first_two_targets_are_a_noun_in_every_language():
    en = "Target 2 WIND monsters in your GY and 1 card on the field; shuffle both of those first 2 targets into the Deck."
    es = "Selecciona 2 monstruos de VIENTO en tu Cementerio y 1 carta en el Campo; baraja al Deck los primeros 2 objetivos."
    fr = "Ciblez 2 monstres VENT dans votre Cimetière et 1 carte sur le Terrain ; mélangez les 2 premières cibles dans le Deck."
    assert _unrecognized(es, "es") == [] and _unrecognized(fr, "fr") == []
    assert _names(en, es, "es") == [] and _names(en, fr, "fr") == []


# -- Spanish: "el monstruo objetivo", the opponent after the verb or in the passive --------------------
def test_el_monstruo_objetivo_refers_to_the_declared_target():
    text = "Selecciona 1 monstruo boca arriba en tu Campo; destruye el monstruo objetivo."
    assert _references(text, "es") == [("el monstruo objetivo", "chosen")]
    older = "Selecciona como objetivo 1 monstruo boca arriba en tu Campo. Destruye el monstruo objetivo."
    assert _unrecognized(older, "es") == []


def test_the_opponent_after_an_adverbial_or_in_the_passive_is_the_opponent():
    later = "Todos los monstruos que controle en ese momento tu adversario deben atacar este turno."
    passive = "Destruye todos los monstruos boca arriba controlados por tu adversario."
    assert [f[2] for f in _frames(later, "es")] == ["opponent"]
    assert [f[2] for f in _frames(passive, "es")] == ["opponent"]
    source = "Destroy all face-up monsters your opponent controls."
    assert _names(source, passive, "es") == []


def test_the_spell_and_trap_zone_written_with_a_slash_is_the_field():
    text = "Devuelve a la mano todas las cartas boca arriba en la Zona de Cartas Mágicas/de Trampa de tu adversario."
    frame = next(f for f in analyze(text, "es", "ygo").frames if f.concept == "all")
    assert frame.zone == "field"


def test_atk_and_def_with_one_bound_is_a_level_bound_in_spanish_and_french():
    es = "Activa esta carta seleccionando 1 monstruo de Tipo Dragón que controles con 2500 ATK y DEF o menos; roba 1 carta."
    fr = "Activez cette carte en ciblant 1 monstre de Type Dragon que vous contrôlez avec max. 2500 ATK/DEF ; piochez 1 carte."
    assert _frames(es, "es") == [("target", "monster", "you", ("level-bound",))]
    assert _frames(fr, "fr") == [("target", "monster", "you", ("level-bound",))]


# -- a coordinator that a describing phrase lists ends the phrase when a clause follows it ------------
def test_a_coordinator_before_a_new_clause_ends_an_all_phrase():
    es = (
        "Puedes destruir todas las demás cartas en el Campo y además, por el resto de este turno, los otros monstruos "
        "que controlas no pueden atacar."
    )
    fr = (
        "Vous pouvez détruire toutes les autres cartes sur le Terrain, et aussi, le reste de ce tour, les autres "
        "monstres que vous contrôlez ne peuvent pas attaquer."
    )
    assert _frames(es, "es") == [("all", "card", None, ())]
    assert _frames(fr, "fr") == [("all", "card", None, ())]


def test_a_list_of_types_joined_by_a_coordinator_keeps_the_controller_after_it():
    fr = "Tous les monstres de Type Poisson et Serpent de Mer que vous contrôlez gagnent 200 ATK."
    listed = "Ciblez 1 monstre de Type Bête ou de Type Bête Ailée que vous contrôlez ; il gagne 500 ATK."
    es = "Selecciona 2 monstruos Bestia, Guerrero-Bestia y/o Planta que controles; destrúyelos."
    assert _frames(fr, "fr") == [("all", "monster", "you", ())]
    assert _frames(listed, "fr") == [("target", "monster", "you", ())]
    assert _frames(es, "es") == [("target", "monster", "you", ())]


# -- "y/o", "et/ou" written in pieces join the objects, as English "and/or" -----------------------------
def test_and_or_written_in_pieces_joins_two_kinds_of_target():
    source = "Target 1 monster and/or 1 Spell/Trap in your opponent's GY; banish them."
    es = "Selecciona 1 monstruo y/o 1 Mágica/Trampa en el Cementerio de tu adversario; destiérralos."
    fr = "Ciblez 1 monstre et/ou 1 Magie/Piège dans le Cimetière de votre adversaire ; bannissez-les."
    for text, lang in ((es, "es"), (fr, "fr")):
        frame = next(f for f in analyze(text, lang, "ygo").frames if f.concept == "target")
        assert (frame.object, frame.zone) == ("monster|spell-trap", "graveyard")
    assert _names(source, fr, "fr") == []


# -- Spanish older wording: the object after a second verb, where it comes from between commas ----------
def test_the_object_after_a_second_verb_and_a_zone_between_commas_is_the_target():
    text = 'Selecciona e Invoca de Modo Especial, desde tu Cementerio, 1 monstruo "Robótico" de Nivel 4 o menor.'
    assert _frames(text, "es") == [("target", "monster", None, ("level-bound",))]
    named = 'Selecciona y manda 1 "Núcleo de Cobre" desde tu Deck a tu Cementerio.'
    frame = next(f for f in analyze(named, "es", "ygo").frames if f.concept == "target")
    assert (frame.object, frame.zone, frame.count.min, frame.count.max) == ("card", "deck", 1, 1)


def test_banished_or_in_the_graveyard_in_both_genders_and_after_an_attribute():
    both = "Puedes seleccionar 1 de tus monstruos Guerrero de FUEGO que esté desterrado/a o en tu Cementerio; añádelo a tu mano."
    attribute = 'Puedes seleccionar 1 monstruo "Guerrero" que no sea de FUEGO en tu Cementerio o destierro; Invócalo.'
    for text in (both, attribute):
        frame = next(f for f in analyze(text, "es", "ygo").frames if f.concept == "target")
        assert frame.zone == "banished-or-graveyard"


# -- French zones: the Main Monster Zone's printed name, the field or a graveyard, each graveyard ---------
@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("Vous pouvez cibler 1 Monstre Pendule dans votre Zone Monstre Main ; piochez 1 carte.", "field"),
        ("Vous pouvez cibler 1 monstre sur le Terrain ou dans l'un des Cimetières ; renvoyez-le à la main.", "field"),
        ("Vous pouvez cibler 1 Magie/Piège dans chaque Cimetière ; bannissez-les.", "graveyard"),
    ],
)
def test_french_zones_are_read_to_the_end_of_the_phrase(text, zone):
    frame = next(f for f in analyze(text, "fr", "ygo").frames if f.concept == "target")
    assert (frame.zone, frame.ended) == (zone, True)


# -- a stat glued to the next figure, a qualifier after a quoted name or Types joined by a slash ----------------
def test_atk_glued_to_the_def_figure_is_one_describing_phrase():
    text = "Vous pouvez cibler 1 monstre avec 1500 ATK/200 DEF dans votre Cimetière ; Invoquez-le Spécialement."
    frame = next(f for f in analyze(text, "fr", "ygo").frames if f.concept == "target")
    assert (frame.zone, frame.ended) == ("graveyard", True)


@pytest.mark.parametrize(
    ("text", "qualifier"),
    [
        (
            'Vous pouvez cibler 1 monstre "Assaut de l\'Air - As" de Niveau 4 dans votre Cimetière ; piochez 1 carte.',
            "level-bound",
        ),
        (
            'Vous pouvez cibler 1 monstre "Potier" ou "Yeux Pairs" de max. Niveau 3 dans votre Cimetière ; piochez 1 carte.',
            "level-bound",
        ),
        ("Ciblez 1 monstre de Type Bête/Dragon face recto sur le Terrain ; détruisez la cible.", "face-up"),
    ],
)
def test_a_qualifier_after_a_quoted_name_or_a_list_of_types_is_the_phrases(text, qualifier):
    frame = next(f for f in analyze(text, "fr", "ygo").frames if f.concept == "target")
    assert (frame.qualifiers, frame.ended) == ((qualifier,), True)


def test_a_kind_it_is_not_and_a_value_against_its_original_are_read_in_spanish():
    token = "Puedes seleccionar 1 monstruo boca arriba que no sea una Ficha que controle tu adversario; roba 1 carta."
    level = 'Puedes seleccionar 1 monstruo "F.A." que controles cuyo Nivel en este momento sea mayor que su Nivel original; roba 1 carta.'
    for text in (token, level):
        frame = next(f for f in analyze(text, "es", "ygo").frames if f.concept == "target")
        assert frame.ended


# -- "your targeted monster" in English, Spanish and French: one reference, the chosen targets -----------
def test_a_reference_with_a_possessive_is_the_chosen_targets_in_every_language():
    en = (
        "Target 1 monster you control and 1 Effect Monster your opponent controls; negate that monster's effects, and if "
        "you do, your targeted monster gains 500 ATK."
    )
    es = (
        "Selecciona 1 monstruo que controles y 1 Monstruo de Efecto que controle tu adversario; niega los efectos de ese "
        "monstruo y, si lo haces, tu monstruo seleccionado gana 500 ATK."
    )
    fr = (
        "Ciblez 1 monstre que vous contrôlez et 1 Monstre à Effet contrôlé par votre adversaire ; annulez les effets du "
        "monstre, et si vous le faites, votre monstre ciblé gagne 500 ATK."
    )
    assert ("your targeted monster", "chosen") in _references(en, "en")
    assert ("tu monstruo seleccionado", "chosen") in _references(es, "es")
    assert ("votre monstre ciblé", "chosen") in _references(fr, "fr")
    it = (
        "Scegli come bersaglio 1 mostro che controlli e 1 Mostro con Effetto controllato dal tuo avversario; annulla gli "
        "effetti di quel mostro e, se lo fai, il tuo mostro scelto come bersaglio guadagna 500 ATK."
    )
    assert ("il tuo mostro scelto come bersaglio", "chosen") in _references(it, "it")
    assert "resolution-reference" not in _names(en, es, "es") + _names(en, fr, "fr")
