"""Import spaCy without its command-line package.

``spacy/__init__.py`` imports ``spacy.cli.info`` for ``spacy.info``, and that imports the whole
``spacy.cli`` package: every training and project command, typer, weasel, requests, httpx —
about a third of ``import spacy``, none of it used by cardlint. ``import_spacy`` imports spaCy
with a stand-in for those two modules and removes the stand-ins afterwards, so a later
``import spacy.cli`` (by anyone) loads the real package; ``spacy.info`` loads it on first call.
"""

from __future__ import annotations

import sys
from types import ModuleType
from typing import Any

_STAND_INS = ("spacy.cli", "spacy.cli.info")


def import_spacy() -> None:
    """Import ``spacy`` (once per process) leaving ``spacy.cli`` unimported until someone asks."""
    if "spacy" in sys.modules:
        return
    stand_ins = {name: ModuleType(name) for name in _STAND_INS}
    stand_ins["spacy.cli.info"].info = _info  # type: ignore[attr-defined]
    for name, module in stand_ins.items():
        sys.modules.setdefault(name, module)
    try:
        import spacy
    finally:
        for name, module in stand_ins.items():
            if sys.modules.get(name) is module:
                del sys.modules[name]
    if getattr(spacy, "cli", None) is stand_ins["spacy.cli"]:
        delattr(spacy, "cli")


def _info(*args: Any, **kwargs: Any) -> Any:
    """``spacy.info``, its command-line package imported on first call."""
    from spacy.cli.info import info

    return info(*args, **kwargs)
