"""``cardlint lsp``: the language server that shows cardlint's findings in editors.

Modules: ``buffers`` (the editor's unsaved text through the ordinary readers),
``cache`` (frames and per-card results kept between keystrokes), ``document``
(one lint of one document, and where its cards are), ``settings`` (the
workspace configuration and baseline), ``diagnostics``, ``hover``, ``actions``,
``debounce`` and ``server`` (the protocol wiring).
"""
