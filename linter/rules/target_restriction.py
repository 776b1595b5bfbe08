"""Two aligned targets (or two "all"/"each" selections) restricted differently (object,
controller, “another”, location, qualifiers), or restricted on one side only where both sides are known to say it or
not (``Frame.known``): the first part that differs is reported."""

from __future__ import annotations

from linter.align import CardPair, Pair, same_objects
from linter.locales import load_game, load_locale
from linter.model.frames import Frame
from linter.rules.model import Difference, Rule, one_sided, play_zone, ranked_alike, restricted

RULE = Rule(
    code="CL103",
    name="target-restriction",
    severity="error",
    summary="What may be targeted differs: object kind, controller or side, “another”, location.",
    why="the restriction decides which objects are legal targets",
    why_by_mode=(
        (
            "all",
            "an “all”/“each” selection takes every object that meets its restriction, with no choice: the "
            "restriction decides which objects the effect affects",
        ),
    ),
)


def differs(pair: Pair, card: CardPair) -> Difference | None:
    both = restricted(pair)
    lead = both and _restriction(*both, card)
    if not both or not lead:
        return None
    # an "all"/"each" selection is explained by what it takes, not by what may be targeted
    return Difference(lead, "all" if both[0].concept == "all" else None)


def _restriction(a: Frame, b: Frame, card: CardPair) -> str | None:
    """The lead of the finding: the first part of the restriction that differs."""
    if a.object and b.object and not same_objects(a.object, b.object):
        if a.concept == "target" or ranked_alike(a, b, card):
            return "the kind of object differs"
        return None
    if a.controller and b.controller and a.controller != b.controller:
        return "whose object it is differs"
    if a.another != b.another:
        return "“another” differs"
    if a.location and b.location and a.location != b.location:
        return "where the object must be differs"
    # a zone says whose it is itself ("in your opponent's GY", "en el Cementerio de tu adversario",
    # "in your opponent's Main Monster Zone"): the side without a controller may have said it there; but
    # in a zone whose objects have controllers ("all spells on the stack") a controller restricts
    elsewhere = {a.zone, b.zone} - {None, play_zone(card), *_controlled(card)}
    zoned = bool(elsewhere) or "owner" in (b if a.controller else a).detail_spans
    lead = None if zoned else one_sided(a, b, "controller", "whose object it is")
    # the Yu-Gi-Oh! data marks a cost-then clause ("…de tu mano, y después") as the location "cost"
    if not lead and "cost" not in (a.location, b.location):
        lead = one_sided(a, b, "location", "where the object must be")
    return lead or _qualifiers(a, b, *_qualifier_names(card.source.lang, card.target.lang, card.source.game))


def _qualifiers(a: Frame, b: Frame, known: frozenset[str], trailing: frozenset[str]) -> str | None:
    """A qualifier ("attacking", "face-down", "nontoken") on one side only, the describing words
    around both noun phrases all read (``qualifiers`` known); a trailing one ("with power 2 or less")
    where neither side left unread a word that could say one (``trailing`` known). Only qualifiers
    both languages' data know are compared: a side cannot be known to lack a word its locale has no
    pattern for."""
    bare = "qualifiers" in a.known and "qualifiers" in b.known
    closed = "trailing" in a.known and "trailing" in b.known
    for having, lacking, side in ((a, b, "source"), (b, a, "translation")):
        missing = (set(having.qualifiers) - set(lacking.qualifiers)) & known
        extra = sorted(q for q in missing if (closed if q in trailing else bare))
        if extra:
            quoted = having.detail_spans.get("qualifiers")
            said = f" (“{quoted.text}”)" if quoted else ""
            return f"only the {side} restricts it to {', '.join(extra)} objects{said}"
    return None


def _qualifier_names(lang_a: str, lang_b: str, game: str) -> tuple[frozenset[str], frozenset[str]]:
    """The qualifier names both languages' data define for the game, and those the game says after the
    noun (``structure.trailing_qualifiers``); asked only for two targets that agree on all the rest."""
    a, b = (set(load_locale(lang, game).data.get("qualifiers") or ()) for lang in (lang_a, lang_b))
    return frozenset(a & b), frozenset(load_game(game).data.get("structure", {}).get("trailing_qualifiers", ()))


def _controlled(card: CardPair) -> tuple[str, ...]:
    """The zones besides the play zone whose objects have a controller (``structure.controlled_zones``:
    Magic's stack, CR 112.2): a controller said there restricts, as it does in play."""
    return tuple(card.game.data.get("structure", {}).get("controlled_zones", ()))
