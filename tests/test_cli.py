"""The command line as users call it: output, exit codes, and errors that name file and line."""

import json
import re
import subprocess
import sys

from linter.cli import main


def _cards(tmp_path, *records, raw_lines=()):
    path = tmp_path / "cards.jsonl"
    lines = [json.dumps(r, ensure_ascii=False) for r in records] + list(raw_lines)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


MURDER = {"id": "Murder", "game": "mtg", "text": {"en": "Destroy target creature.", "es": "Destruye la criatura objetivo."}}
BROKEN = {"id": "Twin Tap", "game": "mtg", "text": {"en": "Tap up to two target creatures.", "es": "Gira dos criaturas objetivo."}}


def test_analyze_prints_frames(capsys):
    assert main(["analyze", "--game", "mtg", "--lang", "en", "Tap up to two target creatures."]) == 0
    out = capsys.readouterr().out
    assert "target up to 2 creature" in out and "“up to two target creatures”" in out


def test_analyze_json_has_the_documented_fields(capsys):
    assert main(["analyze", "--format", "json", "You may choose new targets for target spell."]) == 0
    frames = json.loads(capsys.readouterr().out)["frames"]
    assert [(f["concept"], f.get("mode")) for f in frames] == [("retarget", "new"), ("target", None)]
    assert frames[1]["object"] == "spell" and frames[1]["span"]["text"] == "target spell"


def test_analyze_reads_stdin_one_json_object_a_line():
    proc = subprocess.run(
        [sys.executable, "-m", "linter", "analyze", "--game", "mtg"],
        input="Destroy target creature.\nDraw a card.\n", capture_output=True, text=True, check=True,
    )
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [len(line["frames"]) for line in lines] == [1, 0]


def test_check_clean_file_exits_0(tmp_path, capsys):
    assert main(["check", str(_cards(tmp_path, MURDER))]) == 0
    assert "Found 0 findings in 0 of 1 card" in capsys.readouterr().out


def test_check_reports_a_finding_like_a_compiler(tmp_path, capsys):
    path = _cards(tmp_path, MURDER, BROKEN)
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out
    assert re.search(rf"{re.escape(str(path))}:2:\d+: Twin Tap \[es\] CL102 target-count", out)
    assert "“up to two target creatures”" in out and "“dos criaturas objetivo”" in out


def path_text(tmp_path):
    return (tmp_path / "cards.jsonl").read_text(encoding="utf-8")


def test_check_json_document(tmp_path, capsys):
    assert main(["check", "--format", "json", str(_cards(tmp_path, MURDER, BROKEN))]) == 1
    doc = json.loads(capsys.readouterr().out)
    (finding,) = doc["findings"]
    assert {k: finding[k] for k in ("code", "name", "card", "lang", "source_lang", "line")} == {
        "code": "CL102", "name": "target-count", "card": "Twin Tap", "lang": "es", "source_lang": "en", "line": 2}
    assert finding["span"]["text"] == "dos criaturas objetivo"
    line = path_text(tmp_path).splitlines()[1]
    assert line[finding["column"] - 1:finding["end_column"] - 1] == "dos criaturas objetivo"
    assert finding["source_span"]["text"] == "up to two target creatures"
    assert doc["summary"]["cards"] == 2 and doc["summary"]["by_rule"] == {"target-count": 1}


def test_bad_records_are_named_and_do_not_hide_other_findings(tmp_path, capsys):
    path = _cards(
        tmp_path, MURDER,
        {"id": "NoSource", "game": "mtg", "text": {"es": "Destruye la criatura objetivo."}},
        {"id": "Odd", "game": "pokemon", "text": {"en": "x", "es": "y"}},
        {"id": "Klingon", "game": "mtg", "text": {"en": "Destroy target creature.", "tlh": "x"}},
        BROKEN,
        raw_lines=['{"id": "cut", "text": {"en": "Destroy'],
    )
    assert main(["check", str(path)]) == 2
    out = capsys.readouterr().out
    assert "NoSource [es] CL209 missing-source (warning)" in out  # a finding, not an input error
    assert f"{path}:2: error" not in out
    assert f"{path}:3: error: card 'Odd': unknown game 'pokemon'" in out
    assert f"{path}:4: error: card 'Klingon': unsupported language 'tlh'" in out
    assert f"{path}:6: error: invalid JSON" in out
    assert "Twin Tap [es] CL102 target-count" in out


def test_game_comes_from_the_option_when_the_record_has_none(tmp_path, capsys):
    record = {"id": "Twin Tap", "text": BROKEN["text"]}
    path = _cards(tmp_path, record)
    assert main(["check", str(path)]) == 2
    assert "no game" in capsys.readouterr().out
    assert main(["check", "--game", "mtg", str(path)]) == 1


def test_missing_file_is_a_usage_error(tmp_path, capsys):
    assert main(["check", str(tmp_path / "nope.jsonl")]) == 2
    assert "no such file" in capsys.readouterr().err


def test_rules_lists_every_finding_name(capsys):
    assert main(["rules"]) == 0
    out = capsys.readouterr().out
    for name in ("target-presence", "target-count", "target-restriction", "selection-kind", "chooser",
                 "retarget-mode", "optional", "zone", "divide", "resolution-reference", "unrecognized"):
        assert name in out
    # one column per field: every severity starts at the same place, however long the rule's name
    starts = {line.index(severity) for line in out.splitlines() for severity in ("error", "warning", "info")
              if f" {severity} " in line}
    assert len(starts) == 1, starts


def test_configuration_selects_rules_and_sets_the_failure_level(tmp_path, capsys, monkeypatch):
    path = _cards(tmp_path, MURDER, BROKEN)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "cardlint.toml").write_text('ignore = ["target-count"]\n', encoding="utf-8")
    assert main(["check", str(path)]) == 0
    assert main(["check", "--select", "CL102", "--ignore", "", str(path)]) == 1
    (tmp_path / "cardlint.toml").write_text('fail-on = "error"\n[severity]\ntarget-count = "warning"\n', encoding="utf-8")
    assert main(["check", str(path)]) == 0
    assert "target-count (warning)" in capsys.readouterr().out
    (tmp_path / "cardlint.toml").write_text('game = "mtg"\nlanguages = ["es"]\n', encoding="utf-8")
    assert main(["check", str(path)]) == 2
    assert "languages" in capsys.readouterr().err


def test_config_command_says_where_values_come_from(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pyproject.toml").write_text('[tool.cardlint]\ngame = "ygo"\n', encoding="utf-8")
    assert main(["config", "--source-lang", "en"]) == 0
    out = capsys.readouterr().out
    assert re.search(r'game = "ygo"\s+# .*pyproject\.toml', out)
    assert re.search(r'source-lang = "en"\s+# command line', out)


def test_baseline_reports_only_new_findings(tmp_path, capsys):
    path = _cards(tmp_path, MURDER, BROKEN)
    baseline = tmp_path / "baseline.json"
    assert main(["check", "--write-baseline", str(baseline), str(path)]) == 0
    assert main(["check", "--baseline", str(baseline), str(path)]) == 0
    worse = dict(BROKEN, id="Triple Tap", text={"en": "Tap up to three target creatures.", "es": "Gira tres criaturas objetivo."})
    path = _cards(tmp_path, worse, MURDER, BROKEN)
    capsys.readouterr()
    assert main(["check", "--baseline", str(baseline), str(path)]) == 1
    out = capsys.readouterr().out
    assert "Triple Tap [es] CL102" in out and "Twin Tap [es]" not in out


def test_explain_prints_the_rule_page_and_rejects_unknown_rules(capsys):
    assert main(["explain", "retarget-mode"]) == 0
    assert "CR 115.7d" in capsys.readouterr().out
    assert main(["explain", "CL999"]) == 2
    assert "unknown rule" in capsys.readouterr().err
