"""Anchor indexing: a pattern that is not a finite set of phrases is looked up by its anchor — its
most selective required slot, a word before anything else — and extended left and right from
there, and only tried on a text that holds every word it requires."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from collections.abc import Set as AbstractSet

from linter import patterns as pat
from linter.components.locale_patterns import PASSES
from linter.components.slots import SlotText
from linter.lexicon import PUNCT
from linter.patterns import Pattern

# a pattern, its anchor slot, the words it requires (but those its anchor's lemma already is among)
Entry = tuple[Pattern, int, tuple[frozenset[str], ...]]


_ANCHOR_RANK = {
    pat.WORDS: 0,
    pat.NAME: 1,
    pat.NUM: 2,
    pat.COUNT: 3,
    pat.OBJECTS: 4,
    pat.OBJECT: 5,
    pat.WORD: 6,
}


def anchor(pattern: Pattern, common: AbstractSet[str]) -> int | None:
    """The slot to look the pattern up by: required, and as selective as possible — a word
    before anything else, but a function word ("from", "the": on every line) last of words."""
    best: tuple[float, int, int] | None = None
    for i, slot in enumerate(pattern.slots):
        if slot.optional or slot.kind not in _ANCHOR_RANK:
            continue
        kind_rank = float(_ANCHOR_RANK[slot.kind])
        if slot.kind == pat.WORDS and (slot.lemmas & common or not any(w[:1].isalnum() for w in slot.lemmas)):
            kind_rank = _ANCHOR_RANK[pat.NUM] - 0.5  # a function word or a mark: frequent, after rarer words
        rank = (kind_rank, len(slot.lemmas), i)
        if best is None or rank < best:
            best = rank
    return None if best is None else best[2]


class AnchorIndex:
    """The anchored patterns of each pass: anchor key → [(pattern, anchor slot, words required)];
    "" = every token, "<num>", "<word>", "<name>", "<count>", "<objects>", "<object>" by slot kind."""

    def __init__(self, function_words: AbstractSet[str]) -> None:
        self.function = function_words
        self.passes: list[dict[str, list[Entry]]] = [defaultdict(list) for _ in range(PASSES)]

    def add(self, stage: int, pattern: Pattern) -> None:
        a = anchor(pattern, self.function)
        index = self.passes[stage]
        if a is None:
            index[""].append((pattern, 0, pattern.required))
            return
        slot = pattern.slots[a]
        if slot.kind == pat.WORDS:
            for lemma in slot.lemmas:  # looked up by a lemma of the text: the words that lemma is among are there
                index[lemma].append((pattern, a, tuple(words for words in pattern.required if lemma not in words)))
        else:
            index["<" + slot.kind + ">"].append((pattern, a, pattern.required))

    @staticmethod
    def matches(text: SlotText, index: dict[str, list[Entry]]) -> Iterator[tuple[str, int, int]]:
        """Matches of the anchored patterns of one pass: each looked up by its anchor, and only
        when every word it requires occurs somewhere in the text."""
        present = text.lemmas.keys()

        def possible(entries: list[Entry]) -> list[Entry]:
            return [e for e in entries if not e[2] or all(not present.isdisjoint(words) for words in e[2])]

        for lemma in sorted(index.keys() & present):  # sorted: the same matches whatever the hash seed
            entries = possible(index[lemma])
            for i in text.lemmas[lemma] if entries else ():
                yield from _extend(text, entries, i)
        by_number, by_word, anywhere = (possible(index.get(k, [])) for k in ("<num>", "<word>", ""))
        if by_number or by_word or anywhere:
            for i, t in enumerate(text.types):
                if by_number and t.number is not None:
                    yield from _extend(text, by_number, i)
                if by_word and not t.flags & PUNCT:
                    yield from _extend(text, by_word, i)
                if anywhere:
                    yield from _extend(text, anywhere, i)
        for key in ("<name>", "<count>", "<objects>", "<object>"):
            entries = possible(index.get(key, []))
            if entries:
                table = {"<name>": text.names, "<count>": text.counts, "<object>": text.objects}.get(key) or text.units
                for i in list(table.ends):
                    yield from _extend(text, entries, i)


def _extend(text: SlotText, entries: list[Entry], i: int) -> Iterator[tuple[str, int, int]]:
    """Each pattern anchored at token i, extended left and right from its anchor slot."""
    for pattern, a, _ in entries:
        found = pattern.slots
        lefts = text.run(found[:a], i, forward=False) if a else {i}
        if not lefts:
            continue
        for end in text.run(found[a:], i, forward=True):
            for start in lefts:
                if start < end:
                    yield pattern.label, start, end
