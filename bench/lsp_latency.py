"""Re-lint latency of the language server after a one-character edit in a large card file.

    python bench/lsp_latency.py [--corpus ../shared/corpus] [--cards 5000] [--edits 40] [--lang es]
                                [--burst-cards 2000] [--burst-edits 100] [--burst-gap-ms 10]

Builds a JSON-lines file of ``--cards`` Magic cards (source and one translation) in a
temporary folder — from the shared corpus when present, else the project's own
corpus/ pairs repeated — lints it once as the server does on open, then types one
character into a random card's translation ``--edits`` times, timing each re-lint
(reading the buffer, checking, suppressions, building the diagnostics). Prints p50
and p99, in wall-clock time and in CPU time (on a shared machine the wall-clock figures
include waiting for a core). The server waits ``DEBOUNCE_SECONDS`` after the last keystroke before it
lints; that pause is by design and not part of these figures.

Then a burst, end to end through the real server (``python -m linter.lsp`` over stdio, as an
editor runs it): a ``--burst-cards`` JSON-lines file where one card in ten holds U+2028
between its sentences (as official Magic text does) is opened, and ``--burst-edits``
incremental edits are sent ``--burst-gap-ms`` apart — one burst typing into one card, one
scattered over the file (a letter typed into a random card's translation, every tenth edit
a blank line inserted above a random card, which moves every card below it). Prints the time
from the last edit to the publication of the final version's diagnostics (goal: under 3 s),
and checks that they are on the right lines: each on its card's line and on words of its
card's text, and the same as the server publishes when the final text is opened afresh.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import yaml
from lsprotocol import types
from pygls.lsp.client import LanguageClient

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from linter.lsp.buffers import BufferReader  # noqa: E402
from linter.lsp.cache import FrameCache  # noqa: E402
from linter.lsp.diagnostics import Publisher  # noqa: E402
from linter.lsp.checking import lint_text  # noqa: E402
from linter.lsp.document import DocumentLint  # noqa: E402
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


def _utf16(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def _slice16(line: str, start: int, end: int) -> str:
    """``line`` between two UTF-16 columns."""
    encoded = line.encode("utf-16-le")
    return encoded[2 * start : 2 * end].decode("utf-16-le")


class Session:
    """The editor's side: the document as the editor holds it (one card a line; U+2028 inside a
    line, never a line break) and the diagnostics the server published, by version."""

    def __init__(self, client: LanguageClient, uri: str, lines: list[str]) -> None:
        self.client, self.uri, self.lines, self.version = client, uri, lines, 1
        self.published: dict[int, tuple[float, list[types.Diagnostic]]] = {}
        self.waiting: dict[int, asyncio.Future[None]] = {}

    def text(self) -> str:
        return "\n".join(self.lines) + "\n"

    def on_publish(self, params: types.PublishDiagnosticsParams) -> None:
        if params.uri == self.uri and params.version is not None:
            self.published[params.version] = (time.perf_counter(), list(params.diagnostics))
            future = self.waiting.pop(params.version, None)
            if future is not None and not future.done():
                future.set_result(None)

    async def diagnostics_of(self, version: int, timeout: float) -> tuple[float, list[types.Diagnostic]]:
        if version not in self.published:
            self.waiting[version] = asyncio.get_running_loop().create_future()
            await asyncio.wait_for(self.waiting[version], timeout)
        return self.published[version]

    def open(self) -> None:
        self.client.text_document_did_open(types.DidOpenTextDocumentParams(
            types.TextDocumentItem(self.uri, "json", self.version, self.text())))

    def reopen(self) -> None:
        self.client.text_document_did_close(types.DidCloseTextDocumentParams(types.TextDocumentIdentifier(self.uri)))
        self.version += 1
        self.open()

    def insert(self, line: int, at: int, new: str) -> None:
        """Type ``new`` at code point ``at`` of ``line`` ("\\n": a line break there)."""
        where = types.Position(line, _utf16(self.lines[line][:at]))
        self.version += 1
        self.client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=self.uri, version=self.version),
            content_changes=[types.TextDocumentContentChangePartial(range=types.Range(where, where), text=new)]))
        before, after = self.lines[line][:at], self.lines[line][at:]
        self.lines[line : line + 1] = (before + new + after).split("\n")

    def misplaced(self, diagnostics: list[types.Diagnostic]) -> list[str]:
        """The diagnostics that are not on their card's line, on words of the card's text."""
        wrong = []
        for d in diagnostics:
            line = self.lines[d.range.start.line] if d.range.start.line < len(self.lines) else ""
            if not isinstance(d.data, dict) or d.range.end.line != d.range.start.line:
                wrong.append(f"line {d.range.start.line}: {d.message}")
                continue
            if f'"id": {json.dumps(d.data["card"], ensure_ascii=False)}' not in line:
                wrong.append(f"line {d.range.start.line} is not card {d.data['card']}'s")
                continue
            text = json.dumps(json.loads(line)["text"].get(d.data["lang"], ""), ensure_ascii=False)[1:-1]
            if _slice16(line, d.range.start.character, d.range.end.character) not in text:
                wrong.append(f"card {d.data['card']}: the range is not on its [{d.data['lang']}] words")
        return wrong


def _key(d: types.Diagnostic) -> tuple:
    r = d.range
    return (d.code, r.start.line, r.start.character, r.end.line, r.end.character, d.message)


def burst_cards(cards: list[dict], lang: str) -> list[dict]:
    """The cards, one in ten with U+2028 between its first two sentences (as official Magic text)."""
    out = []
    for i, card in enumerate(cards):
        card = json.loads(json.dumps(card))
        if i % 10 == 3:
            for code in ("en", lang):
                card["text"][code] = card["text"][code].replace(". ", ".\u2028", 1)
        out.append(card)
    return out


def _typing(session: Session, count: int, lang: str) -> tuple[list[tuple[int, int, str]], str]:
    """``count`` keystrokes into a translation, just before the words of one of its findings, so the
    finding has to move with them: in a card holding U+2028 with the finding after it when there is
    one, else in any card below a U+2028."""
    _, found = session.published[1]
    below = min(i for i, text in enumerate(session.lines) if "\u2028" in text)
    candidates = [
        d
        for d in found
        if isinstance(d.data, dict) and d.data.get("lang") == lang
        and below < d.range.start.line == d.range.end.line
    ]
    after = [
        d
        for d in candidates
        if "\u2028" in session.lines[d.range.start.line]
        and _slice16(session.lines[d.range.start.line], 0, d.range.start.character).count("\u2028") == 2
    ]
    chosen = (after or candidates)[0]
    line = chosen.range.start.line
    at = len(_slice16(session.lines[line], 0, chosen.range.start.character))
    typed = ("y luego otra vez " * count)[:count]
    where = "after the U+2028 of" if after else "below a U+2028, in"
    return [(line, at + i, char) for i, char in enumerate(typed)], f"typing {where} one card"


def _scattered_edit(session: Session, rng: random.Random, number: int, lang: str) -> tuple[int, int, str]:
    """A letter typed into a random card's translation; every tenth edit a blank line above a random card."""
    cards = [i for i, text in enumerate(session.lines) if text.strip()]
    line = rng.choice(cards)
    if number % 10 == 9:
        return line, 0, "\n"
    text = session.lines[line]
    start = text.index(f'"{lang}": "') + len(lang) + 5
    spaces = [i for i in range(start, len(text) - 3) if text[i] == " "] or [len(text) - 3]
    return line, rng.choice(spaces), rng.choice("aeiou")


async def burst(cards: list[dict], lang: str, edits: int, gap: float, seed: int) -> list[str]:
    """Open the file in the real server, send each burst, and report the figures."""
    rng = random.Random(seed)
    report = []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "cards.jsonl"
        lines = [json.dumps(card, ensure_ascii=False) for card in burst_cards(cards, lang)]
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        client = LanguageClient("cardlint-bench", "1")
        session = Session(client, path.as_uri(), lines)

        @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def published(params: types.PublishDiagnosticsParams) -> None:
            session.on_publish(params)

        await client.start_io(sys.executable, "-m", "linter.lsp", cwd=str(ROOT))
        await client.initialize_async(types.InitializeParams(
            capabilities=types.ClientCapabilities(), root_uri=Path(folder).as_uri()))
        client.initialized(types.InitializedParams())
        try:
            started = time.perf_counter()
            session.open()
            opened, _ = await session.diagnostics_of(1, 600)
            separated = sum("\u2028" in line for line in lines)
            report.append(f"  burst file: {len(lines)} cards, {separated} with U+2028; "
                          f"opened (every text analysed) in {opened - started:.1f} s")
            for kind in ("typing", "scattered"):
                planned, name = _typing(session, edits, lang) if kind == "typing" else ([], "scattered over the file")
                first = session.version + 1
                begin = time.perf_counter()
                for number in range(edits):
                    await asyncio.sleep(max(0.0, begin + number * gap - time.perf_counter()))
                    edit = planned[number] if planned else _scattered_edit(session, rng, number, lang)
                    session.insert(*edit)
                last_edit = time.perf_counter()
                final = session.version
                published, diagnostics = await session.diagnostics_of(final, 120)
                between = [v for v in session.published if first <= v < final]
                wrong = session.misplaced(diagnostics)
                session.reopen()  # the final text, linted afresh: the same diagnostics?
                _, afresh = await session.diagnostics_of(session.version, 120)
                same = sorted(map(_key, diagnostics)) == sorted(map(_key, afresh))
                report.append(
                    f"  burst of {edits} edits {gap * 1000:.0f} ms apart, {name}: final diagnostics published "
                    f"{published - last_edit:.2f} s after the last edit (goal < 3 s; the edits took "
                    f"{last_edit - begin:.2f} s); {len(diagnostics)} diagnostics, "
                    + ("all on their card's line and words" if not wrong else f"{len(wrong)} MISPLACED: {wrong[:3]}")
                    + ("; the same as a fresh open of the final text" if same else "; DIFFERENT from a fresh open")
                    + f"; {len(between)} diagnostics published for intermediate versions"
                )
        finally:
            await client.shutdown_async(None)
            client.exit(None)
            await client.stop()
    return report


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
    parser.add_argument("--burst-cards", type=int, default=2000, help="cards in the burst file (0: no burst)")
    parser.add_argument("--burst-edits", type=int, default=100)
    parser.add_argument("--burst-gap-ms", type=float, default=10.0)
    args = parser.parse_args()

    cards, origin = load_cards(args.corpus, args.cards, args.lang)
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "cards.jsonl"
        lines = [json.dumps(card, ensure_ascii=False) for card in cards]
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        settings = SettingsStore().for_document(path)
        reader, cache, publisher = BufferReader(path), FrameCache(), Publisher()
        last: list[DocumentLint] = []  # the previous lint, as the server keeps it

        def relint() -> tuple[float, float, int]:
            wall, cpu = time.perf_counter(), time.process_time()
            previous = last[-1] if last else None
            lint = lint_text(path, "\n".join(lines) + "\n", reader, settings, cache, previous=previous)
            published = publisher.diagnostics(lint, path.as_uri())
            last[:] = [lint]
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
    if args.burst_cards:
        cards, origin = load_cards(args.corpus, args.burst_cards, args.lang)
        print(f"lsp burst, through the server over stdio: {len(cards)} cards from {origin}")
        for line in asyncio.run(burst(cards, args.lang, args.burst_edits, args.burst_gap_ms / 1000, args.seed)):
            print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
