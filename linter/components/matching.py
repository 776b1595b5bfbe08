"""The ``cardlint_matcher`` component: finds every phrase of the locale in a text, by index
rather than by trying every pattern at every word.

A pattern made only of words and numbers stands for a finite set of phrases: those go into
spaCy's ``PhraseMatcher``, over the lexemes' ``NORM`` (the domain lemma, or ``<num>``; see
``cardlint_features``) or, when a pattern names a number word, over ``LOWER``. Every other
pattern is matched from its anchor (``anchors.py``), slot by slot over the token features
(``slots.py``). What each match is comes with its label (``locale_patterns.py``); the matches
are left on the doc's state, ``doc._.cardlint.matches``, in text order.
"""

from __future__ import annotations

import itertools

from spacy.language import Language
from spacy.matcher import PhraseMatcher
from spacy.tokens import Doc

from linter.components.anchors import AnchorIndex
from linter.components.extensions import Match, state
from linter.components.locale_patterns import NEEDS, Label, as_written, locale_patterns
from linter.components.slots import SlotText
from linter.lexicon import lexicon_for
from linter.locales import LocaleError, load_game, load_locale
from linter.patterns import PatternCompiler, PatternError, verb_final


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
        self.anchored = AnchorIndex(self.lexicon.function)
        where_files = ", ".join(str(f) for f in locale.files)
        vocab = nlp.vocab
        self.labels: dict[str, Label] = {}  # the label of each name the matchers report
        for label, texts, where, final in locale_patterns(locale.data):
            name = label.name
            self.labels[name] = label
            stage = label.stage
            by_lemma: list[Doc] = []
            by_lower: list[Doc] = []
            for text in texts:
                try:
                    pattern = compiler.compile(name, text)
                except PatternError as exc:
                    raise LocaleError(f"{where_files}: {where}: {exc}") from None
                forbidden = {s.kind for s in pattern.slots} & NEEDS.get(stage, set())
                if forbidden:
                    raise LocaleError(
                        f"{where_files}: {where}: {text!r} cannot use {', '.join(sorted(forbidden))} here"
                    )
                if label.kind == "phrase" and (written := as_written(pattern, compiler)) is not None:
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
                        self.anchored.add(stage, variant)
            if by_lemma:
                self.by_lemma.add(name, by_lemma)
            if by_lower:
                self.by_lower.add(name, by_lower)
                self.lowered = True
        generic = frozenset(str(w) for w in (load_game(game).data.get("compounds") or {}).get("generic") or ())
        # the labels whose phrases later patterns use as slots (``SlotText.record`` keeps no other)
        self.recorded = frozenset(name for name, label in self.labels.items() if label.slot_phrase)
        ranked = sorted(self.labels, key=lambda name: self.labels[name].rank(generic))
        self.order = {name: i for i, name in enumerate(ranked)}  # who wins a tie over the same words

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

    def __call__(self, doc: Doc) -> Doc:
        card = state(doc)
        layer = card.layer
        assert layer is not None
        strings = doc.vocab.strings
        labels = self.labels
        found: set[tuple[str, int, int]] = set()
        for match_id, start, end in self.by_lemma(doc):
            found.add((strings[match_id], start, end))
        if self.lowered:
            for match_id, start, end in self.by_lower(doc):
                found.add((strings[match_id], start, end))
        text = SlotText(layer, self.lexicon, self.coordinators, self.desc_max, self.regex_fits)
        recorded = self.recorded
        for name, start, end in found:
            if name in recorded:
                text.record(labels[name], start, end)
        for index in self.anchored.passes:
            if not index:
                continue
            for name, start, end in AnchorIndex.matches(text, index):
                if (name, start, end) not in found:
                    found.add((name, start, end))
                    if name in recorded:
                        text.record(labels[name], start, end)
        order = self.order
        matches = [
            Match(*labels[name], start, end)
            for name, start, end in sorted(found, key=lambda f: (f[1], f[2], order[f[0]]))
        ]
        # one-word objects come from the word features; an object word inside a describing phrase
        # ("non-Token", "non-Monster") names nothing
        inside = {
            i
            for name, s, e in found
            if e - s > 1 and labels[name].kind in ("describe", "qualifier")
            for i in range(s, e)
        }
        types = layer.types
        for i in text.object_words:  # the words whose type names an object (``OBJECT``)
            if i not in inside:
                matches.append(Match("detail", "objects", types[i].object, i, i + 1))  # type: ignore[arg-type]
        card.matches = matches
        return doc


@Language.factory("cardlint_matcher", default_config={"lang": "en", "game": "mtg"})
def make_matcher(nlp: Language, name: str, lang: str, game: str) -> PatternMatcher:
    return PatternMatcher(nlp, lang, game)
