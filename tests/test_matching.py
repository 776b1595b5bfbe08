"""The pattern language's slots, matched on a small locale written for these tests.

The locale is Dutch, which cardlint does not ship: it also shows that a fifth
language with compounds, describing words and verb-final clauses needs only data.
"""

import shutil
from pathlib import Path

import pytest

from linter.locales import LocaleError
from linter.patterns import PatternCompiler, PatternError, verb_final
from linter.lexicon import Lexicon
from linter.pipeline import analyze, pipeline, reset_caches

BUNDLED = Path(__file__).resolve().parents[1] / "locales"

COMMON = """
language: nl
numbers: {een: 1, twee: 2, drie: 3, x: X}
lemmas: {kies: kiezen, kiest: kiezen, wezens: wezen, kaarten: kaart}
words:
  function: [de, het, een, en, of, van, in, je, jouw, die, op]
  clause_breaks: [dan]
  verbs: [kiezen, vernietig, vernietigen, kunt, trekken, trek]
describing:
  max: 3
  phrases: ["niveau <num> of lager"]
compounds: {linking: [s, en], negation: [niet]}
qualifiers:
  tapped: [getapt, getapte]
details:
  counts:
    - {pattern: "tot <num>", min: 0, max: num}
    - {pattern: "<num>", min: num, max: num}
  coordination: {or: [of], and: [en]}
"""

GAME = """
frames:
  - concept: target
    verb_final: true
    patterns: ["kies dan? <objects>"]
    object_side: after
  - concept: all
    patterns: ["alle <desc> <object>"]
    requires_object: true
    object_side: after
  - concept: choice
    patterns: ["speler kiest … <object>"]
    object_side: after
details:
  objects:
    creature: [wezen, wezens]
    card: [kaart, kaarten]
    artifact: [artefact]
  zones:
    graveyard: ["in *2 kerkhof"]
"""


@pytest.fixture
def dutch(tmp_path, monkeypatch):
    root = tmp_path / "locales"
    shutil.copytree(BUNDLED, root)
    (root / "nl").mkdir()
    (root / "nl" / "common.yaml").write_text(COMMON, encoding="utf-8")
    (root / "nl" / "mtg.yaml").write_text(GAME, encoding="utf-8")
    monkeypatch.setenv("CARDLINT_LOCALES", str(root))
    reset_caches()
    yield root
    reset_caches()


def _frames(text: str) -> list[tuple]:
    return [(f.concept, f.object, f.count and (f.count.min, f.count.max), f.span.text) for f in analyze(text, "nl", "mtg").frames]


def test_an_object_phrase_is_one_unit_with_its_count_and_describing_words(dutch):
    assert _frames("Kies 2 getapte artefactwezens; vernietig ze.") == [
        ("target", "artifact", (2, 2), "Kies 2 getapte artefactwezens"),
    ]


def test_object_phrases_joined_by_or_make_one_target_of_several_kinds(dutch):
    [(concept, obj, count, _)] = _frames("Kies tot twee wezens of kaarten; vernietig ze.")
    assert (concept, obj, count) == ("target", "card|creature", (0, 2))


def test_verb_final_clause_needs_no_second_pattern(dutch):
    assert _frames("Je kunt 1 getapt wezen in je kerkhof kiezen; vernietig het.")[0][:3] == ("target", "creature", (1, 1))


def test_a_describing_phrase_and_a_quoted_name_are_describing_units(dutch):
    assert _frames('Vernietig alle niveau 4 of lager wezens.')[0][:2] == ("all", "creature")
    assert _frames('Vernietig alle "Zwarte Draak" wezens.')[0][:2] == ("all", "creature")
    # more describing words than describing.max: no phrase
    assert _frames("Vernietig alle rode grote snelle sterke wezens.") == []


def test_a_clause_gap_never_crosses_a_clause_break(dutch):
    assert _frames("De speler kiest een getapt wezen.")[0][0] == "choice"
    assert _frames("De speler kiest een kaart; trek dan een wezen.") == [
        ("choice", "card", None, "speler kiest een kaart")
    ] or all(f[0] != "choice" or f[1] == "card" for f in _frames("De speler kiest een kaart; trek dan een wezen."))
    assert not any(f[0] == "choice" for f in _frames("De speler kiest; trek dan een wezen."))


def test_patterns_compile_to_slots():
    lexicon = Lexicon({"lemmas": {"targets": "target"}, "numbers": {"two": 2}})
    compiler = PatternCompiler(str.split, lexicon)
    finite = compiler.compile("x", "up to? <num> target|targets")
    assert sorted(map(tuple, finite.phrases())) == [("up", "<num>", "target"), ("up", "to", "<num>", "target")]
    assert compiler.compile("x", "<desc> <object>").phrases() is None
    assert compiler.compile("x", "one or two").uses_number_words(lexicon)
    moved = verb_final(compiler.compile("x", "choose then? <objects>"))
    assert moved is not None and [s.kind for s in moved.slots] == ["objects", "clause", "words"]
    with pytest.raises(PatternError, match="matches nothing"):
        compiler.compile("x", "<desc> …")


def test_a_slot_that_needs_a_later_pass_is_a_clear_error(dutch):
    (dutch / "nl" / "common.yaml").write_text(COMMON.replace('phrases: ["niveau <num> of lager"]', 'phrases: ["<objects> ja"]'), encoding="utf-8")
    reset_caches()
    with pytest.raises(LocaleError, match="describing.phrases.*cannot use objects"):
        pipeline("nl", "mtg")


def test_describing_words_of_a_joined_object_do_not_separate_it(dutch):
    # "en" joins a second target; its own describing run ("getapt rode grote") belongs to it
    frames = _frames("Kies 1 wezen in je kerkhof en 1 getapt rode grote artefact; vernietig ze.")
    assert [(concept, obj) for concept, obj, _, _ in frames] == [("target", "creature"), ("target", "artifact")]


def test_a_number_inside_a_describing_phrase_counts_nothing(dutch):
    [(concept, obj, count, _)] = _frames("Kies niveau 4 of lager wezens; vernietig ze.")
    assert (concept, obj, count) == ("target", "creature", None)


def test_an_object_word_inside_a_describing_phrase_names_no_object(dutch):
    phrases = 'phrases: ["niveau <num> of lager", "zonder kaart"]'
    (dutch / "nl" / "common.yaml").write_text(COMMON.replace('phrases: ["niveau <num> of lager"]', phrases), encoding="utf-8")
    reset_caches()
    assert [f[:2] for f in _frames("Kies 1 zonder kaart wezen; vernietig het.")] == [("target", "creature")]


def test_quoted_names_pair_their_marks_left_to_right(dutch):
    # German prints „Name“-Monster: the closing mark is glued to the next word (`Zwarte"-wezen`).
    # It closes that name, so the opening mark never pairs with the next name's opening mark
    # and no "name" runs across the sentence to "Rode Draak".
    names = "frames:\n  - {concept: target, patterns: ['kies <count> <name>'], object: card}\n"
    (dutch / "nl" / "mtg.yaml").write_text(GAME.replace("frames:\n", names), encoding="utf-8")
    reset_caches()
    [(concept, obj, count, span)] = _frames('Kies 1 "Zwarte"-wezen. Dan kies 1 "Rode Draak".')
    assert (concept, obj, count) == ("target", "card", (1, 1)) and span.endswith('kies 1 "Rode Draak"')


def test_a_phrase_that_finds_no_object_takes_no_count():
    # "Choose" needs an object and finds none (the target phrase takes the creatures): it becomes
    # no frame, so the count before "target" stays with the target.
    reset_caches()
    [frame] = analyze("Choose two target creatures. Tap them.", "en", "mtg").frames
    assert (frame.concept, frame.object, frame.count.min, frame.count.max) == ("target", "creature", 2, 2)


def test_verb_final_can_name_the_verb_as_it_reads_at_the_end(dutch):
    # "kies" leads the clause, "kiezen" ends it: only those forms, not "kies" at the end
    common = COMMON.replace("lemmas: {kies: kiezen, kiest: kiezen, ", "lemmas: {")
    (dutch / "nl" / "common.yaml").write_text(common, encoding="utf-8")
    (dutch / "nl" / "mtg.yaml").write_text(GAME.replace("verb_final: true", "verb_final: [kiezen]"), encoding="utf-8")
    reset_caches()
    assert _frames("Je kunt 1 getapt wezen in je kerkhof kiezen; vernietig het.")[0][:3] == ("target", "creature", (1, 1))
    assert _frames("Kies 1 wezen; vernietig het.")[0][:2] == ("target", "creature")
    assert not any(f[0] == "target" for f in _frames("Je kunt 1 wezen in je kerkhof kies; vernietig het."))


_FRAMES_OF = """
import sys
from linter.pipeline import analyze
for text, lang, game in [(sys.argv[1], "es", "ygo"), (sys.argv[2], "de", "mtg")]:
    print([(f.concept, f.object, f.another, f.controller, f.span.text) for f in analyze(text, lang, game).frames])
"""


def test_the_analysis_does_not_depend_on_the_hash_seed() -> None:
    """Patterns found in one pass feed the next ones whatever order a set iterates in: the same
    text gives the same frames in every process (findings, fingerprints and baselines rely on it)."""
    import os
    import subprocess
    import sys

    texts = [
        'Una vez por turno: puedes Sacrificar otro monstruo "Ejemplo", y después seleccionar 1 monstruo '
        "boca arriba que controle tu adversario; su ATK se convierte en 0.",
        "Zerstöre bis zu zwei andere Artefakte oder Kreaturen deiner Wahl, die ein Gegner kontrolliert.",
    ]
    seen = set()
    for seed in ("1", "6", "7", "8"):
        done = subprocess.run([sys.executable, "-c", _FRAMES_OF, *texts], capture_output=True, text=True, check=True,
                              env={**os.environ, "PYTHONHASHSEED": seed}, cwd=Path(__file__).resolve().parents[1])
        seen.add(done.stdout)
    assert len(seen) == 1, seen
    assert "monster" in next(iter(seen))
