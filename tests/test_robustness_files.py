"""Hostile files are refused with one clear error in bounded memory; cardlint never writes to
its inputs; an interrupted run (SIGINT, SIGTERM, a full disk) leaves the previous report intact."""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).parent / "data" / "readers"
PREVIOUS = '{"findings": [], "note": "the report of the previous run"}\n'

_LAUGHS = ('<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol">'
           + "".join(f'<!ENTITY lol{n} "{f"&lol{n - 1};" * 10 if n > 1 else "&lol;" * 10}">' for n in range(1, 10))
           + ']>\n<xliff version="1.2"><file source-language="en" target-language="de"><body>'
             '<trans-unit id="c1"><source>Destroy target creature.</source><target>&lol9;</target></trans-unit>'
             '</body></file></xliff>\n')
_EXTERNAL = ('<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n'
             '<xliff version="1.2"><file source-language="en" target-language="de"><body>'
             '<trans-unit id="c1"><source>Destroy target creature.</source><target>&secret;</target></trans-unit>'
             '</body></file></xliff>\n')


def _sparse(path: Path) -> None:
    with path.open("wb") as handle:
        handle.truncate(2 * 1024**3)  # 2 GB of holes: no disk used, all of it readable NULs


HOSTILE = {
    "entity-expansion.xlf": (lambda p: p.write_text(_LAUGHS), "entities"),
    "external-entity.xlf": (lambda p: p.write_text(_EXTERNAL), "entities"),
    "nested.json": (lambda p: p.write_text("[" * 100_000 + "]" * 100_000), "nested too deeply"),
    "nested.jsonl": (lambda p: p.write_text('{"id": "c1", "text": ' + "[" * 100_000 + "]" * 100_000 + "}\n"),
                     "nested too deeply"),
    "sparse.jsonl": (_sparse, "not a text file"),
    "sparse.csv": (_sparse, "not a text file"),
    "sparse.json": (_sparse, "file too large"),
    "sparse.po": (_sparse, "file too large"),
    "image.jsonl": (lambda p: p.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + random.Random(8).randbytes(4096)),
                    "not a text file"),
    "random.csv": (lambda p: p.write_bytes(random.Random(7).randbytes(64 * 1024)), "not a text file"),
}

# The peak of this process alone: Linux keeps ru_maxrss across exec, so a child of a large
# pytest process would report its parent's size; VmHWM belongs to the new process image.
_READ_ALL = textwrap.dedent("""
    import resource, sys
    from pathlib import Path
    from linter.readers import read_paths
    for item in read_paths(sys.argv[1:]):
        print(item)
    status = Path("/proc/self/status")
    hwm = [line.split()[1] for line in status.read_text().splitlines() if line.startswith("VmHWM:")] \
        if status.exists() else []
    print("peak-kb", hwm[0] if hwm else resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
""")


@pytest.mark.parametrize("name", HOSTILE)
def test_a_hostile_file_is_refused_with_one_clear_error_in_bounded_memory(tmp_path: Path, name: str) -> None:
    make, expected = HOSTILE[name]
    path = tmp_path / name
    make(path)
    done = subprocess.run([sys.executable, "-c", _READ_ALL, str(path)], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    *errors, peak = done.stdout.splitlines()
    assert len(errors) == 1 and errors[0].startswith(f"{path}") and ": error: " in errors[0], errors
    assert expected in errors[0]
    assert int(peak.split()[1]) < 300 * 1024  # KB: the file is never held in memory


def test_the_command_line_refuses_a_binary_file_without_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "sparse.jsonl"
    _sparse(path)
    done = subprocess.run([sys.executable, "-m", "linter", "check", "-q", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert "not a text file" in done.stdout + done.stderr
    assert "Traceback" not in done.stderr


def _snapshot(folder: Path) -> dict[str, tuple[int, bytes]]:
    return {str(p.relative_to(folder)): (p.stat().st_mtime_ns, p.read_bytes())
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_cardlint_never_writes_to_its_inputs(tmp_path: Path) -> None:
    inputs = tmp_path / "inputs"
    shutil.copytree(DATA, inputs)
    reports = tmp_path / "reports"
    reports.mkdir()
    before = _snapshot(inputs)
    time.sleep(0.01)  # a rewrite would show in the modification times
    done = subprocess.run([sys.executable, "-m", "linter", "check", "-q", "--format", "json",
                           "-o", str(reports / "report.sarif"), "--write-baseline", str(reports / "baseline.json"),
                           str(inputs)], cwd=tmp_path, capture_output=True, text=True, timeout=600,
                          env=dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache"), PYTHONPATH=str(ROOT)))
    assert "Traceback" not in done.stderr
    assert (reports / "baseline.json").exists(), done.stderr
    assert _snapshot(inputs) == before


# -- interruptions --------------------------------------------------------------------------

def _cards(path: Path, count: int) -> Path:
    line = '{{"id": "c{n}", "game": "mtg", "text": {{"en": "Destroy target creature {n}.", "es": "Destruye hasta dos criaturas objetivo {n}."}}}}\n'
    path.write_text("".join(line.format(n=n) for n in range(count)), encoding="utf-8")
    return path


def _default_sigint() -> None:
    """Run in the child before it starts: SIGINT back to its default, which Python turns into Ctrl-C
    handling. A process started with SIGINT ignored (under nohup, as a background job of a shell)
    would hand the ignoring on, and the child would never see the signal these tests send."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _leftovers(folder: Path) -> list[str]:
    return [p.name for p in folder.iterdir() if p.name.endswith(".tmp")]


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_a_signal_during_the_run_leaves_the_previous_report(tmp_path: Path, signum: int) -> None:
    report = tmp_path / "report.json"
    report.write_text(PREVIOUS)
    cards = _cards(tmp_path / "cards.jsonl", 20_000)
    child = subprocess.Popen([sys.executable, "-m", "linter", "check", "-q", "--format", "json", "-o", str(report),
                              str(cards)], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                             env=dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache")), preexec_fn=_default_sigint)
    time.sleep(4)  # started, reading and analysing
    child.send_signal(signum)
    _, errors = child.communicate(timeout=60)
    assert child.returncode != 0
    assert "Traceback" not in errors
    assert report.read_text() == PREVIOUS
    assert _leftovers(tmp_path) == []


# The JSON writer, made to stop half-way: a signal or a full disk while the report is written.
_WRITE_STOPS = textwrap.dedent("""
    import errno, os, signal, sys
    import linter.writers.json as json_writer
    from linter.cli import main

    real = json_writer.write_json
    how = sys.argv[1]

    def half_then_stop(result, out, color):
        out.write('{"findings": [')
        out.flush()
        if how == "full-disk":
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        os.kill(os.getpid(), getattr(signal, how))
        out.write("]}")

    json_writer.write_json = half_then_stop
    sys.exit(main(sys.argv[2:]))
""")


@pytest.mark.parametrize("how", ["SIGTERM", "SIGINT", "full-disk"])
def test_stopped_while_writing_the_report_leaves_the_previous_one(tmp_path: Path, how: str) -> None:
    report = tmp_path / "report.json"
    report.write_text(PREVIOUS)
    cards = _cards(tmp_path / "cards.jsonl", 2)
    done = subprocess.run([sys.executable, "-c", _WRITE_STOPS, how, "check", "-q", "--format", "text",
                           "-o", str(report), str(cards)], cwd=ROOT, capture_output=True, text=True, timeout=300,
                          env=dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache")), preexec_fn=_default_sigint)
    assert done.returncode in (2, 130, 128 + signal.SIGTERM), done.stderr
    assert "Traceback" not in done.stderr
    assert report.read_text() == PREVIOUS
    assert _leftovers(tmp_path) == []
    if how == "full-disk":
        assert f"cannot write {report}" in done.stderr and "No space left on device" in done.stderr
