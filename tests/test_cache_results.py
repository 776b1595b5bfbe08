"""Whole card checks kept in the cache (``--cache DIR``): an unchanged card is neither analysed nor
checked again, and its findings, suggestions included, are those of a fresh check, at the card's
present place."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_suggestions import SET, SLIPS

from linter.check import Checker
from linter.config import load_config
from linter.lint import lint
from linter.model.findings import Finding

EXAMPLES = Path(__file__).resolve().parents[1] / "corpus" / "examples.jsonl"


def facts(findings: list[Finding]) -> list[tuple]:
    return [(f.card, f.lang, f.code, f.line, f.column, f.end_column, f.message, f.suggestion) for f in findings]


def run(path: Path, store: Path | None):  # type: ignore[no-untyped-def]
    return lint([path], load_config(path.parent, None, {}), cache_dir=store)


@pytest.fixture
def cards(tmp_path: Path) -> Path:
    """The bundled examples, and a set whose slips get the set's own wording as suggestions."""
    path = tmp_path / "cards.jsonl"
    lines = [json.dumps({"id": f"Card {n}", "game": "mtg", "set": "ABC", "text": {"en": en, "es": es}})
             for n, (en, es) in enumerate(SET + SLIPS)]  # fmt: skip
    path.write_text(EXAMPLES.read_text("utf-8") + "\n".join(lines) + "\n", "utf-8")
    return path


def test_a_rerun_checks_nothing_again_and_finds_the_same(cards: Path, tmp_path: Path, monkeypatch) -> None:
    fresh = run(cards, None)
    assert any(f.suggestion for f in fresh.findings)  # the examples have suggestions to keep
    run(cards, tmp_path / "store")

    def no_check(*args, **kwargs):
        raise AssertionError("a kept card was checked again")

    monkeypatch.setattr(Checker, "check_card", no_check)  # (a suggestion is still checked: ``recheck``)
    again = run(cards, tmp_path / "store")
    assert facts(again.findings) == facts(fresh.findings)
    assert (again.cards, again.pairs, again.checked) == (fresh.cards, fresh.pairs, fresh.checked)


def test_a_card_that_moved_keeps_its_findings_at_its_new_place(cards: Path, tmp_path: Path) -> None:
    run(cards, tmp_path / "store")
    moved = tmp_path / "moved.jsonl"
    moved.write_text("\n\n" + cards.read_text("utf-8"), "utf-8")
    expected = facts(run(moved, None).findings)
    assert [e[3] for e in expected] == [f.line + 2 for f in run(cards, None).findings]
    assert facts(run(moved, tmp_path / "store").findings) == expected


def test_an_edited_card_is_checked_again(cards: Path, tmp_path: Path) -> None:
    run(cards, tmp_path / "store")
    lines = cards.read_text("utf-8").splitlines()
    first = json.loads(lines[0])
    first["text"]["es"] = "Destruye una criatura."  # the target is gone
    cards.write_text("\n".join([json.dumps(first, ensure_ascii=False), *lines[1:]]) + "\n", "utf-8")
    again = run(cards, tmp_path / "store")
    assert facts(again.findings) == facts(run(cards, None).findings)
    assert any(f.card == first["id"] and f.lang == "es" for f in again.findings)
