"""Aligns a translation's frames with the source's and reports each difference.

Frames are aligned ability by ability when both texts have the same abilities
(lines), else over the whole card; inside a group the best pairs win, so a
translation may reorder phrases freely. Only differences that change play are
reported: an unknown detail on one side is not a difference.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from dataclasses import dataclass

from linter.findings import Finding
from linter.frames import SELECTIONS, Count, Frame, Span
from linter.locales import load_game, load_locale
from linter.pipeline import Analysis
from linter.rules import lower, rule

_FAMILY = {c: "selection" for c in SELECTIONS} | {
    "retarget": "retarget",
    "resolution-reference": "resolution-reference",
    "divide": "divide",
}
_ONE = Count(1, 1)
_UNCHOSEN = {"random": "at random"}
_QUOTES = '"“”„«»'
_REMINDER = "in reminder text (no rules force, but players read it): "


@dataclass(frozen=True)
class Pair:
    source: Frame | None
    target: Frame | None


def _by_ability(
    src: list[Frame], tgt: list[Frame], source: Analysis, target: Analysis
) -> list[tuple[list[Frame], list[Frame]]]:
    if source.abilities != target.abilities or source.abilities <= 1:
        return [(src, tgt)]
    by_s: dict[int, list[Frame]] = defaultdict(list)
    by_t: dict[int, list[Frame]] = defaultdict(list)
    for f in src:
        by_s[f.ability].append(f)
    for f in tgt:
        by_t[f.ability].append(f)
    return [(by_s[i], by_t[i]) for i in range(source.abilities)]


def _groups(source: Analysis, target: Analysis) -> list[tuple[list[Frame], list[Frame]]]:
    """The frames of the rules text (reminder text apart), ability by ability."""
    rules = [f for f in source.frames if f.context != "reminder"], [f for f in target.frames if f.context != "reminder"]
    return _by_ability(*rules, source, target)


def _quoted(text: str, span: Span) -> bool:
    """Whether a phrase of reminder text is inside quotation marks: a word mentioned, not used
    (Overload: “replacing all instances of "target" with "each"”)."""
    opened = text.rfind("(", 0, span.start)
    return sum(text.count(q, opened + 1, span.start) for q in _QUOTES) % 2 == 1


def _reminder_groups(source: Analysis, target: Analysis) -> list[tuple[list[Frame], list[Frame]]]:
    """The frames of reminder text, aligned only with the reminder text of the same ability."""
    src, tgt = (
        [f for f in a.frames if f.context == "reminder" and not _quoted(a.text, f.span)] for a in (source, target)
    )
    return _by_ability(src, tgt, source, target) if src or tgt else []


def _score(a: Frame, b: Frame, ia: float, ib: float) -> float | None:
    if _FAMILY[a.concept] != _FAMILY[b.concept]:
        return None
    score = 10.0
    score += 4 if a.concept == b.concept else 0
    score += 2 if a.mode == b.mode else 0
    score += 3 if a.object and b.object and same_objects(a.object, b.object) else 0
    score += 1 if a.controller == b.controller else 0
    score += 1 if (a.count or _ONE) == (b.count or _ONE) else 0
    score += 1 if a.zone == b.zone else 0
    return score - 3 * abs(ia - ib)


def align(src: list[Frame], tgt: list[Frame]) -> list[Pair]:
    """Pair frames of one group, best-scoring pairs first."""

    def rel(i: int, n: int) -> float:
        return i / (n - 1) if n > 1 else 0.0

    candidates = []
    for i, a in enumerate(src):
        for j, b in enumerate(tgt):
            s = _score(a, b, rel(i, len(src)), rel(j, len(tgt)))
            if s is not None:
                candidates.append((s, i, j))
    used_s: set[int] = set()
    used_t: set[int] = set()
    pairs = []
    for _, i, j in sorted(candidates, key=lambda c: (-c[0], c[1], c[2])):
        if i not in used_s and j not in used_t:
            used_s.add(i)
            used_t.add(j)
            pairs.append(Pair(src[i], tgt[j]))
    pairs += [Pair(f, None) for i, f in enumerate(src) if i not in used_s]
    pairs += [Pair(None, f) for j, f in enumerate(tgt) if j not in used_t]
    return pairs


_ANY = {"any-target"}


def _kinds(obj: str) -> set[str]:
    kinds = set(obj.split("|"))
    # "creature or player" (and "creature, player or planeswalker") is what "any target" now says;
    # "creature or planeswalker" names no player: its own set
    return _ANY if "any-target" in kinds or {"creature", "player"} <= kinds else kinds


def same_objects(a: str, b: str) -> bool:
    """Whether two object restrictions allow the same kinds of object."""
    return _kinds(a) == _kinds(b)


def _differences(
    pair: Pair,
    play_zone: str | None = None,
    qualifiers: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset()),
) -> list[tuple[str, str, str | None]]:
    """(rule name, what differs — the message's lead, citation mode) for one pair. ``qualifiers``:
    the qualifier names both languages know, and those said after the noun."""
    a, b = pair.source, pair.target
    if a is None or b is None:
        present = a or b
        assert present is not None
        if present.concept == "target":
            return [("target-presence", "", None)]
        if present.concept == "retarget":
            return [("retarget-mode", "", present.mode)]
        if present.concept == "divide":
            return [("divide", "", None)]
        if present.concept == "resolution-reference" and present.mode in ("chosen", "all"):
            return [("resolution-reference", "", present.mode)]
        if present.concept in _UNCHOSEN and present is a:
            # "at random" dropped: the translation's player now chooses
            return [("selection-kind", f"only the source selects {_UNCHOSEN[present.concept]}", None)]
        return []
    out: list[tuple[str, str, str | None]] = []
    if a.concept != b.concept:
        kinds = {a.concept, b.concept}
        if kinds & {"target", "random"} or kinds == {"all", "choice"}:
            out.append(("selection-kind", "the kind of selection differs", None))
        return out
    if a.concept == "retarget" and a.mode != b.mode:
        out.append(("retarget-mode", "the way targets may change differs", a.mode))
    if a.concept == "resolution-reference" and a.mode != b.mode:
        out.append(("resolution-reference", "how resolution refers to the targets differs", a.mode))
    if a.concept != "target":
        return out
    if (a.count or _ONE) != (b.count or _ONE):
        out.append(("target-count", "the number of targets differs", None))
    restriction = _restriction(a, b, play_zone, qualifiers)
    if restriction:
        out.append(("target-restriction", restriction, None))
    if a.zone and b.zone and a.zone != b.zone:
        out.append(("zone", "the zone differs", None))
    elif a.zone != b.zone and play_zone not in (a.zone, b.zone):
        lead = _only(a, b, "zone", "the zone it is chosen from")
        if lead:
            out.append(("zone", lead, None))
    if a.chooser != b.chooser:
        out.append(("chooser", "who chooses differs", None))
    if a.optional != b.optional:
        out.append(("optional", "whether it is optional differs", None))
    if a.divided != b.divided:
        out.append(("divide", "division among targets differs", None))
    return out


def _only(a: Frame, b: Frame, detail: str, what: str) -> str | None:
    """The lead of a finding when one side restricts and the other does not, both read in full.

    A side that did not read its phrase to the end (``closed``) may say the same in words
    cardlint does not know, or have taken a detail that belongs to another clause: that is
    no difference."""
    has_a = bool(getattr(a, detail))
    if has_a == bool(getattr(b, detail)):
        return None
    having, side = (a, "source") if has_a else (b, "translation")
    if not (a.closed and b.closed):
        return None
    quoted = having.detail_spans.get(detail)
    said = f" (“{quoted.text}”)" if quoted else ""
    return f"only the {side} restricts {what}{said}"


def _restriction(
    a: Frame, b: Frame, play_zone: str | None, qualifiers: tuple[frozenset[str], frozenset[str]]
) -> str | None:
    """The lead of the restriction finding: the first part of the restriction that differs."""
    if a.object and b.object and not same_objects(a.object, b.object):
        return "the kind of object differs"
    if a.controller and b.controller and a.controller != b.controller:
        return "whose object it is differs"
    if a.another != b.another:
        return "“another” differs"
    if a.location and b.location and a.location != b.location:
        return "where the object must be differs"
    # a zone says whose it is itself ("in your opponent's GY", "en el Cementerio de tu adversario",
    # "in your opponent's Main Monster Zone"): the side without a controller may have said it there
    zoned = {a.zone, b.zone} - {None, play_zone} or "owner" in (b if a.controller else a).detail_spans
    lead = None if zoned else _only(a, b, "controller", "whose object it is")
    # the Yu-Gi-Oh! data marks a cost-then clause ("…de tu mano, y después") as the location "cost"
    if not lead and "cost" not in (a.location, b.location):
        lead = _only(a, b, "location", "where the object must be")
    if lead:
        return lead
    return _qualifiers(a, b, *qualifiers)


def _qualifiers(a: Frame, b: Frame, known: frozenset[str], trailing: frozenset[str]) -> str | None:
    """A qualifier ("attacking", "face-down", "nontoken") on one side only, the describing words
    around both noun phrases all read (``bare``); a trailing one ("with power 2 or less") where both
    whole restrictions were read (``closed``). Only qualifiers both languages' data know are
    compared: a side cannot be known to lack a word its locale has no pattern for."""
    bare, closed = a.bare and b.bare, a.closed and b.closed
    for having, lacking, side in ((a, b, "source"), (b, a, "translation")):
        missing = (set(having.qualifiers) - set(lacking.qualifiers)) & known
        extra = sorted(q for q in missing if (closed if q in trailing else bare))
        if extra:
            quoted = having.detail_spans.get("qualifiers")
            said = f" (“{quoted.text}”)" if quoted else ""
            return f"only the {side} restricts it to {', '.join(extra)} objects{said}"
    return None


def _known_qualifiers(lang_a: str, lang_b: str, game: str) -> frozenset[str]:
    """The qualifier names both languages' data define for the game."""
    a, b = (set(load_locale(lang, game).data.get("qualifiers") or ()) for lang in (lang_a, lang_b))
    return frozenset(a & b)


def _quote(frame: Frame | None, lang: str) -> str:
    if frame is None:
        return f"[{lang}] has no matching phrase"
    return f"[{lang}] “{frame.span.text}” ({frame.describe()})"


def fingerprint(card: str, lang: str, name: str, pair: Pair) -> str:
    """Identifies a finding by what it is about, not where it is: stable across moves."""
    parts = [card, lang, name]
    for f in (pair.source, pair.target):
        parts.append(f.describe() if f else "-")
    return hashlib.sha256("\x1f".join(parts).encode()).hexdigest()[:16]


def compare(card: str, source: Analysis, target: Analysis) -> list[Finding]:
    """Every play-changing difference between a source text and one translation."""
    game = load_game(source.game)
    structure = game.data.get("structure", {})
    play_zone = structure.get("play_zone")
    qualifiers = (
        _known_qualifiers(source.lang, target.lang, source.game),
        frozenset(structure.get("trailing_qualifiers", ())),
    )
    findings: list[Finding] = []
    seen: set[tuple[str, int | None, int | None]] = set()
    # Yu-Gi-Oh!: resolution wording ("that target" / "it") means something only in PSCT, which
    # both texts must be written in (a ';'); older printed text words resolution its own way
    skip = {"resolution-reference"} if game.flag("psct") and not (";" in source.text and ";" in target.text) else set()
    groups = [(g, False) for g in _groups(source, target)] + [(g, True) for g in _reminder_groups(source, target)]
    for (src, tgt), reminder in groups:
        for pair in align(src, tgt):
            for name, what, mode in _differences(pair, play_zone, qualifiers):
                if name in skip:
                    continue
                # one sentence that lost its "you may" is one finding, not one per phrase in it
                key = (
                    name,
                    pair.source.sentence if pair.source else None,
                    pair.target.sentence if pair.target else None,
                )
                if name == "optional" and key in seen:
                    continue
                seen.add(key)
                r = rule(name)
                cite = game.citation(name, mode)
                lead = f"{what}: " if what else ""
                message = (
                    (_REMINDER if reminder else "") + f"{lead}source {_quote(pair.source, source.lang)}, "
                    f"translation {_quote(pair.target, target.lang)}; {r.why}" + (f". Rule: {cite}." if cite else ".")
                )
                span = pair.target.span if pair.target else Span(0, 0, "")
                findings.append(
                    Finding(
                        r.code,
                        r.name,
                        lower(r.severity) if reminder else r.severity,
                        source.game,
                        card,
                        target.lang,
                        source.lang,
                        message,
                        span,
                        pair.source.span if pair.source else None,
                        fingerprint=fingerprint(card, target.lang, name, pair),
                        reminder=reminder,
                    )
                )
    for span in target.unrecognized:
        r = rule("unrecognized")
        findings.append(
            Finding(
                r.code,
                r.name,
                r.severity,
                source.game,
                card,
                target.lang,
                source.lang,
                f"“{span.text}” looks like targeting wording but no {target.lang} pattern for "
                f"{game.title} explains it; {r.why}.",
                span,
                None,
                fingerprint=hashlib.sha256(
                    f"{card}\x1f{target.lang}\x1funrecognized\x1f{span.text}".encode()
                ).hexdigest()[:16],
            )
        )
    return findings
