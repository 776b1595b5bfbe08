"""cardlint never writes to a file it reads, nor replaces a read-only file, in any command.

Each case runs the real command on files we write here and checks both the refusal (exit
code 2, the file named) and that the input is byte for byte what it was.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from linter.cli import main
from linter.destinations import Destination, DestinationError, guard

CARD = {
    "id": "Murder",
    "game": "mtg",
    "text": {"en": "Destroy target creature.", "es": "Destruye la criatura objetivo que controlas."},
}
PO = """msgid ""
msgstr ""
"Language: es\\n"
"Content-Type: text/plain; charset=UTF-8\\n"

#. game: mtg
msgctxt "Murder"
msgid "Destroy target creature."
msgstr "Destruye la criatura objetivo."
"""
XLIFF = (
    '<?xml version="1.0"?><xliff version="1.2"><file source-language="en" target-language="es" '
    'datatype="plaintext" original="x"><body><trans-unit id="Murder"><source>Destroy target creature.</source>'
    "<target>Destruye la criatura objetivo.</target></trans-unit></body></file></xliff>"
)


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "cards.jsonl").write_text(json.dumps(CARD) + "\n", encoding="utf-8")
    (tmp_path / "arr.json").write_text(json.dumps([CARD]), encoding="utf-8")
    (tmp_path / "good.po").write_text(PO, encoding="utf-8")
    (tmp_path / "good.xlf").write_text(XLIFF, encoding="utf-8")
    return tmp_path


def _unchanged(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}


@pytest.mark.parametrize(
    "argv, named",
    [
        (["check", "cards.jsonl", "--no-cache", "--write-baseline", "cards.jsonl"], "cards.jsonl"),
        (["check", ".", "--no-cache", "-o", "arr.json"], "arr.json"),
        (["check", ".", "--no-cache", "--game", "mtg", "--output-format", "sarif", "-o", "good.xlf"], "good.xlf"),
        (["check", ".", "--no-cache", "--game", "mtg", "--output-format", "json", "-o", "good.po"], "good.po"),
        (["report", ".", "--game", "mtg", "-o", "good.po"], "good.po"),
        (["check", "cards.jsonl", "--no-cache", "--output-format", "json", "-o", "./sub/../cards.jsonl"], "cards.jsonl"),
    ],
)
def test_no_command_writes_over_a_file_it_reads(folder, capsys, argv, named):
    (folder / "sub").mkdir()
    before = _unchanged(folder)
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "never writes to a file it reads" in err and named.split("/")[-1] in err
    assert _unchanged(folder) == before


def test_a_link_to_an_input_is_that_input(folder, capsys):
    (folder / "link.jsonl").symlink_to(folder / "cards.jsonl")
    os.link(folder / "cards.jsonl", folder / "hard.txt")
    before = _unchanged(folder)
    assert main(["check", "cards.jsonl", "--no-cache", "--output-format", "json", "-o", "link.jsonl"]) == 2
    assert main(["check", "cards.jsonl", "--no-cache", "--output-format", "json", "-o", "hard.txt"]) == 2
    err = capsys.readouterr().err
    assert err.count("(the same file as cards.jsonl)") == 2
    assert _unchanged(folder) == before


def test_the_cache_never_lands_on_an_input(folder, capsys):
    store = folder / "cache" / "analyses-1.sqlite3"
    store.parent.mkdir()
    store.write_text(json.dumps(CARD) + "\n", encoding="utf-8")
    before = store.read_bytes()
    assert main(["check", str(store), "--input-format", "jsonl", "--cache", "cache"]) == 2
    assert "give --cache another file" in capsys.readouterr().err and store.read_bytes() == before


def test_the_configuration_and_the_baseline_are_inputs(folder, capsys):
    (folder / "cardlint.toml").write_text('game = "mtg"\n', encoding="utf-8")
    assert main(["check", "cards.jsonl", "--no-cache", "--output-format", "json", "-o", "cardlint.toml"]) == 2
    assert "cardlint.toml is read by this run" in capsys.readouterr().err
    assert main(["check", "cards.jsonl", "--no-cache", "--write-baseline", "base.json"]) == 0
    assert main(["check", "cards.jsonl", "--no-cache", "--baseline", "base.json", "-o", "base.json"]) == 2
    # writing a new baseline reads no baseline: the configured one may be replaced (the refresh workflow)
    (folder / "cardlint.toml").write_text('game = "mtg"\nbaseline = "base.json"\n', encoding="utf-8")
    assert main(["check", "cards.jsonl", "--no-cache", "--write-baseline", "base.json"]) == 0
    assert json.loads((folder / "base.json").read_text(encoding="utf-8"))["entries"]


def test_a_read_only_destination_is_refused(folder, capsys):
    report = folder / "report.sarif"
    report.write_text("previous\n", encoding="utf-8")
    report.chmod(stat.S_IRUSR | stat.S_IRGRP)
    try:
        assert main(["check", "cards.jsonl", "--no-cache", "-o", "report.sarif"]) == 2
        assert "report.sarif is read-only" in capsys.readouterr().err
        assert report.read_text(encoding="utf-8") == "previous\n"
    finally:
        report.chmod(stat.S_IRUSR | stat.S_IWUSR)


def test_a_previous_report_in_a_checked_folder_is_replaced_not_read(folder, capsys):
    assert main(["check", ".", "--no-cache", "--game", "mtg", "-o", "report.json"]) == 1
    first = json.loads((folder / "report.json").read_text(encoding="utf-8"))
    capsys.readouterr()
    assert main(["check", ".", "--no-cache", "--game", "mtg", "-o", "report.json"]) == 1
    second = json.loads((folder / "report.json").read_text(encoding="utf-8"))
    assert second["summary"] == first["summary"] and second["summary"]["errors"] == 0


def test_guard_by_identity_and_split_databases(tmp_path):
    db = tmp_path / "db"
    db.mkdir()
    (db / "cards.en.json").write_text(json.dumps({"Murder": "Destroy target creature."}), encoding="utf-8")
    (db / "cards.es.json").write_text(json.dumps({"Murder": "Destruye la criatura objetivo."}), encoding="utf-8")
    # checking only the Spanish file reads the English one too: it is an input
    with pytest.raises(DestinationError, match="cards.en.json is read by this run"):
        guard([Destination(db / "cards.en.json", "-o")], [db / "cards.es.json"])
    assert guard([Destination(tmp_path / "new.json", "-o")], [db]) == frozenset()
