"""Suggestions on the broken-translation bench: does the suggested wording fix what was broken?

For each caught broken translation (bench/broken.py), the evidence is every official translation of
the corpus files (the files being checked), less the card's own official text (a slip is judged by
the other cards, as in a set with one slipped card). The suggestion for the expected finding is
applied, the card checked again:

- given: a suggestion was offered for the finding;
- fixed: the translation with it applied has no finding its official translation did not have;
- clean: … and no finding at all;
- exact: it is the official translation, character for character.

Shares are of the caught cases, per kind and per half.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable

from bench.broken import KINDS, Broken
from bench.split import HALVES
from linter.align import aligned
from linter.check import Checker
from linter.readers.records import CardRecord
from linter.suggest.choose import Pending, suggest
from linter.suggest.engine import Suggester, evidence
from linter.suggest.index import Evidence, RenderingIndex

OUTCOMES = ("given", "fixed", "clean", "exact")


def build_index(
    cards: Iterable[CardRecord], langs: set[tuple[str, str]], checker: Checker
) -> tuple[RenderingIndex, dict[tuple[str, str, str], list[Evidence]]]:
    """Every official translation's pairs of the (game, language)s measured, and each card's own."""
    index = RenderingIndex()
    own: dict[tuple[str, str, str], list[Evidence]] = defaultdict(list)
    for card in cards:
        game = card.game or "mtg"
        if "en" not in card.texts:
            continue
        for lang in card.texts:
            if (game, lang) not in langs:
                continue
            src = checker.analysis(card.texts["en"], "en", game, card.card_type)
            tgt = checker.analysis(card.texts[lang], lang, game, card.card_type)
            for _, _, e, _ in evidence(card, aligned(card.id, src, tgt)):
                index.add(e)
                own[(game, card.id, lang)].append(e)
    return index, own


def measure_fixes(
    results: list[tuple[Broken, bool]],
    index: RenderingIndex,
    own: dict[tuple[str, str, str], list[Evidence]],
    checker: Checker,
) -> list[tuple[Broken, dict[str, bool]]]:
    """Each caught case's outcomes (``OUTCOMES``)."""
    out = []
    official_names: dict[tuple[str, str, str], Counter[str]] = {}
    for b, caught in results:
        if not caught:
            continue
        card, lang, game = b.card, b.lang, b.game
        key = (game, card.id, lang)
        record = CardRecord(card.id, {"en": card.texts["en"], lang: b.text}, card.game, card.card_type, sets=card.sets)
        if key not in official_names:
            official = CardRecord(card.id, {"en": card.texts["en"], lang: card.texts[lang]}, card.game, card.card_type)
            official_names[key] = Counter(f.name for f in checker.recheck(official, lang, card.texts[lang]))
        found = checker.recheck(record, lang, b.text)
        had = Counter(f.name for f in found)
        suggester = Suggester()
        src = checker.analysis(card.texts["en"], "en", game, card.card_type)
        tgt = checker.analysis(b.text, lang, game, card.card_type)
        suggester.collect(record, aligned(card.id, src, tgt), found)
        pending = [p for p in suggester.take() if isinstance(p, Pending) and p.finding.name == KINDS[b.kind]]
        for e in own.get(key, ()):
            index.add(e, -1)
        try:
            chosen = next(
                (s for s in (suggest(index, p, had, lambda c, lg, t: checker.recheck(c, lg, t)) for p in pending) if s),
                None,
            )
        finally:
            for e in own.get(key, ()):
                index.add(e, 1)
        outcome = dict.fromkeys(OUTCOMES, False)
        if chosen is not None:
            candidate, span = chosen
            fixed_text = b.text[: span.start] + candidate.text + b.text[span.end :]
            after = Counter(f.name for f in checker.recheck(record, lang, fixed_text))
            outcome = {
                "given": True,
                "fixed": not (after - official_names[key]),
                "clean": not after,
                "exact": fixed_text == card.texts[lang],
            }
        out.append((b, outcome))
    return out


def _pct(n: int, d: int) -> str:
    return f"{100 * n / d:.1f}%" if d else "–"


def report_fixes(outcomes: list[tuple[Broken, dict[str, bool]]]) -> None:
    """The figures: overall, per half, per kind (shares of the caught cases)."""
    print("\n## Suggestions for the caught broken translations\n")
    print(
        "Of the caught cases: given (a suggestion offered), fixed (applied, no finding the official text did "
        "not have), clean (applied, no finding at all), exact (applied, the official text itself).\n"
    )
    print("| | caught | given | fixed | clean | exact |\n|---|---:|---:|---:|---:|---:|")

    def row(label: str, rows: list[dict[str, bool]]) -> None:
        cells = " | ".join(_pct(sum(r[o] for r in rows), len(rows)) for o in OUTCOMES)
        print(f"| {label} | {len(rows)} | {cells} |")

    row("**all**", [o for _, o in outcomes])
    for half in HALVES:
        row(f"{half} half", [o for b, o in outcomes if b.half == half])
    for kind in KINDS:
        rows = [o for b, o in outcomes if b.kind == kind]
        if rows:
            row(f"{kind} ({KINDS[kind]})", rows)
    for game, lang in sorted({(b.game, b.lang) for b, _ in outcomes}):
        row(f"{game} {lang}", [o for b, o in outcomes if (b.game, b.lang) == (game, lang)])
