"""Accuracy of cardlint on real, official card text and on deliberately broken translations.

    python bench/accuracy.py [--corpus ../shared/corpus] [--game mtg] [--lang es] [--limit N]
                             [--half both|tuning|checking] [--samples 15] [--show RULE]
                             [--per-kind 12] [--show-broken 3] [--misses 2] [--seed 7]

Every figure is printed for the tuning and the checking half of the corpus side by side
(bench/split.py); samples of findings come from the tuning half only unless ``--half checking``.

1. Official translations are (nearly all) faithful: the share of translations with a finding is
   the false-alarm rate users will feel; partnered: the share of source targets that found a target
   in the translation; target frames read to their end (``read_to_end``).
2. Rules-knowledge checks of one text: the share of texts with an error-level finding.
3. Broken translations (bench/broken.py): one restriction inserted, deleted or changed where each
   target phrase stands, from the words of bench/mutations/<lang>.yaml; caught when the expected
   finding appears that the official translation did not have.
"""

from __future__ import annotations

import argparse
import functools
import random
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.broken import measure, sample  # noqa: E402
from bench.broken_fixes import build_index, measure_fixes, report_fixes  # noqa: E402
from bench.broken_report import report  # noqa: E402
from bench.mutation_data import languages  # noqa: E402
from bench.split import HALVES, card_half, wanted  # noqa: E402
from linter.align import aligned  # noqa: E402
from linter.check import Checker, CheckOptions  # noqa: E402
from linter.checks import check_text, check_translation  # noqa: E402
from linter.consistency import TemplateIndex  # noqa: E402
from linter.locales import available_games, available_languages  # noqa: E402
from linter.model.frames import Frame  # noqa: E402
from linter.pipeline import analyze  # noqa: E402
from linter.readers.jsonl import read_jsonl  # noqa: E402
from linter.readers.records import CardRecord  # noqa: E402
from linter.rules import rule  # noqa: E402


def read_to_end(frame: Frame) -> bool:
    """Whether the engine read a target frame to its end (every word of the phrase and its
    restriction, the clause ending there). The one place to point at whatever replaces ``closed``:
    ``Frame.ended`` (every restriction the phrase may have is known: linter/components/phrase_end.py)."""
    return frame.ended


Key = tuple[str, str, str]  # game, language, half


def _cards(
    corpus: Path, game: str | None, limit: int | None, lang: str | None = None
) -> tuple[list[CardRecord], list[str]]:
    """The cards of games cardlint reads, and a line for each game it cannot measure yet.

    ``corpus/*.jsonl`` hold the main languages; a folder named after a language
    (``corpus/it/*.jsonl``) holds that language next to the English of its own printing.
    With ``lang``, only the records that have a text in that language."""
    cards: list[CardRecord] = []
    known, skipped = set(available_games()), []
    for path in sorted(corpus.glob("*.jsonl")) + sorted(corpus.glob("*/*.jsonl")):
        per_file = 0
        for rec in read_jsonl(path):
            if not isinstance(rec, CardRecord) or (game and rec.game != game):
                continue
            if rec.game not in known:
                skipped.append(rec.game or path.stem)
                break
            if lang and lang not in rec.texts:
                continue
            cards.append(rec)
            per_file += 1
            if limit and per_file >= limit:
                break
    notes = [f"{g}: no locale data in cardlint yet; not measured." for g in sorted(set(skipped))]
    return cards, notes


def _counts_source(card: CardRecord) -> bool:
    """Whether the card's English is measured as a source text: not when the card comes from a
    language's own folder (``corpus/it/``), whose English the main files already hold."""
    return Path(card.path).parent.name not in available_languages()


def _cell(values: dict[str, tuple[int, int]], fmt: str = "{:.2f}%") -> str:
    """ "tuning / checking" of (count, of) pairs."""
    return " / ".join(fmt.format(100 * c / n) if n else "–" for c, n in (values.get(h, (0, 0)) for h in HALVES))


def official(
    cards: list[CardRecord],
    halves: tuple[str, ...],
    sample_half: str,
    samples: int,
    seed: int,
    show: str | None,
    only: str | None,
    checker: Checker,
) -> None:
    pairs: Counter[Key] = Counter()
    flagged: Counter[Key] = Counter()
    unrec: Counter[Key] = Counter()
    by_rule: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    src_targets: Counter[Key] = Counter()
    partnered: Counter[Key] = Counter()
    frames: Counter[Key] = Counter()
    ended: Counter[Key] = Counter()
    pool: list[tuple[CardRecord, object]] = []
    t0 = time.perf_counter()
    for card in cards:
        game, half = card.game or "mtg", card_half(card)
        if half not in halves or "en" not in card.texts:
            continue
        findings = checker.check_card(card).findings
        src = checker.analysis(card.texts["en"], "en", game, card.card_type)
        if _counts_source(card):
            _count_frames(src, (game, "en", half), frames, ended)
        for lang, text in card.texts.items():
            if lang == "en" or lang not in checker.languages or (only and lang != only):
                continue
            key = (game, lang, half)
            pairs[key] += 1
            mine = [f for f in findings if f.lang == lang]
            flagged[key] += any(f.name != "unrecognized" for f in mine)
            unrec[key] += any(f.name == "unrecognized" for f in mine)
            for f in mine:
                if half == sample_half:
                    by_rule[(game, lang)][f.name] += 1
                    pool.append((card, f))
            tgt = checker.analysis(text, lang, game, card.card_type)
            _count_frames(tgt, key, frames, ended)
            for pair in aligned(card.id, src, tgt).pairs:
                if pair.source is not None and pair.source.concept == "target":
                    src_targets[key] += 1
                    partnered[key] += pair.target is not None and pair.target.concept == "target"
    elapsed = time.perf_counter() - t0
    rows = sorted({(g, lang) for g, lang, _ in pairs})
    print(
        f"## Official translations ({sum(pairs.values())} translations, {elapsed:.1f} s); "
        "each cell: tuning half / checking half\n"
    )
    print(
        "| game | lang | translations | with a finding | checking − tuning | unrecognized | source targets partnered "
        f"| top rules ({sample_half} half) |\n|---|---|---:|---:|---:|---:|---:|---|"
    )
    for g, lang in rows:

        def of(num: Counter[Key], den: Counter[Key]) -> dict[str, tuple[int, int]]:
            return {h: (num[(g, lang, h)], den[(g, lang, h)]) for h in HALVES}  # noqa: B023

        rates = [100 * flagged[(g, lang, h)] / pairs[(g, lang, h)] if pairs[(g, lang, h)] else 0.0 for h in HALVES]
        gap = rates[1] - rates[0]
        top = ", ".join(f"{k} {v}" for k, v in by_rule[(g, lang)].most_common(4))
        n = " / ".join(str(pairs[(g, lang, h)]) for h in HALVES)
        print(
            f"| {g} | {lang} | {n} | {_cell(of(flagged, pairs))} | {gap:+.2f}{' ⚠' if gap > 0.5 else ''} | "
            f"{_cell(of(unrec, pairs))} | {_cell(of(partnered, src_targets), '{:.1f}%')} | {top} |"
        )
    print("\n### Target frames read to their end (`read_to_end`), official text; tuning half / checking half\n")
    print("| game | lang | target frames | read to their end |\n|---|---|---:|---:|")
    for g, lang in sorted({(g, lang) for g, lang, _ in frames}):
        n = " / ".join(str(frames[(g, lang, h)]) for h in HALVES)
        print(
            f"| {g} | {lang} | {n} | {_cell({h: (ended[(g, lang, h)], frames[(g, lang, h)]) for h in HALVES}, '{:.1f}%')} |"
        )
    rng = random.Random(seed)
    shown = [p for p in pool if show is None or p[1].name == show]  # type: ignore[attr-defined]
    print(f"\n### {min(samples, len(shown))} sample findings on official text ({sample_half} half)\n")
    for card, f in rng.sample(shown, min(samples, len(shown))):
        print(f"- {card.game} {card.id} [{f.lang}] {f.name}: {f.message}")  # type: ignore[attr-defined]
        print(f"    en: {card.texts['en'][:300]!r}")
        print(f"    {f.lang}: {card.texts[f.lang][:300]!r}")  # type: ignore[attr-defined]


def _count_frames(analysis: object, key: Key, frames: Counter[Key], ended: Counter[Key]) -> None:
    for frame in analysis.frames:  # type: ignore[attr-defined]
        if frame.concept == "target":
            frames[key] += 1
            ended[key] += read_to_end(frame)


def rules_knowledge(
    cards: list[CardRecord],
    halves: tuple[str, ...],
    sample_half: str,
    samples: int,
    seed: int,
    show: str | None,
    only: str | None,
    checker: Checker,
) -> None:
    """Rates of the single-language checks (source and translations) and of set-wide drift."""
    index = TemplateIndex()
    texts: Counter[Key] = Counter()
    with_error: Counter[Key] = Counter()
    with_outdated: Counter[Key] = Counter()
    by_rule: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    pool: list[tuple[CardRecord, object]] = []
    for card in cards:
        game, half = card.game or "mtg", card_half(card)
        if half not in halves or "en" not in card.texts:
            continue
        src = checker.analysis(card.texts["en"], "en", game, card.card_type)
        for lang, text in card.texts.items():
            if lang not in checker.languages or (only and lang not in (only, "en")):
                continue
            if lang == "en" and not _counts_source(card):
                continue
            tgt = src if lang == "en" else checker.analysis(text, lang, game, card.card_type)
            found = check_text(card.id, tgt, "en")
            if lang != "en":
                found += check_translation(card.id, src, tgt)
                index.add(card, src, tgt)
            key = (game, lang, half)
            texts[key] += 1
            with_error[key] += any(rule(f.name).severity in ("error", "warning") for f in found)
            with_outdated[key] += any(f.name == "outdated-template" for f in found)
            for f in found:
                if half == sample_half:
                    by_rule[(game, lang)][f.name] += 1
                    pool.append((card, f))
    drift = index.findings()
    print("\n## Rules-knowledge checks of one text (source and translations); tuning half / checking half\n")
    print(f"| game | lang | texts | with an error/warning finding | outdated-template | rules ({sample_half} half) |")
    print("|---|---|---:|---:|---:|---|")
    for g, lang in sorted({(g, lang) for g, lang, _ in texts}):
        n = " / ".join(str(texts[(g, lang, h)]) for h in HALVES)
        err = _cell({h: (with_error[(g, lang, h)], texts[(g, lang, h)]) for h in HALVES})
        old = _cell({h: (with_outdated[(g, lang, h)], texts[(g, lang, h)]) for h in HALVES})
        rules = ", ".join(f"{k} {v}" for k, v in by_rule[(g, lang)].most_common() if k != "outdated-template")
        print(f"| {g} | {lang} | {n} | {err} | {old} | {rules or '–'} |")
    groups = [grp for grp in index.groups.values() if len(grp) >= 5]
    print(
        f"\nSet-wide consistency: {len(index.groups)} (game, language, source template) groups, "
        f"{len(groups)} with at least 5 cards, {len(drift)} rare renderings reported (inconsistent-template)."
    )
    rng = random.Random(seed)
    shown = [p for p in pool if show is None or p[1].name == show]  # type: ignore[attr-defined]
    print(f"\n### {min(samples, len(shown))} sample rules-knowledge findings ({sample_half} half)\n")
    for card, f in rng.sample(shown, min(samples, len(shown))):
        print(f"- {card.game} {card.id} [{f.lang}] {f.name}: {f.message}")  # type: ignore[attr-defined]
        print(f"    {f.lang}: {card.texts[f.lang][:300]!r}")  # type: ignore[attr-defined]


def broken(
    cards: list[CardRecord], args: argparse.Namespace, halves: tuple[str, ...], sample_half: str, checker: Checker
) -> None:
    coverage: Counter[tuple[str, str, str]] = Counter()
    t0 = time.perf_counter()
    chosen = sample(cards, args.per_kind, args.seed, halves, args.lang, coverage)
    results = measure(chosen)
    games = {c.game for c in cards}
    unbroken = [
        f"{g}: no official translation in {', '.join(languages())} in the corpus; nothing to break."
        for g in sorted(
            g for g in games if g and not any((g, lang, "translations") in coverage for lang in languages())
        )
    ]
    report(results, args.per_kind, args.seed, coverage, unbroken, sample_half, args.show_broken, args.misses)
    print(f"\n({time.perf_counter() - t0:.1f} s)")
    if not args.skip_suggestions:  # issue 25: the suggested wordings, applied to the caught cases
        t0 = time.perf_counter()
        index, own = build_index(cards, {(b.game, b.lang) for b, _ in results}, checker)
        report_fixes(measure_fixes(results, index, own, checker))
        print(f"\n({time.perf_counter() - t0:.1f} s)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--game")
    parser.add_argument("--lang", help="only this translation language")
    parser.add_argument("--limit", type=int, help="at most N cards per corpus file")
    parser.add_argument(
        "--half",
        default="both",
        choices=("both", "tuning", "checking"),
        help="halves measured; samples come from the tuning half unless 'checking'",
    )
    parser.add_argument("--samples", type=int, default=15)
    parser.add_argument("--show", help="sample only findings of this rule name")
    parser.add_argument(
        "--per-kind",
        type=int,
        default=12,
        help="broken translations per kind × position (and × context) × game × language",
    )
    parser.add_argument("--show-broken", type=int, default=3, help="generated examples printed per game and language")
    parser.add_argument("--misses", type=int, default=2, help="missed examples printed per kind")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--skip-official", action="store_true")
    parser.add_argument("--skip-broken", action="store_true")
    parser.add_argument("--skip-suggestions", action="store_true", help="skip applying the caught cases' suggestions")
    parser.add_argument("--skip-checks", action="store_true", help="skip the rules-knowledge and consistency checks")
    args = parser.parse_args()
    if not args.corpus.is_dir():
        print(f"accuracy: corpus not found at {args.corpus} (it lives in ../shared/corpus); nothing measured.")
        return 0
    cards, notes = _cards(args.corpus, args.game, args.limit, args.lang if args.lang != "en" else None)
    for note in notes:
        print(note)
    halves = wanted(args.half)
    sample_half = "checking" if args.half == "checking" else "tuning"
    checker = Checker(CheckOptions(checks=False), analyze_text=functools.cache(analyze))
    if not args.skip_official:
        official(cards, halves, sample_half, args.samples, args.seed, args.show, args.lang, checker)
    if not args.skip_checks:
        rules_knowledge(cards, halves, sample_half, args.samples, args.seed, args.show, args.lang, checker)
    if not args.skip_broken:
        broken(cards, args, halves, sample_half, checker)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
