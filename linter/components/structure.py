"""Card-structure segmentation: abilities, sentences, and the context of each word.

An ability is a line. Sentences end at ``.``/``!``/``?`` or a modal bullet, outside quotes and parentheses. Text
pasted without a line break has *seams*: a sentence end, or the bracket or quote closing one, glued to what opens
an ability ("…color.)Target", "…turn.{T}:", "…creature.-3:", "…turn.\"When", "Kicker {W}When", "Flying{T}:", and
in games whose words have no inner capitals "FlyingWhen"). The game decides whether a seam starts a new ability
(Magic: a lost line break) or only a new sentence (Yu-Gi-Oh!: a lost space); a story name in capitals (Lorcana,
``structure.ability_names``) opens a sentence, and its trigger word is the first after it. Each token gets a
context: ``reminder`` inside parentheses, ``cost`` before an activated ability's colon (within the colon's
sentence) or in an additional-cost sentence, ``trigger-condition`` from a trigger word to the first comma (the game's
``trigger_ends``; PSCT: ``:``; a phrase trigger: its verb), ``replacement``/``must`` for sentences with those markers,
``passive`` for static abilities of permanents where the game says so. PSCT: ``activation`` before ``;``, then ``resolution``.
"""

from __future__ import annotations

from bisect import bisect_left

from spacy.language import Language
from spacy.tokens import Doc

from linter.components.extensions import TokenLayer, state
from linter.components.seams import SENTENCE_END, find_seams, symbol
from linter.components.trigger_phrase import phrase_end
from linter.locales import load_game, trigger_ends

Markers = dict[str, list[tuple[int, int]]]


class CardStructure:
    def __init__(self, game: str) -> None:
        structure = load_game(game).data.get("structure", {})
        self.cost_colon = bool(structure.get("cost_colon", False))
        self.psct = bool(structure.get("psct", False))
        self.passive_types = {str(t).lower() for t in structure.get("passive_types", [])}
        # Magic and Riftbound print reminder text in parentheses; Yu-Gi-Oh! prints rules there
        self.reminders = structure.get("parentheses", "reminder") == "reminder"
        # what text glued to the end of an ability starts: a new ability (a lost line break) or a new sentence
        self.run_on = str(structure.get("run_on", "sentence"))  # "ability" or "sentence" (the schema checks)
        self.inner_capitals = bool(structure.get("inner_capitals", False))
        # what closes a trigger condition: a comma ("When …, destroy …"), or a dash in Altered ("When … — …")
        self.trigger_ends = frozenset(trigger_ends(structure))

    def __call__(self, doc: Doc) -> Doc:
        card = state(doc)
        layer = card.layer
        assert layer is not None
        markers: Markers = {}
        for m in card.matches:  # … a story name in capitals, which opens its sentence (Lorcana CR 5.2.8), "if you do"
            if m.kind == "structure" or m.key == "ability-name" or (m.kind == "detail" and m.key == "optional"):
                markers.setdefault(m.key, []).append((m.start, m.end))
        card_type = (card.card_type or "").lower()
        passive_card = bool(card_type) and card_type in self.passive_types

        seams, joined = find_seams(layer, self.cost_colon, self.inner_capitals)
        breaks = seams if self.run_on == "ability" else frozenset()
        starts = (frozenset() if self.run_on == "ability" else seams) | {s for s, _ in markers.get("ability-name", [])}

        ability = sentence = ability_start = 0
        n = len(layer.text)
        for i in range(n + 1):
            if i == n or i in breaks or ("\n" in layer.text[i] and i not in joined):
                sentence += self._ability(layer, ability_start, i, ability, sentence, markers, passive_card, starts)
                if i in breaks:  # the glued token opens the next ability
                    ability += 1
                    ability_start = i
                elif i < n:
                    layer.ability[i] = ability
                    layer.sentence[i] = sentence
                    ability += 1
                    ability_start = i + 1
        return doc

    def _ability(
        self,
        layer: TokenLayer,
        start: int,
        end: int,
        ability: int,
        sentence: int,
        markers: Markers,
        passive_card: bool,
        starts: frozenset[int],
    ) -> int:
        """Segment one ability (``starts``: glued tokens that open a sentence); return how many sentences it has."""
        if start >= end:
            return 0
        depth = 0
        quoted = False
        sentences: list[tuple[int, int]] = []
        reminders: list[tuple[int, int]] = []  # (the "(", the ")") of each outermost reminder
        s_start = start
        colon_at: int | None = None
        words, abilities, sentence_of, context = layer.text, layer.ability, layer.sentence, layer.context
        for i in range(start, end):  # every word of every text: the layer's lists read as locals
            if i in starts and s_start < i:
                sentences.append((s_start, i))
                s_start = i
            text = words[i]
            abilities[i] = ability
            sentence_of[i] = sentence + len(sentences)
            if text == '"':
                quoted = not quoted
            elif quoted and '"' in text:  # „Name“-Monster: the closing mark is glued to the next word
                quoted = False
            elif text == "(" and not quoted:
                depth += 1
                if depth == 1:
                    reminders.append((i, end))
            if depth > 0 and self.reminders:  # quoted words inside a reminder are reminder too
                context[i] = "reminder"
            if text == ")" and depth > 0 and not quoted:
                depth -= 1
                if depth == 0:
                    reminders[-1] = (reminders[-1][0], i)
            if quoted or depth > 0:
                continue
            if text == ":" and colon_at is None:
                colon_at = i
            if text in SENTENCE_END:
                sentences.append((s_start, i + 1))
                s_start = i + 1
        if s_start < end:
            sentences.append((s_start, end))

        triggered = False
        for s_start, s_end in sentences:
            triggered |= self._sentence(layer, s_start, s_end, markers)
        if self.cost_colon and colon_at is not None and not self.psct:
            # a cost never spans a full stop: "… until end of turn. {T}: Add {R}." costs only {T}
            cost_start = max(s for s, _ in sentences if s <= colon_at)
            self._set(layer, cost_start, colon_at, "cost", only_effect=True)
        elif passive_card and not triggered and colon_at is None:
            self._set(layer, start, end, "passive", only_effect=True)
        for opening, closing in reminders:
            if self.reminders and self._acting(layer, start, opening, markers):
                self._reminder_ability(layer, opening + 1, closing, markers)
        return len(sentences)

    @staticmethod
    def _acting(layer: TokenLayer, start: int, opening: int, markers: Markers) -> bool:
        """Whether the reminder opening at ``opening`` explains a keyword whose reminder is the ability
        itself (``structure.acting_reminders``): only cost symbols or a full stop between them."""
        acting = markers.get("acting_reminders", [])
        for s, e in acting[bisect_left(acting, start, key=lambda m: m[0]) :]:
            if s >= opening:
                break  # in text order: the rest start after the reminder
            if e <= opening:
                between = layer.text[e:opening]
                if all(symbol(w) or w in SENTENCE_END or w in ("—", ":") for w in between):
                    return True
        return False

    def _reminder_ability(self, layer: TokenLayer, start: int, end: int, markers: Markers) -> None:
        """Read a keyword's reminder as the ability it is: "(:rb_rune_fury:: Attach this to a unit you
        control.)" is a cost and an effect, "(When you play it, attach it …)" a triggered effect."""
        sentence_start = start
        for i in range(start, end + 1):
            if i < end and layer.context[i] == "reminder":
                layer.context[i] = "effect"
            if i == end or layer.text[i] in SENTENCE_END:
                if sentence_start < i:
                    self._sentence(layer, sentence_start, i, markers)
                    colon = next((j for j in range(sentence_start, i) if layer.text[j] == ":"), None)
                    if self.cost_colon and colon is not None:
                        self._set(layer, sentence_start, colon, "cost", only_effect=True)
                sentence_start = i + 1

    def _sentence(self, layer: TokenLayer, start: int, end: int, markers: Markers) -> bool:
        """Set contexts inside one sentence; say whether it opens with a trigger."""

        def has(kind: str) -> bool:  # the markers of a kind are in text order: look only where this sentence is
            found = markers.get(kind, [])
            k = bisect_left(found, start, key=lambda m: m[0])
            return k < len(found) and found[k][0] < end

        for kind, context in (("additional_cost", "cost"), ("must", "must"), ("replacement", "replacement")):
            if has(kind):
                self._set(layer, start, end, context)
                break

        def outside(i: int) -> bool:
            return layer.context[i] != "reminder"

        def quoted(i: int) -> bool:  # a colon inside a card name ("Number C39: Utopia Ray") ends no condition
            return sum(layer.text[j] == '"' for j in range(start, i)) % 2 == 1

        if self.psct:
            colon = next((i for i in range(start, end) if layer.text[i] == ":" and outside(i) and not quoted(i)), None)
            semi = next((i for i in range(start, end) if layer.text[i] == ";" and outside(i)), None)
            for i in range(start, end):
                layer.phase[i] = "resolution" if semi is None or i > semi else "activation"
            if colon is not None and (semi is None or colon < semi):
                self._set(layer, start, colon, "trigger-condition")
                return True
            return False
        first, named = start, {i for s, e in markers.get("ability-name", []) if start <= s < end for i in range(s, e)}
        while first < end and (
            not layer.text[first][:1].isalnum() or layer.context[first] == "reminder" or first in named
        ):
            first += 1
        triggers = markers.get("trigger_starts", [])
        optional = {s for s, _ in markers.get("optional", [])}  # "Wenn du dies tust" (If you do): waits for no event
        for s, e in triggers[bisect_left(triggers, first, key=lambda m: m[0]) :]:
            if s > first or s in optional:
                break
            if s == first:
                close = next((i for i in range(e, end) if layer.text[i] in self.trigger_ends and outside(i)), end)
                close = phrase_end(layer, (s, e), close, markers.get("phrase_triggers", ()))
                self._set(layer, start, close, "trigger-condition")
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
