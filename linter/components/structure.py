"""Card-structure segmentation: abilities, sentences, and the context of each word.

An ability is a line. Sentences end at ``.``/``!``/``?`` or a modal bullet,
outside quotes and parentheses. Each token gets a context: ``reminder`` inside
parentheses, ``cost`` before an activated ability's colon or in an additional-cost
sentence, ``trigger-condition`` from a trigger word to the first comma (or, in
PSCT games, before the ``:``), ``replacement``/``must`` for sentences with those
markers, ``passive`` for static abilities of permanents where the game says so.
PSCT games also get a phase: ``activation`` before ``;``, ``resolution`` after.
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

from linter.components.extensions import TokenLayer, state
from linter.locales import load_game

_SENTENCE_END = {".", "!", "?", "•"}
Markers = dict[str, list[tuple[int, int]]]


class CardStructure:
    def __init__(self, game: str) -> None:
        structure = load_game(game).data.get("structure", {})
        self.cost_colon = bool(structure.get("cost_colon", False))
        self.psct = bool(structure.get("psct", False))
        self.passive_types = {str(t).lower() for t in structure.get("passive_types", [])}
        # Magic and Riftbound print reminder text in parentheses; Yu-Gi-Oh! prints rules there
        self.reminders = structure.get("parentheses", "reminder") == "reminder"

    def __call__(self, doc: Doc) -> Doc:
        card = state(doc)
        layer = card.layer
        assert layer is not None
        markers: Markers = {}
        for m in card.matches:
            if m.kind == "structure":
                markers.setdefault(m.key, []).append((m.start, m.end))
        card_type = (card.card_type or "").lower()
        passive_card = bool(card_type) and card_type in self.passive_types

        ability = sentence = ability_start = 0
        n = len(layer.text)
        for i in range(n + 1):
            if i == n or "\n" in layer.text[i]:
                sentence += self._ability(layer, ability_start, i, ability, sentence, markers, passive_card)
                if i < n:
                    layer.ability[i] = ability
                    layer.sentence[i] = sentence
                    ability += 1
                    ability_start = i + 1
        return doc

    def _ability(
        self, layer: TokenLayer, start: int, end: int, ability: int, sentence: int, markers: Markers, passive_card: bool
    ) -> int:
        """Segment one ability; return how many sentences it has."""
        if start >= end:
            return 0
        depth = 0
        quoted = False
        sentences: list[tuple[int, int]] = []
        s_start = start
        colon_at: int | None = None
        for i in range(start, end):
            text = layer.text[i]
            layer.ability[i] = ability
            layer.sentence[i] = sentence + len(sentences)
            if text == '"':
                quoted = not quoted
            elif quoted and '"' in text:  # „Name“-Monster: the closing mark is glued to the next word
                quoted = False
            elif text == "(" and not quoted:
                depth += 1
            if depth > 0 and self.reminders:  # quoted words inside a reminder are reminder too
                layer.context[i] = "reminder"
            if text == ")" and depth > 0 and not quoted:
                depth -= 1
            if quoted or depth > 0:
                continue
            if text == ":" and colon_at is None:
                colon_at = i
            if text in _SENTENCE_END:
                sentences.append((s_start, i + 1))
                s_start = i + 1
        if s_start < end:
            sentences.append((s_start, end))

        triggered = False
        for s_start, s_end in sentences:
            triggered |= self._sentence(layer, s_start, s_end, markers)
        if self.cost_colon and colon_at is not None and not self.psct:
            self._set(layer, start, colon_at, "cost", only_effect=True)
        elif passive_card and not triggered and colon_at is None:
            self._set(layer, start, end, "passive", only_effect=True)
        return len(sentences)

    def _sentence(self, layer: TokenLayer, start: int, end: int, markers: Markers) -> bool:
        """Set contexts inside one sentence; say whether it opens with a trigger."""

        def has(kind: str) -> bool:
            return any(start <= s < end for s, _ in markers.get(kind, []))

        for kind, context in (("additional_cost", "cost"), ("must", "must"), ("replacement", "replacement")):
            if has(kind):
                self._set(layer, start, end, context)
                break

        def outside(i: int) -> bool:
            return layer.context[i] != "reminder"

        if self.psct:
            colon = next((i for i in range(start, end) if layer.text[i] == ":" and outside(i)), None)
            semi = next((i for i in range(start, end) if layer.text[i] == ";" and outside(i)), None)
            for i in range(start, end):
                layer.phase[i] = "resolution" if semi is None or i > semi else "activation"
            if colon is not None and (semi is None or colon < semi):
                self._set(layer, start, colon, "trigger-condition")
                return True
            return False
        first = start
        while first < end and (
            not layer.text[first].strip() or not layer.text[first][0].isalnum() or layer.context[first] == "reminder"
        ):
            first += 1
        for s, e in markers.get("trigger_starts", []):
            if s == first:
                comma = next((i for i in range(e, end) if layer.text[i] == "," and outside(i)), end)
                self._set(layer, start, comma, "trigger-condition")
                return True
        return False

    @staticmethod
    def _set(layer: TokenLayer, start: int, end: int, context: str, only_effect: bool = False) -> None:
        allowed = ("effect",) if only_effect else ("effect", "replacement", "must")
        for i in range(start, end):
            if layer.context[i] in allowed:
                layer.context[i] = context


@Language.factory("cardlint_structure", default_config={"game": "mtg"})
def make_structure(nlp: Language, name: str, game: str) -> CardStructure:
    return CardStructure(game)
