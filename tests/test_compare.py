"""Alignment and differences between a source and a translation (English rewordings here;
the language corpora in corpus/ test every language)."""

from linter.compare import compare
from linter.pipeline import analyze


def _names(source, translation, game="mtg"):
    return sorted(f.name for f in compare("card", analyze(source, "en", game), analyze(translation, "en", game)))


def test_reordered_phrases_inside_an_ability_still_align():
    src = "Target creature gets +2/+0 and up to two target lands become tapped."
    assert _names(src, "Up to two target lands become tapped and target creature gets +2/+0.") == []


def test_each_detail_difference_has_its_own_name():
    assert _names("Destroy target creature.", "Destroy target artifact.") == ["target-restriction"]
    assert _names("Destroy target creature an opponent controls.", "Destroy target creature you control.") == ["target-restriction"]
    assert _names("Destroy target creature.", "Destroy another target creature.") == ["target-restriction"]
    assert _names("Tap up to two target creatures.", "Tap two target creatures.") == ["target-count"]
    assert _names("Exile target card from a graveyard.", "Exile target card from your hand.") == ["zone"]
    assert _names("You may choose new targets for target spell.", "You may change the target of target spell.") == ["retarget-mode"]
    assert _names("Destroy target creature.", "Destroy all creatures.") == ["selection-kind"]
    assert _names("Destroy target creature.", "Destroy a creature.") == ["target-presence"]


def test_abilities_align_line_by_line():
    src = "Destroy target creature.\nDestroy target land."
    assert _names(src, "Destroy target land.\nDestroy target creature.") == ["target-restriction", "target-restriction"]


def test_a_finding_carries_both_spans_and_cites_the_rule():
    (finding,) = compare("Redirect", analyze("You may choose new targets for target spell.", "en", "mtg"),
                         analyze("You may change the target of target spell.", "en", "mtg"))
    assert finding.code == "CL106" and finding.severity == "error"
    assert finding.source_span.text == "choose new targets for"
    assert finding.span.text.startswith("change the target of")
    assert "CR 115.7d" in finding.message and "“choose new targets for”" in finding.message


def test_fingerprints_ignore_position_but_not_meaning():
    a = compare("X", analyze("Tap up to two target creatures.", "en", "mtg"), analyze("Tap two target creatures.", "en", "mtg"))
    b = compare("X", analyze("Draw a card.\nTap up to two target creatures.", "en", "mtg"),
                analyze("Draw a card.\nTap two target creatures.", "en", "mtg"))
    c = compare("X", analyze("Tap up to two target creatures.", "en", "mtg"), analyze("Tap three target creatures.", "en", "mtg"))
    assert a[0].fingerprint == b[0].fingerprint != c[0].fingerprint


def test_a_changed_first_target_of_a_reminder_run_on_card_is_reported():
    # "…color.)Target": the reminder ends at its parenthesis, so both targets are effects to compare
    src = "Devoid (This card has no color.)Target creature you control fights target creature an opponent controls."
    es = "Vacío. (Esta carta no tiene color.)El artefacto objetivo que controlas pelea con la criatura objetivo que controla un oponente."
    (finding,) = compare("card", analyze(src, "en", "mtg"), analyze(es, "es", "mtg"))
    assert finding.name == "target-restriction"
    assert finding.span.text == "artefacto objetivo" and finding.source_span.text == "Target creature"


def test_a_run_on_text_aligns_ability_by_ability_with_a_well_formed_one():
    well_formed = "Flying\nWhen this creature enters the battlefield, destroy target creature.\n{T}: Tap target land."
    run_on = "FlyingWhen this creature enters the battlefield, destroy target creature.{T}: Tap target land."
    assert analyze(run_on, "en", "mtg").abilities == analyze(well_formed, "en", "mtg").abilities == 3
    assert _names(well_formed, run_on) == []
    assert _names(well_formed, run_on.replace("target land", "target artifact")) == ["target-restriction"]
