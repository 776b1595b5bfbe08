"""SARIF for GitHub code scanning: valid against the official schema, every rule described,
results located in the user's file, fingerprints that survive moving cards."""

from __future__ import annotations

import json
from dataclasses import replace
from io import StringIO
from pathlib import Path

import pytest

from linter import __version__, rule_docs
from linter.model.results import CheckResult
from linter.rules import RULES
from linter.writers import get_writer
from linter.writers import sarif
from writers_cases import sample_result, write_cards

SCHEMAS = Path(__file__).resolve().parents[1].parent / "shared" / "schemas"


def _schema() -> dict:
    found = sorted(SCHEMAS.glob("sarif*2.1.0*.json")) if SCHEMAS.is_dir() else []
    if not found:
        pytest.skip(f"official SARIF 2.1.0 schema not found in {SCHEMAS} (only present in the development workspace)")
    return json.loads(found[0].read_text(encoding="utf-8"))


@pytest.fixture
def result(tmp_path, monkeypatch) -> CheckResult:
    monkeypatch.chdir(tmp_path)
    return sample_result(write_cards(Path("locales")).relative_to(Path(".")))


def _document(result: CheckResult) -> dict:
    out = StringIO()
    get_writer("sarif")(result, out, False)
    return json.loads(out.getvalue())


def _validate(doc: dict) -> None:
    import jsonschema

    validator = jsonschema.Draft7Validator(_schema())
    errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{list(e.path)}: {e.message}" for e in errors[:5])


def test_document_is_valid_sarif_2_1_0(result):
    doc = _document(result)
    assert doc["version"] == "2.1.0"
    _validate(doc)


def test_empty_run_is_valid_and_still_describes_every_rule():
    doc = sarif.sarif_document(CheckResult())
    _validate(doc)
    assert doc["runs"][0]["results"] == []
    assert len(doc["runs"][0]["tool"]["driver"]["rules"]) == len(RULES)


def test_driver_describes_every_rule_with_help(result):
    driver = _document(result)["runs"][0]["tool"]["driver"]
    assert driver["name"] == "cardlint" and driver["version"] == __version__
    assert [r["id"] for r in driver["rules"]] == [r.code for r in RULES]
    for descriptor, rule in zip(driver["rules"], RULES):
        assert descriptor["name"] == rule.name
        assert descriptor["shortDescription"]["text"] == rule.summary
        assert rule.why in descriptor["fullDescription"]["text"]
        assert descriptor["help"]["text"] and descriptor["help"]["markdown"]
        expected = {"error": "error", "warning": "warning", "info": "note"}[rule.severity]
        assert descriptor["defaultConfiguration"]["level"] == expected
        assert "translation" in descriptor["properties"]["tags"]


def test_help_is_the_rule_page_of_every_rule():
    sarif._help.cache_clear()
    for rule in RULES:
        text, markdown = sarif._help(rule)
        assert text == markdown == rule_docs.markdown(rule.name)
        assert markdown.startswith(f"# {rule.code} {rule.name}\n")


def test_result_points_at_the_translated_words(result):
    run = _document(result)["runs"][0]
    assert run["columnKind"] == "unicodeCodePoints"
    first = run["results"][0]
    assert first["ruleId"] == "CL102" and run["tool"]["driver"]["rules"][first["ruleIndex"]]["id"] == "CL102"
    assert first["level"] == "error"
    assert first["message"]["text"].startswith("Twin Tap [es]: target-count differs")
    location = first["locations"][0]["physicalLocation"]
    assert location["artifactLocation"] == {"uri": "locales/cards.jsonl", "uriBaseId": "%SRCROOT%"}
    line = Path("locales/cards.jsonl").read_text(encoding="utf-8").splitlines()[1]
    region = location["region"]
    assert region["startLine"] == region["endLine"] == 2
    # 1-based columns, end exclusive: exactly the words of the translation
    assert line[region["startColumn"] - 1: region["endColumn"] - 1] == "dos criaturas objetivo"
    related = first["relatedLocations"][0]
    assert related["message"]["text"] == "source text [en]: “up to two target creatures”"
    start = related["physicalLocation"]["region"]["startColumn"]
    assert line[start - 1:].startswith("up to two target creatures")


def test_severity_becomes_level_and_column_zero_is_left_out(result):
    result.findings[0] = replace(result.findings[0], severity="info", column=0, end_column=0)
    result.findings[1] = replace(result.findings[1], severity="warning")
    results = _document(result)["runs"][0]["results"]
    assert [r["level"] for r in results] == ["note", "warning", "error"]
    assert results[0]["locations"][0]["physicalLocation"]["region"] == {"startLine": 2}


def test_fingerprints_ignore_lines_and_tell_card_language_rule_apart(result):
    before = [r["partialFingerprints"] for r in _document(result)["runs"][0]["results"]]
    moved = CheckResult(findings=[replace(f, line=f.line + 40, end_line=f.end_line + 40, source_line=f.source_line + 40)
                                  for f in result.findings])
    after = [r["partialFingerprints"] for r in _document(moved)["runs"][0]["results"]]
    assert before == after
    values = [fp["cardlint/v1"] for fp in before]
    assert len(set(values)) == len(values)  # es / de / fr, two rules, two cards: all distinct


def test_the_same_difference_twice_on_a_card_gives_two_fingerprints(result):
    twice = CheckResult(findings=[result.findings[0], replace(result.findings[0], line=9)])
    fingerprints = [r["partialFingerprints"]["cardlint/v1"] for r in _document(twice)["runs"][0]["results"]]
    assert fingerprints[0] != fingerprints[1]


def test_input_errors_are_tool_notifications(result):
    invocation = _document(result)["runs"][0]["invocations"][0]
    assert invocation["executionSuccessful"] is False
    note = invocation["toolExecutionNotifications"][0]
    assert note["level"] == "error" and "invalid JSON" in note["message"]["text"]
    assert note["locations"][0]["physicalLocation"]["region"] == {"startLine": 4}


def test_paths_with_spaces_and_accents_are_uri_encoded(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    path = write_cards(Path("traducción es"), broken=False)
    doc = _document(sample_result(path))
    uri = doc["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
    assert uri == "traducci%C3%B3n%20es/cards.jsonl"
    _validate(doc)


def test_a_file_outside_the_checkout_gets_an_absolute_file_uri(tmp_path, monkeypatch):
    path = write_cards(tmp_path / "elsewhere", broken=False)
    (tmp_path / "repo").mkdir()
    monkeypatch.chdir(tmp_path / "repo")
    location = _document(sample_result(path))["runs"][0]["results"][0]["locations"][0]["physicalLocation"]
    assert location["artifactLocation"] == {"uri": path.resolve().as_uri()}


def test_end_to_end_from_the_cli_check(tmp_path, monkeypatch):
    """A real run: read a card file, check it, write SARIF — still valid."""
    from linter.check import Checker, CheckOptions
    from linter.readers.jsonl import read_jsonl

    monkeypatch.chdir(tmp_path)
    path = write_cards(Path("cards"))
    result = Checker(CheckOptions()).run(read_jsonl(path))
    doc = _document(result)
    _validate(doc)
    for r in doc["runs"][0]["results"]:
        assert r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "cards/cards.jsonl"
        assert r["partialFingerprints"]["cardlint/v1"]


def test_more_results_than_code_scanning_accepts_keeps_the_most_severe(result, monkeypatch):
    monkeypatch.setattr(sarif, "MAX_RESULTS", 2)
    result.findings[0] = replace(result.findings[0], severity="warning")
    run = _document(result)["runs"][0]
    assert [(r["properties"]["card"], r["level"]) for r in run["results"]] == [
        ("Twin Tap", "error"), ('Wipe <&> "Wrath"', "error")]
    assert run["invocations"][0]["toolExecutionNotifications"][-1]["message"]["text"].startswith(
        "1 less severe finding left out: code scanning accepts at most 2 results per run")
    _validate(_document(result))
