"""Every annotated example in corpus/: gold frames and expected findings."""

from __future__ import annotations

from typing import Any

import pytest

from corpus_loader import analyze_cases, pair_cases
from linter.compare import compare
from linter.model.frames import Frame
from linter.pipeline import analyze


def _matches(frame: Frame, gold: dict[str, Any]) -> bool:
    for key, want in gold.items():
        if key == "count":
            got = frame.count
            got_d = None if got is None else {"min": got.min, "max": got.max}
            if want is None:
                if got_d not in (None, {"min": 1, "max": 1}):
                    return False
            elif got_d is None:
                if want != {"min": 1, "max": 1}:
                    return False
            elif got_d != want:
                return False
        elif key == "text":
            if want not in frame.span.text:
                return False
        elif getattr(frame, key) != want:
            return False
    return True


@pytest.mark.parametrize("case_id,lang,game,case", analyze_cases(), ids=lambda v: v if isinstance(v, str) else "")
def test_gold_frames(case_id: str, lang: str, game: str, case: dict[str, Any]) -> None:
    result = analyze(case["text"], lang, game, case.get("type"))
    frames = list(result.frames)
    gold = case.get("frames", [])
    described = [f.describe() + f" «{f.span.text}»" for f in frames]
    assert len(frames) == len(gold), f"expected {len(gold)} frames, got {described}"
    remaining = frames[:]
    for g in gold:
        hit = next((f for f in remaining if _matches(f, g)), None)
        assert hit is not None, f"no frame matches {g}; got {described}"
        remaining.remove(hit)
    assert [s.text for s in result.unrecognized] == case.get("unrecognized", [])


@pytest.mark.parametrize("case_id,lang,game,case", pair_cases(), ids=lambda v: v if isinstance(v, str) else "")
def test_translation_pairs(case_id: str, lang: str, game: str, case: dict[str, Any]) -> None:
    source_lang = case.get("source_lang", "en")
    src = analyze(case[source_lang], source_lang, game, case.get("type"))
    tgt = analyze(case[lang], lang, game, case.get("type"))
    names = sorted({f.name for f in compare(case.get("id", "card"), src, tgt)})
    assert names == sorted(case.get("expect", [])), [f.message for f in compare("card", src, tgt)]
