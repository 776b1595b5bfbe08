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

from linter.locales import load_game

_SENTENCE_END = {".", "!", "?", "•"}
_QUOTES = {'"'}


class CardStructure:
    def __init__(self, game: str) -> None:
        data = load_game(game).data
        structure = data.get("structure", {})
        self.cost_colon = bool(structure.get("cost_colon", False))
        self.psct = bool(structure.get("psct", False))
        self.passive_types = {str(t).lower() for t in structure.get("passive_types", [])}

    def __call__(self, doc: Doc) -> Doc:
        markers: dict[str, list[tuple[int, int]]] = {}
        for m in doc._.cl_matches or []:
            if m.kind == "structure":
                markers.setdefault(m.key, []).append((m.start, m.end))
        card_type = (doc._.cl_card_type or "").lower()
        passive_card = bool(card_type) and card_type in self.passive_types

        ability = 0
        sentence = 0
        ability_start = 0
        for i in range(len(doc) + 1):
            at_end = i == len(doc)
            if at_end or "\n" in doc[i].text:
                sentence += self._ability(doc, ability_start, i, ability, sentence, markers, passive_card)
                if not at_end:
                    doc[i]._.cl_ability = ability
                    doc[i]._.cl_sentence = sentence
                    ability += 1
                    ability_start = i + 1
        return doc

    def _ability(self, doc: Doc, start: int, end: int, ability: int, sentence: int,
                 markers: dict[str, list[tuple[int, int]]], passive_card: bool) -> int:
        """Segment one ability; return how many sentences it has."""
        if start >= end:
            return 0
        # sentences, quotes and parentheses
        depth = 0
        quoted = False
        sentences: list[tuple[int, int]] = []
        s_start = start
        colon_at: int | None = None
        for i in range(start, end):
            tok = doc[i]
            text = tok.text
            tok._.cl_ability = ability
            tok._.cl_sentence = sentence + len(sentences)
            if text in _QUOTES:
                quoted = not quoted
            elif text == "(":
                depth += 1
            if depth > 0 and not quoted:
                tok._.cl_context = "reminder"
            if text == ")" and depth > 0:
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
            triggered |= self._sentence(doc, s_start, s_end, markers)
        if self.cost_colon and colon_at is not None and not self.psct:
            for i in range(start, colon_at):
                if doc[i]._.cl_context == "effect":
                    doc[i]._.cl_context = "cost"
        elif passive_card and not triggered and colon_at is None:
            for i in range(start, end):
                if doc[i]._.cl_context == "effect":
                    doc[i]._.cl_context = "passive"
        return len(sentences)

    def _sentence(self, doc: Doc, start: int, end: int, markers: dict[str, list[tuple[int, int]]]) -> bool:
        """Set contexts inside one sentence; say whether it opens with a trigger."""

        def has(kind: str) -> bool:
            return any(start <= s < end for s, _ in markers.get(kind, []))

        def first_effect_token() -> int:
            i = start
            while i < end and (doc[i].is_punct or doc[i].is_space or doc[i]._.cl_context == "reminder"):
                i += 1
            return i

        if has("additional_cost"):
            self._set(doc, start, end, "cost")
        elif has("must"):
            self._set(doc, start, end, "must")
        elif has("replacement"):
            self._set(doc, start, end, "replacement")

        triggered = False
        if self.psct:
            colon = next((i for i in range(start, end) if doc[i].text == ":" and not self._inside(doc, i)), None)
            semi = next((i for i in range(start, end) if doc[i].text == ";" and not self._inside(doc, i)), None)
            if colon is not None and (semi is None or colon < semi):
                self._set(doc, start, colon, "trigger-condition")
                triggered = True
            for i in range(start, end):
                if semi is None:
                    doc[i]._.cl_phase = "resolution"
                else:
                    doc[i]._.cl_phase = "activation" if i < semi else "resolution"
            return triggered
        first = first_effect_token()
        for s, e in markers.get("trigger_starts", []):
            if s == first:
                comma = next((i for i in range(e, end) if doc[i].text == "," and not self._inside(doc, i)), end)
                self._set(doc, start, comma, "trigger-condition")
                triggered = True
                break
        return triggered

    @staticmethod
    def _inside(doc: Doc, i: int) -> bool:
        return doc[i]._.cl_context == "reminder"

    @staticmethod
    def _set(doc: Doc, start: int, end: int, context: str) -> None:
        for i in range(start, end):
            if doc[i]._.cl_context in ("effect", "replacement", "must"):
                doc[i]._.cl_context = context


@Language.factory("cardlint_structure", default_config={"game": "mtg"})
def make_structure(nlp: Language, name: str, game: str) -> CardStructure:
    return CardStructure(game)
