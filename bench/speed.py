"""How fast cardlint is, next to the floor of any spaCy-based linter: tokenizing the text once.

    python bench/speed.py [--corpus ../shared/corpus] [--limit N] [--cache-cards N] [--profile N] [--no-write]

Prints, on the same texts (every card of the shared corpus, or the first ``--limit`` of
each game; the project's own corpus scaled up when ``../shared`` is absent):
T0 (spaCy's blank tokenizer alone, ``nlp.tokenizer.pipe``), T1 (``cardlint check`` end to
end in a child process: reading, analysis, comparison, JSON report), T1/T0, cards per
second, the child's peak memory, the wall time with ``--jobs 2``, the cold start on a
one-card file, and the cache: a first and a second run over an unchanged database, and a
run after editing 10 cards (how many texts were analysed again). Then it rewrites
``bench/results.md`` so a regression shows up in review. ``--profile N`` prints the top
functions of an in-process run over N cards.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import platform
import pstats
import sqlite3
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from linter.output import write_atomic  # noqa: E402

SHARED = ROOT.parent / "shared" / "corpus"
RESULTS = ROOT / "bench" / "results.md"
EDITED_CARDS = 10


@dataclass
class Run:
    seconds: float
    peak_mb: float
    exit_code: int


def _cards_from(path: Path, limit: int | None) -> list[dict]:
    cards = []
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                cards.append(json.loads(line))
                if limit and len(cards) >= limit:
                    break
    return cards


def load_cards(corpus: Path, limit: int | None) -> tuple[list[dict], str]:
    """The benchmark's cards, and where they come from."""
    if corpus.is_dir() and any(corpus.glob("*.jsonl")):
        cards = [c for path in sorted(corpus.glob("*.jsonl")) for c in _cards_from(path, limit)]
        return cards, f"{corpus} ({'first ' + str(limit) + ' cards of each game' if limit else 'every card'})"
    import yaml

    pairs = []
    for path in sorted((ROOT / "corpus").glob("*/*.yaml")):
        lang, game = path.parent.name, path.stem
        for case in (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).get("pairs", []):
            if case.get("en") and case.get(lang) and lang != "en":
                pairs.append({"game": game, "id": case.get("id", "card"), "text": {"en": case["en"], lang: case[lang]}})
    wanted = limit or 23_000
    cards = [dict(pairs[i % len(pairs)], id=f"{pairs[i % len(pairs)]['id']}-{i}") for i in range(wanted)]
    return cards, f"project corpus/ pairs scaled up to {wanted} cards (../shared absent)"


def write_jsonl(cards: list[dict], path: Path) -> Path:
    with path.open("w", encoding="utf-8") as handle:
        for card in cards:
            handle.write(json.dumps({"game": card["game"], "id": card["id"], "text": card["text"]},
                                    ensure_ascii=False) + "\n")
    return path


def tokenizer_seconds(cards: list[dict]) -> tuple[float, int]:
    """T0: spaCy's blank tokenizer of each language over every text (pipelines built beforehand)."""
    import spacy

    by_lang: dict[str, list[str]] = {}
    for card in cards:
        for lang, text in card["text"].items():
            by_lang.setdefault(lang, []).append(text)
    tokenizers = {lang: spacy.blank(lang).tokenizer for lang in by_lang}
    start = time.perf_counter()
    for lang, texts in by_lang.items():
        for _ in tokenizers[lang].pipe(texts, batch_size=1000):
            pass
    return time.perf_counter() - start, sum(map(len, by_lang.values()))


def cardlint(args: list[str], env: dict[str, str] | None = None) -> Run:
    """Run ``cardlint`` in a child process: its wall time and peak resident memory."""
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-m", "linter", *args], cwd=ROOT, env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert child.stderr is not None
    errors = child.stderr.read()
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    seconds = time.perf_counter() - start
    if child.returncode not in (0, 1):
        print(f"  cardlint {' '.join(args)} exited {child.returncode}: {errors.decode(errors='replace')[-500:]}",
              file=sys.stderr)
    return Run(seconds, usage.ru_maxrss / 1024, child.returncode)


def cli_has(option: str) -> bool:
    help_text = subprocess.run([sys.executable, "-m", "linter", "check", "--help"], cwd=ROOT,
                               capture_output=True, text=True).stdout
    return option in help_text


def store_entries(folder: Path) -> int:
    stores = list(folder.glob("*.sqlite3"))
    if not stores:
        return 0
    db = sqlite3.connect(stores[0])
    try:
        return db.execute("SELECT COUNT(*) FROM analysis").fetchone()[0]
    finally:
        db.close()


def edit_cards(cards: list[dict], count: int) -> list[dict]:
    """The same database with ``count`` cards' English text edited, spread over the file."""
    step = max(1, len(cards) // count)
    edited = [dict(c, text=dict(c["text"])) for c in cards]
    for i in range(0, step * count, step):
        edited[i]["text"]["en"] = edited[i]["text"].get("en", "") + " Draw a card."
    return edited


def profile(cards: list[dict], top: int = 15) -> str:
    """The functions where an in-process check of ``cards`` spends its own time."""
    from linter.check import Checker, CheckOptions
    from linter.readers.jsonl import read_jsonl

    with tempfile.TemporaryDirectory() as folder:
        path = write_jsonl(cards, Path(folder) / "profile.jsonl")
        records = list(read_jsonl(path))
        profiler = cProfile.Profile()
        profiler.enable()
        Checker(CheckOptions()).run(records)
        profiler.disable()
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(top)
    return out.getvalue()


def machine() -> str:
    import spacy

    memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    return (f"{os.cpu_count()} CPUs ({len(os.sched_getaffinity(0))} usable), {memory:.1f} GB memory, "
            f"Python {platform.python_version()}, spaCy {spacy.__version__}, {platform.system()} {platform.machine()}")


def _lsp_latency(corpus: Path, cards: int, burst_cards: int) -> tuple[str, str]:
    """From bench/lsp_latency.py in a child process: p50 / p99 wall-clock re-lint latency, and the
    seconds from the last edit of a burst to the final diagnostics (typing / scattered edits)."""
    import re
    import subprocess

    out = subprocess.run([sys.executable, str(ROOT / "bench" / "lsp_latency.py"), "--corpus", str(corpus),
                          "--cards", str(cards), "--edits", "40", "--burst-cards", str(burst_cards)],
                         capture_output=True, text=True, cwd=ROOT)
    failed = f"failed: {out.stderr.strip()[-200:]}"
    found = re.search(r"edit \(\d+ edits\): p50 (\d+) ms, p99 (\d+) ms", out.stdout)
    bursts = re.findall(r"final diagnostics published ([\d.]+) s .*?; \d+ diagnostics, (all on their card's line)?",
                        out.stdout)
    burst = " / ".join(seconds + ("" if right else " (MISPLACED)") for seconds, right in bursts)
    return (f"{found.group(1)} / {found.group(2)}" if found else failed), (burst if len(bursts) == 2 else failed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, default=SHARED)
    parser.add_argument("--limit", type=int, help="cards per game file (default: all)")
    parser.add_argument("--cache-cards", type=int, default=20_000, help="cards in the cache database (default 20000)")
    parser.add_argument("--lsp-cards", type=int, default=5000, help="cards in the language-server latency file (default 5000)")
    parser.add_argument("--lsp-burst-cards", type=int, default=2000,
                        help="cards in the language-server burst file (default 2000)")
    parser.add_argument("--profile", type=int, default=0, metavar="N", help="profile an in-process check of N cards")
    parser.add_argument("--no-write", action="store_true", help="do not update bench/results.md")
    args = parser.parse_args()

    cards, source = load_cards(args.corpus, args.limit)
    texts = sum(len(c["text"]) for c in cards)
    print(f"cards: {len(cards)} ({texts} texts) from {source}")
    print(f"machine: {machine()}")
    rows: list[tuple[str, str, str]] = []

    def report(name: str, value: str, goal: str = "") -> None:
        rows.append((name, value, goal))
        print(f"  {name:<46} {value:>16}   {goal}")

    has_jobs, has_cache = cli_has("--jobs"), cli_has("--no-cache")
    no_cache = ["--no-cache"] if has_cache else []
    with tempfile.TemporaryDirectory(prefix="cardlint-speed-") as folder_name:
        folder = Path(folder_name)
        env = dict(os.environ, XDG_CACHE_HOME=str(folder / "xdg"))  # never the user's own cache
        data = write_jsonl(cards, folder / "cards.jsonl")

        t0, token_texts = tokenizer_seconds(cards)
        report("T0 spaCy blank tokenizer (s)", f"{t0:.2f}", f"{token_texts} texts")
        t1 = cardlint(["check", "-q", *no_cache, "--format", "json", "-o", str(folder / "report.json"), str(data)], env)
        report("T1 cardlint check, 1 process (s)", f"{t1.seconds:.2f}")
        report("T1/T0", f"{t1.seconds / t0:.1f}", "goal ≤ 3")
        report("cards per second (1 process)", f"{len(cards) / t1.seconds:.0f}")
        report("peak memory, 1 process (MB)", f"{t1.peak_mb:.0f}", "goal < 500")
        if has_jobs:
            t2 = cardlint(["check", "-q", *no_cache, "--jobs", "2", "--format", "json",
                           "-o", str(folder / "report2.json"), str(data)], env)
            report("--jobs 2 wall time (s)", f"{t2.seconds:.2f}", "goal < 30 s for the whole shared corpus")
            report("--jobs 2 cards per second", f"{len(cards) / t2.seconds:.0f}",
                   f"whole corpus ≈ {23_691 / (len(cards) / t2.seconds):.0f} s at this rate")
        else:
            report("--jobs 2 wall time (s)", "not wired", "cardlint check has no --jobs yet")

        one = write_jsonl(cards[:1], folder / "one.jsonl")
        cold = cardlint(["check", "-q", *no_cache, "--format", "json", str(one)], env)
        report("cold start, one-card file, no cache (s)", f"{cold.seconds:.2f}",
               f"goal < 1 s ({len(cards[0]['text'])} languages: builds their pipelines)")
        if has_cache:
            warm = ["check", "-q", "--cache", str(folder / "one-cache"), "--format", "json", str(one)]
            cardlint(warm, env)
            report("cold start, one-card file, cached (s)", f"{cardlint(warm, env).seconds:.2f}",
                   "goal < 1 s (spaCy not even imported)")
        imports = cardlint(["--version"], env)
        report("cold start, `cardlint --version` (s)", f"{imports.seconds:.2f}")

        if has_cache:
            cache_cards, cache_source = load_cards(args.corpus, None)
            cache_cards = cache_cards[:args.cache_cards]
            database = write_jsonl(cache_cards, folder / "database.jsonl")
            store = folder / "cache"
            common = ["check", "-q", "--cache", str(store), "--format", "json", "-o", str(folder / "r.json")]
            first = cardlint([*common, str(database)], env)
            second = cardlint([*common, str(database)], env)
            entries = store_entries(store)
            write_jsonl(edit_cards(cache_cards, EDITED_CARDS), database)
            edited = cardlint([*common, str(database)], env)
            report(f"cache: first run, {len(cache_cards)} cards (s)", f"{first.seconds:.2f}")
            report("cache: second run, unchanged (s)", f"{second.seconds:.2f}",
                   f"{100 * second.seconds / first.seconds:.0f}% of the first (goal < 10%)")
            report(f"cache: after editing {EDITED_CARDS} cards (s)", f"{edited.seconds:.2f}",
                   f"{store_entries(store) - entries} texts analysed again")
        else:
            report("cache", "not wired", "cardlint check has no --cache yet")
        latency, burst = _lsp_latency(args.corpus, args.lsp_cards, args.lsp_burst_cards)
        report(f"language server re-lint after a one-character edit, {args.lsp_cards} cards, p50 / p99 (ms)",
               latency, "goal: p99 < 50 ms (bench/lsp_latency.py)")
        report(f"language server, 100 edits 10 ms apart in {args.lsp_burst_cards} cards: last edit → final "
               "diagnostics, typing / scattered (s)", burst, "goal < 3 s, on the right lines (bench/lsp_latency.py)")

    if args.profile:
        print(f"\nprofile of an in-process check of {args.profile} cards (own time):")
        print(profile(cards[:args.profile]))
    if not args.no_write:
        command = "python bench/speed.py" + "".join(f" {a}" for a in sys.argv[1:])
        write_atomic(RESULTS, lambda handle: handle.write(render(rows, len(cards), texts, source, command)))
        print(f"wrote {RESULTS.relative_to(ROOT)}")


def render(rows: list[tuple[str, str, str]], cards: int, texts: int, source: str, command: str) -> str:
    lines = [
        "# Speed benchmark results",
        "",
        "Written by `bench/speed.py`; review changes to these figures like code.",
        "",
        f"- command: `{command}`",
        f"- input: {cards} cards, {texts} texts from {source.replace(str(ROOT.parent), '..')}",
        f"- machine: {machine()}",
        f"- date: {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}",
        "",
        "| figure | value | note |",
        "|---|---:|---|",
        *(f"| {name} | {value} | {goal} |" for name, value, goal in rows),
        "",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    main()
