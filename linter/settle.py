"""Settling checked findings as the user configured them: selection and severities (the policy),
inline suppressions, then the baseline.

``check`` and ``report`` settle a whole run at once; the language server settles one card id's
records at a time (a finding's suppressions and baseline entries are those of its own card, so
both give the same findings). The engine (``linter.check``) knows nothing of this step.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from linter.baseline import Baseline, BaselineEntry, held, leftover, take_new
from linter.config import EffectiveConfig
from linter.model.findings import Finding
from linter.readers.records import CardRecord
from linter.rules import rule
from linter.rules.model import build
from linter.suppress import apply_suppressions

Decided = dict[tuple[str, str], str | None]  # (rule, path) → the severity it is reported at, None: not selected
_NONE: list[Finding] = []  # shared by every list without findings (never changed)


@dataclass
class Settled:
    """What settling made of the checked findings: ``kept``, one list per list checked, holds those
    reported; then the findings about the suppressions and those about stale baseline entries."""

    kept: tuple[list[Finding], ...]
    about_suppressions: list[Finding] = field(default_factory=list)
    stale: list[Finding] = field(default_factory=list)  # one unused-suppression finding per stale entry
    suppressed: list[Finding] = field(default_factory=list)
    stale_entries: list[BaselineEntry] = field(default_factory=list)
    unfiltered: list[Finding] = field(default_factory=list)  # reported before the baseline was applied

    @property
    def findings(self) -> list[Finding]:
        """Every finding to report, in order: each list's kept findings, then those about suppressions,
        then the stale baseline entries."""
        return [f for found in self.kept for f in found] + self.about_suppressions + self.stale


def settle(
    checked: Sequence[list[Finding]],
    records: Iterable[CardRecord],
    config: EffectiveConfig,
    baseline: Baseline | None = None,
    entries: Sequence[BaselineEntry] | None = None,
    cards: Mapping[str, Sequence[CardRecord]] | None = None,
    decided: Decided | None = None,
) -> Settled:
    """Settle ``checked`` (lists of findings, each kept apart, in order) of ``records`` (those with
    suppressions at least): the configuration's selection and severities, the records' suppressions,
    then ``baseline`` over ``entries`` (default: all of them). ``cards``: the document's records by card
    id (the language server): a stale entry is then shown on its card, not at its line in the baseline.
    ``decided``: the policy's answers, kept by the caller between calls."""
    applied = [config.apply(found, decided) if found else _NONE for found in checked]
    suppressing = [r for r in records if r.suppressions]
    about: list[Finding] = []
    suppressed: list[Finding] = []
    if suppressing:
        kept, suppressed, about = suppress([f for found in applied for f in found], suppressing, config)
        about = config.apply(about, decided)
        kept_ids = {id(f) for f in kept}
        applied = [[f for f in found if id(f) in kept_ids] or _NONE for found in applied]
    unfiltered = [f for found in applied for f in found] + about
    if baseline is None:
        return Settled(tuple(applied), about, [], suppressed, [], unfiltered)
    entries = baseline.entries if entries is None else entries
    remaining = Counter(e.key for e in entries)
    applied = [take_new(found, remaining) or _NONE if found else _NONE for found in applied]
    about = take_new(about, remaining)
    gone = leftover(entries, remaining)
    stale = config.apply(stale_findings(gone, baseline, config.source_lang, cards), decided) if gone else []
    return Settled(tuple(applied), about, stale, suppressed, gone, unfiltered)


def held_by(baseline: Baseline, cards: Mapping[str, Sequence[CardRecord]]) -> list[BaselineEntry]:
    """The baseline's entries that a document's records answer for (``baseline.held``)."""
    return [e for e in baseline.entries if held(e, [r.texts.keys() for r in cards.get(e.card, ())])]


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


def stale_findings(
    stale: Iterable[BaselineEntry],
    baseline: Baseline,
    source_lang: str = "en",
    cards: Mapping[str, Sequence[CardRecord]] | None = None,
) -> list[Finding]:
    """Stale entries as unused-suppression findings at their line in the baseline file, or, given the
    document's ``cards``, at their card's line there (the record holding the entry's language)."""
    r = rule("unused-suppression")
    found = [
        replace(
            build(
                r,
                "",
                e.card,
                e.lang,
                source_lang,
                f"baseline entry for {e.rule} on card {e.card!r} [{e.lang}] no longer occurs"
                + (f" (was in {e.path})" if e.path else "")
                + "; write the baseline again (--write-baseline) to drop it",
                key=(),
                explain=False,
                path=str(baseline.path),
                line=e.line,
                end_line=e.line,
            ),
            fingerprint=e.fingerprint,  # the entry's own: the finding it stood for
        )
        for e in stale
    ]
    if cards is None:
        return found
    out = []
    for f in found:
        records = cards[f.card]
        record = next((c for c in records if f.lang in c.texts), records[0])
        out.append(replace(f, path=record.path, line=record.line, end_line=record.line))
    return out
