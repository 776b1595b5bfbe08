"""Re-lint latency of the language server after a one-character edit in a large card file.

    python bench/lsp_latency.py [--corpus ../shared/corpus] [--cards 5000] [--edits 40] [--lang es]

Builds a JSON-lines file of ``--cards`` Magic cards (source and one translation) in a
temporary folder — from the shared corpus when present, else the project's own
corpus/ pairs repeated — lints it once as the server does on open, then types one
character into a random card's translation ``--edits`` times, timing each re-lint
(reading the buffer, checking, suppressions, building the diagnostics). Prints p50
and p99, in wall-clock time and in CPU time (on a shared machine the wall-clock figures
include waiting for a core). The server waits ``DEBOUNCE_SECONDS`` after the last keystroke before it
lints; that pause is by design and not part of these figures.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from linter.lsp.buffers import BufferReader  # noqa: E402
from linter.lsp.cache import FrameCache  # noqa: E402
from linter.lsp.diagnostics import Publisher  # noqa: E402
from linter.lsp.document import lint_text  # noqa: E402
from linter.lsp.server import DEBOUNCE_SECONDS  # noqa: E402
from linter.lsp.settings import SettingsStore  # noqa: E402


def load_cards(corpus: Path, wanted: int, lang: str) -> tuple[list[dict], str]:
    """``wanted`` cards with an English text and a ``lang`` one, and where they come from."""
    shared = corpus / "mtg.jsonl"
    if shared.is_file():
        cards = []
        with shared.open(encoding="utf-8") as handle:
            for line in handle:
                card = json.loads(line)
                if card["text"].get("en") and card["text"].get(lang):
                    cards.append({"id": card["id"], "game": "mtg",
                                  "text": {"en": card["text"]["en"], lang: card["text"][lang]}})
                    if len(cards) == wanted:
                        break
        return cards, f"{shared} (first {len(cards)} Magic cards with {lang} text)"
    pairs = [(case["en"], case[lang]) for case in (yaml.safe_load(
        (ROOT / "corpus" / lang / "mtg.yaml").read_text(encoding="utf-8")) or {}).get("pairs", [])
             if case.get("en") and case.get(lang)]
    cards = [{"id": f"card-{i}", "game": "mtg", "text": {"en": pairs[i % len(pairs)][0] + f" ({i})",
                                                          lang: pairs[i % len(pairs)][1] + f" ({i})"}}
             for i in range(wanted)]
    return cards, f"project corpus/{lang}/mtg.yaml pairs repeated to {wanted} cards (../shared absent)"


def _type_one_character(lines: list[str], rng: random.Random, lang: str) -> None:
    """Insert one letter into a random card's translation, where a translator would type."""
    index = rng.randrange(len(lines))
    card = json.loads(lines[index])
    text = card["text"][lang]
    spaces = [i for i, c in enumerate(text) if c == " "] or [len(text)]
    at = rng.choice(spaces)
    card["text"][lang] = text[:at] + rng.choice("aeiou") + text[at:]
    lines[index] = json.dumps(card, ensure_ascii=False)


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--cards", type=int, default=5000)
    parser.add_argument("--edits", type=int, default=40)
    parser.add_argument("--lang", default="es")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()

    cards, origin = load_cards(args.corpus, args.cards, args.lang)
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "cards.jsonl"
        lines = [json.dumps(card, ensure_ascii=False) for card in cards]
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        settings = SettingsStore().for_document(path)
        reader, cache, publisher = BufferReader(path), FrameCache(), Publisher()

        def relint() -> tuple[float, float, int]:
            wall, cpu = time.perf_counter(), time.process_time()
            lint = lint_text(path, "\n".join(lines) + "\n", reader, settings, cache)
            published = publisher.diagnostics(lint, path.as_uri())
            return time.perf_counter() - wall, time.process_time() - cpu, len(published)

        opened, _, shown = relint()
        analysed_on_open = cache.analysed
        timings, cpu_times = [], []
        for _ in range(args.edits):
            _type_one_character(lines, rng, args.lang)
            seconds, cpu, _ = relint()
            timings.append(seconds)
            cpu_times.append(cpu)
        per_edit = (cache.analysed - analysed_on_open) / max(args.edits, 1)

    print(f"lsp latency: {len(cards)} cards from {origin}")
    print(f"  open (first lint, every text analysed): {opened:.1f} s, {shown} diagnostics")
    print(f"  re-lint after a one-character edit ({args.edits} edits): "
          f"p50 {_percentile(timings, 0.5) * 1000:.0f} ms, p99 {_percentile(timings, 0.99) * 1000:.0f} ms, "
          f"mean {statistics.mean(timings) * 1000:.0f} ms")
    print(f"  the same in CPU time (what a busy machine's other processes do not inflate): "
          f"p50 {_percentile(cpu_times, 0.5) * 1000:.0f} ms, p99 {_percentile(cpu_times, 0.99) * 1000:.0f} ms")
    print(f"  texts analysed again per edit: {per_edit:.1f} (the edited card's translation only)")
    print(f"  plus the debounce pause before each lint: {DEBOUNCE_SECONDS * 1000:.0f} ms after the last keystroke")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
