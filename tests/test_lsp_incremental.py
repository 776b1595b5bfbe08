"""The language server's work after an edit is the edit's: other cards are neither checked nor settled
again, their findings and diagnostics are reused, and the result is what a fresh lint gives."""

from __future__ import annotations

import json
import random
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from lsprotocol import types
from pygls.workspace import TextDocument

from linter.baseline import write_baseline
from linter.lsp.buffers import BufferReader
from linter.lsp.cache import FrameCache
from linter.lsp.checking import lint_text
from linter.lsp.diagnostics import Publisher
from linter.lsp.document import DocumentLint
from linter.lsp.settings import SettingsStore
from linter.lsp.workspace import LspTextDocument
from linter.model.lines import split_lines

PAIRS = [
    ("Destroy target creature.", "Destruye la criatura objetivo."),
    ("Destroy up to two target creatures.", "Destruye dos criaturas objetivo."),
    ("Destroy target creature.", "Destruye todas las criaturas."),
    ("You may choose new targets for target spell.", "Cambia el objetivo del hechizo objetivo."),
    ("Draw a card.", "Roba una carta."),
    ("Exile target artifact.", "Exilia un artefacto."),
]


def _card(i: int) -> dict:
    en, es = PAIRS[i % len(PAIRS)]
    return {"id": f"c{i}", "game": "mtg", "text": {"en": f"{en} ({i})", "es": f"{es} ({i})"}}


def _document(count: int) -> list[str]:
    return [json.dumps(_card(i), ensure_ascii=False) for i in range(count)]


def _text(lines: list[str]) -> str:
    return "\n".join(lines) + "\n"


def test_an_edit_checks_only_the_edited_card_and_reuses_every_other_cards_findings(tmp_path: Path):
    path = tmp_path / "cards.jsonl"
    lines = _document(60)
    reader, cache, publisher = BufferReader(path), FrameCache(), Publisher()
    settings_ = SettingsStore().for_document(path)
    first = lint_text(path, _text(lines), reader, settings_, cache)
    shown = publisher.diagnostics(first, path.as_uri())
    assert cache.compared == 60 and first.findings
    edited = dict(_card(7), text={"en": _card(7)["text"]["en"], "es": "Destruye todas las criaturas. (7)"})
    lines[7] = json.dumps(edited, ensure_ascii=False)
    second = lint_text(path, _text(lines), reader, settings_, cache, previous=first)
    assert cache.compared == 61  # the edited card alone was checked again
    before = [f for f in first.findings if f.card != "c7"]
    after = [f for f in second.findings if f.card != "c7"]
    assert len(before) == len(after) and all(a is b for a, b in zip(before, after, strict=True))
    assert [f.name for f in second.findings if f.card == "c7"] == ["selection-kind"]
    again = publisher.diagnostics(second, path.as_uri())
    unchanged = [d for d in shown if d.data["card"] != "c7"]
    assert all(any(d is e for e in again) for d in unchanged)  # the other cards' diagnostics are not rebuilt
    fresh = lint_text(path, _text(lines), BufferReader(path), settings_, FrameCache())
    assert second.findings == fresh.findings and second.errors == fresh.errors


def _setup(tmp_path: Path) -> tuple[Path, list[str]]:
    """A document with what is settled across records: suppressions (used, unused, without reason), a card
    with two variants of a language, a card id on two lines, an unsupported language on two cards, a broken
    line, a card without a game, and a baseline holding some findings."""
    lines = _document(24)
    lines[2] = json.dumps(dict(_card(2), cardlint={"ignore": ["selection-kind"], "reason": "known"}))
    lines[3] = json.dumps(dict(_card(3), cardlint={"ignore": ["target-count"]}))  # unused, and no reason
    lines[5] = json.dumps({"id": "twins", "game": "mtg", "text": {
        "en": "Destroy up to two target creatures.", "es-ES": "Destruye dos criaturas objetivo.",
        "es-419": "Destruye hasta dos criaturas objetivo."}}, ensure_ascii=False)
    lines[9] = json.dumps(dict(_card(1), id="c4"), ensure_ascii=False)  # the id of line 5's card again
    lines[11] = json.dumps(dict(_card(11), text={"en": "Draw a card.", "xx": "Zzz."}))
    lines[13] = json.dumps(dict(_card(13), text={"en": "Draw a card.", "xx": "Yyy."}))
    lines[15] = '{"id": "broken", "text": '
    lines[17] = json.dumps({"id": "nogame", "text": {"en": "Draw a card.", "es": "Roba una carta."}})
    lines[19] = json.dumps(dict(_card(19), cardlint=[{"ignore": ["selection-kind"], "reason": "r", "lang": "es"}]))
    path = tmp_path / "cards.jsonl"
    (tmp_path / "pyproject.toml").write_text('[tool.cardlint]\nbaseline = "baseline.json"\n', encoding="utf-8")
    whole = lint_text(path, _text(lines), BufferReader(path), SettingsStore().for_document(path), FrameCache())
    write_baseline(tmp_path / "baseline.json", whole.findings[::3])
    return path, lines


def _edit(lines: list[str], rng: random.Random) -> None:
    """Typing, a deleted, duplicated or moved line, a blank line, a card given another card's id or variant."""
    kind = rng.randrange(7)
    i = rng.randrange(len(lines))
    if kind == 0 and lines[i].strip():
        at = rng.randrange(len(lines[i]) + 1)
        lines[i] = lines[i][:at] + rng.choice(["a", " ", "}", "\\u2028"]) + lines[i][at:]
    elif kind == 1 and len(lines) > 3:
        del lines[i]
    elif kind == 2:
        lines.insert(rng.randrange(len(lines) + 1), lines[i])
    elif kind == 3:
        lines.insert(i, "")
    elif kind == 4:
        lines.insert(rng.randrange(len(lines) + 1), lines.pop(i))
    elif kind == 5 and lines[i].startswith('{"id": "c'):
        card = json.loads(lines[i])
        card["id"] = f"c{rng.randrange(24)}"
        lines[i] = json.dumps(card, ensure_ascii=False)
    elif kind == 6 and lines[i].startswith('{"id": "c'):
        card = json.loads(lines[i])
        card["text"] = {"en": card["text"].get("en", ""), "es-ES": "Destruye dos criaturas objetivo.",
                        "es-419": rng.choice(PAIRS)[1]}
        lines[i] = json.dumps(card, ensure_ascii=False)


def _key(lint: DocumentLint) -> tuple:
    return [(f, f.fingerprint) for f in lint.findings], lint.errors


def test_an_incremental_lint_is_a_fresh_lint(tmp_path: Path):
    path, lines = _setup(tmp_path)
    store = SettingsStore()
    reader, cache, publisher = BufferReader(path), FrameCache(), Publisher()
    previous = None
    rng = random.Random(11)
    seen: set[str] = set()
    for _ in range(120):
        _edit(lines, rng)
        lint = lint_text(path, _text(lines), reader, store.for_document(path), cache, previous=previous)
        fresh = lint_text(path, _text(lines), BufferReader(path), store.for_document(path), FrameCache())
        assert _key(lint) == _key(fresh)
        shown = publisher.diagnostics(lint, path.as_uri())
        assert shown == Publisher().diagnostics(fresh, path.as_uri())
        previous = lint
        seen |= {f.name for f in lint.findings} | {"error" for e in lint.errors if "unsupported language" in e.message}
        ids = [r.id for r in lint.records]
        seen |= {"same id twice"} if len(ids) != len(set(ids)) else set()
    assert seen >= {"unused-suppression", "suppression-without-reason", "same id twice", "error"}


def test_an_error_said_once_moves_to_the_next_card_when_its_card_goes(tmp_path: Path):
    path, lines = _setup(tmp_path)
    store = SettingsStore()
    reader, cache = BufferReader(path), FrameCache()
    first = lint_text(path, _text(lines), reader, store.for_document(path), cache)
    assert [e.line for e in first.errors if "unsupported language" in e.message] == [12]
    del lines[11]
    second = lint_text(path, _text(lines), reader, store.for_document(path), cache, previous=first)
    assert [e.line for e in second.errors if "unsupported language" in e.message] == [13]  # card c13, one line up


def test_new_settings_settle_every_card_again(tmp_path: Path):
    path, lines = _setup(tmp_path)
    store = SettingsStore()
    reader, cache = BufferReader(path), FrameCache()
    first = lint_text(path, _text(lines), reader, store.for_document(path), cache)
    (tmp_path / "baseline.json").unlink()
    (tmp_path / "pyproject.toml").write_text('[tool.cardlint]\nignore = ["outdated-template"]\n', encoding="utf-8")
    store.reload()
    again = lint_text(path, _text(lines), reader, store.for_document(path), cache, previous=first)
    fresh = lint_text(path, _text(lines), BufferReader(path), store.for_document(path), FrameCache())
    assert _key(again) == _key(fresh) and _key(again) != _key(first)


class _Reference(TextDocument):
    """The document as pygls applies changes, with the protocol's lines (the slow way: split every time)."""

    @property
    def lines(self):
        return tuple(split_lines(self.source, keepends=True))


_PIECES = st.sampled_from(["a", "é", "🂡", "\n", "\r", "\r\n", "\u2028", " ", "{}", ""])


@settings(max_examples=300, deadline=None)
@given(
    start=st.lists(_PIECES, max_size=12).map("".join),
    changes=st.lists(
        st.tuples(st.integers(0, 7), st.integers(0, 6), st.integers(0, 7), st.integers(0, 6),
                  st.lists(_PIECES, max_size=4).map("".join)),
        max_size=8,
    ),
)
def test_a_document_splices_an_incremental_change_as_pygls_applies_it(start: str, changes: list) -> None:
    kind = types.TextDocumentSyncKind.Incremental
    ours = LspTextDocument("file:///x.jsonl", source=start, version=1, sync_kind=kind)
    reference = _Reference("file:///x.jsonl", source=start, version=1, sync_kind=kind)
    for line, column, end_line, end_column, text in changes:
        first, last = sorted([(line, column), (end_line, end_column)])
        change = types.TextDocumentContentChangePartial(
            range=types.Range(types.Position(*first), types.Position(*last)), text=text)
        ours.apply_change(change)
        reference.apply_change(change)
        assert ours.source == reference.source
        assert tuple(ours.lines) == reference.lines


def test_an_edit_in_a_plain_document_takes_every_other_record_as_it_was(tmp_path: Path):
    """No suppression, baseline or error: the reader says which records an edit replaced and the lint takes
    the other records' findings as they were, checking the edited card alone."""
    path = tmp_path / "cards.jsonl"
    lines = _document(60)
    reader, cache, settings_ = BufferReader(path), FrameCache(), SettingsStore().for_document(path)
    first = lint_text(path, _text(lines), reader, settings_, cache)
    assert reader.edit is None and first.reuse is not None and first.reuse.counts is not None
    lines[30] = lines[30].replace("(30)", "(thirty)")
    second = lint_text(path, _text(lines), reader, settings_, cache, previous=first)
    edit = reader.edit
    assert edit is not None and (edit.start, edit.old_end, edit.end, edit.same_after) == (30, 31, 31, True)
    assert reader.parsed_lines == 1 and cache.compared == 61
    others = [r for i, r in enumerate(second.records) if i != 30]
    assert all(a is b for a, b in zip([r for i, r in enumerate(first.records) if i != 30], others, strict=True))
    fresh = lint_text(path, _text(lines), BufferReader(path), settings_, FrameCache())
    assert _key(second) == _key(fresh)


def _plain_edit(lines: list[str], rng: random.Random) -> None:
    """Mostly a letter typed into a translation; now and then any edit of ``_edit``, or a suppression."""
    i = rng.randrange(len(lines))
    roll = rng.random()
    try:
        card = json.loads(lines[i])
    except json.JSONDecodeError:
        card = None
    if roll < 0.85 and isinstance(card, dict) and isinstance(card.get("text"), dict):
        text = card["text"].get("es", "")
        at = rng.randrange(len(text) + 1)
        card["text"]["es"] = text[:at] + rng.choice("ae ") + text[at:]
        lines[i] = json.dumps(card, ensure_ascii=False)
    elif roll < 0.88 and isinstance(card, dict):
        lines[i] = json.dumps(dict(card, cardlint={"ignore": ["selection-kind"], "reason": "r"}))
    else:
        try:
            _edit(lines, rng)
        except json.JSONDecodeError:  # it gives another id or variant to a line typing broke: no edit
            pass


def test_an_edit_taken_from_the_last_lint_is_a_fresh_lint(tmp_path: Path, monkeypatch):
    import linter.lsp.checking as checking

    taken: list[bool] = []  # per incremental lint: whether the edit's way made it
    by_edit = checking._lint_edit
    monkeypatch.setattr(checking, "_lint_edit", lambda *args: taken.append(by_edit(*args)) or taken[-1])
    path = tmp_path / "cards.jsonl"
    store, reader, cache, publisher = SettingsStore(), BufferReader(path), FrameCache(), Publisher()
    previous, lines, rng = None, _document(30), random.Random(3)
    for number in range(150):
        if number % 15 == 0:
            lines = _document(30)  # the whole text replaced by a plain one again
        _plain_edit(lines, rng)
        lint = lint_text(path, _text(lines), reader, store.for_document(path), cache, previous=previous)
        fresh = lint_text(path, _text(lines), BufferReader(path), store.for_document(path), FrameCache())
        assert _key(lint) == _key(fresh)
        assert publisher.diagnostics(lint, path.as_uri()) == Publisher().diagnostics(fresh, path.as_uri())
        previous = lint
    made = sum(lint is not None for lint in taken)
    assert made > 50 and len(taken) - made > 20, (made, len(taken))  # both ways taken
