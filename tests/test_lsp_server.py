"""The language server driven by a real LSP client over stdio (pytest-lsp)."""

from __future__ import annotations

import asyncio
import shutil
import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient
from lsp_cases import LINT, published

DATA = Path(__file__).parent / "data" / "lsp"
FIRST_LINT = 60.0   # seconds: the first lint loads the language pipelines

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=[sys.executable, "-m", "linter.lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=pytest_lsp.client_capabilities("neovim"), root_uri=DATA.as_uri()))
    yield
    await lsp_client.shutdown_session()


def _workspace(tmp_path: Path, *names: str) -> Path:
    for name in names:
        shutil.copy(DATA / name, tmp_path / name)
    return tmp_path



async def _open(client: LanguageClient, path: Path, language: str = "json") -> list[types.Diagnostic]:
    uri = path.as_uri()
    return await published(client, uri, lambda: client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri, language, 1, path.read_text(encoding="utf-8")))), FIRST_LINT)


def _edit(client: LanguageClient, uri: str, version: int, line: int, start: int, end: int, text: str) -> None:
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(types.Position(line, start), types.Position(line, end)), text=text)]))


def _words(path: Path, diagnostic: types.Diagnostic) -> str:
    r = diagnostic.range
    assert r.start.line == r.end.line
    return path.read_text(encoding="utf-8").splitlines()[r.start.line][r.start.character:r.end.character]


async def test_open_underlines_the_translations_words(client: LanguageClient, tmp_path: Path):
    path = _workspace(tmp_path, "cards.jsonl") / "cards.jsonl"
    found = await _open(client, path)
    by_code = {d.code: d for d in found}
    assert set(by_code) == {"CL102", "CL104", "CL106", "CL107"}
    count = by_code["CL102"]
    assert count.range.start.line == 1 and _words(path, count) == "dos criaturas objetivo"
    assert count.severity == types.DiagnosticSeverity.Error and count.source == "cardlint"
    assert count.code_description.href.endswith("/docs/rules/target-count.md")
    assert Path(count.code_description.href.removeprefix("file://")).is_file()
    related = count.related_information[0]
    assert related.location.uri == path.as_uri()
    source_line = path.read_text(encoding="utf-8").splitlines()[related.location.range.start.line]
    r = related.location.range
    assert source_line[r.start.character:r.end.character] == "up to two target creatures"
    assert by_code["CL107"].severity == types.DiagnosticSeverity.Warning


async def test_a_burst_of_edits_lints_once_and_clears_fixed_findings(client: LanguageClient, tmp_path: Path):
    path = _workspace(tmp_path, "cards.jsonl") / "cards.jsonl"
    uri = path.as_uri()
    await _open(client, path)
    line = path.read_text(encoding="utf-8").splitlines()[1]
    start = line.index("dos criaturas")
    def burst() -> None:  # retype "dos" as "hasta dos", one keystroke at a time
        for i, char in enumerate("hasta "):
            _edit(client, uri, 2 + i, 1, start + i, start + i, char)

    found = await published(client, uri, burst)
    client.diagnostics.pop(uri)
    await asyncio.sleep(1.0)  # a second lint of the same burst would have been published by now
    assert uri not in client.diagnostics
    assert "CL102" not in {d.code for d in found}  # "hasta dos criaturas objetivo" is "up to two"
    assert {"CL104", "CL106", "CL107"} <= {d.code for d in found}


async def test_hover_shows_source_and_translation_frames_side_by_side(client: LanguageClient, tmp_path: Path):
    path = _workspace(tmp_path, "cards.jsonl") / "cards.jsonl"
    await _open(client, path)
    line = path.read_text(encoding="utf-8").splitlines()[1]
    result = await asyncio.wait_for(client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(path.as_uri()), types.Position(1, line.index("criaturas objetivo")))), LINT)
    text = result.contents.value
    assert "| en | es |" in text
    assert "“up to two target creatures”" in text and "“dos criaturas objetivo”" in text
    assert "up to 2" in text and "exactly 2" in text and "chosen by you" in text
    nothing = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(path.as_uri()), types.Position(1, 2)))
    assert nothing is None  # on the "id" key, not on a card text


def _apply(text: str, edit: types.TextEdit) -> str:
    lines = text.splitlines(keepends=True)
    start = sum(len(l) for l in lines[:edit.range.start.line]) + edit.range.start.character
    end = sum(len(l) for l in lines[:edit.range.end.line]) + edit.range.end.character
    return text[:start] + edit.new_text + text[end:]


async def _actions(client: LanguageClient, path: Path, line: int) -> list[types.CodeAction]:
    found = await client.text_document_code_action_async(types.CodeActionParams(
        types.TextDocumentIdentifier(path.as_uri()), types.Range(types.Position(line, 0), types.Position(line, 0)),
        types.CodeActionContext(diagnostics=[])))
    return list(found or [])


@pytest.mark.parametrize("name, line, expected", [
    ("cards.jsonl", 1, '"cardlint": {"ignore": ["target-count"], "reason": "", "lang": "es"}, "id": "twin-strike"'),
    ("es.po", 13, '#. cardlint: ignore target-count -- \n#. game: mtg\nmsgctxt "twin-strike"'),
    ("cards.xlf", 6, '<note>game: mtg</note>\n        <note>cardlint: ignore selection-kind -- </note>\n      </trans-unit>'),
])
async def test_code_action_inserts_a_suppression_in_the_files_syntax(client: LanguageClient, tmp_path: Path,
                                                                     name: str, line: int, expected: str):
    path = _workspace(tmp_path, name) / name
    await _open(client, path, {"jsonl": "json", "po": "po", "xlf": "xml"}[path.suffix[1:]])
    actions = [a for a in await _actions(client, path, line) if a.title.startswith("Ignore")]
    assert len(actions) == 1 and actions[0].kind == types.CodeActionKind.QuickFix
    edit = actions[0].edit.changes[path.as_uri()][0]
    changed = _apply(path.read_text(encoding="utf-8"), edit)
    assert expected in changed
    # the editor applies it: the finding is suppressed, and the empty reason is what is reported now
    path.write_text(changed, encoding="utf-8")
    uri = path.as_uri()
    found = await published(client, uri, lambda: client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=changed)])))
    codes = [d.code for d in found]
    assert "CL902" in codes and ("CL102" if name != "cards.xlf" else "CL104") not in codes


async def test_configuration_change_is_honoured_and_a_broken_one_is_one_message(client: LanguageClient, tmp_path: Path):
    path = _workspace(tmp_path, "cards.jsonl") / "cards.jsonl"
    config = tmp_path / "pyproject.toml"
    config.write_text('[tool.cardlint]\nignore = ["optional"]\n', encoding="utf-8")
    found = await _open(client, path)
    assert "CL107" not in {d.code for d in found} and "CL102" in {d.code for d in found}

    def changed() -> None:
        client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
            [types.FileEvent(config.as_uri(), types.FileChangeType.Changed)]))

    config.write_text('[tool.cardlint]\nignore = ["optional", "target-count"]\n', encoding="utf-8")
    found = await published(client, path.as_uri(), changed)
    assert not {"CL107", "CL102"} & {d.code for d in found}

    client.messages.clear()
    config.write_text('[tool.cardlint]\nignore = ["optionl"]\n', encoding="utf-8")
    found = await published(client, path.as_uri(), changed)
    errors = [m for m in client.messages if m.type == types.MessageType.Error]
    assert len(errors) == 1
    assert "pyproject.toml:2" in errors[0].message and "did you mean 'optional'" in errors[0].message
    assert "CL107" in {d.code for d in found}  # the defaults meanwhile

    config.write_text('[tool.cardlint]\nignore = ["optional"]\n', encoding="utf-8")  # fixed, and saved in the editor
    found = await published(client, path.as_uri(), lambda: client.text_document_did_save(
        types.DidSaveTextDocumentParams(types.TextDocumentIdentifier(config.as_uri()))))
    assert "CL107" not in {d.code for d in found} and "CL102" in {d.code for d in found}


async def test_malformed_document_gets_a_diagnostic_at_the_broken_line_and_the_server_keeps_serving(
        client: LanguageClient, tmp_path: Path):
    path = _workspace(tmp_path, "cards.jsonl") / "cards.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[2] = lines[2][:40]  # a card line cut short
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    found = await _open(client, path)
    broken = [d for d in found if d.code == "input"]
    assert len(broken) == 1 and broken[0].range.start.line == 2 and "invalid JSON" in broken[0].message
    assert "CL102" in {d.code for d in found}  # the other cards are still checked
    hover = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(path.as_uri()), types.Position(1, lines[1].index("criaturas"))))
    assert hover is not None


async def test_close_clears_the_documents_diagnostics(client: LanguageClient, tmp_path: Path):
    path = _workspace(tmp_path, "cards.jsonl") / "cards.jsonl"
    assert await _open(client, path)
    found = await published(client, path.as_uri(), lambda: client.text_document_did_close(
        types.DidCloseTextDocumentParams(types.TextDocumentIdentifier(path.as_uri()))))
    assert found == []


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "linter.lsp"]))
async def fresh(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(capabilities=types.ClientCapabilities()))
    yield


@pytest.mark.asyncio(loop_scope="function")
async def test_shutdown_and_exit_end_the_server_cleanly(fresh: LanguageClient):
    await asyncio.wait_for(fresh.shutdown_async(None), LINT)
    fresh.exit(None)
    assert await asyncio.wait_for(fresh._server.wait(), LINT) == 0
