"""Issue 20, item 1: target phrases read to their end in every game and language (Altered, Riftbound),
and issue 20, item 4: the broken-translation bench's kind × position cells per game and language read
from one run. Sentences written for the project."""

from bench.broken import Broken, generate
from bench.broken_report import below
from linter.compare import compare
from linter.lexicon import lexicon_for
from linter.patterns import PatternCompiler
from linter.pipeline import analyze, pipeline
from linter.readers.records import CardRecord


def _compiler(lang: str, game: str) -> PatternCompiler:
    nlp = pipeline(lang, game)
    return PatternCompiler(lambda text: [t.text for t in nlp.tokenizer(text)], lexicon_for(lang, game))


def _targets(text: str, lang: str, game: str) -> list:
    return [f for f in analyze(text, lang, game).frames if f.concept == "target"]


def _names(source: str, translation: str, lang: str, game: str) -> list[str]:
    return sorted(f.name for f in compare("card", analyze(source, "en", game), analyze(translation, lang, game)))


def test_an_elided_word_written_apart_in_a_pattern_is_the_word_card_text_has() -> None:
    italian = _compiler("it", "mtg")
    [pattern] = italian.each("zone", "dall' esilio")
    assert [sorted(s.lemmas) for s in pattern.slots] == [["dall'"], [italian.lexicon.lemma("esilio")]]
    (frame,) = _targets("Restituisci una carta bersaglio dall'esilio in mano al suo proprietario.", "it", "mtg")
    assert frame.zone == "exile" and frame.ended
    # a possessive apostrophe stays a word of its own: "opponents' graveyards"
    assert _compiler("en", "mtg").split("opponents'") == ["opponents", "'"]


def test_a_support_mark_between_a_phrase_and_its_cost_bound_is_read_past() -> None:
    for lang, text in [
        ("en", "Target Character #with Hand Cost {4} or less# defects."),
        ("en", "Send to Reserve target Character #with Hand Cost {3} or less.#"),
        ("fr", "Envoyez en Réserve un Personnage ciblé #de Coût de Main {3} ou moins.#"),
        ("es", "Un personaje objetivo #con coste desde la mano de {4} o menos# deserta."),
        ("de", "Ein Charakter deiner Wahl #mit Handkosten {4} oder weniger# läuft über."),
        ("it", "Un personaggio bersaglio #con costo dalla mano pari o inferiore a {4}# diserta."),
    ]:
        (frame,) = _targets(text, lang, "altered")
        assert frame.qualifiers == ("cost-bound",) and frame.ended, (lang, text)
    # a keyword's bracket opens a name, no qualifier: "[Exhausted Resupply]" restricts no opponent
    (frame,) = _targets("Target opponent may [Exhausted Resupply].", "en", "altered")
    assert frame.qualifiers == ()


def test_a_full_stop_after_a_support_mark_ends_the_sentence_in_french() -> None:
    words = [t.text for t in pipeline("fr", "altered").tokenizer("de #{6} ou moins#. Piochez")]
    assert words == ["de", "#", "{6}", "ou", "moins", "#", ".", "Piochez"]


def test_cost_bounds_as_each_language_writes_them_are_read_to_the_end() -> None:
    for lang, text in [
        ("fr", "Envoyez en Réserve jusqu'à trois Personnages ciblés avec un Coût de Main total de {5} ou moins."),
        ("es", "Envía a la reserva hasta tres personajes objetivo con coste desde la mano total de {5} o menos."),
        ("es", "Envía a la reserva un personaje objetivo con coste base de {3} o menos."),
        (
            "it",
            "Manda nella Riserva fino a tre personaggi bersaglio con un costo dalla mano totale pari o inferiore a {5}.",
        ),
        (
            "it",
            "Fai tornare un personaggio bersaglio con costo dalla mano #{5}pari o inferiore a# in mano al suo proprietario.",
        ),
    ]:
        (frame,) = _targets(text, lang, "altered")
        assert frame.qualifiers == ("cost-bound",) and frame.ended, (lang, text)


def test_a_bound_compared_with_another_card_holds_no_restriction_of_that_card() -> None:
    source = "Discard target Character with Hand Cost less than or equal to the Hand Cost of a Character you control."
    translation = "Scarta un personaggio bersaglio con costo dalla mano pari o inferiore a quello di un personaggio che controlli."
    (frame,) = _targets(translation, "it", "altered")
    assert frame.qualifiers == ("cost-bound",) and frame.controller is None and frame.ended
    assert _names(source, translation, "it", "altered") == []


def test_a_reserve_cost_names_no_zone() -> None:
    for lang, text in [
        ("it", "Un personaggio bersaglio con costo dalla Riserva pari o inferiore a {3} ottiene 2 rinforzi."),
        ("es", "Un personaje objetivo con coste desde la reserva de {3} o menos gana 2 refuerzos."),
        ("fr", "Un Personnage ciblé de Coût de Réserve {3} ou moins gagne 2 boosts."),
    ]:
        (frame,) = _targets(text, lang, "altered")
        assert frame.zone is None and frame.qualifiers == ("cost-bound",), (lang, text)
    assert (
        _names(
            "Target Character with Reserve Cost {3} or less gains 2 boosts.",
            "Un personaggio bersaglio con costo dalla Riserva pari o inferiore a {3} ottiene 2 rinforzi.",
            "it",
            "altered",
        )
        == []
    )
    (frame,) = _targets("Renvoyez une carte ciblée de votre Réserve de Coût de Main {3} ou moins.", "fr", "altered")
    assert frame.zone == "reserve"  # where the card is, said apart from its cost


def test_where_a_card_goes_and_whose_target_it_is_end_the_phrase() -> None:
    for lang, text in [
        (
            "it",
            "Manda un personaggio bersaglio nella posizione X del mazzo del suo proprietario, dove X è il risultato.",
        ),
        (
            "de",
            "Schicke einen Charakter deiner Wahl zur X-ten Position im Deck seines Besitzers, wobei X das Ergebnis ist.",
        ),
        ("de", "Falls du das tust, wechselt ein Charakter deiner Wahl die Expeditionen."),
        ("it", "Manda nella Riserva un personaggio bersaglio con nessuna statistica superiore a 3."),
    ]:
        (frame,) = _targets(text, lang, "altered")
        assert frame.ended and frame.zone is None, (lang, text)
    # "del bersaglio" is the one chosen, no second selection
    text = "Manda un personaggio bersaglio nel mazzo. Se il costo dalla mano del bersaglio è superiore a 3, pesca una carta."
    assert len(_targets(text, "it", "altered")) == 1


def test_riftbound_the_player_named_before_controls_and_the_same_location_is_read() -> None:
    (frame,) = _targets(
        "When a player plays a spell, they may give a unit they control here +1 :rb_might: this turn.",
        "en",
        "riftbound",
    )
    assert (frame.controller, frame.location, frame.ended) == ("that-player", "here", True)
    (frame,) = _targets("Deal 1 to up to three units at the same location.", "en", "riftbound")
    assert frame.ended


def _broken(kind: str, position: str, lang: str, caught: bool) -> tuple[Broken, bool]:
    card = CardRecord("c", {"en": "Destroy target creature.", lang: "x"}, "mtg", None)
    return Broken(card, lang, kind, "x", position, ("plain",), "tuning", 0), caught


def test_the_bench_names_every_kind_position_cell_below_the_must_hold() -> None:
    results = [_broken("controller dropped", "or", "fr", ok) for ok in (True, False, False)]
    results += [_broken("controller dropped", "or", "es", True)] * 3
    results += [_broken("zone dropped", "stop", "fr", True)] * 10 + [_broken("zone dropped", "stop", "fr", False)]
    cells = below(results, 90.0)
    assert cells == [("controller dropped", "or", "mtg", "fr", 1, 3)]


def test_a_target_word_repeated_after_or_is_not_dropped_as_a_slip() -> None:
    """French repeats the target word where English says "target spell or ability": dropping the first leaves one
    target of either kind, which no reader takes for another meaning; a phrase whose other part has none is broken."""
    en = "Choose new targets for target spell or ability if it's controlled by the chosen player."
    repeated = "Choisissez de nouvelles cibles pour le sort ciblé ou la capacité ciblée s'ils sont contrôlés par le joueur choisi."
    once = "Renvoyez une carte de créature Dragon ciblée ou une carte de planeswalker Ugin depuis votre cimetière dans votre main."

    def dropped(text: str) -> list[str]:
        card = CardRecord("c", {"en": en, "fr": text}, "mtg", None)
        return [b.position for b in generate(card, "fr", 7) if b.kind == "target word dropped"]

    assert dropped(repeated) == []
    assert dropped(once) == ["or"]


def test_a_zone_in_a_list_of_zones_is_not_changed_alone() -> None:
    """ "en tu Cementerio o destierro" made "en tu mano o destierro" pairs zones no card text has; the zone of
    one object before "o 1 carta …" is changed."""
    en = 'Target 1 "Fire Fist" monster in your GY or banishment; Special Summon it.'

    def changed(text: str) -> list[str]:
        card = CardRecord("c", {"en": en, "es": text}, "ygo", None)
        return [b.text for b in generate(card, "es", 7) if b.kind == "zone changed"]

    assert (
        changed('Selecciona 1 monstruo "Puño de Fuego" en tu Cementerio o destierro; Invócalo de Modo Especial.') == []
    )
    assert changed('Selecciona 1 monstruo "Puño de Fuego" en tu Cementerio o 1 carta en el Campo; destrúyelos.') != []
