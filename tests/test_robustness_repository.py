"""A repository that holds more than cards: files that are no card files are skipped with a notice
when a folder is walked (an error when named), a symlink out of the repository is a clear error for
``--changed-since``, and the temporary files of a killed run are removed by the next one."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from linter.cli import main
from linter.output import DEAD_AFTER, remove_dead_temporaries, write_atomic
from test_changed_since import card, commit, repo  # noqa: F401 - the repository fixture

CARD = {"id": "twin-strike", "game": "mtg",
        "text": {"en": "Destroy target creature.", "es": "Destruye hasta dos criaturas objetivo."}}
NOT_CARDS = {
    "package.json": '{"name": "cards-site", "version": "1.0.0", "scripts": {"build": "vite build"}}\n',
    ".vscode/settings.json": '{"editor.formatOnSave": true}\n',  # hidden: never walked
    "tsconfig.json": '{\n  // comments, as TypeScript allows\n  "compilerOptions": {}\n}\n',
    "data/prices.csv": "sku,price,currency\nA1,3.50,EUR\n",
    "data/list.json": '[{"name": "Murder", "price": 0.25}]\n',
    "logs/events.jsonl": '{"event": "build", "ok": true}\n{"event": "deploy", "ok": true}\n',
}


def _project(root: Path) -> Path:
    for name, content in NOT_CARDS.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(content, encoding="utf-8")
    (root / "cards").mkdir()
    (root / "cards" / "set.jsonl").write_text(json.dumps(CARD) + "\n", encoding="utf-8")
    return root


def test_walking_a_folder_skips_files_that_are_no_card_files_with_one_notice_each(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(_project(tmp_path))
    code = main(["check", ".", "--no-cache", "-q", "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 1  # issue 19: exit 2 beside a package.json or a CSV that is not a card table
    assert report["errors"] == [] and [f["card"] for f in report["findings"]] == ["twin-strike"]
    skipped = {n["path"]: n for n in report["notices"]}
    assert set(skipped) == {"package.json", "tsconfig.json", "data/prices.csv", "data/list.json", "logs/events.jsonl"}
    assert all(n["level"] == "notice" and n["message"].startswith("not a card file, skipped: ") for n in skipped.values())
    assert "no 'id' column" in skipped["data/prices.csv"]["message"]


def test_a_file_named_on_the_command_line_is_still_an_error(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(_project(tmp_path))
    code = main(["check", "package.json", "data/prices.csv", "--no-cache", "-q", "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 2 and report["notices"] == []
    assert [e["path"] for e in report["errors"]] == ["package.json", "data/prices.csv"]
    assert "expected a JSON array of cards" in report["errors"][0]["message"]


def test_changed_since_on_a_symlink_out_of_the_repository_is_a_clear_error(repo, tmp_path_factory, capsys):  # noqa: F811
    outside = tmp_path_factory.mktemp("elsewhere") / "shared.jsonl"
    outside.write_text(card(1) + "\n", encoding="utf-8")
    (repo / "cards.jsonl").write_text(card(0) + "\n", encoding="utf-8")
    os.symlink(outside, repo / "shared.jsonl")
    commit(repo, "cards and a link")
    code = main(["check", ".", "--changed-since", "HEAD", "--no-cache", "-q"])
    err = capsys.readouterr().err
    assert code == 2 and "internal error" not in err and "ValueError" not in err
    assert f"shared.jsonl (a symlink to {outside.resolve()}) is outside the git repository at {repo.resolve()}" in err


def test_a_symlink_inside_the_repository_is_compared_with_its_target(repo, capsys):  # noqa: F811
    (repo / "cards.jsonl").write_text(card(0) + "\n" + card(1) + "\n", encoding="utf-8")
    os.symlink("cards.jsonl", repo / "alias.jsonl")
    commit(repo, "cards")
    assert main(["check", "alias.jsonl", "--changed-since", "HEAD", "--no-cache", "-q", "--color", "never"]) == 0
    assert "2 cards unchanged since HEAD not checked" in capsys.readouterr().out


def _temporary(folder: Path, name: str, age: float) -> Path:
    path = folder / name
    path.write_bytes(b"")
    stamp = time.time() - age
    os.utime(path, (stamp, stamp))
    return path


def test_temporary_files_of_a_killed_run_are_removed_by_the_next_run(tmp_path):
    report = tmp_path / "out.sarif"
    dead = _temporary(tmp_path, ".out.sarif.0123abcd.tmp", DEAD_AFTER + 60)  # left by a run killed an hour ago
    live = _temporary(tmp_path, ".out.sarif.89abcdef.tmp", 5)  # a run writing right now
    others = [_temporary(tmp_path, name, DEAD_AFTER + 60) for name in (
        ".other.sarif.0123abcd.tmp",  # another destination's: not this run's to judge
        ".out.sarif.backup.tmp",  # not a name cardlint makes
        "out.sarif.0123abcd.tmp",  # not hidden
    )]
    write_atomic(report, lambda out: out.write("{}\n"))
    assert report.read_text() == "{}\n"
    assert not dead.exists() and live.exists() and all(p.exists() for p in others)
    assert remove_dead_temporaries(report, now=time.time() + DEAD_AFTER + 60) == [live]


def test_the_pre_commit_hook_covers_every_format_and_leaves_tools_json_alone():
    import re

    import yaml

    from linter.readers import _EXTENSIONS

    [hook] = yaml.safe_load((Path(__file__).resolve().parents[1] / ".pre-commit-hooks.yaml").read_text())
    files, exclude = re.compile(hook["files"]), re.compile(hook["exclude"])  # pre-commit searches both

    def checked(path: str) -> bool:
        return bool(files.search(path)) and not exclude.search(path)

    for extension in _EXTENSIONS:  # issue 19: .tmx and .xlsx were silently not checked
        assert checked(f"locales/cards{extension}"), extension
    for path in ("package.json", "web/package-lock.json", "tsconfig.json", "app/jsconfig.base.json",
                 ".vscode/settings.json", "site/node_modules/x/data.json"):
        assert not checked(path), path
    assert checked("locales/es/cards.json") and checked("packages.json")
