"""Each distinct text of a run is analysed once, however far apart its uses are, and nothing is kept after."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import linter.lint as lint_module
from linter.check import Checker, CheckOptions
from linter.config import load_config
from linter.lint import lint
from linter.locales import LocaleError
from linter.pipeline import analyze, build
from linter.readers.records import CardRecord
from linter.report.collect import collect

REPEATED = {"en": "Destroy target creature.", "es": "Destruye la criatura objetivo."}


def cards(filler: int) -> list[CardRecord]:
    """A reprint at both ends of a set, ``filler`` distinct cards between them."""
    middle = [
        CardRecord(f"c{i}", {"en": f"Draw {i} cards.", "es": f"Roba {i} cartas."}, "mtg") for i in range(filler)
    ]
    return [CardRecord("first", REPEATED, "mtg"), *middle, CardRecord("reprint", REPEATED, "mtg")]


class Counting:
    def __init__(self) -> None:
        self.calls: list[tuple[str, str]] = []

    def __call__(self, text: str, lang: str, game: str, card_type: str | None):
        self.calls.append((text, lang))
        return analyze(text, lang, game, card_type)


@pytest.mark.parametrize("filler", [0, 30])
def test_a_repeated_text_is_analysed_once_whatever_lies_between(filler):
    counting = Counting()
    checker = Checker(CheckOptions(), analyze_text=counting)
    records = cards(filler)
    checker.plan(records)
    result = checker.run(records)
    assert counting.calls.count((REPEATED["en"], "en")) == 1
    assert counting.calls.count((REPEATED["es"], "es")) == 1
    assert len(counting.calls) == len(set(counting.calls)) == 2 * (filler + 1)
    assert result.pairs == filler + 2
    assert not checker._kept and not checker._uses  # every analysis dropped after its last use


def test_without_a_plan_nothing_is_kept():
    checker = Checker(CheckOptions())
    checker.run(cards(2))
    assert not checker._kept


def _set_file(tmp_path: Path) -> Path:
    """A JSON-lines set of the seven cards of ``cards(5)`` (a repeated text among them)."""
    path = tmp_path / "set.jsonl"
    path.write_text(
        "\n".join(json.dumps({"id": c.id, "game": "mtg", "text": c.texts}) for c in cards(5)) + "\n", "utf-8"
    )
    return path


def _count_reads(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Every call of ``lint.read_paths``, recorded while it still reads."""
    reads: list[object] = []
    real_read = lint_module.read_paths
    monkeypatch.setattr(lint_module, "read_paths", lambda *a, **k: reads.append(a) or real_read(*a, **k))
    return reads


def test_lint_analyses_each_text_of_the_files_once(tmp_path, monkeypatch):
    path = _set_file(tmp_path)
    counting = Counting()
    monkeypatch.setattr("linter.check.analyze", counting)
    result = lint([path], load_config(tmp_path, None, {}))
    assert result.cards == 7
    assert len(counting.calls) == len(set(counting.calls)) == 12


def test_review_page_reads_each_file_once_and_analyses_each_text_once(tmp_path, monkeypatch):
    path = _set_file(tmp_path)
    reads = _count_reads(monkeypatch)
    counting = Counting()
    monkeypatch.setattr("linter.check.analyze", counting)
    page = collect([path], load_config(tmp_path, None, {})).page
    assert len(reads) == 1
    assert len(counting.calls) == len(set(counting.calls)) == 12
    reprint = next(c for c in page["cards"] if c["id"] == "reprint")
    assert [len(t["frames"]) for t in reprint["texts"]] == [1, 1]  # its frames, from the one shared analysis


def test_review_page_gives_a_card_only_its_own_frames(tmp_path):
    """A card the checker cannot check (no game) shows no frames, not those of the card before it."""
    path = tmp_path / "set.jsonl"
    lines = [{"id": "murder", "game": "mtg", "text": REPEATED}, {"id": "nogame", "text": REPEATED}]
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n", "utf-8")
    page = collect([path], load_config(tmp_path, None, {})).page
    frames = {c["id"]: [len(t["frames"]) for t in c["texts"]] for c in page["cards"]}
    assert frames == {"murder": [1, 1], "nogame": [0, 0]}


def test_with_a_cache_lint_reads_each_file_once_and_analyses_each_text_once(tmp_path, monkeypatch):
    """The cache serves a repeated text, so no counting pass reads the files first."""
    path = _set_file(tmp_path)
    reads = _count_reads(monkeypatch)
    counting = Counting()
    monkeypatch.setattr("linter.pipeline.analyze", counting)
    result = lint([path], load_config(tmp_path, None, {}), cache_dir=tmp_path / "cache")
    assert len(reads) == 1
    assert result.cards == 7
    assert len(counting.calls) == len(set(counting.calls)) == 12


def test_plan_names_the_pipelines_the_run_will_need():
    checker = Checker(CheckOptions(langs=("es",)))
    ygo = CardRecord("pot", {"en": "Draw 2 cards.", "fr": "Piochez 2 cartes.", "de": "Ziehe 2 Karten."}, "ygo")
    checker.plan([*cards(1), ygo, CardRecord("nogame", REPEATED, None)])
    assert checker.planned == {("en", "mtg"), ("es", "mtg"), ("en", "ygo")}  # --lang es: no French, no German


@pytest.mark.parametrize("jobs", [1, 2])
def test_with_jobs_lint_builds_the_planned_pipelines_before_checking(tmp_path, monkeypatch, jobs):
    """Workers fork from a process that already holds every pipeline the files need, instead of each
    building its own (and the parent again for the suggestions it checks last)."""
    path = _set_file(tmp_path)
    built: list[set[tuple[str, str]]] = []
    monkeypatch.setattr(lint_module, "build", lambda pairs: built.append(set(pairs)))
    lint([path], load_config(tmp_path, None, {}), jobs=jobs)
    assert built == ([{("en", "mtg"), ("es", "mtg")}] if jobs > 1 else [])


def test_build_leaves_broken_data_to_the_card_that_needs_it():
    build([("xx", "mtg"), ("en", "mtg")])  # a language spaCy does not know: no error here
    assert analyze("Destroy target creature.", "en", "mtg").frames
    with pytest.raises(LocaleError):
        analyze("Destroy target creature.", "xx", "mtg")
