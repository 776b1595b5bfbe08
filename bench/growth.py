"""How analysis time grows with the length of one text: it must grow in proportion, never with its square.

    python bench/growth.py [--sizes 1000,10000,100000] [--only NAME]

Analyses one text made of a short sentence repeated ×1k, ×10k and ×100k (every language the
project has; Yu-Gi-Oh!, Altered and Lorcana; a parenthesised aside; Riftbound's "an opponent", one
sentence without end) with
``linter.pipeline.analyze``, the pipelines built beforehand. Such texts are over
``--max-text-length`` (20,000 characters by default, an input error in ``cardlint check``), so the
analysis is called directly and spaCy's own length limit is raised for the run: the question is
what one long text costs, not whether cardlint accepts it.

Prints each size's wall and CPU seconds, microseconds per repetition, and the growth from the
smallest size (×10 the length should cost about ×10: a square would show ×100).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from linter.pipeline import analyze, pipeline  # noqa: E402

# (name, language, game, the repeated text)
CASES = (
    ("en", "en", "mtg", "Destroy target creature. "),
    ("es", "es", "mtg", "Destruye la criatura objetivo. "),
    ("de", "de", "mtg", "Zerstöre eine Kreatur deiner Wahl. "),
    ("fr", "fr", "mtg", "Détruisez la créature ciblée. "),
    ("it", "it", "mtg", "Distruggi una creatura bersaglio. "),
    ("en ygo", "en", "ygo", "Target 1 monster your opponent controls; destroy it. "),
    ("fr altered", "fr", "altered", "Choisissez un Personnage. "),
    ("en lorcana", "en", "lorcana", "Banish chosen character. "),
    ("en (parenthesis)", "en", "mtg", "(target creature) "),
    ("en riftbound", "en", "riftbound", "an opponent "),
)


def measure(lang: str, game: str, text: str) -> tuple[float, float]:
    """Wall and CPU seconds of one analysis."""
    wall, cpu = time.perf_counter(), time.process_time()
    analyze(text, lang, game)
    return time.perf_counter() - wall, time.process_time() - cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1000,10000,100000", help="repetitions, comma-separated")
    parser.add_argument("--only", help="only the case of this name")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    print(f"{'case':<18} {'×':>8} {'chars':>10} {'wall s':>8} {'cpu s':>8} {'µs/rep':>7} {'growth':>14}")
    for name, lang, game, unit in CASES:
        if args.only and name != args.only:
            continue
        nlp = pipeline(lang, game)
        nlp.max_length = max(nlp.max_length, len(unit) * max(sizes) + 1)
        analyze(unit * 10, lang, game)  # warm: lexicon and caches
        first: tuple[int, float] | None = None
        for n in sizes:
            wall, cpu = measure(lang, game, unit * n)
            first = first or (n, cpu)
            growth = f"×{cpu / first[1]:.1f} for ×{n // first[0]}" if n != first[0] else ""
            print(
                f"{name:<18} {n:>8,} {len(unit) * n:>10,} {wall:>8.2f} {cpu:>8.2f} {cpu / n * 1e6:>7.0f} {growth:>14}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
