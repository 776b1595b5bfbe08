"""Reports are written atomically (an interrupted run keeps the previous report) and
``-o``/``--output-format`` pick the right writer for each file."""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import xml.etree.ElementTree as ET
from io import StringIO
from pathlib import Path

import pytest

from linter.model.results import CheckResult
from linter.destinations import Destination, DestinationError, guard
from linter.output import (OutputError, OutputTarget, add_output_arguments, color_enabled,
                           outputs_from_args, write_atomic, write_reports)
from linter.writers import FORMATS, get_writer
from writers_cases import sample_result, write_cards

REPO = Path(__file__).resolve().parents[1]
PREVIOUS = '{"findings": [], "summary": {"cards": 12}}\n'


def _leftovers(folder: Path, keep: str) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name != keep)


def test_write_atomic_replaces_the_file(tmp_path):
    report = tmp_path / "report.json"
    report.write_text(PREVIOUS, encoding="utf-8")
    write_atomic(report, lambda out: out.write('{"findings": ["Destruye la criatura objetivo."]}\n'))
    assert json.loads(report.read_text(encoding="utf-8")) == {"findings": ["Destruye la criatura objetivo."]}
    assert _leftovers(tmp_path, "report.json") == []


def test_an_exception_mid_render_keeps_the_previous_file(tmp_path):
    report = tmp_path / "report.json"
    report.write_text(PREVIOUS, encoding="utf-8")

    def render(out):
        out.write('{"findings": [')
        raise RuntimeError("writer crashed")

    with pytest.raises(RuntimeError, match="writer crashed"):
        write_atomic(report, render)
    assert report.read_text(encoding="utf-8") == PREVIOUS
    assert _leftovers(tmp_path, "report.json") == []


CHILD = """
import signal, sys, time
signal.signal(signal.SIGINT, signal.default_int_handler)  # even if started in the background
signal.signal(signal.SIGTERM, signal.SIG_DFL)
from linter.output import write_atomic

def render(out):
    out.write('{"findings": [' + '"Gira dos criaturas objetivo.", ' * 1000)
    out.flush()
    print("writing", flush=True)
    time.sleep(60)

write_atomic(sys.argv[1], render)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_process_killed_while_writing_keeps_the_previous_file(tmp_path, signum):
    report = tmp_path / "report.json"
    report.write_text(PREVIOUS, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(report)], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, env=env)
    try:
        assert child.stdout.readline() == "writing\n"
        assert len(_leftovers(tmp_path, "report.json")) == 1  # the temporary file, beside the report
        child.send_signal(signum)
        child.wait(timeout=20)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert child.returncode != 0
    assert report.read_text(encoding="utf-8") == PREVIOUS
    assert _leftovers(tmp_path, "report.json") == []


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_modes_new_files_follow_umask_existing_files_keep_theirs(tmp_path):
    fresh = tmp_path / "fresh.sarif"
    old_umask = os.umask(0o022)
    try:
        write_atomic(fresh, lambda out: out.write("{}\n"))
    finally:
        os.umask(old_umask)
    assert fresh.stat().st_mode & 0o777 == 0o644
    kept = tmp_path / "kept.sarif"
    kept.write_text("{}\n")
    kept.chmod(0o640)
    write_atomic(kept, lambda out: out.write("{}\n"))
    assert kept.stat().st_mode & 0o777 == 0o640


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks need privileges on Windows")
def test_a_symlinked_report_is_written_through_the_link(tmp_path):
    (tmp_path / "reports").mkdir()
    real = tmp_path / "reports" / "cardlint.xml"
    real.write_text("<old/>\n")
    link = tmp_path / "latest.xml"
    link.symlink_to(real)
    write_atomic(link, lambda out: out.write("<new/>\n"))
    assert link.is_symlink() and real.read_text() == "<new/>\n"


def _args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="cardlint check")
    add_output_arguments(parser)
    return parser.parse_args(list(argv))


def test_each_output_file_takes_the_format_before_it_or_its_extension(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "out").mkdir()
    targets = outputs_from_args(_args("--format", "github", "--output-format", "junit", "-o", "report.txt",
                                      "-o", "cardlint.sarif", "-o", "out/results.sarif.json", "-o", "cards.json",
                                      "--output", "tests.xml"))
    assert targets == [
        OutputTarget("github", None), OutputTarget("junit", Path("report.txt")), OutputTarget("sarif", Path("cardlint.sarif")),
        OutputTarget("sarif", Path("out/results.sarif.json")), OutputTarget("json", Path("cards.json")),
        OutputTarget("junit", Path("tests.xml"))]
    assert outputs_from_args(_args()) == [OutputTarget("text", None)]
    assert _args("-q").quiet is True


@pytest.mark.parametrize("argv, message", [
    (["-o", "report"], "cannot tell the format of report from its extension: put --output-format"),
    (["-o", "a.sarif", "--output-format", "junit"], "--output-format junit is not followed by -o FILE"),
    (["-o", "a.sarif", "-o", "./a.sarif"], "a.sarif is given twice with -o"),
    (["-o", "no-such-folder/a.sarif"], "cannot write no-such-folder/a.sarif: folder no-such-folder does not exist"),
])
def test_unclear_outputs_are_refused_with_a_clear_message(argv, message, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(OutputError, match=message):
        outputs_from_args(_args(*argv))


def test_an_unknown_output_format_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as exit_:
        _args("--output-format", "html", "-o", "report.html")
    assert exit_.value.code == 2 and "invalid choice: 'html'" in capsys.readouterr().err


def test_a_report_never_overwrites_an_input(tmp_path):
    cards = write_cards(tmp_path)
    with pytest.raises(DestinationError, match="is read by this run, and cardlint never writes to a file it reads"):
        guard([Destination(cards, "-o")], [cards])
    assert guard([Destination(tmp_path / "report.json", "-o")], [cards, tmp_path]) == frozenset()


def test_write_reports_writes_every_format_at_once(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("GITHUB_STEP_SUMMARY", raising=False)
    result = sample_result(write_cards(Path("locales")))
    stdout = StringIO()
    targets = [OutputTarget("text", None)] + [OutputTarget(f, tmp_path / f"report.{f}") for f in FORMATS]
    write_reports(result, targets, stdout, color=True)
    assert "\033[" in stdout.getvalue()  # colour on standard output only
    assert "\033[" not in (tmp_path / "report.text").read_text(encoding="utf-8")
    assert json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))["summary"]["findings"] == 3
    assert json.loads((tmp_path / "report.sarif").read_text(encoding="utf-8"))["version"] == "2.1.0"
    assert ET.parse(tmp_path / "report.junit").getroot().get("failures") == "3"
    assert (tmp_path / "report.github").read_text(encoding="utf-8").startswith("::error ")


def test_a_report_that_cannot_be_written_does_not_stop_the_others(tmp_path):
    result = CheckResult(cards=1, pairs=1)
    targets = [OutputTarget("json", tmp_path / "missing" / "report.json"), OutputTarget("json", tmp_path / "ok.json")]
    with pytest.raises(OutputError, match=r"cannot write .*missing/report.json: No such file or directory"):
        write_reports(result, targets, StringIO())
    assert json.loads((tmp_path / "ok.json").read_text(encoding="utf-8"))["summary"]["cards"] == 1


def test_every_format_has_a_writer():
    for name in FORMATS:
        assert callable(get_writer(name))
    with pytest.raises(KeyError):
        get_writer("html")


class _Terminal(StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize("choice, stream, env, expected", [
    ("auto", _Terminal(), {}, True),
    ("auto", StringIO(), {}, False),                      # piped or redirected
    ("auto", _Terminal(), {"NO_COLOR": "1"}, False),      # https://no-color.org
    ("auto", StringIO(), {"FORCE_COLOR": "1"}, True),
    ("auto", _Terminal(), {"TERM": "dumb"}, False),
    ("always", StringIO(), {"NO_COLOR": "1"}, True),
    ("never", _Terminal(), {}, False),
])
def test_colour_follows_the_option_the_terminal_and_no_color(choice, stream, env, expected):
    assert color_enabled(choice, stream, env) is expected
