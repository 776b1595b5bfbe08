"""One lint run as users configure it: read, check, select, suppress, compare with a baseline.

The command line and the review page call ``lint``; the language server, which checks unsaved
buffers, shares its steps (``path_options``, ``settle``, ``suppress``, ``baseline.screen``); the
engine (``check.py``) knows nothing of configuration files, suppressions or baselines.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from linter.baseline import BaselineEntry, load_baseline, screen
from linter.check import Checker, CheckOptions, CheckResult
from linter.config import EffectiveConfig
from linter.findings import Finding, InputError
from linter.progress import Progress
from linter.readers import read_paths
from linter.readers.records import CardRecord
from linter.suppress import apply_suppressions


@dataclass
class LintResult(CheckResult):
    suppressed: list[Finding] = field(default_factory=list)
    stale: list[BaselineEntry] = field(default_factory=list)
    unfiltered: list[Finding] = field(default_factory=list)  # after suppressions, before the baseline


def path_options(config: EffectiveConfig) -> Callable[[str], CheckOptions]:
    """The check options of each file (per-path overrides applied), resolved once per file."""

    @cache
    def options_for(path: str) -> CheckOptions:
        settings = config.for_path(path)
        return CheckOptions(settings.game, settings.source_lang, settings.langs)

    return options_for


def settle(
    findings: Iterable[Finding], suppressing: Iterable[CardRecord], config: EffectiveConfig
) -> tuple[list[Finding], list[Finding]]:
    """Selection, severities and inline suppressions: (the findings to report, the suppressed ones).

    The reported list includes the findings about the suppressions themselves (CL901, CL902)."""
    kept, suppressed, extra = suppress(config.apply(findings), suppressing, config)
    return kept + config.apply(extra), suppressed


def suppress(
    findings: list[Finding], suppressing: Iterable[CardRecord], config: EffectiveConfig
) -> tuple[list[Finding], list[Finding], list[Finding]]:
    """``apply_suppressions`` as configured: (kept, suppressed, the findings about the suppressions)."""
    return apply_suppressions(
        findings,
        suppressing,
        game=config.game or "",
        source_lang=config.source_lang,
        selected=config.selected,
        langs=lambda p: config.for_path(p).langs,
    )


def read(paths: Iterable[Path], config: EffectiveConfig) -> Iterator[CardRecord | InputError]:
    """The records of ``paths`` as the configuration reads them."""
    return read_paths(
        list(paths),
        input_format=config.input_format or None,
        include_fuzzy=config.include_fuzzy,
        source_lang=config.source_lang,
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
    on_card: Callable[[CardRecord], None] | None = None,
) -> LintResult:
    """Check the files under ``paths`` as the configuration says (``consistency``: also set-wide templates),
    in ``jobs`` processes, keeping analyses in ``cache_dir`` between runs (None: no cache).

    The files are read twice, streamed: once to count each text's uses (so that each distinct text is
    analysed once, ``Checker.plan``), once to check. A caller that keeps the records passes them as
    ``records`` (read once), its own ``checker`` and ``on_card`` (the review page builds each card then)."""

    paths = list(paths)
    options_for = path_options(config)
    suppressing: list[CardRecord] = []

    def feed() -> Iterator[CardRecord | InputError]:
        for record in read(paths, config) if records is None else records:
            if progress is not None:
                progress.update()
            if isinstance(record, CardRecord) and record.suppressions:
                suppressing.append(record)
            yield record

    options = CheckOptions(config.game, config.source_lang, config.langs)
    analyzer = None
    if checker is None and cache_dir is not None:
        from linter.cache import CachedAnalyzer

        analyzer = CachedAnalyzer(cache_dir)
    checker = checker or Checker(options, consistency, analyzer.analysis if analyzer else None)
    try:
        checker.plan(read(paths, config) if records is None else records, options_for)
        checked = checker.run(feed(), options_for, jobs, on_card)
    finally:
        if analyzer is not None:
            analyzer.close()
    result = LintResult(**vars(checked))
    findings, result.suppressed = settle(checked.findings, suppressing, config)
    result.unfiltered = findings
    if config.baseline is not None:
        findings, result.stale = screen(findings, load_baseline(config.baseline), config.apply, config.source_lang)
    result.findings = findings
    return result
