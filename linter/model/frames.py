"""The canonical targeting concepts: what a phrase on a card selects and how."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from typing import Any

CONCEPTS = (
    "target",
    "choice",
    "all",
    "random",
    "reference",
    "retarget",
    "resolution-reference",
    "divide",
)
# Concepts that select objects; they compete for the same slot when aligning.
SELECTIONS = ("target", "choice", "all", "random", "reference")


_WHOSE = {
    "you": "your",
    "opponent": "an opponent's",
    "target-player": "target player's",
    "target-opponent": "target opponent's",
    "that-player": "that player's",
}


@dataclass(frozen=True)
class Count:
    """How many: ``min``..``max``; ``max`` None is "any number"; "X" is variable."""

    min: int | str = 1
    max: int | str | None = 1

    def describe(self) -> str:
        if self.max is None:
            return "any number" if self.min in (0, "0") else f"{self.min} or more"
        if self.min == self.max:
            return f"exactly {self.min}"
        if self.min == 0:
            return f"up to {self.max}"
        return f"{self.min} to {self.max}"


@dataclass(frozen=True)
class Span:
    """A character span in the original (un-normalized) text."""

    start: int
    end: int
    text: str


@dataclass(frozen=True)
class Frame:
    """One targeting-related phrase and its details."""

    concept: str
    span: Span
    mode: str | None = None  # retarget: all/one/any/new; resolution-reference: it/chosen/all
    count: Count | None = None
    optional: bool = False
    chooser: str = "you"
    object: str | None = None
    controller: str | None = None
    another: bool = False
    zone: str | None = None
    location: str | None = None  # where the object must be (Riftbound: here, another location…)
    context: str = "effect"
    divided: bool = False
    ability: int = 0
    sentence: int = 0
    phase: str | None = None  # Yu-Gi-Oh!: "activation" (before ';') or "resolution"
    qualifiers: tuple[str, ...] = ()  # canonical restriction words: attacking, tapped, face-down…
    # every word of the phrase was read up to where it ends (linter.components.phrase_end)
    ended: bool = field(default=False, compare=False)
    # the restrictions the frame is known to have or lack: controller, zone, location (no word left
    # unread before the phrase's end could say one it lacks), qualifiers (every describing word around
    # the noun read: "target Warrior creature" may hide one), trailing (no unread word of a trailing qualifier)
    known: frozenset[str] = field(default=frozenset(), compare=False)
    detail_spans: dict[str, Span] = field(default_factory=dict, compare=False)

    def with_(self, **changes: Any) -> Frame:
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        """The frame as the JSON contract documents it (null details omitted)."""
        data = asdict(self)
        data.pop("detail_spans")
        data.pop("ended")
        data.pop("known")
        data["qualifiers"] = list(self.qualifiers) or None
        data["span"] = asdict(self.span)
        if self.detail_spans:
            data["details"] = {k: asdict(v) for k, v in self.detail_spans.items()}
        return {k: v for k, v in data.items() if (v is not None and v is not False) or k in ("optional",)}

    def describe(self) -> str:
        """A short human description, used in messages and in ``analyze``."""
        parts = [self.concept + (f"({self.mode})" if self.mode else "")]
        if self.count is not None:
            parts.append(self.count.describe())
        if self.another:
            parts.append("another")
        parts += self.qualifiers
        if self.controller:
            parts.append(_WHOSE.get(self.controller, self.controller))
        if self.object:
            parts.append(self.object)
        if self.zone:
            parts.append(f"in {self.zone}")
        if self.location:
            parts.append(f"at {self.location}")
        if self.chooser != "you":
            parts.append(f"chosen by {self.chooser}")
        if self.optional:
            parts.append("optional")
        if self.divided:
            parts.append("divided")
        if self.context != "effect":
            parts.append(f"[{self.context}]")
        return " ".join(parts)
