"""Meaning-preserving rewrites of card text, per language: the grammatical freedom a translator
has (articles, word order, voice, agreement, numerals, an explicit subject). A rewrite returns
the text unchanged where it does not apply. Used by tests/test_robustness_paraphrase.py and
bench/paraphrase.py; each rewrite keeps agreement (gender, number, case) right."""

from __future__ import annotations

import re
from collections.abc import Callable

_OBJECTS_EN = (r"creatures?|permanents?|artifacts?|enchantments?|lands?|planeswalkers?|spells?|monsters?|cards?"
               r"|units?|gear|runes?")
_NUMBERS = {
    "en": {"two": "2", "three": "3", "four": "4", "five": "5"},
    "es": {"dos": "2", "tres": "3", "cuatro": "4", "cinco": "5"},
    "de": {"zwei": "2", "drei": "3", "vier": "4", "fünf": "5"},
    "fr": {"deux": "2", "trois": "3", "quatre": "4", "cinq": "5"},
    "it": {"due": "2", "tre": "3", "quattro": "4", "cinque": "5"},
}


def _numerals(lang: str) -> Callable[[str], str]:
    """Number words of a count as digits ("up to two target creatures" → "up to 2 …"); not inside a
    list of numbers ("one, two, or three targets"), which reads as words or as digits throughout."""
    words = _NUMBERS[lang]
    in_list = r"(?<!, )(?<!or )(?<! o )(?<!oder )(?<!ou )"
    pattern = re.compile(rf"{in_list}\b({'|'.join(words)})\b(?= \w)(?! (?:or|o|oder|ou)\b)")
    return lambda text: pattern.sub(lambda m: words[m.group(1)], text)


def _en_passive(text: str) -> str:
    """Voice: "target creature you control" → "target creature controlled by you"."""
    return re.sub(rf"\b({_OBJECTS_EN}) (you|an opponent|your opponent) controls?\b", r"\1 controlled by \2", text)


_BELIEBIG = {"eine": "beliebige", "einen": "beliebigen", "einem": "beliebigen", "einer": "beliebigen"}


def _de_beliebig(text: str) -> str:
    """A describing word: "eine Kreatur deiner Wahl" → "eine beliebige Kreatur deiner Wahl" (any one);
    not on the second of two joined nouns ("einer Kreatur oder einem Spieler"), where it would
    describe that noun alone."""
    return re.sub(
        r"(?<!oder )(?<!und )\b(eine|einen|einem|einer) ([A-ZÄÖÜ][\w-]+ deiner Wahl)",
        lambda m: f"{m.group(1)} {_BELIEBIG[m.group(1).lower()]} {m.group(2)}",
        text,
    )


_ES_AGREEMENT = {"el": "o", "la": "a", "los": "os", "las": "as"}


def _es_passive(text: str) -> str:
    """Voice, with agreement: "la criatura objetivo que controlas" → "la criatura objetivo controlada
    por ti", "los artefactos objetivo que controla un oponente" → "… controlados por un oponente"."""

    def passive(m: re.Match[str]) -> str:
        ending = _ES_AGREEMENT[m.group(1).lower()]
        agent = "ti" if m.group(4) is None else m.group(4)
        return f"{m.group(1)} {m.group(2)} {m.group(3)} controlad{ending} por {agent}"

    return re.sub(r"\b([Ee]l|[Ll]a|[Ll]os|[Ll]as) (\w+) (objetivos?) que (?:controlas|controla (un oponente))\b",
                  passive, text)


def _de_control(text: str) -> str:
    """A synonym phrase: "… deiner Wahl, die du kontrollierst" → "… deiner Wahl unter deiner Kontrolle"."""
    return re.sub(r"deiner Wahl, (?:die|den|das|der) du kontrollierst\b", "deiner Wahl unter deiner Kontrolle", text)


def _es_subject(text: str) -> str:
    """An explicit subject and its word order: "que controlas" → "que tú controlas",
    "que controla un oponente" → "que un oponente controla"."""
    text = re.sub(r"\bque controlas\b", "que tú controlas", text)
    return re.sub(r"\bque controla (un oponente|tu oponente)\b", r"que \1 controla", text)


def _fr_passive(text: str) -> str:
    """Voice: "ciblée que vous contrôlez" → "ciblée contrôlée par vous", agreement kept."""
    text = re.sub(r"\bcibl(é|ée|és|ées) que vous contrôlez\b", r"cibl\1 contrôl\1 par vous", text)
    return re.sub(r"\bcibl(é|ée|és|ées) qu'un adversaire contrôle\b", r"cibl\1 contrôl\1 par un adversaire", text)


_FR_CHOSEN = r"(personnages?|objets?|lieux?|cartes? (?:Personnage|Objet|Lieu|Action|Chanson)s?)((?: adverses?)?)"


def _fr_choice(text: str) -> str:
    """Where and how the choice is said: "un personnage adverse de votre choix" ↔ "… au choix" (the same choice,
    the player's), "l'un de vos personnages" → "un de vos personnages"."""
    swapped = re.sub(
        rf"\b{_FR_CHOSEN} (de votre choix|au choix)\b",
        lambda m: f"{m.group(1)}{m.group(2)} {'au choix' if m.group(3) == 'de votre choix' else 'de votre choix'}",
        text,
    )
    return re.sub(
        r"\b([Ll])['’](une?) de vos\b", lambda m: f"{m.group(2) if m.group(1) == 'l' else m.group(2).title()} de vos", swapped
    )


# Italian nouns a controller is said of, and the ending their participle takes ("una creatura …
# controllata", "due artefatti … controllati")
_IT_ENDINGS = {"creatura": "a", "creature": "e", "carta": "a", "carte": "e", "magia": "a", "magie": "e",
               "terra": "a", "terre": "e", "artefatto": "o", "artefatti": "i", "permanente": "o", "permanenti": "i",
               "incantesimo": "o", "incantesimi": "i", "mostro": "o", "mostri": "i", "personaggio": "o",
               "personaggi": "i", "planeswalker": "o"}
_IT_NOUNS = "|".join(_IT_ENDINGS)


def _it_passive(text: str) -> str:
    """Voice, with agreement: "una creatura bersaglio che controlli" → "… controllata da te",
    "due artefatti bersaglio che un avversario controlla" → "… controllati da un avversario"."""

    def passive(m: re.Match[str]) -> str:
        agent = "te" if m.group(3) is None else m.group(3)
        return f"{m.group(1)} {m.group(2)} controllat{_IT_ENDINGS[m.group(1).lower()]} da {agent}"

    return re.sub(rf"\b({_IT_NOUNS}) (bersaglio) che (?:controlli|(un avversario) controlla)\b", passive, text)


def _it_word_order(text: str) -> str:
    """Word order: the subject before its verb, "che controlla il tuo avversario" → "che il tuo avversario
    controlla", and the active for the passive, "controllata da un avversario" → "che un avversario controlla"."""
    text = re.sub(r"\bche controlla (il tuo avversario|un avversario)\b", r"che \1 controlla", text)
    return re.sub(rf"\b({_IT_NOUNS}) (bersaglio) controllat[aoei] da (un avversario)\b", r"\1 \2 che \3 controlla", text)


def _it_articles(text: str) -> str:
    """Articles: one article for two joined nouns, "un artefatto o un incantesimo bersaglio" → "un artefatto
    o incantesimo bersaglio"; "a un qualsiasi bersaglio" → "a qualsiasi bersaglio"."""
    text = re.sub(r"\b(un|una|uno) (\w+) o (?:un|una|uno) (\w+) bersaglio\b", r"\1 \2 o \3 bersaglio", text)
    return re.sub(r"\ba un qualsiasi bersaglio\b", "a qualsiasi bersaglio", text)


PARAPHRASES: dict[str, dict[str, Callable[[str], str]]] = {
    "en": {"numerals": _numerals("en"), "passive-voice": _en_passive},
    "es": {"numerals": _numerals("es"), "explicit-subject": _es_subject, "passive-voice": _es_passive},
    "de": {"numerals": _numerals("de"), "beliebig-one": _de_beliebig, "unter-deiner-kontrolle": _de_control},
    "fr": {"numerals": _numerals("fr"), "passive-voice": _fr_passive, "choice-wording": _fr_choice},
    "it": {"numerals": _numerals("it"), "passive-voice": _it_passive, "word-order": _it_word_order,
           "articles": _it_articles},
}
