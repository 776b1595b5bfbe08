"""How fast cardlint is, next to the floor of any spaCy-based linter: tokenizing the text once.

    python bench/speed.py --corpus /work/shared/corpus [--limit N] [--cache-cards N] [--stage-cards N] [--profile N]
                          [--no-lsp] [--no-report] [--no-write]

On every card of the shared corpus (Magic, Yu-Gi-Oh!, Riftbound, Altered; every language; cards of a
game cardlint does not know are skipped, saying so; ``--limit N``: the first N cards of each
file; the project's own corpus scaled up when the corpus folder is absent), prints:

- T0, spaCy's blank tokenizer of each language alone (``spacy.blank(lang).tokenizer.pipe``) over
  every text, and T1, ``cardlint check --no-cache --format json`` end to end in one child
  process (reading, analysis, comparison, checks, the JSON report), T1/T0, and the child's
  peak memory;
- per (language, game): the texts, the bare tokenizer's time and cardlint's analysis
  (``linter.pipeline.analyze``, pipelines built beforehand) on the same texts, and their ratio;
- ``--jobs 2``, and its CPU time over one process's (the work two processes do twice); the cold
  start of a one-card check in four languages without and with every analysis cached
  (``bench/cold_start.py``: where the time goes); the cache (a first and a second run over
  ``--cache-cards`` cards, and a run after editing 10 of them);
- the language server (``bench/lsp_latency.py``: re-lint latency after a one-character edit in
  a 5,000-card file, and bursts of edits through the server over stdio);
- the review page's analysis of 20,000 cards (``bench/report_size.py --full``);
- where one check spends its time by stage (read, analyse, compare, checks, write), without a cache
  and with every analysis cached (``--stage-cards N``: an in-process run, each stage's own CPU time,
  ``bench/stages.py``).

Every figure has its CPU time beside its wall time, and the load average when it was taken:
the machine is shared, and a wall time measured under load says more about the load than
about cardlint. It rewrites ``bench/results.md`` so a regression shows up in review.
``--profile N`` prints the top functions of an in-process run over N cards.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import platform
import pstats
import re
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from linter.locales import available_games, available_languages  # noqa: E402
from linter.output import write_atomic  # noqa: E402

SHARED = ROOT.parent / "shared" / "corpus"
RESULTS = ROOT / "bench" / "results.md"
EDITED_CARDS = 10
REPORT_CARDS = 20_000


@dataclass
class Run:
    seconds: float
    cpu: float  # user + system of the child and the processes it waited for
    peak_mb: float
    exit_code: int
    output: str = ""


@dataclass
class Row:
    name: str
    wall: str
    cpu: str = ""
    note: str = ""
    load: str = ""


@dataclass
class Group:
    """The texts of one (language, game) and what they cost."""

    lang: str
    game: str
    texts: list[tuple[str, str | None]] = field(default_factory=list)  # (text, card type)
    tokenizer: float = 0.0
    tokenizer_cpu: float = 0.0
    analysis: float = 0.0
    analysis_cpu: float = 0.0


def load_average() -> float:
    return os.getloadavg()[0]


def _card(raw: object, number: int, stem: str, known: set[str]) -> dict | str:
    """The card as the benchmark writes it, or why it is skipped."""
    if not isinstance(raw, dict):
        return "not a card object"
    game, texts = raw.get("game"), raw.get("text")
    if game not in known:
        return f"game {game!r}, which cardlint does not know"
    if not isinstance(texts, dict) or not texts or not all(isinstance(t, str) for t in texts.values()):
        return "no text"
    meta = raw.get("meta") if isinstance(raw.get("meta"), dict) else {}
    card_type = raw.get("type") or meta.get("type")  # type: ignore[union-attr]
    card = {"game": game, "id": str(raw.get("id") or f"{stem}-{number}"), "text": texts}
    if isinstance(card_type, str):
        card["type"] = card_type
    return card


def load_cards(corpus: Path, limit: int | None) -> tuple[list[dict], str, list[str]]:
    """The benchmark's cards, where they come from, and what was skipped (and why)."""
    if corpus.is_dir() and any(corpus.glob("*.jsonl")):
        known = set(available_games())
        cards: list[dict] = []
        skipped: list[str] = []
        for path in sorted(corpus.glob("*.jsonl")):
            kept, why = 0, Counter[str]()
            with path.open(encoding="utf-8", errors="replace") as handle:
                for number, line in enumerate(handle, 1):
                    if not line.strip():
                        continue
                    try:
                        found = _card(json.loads(line), number, path.stem, known)
                    except json.JSONDecodeError:
                        found = "not JSON"
                    if isinstance(found, str):
                        why[found] += 1
                        continue
                    cards.append(found)
                    kept += 1
                    if limit and kept >= limit:
                        break
            if why:
                reasons = ", ".join(f"{n} with {reason}" if reason.startswith("game") else f"{n}: {reason}"
                                    for reason, n in why.most_common())
                skipped.append(f"{path.name}: {sum(why.values())} cards skipped ({reasons})")
        scope = f"first {limit} cards of each file" if limit else "every card"
        return cards, f"{corpus} ({scope})", skipped
    import yaml

    pairs = []
    for path in sorted((ROOT / "corpus").glob("*/*.yaml")):
        lang, game = path.parent.name, path.stem
        for case in (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).get("pairs", []):
            if case.get("en") and case.get(lang) and lang != "en":
                pairs.append({"game": game, "id": case.get("id", "card"), "text": {"en": case["en"], lang: case[lang]}})
    wanted = limit or 23_000
    cards = [dict(pairs[i % len(pairs)], id=f"{pairs[i % len(pairs)]['id']}-{i}") for i in range(wanted)]
    return cards, f"project corpus/ pairs scaled up to {wanted} cards ({corpus} absent)", []


def write_jsonl(cards: list[dict], path: Path) -> Path:
    with path.open("w", encoding="utf-8") as handle:
        for card in cards:
            handle.write(json.dumps(card, ensure_ascii=False) + "\n")
    return path


def groups_of(cards: list[dict]) -> list[Group]:
    """The texts cardlint analyses, by (language, game), in corpus order."""
    languages = set(available_languages())
    found: dict[tuple[str, str], Group] = {}
    for card in cards:
        for lang, text in card["text"].items():
            if lang in languages:
                found.setdefault((lang, card["game"]), Group(lang, card["game"])).texts.append((text, card.get("type")))
    return sorted(found.values(), key=lambda g: (g.game, g.lang))


def time_tokenizers(groups: list[Group]) -> None:
    """T0 per group: the language's blank spaCy tokenizer over the group's texts (built beforehand)."""
    import spacy

    tokenizers = {g.lang: spacy.blank(g.lang).tokenizer for g in groups}
    for group in groups:
        texts = [text for text, _ in group.texts]
        wall, cpu = time.perf_counter(), time.process_time()
        for _ in tokenizers[group.lang].pipe(texts, batch_size=1000):
            pass
        group.tokenizer, group.tokenizer_cpu = time.perf_counter() - wall, time.process_time() - cpu


def time_analysis(groups: list[Group]) -> None:
    """cardlint's analysis of each group's texts (``analyze``, every pipeline built beforehand)."""
    from linter.pipeline import analyze

    for group in groups:
        analyze("", group.lang, group.game)
    for group in groups:
        lang, game = group.lang, group.game
        wall, cpu = time.perf_counter(), time.process_time()
        for text, card_type in group.texts:
            analyze(text, lang, game, card_type)
        group.analysis, group.analysis_cpu = time.perf_counter() - wall, time.process_time() - cpu


def run(command: list[str], env: dict[str, str] | None = None, capture: bool = False) -> Run:
    """Run a child process, reaped with wait4: its wall time, CPU time (its own and that of the processes
    it waited for: ``--jobs`` workers) and peak resident memory (the largest of them)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        child = subprocess.Popen(command, cwd=ROOT, env=env, stdout=out if capture else subprocess.DEVNULL,
                                 stderr=errors)
        _, status, usage = os.wait4(child.pid, 0)
        seconds = time.perf_counter() - start
        child.returncode = code = os.waitstatus_to_exitcode(status)
        out.seek(0)
        errors.seek(0)
        output, said = out.read().decode(errors="replace"), errors.read().decode(errors="replace")
    if code not in (0, 1):
        print(f"  {' '.join(command[1:5])} … exited {code}: {said[-500:]}", file=sys.stderr)
    return Run(seconds, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, code, output)


def cardlint(args: list[str], env: dict[str, str]) -> Run:
    """``cardlint ARGS`` in a child process."""
    return run([sys.executable, "-m", "linter", *args], env)


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


def stages(cards: list[dict]) -> list[tuple[str, float, float]]:
    """Where an in-process ``cardlint check --format json`` of ``cards`` spends its CPU time, by stage: (stage,
    seconds without a cache, seconds with every analysis cached), each stage's own time (``bench/stages.py``)."""
    from stages import stage_times  # bench/stages.py, beside this script

    with tempfile.TemporaryDirectory() as folder:
        path = write_jsonl(cards, Path(folder) / "stages.jsonl")
        store = Path(folder) / "cache"
        uncached = stage_times([path])  # first: the pipelines are built in this run
        stage_times([path], store)  # fills the store
        cached = stage_times([path], store)
    return [(name, a, b) for (name, a), (_, b) in zip(uncached, cached, strict=True)]


def machine() -> str:
    import spacy

    memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    return (f"{os.cpu_count()} CPUs ({len(os.sched_getaffinity(0))} usable), {memory:.1f} GB memory, "
            f"Python {platform.python_version()}, spaCy {spacy.__version__}, {platform.system()} {platform.machine()}")


def cold_start() -> dict[str, tuple[float, dict[str, float]]]:
    """bench/cold_start.py's blocks: title → (wall seconds, {step: seconds})."""
    done = run([sys.executable, str(ROOT / "bench" / "cold_start.py"), "--runs", "3"], capture=True)
    blocks: dict[str, tuple[float, dict[str, float]]] = {}
    title = None
    for line in done.output.splitlines():
        head = re.match(r"^(\S.*): ([\d.]+) s wall$", line)
        if head:
            title = head.group(1)
            blocks[title] = (float(head.group(2)), {})
            continue
        step = re.match(r"^\s+(.+?)\s+([\d.]+) s$", line)
        if step and title is not None:
            blocks[title][1][step.group(1)] = float(step.group(2))
    return blocks


def lsp_latency(corpus: Path, cards: int, burst_cards: int) -> dict[str, str]:
    """From bench/lsp_latency.py in a child process."""
    done = run([sys.executable, str(ROOT / "bench" / "lsp_latency.py"), "--corpus", str(corpus), "--cards", str(cards),
                "--edits", "40", "--burst-cards", str(burst_cards)], capture=True)
    out = done.output
    found: dict[str, str] = {}
    wall = re.search(r"edit \(\d+ edits\): p50 (\d+) ms, p99 (\d+) ms", out)
    cpu = re.search(r"in CPU time.*?: p50 (\d+) ms, p99 (\d+) ms", out)
    opened = re.search(r"open \(first lint, every text analysed\): ([\d.]+) s", out)
    if wall and cpu:
        found["latency"] = f"{wall.group(1)} / {wall.group(2)}"
        found["latency cpu"] = f"{cpu.group(1)} / {cpu.group(2)}"
    if opened:
        found["open"] = opened.group(1)
    bursts = re.findall(r"final diagnostics published ([\d.]+) s .*?; \d+ diagnostics, (all on their card's line)?",
                        out)
    if len(bursts) == 2:
        found["burst"] = " / ".join(seconds + ("" if right else " (MISPLACED)") for seconds, right in bursts)
    return found


def report_analysis(corpus: Path, cards: int) -> tuple[str, str, str]:
    """bench/report_size.py --full: the review page's lint and frames for ``cards`` cards (wall, CPU, cards)."""
    done = run([sys.executable, str(ROOT / "bench" / "report_size.py"), "--corpus", str(corpus), "--full",
                "--cards", str(cards)], capture=True)
    found = re.search(r"collected ([\d,]+) cards in ([\d.]+) s \(CPU ([\d.]+) s", done.output)
    if not found:
        return "failed", "", done.output[-200:]
    return found.group(2), found.group(3), found.group(1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, default=SHARED, help=f"the corpus folder (default {SHARED})")
    parser.add_argument("--limit", type=int, help="cards per corpus file (default: all)")
    parser.add_argument("--cache-cards", type=int, default=20_000, help="cards in the cache database (default 20000)")
    parser.add_argument("--lsp-cards", type=int, default=5000,
                        help="cards in the language-server latency file (default 5000)")
    parser.add_argument("--lsp-burst-cards", type=int, default=2000,
                        help="cards in the language-server burst file (default 2000)")
    parser.add_argument("--report-cards", type=int, default=REPORT_CARDS,
                        help=f"cards on the review page (default {REPORT_CARDS})")
    parser.add_argument("--no-lsp", action="store_true", help="skip the language-server figures")
    parser.add_argument("--no-report", action="store_true", help="skip the review page figure")
    parser.add_argument("--stage-cards", type=int, default=3000, metavar="N",
                        help="cards of the per-stage table (an in-process run, CPU time by stage; 0: none)")
    parser.add_argument("--profile", type=int, default=0, metavar="N", help="profile an in-process check of N cards")
    parser.add_argument("--no-write", action="store_true", help="do not update bench/results.md")
    args = parser.parse_args()

    started_load = load_average()
    cards, source, skipped = load_cards(args.corpus, args.limit)
    groups = groups_of(cards)
    texts = sum(len(g.texts) for g in groups)
    print(f"cards: {len(cards)} ({texts} texts) from {source}")
    for note in skipped:
        print(f"  skipped: {note}")
    print(f"machine: {machine()}; load average {started_load:.2f}")
    rows: list[Row] = []

    def report(name: str, wall: str, cpu: str = "", note: str = "", load: float | None = None) -> None:
        rows.append(Row(name, wall, cpu, note, f"{load:.1f}" if load is not None else ""))
        print(f"  {name:<58} {wall:>10} {cpu:>10}   {note}" + (f"   [load {load:.1f}]" if load is not None else ""))

    with tempfile.TemporaryDirectory(prefix="cardlint-speed-") as folder_name:
        folder = Path(folder_name)
        env = dict(os.environ, XDG_CACHE_HOME=str(folder / "xdg"))  # never the user's own cache
        data = write_jsonl(cards, folder / "cards.jsonl")
        print("                                                                 wall (s)   CPU (s)")

        load = load_average()
        time_tokenizers(groups)
        t0, t0_cpu = sum(g.tokenizer for g in groups), sum(g.tokenizer_cpu for g in groups)
        report("T0 spaCy blank tokenizers, every text (s)", f"{t0:.2f}", f"{t0_cpu:.2f}", f"{texts} texts", load)

        load = load_average()
        t1 = cardlint(["check", "-q", "--no-cache", "--format", "json", str(data)], env)  # the report: to /dev/null
        report("T1 cardlint check --no-cache, 1 process (s)", f"{t1.seconds:.2f}", f"{t1.cpu:.2f}",
               f"{len(cards)} cards, {len(cards) / t1.seconds:.0f} cards/s", load)
        report("T1/T0", f"{t1.seconds / t0:.1f}", f"{t1.cpu / t0_cpu:.1f}", "goal ≤ 3")
        report("peak memory, 1 process (MB)", f"{t1.peak_mb:.0f}", "", "goal < 300 MB (`--format json`)")

        load = load_average()
        t2 = cardlint(["check", "-q", "--no-cache", "--jobs", "2", "--format", "json", str(data)], env)
        report("--jobs 2 (s)", f"{t2.seconds:.2f}", f"{t2.cpu:.2f}",
               f"goal < 20 s for the whole corpus; peak {t2.peak_mb:.0f} MB per process", load)
        # what two processes cost beyond one: on 2 cores, wall ≈ this share of T1's CPU time, halved
        report("--jobs 2 CPU / T1 CPU", "", f"{t2.cpu / t1.cpu:.2f}", "1.00 = no work done twice (pipelines, "
               "warm-up, pickling)")

        load = load_average()
        time_analysis(groups)
        analysis, analysis_cpu = sum(g.analysis for g in groups), sum(g.analysis_cpu for g in groups)
        report("cardlint analysis alone, every text, in process (s)", f"{analysis:.2f}", f"{analysis_cpu:.2f}",
               f"{analysis / t0:.1f}× the tokenizers (by language and game below)", load)

        load = load_average()
        cold = cold_start()
        no_cache = next((v for k, v in cold.items() if k.startswith("cardlint check, one card")), None)
        cached = cold.get("the same check, every analysis cached")
        if no_cache:
            report("cold start, one card in 4 languages, no cache (s)", f"{no_cache[0]:.2f}",
                   f"{no_cache[1].get('process CPU (user+sys)', 0):.2f}",
                   "goal < 1 s (median of 3; where the time goes below)", load)
        if cached:
            report("cold start, the same card, every analysis cached (s)", f"{cached[0]:.2f}",
                   f"{cached[1].get('process CPU (user+sys)', 0):.2f}",
                   "goal < 0.25 s (spaCy " + ("imported" if cached[1].get("spaCy imported") else "not imported") + ")")
        version = cardlint(["--version"], env)
        report("cold start, `cardlint --version` (s)", f"{version.seconds:.2f}", f"{version.cpu:.2f}")

        cache_cards = cards[: args.cache_cards]
        database = write_jsonl(cache_cards, folder / "database.jsonl")
        store = folder / "cache"
        common = ["check", "-q", "--cache", str(store), "--format", "json"]
        load = load_average()
        first = cardlint([*common, str(database)], env)
        second = cardlint([*common, str(database)], env)
        entries = store_entries(store)
        write_jsonl(edit_cards(cache_cards, EDITED_CARDS), database)
        edited = cardlint([*common, str(database)], env)
        report(f"cache: first run, {len(cache_cards)} cards (s)", f"{first.seconds:.2f}", f"{first.cpu:.2f}", "", load)
        report("cache: second run, unchanged (s)", f"{second.seconds:.2f}", f"{second.cpu:.2f}",
               f"{100 * second.seconds / first.seconds:.0f}% of the first in wall time, "
               f"{100 * second.cpu / first.cpu:.0f}% in CPU time (goal < 10%)")
        report(f"cache: after editing {EDITED_CARDS} cards (s)", f"{edited.seconds:.2f}", f"{edited.cpu:.2f}",
               f"{store_entries(store) - entries} texts analysed again")

    if not args.no_lsp:
        load = load_average()
        lsp = lsp_latency(args.corpus, args.lsp_cards, args.lsp_burst_cards)
        report(f"language server: one-character edit, {args.lsp_cards} cards, p50 / p99 (ms)",
               lsp.get("latency", "failed"), lsp.get("latency cpu", ""),
               f"goal: p99 < 20 ms (opening the file: {lsp.get('open', '?')} s)", load)
        if args.lsp_burst_cards:
            report(f"language server: 100 edits 10 ms apart, {args.lsp_burst_cards} cards, last edit → "
                   "final diagnostics, typing / scattered (s)", lsp.get("burst", "failed"), "",
                   "goal < 3 s, on the right lines")
    if not args.no_report:
        load = load_average()
        wall, cpu, linted = report_analysis(args.corpus, args.report_cards)
        report(f"review page: lint and frames of {linted} cards (s)", wall, cpu,
               "goal < 120 s (`bench/report_size.py --full`; pipelines built beforehand)", load)

    finished_load = load_average()
    print(f"load average {started_load:.2f} at the start, {finished_load:.2f} at the end")
    print("\nper language and game (the same texts; pipelines and tokenizers built beforehand):")
    for g in groups:
        print(f"  {g.lang}/{g.game:<10} {len(g.texts):>6} texts  tokenizer {g.tokenizer:6.2f} s  "
              f"analysis {g.analysis:6.2f} s (CPU {g.analysis_cpu:6.2f})  ratio {g.analysis / g.tokenizer:5.1f}")
    stage_rows: list[tuple[str, float, float]] = []
    if args.stage_cards:
        stage_rows = stages(cards[: args.stage_cards])
        print(f"\nwhere an in-process check of {min(args.stage_cards, len(cards))} cards spends its time "
              "(each stage's own CPU seconds; without a cache / every analysis cached):")
        for name, uncached, cached in stage_rows:
            print(f"  {name:<55} {uncached:8.2f} {cached:8.2f}")
    if args.profile:
        print(f"\nprofile of an in-process check of {args.profile} cards (own time):")
        print(profile(cards[: args.profile]))
    if not args.no_write:
        command = "python bench/speed.py" + "".join(f" {a}" for a in sys.argv[1:])
        page = render(rows, groups, len(cards), texts, source, skipped, command, no_cache,
                      (started_load, finished_load), stage_rows)
        write_atomic(RESULTS, lambda handle: handle.write(page))
        print(f"wrote {RESULTS.relative_to(ROOT)}")


def render(rows: list[Row], groups: list[Group], cards: int, texts: int, source: str, skipped: list[str],
           command: str, cold: tuple[float, dict[str, float]] | None, loads: tuple[float, float],
           stage_rows: list[tuple[str, float, float]] = ()) -> str:  # type: ignore[assignment]
    """bench/results.md."""
    lines = [
        "# Speed benchmark results",
        "",
        "Written by `bench/speed.py`; review changes to these figures like code.",
        "",
        f"- command: `{command}`",
        f"- input: {cards} cards, {texts} texts from {source.replace(str(ROOT.parent), '..')}",
        *(f"- skipped: {note}" for note in skipped),
        f"- machine: {machine()}",
        f"- load average: {loads[0]:.2f} at the start, {loads[1]:.2f} at the end (the machine is shared: "
        "CPU time is the figure other processes do not inflate)",
        f"- date: {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}",
        "",
        "| figure | wall | CPU | note | load |",
        "|---|---:|---:|---|---:|",
        *(f"| {r.name} | {r.wall} | {r.cpu} | {r.note} | {r.load} |" for r in rows),
        "",
        "Per language and game, on the same texts (the bare tokenizer is `spacy.blank(lang).tokenizer`;",
        "the analysis is `linter.pipeline.analyze`, every pipeline built beforehand; wall seconds):",
        "",
        "| language | game | texts | bare tokenizer (s) | cardlint analysis (s) | analysis CPU (s) | ratio |",
        "|---|---|---:|---:|---:|---:|---:|",
        *(f"| {g.lang} | {g.game} | {len(g.texts)} | {g.tokenizer:.2f} | {g.analysis:.2f} | {g.analysis_cpu:.2f} | "
          f"{g.analysis / g.tokenizer:.1f} |" for g in groups),
    ]
    by_lang: dict[str, list[Group]] = defaultdict(list)
    for g in groups:
        by_lang[g.lang].append(g)
    for lang, found in sorted(by_lang.items()):
        tok, ana = sum(g.tokenizer for g in found), sum(g.analysis for g in found)
        lines.append(f"| {lang} | all | {sum(len(g.texts) for g in found)} | {tok:.2f} | {ana:.2f} | "
                     f"{sum(g.analysis_cpu for g in found):.2f} | {ana / tok:.1f} |")
    tok, ana = sum(g.tokenizer for g in groups), sum(g.analysis for g in groups)
    lines.append(f"| all | all | {texts} | {tok:.2f} | {ana:.2f} | {sum(g.analysis_cpu for g in groups):.2f} | "
                 f"{ana / tok:.1f} |")
    if stage_rows:
        total = stage_rows[-1]
        lines += [
            "",
            "Where an in-process check spends its CPU time, by stage (each stage's own time, `bench/stages.py`: "
            "a stage entered from inside another counts in its own row):",
            "",
            "| stage | no cache (CPU s) | share | every analysis cached (CPU s) | share |",
            "|---|---:|---:|---:|---:|",
            *(f"| {name} | {a:.2f} | {100 * a / total[1]:.0f}% | {b:.2f} | {100 * b / total[2]:.0f}% |"
              for name, a, b in stage_rows),
        ]
    if cold is not None:
        wall, steps = cold
        lines += [
            "",
            f"Where the cold one-card check's {wall:.2f} s go (`bench/cold_start.py`, median of 3, "
            "in-process seconds):",
            "",
            "| step | s |",
            "|---|---:|",
            *(f"| {name} | {seconds:.3f} |" for name, seconds in steps.items()
              if name != "spaCy imported" and not (name.startswith("cardlint_") and seconds < 0.005)),
        ]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
