"""Every input format round-trips: ids, texts, game, locale codes, suppressions, and
positions that land on the text's own characters in the file."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from linter.model.findings import InputError
from linter.readers import FORMATS, detect_format, read_paths
from linter.readers.records import CardRecord

DATA = Path(__file__).parent / "data" / "readers"


def file_lines(path: str | Path) -> list[str]:
    return Path(path).read_text(encoding="utf-8-sig").split("\n")


def assert_lands(record: CardRecord, path: str | Path | None = None, lang: str | None = None) -> None:
    """Each letter of each located text is found at the line and column its position gives
    (a character the file escapes, like ``\u00e9``, lands on its backslash)."""
    lines = file_lines(path or record.path)
    for language, position in record.positions.items():
        if lang is not None and language != lang:
            continue
        text = record.texts[language]
        for offset, char in enumerate(text):
            if char.isalnum():
                line, column = position.at(text, offset)
                allowed = (char,) if char.isascii() else (char, "\\")
                assert lines[line - 1][column - 1] in allowed, (language, offset, text)


def records(path: Path, **options) -> tuple[list[CardRecord], list[InputError]]:
    found = list(read_paths([path], **options))
    return ([r for r in found if isinstance(r, CardRecord)], [r for r in found if isinstance(r, InputError)])


def test_formats_and_detection():
    assert FORMATS == ("jsonl", "json", "split", "csv", "tsv", "xlsx", "po", "xliff", "tmx")
    cases = {
        "cards.jsonl": "jsonl", "cards.ndjson": "jsonl", "cards.json": "json", "cards.es.json": "split",
        "locales/es-419/cards.json": "split", "data/cards.json": "json", "cards.CSV": "csv", "cards.tsv": "tsv",
        "es.po": "po", "cards.pot": "po", "cards.fr.xlf": "xliff", "cards.xliff": "xliff",
        "cards.xlsx": "xlsx", "memory.TMX": "tmx",
    }
    for name, expected in cases.items():
        assert detect_format(Path(name)) == expected, name
    with pytest.raises(ValueError, match="unknown file type '.txt'"):
        detect_format(Path("cards.txt"))


def test_json_lines_round_trip():
    cards, errors = records(DATA / "cards.jsonl")
    assert errors == []
    c1, c2 = cards
    assert (c1.id, c1.game, c1.line) == ("c1", "mtg", 1)
    assert c1.texts == {"en": "Destroy target creature.", "es": "Destruye la criatura objetivo.",
                        "fr": "Détruisez une créature ciblée."}
    assert c1.locales == {"en": "en", "es": "es_ES", "fr": "fr-CA"}
    assert c1.positions["fr"].at(c1.texts["fr"], 0) == (1, 125)
    assert_lands(c1)
    assert c2.suppressions[0].rules == ("target-count",)
    assert c2.suppressions[0].reason == "the printed card allows two"
    assert c2.suppressions[0].lang == "es"  # "es-419" in the file: suppressions speak of languages
    assert_lands(c2)


def test_json_array_round_trip():
    cards, errors = records(DATA / "cards.json")
    assert errors == []
    c1, c2 = cards
    assert (c1.id, c1.line, c2.id, c2.line) == ("c1", 2, "c2", 10)
    assert c1.texts == {"en": "Destroy target creature.", "de": "Zerstöre eine Kreatur deiner Wahl."}
    assert c1.locales["de"] == "de_AT"
    assert c1.positions["de"].at(c1.texts["de"], 0) == (7, 17)
    assert c2.locales["es"] == "es-419"
    suppression = c2.suppressions[0]
    assert (suppression.rules, suppression.line, suppression.lang) == (("target-count",), 13, None)
    for card in cards:
        assert_lands(card)


def test_split_database_pairs_by_id_and_names_one_sided_cards():
    found = list(read_paths([DATA / "split" / "cards.es.json"]))  # the English file is found next to it
    cards = [r for r in found if isinstance(r, CardRecord)]
    warnings = [r for r in found if isinstance(r, InputError)]
    assert [c.id for c in cards] == ["c1", "c2"]
    c1, c2 = cards
    assert c1.texts == {"en": "Destroy target creature.", "es": "Destruye la criatura objetivo."}
    assert c1.game == "mtg"  # from the English file's card object
    assert c1.path.endswith("cards.es.json") and c1.source_path.endswith("cards.en.json")
    assert c2.suppressions[0].rules == ("target-count",) and c2.suppressions[0].lang == "es"
    assert c2.suppressions[0].line == 5
    for card in cards:
        assert_lands(card, card.path, "es")
        assert_lands(card, card.source_path, "en")
    assert {(Path(w.path).name, w.line, w.level) for w in warnings} == {("cards.es.json", 7, "warning"),
                                                                       ("cards.en.json", 4, "warning")}
    assert any("'c9' is in" in w.message and "not in" in w.message for w in warnings)
    assert any("'c3' is missing from" in w.message and "cards.es.json" in w.message for w in warnings)


def test_split_database_in_locale_folders_with_ascii_escapes():
    cards, errors = records(DATA / "folders")
    assert errors == []
    (card,) = cards
    assert card.texts == {"en": "Destroy target creature.", "fr": "Détruisez une créature ciblée."}
    assert card.locales == {"en": "en", "fr": "fr-CA"}
    assert card.positions["fr"].encoding == "json-ascii"
    # "créature" starts after "D\u00e9truisez une " in the file
    assert card.positions["fr"].at(card.texts["fr"], card.texts["fr"].index("créature")) == (1, 28)
    assert_lands(card, card.path, "fr")


def test_split_database_without_source_file(tmp_path):
    (tmp_path / "cards.es.json").write_text('{"c1": "Destruye la criatura objetivo."}', encoding="utf-8")
    cards, errors = records(tmp_path / "cards.es.json")
    assert cards == []
    assert len(errors) == 1 and errors[0].level == "error"
    assert "no English file" in errors[0].message and "cards.en.json" in errors[0].message


def test_csv_round_trip_with_variants_and_multi_line_fields():
    cards, errors = records(DATA / "cards.csv")
    assert errors == []
    assert [(c.id, c.line, c.locales.get("es")) for c in cards] == [
        ("c1", 2, "es_ES"), ("c1", 2, "es-419"), ("c2", 3, "es_ES"), ("c3", 6, "es_ES")]
    assert cards[1].texts == {"en": "Destroy target creature.", "es": "Destruye la criatura objetivo."}
    c2 = cards[2]
    assert c2.texts["es"] == "Destruye hasta dos criaturas objetivo.\nRoba una carta."
    assert c2.positions["es"].at(c2.texts["es"], c2.texts["es"].index("Roba")) == (5, 1)
    c3 = cards[3]
    assert c3.texts["es"] == 'Roba una carta "extra".'
    assert c3.positions["es"].at(c3.texts["es"], c3.texts["es"].index("extra")) == (6, 39)
    for card in cards:
        assert card.game == "mtg"
        assert_lands(card)


def test_tsv_round_trip():
    cards, errors = records(DATA / "cards.tsv")
    assert errors == []
    (card,) = cards
    assert card.texts == {"en": "Destroy target creature.", "de": "Zerstöre eine Kreatur deiner Wahl."}
    assert card.game == "mtg"
    assert_lands(card)


def test_po_round_trip():
    cards, errors = records(DATA / "po" / "es_ES.po")
    assert errors == []
    assert [c.id for c in cards] == ["c1", "c2"]  # c3 is fuzzy, c4 untranslated
    c1, c2 = cards
    assert c1.texts == {"en": "Destroy target creature.", "es": "Destruye la criatura objetivo."}
    assert (c1.game, c1.line, c1.locales["es"]) == ("mtg", 9, "es_ES")
    assert c2.texts["en"] == "Destroy target creature."  # wrapped over two lines in the file
    assert c2.positions["es"].at(c2.texts["es"], c2.texts["es"].index("objetivo")) == (20, 2)
    suppression = c2.suppressions[0]
    assert (suppression.rules, suppression.reason, suppression.line, suppression.lang) == (
        ("target-count",), "the printed card allows two", 13, "es")
    for card in cards:
        assert_lands(card)


def test_po_fuzzy_entries_on_request():
    cards, _ = records(DATA / "po" / "es_ES.po", include_fuzzy=True)
    assert [c.id for c in cards] == ["c1", "c2", "c3"]
    assert cards[2].texts["es"] == "Roba dos cartas."


def test_po_locale_from_folder_and_reasonless_translator_comment():
    cards, errors = records(DATA / "po" / "fr" / "LC_MESSAGES" / "cards.po")
    assert errors == []
    (card,) = cards
    assert card.texts["fr"] == 'Détruisez une créature "ciblée".'
    assert card.locales["fr"] == "fr"
    assert card.suppressions[0].rules == ("target-restriction",)
    assert card.suppressions[0].reason == ""  # reported by the checker as a suppression without a reason
    text = card.texts["fr"]
    assert card.positions["fr"].at(text, text.index("ciblée")) == (8, 34)  # after the escaped quote
    assert_lands(card)


def test_xliff_1_2_round_trip():
    cards, errors = records(DATA / "cards.fr.xlf")
    assert errors == []
    (card,) = cards  # c2 "needs-translation" is skipped; <alt-trans> is not the translation
    assert card.texts == {"en": "{T}: Destroy target creature.", "fr": "{T} : Détruisez une créature ciblée."}
    assert card.locales == {"en": "en-US", "fr": "fr-CA"}
    assert (card.game, card.line) == ("mtg", 5)
    text = card.texts["fr"]
    assert card.positions["fr"].at(text, text.index("Détruisez")) == (7, 39)
    suppression = card.suppressions[0]
    assert (suppression.rules, suppression.reason, suppression.line) == (
        ("target-count", "zone"), "checked with the rules team", 9)
    assert_lands(card)


def test_xliff_1_2_unfinished_targets_on_request():
    cards, _ = records(DATA / "cards.fr.xlf", include_fuzzy=True)
    assert [c.id for c in cards] == ["c1", "c2"]


def test_xliff_2_0_round_trip_across_segments():
    cards, errors = records(DATA / "cards.de.xlf")
    assert errors == []
    (card,) = cards
    assert card.texts == {"en": "Destroy target creature. Draw a card.",
                          "de": "Zerstöre eine Kreatur deiner Wahl. Ziehe eine Karte."}
    assert card.locales["de"] == "de-AT"
    text = card.texts["de"]
    assert card.positions["de"].at(text, text.index("Ziehe")) == (14, 17)  # the second segment's line
    assert card.suppressions[0].rules == ("selection-kind",) and card.suppressions[0].line == 6
    assert_lands(card)


def test_read_paths_walks_folders_and_reads_each_file_once():
    found = list(read_paths([DATA, DATA / "cards.json"]))
    paths = {Path(r.path).relative_to(DATA).as_posix() for r in found if isinstance(r, CardRecord)}
    assert paths == {"cards.jsonl", "cards.json", "cards.csv", "cards.tsv", "po/es_ES.po",
                     "po/fr/LC_MESSAGES/cards.po", "cards.fr.xlf", "cards.de.xlf", "split/cards.es.json",
                     "folders/fr-CA/cards.json"}
    assert sum(1 for r in found if isinstance(r, CardRecord) and r.path.endswith("cards.json")
               and "folders" not in r.path) == 2


def test_read_paths_skips_unknown_extensions_and_hidden_folders(tmp_path):
    shutil.copy(DATA / "cards.jsonl", tmp_path / "cards.jsonl")
    (tmp_path / "README.txt").write_text("notes", encoding="utf-8")
    (tmp_path / ".git").mkdir()
    (tmp_path / ".git" / "broken.json").write_text("{", encoding="utf-8")
    found = list(read_paths([tmp_path]))
    assert all(isinstance(r, CardRecord) for r in found) and len(found) == 2


def test_input_format_overrides_the_extension(tmp_path):
    path = tmp_path / "export.txt"
    shutil.copy(DATA / "cards.csv", path)
    cards, errors = records(path, input_format="csv")
    assert errors == [] and [c.id for c in cards][:1] == ["c1"]
    with pytest.raises(ValueError, match="unknown input format"):
        list(read_paths([path], input_format="docx"))
    assert "unknown file type" in records(path)[1][0].message


@pytest.mark.parametrize("name", ["cards.jsonl", "cards.json", "cards.csv", "po/es_ES.po", "split/cards.es.json"])
def test_findings_point_at_the_translated_words(name):
    from linter.check import Checker, CheckOptions

    result = Checker(CheckOptions(game="mtg")).run(read_paths([DATA / name]))
    (finding,) = [f for f in result.findings if f.card == "c2" and f.name == "target-count"]
    lines = file_lines(finding.path)
    assert Path(finding.path).name == Path(name).name
    start = lines[finding.line - 1][finding.column - 1:]
    assert start.startswith(finding.span.text.split()[0])
    source = lines[finding.source_line - 1][finding.source_column - 1:]
    assert source.startswith("target") or name.startswith("split")
