"""spaCy pipeline components, one job each, registered by name (order: linter.pipeline.PIPELINE).

    cardlint_features      what each word is (lemma, number, object, describing…), once per word type
    cardlint_matcher       every phrase of the locale: PhraseMatcher and anchored patterns
    cardlint_ability_names no phrase inside an ability's name, where the game prints names in capitals
    cardlint_structure     abilities, sentences, reminders, costs, trigger conditions, PSCT phases
    cardlint_selections    the selecting phrases and the detail phrases, overlaps settled
    cardlint_details       each selecting phrase's nearest count, object, controller, zone…
    cardlint_coordination  objects joined by "or" / "and"
    cardlint_frames        the frames
    cardlint_game_rules    the game's own rules of what is a target
    cardlint_unrecognized  targeting words no phrase explains

Results travel between them as ``Doc`` extensions (see ``extensions.py``). Helpers they share:
``phrase_end`` (where a selecting phrase ends), ``knowledge`` (what a frame knows of the restrictions
it has or lacks), ``segments`` (the objects of one phrase joined by "and", each with its own details).
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
        names,
        selecting,
        structure,
        unrecognized,
    )
