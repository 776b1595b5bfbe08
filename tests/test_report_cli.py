"""``cardlint report``: the command writes the page, reports input problems, refuses bad calls."""

from __future__ import annotations

from pathlib import Path

from linter.cli import main

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "corpus" / "examples.jsonl"
READERS = ROOT / "tests" / "data" / "readers"


def test_report_writes_one_self_contained_page(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    out = tmp_path / "review.html"
    assert main(["report", str(EXAMPLES), "-o", str(out), "--title", "Set 7 review"]) == 0
    html = out.read_text(encoding="utf-8")
    assert "<title>Set 7 review</title>" in html and 'data-id' not in html  # cards are drawn by the page
    assert '"id":"Twin Tap"' in html
    assert "wrote" in capsys.readouterr().err


def test_report_reads_other_formats_with_the_configuration(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    out = tmp_path / "review.html"
    assert main(["report", str(READERS / "cards.csv"), str(READERS / "po" / "es_ES.po"), "--game", "mtg",
                 "--lang", "es", "-o", str(out), "-q"]) == 0
    html = out.read_text(encoding="utf-8")
    assert '"code":"es-419"' in html and "Spanish (Latin America)" in html


def test_report_input_problems_and_bad_calls(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    broken = tmp_path / "cards.jsonl"
    broken.write_text('{"id": "A", "game": "mtg", "text": {"en": "Destroy target creature."}}\n{not json\n')
    out = tmp_path / "review.html"
    assert main(["report", str(broken), "-o", str(out)]) == 2
    assert f"{broken}:2" in capsys.readouterr().err and out.exists()
    assert main(["report", str(tmp_path / "missing.jsonl"), "-o", str(out)]) == 2
    assert "no such file" in capsys.readouterr().err
    assert main(["report", str(broken), "-o", str(broken)]) == 2
    assert "never writes to a file it reads" in capsys.readouterr().err
