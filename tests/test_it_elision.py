"""Italian elided words in patterns: the tokenizer keeps "dall'" joined only before the word it elides into
("dall'esilio" → "dall'" "esilio"); written apart in a pattern ("dall' esilio") the chunk "dall'" is split into
"dall" and "'", which no card text holds, and the pattern never matches. Texts written for these tests."""

from __future__ import annotations

from pathlib import Path

import yaml

from linter.pipeline import analyze
from linter.tokenizer import blank_language, make_doc

LOCALES = Path(__file__).resolve().parents[1] / "locales" / "it"
_SYNTAX = ("|", "<", "@", "re:", "*", "…")


def _strings(node: object) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [s for value in node.values() for s in _strings(value)]
    if isinstance(node, list):
        return [s for value in node for s in _strings(value)]
    return []


def test_no_italian_pattern_writes_an_elided_word_apart_from_the_next():
    nlp = blank_language("it")
    dead = []
    for path in sorted(LOCALES.glob("*.yaml")):
        for text in _strings(yaml.safe_load(path.read_text(encoding="utf-8"))):
            chunks = text.split()
            if len(chunks) < 2:
                continue  # a word of a word list ("dell'"), no pattern
            for chunk in chunks:
                body = chunk.rstrip("?")
                if any(mark in body for mark in _SYNTAX):
                    continue  # alternatives and slots are taken as written
                if "'" in [t.text for t in make_doc(nlp, body)]:
                    dead.append(f"{path.name}: {text!r}")
    assert dead == []


def test_magic_reads_from_exile_written_with_an_elided_article():
    frames = analyze("Rimetti sul campo di battaglia una carta bersaglio dall'esilio.", "it", "mtg").frames
    assert [(f.object, f.zone) for f in frames if f.concept == "target"] == [("card", "exile")]


def test_altered_reads_the_hero_zone_written_with_an_elided_article():
    frames = analyze("Manda in Riserva un Personaggio bersaglio dalla zona dell'eroe.", "it", "altered").frames
    assert [(f.object, f.zone) for f in frames if f.concept == "target"] == [("character", "hero")]
