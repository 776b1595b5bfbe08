"""The slot interpreter: one doc as a pattern's slots see it — its word features and the
phrases found so far (objects, describing phrases, counts, quoted names) — and where a sequence
of slots can end (forward) or start (backward) from a token."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from linter import patterns as pat
from linter.components.extensions import TokenLayer
from linter.components.locale_patterns import Label
from linter.components.spans import Spans, joiners, joins
from linter.lexicon import BREAK, DESCRIBING, NEWLINE, OBJECT, PUNCT, Lexicon, WordType
from linter.patterns import Slot

MAX_NAME = 12  # words in a quoted card name


class SlotText:
    """One doc as the slots see it: its features and the phrases found so far."""

    def __init__(
        self,
        layer: TokenLayer,
        lexicon: Lexicon,
        coordinators: frozenset[tuple[str, ...]],
        desc_max: int,
        regex_fits: dict[int, dict[str, bool]],
    ) -> None:
        types = self.types = layer.types
        self.regex_fits = regex_fits  # the matcher's: its patterns' regexes live as long as it does
        n = self.n = len(types)
        self.lexicon = lexicon
        self.coordinators = coordinators
        self.joiner_starts, joiner_words = joiners(coordinators)
        self.desc_max = desc_max
        objects = self.objects = Spans()
        self.describing = Spans()
        self.counts = Spans()
        self._units: Spans | None = None  # object phrases, built when first asked for
        # the phrases recorded since (their object phrases are built again only around them), and the
        # words an object phrase may hold: inside a recorded phrase, describing, a comma or coordinator
        self._dirty: list[tuple[int, int]] = []
        linkable = self._linkable = bytearray(n)
        self.names = Spans()
        self._inside: frozenset[int] | None = None  # words inside describing phrases, once they are all found
        self.lemmas: dict[str, list[int]] = defaultdict(list)  # lemma → where it occurs
        lemmas = self.lemmas
        object_words: list[int] = []  # the words that name an object, in text order
        for i, t in enumerate(types):  # one pass over the words: every text goes through here
            lemmas[t.lemma].append(i)
            flags = t.flags
            if flags & OBJECT:
                objects.add(i, i + 1)
                object_words.append(i)
            if flags & DESCRIBING or t.lower in joiner_words:
                linkable[i] = 1
        self.object_words = object_words
        if '"' in layer.text:  # quoted card names describe ("1 "Meklord" monster")
            self._find_names()
            for start, ends in self.names.ends.items():
                for end in ends:
                    self.describing.add(start, end)
        for table in (self.objects, self.describing):
            for start, ends in table.ends.items():
                self._linkable[start : max(ends)] = b"\x01" * (max(ends) - start)

    def _find_names(self) -> None:
        """Quoted names, their marks paired left to right: a closing mark opens no name. A mark
        glued to a word closes the name it ends (German „Name“-Monster is `Name"-Monster`) without
        making one: the words before that word describe it ("„D/D“-Monster"), and an opening mark
        never pairs with the next name's opening mark."""
        i = 0
        while i < self.n:
            if self.types[i].text == '"':
                for j in range(i + 1, min(self.n, i + MAX_NAME + 2)):
                    text = self.types[j].text
                    if text == '"':
                        if j > i + 1:
                            self.names.add(i, j + 1)
                        i = j
                        break
                    if '"' in text and "\n" not in text and j > i + 1:
                        self.describing.add(i, j)  # describes the word it is glued to; no name on its own
                    if "\n" in text or '"' in text:
                        break
            i += 1

    def _inside_describing(self) -> frozenset[int]:
        """The words strictly inside a describing phrase of several words (after its first word)."""
        if self._inside is None:
            self._inside = frozenset(
                i for start, ends in self.describing.ends.items() for end in ends for i in range(start + 1, end)
            )
        return self._inside

    def record(self, label: Label, start: int, end: int) -> None:
        """Keep a phrase that later patterns use as a slot (object phrases are built again); a phrase
        of another label (not ``Label.slot_phrase``) is not kept."""
        if label.kind == "detail" and label.key == "objects":
            table = self.objects
        elif label.kind == "detail" and label.key == "counts":
            table = self.counts
        elif label.describes:
            table = self.describing
        else:
            return
        if end in table.ends.get(start, ()):
            return  # another phrase over the same words: the object phrases stay as they are
        table.add(start, end)
        self._linkable[start:end] = b"\x01" * (end - start)
        if self._units is not None:
            self._dirty.append((start, end))

    # -- describing runs and object phrases ------------------------------------------
    def _desc_steps(self, p: int, forward: bool) -> set[int]:
        """Positions one describing unit away from p (a describing word or phrase)."""
        out: set[int] = set()
        if forward:
            if p < self.n and self.types[p].flags & DESCRIBING:
                out.add(p + 1)
            out.update(self.describing.ends.get(p, ()))
        else:
            if p > 0 and self.types[p - 1].flags & DESCRIBING:
                out.add(p - 1)
            out.update(self.describing.starts.get(p, ()))
        return out

    def desc_run(self, p: int, forward: bool) -> set[int]:
        """Every position 0..k describing units away from p."""
        seen = {p}
        frontier = {p}
        for _ in range(self.desc_max):
            frontier = {q for f in frontier for q in self._desc_steps(f, forward)} - seen
            if not frontier:
                break
            seen |= frontier
        return seen

    @property
    def units(self) -> Spans:
        """Object phrases: [count] describing words and an object, joined by "," / "or" / "and"."""
        if self._units is None:
            self._units = self._build_units(0, self.n)
        elif self._dirty:
            self._rebuild_near(self._units)
        return self._units

    def _rebuild_near(self, units: Spans) -> None:
        """Build again the object phrases of each stretch that a phrase recorded since touches: an object
        phrase holds only linkable words (``_linkable``), so those of other stretches cannot have changed.
        Rebuilding the whole text after every phrase would grow with the square of its length."""
        stretches: list[tuple[int, int]] = []
        for start, end in sorted(self._dirty):
            if stretches and start < stretches[-1][1]:
                continue  # inside the stretch before
            a, b = start, end
            while a > 0 and self._linkable[a - 1]:
                a -= 1
            while b < self.n and self._linkable[b]:
                b += 1
            stretches.append((a, b))
        self._dirty = []
        for a, b in stretches:
            for first in [f for f in range(a, b) if f in units.ends]:
                for end in units.ends.pop(first):
                    units.starts[end].discard(first)
                    if not units.starts[end]:
                        del units.starts[end]
            fresh = self._build_units(a, b)
            for first, ends in fresh.ends.items():
                for end in ends:
                    units.add(first, end)

    def _build_units(self, lo: int, hi: int) -> Spans:
        """The object phrases of the objects that start in ``[lo, hi)``."""
        units = Spans()
        items: dict[int, set[int]] = defaultdict(set)  # end → starts of "[count] <desc> object"
        whole = lo == 0 and hi == self.n
        for start in self.objects.ends if whole else [s for s in range(lo, hi) if s in self.objects.ends]:
            ends = self.objects.ends[start]
            starts = self.desc_run(start, forward=False)
            starts |= {c for s in starts for c in self.counts.starts.get(s, ())}
            for end in ends:
                items[end] |= starts
        item_ends: dict[int, set[int]] = defaultdict(set)
        for end, starts in items.items():
            for s in starts:
                item_ends[s].add(end)
        for first, ends in item_ends.items():
            frontier = set(ends)
            seen: set[int] = set()
            while frontier:
                end = frontier.pop()
                if end in seen:
                    continue
                seen.add(end)
                units.add(first, end)
                if end >= self.n or self.types[end].lower not in self.joiner_starts:
                    continue
                for gap in range(1, 5):  # ",", "or", ", and", "and/or", ", y / o"
                    nxt = end + gap
                    if nxt > self.n or self.types[nxt - 1].flags & BREAK:
                        break
                    if joins(tuple(self.types[j].lower for j in range(end, nxt)), self.coordinators):
                        frontier |= item_ends.get(nxt, set())
        return units

    # -- one slot, forward from p or backward from p ----------------------------------
    def step(self, slot: Slot, p: int, forward: bool) -> Iterable[int]:
        kind = slot.kind
        out: Iterable[int]
        if kind == pat.WORDS or kind == pat.NUM or kind == pat.WORD or kind == pat.REGEX:
            i = p if forward else p - 1
            if 0 <= i < self.n and self.fits(slot, self.types[i]):
                out = (i + 1,) if forward else (i,)
            else:
                out = ()
        elif kind == pat.GAP or kind == pat.CLAUSE:
            out = self._gap(slot, p, forward)
        elif kind == pat.DESC:
            return self.desc_run(p, forward)
        else:
            table = {
                pat.OBJECT: self.objects,
                pat.COUNT: self.counts,
                pat.OBJECTS: self.units,
                pat.NAME: self.names,
            }[kind]
            out = table.ends.get(p, ()) if forward else table.starts.get(p, ())
        if slot.optional:
            return {p, *out}
        return out

    def fits(self, slot: Slot, t: WordType) -> bool:
        """Whether one token fits a one-token slot (a regex runs once per word type)."""
        kind = slot.kind
        if kind == pat.WORDS:
            return t.lemma in slot.lemmas
        if kind == pat.NUM:
            return t.number is not None
        if kind == pat.WORD:
            return not t.flags & PUNCT
        assert slot.regex is not None
        fits = self.regex_fits.setdefault(id(slot.regex), {})
        found = fits.get(t.lower)
        if found is None:
            if len(fits) > 100_000:
                fits.clear()
            found = fits[t.lower] = slot.regex.match(t.lower) is not None
        return found

    def _gap(self, slot: Slot, p: int, forward: bool) -> list[int]:
        stop = PUNCT | NEWLINE if slot.kind == pat.GAP else BREAK | NEWLINE
        limit = slot.size if slot.kind == pat.GAP else self.n
        # a clause break inside a describing phrase ends no clause ("mit weniger als 1600 ATK")
        inside = self._inside_describing() if slot.kind == pat.CLAUSE else frozenset()
        out = [p]
        i = p
        for _ in range(limit):
            j = i if forward else i - 1
            if not 0 <= j < self.n or (self.types[j].flags & stop and j not in inside):
                break
            i = i + 1 if forward else i - 1
            out.append(i)
        return out

    def run(self, slots: tuple[Slot, ...], p: int, forward: bool) -> set[int]:
        """Where a sequence of slots can end (forward) or start (backward) from p."""
        positions = {p}
        types, n, words = self.types, self.n, pat.WORDS
        for slot in slots if forward else reversed(slots):
            if slot.kind == words and not slot.optional:  # the common case, inline
                lemmas = slot.lemmas
                if forward:
                    positions = {x + 1 for x in positions if x < n and types[x].lemma in lemmas}
                else:
                    positions = {x - 1 for x in positions if x > 0 and types[x - 1].lemma in lemmas}
            else:
                positions = {q for x in positions for q in self.step(slot, x, forward)}
            if not positions:
                break
        return positions
