"""A long text is analysed as its sentences are: each repetition of a sentence gives the frame the sentence
gives alone (the indices that keep analysis linear in a text's length look only near each phrase)."""

from __future__ import annotations

import pytest

from linter.pipeline import analyze

CASES = [
    ("en", "mtg", "Destroy target creature you control. "),
    ("es", "mtg", "Destruye la criatura objetivo que controlas. "),
    ("de", "mtg", "Zerstöre eine Kreatur deiner Wahl. "),
    ("fr", "mtg", "Détruisez la créature ciblée. "),
    ("en", "mtg", "(target tapped creature an opponent controls) "),
    ("en", "ygo", "Target 1 face-up monster your opponent controls; destroy it. "),
]


@pytest.mark.parametrize(("lang", "game", "sentence"), CASES)
def test_each_repetition_frames_as_the_sentence_alone(lang: str, game: str, sentence: str) -> None:
    alone = analyze(sentence.strip(), lang, game).frames
    assert alone
    many = analyze(sentence * 60, lang, game).frames
    assert len(many) == 60 * len(alone)
    step = len(sentence)
    for k, frame in enumerate(many):
        own = alone[k % len(alone)]
        assert (frame.concept, frame.object, frame.controller, frame.zone, frame.count, frame.qualifiers) == (
            own.concept,
            own.object,
            own.controller,
            own.zone,
            own.count,
            own.qualifiers,
        )
        assert frame.span.start == own.span.start + step * (k // len(alone))
