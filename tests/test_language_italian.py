"""Italian, the fifth language, added as data only (locales/it): every reader takes its locale
tags through Babel, and every output, the review page and the language server show it like the
other languages."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from openpyxl import Workbook

from linter.cli import main
from linter.lsp.buffers import BufferReader
from linter.lsp.cache import FrameCache
from linter.lsp.checking import lint_text
from linter.lsp.diagnostics import Publisher
from linter.lsp.settings import SettingsStore

EN = "Tap up to two target creatures."
IT = "TAPpa due creature bersaglio."  # "up to" dropped: target-count


def _xlsx(path: Path) -> None:
    book = Workbook()
    sheet = book.active
    sheet.title = "Carte"
    sheet.append(["id", "game", "en", "it_IT"])
    sheet.append(["twin-tap", "mtg", EN, IT])
    book.save(path)


FILES = {
    "cards.jsonl": lambda p: p.write_text(json.dumps({"id": "twin-tap", "game": "mtg", "text": {"en": EN, "it": IT}}) + "\n",
                                          encoding="utf-8"),
    "cards.csv": lambda p: p.write_text(f"id,game,en,it-IT\ntwin-tap,mtg,{EN},{IT}\n", encoding="utf-8"),
    "cards.tsv": lambda p: p.write_text(f"id\tgame\ten\tit_CH\ntwin-tap\tmtg\t{EN}\t{IT}\n", encoding="utf-8"),
    "it_CH.po": lambda p: p.write_text(
        'msgid ""\nmsgstr ""\n"Language: it_CH\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        f'#. game: mtg\nmsgctxt "twin-tap"\nmsgid "{EN}"\nmsgstr "{IT}"\n', encoding="utf-8"),
    "cards.xlf": lambda p: p.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">'
        '<file source-language="en" target-language="it-IT" datatype="plaintext" original="cards"><body>'
        f'<trans-unit id="twin-tap"><source>{EN}</source><target>{IT}</target></trans-unit></body></file></xliff>\n',
        encoding="utf-8"),
    "cards2.xliff": lambda p: p.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" '
        'srcLang="en" trgLang="it"><file id="f1"><unit id="twin-tap"><segment>'
        f'<source>{EN}</source><target>{IT}</target></segment></unit></file></xliff>\n', encoding="utf-8"),
    "cards.tmx": lambda p: p.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4"><header srclang="en" datatype="plaintext" '
        'segtype="sentence" adminlang="en" o-tmf="test" creationtool="test" creationtoolversion="1"/><body>'
        f'<tu tuid="twin-tap"><tuv xml:lang="en"><seg>{EN}</seg></tuv><tuv xml:lang="it-IT"><seg>{IT}</seg></tuv></tu>'
        '</body></tmx>\n', encoding="utf-8"),
    "cards.xlsx": _xlsx,
}


@pytest.mark.parametrize("name", list(FILES))
def test_every_reader_takes_italian_locale_tags(name: str, tmp_path: Path, capsys) -> None:
    path = tmp_path / name
    FILES[name](path)
    code = main(["check", str(path), "--game", "mtg", "--no-cache", "-q", "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 1 and report["errors"] == [] and report["notices"] == []
    assert [(f["name"], f["lang"], f["span"]["text"]) for f in report["findings"]] == [
        ("target-count", "it", "due creature bersaglio")]


def test_lang_option_and_configuration_accept_italian(tmp_path: Path, capsys) -> None:
    path = tmp_path / "cards.csv"
    FILES["cards.csv"](path)
    assert main(["check", str(path), "--no-cache", "-q", "--lang", "it-IT"]) == 1
    assert "twin-tap [it] CL102 target-count" in capsys.readouterr().out
    assert main(["check", str(path), "--no-cache", "-q", "--lang", "es"]) == 0  # Italian left out
    capsys.readouterr()
    assert main(["analyze", "--game", "mtg", "--lang", "it", "--format", "json", IT]) == 0
    frames = json.loads(capsys.readouterr().out)["frames"]
    assert [(f["concept"], f["object"], f["count"]) for f in frames] == [("target", "creature", {"min": 2, "max": 2})]


@pytest.fixture
def cards(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("GITHUB_STEP_SUMMARY", raising=False)
    path = Path("cards.csv")
    FILES["cards.csv"](path)
    return path


def test_every_output_format_shows_italian(cards: Path, capsys, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    def report(fmt: str) -> str:
        assert main(["check", str(cards), "--no-cache", "-q", "--format", fmt]) == 1
        return capsys.readouterr().out

    text = report("text")
    assert "twin-tap [it] CL102 target-count" in text and "    it: TAPpa due creature bersaglio." in text
    [result] = json.loads(report("sarif"))["runs"][0]["results"]
    assert result["ruleId"] == "CL102" and "translation [it] “due creature bersaglio”" in result["message"]["text"]
    failure = next(ET.fromstring(report("junit")).iter("failure"))
    assert "twin-tap [it] CL102" in (failure.text or "")
    [issue] = json.loads(report("gitlab"))
    assert issue["description"].startswith("twin-tap [it]")
    assert any("twin-tap [it]" in line and "code=CL102" in line for line in report("azure").splitlines())
    summary = tmp_path / "summary.md"
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(summary))
    assert any(line.startswith("::error ") and "twin-tap [it]" in line for line in report("github").splitlines())
    assert "| Italian (it) | 1 |" in summary.read_text(encoding="utf-8")


def test_the_review_page_names_italian(cards: Path, tmp_path: Path) -> None:
    out = tmp_path / "review.html"
    assert main(["report", str(cards), "-o", str(out), "-q"]) == 0
    html = out.read_text(encoding="utf-8")
    assert '"code":"it-IT"' in html and "Italian (Italy)" in html and "due creature bersaglio" in html


def test_the_language_server_shows_italian(tmp_path: Path) -> None:
    path = tmp_path / "cards.jsonl"
    text = json.dumps({"id": "twin-tap", "game": "mtg", "text": {"en": EN, "it": IT}}, ensure_ascii=False) + "\n"
    lint = lint_text(path, text, BufferReader(path), SettingsStore().for_document(path), FrameCache())
    assert [(f.card, f.lang, f.name) for f in lint.findings] == [("twin-tap", "it", "target-count")]
    [diagnostic] = Publisher().diagnostics(lint, path.as_uri())
    assert diagnostic.code == "CL102" and "[it]" in diagnostic.message
    start = diagnostic.range.start
    assert text.splitlines()[start.line][start.character:].startswith("due creature bersaglio")
