"""What the review page shows, collected once from a lint run: cards, their frames, findings.

The page is rendered in the browser from this data (embedded as JSON), so everything here
is plain lists and dicts. Text offsets are never sent: each text is cut into segments that
carry the marks covering them, so the page needs no offset arithmetic (Python counts code
points, JavaScript UTF-16 units) and builds its DOM from text nodes only.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from linter.changed import ChangedSince
from linter.check import Checker, CheckOptions
from linter.config import EffectiveConfig
from linter.consistency import Thresholds
from linter.lint import LintResult, lint, read
from linter.model.findings import Finding, InputError
from linter.model.frames import CONCEPTS
from linter.progress import Progress
from linter.readers.records import CardRecord
from linter.report.cards import TEMPLATE_RULE, CardDraft, FrameTable, draft, finding_row
from linter.rules import RULES


@dataclass
class ReportData:
    """The page's data: ``page`` is what the browser receives as JSON; ``errors`` go to stderr too."""

    page: dict[str, Any]
    errors: list[InputError] = field(default_factory=list)


def collect(
    paths: Iterable[Path],
    config: EffectiveConfig,
    progress: Progress | None = None,
    changed: ChangedSince | None = None,
    skip: Collection[Path] = (),
) -> ReportData:
    """Lint ``paths`` as configured (with the set-wide template check, which a review page
    is the place for) and gather every card with its frames and findings (``changed``: only
    the cards changed since its revision).

    The files are read once: the page keeps the records it checks. Each card's frames are
    taken from the checker's own analyses right after the card is checked, so each text is
    analysed once and no analysis outlives its card."""
    paths = list(paths)
    records = list(read(paths, config, skip))
    checker = Checker(
        CheckOptions(config.game, config.source_lang, config.langs),
        consistency=True,
        thresholds=Thresholds.of(config.consistency),
        suggestions=True,
    )
    frames = FrameTable()
    drafts: list[CardDraft] = []
    result = lint(
        paths,
        config,
        progress,
        checker=checker,
        records=records,
        on_card=lambda record, checked: drafts.append(draft(record, checked, config, frames)),
        changed=changed,
    )
    by_card: dict[tuple[str, str], list[Finding]] = defaultdict(list)
    for finding in result.findings:
        by_card[(finding.path, finding.card)].append(finding)
    shared = Counter((d.record.path, d.record.id) for d in drafts)  # locale variants of one card in one file
    cards = []
    locales: dict[str, str] = {}
    for each in drafts:
        card = each.card(_take_findings(by_card, each.record, shared[(each.record.path, each.record.id)] > 1))
        cards.append(card)
        for text in card["texts"]:
            locales.setdefault(text["code"], text["name"])
    orphans = [f for found in by_card.values() for f in found]  # e.g. stale baseline entries of removed cards
    page = {
        "sourceLang": config.source_lang,
        "files": [str(p) for p in paths],
        "locales": locales,
        "rules": {r.name: {"code": r.code, "severity": r.severity, "summary": r.summary} for r in RULES},
        "concepts": list(CONCEPTS),
        "frames": frames.rows,
        "summary": _summary(result, cards, config.source_lang),
        "orphans": [finding_row(f) for f in orphans],
        "errors": [str(e) for e in result.errors],
        "cards": cards,
    }
    return ReportData(page, list(result.errors))


def _take_findings(by_card: dict[tuple[str, str], list[Finding]], record: CardRecord, shared: bool) -> list[Finding]:
    """The findings of this record, removed from ``by_card``.

    Locale variants in one file (``es_ES`` and ``es-419`` columns) become records with the
    same id (``shared``); a finding belongs to the one whose text sits where the finding points.
    """
    candidates = by_card.get((record.path, record.id), [])
    mine = [f for f in candidates if (record.holds(f) if shared else f.lang in record.texts)]
    if mine:
        by_card[(record.path, record.id)] = [f for f in candidates if f not in mine]
    return mine


def _summary(result: LintResult, cards: list[dict[str, Any]], source_lang: str) -> dict[str, Any]:
    by_rule_lang: dict[str, Counter[str]] = defaultdict(Counter)
    flagged: dict[str, set[tuple[str, str]]] = defaultdict(set)
    for f in result.findings:
        by_rule_lang[f.name][f.lang] += 1
        flagged[f.lang].add((f.path, f.card))
    clean: dict[str, tuple[int, int]] = {}
    for (path, lang), ids in sorted(result.checked.items(), key=lambda item: item[0][1]):
        compared, ok = clean.get(lang, (0, 0))
        clean[lang] = (compared + len(ids), ok + sum((path, i) not in flagged[lang] for i in ids))
    languages = Counter(t["code"] for card in cards for t in card["texts"])
    return {
        "cards": len(cards),
        "pairs": result.pairs,
        "findings": len(result.findings),
        "languages": dict(languages),
        "sourceLang": source_lang,
        "byRuleLang": {rule: dict(counts) for rule, counts in sorted(by_rule_lang.items())},
        "clean": {lang: {"compared": c, "clean": k} for lang, (c, k) in clean.items()},
        "templateGroups": template_groups(cards),
        "unchanged": result.unchanged,
    }


def template_groups(cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The set-wide ``inconsistent-template`` groups: per game, language and source template,
    the set's usual rendering (the findings' suggestion) and the rare ones with their cards."""
    groups: dict[tuple[str, str, str], dict[str, Any]] = {}
    for card in cards:
        for f in card["findings"]:
            if f["rule"] != TEMPLATE_RULE:
                continue
            group = groups.setdefault(
                (card["game"], f["lang"], f["template"] or f["sourceText"] or ""),
                {
                    "game": card["game"],
                    "lang": f["lang"],
                    "template": f["template"] or f["sourceText"] or "",
                    "usual": f["suggestion"],
                    "renderings": Counter(),
                    "cards": [],
                },
            )
            group["renderings"][f["text"]] += 1
            group["cards"].append(card["id"])
    return [{**g, "renderings": g["renderings"].most_common()} for _, g in sorted(groups.items())]
