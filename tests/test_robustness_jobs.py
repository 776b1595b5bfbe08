"""``--jobs N`` keeps results and their order with bounded read-ahead; ``--cache`` gives the
same report; an internal error is one line naming the card and text, costs that card only (exit code 2)."""

from __future__ import annotations

import json
import os
from itertools import islice
from pathlib import Path

import pytest

from linter.cli import main
from linter.crash import CardCrash, card_crash, text_crash
from linter.parallel import CHUNK, IN_FLIGHT_PER_JOB, ordered_map


def _square(n: int) -> int:
    return n * n


def test_two_jobs_give_every_result_in_input_order() -> None:
    assert list(ordered_map(_square, range(1000), jobs=2, chunk=16)) == [(n, n * n) for n in range(1000)]


def _fail_on_500(n: int) -> int:
    if n == 500:
        raise ValueError("card 500 is cursed")
    return n


def test_an_error_in_a_worker_reaches_the_caller() -> None:
    with pytest.raises(ValueError, match="cursed"):
        list(ordered_map(_fail_on_500, range(1000), jobs=2, chunk=16))


def test_the_input_is_read_ahead_only_a_few_chunks() -> None:
    pulled = 0

    def endless():
        nonlocal pulled
        while True:
            pulled += 1
            yield pulled

    taken = list(islice(ordered_map(_square, endless(), jobs=2, chunk=8), 100))
    assert [n for n, _ in taken] == list(range(1, 101))
    assert pulled <= 100 + 8 * (2 * IN_FLIGHT_PER_JOB + 2)


def test_a_crash_line_names_card_text_and_cause_on_one_line() -> None:
    try:
        try:
            raise IndexError("list index out of range")
        except IndexError as exc:
            raise text_crash("fr", "Ciblez 1 monstre ;\x00 détruisez-le.", exc) from exc
    except Exception as exc:  # noqa: BLE001
        crash = card_crash("Raigeki", "cards.jsonl:7", exc, "en", "")
    line = str(crash)
    assert "\n" not in line
    assert "'Raigeki'" in line and "cards.jsonl:7" in line and "[fr]" in line
    assert "Ciblez 1 monstre ;\\u0000 détruisez-le." in line
    assert "IndexError: list index out of range" in line and "please report" in line
    assert "Traceback" in crash.trace


# -- through the command line: --jobs, --cache and the crash path ----------------------------

def _cards(path: Path, count: int) -> Path:
    texts = [("Destroy target creature.", "Destruye hasta dos criaturas objetivo."),
             ("Return target creature card from your graveyard to your hand.",
              "Devuelve una carta de criatura de tu cementerio a tu mano."),
             ("Draw two cards.", "Roba dos cartas.")]
    path.write_text("".join(json.dumps({"id": f"c{n}", "game": "mtg", "text": dict(zip(("en", "es"), texts[n % 3]))})
                            + "\n" for n in range(count)), encoding="utf-8")
    return path


def _report(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def test_two_jobs_give_the_same_report_as_one(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cards = _cards(tmp_path / "cards.jsonl", 3 * CHUNK + 5)
    one = _report(["check", "-q", "--no-cache", "--format", "json", str(cards)], capsys)
    two = _report(["check", "-q", "--no-cache", "--jobs", "2", "--format", "json", str(cards)], capsys)
    assert one[0] == two[0] == 1
    assert json.loads(two[1]) == json.loads(one[1])
    numbers = [int(f["card"][1:]) for f in json.loads(two[1])["findings"]]
    assert numbers == sorted(numbers) and numbers[0] == 0 and numbers[-1] >= 3 * CHUNK  # input order, every chunk


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_cached_run_gives_the_same_report(tmp_path: Path, capsys: pytest.CaptureFixture[str], jobs: str) -> None:
    cards = _cards(tmp_path / "cards.jsonl", 2 * CHUNK + 5)
    args = ["check", "-q", "--jobs", jobs, "--cache", str(tmp_path / "cache"), "--format", "json", str(cards)]
    first, second = _report(args, capsys), _report(args, capsys)
    assert second == first
    assert any((tmp_path / "cache").iterdir())


def _explode(text: str, lang: str, game: str, card_type: str | None = None):  # type: ignore[no-untyped-def]
    if "Roba" in text:
        raise KeyError("cl_layer")
    from linter.pipeline import analyze

    return analyze(text, lang, game, card_type)


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_an_internal_error_costs_its_card_only_and_names_the_card_and_text(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, jobs: str) -> None:
    import linter.check

    cards = _cards(tmp_path / "cards.jsonl", 3 * CHUNK)
    args = ["check", "-q", "--no-cache", "--jobs", jobs, "--format", "json", str(cards)]
    clean = json.loads(_report(args, capsys)[1])
    monkeypatch.setattr(linter.check, "analyze", _explode)
    code, out, err = _report(args, capsys)
    assert code == 2
    assert "Traceback" not in err
    report = json.loads(out)
    crashes = [e for e in report["errors"] if "internal error" in e["message"]]
    assert [e["line"] for e in crashes] == list(range(3, 3 * CHUNK + 1, 3))  # c2, c5…: each card its own error
    first = crashes[0]["message"]
    assert "\n" not in first and "'c2'" in first and "“Roba dos cartas.”" in first and "[es]" in first
    assert "KeyError" in first and "please report" in first
    # issue 19: the run used to stop at the first crash; every other card's findings are kept
    assert report["findings"] == [f for f in clean["findings"] if int(f["card"][1:]) % 3 != 2]
    assert report["summary"]["cards"] == 3 * CHUNK


def test_debug_shows_the_traceback(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    import linter.check

    monkeypatch.setattr(linter.check, "analyze", _explode)
    code, _, err = _report(["--debug", "check", "-q", "--no-cache", str(_cards(tmp_path / "cards.jsonl", 3))], capsys)
    assert code == 2 or isinstance(code, type(None))
    assert "Traceback" in err and "KeyError" in err and "'c2'" in err


def test_crash_errors_cross_process_boundaries() -> None:
    import pickle

    crash = CardCrash("c1", "cards.jsonl:1", "en", "Draw a card.", "KeyError: 'x'", "Traceback …")
    again = pickle.loads(pickle.dumps(crash))
    assert str(again) == str(crash) and again.trace == crash.trace
    assert os.linesep not in str(again)
