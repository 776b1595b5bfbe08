"""CL103 target-restriction: two aligned targets restricted differently: the first part that differs is reported."""

from __future__ import annotations

from collections.abc import Iterator

from linter.align import CardPair, Pair, same_objects
from linter.rules.model import Difference, Rule, targets

RULE = Rule(
    "CL103",
    "target-restriction",
    "error",
    "What may be targeted differs: object kind, controller or side, “another”, location.",
    "the restriction decides which objects are legal targets",
)


def differs(pair: Pair, card: CardPair) -> Iterator[Difference]:
    both = targets(pair)
    if not both:
        return
    a, b = both
    if a.object and b.object and not same_objects(a.object, b.object):
        yield Difference("the kind of object differs")
    elif a.controller and b.controller and a.controller != b.controller:
        yield Difference("whose object it is differs")
    elif a.another != b.another:
        yield Difference("“another” differs")
    elif a.location and b.location and a.location != b.location:
        yield Difference("where the object must be differs")
