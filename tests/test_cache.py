"""The on-disk analysis cache (``--cache DIR``): hits, keys, persistence, damage, bounds."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from linter.cache import STORE_NAME, CachedAnalyzer, default_cache_dir
from linter.model.analysis import Analysis
from linter.pipeline import analyze

MURDER_ES = "Destruye la criatura objetivo."
BOLT_EN = "Lightning Bolt deals 3 damage to any target."


class CountingAnalyze:
    """The real analyser, counting the texts it really analysed."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def __call__(self, text: str, lang: str, game: str, card_type: str | None = None) -> Analysis:
        self.texts.append(text)
        return analyze(text, lang, game, card_type)


def test_second_lookup_is_a_hit_with_the_same_frames(tmp_path: Path) -> None:
    counting = CountingAnalyze()
    cache = CachedAnalyzer(tmp_path, counting)
    first = cache.analysis(MURDER_ES, "es", "mtg")
    second = cache.analysis(MURDER_ES, "es", "mtg")
    assert counting.texts == [MURDER_ES]
    assert (cache.hits, cache.misses) == (1, 1)
    assert second == first
    assert [f.concept for f in second.frames] == ["target"]


def test_entries_survive_the_run_and_only_changed_texts_are_analysed(tmp_path: Path) -> None:
    first_run = CachedAnalyzer(tmp_path, CountingAnalyze())
    for text in (BOLT_EN, "Destroy target creature."):
        first_run.analysis(text, "en", "mtg")
    first_run.close()

    counting = CountingAnalyze()
    second_run = CachedAnalyzer(tmp_path, counting)
    second_run.analysis(BOLT_EN, "en", "mtg")
    second_run.analysis("Destroy target artifact.", "en", "mtg")  # the edited card
    second_run.close()
    assert counting.texts == ["Destroy target artifact."]
    assert (second_run.hits, second_run.misses) == (1, 1)


@pytest.mark.parametrize(
    "other",
    [
        ("Destroy target creature.", "en", "ygo", None),
        ("Destroy target creature.", "es", "mtg", None),
        ("Destroy target creature.", "en", "mtg", "Instant"),
        ("Destroy target creature. ", "en", "mtg", None),
    ],
)
def test_language_game_type_and_text_are_part_of_the_key(tmp_path: Path, other: tuple) -> None:
    counting = CountingAnalyze()
    cache = CachedAnalyzer(tmp_path, counting)
    cache.analysis("Destroy target creature.", "en", "mtg", None)
    result = cache.analysis(*other)
    assert len(counting.texts) == 2
    assert (result.lang, result.game) == (other[1], other[2])


def _corrupt_every_entry(folder: Path) -> None:
    db = sqlite3.connect(folder / STORE_NAME)
    with db:
        db.execute("UPDATE analysis SET value = ?", (b"\x80\x04not a pickle",))
    db.close()


def test_a_damaged_entry_is_recomputed_not_a_crash(tmp_path: Path) -> None:
    cache = CachedAnalyzer(tmp_path, CountingAnalyze())
    good = cache.analysis(BOLT_EN, "en", "mtg")
    cache.close()
    _corrupt_every_entry(tmp_path)

    counting = CountingAnalyze()
    again = CachedAnalyzer(tmp_path, counting)
    assert again.analysis(BOLT_EN, "en", "mtg") == good
    again.close()
    assert counting.texts == [BOLT_EN]
    third = CachedAnalyzer(tmp_path, CountingAnalyze())  # the recomputed entry replaced the bad one
    assert third.analysis(BOLT_EN, "en", "mtg") == good and third.hits == 1


def test_a_store_that_is_not_a_database_is_replaced(tmp_path: Path) -> None:
    (tmp_path / STORE_NAME).write_bytes(b"PK\x03\x04 this is a zip file, not SQLite" * 100)
    cache = CachedAnalyzer(tmp_path, CountingAnalyze())
    result = cache.analysis(MURDER_ES, "es", "mtg")
    cache.close()
    assert [f.concept for f in result.frames] == ["target"]
    assert CachedAnalyzer(tmp_path).analysis(MURDER_ES, "es", "mtg") == result


def test_an_unusable_folder_turns_the_cache_off_with_one_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder should be\n")
    counting = CountingAnalyze()
    cache = CachedAnalyzer(blocker / "cardlint", counting)
    for _ in range(3):
        assert [f.concept for f in cache.analysis(MURDER_ES, "es", "mtg").frames] == ["target"]
    cache.close()
    assert len(counting.texts) == 3
    warnings = capsys.readouterr().err.splitlines()
    assert len(warnings) == 1 and "running without it" in warnings[0]


def test_the_store_stays_within_its_bound(tmp_path: Path) -> None:
    cache = CachedAnalyzer(
        tmp_path, lambda text, lang, game, card_type=None: Analysis(lang, game, text, (), (), 1), max_entries=50
    )
    for n in range(120):
        cache.analysis(f"Draw {n} cards.", "en", "mtg")
        if n % 20 == 19:
            cache.store.flush()
    cache.close()
    (count,) = sqlite3.connect(tmp_path / STORE_NAME).execute("SELECT COUNT(*) FROM analysis").fetchone()
    assert count <= 50


def test_default_folder_follows_xdg_then_home() -> None:
    assert default_cache_dir({"XDG_CACHE_HOME": "/srv/cache"}) == Path("/srv/cache/cardlint")
    assert default_cache_dir({}).name == "cardlint"


def test_the_key_covers_the_engine_code(tmp_path: Path) -> None:
    from linter.cache import code_fingerprint, source_hash

    package = tmp_path / "linter"
    (package / "components").mkdir(parents=True)
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "components" / "matching.py").write_text("RULE = 1\n", encoding="utf-8")
    (package / "notes.md").write_text("not code\n", encoding="utf-8")
    before = source_hash(package)
    assert source_hash(package) == before
    (package / "notes.md").write_text("still not code\n", encoding="utf-8")
    assert source_hash(package) == before
    (package / "components" / "matching.py").write_text("RULE = 2\n", encoding="utf-8")
    assert source_hash(package) != before
    assert code_fingerprint() == code_fingerprint() and len(code_fingerprint()) == 16


def test_a_fully_cached_check_never_imports_spacy(tmp_path: Path) -> None:
    import json
    import subprocess
    import sys

    cards = tmp_path / "cards.jsonl"
    texts = {"en": "Destroy target creature.", "es": MURDER_ES, "de": "Zerstöre eine Kreatur deiner Wahl.",
             "fr": "Détruisez une créature ciblée."}  # fmt: skip
    cards.write_text(json.dumps({"id": "Murder", "game": "mtg", "text": texts}) + "\n", encoding="utf-8")
    run = (
        "import sys\n"
        "from linter.cli import main\n"
        "code = main(['check', '--format', 'json', '--cache', sys.argv[1], sys.argv[2]])\n"
        "print('SPACY' if any(m == 'spacy' or m.startswith('spacy.') for m in sys.modules) else 'NO-SPACY', code)\n"
    )
    command = [sys.executable, "-c", run, str(tmp_path / "store"), str(cards)]
    first = subprocess.run(command, capture_output=True, text=True, check=True, cwd=tmp_path)
    second = subprocess.run(command, capture_output=True, text=True, check=True, cwd=tmp_path)
    assert first.stdout.splitlines()[-1].split()[0] == "SPACY"  # the first run analysed the texts
    assert second.stdout.splitlines()[-1].split()[0] == "NO-SPACY", second.stdout[-500:]
    assert json.loads("\n".join(second.stdout.splitlines()[:-1])) == json.loads(
        "\n".join(first.stdout.splitlines()[:-1])
    )


def test_prefetched_batch_is_read_in_one_query_and_gives_the_stored_analyses(tmp_path: Path) -> None:
    writing = CachedAnalyzer(tmp_path, CountingAnalyze())
    stored = {lang: writing.analysis(text, lang, "mtg") for text, lang in ((MURDER_ES, "es"), (BOLT_EN, "en"))}
    writing.close()
    counting = CountingAnalyze()
    reading = CachedAnalyzer(tmp_path, counting)
    reading.prefetch(
        [(MURDER_ES, "es", "mtg", None), (BOLT_EN, "en", "mtg", None), ("Draw a card.", "en", "mtg", None)]
    )
    db = reading.store._connect()
    assert db is not None
    queries: list[str] = []
    db.set_trace_callback(queries.append)
    assert reading.analysis(MURDER_ES, "es", "mtg") == stored["es"]
    assert reading.analysis(BOLT_EN, "en", "mtg") == stored["en"]
    assert not any(q.startswith("SELECT") for q in queries)  # both came from the batch's one query
    reading.analysis("Draw a card.", "en", "mtg")  # not stored: analysed
    assert counting.texts == ["Draw a card."]
    assert (reading.hits, reading.misses) == (2, 1)
