"""Set-wide consistency: one source targeting template, rendered two ways in one language."""

import json

from linter.cli import main
from linter.consistency import TemplateIndex, Thresholds, template
from linter.pipeline import analyze
from linter.readers.records import CardRecord

# One English template on several cards with different objects; the Spanish set says
# "que controla un oponente" on most cards and "de un oponente" on one.
CARDS = [
    ("Destroy target creature an opponent controls.", "Destruye la criatura objetivo que controla un oponente."),
    ("Destroy target artifact an opponent controls.", "Destruye el artefacto objetivo que controla un oponente."),
    ("Exile target enchantment an opponent controls.", "Exilia el encantamiento objetivo que controla un oponente."),
    ("Tap target land an opponent controls.", "Gira la tierra objetivo que controla un oponente."),
    ("Return target creature an opponent controls to its owner's hand.",
     "Regresa la criatura objetivo que controla un oponente a la mano de su propietario."),
    ("Destroy target planeswalker an opponent controls.", "Destruye el planeswalker objetivo que controla un oponente."),
    ("Exile target creature an opponent controls.", "Exilia la criatura objetivo que controla un oponente."),
    ("Tap target creature an opponent controls.", "Gira la criatura objetivo que controla un oponente."),
    ("Destroy target land an opponent controls.", "Destruye la tierra objetivo que controla un oponente."),
    ("Exile target artifact an opponent controls.", "Exilia el artefacto objetivo que controla un oponente."),
    ("Destroy target enchantment an opponent controls.", "Destruye el encantamiento objetivo de un oponente."),
]


def _index(cards, lang="es", game="mtg", thresholds=None, sets=()):
    index = TemplateIndex(thresholds)
    for n, (en, text) in enumerate(cards):
        printing = {lang: sets[n]} if sets else {}
        card = CardRecord(f"Card {n}", {"en": en, lang: text}, game, path="set.jsonl", line=n + 1, sets=printing)
        index.add(card, analyze(en, "en", game), analyze(text, lang, game))
    return index


def test_object_words_and_numbers_are_abstracted_from_the_template():
    en = analyze("Destroy up to two target artifacts an opponent controls.", "en", "mtg")
    (frame,) = [f for f in en.frames if f.concept == "target"]
    assert template(frame, en.text, "en", "mtg").text == "up to {n} target {object} … an opponent controls"


def test_the_rare_rendering_is_reported_with_the_usual_one_as_suggestion():
    (finding,) = _index(CARDS).findings()
    assert (finding.card, finding.lang, finding.name, finding.code) == ("Card 10", "es", "inconsistent-template", "CL301")
    assert "“target {object} … an opponent controls”" in finding.message and "on 10" in finding.message
    assert finding.span.text == "encantamiento objetivo de un oponente"
    assert finding.suggestion is None  # the usual rendering is two pieces of text here, not one phrase to paste
    assert "“{object} objetivo … que controla un oponente”" in finding.message


def test_a_set_that_renders_the_template_one_way_is_consistent():
    assert _index(CARDS[:10]).findings() == []


def test_a_small_group_or_an_even_split_is_no_drift():
    assert _index(CARDS[:3] + CARDS[10:]).findings() == []  # 4 cards: too few to know the usual rendering
    half = CARDS[:6] + [(en, text.replace("que controla un oponente", "de un oponente")) for en, text in CARDS[6:]]
    assert _index(half).findings() == []


def test_agreement_forms_are_not_drift_in_french():
    cards = [
        ("Destroy target creature.", "Détruisez une créature ciblée."),
        ("Destroy target artifact.", "Détruisez un artefact ciblé."),
        ("Destroy target enchantment.", "Détruisez un enchantement ciblé."),
        ("Destroy target land.", "Détruisez un terrain ciblé."),
        ("Exile target creature.", "Exilez une créature ciblée."),
        ("Tap target permanent.", "Engagez un permanent ciblé."),
    ]
    assert _index(cards, "fr").findings() == []


def test_a_one_phrase_rendering_is_suggested_with_the_cards_own_object():
    cards = [(f"Destroy target {o}.", f"Détruisez {a} ciblé{'e' if a.startswith('une') else ''}.") for o, a in [
        ("creature", "une créature"), ("artifact", "un artefact"), ("land", "un terrain"),
        ("enchantment", "un enchantement"), ("planeswalker", "un planeswalker"),
        ("creature", "une créature"), ("artifact", "un artefact"), ("land", "un terrain"),
        ("enchantment", "un enchantement"), ("creature", "une créature")]]
    cards.append(("Destroy target artifact.", "Ciblez un artefact. Détruisez-le."))
    (finding,) = _index(cards, "fr").findings()
    assert (finding.card, finding.span.text) == ("Card 10", "Ciblez un artefact")
    assert finding.suggestion == "un artefact ciblé"


def test_cli_reports_drift_only_with_consistency(tmp_path, capsys):
    path = tmp_path / "set.jsonl"
    path.write_text("".join(json.dumps({"id": f"Card {n}", "game": "mtg", "text": {"en": en, "es": es}}, ensure_ascii=False) + "\n"
                            for n, (en, es) in enumerate(CARDS)), encoding="utf-8")
    assert main(["check", "--format", "json", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["findings"] == []
    assert main(["check", "--format", "json", "--consistency", str(path)]) == 1  # a warning fails by default
    (finding,) = json.loads(capsys.readouterr().out)["findings"]
    assert (finding["card"], finding["name"], finding["line"]) == ("Card 10", "inconsistent-template", 11)


def test_a_six_to_one_split_in_one_set_is_reported_by_default():
    (finding,) = _index(CARDS[:6] + CARDS[10:]).findings()
    assert finding.card == "Card 6" and "(1 of 7 cards in [es])" in finding.message and "on 6" in finding.message
    assert _index(CARDS[:4] + CARDS[10:]).findings() == []  # 4 to 1: not yet a clear usual rendering


def test_the_thresholds_are_the_teams_to_set():
    assert _index(CARDS[:6] + CARDS[10:], thresholds=Thresholds(min_cards=5, majority=10)).findings() == []
    assert len(_index(CARDS[:3] + CARDS[10:], thresholds=Thresholds(min_cards=3, majority=3)).findings()) == 1


def test_a_rendering_on_several_cards_is_a_variant_not_a_slip():
    rare = [(en, text.replace("que controla un oponente", "de un oponente")) for en, text in CARDS[:3]]
    group = CARDS[:10] * 2 + rare  # 20 to 3: frequent enough, but on three cards
    assert _index(group).findings() == []
    assert len(_index(group, thresholds=Thresholds(max_rare=3)).findings()) == 3


def test_cards_are_grouped_by_the_set_their_text_was_printed_in():
    cards = CARDS[:6] + CARDS[10:] + CARDS[6:10]
    sets = ["PRE"] * 6 + ["OLD"] + ["OLD"] * 4  # the rare rendering belongs to another set, where it is 1 of 5
    assert _index(cards, sets=sets).findings() == []
    (finding,) = _index(cards, sets=["PRE"] * 7 + ["OLD"] * 4).findings()
    assert finding.card == "Card 6" and "of set PRE" in finding.message


def test_the_set_is_read_from_the_record_and_the_thresholds_from_the_configuration(tmp_path, capsys, monkeypatch):
    def record(n, en, es, printing):
        return {"id": f"Card {n}", "game": "mtg", "text": {"en": en, "es": es}, "meta": {"printing": printing}}

    rows = [record(n, en, es, "PRE") for n, (en, es) in enumerate(CARDS[:6] + CARDS[10:])]
    rows += [record(n + 7, en, es, {"en": "OLD", "es": "OLD"}) for n, (en, es) in enumerate(CARDS[6:10])]
    path = tmp_path / "set.jsonl"
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["check", "--format", "json", "--consistency", str(path)]) == 1
    (finding,) = json.loads(capsys.readouterr().out)["findings"]
    assert finding["card"] == "Card 6" and "of set PRE" in finding["message"]
    (tmp_path / "cardlint.toml").write_text("[consistency]\nmajority = 7\n", encoding="utf-8")
    assert main(["check", "--format", "json", "--consistency", str(path)]) == 0
