"""Text normalization that remembers where every character came from.

Equivalent spellings (NFC/NFD, typographic apostrophes, non-breaking spaces,
CRLF, doubled spaces) must analyse identically, but findings must point into
the text the user wrote. So we normalize into a new string and keep, for each
normalized character, the offset of the original character it came from.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

# Characters folded to one spelling before analysis.
_FOLD = {
    "\u2019": "'",
    "\u2018": "'",
    "\u02bc": "'",
    "\u2032": "'",
    "\u00b4": "'",
    "`": "'",
    "\u201c": '"',
    "\u201d": '"',
    "\u201e": '"',
    "\u00ab": '"',
    "\u00bb": '"',
    "\u2039": '"',
    "\u203a": '"',
    "\u201a": "'",
    "\u2013": "—",
    "\u2212": "-",
    "\u2022": "•",
}
_SPACES = {"\u00a0", "\u202f", "\u2007", "\u2009", "\u200a", "\u2002", "\u2003", "\t", "\u3000"}
_DROP = {"\u200b", "\u200c", "\u200d", "\ufeff", "\u00ad", "\u2060"}


@dataclass(frozen=True)
class NormalizedText:
    """A normalized string and the map back to the original offsets."""

    text: str
    original: str
    offsets: tuple[int, ...] | None  # offsets[i] = original index of text[i], plus the end; None: the identity

    def to_original(self, start: int, end: int) -> tuple[int, int]:
        """Map a normalized [start, end) span back to the original text."""
        start = max(0, min(start, len(self.text)))
        end = max(start, min(end, len(self.text)))
        if self.offsets is None:
            return start, end
        if start == end:
            pos = self.offsets[start]
            return pos, pos
        return self.offsets[start], self.offsets[end - 1] + 1 + _tail(self, end - 1)


def _tail(norm: NormalizedText, index: int) -> int:
    """Extra original characters folded into the normalized character at index."""
    assert norm.offsets is not None
    here = norm.offsets[index]
    nxt = norm.offsets[index + 1]
    return max(0, nxt - here - 1)


def _clusters(text: str) -> list[tuple[int, str]]:
    """Split text into (offset, base char + combining marks) clusters."""
    out: list[tuple[int, str]] = []
    for i, ch in enumerate(text):
        if out and unicodedata.combining(ch) and not out[-1][1].endswith("\n"):
            start, cluster = out[-1]
            out[-1] = (start, cluster + ch)
        else:
            out.append((i, ch))
    return out


# Characters that need work: to fold, to drop or replace (invisible and control characters but
# the newline, carriage returns, unpaired surrogates), to compose (checked apart: NFC).
_CONTROLS = "\x00-\x08\x0b-\x1f\x7f-\x9f\r\ud800-\udfff"  # the tab (\x09) is one of the _SPACES
_NEEDS_WORK = re.compile("[" + re.escape("".join(_FOLD) + "".join(_SPACES) + "".join(_DROP)) + _CONTROLS + "]")
# What the one-to-one folds cannot do: remove a character, or replace one by U+FFFD.
_DROPPED = re.compile("[" + re.escape("".join(_DROP)) + _CONTROLS + "]")
# The folds that replace one character by one: quotes, apostrophes, dashes, spaces. Applied
# one after the other with str.replace, for the characters present (≈ 15 times faster than
# str.translate, which looks every character of a non-ASCII text up in a dict); no fold
# produces a character another fold replaces, so the order does not matter.
_ONE_TO_ONE = tuple({**_FOLD, **dict.fromkeys(sorted(_SPACES), " ")}.items())
assert not {new for _, new in _ONE_TO_ONE} & {old for old, new in _ONE_TO_ONE if old != new}


def _spacing_changes(text: str) -> bool:
    """Whether spaces or newlines would be collapsed or trimmed: a run of spaces, a space
    before or after a newline, a space first, a space or newline last."""
    return "  " in text or " \n" in text or "\n " in text or text[:1] == " " or text[-1:] in (" ", "\n")


# Where combining marks can be: every character of non-zero combining class is in these
# ranges (tests/test_normalize.py checks it against unicodedata); General Punctuation, where
# the typographic quotes and spaces are, is not.
_MAYBE_MARK = re.compile("[\u0300-\u1fff\u20d0-\u20ff\u2c00-\U0010ffff]")


def _has_marks(text: str) -> bool:
    """Whether the text has a combining mark: the character path maps a mark to the offset of
    its base character, so such text does not keep every offset."""
    return any(unicodedata.combining(ch) for ch in _MAYBE_MARK.findall(text))


def normalize(text: str) -> NormalizedText:
    """Fold equivalent spellings; keep a character-level map to the original.

    Three paths, one result: text that needs nothing is returned as is; text in NFC whose
    folds all replace one character by one (German „…“, typographic apostrophes,
    non-breaking spaces) is folded with ``str.replace``, every character staying at its
    offset (``offsets`` None: the identity); anything else (dropped or collapsed
    characters, CRLF, composition, combining marks) goes character by character, building
    the offset map."""
    if text and unicodedata.is_normalized("NFC", text):
        if _NEEDS_WORK.search(text) is None:
            if not _spacing_changes(text):
                return NormalizedText(text, text, None)
        elif _DROPPED.search(text) is None and not _has_marks(text):
            folded = text
            for old, new in _ONE_TO_ONE:
                if old in folded:
                    folded = folded.replace(old, new)
            if not _spacing_changes(folded):
                return NormalizedText(folded, text, None)
    chars: list[str] = []
    offsets: list[int] = []

    def emit(ch: str, origin: int) -> None:
        if ch == " " and (not chars or chars[-1] in " \n"):
            return  # collapse runs of spaces and spaces after a newline
        if ch == "\n":
            while chars and chars[-1] == " ":
                chars.pop()
                offsets.pop()
        chars.append(ch)
        offsets.append(origin)

    for origin, cluster in _clusters(text):
        if cluster in _DROP:
            continue
        if cluster == "\r":
            # \r\n becomes \n; a lone \r is a line break too
            if origin + 1 < len(text) and text[origin + 1] == "\n":
                continue
            emit("\n", origin)
            continue
        if cluster in _SPACES:
            emit(" ", origin)
            continue
        composed = unicodedata.normalize("NFC", cluster)
        for ch in composed:
            if ch in _SPACES:
                emit(" ", origin)
            elif ch in _DROP or (ch != "\n" and unicodedata.category(ch) == "Cc"):
                continue  # invisible and control characters carry no wording
            elif 0xD800 <= ord(ch) <= 0xDFFF:
                emit("\ufffd", origin)  # unpaired surrogate from a broken file
            else:
                emit(_FOLD.get(ch, ch), origin)
    while chars and chars[-1] in " \n":
        chars.pop()
        offsets.pop()
    offsets.append(len(text))
    return NormalizedText("".join(chars), text, tuple(offsets))
