"""Lines as LSP counts them (linter.model.lines), in the readers, the command line and the server's documents."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from line_break_cases import (
    FORMATS_FOR,
    SEPARATORS,
    WRONG,
    apply_edit,
    card_text,
    lsp_line_starts,
    lsp_lines,
    lsp_position,
    place_of,
    write_card_file,
)
from lsprotocol import types
from pygls.workspace import TextDocument

from linter.cli import main
from linter.lsp.buffers import BufferReader
from linter.lsp.cache import FrameCache
from linter.lsp.checking import lint_text
from linter.lsp.settings import SettingsStore
from linter.lsp.workspace import LspTextDocument, LspWorkspace
from linter.model.lines import (
    LineIndex,
    count_breaks,
    from_newline_lines,
    line_start,
    line_starts,
    split_lines,
    strip_break,
)
from linter.readers import read_paths
from linter.readers.records import CardRecord

CASES = [(name, fmt) for name, formats in FORMATS_FOR.items() for fmt in formats]


# -- the helper ---------------------------------------------------------------------------------

@pytest.mark.parametrize("name", SEPARATORS)
def test_only_lsp_line_breaks_split_a_line(name: str):
    sep = SEPARATORS[name]
    text = f"one{sep}two\nthree{sep}\r\nfour\rfive{sep}"
    assert len(text.splitlines()) == 6  # what the helper is for: splitlines breaks at the separator
    assert split_lines(text) == [f"one{sep}two", f"three{sep}", "four", f"five{sep}"]
    assert split_lines(text, keepends=True) == [f"one{sep}two\n", f"three{sep}\r\n", "four\r", f"five{sep}"]
    assert count_breaks(text) == 3
    assert line_starts(text) == [0, 8, 16, 21]


@pytest.mark.parametrize("text, lines", [
    ("", []),
    ("\n", [""]),
    ("a", ["a"]),
    ("a\n", ["a"]),
    ("a\n\n", ["a", ""]),
    ("a\r\n\r\nb", ["a", "", "b"]),
    ("\r\r\n", ["", ""]),
    ("a\n\rb", ["a", "", "b"]),  # "\n\r" is two breaks; "\r\n" is one
])
def test_a_break_at_the_end_starts_no_further_line_as_with_splitlines(text: str, lines: list[str]):
    assert split_lines(text) == lines == text.splitlines()


def test_split_lines_agrees_with_the_protocols_definition_on_random_text():
    rng = random.Random(15)
    alphabet = ["a", "é", "🂡", "\n", "\r", "\r\n", *SEPARATORS.values()]
    for _ in range(2000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(12)))
        expected = lsp_lines(text)
        if text == "" or text.endswith(("\n", "\r")):
            expected = expected[:-1]
        kept = split_lines(text, keepends=True)
        assert split_lines(text) == expected, repr(text)
        assert "".join(kept) == text and [strip_break(k) for k in kept] == expected
        assert line_starts(text) == lsp_line_starts(text)
        assert count_breaks(text) == len(lsp_line_starts(text)) - 1
        index = LineIndex(text, first_line=3)
        for offset in range(len(text) + 1):
            line, column = lsp_position(text, offset, "utf-32")
            if text[offset - 1 : offset + 1] != "\r\n":  # between "\r" and "\n" is no place in the text
                assert index.where(offset) == (line + 3, column + 1), (repr(text), offset)
                assert line_start(text, offset) == lsp_line_starts(text)[line]
            assert index.offset(line + 3) == lsp_line_starts(text)[line]


def test_count_breaks_counts_a_range_and_strip_break_strips_only_the_break():
    assert count_breaks("a\r\nb\rc\nd", 3) == 2 and count_breaks("a\r\nb\rc\nd", 0, 5) == 2
    assert strip_break("a\u2028\r\n") == "a\u2028" and strip_break("a \r") == "a " and strip_break("a\x85") == "a\x85"


def test_newline_counted_lines_become_lsp_lines():
    text = "one\rtwo\nthree\r\nfour\n"
    to_lsp = from_newline_lines(text)
    assert [to_lsp(n) for n in (1, 2, 3)] == [1, 3, 4]  # "\n"-line 2 ("three") is LSP line 3
    assert from_newline_lines("one\r\ntwo\n")(2) == 2


# -- pygls's documents --------------------------------------------------------------------------

@pytest.mark.parametrize("name", SEPARATORS)
def test_an_incremental_change_after_a_separator_lands_where_the_editor_made_it(name: str):
    sep = SEPARATORS[name]
    source = f'{{"es": "Roba.{sep}Destruye cada criatura."}}\n{{"es": "{WRONG}"}}\n'
    place = place_of(source, "cada criatura", "Roba.")
    change = types.TextDocumentContentChangePartial(
        range=types.Range(types.Position(*place[0]), types.Position(*place[1])), text="la criatura objetivo")
    expected = apply_edit(source, place, "la criatura objetivo")
    document = LspTextDocument("file:///cards.jsonl", source, 1)
    document.apply_change(change)
    assert document.source == expected
    plain = TextDocument("file:///cards.jsonl", source, 1)  # pygls's own: splitlines
    plain.apply_change(change)
    assert plain.source != expected  # the defect this document type exists for


def test_the_workspace_keeps_its_clients_settings():
    folder = types.WorkspaceFolder("file:///cards", "cards")
    original = LspWorkspace(None, types.TextDocumentSyncKind.Full, [folder], types.PositionEncodingKind.Utf8)
    copy = LspWorkspace.like(original)
    assert (copy.root_uri, list(copy.folders.values()), copy.position_encoding) == (None, [folder], "utf-8")
    copy.put_text_document(types.TextDocumentItem("file:///cards/a.jsonl", "json", 1, "x\u2028y\n"))
    document = copy.get_text_document("file:///cards/a.jsonl")
    assert isinstance(document, LspTextDocument) and document.lines == ("x\u2028y\n",)
    document.apply_change(types.TextDocumentContentChangePartial(
        range=types.Range(types.Position(0, 0), types.Position(0, 1)), text="z"))
    assert document.source == "z"  # a full-sync workspace replaces the text, as pygls's does


# -- the readers: the command line and the server count the same lines -------------------------

def _target(records: list, card: str) -> CardRecord:
    [record] = [r for r in records if isinstance(r, CardRecord) and r.id == card]
    return record


@pytest.mark.parametrize("name, fmt", CASES, ids=[f"{fmt}-{name}" for name, fmt in CASES])
def test_readers_place_texts_on_lsp_lines(tmp_path: Path, capsys, name: str, fmt: str):
    sep = SEPARATORS[name]
    path, text = write_card_file(tmp_path, fmt, sep)
    from_disk = list(read_paths([path]))
    from_buffer = BufferReader(path).read(text)
    for records in (from_disk, from_buffer):
        assert not [r for r in records if not isinstance(r, CardRecord)]
        for card, words, after in (("b", "cada criatura", WRONG), ("a", "Destruye la", f"Roba una carta.{sep}")):
            record = _target(records, card)
            es = record.texts["es"]
            line, column = record.positions["es"].at(es, es.index(words))
            assert (line - 1, column - 1) == place_of(text, words, after, "utf-32")[0]
    # the command line reports the same place
    assert main(["check", "--format", "json", str(path)]) == 1
    [finding] = json.loads(capsys.readouterr().out)["findings"]
    (line, column), _ = place_of(text, "cada criatura", WRONG, "utf-32")
    assert (finding["card"], finding["line"], finding["column"]) == ("b", line + 1, column + 1)


@pytest.mark.parametrize("name, fmt", CASES, ids=[f"{fmt}-{name}" for name, fmt in CASES])
def test_the_servers_lint_puts_the_finding_on_the_right_words(tmp_path: Path, name: str, fmt: str):
    path, text = write_card_file(tmp_path, fmt, SEPARATORS[name])
    lint = lint_text(path, text, BufferReader(path), SettingsStore().for_document(path), FrameCache())
    [finding] = lint.findings
    [card] = [r for r in lint.records if r.id == "b"]
    where = lint.text_range(card, "es", finding.span.start, finding.span.end)
    assert ((where.start.line, where.start.character), (where.end.line, where.end.character)) == place_of(
        text, "cada criatura", WRONG)


def test_a_json_lines_record_with_a_lone_carriage_return_moves_the_next_one_down(tmp_path: Path):
    path = tmp_path / "cards.jsonl"
    text = card_text("jsonl", " ").replace(', "text"', ',\r"text"')
    path.write_bytes(text.encode("utf-8"))
    for records in (list(read_paths([path])), BufferReader(path).read(text)):
        assert [r.line for r in records] == [1, 3]  # each record starts on its line; the second on line 3
        b = _target(records, "b")
        assert b.positions["es"].at(b.texts["es"], 0) == (4, lsp_position(text, text.index(WRONG))[1] + 1)


def test_a_json_syntax_error_after_a_lone_carriage_return_is_on_its_line(tmp_path: Path):
    path = tmp_path / "cards.json"
    second = '  {"id": "a", "text": {"en": "x", "es": "y"},}'
    path.write_bytes(f"[\r{second}\r]\r".encode())
    [error] = list(read_paths([path]))
    assert error.line == 2 and error.message.startswith(f"invalid JSON at column {second.index(',}') + 2}:")


def test_a_po_file_with_a_lone_carriage_return_in_a_comment(tmp_path: Path):
    """Babel reads lines at "\\n"; the entry after the comment is one line further down for LSP."""
    path = tmp_path / "es.po"
    text = card_text("po", " ").replace("#. game: mtg\nmsgctxt \"a\"", "#. game: mtg\n# seen\rtwice\nmsgctxt \"a\"")
    path.write_bytes(text.encode("utf-8"))
    b = _target(list(read_paths([path])), "b")
    assert b.line == lsp_position(text, text.index('msgid "Destroy target creature."'))[0] + 1
    assert b.positions["es"].at(b.texts["es"], 0) == (
        lsp_position(text, text.index(WRONG))[0] + 1, lsp_position(text, text.index(WRONG))[1] + 1)


def test_a_csv_row_counts_the_lone_carriage_returns_of_the_rows_before_it(tmp_path: Path):
    path = tmp_path / "cards.csv"
    text = 'id,game,en,es\na,mtg,"Draw\ra card.","Roba\runa carta."\nb,mtg,Destroy target creature.,' + WRONG + "\n"
    path.write_bytes(text.encode("utf-8"))
    records = list(read_paths([path]))
    assert [r.line for r in records] == [2, 5]  # the first row spans lines 2-4
    b = _target(records, "b")
    line, column = lsp_position(text, text.index(WRONG))
    assert b.positions["es"].at(b.texts["es"], 0) == (line + 1, column + 1) == (5, 32)


def test_a_long_json_lines_record_is_skipped_and_its_carriage_returns_still_counted(tmp_path: Path, monkeypatch):
    from linter.readers import files

    monkeypatch.setattr(files, "MAX_LINE", 64)
    path = tmp_path / "cards.jsonl"
    long = '{"id": "x", "pad": "' + "\r".join(["y" * 30] * 6) + '"}\n'
    text = long + json.dumps({"id": "b", "game": "mtg", "text": {"en": "Destroy target creature.", "es": WRONG}}) + "\n"
    path.write_bytes(text.encode("utf-8"))
    error, b = list(read_paths([path]))
    assert error.line == 1 and "longer than" in error.message
    assert b.line == 7  # five "\r" in the skipped record: it spans lines 1-6
