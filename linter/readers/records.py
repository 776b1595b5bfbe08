"""The card record every reader produces."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class CardRecord:
    id: str
    texts: dict[str, str]
    game: str | None = None
    card_type: str | None = None
    path: str = ""
    line: int = 0
    extra: dict[str, object] = field(default_factory=dict, compare=False)
