"""Microseconds per text of ``linter.normalize.normalize`` on real card text.

    python bench/normalize_speed.py [--corpus ../shared/corpus] [--repeat 5]

Every text of every language of the corpus (``../shared/corpus/*.jsonl``; the project's own
``corpus/examples.jsonl`` when it is absent, and it says so), normalized ``--repeat`` times;
the best round is reported, overall and by what the text needed: nothing, one-to-one folds
only (typographic quotes and apostrophes, non-breaking spaces…), or more (dropped or
collapsed characters, CRLF, composition). To compare with another checkout, run it with
``PYTHONPATH=<checkout>``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "corpus"

if TYPE_CHECKING:
    from linter.normalize import NormalizedText


def load_texts(corpus: Path) -> tuple[list[str], str]:
    paths = sorted(corpus.glob("*.jsonl")) if corpus.is_dir() else []
    source = str(corpus)
    if not paths:
        paths = [ROOT / "corpus" / "examples.jsonl"]
        source = f"{paths[0]} ({corpus} is absent: the shared corpus was not measured)"
    texts = []
    for path in paths:
        for line in path.read_text(encoding="utf-8").split("\n"):  # not splitlines: U+2028 is inside texts
            if line.strip():
                texts += [t for t in (json.loads(line).get("text") or {}).values() if isinstance(t, str)]
    return texts, source


def kind(text: str, normalize: Callable[[str], NormalizedText]) -> str:
    norm = normalize(text)
    if norm.text == text:
        return "nothing to do"
    if len(norm.text) == len(text) and unicodedata.is_normalized("NFC", text):
        return "one-to-one folds only"
    return "length changes"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=SHARED)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    import linter
    from linter.normalize import normalize

    texts, source = load_texts(args.corpus)
    print(f"normalize from {Path(linter.__file__).parent}; {len(texts):,} texts from {source}")
    groups: dict[str, list[str]] = {}
    for text in texts:
        groups.setdefault(kind(text, normalize), []).append(text)
    for name, group in [("all texts", texts), *sorted(groups.items())]:
        best = float("inf")
        for _ in range(args.repeat):
            start = time.perf_counter()
            for text in group:
                normalize(text)
            best = min(best, time.perf_counter() - start)
        print(f"  {name:<24} {len(group):>7,} texts  {1e6 * best / max(1, len(group)):8.1f} µs/text")


if __name__ == "__main__":
    sys.exit(main())
