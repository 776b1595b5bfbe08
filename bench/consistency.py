"""Set-wide consistency (CL301) on official text, set by set: how many template groups it reports.

    python bench/consistency.py [--corpus ../shared/corpus] [--game mtg] [--limit N] [--sets 15]

Each card's translations are added to three template indexes: the previous behaviour (every
card of a game in one group, usual rendering 10× as frequent), 5× per set, and the configured
thresholds per set (``[tool.cardlint] consistency``, default: 5 cards, 5×, a rare rendering on at
most 2 cards). Yu-Gi-Oh! records carry no set: a game's whole text is one group there. Official
translations are nearly all consistent on purpose, so what is reported is mostly the volume a
team would review: per (game, language, set), groups large enough to judge, groups with a
report, and rare renderings reported.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from linter.check import Checker, CheckOptions  # noqa: E402
from linter.config import load_config  # noqa: E402
from linter.consistency import TemplateIndex, Thresholds  # noqa: E402
from linter.locales import available_games  # noqa: E402
from linter.readers.jsonl import read_jsonl  # noqa: E402
from linter.readers.records import CardRecord  # noqa: E402

NO_SET = "(no set)"
ANY = 10**9  # no limit on the cards of a rare rendering (the previous behaviour)


def _cards(corpus: Path, game: str | None, limit: int | None) -> list[CardRecord]:
    known = set(available_games())
    cards: list[CardRecord] = []
    for path in sorted(corpus.glob("*.jsonl")):
        taken = 0
        for rec in read_jsonl(path):
            if isinstance(rec, CardRecord) and rec.game in known and (game is None or rec.game == game):
                cards.append(rec)
                taken += 1
                if limit and taken >= limit:
                    break
    return cards


def _per_set(index: TemplateIndex) -> dict[tuple[str, str, str], tuple[int, int, int]]:
    """(game, lang, set) → (groups of at least min-cards, groups with a report, rare renderings reported)."""
    rows: dict[tuple[str, str, str], list[int]] = defaultdict(lambda: [0, 0, 0])
    for (game, lang, printing, _), found in index.by_group():
        row = rows[(game, lang, printing or NO_SET)]
        row[0] += 1
        row[1] += bool(found)
        row[2] += len(found)
    return {k: (a, b, c) for k, (a, b, c) in rows.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--game")
    parser.add_argument("--limit", type=int, help="the first N cards of each file")
    parser.add_argument("--sets", type=int, default=15, help="sets listed, most reports first")
    args = parser.parse_args()
    if not args.corpus.is_dir():
        print(f"{args.corpus}: not found; nothing measured (the shared corpus is needed)")
        return
    cards = _cards(args.corpus, args.game, args.limit)
    configured = Thresholds.of(load_config(ROOT).consistency)
    indexes = {
        "previous: whole game, 5 cards, 10×": (TemplateIndex(Thresholds(5, 10, ANY)), False),
        "per set, 5 cards, 5×, any number of rare cards": (TemplateIndex(Thresholds(5, 5, ANY)), True),
        f"per set, {configured.min_cards} cards, {configured.majority:g}×, at most {configured.max_rare} rare cards"
        " (configured)": (TemplateIndex(configured), True),
    }
    checker = Checker(CheckOptions())
    for card in cards:
        game = card.game or "mtg"
        src = checker.analysis(card.texts["en"], "en", game, card.card_type)
        for lang, text in card.texts.items():
            if lang == "en" or lang not in checker.languages:
                continue
            tgt = checker.analysis(text, lang, game, card.card_type)
            for index, by_set in indexes.values():
                index.add(card if by_set else replace(card, sets={}), src, tgt)
    print(f"{len(cards)} cards from {args.corpus}\n")
    print("| grouping | groups judged | groups reported | rare renderings reported | sets with a report |")
    print("|---|---:|---:|---:|---:|")
    tables = {}
    for name, (index, _) in indexes.items():
        rows = tables[name] = _per_set(index)
        sets = sum(1 for (_, _, s), r in rows.items() if r[1])
        total = [sum(r[i] for r in rows.values()) for i in range(3)]
        print(f"| {name} | {total[0]} | {total[1]} | {total[2]} | {sets} of {len(rows)} |")
    name = list(indexes)[-1]
    rows = tables[name]
    print(f"\n### Set by set ({name}), most reports first\n")
    print("| game | lang | set | groups judged | groups reported | rare renderings |")
    print("|---|---|---|---:|---:|---:|")
    for (game, lang, printing), (judged, groups, rare) in sorted(rows.items(), key=lambda kv: (-kv[1][2], kv[0]))[
        : args.sets
    ]:
        print(f"| {game} | {lang} | {printing} | {judged} | {groups} | {rare} |")
    spread = Counter(str(r[1]) if r[1] < 3 else "3+" for r in rows.values())
    print("\n(game, language, set) by groups reported: " + ", ".join(f"{k}: {v}" for k, v in sorted(spread.items())))


if __name__ == "__main__":
    main()
