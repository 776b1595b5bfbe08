"""Whole card checks kept between runs: a card unchanged under unchanged code, data and options is
neither analysed, compared nor checked again.

A card's check depends on its id, texts, game, type and sets, the check options and what cardlint
knows (``linter.cache.code_fingerprint``: version, locale data, code). Suppressions, the baseline and
rule selection are applied after the check (``linter.settle``), so they are not part of the key. The
findings are kept as they were located and are located again in the card as it now stands (a card
that moved keeps its findings, at its new place); with suggestions on, the card's evidence and the
findings waiting for a suggestion are kept with them. A card whose check said anything once per run
(an unsupported language, broken locale data) or raised an input error is not kept.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from itertools import islice

from linter.cache import MAX_ENTRIES, AnalysisStore, CachedAnalyzer, code_fingerprint
from linter.check import PREFETCH_CARDS, Checker, CheckOptions
from linter.consistency import Thresholds
from linter.model.findings import Finding, InputError
from linter.model.results import CardResult
from linter.readers.records import CardRecord
from linter.suggest.engine import Pending
from linter.suggest.index import Evidence

# What is kept of a card's check: its findings, the languages compared, and its suggestion items,
# a waiting finding as (its index in the findings, itself without its card): whatever fields ``Pending``
# gains are kept with it.
Kept = tuple[list[Finding], list[str], list[Evidence | tuple[int, Pending]]]
_NO_CARD = CardRecord("", {})  # stands for the card in a kept ``Pending``: the card is the one read now


class ResultStore(AnalysisStore):
    """Card checks in a table of the analysis cache's file."""

    TABLE = "result"
    KIND = tuple


def result_key(card: CardRecord, opts: CheckOptions, game: str, suggestions: bool) -> str:
    """Everything a card's check depends on, hashed."""
    parts = (
        code_fingerprint(),
        card.id,
        game,
        card.card_type or "",
        tuple(card.texts.items()),
        tuple(sorted(card.sets.items())),
        tuple(sorted(card.locales.items())),
        opts,
        suggestions,
    )
    return hashlib.sha256(repr(parts).encode()).hexdigest()  # repr: by value (a pickle says which objects are shared)


class ResultCachingChecker(Checker):
    """The checker of a cached run: each card's check looked up before it is made, and kept after."""

    def __init__(
        self,
        options: CheckOptions,
        analyzer: CachedAnalyzer,
        thresholds: Thresholds | None = None,
        max_entries: int = MAX_ENTRIES,
        suggestions: bool = True,
    ) -> None:
        super().__init__(
            options,
            analyze_text=analyzer.analysis,
            thresholds=thresholds,
            suggestions=suggestions,
            prefetch=analyzer.prefetch,
        )
        self.results = ResultStore(analyzer.store.path.parent, max_entries)
        self._fetched: dict[str, bytes] = {}  # kept checks read ahead (``_read_ahead``)…
        self._ahead: set[str] = set()  # …of these keys, found or not

    def check_card(self, card: CardRecord, opts: CheckOptions | None = None) -> CardResult:
        opts = opts or self.options
        game = card.game or opts.game
        if not game or game not in self.games or not all(lang in self.languages for lang in card.texts):
            return super().check_card(card, opts)
        key = result_key(card, opts, game, self.suggester is not None)
        kept = self.results.get(key, self._fetched if key in self._ahead else None)
        if kept is not None:
            return self._restored(card, kept)
        result = super().check_card(card, opts)
        if self.reusable(card, opts, result):
            self.results.put(key, self._to_keep(result))
        return result

    def _to_keep(self, result: CardResult) -> Kept:
        items: list[Evidence | tuple[int, Pending]] = []
        if self.suggester is not None:
            taken = self.suggester.take()
            self.suggester.give_back(taken)
            index = {id(f): i for i, f in enumerate(result.findings)}
            items = [e if isinstance(e, Evidence) else (index[id(e.finding)], replace(e, card=_NO_CARD)) for e in taken]
        return result.findings, result.compared, items

    def _restored(self, card: CardRecord, kept: Kept) -> CardResult:
        found, compared, items = kept
        findings = [card.locate(f) for f in found]
        if self.suggester is not None:
            self.suggester.give_back(
                e if isinstance(e, Evidence) else replace(e[1], finding=findings[e[0]], card=card) for e in items
            )
        return CardResult(findings, [], {}, compared)

    def _read_ahead(
        self, records: Iterable[CardRecord | InputError], options_for: Callable[[str], CheckOptions] | None
    ) -> Iterator[CardRecord | InputError]:
        """The records, each batch's kept checks read at once, then the analyses of the cards without one."""
        source = iter(records)
        while batch := list(islice(source, PREFETCH_CARDS)):
            keys: dict[str, CardRecord] = {}
            for r in batch:
                if isinstance(r, CardRecord):
                    opts = options_for(r.path) if options_for else self.options
                    game = r.game or opts.game
                    if game and game in self.games:
                        keys[result_key(r, opts, game, self.suggester is not None)] = r
            self._fetched, self._ahead = self.results.fetch(list(keys)), set(keys)
            missed = [r for k, r in keys.items() if k not in self._fetched]
            if self.prefetch is not None:
                self.prefetch([k for r in missed for k in self.keys(r, options_for(r.path) if options_for else None)])
            yield from batch

    def close(self) -> None:
        self.results.close()
