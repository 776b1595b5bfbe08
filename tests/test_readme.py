"""The README's examples work as written."""

import json
import re
from pathlib import Path

from linter.cli import main
from linter.config import load_config
from linter.readers.jsonl import cards_from_json

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _blocks(language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", README, flags=re.S)


def test_configuration_example_loads(tmp_path):
    (tmp_path / "pyproject.toml").write_text(_blocks("toml")[0], encoding="utf-8")
    config = load_config(tmp_path, None, {})
    assert config.game == "mtg" and config.langs == ("es", "de", "fr")
    assert config.for_path(tmp_path / "ygo" / "cards.po").game == "ygo"


def test_card_record_examples_parse():
    for block in _blocks("json"):
        for line in block.strip().splitlines():
            (card,) = cards_from_json(json.loads(line), "README.md", 1)
            assert card.texts["en"]


def test_first_example_is_what_check_prints_on_the_bundled_cards(monkeypatch, capsys):
    shown = re.search(r"```\n(.*?)\n```", README, flags=re.S).group(1)  # the first block, before Quick start
    assert shown.endswith(" …")
    monkeypatch.chdir(ROOT)
    code = main(["check", "corpus/examples.jsonl", "--color", "never", "--no-cache", "--quiet"])
    lines = capsys.readouterr().out.splitlines()
    assert code == 1  # "exit code 1: it has findings", as the quick start says
    assert any(line.startswith(shown[: -len("…")]) for line in lines), f"no line starts with {shown!r}"
