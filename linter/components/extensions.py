"""The per-document results that travel between cardlint's components.

Token-level facts live in one ``TokenLayer`` of plain lists on ``doc._.cl_layer``
rather than in one extension per token: reading a list is many times cheaper
than spaCy's per-token ``_`` attributes, and the pipeline runs over every card.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from spacy.tokens import Doc


@dataclass
class TokenLayer:
    """Facts about each token of a doc, index-aligned with it."""

    text: list[str]
    lower: list[str]
    ability: list[int] = field(default_factory=list)  # the ability (line) a token is in
    sentence: list[int] = field(default_factory=list)  # sentence index over the whole text
    context: list[str] = field(default_factory=list)  # effect, cost, trigger-condition, reminder…
    phase: list[str | None] = field(default_factory=list)  # PSCT: activation or resolution

    @classmethod
    def of(cls, doc: Doc) -> TokenLayer:
        text = [t.text for t in doc]
        n = len(text)
        return cls(text, [t.lower() for t in text], [0] * n, [0] * n, ["effect"] * n, [None] * n)


def register() -> None:
    """Register the Doc extensions once (idempotent)."""
    doc_ext = {
        "cl_norm": None,  # NormalizedText: the map back to the user's text
        "cl_layer": None,  # TokenLayer
        "cl_matches": None,  # list of Match
        "cl_frames": None,  # list of Frame
        "cl_unrecognized": None,  # list of Span: targeting words no pattern explains
        "cl_card_type": None,  # optional card type ("Spell", "Unit"…)
    }
    for name, default in doc_ext.items():
        if not Doc.has_extension(name):
            Doc.set_extension(name, default=default)
