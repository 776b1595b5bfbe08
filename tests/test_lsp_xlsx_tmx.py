"""The language server on TMX (diagnostics on the words, quick fixes in a ``<tuv>``) and XLSX
(read from disk on open and save, diagnostics at row and cell, no edits) over stdio (pytest-lsp)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from openpyxl import Workbook
from pytest_lsp import ClientServerConfig, LanguageClient
from lsp_cases import published

pytestmark = pytest.mark.asyncio(loop_scope="module")
FIRST_LINT = 60.0

TMX = """<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4">
  <header srclang="en" datatype="plaintext" segtype="sentence" adminlang="en" creationtool="t" creationtoolversion="1" o-tmf="t"/>
  <body>
    <tu tuid="Murder">
      <prop type="x-game">mtg</prop>
      <tuv xml:lang="en"><seg>Destroy target creature.</seg></tuv>
      <tuv xml:lang="es-ES"><seg>Destruye <ph x="1">&lt;b&gt;</ph>todas las criaturas.</seg></tuv>
    </tu>
  </body>
</tmx>
"""


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=[sys.executable, "-m", "linter.lsp"]))
async def client(lsp_client: LanguageClient, tmp_path_factory):
    root = tmp_path_factory.mktemp("workspace")
    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=pytest_lsp.client_capabilities("neovim"), root_uri=root.as_uri())
    )
    yield
    await lsp_client.shutdown_session()



def _open(client: LanguageClient, path: Path, language: str, text: str):
    return lambda: client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(path.as_uri(), language, 1, text))
    )


async def _actions(client: LanguageClient, path: Path, line: int) -> list[types.CodeAction]:
    found = await client.text_document_code_action_async(
        types.CodeActionParams(
            types.TextDocumentIdentifier(path.as_uri()),
            types.Range(types.Position(line, 0), types.Position(line, 0)),
            types.CodeActionContext(diagnostics=[]),
        )
    )
    return list(found or [])


async def test_tmx_diagnostics_on_the_words_and_a_suppression_in_the_tuv(client: LanguageClient, tmp_path: Path):
    path = tmp_path / "memory.tmx"
    path.write_text(TMX, encoding="utf-8")
    found = await published(client, path.as_uri(), _open(client, path, "xml", TMX), FIRST_LINT)
    assert found
    lines = TMX.splitlines()
    for diagnostic in found:
        r = diagnostic.range
        assert r.start.line == 7 and lines[7][r.start.character : r.end.character].endswith("criaturas")
    ignore = [a for a in await _actions(client, path, 7) if a.title.startswith("Ignore")]
    assert ignore
    edit = ignore[0].edit.changes[path.as_uri()][0]
    assert edit.range.start.line == 7 and edit.new_text.startswith("<note>cardlint: ignore ")
    line = lines[7]
    changed_line = line[: edit.range.start.character] + edit.new_text + line[edit.range.end.character :]
    assert changed_line.startswith('      <tuv xml:lang="es-ES"><note>cardlint: ignore ')


async def test_xlsx_is_read_from_disk_on_open_and_save_with_no_edits(client: LanguageClient, tmp_path: Path):
    path = tmp_path / "cards.xlsx"
    book = Workbook()
    sheet = book.active
    sheet.title = "Cards"
    sheet.append(["id", "game", "en", "es"])
    sheet.append(["Murder", "mtg", "Destroy target creature.", "Destruye la criatura objetivo."])
    book.save(path)
    assert await published(client, path.as_uri(), _open(client, path, "xlsx", ""), FIRST_LINT) == []
    sheet["D2"] = "Destruye todas las criaturas."
    book.save(path)
    uri = path.as_uri()
    found = await published(
        client,
        uri,
        lambda: client.text_document_did_save(types.DidSaveTextDocumentParams(types.TextDocumentIdentifier(uri))),
    )
    assert found and all(d.range.start.line == 1 and d.message.endswith("(Cards!D2)") for d in found)
    start = min(d.range.start.character for d in found)
    assert "Destruye todas las criaturas."[start:].startswith("todas")
    assert await _actions(client, path, 1) == []
