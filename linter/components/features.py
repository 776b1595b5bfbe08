"""The first component: what each token is, looked up once per word type.

It also teaches the vocabulary the locale's lemmas: every lexeme's ``NORM`` is its
domain lemma (``<num>`` for a number), set once when spaCy first meets the word,
so the phrase matcher compares lemmas at no cost per token.
"""

from __future__ import annotations

from spacy.attrs import IDX, LOWER, NORM, ORTH, SPACY
from spacy.language import Language
from spacy.tokens import Doc

from linter.components.extensions import TokenLayer, state
from linter.lexicon import Lexicon, WordType, lexicon_for

MAX_TYPES = 200_000  # word types remembered per language; a stream of junk must not grow memory forever


class Features:
    def __init__(self, nlp: Language, lang: str, game: str) -> None:
        self.lexicon: Lexicon = lexicon_for(lang, game)
        vocab = nlp.vocab
        # Lexemes met from now on get only the attributes cardlint reads: its NORM and LOWER (the
        # phrase matcher's); spaCy's twenty other word-shape getters would run for every new word.
        getters = vocab.lex_attr_getters  # type: ignore[attr-defined]
        vocab.lex_attr_getters = {LOWER: getters[LOWER], NORM: self.lexicon.norm}  # type: ignore[attr-defined]
        for lexeme in vocab:  # lexemes the tokenizer's special cases already made
            lexeme.norm_ = self.lexicon.norm(lexeme.orth_)
        self.strings = vocab.strings
        self.by_orth: dict[int, WordType] = {}

    def __call__(self, doc: Doc) -> Doc:
        columns = doc.to_array([ORTH, SPACY, IDX]).T.tolist() if len(doc) else [[], [], []]
        orths, spaces, starts = columns
        get = self.by_orth.get
        types = [get(orth) or self._new(orth) for orth in orths]
        state(doc).layer = TokenLayer.of(types, spaces, starts)
        return doc

    def _new(self, orth: int) -> WordType:
        """The features of a word met for the first time."""
        if len(self.by_orth) >= MAX_TYPES:
            self.by_orth.clear()
        found = self.by_orth[orth] = self.lexicon.type_of(self.strings[orth])
        return found


@Language.factory("cardlint_features", default_config={"lang": "en", "game": "mtg"})
def make_features(nlp: Language, name: str, lang: str, game: str) -> Features:
    return Features(nlp, lang, game)
