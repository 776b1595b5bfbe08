"""The README's examples work as written."""

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from linter.cli import main
from linter.config import load_config
from linter.readers.jsonl import cards_from_json

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _blocks(language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", README, flags=re.S)


def test_configuration_example_loads(tmp_path):
    (tmp_path / "pyproject.toml").write_text(_blocks("toml")[0], encoding="utf-8")
    config = load_config(tmp_path, None, {})
    assert config.game == "mtg" and config.langs == ("es", "de", "fr")
    assert config.for_path(tmp_path / "ygo" / "cards.po").game == "ygo"
    assert config.consistency == {"min-cards": 5, "majority": 5, "max-rare": 2}


def test_card_record_examples_parse():
    for block in _blocks("json"):
        for line in block.strip().splitlines():
            (card,) = cards_from_json(json.loads(line), "README.md", 1)
            assert card.texts["en"]


def test_first_example_is_what_check_prints_on_the_bundled_cards(monkeypatch, capsys):
    shown = re.search(r"```\n(.*?)\n```", README, flags=re.S).group(1)  # the first block, before Quick start
    assert shown.endswith(" …")
    monkeypatch.chdir(ROOT)
    code = main(["check", "corpus/examples.jsonl", "--color", "never", "--no-cache", "--quiet"])
    lines = capsys.readouterr().out.splitlines()
    assert code == 1  # "exit code 1: it has findings", as the quick start says
    assert any(line.startswith(shown[: -len("…")]) for line in lines), f"no line starts with {shown!r}"


# -- every snippet for other CI systems and editors is run or parsed -----------------------

CARDS = [
    {"id": "Murder", "game": "mtg", "text": {"en": "Destroy target creature.", "es": "Destruye todas las criaturas."}},
    {"id": "Shock", "game": "mtg", "text": {"en": "Shock deals 2 damage to any target.", "es": "Descarga inflige 2 puntos de daño a cualquier objetivo."}},
]


def _ci_commands(block: str) -> list[str]:
    """The `cardlint …` commands of a CI file's script steps (GitLab `script:`, Azure `- script:`)."""
    import yaml

    doc = yaml.safe_load(block)
    jobs = doc["steps"] if "steps" in doc else [line for job in doc.values() for line in job["script"]]
    scripts = [step["script"] if isinstance(step, dict) else step for step in jobs if not isinstance(step, dict) or "script" in step]
    return [s for s in scripts if s.startswith("cardlint ")]


def _run_in_project(tmp_path, monkeypatch, command: str) -> int:
    import shlex

    from linter.cli import main

    monkeypatch.chdir(tmp_path)
    (tmp_path / "locales").mkdir(exist_ok=True)
    (tmp_path / "locales" / "cards.jsonl").write_text("\n".join(json.dumps(c) for c in CARDS) + "\n", encoding="utf-8")
    return main([*shlex.split(command)[1:], "--no-cache", "-q"])


def test_gitlab_and_azure_pipelines_run_as_written(tmp_path, monkeypatch, capsys):
    import xml.etree.ElementTree as ET

    gitlab = next(b for b in _blocks("yaml") if "codequality:" in b)
    azure = next(b for b in _blocks("yaml") if "PublishTestResults" in b)
    (command,) = _ci_commands(gitlab)
    assert _run_in_project(tmp_path, monkeypatch, command) == 1
    report = json.loads((tmp_path / "gl-code-quality-report.json").read_text(encoding="utf-8"))
    assert report and {i["location"]["path"] for i in report} == {"locales/cards.jsonl"}
    assert ET.parse(tmp_path / "cardlint.xml").getroot().tag == "testsuites"
    assert "gl-code-quality-report.json" in gitlab.split("codequality:")[1].split("\n")[0]
    capsys.readouterr()
    (command,) = _ci_commands(azure)
    assert _run_in_project(tmp_path, monkeypatch, command) == 1
    assert capsys.readouterr().out.startswith("##vso[task.logissue type=error;sourcepath=locales/cards.jsonl;")


def test_jenkins_command_runs_as_written(tmp_path, monkeypatch):
    (command,) = re.findall(r"Run `(cardlint check [^`]*)`, then `junit '([^']*)'`", README)[0][:1]
    assert _run_in_project(tmp_path, monkeypatch, command) == 1 and (tmp_path / "cardlint.xml").exists()


def test_changed_since_example_is_a_valid_command():
    from linter.arguments import parser as _parser

    (example,) = re.findall(r"\n    (cardlint check \S+ --changed-since \S+)\n", README)
    args = _parser().parse_args(example.split()[1:])
    assert args.changed_since == "origin/main"


def test_helix_configuration_parses_and_starts_cardlint_lsp():
    import tomllib

    helix = tomllib.loads(next(b for b in _blocks("toml") if "[language-server.cardlint]" in b))
    assert (helix["language-server"]["cardlint"]["command"], helix["language-server"]["cardlint"]["args"]) == ("cardlint", ["lsp"])
    assert all("cardlint" in language["language-servers"] for language in helix["language"])


def _sexp(text: str) -> list:
    """Read Emacs Lisp forms (lists, strings, symbols, quotes) — enough to check the snippet is well formed."""
    tokens = re.findall(r'"(?:\\.|[^"\\])*"|[()]|\'|#\'|[^\s()\'"]+', text)
    stack: list[list] = [[]]
    for token in tokens:
        if token == "(":
            stack.append([])
        elif token == ")":
            assert len(stack) > 1, "unbalanced parenthesis"
            done = stack.pop()
            stack[-1].append(done)
        else:
            stack[-1].append(token)
    assert len(stack) == 1, "unclosed parenthesis"
    return stack[0]


def test_emacs_configuration_is_well_formed_and_starts_cardlint_lsp():
    forms = _sexp(_blocks("elisp")[0])
    assert [f[0] for f in forms] == ["with-eval-after-load", "dolist"]
    flat = json.dumps(forms)
    assert '["\\"cardlint\\"", "\\"lsp\\""]' in flat and "eglot-ensure" in flat


@pytest.mark.skipif(shutil.which("nvim") is None, reason="nvim not found (Debian: apt-get install neovim)")
def test_neovim_snippets_are_valid_lua(tmp_path):
    for number, block in enumerate(_blocks("lua")):
        script = tmp_path / f"snippet{number}.lua"
        script.write_text(block, encoding="utf-8")
        check = f"lua local ok, err = loadfile('{script}'); if not ok then io.stderr:write(err) vim.cmd('cquit 1') end"
        done = subprocess.run(["nvim", "--headless", "-u", "NONE", "-i", "NONE", "-c", check, "-c", "qall!"],
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, f"README Lua snippet {number} does not parse: {done.stderr}"
        assert '"cardlint", "lsp"' in block
