"""The language server counts lines as LSP does, driven by a real client over stdio (pytest-lsp).

LSP breaks lines at "\\n", "\\r\\n" and "\\r" only; ``str.splitlines`` also at U+2028 (in official
Magic card text), U+2029, U+0085, \\x0b, \\x0c and \\x1c-\\x1e. A file whose first card holds one
of those must still get its second card's finding on the right line and column, have edits
after it applied where the editor made them, and have "ignore this finding here" write into
the right card. Each separator is tried in every format that can hold it raw in a card text,
with a client that counts columns in UTF-8 (Neovim) and one that counts UTF-16 (VS Code):
U+2028 is three UTF-8 units and one UTF-16 unit.
"""

from __future__ import annotations

import asyncio
import json
import re
import sys
from pathlib import Path

import pytest
import pytest_lsp
from line_break_cases import (
    FORMATS_FOR,
    LANGUAGE_IDS,
    SEPARATORS,
    WRONG,
    Place,
    apply_edit,
    lsp_position,
    place_of,
    write_card_file,
)
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient
from lsp_cases import LINT, published

FIRST_LINT = 60.0  # seconds: the first lint loads the language pipelines
CASES = [(name, fmt) for name, formats in FORMATS_FOR.items() for fmt in formats]
QUICK_FIXES = ("jsonl", "json", "po", "xliff")  # CSV/TSV and split databases have no inline suppression
ENCODINGS: dict[int, str] = {}  # id(client) → the position encoding the server chose for it

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_lsp.fixture(scope="module", params=["neovim", "visual-studio-code"],
                    config=ClientServerConfig(server_command=[sys.executable, "-m", "linter.lsp"]))
async def client(lsp_client: LanguageClient, request: pytest.FixtureRequest):
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)  # VS Code lets the server watch its settings files
    def register(params: types.RegistrationParams) -> None:
        return None

    result = await lsp_client.initialize_session(types.InitializeParams(
        capabilities=pytest_lsp.client_capabilities(request.param), root_uri=Path(__file__).parent.as_uri()))
    encoding = ENCODINGS[id(lsp_client)] = str(result.capabilities.position_encoding)
    assert encoding == {"neovim": "utf-8", "visual-studio-code": "utf-16"}[request.param]
    yield
    await lsp_client.shutdown_session()



def _where(r: types.Range) -> Place:
    return (r.start.line, r.start.character), (r.end.line, r.end.character)


def _shown(found: list[types.Diagnostic]) -> list[tuple[str, Place]]:
    return [(str(d.code), _where(d.range)) for d in found]


def _change(client: LanguageClient, uri: str, version: int, place: Place, new: str) -> None:
    (start_line, start_char), (end_line, end_char) = place
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(types.Position(start_line, start_char), types.Position(end_line, end_char)),
            text=new)]))


async def _open(client: LanguageClient, uri: str, fmt: str, text: str) -> list[types.Diagnostic]:
    return await published(client, uri, lambda: client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri, LANGUAGE_IDS[fmt], 1, text))), FIRST_LINT)


async def _close(client: LanguageClient, uri: str) -> None:
    await published(client, uri, lambda: client.text_document_did_close(
        types.DidCloseTextDocumentParams(types.TextDocumentIdentifier(uri))))


def _suppressed_cards(fmt: str, text: str) -> set[str]:
    """The ids of the cards that carry a cardlint suppression, read the way the format is written."""
    if fmt == "jsonl":
        return {card["id"] for card in map(json.loads, filter(str.strip, text.split("\n"))) if "cardlint" in card}
    if fmt == "json":
        return {card["id"] for card in json.loads(text) if "cardlint" in card}
    if fmt == "po":  # an entry: its comments, msgctxt, msgid and msgstr, up to a blank line
        return {re.search(r'msgctxt "(\w+)"', entry).group(1)
                for entry in text.split("\n\n") if "#. cardlint: ignore" in entry}
    return {unit.group(1) for unit in re.finditer(r'<trans-unit id="(\w+)">(.*?)</trans-unit>', text, re.S)
            if "cardlint: ignore" in unit.group(2)}


@pytest.mark.parametrize("name, fmt", CASES, ids=[f"{fmt}-{name}" for name, fmt in CASES])
async def test_a_separator_in_a_card_moves_nothing(client: LanguageClient, tmp_path: Path, name: str, fmt: str):
    encoding = ENCODINGS[id(client)]
    sep = SEPARATORS[name]
    path, text = write_card_file(tmp_path, fmt, sep)
    uri = path.as_uri()
    assert len(text.splitlines()) > len(text.rstrip("\n").split("\n"))  # the file does hold the separator

    # 1. the second card's finding is on its own line and words
    found = await _open(client, uri, fmt, text)
    assert _shown(found) == [("CL104", place_of(text, "cada criatura", WRONG, encoding))]
    [diagnostic] = found

    # 2. "ignore this finding here" writes into the second card
    fixed = None
    if fmt in QUICK_FIXES:
        actions = await asyncio.wait_for(client.text_document_code_action_async(types.CodeActionParams(
            types.TextDocumentIdentifier(uri), diagnostic.range, types.CodeActionContext(diagnostics=[diagnostic]))),
            LINT)
        [ignore] = [a for a in actions or [] if a.title.startswith("Ignore")]
        [edit] = ignore.edit.changes[uri]
        fixed = apply_edit(text, _where(edit.range), edit.new_text, encoding)
        assert _suppressed_cards(fmt, fixed) == {"b"}
        assert fixed.replace(edit.new_text, "", 1) == text  # inserted, nothing else touched

    # 3. edits after the separator — on a line below, then on the separator's own line — change the
    #    words the editor changed: the second card is fixed, the first card now has the finding
    mended = place_of(text, "cada criatura", WRONG, encoding)
    _change(client, uri, 2, mended, "la criatura objetivo")
    edited = apply_edit(text, mended, "la criatura objetivo", encoding)
    broken = place_of(edited, "la criatura objetivo", f"Roba una carta.{sep}", encoding)
    assert broken[0][0] == lsp_position(edited, edited.index(f"Roba una carta.{sep}"))[0]  # the same line
    found = await published(client, uri, lambda: _change(client, uri, 3, broken, "cada criatura"))
    edited = apply_edit(edited, broken, "cada criatura", encoding)
    assert _shown(found) == [("CL104", place_of(edited, "cada criatura", "", encoding))]

    # 4. the quick fix, applied, reads back as a suppression of the second card's finding
    if fixed is not None:
        found = await published(client, uri, lambda: client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=4),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)])))
        mark = "cardlint: ignore" if fmt in ("po", "xliff") else '"cardlint"'
        [reminder] = found
        assert reminder.code == "CL902" and reminder.range.start.line == lsp_position(fixed, fixed.index(mark))[0]

    await _close(client, uri)


@pytest.mark.parametrize("fmt", ["jsonl", "json", "csv"])
async def test_a_lone_carriage_return_is_a_line_break(client: LanguageClient, tmp_path: Path, fmt: str):
    """The other way round: a lone "\\r" ends a line for LSP, though a JSON-lines record or a quoted
    CSV field goes on past it."""
    encoding = ENCODINGS[id(client)]
    path = tmp_path / {"jsonl": "cards.jsonl", "json": "cards.json", "csv": "cards.csv"}[fmt]
    cards = [{"id": "a", "game": "mtg", "text": {"en": "Destroy target creature.", "es": "Destruye la criatura objetivo."}},
             {"id": "b", "game": "mtg", "text": {"en": "Destroy target creature.", "es": WRONG}}]
    if fmt == "jsonl":  # "\r" is white space between JSON tokens
        text = "".join(json.dumps(c, ensure_ascii=False).replace(', "text"', ',\r"text"') + "\n" for c in cards)
    elif fmt == "json":  # a file saved with old Mac line ends
        text = json.dumps(cards, ensure_ascii=False, indent=2).replace("\n", "\r") + "\r"
    else:
        text = ('id,game,en,es\n"a",mtg,"Destroy\rtarget creature.","Destruye\rla criatura objetivo."\n'
                f'b,mtg,Destroy target creature.,{WRONG}\n')
    path.write_bytes(text.encode("utf-8"))
    uri = path.as_uri()
    place = place_of(text, "cada criatura", WRONG, encoding)
    assert place[0][0] != text.count("\n", 0, text.index(WRONG))  # counting "\n" alone would be wrong
    assert _shown(await _open(client, uri, fmt, text)) == [("CL104", place)]
    assert await published(client, uri, lambda: _change(client, uri, 2, place, "la criatura objetivo")) == []
    await _close(client, uri)
