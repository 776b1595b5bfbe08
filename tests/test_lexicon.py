"""Word features: what a word is, decided once per word type from the locale's lists."""

import pytest

from linter.lexicon import BREAK, DESCRIBING, FUNCTION, NUMBER, OBJECT, PUNCT, VERB, Lexicon

GERMAN = {
    "numbers": {"eine": 1, "zwei": 2, "x": "X"},
    "lemmas": {"wählst": "wählen", "wähle": "wählen", "kreaturen": "kreatur", "karten": "karte"},
    "words": {"function": ["die", "der", "und", "oder"], "clause_breaks": ["dann"], "verbs": ["wählen", "zerstöre"]},
    "compounds": {"linking": ["s", "es", "n", "en", "e"], "negation": ["nicht"]},
    "details": {
        "objects": {
            "creature": ["Kreatur", "Kreaturen"],
            "artifact": ["Artefakt", "Artefakte"],
            "enchantment": ["Verzauberung", "Verzauberungen"],
            "spell": ["Zauberspruch", "Zauber"],
            "card": ["Karte", "Karten"],
            "monster": ["Monster"],
            "trap": ["Falle", "Fallen"],
            "land": ["Land"],
        }
    },
}


def _lexicon(decides: str = "first", generic: tuple[str, ...] = ()) -> Lexicon:
    return Lexicon(GERMAN, {"decides": decides, "generic": list(generic)})


@pytest.mark.parametrize(
    "word,expected",
    [
        ("kreatur", "creature"),
        ("artefaktkreatur", "artifact"),  # Magic reads the first part, as English "artifact creature"
        ("kreaturenkarte", "creature"),  # linking element -en-
        ("verzauberungskarte", "enchantment"),  # linking element -s-
        ("drachenkreatur", "creature"),  # an unknown first part describes
        ("xyz-kreatur", "creature"),
        ("nichtkreatur-zauberspruch", "spell"),  # a negated part names nothing
        ("nichtkreatur", None),  # a negated description, not an object
        ("kreaturentyp", None),  # the last part decides whether it is an object at all
        ("landung", None),
        ("zauberer", None),
    ],
)
def test_compounds_where_the_first_object_part_decides(word, expected):
    assert _lexicon("first").object_class(word) == expected


@pytest.mark.parametrize(
    "word,expected",
    [
        ("fallenmonster", "monster"),  # the head decides
        ("zauberkarte", "spell"),  # a generic head yields to the part before it
        ("karte", "card"),
        ("-monster", "monster"),  # „Meklord“-Monster: the name is a separate token
        ("artefaktkreatur", "creature"),
    ],
)
def test_compounds_where_the_head_decides(word, expected):
    assert _lexicon("last", generic=("card",)).object_class(word) == expected


def test_without_compounds_only_listed_forms_are_objects():
    data = dict(GERMAN)
    del data["compounds"]
    lexicon = Lexicon(data)
    assert lexicon.object_class("kreaturen") == "creature"
    assert lexicon.object_class("kreaturenkarte") is None


def test_word_classes():
    lexicon = _lexicon()
    flags = {w: lexicon.type_of(w).flags for w in ("die", "wähle", "dann", "2", "zwei", "Kreatur", "getappte", ";", "\n")}
    assert flags["die"] & FUNCTION and not flags["die"] & DESCRIBING
    assert flags["wähle"] & VERB
    assert flags["dann"] & BREAK
    assert flags["2"] & NUMBER and flags["zwei"] & NUMBER
    assert flags["Kreatur"] & OBJECT
    assert flags["getappte"] == DESCRIBING  # any other word describes
    assert flags[";"] & BREAK and flags[";"] & PUNCT
    assert flags["\n"] & BREAK
    word = lexicon.type_of("Wählst")
    assert (word.lower, word.lemma) == ("wählst", "wählen")
    assert lexicon.type_of("X").number == "X" and lexicon.type_of("12").number == 12


def test_lemma_chains_resolve_and_numbers_normalise():
    lexicon = Lexicon({"lemmas": {"eliges": "elige", "elige": "elegir"}, "numbers": {"dos": 2}})
    assert lexicon.lemma("Eliges") == "elegir"
    assert lexicon.forms("elegir") == {"elegir", "elige", "eliges"}
    assert lexicon.norm("dos") == lexicon.norm("7") == "<num>"
    assert lexicon.norm("eliges") == "elegir"
