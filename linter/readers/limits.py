"""Limits that cost one record, never the run: an over-long text, a file full of bad records.

A card text is a few hundred characters; one of many thousands is a pasted document, a
generated file gone wrong or an attack, and analysing it would take minutes (spaCy refuses
texts over 1,000,000 characters outright). Such a record is one input error naming the card
and the language, and is not checked; every other record is. A file whose every record is
bad (a converted binary, a wrong delimiter) would keep an error per record: past
``MAX_ERRORS_PER_FILE`` they are counted, not kept.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator

from linter.locale_codes import display_name
from linter.model.findings import InputError
from linter.readers.records import CardRecord

MAX_TEXT_LENGTH = 20_000  # characters of one card text (``max-text-length``, ``--max-text-length``)
HIGHEST_TEXT_LENGTH = 1_000_000  # the most it may be set to: spaCy's own limit on a text
MAX_ERRORS_PER_FILE = 1_000  # errors kept per file; the rest are counted in one last error


def too_long(record: CardRecord, limit: int) -> InputError | None:
    """One input error for a record holding a text over ``limit`` characters (the longest named)."""
    if max(map(len, record.texts.values()), default=0) <= limit:  # every record but a few: kept cheap
        return None
    lang, text = max(record.texts.items(), key=lambda item: len(item[1]))
    place = record.positions.get(lang)
    cell = place.cell if place is not None else ""
    return long_text(record.path, record.line, record.id, record.locales.get(lang, lang), len(text), limit, cell)


def long_text(path: str, line: int, card_id: str, code: str, length: int, limit: int, cell: str = "") -> InputError:
    """The error of a card whose text in locale ``code`` is ``length`` characters long."""
    return InputError(
        path,
        line,
        f"card {card_id!r}: its {display_name(code)} ({code}) text is {length:,} "
        f"characters long, over the limit of {limit:,} (max-text-length); the card is not checked",
        cell=cell,
    )


def limited(
    items: Iterable[CardRecord | InputError], max_text: int = MAX_TEXT_LENGTH, max_errors: int = MAX_ERRORS_PER_FILE
) -> Iterator[CardRecord | InputError]:
    """One file's records and errors with the limits applied: a record with an over-long text becomes an
    error, and errors and warnings past ``max_errors`` are counted into one last error of that file."""
    return capped((length_checked(item, max_text) for item in items), max_errors)


def length_checked(item: CardRecord | InputError, max_text: int) -> CardRecord | InputError:
    """The record, or its error when one of its texts is over ``max_text`` characters."""
    if isinstance(item, CardRecord):
        return too_long(item, max_text) or item
    return item


def capped(
    items: Iterable[CardRecord | InputError], max_errors: int = MAX_ERRORS_PER_FILE
) -> Iterator[CardRecord | InputError]:
    """One file's records and errors, errors and warnings past ``max_errors`` counted into one last error."""
    told = 0
    dropped: Counter[str] = Counter()
    name = ""
    for item in items:
        if isinstance(item, CardRecord):
            yield item
            continue
        name = name or item.path
        told += 1
        if told <= max_errors:
            yield item
        else:
            dropped[item.level] += 1
    if dropped:
        counts = " and ".join(f"{n:,} more {level}{'s' if n != 1 else ''}" for level, n in sorted(dropped.items()))
        yield InputError(
            name,
            0,
            f"{counts} in this file, not listed (the first {max_errors:,} are): is it a card file of this format?",
            "error" if dropped["error"] else "warning",
        )
