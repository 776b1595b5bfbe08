"""Rules-knowledge checks that need the source beside the translation, and how every check
reaches users: through the Checker, with suggestions in the JSON and SARIF outputs."""

import io
import json

import pytest

from linter.check import Checker, CheckOptions
from linter.checks import check_translation
from linter.compare import compare
from linter.pipeline import analyze
from linter.readers.records import CardRecord
from linter.writers.json import write_json
from linter.writers.sarif import sarif_document


def _pair(source: str, text: str, lang: str, game: str = "mtg", source_lang: str = "en") -> set[str]:
    src, tgt = analyze(source, source_lang, game, "Spell"), analyze(text, lang, game, "Spell")
    return {f.name for f in check_translation("Card", src, tgt)}


@pytest.mark.parametrize("lang,faithful,unfaithful", [
    ("es", "Destruye la criatura objetivo.", "Elige una criatura. Destrúyela."),
    ("de", "Zerstöre eine Kreatur deiner Wahl.", "Bestimme eine Kreatur. Zerstöre sie."),
    ("fr", "Détruisez une créature ciblée.", "Choisissez une créature. Détruisez-la."),
])
def test_a_translation_that_chooses_where_magic_targets(lang, faithful, unfaithful):
    source = "Destroy target creature."
    assert _pair(source, faithful, lang) == set()
    assert _pair(source, unfaithful, lang) == {"choice-not-target"}


def test_an_english_translation_that_targets_where_the_source_chooses():
    assert _pair("Elige una criatura. Destrúyela.", "Choose a creature. Destroy it.", "en", source_lang="es") == set()
    assert _pair("Elige una criatura. Destrúyela.", "Destroy target creature.", "en", source_lang="es") == {"choice-not-target"}


def test_choice_not_target_comes_with_the_generic_selection_kind():
    src, tgt = analyze("Destroy target creature.", "en", "mtg"), analyze("Elige una criatura. Destrúyela.", "es", "mtg")
    assert {f.name for f in compare("Card", src, tgt)} == {"selection-kind"}
    (finding,) = check_translation("Card", src, tgt)
    assert "the source targets, the translation only chooses" in finding.message and "CR 115.10" in finding.message
    assert finding.source_span is not None and finding.source_span.text == "target creature"


def test_a_choice_by_an_opponent_is_the_chooser_rules_business():
    assert _pair("Target opponent chooses a creature they control. Destroy it.",
                 "El oponente objetivo elige una criatura que controla. Destrúyela.", "es") == set()


@pytest.mark.parametrize("lang,local", [
    ("fr", "[Caché] (Cachez-la maintenant.)\nDéplacez une unité que vous contrôlez ici."),
    ("es", "[Oculto] (Escóndela ahora.)\nMueve una unidad que controlas aquí."),
])
def test_hidden_another_location_exception_must_stay_explicit(lang, local):
    source = "[Hidden] (Hide now.)\nMove a unit you control at another location."
    explicit = {"fr": "[Caché] (Cachez-la maintenant.)\nDéplacez une unité que vous contrôlez à un autre emplacement.",
                "es": "[Oculto] (Escóndela ahora.)\nMueve una unidad que controlas en otra ubicación."}[lang]
    assert _pair(source, explicit, lang, "riftbound") == set()
    assert _pair(source, local, lang, "riftbound") == {"hidden-location"}


def test_the_checker_checks_the_source_and_every_translation():
    card = CardRecord("Old Shock", {"en": "Old Shock deals 2 damage to target creature or player.",
                                    "fr": "Le Vieux choc inflige 2 blessures à la cible, créature ou joueur.",
                                    "es": "El Viejo choque hace 2 puntos de daño a cualquier objetivo."}, "mtg")
    checked = Checker(CheckOptions()).check_card(card)
    findings, errors = checked.findings, checked.errors
    assert not errors
    assert sorted((f.lang, f.name, f.suggestion) for f in findings) == [
        ("en", "outdated-template", "any target"), ("fr", "outdated-template", "n'importe quelle cible")]
    assert Checker(CheckOptions(checks=False)).check_card(card).findings == []


def _result(card: CardRecord):
    return Checker(CheckOptions()).run([card])


def test_json_and_sarif_carry_the_suggestion_as_a_fix():
    card = CardRecord("Twin", {"en": "You can target 2 monsters your opponent controls; destroy them.",
                               "de": "Du kannst 2 Monster wählen, die dein Gegner kontrolliert; zerstöre jenes gewählte Ziel."},
                      "ygo", path="cards.jsonl", line=3)
    result = _result(card)
    out = io.StringIO()
    write_json(result, out)
    found = [f for f in json.loads(out.getvalue())["findings"] if f["name"] == "resolution-reference-mismatch"]
    assert [f["suggestion"] for f in found] == ["jene gewählten Ziele"]
    sarif = sarif_document(result)
    (alert,) = [r for r in sarif["runs"][0]["results"] if r["properties"]["rule"] == "resolution-reference-mismatch"]
    assert alert["properties"]["suggestion"] == "jene gewählten Ziele"
    assert "fixes" not in alert  # a JSON-lines record has no column for the words, so no exact region to replace


def test_findings_without_a_suggestion_keep_their_json_shape():
    card = CardRecord("Murder", {"en": "Destroy target creature.", "es": "Destruye una criatura."}, "mtg")
    out = io.StringIO()
    write_json(_result(card), out)
    (finding,) = json.loads(out.getvalue())["findings"]
    assert finding["name"] == "target-presence" and "suggestion" not in finding


def test_a_suggestion_with_exact_columns_is_a_valid_sarif_fix():
    from pathlib import Path

    from linter.model.results import CheckResult
    from linter.model.findings import Finding
    from linter.model.frames import Span

    finding = Finding("CL208", "outdated-template", "info", "mtg", "Shock", "en", "en", "older wording",
                      Span(27, 52, "target creature or player"), path="cards.po", line=3, column=28, end_line=3,
                      end_column=53, suggestion="any target")
    doc = sarif_document(CheckResult(findings=[finding], cards=1))
    (fix,) = doc["runs"][0]["results"][0]["fixes"]
    (change,) = fix["artifactChanges"]
    assert change["replacements"] == [{"deletedRegion": {"startLine": 3, "startColumn": 28, "endLine": 3, "endColumn": 53},
                                       "insertedContent": {"text": "any target"}}]
    schemas = sorted((Path(__file__).resolve().parents[2] / "shared" / "schemas").glob("*.json"))
    if schemas:
        jsonschema = pytest.importorskip("jsonschema")
        jsonschema.validate(doc, json.loads(schemas[0].read_text(encoding="utf-8")))
