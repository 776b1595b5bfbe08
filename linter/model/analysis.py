"""What cardlint understood of one text: the pipeline's result, read by alignment and the rules."""

from __future__ import annotations

from dataclasses import dataclass

from linter.model.frames import Frame, Span


@dataclass(frozen=True)
class Analysis:
    """What cardlint understood of one text."""

    lang: str
    game: str
    text: str
    frames: tuple[Frame, ...]
    unrecognized: tuple[Span, ...]
    abilities: int
    # the phrases of the language's ``checks`` lists found in the text: (dotted key, where), for the rules
    phrases: tuple[tuple[str, Span], ...] = ()
