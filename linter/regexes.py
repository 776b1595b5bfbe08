"""Large regular expressions: compiled later, and compiled smaller.

spaCy's French language data builds its ``TOKEN_MATCH`` (words such as "peut-être" or
"entr'abat" that stay one token) as one alternation of 266 anchored alternatives, each
spelling out the same huge character classes (every lower-case letter of every script):
1.45 MB of pattern that ``re`` takes 2–4 s to compile, paid by merely importing
``spacy.lang.fr``. Two general tools make that cheap without changing one decision:

- ``deferred_compilation()``: while it is active, ``re.compile`` of a pattern longer than
  ``LARGE`` characters returns a ``DeferredPattern`` that records the pattern and flags
  and compiles only when first used;
- ``compile_factored(pattern)``: the same alternation with what its alternatives share
  written once (``linter.regex_factoring``; French: 1.45 MB → 23 KB, compiled in ≈ 0.1 s).

A third, ``shared_charsets()``, is for the tokenizers' affixes: spaCy's prefix, suffix and infix
expressions of every language spell out the same few huge character classes (every letter of
every script) hundreds of times, and ``re`` turns each occurrence into a bitmap code point by
code point; within the block each distinct class is turned into one once per process.
"""

from __future__ import annotations

import re
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from linter.regex_factoring import factor_alternation

# A pattern at least this long is deferred (French TOKEN_MATCH: 1,450,369 characters;
# the next largest a spaCy language compiles on import, Turkish, 9,861).
LARGE = 100_000

_compile = re.compile  # the real one, whatever deferred_compilation() does to re.compile
_patching = threading.Lock()
_sharing = threading.Lock()
_charsets: dict[Any, Any] = {}  # a character class and its arguments → what re made of it
_CHARSETS_KEPT = 4096  # classes kept at most (five languages' tokenizers have 42)


class DeferredPattern:
    """A regular expression compiled on first use; stands in for ``re.Pattern``.

    ``pattern`` and ``flags`` are what ``re.compile`` was called with, so a caller that
    knows better (``factor_alternation``) can compile an equivalent expression instead."""

    __slots__ = ("_compiled", "flags", "pattern")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None

    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = _compile(self.pattern, self.flags)
        return self._compiled

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled().match(string, pos, endpos)

    def fullmatch(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled().fullmatch(string, pos, endpos)

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled().search(string, pos, endpos)

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        return self.compiled().finditer(string, pos, endpos)

    def __getattr__(self, name: str) -> Any:  # findall, sub, split, groups…: the compiled pattern's
        return getattr(self.compiled(), name)

    def __repr__(self) -> str:
        return f"DeferredPattern({len(self.pattern)} characters, flags={self.flags})"


@contextmanager
def deferred_compilation(threshold: int = LARGE) -> Iterator[None]:
    """Within the block, ``re.compile`` of a str pattern of ``threshold`` characters or more
    returns a ``DeferredPattern`` instead of compiling it.

    Thread safety: ``re.compile`` is a module attribute, so the patch is seen by every thread
    while the block runs (it is meant to wrap one import of a few milliseconds). A lock keeps
    two blocks from interleaving their patch and restore. Another thread that compiles a
    large pattern meanwhile gets a DeferredPattern: it matches, searches, substitutes… like
    the compiled pattern (compiling on first use); only ``isinstance(p, re.Pattern)`` tells
    them apart. Calls that do not go through ``re.compile`` (``re.match``, ``re.sub``…) are
    never affected."""

    def compile_later(pattern: Any, flags: int = 0) -> Any:
        if isinstance(pattern, str) and len(pattern) >= threshold:
            return DeferredPattern(pattern, flags)
        return _compile(pattern, flags)

    with _patching:
        re.compile = compile_later
        try:
            yield
        finally:
            re.compile = _compile


def compile_factored(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """The pattern compiled in its factored form where it has one (same matches), else as is."""
    factored = None if flags & re.VERBOSE else factor_alternation(pattern)
    return _compile(factored or pattern, flags)


@contextmanager
def shared_charsets() -> Iterator[None]:
    """Within the block, ``re`` works out each distinct character class once per process.

    ``re``'s compiler turns a class into a bitmap with a Python loop over every code point of its
    ranges (``re._compiler._optimize_charset``, a pure function of its arguments): ≈ 0.5 ms per
    occurrence of spaCy's letter classes, which its affix expressions repeat hundreds of times. The
    block puts a memo in front of that function, so the compiled expressions are the very same code.
    Where this Python has no such function, the block does nothing. Thread safety as
    ``deferred_compilation``: another thread compiling meanwhile shares the memo, with the same results."""
    compiler = getattr(re, "_compiler", None)
    original = getattr(compiler, "_optimize_charset", None)
    if original is None:
        yield
        return

    def optimize_charset(charset: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            key = (tuple(charset), args, tuple(sorted(kwargs.items())))
            found = _charsets.get(key)
        except TypeError:  # an argument that cannot be a key (a case-folding table): as re does
            return original(charset, *args, **kwargs)
        if found is None:
            if len(_charsets) >= _CHARSETS_KEPT:
                _charsets.clear()
            found = _charsets[key] = original(charset, *args, **kwargs)
        items, *rest = found
        return (list(items), *rest)  # the caller gets its own list, as from re

    with _sharing:
        compiler._optimize_charset = optimize_charset  # type: ignore[union-attr]
        try:
            yield
        finally:
            compiler._optimize_charset = original  # type: ignore[union-attr]
