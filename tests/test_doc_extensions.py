"""The pipeline's results on documented Doc extensions (``linter.components.extensions``): what a
spaCy user reads from the doc ``linter.pipeline.parse`` returns, and what ``analyze`` is made of."""

from __future__ import annotations

from linter.pipeline import analyze, parse


def test_the_results_are_read_from_the_documented_extensions() -> None:
    text = "Destroy target creature.\n{T}: Add {G} to your mana pool."
    doc = parse(text, "en", "mtg")
    frames = doc._.cardlint_frames
    assert [(f.concept, f.object, f.span.text) for f in frames] == [("target", "creature", "target creature")]
    assert doc._.cardlint_abilities == 2
    assert doc._.cardlint_unrecognized == ()
    keys = [key for key, span in doc._.cardlint_phrases if span.text.strip() == "to your mana pool"]
    assert keys and all(k.startswith("outdated.") for k in keys)
    analysis = analyze(text, "en", "mtg")
    assert (analysis.frames, analysis.abilities, analysis.phrases) == (
        frames,
        doc._.cardlint_abilities,
        doc._.cardlint_phrases,
    )


def test_a_word_no_phrase_explains_is_on_its_extension() -> None:
    doc = parse("Cible une créature, puis pioche une carte.", "fr", "mtg")
    assert [s.text for s in doc._.cardlint_unrecognized] == ["Cible"]
