"""``--changed-since REF``: only the cards a commit changed are checked, read from a real git repository."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from linter.cli import main

TEMPLATES = [
    ("Destroy target creature.", "Destruye la criatura objetivo."),
    ("Target player draws two cards.", "El jugador objetivo roba dos cartas."),
    ("Exile target artifact.", "Exilia el artefacto objetivo."),
]
WRONG = "Destruye todas las criaturas."  # "target" lost: a finding


def git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@example.org", *args],
        check=True,
        capture_output=True,
        text=True,
    ).stdout


def card(n: int, es: str | None = None, **extra) -> str:
    en, translated = TEMPLATES[n % len(TEMPLATES)]
    return json.dumps({"id": f"c{n}", "game": "mtg", "text": {"en": en, "es": es or translated}, **extra})


@pytest.fixture
def repo(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    git(tmp_path, "init", "-q")
    return tmp_path


def commit(repo: Path, message: str) -> None:
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", message)


def test_three_edited_cards_of_twenty_thousand_are_the_three_analysed(repo, capsys):
    lines = [card(n) for n in range(20_000)]
    (repo / "cards.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    commit(repo, "cards")
    lines[10] = card(10, WRONG)  # a translation edited
    lines[5000] = card(5000).replace("Exilia el", "Exilia ya el")
    lines[19_999] = card(19_999, cardlint={"ignore": ["target-count"], "reason": "checked"})  # a suppression added
    lines.insert(7, lines.pop(3))  # a card moved: not a change
    (repo / "cards.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    commit(repo, "edit three cards")
    code = main(["check", "cards.jsonl", "--changed-since", "HEAD~1", "--no-cache", "-q", "--color", "never"])
    out = capsys.readouterr().out
    assert "of 3 cards" in out.splitlines()[-1]
    assert "19,997" not in out and "19997 cards unchanged since HEAD~1 not checked" in out.splitlines()[-1]
    assert code == 1 and "c10 [es]" in out and "c0 [" not in out
    main(["check", "cards.jsonl", "--changed-since", "HEAD", "--no-cache", "-q", "--format", "json"])
    summary = json.loads(capsys.readouterr().out)["summary"]
    assert (summary["cards"], summary["unchanged"], summary["changed_since"]) == (0, 20_000, "HEAD")


def test_a_new_file_is_checked_whole_and_a_source_edit_counts(repo, capsys):
    (repo / "old.jsonl").write_text(card(0) + "\n" + card(1) + "\n", encoding="utf-8")
    commit(repo, "old")
    (repo / "new.jsonl").write_text(card(2) + "\n" + card(3) + "\n" + card(4) + "\n", encoding="utf-8")
    (repo / "old.jsonl").write_text(
        card(0) + "\n" + card(1).replace("two cards", "three cards") + "\n", encoding="utf-8"
    )
    main(["check", ".", "--changed-since", "HEAD", "--no-cache", "-q", "--color", "never"])
    assert "of 4 cards" in capsys.readouterr().out.splitlines()[-1]  # 3 new + 1 whose source changed


def test_per_language_database_compares_source_and_translation_files(repo, capsys):
    en = {f"c{n}": TEMPLATES[n % 3][0] for n in range(6)}
    es = {f"c{n}": TEMPLATES[n % 3][1] for n in range(6)}
    (repo / "cards.en.json").write_text(json.dumps(en), encoding="utf-8")
    (repo / "cards.es.json").write_text(json.dumps(es), encoding="utf-8")
    commit(repo, "split")
    es["c3"] = WRONG
    (repo / "cards.es.json").write_text(json.dumps(es), encoding="utf-8")
    main(["check", "cards.es.json", "--game", "mtg", "--changed-since", "HEAD", "--no-cache", "-q", "--color", "never"])
    out = capsys.readouterr().out
    assert "in 1 of 1 card " in out and "c3 [es]" in out


def test_outside_a_repository_or_with_an_unknown_revision_one_clear_error(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path.parent))
    (tmp_path / "cards.jsonl").write_text(card(0) + "\n", encoding="utf-8")
    assert main(["check", "cards.jsonl", "--changed-since", "HEAD~1", "-q"]) == 2
    err = capsys.readouterr().err
    assert "needs a git repository" in err and "Traceback" not in err
    git(tmp_path, "init", "-q")
    commit(tmp_path, "one")
    assert main(["check", "cards.jsonl", "--changed-since", "no-such-branch", "-q"]) == 2
    assert "no commit 'no-such-branch'" in capsys.readouterr().err
    assert main(["check", "cards.jsonl", "--changed-since", "HEAD", "--write-baseline", "b.json"]) == 2
    assert "cannot be combined" in capsys.readouterr().err


def test_report_shows_only_changed_cards(repo, capsys):
    (repo / "cards.jsonl").write_text("\n".join(card(n) for n in range(5)) + "\n", encoding="utf-8")
    commit(repo, "cards")
    (repo / "cards.jsonl").write_text(
        "\n".join(card(n, WRONG if n == 2 else None) for n in range(5)) + "\n", encoding="utf-8"
    )
    assert main(["report", "cards.jsonl", "-o", "review.html", "--changed-since", "HEAD"]) == 0
    err = capsys.readouterr().err
    assert "(1 card, 1 finding, 4 unchanged since HEAD left out)" in err  # issue 19: "1 cards", "1 findings"
    page = Path("review.html").read_text(encoding="utf-8")
    assert '"id":"c2"' in page and '"id":"c1"' not in page
