"""Which files a run may write: never a file it reads, never a read-only file.

Every destination of a command (``-o``, ``--write-baseline``, the review page, the cache
store) is compared with every file the run reads — the files named, the card files found in
folders, the other files of a split database, the configuration and the baseline — by
resolved path and by identity (device and inode, so a hard link or a symlink is the same
file). A destination that is an input is refused before anything is read or written, with
one exception that keeps reruns working: a file found only by walking a folder that holds no
card (``cardlint check . -o report.json`` the second time) is left out of the walk and may
be replaced. A read-only destination is refused too: an atomic rename would ignore its mode.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from linter.output import read_only
from linter.readers import input_files, read_paths
from linter.readers.records import CardRecord


class DestinationError(Exception):
    """A destination that cardlint must not write (exit code 2); the message names it."""


@dataclass(frozen=True)
class Destination:
    """One file a command will write, and what the user called it (for messages)."""

    path: Path
    what: str  # the option that names it: "-o", "--write-baseline", "--cache"


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return (info.st_dev, info.st_ino)


def _holds_cards(path: Path, input_format: str | None) -> bool:
    """Whether a file found in a folder holds at least one card (then it is an input)."""
    return any(isinstance(r, CardRecord) for r in read_paths([path], input_format=input_format))


def guard(
    destinations: Sequence[Destination],
    inputs: Iterable[Path],
    input_format: str | None = None,
    also_read: Iterable[Path] = (),
) -> frozenset[Path]:
    """Refuse every destination that is read by the run or is read-only (DestinationError, nothing
    written). Returns the resolved destinations to leave out of folder walks: files found in a
    folder that hold no card, which the run will write but must not read."""
    by_identity: dict[tuple[int, int], tuple[Path, bool]] = {}
    for file, named in [*input_files(inputs, input_format), *((Path(p), True) for p in also_read)]:
        ident = _identity(file)
        if ident is not None:
            previous = by_identity.get(ident)
            by_identity[ident] = (file, named or (previous is not None and previous[1]))
    skipped: set[Path] = set()
    for dest in destinations:
        target = Path(os.path.realpath(dest.path))
        ident = _identity(target)
        if ident is None:  # a new file: nothing is read from it
            continue
        found = by_identity.get(ident)
        if found is not None:
            file, named = found
            if named or _holds_cards(target, input_format):
                alias = "" if os.path.abspath(file) == os.path.abspath(dest.path) else f" (the same file as {file})"
                raise DestinationError(
                    f"{dest.path}{alias} is read by this run, and cardlint never writes to a file it reads: "
                    f"give {dest.what} another file"
                )
            skipped.add(target)
        if read_only(target):
            raise DestinationError(f"{dest.path} is read-only; cardlint does not replace it (given as {dest.what})")
    return frozenset(skipped)
