"""The quick fix "Replace with …" over stdio (pytest-lsp): it edits exactly the translated words, in
every format the server can edit, in a file whose first card holds U+2028 (one line for LSP, two for
``str.splitlines``), with a client counting UTF-8 columns (Neovim) and one counting UTF-16 (VS Code)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from xml.sax.saxutils import escape

import pytest
import pytest_lsp
from line_break_cases import apply_edit, lsp_position
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient
from lsp_cases import LINT, published

FIRST_LINT = 60.0
pytestmark = pytest.mark.asyncio(loop_scope="module")
ENCODINGS: dict[int, str] = {}

LS = "\u2028"
# the set's wording on four cards (the first holds a U+2028), then a card that dropped the controller
CARDS = [
    ("first", f"Destroy target creature an opponent controls.{LS}Draw a card.",
     f"Destruye la criatura objetivo que controla un oponente.{LS}Roba una carta."),
    ("second", "Exile target artifact an opponent controls.", "Exilia el artefacto objetivo que controla un oponente."),
    ("third", "Tap target creature an opponent controls.", "Gira la criatura objetivo que controla un oponente."),
    ("fourth", "Destroy target land an opponent controls.", "Destruye la tierra objetivo que controla un oponente."),
    ("slip", "Exile target creature an opponent controls.", "Exilia la criatura objetivo."),
]
WRONG = "Exilia la criatura objetivo."
RIGHT = "Exilia la criatura objetivo que controla un oponente."


def _jsonl() -> str:
    return "".join(json.dumps({"id": i, "game": "mtg", "text": {"en": en, "es": es}}, ensure_ascii=False) + "\n"
                   for i, en, es in CARDS)


def _json() -> str:
    return json.dumps([{"id": i, "game": "mtg", "text": {"en": en, "es": es}} for i, en, es in CARDS],
                      ensure_ascii=False, indent=2) + "\n"


def _csv() -> str:
    return "id,game,en,es\n" + "".join(f'{i},mtg,"{en}","{es}"\n' for i, en, es in CARDS)


def _po() -> str:
    head = 'msgid ""\nmsgstr ""\n"Language: es\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
    return head + "".join(f'\n#. game: mtg\nmsgctxt "{i}"\nmsgid "{en}"\nmsgstr "{es}"\n' for i, en, es in CARDS)


def _xliff() -> str:
    units = "".join(f'      <trans-unit id="{i}">\n        <source>{escape(en)}</source>\n'
                    f'        <target>{escape(es)}</target>\n        <note>game: mtg</note>\n      </trans-unit>\n'
                    for i, en, es in CARDS)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n'
            '  <file source-language="en" target-language="es" datatype="plaintext" original="cards">\n    <body>\n'
            f'{units}    </body>\n  </file>\n</xliff>\n')


def _tmx() -> str:
    units = "".join(f'    <tu tuid="{i}">\n      <prop type="x-game">mtg</prop>\n'
                    f'      <tuv xml:lang="en"><seg>{escape(en)}</seg></tuv>\n'
                    f'      <tuv xml:lang="es-ES"><seg>{escape(es)}</seg></tuv>\n    </tu>\n' for i, en, es in CARDS)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4">\n  <header srclang="en" datatype="plaintext" '
            'segtype="sentence" adminlang="en" creationtool="t" creationtoolversion="1" o-tmf="t"/>\n  <body>\n'
            f'{units}  </body>\n</tmx>\n')


FORMATS = {  # file name, language id, document, the corrected translation as the file writes it
    "jsonl": ("cards.jsonl", "json", _jsonl, RIGHT),
    "json": ("cards.json", "json", _json, RIGHT),
    "csv": ("cards.csv", "csv", _csv, RIGHT),
    "po": ("es.po", "po", _po, RIGHT),
    "xliff": ("cards.xlf", "xml", _xliff, RIGHT),
    "tmx": ("memory.tmx", "xml", _tmx, RIGHT),
}


@pytest_lsp.fixture(
    scope="module",
    params=["neovim", "visual-studio-code"],
    config=ClientServerConfig(server_command=[sys.executable, "-m", "linter.lsp"]),
)
async def client(lsp_client: LanguageClient, request: pytest.FixtureRequest, tmp_path_factory):
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams) -> None:
        return None

    root = tmp_path_factory.mktemp("workspace")
    result = await lsp_client.initialize_session(types.InitializeParams(
        capabilities=pytest_lsp.client_capabilities(request.param), root_uri=root.as_uri()))
    ENCODINGS[id(lsp_client)] = str(result.capabilities.position_encoding)
    yield
    await lsp_client.shutdown_session()


@pytest.mark.parametrize("fmt", list(FORMATS))
async def test_replace_with_edits_exactly_the_translated_words(client: LanguageClient, tmp_path: Path, fmt: str):
    encoding = ENCODINGS[id(client)]
    name, language, document, right = FORMATS[fmt]
    text = document()
    path = tmp_path / name
    path.write_bytes(text.encode("utf-8"))
    uri = path.as_uri()
    found = await published(client, uri, lambda: client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(uri, language, 1, text))), FIRST_LINT)
    slip = text.index(WRONG)
    (diagnostic,) = [d for d in found if d.code == "CL103"]
    line, _ = lsp_position(text, slip, encoding)
    assert diagnostic.range.start.line == line  # on the slipped card's line, the U+2028 above counted as LSP does
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        types.TextDocumentIdentifier(uri), diagnostic.range, types.CodeActionContext(diagnostics=[diagnostic])))
    (fix,) = [a for a in actions or [] if a.title.startswith("Replace with")]
    assert fix.title == ("Replace with “la criatura objetivo que controla un oponente” "
                         "(used on 4 cards of [es] mtg in the files checked)")
    (edit,) = fix.edit.changes[uri]
    start = lsp_position(text, slip + len("Exilia "), encoding)
    end = lsp_position(text, slip + len(WRONG) - 1, encoding)
    assert ((edit.range.start.line, edit.range.start.character), (edit.range.end.line, edit.range.end.character)) \
        == (start, end)  # exactly "la criatura objetivo"
    changed = apply_edit(text, (start, end), edit.new_text, encoding)
    assert changed == text.replace(WRONG, right)
    after = await published(client, uri, lambda: client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=changed)])), LINT)
    assert [d.code for d in after] == []
