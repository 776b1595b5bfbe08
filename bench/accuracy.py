"""Accuracy of cardlint on real, official card text and on deliberately broken translations.

    python bench/accuracy.py [--corpus ../shared/corpus] [--game mtg] [--samples 15] [--limit N] [--lang es]

1. Official translations are (nearly all) faithful: the share of translations with a
   finding is the false-alarm rate users will feel.
2. Partner rate: the share of source targets that found a target in the translation.
3. Broken translations: each mutation in bench/mutations.yaml is applied to every
   translation it fits (bench/mutations/<lang>.yaml); it is caught when the expected finding appears that the
   unmutated translation did not have.
"""

from __future__ import annotations

import argparse
import functools
import json
import random
import re
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from linter.align import aligned  # noqa: E402
from linter.check import Checker, CheckOptions  # noqa: E402
from linter.checks import check_text, check_translation  # noqa: E402
from linter.consistency import TemplateIndex  # noqa: E402
from linter.locales import available_games  # noqa: E402
from linter.pipeline import analyze  # noqa: E402
from linter.rules import rule  # noqa: E402
from linter.readers.jsonl import read_jsonl  # noqa: E402
from linter.readers.records import CardRecord  # noqa: E402


def _cards(corpus: Path, game: str | None, limit: int | None) -> list[CardRecord]:
    cards: list[CardRecord] = []
    known = set(available_games())
    for path in sorted(corpus.glob("*.jsonl")):
        per_file = 0
        for rec in read_jsonl(path):
            if not isinstance(rec, CardRecord):
                continue
            if game and rec.game != game:
                continue
            if rec.game not in known:
                continue  # a game cardlint has no locale data for yet
            cards.append(rec)
            per_file += 1
            if limit and per_file >= limit:
                break
    return cards


def official(cards: list[CardRecord], samples: int, seed: int, show: str | None, only: str | None,
             checker: Checker) -> None:
    pairs: Counter[tuple[str, str]] = Counter()
    flagged: Counter[tuple[str, str]] = Counter()
    unrec: Counter[tuple[str, str]] = Counter()
    by_rule: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    src_targets: Counter[tuple[str, str]] = Counter()
    partnered: Counter[tuple[str, str]] = Counter()
    sample_pool: list[tuple[CardRecord, object]] = []
    t0 = time.perf_counter()
    for card in cards:
        game = card.game or "mtg"
        findings, _, _ = checker.check_card(card)
        src = checker.analysis(card.texts["en"], "en", game, card.card_type)
        for lang, text in card.texts.items():
            if lang == "en" or lang not in checker.languages or (only and lang != only):
                continue
            key = (game, lang)
            pairs[key] += 1
            mine = [f for f in findings if f.lang == lang]
            if any(f.name != "unrecognized" for f in mine):
                flagged[key] += 1
            if any(f.name == "unrecognized" for f in mine):
                unrec[key] += 1
            for f in mine:
                by_rule[key][f.name] += 1
                sample_pool.append((card, f))
            tgt = checker.analysis(text, lang, game, card.card_type)
            for pair in aligned(card.id, src, tgt).pairs:
                if pair.source is not None and pair.source.concept == "target":
                    src_targets[key] += 1
                    if pair.target is not None and pair.target.concept == "target":
                        partnered[key] += 1
    elapsed = time.perf_counter() - t0
    print(f"## Official translations ({len(cards)} cards, {sum(pairs.values())} translations, {elapsed:.1f} s)\n")
    print("| game | lang | translations | with a finding | unrecognized | source targets partnered | top rules |")
    print("|---|---|---:|---:|---:|---:|---|")
    for key in sorted(pairs):
        n = pairs[key]
        top = ", ".join(f"{k} {v}" for k, v in by_rule[key].most_common(4))
        part = f"{100 * partnered[key] / src_targets[key]:.1f}% of {src_targets[key]}" if src_targets[key] else "–"
        print(f"| {key[0]} | {key[1]} | {n} | {100 * flagged[key] / n:.2f}% | {100 * unrec[key] / n:.2f}% | {part} | {top} |")
    rng = random.Random(seed)
    pool = [p for p in sample_pool if show is None or p[1].name == show]
    print(f"\n### {min(samples, len(pool))} sample findings on official text\n")
    for card, f in rng.sample(pool, min(samples, len(pool))):
        print(f"- {card.game} {card.id} [{f.lang}] {f.name}: {f.message}")
        print(f"    en: {card.texts['en'][:300]!r}")
        print(f"    {f.lang}: {card.texts[f.lang][:300]!r}")


def rules_knowledge(cards: list[CardRecord], samples: int, seed: int, show: str | None, only: str | None,
                    checker: Checker) -> None:
    """Rates of the single-language checks (source and translations) and of set-wide drift."""
    index = TemplateIndex()
    texts: Counter[tuple[str, str]] = Counter()
    with_error: Counter[tuple[str, str]] = Counter()
    with_outdated: Counter[tuple[str, str]] = Counter()
    by_rule: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    pool: list[tuple[CardRecord, object]] = []
    for card in cards:
        game = card.game or "mtg"
        src = checker.analysis(card.texts["en"], "en", game, card.card_type)
        for lang, text in card.texts.items():
            if lang not in checker.languages or (only and lang not in (only, "en")):
                continue
            tgt = src if lang == "en" else checker.analysis(text, lang, game, card.card_type)
            found = check_text(card.id, tgt, "en")
            if lang != "en":
                found += check_translation(card.id, src, tgt)
                index.add(card, src, tgt)
            key = (game, lang)
            texts[key] += 1
            with_error[key] += any(rule(f.name).severity == "error" for f in found)
            with_outdated[key] += any(f.name == "outdated-template" for f in found)
            for f in found:
                by_rule[key][f.name] += 1
                pool.append((card, f))
    drift = index.findings()
    for f in drift:
        by_rule[(f.game, f.lang)][f.name] += 1
    print("\n## Rules-knowledge checks of one text (source and translations)\n")
    print("| game | lang | texts | with an error-level finding | outdated-template | rules |")
    print("|---|---|---:|---:|---:|---|")
    for key in sorted(texts):
        n = texts[key]
        rules = ", ".join(f"{k} {v}" for k, v in by_rule[key].most_common() if k != "outdated-template")
        print(f"| {key[0]} | {key[1]} | {n} | {100 * with_error[key] / n:.2f}% | "
              f"{100 * with_outdated[key] / n:.2f}% | {rules or '–'} |")
    groups = [g for g in index.groups.values() if len(g) >= 5]
    print(f"\nSet-wide consistency: {len(index.groups)} (game, language, source template) groups, "
          f"{len(groups)} with at least 5 cards, {len(drift)} rare renderings reported (inconsistent-template).")
    rng = random.Random(seed)
    shown = [p for p in pool if show is None or p[1].name == show]
    print(f"\n### {min(samples, len(shown))} sample rules-knowledge findings\n")
    for card, f in rng.sample(shown, min(samples, len(shown))):
        print(f"- {card.game} {card.id} [{f.lang}] {f.name}: {f.message}" + (f" → “{f.suggestion}”" if f.suggestion is not None else ""))
        print(f"    {f.lang}: {card.texts[f.lang][:300]!r}")
    if show in (None, "inconsistent-template"):
        print(f"\n### {min(samples, len(drift))} sample inconsistent-template findings\n")
        for f in rng.sample(drift, min(samples, len(drift))):
            print(f"- {f.game} {f.card} [{f.lang}] “{f.span.text}”: {f.message.split(';')[0]}"
                  + (f" → “{f.suggestion}”" if f.suggestion is not None else ""))


def broken(cards: list[CardRecord], mutations_dir: Path, per_kind: int, seed: int, lang: str | None) -> None:
    mutations = []
    for path in sorted(mutations_dir.glob("*.yaml")):
        mutations += (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).get("mutations", [])
    mutations = [m for m in mutations if lang is None or m["lang"] == lang]
    checker = Checker(CheckOptions(checks=False))
    tried: Counter[str] = Counter()
    caught: Counter[str] = Counter()
    classes: dict[str, str] = {}  # label -> the kind of slip (`class`, default: the finding's name)
    misses: dict[str, list[str]] = defaultdict(list)
    rng = random.Random(seed)
    shuffled = cards[:]
    rng.shuffle(shuffled)
    for m in mutations:
        pattern = re.compile(m["find"])
        label = f"{m['lang']} {m.get('game', '*')} {m['kind']}: {m['find']} → {m['replace']}"
        classes[label] = m.get("class", m["kind"])
        for card in shuffled:
            if tried[label] >= per_kind:
                break
            if m.get("game") and card.game != m["game"]:
                continue
            text = card.texts.get(m["lang"])
            if text is None or "en" not in card.texts or not pattern.search(text):
                continue
            if m.get("source") and not re.search(m["source"], card.texts["en"]):
                continue
            before, _, _ = checker.check_card(CardRecord(card.id, {"en": card.texts["en"], m["lang"]: text}, card.game, card.card_type))
            mutated = pattern.sub(m["replace"], text, count=1)
            after, _, _ = checker.check_card(CardRecord(card.id, {"en": card.texts["en"], m["lang"]: mutated}, card.game, card.card_type))
            tried[label] += 1
            if sum(f.name == m["kind"] for f in after) > sum(f.name == m["kind"] for f in before):
                caught[label] += 1
            elif len(misses[label]) < 3:
                misses[label].append(f"{card.id}: {mutated[:200]!r}")
    print("\n## Deliberately broken translations\n")
    print("| mutation | tried | caught |")
    print("|---|---:|---:|")
    total_t = total_c = 0
    for label in tried:
        total_t += tried[label]
        total_c += caught[label]
        print(f"| {label} | {tried[label]} | {100 * caught[label] / tried[label]:.1f}% |")
    if total_t:
        print(f"| **all** | {total_t} | {100 * total_c / total_t:.1f}% |")
    kinds: Counter[str] = Counter()
    kinds_c: Counter[str] = Counter()
    for label in tried:
        kind = label.split(":")[0].split()[-1]
        kinds[kind] += tried[label]
        kinds_c[kind] += caught[label]
    print("\n| finding kind | tried | caught |\n|---|---:|---:|")
    for kind in sorted(kinds):
        print(f"| {kind} | {kinds[kind]} | {100 * kinds_c[kind] / kinds[kind]:.1f}% |")
    by_class: Counter[str] = Counter()
    by_class_c: Counter[str] = Counter()
    for label in tried:
        by_class[classes[label]] += tried[label]
        by_class_c[classes[label]] += caught[label]
    print("\n| kind of slip | tried | caught |\n|---|---:|---:|")
    for cls in sorted(by_class):
        print(f"| {cls} | {by_class[cls]} | {100 * by_class_c[cls] / by_class[cls]:.1f}% |")
    for label, items in misses.items():
        if items:
            print(f"\nmissed ({label}):")
            for item in items:
                print(f"  - {item}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--game")
    parser.add_argument("--lang", help="only this translation language")
    parser.add_argument("--limit", type=int, help="at most N cards per corpus file")
    parser.add_argument("--samples", type=int, default=15)
    parser.add_argument("--show", help="sample only findings of this rule name")
    parser.add_argument("--per-kind", type=int, default=200, help="broken translations tried per mutation")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--skip-official", action="store_true")
    parser.add_argument("--skip-broken", action="store_true")
    parser.add_argument("--skip-checks", action="store_true", help="skip the rules-knowledge and consistency checks")
    args = parser.parse_args()
    if not args.corpus.is_dir():
        print(f"accuracy: corpus not found at {args.corpus} (it lives in ../shared/corpus); nothing measured.")
        return 0
    cards = _cards(args.corpus, args.game, args.limit)
    # every analysis kept for the run: both passes over official text ask for each one several times
    checker = Checker(CheckOptions(checks=False), analyze_text=functools.cache(analyze))
    if not args.skip_official:
        official(cards, args.samples, args.seed, args.show, args.lang, checker)
    if not args.skip_checks:
        rules_knowledge(cards, args.samples, args.seed, args.show, args.lang, checker)
    if not args.skip_broken:
        broken(cards, ROOT / "bench" / "mutations", args.per_kind, args.seed, args.lang)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
