"""Deliberately broken translations, made from the structure of each official translation.

    python bench/accuracy.py --skip-official --skip-checks [--per-kind 12] [--game mtg] [--lang de]
                             [--half both|tuning|checking] [--show-broken 3] [--misses 2]

Every target phrase (and "all"/"each" selection) of a translation is located with the words of
bench/mutations/<lang>.yaml, one restriction is inserted, deleted or changed where it stands, and
the position is named by what follows it (bench/positions.py). A broken translation is caught when
the expected finding appears that the official translation did not have. Sampled per kind ×
position × game × language and per kind × context × game × language (``--per-kind`` each, seeded):
the figures weigh every position alike, not by how often it occurs in print.
"""

from __future__ import annotations

import functools
import hashlib
import heapq
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import dataclass

from bench.edits import Edit, apply
from bench.edits_clause import dropped_edits, optional_edits, resolution_edits, swap_edits
from bench.edits_noun import ALL_KINDS, TARGET_KINDS
from bench.locate import locate_alls, locate_targets
from bench.mutation_data import Lang, language, languages
from bench.phrases import Phrase, marker_pattern
from bench.positions import contexts, follows, mentioned
from bench.source import ability, allows
from bench.source import targets as source_targets
from bench.split import card_half
from linter.check import Checker, CheckOptions
from linter.pipeline import analyze
from linter.readers.records import CardRecord

# every kind of slip and the finding that must appear for it (one place: change it here when a rule
# is renamed or a new one reports a kind)
KINDS = {
    "controller added": "target-restriction",
    "controller dropped": "target-restriction",
    "controller changed": "target-restriction",
    "zone added": "zone",
    "zone dropped": "zone",
    "zone changed": "zone",
    "another added": "target-restriction",
    "another dropped": "target-restriction",
    "qualifier added": "target-restriction",
    "qualifier dropped": "target-restriction",
    "count changed": "target-count",
    "up to dropped": "target-count",
    "up to added": "target-count",
    "target word dropped": "target-presence",
    "target → each": "selection-kind",
    "optional dropped": "optional",
    "optional added": "optional",
    "retarget mode swapped": "retarget-mode",
    "resolution wording swapped": "resolution-reference",
    "chooser changed": "chooser",
    "random dropped": "selection-kind",
    "divide dropped": "divide",
    # issue 20 item 3: what an "all"/"each" selection takes, compared like a target's restriction
    "all: controller added": "target-restriction",
    "all: controller dropped": "target-restriction",
    "all: controller changed": "target-restriction",
    "all: object changed": "target-restriction",
}


# the kinds made at a target phrase (not at a clause-wide phrase such as "at random")
_AT_TARGETS = {k for k in KINDS if not k.startswith("all: ")} - {
    "retarget mode swapped",
    "random dropped",
    "divide dropped",
}


@dataclass(frozen=True)
class Broken:
    card: CardRecord
    lang: str
    kind: str
    text: str  # the broken translation
    position: str
    contexts: tuple[str, ...]
    half: str
    priority: int

    @property
    def game(self) -> str:
        return self.card.game or "mtg"


def _edits(text: str, en: str, lang: str, game: str) -> Iterator[tuple[Edit, Phrase | None, list[Phrase]]]:
    data = language(lang)
    assert data is not None
    targets = [p for p in locate_targets(text, data, game) if not mentioned(text, p.start)]
    for p in _one_per_source_target(targets, text, en, data, game):
        for make in TARGET_KINDS:
            for e in make(text, p, data, game):
                yield e, p, targets
        for e in optional_edits(text, p, data, game) + resolution_edits(text, p, data, game):
            yield e, p, targets
    for p in locate_alls(text, data, game):
        if mentioned(text, p.start):
            continue
        for make in ALL_KINDS:
            for e in make(text, p, data, game):
                yield Edit("all: " + e.kind, e.changes, e.anchor, e.phrase, e.keep_anchor), p, targets
    for e in (
        swap_edits(text, data, game, "retarget", "retarget mode swapped")
        + dropped_edits(text, data, game, "random", "random dropped")
        + dropped_edits(text, data, game, "divide", "divide dropped")
    ):
        yield e, None, targets


def _one_per_source_target(targets: list[Phrase], text: str, en: str, data: Lang, game: str) -> list[Phrase]:
    """The phrases of lines with no more marked phrases than the English line has targets: "détruisez
    un artefact ciblé, un enchantement ciblé ou un terrain ciblé" is ONE English target, and "another"
    added to its second part is no slip a translator makes."""
    after_noun = ((data.game(game) or {}).get("marker") or {}).get("after_noun")
    if not after_noun:
        return targets
    # every marker of the line counts, read as a phrase or not ("le permanent ciblé ou la carte en
    # suspension ciblée": the generator may not read the second noun phrase)
    marked = Counter(text.count("\n", 0, m.start()) for m in marker_pattern(after_noun).finditer(text))
    lines = Counter(text.count("\n", 0, p.start) for p in targets)
    return [
        p
        for p in targets
        if max(lines[line := text.count("\n", 0, p.start)], marked[line])
        <= source_targets(ability(en, text, p.start), game)
    ]


def generate(card: CardRecord, lang: str, seed: int) -> Iterator[Broken]:
    """Every broken translation the data can make of one card's translation."""
    game, text, en = card.game or "mtg", card.texts[lang], card.texts["en"]
    data = language(lang)
    assert data is not None
    seen: set[str] = set()
    for edit, phrase, targets in _edits(text, en, lang, game):
        if not allows(edit.kind, ability(en, text, edit.anchor), game):
            continue
        broken, anchor = apply(text, edit)
        if broken == text or broken in seen:
            continue
        seen.add(broken)
        where = phrase if phrase is not None else Phrase("other", edit.changes[0][0])
        digest = hashlib.sha256(f"{seed}|{game}|{card.id}|{lang}|{edit.kind}|{broken}".encode()).hexdigest()
        yield Broken(
            card,
            lang,
            edit.kind,
            broken,
            follows(broken, anchor, data, game),
            contexts(text, where, targets, data, game),
            card_half(card),
            int(digest[:12], 16),
        )


def sample(
    cards: list[CardRecord],
    per_cell: int,
    seed: int,
    halves: tuple[str, ...],
    only: str | None,
    coverage: Counter[tuple[str, str, str]],
) -> list[Broken]:
    """Up to ``per_cell`` broken translations per kind × position and per kind × context, by game
    and language; the same seed picks the same ones on every run."""
    cells: dict[tuple[str, ...], list[tuple[int, int, Broken]]] = defaultdict(list)
    counter = 0
    for card in cards:
        if "en" not in card.texts or card_half(card) not in halves:
            continue
        for lang in languages():
            if lang not in card.texts or (only and lang != only):
                continue
            game = card.game or "mtg"
            coverage[(game, lang, "translations")] += 1
            targeting = source_targets(card.texts["en"], game) > 0
            coverage[(game, lang, "targeting")] += targeting
            reached = False
            for b in generate(card, lang, seed):
                coverage[(b.game, lang, "broken")] += 1
                reached = reached or (targeting and not b.kind.startswith("all: ") and b.kind in _AT_TARGETS)
                keys = [("follows", b.kind, b.position, b.game, lang)]
                keys += [("context", b.kind, c, b.game, lang) for c in b.contexts]
                for key in keys:
                    counter += 1
                    heap = cells[key]
                    item = (-b.priority, counter, b)
                    if len(heap) < per_cell:
                        heapq.heappush(heap, item)
                    elif item[0] > heap[0][0]:
                        heapq.heapreplace(heap, item)
            coverage[(game, lang, "reached")] += reached
    chosen = {id(b): b for heap in cells.values() for _, _, b in heap}
    return sorted(chosen.values(), key=lambda b: (b.game, b.card.id, b.lang, b.priority))


def measure(chosen: list[Broken]) -> list[tuple[Broken, bool]]:
    """Check each broken translation; caught when the expected finding is new."""
    checker = Checker(CheckOptions(checks=False), analyze_text=functools.lru_cache(maxsize=4096)(analyze))
    before: dict[tuple[str, str, str], Counter[str]] = {}
    results = []
    for b in chosen:
        key = (b.game, b.card.id, b.lang)
        if key not in before:
            before[key] = _names(checker, b.card, b.lang, b.card.texts[b.lang])
        after = _names(checker, b.card, b.lang, b.text)
        name = KINDS[b.kind]
        results.append((b, after[name] > before[key][name]))
    return results


def _names(checker: Checker, card: CardRecord, lang: str, text: str) -> Counter[str]:
    record = CardRecord(card.id, {"en": card.texts["en"], lang: text}, card.game, card.card_type)
    findings = checker.check_card(record).findings
    return Counter(f.name for f in findings)
