"""Configuration as a team writes it: found by walking up, overridden by the command line, strict about mistakes."""

import json
from pathlib import Path

import pytest

from linter.check import Checker, CheckOptions
from linter.config import COMMAND_LINE, DEFAULT, ConfigError, find_config, load_config
from linter.readers.jsonl import read_jsonl

PYPROJECT = """\
[project]
name = "card-translations"

[tool.cardlint]
game = "mtg"
langs = ["es", "de_AT"]
ignore = ["CL190"]
severity = { optional = "info" }
baseline = "cardlint-baseline.json"

[tool.cardlint.per-path."ygo/**"]
game = "ygo"
ignore = ["optional"]
"""


def _project(tmp_path: Path, name: str = "pyproject.toml", text: str = PYPROJECT) -> Path:
    (tmp_path / name).write_text(text, encoding="utf-8")
    deep = tmp_path / "locales" / "es"
    deep.mkdir(parents=True, exist_ok=True)
    return deep


def test_found_by_walking_up_with_each_value_and_its_source(tmp_path, monkeypatch):
    deep = _project(tmp_path)
    monkeypatch.chdir(deep)
    config = load_config(Path("."), None, {})
    assert config.path == tmp_path / "pyproject.toml"
    assert config.game == "mtg" and config.langs == ("es", "de")  # "de_AT" is German
    assert config.baseline == tmp_path / "cardlint-baseline.json"  # relative to the file, not the cwd
    assert config.settings["game"].source == str(tmp_path / "pyproject.toml")
    assert config.settings["source-lang"].source == DEFAULT and config.source_lang == "en"
    assert config.severity_of("CL107") == "info" and config.severity_of("target-count") == "error"
    assert not config.selected("unrecognized") and config.selected("target-count")


def test_cardlint_toml_wins_over_pyproject_and_uses_top_level_keys(tmp_path):
    deep = _project(tmp_path)
    (tmp_path / "cardlint.toml").write_text('game = "ygo"\nfail-on = "error"\n', encoding="utf-8")
    config = load_config(deep, None, {})
    assert config.path == tmp_path / "cardlint.toml"
    assert config.game == "ygo" and config.fail_on == "error" and config.langs is None


def test_a_pyproject_without_cardlint_table_is_passed_over(tmp_path):
    _project(tmp_path, "cardlint.toml", 'game = "riftbound"\n')
    (tmp_path / "locales" / "pyproject.toml").write_text('[project]\nname = "x"\n', encoding="utf-8")
    assert find_config(tmp_path / "locales" / "es") == tmp_path / "cardlint.toml"


def test_no_file_means_defaults(tmp_path):
    config = load_config(tmp_path, None, {})
    if config.path is not None:  # a configuration above the temporary folder: not ours to judge
        pytest.skip(f"a configuration file exists above the test folder: {config.path}")
    assert config.game is None and config.fail_on == "warning"
    assert all(s.source == DEFAULT for s in config.settings.values())


def test_explicit_config_and_command_line_override(tmp_path):
    deep = _project(tmp_path)
    other = tmp_path / "ci.toml"
    other.write_text('langs = ["fr"]\nselect = ["target-count", "CL101"]\n', encoding="utf-8")
    config = load_config(deep, other, {"fail_on": "error", "langs": ("es",), "game": None})
    assert config.path == other
    assert config.langs == ("es",) and config.settings["langs"].source == COMMAND_LINE
    assert config.fail_on == "error" and config.settings["fail-on"].source == COMMAND_LINE
    assert config.game is None  # None on the command line means "not given", and ci.toml has no game
    assert config.selected("target-presence") and not config.selected("zone")
    with pytest.raises(ConfigError, match="missing.toml: configuration file not found"):
        load_config(deep, tmp_path / "missing.toml", {})


def test_explicit_pyproject_needs_the_table(tmp_path):
    path = tmp_path / "pyproject.toml"
    path.write_text('[project]\nname = "x"\n', encoding="utf-8")
    with pytest.raises(ConfigError, match=r"pyproject.toml: has no \[tool.cardlint\] table"):
        load_config(tmp_path, path, {})


@pytest.mark.parametrize("text, message", [
    ('[tool.cardlint]\ngame = "mtg"\nfail_on = "error"\n',
     r"pyproject.toml:3: unknown key 'fail_on' in \[tool.cardlint\] \(did you mean 'fail-on'\?\)"),
    ('[tool.cardlint]\n[[tool.cardlint.per-path]]\npath = "ygo/**"\ngames = "ygo"\n',
     r"pyproject.toml:4: unknown key 'games' in a 'per-path' entry \(did you mean 'game'\?\)"),
    ('[tool.cardlint]\nseverity = { target-cont = "info" }\n',
     r"pyproject.toml:2: 'severity': unknown rule 'target-cont' \(did you mean 'target-count'\?\)"),
    ('[tool.cardlint]\nignore = ["target-cuont"]\n',
     r"pyproject.toml:2: 'ignore': unknown rule 'target-cuont' \(did you mean 'target-count'\?\)"),
    ('[tool.cardlint]\nlangs = "es"\n',
     r"pyproject.toml:2: 'langs' must be a list of strings, got a string \('es'\)"),
    ('[tool.cardlint]\n\ninclude-fuzzy = "yes"\n',
     r"pyproject.toml:3: 'include-fuzzy' must be true or false, got a string \('yes'\)"),
    ('[tool.cardlint]\nfail-on = "errors"\n',
     r"pyproject.toml:2: 'fail-on' must be one of error, warning, info; got 'errors' \(did you mean 'error'\?\)"),
    ('[tool.cardlint]\ngame = "pokemon"\n', r"pyproject.toml:2: 'game' must be one of .*mtg.*; got 'pokemon'"),
    ('[tool.cardlint]\nlangs = ["es", "ja_JP"]\n', r"pyproject.toml:2: 'langs': unsupported language 'ja_JP' \(supported: .*es.*\)"),
    ('[tool.cardlint]\nlangs = ["tlh"]\n', r"pyproject.toml:2: 'langs': unknown locale code 'tlh'"),
    ('[tool.cardlint]\nseverity = { optional = "fatal" }\n', r"pyproject.toml:2: 'severity.optional' must be one of"),
    ('[tool.cardlint]\nper-path = "ygo/**"\n', r"pyproject.toml:2: 'per-path' must be a list of tables"),
    ('[tool.cardlint]\ninput-format = "xlf"\n',
     r"pyproject.toml:2: 'input-format' must be one of jsonl, json, split, csv, tsv, xlsx, po, xliff, tmx; got 'xlf' \(did you mean 'xliff'\?\)"),
    ('[tool.cardlint]\nsource-lang = "english"\n', r"pyproject.toml:2: 'source-lang': 'english' is not a locale code"),
    ('[tool.cardlint]\nconsistency = 5\n',
     r"pyproject.toml:2: 'consistency' must be a table like \{ min-cards = 5, majority = 5, max-rare = 2 \}, got an integer \(5\)"),
    ('[tool.cardlint.consistency]\nmin-cards = 5\nmajority = 1\n',
     r"pyproject.toml:3: 'consistency.majority' must be a number, at least 1.5, got 1$"),
    ('[tool.cardlint]\nconsistency = { min-cards = 2.5 }\n',
     r"pyproject.toml:2: 'consistency.min-cards' must be a whole number of cards, at least 3, got 2.5"),
    ('[tool.cardlint.consistency]\nmax-rare = 0\n',
     r"pyproject.toml:2: 'consistency.max-rare' must be a whole number of cards, at least 1, got 0"),
    ('[tool.cardlint.consistency]\nmin-card = 4\n',
     r"pyproject.toml:2: unknown key 'min-card' in 'consistency' \(did you mean 'min-cards'\?\)"),
    ('[tool.cardlint]\ngame = "mtg"\ngame = "ygo"\n', r"pyproject.toml:3: invalid TOML: .* \(column 13\)"),
    ('[tool.cardlint]\ngame = "mtg"\nlangs = ["es",\n', r"pyproject.toml:3: invalid TOML: .* \(at the end of the file\)"),
])
def test_mistakes_name_file_line_and_key(tmp_path, text, message):
    (tmp_path / "pyproject.toml").write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError, match=message):
        load_config(tmp_path, None, {})


def test_unknown_top_level_key_in_cardlint_toml(tmp_path):
    (tmp_path / "cardlint.toml").write_text('[tool.cardlint]\ngame = "mtg"\n', encoding="utf-8")
    with pytest.raises(ConfigError, match=r"cardlint.toml:1: unknown key 'tool' in the configuration"):
        load_config(tmp_path, None, {})


def test_command_line_values_are_checked_too(tmp_path):
    with pytest.raises(ConfigError, match=r"command line: 'ignore': unknown rule 'zones' \(did you mean 'zone'\?\)"):
        load_config(tmp_path, None, {"ignore": ["zones"]})


def test_per_path_globs_as_list_and_as_table(tmp_path):
    (tmp_path / "cardlint.toml").write_text(
        'game = "mtg"\n'
        '[[per-path]]\npath = "ygo/**"\ngame = "ygo"\nignore = ["optional"]\n'
        '[[per-path]]\npath = "*.po"\nlangs = ["fr"]\n'
        '[[per-path]]\npath = "ygo/legacy"\nignore = ["unrecognized"]\n', encoding="utf-8")
    config = load_config(tmp_path, None, {})
    po = config.for_path(tmp_path / "ygo" / "legacy" / "cards.fr.po")
    assert (po.game, po.langs, po.ignore) == ("ygo", ("fr",), frozenset({"optional", "unrecognized"}))
    mtg = config.for_path(tmp_path / "mtg" / "cards.jsonl")
    assert (mtg.game, mtg.langs, mtg.ignore) == ("mtg", None, frozenset())
    assert not config.selected("optional", tmp_path / "ygo" / "x.jsonl")
    assert config.selected("optional", tmp_path / "mtg" / "x.jsonl")


def test_apply_and_fail_on_with_real_findings(tmp_path, monkeypatch):
    cards = tmp_path / "cards.jsonl"
    cards.write_text("\n".join(json.dumps(c, ensure_ascii=False) for c in [
        {"id": "Twin Tap", "game": "mtg", "text": {"en": "Tap up to two target creatures.", "es": "Gira dos criaturas objetivo."}},
        {"id": "Prod", "game": "mtg", "text": {"en": "You may tap target creature.", "es": "Gira la criatura objetivo."}},
    ]) + "\n", encoding="utf-8")
    findings = Checker(CheckOptions()).run(read_jsonl(cards)).findings
    assert sorted(f.name for f in findings) == ["optional", "target-count"]

    (tmp_path / "cardlint.toml").write_text('severity = { optional = "info", CL102 = "warning" }\n', encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    config = load_config(Path("."), None, {})
    applied = config.apply(findings)
    assert sorted((f.name, f.severity) for f in applied) == [("optional", "info"), ("target-count", "warning")]
    assert config.fails(applied)  # fail-on "warning" by default
    assert not load_config(Path("."), None, {"fail-on": "error"}).fails(applied)
    assert load_config(Path("."), None, {"fail-on": "info"}).fails([f for f in applied if f.name == "optional"])
    ignoring = load_config(Path("."), None, {"ignore": ["target-count"]})
    assert [f.name for f in ignoring.apply(findings)] == ["optional"]


def test_describe_lists_every_key_with_its_source(tmp_path):
    deep = _project(tmp_path)
    text = load_config(deep, None, {"fail-on": "error"}).describe()
    source = str(tmp_path / "pyproject.toml")
    assert text.splitlines()[0] == f"# configuration file: {source}"
    lines = {line.split(" = ")[0].split(" += ")[0]: line for line in text.splitlines()[1:]}
    assert set(lines) == {"game", "source-lang", "langs", "select", "ignore", "severity", "fail-on",
                          "baseline", "include-fuzzy", "input-format", "per-path", "consistency", "max-text-length"}
    assert lines["game"].startswith('game = "mtg"') and lines["game"].endswith(f"# {source}")
    assert lines["fail-on"].startswith('fail-on = "error"') and lines["fail-on"].endswith("# command line")
    assert lines["source-lang"].endswith("# default")
    assert 'path = "ygo/**", game = "ygo", ignore = ["optional"]' in lines["per-path"]


def test_consistency_thresholds_keep_the_defaults_they_do_not_set(tmp_path):
    _project(tmp_path, text="[tool.cardlint.consistency]\nmajority = 3\n")
    config = load_config(tmp_path, None, {})
    assert config.consistency == {"min-cards": 5, "majority": 3, "max-rare": 2}
    assert "consistency = {min-cards = 5, majority = 3, max-rare = 2}" in config.describe()
    assert load_config(tmp_path / "elsewhere", None, {}).consistency["majority"] == 3
