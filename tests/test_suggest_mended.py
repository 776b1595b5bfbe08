"""Suggestions that keep the card's own words: only the restriction that differs mended, an optional
effect's verb said as clauses that open the same way say it."""

import json
from pathlib import Path

from linter.check import Checker, CheckOptions
from linter.readers import read_paths


def _write(tmp_path: Path, rows, lang: str, game: str) -> Path:
    path = tmp_path / f"{game}.{lang}.jsonl"
    path.write_text(
        "".join(
            json.dumps({"id": f"Card {n}", "game": game, "text": {"en": en, lang: tr}}, ensure_ascii=False) + "\n"
            for n, (en, tr) in enumerate(rows)
        ),
        encoding="utf-8",
    )
    return path


def _found(tmp_path: Path, rows, lang: str, game: str, card: str):
    result = Checker(CheckOptions(), suggestions=True).run(read_paths([_write(tmp_path, rows, lang, game)]))
    (found,) = [f for f in result.findings if f.card == card]
    return found


# Yu-Gi-Oh! cards that say "cibler 1 monstre…" after "Vous pouvez"; the last adds "face recto"
YGO_SLIP = [
    ("Target 1 monster your opponent controls; destroy it.",
     "Ciblez 1 monstre contrôlé par votre adversaire ; détruisez-le."),
    ("You can target 1 monster your opponent controls; destroy it.",
     "Vous pouvez cibler 1 monstre contrôlé par votre adversaire ; détruisez-le."),
    ("You can target 1 monster your opponent controls; banish it.",
     "Vous pouvez cibler 1 monstre contrôlé par votre adversaire ; bannissez-le."),
    ("You can target 1 monster your opponent controls; return it to the hand.",
     "Vous pouvez cibler 1 monstre contrôlé par votre adversaire ; renvoyez-le dans la main."),
    ("Target 1 monster your opponent controls; banish it.",
     "Ciblez 1 monstre face recto contrôlé par votre adversaire ; bannissez-le."),
]


def test_a_qualifier_the_source_does_not_have_is_dropped_and_the_cards_verb_form_kept(tmp_path):
    # the slip's own "Ciblez" stays
    found = _found(tmp_path, YGO_SLIP, "fr", "ygo", "Card 4")
    assert found.name == "target-restriction"
    assert (found.replacement.span.text, found.suggestion) == (
        "Ciblez 1 monstre face recto contrôlé par votre adversaire",
        "Ciblez 1 monstre contrôlé par votre adversaire",
    )
    assert found.replacement.built
    assert found.replacement.origin.startswith("built restriction by restriction: its own words")


def test_only_the_differing_restriction_is_mended_where_the_set_says_the_phrase_otherwise(tmp_path):
    rows = [
        ("Destroy target creature an opponent controls.", "Destruye la criatura objetivo que controla un oponente."),
        ("Exile target creature an opponent controls.", "Exilia la criatura objetivo que controla un oponente."),
        ("Tap target creature an opponent controls.", "Gira la criatura objetivo que controla un oponente."),
        ("Return target creature an opponent controls to its owner's hand.",
         "Regresa la criatura atacante objetivo que controla un oponente a la mano de su propietario."),
    ]
    found = _found(tmp_path, rows, "es", "mtg", "Card 3")
    assert (found.replacement.span.text, found.suggestion) == (
        "la criatura atacante objetivo que controla un oponente",
        "la criatura objetivo que controla un oponente",
    )


def test_an_optional_effects_verb_is_said_as_clauses_opening_the_same_way_say_it(tmp_path):
    # no other card says "tap target land": the clause's opening words "Tap" are said "Gira" on three cards
    rows = [
        ("Tap target creature.", "Gira la criatura objetivo."),
        ("Tap target artifact.", "Gira el artefacto objetivo."),
        ("Tap target creature. Draw a card.", "Gira la criatura objetivo. Roba una carta."),
        ("Tap target land.", "Puedes girar la tierra objetivo."),
    ]
    found = _found(tmp_path, rows, "es", "mtg", "Card 3")
    assert found.name == "optional"
    assert (found.replacement.span.text, found.suggestion) == ("Puedes girar la tierra objetivo", "Gira la tierra objetivo")
    assert found.replacement.origin == "used on 3 cards of [es] mtg in the files checked"


def test_a_rerun_from_the_cache_mends_the_same_words(tmp_path):
    from linter.config import load_config
    from linter.lint import lint

    path = _write(tmp_path, YGO_SLIP, "fr", "ygo")
    runs = [lint([path], load_config(path.parent, None, {}), cache_dir=tmp_path / "store") for _ in range(2)]
    found = [[(f.card, f.suggestion, f.replacement.built) for f in r.findings if f.suggestion] for r in runs]
    assert found[0] == found[1] == [("Card 4", "Ciblez 1 monstre contrôlé par votre adversaire", True)]


def test_where_the_mended_words_are_the_usual_wording_it_says_the_cards_that_use_it(tmp_path):
    # leaving "atacante" out gives the set's own wording: it is offered as the set's, not as built
    rows = [
        ("Destroy target creature an opponent controls.", "Destruye la criatura objetivo que controla un oponente."),
        ("Exile target creature an opponent controls.", "Exilia la criatura objetivo que controla un oponente."),
        ("Return target creature an opponent controls to its owner's hand.",
         "Regresa la criatura atacante objetivo que controla un oponente a la mano de su propietario."),
    ]
    found = _found(tmp_path, rows, "es", "mtg", "Card 2")
    assert found.suggestion == "la criatura objetivo que controla un oponente"
    assert not found.replacement.built
    assert found.replacement.origin == "used on 2 cards of [es] mtg in the files checked"


def test_a_mended_count_says_one_in_the_number_word_seen_with_its_object(tmp_path):
    # Altered's Spanish fold lists no number words; "una" is still the one written with "expedición"
    rows = [
        ("Put a +1/+1 counter on target expedition.", "Pon un contador +1/+1 en una expedición objetivo."),
        ("Tap target character.", "Gira un personaje objetivo."),
        ("Exile target character.", "Exilia un personaje objetivo."),
        ("Return target character to its owner's hand.", "Devuelve un personaje objetivo a la mano de su propietario."),
        (
            "Sacrifice me. If you do, create a token in target expedition and draw a card.",
            "Sacrifícame. Si lo haces, crea una ficha en dos expediciones objetivo y roba una carta.",
        ),
    ]
    found = _found(tmp_path, rows, "es", "altered", "Card 4")
    assert found.name == "target-count"
    assert (found.replacement.span.text, found.suggestion) == ("dos expediciones objetivo", "una expedición objetivo")


def test_a_dropped_count_says_one_object_with_the_article_the_usual_wordings_put_before_it(tmp_path):
    # "hasta una" mended where the set says "target creature" as "la criatura objetivo": the article, not "una"
    rows = [
        ("Destroy target creature.", "Destruye la criatura objetivo."),
        ("Tap target creature.", "Gira la criatura objetivo."),
        ("Untap target creature.", "Endereza la criatura objetivo."),
        ("Exile target creature.", "Exilia hasta una criatura objetivo."),
    ]
    found = _found(tmp_path, rows, "es", "mtg", "Card 3")
    assert found.name == "target-count"
    assert (found.replacement.span.text, found.suggestion) == ("hasta una criatura objetivo", "la criatura objetivo")
