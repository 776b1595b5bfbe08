"""One lint run as users configure it: read, check, select, suppress, compare with a baseline.

The command line and the review page call ``lint``; the language server, which checks unsaved
buffers, shares its steps (``path_options``, ``linter.settle``); the engine (``check.py``) knows
nothing of configuration files, suppressions or baselines.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from linter.baseline import BaselineEntry, load_baseline
from linter.changed import ChangedSince
from linter.check import Checker, CheckOptions
from linter.config import EffectiveConfig
from linter.consistency import Thresholds
from linter.model.findings import Finding, InputError
from linter.model.results import CardResult, CheckResult
from linter.pipeline import build
from linter.progress import Progress
from linter.readers import read_paths
from linter.readers.records import CardRecord
from linter.settle import settle


@dataclass
class LintResult(CheckResult):
    suppressed: list[Finding] = field(default_factory=list)
    stale: list[BaselineEntry] = field(default_factory=list)
    unfiltered: list[Finding] = field(default_factory=list)  # after suppressions, before the baseline
    changed_since: str | None = None  # --changed-since: the revision compared with…
    unchanged: int = 0  # …and the cards not checked because they did not change since then


def path_options(config: EffectiveConfig) -> Callable[[str], CheckOptions]:
    """The check options of each file (per-path overrides applied), resolved once per file."""

    @cache
    def options_for(path: str) -> CheckOptions:
        settings = config.for_path(path)
        return CheckOptions(settings.game, settings.source_lang, settings.langs)

    return options_for


def read(
    paths: Iterable[Path], config: EffectiveConfig, skip: Collection[Path] = ()
) -> Iterator[CardRecord | InputError]:
    """The records of ``paths`` as the configuration reads them (``skip``: the run's own outputs,
    left out of folder walks; see ``linter.destinations``)."""
    return read_paths(
        list(paths),
        input_format=config.input_format or None,
        include_fuzzy=config.include_fuzzy,
        source_lang=config.source_lang,
        skip=skip,
        max_text=config.max_text_length,
    )


def lint(
    paths: Iterable[Path],
    config: EffectiveConfig,
    progress: Progress | None = None,
    consistency: bool = False,
    jobs: int = 1,
    cache_dir: Path | None = None,
    checker: Checker | None = None,
    records: Sequence[CardRecord | InputError] | None = None,
    on_card: Callable[[CardRecord, CardResult], None] | None = None,
    changed: ChangedSince | None = None,
    skip: Collection[Path] = (),
    use_baseline: bool = True,
    suggestions: bool = True,
) -> LintResult:
    """Check the files under ``paths`` as the configuration says (``consistency``: also set-wide templates),
    in ``jobs`` processes (forked once the pipelines the plan needs are built: they inherit them), keeping
    analyses in ``cache_dir`` between runs (None: no cache).

    Without a cache the files are read twice, streamed: once to count each text's uses (so that each
    distinct text is analysed once, ``Checker.plan``), once to check; with one, once (a repeated text's
    analysis is found in the cache). A caller that keeps the records passes them as
    ``records`` (read once), its own ``checker`` and ``on_card`` (the review page builds each card then).
    ``changed``: check only the cards changed since its revision (``--changed-since``), in both passes.
    ``skip``: the run's own outputs, never read; ``use_baseline`` False: the configured baseline is not
    read (``--write-baseline`` records every finding, and may replace that very file). ``suggestions``
    False: no report shows them, none is made; else only where a finding of a selected rule stands."""

    paths = list(paths)
    options_for = path_options(config)
    suppressing: list[CardRecord] = []
    checked_ids: set[str] = set()  # with ``changed``: the cards checked (baseline entries of others are not stale)

    def feed() -> Iterator[CardRecord | InputError]:
        for record in read(paths, config, skip) if records is None else records:
            if progress is not None:
                progress.update()
            if changed is not None and isinstance(record, CardRecord):
                if not changed.keep(record):
                    continue
                checked_ids.add(record.id)
            if isinstance(record, CardRecord) and record.suppressions:
                suppressing.append(record)
            yield record

    options = CheckOptions(config.game, config.source_lang, config.langs)
    analyzer = caching = None
    thresholds = Thresholds.of(config.consistency)
    made = checker is None
    if checker is None and cache_dir is not None:
        from linter.cache import CachedAnalyzer

        analyzer = CachedAnalyzer(cache_dir)
        if not consistency:  # whole card checks kept too (the template index must see every card checked)
            from linter.result_cache import ResultCachingChecker

            checker = caching = ResultCachingChecker(options, analyzer, thresholds, suggestions=suggestions)
    checker = checker or Checker(
        options,
        consistency,
        analyzer.analysis if analyzer else None,
        thresholds,
        suggestions=suggestions,
        prefetch=analyzer.prefetch if analyzer else None,
    )
    if made and checker.suggester is not None:  # a finding of a rule not selected is dropped unseen (``settle``)
        checker.suggester.wanted = lambda f: config.selected(f.name, f.path or None)
    try:
        if records is not None or analyzer is None:  # with a cache, a repeated text is found there: one read
            planned = read(paths, config, skip) if records is None else records
            if changed is not None:
                planned = (r for r in planned if not isinstance(r, CardRecord) or changed.changed(r))
            checker.plan(planned, options_for)
            if jobs > 1:
                build(checker.planned)
        checked = checker.run(feed(), options_for, jobs, on_card)
    finally:
        if analyzer is not None:
            analyzer.close()
        if caching is not None:
            caching.close()
    result = LintResult(**vars(checked))
    if changed is not None:
        result.changed_since, result.unchanged = changed.ref, changed.unchanged
    baseline = load_baseline(config.baseline) if config.baseline is not None and use_baseline else None
    entries = None
    if baseline is not None and changed is not None:  # entries of cards not checked are not stale
        entries = [e for e in baseline.entries if e.card in checked_ids]
    settled = settle([checked.findings], suppressing, config, baseline, entries)
    result.findings, result.suppressed, result.unfiltered = settled.findings, settled.suppressed, settled.unfiltered
    result.stale = settled.stale_entries
    return result
