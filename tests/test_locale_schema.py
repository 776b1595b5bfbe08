"""The schema of locales/ files: every bundled file fits, and a typo is named with its file and line."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from linter import locales, schema_check
from linter.locale_schema import GAME, LANGUAGE
from linter.schema_check import check
from linter.pipeline import analyze, pipeline

BUNDLED = Path(__file__).resolve().parents[1] / "locales"


def _schema_for(path: Path):
    return GAME if path.parent.name == "games" else LANGUAGE


@pytest.mark.parametrize("path", sorted(BUNDLED.rglob("*.yaml")), ids=lambda p: str(p.relative_to(BUNDLED)))
def test_every_bundled_file_fits_its_schema(path):
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    assert check(data, _schema_for(path)) == []


def test_every_language_and_game_loads():
    for game in locales.available_games():
        assert locales.load_game(game).data
        for lang in locales.available_languages():
            assert locales.load_locale(lang, game).data


@pytest.fixture
def custom_locales(tmp_path, monkeypatch):
    root = tmp_path / "locales"
    shutil.copytree(BUNDLED, root)
    monkeypatch.setenv("CARDLINT_LOCALES", str(root))
    for cached in (locales.load_game, locales.load_locale, pipeline):
        cached.cache_clear()
    yield root
    for cached in (locales.load_game, locales.load_locale, pipeline):
        cached.cache_clear()


def _line_of(path: Path, needle: str) -> int:
    return next(n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if needle in line)


def test_an_unknown_key_is_named_with_a_suggestion_and_its_line(custom_locales):
    common = custom_locales / "es" / "common.yaml"
    common.write_text(common.read_text(encoding="utf-8") + "\nvocabulario: [objetivo]\n", encoding="utf-8")
    line = _line_of(common, "vocabulario:")
    with pytest.raises(locales.LocaleError) as caught:
        locales.load_locale("es", "mtg")
    message = str(caught.value)
    assert message == f"{common}:{line}: top level: unknown key 'vocabulario' (did you mean 'vocabulary'?)"


def test_a_typo_inside_a_frame_entry(custom_locales):
    game_file = custom_locales / "fr" / "mtg.yaml"
    text = game_file.read_text(encoding="utf-8")
    assert "    object_side: before\n" in text
    game_file.write_text(text.replace("    object_side: before\n", "    object_sied: before\n", 1), encoding="utf-8")
    line = _line_of(game_file, "object_sied")
    with pytest.raises(locales.LocaleError, match=r"unknown key 'object_sied' \(did you mean 'object_side'\?\)") as caught:
        analyze("Détruisez une créature ciblée.", "fr", "mtg")
    assert str(caught.value).startswith(f"{game_file}:{line}: frames[0]: ")


def test_a_wrong_type_is_named_with_what_was_expected(custom_locales):
    game_file = custom_locales / "en" / "mtg.yaml"
    text = game_file.read_text(encoding="utf-8")
    assert "requires_object: true" in text
    game_file.write_text(text.replace("requires_object: true", 'requires_object: "yes"', 1), encoding="utf-8")
    line = _line_of(game_file, 'requires_object: "yes"')
    with pytest.raises(locales.LocaleError) as caught:
        locales.load_locale("en", "mtg")
    assert f"{game_file}:{line}: frames[" in str(caught.value)
    assert "].requires_object should be true or false, not the text 'yes'" in str(caught.value)


def test_every_problem_of_a_file_is_listed(custom_locales):
    game = custom_locales / "games" / "ygo.yaml"
    game.write_text(
        game.read_text(encoding="utf-8").replace("psct: true", "psct: 1").replace("parentheses: text", "parentheses: txt")
        + "citation: {}\n",
        encoding="utf-8",
    )
    with pytest.raises(locales.LocaleError) as caught:
        locales.load_game("ygo")
    lines = str(caught.value).splitlines()
    assert lines == [
        f"{game}:{_line_of(game, 'psct: 1')}: structure.psct should be true or false, not the number 1",
        f"{game}:{_line_of(game, 'parentheses: txt')}: structure.parentheses should be one of 'reminder', 'text',"
        " not the text 'txt' (did you mean 'text'?)",
        f"{game}:{_line_of(game, 'citation: {}')}: top level: unknown key 'citation' (did you mean 'citations'?)",
    ]


def test_an_empty_citation_is_refused_at_its_line(custom_locales):
    game = custom_locales / "games" / "mtg.yaml"
    text = game.read_text(encoding="utf-8")
    game.write_text(text.replace("citations:\n", 'citations:\n  unrecognized: ""\n', 1), encoding="utf-8")
    with pytest.raises(locales.LocaleError) as caught:
        locales.load_game("mtg")
    line = _line_of(game, 'unrecognized: ""')
    assert str(caught.value) == f"{game}:{line}: citations.unrecognized is empty: leave out a rule the game cites nothing for"


def test_a_missing_required_key_and_a_yaml_boolean():
    problems = check({"frames": [{"patterns": ["x"]}], "vocabulary": ["target", True]}, LANGUAGE)
    assert [p.message for p in problems] == [
        "frames[0] needs 'concept'",
        "vocabulary[1] should be a text, not true (unquoted yes/no/on/off/true/false are read as true or false:"
        " quote the word)",
    ]


def test_the_keys_of_the_rewritten_engine_are_accepted_and_checked():
    language = {
        "words": {"function": ["the", "a"], "clause_breaks": [","], "verbs": ["destroy"]},
        "describing": {"max": 4, "phrases": ["with flying", "re:\\w+ing"]},
        "compounds": {"linking": ["-"], "negation": ["non"]},
        "qualifiers": {"nontoken": ["nontoken", "non-token"]},
        "frames": [{"concept": "target", "patterns": "target", "verb_final": True}],
    }
    assert check(language, LANGUAGE) == []
    assert check({"compounds": {"decides": "last", "generic": ["creature"]}}, GAME) == []
    bad = check({"describing": {"max": "four"}, "words": {"function": "the"}}, LANGUAGE)
    assert [p.message for p in bad] == [
        "describing.max should be a whole number, not the text 'four'",
        "words.function should be a list of texts, not the text 'the'",
    ]
    assert [p.message for p in check({"compounds": {"decides": "frist"}}, GAME)] == [
        "compounds.decides should be one of 'first', 'last', not the text 'frist' (did you mean 'first'?)"
    ]
    assert [p.message for p in check({"compounds": {"decides": "first"}}, LANGUAGE)] == [
        "compounds: unknown key 'decides' (expected one of: linking, negation)"
    ]


def test_the_schema_is_data_that_describes_itself():
    assert schema_check.describe(LANGUAGE["not_selections"]) == "a text or a list of texts"
    assert schema_check.describe(LANGUAGE["frames"]) == "a list of mappings"


def test_cardlint_check_says_where_and_exits_2_without_a_traceback(custom_locales, tmp_path):
    common = custom_locales / "en" / "common.yaml"
    common.write_text(common.read_text(encoding="utf-8") + "detials: {}\n", encoding="utf-8")
    cards = tmp_path / "cards.jsonl"
    lines = [
        json.dumps({"id": f"c{n}", "game": "mtg", "text": {"en": "Destroy target creature.", "es": "Destruye la criatura objetivo."}})
        for n in range(3)
    ]
    cards.write_text("\n".join(lines) + "\n", encoding="utf-8")
    env = {**os.environ, "CARDLINT_LOCALES": str(custom_locales), "NO_COLOR": "1"}
    for command in (["check", "--no-cache", str(cards)], ["analyze", "--game", "mtg", "Destroy target creature."]):
        done = subprocess.run(
            [sys.executable, "-m", "linter", *command],
            capture_output=True,
            text=True,
            env=env,
            check=False,
        )
        assert done.returncode == 2, done.stderr
        out = done.stdout + done.stderr
        assert "Traceback" not in out
        where = f"{common}:{_line_of(common, 'detials')}: top level: unknown key 'detials' (did you mean 'details'?)"
        assert out.count(where) == 1, out  # once, not once per card


@pytest.mark.parametrize("path", sorted(BUNDLED.rglob("*.yaml")), ids=lambda p: str(p.relative_to(BUNDLED)))
def test_every_line_is_one_a_person_can_read(path):
    # A longer line is a generated pattern or a list no one reviews: a mechanism the engine lacks.
    long = [n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if len(line) > 200]
    assert long == [], f"{path.name}: lines over 200 characters: {long}"
