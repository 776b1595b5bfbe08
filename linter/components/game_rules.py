"""The game's own rules about what is a target, applied to the frames.

Riftbound (``implicit_targets``): a mentioned object is a target only in an effect,
chosen by you alone, from a public zone — elsewhere it is no frame, or a choice.
Yu-Gi-Oh! (``psct``): "it"/"them" refers back to a target only on resolution, after
a target was declared in the same sentence; "that target"/"the selected monster" says how
resolution treats a target only after a declaration with a ';' (older printed text selects
without one and uses such words loosely, for "it" as for "that target").
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

from linter.components.extensions import state
from linter.locales import load_game
from linter.model.frames import Frame


class GameRules:
    def __init__(self, game: str) -> None:
        structure = load_game(game).data.get("structure", {})
        self.implicit = bool(structure.get("implicit_targets", False))
        self.psct = bool(structure.get("psct", False))
        self.private_zones = set(structure.get("private_zones", []))

    def __call__(self, doc: Doc) -> Doc:
        card = state(doc)
        if card.frames and (self.implicit or self.psct):
            psct_text = card.layer is not None and "activation" in card.layer.phase
            card.frames = self._apply(card.frames, psct_text)
        return doc

    def _apply(self, frames: list[Frame], psct_text: bool) -> list[Frame]:
        out: list[Frame] = []
        targets = _Targets(frames)
        for f in frames:
            if self.implicit and f.concept == "target":
                if f.context != "effect":
                    continue  # costs, trigger conditions, replacements, "must", passives never target
                if f.chooser != "you" or (f.zone in self.private_zones):
                    f = f.with_(concept="choice")
            if self.psct and f.concept == "resolution-reference" and f.mode == "it":
                if f.phase != "resolution" or f.sentence not in targets.declared:
                    continue
            if self.psct and f.concept == "resolution-reference" and _loose(f, targets, psct_text):
                continue
            out.append(f)
        return out


class _Targets:
    """What the references of a text ask of its targets, gathered once (a long text holds thousands)."""

    def __init__(self, frames: list[Frame]) -> None:
        targets = [g for g in frames if g.concept == "target"]
        self.declared = {g.sentence for g in targets if g.phase == "activation"}  # sentences declaring a target
        self.first = min((g.span.start for g in targets), default=None)
        self.first_declared = min((g.span.start for g in targets if g.phase == "activation"), default=None)


def _loose(ref: Frame, targets: _Targets, psct_text: bool) -> bool:
    """Whether a reference says nothing about resolution: no target declared with a ';' before it,
    and either targets selected the older way before it or no ';' in the whole text. ("…; destroy
    that target" with nothing declared stays: the single-language check reports it.)"""
    if targets.first_declared is not None and targets.first_declared < ref.span.start:
        return False
    return (targets.first is not None and targets.first < ref.span.start) or not psct_text


@Language.factory("cardlint_game_rules", default_config={"game": "mtg"})
def make_game_rules(nlp: Language, name: str, game: str) -> GameRules:
    return GameRules(game)
