"""The VS Code extension (editors/vscode): its settings, its Node.js tests, and a `.vsix` packaged by
`npx @vscode/vsce package` (needs Node.js and the npm registry; skipped without Node.js)."""

from __future__ import annotations

import json
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

from linter.readers import _EXTENSIONS, FORMATS

EXTENSION = Path(__file__).resolve().parents[1] / "editors" / "vscode"
PACKAGE = json.loads((EXTENSION / "package.json").read_text(encoding="utf-8"))
NODE = shutil.which("node") and shutil.which("npm") and shutil.which("npx")


def test_settings_cover_the_executable_the_arguments_and_every_text_card_format():
    settings = PACKAGE["contributes"]["configuration"]["properties"]
    assert settings["cardlint.path"]["default"] == "" and settings["cardlint.args"]["type"] == "array"
    text_formats = {ext.lstrip(".") for ext, kind in _EXTENSIONS.items() if kind != "xlsx"}  # VS Code: xlsx is binary
    assert set(settings["cardlint.fileTypes"]["default"]) == text_formats and "xlsx" in FORMATS
    assert PACKAGE["main"] == "./extension.js" and (EXTENSION / "extension.js").is_file()


def test_it_activates_on_card_files_not_on_every_json_or_xml_file():
    events = PACKAGE["activationEvents"]
    assert not any(e in events for e in ("onLanguage:json", "onLanguage:xml", "*", "onStartupFinished"))
    watched = " ".join(e for e in events if e.startswith("workspaceContains:"))
    for ext, kind in _EXTENSIONS.items():  # every text card format starts it, JSON arrays by their usual name
        if kind not in ("xlsx", "json"):
            assert ext.lstrip(".") in watched, ext
    assert "cards*.{json" in watched and "cardlint.toml" in watched
    exclude = PACKAGE["contributes"]["configuration"]["properties"]["cardlint.exclude"]["default"]
    assert "**/package.json" in exclude and "**/.vscode/**" in exclude


@pytest.mark.skipif(not shutil.which("node"), reason="Node.js not found: .ci/run installs Debian's nodejs")
def test_server_command_tests_pass_under_plain_node():
    done = subprocess.run(["node", "test/server-command.test.js"], cwd=EXTENSION, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0 and "server-command: ok" in done.stdout, done.stderr


@pytest.mark.skipif(not NODE, reason="Node.js not found: .ci/run installs Debian's nodejs and npm")
@pytest.mark.network  # npm install and npx fetch vscode-languageclient and @vscode/vsce from the npm registry
def test_extension_tests_pass_and_it_packages_to_a_vsix(tmp_path):
    work = tmp_path / "vscode"
    shutil.copytree(EXTENSION, work, ignore=shutil.ignore_patterns("node_modules", "*.vsix", "package-lock.json"))

    def run(*command: str) -> str:
        done = subprocess.run(command, cwd=work, capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, f"{' '.join(command)}: {done.stdout[-2000:]}{done.stderr[-2000:]}"
        return done.stdout

    run("npm", "install", "--no-audit", "--no-fund", "--loglevel=error")
    assert "server-command: ok" in run("npm", "test")
    run("npx", "--yes", "@vscode/vsce", "package", "--allow-missing-repository")
    (vsix,) = work.glob("*.vsix")
    with zipfile.ZipFile(vsix) as archive:
        names = set(archive.namelist())
        manifest = json.loads(archive.read("extension/package.json"))
    assert {"extension/extension.js", "extension/server-command.js", "extension/readme.md"} <= names
    assert any(n.startswith("extension/node_modules/vscode-languageclient/") for n in names)
    assert not any(n.startswith("extension/test/") for n in names)
    assert manifest["contributes"] == PACKAGE["contributes"]
