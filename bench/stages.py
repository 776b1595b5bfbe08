"""Where one ``cardlint check`` spends its CPU time, stage by stage, without a profiler's distortion.

    python bench/stages.py [--cache DIR] FILE...     # e.g. ../shared/corpus/ygo.jsonl ../shared/corpus/mtg.jsonl

Runs ``cardlint check -q --format json`` in this process with a CPU-time stopwatch around the few
functions that begin each stage. A stage's figure is its own time: a stage entered from inside
another (the analyses a suggestion's recheck asks for, the pipelines the first analysis builds) is
counted in its own row, not twice. A profiler (cProfile) times every call and inflates code made
of many small calls five to eight times more than code in C (the tokenizer, ``json``): its shares
mislead; a stopwatch per stage call costs about a microsecond, a few thousand calls per second of
checking. CPU time of this process only (one job): the machine is shared, and other processes do
not inflate it.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import os
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# stage → (module, attribute) of the functions that begin it; a generator's time is that of each step
STAGES: dict[str, tuple[tuple[str, str], ...]] = {
    "read (records, both passes)": (("linter.lint", "read_paths"),),
    "build pipelines (spaCy import, tokenizers, patterns)": (("linter.pipeline", "pipeline"),),
    "analyse (or the cache's lookups)": (
        ("linter.check", "analyze"),
        ("linter.cache", "CachedAnalyzer.analysis"),
        ("linter.cache", "CachedAnalyzer.prefetch"),
    ),
    "compare (alignment, frame differences)": (("linter.check", "aligned"), ("linter.checks", "differences")),
    "checks (single-language, pair rules)": (("linter.checks", "check_text"), ("linter.checks", "pair_checks")),
    "suggestions (evidence, choosing, rechecks)": (
        ("linter.suggest.engine", "Suggester.collect"),
        ("linter.suggest.engine", "Suggester.finish"),
    ),
    "locate findings in the file": (
        ("linter.model.places", "Places.located"),
        ("linter.readers.records", "CardRecord.located"),
    ),
    "settle (suppressions, baseline, selection)": (("linter.lint", "settle"),),
    "write (the JSON report)": (("linter.output", "write_reports"),),
}
GENERATORS = {("linter.lint", "read_paths")}


class Stopwatch:
    """Own CPU time per stage: time spent in a stage entered from inside another counts for the inner one."""

    def __init__(self) -> None:
        self.spent: dict[str, float] = {}
        self._stack: list[list[Any]] = []  # [stage, started, time of stages entered from inside it]

    def enter(self, stage: str) -> None:
        self._stack.append([stage, time.process_time(), 0.0])

    def leave(self) -> None:
        stage, started, inner = self._stack.pop()
        spent = time.process_time() - started
        self.spent[stage] = self.spent.get(stage, 0.0) + spent - inner
        if self._stack:
            self._stack[-1][2] += spent

    def timed(self, stage: str, function: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(function)
        def run(*args: Any, **kwargs: Any) -> Any:
            self.enter(stage)
            try:
                return function(*args, **kwargs)
            finally:
                self.leave()

        for name in ("cache_clear", "cache_info"):  # a cached function keeps its cache's handles
            if hasattr(function, name):
                setattr(run, name, getattr(function, name))
        return run

    def timed_steps(self, stage: str, function: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(function)
        def run(*args: Any, **kwargs: Any) -> Iterator[Any]:
            steps = iter(function(*args, **kwargs))
            while True:
                self.enter(stage)
                try:
                    item = next(steps)
                except StopIteration:
                    return
                finally:
                    self.leave()
                yield item

        return run


def _patched(watch: Stopwatch) -> list[tuple[Any, str, Any]]:
    """Wrap every stage's functions; returns what to put back."""
    undo = []
    for stage, places in STAGES.items():
        for module_name, attribute in places:
            owner: Any = importlib.import_module(module_name)
            *path, name = attribute.split(".")
            for part in path:
                owner = getattr(owner, part)
            original = owner.__dict__[name] if isinstance(owner, type) else getattr(owner, name)
            wrap = watch.timed_steps if (module_name, attribute) in GENERATORS else watch.timed
            setattr(owner, name, wrap(stage, original))
            undo.append((owner, name, original))
    return undo


def stage_times(paths: list[Path], cache: Path | None = None) -> list[tuple[str, float]]:
    """(stage, own CPU seconds) of one in-process ``cardlint check -q --format json`` of ``paths``
    (``--cache cache`` where given, else ``--no-cache``), then "everything else" and "total"."""
    from linter.cli import main as cli

    watch = Stopwatch()
    undo = _patched(watch)
    args = ["check", "-q", "--format", "json", *(["--cache", str(cache)] if cache else ["--no-cache"])]
    real = sys.stdout
    started = time.process_time()
    try:
        with open(os.devnull, "w") as sink:
            sys.stdout = sink
            try:
                cli([*args, *map(str, paths)])
            except SystemExit:
                pass
    finally:
        sys.stdout = real
        for owner, name, original in reversed(undo):
            setattr(owner, name, original)
    total = time.process_time() - started
    rows = [(stage, watch.spent.get(stage, 0.0)) for stage in STAGES]
    return [*rows, ("everything else", total - sum(s for _, s in rows)), ("total", total)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("paths", nargs="+", type=Path)
    parser.add_argument("--cache", type=Path, help="check with this analysis cache (default: --no-cache)")
    args = parser.parse_args()
    rows = stage_times(args.paths, args.cache)
    total = rows[-1][1]
    for stage, seconds in rows:
        print(f"  {stage:<55} {seconds:8.2f} s CPU {100 * seconds / total:5.1f} %")


if __name__ == "__main__":
    main()
