"""Riftbound targets against a gold set decided from the rules: exact target count per card.

    python bench/riftbound_gold.py [--corpus ../shared/corpus] [--show]

bench/riftbound_gold.yaml holds card ids and the number of targeted selections each card makes
(no card text); the texts come from the shared corpus's riftbound.jsonl. A card is right when
cardlint finds exactly that many target frames in its English text.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from linter.pipeline import analyze  # noqa: E402

GOLD = ROOT / "bench" / "riftbound_gold.yaml"


def shared_corpus() -> Path | None:
    """The shared corpus beside the checkout (or beside a folder holding worktrees), if present."""
    for folder in ROOT.parents:
        if (folder / "shared" / "corpus" / "riftbound.jsonl").is_file():
            return folder / "shared" / "corpus"
    return None


def targets(text: str, card_type: str | None) -> int:
    """How many targeted selections cardlint finds in one English Riftbound text."""
    return sum(1 for f in analyze(text, "en", "riftbound", card_type).frames if f.concept == "target")


def measure(corpus: Path) -> tuple[int, list[tuple[str, int, int, str]]]:
    """(cards measured, [(id, expected, found, text) for each card counted wrong])."""
    gold = {str(k): int(v) for k, v in yaml.safe_load(GOLD.read_text(encoding="utf-8")).items()}
    cards = {}
    with (corpus / "riftbound.jsonl").open(encoding="utf-8") as lines:
        for line in lines:
            card = json.loads(line)
            if card["id"] in gold:
                cards[card["id"]] = card
    wrong = []
    for card_id, want in gold.items():
        card = cards[card_id]
        found = targets(card["text"]["en"], (card.get("meta") or {}).get("type"))
        if found != want:
            wrong.append((card_id, want, found, card["text"]["en"]))
    return len(gold), wrong


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=shared_corpus())
    parser.add_argument("--show", action="store_true", help="list the cards counted wrong")
    args = parser.parse_args()
    if args.corpus is None or not (args.corpus / "riftbound.jsonl").is_file():
        print("no shared corpus (riftbound.jsonl) found; nothing measured")
        return
    n, wrong = measure(args.corpus)
    print(f"Riftbound gold set: {n} cards, exact target count {100 * (n - len(wrong)) / n:.1f}% ({n - len(wrong)}/{n})")
    if args.show:
        for card_id, want, found, text in wrong:
            print(f"- {card_id}: expected {want}, found {found}: {text!r}")


if __name__ == "__main__":
    main()
