"""Where a trigger condition said as a phrase ends, in a verb-second language.

German says "Zu Beginn deines Versorgungssegments legst du …" with no comma: the condition is the phrase
("Zu Beginn …", "Am Ende …", ``structure.phrase_triggers``) and ends where the finite verb follows it, not at a
comma later in the sentence ("… eine Kreatur deiner Wahl, die du kontrollierst."). The verb is one of
``words.verbs`` or the first describing word written in lower case right after a capitalised noun (German writes
its nouns with a capital: "Zu Beginn des Kampfes in deinem Zug erhält …"). A clause break before it ("Zu Beginn
jedes Endsegments und falls du …, …") makes the condition a clause, closed by the game's mark as any other.
"""

from __future__ import annotations

from collections.abc import Collection

from linter.components.extensions import TokenLayer
from linter.lexicon import BREAK, DESCRIBING, VERB


def phrase_end(layer: TokenLayer, trigger: tuple[int, int], close: int, phrases: Collection[tuple[int, int]]) -> int:
    """Where the condition opened by ``trigger`` ends: ``close``, where the game's mark closes it, unless the trigger
    is one of the ``phrases`` and its verb comes first, with no clause break before it."""
    if trigger not in phrases:
        return close
    start = trigger[1]
    for i in range(start, close):
        flags = layer.types[i].flags
        if flags & BREAK:
            return close
        word = layer.text[i]
        if flags & VERB or (
            flags & DESCRIBING and word[:1].islower() and i > start and layer.text[i - 1][:1].isupper()
        ):
            return i
    return close
