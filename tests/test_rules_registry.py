"""The rule registry (linter/rules/): one module per rule, found without a list; one finding builder;
the checks phrases of locales/ found by the matcher like every other pattern."""

import hashlib
import pkgutil

import pytest

import linter.rules
from linter.align import aligned
from linter.checks import check_text
from linter.compare import compare
from linter.locales import load_game
from linter.pipeline import analyze
from linter.rule_docs import page_file
from linter.rules import RULES, rule


def test_every_rule_module_is_registered_with_its_page_and_a_detection_or_a_reporter():
    modules = {m.name for m in pkgutil.iter_modules(linter.rules.__path__)} - {"model"}
    assert {r.name.replace("-", "_") for r in RULES} == modules
    assert [r.code for r in RULES] == sorted(r.code for r in RULES)
    for r in RULES:
        assert page_file(r).is_file(), r.name
        assert rule(r.code) is r and rule(r.name) is r


def test_a_rule_applies_to_the_games_whose_data_switch_it_on():
    psct, choice = rule("psct-structure"), rule("choice-not-target")
    assert [g for g in ("mtg", "ygo", "riftbound") if psct.applies(load_game(g))] == ["ygo"]
    assert choice.applies(load_game("mtg")) and not choice.applies(load_game("ygo"))
    assert rule("target-count").applies(load_game("riftbound"))  # no switch: every game


def _recipe(*parts: str) -> str:
    """The fingerprint recipe every rule had before the builder: sha256 over the parts joined by 0x1f."""
    return hashlib.sha256("\x1f".join(parts).encode()).hexdigest()[:16]


def test_fingerprints_are_those_of_the_recipes_baselines_hold():
    source = analyze("Destroy up to two target creatures.", "en", "mtg")
    target = analyze("Destruye dos criaturas objetivo.", "es", "mtg")
    (count,) = [f for f in compare("Murder", source, target) if f.name == "target-count"]
    (pair,) = [p for p in aligned("Murder", source, target).pairs if p.source and p.target]
    assert count.fingerprint == _recipe("Murder", "es", "target-count", pair.source.describe(), pair.target.describe())
    (old,) = check_text("Seal", analyze("Seal comes into play tapped.", "en", "mtg"), "en")
    assert old.fingerprint == _recipe("Seal", "en", "outdated-template", old.span.text, old.message.split("; ")[0])
    cite = load_game("mtg").citation("outdated-template")
    assert old.message.endswith(f"; {rule('outdated-template').why}" + (f". Rule: {cite}." if cite else "."))


def test_a_checks_phrase_matches_its_words_as_written_at_word_boundaries():
    def outdated(text: str) -> list[tuple[str, str | None]]:
        found = check_text("Card", analyze(text, "en", "mtg"), "en")
        return [(f.span.text, f.suggestion) for f in found if f.name == "outdated-template"]

    # "comes into play" and "come into play" are two entries with their own replacements
    assert outdated("When this comes into play, draw a card.") == [("comes into play", "enters the battlefield")]
    assert outdated("Creatures come into play tapped.") == [("come into play", "enter the battlefield")]
    # every occurrence; a phrase replaced by nothing takes the space before it
    text = "{T}: Add {G} to your mana pool.\n{T}: Add one mana of any color to your mana pool."
    assert outdated(text) == [(" to your mana pool", ""), (" to your mana pool", "")]
    assert outdated("Add {G} to your mana pools of plenty.") == []  # a whole word, not a prefix


def test_a_delayed_trigger_phrase_inside_the_condition_keeps_its_target_legal():
    delayed = "{T}: When target creature dies this turn, draw a card."
    plain = "Whenever target creature attacks, you gain 1 life."
    assert "target-in-trigger-condition" not in {f.name for f in check_text("C", analyze(delayed, "en", "mtg"), "en")}
    assert "target-in-trigger-condition" in {f.name for f in check_text("C", analyze(plain, "en", "mtg"), "en")}


def test_hidden_markers_are_found_with_the_tokens_of_the_card():
    hidden = analyze("[Hidden]\nChoose a unit anywhere. Deal 2 to it.", "en", "riftbound")
    assert [key for key, _ in hidden.phrases] == ["hidden.markers", "hidden.untied"]
    assert [s.text for _, s in hidden.phrases] == ["[Hidden]", "anywhere"]


def test_a_game_files_checks_are_what_the_rules_declare(custom_locales):
    from linter.locales import LocaleError, load_game
    from linter.rules import GAME_CHECKS, for_game

    switches = {r.switch.removeprefix("checks.") for r in RULES if r.switch.startswith("checks.")}
    assert switches and switches <= set(GAME_CHECKS)
    assert GAME_CHECKS["private_zones"] == [str]  # a setting private-zone-target declares
    game_file = custom_locales / "games" / "riftbound.yaml"
    text = game_file.read_text(encoding="utf-8")
    assert "  hidden: true" in text
    game_file.write_text(text.replace("  hidden: true", "  hiden: true", 1), encoding="utf-8")
    line = next(n for n, row in enumerate(game_file.read_text(encoding="utf-8").splitlines(), 1) if "hiden:" in row)
    with pytest.raises(LocaleError) as caught:
        for_game("check", load_game("riftbound"))
    assert str(caught.value) == f"{game_file}:{line}: checks: unknown key 'hiden' (did you mean 'hidden'?)"
