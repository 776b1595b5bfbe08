"""Ability names that are no rules text: Disney Lorcana prints a story name in capitals before its
ability ("YOU CAN REALLY MOVE When you play this character, …"), and the name only refers to the
ability, taking no part in play (Disney Lorcana CR 5.2.8). Where a game says so
(``structure.ability_names: capitals``), no phrase is read inside a run of words in capitals: "YOU
CAN" is no "you may", "DE TOUS LES TEMPS" selects nothing. The run counts as explained, so its words
are never reported as unrecognized targeting words either."""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

from linter.components.extensions import Match, state
from linter.locales import load_game

_OPEN = {"(", ")", '"', "“", "”", "„", "«", "»", "[", "]"}


def capital_runs(words: list[str]) -> list[tuple[int, int]]:
    """Token ranges of words written in capitals (one of them two letters long at least), with the
    punctuation between them ("LISTEN WELL, ALL OF YOU", "AAA...TCHOUM!"); parentheses and quotes end a run."""
    runs: list[tuple[int, int]] = []
    start: int | None = None
    last = -1  # the last word in capitals of the current run
    for i, word in enumerate([*words, ""]):
        upper = word.isupper()
        inside = start is not None and word and not word.isalnum() and word not in _OPEN
        if upper and start is None:
            start = i
        if upper:
            last = i
        elif not inside and start is not None:
            if any(sum(c.isalpha() for c in w) >= 2 for w in words[start : last + 1]):
                runs.append((start, last + 1))
            start = None
    return runs


class AbilityNames:
    def __init__(self, game: str) -> None:
        self.capitals = load_game(game).data.get("structure", {}).get("ability_names") == "capitals"

    def __call__(self, doc: Doc) -> Doc:
        card = state(doc)
        if not self.capitals or card.layer is None:
            return doc
        runs = capital_runs(card.layer.text)
        if runs:
            named = {i for s, e in runs for i in range(s, e)}
            kept = [m for m in card.matches if named.isdisjoint(range(m.start, m.end))]
            card.matches = kept + [Match("none", "ability-name", "", s, e) for s, e in runs]
        return doc


@Language.factory("cardlint_ability_names", default_config={"game": "mtg"})
def make_ability_names(nlp: Language, name: str, game: str) -> AbilityNames:
    return AbilityNames(game)
