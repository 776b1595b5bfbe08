"""The README's examples work as written."""

import json
import re
from pathlib import Path

from linter.config import load_config
from linter.readers.jsonl import cards_from_json

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")


def _blocks(language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", README, flags=re.S)


def test_configuration_example_loads(tmp_path):
    (tmp_path / "pyproject.toml").write_text(_blocks("toml")[0], encoding="utf-8")
    config = load_config(tmp_path, None, {})
    assert config.game == "mtg" and config.langs == ("es", "de", "fr")
    assert config.for_path(tmp_path / "ygo" / "cards.po").game == "ygo"
    assert config.consistency == {"min-cards": 5, "majority": 5, "max-rare": 2}


def test_card_record_examples_parse():
    for block in _blocks("json"):
        for line in block.strip().splitlines():
            (card,) = cards_from_json(json.loads(line), "README.md", 1)
            assert card.texts["en"]
