"""The tuning/checking split of bench/split.py: the team's one formula, stable, and about even."""

import hashlib
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.split import card_half, half, wanted
from linter.readers.records import CardRecord


@pytest.mark.parametrize(
    ("game", "card_id"), [("mtg", "Test Bolt"), ("ygo", "12345678"), ("altered", "ALT_TEST_B_AX_01_C")]
)
def test_half_is_the_briefs_formula(game, card_id):
    value = int(hashlib.sha256(f"{game}:{card_id}".encode()).hexdigest(), 16)
    assert half(game, card_id) == ("tuning" if value % 2 == 0 else "checking")


def test_half_depends_on_the_game_and_the_id_only():
    ids = [f"Card {i}" for i in range(2000)]
    first = [half("mtg", i) for i in ids]
    assert first == [half("mtg", i) for i in reversed(ids)][::-1]  # not on order or earlier calls
    assert 900 < first.count("tuning") < 1100
    assert [half("ygo", i) for i in ids] != first  # the game is part of the key


def test_a_record_without_game_is_magic():
    assert card_half(CardRecord("Test Bolt", {"en": "x"}, None)) == half("mtg", "Test Bolt")


def test_wanted():
    assert wanted("both") == ("tuning", "checking")
    assert wanted("checking") == ("checking",)
    with pytest.raises(ValueError):
        wanted("half")
