"""One lint run as users configure it: read, check, select, suppress, compare with a baseline.

The command line calls ``lint``; the language server, which checks unsaved buffers,
shares its steps (``path_options``, ``settle``); the engine
(``check.py``) knows nothing of configuration files, suppressions or baselines.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from linter.baseline import BaselineEntry, filter_new, load_baseline, stale_findings
from linter.changed import ChangedSince
from linter.check import Checker, CheckOptions, CheckResult
from linter.config import EffectiveConfig
from linter.consistency import Thresholds
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
    changed_since: str | None = None  # --changed-since: the revision compared with…
    unchanged: int = 0  # …and the cards not checked because they did not change since then


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
    kept, suppressed, extra = apply_suppressions(
        config.apply(findings),
        suppressing,
        game=config.game or "",
        source_lang=config.source_lang,
        selected=config.selected,
        langs=lambda p: config.for_path(p).langs,
    )
    return kept + config.apply(extra), suppressed


def lint(
    paths: Iterable[Path],
    config: EffectiveConfig,
    progress: Progress | None = None,
    consistency: bool = False,
    jobs: int = 1,
    cache_dir: Path | None = None,
    checker: Checker | None = None,
    changed: ChangedSince | None = None,
) -> LintResult:
    """Check the files under ``paths`` as the configuration says (``consistency``: also set-wide templates),
    in ``jobs`` processes, keeping analyses in ``cache_dir`` between runs (None: no cache).

    ``checker``: one the caller keeps, to reuse its analyses afterwards (the review page);
    ``changed``: check only the cards changed since its revision (``--changed-since``)."""

    options_for = path_options(config)
    suppressing: list[CardRecord] = []
    checked_ids: set[str] = set()  # with ``changed``: the cards checked (baseline entries of others are not stale)

    def records() -> Iterator[CardRecord | InputError]:
        for record in read_paths(
            list(paths),
            input_format=config.input_format or None,
            include_fuzzy=config.include_fuzzy,
            source_lang=config.source_lang,
        ):
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
    thresholds = Thresholds.of(config.consistency)
    if checker is not None:
        checked = checker.run(records(), options_for, jobs)
    elif cache_dir is None:
        checked = Checker(options, consistency=consistency, thresholds=thresholds).run(records(), options_for, jobs)
    else:
        from linter.cache import CachedAnalyzer

        analyzer = CachedAnalyzer(cache_dir)
        try:
            checked = Checker(options, consistency, analyzer.analysis, thresholds=thresholds).run(
                records(), options_for, jobs
            )
        finally:
            analyzer.close()
    result = LintResult(**vars(checked))
    if changed is not None:
        result.changed_since, result.unchanged = changed.ref, changed.unchanged
    findings, result.suppressed = settle(checked.findings, suppressing, config)
    result.unfiltered = findings
    if config.baseline is not None:
        baseline = load_baseline(config.baseline)
        findings, result.stale = filter_new(findings, baseline)
        if changed is not None:
            result.stale = [e for e in result.stale if e.card in checked_ids]
        findings += config.apply(stale_findings(result.stale, baseline, config.source_lang))
    result.findings = findings
    return result
