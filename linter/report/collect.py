"""What the review page shows, collected once from a lint run: cards, their frames, findings.

The page is rendered in the browser from this data (embedded as JSON), so everything here
is plain lists and dicts. Text offsets are never sent: each text is cut into segments that
carry the marks covering them, so the page needs no offset arithmetic (Python counts code
points, JavaScript UTF-16 units) and builds its DOM from text nodes only.
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from linter.changed import ChangedSince
from linter.check import Checker, CheckOptions
from linter.config import EffectiveConfig
from linter.consistency import Thresholds, template
from linter.findings import Finding, InputError
from linter.frames import CONCEPTS, Count, Frame
from linter.lint import LintResult, lint, read
from linter.locale_codes import display_name
from linter.locales import LocaleError
from linter.pipeline import Analysis
from linter.progress import Progress
from linter.readers.records import CardRecord
from linter.report.segments import Mark, segments
from linter.rules import RULES

TEMPLATE_RULE = "inconsistent-template"


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
    drafts: list[_Draft] = []
    result = lint(
        paths,
        config,
        progress,
        checker=checker,
        records=records,
        on_card=lambda record: drafts.append(_draft(record, config, checker, frames)),
        changed=changed,
    )
    by_card: dict[tuple[str, str], list[Finding]] = defaultdict(list)
    for finding in result.findings:
        by_card[(finding.path, finding.card)].append(finding)
    shared = Counter((d.record.path, d.record.id) for d in drafts)  # locale variants of one card in one file
    cards = []
    locales: dict[str, str] = {}
    for draft in drafts:
        card = draft.card(_take_findings(by_card, draft.record, shared[(draft.record.path, draft.record.id)] > 1))
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
        "orphans": [_finding(f) for f in orphans],
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


class FrameTable:
    """Each distinct frame description once per page: cards refer to it by number.

    A set repeats its templates ("target creature") thousands of times; storing each
    tooltip once keeps a 20,000-card page small.
    """

    def __init__(self) -> None:
        self.rows: list[dict[str, Any]] = []
        self._numbers: dict[str, int] = {}

    def number(self, frame: Frame) -> int:
        row = _frame(frame)
        key = json.dumps(row, sort_keys=True, ensure_ascii=False)
        found = self._numbers.get(key)
        if found is None:
            found = self._numbers[key] = len(self.rows)
            self.rows.append(row)
        return found


@dataclass
class _Text:
    lang: str
    frames: list[tuple[int, int]]  # spans of its frames, in the order of ``numbers``
    numbers: list[int]  # its frames' rows in the page's frame table
    unrecognized: list[tuple[int, int]]


@dataclass
class _Draft:
    """One card of the page before its findings are known: what its analyses showed, without them."""

    record: CardRecord
    game: str
    source_lang: str
    texts: list[_Text]
    targets: tuple[Frame, ...]  # the source's target frames: the templates ``inconsistent-template`` is about

    def card(self, findings: list[Finding]) -> dict[str, Any]:
        record, texts = self.record, []
        for text in self.texts:
            lang = text.lang
            marks = [Mark(f.span.start, f.span.end, "x", i) for i, f in enumerate(findings) if f.lang == lang]
            marks += [
                Mark(f.source_span.start, f.source_span.end, "x", i)
                for i, f in enumerate(findings)
                if f.source_lang == lang and f.source_span is not None
            ]
            marks += [Mark(start, end, "f", i) for i, (start, end) in enumerate(text.frames)]
            marks += [Mark(start, end, "u", 0) for start, end in text.unrecognized]
            code = record.locales.get(lang, lang)
            texts.append(
                {
                    "lang": lang,
                    "code": code,
                    "name": display_name(code),
                    "source": lang == self.source_lang,
                    "segments": segments(record.texts[lang], marks),
                    "frames": text.numbers,  # numbers into the page's frame table
                }
            )
        return {
            "id": record.id,
            "game": self.game,
            "type": record.card_type,
            "path": record.path,
            "line": record.line,
            "texts": texts,
            "findings": [_finding(f, self.template_key(f)) for f in findings],
        }

    def template_key(self, finding: Finding) -> str | None:
        """The abstracted source template an ``inconsistent-template`` finding is about ("target {object}")."""
        if finding.name != TEMPLATE_RULE or finding.source_span is None:
            return None
        span = (finding.source_span.start, finding.source_span.end)
        for frame in self.targets:
            if (frame.span.start, frame.span.end) == span:
                return template(frame, self.record.texts[self.source_lang], self.source_lang, self.game).text
        return finding.source_span.text


def _draft(record: CardRecord, config: EffectiveConfig, checker: Checker, table: FrameTable) -> _Draft:
    """The card's texts with their frames, from the analyses the checker just made for it."""
    settings = config.for_path(record.path)
    game = record.game or settings.game or ""
    source_lang = settings.source_lang
    langs = [source_lang] if source_lang in record.texts else []
    langs += [
        lang for lang in record.texts if lang != source_lang and (settings.langs is None or lang in settings.langs)
    ]
    texts = []
    analyses = checker.analysed
    for lang in langs:
        analysis = analyses.get(lang) or _analysis(record.texts[lang], lang, game, record.card_type, checker)
        frames = analysis.frames if analysis else ()
        texts.append(
            _Text(
                lang,
                [(fr.span.start, fr.span.end) for fr in frames],
                [table.number(fr) for fr in frames],
                [(s.start, s.end) for s in (analysis.unrecognized if analysis else ())],
            )
        )
    source = analyses.get(source_lang)
    targets = tuple(fr for fr in source.frames if fr.concept == "target") if source else ()
    return _Draft(record, game, source_lang, texts, targets)


def _analysis(text: str, lang: str, game: str, card_type: str | None, checker: Checker) -> Analysis | None:
    """The text's analysis where the checker did not make one (a card it did not compare), or None
    where cardlint has no data for the language or game."""
    if not game or game not in checker.games or lang not in checker.languages:
        return None
    try:
        return checker.analysis(text, lang, game, card_type)
    except LocaleError:
        return None


def _frame(frame: Frame) -> dict[str, Any]:
    """A frame as the tooltip lists it: its concept and the details worth reading."""
    selects = frame.concept in ("target", "choice", "random")  # these choose one object unless told
    count = frame.count or (Count() if selects else None)
    details = [
        ("count", count.describe() if count else None),
        ("mode", frame.mode),
        ("chooser", frame.chooser if selects or frame.chooser != "you" else None),
        ("object", frame.object),
        ("controller", frame.controller),
        ("zone", frame.zone),
        ("location", frame.location),
        ("another", "yes" if frame.another else None),
        ("optional", "yes" if frame.optional else None),
        ("divided", "yes" if frame.divided else None),
        ("context", frame.context),
        ("phase", frame.phase),
    ]
    details += [(f"words for {kind}", f"“{span.text}”") for kind, span in frame.detail_spans.items()]
    return {
        "concept": frame.concept,
        "describe": frame.describe(),
        "details": [[k, str(v)] for k, v in details if v is not None],
    }


def _finding(finding: Finding, template_key: str | None = None) -> dict[str, Any]:
    return {
        "rule": finding.name,
        "code": finding.code,
        "severity": finding.severity,
        "lang": finding.lang,
        "sourceLang": finding.source_lang,
        "message": finding.message,
        "text": finding.span.text,
        "sourceText": finding.source_span.text if finding.source_span is not None else None,
        "suggestion": finding.suggestion,
        # the words the suggestion replaces (a target phrase with its details) and where its wording comes from
        "replaces": finding.fix_region()[0].text if finding.suggestion is not None else None,
        "origin": finding.replacement.origin if finding.replacement is not None else None,
        "card": finding.card,
        "path": finding.path,
        "line": finding.line,
        "column": finding.column,
        "template": template_key,
    }


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
