"""XLSX workbooks and TMX translation memories: records, positions character by character,
and one clear error for each broken or hostile file."""

import zipfile

import pytest
from openpyxl import Workbook, load_workbook

from linter.cli import main
from linter.model.findings import InputError
from linter.readers import read_paths
from linter.readers.records import CardRecord
from linter.readers.xlsx import sheet_ref


def _records(path, **kw):
    items = list(read_paths([path], **kw))
    return [i for i in items if isinstance(i, CardRecord)], [i for i in items if isinstance(i, InputError)]


def _workbook(path, sheets):
    book = Workbook()
    book.remove(book.active)
    for title, rows in sheets.items():
        sheet = book.create_sheet(title)
        for row in rows:
            sheet.append(row)
    book.save(path)
    return path


ROWS = [
    ["id", "game", "notes", "en", "es_ES"],
    ["Murder", "mtg", "removal", "Destroy target creature.", "Destruye la criatura objetivo."],
    [],
    [42, "mtg", None, "Target player draws two cards.\nScry 1.", "El jugador objetivo roba dos cartas.\nAdivina 1."],
]


def test_xlsx_round_trip_points_at_sheet_row_and_cell(tmp_path):
    path = _workbook(tmp_path / "cards.xlsx", {"Sheet1": ROWS, "Cartas (es)": [ROWS[0], ROWS[1]]})
    cards, errors = _records(path)
    assert errors == []
    assert [(c.id, c.line) for c in cards] == [("Murder", 2), ("42", 4), ("Murder", 2)]
    assert cards[1].texts["es"] == ROWS[3][4] and cards[0].game == "mtg" and cards[0].locales["es"] == "es_ES"
    book = load_workbook(path)
    for card in cards:
        for lang, text in card.texts.items():
            position = card.positions[lang]
            sheet, cell = position.cell.rsplit("!", 1)
            assert book[sheet.strip("'")][cell].value == text
            for offset, char in enumerate(text):  # every character: the cell's row, its place in the cell
                assert position.at(text, offset) == (card.line, offset + 1), char
    assert cards[0].positions["es"].cell == "Sheet1!E2" and cards[2].positions["en"].cell == "'Cartas (es)'!D2"


def test_xlsx_findings_name_the_cell(tmp_path, capsys):
    rows = [["id", "en", "es"], ["Murder", "Destroy target creature.", "Destruye todas las criaturas."]]
    path = _workbook(tmp_path / "cards.xlsx", {"Cards": rows})
    code = main(["check", str(path), "--game", "mtg", "--no-cache", "-q", "--format", "json"])
    import json

    findings = json.loads(capsys.readouterr().out)["findings"]
    assert code == 1 and findings
    assert {f["cell"] for f in findings} == {"Cards!C2"} and {f["line"] for f in findings} == {2}
    main(["check", str(path), "--game", "mtg", "--no-cache", "-q", "--color", "never"])
    assert f"{path}:Cards!C2: Murder [es]" in capsys.readouterr().out


def test_xlsx_sheet_without_id_column_is_skipped_with_a_warning(tmp_path):
    path = _workbook(tmp_path / "cards.xlsx", {"Notes": [["Read me", "first"]], "Cards": ROWS[:2]})
    cards, errors = _records(path)
    assert [c.id for c in cards] == ["Murder"]
    assert [(e.level, e.message) for e in errors] == [
        ("warning", "sheet 'Notes': no 'id' column in the header; sheet not read")
    ]
    only = _workbook(tmp_path / "notes.xlsx", {"Notes": [["Read me", "first"]]})
    assert _records(only) == (
        [],
        [InputError(str(only), 1, "no sheet can be read: sheet 'Notes': no 'id' column in the header")],
    )


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"id,en,es\n", "not an XLSX workbook (not a zip archive"),
        (b"\xd0\xcf\x11\xe0" + b"\0" * 600, "an encrypted workbook or an old .xls file"),
        (b"", "empty file"),
    ],
)
def test_broken_xlsx_gives_one_error(tmp_path, content, expected):
    path = tmp_path / "cards.xlsx"
    path.write_bytes(content)
    cards, errors = _records(path)
    assert cards == [] and len(errors) == 1 and expected in errors[0].message and errors[0].path == str(path)


def test_hostile_xlsx_zip_bomb_and_entities_are_refused(tmp_path, capsys):
    bomb = tmp_path / "bomb.xlsx"
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("xl/workbook.xml", "<workbook/>")
        with archive.open("xl/sharedStrings.xml", "w") as part:  # 16 MB of spaces, written a chunk at a time
            for _ in range(16):
                part.write(b" " * 2**20)
    (error,) = _records(bomb)[1]
    assert "zip bomb" in error.message and "xl/sharedStrings.xml" in error.message
    good = _workbook(tmp_path / "good.xlsx", {"Sheet1": ROWS[:2]})
    entity = tmp_path / "entity.xlsx"
    with zipfile.ZipFile(good) as source, zipfile.ZipFile(entity, "w") as target:
        for item in source.infolist():
            data = source.read(item)
            if item.filename == "xl/worksheets/sheet1.xml":
                assert not data.startswith(b"<?xml")
                data = b'<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>' + data.replace(b"<v>", b"<v>&e;", 1)
            target.writestr(item, data)
    (error,) = _records(entity)[1]
    assert error.message.startswith("refused") and "entities" in error.message
    truncated = tmp_path / "truncated.xlsx"
    truncated.write_bytes(good.read_bytes()[:-200])
    assert main(["check", str(truncated), "--game", "mtg", "--no-cache", "-q"]) == 2
    err = capsys.readouterr()
    assert "Traceback" not in err.err + err.out and str(truncated) in err.out


def test_sheet_names_are_quoted_as_excel_quotes_them():
    assert [sheet_ref(s) for s in ("Sheet1", "Cards (es)", "It's", "2024")] == [
        "Sheet1",
        "'Cards (es)'",
        "'It''s'",
        "'2024'",
    ]


TMX = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE tmx SYSTEM "tmx14.dtd">
<tmx version="1.4">
  <header srclang="en" datatype="plaintext" segtype="sentence" adminlang="en" creationtool="t" creationtoolversion="1" o-tmf="t"/>
  <body>
    <tu tuid="Murder">
      <prop type="x-game">mtg</prop>
      <tuv xml:lang="en"><seg>Destroy target <ph x="1">&lt;b&gt;</ph>creature &amp; draw.</seg></tuv>
      <tuv xml:lang="es-ES">
        <note>cardlint: ignore target-count -- house style</note>
        <seg>Destruye la <bpt i="1">&lt;i&gt;</bpt>criatura<ept i="1">&lt;/i&gt;</ept>
objetivo y roba.</seg>
      </tuv>
    </tu>
    <tu tuid="row-7"><prop type="x-card-id">Shock</prop><prop type="x-game">mtg</prop>
      <tuv xml:lang="en"><seg>Shock deals 2 damage to any target.</seg></tuv>
      <tuv xml:lang="fr-FR"><seg>Le Choc inflige 2 <hi type="b">blessures</hi> à n'importe quelle cible.</seg></tuv>
    </tu>
    <tu tuid="untranslated"><tuv xml:lang="en"><seg>Draw a card.</seg></tuv></tu>
  </body>
</tmx>
"""


def _char_at(lines, line, column):
    return lines[line - 1][column - 1]


def test_tmx_round_trip_keeps_inline_codes_out_and_positions_exact(tmp_path):
    path = tmp_path / "memory.tmx"
    path.write_text(TMX, encoding="utf-8")
    cards, errors = _records(path)
    assert errors == []
    assert [(c.id, c.game, sorted(c.texts)) for c in cards] == [
        ("Murder", "mtg", ["en", "es"]),
        ("Shock", "mtg", ["en", "fr"]),
    ]
    murder, shock = cards
    assert murder.texts == {"en": "Destroy target creature & draw.", "es": "Destruye la criatura\nobjetivo y roba."}
    assert shock.texts["fr"] == "Le Choc inflige 2 blessures à n'importe quelle cible."
    assert murder.locales == {"en": "en", "es": "es-ES"}
    (suppression,) = murder.suppressions
    assert suppression.rules == ("target-count",) and suppression.lang == "es" and suppression.reason == "house style"
    lines = TMX.splitlines()
    for card in cards:
        for lang, text in card.texts.items():
            for offset, char in enumerate(text):
                line, column = card.positions[lang].at(text, offset)
                if char == "&":  # written &amp; in the file
                    assert lines[line - 1][column - 1 : column + 4] == "&amp;"
                elif char == "\n":
                    assert column == len(lines[line - 1]) + 1
                else:
                    assert _char_at(lines, line, column) == char, (card.id, lang, offset)


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ('<?xml version="1.0"?>\n<xliff version="1.2"/>\n', "not a TMX file (the root element is <xliff>)"),
        (TMX.replace("</body>", ""), "invalid XML at column"),
        (
            '<?xml version="1.0"?>\n<!DOCTYPE tmx [<!ENTITY lol "lol">]>\n<tmx version="1.4"><body/></tmx>\n',
            "refused: the file declares a DTD or entities",
        ),
        (
            '<?xml version="1.0"?>\n<!DOCTYPE tmx [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<tmx><body>&x;</body></tmx>\n',
            "refused",
        ),
    ],
)
def test_broken_or_hostile_tmx_gives_one_clear_error(tmp_path, content, expected):
    path = tmp_path / "memory.tmx"
    path.write_text(content, encoding="utf-8")
    items = list(read_paths([path]))
    errors = [i for i in items if isinstance(i, InputError)]
    assert len(errors) == 1 and expected in errors[0].message and errors[0].path == str(path)


def test_tmx_unit_without_id_is_named_by_position_and_one_without_source_is_reported(tmp_path):
    path = tmp_path / "memory.tmx"
    path.write_text(
        '<tmx version="1.4"><header srclang="en"/><body>\n'
        '<tu><tuv xml:lang="en"><seg>Draw a card.</seg></tuv><tuv xml:lang="es"><seg>Roba una carta.</seg></tuv></tu>\n'
        '<tu tuid="x"><tuv xml:lang="de"><seg>Ziehe.</seg></tuv><tuv xml:lang="es"><seg>Roba.</seg></tuv></tu>\n'
        "</body></tmx>\n",
        encoding="utf-8",
    )
    cards, errors = _records(path)
    assert [c.id for c in cards] == ["tu-1"]  # issue 19: a unit without id is named by its position, not rejected
    assert [(e.line, e.level, e.message.split(" (")[0]) for e in errors] == [
        (2, "notice", "units without tuid, x-card-id or x-context are named by their position"),
        (3, "warning", "units with no English <tuv>"),
    ]
