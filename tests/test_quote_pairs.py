"""Quote marks are paired in one place (``quote_marks.closing_quote``): a quoted card name is one describing
unit for the phrase walk, for "another noun phrase?" and for the restriction words a name hides.
Sentences written for the project."""

from linter.components.extensions import state
from linter.components.quote_marks import closing_quote, in_quotes, quotes
from linter.pipeline import parse, pipeline


def _layer(text: str, lang: str = "en", game: str = "ygo"):
    layer = state(parse(text, lang, game)).layer
    assert layer is not None
    return layer


def test_a_name_runs_from_its_opening_mark_to_its_closing_one():
    layer = _layer('Target 1 "Alpha Beta" monster and 1 "Gamma" Spell.')
    marks = [i for i, t in enumerate(layer.text) if t == '"']
    assert quotes(layer, 0, len(layer.text)) == [(marks[0], marks[1] + 1), (marks[2], marks[3] + 1)]
    assert closing_quote(layer, marks[0], len(layer.text)) == marks[1]


def test_a_word_is_inside_a_name_only_between_its_marks():
    layer = _layer('Target 1 "Alpha Beta" monster.')
    first, second = [i for i, t in enumerate(layer.text) if t == '"']
    assert all(in_quotes(layer, 0, i) for i in range(first + 1, second))
    assert not in_quotes(layer, 0, second + 1)  # "monster", after the name
    assert not in_quotes(layer, first + 1, first + 2)  # a name opened before ``start`` is not seen


def test_a_mark_with_no_partner_in_its_line_closes_nothing():
    layer = _layer('Target 1 "Alpha monster.\nThen "Beta" Spell.')
    first = layer.text.index('"')
    assert closing_quote(layer, first, len(layer.text)) is None
    (only,) = quotes(layer, 0, len(layer.text))
    assert layer.text[only[0] + 1] == "Beta"


def test_the_words_of_qualifier_phrases_are_the_text_s_own_state():
    """``cardlint_details`` keeps what it works out for one text on that text's state, not on itself."""
    details = dict(pipeline("en", "mtg").pipeline)["cardlint_details"]
    tapped = state(parse("Destroy target tapped creature.", "en", "mtg"))
    plain = state(parse("Destroy target creature.", "en", "mtg"))
    assert not hasattr(details, "qualified")
    assert tapped.qualified and not plain.qualified
    assert {tapped.layer.text[i] for i in tapped.qualified} == {"tapped"}
