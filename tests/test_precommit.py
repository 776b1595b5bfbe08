"""The pre-commit hook as a team uses it: it passes on a faithful card file and fails on a broken one.

Slow and needs PyPI: pre-commit installs this working tree (with spaCy) into its own
environment, as it would for a team. Deselect with ``-m "not network"``.
"""

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GIT = ["git", "-c", "user.name=cardlint tests", "-c", "user.email=tests@cardlint.invalid",
       "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main"]

pytestmark = pytest.mark.network


def _pre_commit() -> list[str]:
    """How to run pre-commit: from this environment, else from PATH; skip when it is missing."""
    if importlib.util.find_spec("pre_commit") is not None:
        return [sys.executable, "-m", "pre_commit"]
    exe = shutil.which("pre-commit")
    if exe is None:
        pytest.skip("pre-commit is not installed (it is in the test extra: pip install '.[test]')")
    return [exe]


def _git(*args: str, cwd: Path) -> str:
    return subprocess.run([*GIT, *args], cwd=cwd, check=True, capture_output=True, text=True).stdout


def _snapshot(dest: Path) -> str:
    """This working tree (uncommitted and new files included) as a one-commit repository; its revision."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("the hook test needs git and a git checkout of cardlint")
    listed = _git("ls-files", "--cached", "--others", "--exclude-standard", "-z", cwd=ROOT)
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if source.is_file():  # a file deleted in the working tree is still in the index
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, dest / name)
    _git("init", "-q", cwd=dest)
    _git("add", "-A", cwd=dest)
    _git("commit", "-q", "-m", "snapshot", cwd=dest)
    return _git("rev-parse", "HEAD", cwd=dest).strip()


def _cards(path: Path, *cards: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(json.dumps(c, ensure_ascii=False) for c in cards) + "\n", encoding="utf-8")


def test_the_hook_passes_faithful_cards_and_fails_broken_ones(tmp_path):
    command = _pre_commit()
    source = tmp_path / "cardlint"
    source.mkdir()
    rev = _snapshot(source)

    team = tmp_path / "team"
    _cards(team / "cards" / "faithful.jsonl",
           {"id": "Murder", "game": "mtg", "text": {"en": "Destroy target creature.", "es": "Destruye la criatura objetivo."}})
    _cards(team / "cards" / "broken.jsonl",
           {"id": "Twin Tap", "game": "mtg", "text": {"en": "Tap up to two target creatures.", "es": "Gira dos criaturas objetivo."}})
    (team / ".pre-commit-config.yaml").write_text(
        f"repos:\n  - repo: {json.dumps(str(source))}\n    rev: {rev}\n    hooks:\n      - id: cardlint\n", encoding="utf-8")
    _git("init", "-q", cwd=team)
    _git("add", "-A", cwd=team)

    env = dict(os.environ, PRE_COMMIT_HOME=str(tmp_path / "pre-commit-home"), PRE_COMMIT_COLOR="never")

    def run(path: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([*command, "run", "cardlint", "--files", path], cwd=team, env=env,
                              capture_output=True, text=True, timeout=300)

    passed = run("cards/faithful.jsonl")  # the first run installs cardlint into pre-commit's environment
    assert passed.returncode == 0, passed.stdout + passed.stderr
    assert "cardlint" in passed.stdout and "Passed" in passed.stdout

    failed = run("cards/broken.jsonl")
    assert failed.returncode == 1, failed.stdout + failed.stderr
    assert "Failed" in failed.stdout
    assert "Twin Tap [es] CL102 target-count" in failed.stdout
