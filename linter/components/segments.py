"""One selecting phrase that joins several objects by "and" ("target 1 card you control and 1 card
your opponent controls", "selecciona 1 carta que controles y 1 carta que controle tu adversario")
selects each of them with its own restrictions: each object's stretch of the phrase runs from the
coordinator before it to the one after it, and the details found there are its own.
"""

from __future__ import annotations

import itertools

from linter.components.extensions import Draft, Match, TokenLayer
from linter.lexicon import BREAK, COORDINATOR, DESCRIBING, NUMBER

# Details each object of a list has for itself (its count is found by the frame builder).
OWN = ("controller", "zones", "locations", "another", "choosers")


def _bounds(layer: TokenLayer, d: Draft, objects: list[Match]) -> list[int]:
    """Where each object's stretch begins (the coordinator or comma before it), and where the last ends."""
    first = objects[0].start  # with the count and describing words that open it ("2 offene Karten")
    while (
        first > 0 and layer.types[first - 1].flags & (NUMBER | DESCRIBING) and not layer.types[first - 1].flags & BREAK
    ):
        first -= 1
    bounds = [min(d.trigger.start, first)]
    for before, m in itertools.pairwise(objects):
        joints = [j for j in range(before.end, m.start) if layer.types[j].flags & COORDINATOR or layer.text[j] == ","]
        bounds.append(joints[-1] if joints else m.start)
    last = max([objects[-1].end, *(m.end for m, _ in d.details.values())])
    bounds.append(max(d.limit, last))
    return bounds


def split(layer: TokenLayer, d: Draft, details: dict[str, list[Match]]) -> list[Draft]:
    """A draft per object of a phrase whose objects are joined by "and": the phrase's own first (it keeps
    the trigger), then the others in text order, each with its object as trigger. Each holds the details of
    its own stretch: the phrase's own, those attached to it that lie in its object's stretch; the others,
    the nearest of each kind found in theirs ("1 Zauber in deinem Friedhof und 1 offenes Monster, das dein
    Gegner kontrolliert, wählen": the zone is the spell's, the controller the monster's)."""
    first = d.details["objects"][0]
    objects = sorted([first, *d.ands], key=lambda m: m.start)
    bounds = _bounds(layer, d, objects)
    drafts = []
    for k, obj in enumerate(objects):
        start, end = bounds[k], bounds[k + 1]
        own_phrase = obj is first
        if own_phrase:
            own = {kind: found for kind, found in d.details.items() if kind not in OWN or start <= found[0].start < end}
            trigger = d.trigger
        else:
            own = {"objects": (obj, (0, 0))}
            trigger = obj
        for kind in OWN:
            if kind in own:
                continue
            near = [m for m in details.get(kind, ()) if start <= m.start < end and not obj.start <= m.start < obj.end]
            if near:
                nearest = min(near, key=lambda m: abs(m.start - obj.end))
                own[kind] = (nearest, (abs(nearest.start - obj.end), 0))
        if not own_phrase:
            # its own count, right before it ("and 2 cards"), else the phrase's ("target 2 … and … monsters")
            counts = [c for c in details.get("counts", ()) if start <= c.start and c.end <= obj.start]
            if counts:
                own["counts"] = (counts[-1], (obj.start - counts[-1].end, 0))
            elif "counts" in d.details:
                own["counts"] = d.details["counts"]
        elif "counts" in own and not start <= own["counts"][0].start < end:
            counts = [c for c in details.get("counts", ()) if start <= c.start and c.end <= obj.start]
            own.pop("counts")
            if counts:
                own["counts"] = (counts[-1], (obj.start - counts[-1].end, 0))
        drafts.append(Draft(trigger, d.spec, own, dict(d.flags), list(d.ors) if own_phrase else [], [], end))
    return sorted(drafts, key=lambda part: part.trigger is not d.trigger)
