"""The import graph of ``linter/`` points one way: read from the source, every import counts —
at the top of a module, inside a function, or under ``TYPE_CHECKING``.

The data model (``linter/model/``) is the ground floor; writers, the report outputs and the
baseline stand on it and never on the checker. Runs on a clone without ../shared.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.imports import cycles, graph, imports, modules, reaches  # noqa: E402

ENGINE = ("linter.check", "linter.pipeline", "linter.components", "linter.lint", "linter.settle")
MODULES = modules()
GRAPH = graph()


def _under(module: str, prefixes: tuple[str, ...]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in prefixes)


def test_no_import_cycle_of_any_kind():
    assert cycles(GRAPH) == []


# What each folder of linter/ may import besides itself (the README's map of the code).
MAY_IMPORT = {
    "linter.model": (),
    "linter.readers": ("linter.model", "linter.crash", "linter.locale_codes"),
    "linter.components": (
        "linter.model",
        "linter.locales",
        "linter.locale_schema",
        "linter.lexicon",
        "linter.normalize",
        "linter.patterns",
    ),
    "linter.rules": ("linter.model", "linter.align", "linter.locales", "linter.locale_schema", "linter.locale_codes"),
    "linter.writers": ("linter.model",),
}


@pytest.mark.parametrize("folder", sorted(MAY_IMPORT))
def test_each_folder_imports_what_the_map_says(folder):
    allowed = (folder, *MAY_IMPORT[folder])
    for module in (m for m in GRAPH if _under(m, (folder,))):
        assert {m for m in GRAPH[module] if m != "linter" and not _under(m, allowed)} == set(), module


@pytest.mark.parametrize("top", ["linter.writers", "linter.output", "linter.baseline"])
def test_writers_outputs_and_baseline_never_reach_the_checker(top):
    for module in (m for m in GRAPH if _under(m, (top,))):
        assert not {m for m in reaches(GRAPH, module) if _under(m, ENGINE)}, module


def test_the_reading_finds_every_kind_of_import():
    source = (
        "from typing import TYPE_CHECKING\n"
        "from linter.model import findings\n"
        "if TYPE_CHECKING:\n    from linter.check import Checker\n"
        "def late():\n    import linter.pipeline\n    from . import cli\n"
    )
    found = imports(source, "linter.output", MODULES)
    assert found == {"linter.model.findings", "linter.check", "linter.pipeline", "linter.cli"}
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
