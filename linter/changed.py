"""``--changed-since REF``: check only the cards a pull request changed.

Each input file is read a second time as it was at REF (``git show``), with the same reader
and options, and compared card by card: a card is checked when its texts, game, type or
inline suppressions differ from every REF version of the same card id in that file. A file
that did not exist at REF is checked whole. Pre-commit and CI pass whole files; this is what
makes one edited card in a 20,000-card file cost one card.
"""

from __future__ import annotations

import subprocess
import tempfile
from collections.abc import Hashable
from pathlib import Path

from linter.readers import input_files, read_paths
from linter.readers.limits import MAX_TEXT_LENGTH
from linter.readers.records import CardRecord


class ChangedSinceError(Exception):
    """``--changed-since`` cannot work here: no git, not a repository, an unknown revision (exit code 2)."""


def _git(folder: Path, *args: str) -> subprocess.CompletedProcess[bytes]:
    try:
        return subprocess.run(["git", "-C", str(folder), *args], capture_output=True, check=False)
    except FileNotFoundError:
        raise ChangedSinceError("--changed-since needs git, and git is not installed") from None


def _signature(record: CardRecord) -> Hashable:
    """What makes a card need checking again (never its line: moving a card changes nothing)."""
    return (
        tuple(sorted(record.texts.items())),
        record.game,
        record.card_type,
        tuple(sorted((s.rules, s.reason, s.lang or "") for s in record.suppressions)),
    )


class ChangedSince:
    """Decides, record by record, whether a card changed since ``ref``; counts the ones that did not."""

    def __init__(
        self,
        ref: str,
        paths: list[Path],
        input_format: str | None = None,
        include_fuzzy: bool = False,
        source_lang: str = "en",
        max_text: int = MAX_TEXT_LENGTH,
    ) -> None:
        self.ref = ref
        self.options = {
            "input_format": input_format,
            "include_fuzzy": include_fuzzy,
            "source_lang": source_lang,
            "max_text": max_text,
        }
        self.unchanged = 0
        self.kept: set[tuple[str, str]] = set()  # (file, card id) of the cards checked
        self._roots: dict[Path, Path] = {}
        self._old: dict[str, dict[str, set[Hashable]] | None] = {}  # file → card id → REF signatures; None: new file
        for path in paths:  # said before any card is read: not a repository, or no such revision
            folder = path if path.is_dir() else path.parent
            root = self._root(folder)
            if _git(root, "rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}").returncode != 0:
                raise ChangedSinceError(f"--changed-since: no commit {ref!r} in the git repository at {root}")
        for file, _ in input_files(paths, input_format):  # every file's history must be in its repository
            self._relative(file)

    def _relative(self, file: Path) -> Path:
        """The file's path in its repository, as ``git show`` takes it; a file (or the file a symlink points
        to) outside the repository has no history there: a clear error naming it."""
        root = self._root(file.parent)
        try:
            return file.resolve().relative_to(root)
        except ValueError:
            target = f" (a symlink to {file.resolve()})" if file.is_symlink() else ""
            raise ChangedSinceError(
                f"--changed-since: {file}{target} is outside the git repository at {root}, so git has no "
                "earlier version of it to compare with; check it without --changed-since"
            ) from None

    def _root(self, folder: Path) -> Path:
        folder = folder.resolve()
        if folder not in self._roots:
            found = _git(folder, "rev-parse", "--show-toplevel")
            if found.returncode != 0:
                raise ChangedSinceError(
                    f"--changed-since needs a git repository, and {folder} is not in one "
                    "(run it in a clone, or check the whole files without it)"
                )
            self._roots[folder] = Path(found.stdout.decode().strip()).resolve()
        return self._roots[folder]

    def changed(self, record: CardRecord) -> bool:
        """Whether this record's card is new or changed since REF (its file at REF is read once)."""
        if record.path not in self._old:
            self._old[record.path] = self._read_old(record)
        old = self._old[record.path]
        return old is None or _signature(record) not in old.get(record.id, ())

    def keep(self, record: CardRecord) -> bool:
        """Whether to check this record (``changed``); the cards kept are remembered, the others counted."""
        if self.changed(record):
            self.kept.add((record.path, record.id))
            return True
        self.unchanged += 1
        return False

    def _read_old(self, record: CardRecord) -> dict[str, set[Hashable]] | None:
        """The signatures of every card of ``record``'s file at REF (None: the file is new since then).

        The file — and the source file of a per-language database — is written out as it was
        at REF under a temporary folder with the same relative paths, and read by the same reader."""
        path = Path(record.path)
        root = self._root(path.parent)
        files = [path] + ([Path(record.source_path)] if record.source_path else [])
        with tempfile.TemporaryDirectory(prefix="cardlint-changed-") as temp:
            copies = []
            for file in files:
                relative = self._relative(file)
                shown = _git(root, "show", f"{self.ref}:{relative.as_posix()}")
                if shown.returncode != 0:
                    if file == path:
                        return None  # added since REF: checked whole
                    continue  # the source file is new: its cards compare as changed
                copy = Path(temp) / relative
                copy.parent.mkdir(parents=True, exist_ok=True)
                copy.write_bytes(shown.stdout)
                copies.append(copy)
            old: dict[str, set[Hashable]] = {}
            for item in read_paths(copies[:1], **self.options):  # type: ignore[arg-type]
                if isinstance(item, CardRecord) and Path(item.path) == copies[0]:
                    old.setdefault(item.id, set()).add(_signature(item))
            return old
