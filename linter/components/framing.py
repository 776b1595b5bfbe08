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

from linter.components.extensions import TokenLayer
from linter.components.matching import Match, locale_compiler
from linter.frames import Count, Frame, Span
from linter.locales import load_game, load_locale

# Detail kinds that attach to the nearest frame, with (before, after) token windows.
_NEAREST = {
    "objects": (3, 3),
    "another": (3, 2),
    "controller": (2, 7),
    "zones": (3, 9),
    "locations": (1, 7),
    "choosers": (1, 6),
    "counts": (5, 4),
}
# Detail kinds that apply to every frame after them in the sentence.
_SENTENCE = ("optional", "sentence_choosers", "divided")
# A mentioned object inside one of these is only a restriction of another object.
_RESTRICTING = ("controller", "zones", "locations", "choosers", "sentence_choosers")
# Phrases that refer to targets chosen elsewhere take no details of their own.
_NO_DETAILS = ("retarget", "resolution-reference")
# Only selections that choose some number of objects take a count.
_COUNTED = ("target", "choice", "random")
_DETAIL_FIELD = {
    "objects": "object",
    "controller": "controller",
    "zones": "zone",
    "locations": "location",
    "choosers": "chooser",
    "sentence_choosers": "chooser",
}


@dataclass
class _Draft:
    trigger: Match
    spec: dict[str, Any]
    details: dict[str, tuple[Match, tuple[int, int]]] = field(
        default_factory=dict
    )  # kind -> (match, (distance, side penalty))
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
    def __init__(self, nlp: Language, lang: str, game: str) -> None:
        locale = load_locale(lang, game)
        game_data = load_game(game).data.get("structure", {})
        self.specs: list[dict[str, Any]] = locale.section("frames")
        details = locale.section("details") or {}
        self.counts: list[dict[str, Any]] = details.get("counts", [])
        compiler = locale_compiler(nlp, locale.data)
        self.numbers = {
            str(k).lower(): v if isinstance(v, int) else str(v).upper()
            for k, v in (locale.section("numbers") or {}).items()
        }
        self.objects = set(compiler.object_forms)
        self.blockers = {f for w in details.get("count_blockers", []) for f in compiler.forms(str(w))}
        self.vocabulary = {f for w in locale.data.get("vocabulary", []) for f in compiler.forms(str(w))}
        self.implicit = bool(game_data.get("implicit_targets", False))
        self.psct = bool(game_data.get("psct", False))
        self.private_zones = set(game_data.get("private_zones", []))
        coordination = details.get("coordination") or {}
        self.or_words = {f for w in coordination.get("or", []) for f in compiler.forms(str(w))}
        self.and_words = {f for w in coordination.get("and", []) for f in compiler.forms(str(w))}
        self.coordination_gap = int(coordination.get("gap", 3))  # loose words allowed between joined objects

    # -- building -----------------------------------------------------------
    def __call__(self, doc: Doc) -> Doc:
        layer: TokenLayer = doc._.cl_layer
        matches = doc._.cl_matches or []
        selections = _longest_first([m for m in matches if m.kind in ("frame", "none")])
        details = [m for m in matches if m.kind == "detail"]
        by_kind: dict[str, list[Match]] = {}
        for m in details:
            by_kind.setdefault(m.key, []).append(m)
        # a phrase is one detail: "from your graveyard" is a zone, not also "your"
        phrases = _longest_first([m for k in _RESTRICTING for m in by_kind.get(k, [])])
        for kind in by_kind:
            by_kind[kind] = (
                [m for m in phrases if m.key == kind] if kind in _RESTRICTING else _longest_first(by_kind[kind])
            )

        drafts = [_Draft(m, self.specs[int(m.key)]) for m in selections if m.kind == "frame"]
        drafts = [d for d in drafts if not self._restricting(d, by_kind)]
        selecting = [d for d in drafts if d.spec["concept"] not in _NO_DETAILS]
        counted = [d for d in selecting if d.spec["concept"] in _COUNTED]
        for kind, (before, after) in _NEAREST.items():
            self._attach_kind(
                layer, counted if kind == "counts" else selecting, kind, by_kind.get(kind, []), before, after
            )
        for kind in _SENTENCE:
            for m in by_kind.get(kind, []):
                for d in drafts:
                    # "An opponent chooses a creature": the marker may overlap the phrase it governs
                    if (
                        layer.sentence[d.trigger.start] == layer.sentence[m.start]
                        and m.start < d.trigger.start
                        and layer.context[d.trigger.start] == layer.context[m.start]
                    ):
                        d.flags[kind] = m

        triggers = {i for d in drafts for i in range(d.trigger.start, d.trigger.end)}
        described = {
            i
            for kind in ("controller", "zones", "counts", "another", "locations")
            for m in by_kind.get(kind, [])
            for i in range(m.start, m.end)
        }
        frames = [
            f for d in drafts for f in self._frames(doc, layer, d, by_kind.get("objects", []), triggers, described)
        ]
        frames = self._game_rules(sorted(frames, key=lambda f: f.span.start))
        doc._.cl_frames = frames
        covered: set[int] = set()
        for m in matches:
            if m.kind in ("frame", "none", "detail"):
                covered.update(range(m.start, m.end))
        doc._.cl_unrecognized = [
            _span(doc, i, i + 1) for i, lower in enumerate(layer.lower) if lower in self.vocabulary and i not in covered
        ]
        return doc

    def _restricting(self, draft: _Draft, by_kind: dict[str, list[Match]]) -> bool:
        """A mentioned object that only restricts another one ("a unit at a battlefield")."""
        if not draft.spec.get("mention"):
            return False
        t = draft.trigger
        return any(m.start <= t.start and t.end <= m.end for kind in _RESTRICTING for m in by_kind.get(kind, []))

    def _attach_kind(
        self, layer: TokenLayer, drafts: list[_Draft], kind: str, matches: list[Match], before: int, after: int
    ) -> None:
        """Give each frame its nearest detail of one kind; closest pairs are settled first."""
        candidates = []
        for mi, m in enumerate(matches):
            sentence = layer.sentence[m.start]
            context = layer.context[m.start]
            for di, d in enumerate(drafts):
                t = d.trigger
                # details never cross a sentence or a context ("…under your control, target creature")
                if (
                    layer.sentence[t.start] != sentence
                    or layer.context[t.start] != context
                    or layer.phase[t.start] != layer.phase[m.start]
                ):  # nor a PSCT ';'
                    continue
                if m.end <= t.start:
                    distance, side, limit = t.start - m.end, "before", before
                elif m.start >= t.end:
                    distance, side, limit = m.start - t.end, "after", after
                else:
                    distance, side, limit = 0, "inside", 0
                if distance > limit:
                    continue
                if kind == "counts" and not self._count_applies(layer, m, d):
                    continue
                preferred = d.spec.get("object_side", "both")
                penalty = 0 if side == "inside" or preferred in ("both", side) else 1
                if kind == "objects" and penalty:
                    continue  # "la criatura objetivo": the object is on the phrase's own side
                candidates.append((distance, penalty, mi, di))
        used_m: set[int] = set()
        for distance, penalty, mi, di in sorted(candidates):
            d = drafts[di]
            if mi in used_m or kind in d.details:
                continue
            used_m.add(mi)
            d.details[kind] = (matches[mi], (distance, penalty))

    def _count_applies(self, layer: TokenLayer, m: Match, d: _Draft) -> bool:
        """A number counts targets only when it leads into the object or the frame phrase."""
        if m.start >= d.trigger.end:
            # after the phrase only right after it: "Target 1 monster", "Wähle 1 Monster"
            # ("Target player draws two cards" counts cards, not targets)
            return all(layer.text[i] == '"' for i in range(d.trigger.end, m.start)) and self._leads_to_object(
                layer, m, d
            )
        gap = range(m.end, d.trigger.start)
        if any(layer.lower[i] in self.blockers or _is_punct(layer.text[i]) for i in gap):
            return False
        return self._leads_to_object(layer, m, d)

    def _leads_to_object(self, layer: TokenLayer, m: Match, d: _Draft) -> bool:
        """The number must be followed, soon, by an object word or the phrase itself."""
        for i in range(m.end, min(len(layer.text), m.end + 4)):
            if layer.lower[i] in self.objects or d.trigger.start <= i < d.trigger.end:
                return True
            if layer.lower[i] in self.blockers:
                return False
        return False

    def _coordinated(
        self, layer: TokenLayer, first: Match, objects: list[Match], triggers: set[int], described: set[int]
    ) -> tuple[list[Match], list[Match]]:
        """Objects joined to ``first`` by "or" (one target of several kinds) and by "and"
        (one more target sharing the phrase, as in "eine Kreatur und ein Land deiner Wahl")."""
        if not (self.or_words or self.and_words):
            return [], []
        ors: list[Match] = []
        ands: list[Match] = []
        ordered = sorted(objects, key=lambda m: m.start)
        index = ordered.index(first)
        for step in (1, -1):
            pending: list[Match] = []
            joined: list[Match] | None = None  # the kind of list this direction has shown so far
            current = first
            i = index + step
            while 0 <= i < len(ordered):
                other = ordered[i]
                left, right = (current, other) if step == 1 else (other, current)
                gap = range(left.end, right.start)
                # words that describe the objects ("you control", "1", quotes) do not separate them
                loose = [j for j in gap if j not in described and layer.text[j] != '"']
                if (
                    len(loose) > self.coordination_gap
                    or layer.sentence[other.start] != layer.sentence[first.start]
                    or layer.context[other.start] != layer.context[first.start]
                    or any(j in triggers or (_is_punct(layer.text[j]) and layer.text[j] not in ",/") for j in gap)
                ):
                    break
                # a coordinator counts even inside a count ("dos criaturas y/o jugadores")
                words = {
                    layer.lower[j]
                    for j in gap
                    if j not in described or layer.lower[j] in self.or_words | self.and_words
                }
                if words & self.or_words:
                    joined = ors
                elif words & self.and_words:
                    joined = ands
                elif words and words <= {",", "/"}:
                    if joined is None:
                        pending.append(other)  # a list: its kind comes from the coordinator that ends it
                    else:
                        joined.append(other)  # "artefacto, criatura o encantamiento", read backwards
                    current = other
                    i += step
                    continue
                else:
                    break
                joined += [*pending, other]
                pending = []
                current = other
                i += step
        return ors, ands

    def _frames(
        self, doc: Doc, layer: TokenLayer, d: _Draft, objects: list[Match], triggers: set[int], described: set[int]
    ) -> list[Frame]:
        """The frame of one phrase, one more per object joined to it by "and"."""
        frame = self._frame(doc, layer, d)
        if frame is None or "objects" not in d.details or frame.object != d.details["objects"][0].value:
            return [] if frame is None else [frame]
        ors, ands = self._coordinated(layer, d.details["objects"][0], objects, triggers, described)
        if ors:
            kinds = sorted({frame.object, *(m.value for m in ors)})
            frame = frame.with_(object="|".join(kinds))
        # another target sharing the phrase has its own controller and zone, which we do not know
        return [frame] + [
            frame.with_(object=m.value, span=_span(doc, m.start, m.end), controller=None, zone=None) for m in ands
        ]

    def _frame(self, doc: Doc, layer: TokenLayer, d: _Draft) -> Frame | None:
        spec = d.spec
        t = d.trigger
        values: dict[str, Any] = {}
        detail_spans: dict[str, Span] = {}
        phrase = [t.start, t.end]
        for kind, (m, _) in d.details.items():
            detail_spans[kind.rstrip("s") if kind != "another" else kind] = _span(doc, m.start, m.end)
            if kind == "counts":
                values["count"] = self._count(layer, m)
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
            context=layer.context[t.start],
            ability=layer.ability[t.start],
            sentence=layer.sentence[t.start],
            phase=layer.phase[t.start],
            detail_spans=detail_spans,
            **values,
        )

    def _number(self, word: str) -> int | str | None:
        if word.isdigit():
            return int(word) if len(word) < 7 else 999_999
        return self.numbers.get(word)

    def _count(self, layer: TokenLayer, m: Match) -> Count:
        entry = self.counts[int(m.value)]
        number = next((v for i in range(m.start, m.end) if (v := self._number(layer.lower[i])) is not None), None)

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


def _is_punct(text: str) -> bool:
    """Punctuation separates a number from its phrase; a quote mark around a name does not."""
    return bool(text) and not text[0].isalnum() and text not in ('"', "/")  # "and/or" joins, it does not separate


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
    return FrameBuilder(nlp, lang, game)
