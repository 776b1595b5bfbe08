"""The review page's cards: each card's texts cut into marked segments, its frames numbered in the
page's frame table, its findings as rows (``linter.report.collect`` gathers them)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from linter.config import EffectiveConfig
from linter.consistency import template
from linter.locale_codes import display_name
from linter.model.findings import Finding
from linter.model.frames import Count, Frame
from linter.model.results import CardResult
from linter.readers.records import CardRecord
from linter.report.segments import Mark, segments

TEMPLATE_RULE = "inconsistent-template"


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
class CardDraft:
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
            "findings": [finding_row(f, self.template_key(f)) for f in findings],
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


def draft(record: CardRecord, checked: CardResult, config: EffectiveConfig, table: FrameTable) -> CardDraft:
    """The card's texts with their frames, from the analyses the checker just made for it: the languages
    its check speaks of (``CardResult.langs``), a text the checker could not analyse (an unsupported
    language, broken data) without frames."""
    game = record.game or config.for_path(record.path).game or ""
    source_lang = config.for_path(record.path).source_lang
    texts = []
    analyses = checked.analyses
    for lang in checked.langs:
        analysis = analyses.get(lang)
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
    return CardDraft(record, game, source_lang, texts, targets)


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


def finding_row(finding: Finding, template_key: str | None = None) -> dict[str, Any]:
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
