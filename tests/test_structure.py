"""Card structure decides context: costs, trigger conditions, reminders, PSCT phases."""

from linter.pipeline import analyze


def _contexts(text, game="mtg", lang="en", card_type=None):
    return [(f.span.text, f.context) for f in analyze(text, lang, game, card_type).frames]


def test_text_before_an_activated_ability_colon_is_a_cost():
    frames = _contexts("Sacrifice a creature, Exile target card from your graveyard: Destroy target artifact.")
    assert frames == [("target card", "cost"), ("target artifact", "effect")]


def test_trigger_condition_runs_to_the_first_comma():
    assert _contexts("When target creature dies, return target land to your hand.") == [
        ("target creature", "trigger-condition"), ("target land", "effect")]


def test_reminder_text_in_parentheses():
    assert _contexts("Scavenge {2} ({2}, Exile this card from your graveyard: Put counters on target creature.)") == [
        ("target creature", "reminder")]


def test_abilities_are_lines_and_sentences_are_counted_across_them():
    result = analyze("Destroy target creature.\n{T}: Tap target land. Untap target artifact.", "en", "mtg")
    assert [(f.ability, f.sentence) for f in result.frames] == [(0, 0), (1, 1), (1, 2)]
    assert result.abilities == 2


def test_quoted_text_does_not_end_a_sentence():
    result = analyze('Target creature gains "{T}: This creature deals 1 damage to any target." until end of turn.', "en", "mtg")
    assert len({f.sentence for f in result.frames}) == 1


def test_symbols_and_run_on_abilities_tokenize_cleanly():
    from linter.pipeline import pipeline

    words = [t.text for t in pipeline("fr", "mtg").make_doc("payez {W/B}{W/B}. Puis :rb_exhaust:: créature.-3 : x")]
    assert words == ["payez", "{W/B}", "{W/B}", ".", "Puis", ":rb_exhaust:", ":", "créature", ".", "-3", ":", "x"]


def test_a_number_after_the_phrase_counts_only_right_after_it():
    frames = analyze("Target player draws two cards.", "en", "mtg").frames
    assert [(f.object, f.count) for f in frames] == [("player", None)]


def test_a_quote_mark_glued_to_a_word_closes_the_quotation():
    # German prints „Name“-Monster: the closing mark is glued to the next word. It must still end the
    # quotation, or every later sentence end and ';' would count as quoted: the second effect would
    # be read as the first one's resolution.
    text = ("Du kannst 1 „Beispiel“-Monster abwerfen; ziehe 1 Karte. "
            "Falls diese Karte zerstört wird: Du kannst 1 Monster in deinem Friedhof wählen; beschwöre es.")
    result = analyze(text, "de", "ygo")
    target = next(f for f in result.frames if f.concept == "target")
    assert (target.sentence, target.phase, target.context) == (1, "activation", "effect")
