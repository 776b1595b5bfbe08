"""GitLab Code Quality and Azure Pipelines logging commands from the one findings model."""

from __future__ import annotations

import json
from dataclasses import replace
from io import StringIO
from pathlib import Path

import jsonschema
import pytest
from writers_cases import sample_result, write_cards

from linter.model.results import CheckResult
from linter.cli import main
from linter.writers import get_writer
from linter.writers.azure import escape_data, escape_property
from linter.writers.sarif import sarif_document

# The fields GitLab documents for a Code Quality report ("Code Quality report format" in GitLab's
# CI/CD documentation): an array of issues, each with these, the fingerprint unique in the report.
GITLAB_SCHEMA = {
    "type": "array",
    "items": {
        "type": "object",
        "required": ["description", "check_name", "fingerprint", "severity", "location"],
        "properties": {
            "description": {"type": "string", "minLength": 1},
            "check_name": {"type": "string", "minLength": 1},
            "fingerprint": {"type": "string", "minLength": 1},
            "severity": {"enum": ["info", "minor", "major", "critical", "blocker"]},
            "location": {
                "type": "object",
                "required": ["path", "lines"],
                "properties": {
                    "path": {"type": "string", "minLength": 1, "not": {"pattern": "^/"}},
                    "lines": {
                        "type": "object",
                        "required": ["begin"],
                        "properties": {"begin": {"type": "integer", "minimum": 1}},
                    },
                },
            },
        },
    },
}


@pytest.fixture
def result(tmp_path, monkeypatch) -> CheckResult:
    monkeypatch.chdir(tmp_path)
    return sample_result(write_cards(Path("locales")))


def _render(result: CheckResult, name: str) -> str:
    out = StringIO()
    get_writer(name)(result, out, False)
    return out.getvalue()


def test_gitlab_report_has_every_field_gitlab_documents(result):
    issues = json.loads(_render(result, "gitlab"))
    jsonschema.validate(issues, GITLAB_SCHEMA)
    assert len(issues) == 4 and len({i["fingerprint"] for i in issues}) == 4
    first = issues[0]
    assert first["check_name"] == "CL102 target-count" and first["severity"] == "major"
    assert first["location"] == {"path": "locales/cards.jsonl", "lines": {"begin": 2, "end": 2}}
    assert first["description"].startswith("Twin Tap [es]: target-count differs")
    assert issues[-1]["check_name"] == "cardlint input error" and issues[-1]["location"]["lines"]["begin"] == 4


def test_gitlab_fingerprints_are_sarifs_and_survive_moving_cards(result):
    sarif = sarif_document(result)["runs"][0]["results"]
    issues = json.loads(_render(result, "gitlab"))
    assert [i["fingerprint"] for i in issues[:3]] == [r["partialFingerprints"]["cardlint/v1"] for r in sarif]
    moved = replace(result.findings[0], line=40, column=3, end_line=40)
    result.findings[0] = moved
    assert json.loads(_render(result, "gitlab"))[0]["fingerprint"] == issues[0]["fingerprint"]
    result.findings.append(moved)  # the same difference twice on one card: two issues
    assert len({i["fingerprint"] for i in json.loads(_render(result, "gitlab"))}) == 5


def test_azure_escaping_follows_the_task_library():
    assert escape_data("50% off\r\nnext; a]") == "50%AZP25 off%0D%0Anext; a]"
    assert escape_property("cards;v2].jsonl\n") == "cards%3Bv2%5D.jsonl%0A"


def test_azure_logissue_lines_locate_the_translated_words(result):
    lines = _render(result, "azure").splitlines()
    assert len(lines) == 4
    assert lines[0] == (
        "##vso[task.logissue type=error;sourcepath=locales/cards.jsonl;linenumber=4;]"
        "cardlint: invalid JSON at column 45: Expecting ',' delimiter"
    )
    assert lines[1].startswith(
        "##vso[task.logissue type=error;sourcepath=locales/cards.jsonl;linenumber=2;columnnumber=97;code=CL102;]"
        "Twin Tap [es]: target-count differs"
    )
    text = Path("locales/cards.jsonl").read_text(encoding="utf-8").splitlines()[1]
    assert text[96:].startswith("dos criaturas objetivo")
    result.findings[0] = replace(result.findings[0], message="bad\n##vso[task.complete result=Succeeded;]")
    injected = _render(result, "azure").splitlines()
    assert len(injected) == 4 and "bad%0A##vso[task.complete" in injected[1]


def test_both_formats_from_the_command_line(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    path = write_cards(Path("cards"), broken=False)
    assert (
        main(
            ["check", str(path), "--no-cache", "-q", "--format", "azure", "--output-format", "gitlab", "-o", "gl.json"]
        )
        == 1
    )
    out = capsys.readouterr().out
    assert out.startswith("##vso[task.logissue type=") and "sourcepath=cards/cards.jsonl;" in out
    jsonschema.validate(json.loads(Path("gl.json").read_text(encoding="utf-8")), GITLAB_SCHEMA)
