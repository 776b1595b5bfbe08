"""Hostile sizes and bad lines cost one record: one input error each, every other card's findings
kept, in bounded memory (``bench/hostile_inputs.py`` measures the full sizes: a 500 MB shared
string, a 400 MB row)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hostile_files import csv_rows, jsonl_long_text, xlsx_bad_rows, xlsx_big_row, xlsx_shared_string

ROOT = Path(__file__).resolve().parents[1]
# `cardlint check` in a child, then the peak resident memory of that child alone (VmHWM)
_CHECK = textwrap.dedent("""
    import sys
    from pathlib import Path
    from linter.cli import main
    code = main(sys.argv[1:])
    status = [l.split()[1] for l in Path("/proc/self/status").read_text().splitlines() if l.startswith("VmHWM:")]
    print("peak-kb", status[0], file=sys.stderr)
    sys.exit(code)
""")
_MB = 1024 * 1024


def _check(*args: str | Path) -> tuple[int, dict, int]:
    """Exit code, JSON report and peak memory (KB) of ``cardlint check --format json``."""
    done = subprocess.run([sys.executable, "-c", _CHECK, "check", "--no-cache", "-q", "--format", "json",
                           *map(str, args)], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert "Traceback" not in done.stderr, done.stderr
    peak = int(done.stderr.rsplit("peak-kb", 1)[1].split()[0])
    return done.returncode, json.loads(done.stdout), peak


def _slips(report: dict) -> set[str]:
    return {f["card"] for f in report["findings"]}


def test_a_one_megabyte_text_is_one_error_and_the_other_cards_are_checked(tmp_path: Path) -> None:
    code, report, peak = _check(jsonl_long_text(tmp_path / "cards.jsonl", _MB))
    assert code == 2
    [error] = report["errors"]
    assert error["line"] == 2 and "'huge'" in error["message"] and "1,048,576 characters" in error["message"]
    assert _slips(report) == {"twin-strike"} and report["summary"]["cards"] == 3
    assert peak < 300 * 1024


def test_the_text_limit_is_a_setting_and_an_option(tmp_path: Path) -> None:
    path = jsonl_long_text(tmp_path / "cards.jsonl", 5_000)
    assert _check(path)[0] == 1  # 5,000 characters: under the default limit, checked
    code, report, _ = _check(path, "--max-text-length", "1000")
    assert code == 2 and "over the limit of 1,000 (max-text-length)" in report["errors"][0]["message"]
    (tmp_path / "cardlint.toml").write_text("max-text-length = 1000\n", encoding="utf-8")
    code, report, _ = _check(path, "--config", tmp_path / "cardlint.toml")
    assert code == 2 and len(report["errors"]) == 1


def test_a_huge_shared_string_is_its_cards_error_in_flat_memory(tmp_path: Path) -> None:
    code, report, peak = _check(xlsx_shared_string(tmp_path / "cards.xlsx", 100 * _MB))
    assert code == 2
    [error] = report["errors"]
    assert error["cell"] == "Cards!D2" and "'huge'" in error["message"] and "104,857,600 characters" in error["message"]
    assert _slips(report) == {"twin-strike"} and report["summary"]["cards"] == 3
    assert peak < 200 * 1024  # the string is never held (the previous reader alone peaked at 250 MB)


def test_a_huge_row_is_one_error_in_flat_memory(tmp_path: Path) -> None:
    code, report, peak = _check(xlsx_big_row(tmp_path / "cards.xlsx", 150 * _MB))
    assert code == 2
    [error] = report["errors"]
    assert error["cell"] == "Cards!5:5" and "more than 4,000,000 characters" in error["message"]
    assert _slips(report) == {"twin-strike", "after"} and report["summary"]["cards"] == 4  # row 6 read after it
    assert peak < 200 * 1024  # the row is never held (the previous reader alone peaked at 220 MB)


def test_a_workbook_of_bad_rows_keeps_a_bounded_number_of_errors(tmp_path: Path) -> None:
    code, report, _ = _check(xlsx_bad_rows(tmp_path / "cards.xlsx", 20_000))
    assert code == 2
    errors = report["errors"]
    assert len(errors) == 1001 and all(e["message"] == "row has no id" for e in errors[:1000])
    assert errors[-1]["message"].startswith("19,000 more errors in this file, not listed (the first 1,000 are)")
    assert _slips(report) == {"twin-strike"}


@pytest.mark.parametrize("bad", ["latin-1", "nul", "quote", "long"])
def test_a_bad_csv_line_costs_that_row_and_reading_resumes(tmp_path: Path, bad: str) -> None:
    code, report, _ = _check(csv_rows(tmp_path / "cards.csv", 1000, 301, bad))
    assert code == 2
    [error] = report["errors"]
    assert error["line"] == 301
    assert report["summary"]["cards"] == 999  # issue 19: the 700 rows after line 301 were dropped
    assert len(report["findings"]) == 333 and max(int(f["card"].rsplit("-", 1)[1]) for f in report["findings"]) > 900


def test_a_huge_inline_cell_is_its_cards_error(tmp_path: Path) -> None:
    code, report, peak = _check(xlsx_big_row(tmp_path / "cards.xlsx", 50 * _MB, cells=1))
    assert code == 2
    [error] = report["errors"]
    assert error["cell"] == "Cards!D5" and "'big'" in error["message"] and "52,428,800 characters" in error["message"]
    assert _slips(report) == {"twin-strike", "after"}
    assert peak < 200 * 1024


def test_long_notes_cells_right_after_the_header_are_not_read(tmp_path: Path) -> None:
    from linter.readers import read_paths

    path = xlsx_big_row(tmp_path / "cards.xlsx", 4 * _MB, cells=2)  # two 2 MB cells past the card's columns
    items = list(read_paths([path]))
    assert [i for i in items if not hasattr(i, "texts")] == []  # not "a cell holds 2,097,152 characters"
    assert [(i.id, i.texts) for i in items if i.id == "big"] == [("big", {})]  # its notes: nothing read


def _long_in_every_format(folder: Path, long: str) -> dict[str, Path]:
    """The same two cards (the second's Spanish text ``long``) in every text format cardlint reads."""
    import csv
    from xml.sax.saxutils import escape

    rows = [("murder", "Destroy target creature.", "Destruye la criatura objetivo."),
            ("huge", "Destroy target creature.", long)]
    paths = {}
    paths["jsonl"] = folder / "cards.jsonl"
    paths["jsonl"].write_text("".join(json.dumps({"id": c, "game": "mtg", "text": {"en": en, "es": es}}) + "\n"
                                      for c, en, es in rows), encoding="utf-8")
    paths["json"] = folder / "array.json"
    paths["json"].write_text(json.dumps([{"id": c, "game": "mtg", "text": {"en": en, "es": es}} for c, en, es in rows]),
                             encoding="utf-8")
    for kind, delimiter in (("csv", ","), ("tsv", "\t")):
        paths[kind] = folder / f"cards.{kind}"
        with paths[kind].open("w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle, delimiter=delimiter)
            writer.writerow(["id", "game", "en", "es"])
            writer.writerows((c, "mtg", en, es) for c, en, es in rows)
    paths["po"] = folder / "es.po"
    paths["po"].write_text('msgid ""\nmsgstr ""\n"Language: es\\n"\n\n' + "".join(
        f'#. game: mtg\nmsgctxt "{c}"\nmsgid "{en}"\nmsgstr "{es}"\n\n' for c, en, es in rows), encoding="utf-8")
    paths["xliff"] = folder / "cards.xlf"
    paths["xliff"].write_text('<xliff version="1.2"><file source-language="en" target-language="es"><body>' + "".join(
        f'<trans-unit id="{c}"><source>{en}</source><target>{escape(es)}</target><note>game: mtg</note></trans-unit>'
        for c, en, es in rows) + "</body></file></xliff>", encoding="utf-8")
    paths["tmx"] = folder / "cards.tmx"
    paths["tmx"].write_text('<tmx version="1.4"><header srclang="en"/><body>' + "".join(
        f'<tu tuid="{c}"><prop type="x-game">mtg</prop><tuv xml:lang="en"><seg>{en}</seg></tuv>'
        f'<tuv xml:lang="es"><seg>{escape(es)}</seg></tuv></tu>' for c, en, es in rows) + "</body></tmx>",
        encoding="utf-8")
    (folder / "db").mkdir()
    (folder / "db" / "cards.en.json").write_text(json.dumps({c: en for c, en, _ in rows}), encoding="utf-8")
    paths["split"] = folder / "db" / "cards.es.json"
    paths["split"].write_text(json.dumps({c: es for c, _, es in rows}), encoding="utf-8")
    return paths


def test_a_one_megabyte_text_is_one_error_in_every_reader(tmp_path: Path) -> None:
    from linter.readers import read_paths
    from linter.readers.records import CardRecord

    for kind, path in _long_in_every_format(tmp_path, "x" * _MB).items():
        items = list(read_paths([path]))
        records = [i for i in items if isinstance(i, CardRecord)]
        errors = [i for i in items if not isinstance(i, CardRecord)]
        assert [r.id for r in records] == ["murder"], kind
        assert len(errors) == 1 and "'huge'" in errors[0].message and "1,048,576 characters" in errors[0].message, kind
