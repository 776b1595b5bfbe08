"""Doc/Token extensions that carry results between cardlint's components."""

from __future__ import annotations

from spacy.tokens import Doc, Token


def register() -> None:
    """Register every extension once (idempotent)."""
    token_ext = {
        "cl_num": None,          # value of a number word or digit (int or "X")
        "cl_isnum": False,
        "cl_isobject": False,    # a single-word object from the lexicon
        "cl_ability": 0,         # index of the ability (line) the token is in
        "cl_sentence": 0,        # index of the sentence, counted over the whole text
        "cl_context": "effect",  # effect, cost, trigger-condition, reminder, …
        "cl_phase": None,        # Yu-Gi-Oh!: activation or resolution
    }
    for name, default in token_ext.items():
        if not Token.has_extension(name):
            Token.set_extension(name, default=default)
    doc_ext = {
        "cl_norm": None,         # NormalizedText: map back to the user's text
        "cl_matches": None,      # list of (label, start_token, end_token)
        "cl_frames": None,       # list of Frame
        "cl_unrecognized": None, # list of Span: targeting words no pattern explains
        "cl_card_type": None,    # optional card type ("Spell", "Unit"…)
    }
    for name, default in doc_ext.items():
        if not Doc.has_extension(name):
            Doc.set_extension(name, default=default)
