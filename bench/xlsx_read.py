"""Reading (not analysing) XLSX workbooks: seconds and peak memory by size.

    python bench/xlsx_read.py [--rows 5000,20000,80000]

Writes a workbook of each size (id, game, en, es, fr, de columns; card-like texts made from a
few templates and the row number, so no two rows are alike), then reads it in a fresh child
process with cardlint's XLSX reader — every record built, nothing analysed — and reports the
wall time and how far the process's peak resident memory rose above what it used before
reading. For comparison, the same workbook loaded whole by openpyxl (not read-only mode).
Goal (issue 14): 20,000 rows in under 10 s, with memory that does not grow with the file.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEMPLATES = [
    ("Destroy target creature with mana value {n} or less.", "Destruye la criatura objetivo con valor de maná de {n} o menos.",
     "Détruisez la créature ciblée avec une valeur de mana inférieure ou égale à {n}.", "Zerstöre eine Kreatur deiner Wahl mit Manabetrag {n} oder weniger."),
    ("Target player draws {n} cards.", "El jugador objetivo roba {n} cartas.",
     "Le joueur ciblé pioche {n} cartes.", "Ein Spieler deiner Wahl zieht {n} Karten."),
    ("Deal {n} damage to any target.", "Inflige {n} puntos de daño a cualquier objetivo.",
     "Infligez {n} blessures à n'importe quelle cible.", "Füge einem Ziel deiner Wahl {n} Schadenspunkte zu."),
]

CHILD = r"""
import json, resource, sys, time
from pathlib import Path
mode, path = sys.argv[1], Path(sys.argv[2])
from linter.readers.xlsx import read_xlsx
import openpyxl
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
start = time.perf_counter()
if mode == "heap":  # the Python heap the reader holds half way and at the last row (tracemalloc)
    import tracemalloc
    total, held = int(sys.argv[3]), []
    tracemalloc.start()
    records = 0
    for item in read_xlsx(path):
        records += not hasattr(item, "message")
        if records in (total // 2, total) and len(held) < 2:
            held.append(tracemalloc.get_traced_memory()[0] / 2**20)
    print(json.dumps({"records": records, "held_mb": held}))
    sys.exit()
if mode == "cardlint":
    records = sum(1 for item in read_xlsx(path) if not hasattr(item, "message"))
else:
    book = openpyxl.load_workbook(path)
    records = sum(1 for _ in book.active.iter_rows(values_only=True)) - 1
seconds = time.perf_counter() - start
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"records": records, "seconds": seconds, "grew_mb": (peak - before) / 1024}))
"""


def write_workbook(path: Path, rows: int) -> None:
    from openpyxl import Workbook

    book = Workbook(write_only=True)
    sheet = book.create_sheet("Cards")
    sheet.append(["id", "game", "en", "es", "fr", "de"])
    for n in range(rows):
        texts = [t.format(n=n) for t in TEMPLATES[n % len(TEMPLATES)]]
        sheet.append([f"card-{n}", "mtg", *texts])
    book.save(path)


def measure(mode: str, path: Path, *extra: str) -> dict:
    done = subprocess.run([sys.executable, "-c", CHILD, mode, str(path), *extra], capture_output=True, text=True, cwd=ROOT, check=True)
    return json.loads(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", default="5000,20000,80000", help="comma-separated workbook sizes")
    args = parser.parse_args()
    sizes = [int(n) for n in args.rows.split(",")]
    print("| rows | file | cardlint reads | peak memory rise | Python heap held, half way → last row "
          "| openpyxl whole (not read-only) | its memory rise |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    with tempfile.TemporaryDirectory() as temp:
        for rows in sizes:
            path = Path(temp) / f"cards{rows}.xlsx"
            write_workbook(path, rows)
            ours, whole = measure("cardlint", path), measure("whole", path)
            half, last = measure("heap", path, str(rows))["held_mb"]
            assert ours["records"] == rows, ours
            print(
                f"| {rows:,} | {path.stat().st_size / 2**20:.1f} MB | {ours['seconds']:.2f} s | {ours['grew_mb']:.1f} MB "
                f"| {half:.1f} → {last:.1f} MB | {whole['seconds']:.2f} s | {whole['grew_mb']:.1f} MB |"
            )


if __name__ == "__main__":
    main()
