"""Rules-knowledge checks: wording that cannot work under the game's rules, in ONE text.

Translation comparison (``compare.py``) needs a source; these checks do not: a rules
editor gets them on an English original as well as on each translation. They read
the frames (concept, context, phase, zone, location, count…) and small per-language
data in ``locales/<lang>/<game>.checks.yaml`` (key ``checks``) and per-game data in
``locales/games/<game>.yaml`` (key ``checks``). Two Magic/Riftbound checks need the
source beside the translation (``check_translation``).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator
from functools import cache
from typing import Any

from linter.compare import _groups, align
from linter.findings import Finding
from linter.frames import Count, Frame, Span
from linter.locales import GameData, load_game, load_locale, trigger_ends
from linter.pipeline import Analysis
from linter.rules import rule


def _game_checks(game: GameData) -> dict[str, Any]:
    return game.data.get("checks") or {}


def locale_checks(lang: str, game: str) -> dict[str, Any]:
    """The ``checks`` section of a language's data for a game (empty where it has none); its
    shape was checked against the schema when the data was loaded."""
    data: dict[str, Any] = load_locale(lang, game).section("checks")
    return data


def _finding(
    name: str,
    card: str,
    analysis: Analysis,
    source_lang: str,
    span: Span,
    what: str,
    suggestion: str | None = None,
    source_span: Span | None = None,
) -> Finding:
    r = rule(name)
    cite = load_game(analysis.game).citation(name)
    message = f"{what}; {r.why}" + (f". Rule: {cite}." if cite else ".")
    key = "\x1f".join((card, analysis.lang, name, span.text, what))
    return Finding(
        r.code,
        r.name,
        r.severity,
        analysis.game,
        card,
        analysis.lang,
        source_lang,
        message,
        span,
        source_span,
        fingerprint=hashlib.sha256(key.encode()).hexdigest()[:16],
        suggestion=suggestion,
    )


def _effects(analysis: Analysis) -> list[Frame]:
    return [f for f in analysis.frames if f.context != "reminder"]


def _quote(frame: Frame) -> str:
    return f"“{frame.span.text}” ({frame.describe()})"


# -- the checks of one text --------------------------------------------------------------

_PLAYERS = {"player", "opponent"}


def _private_zone(card: str, a: Analysis, src: str) -> Iterator[Finding]:
    game = load_game(a.game)
    private = set(_game_checks(game).get("private_zones") or game.data.get("structure", {}).get("private_zones") or ())
    for f in _effects(a):
        # a player is never in a zone: "target player … from their hand" names the player's hand, not the target's
        if f.concept == "target" and f.zone in private and not set((f.object or "card").split("|")) <= _PLAYERS:
            yield _finding(
                "private-zone-target",
                card,
                a,
                src,
                f.span,
                f"{_quote(f)} targets a card in the {f.zone}, a private zone: say it is chosen, not targeted",
            )


def _target_in_context(card: str, a: Analysis, src: str) -> Iterator[Finding]:
    for f in _effects(a):
        if f.concept != "target":
            continue
        if f.context == "cost":
            yield _finding("target-in-cost", card, a, src, f.span, f"{_quote(f)} is part of a cost")
        elif f.context == "trigger-condition" and _closed_condition(a, f):
            yield _finding(
                "target-in-trigger-condition", card, a, src, f.span, f"{_quote(f)} is part of a trigger condition"
            )


def _closed_condition(a: Analysis, frame: Frame) -> bool:
    """Whether the frame is inside a real trigger condition: one closed by a comma (the game's
    ``trigger_ends``), not a delayed trigger.

    "When target creature dies this turn, …" created by a spell or an activated ability is a
    delayed trigger whose target belongs to the effect that creates it (CR 603.7); German
    "Zu Beginn … legst du eine Kreatur deiner Wahl" has no comma: the condition ended earlier.
    """
    rest = re.split(r"[.\n;]", a.text[frame.span.end :], maxsplit=1)[0]
    ends = trigger_ends(load_game(a.game).data.get("structure", {}))
    close = min((rest.index(e) for e in ends if e in rest), default=None)
    condition = a.text[frame.span.start : frame.span.end] + rest[:close]
    delayed = locale_checks(a.lang, a.game).get("delayed_trigger") or []
    return close is not None and not any(True for _ in _phrases(condition, delayed))


def _declared_before(ref: Frame, frames: list[Frame]) -> list[Frame]:
    return [
        g
        for g in frames
        if g.concept == "target"
        and g.phase == "activation"
        and g.context != "trigger-condition"
        and g.ability == ref.ability
        and g.sentence == ref.sentence
        and g.span.start < ref.span.start
    ]


def _several(targets: list[Frame]) -> bool:
    if len(targets) > 1:
        return True
    count = targets[0].count or Count(1, 1)
    return count.max is None or count.max == "X" or (isinstance(count.max, int) and count.max > 1)


def _plural_of(text: str, references: dict[str, Any]) -> str | None:
    low = text.lower()
    for singular, plural in sorted((references.get("plural_of") or {}).items(), key=lambda kv: -len(kv[0])):
        if low.endswith(str(singular).lower()):
            return text[: len(text) - len(str(singular))] + str(plural)
    return None


def _reference_number(text: str, references: dict[str, Any]) -> str:
    """ "plural", "singular" or "ambiguous" (German "sie"), from the words of the reference."""
    words = [w for w in re.split(r"[^\w]+", text.lower()) if w]
    if any(w in (references.get("ambiguous") or ()) for w in words):
        return "ambiguous"
    endings = tuple(references.get("plural_endings") or ())
    if any(
        w in (references.get("plural_words") or ()) or (endings and len(w) > 4 and w.endswith(endings)) for w in words
    ):
        return "plural"
    return "singular"


def _psct(card: str, a: Analysis, src: str) -> Iterator[Finding]:
    if not load_game(a.game).flag("psct"):
        return
    frames = _effects(a)
    references = locale_checks(a.lang, a.game).get("references") or {}
    for f in frames:
        if f.concept == "target" and f.context == "effect" and f.phase == "resolution":
            yield _finding(
                "psct-structure",
                card,
                a,
                src,
                f.span,
                f"{_quote(f)} is declared after the ‘;’ (or in an effect with no ‘;’), on resolution",
            )
        if f.concept != "resolution-reference":
            continue
        declared = _declared_before(f, frames)
        if not declared and f.mode in ("chosen", "all"):
            yield _finding(
                "resolution-reference-mismatch",
                card,
                a,
                src,
                f.span,
                f"“{f.span.text}” refers to a target, but nothing was targeted before it",
            )
        elif declared and _several(declared) and _reference_number(f.span.text, references) == "singular":
            yield _finding(
                "resolution-reference-mismatch",
                card,
                a,
                src,
                f.span,
                f"“{f.span.text}” refers to one card, but {_quote(declared[-1])} declares several targets",
                suggestion=_plural_of(f.span.text, references),
            )


@cache
def _phrase(phrase: str) -> re.Pattern[str]:
    """A locale phrase as a whole-word, case-insensitive pattern (compiled once: every text is searched)."""
    return re.compile(r"(?<!\w)" + re.escape(phrase) + r"(?!\w)", re.IGNORECASE)


@cache
def _any_phrase(phrases: tuple[str, ...]) -> re.Pattern[str]:
    """Whether any of the phrases is in a text, in one search (a text that has none skips them all)."""
    return re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, phrases)) + r")(?!\w)", re.IGNORECASE)


def _phrases(text: str, phrases: list[str]) -> Iterator[re.Match[str]]:
    for phrase in phrases:
        yield from _phrase(phrase).finditer(text)


def _same_case(found: str, replacement: str) -> str:
    stripped = found.lstrip()
    if replacement and stripped[:1].isupper():
        return replacement[0].upper() + replacement[1:]
    return replacement


def _hidden(card: str, a: Analysis, src: str) -> Iterator[Finding]:
    if not _game_checks(load_game(a.game)).get("hidden"):
        return
    if not _is_hidden(a):
        return
    data = locale_checks(a.lang, a.game).get("hidden") or {}
    targets = [f for f in _effects(a) if f.concept == "target" and f.context == "effect"]
    for m in _phrases(a.text, list(data.get("untied") or ())):
        before = [f for f in targets if f.span.end <= m.start() and "\n" not in a.text[f.span.end : m.start()]]
        if before:
            yield _finding(
                "hidden-location",
                card,
                a,
                src,
                Span(m.start(), m.end(), m.group(0)),
                f"this Hidden card lets {_quote(before[-1])} be chosen “{m.group(0)}”, "
                f"which no explicit exception allows",
            )


def _outdated(card: str, a: Analysis, src: str) -> Iterator[Finding]:
    entries = locale_checks(a.lang, a.game).get("outdated") or ()
    every = tuple(str(phrase) for entry in entries for phrase in entry.get("find") or ())
    if not every or _any_phrase(every).search(a.text) is None:  # most texts: no older wording at all
        return
    for entry in entries:
        now = str(entry.get("now", ""))
        for m in _phrases(a.text, list(entry.get("find") or ())):
            found = m.group(0)
            said = f"“{now}”" if now else "nothing (drop it)"
            since = f" since {entry['since']}" if entry.get("since") else ""
            yield _finding(
                "outdated-template",
                card,
                a,
                src,
                Span(m.start(), m.end(), found),
                f"“{found.strip()}” is older wording: the current template says {said}{since}. "
                f"Printed cards receive no errata, so this is a note for a reprint",
                suggestion=_same_case(found, now),
            )


CHECKS = (_private_zone, _target_in_context, _psct, _hidden, _outdated)


def check_text(card: str, analysis: Analysis, source_lang: str) -> list[Finding]:
    """Every rules-knowledge finding on one text (the source or a translation), in text order."""
    found = [f for check in CHECKS for f in check(card, analysis, source_lang)]
    return sorted(found, key=lambda f: (f.span.start, f.code))


def missing_source(card: str, analysis: Analysis, source_lang: str, present: list[str]) -> Finding:
    """The one warning of a record without its source text: it got single-language checks only."""
    from linter.locale_codes import display_name

    texts = ", ".join(present)
    return _finding(
        "missing-source",
        card,
        analysis,
        source_lang,
        Span(0, 0, ""),
        f"no {display_name(source_lang)} ({source_lang}) text to compare the {texts} text with: "
        f"only the single-language checks ran",
    )


# -- checks that need the source beside the translation -------------------------------------


def check_translation(card: str, source: Analysis, target: Analysis) -> list[Finding]:
    """Magic's choose-versus-target and Riftbound's “another location” on Hidden cards."""
    game = load_game(source.game)
    options = _game_checks(game)
    hidden = bool(options.get("hidden")) and _is_hidden(source)
    if not options.get("choice_not_target") and not hidden:
        return []
    out: list[Finding] = []
    for src, tgt in _groups(source, target):
        for pair in align(src, tgt):
            a, b = pair.source, pair.target
            if a is None or b is None:
                continue
            if (
                options.get("choice_not_target")
                and {a.concept, b.concept} == {"target", "choice"}
                and "you" == a.chooser == b.chooser
            ):
                what = (
                    "the source targets, the translation only chooses"
                    if a.concept == "target"
                    else "the source chooses, the translation targets"
                )
                out.append(
                    _finding(
                        "choice-not-target",
                        card,
                        target,
                        source.lang,
                        b.span,
                        f"{what}: source {_quote(a)}, translation {_quote(b)}",
                        source_span=a.span,
                    )
                )
            if (
                hidden
                and a.concept == b.concept == "target"
                and a.location == "another"
                and b.location in (None, "here")
            ):
                out.append(
                    _finding(
                        "hidden-location",
                        card,
                        target,
                        source.lang,
                        b.span,
                        f"the source chooses {_quote(a)} at another location, an explicit exception to "
                        f"Hidden; the translation {_quote(b)} reads as local",
                        source_span=a.span,
                    )
                )
    return out


def _is_hidden(analysis: Analysis) -> bool:
    markers = (locale_checks(analysis.lang, analysis.game).get("hidden") or {}).get("markers") or []
    return any(True for _ in _phrases(analysis.text, markers))
