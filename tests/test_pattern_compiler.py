"""One home for compiling a locale entry's patterns (``PatternCompiler.each``) and for the number
words a pattern writes out (``Pattern.number_words``): the matcher, the count reader and the
restriction words of every language read patterns through them, never by splitting strings."""

from __future__ import annotations

from linter.lexicon import lexicon_for
from linter.patterns import PatternCompiler
from linter.pipeline import pipeline


def _compiler(lang: str, game: str) -> PatternCompiler:
    nlp = pipeline(lang, game)
    return PatternCompiler(lambda text: [t.text for t in nlp.tokenizer(text)], lexicon_for(lang, game))


def test_an_entry_is_one_pattern_or_a_list_and_a_broken_pattern_is_left_to_the_matcher() -> None:
    compiler = _compiler("en", "mtg")
    assert [p.text for p in compiler.each("count", "up to <num>")] == ["up to <num>"]
    assert [p.text for p in compiler.each("count", ["one or two", "re:(", "up to <num>"])] == [
        "one or two",
        "up to <num>",
    ]
    assert compiler.each("count", None) == []


def test_the_number_words_a_pattern_writes_out_in_any_language() -> None:
    italian = _compiler("it", "ygo")
    [total] = italian.each("count", "un totale di <num>")
    assert total.number_words(italian.lexicon) == {"un"}  # the article that is also the number one
    english = _compiler("en", "mtg")
    one_or_two, up_to = english.each("count", ["one or two", "up to <num>"])
    assert one_or_two.number_words(english.lexicon) == {"one", "two"}
    assert up_to.number_words(english.lexicon) == frozenset()  # <num> stands for any number: none written out
    assert not up_to.uses_number_words(english.lexicon)
