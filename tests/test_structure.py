"""Card structure decides context: costs, trigger conditions, reminders, PSCT phases."""

import pytest

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


# --- run-on abilities: text pasted without a line break (issue 15) -------------------------------
# Magic: a glued seam is a lost line break, so it starts a new ability (games/mtg.yaml run_on: ability).

def _abilities(text, lang, game="mtg"):
    result = analyze(text, lang, game)
    return result.abilities, [(f.span.text, f.ability, f.context) for f in result.frames]


@pytest.mark.parametrize("lang,text,first,second", [
    ("en", "Devoid (This card has no color.)Target creature you control fights target creature an opponent controls.",
     "Target creature", "target creature"),
    ("es", "Vacío. (Esta carta no tiene color.)La criatura objetivo que controlas pelea con la criatura objetivo que "
     "controla un oponente.", "criatura objetivo", "criatura objetivo"),
    ("de", "Fahl (Diese Karte hat keine Farbe.)Eine Kreatur deiner Wahl, die du kontrollierst, kämpft gegen eine "
     "Kreatur deiner Wahl, die ein Gegner kontrolliert.", "Eine Kreatur deiner Wahl", "eine Kreatur deiner Wahl"),
    ("fr", "Carence (Cette carte n'a pas de couleur.)La créature ciblée que vous contrôlez se bat contre la créature "
     "ciblée qu'un adversaire contrôle.", "créature ciblée", "créature ciblée"),
])
def test_a_reminder_glued_to_the_next_ability_ends_at_its_parenthesis(lang, text, first, second):
    # before: "color.)Target" was one token, the reminder never closed and both targets were reminder text
    assert _abilities(text, lang) == (2, [(first, 1, "effect"), (second, 1, "effect")])


@pytest.mark.parametrize("lang,text,target", [
    ("en", "Target creature gets +1/+1 until end of turn.{T}: Add {R}.", "Target creature"),
    ("es", "La criatura objetivo obtiene +1/+1 hasta el final del turno.{T}: Agrega {R}.", "criatura objetivo"),
    ("de", "Eine Kreatur deiner Wahl erhält +1/+1 bis zum Ende des Zuges.{T}: Erzeuge {R}.", "Eine Kreatur deiner Wahl"),
    ("fr", "La créature ciblée gagne +1/+1 jusqu'à la fin du tour.{T} : Ajoutez {R}.", "créature ciblée"),
])
def test_a_sentence_glued_to_an_activated_ability_is_not_its_cost(lang, text, target):
    assert _abilities(text, lang) == (2, [(target, 0, "effect")])


@pytest.mark.parametrize("lang,text", [
    ("en", "Creatures you control get +1/+1.{T}: Tap target creature."),
    ("es", "Las criaturas que controlas obtienen +1/+1.{T}: Gira la criatura objetivo."),
    ("de", "Kreaturen, die du kontrollierst, erhalten +1/+1.{T}: Tappe eine Kreatur deiner Wahl."),  # "+1." is no ordinal
    ("fr", "Les créatures que vous contrôlez gagnent +1/+1.{T} : Engagez la créature ciblée."),
])
def test_power_and_toughness_end_the_sentence_before_a_glued_ability(lang, text):
    count, frames = _abilities(text, lang)
    assert count == 2 and [(ability, context) for _, ability, context in frames][-1] == (1, "effect")


def test_a_cost_never_reaches_back_over_a_full_stop():
    # a line break lost as a space: the colon's sentence holds the whole cost
    assert _contexts("Target creature gets +1/+1 until end of turn. {T}: Add {R}.") == [("Target creature", "effect")]
    assert _contexts("Draw a card. Sacrifice target creature: Add {R}.") == [("target creature", "cost")]
    # Riftbound "do this:" late in an ability leaves the sentences before it effects
    text = "Choose a friendly unit. Give it +2 :rb_might: this turn. Then do this: Draw 1."
    assert _contexts(text, game="riftbound")[0] == ("a friendly unit", "effect")


@pytest.mark.parametrize("lang,text", [
    ("en", "+1: Target creature gets +1/+1 until end of turn.-3: Destroy target creature."),
    ("es", "+1: La criatura objetivo obtiene +1/+1 hasta el final del turno.-3: Destruye la criatura objetivo."),
    ("de", "+1: Eine Kreatur deiner Wahl erhält +1/+1 bis zum Ende des Zuges.-3: Zerstöre eine Kreatur deiner Wahl."),
    ("fr", "+1 : La créature ciblée gagne +1/+1 jusqu'à la fin du tour.-3 : Détruisez la créature ciblée."),
])
def test_a_glued_loyalty_ability_is_the_next_ability(lang, text):
    count, frames = _abilities(text, lang)
    assert count == 2 and [(ability, context) for _, ability, context in frames] == [(0, "effect"), (1, "effect")]


@pytest.mark.parametrize("lang,text", [
    ("en", 'Enchanted creature has "{T}: Tap target creature."When target creature dies, you gain 1 life.'),
    ("de", 'Die verzauberte Kreatur hat "{T}: Tappe eine Kreatur deiner Wahl."Wenn eine Kreatur deiner Wahl stirbt, '
     "erhältst du 1 Lebenspunkt dazu."),
])
def test_a_granted_ability_in_quotes_glued_to_the_next_ability(lang, text):
    # the quote closes before the next ability; its trigger condition is found again
    count, frames = _abilities(text, lang)
    assert count == 2
    assert [(ability, context) for _, ability, context in frames][-2:] == [(0, "effect"), (1, "trigger-condition")]


@pytest.mark.parametrize("lang,text", [
    ("en", "Kicker {W}When this creature enters the battlefield, if it was kicked, tap target creature."),
    ("fr", "Kick {W}Quand cette créature arrive sur le champ de bataille, si elle a été kickée, engagez la créature ciblée."),
    ("en", "FlyingWhen this creature enters the battlefield, destroy target creature."),
    ("de", "FliegendWenn diese Kreatur ins Spiel kommt, zerstöre eine Kreatur deiner Wahl."),
    ("fr", "VolQuand cette créature arrive sur le champ de bataille, détruisez la créature ciblée."),
    ("fr", "VolÀ chaque fois que cette créature attaque, engagez la créature ciblée."),
    ("en", "Flying{T}: Tap target creature."),
    ("de", "Fliegend{T}: Tappe eine Kreatur deiner Wahl."),
    ("fr", "Vol{T} : Engagez la créature ciblée."),
])
def test_a_keyword_glued_to_the_next_ability(lang, text):
    # Magic words and names have no inner capital, so "FlyingWhen" is two abilities
    count, frames = _abilities(text, lang)
    assert count == 2 and [(ability, context) for _, ability, context in frames] == [(1, "effect")]


def test_a_keyword_glued_to_its_own_cost_stays_one_ability():
    assert _abilities("Kicker{3} (You may pay an additional {3} as you cast this spell.)", "en")[0] == 1
    assert _abilities("Kick{3} (Vous pouvez payer {3} supplémentaires quand vous lancez ce sort.)", "fr")[0] == 1


def test_old_mana_strings_are_not_inner_capitals():
    assert _abilities("ooB This creature gets +1/+1 until end of turn.", "en")[0] == 1
    assert _abilities("o1ooU Target creature gets +1/+0 until end of turn.", "en")[0] == 1


def test_a_reminder_broken_over_two_lines_is_one_ability():
    text = "Morph {2}{R} (Du kannst diese Karte verdeckt spielen.\n Decke sie auf.)\nZerstöre eine Kreatur deiner Wahl."
    assert _abilities(text, "de") == (2, [("eine Kreatur deiner Wahl", 1, "effect")])


def test_run_on_seams_tokenize_cleanly():
    from linter.pipeline import pipeline

    def words(lang, text):
        return [t.text for t in pipeline(lang, "mtg").make_doc(text)]

    assert words("en", "color.)Target") == ["color", ".", ")", "Target"]
    assert words("fr", "couleur.)À chaque") == ["couleur", ".", ")", "À", "chaque"]
    assert words("de", 'Zuges."Wenn') == ["Zuges", ".", '"', "Wenn"]
    assert words("es", 'maná".{B}') == ["maná", '"', ".", "{B}"]
    assert words("de", "abgerundet).Der") == ["abgerundet", ")", ".", "Der"]
    assert words("en", "FlashReachWhen") == ["Flash", "Reach", "When"]
    assert words("fr", "céléritéL'Oiseau") == ["célérité", "L'", "Oiseau"]
    assert words("de", "erhalten +1/+1.{T}:") == ["erhalten", "+1/+1", ".", "{T}", ":"]


# Yu-Gi-Oh! prints an effect as one paragraph: a glued seam is a lost space, only a new sentence.

def _sentences(text, lang, game):
    from linter.components.extensions import CardText
    from linter.normalize import normalize
    from linter.pipeline import make_doc, pipeline

    nlp = pipeline(lang, game)
    norm = normalize(text)
    doc = make_doc(nlp, norm.text)
    card = doc._.cardlint = CardText(norm)
    for _, component in nlp.pipeline:
        doc = component(doc)
    return analyze(text, lang, game).abilities, len(set(card.layer.sentence))


@pytest.mark.parametrize("lang,text", [
    ("en", "Place 1 counter on this card.You can target 1 monster on the field; destroy that target."),
    ("es", "Pon 1 contador en esta carta.Puedes seleccionar 1 monstruo en el Campo; destrúyelo."),
    ("de", "Lege 1 Zählmarke auf diese Karte.Du kannst 1 Monster auf dem Spielfeld wählen; zerstöre es."),
    ("fr", "Placez 1 compteur sur cette carte.Vous pouvez cibler 1 monstre sur le Terrain ; détruisez-le."),
])
def test_a_yugioh_run_on_is_a_new_sentence_of_the_same_effect(lang, text):
    assert _sentences(text, lang, "ygo") == (1, 2)
    (target, reference) = analyze(text, lang, "ygo").frames
    assert (target.sentence, target.phase, reference.phase) == (1, "activation", "resolution")


@pytest.mark.parametrize("lang,game,text", [
    ("en", "ygo", 'You can only use this effect of "N.As.H. Knight" once per turn.'),
    ("es", "ygo", 'Sólo puedes usar este efecto de "Caballero N.As.H." una vez por turno.'),
    ("de", "ygo", "Du kannst diesen Effekt von „N.As.H.-Ritter“ nur einmal pro Spielzug verwenden."),
    ("fr", "ygo", 'Vous ne pouvez utiliser cet effet de "Chevalier N.As.H." qu\'une fois par tour.'),
    ("en", "mtg", 'Search your library for a card named "N.As.H. Knight".'),
    ("fr", "ygo", "Ciblez max. 2 monstres sur le Terrain ; détruisez-les."),
    ("fr", "mtg", "Piochez max. 2 cartes et min. 1 carte."),
])
def test_names_with_full_stops_and_abbreviations_split_nothing(lang, game, text):
    assert _sentences(text, lang, game) == (1, 1)


def test_an_unknown_run_on_mode_is_named_by_file(tmp_path, monkeypatch):
    import shutil
    from pathlib import Path

    from linter.locales import LocaleError
    from linter.pipeline import reset_caches

    root = tmp_path / "locales"
    shutil.copytree(Path(__file__).resolve().parents[1] / "locales", root)
    game = root / "games" / "mtg.yaml"
    game.write_text(game.read_text(encoding="utf-8").replace("run_on: ability", "run_on: paragraph"), encoding="utf-8")
    monkeypatch.setenv("CARDLINT_LOCALES", str(root))
    reset_caches()
    try:
        with pytest.raises(LocaleError, match=r"games/mtg.yaml:\d+: structure.run_on .*ability.*sentence"):
            analyze("Destroy target creature.", "en", "mtg")
    finally:
        monkeypatch.delenv("CARDLINT_LOCALES")
        reset_caches()


def test_a_name_with_full_stops_before_a_hyphen_stays_one_word():
    # „T.G.“-Monster: the hyphen after the quote is no loyalty cost, the name and its count stay whole
    (target, _) = analyze("Du kannst 1 „T.G.“-Monster der Stufe 4 in deinem Friedhof wählen; beschwöre es.", "de", "ygo").frames
    assert (target.count.min, target.count.max, target.sentence, target.phase) == (1, 1, 0, "activation")


@pytest.mark.parametrize("lang,text,condition,effect", [
    ("en", "When I leave the Expedition zone, if target Character is big — Target Character gains 1 boost.",
     "target Character", "Target Character"),
    ("fr", "Lorsque je quitte la zone d'Expédition, si un Personnage ciblé est grand — Un Personnage ciblé gagne 1 boost.",
     "Personnage ciblé", "Un Personnage ciblé"),
])
def test_an_altered_trigger_condition_runs_to_the_dash_past_a_comma(lang, text, condition, effect):
    # Altered's games/altered.yaml says `trigger_ends: ["—"]`: the comma inside the condition does not end it
    (first, second) = analyze(text, lang, "altered").frames
    assert (first.context, second.context) == ("trigger-condition", "effect")
    assert condition in first.span.text and effect in second.span.text


def test_another_game_can_end_its_trigger_conditions_at_a_dash(tmp_path, monkeypatch):
    # the mechanism is game data: Magic with `trigger_ends: ["—"]` reads "When …, … — …" the same way
    import shutil
    from pathlib import Path

    from linter.pipeline import reset_caches

    before = _contexts("When target creature dies, if it was red — destroy target land.")
    assert before == [("target creature", "trigger-condition"), ("target land", "effect")]
    root = tmp_path / "locales"
    shutil.copytree(Path(__file__).resolve().parents[1] / "locales", root)
    game = root / "games" / "mtg.yaml"
    text = game.read_text(encoding="utf-8").replace("  psct: false\n", '  psct: false\n  trigger_ends: ["—"]\n')
    game.write_text(text, encoding="utf-8")
    monkeypatch.setenv("CARDLINT_LOCALES", str(root))
    reset_caches()
    try:
        assert _contexts("When target creature dies, return target land to your hand — draw a card.") == [
            ("target creature", "trigger-condition"), ("target land", "trigger-condition")]
        assert _contexts("When target creature dies, if it was red — destroy target land.") == [
            ("target creature", "trigger-condition"), ("target land", "effect")]
    finally:
        monkeypatch.delenv("CARDLINT_LOCALES")
        reset_caches()
