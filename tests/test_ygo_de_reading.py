"""Issue 20: German Yu-Gi-Oh! wordings that official translations use and cardlint misread, and the English
wordings they translate. Short texts written for these tests, in the templates of printed cards."""

from linter.compare import compare
from linter.pipeline import analyze


def _names(source: str, translation: str) -> list[str]:
    return sorted(f.name for f in compare("card", analyze(source, "en", "ygo"), analyze(translation, "de", "ygo")))


def _frames(text: str, lang: str = "de") -> list[tuple[str, str | None, str | None]]:
    return [
        (f.concept, f.object, f.controller)
        for f in analyze(text, lang, "ygo").frames
        if f.concept != "resolution-reference"
    ]


# -- a random pick is random whoever makes it -------------------------------------------------------------------
def test_a_random_card_is_a_random_selection_in_english():
    assert _frames("Your opponent chooses 1 random card from your hand, then discard it.", "en") == [
        ("random", "card", None)
    ]
    assert _frames("During your Standby Phase, select 1 random card from your opponent's hand.", "en") == [
        ("random", "card", None)
    ]


def test_a_random_pick_is_a_random_selection_in_german():
    assert [c for c, _, _ in _frames("Dein Gegner bestimmt zufällig 1 der 3 Karten, die du setzt.")] == ["random"]
    assert [c for c, _, _ in _frames("Wähle 1 zufällige Karte von der Hand deines Gegners und sieh sie dir an.")] == [
        "random"
    ]


def test_faithful_random_picks_are_not_reported():
    assert (
        _names(
            "You can reveal 3 Normal Traps from your Deck, your opponent randomly picks 1 for you to Set.",
            "Du kannst 3 Normale Fallen von deinem Deck vorzeigen, dein Gegner bestimmt zufällig 1 von ihnen, die du setzt.",
        )
        == []
    )
    assert (
        _names(
            "Your opponent chooses 1 random card from your hand.",
            "Dein Gegner bestimmt 1 zufällige Karte von deiner Hand.",
        )
        == []
    )


def test_a_chosen_card_for_a_random_one_is_still_reported():
    assert "selection-kind" in _names(
        "Your opponent chooses 1 random card from your hand.", "Dein Gegner bestimmt 1 Karte von deiner Hand."
    )


# -- older cards: "… deiner Wahl" after the noun ----------------------------------------------------------------
def test_deiner_wahl_marks_a_target_after_its_noun():
    text = "Ein offenes Monster vom Typ Krieger deiner Wahl, das du kontrollierst, erhält bis zur End Phase 300 ATK."
    assert _frames(text) == [("target", "monster", "you")]
    assert _frames("Aktiviere 1 der folgenden Effekte deiner Wahl.") == []


def test_a_faithful_older_target_is_not_reported():
    assert (
        _names(
            "Target face-up monster you control gains 300 ATK until the End Phase.",
            "Ein offenes Monster deiner Wahl, das du kontrollierst, erhält bis zur End Phase 300 ATK.",
        )
        == []
    )


# -- the first of two targets, with a clause of its own, before the final "wählen" ------------------------------
def test_the_first_of_two_targets_is_read_whatever_its_clause_says():
    texts = [
        "Du kannst 1 „Beispielagent“, den du kontrollierst, und 1 Monster, das dein Gegner kontrolliert, wählen; zerstöre sie.",
        "Du kannst 1 WASSER Monster, das du kontrollierst, außer „Beispielkrake“, und 1 Monster, das dein Gegner "
        "kontrolliert, wählen; zerstöre sie.",
        "Du kannst 1 offenes Monster, auf das diese Karte zeigt, und 1 offenes Monster, das dein Gegner kontrolliert, "
        "wählen; zerstöre sie.",
        "Du kannst 1 Monster, das du kontrollierst und das kein Material hat, und 2 Monster in deinem Friedhof zu wählen; "
        "lege sie an.",
    ]
    for text in texts:
        assert [c for c, _, _ in _frames(text)] == ["target", "target"], text


def test_a_cost_with_and_declares_no_first_target():
    assert _frames("Du kannst diese Karte und 1 Monster, das du kontrollierst, verbannen; ziehe 1 Karte.") == []


# -- a relative clause after an infinitive: "um alle Karten zu zerstören, die dein Gegner kontrolliert" ---------
def test_a_relative_clause_after_zu_and_its_verb_restricts_the_phrase():
    text = "Du kannst 2 Zählmarken entfernen, um alle Karten zu zerstören, die dein Gegner kontrolliert."
    assert _frames(text) == [("all", "card", "opponent")]
    assert _names("You can remove 2 counters to destroy all cards your opponent controls.", text) == []


def test_an_older_spell_and_trap_zone_name_says_where_and_whose():
    source = "Return all face-up cards in your opponent's Spell & Trap Card Zones to the hand."
    translation = "Gib alle offenen Karten in den Zauber- & Fallenkartenzonen deines Gegners auf die Hand zurück."
    assert [f.zone for f in analyze(translation, "de", "ygo").frames] == ["field"]
    assert _names(source, translation) == []


# -- a Level or a Rank: "der Stufe / des Rangs 4", "mit Stufe/Rang/Link 2" -------------------------------------
def test_either_bound_of_level_and_rank_restricts_the_target():
    for text in (
        "Du kannst 1 Krieger-Monster der Stufe / des Rangs 4 in deinem Friedhof wählen; beschwöre es.",
        "Du kannst 1 Monster mit Stufe/Rang/Link 2 wählen, das du kontrollierst; es erhält 1400 ATK.",
    ):
        assert [f.qualifiers for f in analyze(text, "de", "ygo").frames if f.concept == "target"] == [
            ("level-bound",)
        ], text


# -- one of several targets named after the ';' ----------------------------------------------------------------
def test_ordinal_targets_are_resolution_references():
    text = (
        "Wähle 1 Monster, das du kontrollierst, und 2 Karten, die dein Gegner kontrolliert; verbanne das erste "
        "gewählte Ziel und gib dann die zweiten gewählten Ziele auf die Hand zurück."
    )
    refs = [f for f in analyze(text, "de", "ygo").frames if f.concept == "resolution-reference"]
    assert [f.mode for f in refs] == ["chosen", "chosen"]


# -- a restriction before a phrase that opens its own clause ("um … zu wählen") is not the phrase's --------------
def test_a_cost_s_controller_before_um_does_not_restrict_the_target():
    text = (
        "Hänge 1 Material ab, das du kontrollierst, um 1 Monster zu wählen, das dein Gegner kontrolliert; zerstöre es."
    )
    assert _frames(text) == [("target", "monster", "opponent")]


# -- older wordings: "auswählen", "Wähle während … 1 Monster" -------------------------------------------------
def test_older_german_targets_are_read():
    assert _frames("Du kannst 1 Monster auf der Spielfeldseite deines Gegners auswählen und es zerstören.") == [
        ("target", "monster", "opponent")
    ]
    assert _frames("Wähle während jeder deiner Standby Phasen 1 Monster, das dein Gegner kontrolliert.") == [
        ("target", "monster", "opponent")
    ]


def test_a_named_card_after_describing_words_is_a_target():
    for text in (
        "Wähle 1 deiner verbannten „Beispieldiener“; lege ihn auf den Friedhof zurück.",
        "Wähle 1 als Fusionsbeschwörung beschworenen „Beispieldrache“, den du kontrollierst; er kann zweimal angreifen.",
    ):
        assert [c for c, _, _ in _frames(text)] == ["target"], text


# -- a count clause inside a long phrase: its restrictions are the counted objects' ----------------------------
def test_the_objects_a_count_clause_counts_do_not_restrict_the_target():
    text = (
        "Du kannst offene Karten, die dein Gegner kontrolliert, bis zur Anzahl der anderen Monster in deinem Friedhof "
        "wählen; zerstöre sie."
    )
    (target,) = [f for f in analyze(text, "de", "ygo").frames if f.concept == "target"]
    assert (target.object, target.controller, target.zone, target.another) == ("card", "opponent", None, False)
    assert (
        _names(
            "You can target face-up cards your opponent controls, up to the number of other monsters in your GY; "
            "destroy them.",
            text,
        )
        == []
    )


def test_a_zone_inside_a_long_phrase_before_any_complement_is_kept():
    text = "Du kannst 1 Karte auf der Spielfeldseite oder im Friedhof deines Gegners wählen; verbanne sie."
    assert _frames(text) == [("target", "card", "opponent")]


def test_each_field_is_the_field_in_english():
    target = analyze("You can target 1 Spell/Trap on each field; destroy them.", "en", "ygo").frames[0]
    assert (target.zone, target.ended) == ("field", True)
