"""Inline suppressions hide accepted differences, and are themselves checked (reason given, still needed)."""

import json
from dataclasses import replace

import pytest

from linter.check import Checker, CheckOptions
from linter.readers.jsonl import read_jsonl
from linter.readers.records import CardRecord, Suppression
from linter.model.findings import ALL_LANGUAGES
from linter.suppress import apply_suppressions

CARDS = [
    {"id": "Twin Tap", "game": "mtg", "text": {
        "en": "Tap up to two target creatures.", "es": "Gira dos criaturas objetivo.", "fr": "Engagez deux créatures ciblées."}},
    {"id": "Murder", "game": "mtg", "text": {"en": "Destroy target creature.", "es": "Destruye la criatura objetivo."}},
    {"id": "Cull", "game": "mtg", "text": {"en": "Destroy target creature.", "es": "Destruye una criatura."}},
]
REASON = "La errata española fija dos objetivos; aceptado por el equipo de reglas."


@pytest.fixture()
def checked(tmp_path):
    """The cards as read from a file, and the findings cardlint reports on them."""
    path = tmp_path / "cards.jsonl"
    path.write_text("\n".join(json.dumps(c, ensure_ascii=False) for c in CARDS) + "\n", encoding="utf-8")
    records = [r for r in read_jsonl(path)]
    findings = Checker(CheckOptions()).run(records).findings
    assert sorted((f.card, f.lang, f.name) for f in findings) == [
        ("Cull", "es", "target-presence"), ("Twin Tap", "es", "target-count"), ("Twin Tap", "fr", "target-count")]
    return {r.id: r for r in records}, findings


def _with(card, *suppressions):
    return replace(card, suppressions=tuple(suppressions))


def test_a_suppression_with_a_reason_hides_its_rule_on_its_card_only(checked):
    cards, findings = checked
    twin = _with(cards["Twin Tap"], Suppression(("target-count",), REASON, line=1))
    kept, suppressed, extra = apply_suppressions(findings, [twin])
    assert [(f.card, f.lang) for f in suppressed] == [("Twin Tap", "es"), ("Twin Tap", "fr")]
    assert [(f.card, f.name) for f in kept] == [("Cull", "target-presence")]
    assert extra == []


def test_a_language_suppression_leaves_other_languages_and_codes_work(checked):
    cards, findings = checked
    twin = _with(cards["Twin Tap"], Suppression(("CL102",), REASON, line=1, lang="es-419"))
    kept, suppressed, extra = apply_suppressions(findings, [twin])
    assert [(f.card, f.lang) for f in suppressed] == [("Twin Tap", "es")]
    assert ("Twin Tap", "fr") in [(f.card, f.lang) for f in kept]
    assert extra == []


def test_a_suppression_without_reason_is_a_finding_at_its_line(checked):
    cards, findings = checked
    twin = _with(cards["Twin Tap"], Suppression(("target-count",), "  ", line=1, lang="es"))
    kept, suppressed, extra = apply_suppressions(findings, [twin])
    assert len(suppressed) == 1  # it still hides the finding: one problem is reported once
    (missing,) = extra
    assert (missing.code, missing.name, missing.severity) == ("CL902", "suppression-without-reason", "warning")
    assert (missing.path, missing.line, missing.card, missing.lang) == (cards["Twin Tap"].path, 1, "Twin Tap", "es")
    assert "gives no reason" in missing.message and "cardlint: ignore target-count -- reason" in missing.message
    assert missing.fingerprint


def test_an_unused_suppression_is_reported_like_ruff_rule_100(checked):
    cards, findings = checked
    murder = _with(cards["Murder"], Suppression(("target-presence",), "Reprint uses the old wording.", line=2))
    kept, suppressed, extra = apply_suppressions(findings, [murder])
    assert suppressed == [] and len(kept) == len(findings)
    (unused,) = extra
    assert (unused.code, unused.name, unused.line, unused.card, unused.lang) == (
        "CL901", "unused-suppression", 2, "Murder", ALL_LANGUAGES)
    assert "suppression of target-presence (CL101) matched no finding on card 'Murder'" in unused.message


def test_only_the_unused_rule_of_a_suppression_is_reported(checked):
    cards, findings = checked
    cull = _with(cards["Cull"], Suppression(("target-presence", "zone"), "Errata pending.", line=3, lang="es"))
    kept, suppressed, extra = apply_suppressions(findings, [cull])
    assert [(f.card, f.name) for f in suppressed] == [("Cull", "target-presence")]
    assert [(f.name, f.message.split(" matched")[0]) for f in extra] == [
        ("unused-suppression", "suppression of zone (CL108) for [es]")]


def test_an_unknown_rule_is_named_with_a_suggestion(checked):
    cards, findings = checked
    cull = _with(cards["Cull"], Suppression(("target-presense",), "Errata pending.", line=3))
    _, suppressed, extra = apply_suppressions(findings, [cull])
    assert suppressed == []
    assert [f.message for f in extra] == [
        "suppression names unknown rule 'target-presense' (did you mean 'target-presence'?); it hides nothing"]


def test_suppressions_of_rules_or_languages_not_checked_are_not_called_unused(checked):
    cards, findings = checked
    murder = _with(cards["Murder"],
                   Suppression(("zone",), "Old wording.", line=2),
                   Suppression(("target-presence",), "Old wording.", line=2, lang="de"))
    _, _, extra = apply_suppressions(findings, [murder], selected=lambda name, path: name != "zone",
                                     langs=lambda path: ("es", "fr"))
    assert extra == []
    _, _, extra = apply_suppressions(findings, [murder])
    assert [f.message.split(" matched")[0] for f in extra] == [
        "suppression of zone (CL108)", "suppression of target-presence (CL101) for [de]"]


def test_a_second_suppression_of_the_same_finding_is_redundant(checked):
    cards, findings = checked
    twin = _with(cards["Twin Tap"],
                 Suppression(("target-count",), REASON, line=1),
                 Suppression(("target-count",), REASON, line=1, lang="es"))
    _, suppressed, extra = apply_suppressions(findings, [twin])
    assert len(suppressed) == 2
    assert [f.message.split(" matched")[0] for f in extra] == ["suppression of target-count (CL102) for [es]"]


def test_the_configuration_decides_what_was_checked(checked, tmp_path):
    from linter.config import load_config

    cards, findings = checked
    (tmp_path / "cardlint.toml").write_text(
        '[[per-path]]\npath = "cards.jsonl"\nignore = ["zone"]\nlangs = ["es"]\n', encoding="utf-8")
    config = load_config(tmp_path, None, {})
    murder = _with(cards["Murder"],
                   Suppression(("zone",), "Old wording.", line=2),
                   Suppression(("target-presence",), "Old wording.", line=2, lang="fr"),
                   Suppression(("target-count",), "Old wording.", line=2, lang="es"))
    _, _, extra = apply_suppressions(config.apply(findings), [murder], selected=config.selected,
                                     langs=lambda path: config.for_path(path).langs)
    assert [f.message.split(" matched")[0] for f in extra] == ["suppression of target-count (CL102) for [es]"]


def test_suppressions_written_in_the_teams_own_files(tmp_path):
    """A JSON ``cardlint`` field and a PO translator comment, read by the readers, end to end."""
    from linter.readers import read_paths

    cards = tmp_path / "cards.jsonl"
    cards.write_text(json.dumps({**CARDS[0], "cardlint": {"ignore": ["target-count"], "reason": REASON, "lang": "es"}},
                                ensure_ascii=False) + "\n", encoding="utf-8")
    po = tmp_path / "fr.po"
    po.write_text(
        'msgid ""\nmsgstr ""\n"Language: fr_FR\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        '#. game: mtg\n#. cardlint: ignore target-count\nmsgctxt "Twin Tap"\n'
        'msgid "Tap up to two target creatures."\nmsgstr "Engagez deux créatures ciblées."\n\n'
        '#. game: mtg\n#. cardlint: ignore zone -- Wording kept from the 2019 printing.\nmsgctxt "Murder"\n'
        'msgid "Destroy target creature."\nmsgstr "Détruisez une créature ciblée."\n', encoding="utf-8")
    records = [r for r in read_paths([cards, po]) if isinstance(r, CardRecord)]
    findings = Checker(CheckOptions()).run(records).findings
    assert sorted((f.path, f.lang, f.name) for f in findings) == [
        (str(cards), "es", "target-count"), (str(cards), "fr", "target-count"), (str(po), "fr", "target-count")]

    kept, suppressed, extra = apply_suppressions(findings, records)
    assert [(f.path, f.lang) for f in suppressed] == [(str(cards), "es"), (str(po), "fr")]
    assert [(f.path, f.lang) for f in kept] == [(str(cards), "fr")]
    assert sorted((f.name, f.path, f.line) for f in extra) == [
        ("suppression-without-reason", str(po), 7), ("unused-suppression", str(po), 13)]
