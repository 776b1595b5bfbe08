"""spaCy pipeline components, one job each, registered by name (order: linter.pipeline.PIPELINE).

    cardlint_features      what each word is (lemma, number, object, describing…), once per word type
    cardlint_matcher       every phrase of the locale: PhraseMatcher and anchored patterns
    cardlint_structure     abilities, sentences, reminders, costs, trigger conditions, PSCT phases
    cardlint_selections    the selecting phrases and the detail phrases, overlaps settled
    cardlint_details       each selecting phrase's nearest count, object, controller, zone…
    cardlint_coordination  objects joined by "or" / "and"
    cardlint_frames        the frames
    cardlint_game_rules    the game's own rules of what is a target
    cardlint_unrecognized  targeting words no phrase explains

Results travel between them as ``Doc`` extensions (see ``extensions.py``).
"""


def register_factories() -> None:
    """Import the component modules, which registers their factories with spaCy."""
    from linter.components import (  # noqa: F401
        coordination,
        details,
        features,
        framing,
        game_rules,
        matching,
        selecting,
        structure,
        unrecognized,
    )
