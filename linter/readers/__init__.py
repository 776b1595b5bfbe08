"""Readers turn users' files into card records, one error per bad record or file.

``read_paths`` is the one entry point: it walks folders, picks each file's format by its
name (or ``input_format``), and streams records; a bad file never stops the others.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator
from pathlib import Path

from linter.crash import REPORT_HINT
from linter.model.findings import InputError
from linter.readers.limits import MAX_TEXT_LENGTH, limited
from linter.readers.records import CardRecord, NotCards
from linter.readers.split import read_split, split_locale, split_siblings

# Each format's reader is imported when a file of that format is read: the XML readers alone bring in
# the standard library's SAX, urllib and http modules (≈ 0.2 s of every start, ``cardlint --help`` too).

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


def _files(paths: Iterable[Path], skip: Collection[Path] = ()) -> Iterator[tuple[Path, bool] | InputError]:
    """Named files as given; in folders, files with a known extension (hidden ones skipped), each
    with whether it was named. Each file once, however often it is named; ``skip``: resolved paths
    a folder walk leaves out (the run's own outputs)."""
    seen: set[Path] = set()
    for path in map(Path, paths):
        if not path.exists():
            yield InputError(str(path), 0, "no such file or folder")
            continue
        named = not path.is_dir()
        found = (
            [path]
            if named
            else [
                f
                for f in sorted(path.rglob("*"))
                if f.is_file()
                and f.suffix.lower() in _EXTENSIONS
                and not any(part.startswith(".") for part in f.relative_to(path).parts)
                and f.resolve() not in skip
            ]
        )
        for file in found:
            if file.resolve() not in seen:
                seen.add(file.resolve())
                yield file, named


def input_files(paths: Iterable[Path], input_format: str | None = None) -> Iterator[tuple[Path, bool]]:
    """Every file reading ``paths`` opens, with whether the user named it: the files named, the
    card files found in folders and the other files of each split database."""
    for found in _files(paths):
        if isinstance(found, InputError):
            continue
        yield found
        path, named = found
        try:
            kind = input_format or detect_format(path)
        except ValueError:
            continue
        if kind == "split":
            yield from ((sibling, named) for sibling in split_siblings(path) if sibling != path)


def read_paths(
    paths: Iterable[Path | str],
    input_format: str | None = None,
    include_fuzzy: bool = False,
    source_lang: str = "en",
    skip: Collection[Path] = (),
    max_text: int = MAX_TEXT_LENGTH,
) -> Iterator[CardRecord | InputError]:
    """Every card record of the given files and folders, with one error per unreadable
    file or record (files after a bad one are still read); ``skip``: resolved paths of the
    run's own outputs, which a folder walk leaves out (``linter.destinations``); ``max_text``:
    a record with a longer text is one error (``linter.readers.limits``). A file found in a
    folder that is no card file at all (``package.json``) is skipped with a notice."""
    if input_format is not None and input_format not in FORMATS:
        raise ValueError(f"unknown input format {input_format!r} (known: {', '.join(FORMATS)})")
    databases_read: set[Path] = set()
    for found in _files(map(Path, paths), skip):
        if isinstance(found, InputError):
            yield found
            continue
        path, named = found
        try:
            kind = input_format or detect_format(path)
        except ValueError as exc:
            yield InputError(str(path), 0, str(exc))
            continue
        if kind == "split":
            if path.resolve() in databases_read:
                continue
            siblings = split_siblings(path)
            databases_read.update(p.resolve() for p in siblings)
        for item in limited(read_file(path, kind, include_fuzzy, source_lang, max_text), max_text):
            if not isinstance(item, NotCards):
                yield item
            elif named:  # named, it is meant as a card file: what is wrong is an error
                yield InputError(item.path, item.line, item.message, cell=item.cell)
            else:
                yield InputError(str(path), 0, f"not a card file, skipped: {item.message}", "notice")
                break


def read_file(
    path: Path, kind: str, include_fuzzy: bool, source_lang: str, max_text: int = MAX_TEXT_LENGTH
) -> Iterator[CardRecord | InputError]:
    """The records of one file of a known format (the language server reads its buffers through this too)."""
    try:
        if kind == "split":
            siblings = split_siblings(path)
            if not siblings:
                yield InputError(
                    str(path),
                    0,
                    "cannot tell the locale of a per-language file: name it "
                    "cards.<locale>.json or put it in a folder named after the locale",
                )
                return
            yield from read_split(siblings, source_lang)
        elif kind == "jsonl":
            from linter.readers.jsonl import read_jsonl

            yield from read_jsonl(path, source_lang)
        elif kind == "json":
            from linter.readers.jsonarray import read_json

            yield from read_json(path, source_lang)
        elif kind in ("csv", "tsv"):
            from linter.readers.table import read_table

            yield from read_table(path, "," if kind == "csv" else "\t", source_lang)
        elif kind == "xlsx":
            from linter.readers.xlsx import read_xlsx

            yield from read_xlsx(path, source_lang, max_text)
        elif kind == "po":
            from linter.readers.po import read_po

            yield from read_po(path, include_fuzzy, source_lang)
        elif kind == "tmx":
            from linter.readers.tmx import read_tmx

            yield from read_tmx(path, source_lang)
        else:
            from linter.readers.xliff import read_xliff

            yield from read_xliff(path, include_fuzzy, source_lang)
    except OSError as exc:  # a file that vanished or became unreadable mid-run
        yield InputError(str(path), 0, f"cannot read file: {exc.strerror or exc}")
    except Exception as exc:  # noqa: BLE001 - a reader's bug costs its file, named, not the run
        yield InputError(
            str(path), 0, f"internal error while reading this file: {type(exc).__name__}: {exc} — {REPORT_HINT}"
        )
