"""The import graph of ``linter/`` points one way: read from the source, every import counts —
at the top of a module, inside a function, or under ``TYPE_CHECKING``.

The data model (``linter/model/``) is the ground floor; writers, the report outputs and the
baseline stand on it and never on the checker. Runs on a clone without ../shared.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1] / "linter"
ENGINE = ("linter.check", "linter.pipeline", "linter.components", "linter.lint", "linter.settle")


def _name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_name(p): p for p in ROOT.rglob("*.py")}


def _target(module: str) -> str | None:
    """The module of ``linter/`` that an imported dotted name is, or the nearest that holds it."""
    while module and module not in MODULES:
        module = module.rpartition(".")[0]
    return module or None


def imports(source: str, module: str, is_package: bool = False) -> set[str]:
    """Every module of ``linter/`` that ``source`` (the text of ``module``) imports, wherever it stands."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {t for alias in node.names if (t := _target(alias.name))}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the module's own package
                package = module if is_package else module.rpartition(".")[0]
                for _ in range(node.level - 1):
                    package = package.rpartition(".")[0]
                base = f"{package}.{base}" if base else package
            for alias in node.names:  # ``from pkg import sub`` imports the submodule
                target = _target(f"{base}.{alias.name}") if f"{base}.{alias.name}" in MODULES else _target(base)
                if target:
                    found.add(target)
    found.discard(module)
    return {m for m in found if m.startswith("linter")}


GRAPH = {
    name: imports(path.read_text(encoding="utf-8"), name, path.name == "__init__.py") for name, path in MODULES.items()
}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def reaches(start: str) -> set[str]:
    """Every module ``start`` imports, directly or through others."""
    seen: set[str] = set()
    todo = [start]
    while todo:
        for nxt in GRAPH.get(todo.pop(), ()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def _under(module: str, prefixes: tuple[str, ...]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in prefixes)


def test_no_import_cycle_of_any_kind():
    assert cycles(GRAPH) == []


# What each folder of linter/ may import besides itself (the README's map of the code).
MAY_IMPORT = {
    "linter.model": (),
    "linter.readers": ("linter.model", "linter.crash", "linter.lines", "linter.locale_codes"),
    "linter.components": (
        "linter.model",
        "linter.locales",
        "linter.locale_schema",
        "linter.lexicon",
        "linter.normalize",
        "linter.patterns",
    ),
    "linter.rules": ("linter.model", "linter.align", "linter.locales", "linter.locale_codes"),
    "linter.writers": ("linter.model", "linter.rules", "linter.rule_docs"),
}


@pytest.mark.parametrize("folder", sorted(MAY_IMPORT))
def test_each_folder_imports_what_the_map_says(folder):
    allowed = (folder, *MAY_IMPORT[folder])
    for module in (m for m in GRAPH if _under(m, (folder,))):
        assert {m for m in GRAPH[module] if m != "linter" and not _under(m, allowed)} == set(), module


@pytest.mark.parametrize("top", ["linter.writers", "linter.output", "linter.baseline"])
def test_writers_outputs_and_baseline_never_reach_the_checker(top):
    for module in (m for m in GRAPH if _under(m, (top,))):
        assert not {m for m in reaches(module) if _under(m, ENGINE)}, module


def test_the_reading_finds_every_kind_of_import():
    source = (
        "from typing import TYPE_CHECKING\n"
        "from linter.model import findings\n"
        "if TYPE_CHECKING:\n    from linter.check import Checker\n"
        "def late():\n    import linter.pipeline\n    from . import cli\n"
    )
    assert imports(source, "linter.output") == {"linter.model.findings", "linter.check", "linter.pipeline", "linter.cli"}
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
