"""What a one-card ``cardlint check`` imports: spaCy without its command line, and no spaCy (nor
multiprocessing) at all when every analysis is cached. Behaviour, not timing (figures: ``bench/cold_start.py``)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

CARD = {
    "id": "Murder",
    "game": "mtg",
    "text": {
        "en": "Destroy target creature.",
        "es": "Destruye la criatura objetivo.",
        "de": "Zerstöre eine Kreatur deiner Wahl.",
        "fr": "Détruisez toutes les créatures.",  # a finding: "target" lost in French
    },
}


def _check(tmp_path: Path, *options: str, first: str = "") -> tuple[dict[str, object], set[str]]:
    """The JSON report of ``python -X importtime -m linter check`` (after ``first``, Python run
    before cardlint) and the modules that process imported."""
    cards = tmp_path / "cards.jsonl"
    cards.write_text(json.dumps(CARD, ensure_ascii=False) + "\n", encoding="utf-8")
    run = f"{first}\nimport runpy, sys\nsys.argv = ['cardlint', *sys.argv[1:]]\nrunpy.run_module('linter', run_name='__main__')"
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", run, "check", "--format", "json", *options, str(cards)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        check=False,
    )
    assert done.returncode == 1, done.stderr[-2000:]  # 1: findings
    modules = {line.split("|")[-1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")}
    return json.loads(done.stdout), modules


def test_an_uncached_check_imports_spacy_without_its_command_line(tmp_path: Path) -> None:
    report, modules = _check(tmp_path, "--no-cache")
    assert "spacy" in modules and "spacy.tokenizer" in modules
    assert not {"spacy.cli", "spacy.cli.info", "weasel", "typer", "requests"} & modules
    # the same findings as with spaCy imported the ordinary way, command line and all
    ordinary, imported = _check(tmp_path, "--no-cache", first="import spacy")
    assert "spacy.cli" in imported
    assert report == ordinary
    assert [finding["name"] for finding in report["findings"]] == ["selection-kind"]  # type: ignore[index,union-attr]


def test_a_fully_cached_check_imports_no_spacy(tmp_path: Path) -> None:
    store = str(tmp_path / "store")
    first, analysed = _check(tmp_path, "--cache", store)
    assert "spacy" in analysed
    cached, modules = _check(tmp_path, "--cache", store)
    assert not {module for module in modules if module == "spacy" or module.startswith(("spacy.", "thinc"))}
    # nor what only a second job needs (multiprocessing, its sockets)
    assert not {"multiprocessing", "socket"} & modules
    assert cached == first


def test_spacy_command_line_still_loads_when_asked_for() -> None:
    code = (
        "from linter.spacy_import import import_spacy\n"
        "import_spacy()\n"
        "import sys, spacy\n"
        "assert 'spacy.cli' not in sys.modules\n"
        "import spacy.cli\n"
        "assert callable(spacy.cli.setup_cli) and callable(spacy.cli.info)\n"
        "print(sorted(spacy.info(silent=True)))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "spacy_version" in done.stdout
