"""What suggested wordings cost, and whether any of them, applied, leaves a finding (issue 25).

    python bench/suggestions.py [--corpus ../shared/corpus] [--game mtg] [--limit N]

Checks every card of the corpus files with suggestions (``Checker(suggestions=True)``, what
``cardlint check`` does), uncached (every text analysed), and prints the CPU time spent inside the
suggestion engine's steps against the run's: measured in one run, so a loaded machine does not
blur it. Unless ``--no-speed``, also runs without and with suggestions, alternated ``--rounds``
times, and prints the least CPU time of each. Then applies every suggestion
offered to its translation and checks the card again with a fresh checker: a suggestion that leaves
a finding at the words it replaced, or adds a finding of any rule, is counted (the engine promises
none). Prints how many findings got a suggestion, per rule.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from linter.check import Checker, CheckOptions, CheckResult  # noqa: E402
from linter.locales import available_games  # noqa: E402
from linter.readers.jsonl import read_jsonl  # noqa: E402
from linter.readers.records import CardRecord  # noqa: E402
from linter.suggest.choose import fixes  # noqa: E402
from linter.suggest.engine import CROSS_LANGUAGE, Suggester  # noqa: E402


def _records(corpus: Path, game: str | None, limit: int | None) -> list[CardRecord]:
    known, out = set(available_games()), []
    for path in sorted(corpus.glob("*.jsonl")) + sorted(corpus.glob("*/*.jsonl")):
        n = 0
        for rec in read_jsonl(path):
            if isinstance(rec, CardRecord) and rec.game in known and (not game or rec.game == game):
                out.append(rec)
                n += 1
                if limit and n >= limit:
                    break
    return out


SPENT = {"suggesting": 0.0}  # CPU time inside the suggestion engine's steps, in the run timed


def _timed(method):  # type: ignore[no-untyped-def]
    def run(*args, **kwargs):  # type: ignore[no-untyped-def]
        start = time.process_time()
        try:
            return method(*args, **kwargs)
        finally:
            SPENT["suggesting"] += time.process_time() - start

    return run


for _name in ("collect", "absorb", "take", "finish"):  # every step the checker calls
    setattr(Suggester, _name, _timed(getattr(Suggester, _name)))


def _run(records: list[CardRecord], suggestions: bool) -> tuple[CheckResult, float]:
    checker = Checker(CheckOptions(), suggestions=suggestions)
    checker.plan(records)
    SPENT["suggesting"] = 0.0
    start = time.process_time()
    result = checker.run(records)
    return result, time.process_time() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--game")
    parser.add_argument("--limit", type=int, help="at most N cards per corpus file")
    parser.add_argument("--rounds", type=int, default=2, help="timed runs of each kind, alternated (the least counts)")
    parser.add_argument("--no-speed", action="store_true", help="one run with suggestions, checked; no timing")
    args = parser.parse_args()
    if not args.corpus.is_dir():
        print(f"suggestions: corpus not found at {args.corpus}; nothing measured.")
        return 0
    records = _records(args.corpus, args.game, args.limit)
    _run(records[:500], False)  # the pipelines built before any run is timed
    with_, took = _run(records, True)
    print(f"Inside one run with suggestions: {SPENT['suggesting']:.1f} s of {took:.1f} s CPU in the suggestion engine "
          f"({100 * SPENT['suggesting'] / took:.1f} %; evidence collected, counted, wordings chosen and checked)")
    if not args.no_speed:
        times: dict[bool, list[float]] = {False: [], True: []}
        for _ in range(args.rounds):
            for on in (False, True):
                result, took = _run(records, on)
                times[on].append(took)
                if on:
                    with_ = result
                else:
                    without = result
        assert [f.fingerprint for f in without.findings] == [f.fingerprint for f in with_.findings]
        t0, t1 = min(times[False]), min(times[True])
        print(f"CPU time (least of {args.rounds} uncached runs each): without suggestions {t0:.1f} s, with {t1:.1f} s:"
              f" suggestions add {100 * (t1 - t0) / t0:+.1f} %")
    print(f"{len(records)} cards, {with_.pairs} translations, {len(with_.findings)} findings")
    by_card = {(r.path, r.id): r for r in records}
    had: dict[tuple[str, str, str], Counter[str]] = {}
    for f in with_.findings:
        had.setdefault((f.path, f.card, f.lang), Counter())[f.name] += 1
    checker = Checker(CheckOptions())
    offered: Counter[str] = Counter()
    cross: Counter[str] = Counter()
    left: list[str] = []
    for f in with_.findings:
        cross[f.name] += f.name in CROSS_LANGUAGE
        if f.suggestion is None or f.replacement is None:
            continue
        offered[f.name] += 1
        card = by_card[(f.path, f.card)]
        text, span = card.texts[f.lang], f.replacement.span
        new = text[: span.start] + f.suggestion + text[span.end :]
        if not fixes(checker.recheck(card, f.lang, new), had[(f.path, f.card, f.lang)], span.start,
                     span.start + len(f.suggestion)):
            left.append(f"{f.card} [{f.lang}] {f.name}: “{span.text}” → “{f.suggestion}”")
    print(f"\nSuggestions offered: {sum(offered.values())} of {sum(cross.values())} cross-language findings")
    print("\n| rule | findings | with a suggestion |\n|---|---:|---:|")
    for name in sorted(cross, key=lambda n: -cross[n]):
        if cross[name]:
            print(f"| {name} | {cross[name]} | {offered[name]} ({100 * offered[name] / cross[name]:.1f} %) |")
    print(f"\nSuggestions that, applied, leave a finding: {len(left)}")
    for line in left[:20]:
        print(f"- {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
