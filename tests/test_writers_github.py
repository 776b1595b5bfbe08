"""GitHub workflow commands: escaped as GitHub's toolkit does, most severe first within
GitHub's 10-per-type limit, and a Markdown job summary."""

from __future__ import annotations

from dataclasses import replace
from io import StringIO
from pathlib import Path

import pytest

from linter.model.results import CheckResult
from linter.writers import get_writer
from linter.writers.github import escape_data, escape_property, write_github
from writers_cases import sample_result, write_cards


@pytest.fixture
def result(tmp_path, monkeypatch) -> CheckResult:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("GITHUB_STEP_SUMMARY", raising=False)
    return sample_result(write_cards(Path("locales")))


def _lines(result: CheckResult, env: dict | None = None) -> list[str]:
    out = StringIO()
    write_github(result, out, False, env={} if env is None else env)
    return out.getvalue().splitlines()


def test_escaping_follows_github_rules():
    assert escape_data("50% off\r\nnext: a, b") == "50%25 off%0D%0Anext: a, b"
    assert escape_property("C:\\cards, 100%.jsonl\n") == "C%3A\\cards%2C 100%25.jsonl%0A"


def test_an_annotation_locates_the_translated_words(result):
    lines = _lines(result)
    assert lines[0] == ("::error file=locales/cards.jsonl,line=4,title=cardlint%3A input error::"
                        "invalid JSON at column 45: Expecting ',' delimiter")
    # GitHub's end column is inclusive: the last character of “dos criaturas objetivo”
    assert lines[1].startswith("::error file=locales/cards.jsonl,line=2,endLine=2,col=97,endColumn=118,"
                               "title=CL102 target-count::Twin Tap [es]: target-count differs")
    line = Path("locales/cards.jsonl").read_text(encoding="utf-8").splitlines()[1]
    assert line[97 - 1:118] == "dos criaturas objetivo"


def test_message_newlines_and_percent_cannot_break_the_command(result):
    result.findings[0] = replace(result.findings[0], message="100% wrong\n::error::injected", card="Twin, Tap: 2")
    line = _lines(result)[1]
    assert "\n" not in line and "Twin, Tap: 2 [es]: 100%25 wrong%0A::error::injected" in line
    assert line.count("::") == 4  # "::error … ::" + the message's own, escaped into the data


def test_multi_line_span_has_no_columns(result):
    result.findings[0] = replace(result.findings[0], end_line=3)
    assert ",line=2,endLine=3,title=CL102" in _lines(result)[1]


def test_most_severe_first_ten_per_type_then_a_count(result):
    base = result.findings[0]
    result.errors.clear()
    result.findings[:] = ([replace(base, severity="info", card=f"info {i}") for i in range(15)]
                          + [replace(base, severity="warning", card=f"warn {i}") for i in range(3)]
                          + [replace(base, card=f"err {i}") for i in range(12)])
    lines = _lines(result)
    kinds = [line.split(" ", 1)[0] for line in lines]
    assert kinds == ["::error"] * 10 + ["::warning"] * 3 + ["::notice"] * 10
    assert "err 0 [es]" in lines[0] and "err 9 [es]" in lines[9]  # file order kept within a type
    count = lines[-1]
    assert count.startswith("::notice title=cardlint%3A more findings::")
    assert "8 more not annotated (2 errors, 6 notices)" in count


def test_no_count_line_when_everything_fits(result):
    assert not any("more not annotated" in line for line in _lines(result))


def test_job_summary_is_appended_when_github_says_where(result, tmp_path):
    summary = tmp_path / "step_summary.md"
    summary.write_text("## earlier step\n", encoding="utf-8")
    _lines(result, env={"GITHUB_STEP_SUMMARY": str(summary)})
    text = summary.read_text(encoding="utf-8")
    assert text.startswith("## earlier step\n## cardlint\n")
    assert "Found 3 findings (3 errors) in 2 of 3 cards (4 translations checked); 1 input error." in text
    assert "| CL102 target-count | 1 |" in text and "| CL104 selection-kind | 2 |" in text
    assert "| Spanish (es) | 1 |" in text and "| German (de) | 1 |" in text and "| French (fr) | 1 |" in text
    assert "| `locales/cards.jsonl:3` | Wipe &lt;&> \"Wrath\" | fr | CL104 selection-kind | error |" in text
    assert "### Input errors" in text


def test_the_job_summary_counts_the_cards_left_unchanged(result, tmp_path):
    from linter.lint import LintResult

    changed = LintResult(**vars(result), changed_since="origin/main", unchanged=19_997)
    summary = tmp_path / "step_summary.md"
    _lines(changed, env={"GITHUB_STEP_SUMMARY": str(summary)})
    assert "in 2 of 3 cards (4 translations checked); 1 input error; 19997 cards unchanged since origin/main not " \
           "checked." in summary.read_text(encoding="utf-8")  # issue 19: it said "2 of 3 cards" and nothing more


def test_no_summary_file_without_the_variable(result, tmp_path):
    get_writer("github")(result, StringIO(), False)  # the real environment: variable unset by the fixture
    assert list(tmp_path.glob("*.md")) == []


def test_an_unwritable_summary_is_a_warning_not_a_crash(result, tmp_path, capsys):
    lines = _lines(result, env={"GITHUB_STEP_SUMMARY": str(tmp_path / "no-such-dir" / "summary.md")})
    assert lines[0].startswith("::error ")
    assert "cardlint: warning: cannot write the job summary to" in capsys.readouterr().err
