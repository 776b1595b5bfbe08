"""Writing cardlint's own files atomically, and the report outputs of ``cardlint check``.

A report is written to a temporary file beside its destination, flushed, synced and
renamed over it (``os.replace``): a run interrupted by an error, Ctrl-C or SIGTERM
leaves the previous report untouched and no temporary file behind. A run killed outright
(SIGKILL) cannot clean up: the next run writing the same file removes what it left.
"""

from __future__ import annotations

import argparse
import errno
import os
import re
import secrets
import signal
import stat
import sys
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from linter.model.results import CheckResult
from linter.writers import FORMATS, PAGED, Writer, get_writer

# extension → format, for ``-o FILE`` without ``--output-format``
EXTENSIONS = {".sarif": "sarif", ".json": "json", ".xml": "junit", ".txt": "text", ".log": "text"}


class OutputError(Exception):
    """A report could not be written (exit code 2); the message names the file."""


class _Terminated(SystemExit):
    """SIGTERM/SIGHUP while a file is being written: unwind (removing the temporary file), then exit."""


@contextmanager
def _signals_unwind() -> Iterator[None]:
    """Turn SIGTERM and SIGHUP into an exception while writing, so clean-up runs.

    Only where the default handler would kill the process outright (signals are
    handled in the main thread only); Ctrl-C already raises KeyboardInterrupt.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {}

    def unwind(signum: int, frame: object) -> None:
        raise _Terminated(128 + signum)

    for name in ("SIGTERM", "SIGHUP"):
        signum = getattr(signal, name, None)
        if signum is not None and signal.getsignal(signum) is signal.SIG_DFL:
            previous[signum] = signal.signal(signum, unwind)
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)


def read_only(path: Path) -> bool:
    """Whether an existing file may not be written by its owner's own rules: no write bit at all, or
    no write access (the superuser has access to everything, so the mode decides for it too)."""
    try:
        mode = path.stat().st_mode
    except OSError:
        return False
    return stat.S_ISREG(mode) and (not mode & 0o222 or not os.access(path, os.W_OK))


def write_atomic(path: str | os.PathLike[str], render: Callable[[TextIO], object], encoding: str = "utf-8") -> None:
    """Write a text file by calling ``render(handle)``: all of it replaces ``path``, or nothing does.

    A symlink is followed (the file it points to is replaced, the link stays); a new
    file gets the usual permissions (umask), an existing one keeps its mode. A read-only file
    is refused (PermissionError): the rename would replace it whatever its mode.
    """
    target = Path(os.path.realpath(path))
    if read_only(target):
        raise PermissionError(errno.EACCES, "the file is read-only", str(path))
    remove_dead_temporaries(target)
    temp = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
    with _signals_unwind():
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
        try:
            with open(fd, "w", encoding=encoding, newline="") as handle:
                render(handle)
                handle.flush()
                os.fsync(handle.fileno())
            try:
                os.chmod(temp, target.stat().st_mode & 0o7777)
            except FileNotFoundError:
                pass
            os.replace(temp, target)
        except BaseException:
            try:
                os.unlink(temp)
            except FileNotFoundError:
                pass
            raise
    _sync_directory(target.parent)


DEAD_AFTER = 15 * 60  # seconds without a write after which a temporary file's run is dead (it writes continuously)


def remove_dead_temporaries(target: Path, now: float | None = None) -> list[Path]:
    """Remove the temporary files of ``target`` that a killed run left (SIGKILL or a power cut give no
    chance to clean up): only files named as ``write_atomic`` names them (``.NAME.<8 hex>.tmp``) beside
    it, and only those untouched for ``DEAD_AFTER`` seconds — a run still writing one keeps it. The
    files removed."""
    prefix, removed = f".{target.name}.", list[Path]()
    now = time.time() if now is None else now
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return removed
    for entry in entries:
        if not (entry.name.startswith(prefix) and _TEMPORARY.fullmatch(entry.name, len(prefix))):
            continue
        try:
            if entry.is_file(follow_symlinks=False) and now - entry.stat(follow_symlinks=False).st_mtime > DEAD_AFTER:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:  # gone already, or not ours to remove
            continue
    return removed


_TEMPORARY = re.compile(r"[0-9a-f]{8}\.tmp")


def _sync_directory(folder: Path) -> None:
    """Make the rename itself durable (POSIX; Windows cannot open a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# -- the report outputs of ``cardlint check`` -------------------------------------------


@dataclass(frozen=True)
class OutputTarget:
    format: str
    path: Path | None  # None: standard output


class _OutputFile(argparse.Action):
    """``-o FILE``: pairs the file with the ``--output-format`` given just before it."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        pending = getattr(namespace, "_pending_output_format", None)
        namespace.outputs = [*(getattr(namespace, "outputs", None) or []), (pending, str(values))]
        namespace._pending_output_format = None


class _OutputFormat(argparse.Action):
    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        if getattr(namespace, "_pending_output_format", None):
            parser.error(f"--output-format {namespace._pending_output_format} is not followed by -o FILE")
        namespace._pending_output_format = values


def add_output_arguments(parser: argparse.ArgumentParser) -> None:
    """``--format``, ``-o/--output FILE`` (repeatable), ``--output-format FORMAT`` (for the next -o), ``--quiet``."""
    parser.add_argument(
        "--format", choices=FORMATS, default=None, help="format written to standard output (default: text)"
    )
    parser.add_argument(
        "-o",
        "--output",
        dest="outputs",
        metavar="FILE",
        action=_OutputFile,
        default=[],
        help="also write a report to FILE (repeatable); its format comes from the --output-format "
        "just before it, or from the extension (.sarif, .json, .xml = junit, .txt)",
    )
    parser.add_argument(
        "--output-format",
        dest="_pending_output_format",
        metavar="FORMAT",
        choices=FORMATS,
        action=_OutputFormat,
        default=None,
        help="format of the next -o FILE (" + ", ".join(FORMATS) + ")",
    )
    parser.add_argument("-q", "--quiet", action="store_true", help="no progress bar")


def outputs_from_args(args: argparse.Namespace) -> list[OutputTarget]:
    """The reports to write: standard output in ``--format``, then each ``-o`` file in its format."""
    if getattr(args, "_pending_output_format", None):
        raise OutputError(f"--output-format {args._pending_output_format} is not followed by -o FILE")
    targets = [OutputTarget(args.format or "text", None)]
    seen: set[Path] = set()
    for fmt, name in getattr(args, "outputs", None) or []:
        path = Path(name)
        if fmt is None:
            suffixes = "".join(path.suffixes[-2:]).lower()
            fmt = "sarif" if suffixes == ".sarif.json" else EXTENSIONS.get(path.suffix.lower())
        if fmt is None:
            raise OutputError(
                f"cannot tell the format of {name} from its extension: put --output-format "
                f"({', '.join(FORMATS)}) before -o {name}"
            )
        if not path.parent.is_dir():  # said now, not after a long run
            raise OutputError(f"cannot write {name}: folder {path.parent} does not exist")
        key = Path(os.path.realpath(path))
        if key in seen:
            raise OutputError(f"{name} is given twice with -o")
        seen.add(key)
        targets.append(OutputTarget(fmt, path))
    return targets


def color_enabled(choice: str, stream: TextIO | None = None, env: Mapping[str, str] | None = None) -> bool:
    """``--color always|never|auto``; auto: a terminal, unless NO_COLOR is set (FORCE_COLOR forces it)."""
    if choice in ("always", "never"):
        return choice == "always"
    env = os.environ if env is None else env
    if env.get("NO_COLOR"):
        return False
    if env.get("FORCE_COLOR"):
        return True
    stream = sys.stdout if stream is None else stream
    try:
        return stream.isatty() and env.get("TERM") != "dumb"
    except (AttributeError, ValueError):
        return False


def write_reports(
    result: CheckResult, targets: Sequence[OutputTarget], stdout: TextIO | None = None, color: bool = False
) -> None:
    """Write every report: standard output first (``color`` applies only there), then each file atomically.

    A file that cannot be written does not stop the others; OutputError names them all.
    """
    failures = []
    if any(t.format in PAGED for t in targets):
        from linter import rule_docs  # noqa: F401 - declares the rule pages (YAML and Babel: only when one is shown)
    for t in targets:
        writer = get_writer(t.format)
        if t.path is None:
            writer(result, stdout or sys.stdout, color)
            continue

        def render(handle: TextIO, writer: Writer = writer) -> None:
            writer(result, handle, False)

        try:
            write_atomic(t.path, render)
        except OSError as exc:
            failures.append(f"cannot write {t.path}: {exc.strerror or exc}")
    if failures:
        raise OutputError("; ".join(failures))
