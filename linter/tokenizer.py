"""cardlint's tokenizer for a language, and a blank ``Language`` built around it.

``spacy.blank(lang)`` would build spaCy's default tokenizer only for cardlint to replace it,
and importing a language's data can compile huge regular expressions (French: 2–4 s for
its ``TOKEN_MATCH``). ``blank_language`` builds the language with cardlint's tokenizer from
the start, imports the language's data with large compilations deferred
(``linter.regexes``), and gives the tokenizer the factored, equivalent ``TOKEN_MATCH``.

spaCy is imported by these functions, not with this module.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cache
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from linter.regexes import DeferredPattern, compile_factored, deferred_compilation, shared_charsets
from linter.spacy_import import import_spacy

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokenizer import Tokenizer
    from spacy.tokens import Doc


def blank_language(lang: str, abbreviations: Iterable[str] = (), inner_capitals: bool = False) -> Language:
    """A spaCy ``Language`` for ``lang`` with no components and cardlint's tokenizer (no other
    tokenizer is built). ``abbreviations``: words ending in a full stop that stay one token;
    ``inner_capitals``: the game's words never have a capital inside (see ``_run_on_infixes``)."""
    words = [str(word) for word in abbreviations]

    def create_tokenizer(nlp: Language) -> Tokenizer:
        tokenizer = _card_tokenizer(nlp, inner_capitals)
        for word in words:
            tokenizer.add_special_case(word, [{"ORTH": word}])  # "max." is a word, not an end
        return tokenizer

    return language_class(lang)(create_tokenizer=create_tokenizer)


@cache
def language_class(lang: str) -> type[Language]:
    """spaCy's class for ``lang``, its data imported with large regex compilations deferred."""
    import_spacy()  # first: spaCy's own compilations are not deferred
    from spacy.util import get_lang_class

    with deferred_compilation():
        return get_lang_class(lang)


@cache
def token_match(lang: str) -> Callable[[str], Any] | None:
    """The language's ``TOKEN_MATCH``: where its data left it uncompiled, its factored form
    (the same decisions, a fraction of the compile time); otherwise as the data has it."""
    match = language_class(lang).Defaults.token_match
    pattern = getattr(match, "__self__", None)
    if isinstance(pattern, DeferredPattern) and getattr(match, "__name__", "") == "match":
        return compile_factored(pattern.pattern, pattern.flags).match
    return match


# Symbols are one token each: mana and cost symbols "{W/B}", icons ":rb_might:".
_SYMBOL = r"(?:\{[^{}\s]{1,12}\}|:[a-z][a-z0-9_]{1,30}:(?!\w))"
# Superscript, subscript, circled and parenthesized digits ("creature.¹", "② Destroy…") are footnote
# and numbering marks, never part of a word: each run of them is a token of its own.
MARKS = "\u00b2\u00b3\u00b9\u2070\u2074-\u2079\u2080-\u2089\u2460-\u249b\u24ea-\u24ff\u2776-\u2793"
_MARK = rf"[{MARKS}]+"
_MARK_STOP = rf"(?<=[{MARKS}])\."  # the full stop after a mark ends the sentence ("creature¹.")
# The full stop after power/toughness ends the sentence, also in German, where "+1/+1." would
# otherwise read as an ordinal ("…erhalten +1/+1.{T}: …").
_PT_STOP = r"(?:(?<=/[+\-−][\dX])|(?<=/[\dX]))\."
# The full stop after a bracketed keyword or a support mark ends the sentence, also in French, whose
# suffixes split a full stop after ")" but not after "]" or "#" ("[Sabotez]. Piochez", "[[Fugace]]. Un
# Personnage ciblé…", "… de #{6} ou moins#.").
_BRACKET_STOP = r"(?<=[\]#])\."


def _run_on_prefix() -> str:
    """A full stop that opens a word, glued to the next sentence: '« expérience ».Kalemnée' (the quote is a prefix)."""
    from spacy.lang.char_classes import ALPHA, ALPHA_UPPER

    return rf"\.(?=[{ALPHA_UPPER}](?:[{ALPHA}']|$))"


def _run_on_infixes(inner_capitals: bool) -> list[str]:
    """Split card text pasted without a line break where the next ability (or sentence) starts.

    "…creature.-3: …", "…enchantment.At the beginning…", "…turn.{T}: …" (the full stop),
    "…no color.)Target creature…", "…end of turn.\"When…" (the full stop, then each closing
    bracket or quote mark on its own). Whether such a seam starts a new ability or only a new
    sentence is the structure component's decision. With ``inner_capitals`` (a game whose
    words and names never have a capital inside: Magic) also "FlyingWhen" and
    "creatureEnchanted", a keyword line glued to the next ability.
    """
    from spacy.lang.char_classes import ALPHA, ALPHA_LOWER, ALPHA_UPPER

    word = rf"[{ALPHA_UPPER}](?:[{ALPHA}']|$)"  # a capitalised word ("À", "L'"), not an initial ("N.As.H.")
    # a cost symbol, a loyalty cost or a number (not a hyphen: „T.G.“-Monster), a word
    opener = rf"(?:[\{{\d]|[+\-−][\dX]|{word})"
    closers = r'[)"]*'
    infixes = [
        # never between digits ("10.000"); after a digit only before a word ("+1/+1.Draw")
        rf'(?<=[{ALPHA_LOWER})}}"])\.(?={closers}{opener})',
        rf"(?<=\d)\.(?={closers}{word})",
        rf'(?<=[.!?)"])[)"](?={closers}{opener})',
        # a quote or bracket closed before the full stop: "…maná\".{B}…", "…(dabei wird abgerundet).Der …"
        rf'(?<=[{ALPHA}\d}}])[)"](?=\.{closers}{opener})',
    ]
    # a bracket closed inside a compound: "(Kithkin, Soldat)-Kreaturenspielstein" (old German token types)
    infixes += [rf"(?<=[{ALPHA}])\)(?=-[{ALPHA}])", rf"(?<=\))-(?=[{ALPHA}])"]
    # a stat and the next figure: "1500 ATK/200 DEF" is "ATK" "/" "200" as "ATK / 200" is (a fraction "1/2" stays whole)
    infixes.append(rf"(?<=[{ALPHA}])/(?=\d)")
    if inner_capitals:
        # not inside an old mana string ("ooB", "o1ooU")
        infixes.append(rf"(?<=[{ALPHA_LOWER}]{{2}})(?<!oo)(?=[{ALPHA_UPPER}](?:[{ALPHA_LOWER}']|$))")
    return infixes


_EMOTICON = re.compile(r"[()\[\]{}:;=<>^_*|\\]")


def _card_tokenizer(nlp: Language, inner_capitals: bool = False) -> Tokenizer:
    """Teach the tokenizer card symbols and run-on sentences, in every language.

    A new tokenizer is built in one go: setting ``prefix_search`` and the others one by
    one on the default tokenizer reloads its special cases each time (≈ 0.3 s apiece)."""
    from spacy.symbols import ORTH
    from spacy.tokenizer import Tokenizer

    prefix_search, suffix_search, infix_finditer = _card_affixes(nlp.lang, inner_capitals)
    # emoticon exceptions such as "):" or "8)" would hide the colon of "(Quick Effect):"
    # NORM is left to cardlint_features (the domain lemma): exceptions keep only their pieces
    rules = {
        k: [{ORTH: piece[ORTH]} for piece in v]
        for k, v in (nlp.Defaults.tokenizer_exceptions or {}).items()
        if not _EMOTICON.search(k)
    }
    tokenizer = Tokenizer(
        nlp.vocab,
        rules=rules,
        prefix_search=prefix_search,
        suffix_search=suffix_search,
        infix_finditer=infix_finditer,
        token_match=token_match(nlp.lang),
        url_match=nlp.Defaults.url_match,
    )
    nlp.tokenizer = tokenizer
    return tokenizer


@cache
def _card_affixes(lang: str, inner_capitals: bool = False) -> tuple:
    """The compiled prefix, suffix and infix searches of a language (shared by its games that agree on
    ``inner_capitals``)."""
    from spacy.util import compile_infix_regex, compile_prefix_regex, compile_suffix_regex

    defaults = language_class(lang).Defaults
    with shared_charsets():  # the languages' affixes repeat the same letter classes: each worked out once
        return (
            compile_prefix_regex([_SYMBOL, _MARK, _run_on_prefix(), *(defaults.prefixes or [])]).search,
            compile_suffix_regex(
                [_SYMBOL, _MARK, _MARK_STOP, _PT_STOP, _BRACKET_STOP, *(defaults.suffixes or [])]
            ).search,
            compile_infix_regex([*(defaults.infixes or []), *_run_on_infixes(inner_capitals)]).finditer,
        )


# spaCy's tokenizer peels prefixes and suffixes off a whitespace-free run one at a time,
# rescanning the rest each time: quadratic in the run's length (2,000 emoji ≈ 2 s,
# 50,000 ≈ 20 min). No word of card text comes near 200 characters, so longer runs are
# tokenized in pieces of PIECE characters, each piece a token boundary.
_LONG_RUN = re.compile(r"\S{200,}")
PIECE = 64


def make_doc(nlp: Language, text: str) -> Doc:
    """The tokens of ``text`` in time linear in its length, whatever it holds."""
    if _LONG_RUN.search(text) is None:
        return nlp.make_doc(text)
    from spacy.tokens import Doc

    cuts = {0, len(text)}
    for run in _LONG_RUN.finditer(text):
        cuts.update(range(run.start(), run.end(), PIECE))
        cuts.add(run.end())
    bounds = sorted(cuts)
    return Doc.from_docs([nlp.make_doc(text[a:b]) for a, b in pairwise(bounds)], ensure_whitespace=False)
