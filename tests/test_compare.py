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
