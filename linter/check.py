"""Checking cards: analyse each text once, compare every translation with its source."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import islice

from linter.align import aligned
from linter.checks import card_findings, pair_findings
from linter.consistency import TemplateIndex, Thresholds
from linter.crash import CardCrash, TextCrash, card_crash, text_crash
from linter.locales import LocaleError, available_games, available_languages
from linter.model.analysis import Analysis
from linter.model.findings import Finding, InputError
from linter.model.places import Places
from linter.model.results import CardResult, CheckResult
from linter.parallel import ordered_map
from linter.pipeline import analyze
from linter.readers.records import CardRecord
from linter.suggest import Suggester


@dataclass(frozen=True)
class CheckOptions:
    game: str | None = None
    source_lang: str = "en"
    langs: tuple[str, ...] | None = None  # None: every supported language on the card
    checks: bool = True  # rules-knowledge checks of each text (linter/checks.py), source included


Key = tuple[str, str, str, str | None]  # an analysed text: (text, language, game, card type)
PREFETCH_CARDS = 64  # cards whose cached analyses are looked up together (``Checker.prefetch``)


class Checker:
    """Checks cards, analysing each distinct text of a run once.

    ``plan`` counts beforehand how often each text will be analysed; an analysis is kept
    exactly until its last use, then dropped. Reuse so does not depend on a cache size, and
    memory holds only the analyses still to be used again (a set's reprints and repeated
    templates), not every analysis of the run. Without a plan nothing is kept.
    """

    def __init__(
        self,
        options: CheckOptions,
        consistency: bool = False,
        analyze_text: Callable[..., Analysis] | None = None,
        thresholds: Thresholds | None = None,
        suggestions: bool = False,
        prefetch: Callable[[list[Key]], None] | None = None,
    ) -> None:
        self.options = options
        self._analyze = analyze_text  # a CachedAnalyzer's .analysis (--cache); None: the pipeline itself
        self.languages = set(available_languages())
        self.games = set(available_games())
        self._kept: dict[Key, Analysis] = {}
        self._uses: dict[int, int] = {}  # hash of a repeated text's key → its analyses still to come (``plan``)
        self.planned: set[tuple[str, str]] = set()  # the (language, game) of every text ``plan`` counted
        self._unsupported: set[str] = set()  # each unsupported language is reported once
        self._broken: set[tuple[str, str]] = set()  # each (language, game) with broken data, once
        # set-wide template consistency (``--consistency``): renderings collected as cards are checked
        self.templates: TemplateIndex | None = TemplateIndex(thresholds) if consistency else None
        self.suggester: Suggester | None = Suggester() if suggestions else None  # suggested wordings
        self._sources = lru_cache(maxsize=64)(self._analysed_text)  # a source checked again with each suggestion
        # reads the cached analyses of a batch of texts at once (``CachedAnalyzer.prefetch``; one process only)
        self.prefetch = prefetch

    def plan(
        self,
        records: Iterable[CardRecord | InputError],
        options_for: Callable[[str], CheckOptions] | None = None,
    ) -> None:
        """Count the analyses the coming run over ``records`` will ask for (once per run).

        Only texts asked for more than once are remembered, by hash: a set repeats few of its texts
        (455 of 91,552 in the shared corpus), and the counts do not keep the texts alive. A hash
        collision merges two counts: an analysis kept a little longer, or made twice, never a wrong one."""
        uses: Counter[int] = Counter()
        for record in records:
            if isinstance(record, CardRecord):
                for key in self.keys(record, options_for(record.path) if options_for else None):
                    uses[hash(key)] += 1
                    self.planned.add(key[1:3])
        self._uses.update({key: n for key, n in uses.items() if n > 1})

    def keys(self, card: CardRecord, opts: CheckOptions | None = None) -> list[Key]:
        """The texts ``check_card`` analyses for this card: its source, then each compared translation."""
        opts = opts or self.options
        game = card.game or opts.game
        if not game or game not in self.games:
            return []
        langs = [
            lang
            for lang in card.compared(opts.source_lang, opts.langs)
            if lang == opts.source_lang or lang in self.languages
        ]
        return [(card.texts[lang], lang, game, card.card_type) for lang in langs]

    def analysis(self, text: str, lang: str, game: str, card_type: str | None) -> Analysis:
        key = (text, lang, game, card_type)
        found = self._kept.get(key)
        if found is None:
            try:
                found = self._analysed_text(text, lang, game, card_type)
            except LocaleError:
                raise
            except Exception as exc:  # a bug: say which text caused it (the crash report)
                raise text_crash(lang, text, exc) from exc
        counted = hash(key)
        remaining = self._uses.get(counted, 1) - 1
        if remaining > 0:
            self._uses[counted] = remaining
            self._kept[key] = found
        else:  # its last use (or its only one): nothing keeps it
            self._uses.pop(counted, None)
            self._kept.pop(key, None)
        return found

    def _analysed_text(self, text: str, lang: str, game: str, card_type: str | None) -> Analysis:
        """One text through the pipeline (``linter.pipeline.analyze``), or through the analyzer the checker was
        given (the on-disk cache, which runs the pipeline for a text it has not stored)."""
        if self._analyze is None:
            return analyze(text, lang, game, card_type)
        return self._analyze(text, lang, game, card_type)

    def check_card(self, card: CardRecord, opts: CheckOptions | None = None) -> CardResult:
        """One card's check, in the order its data flows: the record's texts and places (the reader's), each
        text analysed (the pipeline), each translation aligned with its source once, every rule run over
        them, their findings pointed at the user's file; then the set-wide collectors."""
        opts = opts or self.options
        langs, places = card.spoken(opts.source_lang, opts.langs), card.places
        texts = {lang: card.texts[lang] for lang in card.compared(opts.source_lang, opts.langs)}
        game = card.game or opts.game
        if not game or game not in self.games:
            known = ", ".join(sorted(self.games))
            problem = f"unknown game {game!r} (known: {known})" if game else "no game (set 'game' or --game)"
            return CardResult(errors=[places.error(problem)], langs=langs)
        errors: list[InputError] = []
        analyses = self._analyses(texts, game, card.card_type, opts.source_lang, places, errors)
        if analyses is None:  # broken data for the source language: nothing to compare with
            return CardResult(errors=errors, langs=langs)
        source, targets = analyses.get(opts.source_lang), [a for a in analyses.values() if a.lang != opts.source_lang]
        pairs = [aligned(card.id, source, target) for target in targets] if source is not None else []
        own, beside = card_findings(card.id, analyses, pairs, opts.source_lang, opts.checks)
        own, beside = places.located(own), [places.located(found) for found in beside]
        for pair, located in zip(pairs, beside, strict=True):
            if self.templates is not None:
                self.templates.add_pairs(card, pair)
            if self.suggester is not None:
                self.suggester.collect(card, pair, located)
        findings = own + [f for located in beside for f in located]
        return CardResult(findings, errors, analyses, [pair.target.lang for pair in pairs], langs)

    def _analyses(
        self,
        texts: dict[str, str],
        game: str,
        card_type: str | None,
        source_lang: str,
        places: Places,
        errors: list[InputError],
    ) -> dict[str, Analysis] | None:
        """The analysis of each text the card compares (``texts``, its source first); None where the source
        language's data for the game is broken. An unsupported language, or one whose data is broken, is left
        out and said once per run (in ``errors``)."""
        analyses: dict[str, Analysis] = {}
        for lang, text in texts.items():
            if lang != source_lang and not self._supported(lang, places, errors):
                continue
            try:
                analyses[lang] = self.analysis(text, lang, game, card_type)
            except LocaleError as exc:
                if (lang, game) not in self._broken:  # said once per run
                    self._broken.add((lang, game))
                    errors.append(places.error(str(exc)))
                if lang == source_lang:
                    return None
        return analyses

    def reusable(self, card: CardRecord, opts: CheckOptions, result: CardResult) -> bool:
        """Whether ``result`` depends on the card's texts alone (a kept check may serve again): no errors, and
        none of its languages is one whose problem is said once per run (an unsupported language, broken
        locale data), where the card's result depends on whether a card before it already said so."""
        game = card.game or opts.game
        return not result.errors and all(
            lang in self.languages and (lang, game) not in self._broken for lang in card.texts
        )

    def recheck(self, card: CardRecord, lang: str, text: str, opts: CheckOptions | None = None) -> list[Finding]:
        """The findings of ``text`` as the card's ``lang`` translation (a suggestion applied), unlocated."""
        opts, game = opts or self.options, card.game or (opts or self.options).game or ""
        src = self._sources(card.texts[opts.source_lang], opts.source_lang, game, card.card_type)
        return pair_findings(aligned(card.id, src, self._analysed_text(text, lang, game, card.card_type)), opts.checks)

    def _supported(self, lang: str, places: Places, errors: list[InputError]) -> bool:
        """Whether cardlint has data for ``lang``; an unsupported language is reported once per run."""
        if lang in self.languages:
            return True
        if lang not in self._unsupported:
            self._unsupported.add(lang)
            known = ", ".join(sorted(self.languages))
            errors.append(places.error(f"unsupported language {lang!r} (supported: {known})"))
        return False

    def check_or_crash(self, card: CardRecord, opts: CheckOptions | None = None) -> CardResult:
        """``check_card``, turning an unexpected error into a CardCrash naming the card and text."""
        try:
            return self.check_card(card, opts)
        except (CardCrash, KeyboardInterrupt):
            raise
        except Exception as exc:  # noqa: BLE001 - the crash-report path
            source_lang = (opts or self.options).source_lang
            raise card_crash(
                card.id, f"{card.path}:{card.line}", exc, source_lang, card.texts.get(source_lang, "")
            ) from (exc.__cause__ if isinstance(exc, TextCrash) else exc)

    def _read_ahead(
        self, records: Iterable[CardRecord | InputError], options_for: Callable[[str], CheckOptions] | None
    ) -> Iterator[CardRecord | InputError]:
        """The records, each batch's texts handed to ``prefetch`` before its cards are checked."""
        assert self.prefetch is not None
        source = iter(records)
        while batch := list(islice(source, PREFETCH_CARDS)):
            cards = [r for r in batch if isinstance(r, CardRecord)]
            self.prefetch([k for r in cards for k in self.keys(r, options_for(r.path) if options_for else None)])
            yield from batch

    def run(
        self,
        records: Iterable[CardRecord | InputError],
        options_for: Callable[[str], CheckOptions] | None = None,
        jobs: int = 1,
        on_card: Callable[[CardRecord, CardResult], None] | None = None,
    ) -> CheckResult:
        """Check every record; ``options_for(path)`` gives per-file options (configuration);
        ``jobs`` > 1 checks cards in that many processes (same results, same order) — not with
        ``consistency``, whose template index must see every card in one process. ``on_card(record, result)``
        runs after each card is checked, with the card's analyses (one process only)."""
        result = CheckResult()

        def work(record: CardRecord | InputError):  # type: ignore[no-untyped-def]
            if isinstance(record, InputError):
                return None, []
            outcome: CardCrash | CardResult
            try:
                checked = self.check_or_crash(record, options_for(record.path) if options_for else None)
                outcome = replace(checked, analyses={}) if workers > 1 else checked  # analyses stay in their process
            except CardCrash as crash:  # a bug costs this card only (and travels back from a worker)
                outcome = crash
            return outcome, (self.suggester.take() if self.suggester is not None else [])  # its evidence with it

        workers = 1 if self.templates is not None or on_card is not None else jobs
        if self.prefetch is not None and workers == 1:
            records = self._read_ahead(records, options_for)
        for record, (outcome, collected) in ordered_map(work, records, workers):
            if self.suggester is not None:
                self.suggester.absorb(collected)
            if isinstance(record, InputError):
                result.errors.append(record)
                continue
            result.cards += 1
            if isinstance(outcome, CardCrash):
                result.errors.append(outcome.error(record.path, record.line))
                result.traces.append(f"{outcome}\n{outcome.trace}")
                continue
            if on_card is not None:
                on_card(record, outcome)
            result.findings += outcome.findings
            if outcome.findings:
                result.texts[(record.path, record.id)] = record.texts
            result.errors += outcome.errors
            result.pairs += len(outcome.compared)
            for lang in outcome.compared:
                result.checked.setdefault((record.path, lang), []).append(record.id)
        if self.templates is not None:
            drifted = self.templates.findings()
            result.findings += drifted
            for finding in drifted:
                result.texts[(finding.path, finding.card)] = self.templates.texts[(finding.path, finding.card)]
        if self.suggester is not None:
            again = options_for or (lambda _: self.options)
            result.findings = self.suggester.finish(
                result.findings, lambda c, g, t: self.recheck(c, g, t, again(c.path))
            )
        return result
