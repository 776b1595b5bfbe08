"""Hostile inputs end to end: each costs one record, never the run, in bounded memory.

    python bench/hostile_inputs.py [--only NAME,NAME] [--big-mb 500] [--row-mb 400] [--bad-rows 2000000]

Writes each hostile file (with ``tests/hostile_files.py``, as the tests do, a chunk at a time)
beside ordinary cards — one of which holds a slip cardlint reports — and runs
``cardlint check --no-cache --format json`` on it in a child under ``/usr/bin/time -v``: the exit
code, the wall time, the child's peak resident memory, and what was kept (cards checked,
findings, the input errors). Prints a Markdown table (the README's robustness table).
Must hold (issue 19): a 1 MB text, a 500 MB shared string and a 400 MB row each give one input
error, the other findings are kept, and the peak stays under 300 MB.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from hostile_files import (  # noqa: E402 - the tests' writers
    csv_rows,
    jsonl_long_text,
    xlsx_bad_rows,
    xlsx_big_row,
    xlsx_shared_string,
)

MB = 1024 * 1024
PO = (
    'msgid ""\nmsgstr ""\n"Language: es\\n"\n"Content-Type: text/plain; charset={charset}\\n"\n{plural}\n'
    '#. game: mtg\nmsgctxt "murder"\nmsgid "Destroy target creature."\nmsgstr "Él destruye la criatura objetivo."\n\n'
    '#. game: mtg\nmsgctxt "twin-strike"\nmsgid "Destroy target creature."\n'
    'msgstr "Destruye hasta dos criaturas objetivo."\n'
)


def _po(charset: str, plural: str) -> Callable[[Path], Path]:
    def write(path: Path) -> Path:
        path.write_text(PO.format(charset=charset, plural=plural), encoding="utf-8")
        return path

    return write


def _superscripts(path: Path) -> Path:
    cards = [
        {"id": "marks", "game": "mtg", "text": {"en": "Destroy ② target creatures.¹", "es": "Destruye ² criaturas objetivo."}},
        {"id": "twin-strike", "game": "mtg", "text": {"en": "Destroy target creature.", "es": "Destruye hasta dos criaturas objetivo."}},
    ]
    path.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cards), encoding="utf-8")
    return path


def inputs(big_mb: int, row_mb: int, bad_rows: int) -> dict[str, tuple[str, Callable[[Path], Path]]]:
    """name → (what it is, a writer of it given its path)."""
    return {
        "text-1mb": ("JSON lines: one card's text of 1 MB", lambda p: jsonl_long_text(p / "cards.jsonl", MB)),
        "line-50mb": ("JSON lines: one line of 50 MB", lambda p: jsonl_long_text(p / "cards.jsonl", 50 * MB)),
        "shared-string": (
            f"XLSX: one shared string of {big_mb} MB",
            lambda p: xlsx_shared_string(p / "cards.xlsx", big_mb * MB),
        ),
        "row": (f"XLSX: one row of {row_mb} MB (400 cells)", lambda p: xlsx_big_row(p / "cards.xlsx", row_mb * MB)),
        "row-cell": (
            f"XLSX: one cell of {row_mb} MB (a card's Spanish text)",
            lambda p: xlsx_big_row(p / "cards.xlsx", row_mb * MB, cells=1),
        ),
        "bad-rows": (f"XLSX: {bad_rows:,} rows without an id", lambda p: xlsx_bad_rows(p / "cards.xlsx", bad_rows)),
        "csv-field": ("CSV: a 200,000-character field at line 301 of 1,000", lambda p: csv_rows(p / "c.csv", 1000, 301, "long")),
        "csv-latin1": ("CSV: a line not UTF-8 at line 301 of 1,000", lambda p: csv_rows(p / "c.csv", 1000, 301, "latin-1")),
        "csv-nul": ("CSV: NUL bytes at line 301 of 1,000", lambda p: csv_rows(p / "c.csv", 1000, 301, "nul")),
        "csv-quote": ("CSV: an unbalanced quote at line 301 of 1,000", lambda p: csv_rows(p / "c.csv", 1000, 301, "quote")),
        "po-plural": (
            "PO: Plural-Forms: nplurals=INTEGER (a template's header)",
            lambda p: _po("UTF-8", '"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"\n')(p / "es.po"),
        ),
        "po-charset": ("PO: declares ISO-8859-1, holds UTF-8", lambda p: _po("ISO-8859-1", "")(p / "es.po")),
        "superscripts": ("JSON lines: “²”, “①”, “¹” in card text", lambda p: _superscripts(p / "cards.jsonl")),
    }


def run(path: Path) -> dict[str, object]:
    """``cardlint check`` on ``path``: exit code, seconds, peak memory and the report."""
    command = ["/usr/bin/time", "-v", sys.executable, "-m", "linter", "check", "--no-cache", "-q", "--format", "json", str(path)]
    start = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    peak = re.search(r"Maximum resident set size \(kbytes\): (\d+)", done.stderr)
    report = json.loads(done.stdout) if done.stdout.strip() else {}
    return {"code": done.returncode, "seconds": seconds, "peak_mb": int(peak.group(1)) / 1024 if peak else None,
            "report": report, "traceback": "Traceback" in done.stderr}


def kept(report: dict) -> str:
    """What the run kept: cards checked, findings (the slip among them), input errors, notices."""
    if not report:
        return "no report"
    summary = report["summary"]
    slips = sorted({f["card"] for f in report["findings"]})
    shown = ", ".join(slips[:3]) + ("…" if len(slips) > 3 else "")
    notices = f", {summary['notices']} notice(s)" if summary.get("notices") else ""
    return (f"{summary['cards']:,} cards checked, {summary['findings']} finding(s) ({shown}), "
            f"{summary['errors']:,} input error(s){notices}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", help="comma-separated names: " + ", ".join(inputs(500, 400, 1)))
    parser.add_argument("--big-mb", type=int, default=500)
    parser.add_argument("--row-mb", type=int, default=400)
    parser.add_argument("--bad-rows", type=int, default=2_000_000)
    args = parser.parse_args()
    chosen = inputs(args.big_mb, args.row_mb, args.bad_rows)
    names = args.only.split(",") if args.only else list(chosen)
    print("| hostile input | file | exit | time | peak memory | what was kept | the error |")
    print("|---|---:|---:|---:|---:|---|---|")
    for name in names:
        what, write = chosen[name]
        with tempfile.TemporaryDirectory(prefix="cardlint-hostile-") as folder:
            path = write(Path(folder))
            size = path.stat().st_size
            result = run(path)
        report = result["report"]
        first = (report.get("errors") or report.get("notices") or [{}])[0] if report else {}
        message = str(first.get("message", ""))
        message = message if len(message) <= 90 else message[:89] + "…"
        peak = f"{result['peak_mb']:.0f} MB" if result["peak_mb"] is not None else "?"
        crash = " (traceback!)" if result["traceback"] else ""
        print(f"| {what} | {size / MB:,.1f} MB | {result['code']}{crash} | {result['seconds']:.1f} s | {peak} "
              f"| {kept(report)} | {message} |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
