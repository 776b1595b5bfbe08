"""Suggested wordings for cross-language findings: the set's own rendering, filled, checked, shown everywhere."""

import json
from pathlib import Path

import pytest

from linter.check import Checker, CheckOptions
from linter.cli import main
from linter.readers import read_paths

# A Spanish set that says "la criatura objetivo que controla un oponente" on most cards; the slips of
# the last cards drop the controller, add "otra", change the count.
SET = [
    ("Destroy target creature an opponent controls.", "Destruye la criatura objetivo que controla un oponente."),
    ("Destroy target artifact an opponent controls.", "Destruye el artefacto objetivo que controla un oponente."),
    ("Exile target creature an opponent controls.", "Exilia la criatura objetivo que controla un oponente."),
    ("Tap target land an opponent controls.", "Gira la tierra objetivo que controla un oponente."),
    ("Tap target creature.", "Gira la criatura objetivo."),
    ("Exile target artifact.", "Exilia el artefacto objetivo."),
    ("Return target creature to its owner's hand.", "Regresa la criatura objetivo a la mano de su propietario."),
]
SLIPS = [
    ("Return target creature an opponent controls to its owner's hand.",
     "Regresa la criatura objetivo a la mano de su propietario."),
    ("Destroy target artifact.", "Destruye otro artefacto objetivo."),
]


def _write(tmp_path: Path, rows, name="set.jsonl", printing="ABC") -> Path:
    path = tmp_path / name
    lines = [
        json.dumps({"id": f"Card {n}", "game": "mtg", "set": printing, "text": {"en": en, "es": es}}, ensure_ascii=False)
        for n, (en, es) in enumerate(rows)
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _findings(path: Path):
    result = Checker(CheckOptions(), suggestions=True).run(read_paths([path]))
    return {f.card: f for f in result.findings}


def test_a_dropped_restriction_gets_the_sets_wording_with_the_cards_own_object_and_article(tmp_path):
    found = _findings(_write(tmp_path, SET + SLIPS))
    dropped = found["Card 7"]
    assert dropped.name == "target-restriction"
    assert dropped.suggestion == "la criatura objetivo que controla un oponente"
    assert dropped.replacement.span.text == "la criatura objetivo"
    assert dropped.replacement.origin == "used on 4 cards of this set (ABC)"
    another = found["Card 8"]
    # "otro" replaced by the article the set writes with "artefacto"
    assert (another.replacement.span.text, another.suggestion) == ("otro artefacto objetivo", "el artefacto objetivo")


def test_the_replacement_is_located_in_the_file(tmp_path):
    path = _write(tmp_path, SET + SLIPS)
    dropped = _findings(path)["Card 7"]
    line = path.read_text(encoding="utf-8").splitlines()[dropped.replacement.line - 1]
    r = dropped.replacement
    assert line[r.column - 1 : r.end_column - 1] == "la criatura objetivo"


def test_without_evidence_nothing_is_suggested(tmp_path):
    found = _findings(_write(tmp_path, SLIPS[:1]))
    assert found["Card 0"].name == "target-restriction" and found["Card 0"].suggestion is None


def test_a_wording_that_would_leave_a_finding_is_not_offered(tmp_path):
    # the only evidence for "up to two target creatures" says "dos criaturas objetivo": applied to the slip,
    # it keeps the count wrong, so it is not offered
    rows = [
        ("Tap up to two target creatures.", "Gira dos criaturas objetivo."),
        ("Exile up to two target creatures.", "Exilia dos criaturas objetivo."),
        ("Destroy up to two target creatures.", "Destruye tres criaturas objetivo."),
    ]
    for f in _findings(_write(tmp_path, rows)).values():
        assert f.suggestion is None


def test_every_output_shows_the_suggestion(tmp_path, capsys):
    path = _write(tmp_path, SET + SLIPS)
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out
    assert "suggested: “la criatura objetivo que controla un oponente” in place of “la criatura objetivo” " \
           "(used on 4 cards of this set (ABC))" in out
    assert main(["check", "--format", "json", str(path)]) == 1
    doc = json.loads(capsys.readouterr().out)
    (finding,) = [f for f in doc["findings"] if f["card"] == "Card 7"]
    assert finding["suggestion"] == "la criatura objetivo que controla un oponente"
    assert finding["replacement"]["text"] == "la criatura objetivo"
    assert finding["replacement"]["origin"] == "used on 4 cards of this set (ABC)"
    for fmt in ("gitlab", "github", "azure"):
        assert main(["check", "--format", fmt, str(path)]) == 1
        assert "Suggested: “la criatura objetivo que controla un oponente”" in capsys.readouterr().out


def test_sarif_fixes_replace_the_translated_words_and_validate(tmp_path, capsys):
    path = _write(tmp_path, SET + SLIPS)
    assert main(["check", "--format", "sarif", str(path)]) == 1
    doc = json.loads(capsys.readouterr().out)
    (result,) = [r for r in doc["runs"][0]["results"] if r["properties"]["card"] == "Card 7"]
    (fix,) = result["fixes"]
    (change,) = fix["artifactChanges"]
    (replacement,) = change["replacements"]
    line = path.read_text(encoding="utf-8").splitlines()[replacement["deletedRegion"]["startLine"] - 1]
    region = replacement["deletedRegion"]
    assert line[region["startColumn"] - 1 : region["endColumn"] - 1] == "la criatura objetivo"
    assert replacement["insertedContent"]["text"] == "la criatura objetivo que controla un oponente"
    schemas = sorted((Path(__file__).resolve().parents[2] / "shared" / "schemas").glob("sarif*.json"))
    if not schemas:
        pytest.skip("../shared/schemas is absent")
    jsonschema = pytest.importorskip("jsonschema")
    jsonschema.validate(doc, json.loads(schemas[0].read_text(encoding="utf-8")))


def test_suggestions_are_the_same_in_several_processes(tmp_path):
    rows = (SET * 12) + SLIPS  # more than the first chunk a run checks before it forks
    path = _write(tmp_path, rows)
    one = Checker(CheckOptions(), suggestions=True).run(read_paths([path]))
    two = Checker(CheckOptions(), suggestions=True).run(read_paths([path]), jobs=2)
    assert [(f.card, f.suggestion) for f in one.findings] == [(f.card, f.suggestion) for f in two.findings]
    assert any(f.suggestion for f in two.findings)


def _one(tmp_path, rows, card):
    (found,) = [f for f in Checker(CheckOptions(), suggestions=True).run(read_paths([_write(tmp_path, rows)])).findings
                if f.card == card]
    return found


def test_a_lost_target_word_gets_the_usual_wording_where_the_translation_says_it_in_part(tmp_path):
    slip = ("Tap target creature an opponent controls.", "Gira la criatura que controla un oponente.")
    found = _one(tmp_path, SET + [slip], "Card 7")
    assert found.name == "target-presence"
    assert (found.replacement.span.text, found.suggestion) == (
        "la criatura que controla un oponente", "la criatura objetivo que controla un oponente")


def test_an_optional_effect_gets_the_wording_of_its_clause(tmp_path):
    rows = [
        ("You may destroy target artifact.", "Puedes destruir el artefacto objetivo."),
        ("You may destroy target creature.", "Puedes destruir la criatura objetivo."),
        ("Draw a card. You may destroy target creature.", "Roba una carta. Puedes destruir la criatura objetivo."),
        ("You may destroy target enchantment.", "Destruye el encantamiento objetivo."),
    ]
    found = _one(tmp_path, rows, "Card 3")
    assert found.name == "optional"
    assert (found.replacement.span.text, found.suggestion) == (
        "Destruye el encantamiento objetivo", "Puedes destruir el encantamiento objetivo")


def test_without_a_card_saying_the_whole_phrase_one_is_built_restriction_by_restriction(tmp_path):
    rows = [
        ("Destroy target creature you control.", "Destruye la criatura objetivo que controlas."),
        ("Exile target artifact an opponent controls.", "Exilia el artefacto objetivo que controla un oponente."),
        # nobody says "up to two target creatures you control"; "you control" is said on card 0
        ("Tap up to two target creatures you control.", "Gira hasta dos criaturas objetivo que controla un oponente."),
    ]
    found = _one(tmp_path, rows, "Card 2")
    assert found.suggestion == "hasta dos criaturas objetivo que controlas"
    assert found.replacement.built and found.replacement.origin.startswith("built restriction by restriction")


def test_a_german_relative_clause_is_closed_where_the_sentence_goes_on(tmp_path):
    rows = [
        ("Destroy target creature an opponent controls.", "Zerstöre eine Kreatur deiner Wahl, die ein Gegner kontrolliert."),
        ("Exile target artifact an opponent controls.", "Schicke ein Artefakt deiner Wahl, das ein Gegner kontrolliert, ins Exil."),
        ("Tap target creature an opponent controls.", "Tappe eine Kreatur deiner Wahl, die ein Gegner kontrolliert."),
        ("Return target creature an opponent controls to its owner's hand.",
         "Bringe eine Kreatur deiner Wahl auf die Hand ihres Besitzers zurück."),
    ]
    path = tmp_path / "de.jsonl"
    path.write_text("".join(json.dumps({"id": f"Card {n}", "game": "mtg", "text": {"en": en, "de": de}},
                                       ensure_ascii=False) + "\n" for n, (en, de) in enumerate(rows)), encoding="utf-8")
    (found,) = [f for f in Checker(CheckOptions(), suggestions=True).run(read_paths([path])).findings if f.card == "Card 3"]
    assert (found.replacement.span.text, found.suggestion) == (
        "eine Kreatur deiner Wahl", "eine Kreatur deiner Wahl, die ein Gegner kontrolliert,")


def test_records_without_a_game_take_the_configured_one(tmp_path):
    path = tmp_path / "set.jsonl"
    path.write_text("".join(json.dumps({"id": f"Card {n}", "text": {"en": en, "de": de}}, ensure_ascii=False) + "\n"
                            for n, (en, de) in enumerate([
                                ("Destroy target creature an opponent controls.",
                                 "Zerstöre eine Kreatur deiner Wahl, die ein Gegner kontrolliert."),
                                ("Tap target creature an opponent controls.",
                                 "Tappe eine Kreatur deiner Wahl, die ein Gegner kontrolliert."),
                                ("Exile target creature an opponent controls.", "Schicke eine Kreatur deiner Wahl ins Exil.")])),
                    encoding="utf-8")
    result = Checker(CheckOptions(game="mtg"), suggestions=True).run(read_paths([path]))
    (found,) = [f for f in result.findings if f.card == "Card 2"]
    assert found.suggestion == "eine Kreatur deiner Wahl, die ein Gegner kontrolliert,"
