"""Readers turn users' files into card records, one error per bad record or file.

``read_paths`` is the one entry point: it walks folders, picks each file's format by its
name (or ``input_format``), and streams records; a bad file never stops the others.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from linter.findings import InputError
from linter.readers.jsonarray import read_json
from linter.readers.jsonl import read_jsonl
from linter.readers.po import read_po
from linter.readers.records import CardRecord
from linter.readers.split import read_split, split_locale, split_siblings
from linter.readers.table import read_table
from linter.readers.tmx import read_tmx
from linter.readers.xliff import read_xliff
from linter.readers.xlsx import read_xlsx

FORMATS = ("jsonl", "json", "split", "csv", "tsv", "xlsx", "po", "xliff", "tmx")

_EXTENSIONS = {
    ".jsonl": "jsonl",
    ".ndjson": "jsonl",
    ".json": "json",
    ".csv": "csv",
    ".tsv": "tsv",
    ".po": "po",
    ".pot": "po",
    ".xlf": "xliff",
    ".xliff": "xliff",
    ".xlsx": "xlsx",
    ".tmx": "tmx",
}


def detect_format(path: Path) -> str:
    """The format of a file from its name: ``.json`` is a JSON array of cards, or a
    per-language database when named ``cards.<locale>.json`` or kept in a locale folder."""
    path = Path(path)
    found = _EXTENSIONS.get(path.suffix.lower())
    if found is None:
        raise ValueError(
            f"unknown file type {path.suffix or '(no extension)'!r}: expected one of "
            f"{', '.join(sorted(_EXTENSIONS))} (or give --input-format)"
        )
    if found == "json" and split_locale(path) is not None:
        return "split"
    return found


def _files(paths: Iterable[Path]) -> Iterator[Path | InputError]:
    """Named files as given; in folders, files with a known extension (hidden ones skipped).
    Each file once, however often it is named."""
    seen: set[Path] = set()
    for path in map(Path, paths):
        if not path.exists():
            yield InputError(str(path), 0, "no such file or folder")
            continue
        found = (
            [path]
            if not path.is_dir()
            else [
                f
                for f in sorted(path.rglob("*"))
                if f.is_file()
                and f.suffix.lower() in _EXTENSIONS
                and not any(part.startswith(".") for part in f.relative_to(path).parts)
            ]
        )
        for file in found:
            if file.resolve() not in seen:
                seen.add(file.resolve())
                yield file


def read_paths(
    paths: Iterable[Path | str], input_format: str | None = None, include_fuzzy: bool = False, source_lang: str = "en"
) -> Iterator[CardRecord | InputError]:
    """Every card record of the given files and folders, with one error per unreadable
    file or record (files after a bad one are still read)."""
    if input_format is not None and input_format not in FORMATS:
        raise ValueError(f"unknown input format {input_format!r} (known: {', '.join(FORMATS)})")
    databases_read: set[Path] = set()
    for path in _files(paths):  # type: ignore[arg-type]
        if isinstance(path, InputError):
            yield path
            continue
        try:
            kind = input_format or detect_format(path)
        except ValueError as exc:
            yield InputError(str(path), 0, str(exc))
            continue
        try:
            if kind == "split":
                if path.resolve() in databases_read:
                    continue
                siblings = split_siblings(path)
                if not siblings:
                    yield InputError(
                        str(path),
                        0,
                        "cannot tell the locale of a per-language file: name it "
                        "cards.<locale>.json or put it in a folder named after the locale",
                    )
                    continue
                databases_read.update(p.resolve() for p in siblings)
                yield from read_split(siblings, source_lang)
            elif kind == "jsonl":
                yield from read_jsonl(path, source_lang)
            elif kind == "json":
                yield from read_json(path, source_lang)
            elif kind in ("csv", "tsv"):
                yield from read_table(path, "," if kind == "csv" else "\t", source_lang)
            elif kind == "xlsx":
                yield from read_xlsx(path, source_lang)
            elif kind == "po":
                yield from read_po(path, include_fuzzy, source_lang)
            elif kind == "tmx":
                yield from read_tmx(path, source_lang)
            else:
                yield from read_xliff(path, include_fuzzy, source_lang)
        except OSError as exc:  # a file that vanished or became unreadable mid-run
            yield InputError(str(path), 0, f"cannot read file: {exc.strerror or exc}")
