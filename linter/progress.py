"""A progress line on standard error for long runs in a terminal.

It appears only when a person is watching: stderr is a terminal, not in CI
(``CI=true``), not with ``--quiet``, and only once the run has lasted a couple of
seconds. It is redrawn in place with ``\\r`` at most a few times a second and erased on
close, so it never mixes with the report on standard output.
"""

from __future__ import annotations

import os
import shutil
import sys
import time
from collections.abc import Callable, Mapping
from typing import TextIO

DELAY = 2.0  # seconds before the first draw: short runs never show a bar
INTERVAL = 0.1  # seconds between redraws


def progress_enabled(quiet: bool, stream: TextIO | None = None, env: Mapping[str, str] | None = None) -> bool:
    """Whether to show progress: a terminal on stderr, not CI, not --quiet, not a dumb terminal."""
    stream = stream if stream is not None else sys.stderr
    env = env if env is not None else os.environ
    try:
        tty = stream.isatty()
    except (AttributeError, ValueError):  # closed or not a real stream
        tty = False
    ci = env.get("CI", "").strip().lower() not in ("", "0", "false", "no")
    return tty and not ci and not quiet and env.get("TERM") != "dumb"


class Progress:
    """``update(n)`` as work is done, ``close()`` at the end (or use it as a context manager)."""

    def __init__(
        self,
        total: int | None,
        enabled: bool,
        *,
        unit: str = "cards",
        stream: TextIO | None = None,
        delay: float = DELAY,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.total, self.enabled, self.unit = total, enabled, unit
        self.stream = stream if stream is not None else sys.stderr
        self.delay, self.clock = delay, clock
        self.done = 0
        self.started = clock()
        self._drawn_at: float | None = None
        self._width = 0

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def update(self, n: int = 1) -> None:
        """Count ``n`` more units done; redraw if it is time."""
        self.done += n
        if not self.enabled:
            return
        now = self.clock()
        if now - self.started < self.delay or (self._drawn_at is not None and now - self._drawn_at < INTERVAL):
            return
        self._drawn_at = now
        self._draw(self.render(now - self.started))

    def render(self, elapsed: float) -> str:
        """The progress line: count (of total, with a bar and percentage), rate and elapsed time."""
        columns = shutil.get_terminal_size((80, 24)).columns
        minutes, seconds = divmod(int(elapsed), 60)
        clock = f"{minutes}:{seconds:02d}"
        rate = f"{self.done / elapsed:,.0f}/s" if elapsed > 0 else ""
        if self.total:
            share = min(1.0, self.done / self.total)
            text = f"cardlint: {self.done:,}/{self.total:,} {self.unit} {share:4.0%} {rate} {clock}"
            bar_width = max(0, min(30, columns - len(text) - 4))
            if bar_width >= 10:
                filled = int(share * bar_width)
                text = text.replace(f" {share:4.0%}", f" [{'#' * filled}{'.' * (bar_width - filled)}] {share:4.0%}", 1)
        else:
            text = f"cardlint: {self.done:,} {self.unit} {rate} {clock}"
        return text[: max(0, columns - 1)]

    def _draw(self, text: str) -> None:
        pad = " " * max(0, self._width - len(text))
        self.stream.write("\r" + text + pad)
        self.stream.flush()
        self._width = len(text)

    def close(self) -> None:
        """Erase the line, if one was drawn, so the next output starts clean."""
        if self._width:
            self.stream.write("\r" + " " * self._width + "\r")
            self.stream.flush()
            self._width = 0
