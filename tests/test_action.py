"""The GitHub Action (action.yml): its inputs as documented, and its `run:` steps run with bash
as the runner runs them, against a temporary repository with a pull request's two commits."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
ACTION = yaml.safe_load((ROOT / "action.yml").read_text(encoding="utf-8"))
EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


def _git(repo: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@example.org", *args], check=True)


def _evaluate(value: str, context: dict[str, str]) -> str:
    """The runner's ``${{ … }}`` substitution, for the expressions the action's env uses."""
    return EXPRESSION.sub(lambda m: context[m.group(1)], value)


def _run_steps(steps: list[dict], context: dict[str, str], cwd: Path, path: str) -> list[subprocess.CompletedProcess]:
    done = []
    for step in steps:
        assert step["shell"] == "bash"  # a composite step must name its shell
        env = {k: _evaluate(str(v), context) for k, v in step.get("env", {}).items()}
        assert not EXPRESSION.search(step["run"]), "inputs reach scripts through env, never pasted into them"
        done.append(
            subprocess.run(
                ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]],  # GitHub's bash
                cwd=cwd,
                env={**os.environ, "PATH": path, "CI": "true", **env},
                capture_output=True,
                text=True,
            )
        )
    return done


def test_inputs_and_steps_are_as_documented():
    inputs = ACTION["inputs"]
    assert set(inputs) == {"paths", "args", "sarif", "changed-since", "python-version"}
    outputs = ACTION["outputs"]
    assert set(outputs) == {"findings", "sarif", "exit-code"}
    assert all(o["value"] == f"${{{{ steps.check.outputs.{name} }}}}" for name, o in outputs.items())
    assert inputs["changed-since"]["default"] == "${{ github.event.pull_request.base.sha }}"
    assert ACTION["runs"]["using"] == "composite"
    upload = ACTION["runs"]["steps"][-1]
    assert upload["uses"].startswith("github/codeql-action/upload-sarif@") and "always()" in upload["if"]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    (documented,) = [b for b in re.findall(r"```yaml\n(.*?)```", readme, flags=re.S) if "/cardlint@" in b]
    workflow = yaml.safe_load(documented)
    (step,) = [s for job in workflow["jobs"].values() for s in job["steps"] if "/cardlint@" in s.get("uses", "")]
    assert set(step.get("with", {})) <= set(inputs)


@pytest.mark.network  # installs cardlint with pip (build isolation fetches setuptools from PyPI)
def test_run_steps_install_and_check_only_the_pull_requests_cards(tmp_path):
    action = tmp_path / "action"  # the repository at the action's ref, as the runner checks it out
    action.mkdir()
    for name in ("action.yml", "pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, action / name)
    for folder in ("linter", "locales"):
        shutil.copytree(ROOT / folder, action / folder, ignore=shutil.ignore_patterns("__pycache__"))
    env_dir = tmp_path / "python"  # what setup-python gives: a python whose pip installs into it
    venv.create(env_dir, with_pip=False)
    site = next((env_dir / "lib").glob("python3*/site-packages"))
    dev_site = next(p for p in sys.path if p.endswith("site-packages") and Path(p, "spacy").is_dir())
    (site / "dev.pth").write_text(dev_site + "\n", encoding="utf-8")  # cardlint's dependencies, not cardlint
    repo = tmp_path / "repo"
    repo.mkdir()
    _git(repo, "init", "-q")
    card = {
        "id": "Murder",
        "game": "mtg",
        "text": {"en": "Destroy target creature.", "es": "Destruye la criatura objetivo."},
    }
    lines = [json.dumps(card | {"id": f"c{n}"}) for n in range(50)]
    (repo / "cards.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    _git(repo, "add", "-A")
    _git(repo, "commit", "-qm", "base")
    lines[7] = lines[7].replace("la criatura objetivo", "todas las criaturas")
    (repo / "cards.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    _git(repo, "commit", "-qam", "pull request")
    context = {
        "github.action_path": str(action),
        "inputs.paths": "cards.jsonl",
        "inputs.args": "--no-cache",
        "inputs.sarif": "cardlint.sarif",
        "inputs.changed-since": "HEAD~1",
    }
    steps = [s for s in ACTION["runs"]["steps"] if "run" in s]
    path = f"{env_dir / 'bin'}{os.pathsep}{os.environ['PATH']}"
    install, check = _run_steps(steps, context, repo, path)
    assert install.returncode == 0, install.stderr
    assert (env_dir / "bin" / "cardlint").exists()
    assert check.returncode == 1, check.stderr  # a finding fails the step
    annotations = [line for line in check.stdout.splitlines() if line.startswith("::")]
    assert annotations and all("c7 [es]" in a for a in annotations), check.stdout
    sarif = json.loads((repo / "cardlint.sarif").read_text(encoding="utf-8"))
    assert {r["properties"]["card"] for r in sarif["runs"][0]["results"]} == {"c7"}


def test_the_check_step_takes_one_argument_per_line_and_sets_its_outputs(tmp_path):
    """The check step alone, with this environment's cardlint: an argument holding a space survives (a
    configuration in "my settings/"), and the findings, the SARIF file and the exit code are outputs."""
    repo = tmp_path / "repo"
    (repo / "my settings").mkdir(parents=True)
    (repo / "my settings" / "cardlint.toml").write_text('game = "mtg"\n', encoding="utf-8")
    cards = [("murder", "Destruye la criatura objetivo."), ("wipe", "Destruye todas las criaturas."),
             ("twin", "Destruye hasta dos criaturas objetivo.")]
    (repo / "cards.jsonl").write_text("".join(json.dumps({"id": c, "text": {"en": "Destroy target creature.", "es": es}})
                                              + "\n" for c, es in cards), encoding="utf-8")
    outputs = tmp_path / "github_output"
    context = {
        "inputs.paths": "cards.jsonl",
        "inputs.args": "--config\n  my settings/cardlint.toml  \n\n--no-cache\n",  # as `args: |` gives it
        "inputs.sarif": "cardlint.sarif",
        "inputs.changed-since": "",
    }
    [step] = [s for s in ACTION["runs"]["steps"] if s.get("id") == "check"]
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"
    os.environ["GITHUB_OUTPUT"] = str(outputs)
    try:
        [check] = _run_steps([step], context, repo, path)
    finally:
        del os.environ["GITHUB_OUTPUT"]
    assert check.returncode == 1, check.stderr  # findings fail the step, after the outputs are set
    assert outputs.read_text(encoding="utf-8").splitlines() == ["findings=2", "sarif=cardlint.sarif", "exit-code=1"]
    assert {r["properties"]["card"] for r in json.loads((repo / "cardlint.sarif").read_text())["runs"][0]["results"]} \
        == {"wipe", "twin"}
