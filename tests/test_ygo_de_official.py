"""Issue 11 follow-up: classes of false alarms on official German Yu-Gi-Oh! translations.
Short texts written for these tests, in the templates of printed cards."""

from linter.compare import compare
from linter.pipeline import analyze


def _names(source: str, translation: str, lang: str = "de") -> list[str]:
    return sorted(f.name for f in compare("card", analyze(source, "en", "ygo"), analyze(translation, lang, "ygo")))


def _targets(text: str, lang: str = "de") -> list[tuple[str, str | None, tuple[str, ...]]]:
    frames = analyze(text, lang, "ygo").frames
    return [(f.object, f.zone, f.qualifiers) for f in frames if f.concept == "target"]


# -- two targets of one verb-final "wählen": "1 X … und 1 Y …, wählen;" ------------------------
def test_two_targets_before_a_final_verb_are_two_targets_each_with_its_own_qualifiers():
    text = "Du kannst 1 Monster in deinem Friedhof und 1 offenes Monster, das dein Gegner kontrolliert, wählen; verbanne sie."
    # issue 20: each object of the list has its own restrictions, the zone of its own stretch included
    assert _targets(text) == [("monster", "graveyard", ()), ("monster", None, ("face-up",))]


def test_a_faithful_two_target_declaration_with_a_final_verb_is_not_reported():
    source = "You can target 1 Spell in your GY and 1 face-up monster your opponent controls; banish them."
    translation = "Du kannst 1 Zauber in deinem Friedhof und 1 offenes Monster, das dein Gegner kontrolliert, wählen; verbanne sie."
    assert _names(source, translation) == []


def test_dropping_the_second_target_of_a_final_verb_is_still_reported():
    source = "You can target 1 Spell in your GY and 1 face-up monster your opponent controls; banish them."
    translation = "Du kannst 1 offenes Monster, das dein Gegner kontrolliert, wählen; verbanne es."
    assert "target-presence" in _names(source, translation)


def test_an_action_before_and_is_no_second_target():
    # "abwerfen und dann": a cost, then one target — no "and"-joined card
    assert _targets("Du kannst 1 Karte abwerfen und dann 1 Monster wählen; zerstöre es.") == [("monster", None, ())]
    assert _targets("Du kannst 1 Karte abwerfen und 1 Monster wählen; zerstöre es.") == [("monster", None, ())]


# -- a quoted name with a slash, glued to its object word: „D/D“-Monster ------------------------------
def test_a_quoted_name_with_a_slash_describes_the_object_it_is_glued_to():
    assert _targets("Wähle 1 „D/D“-Monster in deinem Friedhof; füge es deiner Hand hinzu.") == [
        ("monster", "graveyard", ())
    ]
    assert _targets("Du kannst 1 „Dunkle/r/s Beispiel“-Monster wählen, das du kontrollierst; zerstöre es.") == [
        ("monster", None, ())
    ]


def test_a_faithful_translation_naming_a_slashed_archetype_is_not_reported():
    source = 'Target 1 "D/D" monster in your GY; add it to your hand.'
    assert _names(source, "Wähle 1 „D/D“-Monster in deinem Friedhof; füge es deiner Hand hinzu.") == []


# -- describing words that hold a clause break: "als … beschworenes", "ATK und 1000 DEF", relative clauses ----
def test_describing_phrases_with_als_und_and_a_relative_clause_keep_their_target():
    cases = {
        "Wähle 1 als Spezialbeschwörung beschworenes Monster auf dem Spielfeld; zerstöre das gewählte Ziel.": "field",
        "Du kannst 1 offenes Monster, das als Spezialbeschwörung vom Extra Deck beschworen wurde, auf dem Spielfeld "
        "wählen; zerstöre es.": "field",
        "Du kannst 1 Monster, das als Material verwendet wurde, in deinem Friedhof wählen; beschwöre es.": "graveyard",
        "Du kannst 1 Monster mit 2000 oder mehr ATK und 1000 DEF in deinem Friedhof wählen; füge es deiner Hand hinzu.": "graveyard",
        "Du kannst 1 Monster mit 0 ATK und/oder DEF in deinem Friedhof wählen; beschwöre es.": "graveyard",
    }
    for text, zone in cases.items():
        assert [(o, z) for o, z, _ in _targets(text)] == [("monster", zone)], text


def test_als_still_ends_a_selection_where_it_says_als_ziel():
    assert _targets("Dein Gegner kann diese Karte nicht als Ziel für Karteneffekte wählen.") == []


# -- resolution wording is compared only where both texts are written in PSCT (a ';') --------------------------
def test_resolution_wording_of_printed_text_without_psct_is_not_compared():
    source = "Select 1 face-up monster. The selected monster gains 500 ATK."
    assert _names(source, "Wähle 1 offenes Monster. Es erhält 500 ATK.") == []
    psct = "Target 1 face-up monster; that target gains 500 ATK."
    assert _names(psct, "Wähle 1 offenes Monster. Es erhält 500 ATK.") == []


def test_resolution_wording_is_still_compared_in_psct_text():
    source = "Target 1 face-up monster; that target gains 500 ATK."
    assert _names(source, "Wähle 1 offenes Monster; es erhält 500 ATK.") == ["resolution-reference"]


# -- "in your GY or banishment": one zone of two places, whose words name no object ------------------------
def test_graveyard_or_banishment_is_one_zone_in_english_and_german():
    en = analyze("You can target 2 monsters in your GY and/or banishment; shuffle them into the Deck.", "en", "ygo")
    assert [(f.object, f.zone) for f in en.frames if f.concept == "target"] == [("monster", "banished-or-graveyard")]
    for text in (
        "Du kannst 2 Monster in deinem Friedhof und/oder von deinen verbannten Karten wählen; mische sie ins Deck.",
        "Du kannst 1 Monster in deinem Friedhof oder von deinen verbannten Karten wählen; mische es ins Deck.",
    ):
        assert [(o, z) for o, z, _ in _targets(text)] == [("monster", "banished-or-graveyard")], text


# -- a Pendulum Monster Card is a monster, as in English --------------------------------------------------------
def test_a_pendulum_monster_card_is_a_monster():
    source = 'You can target 1 "Example" Pendulum Monster Card you control; return it to the hand.'
    translation = "Du kannst 1 „Beispiel“-Pendelmonsterkarte wählen, die du kontrollierst; gib sie auf die Hand zurück."
    assert _names(source, translation) == []


# -- each of two targets joined by "and" keeps its own count ----------------------------------------------------
def test_targets_joined_by_and_keep_their_own_counts():
    en = analyze("Target 1 card you control and 2 cards your opponent controls; destroy them.", "en", "ygo")
    assert [(f.count.min, f.count.max) for f in en.frames if f.concept == "target"] == [(1, 1), (2, 2)]
    de = "Du kannst 2 Karten in deinem Friedhof und 1 offenes Monster, das dein Gegner kontrolliert, wählen; verbanne sie."
    counts = [(f.count.min, f.count.max) for f in analyze(de, "de", "ygo").frames if f.concept == "target"]
    assert counts == [(2, 2), (1, 1)]
    translation = "Wähle 1 Karte, die du kontrollierst, und 2 Karten, die dein Gegner kontrolliert; zerstöre sie."
    assert _names("Target 1 card you control and 2 cards your opponent controls; destroy them.", translation) == []


# -- "or target 2 if …" is another count of the same declaration, not one more target --------------------------
def test_an_alternative_count_is_no_second_target():
    en = analyze(
        "Target 1 card your opponent controls, or you can target 2 if you control a Fiend monster; banish them.",
        "en",
        "ygo",
    )
    assert [f.object for f in en.frames if f.concept == "target"] == ["card"]


# -- a qualifier between the count and the noun belongs to the noun, whatever describes in between -------------
def test_a_qualifier_before_describing_words_is_attached():
    for text, lang in (
        ("Target 1 face-up Level 3 monster you control; destroy it.", "en"),
        ("Target 1 face-up Fish, Sea Serpent, or Aqua monster you control; destroy it.", "en"),
        ("Wähle 1 offenes „Sechs Beispiele“-Monster, das du kontrollierst; zerstöre es.", "de"),
    ):
        # issue 20: an exact Level ("Level 3") is itself a level-bound qualifier, read beside "face-up"
        assert [tuple(q for q in qs if q != "level-bound") for _, _, qs in _targets(text, lang)] == [("face-up",)], text
    source = "Target 1 face-up Level 3 monster you control; destroy it."
    assert _names(source, "Wähle 1 offenes Monster der Stufe 3, das du kontrollierst; zerstöre es.") == []


# -- "in your GY or banishment" in Spanish and French, so that English and every translation agree -------------
def test_graveyard_or_banishment_in_spanish_and_french():
    for text, lang in (
        ("Puedes seleccionar 1 monstruo en tu Cementerio o destierro; añádelo a tu mano.", "es"),
        ("Vous pouvez cibler 1 monstre dans votre Cimetière et/ou bannissement ; ajoutez-le à votre main.", "fr"),
    ):
        assert [(o, z) for o, z, _ in _targets(text, lang)] == [("monster", "banished-or-graveyard")], text


# -- an attack's target is no effect's target, in every language ----------------------------------------------
def test_targeting_for_attacks_selects_nothing():
    for text, lang in (
        ("Unless they control a Toon monster, this card must target a Toon monster for its attacks.", "en"),
        ("Esta carta debe seleccionar un monstruo Toon para sus ataques.", "es"),
        ("Cette carte doit cibler un monstre Toon avec ses attaques.", "fr"),
        ("Diese Karte muss ein Toon-Monster als Ziel für ihre Angriffe wählen.", "de"),
    ):
        assert _targets(text, lang) == [], text


def test_two_targets_with_a_relative_clause_and_up_to_before_a_final_verb():
    text = "Einmal pro Spielzug kannst du 1 Karte, die du kontrollierst, und bis zu 3 Karten im Friedhof deines Gegners wählen."
    counts = [(f.count.min, f.count.max) for f in analyze(text, "de", "ygo").frames if f.concept == "target"]
    assert counts == [(1, 1), (0, 3)]


def test_another_belongs_to_its_own_target_of_two():
    en = analyze("Target 1 other monster you control and 1 card your opponent controls; destroy them.", "en", "ygo")
    assert [f.another for f in en.frames if f.concept == "target"] == [True, False]
    translation = (
        "Wähle 1 anderes Monster, das du kontrollierst, und 1 Karte, die dein Gegner kontrolliert; zerstöre sie."
    )
    assert (
        _names("Target 1 other monster you control and 1 card your opponent controls; destroy them.", translation) == []
    )


def test_a_link_rating_bound_is_level_bound():
    source = "You can target 1 Link-2 or lower monster in your GY; Special Summon it."
    assert (
        _names(source, "Du kannst 1 Monster mit Link-2 oder niedriger in deinem Friedhof wählen; beschwöre es.") == []
    )


def test_a_pronoun_or_the_attack_target_can_be_the_declared_target():
    source = "When a monster you control is targeted for an attack: Target it; change it to Defense Position."
    translation = "Wenn ein Monster, das du kontrollierst, als Ziel für einen Angriff gewählt wird: Wähle es; ändere es in die Verteidigungsposition."
    assert _names(source, translation) == []
    assert [o for o, _, _ in _targets("Du kannst das Angriffsziel wählen; ändere seine Kampfposition.")] == ["card"]


# -- issue 11, second pass ----------------------------------------------------------------------------
def test_a_quoted_token_name_names_a_token_in_every_language():
    source = 'You can target 1 "Example Token" you control; destroy it.'
    assert _targets(source, "en") == [("token", None, ())]
    assert _targets("Du kannst 1 „Beispiel-Spielmarke“ wählen, die du kontrollierst; zerstöre sie.")[0][0] == "token"
    assert _targets('Puedes seleccionar 1 "Ficha Ejemplo" que controles; destrúyela.', "es")[0][0] == "token"
    assert _targets('Vous pouvez cibler 1 "Jeton Exemple" que vous contrôlez ; détruisez-le.', "fr")[0][0] == "token"
    assert _names(source, "Du kannst 1 „Beispiel-Spielmarke“ wählen, die du kontrollierst; zerstöre sie.") == []
    # a quoted name that is no Token's stays a card
    assert _targets("Wähle 1 „Beispielzauber“ in deinem Friedhof; zerstöre ihn.") == [("card", "graveyard", ())]


def test_jene_beiden_gewaehlten_ziele_is_both_those_targets():
    source = "Target 1 monster in your GY and 1 monster in your opponent's GY; Special Summon both those targets."
    translation = (
        "Wähle 1 Monster in deinem Friedhof und 1 Monster im Friedhof deines Gegners; "
        "beschwöre jene beiden gewählten Ziele als Spezialbeschwörung."
    )
    refs = [f.mode for f in analyze(translation, "de", "ygo").frames if f.concept == "resolution-reference"]
    assert refs == ["all"]
    assert "resolution-reference" not in _names(source, translation)


def test_die_gewaehlten_karten_refers_like_them():
    refs = [
        f.mode
        for f in analyze("Wähle 2 Karten in deinem Friedhof; mische die gewählten Karten ins Deck.", "de", "ygo").frames
        if f.concept == "resolution-reference"
    ]
    assert refs == ["it"]
    # the singular keeps the older template's "the selected card"
    refs = [
        f.mode
        for f in analyze("Wähle 1 Karte in deinem Friedhof. Mische die gewählte Karte ins Deck.", "de", "ygo").frames
        if f.concept == "resolution-reference"
    ]
    assert refs != ["it"]


def test_a_quoted_card_name_without_an_object_word_is_one_card_with_its_count():
    source = 'You can target up to 2 "Example Seed" in your GY; add them to your hand.'
    assert _targets(source, "en") == [("card", "graveyard", ())]
    counts = [f.count for f in analyze(source, "en", "ygo").frames if f.concept == "target"]
    assert counts and (counts[0].min, counts[0].max) == (0, 2)
    assert (
        _names(source, "Du kannst bis zu 2 „Beispielsamen“ in deinem Friedhof wählen; füge sie deiner Hand hinzu.")
        == []
    )
    assert (
        _names(source, 'Puedes seleccionar hasta 2 "Semilla Ejemplo" en tu Cementerio; añádelas a tu mano.', "es") == []
    )
    # older wording: "Select and send 1 "X" from your Deck"; a restriction ("no puede seleccionar un "X"") selects nothing
    assert _targets('Select and send 1 "Example Core" from your Deck to the GY.', "en") == [("card", "deck", ())]
    assert _targets('Tu adversario no puede seleccionar un "Palacio Ejemplo" que controles.', "es") == []
    assert _targets("Wähle 1 offenen „Beispielkönig“ auf dem Spielfeld. Zerstöre alle anderen Monster.")[0][0] == "card"


def test_removed_from_play_is_banished_in_older_wording():
    source = "Select 2 of your removed from play monsters. Return them to the Graveyard."
    translation = "Wähle 2 deiner aus dem Spiel entfernten Monster. Lege sie auf den Friedhof zurück."
    assert _targets(source, "en") == [("monster", "banished", ())]
    assert _targets(translation) == [("monster", "banished", ())]
    assert _names(source, translation) == []
