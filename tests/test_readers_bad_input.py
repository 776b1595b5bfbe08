"""Malformed and hostile files: one clear error naming the file and line, never a
traceback, and the other files are still read."""

from __future__ import annotations

from pathlib import Path

import pytest

from linter.model.findings import InputError
from linter.readers import read_paths
from linter.readers.records import CardRecord

CARD_LINE = ('{"id": "c1", "game": "mtg", "text": {"en": "Destroy target creature.", '
             '"es": "Destruye la criatura objetivo."}}\n')
CSV = "id,en,es\nc1,Destroy target creature.,Destruye la criatura objetivo.\n"
PO = ('msgid ""\nmsgstr ""\n"Language: es\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
      'msgctxt "c1"\nmsgid "Destroy target creature."\nmsgstr "Destruye la criatura objetivo."\n')
XLIFF = ('<?xml version="1.0" encoding="UTF-8"?>\n'
         '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="es">\n'
         '<file id="f1"><unit id="c1"><segment><source>Destroy target creature.</source>\n'
         '<target>Destruye la criatura objetivo.</target></segment></unit>\n')
XLIFF_END = "</file></xliff>\n"


def read(*paths: Path, **options) -> tuple[list[CardRecord], list[InputError]]:
    found = list(read_paths(list(paths), **options))
    return [r for r in found if isinstance(r, CardRecord)], [r for r in found if isinstance(r, InputError)]


def write(path: Path, content: str | bytes) -> Path:
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)
    return path


def only_error(errors: list[InputError], path: Path, line: int, *words: str) -> InputError:
    assert len(errors) == 1, errors
    (error,) = errors
    assert (error.path, error.line, error.level) == (str(path), line, "error")
    for word in words:
        assert word in error.message
    return error


def test_broken_json_lines_keep_the_good_lines(tmp_path):
    path = write(tmp_path / "cards.jsonl", CARD_LINE + '{"id": "c2", "text": {"en": \n' + CARD_LINE.replace("c1", "c3"))
    cards, errors = read(path)
    assert [c.id for c in cards] == ["c1", "c3"]
    only_error(errors, path, 2, "invalid JSON")


def test_broken_json_array_reports_the_line_and_keeps_earlier_cards(tmp_path):
    path = write(tmp_path / "cards.json", "[\n " + CARD_LINE.rstrip() + ',\n {"id": "c2", "text": {"en": "x"}\n]\n')
    cards, errors = read(path)
    assert [c.id for c in cards] == ["c1"]
    only_error(errors, path, 4, "invalid JSON", "Expecting")


def test_json_object_where_an_array_is_expected(tmp_path):
    path = write(tmp_path / "cards.json", '{"c1": "Destroy target creature."}')
    _, errors = read(path)
    only_error(errors, path, 1, "expected a JSON array", "cards.<locale>.json")


def test_broken_split_file_is_one_error_and_its_cards_are_not_misreported(tmp_path):
    write(tmp_path / "cards.en.json", '{"c1": "Destroy target creature."}')
    path = write(tmp_path / "cards.es.json", '{"c1": "Destruye la criatura objetivo.",\n "c2": }')
    cards, errors = read(path)
    assert [c.id for c in cards] == ["c1"]
    only_error(errors, path, 2, "invalid JSON")  # no "missing from" warnings for an unfinished file


def test_bad_cardlint_field_is_an_error_for_that_card(tmp_path):
    bad = CARD_LINE.replace('"game"', '"cardlint": {"ignore": [], "reason": "x"}, "game"')
    path = write(tmp_path / "cards.jsonl", bad + CARD_LINE.replace("c1", "c2"))
    cards, errors = read(path)
    assert [c.id for c in cards] == ["c2"]
    only_error(errors, path, 1, "'c1'", '"ignore"')


def test_deeply_nested_json(tmp_path):
    deep = "[" * 100_000 + "]" * 100_000
    jsonl = write(tmp_path / "deep.jsonl", deep + "\n" + CARD_LINE)
    cards, errors = read(jsonl)
    assert [c.id for c in cards] == ["c1"]
    only_error(errors, jsonl, 1, "nested too deeply")
    array = write(tmp_path / "deep.json", "[\n" + deep + "\n]")
    cards, errors = read(array)
    assert cards == []
    only_error(errors, array, 2, "nested too deeply")


def test_unbalanced_csv_quotes_name_the_opening_line_and_cost_that_row_only(tmp_path):
    path = write(tmp_path / "cards.csv", CSV + 'c2,Draw a card.,"Roba una carta.\nc3,Draw a card.,Roba una carta.\n')
    cards, errors = read(path)
    assert [c.id for c in cards] == ["c1", "c3"]  # issue 19: the rows after a bad one were all lost
    only_error(errors, path, 3, "unbalanced quotes", "line 3")


def test_stray_quote_after_a_quoted_csv_field(tmp_path):
    path = write(tmp_path / "cards.csv", CSV + 'c2,Draw a card.,"Roba" una carta.\n')
    _, errors = read(path)
    only_error(errors, path, 3, "malformed row", '""')


def test_csv_without_id_or_source_column(tmp_path):
    no_id = write(tmp_path / "a.csv", "key,en,es\nc1,Destroy target creature.,Destruye la criatura objetivo.\n")
    only_error(read(no_id)[1], no_id, 1, "no 'id' column")
    no_source = write(tmp_path / "b.csv", "id,es\nc1,Destruye la criatura objetivo.\n")
    only_error(read(no_source)[1], no_source, 1, "no English (en) column")


def test_po_syntax_error(tmp_path):
    path = write(tmp_path / "es.po", PO + 'msgctxt "c2"\nmsgid "Draw a card."\nmsgtsr "Roba una carta."\n')
    cards, errors = read(path)
    assert cards == []
    only_error(errors, path, 11, "PO syntax error", "msgtsr")


def test_po_without_a_locale(tmp_path):
    path = write(tmp_path / "cards.po", PO.replace('"Language: es\\n"\n', ""))
    only_error(read(path)[1], path, 0, "Language", "file name")


def test_unreadable_cardlint_comment(tmp_path):
    path = write(tmp_path / "es.po", PO.replace('msgctxt "c1"', '#. cardlint: skip target-count\nmsgctxt "c1"'))
    cards, errors = read(path)
    assert [c.id for c in cards] == ["c1"]
    only_error(errors, path, 6, "cardlint: ignore RULE")


def test_invalid_xml(tmp_path):
    path = write(tmp_path / "cards.xlf", XLIFF + "<unit id='c2'><segment><source>x</source></unit>" + XLIFF_END)
    cards, errors = read(path)
    assert [c.id for c in cards] == ["c1"]
    only_error(errors, path, 5, "invalid XML", "mismatched tag")


def test_not_an_xliff_file(tmp_path):
    path = write(tmp_path / "cards.xlf", "<html><body>Destroy target creature.</body></html>")
    only_error(read(path)[1], path, 1, "not an XLIFF file", "<html>")


XXE = """<?xml version="1.0"?>
<!DOCTYPE xliff [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
<xliff version="1.2"><file source-language="en" target-language="es"><body>
<trans-unit id="c1"><source>Destroy target creature.</source><target>&secret;</target></trans-unit>
</body></file></xliff>
"""

LAUGHS = """<?xml version="1.0"?>
<!DOCTYPE xliff [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<xliff version="1.2"><file source-language="en" target-language="es"><body>
<trans-unit id="c1"><source>Destroy target creature.</source><target>&lol3;</target></trans-unit>
</body></file></xliff>
"""


@pytest.mark.parametrize("content", [XXE, LAUGHS], ids=["xxe", "billion-laughs"])
def test_hostile_xml_is_refused(tmp_path, content):
    path = write(tmp_path / "cards.xlf", content)
    cards, errors = read(path)
    assert cards == []
    error = only_error(errors, path, 2, "refused", "DTD")
    assert str(path) in str(error)


@pytest.mark.parametrize("name, content, line", [
    ("cards.jsonl", CARD_LINE.encode() + '{"id": "c2", "text": {"es": "¡Roba!"}}\n'.encode("latin-1"), 2),
    ("cards.csv", CSV.encode() + "c2,Draw a card.,Roba una carta más.\n".encode("latin-1"), 3),
    ("cards.json", ("[\n" + CARD_LINE + "]").encode("latin-1").replace(b"objetivo", "objetivó".encode("latin-1")), 2),
    ("es.po", PO.replace("objetivo", "objetivó").encode("latin-1"), 8),
    ("cards.xlf", (XLIFF + XLIFF_END).replace("objetivo", "objetivó").encode("latin-1"), 4),
], ids=["jsonl", "csv", "json", "po", "xliff"])
def test_wrong_encoding_names_the_line(tmp_path, name, content, line):
    path = write(tmp_path / name, content)
    _, errors = read(path)
    assert errors and errors[0].path == str(path) and errors[0].line == line
    assert "UTF-8" in errors[0].message


def test_po_in_its_declared_charset(tmp_path):
    latin = PO.replace("charset=UTF-8", "charset=ISO-8859-1").replace("objetivo", "objetivó")
    cards, errors = read(write(tmp_path / "es.po", latin.encode("latin-1")))
    assert errors == [] and cards[0].texts["es"] == "Destruye la criatura objetivó."


@pytest.mark.parametrize("name, content", [
    ("cards.jsonl", CARD_LINE), ("cards.json", "[" + CARD_LINE + "]"), ("cards.csv", CSV), ("es.po", PO),
    ("cards.xlf", XLIFF + XLIFF_END),
])
def test_utf8_byte_order_mark_is_accepted(tmp_path, name, content):
    path = write(tmp_path / name, b"\xef\xbb\xbf" + content.encode("utf-8"))
    cards, errors = read(path)
    assert errors == []
    (card,) = cards
    assert card.texts["es"] == "Destruye la criatura objetivo."
    text = card.texts["es"]
    line, column = card.positions["es"].at(text, 0)
    lines = path.read_text(encoding="utf-8-sig").split("\n")
    assert lines[line - 1][column - 1:].startswith("Destruye")


@pytest.mark.parametrize("name", ["cards.jsonl", "cards.json", "cards.es.json", "cards.csv", "cards.tsv", "es.po",
                                  "cards.xlf"])
@pytest.mark.parametrize("content", [b"", b"\xef\xbb\xbf", b"\n  \n"], ids=["empty", "bom-only", "blank"])
def test_empty_files(tmp_path, name, content):
    path = write(tmp_path / name, content)
    cards, errors = read(path)
    assert cards == []
    only_error(errors, path, 0, "empty file")


SIZE = 200 * 1024 * 1024


def sparse(path: Path, head: str) -> Path:
    """A 200 MB file that costs no disk: ``head``, then zero bytes."""
    with path.open("wb") as handle:
        handle.write(head.encode("utf-8"))
        handle.truncate(SIZE)
    return path


@pytest.mark.parametrize("name, head, line", [
    ("cards.jsonl", CARD_LINE, 2), ("cards.csv", CSV, 3), ("cards.xlf", XLIFF, 5),
])
def test_200_mb_streamed_formats(tmp_path, name, head, line):
    path = sparse(tmp_path / name, head)
    records = read_paths([path])
    first = next(records)
    assert isinstance(first, CardRecord) and first.id == "c1"  # before the rest of the file is read
    rest = list(records)  # how long this takes is bench/hostile_inputs.py's to print, not a test's
    only_error(rest, path, line)


@pytest.mark.parametrize("name, head", [("cards.json", "[\n"), ("cards.es.json", "{\n"), ("es.po", 'msgid ""\n')])
def test_200_mb_whole_file_formats_are_refused(tmp_path, name, head):
    path = sparse(tmp_path / name, head)
    cards, errors = read(path)
    assert cards == []
    only_error(errors, path, 0, "too large", "200 MB", "100 MB")


def test_one_bad_file_does_not_stop_the_others(tmp_path):
    write(tmp_path / "a.json", "[{")
    write(tmp_path / "b.csv", 'id,en,es\nc2,"Draw a card.\n')
    write(tmp_path / "c.xlf", XXE)
    write(tmp_path / "d.po", "")
    write(tmp_path / "e.jsonl", CARD_LINE)
    missing = tmp_path / "nope.jsonl"
    cards, errors = read(tmp_path, missing)
    assert [(Path(c.path).name, c.id) for c in cards] == [("e.jsonl", "c1")]
    assert [Path(e.path).name for e in errors] == ["a.json", "b.csv", "c.xlf", "d.po", "nope.jsonl"]
    assert all(e.level == "error" for e in errors)


DATA = Path(__file__).parent / "data" / "readers"


@pytest.mark.parametrize("fixture", ["cards.jsonl", "cards.json", "split/cards.es.json", "cards.csv", "cards.tsv",
                                     "po/es_ES.po", "cards.fr.xlf", "cards.de.xlf"])
def test_damaged_files_never_raise(tmp_path, fixture):
    """Cut, spliced and garbled copies of every fixture give records or errors, never an exception."""
    import random

    original = (DATA / fixture).read_bytes()
    rng = random.Random(fixture)
    target = tmp_path / Path(fixture).name
    if fixture.startswith("split/"):
        (tmp_path / "cards.en.json").write_bytes((DATA / "split" / "cards.en.json").read_bytes())
    for _ in range(150):
        damaged = bytearray(original)
        for _ in range(rng.randint(1, 5)):
            at = rng.randrange(len(damaged) + 1)
            if rng.random() < 0.5:
                del damaged[at:at + rng.randint(1, 20)]
            else:
                damaged[at:at] = bytes(rng.choice(b'"\\{}[],:\n<>&;#\t\x00\xff\xc3') for _ in range(rng.randint(1, 3)))
        target.write_bytes(bytes(damaged))
        for item in read_paths([target]):
            assert isinstance(item, (CardRecord, InputError))
