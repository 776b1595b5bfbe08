"""What a rule is: its registry entry (code, name, severity, why) and what its detection reads.

A rule module (``linter/rules/<name>.py``) holds one ``RULE`` and its detection, in one or
more of three shapes the engine runs:

- ``differs(pair, card)``: over one pair of aligned frames of a source and a translation,
  returning a ``Difference`` or None; ``linter.compare`` quotes both frames in the message;
- ``check(text)``: over one text alone (the source as well as each translation), yielding
  findings built with ``text.finding``;
- ``check_pair(card, text)``: over the aligned pairs of a card, for a rule that needs the
  source beside the translation and words of its own; ``text`` is the translation's.

A rule with none of them is reported by the step that sees what it is about — suppressions
(``linter.suppress``, ``linter.baseline``), the set-wide template index (``linter.consistency``),
a record without its source (``linter.check``), unrecognized words (``linter.compare``) — with
the builder its module offers or ``findings.build``; its module still holds its registry entry.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from linter.align import CardPair, Pair, effects
from linter.locales import GameData, load_game, load_locale
from linter.model.analysis import Analysis
from linter.model.findings import NOWHERE, Finding, fingerprint, lower
from linter.model.frames import Frame, Span


@dataclass(frozen=True, kw_only=True)
class Rule:
    """One rule of the registry, written once in its module (``linter/rules/<name>.py``): its page
    (``linter/docs/rules/<name>.md``) is found by its name. Names are a public contract (users'
    configurations and baselines use them): never rename one, only add."""

    code: str
    name: str
    severity: str
    summary: str
    why: str  # why the difference changes how the card plays
    # why, for a finding of one mode (``Difference.mode``) that plays otherwise: a rule on targets that also
    # compares "all"/"each" selections says what those take, not what may be targeted
    why_by_mode: tuple[tuple[str, str], ...] = ()
    # which games it applies to: a switch in locales/games/<game>.yaml ("structure.psct"); "" every game
    switch: str = ""
    # what else it reads of ``checks`` in locales/games/<game>.yaml, with the schema of each
    # (``linter.locale_schema`` notation): the game files may hold these and the ``checks.`` switches, nothing else
    settings: tuple[tuple[str, Any], ...] = field(default=(), compare=False)
    once_per_sentence: bool = False  # frame-pair rules: one finding per pair of sentences, not per phrase
    differs: Callable[[Pair, CardPair], Difference | None] | None = field(default=None, compare=False)
    check: Callable[[Text], Iterator[Finding]] | None = field(default=None, compare=False)
    check_pair: Callable[[CardPair, Text], Iterator[Finding]] | None = field(default=None, compare=False)

    def applies(self, game: GameData) -> bool:
        """Whether the game's data switches the rule on (a rule without a switch applies everywhere)."""
        if not self.switch:
            return True
        value: Any = game.data
        for part in self.switch.split("."):
            value = value.get(part) if isinstance(value, dict) else None
        return bool(value)

    def why_of(self, mode: str | None) -> str:
        """Why a finding of ``mode`` changes play (the rule's own ``why`` when the mode has none)."""
        return dict(self.why_by_mode).get(mode or "", self.why)


@dataclass(frozen=True)
class Difference:
    """What a frame-pair rule found: the message's lead ("the zone differs"; "" when one side has no
    frame) and the citation's mode where the game cites one per mode."""

    lead: str = ""
    mode: str | None = None


def explained(rule: Rule, game: str, lead: str, mode: str | None = None) -> str:
    """The message: what was found, why it changes play (the game's ``why`` where it words it in
    its own terms) and the game's rule (``citations``)."""
    rules = load_game(game)
    cite = rules.citation(rule.name, mode)
    return f"{lead}; {rules.why(rule.name, mode) or rule.why_of(mode)}" + (f". Rule: {cite}." if cite else ".")


def build(
    rule: Rule,
    game: str,
    card: str,
    lang: str,
    source_lang: str,
    lead: str,
    span: Span = NOWHERE,
    source_span: Span | None = None,
    *,
    key: Iterable[str],
    mode: str | None = None,
    explain: bool = True,
    reminder: bool = False,
    **where: Any,
) -> Finding:
    """A finding of ``rule``: ``lead`` says what was found (``explain``: followed by why and the rule
    cited, with the citation of ``mode`` where the game cites one per mode); ``key`` is what
    identifies it on its card (``fingerprint``); ``reminder``: found in reminder text, one severity
    lower; ``where`` sets the other fields (suggestion, path…)."""
    message = explained(rule, game, lead, mode) if explain else lead
    return Finding(
        rule.code,
        rule.name,
        lower(rule.severity) if reminder else rule.severity,
        game,
        card,
        lang,
        source_lang,
        message,
        span,
        source_span,
        fingerprint=fingerprint(card, lang, rule.name, key),
        reminder=reminder,
        **where,
    )


def targets(pair: Pair) -> tuple[Frame, Frame] | None:
    """Both frames of a pair where both are targets: what most frame-pair rules compare."""
    return same(pair, "target")


def restricted(pair: Pair) -> tuple[Frame, Frame] | None:
    """Both frames of a pair where both are targets, or both take all or each of some objects ("destroy
    all creatures you control"): what the restriction rules compare."""
    return targets(pair) or same(pair, "all")


def ranked_alike(a: Frame, b: Frame, card: CardPair) -> bool:
    """Whether two frames stand in the same place among their ability's frames of their concept, their
    ability having as many on each side: a translation words "all" and "each" freely ("all players and
    all creatures"), and two such selections paired across a reordered sentence name different objects."""
    ranks = [
        [
            f
            for f in analysis.frames
            if f.concept == frame.concept and f.ability == frame.ability and f.context == frame.context
        ]
        for analysis, frame in ((card.source, a), (card.target, b))
    ]
    return len(ranks[0]) == len(ranks[1]) and ranks[0].index(a) == ranks[1].index(b)


def alone(pair: Pair, concept: str) -> Frame | None:
    """The frame of a pair that has no counterpart, when it is of ``concept``."""
    present = pair.source or pair.target
    return present if (pair.source is None or pair.target is None) and present and present.concept == concept else None


def same(pair: Pair, concept: str) -> tuple[Frame, Frame] | None:
    """Both frames of a pair where both are of ``concept``."""
    a, b = pair.source, pair.target
    return (a, b) if a is not None and b is not None and a.concept == b.concept == concept else None


def mode_differs(pair: Pair, concept: str, lead: str, modes: tuple[str, ...] = ()) -> Difference | None:
    """A frame of ``concept`` on one side only (of one of ``modes``, when given), or on both sides in
    different modes; the citation is the source's mode's (or the one side's)."""
    both, one = same(pair, concept), alone(pair, concept)
    if one and (not modes or one.mode in modes):
        return Difference("", one.mode)
    if both and both[0].mode != both[1].mode:
        return Difference(lead, both[0].mode)
    return None


def one_sided(a: Frame, b: Frame, detail: str, what: str) -> str | None:
    """The lead of a finding when one side restricts ``detail`` and the other does not, both known
    (``Frame.known``): the restriction tied to its phrase on one side, and on the other no word left
    unread before its phrase ends that could say it. Anything else may be the same restriction in
    words cardlint does not read, or a detail of another clause: that is no difference."""
    has_a = bool(getattr(a, detail))
    if has_a == bool(getattr(b, detail)) or not (detail in a.known and detail in b.known):
        return None
    having, side = (a, "source") if has_a else (b, "translation")
    quoted = having.detail_spans.get(detail)
    said = f" (“{quoted.text}”)" if quoted else ""
    return f"only the {side} restricts {what}{said}"


_PLAYERS = ("player", "opponent")


def unguarded(frame: Frame, card: CardPair) -> bool:
    """Whether being targeted changes nothing for this selection, so that it plays alike whether it is
    worded as targeted, chosen or neither: the game's protection against being chosen stops only
    opponents (``structure.protection_stops: opponents``, Lorcana's Ward, CR 8.15.1) and the player
    chooses among their own objects ("chosen character of yours"); or protection works only in one zone
    (``structure.protection_in: play``: an ability applies only while its card is in play, CR 1.6.1)
    and the selection is made in another ("chosen card from your discard") or is a player's."""
    structure = card.game.data.get("structure", {})
    if frame.chooser != "you":
        return False
    own = structure.get("protection_stops", "everyone") == "opponents" and frame.controller == "you"
    where = structure.get("protection_in")
    if where is None:
        return own
    # a player is in no zone, so never where protection works ("chosen opponent")
    elsewhere = (frame.zone is not None and frame.zone != where) or frame.object in _PLAYERS
    return own or elsewhere


def play_zone(card: CardPair) -> str | None:
    """Where the game's objects are when a text names no zone (``structure.play_zone``): naming it restricts nothing."""
    zone: str | None = card.game.data.get("structure", {}).get("play_zone")
    return zone


def psct_templated(text: str) -> bool:
    """Whether a text is written in Problem-Solving Card Text: every targeting effect has a ‘;’.
    Cards printed before it (2011) "select" or "target" with no ‘;’ at all; their printed text is
    the reference, so a target there is not declared “after the ‘;’”."""
    return ";" in text


def quote(frame: Frame) -> str:
    """A frame as messages show it: its words and what cardlint read in them."""
    return f"“{frame.span.text}” ({frame.describe()})"


@dataclass
class Text:
    """One text as the single-text checks read it, with the card it is on and the finding builder."""

    card: str
    analysis: Analysis
    source_lang: str

    @cached_property
    def effects(self) -> list[Frame]:
        return effects(self.analysis)

    @cached_property
    def game(self) -> GameData:
        return load_game(self.analysis.game)

    @cached_property
    def checks(self) -> dict[str, Any]:
        """The language's ``checks`` data for the game (``<lang>/<game>.checks.yaml``)."""
        data: dict[str, Any] = load_locale(self.analysis.lang, self.analysis.game).section("checks")
        return data

    @cached_property
    def game_checks(self) -> dict[str, Any]:
        """The game's ``checks`` data (``locales/games/<game>.yaml``)."""
        return self.game.data.get("checks") or {}

    def phrases(self, key: str) -> list[Span]:
        """Where the text has a phrase of the ``checks`` list ``key`` ("delayed_trigger",
        "hidden.markers", "outdated.comes into play"…), as the matcher found them with the locale's own tokens."""
        return [span for found, span in self.analysis.phrases if found == key]

    def finding(
        self,
        rule: Rule,
        span: Span,
        lead: str,
        suggestion: str | None = None,
        source_span: Span | None = None,
    ) -> Finding:
        """A finding of ``rule`` on this text; identified by its words and what it says of them."""
        a = self.analysis
        return build(
            rule,
            a.game,
            self.card,
            a.lang,
            self.source_lang,
            lead,
            span,
            source_span,
            key=(span.text, lead),
            suggestion=suggestion,
        )
