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
