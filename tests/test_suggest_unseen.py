"""A suggestion is made only for a finding a report shows: not for a rule left out by the configuration,
not for a run whose reports (JUnit) or baseline carry no suggestion. What is shown is the same."""

import json

from test_suggestions import SET, SLIPS, _write

from linter.check import Checker
from linter.cli import main
from linter.suggest.engine import Suggester


def _counting(monkeypatch, cls, name):
    calls = []
    real = getattr(cls, name)

    def counted(self, *args, **kwargs):
        calls.append(args)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(cls, name, counted)
    return calls


def _json(capsys, *args):
    assert main(["check", "--no-cache", "--format", "json", *args]) in (0, 1)
    return json.loads(capsys.readouterr().out)["findings"]


def test_a_rule_left_out_gets_no_suggestion_made_and_a_selected_one_the_same(tmp_path, capsys, monkeypatch):
    path = str(_write(tmp_path, SET + SLIPS))
    everything = _json(capsys, path)
    rechecks = _counting(monkeypatch, Checker, "recheck")
    selected = _json(capsys, "--select", "target-restriction", path)
    assert rechecks  # the suggestions of the selected rule are checked as before…
    assert selected == [f for f in everything if f["name"] == "target-restriction"]  # …and the same
    (dropped,) = [f for f in selected if f["card"] == "Card 7"]
    assert dropped["suggestion"] == "la criatura objetivo que controla un oponente"
    rechecks.clear()
    others = _json(capsys, "--ignore", "target-restriction", path)
    assert not rechecks  # every wording checked was for a finding no report would show
    assert others == [f for f in everything if f["name"] != "target-restriction"]


def test_a_junit_report_or_a_baseline_collects_no_evidence(tmp_path, capsys, monkeypatch):
    path = str(_write(tmp_path, SET + SLIPS))
    collected = _counting(monkeypatch, Suggester, "collect")
    assert main(["check", "--no-cache", "--format", "junit", path]) == 1
    assert "Card 7" in capsys.readouterr().out and not collected
    assert main(["check", "--no-cache", "--write-baseline", str(tmp_path / "baseline.json"), path]) == 0
    assert not collected
    assert main(["check", "--no-cache", "--format", "junit", "-o", str(tmp_path / "out.json"), path]) == 1
    assert collected  # the JSON file shows them
