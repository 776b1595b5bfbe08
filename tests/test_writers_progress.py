"""The progress line: only for a person at a terminal, only on long runs, never on stdout."""

from __future__ import annotations

import io

import pytest

from linter.progress import Progress, progress_enabled


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.parametrize("stream, env, quiet, expected", [
    (Terminal(), {}, False, True),
    (io.StringIO(), {}, False, False),             # redirected to a file or pipe
    (Terminal(), {"CI": "true"}, False, False),    # GitHub Actions, GitLab CI
    (Terminal(), {"CI": "1"}, False, False),
    (Terminal(), {"CI": "false"}, False, True),
    (Terminal(), {}, True, False),                 # --quiet
    (Terminal(), {"TERM": "dumb"}, False, False),  # cannot redraw a line
])
def test_enabled_only_for_a_person_at_a_terminal(stream, env, quiet, expected):
    assert progress_enabled(quiet, stream, env) is expected


def test_disabled_prints_nothing():
    stream, clock = Terminal(), Clock()
    with Progress(5000, enabled=False, stream=stream, clock=clock) as progress:
        for _ in range(5000):
            clock.now += 0.01
            progress.update()
    assert stream.getvalue() == "" and progress.done == 5000


def test_short_runs_print_nothing():
    stream, clock = Terminal(), Clock()
    with Progress(300, enabled=True, stream=stream, clock=clock) as progress:
        for _ in range(300):
            clock.now += 0.001  # 0.3 s in all
            progress.update()
    assert stream.getvalue() == ""


def test_long_runs_redraw_one_line_and_erase_it(monkeypatch):
    monkeypatch.setenv("COLUMNS", "100")
    stream, clock = Terminal(), Clock()
    progress = Progress(4000, enabled=True, stream=stream, clock=clock)
    for _ in range(3000):
        clock.now += 0.001
        progress.update()
    drawn = stream.getvalue()
    assert drawn.startswith("\rcardlint: ") and "\n" not in drawn
    last = drawn.rsplit("\r", 1)[1].rstrip()
    assert last.startswith("cardlint: 3,000/4,000 cards [") and " 75% " in last and last.endswith("0:03")
    assert drawn.count("\r") <= 11  # at most ten redraws a second after the first 2 s
    progress.close()
    assert stream.getvalue().endswith("\r" + " " * len(drawn.rsplit("\r", 1)[1]) + "\r")


def test_unknown_total_counts_cards():
    stream, clock = Terminal(), Clock()
    progress = Progress(None, enabled=True, stream=stream, clock=clock)
    clock.now += 3
    progress.update(1200)
    assert stream.getvalue() == "\rcardlint: 1,200 cards 400/s 0:03"
