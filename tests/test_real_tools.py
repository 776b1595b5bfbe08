"""Files as real tools write them: translate-toolkit's po2tmx (no tuid: the PO context in
``x-context``) and po2xliff (a PO header unit first), and XlsxWriter workbooks, whose cells every
output format names."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from linter.cli import main
from linter.model.findings import InputError
from linter.readers import read_paths
from linter.readers.records import CardRecord

PO = """# Spanish cards, written for the tests.
msgid ""
msgstr ""
"Project-Id-Version: cards 1.0\\n"
"Language: es\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

#. game: mtg
msgctxt "murder"
msgid "Destroy target creature."
msgstr "Destruye la criatura objetivo."

#. game: mtg
msgctxt "twin-strike"
msgid "Destroy target creature."
msgstr "Destruye hasta dos criaturas objetivo."

#. game: mtg
msgid "Draw two cards."
msgstr "Roba dos cartas."
"""


def _read(path: Path) -> tuple[list[CardRecord], list[InputError]]:
    items = list(read_paths([path]))
    return [i for i in items if isinstance(i, CardRecord)], [i for i in items if isinstance(i, InputError)]


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["check", "--no-cache", "-q", "--color", "never", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_po2tmx_memories_are_keyed_by_their_po_context_else_by_position(tmp_path: Path, capsys) -> None:
    po2tmx = pytest.importorskip("translate.convert.po2tmx")
    (tmp_path / "es.po").write_text(PO, encoding="utf-8")
    po2tmx.main(["--progress=none", "-l", "es", str(tmp_path / "es.po"), str(tmp_path / "cards.tmx")])
    memory = (tmp_path / "cards.tmx").read_text(encoding="utf-8")
    assert "tuid" not in memory and '<prop type="x-context">murder</prop>' in memory  # as the tool writes it
    cards, errors = _read(tmp_path / "cards.tmx")
    assert [c.id for c in cards] == ["murder", "twin-strike", "tu-3"]  # issue 19: "unit has no id", file rejected
    assert [(e.level, e.line) for e in errors] == [("notice", memory[: memory.index("Draw two")].count("\n") - 1)]
    assert "tu-3" in errors[0].message and "give them a tuid" in errors[0].message
    code, out, _ = _run(capsys, "--game", "mtg", "--format", "json", str(tmp_path / "cards.tmx"))
    report = json.loads(out)
    assert code == 1 and [f["card"] for f in report["findings"]] == ["twin-strike"]
    assert report["errors"] == [] and [n["level"] for n in report["notices"]] == ["notice"]


def test_po2xliff_files_skip_the_po_header_unit(tmp_path: Path, capsys) -> None:
    po2xliff = pytest.importorskip("translate.convert.po2xliff")
    (tmp_path / "es.po").write_text(PO, encoding="utf-8")
    po2xliff.main(["--progress=none", str(tmp_path / "es.po"), str(tmp_path / "cards.xlf")])
    assert 'restype="x-gettext-domain-header"' in (tmp_path / "cards.xlf").read_text(encoding="utf-8")
    cards, errors = _read(tmp_path / "cards.xlf")
    assert errors == [] and len(cards) == 3  # issue 19: the header became a card ("no game", exit 2)
    assert not any("Project-Id-Version" in text for c in cards for text in c.texts.values())
    assert {c.game for c in cards} == {"mtg"}
    code, out, _ = _run(capsys, "--format", "json", str(tmp_path / "cards.xlf"))
    assert code == 1 and json.loads(out)["summary"]["errors"] == 0


# -- XlsxWriter workbooks: the cell in every output format --------------------------------------

def _workbook(path: Path) -> Path:
    xlsxwriter = pytest.importorskip("xlsxwriter")
    book = xlsxwriter.Workbook(str(path))
    notes = book.add_worksheet("Notes")
    notes.write_row(0, 0, ["Read me first", "The Cards sheet holds the Spanish set."])
    cards = book.add_worksheet("Cards")
    rows = [
        ["id", "game", "en", "es"],
        ["murder", "mtg", "Destroy target creature.", "Destruye la criatura objetivo."],
        ["divination", "mtg", "Draw two cards.", "Roba dos cartas."],
        ["twin-strike", "mtg", "Destroy target creature.", "Destruye hasta dos criaturas objetivo."],  # D4: a slip
        ["", "mtg", "Draw a card.", "Roba una carta."],  # row 5: no id
    ]
    for number, row in enumerate(rows):
        cards.write_row(number, 0, row)
    book.close()
    return path


@pytest.fixture
def workbook(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "locales").mkdir()
    monkeypatch.chdir(tmp_path)
    return _workbook(tmp_path / "locales" / "xw.xlsx").relative_to(tmp_path)


def test_the_cell_and_the_sheet_in_text_and_json(workbook: Path, capsys) -> None:
    code, out, _ = _run(capsys, str(workbook))
    assert code == 2  # the row without an id
    assert f"{workbook}:Cards!D4: twin-strike [es] CL102 target-count" in out
    assert f"{workbook}:Cards!5:5: error: row has no id" in out
    assert f"{workbook}:Notes!1:1: warning: sheet 'Notes': no 'id' column in the header; sheet not read" in out
    assert out.rstrip().endswith("1 input error; 1 input warning.")
    code, out, _ = _run(capsys, "--format", "json", str(workbook))
    report = json.loads(out)
    assert [f["cell"] for f in report["findings"]] == ["Cards!D4"]
    assert report["errors"] == [{"path": str(workbook), "line": 5, "message": "row has no id", "cell": "Cards!5:5"}]
    assert [(n["level"], n["cell"]) for n in report["notices"]] == [("warning", "Notes!1:1")]  # not under errors
    assert (report["summary"]["errors"], report["summary"]["notices"]) == (1, 1)


def test_a_skipped_notes_sheet_is_a_notice_in_json_as_in_the_text_report(tmp_path: Path, capsys) -> None:
    xlsxwriter = pytest.importorskip("xlsxwriter")
    path = tmp_path / "cards.xlsx"
    book = xlsxwriter.Workbook(str(path))
    book.add_worksheet("Notes").write(0, 0, "Read me first")
    sheet = book.add_worksheet("Cards")
    sheet.write_row(0, 0, ["id", "game", "en", "es"])
    sheet.write_row(1, 0, ["twin-strike", "mtg", "Destroy target creature.", "Destruye hasta dos criaturas objetivo."])
    book.close()
    code, out, _ = _run(capsys, "--format", "json", str(path))
    report = json.loads(out)
    assert code == 1  # findings; a notice fails nothing
    assert report["errors"] == [] and report["summary"]["errors"] == 0 and report["summary"]["notices"] == 1


def test_the_cell_in_sarif_github_junit_gitlab_and_azure(workbook: Path, capsys) -> None:
    def report(name: str) -> str:
        return _run(capsys, "--format", name, str(workbook))[1]

    run = json.loads(report("sarif"))["runs"][0]
    [result] = run["results"]
    [location] = result["locations"]
    assert location["logicalLocations"] == [{"name": "D4", "fullyQualifiedName": "Cards!D4", "kind": "element"}]
    assert location["physicalLocation"]["region"]["startLine"] == 4 and "(Cards!D4)" in result["message"]["text"]
    notes = {n["message"]["text"]: n for n in run["invocations"][0]["toolExecutionNotifications"]}
    row = notes["Cards!5:5: row has no id"]["locations"][0]
    assert row["logicalLocations"][0]["fullyQualifiedName"] == "Cards!5:5"

    github = report("github").splitlines()
    [annotation] = [line for line in github if "CL102" in line]
    assert "line=4," in annotation and ",col=" not in annotation and "twin-strike [es] (Cards!D4):" in annotation
    assert any(line.startswith("::error ") and line.endswith("::Cards!5:5: row has no id") for line in github)

    junit = ET.fromstring(report("junit"))
    [failure] = junit.iter("failure")
    assert f"{workbook.as_posix()}:Cards!D4: twin-strike [es] CL102" in (failure.text or "")
    assert failure.get("message", "").startswith("CL102 target-count (Cards!D4): ")
    assert {case.get("classname") for case in junit.iter("testcase")} == {"locales.xw_xlsx"}  # Jenkins: package, class
    assert [case.get("name") for case in junit.iter("testcase") if case.find("error") is not None] == ["Cards!5:5"]

    gitlab = {issue["description"] for issue in json.loads(report("gitlab"))}
    assert any(d.startswith("twin-strike [es] (Cards!D4): ") for d in gitlab) and "Cards!5:5: row has no id" in gitlab
    azure = report("azure").splitlines()
    assert any("(Cards!D4)" in line for line in azure)
    assert any(line.endswith("]cardlint: Cards!5:5: row has no id") for line in azure)
