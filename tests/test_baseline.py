"""Baselines: record today's findings, report only new ones, survive cards being moved."""

import json

import pytest

from linter.baseline import BaselineError, filter_new, load_baseline, write_baseline
from linter.settle import stale_findings
from linter.check import Checker, CheckOptions
from linter.readers.jsonl import read_jsonl

TWIN = {"id": "Twin Tap", "game": "mtg", "text": {"en": "Tap up to two target creatures.", "es": "Gira dos criaturas objetivo."}}
CULL = {"id": "Cull", "game": "mtg", "text": {"en": "Destroy target creature.", "es": "Destruye una criatura."}}
MURDER = {"id": "Murder", "game": "mtg", "text": {"en": "Destroy target creature.", "es": "Destruye la criatura objetivo."}}
PROD = {"id": "Prod", "game": "mtg", "text": {"en": "You may tap target creature.", "es": "Gira la criatura objetivo."}}


def _write(path, *cards, blank_lines=0):
    path.write_text("\n" * blank_lines + "\n".join(json.dumps(c, ensure_ascii=False) for c in cards) + "\n",
                    encoding="utf-8")
    return path


def _findings(*paths):
    checker = Checker(CheckOptions())
    return checker.run(r for p in paths for r in read_jsonl(p)).findings


def test_the_file_records_card_language_rule_and_fingerprint(tmp_path):
    cards = _write(tmp_path / "cards.jsonl", MURDER, TWIN, CULL)
    baseline = tmp_path / "cardlint-baseline.json"
    assert write_baseline(baseline, _findings(cards)) == 2
    doc = json.loads(baseline.read_text(encoding="utf-8"))
    assert doc["version"] == 1
    assert [(e["card"], e["lang"], e["rule"], e["code"], e["path"]) for e in doc["entries"]] == [
        ("Cull", "es", "target-presence", "CL101", "cards.jsonl"), ("Twin Tap", "es", "target-count", "CL102", "cards.jsonl")]
    assert all(len(e["fingerprint"]) == 16 and "source" in e["message"] for e in doc["entries"])
    lines = baseline.read_text(encoding="utf-8").splitlines()
    assert lines[4].strip().startswith('{"card": "Cull"') and lines[5].strip().startswith('{"card": "Twin Tap"')
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cardlint-baseline.json", "cards.jsonl"]  # no temp file left
    assert [e.line for e in load_baseline(baseline).entries] == [5, 6]


def test_moving_cards_within_and_between_files_keeps_them_known(tmp_path):
    cards = _write(tmp_path / "cards.jsonl", MURDER, TWIN, CULL, PROD)
    baseline = tmp_path / "base.json"
    write_baseline(baseline, _findings(cards))
    # reordered, pushed down by blank lines, one card moved to another file
    _write(cards, PROD, MURDER, TWIN, blank_lines=3)
    moved = _write(tmp_path / "more.jsonl", MURDER, CULL)
    findings = _findings(cards, moved)
    assert {f.line for f in findings if f.card == "Twin Tap"} == {6}  # it did move
    new, stale = filter_new(findings, load_baseline(baseline).entries)
    assert new == [] and stale == []


def test_new_findings_and_stale_entries(tmp_path):
    cards = _write(tmp_path / "cards.jsonl", TWIN, CULL)
    baseline_path = tmp_path / "base.json"
    write_baseline(baseline_path, _findings(cards))
    fixed_cull = dict(CULL, text={"en": "Destroy target creature.", "es": "Destruye la criatura objetivo."})
    changed_twin = dict(TWIN, text={"en": "Tap up to two target creatures.", "es": "Gira tres criaturas objetivo."})
    _write(cards, changed_twin, fixed_cull, PROD)
    baseline = load_baseline(baseline_path)
    new, stale = filter_new(_findings(cards), baseline.entries)
    # Twin Tap still has a target-count finding, but about other frames ("tres"): it is new
    assert sorted((f.card, f.name) for f in new) == [("Prod", "optional"), ("Twin Tap", "target-count")]
    assert sorted((e.card, e.rule) for e in stale) == [("Cull", "target-presence"), ("Twin Tap", "target-count")]
    reported = stale_findings(stale, baseline)
    assert {(f.code, f.path, f.line) for f in reported} == {("CL901", str(baseline_path), 5), ("CL901", str(baseline_path), 6)}
    assert any("baseline entry for target-presence on card 'Cull' [es] no longer occurs" in f.message for f in reported)


def test_entries_are_counted_not_merely_present(tmp_path):
    first = _write(tmp_path / "a.jsonl", TWIN)
    baseline = tmp_path / "base.json"
    write_baseline(baseline, _findings(first))
    copy = _write(tmp_path / "b.jsonl", TWIN)  # the same card and mistake once more
    new, stale = filter_new(_findings(first, copy), load_baseline(baseline).entries)
    assert [(f.card, f.path) for f in new] == [("Twin Tap", str(copy))] and stale == []


def test_writing_replaces_the_old_baseline_and_reports_unwritable_paths(tmp_path):
    cards = _write(tmp_path / "cards.jsonl", TWIN)
    baseline = tmp_path / "base.json"
    baseline.write_text("old", encoding="utf-8")
    write_baseline(baseline, _findings(cards))
    assert load_baseline(baseline).entries[0].card == "Twin Tap"
    with pytest.raises(BaselineError, match=r"missing/base.json: cannot write baseline"):
        write_baseline(tmp_path / "missing" / "base.json", [])


@pytest.mark.parametrize("text, message", [
    ('{"version": 1, "entries": [\n  {"card": "A",}\n]}', r"base.json:2: invalid JSON at column 16"),
    ('[]', r"base.json:1: not a cardlint baseline"),
    ('{"version": 7, "entries": []}', r"base.json:1: unsupported baseline version 7"),
    ('{"version": 1, "entries": [\n{"card": "A", "lang": "es", "rule": "zone", "fingerprint": "ab"},\n'
     '{"card": "B", "lang": "es", "fingerprint": "cd"}\n]}', r"base.json:3: baseline entry 2 needs the strings"),
    ('\udcff', r"base.json: not UTF-8 text"),
])
def test_a_broken_baseline_is_one_clear_error(tmp_path, text, message):
    path = tmp_path / "base.json"
    path.write_bytes(b"\xff\xfe{" if text == "\udcff" else text.encode())
    with pytest.raises(BaselineError, match=message):
        load_baseline(path)
    with pytest.raises(BaselineError, match=r"base.json: baseline file not found \(create it with --write-baseline\)"):
        load_baseline(tmp_path / "absent" / "base.json")
