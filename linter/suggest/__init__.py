"""Suggested wordings for cross-language findings: how the files checked already say the same thing.

A finding says what is wrong; the fix a translator looks for is how the same source phrase was
rendered on the other cards. ``rendering`` reduces each aligned pair of frames to (source key,
rendering with the object and number left open); ``index`` counts renderings per set, game and
language; ``engine`` collects them while cards are checked, picks the majority rendering for each
finding, adapts it to the card (its object, number, agreement, case) and offers it only when the
translation with it applied has no finding of its own.
"""

from linter.suggest.engine import Evidence, Suggester

__all__ = ["Evidence", "Suggester"]
