"""spaCy pipeline components, one job each, registered by name.

Order in a pipeline: ``cardlint_lemmas`` → ``cardlint_matcher`` →
``cardlint_structure`` → ``cardlint_frames``. Results travel between them as
``Token``/``Doc`` extensions (see ``extensions.py``).
"""
