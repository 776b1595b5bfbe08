"""A record without its source text gets its single-language checks and one missing-source
warning (not an input error) in ``check``, ``report`` and the language server."""

from __future__ import annotations

import json
from pathlib import Path

from linter.cli import main
from linter.lsp.buffers import BufferReader
from linter.lsp.cache import FrameCache
from linter.lsp.checking import lint_text
from linter.lsp.settings import SettingsStore

# a Spanish-first pre-print text with a target inside a trigger condition (a single-language error)
SPANISH_FIRST = {"id": "Preprint", "game": "mtg",
                 "text": {"es": "Cuando una criatura objetivo muera, roba una carta."}}
GERMAN_ONLY = {"id": "Proof", "game": "mtg", "text": {"de": "Zerstöre eine Kreatur deiner Wahl."}}


def _file(tmp_path: Path, *records: dict) -> Path:
    path = tmp_path / "cards.jsonl"
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    return path


def test_check_reports_the_missing_source_and_runs_the_single_language_checks(tmp_path, capsys):
    path = _file(tmp_path, SPANISH_FIRST)
    assert main(["check", "--format", "json", str(path)]) == 1  # an error-level check fails the run, no exit 2
    doc = json.loads(capsys.readouterr().out)
    names = sorted((f["name"], f["severity"], f["lang"]) for f in doc["findings"])
    assert names == [("missing-source", "warning", "es"), ("target-in-trigger-condition", "error", "es")]
    assert doc["errors"] == []
    warning = next(f for f in doc["findings"] if f["name"] == "missing-source")
    assert warning["code"] == "CL209" and "no English (en) text to compare the es text with" in warning["message"]


def test_exit_code_follows_the_findings(tmp_path, capsys):
    path = _file(tmp_path, GERMAN_ONLY)
    assert main(["check", str(path)]) == 1  # the warning fails under the default --fail-on
    assert "Proof [de] CL209 missing-source" in capsys.readouterr().out
    assert main(["check", "--fail-on", "error", str(path)]) == 0
    assert main(["check", "--ignore", "missing-source", str(path)]) == 0


def test_one_warning_per_record_whatever_its_languages(tmp_path, capsys):
    both = {"id": "Two", "game": "mtg", "text": {"de": "Zerstöre eine Kreatur deiner Wahl.",
                                                 "fr": "Détruisez une créature ciblée."}}
    assert main(["check", "--format", "json", str(_file(tmp_path, both))]) == 1
    findings = json.loads(capsys.readouterr().out)["findings"]
    assert [f["name"] for f in findings] == ["missing-source"]
    assert "the de, fr text" in findings[0]["message"]


def test_the_source_language_option_decides_what_is_missing(tmp_path, capsys):
    path = _file(tmp_path, {"id": "Murder", "game": "mtg", "text": {"en": "Destroy target creature."}})
    assert main(["check", "--source-lang", "es", "--format", "json", str(path)]) == 1
    (finding,) = json.loads(capsys.readouterr().out)["findings"]
    assert finding["name"] == "missing-source" and finding["lang"] == "en" and "no Spanish (es) text" in finding["message"]


def test_report_lists_the_record_without_an_input_error(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    out = tmp_path / "review.html"
    assert main(["report", str(_file(tmp_path, GERMAN_ONLY)), "-o", str(out), "-q"]) == 0
    html = out.read_text(encoding="utf-8")
    assert '"id":"Proof"' in html and '"errors":[]' in html
    assert '"byRuleLang":{"missing-source":{"de":1}}' in html


def test_language_server_shows_the_warning(tmp_path):
    path = tmp_path / "cards.jsonl"
    text = json.dumps(SPANISH_FIRST, ensure_ascii=False) + "\n"
    lint = lint_text(path, text, BufferReader(path), SettingsStore().for_document(path), FrameCache())
    assert lint.errors == []
    assert sorted(f.name for f in lint.findings) == ["missing-source", "target-in-trigger-condition"]
