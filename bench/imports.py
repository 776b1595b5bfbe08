"""The import graph of ``linter/``, read from the source: every import counts — at the top of a
module, inside a function, or under ``TYPE_CHECKING``. The one home of that reading:
``tests/test_layering.py`` holds the graph to the rules of the README's map.

    python bench/imports.py [--root linter]

prints the modules, the imports between them, every cycle, and the floors: a module stands one
floor above the highest module it imports (a cycle's modules share one floor).
"""

from __future__ import annotations

import argparse
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "linter"


def modules(root: Path = ROOT) -> dict[str, Path]:
    """Every module under ``root`` by its dotted name (a package by its own name)."""

    def name(path: Path) -> str:
        parts = path.relative_to(root.parent).with_suffix("").parts
        return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)

    return {name(p): p for p in sorted(root.rglob("*.py"))}


def imports(source: str, module: str, known: dict[str, Path], is_package: bool = False) -> set[str]:
    """Every module of ``known`` that ``source`` (the text of ``module``) imports, wherever it stands."""

    def target(dotted: str) -> str | None:  # the module a dotted name is, or the nearest that holds it
        while dotted and dotted not in known:
            dotted = dotted.rpartition(".")[0]
        return dotted or None

    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {t for alias in node.names if (t := target(alias.name))}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the module's own package
                package = module if is_package else module.rpartition(".")[0]
                for _ in range(node.level - 1):
                    package = package.rpartition(".")[0]
                base = f"{package}.{base}" if base else package
            for alias in node.names:  # ``from pkg import sub`` imports the submodule
                sub = f"{base}.{alias.name}"
                if t := target(sub if sub in known else base):
                    found.add(t)
    found.discard(module)
    return found


def graph(root: Path = ROOT) -> dict[str, set[str]]:
    """Each module of ``root`` → the modules of ``root`` it imports."""
    known = modules(root)
    return {
        name: imports(path.read_text(encoding="utf-8"), name, known, path.name == "__init__.py")
        for name, path in known.items()
    }


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
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
        for nxt in sorted(edges.get(node, ())):
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

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def reaches(edges: dict[str, set[str]], start: str) -> set[str]:
    """Every module ``start`` imports, directly or through others."""
    seen: set[str] = set()
    todo = [start]
    while todo:
        for nxt in edges.get(todo.pop(), ()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def floors(edges: dict[str, set[str]]) -> dict[str, int]:
    """Each module's floor: 1 + the highest floor it imports (1: imports nothing of ``root``); the
    modules of a cycle share a floor."""
    group = {m: m for m in edges}
    for component in cycles(edges):
        for m in component:
            group[m] = component[0]
    floor: dict[str, int] = {}

    def of(m: str, seen: frozenset[str] = frozenset()) -> int:
        g = group[m]
        if g not in floor:
            members = [x for x in edges if group[x] == g]
            below = {group[d] for x in members for d in edges[x]} - {g}
            floor[g] = 1 + max((of(d, seen | {g}) for d in below), default=0)
        return floor[g]

    return {m: of(m) for m in edges}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the package folder (default: linter/)")
    args = parser.parse_args()
    edges = graph(args.root.resolve())
    standing = floors(edges)
    print(f"{len(edges)} modules, {sum(map(len, edges.values()))} imports, {max(standing.values())} floors")
    found = cycles(edges)
    print(f"{len(found)} cycles" + "".join(f"\n  {' ↔ '.join(c)}" for c in found))
    for n in range(max(standing.values()), 0, -1):
        print(f"floor {n:2}: " + ", ".join(m for m in sorted(standing) if standing[m] == n))


if __name__ == "__main__":
    main()
