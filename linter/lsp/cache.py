"""What the server keeps between keystrokes: each text's frames and each card's findings.

A one-character edit changes one card's text; every other card is found here by its
texts, so only the edited card is analysed and compared again. Both caches are shared
by all documents and bounded (least recently used entries go first).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import replace
from typing import Generic, TypeVar

from linter.check import Checker, CheckOptions
from linter.model.analysis import Analysis
from linter.model.results import CardResult
from linter.pipeline import analyze
from linter.readers.records import CardRecord

Value = TypeVar("Value")
_Kept = tuple[CardRecord, CardResult]  # the result, located at where this record was


class _Lru(Generic[Value]):
    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[Hashable, Value] = OrderedDict()

    def get(self, key: Hashable) -> Value | None:
        found = self._items.get(key)
        if found is not None:
            self._items.move_to_end(key)
        return found

    def put(self, key: Hashable, value: Value) -> None:
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self.size:
            self._items.popitem(last=False)


class FrameCache:
    """Analyses by (text, language, game, card type), and card results by the card's content.

    ``analysed`` counts the texts actually run through the pipeline (the benchmark and
    tests read it). Thread-safe: linting runs in a worker thread while hovers are answered.
    """

    def __init__(self, texts: int = 100_000, cards: int = 50_000) -> None:
        self._analyses: _Lru[Analysis] = _Lru(texts)
        self._cards: _Lru[_Kept] = _Lru(cards)
        self._lock = threading.RLock()
        self.analysed = 0
        self.compared = 0  # cards actually checked (not found here by their texts)

    def analysis(self, text: str, lang: str, game: str, card_type: str | None) -> Analysis:
        key = (text, lang, game, card_type)
        with self._lock:
            found = self._analyses.get(key)
            if found is None:
                found = analyze(text, lang, game, card_type)
                self._analyses.put(key, found)
                self.analysed += 1
            return found

    def card_result(
        self,
        card: CardRecord,
        options: CheckOptions,
        compute: Callable[[], CardResult],
        keep: Callable[[CardResult], bool] = lambda result: not result.errors,
    ) -> CardResult:
        """A card's findings, located at where the card is now (cards move when lines are added above).

        ``keep(result)``: whether the result may be reused for the same texts (by default, one
        without errors: errors name a line and are rare)."""
        key = (card.id, card.game, card.card_type, tuple(card.texts.items()), options)
        with self._lock:
            found = self._cards.get(key)
        if found is None:
            result = compute()
            self.compared += 1
            if keep(result):
                with self._lock:
                    self._cards.put(key, (card, result))
            return result
        kept, result = found
        if kept.path == card.path and kept.line == card.line and kept.positions == card.positions:
            return result
        return replace(result, findings=[card.locate(f) for f in result.findings])


class CachedChecker(Checker):
    """The engine's checker drawing on a long-lived ``FrameCache`` (one checker per lint,
    so "reported once" messages are said again in every lint)."""

    def __init__(self, options: CheckOptions, cache: FrameCache) -> None:
        super().__init__(options, analyze_text=cache.analysis)  # a text that crashes the engine is named as in `check`
        self.frames = cache

    def check_card(self, card: CardRecord, opts: CheckOptions | None = None) -> CardResult:
        options = opts or self.options
        return self.frames.card_result(
            card,
            options,
            lambda: super(CachedChecker, self).check_card(card, options),
            lambda result: self.reusable(card, options, result),
        )
