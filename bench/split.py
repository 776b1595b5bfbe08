"""The one home of the tuning/checking split of the shared corpus (the team brief).

Every official figure is reported on two halves of ``../shared/corpus``, split by a stable hash of
the card (game and id as in the record). Locale data and engine heuristics are written looking at
the tuning half only; the checking half tells whether they fit the language or the cards. Import
``half`` from here; never copy the formula.
"""

from __future__ import annotations

import hashlib
from typing import Literal

Half = Literal["tuning", "checking"]
HALVES: tuple[Half, ...] = ("tuning", "checking")


def half(game: str, card_id: str) -> Half:
    """Which half a card belongs to: a hash of "game:id", so it never depends on file order or run."""
    digest = hashlib.sha256(f"{game}:{card_id}".encode()).hexdigest()
    return "tuning" if int(digest, 16) % 2 == 0 else "checking"


def card_half(card: object) -> Half:
    """The half of a record with ``game`` and ``id`` attributes (a CardRecord)."""
    return half(getattr(card, "game", None) or "mtg", card.id)


def wanted(choice: str) -> tuple[Half, ...]:
    """The halves a ``--half tuning|checking|both`` option asks for."""
    if choice == "both":
        return HALVES
    if choice not in HALVES:
        raise ValueError(f"--half must be tuning, checking or both, not {choice!r}")
    return (choice,)  # type: ignore[return-value]
