"""JUnit XML as GitLab and Jenkins read it: a suite per file and language, a case per card."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import replace
from io import StringIO
from pathlib import Path

import pytest

from linter.model.results import CheckResult
from linter.model.findings import InputError
from linter.writers import get_writer
from writers_cases import sample_result, write_cards


@pytest.fixture
def result(tmp_path, monkeypatch) -> CheckResult:
    monkeypatch.chdir(tmp_path)
    return sample_result(write_cards(Path("locales")))


def _xml(result: CheckResult) -> ET.Element:
    out = StringIO()
    get_writer("junit")(result, out, False)
    text = out.getvalue()
    assert text.startswith('<?xml version="1.0" encoding="UTF-8"?>')
    return ET.fromstring(text.encode("utf-8"))


def test_one_suite_per_file_and_language_one_case_per_card(result):
    root = _xml(result)
    suites = {s.get("name"): s for s in root.findall("testsuite")}
    assert list(suites) == ["locales/cards.jsonl", "locales/cards.jsonl [es]", "locales/cards.jsonl [de]",
                            "locales/cards.jsonl [fr]"]
    es = suites["locales/cards.jsonl [es]"]
    assert [(c.get("classname"), c.get("name")) for c in es.findall("testcase")] == [
        ("locales.cards_jsonl", "Murder"), ("locales.cards_jsonl", "Twin Tap")]  # Jenkins: package, class
    murder, twin = es.findall("testcase")
    assert list(murder) == []  # a faithful card passes
    failure = twin.find("failure")
    assert failure.get("type") == "CL102"
    assert failure.get("message").startswith("CL102 target-count: target-count differs")
    assert failure.text.startswith("locales/cards.jsonl:2:97: Twin Tap [es] CL102 target-count (error)")


def test_counts_add_up(result):
    root = _xml(result)
    for suite in root.findall("testsuite"):
        cases = suite.findall("testcase")
        assert int(suite.get("tests")) == len(cases)
        assert int(suite.get("failures")) == sum(1 for c in cases if c.find("failure") is not None)
        assert int(suite.get("errors")) == sum(1 for c in cases if c.find("error") is not None)
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("5", "3", "1")


def test_input_errors_are_error_cases_and_warnings_only_logged(result):
    result.errors.append(InputError(result.errors[0].path, 0, "card 'Shock' exists in es only", "warning"))
    suite = _xml(result).find("testsuite")
    assert suite.get("name") == "locales/cards.jsonl" and (suite.get("tests"), suite.get("errors")) == ("2", "1")
    broken, one_sided = suite.findall("testcase")
    assert broken.get("name") == "line 4" and broken.get("line") == "4"
    assert "invalid JSON" in broken.find("error").get("message")
    assert one_sided.find("error") is None and "exists in es only" in one_sided.find("system-out").text


def test_several_findings_on_a_card_share_one_failure(result):
    extra = replace(result.findings[0], code="CL107", name="optional", message="optionality differs")
    result.findings.insert(1, extra)
    twin = [c for c in _xml(result).iter("testcase") if c.get("name") == "Twin Tap"][0]
    failure = twin.find("failure")
    assert failure.get("message") == "2 findings: CL102 target-count, CL107 optional"
    assert failure.get("type") == "CL102,CL107"
    assert len(failure.text.splitlines()) == 2


def test_card_text_is_escaped_and_control_characters_replaced(result):
    nasty = replace(result.findings[2], card="Wipe <&> \"Wrath\" \x07", message="“<b>toutes</b>” & ]]> \x00")
    result.findings[2] = nasty
    del result.checked  # only the renamed card
    case = [c for c in _xml(result).iter("testcase") if c.get("name", "").startswith("Wipe")][0]
    assert case.get("name") == "Wipe <&> \"Wrath\" \ufffd"
    assert "“<b>toutes</b>” & ]]> \ufffd" in case.find("failure").text


def test_without_the_checked_list_only_cards_with_findings_are_listed(result):
    del result.checked
    es = [s for s in _xml(result).findall("testsuite") if s.get("name").endswith("[es]")][0]
    assert [c.get("name") for c in es.findall("testcase")] == ["Twin Tap"]


def test_a_clean_run_is_all_passes(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    path = write_cards(Path("locales"), broken=False)
    clean = CheckResult(cards=1, pairs=1)
    clean.checked = {(str(path), "es"): ["Murder"]}
    root = _xml(clean)
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("1", "0", "0")
