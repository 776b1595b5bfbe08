"""Paraphrase robustness on official text: how many rewritten texts change cardlint's findings.

    python bench/paraphrase.py [--corpus ../shared/corpus] [--game mtg] [--lang it] [--limit N] [--show 10]

Each meaning-preserving rewrite of tests/paraphrases.py (numerals, voice, an explicit subject,
word order, articles, a describing word…) is applied to every official text of its language —
English sources and the translations of corpus/*.jsonl and of a language's own folder
(corpus/it/*.jsonl, whose English is counted once, in the main files) — where it changes something; the card is then compared and checked again
(translation comparison and single-language checks). An edited text "changes findings" when the
(rule, language) list of its card differs from the unedited card's: the rate should be 0.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from linter.check import Checker, CheckOptions  # noqa: E402
from linter.checks import check_text, check_translation  # noqa: E402
from linter.compare import compare  # noqa: E402
from linter.locales import available_games, available_languages  # noqa: E402
from linter.readers.jsonl import read_jsonl  # noqa: E402
from linter.readers.records import CardRecord  # noqa: E402
from paraphrases import PARAPHRASES  # noqa: E402


def _findings(checker: Checker, card: CardRecord, lang: str, texts: dict[str, str]) -> list[tuple[str, str]]:
    game = card.game or "mtg"
    src = checker.analysis(texts["en"], "en", game, card.card_type)
    tgt = checker.analysis(texts[lang], lang, game, card.card_type)
    found = compare(card.id, src, tgt) + check_text(card.id, tgt, "en") + check_translation(card.id, src, tgt)
    found += check_text(card.id, src, "en")
    return sorted((f.name, f.lang) for f in found)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--game")
    parser.add_argument("--lang", help="only this translation language")
    parser.add_argument("--limit", type=int, help="the first N cards of each file")
    parser.add_argument("--show", type=int, default=0, help="print this many changed examples")
    args = parser.parse_args()
    if not args.corpus.is_dir():
        print(f"{args.corpus}: not found; nothing measured (the shared corpus is needed)")
        return
    checker = Checker(CheckOptions())
    edited: Counter[tuple[str, str, str]] = Counter()
    changed: Counter[tuple[str, str, str]] = Counter()
    shown = 0
    for path in sorted(args.corpus.glob("*.jsonl")) + sorted(args.corpus.glob("*/*.jsonl")):
        own_folder = path.parent.name in available_languages()  # corpus/it/: its English is no new source
        taken = 0
        for card in read_jsonl(path):
            if not isinstance(card, CardRecord) or card.game not in available_games() or "en" not in card.texts:
                continue
            if (args.game and card.game != args.game) or (args.lang and args.lang not in card.texts):
                continue
            taken += 1
            if args.limit and taken > args.limit:
                break
            for lang in card.texts:
                if lang == "en" or lang not in checker.languages or (args.lang and lang != args.lang):
                    continue
                texts = {"en": card.texts["en"], lang: card.texts[lang]}
                before = None
                for side in ("en", lang):
                    for name, rewrite in PARAPHRASES[side].items():
                        new = rewrite(texts[side])
                        first = lang == min(set(card.texts) - {"en"})
                        if new == texts[side] or (side == "en" and (own_folder or not first)):
                            continue  # an English rewrite is counted once per card, with its first translation
                        key = (card.game or "mtg", side, name)
                        edited[key] += 1
                        before = before or _findings(checker, card, lang, texts)
                        after = _findings(checker, card, lang, texts | {side: new})
                        if after != before:
                            changed[key] += 1
                            if shown < args.show:
                                shown += 1
                                print(f"- {card.id} [{side} {name}] {before} → {after}\n    {new[:240]!r}")
    print("\n| game | language | rewrite | edited texts | findings changed |")
    print("|---|---|---|---:|---:|")
    for key in sorted(edited):
        print(f"| {key[0]} | {key[1]} | {key[2]} | {edited[key]} | {changed[key]} ({100 * changed[key] / edited[key]:.1f}%) |")
    total, moved = sum(edited.values()), sum(changed.values())
    print(f"\nAll rewrites: {total} edited texts, {moved} with changed findings ({100 * moved / max(total, 1):.1f}%)")


if __name__ == "__main__":
    main()
