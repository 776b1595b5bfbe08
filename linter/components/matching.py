"""Finds every phrase of the locale in a text, by index rather than by trying every
pattern at every word.

A pattern made only of words and numbers stands for a finite set of phrases: those
go into spaCy's ``PhraseMatcher``, over the lexemes' ``NORM`` (the domain lemma, or
``<num>``; see ``cardlint_features``) or, when a pattern names a number word, over
``LOWER``. Every other pattern is matched from its anchor — its most selective word,
or its number, object, count or quoted name — looked up directly for each token;
from there the matcher extends left and right slot by slot over the token features.

Labels say what a match is: ``frame|<index>`` (a targeting phrase, index into the
locale's ``frames``), ``none`` (mentions targeting without selecting),
``detail|<kind>|<value>``, ``structure|<kind>``, ``describe`` (a describing phrase)
and ``qualifier|<name>``. Phrases that other patterns use as slots are found first:
object phrases, describing phrases and qualifiers, then counts, then the rest.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Iterable, Iterator
from typing import Any

from spacy.language import Language
from spacy.matcher import PhraseMatcher
from spacy.tokens import Doc

from linter import patterns as pat
from linter.components.extensions import Match, TokenLayer, state
from linter.lexicon import BREAK, DESCRIBING, NEWLINE, OBJECT, PUNCT, Lexicon, WordType, lexicon_for
from linter.locale_schema import phrase_lists
from linter.locales import LocaleError, load_locale
from linter.patterns import Pattern, PatternCompiler, PatternError, Slot, verb_final

MAX_NAME = 12  # words in a quoted card name
Entry = tuple[Pattern, int, tuple[frozenset[str], ...]]  # a pattern, its anchor slot, the words it requires
# Phrases other patterns use as slots: found in this order, each pass seeing the ones before.
_PASSES = (("detail|objects|", "describe", "qualifier|", "detail|another|"), ("detail|counts|",), ("",))
_NEEDS = {
    0: {pat.DESC, pat.COUNT, pat.OBJECTS},
    1: {pat.COUNT, pat.OBJECTS},
}  # slots a pass's own patterns may not use


def _pattern_list(value: Any, where: str) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return value
    raise LocaleError(f"{where}: expected a pattern or a list of patterns, got {value!r}")


def locale_patterns(data: dict[str, Any]) -> Iterator[tuple[str, list[str], str, Any]]:
    """Every (label, patterns, where, verb_final setting) the locale defines."""
    for i, frame in enumerate(data.get("frames") or []):
        if not isinstance(frame, dict) or "concept" not in frame:
            raise LocaleError(f"frames[{i}]: each frame needs a 'concept' and 'patterns'")
        patterns = _pattern_list(frame.get("patterns"), f"frames[{i}].patterns")
        yield f"frame|{i}", patterns, f"frames[{i}]", frame.get("verb_final")
    if data.get("not_selections"):
        yield "none", _pattern_list(data["not_selections"], "not_selections"), "not_selections", False
    phrases = (data.get("describing") or {}).get("phrases")
    if phrases:
        yield "describe", _pattern_list(phrases, "describing.phrases"), "describing.phrases", False
    for name, pats in (data.get("qualifiers") or {}).items():
        yield f"qualifier|{name}", _pattern_list(pats, f"qualifiers.{name}"), f"qualifiers.{name}", False
    details = data.get("details") or {}
    for kind, entries in details.items():
        if kind in ("count_blockers", "coordination"):  # word lists read by the frame builder
            continue
        if kind == "counts":
            for i, entry in enumerate(entries):
                where = f"details.counts[{i}]"
                yield f"detail|counts|{i}", _pattern_list(entry.get("pattern"), where), where, False
        elif kind == "objects":
            for value, pats in entries.items():  # one-word objects are word features (lexicon)
                several = [p for p in _pattern_list(pats, f"details.objects.{value}") if _is_phrase(p)]
                if several:
                    yield f"detail|objects|{value}", several, f"details.objects.{value}", False
        elif isinstance(entries, dict):
            for value, pats in entries.items():
                where = f"details.{kind}.{value}"
                yield f"detail|{kind}|{value}", _pattern_list(pats, where), where, False
        else:
            yield f"detail|{kind}|", _pattern_list(entries, f"details.{kind}"), f"details.{kind}", False
    complements = (data.get("phrase_ends") or {}).get("complements")
    if complements:
        yield "end|complement|", _pattern_list(complements, "phrase_ends.complements"), "phrase_ends.complements", False
    for kind, pats in (data.get("structure") or {}).items():
        yield f"structure|{kind}", _pattern_list(pats, f"structure.{kind}"), f"structure.{kind}", False
    for key, phrases in phrase_lists(data.get("checks") or {}):  # read by the rules (linter/rules/)
        yield f"phrase|{key}", phrases, f"checks.{key}", False


def _as_written(pattern: Pattern, compiler: PatternCompiler) -> list[str] | None:
    """A ``checks`` phrase of plain words, each as written (lower-cased), not in every form of its lemma:
    an outdated wording is that wording ("comes into play", not "come into play"). None: it uses the
    pattern language beyond plain words, and is matched as any pattern."""
    if any(s.kind != pat.WORDS or s.optional or len(s.lemmas) != 1 for s in pattern.slots) or "|" in pattern.text:
        return None
    return [w.lower() for chunk in pattern.text.split() for w in compiler.tokenize(chunk)]


def _is_phrase(pattern: str) -> bool:
    """An object written as more than one plain word ("spell / trap", "re:…")."""
    return " " in pattern.strip() or pattern.startswith("re:") or "<" in pattern


def _pass_of(label: str) -> int:
    return next(i for i, prefixes in enumerate(_PASSES) if label.startswith(prefixes))


class _Spans:
    """Phrases of one kind found in a doc, by where they start and where they end."""

    __slots__ = ("ends", "starts")

    def __init__(self) -> None:
        self.ends: dict[int, set[int]] = defaultdict(set)  # start → ends
        self.starts: dict[int, set[int]] = defaultdict(set)  # end → starts

    def add(self, start: int, end: int) -> None:
        self.ends[start].add(end)
        self.starts[end].add(start)


def _joins(words: tuple[str, ...], coordinators: frozenset[tuple[str, ...]]) -> bool:
    """Whether the words between two object phrases join them: commas, "/", and at most one
    coordinator ("or", "and/or", "y / o")."""
    core = tuple(w for w in words if w != ",")
    return not core or core in coordinators


class _Text:
    """One doc as the slots see it: its features and the phrases found so far."""

    def __init__(
        self,
        layer: TokenLayer,
        lexicon: Lexicon,
        coordinators: frozenset[tuple[str, ...]],
        desc_max: int,
        regex_fits: dict[int, dict[str, bool]],
    ) -> None:
        self.types = layer.types
        self.regex_fits = regex_fits  # the matcher's: its patterns' regexes live as long as it does
        self.n = len(layer.types)
        self.lexicon = lexicon
        self.coordinators = coordinators
        self.joiner_starts = {",", *(c[0] for c in coordinators)}
        self.desc_max = desc_max
        self.objects = _Spans()
        self.describing = _Spans()
        self.counts = _Spans()
        self._units: _Spans | None = None  # object phrases, built when first asked for
        # the phrases recorded since (their object phrases are built again only around them), and the
        # words an object phrase may hold: inside a recorded phrase, describing, a comma or coordinator
        self._dirty: list[tuple[int, int]] = []
        joiner_words = {",", *(w for c in coordinators for w in c)}
        self._linkable = bytearray(bool(t.flags & DESCRIBING or t.lower in joiner_words) for t in layer.types)
        self.names = _Spans()
        self._inside: frozenset[int] | None = None  # words inside describing phrases, once they are all found
        self.lemmas: dict[str, list[int]] = defaultdict(list)  # lemma → where it occurs
        for i, t in enumerate(self.types):
            self.lemmas[t.lemma].append(i)
            if t.flags & OBJECT:
                self.objects.add(i, i + 1)
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

    def record(self, label: str, start: int, end: int) -> None:
        """Keep a phrase that later patterns use as a slot (object phrases are built again)."""
        if label.startswith("detail|objects|"):
            table = self.objects
        elif label.startswith("detail|counts|"):
            table = self.counts
        elif label.startswith(("describe", "qualifier|", "detail|another|")):
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
    def units(self) -> _Spans:
        """Object phrases: [count] describing words and an object, joined by "," / "or" / "and"."""
        if self._units is None:
            self._units = self._build_units(0, self.n)
        elif self._dirty:
            self._rebuild_near(self._units)
        return self._units

    def _rebuild_near(self, units: _Spans) -> None:
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

    def _build_units(self, lo: int, hi: int) -> _Spans:
        """The object phrases of the objects that start in ``[lo, hi)``."""
        units = _Spans()
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
                    if _joins(tuple(self.types[j].lower for j in range(end, nxt)), self.coordinators):
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


_ANCHOR_RANK = {
    pat.WORDS: 0,
    pat.NAME: 1,
    pat.NUM: 2,
    pat.COUNT: 3,
    pat.OBJECTS: 4,
    pat.OBJECT: 5,
    pat.WORD: 6,
}


def _anchor(pattern: Pattern, common: set[str]) -> int | None:
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


class PatternMatcher:
    def __init__(self, nlp: Language, lang: str, game: str) -> None:
        locale = load_locale(lang, game)
        self.lexicon = lexicon_for(lang, game)
        tokenizer = nlp.tokenizer
        compiler = PatternCompiler(lambda text: [t.text for t in tokenizer(text)], self.lexicon)
        coordination = (locale.data.get("details") or {}).get("coordination") or {}
        words = [str(w) for k in ("or", "and") for w in coordination.get(k) or ()]
        self.coordinators = frozenset({("/",), *(tuple(t.lower() for t in compiler.tokenize(w)) for w in words)})
        self.desc_max = int((locale.data.get("describing") or {}).get("max", 5))
        self.regex_fits: dict[int, dict[str, bool]] = {}
        self.by_lemma = PhraseMatcher(nlp.vocab, attr="NORM")
        self.by_lower = PhraseMatcher(nlp.vocab, attr="LOWER")
        self.lowered = False
        # anchored patterns per pass: anchor key → [(pattern, anchor slot)]; "" = every token
        self.anchored: list[dict[str, list[Entry]]] = [defaultdict(list) for _ in _PASSES]
        where_files = ", ".join(str(f) for f in locale.files)
        vocab = nlp.vocab
        self.order: dict[str, int] = {}  # a label's place in the locale: the first listed wins a tie
        self.labels: dict[str, tuple[str, str, str]] = {}  # label → (kind, key, value)
        for label, texts, where, final in locale_patterns(locale.data):
            self.order.setdefault(label, len(self.order))
            kind, _, rest = label.partition("|")
            key, _, value = rest.partition("|")
            self.labels[label] = (kind, key, value)
            stage = _pass_of(label)
            by_lemma: list[Doc] = []
            by_lower: list[Doc] = []
            for text in texts:
                try:
                    pattern = compiler.compile(label, text)
                except PatternError as exc:
                    raise LocaleError(f"{where_files}: {where}: {exc}") from None
                forbidden = {s.kind for s in pattern.slots} & _NEEDS.get(stage, set())
                if forbidden:
                    raise LocaleError(
                        f"{where_files}: {where}: {text!r} cannot use {', '.join(sorted(forbidden))} here"
                    )
                if kind == "phrase" and (written := _as_written(pattern, compiler)) is not None:
                    by_lower.append(Doc(vocab, words=written))  # a phrase of plain words: as written
                    continue
                variants = [pattern]
                last = compiler.words(final) if isinstance(final, list) else None
                if final and (moved := verb_final(pattern, last)) is not None:
                    variants.append(moved)
                for variant in variants:
                    phrases = variant.phrases()
                    if phrases is not None and not variant.uses_number_words(self.lexicon):
                        by_lemma += [Doc(vocab, words=p) for p in phrases]
                    elif phrases is not None and (lowered := self._lowered(phrases)) is not None:
                        by_lower += [Doc(vocab, words=p) for p in lowered]
                    else:
                        self._index(stage, variant)
            if by_lemma:
                self.by_lemma.add(label, by_lemma)
            if by_lower:
                self.by_lower.add(label, by_lower)
                self.lowered = True

    def _lowered(self, phrases: list[list[str]]) -> list[list[str]] | None:
        """The phrases with every form of each lemma, as written (number words kept)."""
        out: list[list[str]] = []
        for phrase in phrases:
            if "<num>" in phrase:
                return None
            forms = [sorted(self.lexicon.forms(w)) for w in phrase]
            size = 1
            for f in forms:
                size *= len(f)
            if size + len(out) > 4 * 256:
                return None
            out += [list(combo) for combo in itertools.product(*forms)]
        return out

    def _index(self, stage: int, pattern: Pattern) -> None:
        a = _anchor(pattern, self.lexicon.function)
        index = self.anchored[stage]
        if a is None:
            index[""].append((pattern, 0, pattern.required))
            return
        slot = pattern.slots[a]
        if slot.kind == pat.WORDS:
            for lemma in slot.lemmas:
                index[lemma].append((pattern, a, pattern.required))
        else:
            index["<" + slot.kind + ">"].append((pattern, a, pattern.required))

    # -- matching ---------------------------------------------------------------------------
    def __call__(self, doc: Doc) -> Doc:
        card = state(doc)
        layer = card.layer
        assert layer is not None
        strings = doc.vocab.strings
        found: set[tuple[str, int, int]] = set()
        for match_id, start, end in self.by_lemma(doc):
            found.add((strings[match_id], start, end))
        if self.lowered:
            for match_id, start, end in self.by_lower(doc):
                found.add((strings[match_id], start, end))
        text = _Text(layer, self.lexicon, self.coordinators, self.desc_max, self.regex_fits)
        for label, start, end in found:
            text.record(label, start, end)
        for index in self.anchored:
            if not index:
                continue
            for label, start, end in self._anchored(text, index):
                if (label, start, end) not in found:
                    found.add((label, start, end))
                    text.record(label, start, end)
        order, labels = self.order, self.labels
        matches = [
            Match(*labels[label], start, end)
            for label, start, end in sorted(found, key=lambda f: (f[1], f[2], order[f[0]]))
        ]
        # one-word objects come from the word features; an object word inside a describing phrase
        # ("non-Token", "non-Monster") names nothing
        inside = {
            i
            for label, s, e in found
            if e - s > 1 and labels[label][0] in ("describe", "qualifier")
            for i in range(s, e)
        }
        for i, t in enumerate(layer.types):
            if t.object is not None and i not in inside:
                matches.append(Match("detail", "objects", t.object, i, i + 1))
        card.matches = matches
        return doc

    def _anchored(self, text: _Text, index: dict[str, list[Entry]]) -> Iterator[tuple[str, int, int]]:
        """Matches of the anchored patterns of one pass: each looked up by its anchor, and only
        when every word it requires occurs somewhere in the text."""
        present = text.lemmas.keys()

        def possible(entries: list[Entry]) -> list[Entry]:
            return [e for e in entries if all(not present.isdisjoint(words) for words in e[2])]

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


def _extend(text: _Text, entries: list[Entry], i: int) -> Iterator[tuple[str, int, int]]:
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


@Language.factory("cardlint_matcher", default_config={"lang": "en", "game": "mtg"})
def make_matcher(nlp: Language, name: str, lang: str, game: str) -> PatternMatcher:
    return PatternMatcher(nlp, lang, game)
