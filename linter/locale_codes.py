"""Locale codes as users write them (``es_ES``, ``es-419``, ``fr-CA``), read with Babel.

cardlint's language data is per language (one folder of ``locales/`` each); files name locales. Readers map
each code to its language for comparison and keep the code as written for reports.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from babel import Locale, UnknownLocaleError

# What a locale code can look like (a language subtag, then script/region/variant subtags):
# used to tell a locale column or file name from other names before asking Babel.
_SHAPE = re.compile(r"[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*")


def _parse(code: str) -> Locale:
    if not isinstance(code, str) or not _SHAPE.fullmatch(code.strip()):
        raise ValueError(f"{code!r} is not a locale code (expected e.g. 'es', 'es_ES', 'es-419', 'fr-CA')")
    code = code.strip()
    try:
        return Locale.parse(code, sep="-" if "-" in code else "_")
    except (UnknownLocaleError, ValueError) as exc:
        raise ValueError(f"unknown locale code {code!r}") from exc


def language_of(code: str) -> str:
    """The language of a locale code ("es-419" → "es"); ValueError if Babel does not know it."""
    return _parse(code).language


def is_locale_code(name: str) -> bool:
    """Whether a file, folder or column name is a locale code Babel knows."""
    try:
        _parse(name)
    except ValueError:
        return False
    return True


def looks_like_locale(name: str) -> bool:
    """Whether a name has the shape of a locale code (known to Babel or not)."""
    return isinstance(name, str) and bool(_SHAPE.fullmatch(name.strip()))


@lru_cache(maxsize=4096)
def language_key(code: str) -> str:
    """The language a reader files a text under: the code's language, or the code itself when
    Babel does not know it (the Checker then reports it once as unsupported). Remembered: a
    file names the same few codes on every card."""
    try:
        return language_of(code)
    except ValueError:
        return code.strip()


def display_name(code: str) -> str:
    """Babel's English name of a locale ("es-419" → "Spanish (Latin America)").

    Never fails: a code Babel does not know is shown as written, so a report about an odd
    code can still be printed.
    """
    try:
        return _parse(code).get_display_name("en") or code
    except ValueError:
        return code


def variant_groups(codes: Iterable[str], source_lang: str) -> tuple[list[dict[str, str]], list[str]]:
    """Split locale codes into groups of at most one code per language.

    A record holds one text per language, so a file with both ``es_ES`` and ``es-419``
    gives two records: the first group has the first code of every language, each further
    variant gets a group of its own next to the source. Further variants of the source
    language cannot be compared and are returned second, for the caller to report.
    """
    first: dict[str, str] = {}
    extra: list[tuple[str, str]] = []
    for code in codes:
        lang = language_key(code)
        if lang in first:
            extra.append((lang, code))
        else:
            first[lang] = code
    groups = [first] if first else []
    dropped = []
    for lang, code in extra:
        if lang == source_lang:
            dropped.append(code)
        elif source_lang in first:
            groups.append({source_lang: first[source_lang], lang: code})
        else:
            groups.append({lang: code})
    return groups, dropped
