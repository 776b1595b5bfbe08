"""Builds targeting frames from the matches, then applies the game's rules.

Each frame phrase takes the details (count, object, controller, zone…) found
nearest to it in its sentence. Then the game decides: in Riftbound a mentioned
object is a target only in an effect, chosen by you alone, from a public zone;
in Yu-Gi-Oh! "it" refers back to a target only after a targeting declaration.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from spacy.language import Language
from spacy.tokens import Doc

from linter.components.matching import Match
from linter.frames import Count, Frame, Span
from linter.locales import load_game, load_locale

# Detail kinds that attach to the nearest frame, with (before, after) token windows.
_NEAREST = {
    "objects": (3, 3), "another": (3, 2), "controller": (2, 7), "zones": (3, 9),
    "locations": (1, 7), "choosers": (1, 6), "counts": (5, 4),
}
# Detail kinds that apply to every frame after them in the sentence.
_SENTENCE = ("optional", "sentence_choosers", "divided")
# A mentioned object inside one of these is only a restriction of another object.
_RESTRICTING = ("controller", "zones", "locations", "choosers", "sentence_choosers")
_DETAIL_FIELD = {"objects": "object", "controller": "controller", "zones": "zone",
                 "locations": "location", "choosers": "chooser", "sentence_choosers": "chooser"}


@dataclass
class _Draft:
    trigger: Match
    spec: dict[str, Any]
    details: dict[str, tuple[Match, int]] = field(default_factory=dict)  # kind -> (match, distance)
    flags: dict[str, Match] = field(default_factory=dict)


def _longest_first(matches: list[Match]) -> list[Match]:
    """Keep non-overlapping matches, longer ones first (like spaCy's filter_spans)."""
    taken: set[int] = set()
    kept = []
    for m in sorted(matches, key=lambda m: (-(m.end - m.start), m.start)):
        if taken.isdisjoint(range(m.start, m.end)):
            kept.append(m)
            taken.update(range(m.start, m.end))
    return sorted(kept, key=lambda m: m.start)


class FrameBuilder:
    def __init__(self, lang: str, game: str) -> None:
        locale = load_locale(lang, game)
        game_data = load_game(game).data.get("structure", {})
        self.specs: list[dict[str, Any]] = locale.section("frames")
        details = locale.section("details") or {}
        self.counts: list[dict[str, Any]] = details.get("counts", [])
        table = {str(k).lower(): str(v).lower() for k, v in (locale.section("lemmas") or {}).items()}
        self.blockers = {table.get(str(w).lower(), str(w).lower()) for w in details.get("count_blockers", [])}
        self.vocabulary = {table.get(str(w).lower(), str(w).lower()) for w in locale.data.get("vocabulary", [])}
        self.implicit = bool(game_data.get("implicit_targets", False))
        self.psct = bool(game_data.get("psct", False))
        self.private_zones = set(game_data.get("private_zones", []))

    # -- building -----------------------------------------------------------
    def __call__(self, doc: Doc) -> Doc:
        matches = doc._.cl_matches or []
        selections = _longest_first([m for m in matches if m.kind in ("frame", "none")])
        details = [m for m in matches if m.kind == "detail"]
        by_kind: dict[str, list[Match]] = {}
        for m in details:
            by_kind.setdefault(m.key, []).append(m)
        # a phrase is one detail: "from your graveyard" is a zone, not also "your"
        phrases = _longest_first([m for k in _RESTRICTING for m in by_kind.get(k, [])])
        for kind in by_kind:
            by_kind[kind] = [m for m in phrases if m.key == kind] if kind in _RESTRICTING else _longest_first(by_kind[kind])

        drafts = [_Draft(m, self.specs[int(m.key)]) for m in selections if m.kind == "frame"]
        drafts = [d for d in drafts if not self._restricting(doc, d, by_kind)]
        for kind, (before, after) in _NEAREST.items():
            for m in by_kind.get(kind, []):
                self._attach_nearest(doc, drafts, kind, m, before, after)
        for kind in _SENTENCE:
            for m in by_kind.get(kind, []):
                for d in drafts:
                    if doc[d.trigger.start]._.cl_sentence == doc[m.start]._.cl_sentence and m.start <= d.trigger.start:
                        d.flags[kind] = m

        frames = [f for f in (self._frame(doc, d) for d in drafts) if f is not None]
        frames = self._game_rules(frames)
        doc._.cl_frames = frames
        covered: set[int] = set()
        for m in matches:
            if m.kind in ("frame", "none", "detail"):
                covered.update(range(m.start, m.end))
        doc._.cl_unrecognized = [
            _span(doc, t.i, t.i + 1) for t in doc if t.lemma_ in self.vocabulary and t.i not in covered
        ]
        return doc

    def _restricting(self, doc: Doc, draft: _Draft, by_kind: dict[str, list[Match]]) -> bool:
        """A mentioned object that only restricts another one ("a unit at a battlefield")."""
        if not draft.spec.get("mention"):
            return False
        t = draft.trigger
        return any(
            m.start <= t.start and t.end <= m.end
            for kind in _RESTRICTING for m in by_kind.get(kind, [])
        )

    def _attach_nearest(self, doc: Doc, drafts: list[_Draft], kind: str, m: Match, before: int, after: int) -> None:
        sentence = doc[m.start]._.cl_sentence
        best: tuple[int, int, _Draft] | None = None
        for d in drafts:
            t = d.trigger
            if doc[t.start]._.cl_sentence != sentence:
                continue
            if m.end <= t.start:
                distance, side = t.start - m.end, "before"
            elif m.start >= t.end:
                distance, side = m.start - t.end, "after"
            else:
                distance, side = 0, "inside"
            limit = before if side == "before" else after if side == "after" else 0
            if distance > limit:
                continue
            if kind == "counts" and not self._count_applies(doc, m, d):
                continue
            preferred = d.spec.get("object_side", "both")
            penalty = 0 if side in (preferred, "inside") or preferred == "both" else 1
            if best is None or (distance, penalty) < (best[0], best[1]):
                best = (distance, penalty, d)
        if best is None:
            return
        d = best[2]
        previous = d.details.get(kind)
        if previous is None or best[0] < previous[1]:
            d.details[kind] = (m, best[0])

    def _count_applies(self, doc: Doc, m: Match, d: _Draft) -> bool:
        """A number counts targets only when it leads into the object or the frame phrase."""
        if m.start >= d.trigger.end:  # after the phrase: "Target 1 monster", "Wähle 1 Monster"
            gap = range(d.trigger.end, m.start)
        else:
            gap = range(m.end, d.trigger.start)
        if any(doc[i].lemma_ in self.blockers or doc[i].is_punct and doc[i].text != '"' for i in gap):
            return False
        # the number must be followed, soon, by an object word or the phrase itself
        for i in range(m.end, min(len(doc), m.end + 4)):
            if doc[i]._.cl_isobject or d.trigger.start <= i < d.trigger.end:
                return True
            if doc[i].lemma_ in self.blockers:
                return False
        return False

    def _frame(self, doc: Doc, d: _Draft) -> Frame | None:
        spec = d.spec
        t = d.trigger
        first = doc[t.start]
        values: dict[str, Any] = {}
        detail_spans: dict[str, Span] = {}
        phrase = [t.start, t.end]
        for kind, (m, _) in d.details.items():
            detail_spans[kind.rstrip("s") if kind != "another" else kind] = _span(doc, m.start, m.end)
            if kind == "counts":
                values["count"] = self._count(doc, m)
            elif kind == "another":
                values["another"] = True
            else:
                values[_DETAIL_FIELD[kind]] = m.value
            if kind in ("counts", "objects", "another"):
                phrase = [min(phrase[0], m.start), max(phrase[1], m.end)]
        for kind, m in d.flags.items():
            if kind == "optional":
                values["optional"] = True
            elif kind == "divided":
                values["divided"] = True
            else:
                values["chooser"] = m.value
        for key in ("object", "chooser", "controller", "zone", "location", "mode"):
            if spec.get(key) is not None:
                values[key] = spec[key]
        if "count" in spec:
            values["count"] = Count(spec["count"].get("min", 1), spec["count"].get("max", 1))
        if spec.get("another"):
            values["another"] = True
        if spec.get("optional"):
            values["optional"] = True
        if spec.get("requires_object") and not values.get("object"):
            return None
        if not values.get("object") and spec.get("default_object"):
            values["object"] = spec["default_object"]
        return Frame(
            concept=spec["concept"],
            span=_span(doc, phrase[0], phrase[1]),
            context=first._.cl_context,
            ability=first._.cl_ability,
            sentence=first._.cl_sentence,
            phase=first._.cl_phase,
            detail_spans=detail_spans,
            **values,
        )

    def _count(self, doc: Doc, m: Match) -> Count:
        entry = self.counts[int(m.value)]
        number = next((doc[i]._.cl_num for i in range(m.start, m.end) if doc[i]._.cl_isnum), None)

        def resolve(value: Any) -> Any:
            return number if value == "num" else value

        return Count(resolve(entry.get("min", "num")), resolve(entry.get("max", "num")))

    # -- the game's own rules ------------------------------------------------------
    def _game_rules(self, frames: list[Frame]) -> list[Frame]:
        out: list[Frame] = []
        for f in frames:
            spec_mention = f.concept == "target" and self.implicit
            if spec_mention:
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
            out.append(f)
        return out


def _span(doc: Doc, start: int, end: int) -> Span:
    """A token range as a character span of the user's original text."""
    norm = doc._.cl_norm
    if start >= end:
        return Span(0, 0, "")
    a, b = doc[start].idx, doc[end - 1].idx + len(doc[end - 1].text)
    if norm is not None:
        a, b = norm.to_original(a, b)
        return Span(a, b, norm.original[a:b])
    return Span(a, b, doc.text[a:b])


@Language.factory("cardlint_frames", default_config={"lang": "en", "game": "mtg"})
def make_frames(nlp: Language, name: str, lang: str, game: str) -> FrameBuilder:
    return FrameBuilder(lang, game)
