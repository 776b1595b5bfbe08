"""The game's own rules about what is a target, applied to the frames.

Riftbound (``implicit_targets``): a mentioned object is a target only in an effect,
chosen by you alone, from a public zone — elsewhere it is no frame, or a choice.
Yu-Gi-Oh! (``psct``): "it"/"them" refers back to a target only on resolution, after
a target was declared in the same sentence; "that target"/"the selected monster" says how
resolution treats a target only in text that declares with a ';' (older printed text
without one uses such words loosely, for "it" as for "that target").
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

from linter.components.extensions import state
from linter.frames import Frame
from linter.locales import load_game


class GameRules:
    def __init__(self, game: str) -> None:
        structure = load_game(game).data.get("structure", {})
        self.implicit = bool(structure.get("implicit_targets", False))
        self.psct = bool(structure.get("psct", False))
        self.private_zones = set(structure.get("private_zones", []))

    def __call__(self, doc: Doc) -> Doc:
        card = state(doc)
        if card.frames and (self.implicit or self.psct):
            card.frames = self._apply(card.frames)
        return doc

    def _apply(self, frames: list[Frame]) -> list[Frame]:
        out: list[Frame] = []
        for f in frames:
            if self.implicit and f.concept == "target":
                if f.context != "effect":
                    continue  # costs, trigger conditions, replacements, "must", passives never target
                if f.chooser != "you" or (f.zone in self.private_zones):
                    f = f.with_(concept="choice")
            if self.psct and f.concept == "resolution-reference" and f.mode == "it":
                declared = any(
                    g.concept == "target" and g.sentence == f.sentence and g.phase == "activation" for g in frames
                )
                if f.phase != "resolution" or not declared:
                    continue
            if self.psct and f.concept == "resolution-reference" and not _declared_before(f, frames):
                continue
            out.append(f)
        return out


def _declared_before(ref: Frame, frames: list[Frame]) -> bool:
    """Whether a target was declared with a ';' (PSCT) anywhere before this reference."""
    return any(g.concept == "target" and g.phase == "activation" and g.span.start < ref.span.start for g in frames)


@Language.factory("cardlint_game_rules", default_config={"game": "mtg"})
def make_game_rules(nlp: Language, name: str, game: str) -> GameRules:
    return GameRules(game)
