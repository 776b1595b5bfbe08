"""The server's document model without a client: buffers, caches, positions, quick fixes."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from lsprotocol import types

from linter.lsp.actions import code_actions
from linter.lsp.buffers import BufferPath, BufferReader
from linter.lsp.cache import FrameCache
from linter.lsp.checking import lint_text
from linter.lsp.settings import SettingsStore

DATA = Path(__file__).parent / "data" / "lsp"


def _lint(path: Path, text: str, reader: BufferReader | None = None, cache: FrameCache | None = None):
    reader = reader or BufferReader(path)
    return lint_text(path, text, reader, SettingsStore().for_document(path), cache or FrameCache())


def test_only_the_edited_card_is_analysed_again(tmp_path: Path):
    path = tmp_path / "cards.jsonl"
    cards = [{"id": f"c{i}", "game": "mtg", "text": {"en": f"Destroy target creature with mana value {i}.",
                                                     "es": f"Destruye la criatura objetivo con valor de maná {i}."}}
             for i in range(40)]
    text = "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cards)
    reader, cache = BufferReader(path), FrameCache()
    first = _lint(path, text, reader, cache)
    assert cache.analysed == 80 and not first.findings
    edited = text.replace("Destruye la criatura objetivo con valor de maná 7.",
                          "Destruye todas las criaturas con valor de maná 7.")
    second = _lint(path, edited, reader, cache)
    assert cache.analysed == 81 and reader.parsed_lines == 1
    assert [(f.card, f.name, f.line) for f in second.findings] == [("c7", "selection-kind", 8)]
    moved = _lint(path, "\n\n" + edited, reader, cache)  # every card two lines down: nothing analysed again
    assert cache.analysed == 81 and reader.parsed_lines == 0
    assert [(f.card, f.line) for f in moved.findings] == [("c7", 10)]
    assert moved.position(10, moved.findings[0].column).line == 9


def test_columns_are_utf16_units_for_the_protocol(tmp_path: Path):
    path = tmp_path / "cards.jsonl"
    line = json.dumps({"id": "🂡 ace", "game": "mtg", "text": {"en": "Destroy up to two target creatures.",
                                                              "es": "Destruye dos criaturas objetivo."}},
                      ensure_ascii=False)
    lint = _lint(path, line + "\n")
    finding = lint.findings[0]
    start = lint.text_range(lint.records[0], "es", finding.span.start, finding.span.end).start
    code_points = line.index("dos criaturas")
    assert start.character == code_points + 1  # the playing card is two UTF-16 units


def test_buffer_path_reads_the_buffer_and_only_the_buffer(tmp_path: Path):
    path = BufferPath.holding(tmp_path / "es.po", "unsaved")
    assert path.open("rb").read() == b"unsaved" and path.stat().st_size == 7
    assert not (path.parent / "missing.po").exists()  # derived paths are ordinary paths


def test_a_split_database_translation_is_read_with_its_source_from_disk(tmp_path: Path):
    (tmp_path / "cards.en.json").write_text('{"wipe": {"text": "Destroy target creature.", "game": "mtg"}}\n',
                                            encoding="utf-8")
    path = tmp_path / "cards.es.json"
    path.write_text('{"wipe": "Destruye la criatura objetivo."}\n', encoding="utf-8")
    lint = _lint(path, '{"wipe": "Destruye todas las criaturas."}\n')  # the unsaved buffer, not the file
    assert [f.name for f in lint.findings] == ["selection-kind"]


def _apply(text: str, edit: types.TextEdit) -> str:
    lines = text.splitlines(keepends=True)
    start = sum(len(l) for l in lines[:edit.range.start.line]) + edit.range.start.character
    end = sum(len(l) for l in lines[:edit.range.end.line]) + edit.range.end.character
    return text[:start] + edit.new_text + text[end:]


def test_ignore_in_a_pretty_json_array_adds_an_indented_field_that_reads_back(tmp_path: Path):
    path = tmp_path / "cards.json"
    text = json.dumps([{"id": "twin-strike", "game": "mtg",
                        "text": {"en": "Destroy up to two target creatures.", "es": "Destruye dos criaturas objetivo."}}],
                      indent=2, ensure_ascii=False) + "\n"
    lint = _lint(path, text)
    line = lint.findings[0].line - 1
    [action] = [a for a in code_actions(lint, path.as_uri(), types.Range(types.Position(line, 0), types.Position(line, 0)),
                                        "json") if a.title.startswith("Ignore")]
    changed = _apply(text, action.edit.changes[path.as_uri()][0])
    assert '[\n  {\n    "cardlint": {"ignore": ["target-count"], "reason": "", "lang": "es"},\n    "id"' in changed
    again = _lint(path, changed)
    assert [f.name for f in again.findings] == ["suppression-without-reason"]
    with_reason = _lint(path, changed.replace('"reason": ""', '"reason": "this printing says two"'))
    assert with_reason.findings == []


def test_an_existing_suppression_field_becomes_a_list(tmp_path: Path):
    path = tmp_path / "cards.jsonl"
    text = json.dumps({"id": "wipe", "game": "mtg", "cardlint": {"ignore": ["optional"], "reason": "known"},
                       "text": {"en": "Destroy target creature.", "es": "Destruye todas las criaturas."}}) + "\n"
    lint = _lint(path, text)
    [action] = [a for a in code_actions(lint, path.as_uri(), types.Range(types.Position(0, 0), types.Position(0, 0)),
                                        "jsonl") if "selection-kind" in a.title]
    changed = json.loads(_apply(text, action.edit.changes[path.as_uri()][0]))
    assert changed["cardlint"] == [{"ignore": ["optional"], "reason": "known"},
                                   {"ignore": ["selection-kind"], "reason": "", "lang": "es"}]


def test_a_suggested_wording_replaces_the_words_escaped_for_the_file(tmp_path: Path):
    path = tmp_path / "es.po"
    text = (DATA / "es.po").read_text(encoding="utf-8")
    lint = _lint(path, text)
    [finding] = lint.findings
    lint.findings = [replace(finding, suggestion='hasta dos criaturas "objetivo"')]
    line = finding.line - 1
    actions = code_actions(lint, path.as_uri(), types.Range(types.Position(line, 0), types.Position(line, 0)), "po")
    fix = next(a for a in actions if a.is_preferred)
    changed = _apply(text, fix.edit.changes[path.as_uri()][0])
    assert 'msgstr "Destruye hasta dos criaturas \\"objetivo\\"."' in changed


def test_the_projects_baseline_hides_recorded_findings_and_is_read_again_on_reload(tmp_path: Path):
    from linter.baseline import write_baseline

    path = tmp_path / "cards.jsonl"
    text = (DATA / "cards.jsonl").read_text(encoding="utf-8")
    (tmp_path / "pyproject.toml").write_text('[tool.cardlint]\nbaseline = "cardlint-baseline.json"\n', encoding="utf-8")
    store = SettingsStore()
    assert "baseline file not found" in store.for_document(path).problem  # said once, as a message
    before = lint_text(path, text, BufferReader(path), store.for_document(path), FrameCache())
    assert {f.name for f in before.findings} == {"target-count", "selection-kind", "retarget-mode", "optional"}
    write_baseline(tmp_path / "cardlint-baseline.json", [f for f in before.findings if f.name != "optional"])
    assert store.for_document(path).baseline is None  # kept until the server is told it changed
    store.reload()
    after = lint_text(path, text, BufferReader(path), store.for_document(path), FrameCache())
    assert [f.name for f in after.findings] == ["optional"]


def test_ignore_in_xliff_2_adds_a_notes_element_first_in_the_unit(tmp_path: Path):
    path = tmp_path / "cards.xlf"
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="es">\n'
            '  <file id="f1">\n'
            '    <unit id="wipe">\n'
            '      <segment>\n'
            '        <source>Destroy target creature.</source>\n'
            '        <target>Destruye todas las criaturas.</target>\n'
            '      </segment>\n'
            '    </unit>\n'
            '  </file>\n'
            '</xliff>\n')
    store = SettingsStore()
    (tmp_path / "cardlint.toml").write_text('game = "mtg"\n', encoding="utf-8")
    lint = lint_text(path, text, BufferReader(path), store.for_document(path), FrameCache())
    [finding] = lint.findings
    actions = code_actions(lint, path.as_uri(), types.Range(types.Position(6, 0), types.Position(6, 0)), "xliff")
    changed = _apply(text, actions[0].edit.changes[path.as_uri()][0])
    assert '<unit id="wipe">\n      <notes><note>cardlint: ignore selection-kind -- </note></notes>\n' in changed
    again = lint_text(path, changed, BufferReader(path), store.for_document(path), FrameCache())
    assert [f.name for f in again.findings] == ["suppression-without-reason"] and finding.name == "selection-kind"


def test_a_baseline_entry_that_no_longer_occurs_is_shown_on_its_card(tmp_path: Path):
    from linter.baseline import write_baseline
    from linter.lsp.diagnostics import Publisher

    path = tmp_path / "cards.jsonl"
    text = (DATA / "cards.jsonl").read_text(encoding="utf-8")
    (tmp_path / "pyproject.toml").write_text('[tool.cardlint]\nbaseline = "cardlint-baseline.json"\n', encoding="utf-8")
    before = _lint(path, text)
    write_baseline(tmp_path / "cardlint-baseline.json", [f for f in before.findings if f.name == "target-count"])
    store = SettingsStore()
    fixed = text.replace('"es": "Destruye dos criaturas objetivo."', '"es": "Destruye hasta dos criaturas objetivo."')
    reader, cache = BufferReader(path), FrameCache()
    first = lint_text(path, text, reader, store.for_document(path), cache)
    assert "unused-suppression" not in {f.name for f in first.findings}
    after = lint_text(path, fixed, reader, store.for_document(path), cache, previous=first)
    stale = [f for f in after.findings if f.name == "unused-suppression"]
    assert [(f.card, f.lang, f.path, f.line) for f in stale] == [("twin-strike", "es", str(path), 2)]
    assert "baseline entry for target-count on card 'twin-strike' [es] no longer occurs" in stale[0].message
    shown = [d for d in Publisher().diagnostics(after, path.as_uri()) if d.code == "CL901"]
    assert [d.range.start.line for d in shown] == [1]  # the card's line, in the document
    fresh = lint_text(path, fixed, BufferReader(path), store.for_document(path), FrameCache())
    assert fresh.findings == after.findings


def test_a_split_database_shows_its_own_stale_baseline_entries_only(tmp_path: Path):
    from linter.baseline import write_baseline

    (tmp_path / "pyproject.toml").write_text('[tool.cardlint]\nbaseline = "baseline.json"\n', encoding="utf-8")
    (tmp_path / "cards.en.json").write_text('{"wipe": {"text": "Destroy target creature.", "game": "mtg"},\n'
                                            ' "raze": {"text": "Destroy target creature.", "game": "mtg"}}\n',
                                            encoding="utf-8")
    path = tmp_path / "cards.es.json"
    broken = '{"wipe": "Destruye todas las criaturas.",\n "raze": "Destruye todas las criaturas."}\n'
    path.write_text(broken, encoding="utf-8")
    before = _lint(path, broken)
    assert [f.card for f in before.findings] == ["wipe", "raze"]
    write_baseline(tmp_path / "baseline.json", before.findings)
    fixed = broken.replace('"raze": "Destruye todas las criaturas."', '"raze": "Destruye la criatura objetivo."')
    after = _lint(path, fixed)
    assert [(f.name, f.card, f.line) for f in after.findings] == [("unused-suppression", "raze", 2)]
    path.write_text(fixed.replace("todas las criaturas", "la criatura objetivo"), encoding="utf-8")
    other = tmp_path / "cards.de.json"  # another language's file of the same cards: the [es] entries are not its own
    assert _lint(other, '{"wipe": "Zerstöre eine Kreatur deiner Wahl."}\n').findings == []
