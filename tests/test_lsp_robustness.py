"""The language server under hostile input: an over-long text or an internal error costs its card
(the right language and text named, the diagnostics refreshed), and every malformed request gets
a JSON-RPC error instead of silence."""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient
from lsp_cases import published

ROOT = Path(__file__).resolve().parents[1]
FIRST_LINT = 60.0
CARDS = [
    {"id": "twin-strike", "game": "mtg", "text": {"en": "Destroy up to two target creatures.", "es": "Destruye dos criaturas objetivo."}},
    {"id": "murder", "game": "mtg", "text": {"en": "Destroy target creature.", "es": "Destruye hasta dos criaturas objetivo."}},
    {"id": "wipe", "game": "mtg", "text": {"en": "Destroy target creature.", "es": "Destruye todas las criaturas."}},
]
# The server with one engine bug planted: analysing a text that holds "BOOM" raises.
PLANTED = textwrap.dedent("""
    import linter.lsp.cache as cache
    real = cache.analyze
    def analyze(text, *args, **kwargs):
        if "BOOM" in text:
            raise ZeroDivisionError("planted bug")
        return real(text, *args, **kwargs)
    cache.analyze = analyze
    from linter.lsp.server import main
    raise SystemExit(main())
""")

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=[sys.executable, "-c", PLANTED]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=pytest_lsp.client_capabilities("neovim"), root_uri=ROOT.as_uri()))
    yield
    await lsp_client.shutdown_session()


def _write(path: Path, cards: list[dict]) -> str:
    text = "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cards)
    path.write_text(text, encoding="utf-8")
    return text


async def _open(client: LanguageClient, path: Path, text: str) -> list[types.Diagnostic]:
    uri = path.as_uri()
    return await published(client, uri, lambda: client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri, "json", 1, text))), FIRST_LINT)


def _by_line(found: list[types.Diagnostic]) -> dict[int, set[str]]:
    lines: dict[int, set[str]] = {}
    for d in found:
        lines.setdefault(d.range.start.line, set()).add(str(d.code))
    return lines


async def test_an_over_long_text_is_one_error_on_its_card_and_the_diagnostics_follow_the_edits(
        client: LanguageClient, tmp_path: Path):
    path = tmp_path / "cards.jsonl"
    text = _write(path, CARDS)
    found = _by_line(await _open(client, path, text))
    assert found[0] == {"CL102"} and found[1] == {"CL102"} and 2 in found
    long_es = "Destruye la criatura objetivo. " * 1000  # 31,000 characters: over the default 20,000
    cards = [CARDS[0], {**CARDS[1], "text": {"en": "Destroy target creature.", "es": long_es}}, CARDS[2]]
    new = "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cards)
    uri = path.as_uri()
    after = await published(client, uri, lambda: client.text_document_did_change(types.DidChangeTextDocumentParams(
        types.VersionedTextDocumentIdentifier(version=2, uri=uri), [types.TextDocumentContentChangeWholeDocument(new)])),
        FIRST_LINT)
    [error] = [d for d in after if d.code == "input"]
    assert error.range.start.line == 1 and error.severity == types.DiagnosticSeverity.Error
    assert "'murder'" in error.message and "Spanish (es)" in error.message and "31,000" in error.message
    assert _by_line(after) == {0: {"CL102"}, 1: {"input"}, 2: found[2]}  # the card's old finding is gone
    back = await published(client, uri, lambda: client.text_document_did_change(types.DidChangeTextDocumentParams(
        types.VersionedTextDocumentIdentifier(version=3, uri=uri), [types.TextDocumentContentChangeWholeDocument(text)])),
        FIRST_LINT)
    assert _by_line(back) == found


async def test_an_internal_error_names_the_translation_that_caused_it_and_costs_that_card_only(
        client: LanguageClient, tmp_path: Path):
    path = tmp_path / "boom.jsonl"
    cards = [CARDS[0], {**CARDS[1], "text": {"en": "Destroy target creature.", "es": "Destruye BOOM objetivo."}}, CARDS[2]]
    found = await _open(client, path, _write(path, cards))
    [crash] = [d for d in found if d.code == "input"]
    assert crash.range.start.line == 1
    assert "internal error on card 'murder'" in crash.message
    assert "[es] “Destruye BOOM objetivo.”" in crash.message and "ZeroDivisionError: planted bug" in crash.message
    assert {d.range.start.line for d in found if d.code == "CL102"} == {0}  # the other cards keep their findings


async def test_a_json_file_that_is_no_card_file_gets_no_diagnostics(client: LanguageClient, tmp_path: Path):
    path = tmp_path / "package.json"
    text = '{"name": "x", "version": "1.0.0", "scripts": {"test": "node t.js"}}\n'
    path.write_text(text, encoding="utf-8")
    assert await _open(client, path, text) == []


# -- malformed requests, sent as raw bytes -------------------------------------------------------

def _frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


class _Raw:
    """The server over stdio, spoken to byte by byte (an LSP client library would refuse to send these)."""

    def __init__(self) -> None:
        self.process = subprocess.Popen([sys.executable, "-m", "linter.lsp"], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=ROOT)
        self.buffer = b""

    def send(self, body: bytes | dict) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(_frame(body if isinstance(body, bytes) else json.dumps(body).encode()))
        self.process.stdin.flush()

    def receive(self, timeout: float = 30.0) -> dict:
        """The next message the server sends (its notifications included)."""
        assert self.process.stdout is not None
        deadline = time.monotonic() + timeout
        while True:
            head, sep, rest = self.buffer.partition(b"\r\n\r\n")
            if sep:
                length = int(next(line.split(b":")[1] for line in head.split(b"\r\n")
                                  if line.lower().startswith(b"content-length")))
                if len(rest) >= length:
                    self.buffer = rest[length:]
                    return json.loads(rest[:length])
            left = deadline - time.monotonic()
            assert left > 0, "the server did not answer"
            ready, _, _ = select.select([self.process.stdout], [], [], left)
            if ready:
                chunk = os.read(self.process.stdout.fileno(), 65536)
                assert chunk, "the server closed its output"
                self.buffer += chunk

    def answer(self) -> dict:
        """The next response (notifications such as window/showMessage skipped)."""
        while "method" in (message := self.receive()):
            pass
        return message


@pytest.fixture
def raw():
    server = _Raw()
    server.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
    assert server.answer()["id"] == 1
    server.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    yield server
    server.process.kill()
    server.process.wait()


HOVER = {"jsonrpc": "2.0", "method": "textDocument/hover", "params": {"position": {"line": 0, "character": 0}}}


@pytest.mark.asyncio(loop_scope="function")
@pytest.mark.parametrize("body,code,msg_id", [
    (b'{"jsonrpc": "2.0", "id": 7, "method": "textDocument/hov', -32700, None),  # truncated
    (b"\xff\xfe not UTF-8", -32700, None),
    (b"42", -32600, None),
    (b'{"id": 8, "method": "textDocument/hover"}', -32600, 8),  # no "jsonrpc"
    (json.dumps({**HOVER, "id": 9, "params": {**HOVER["params"], "textDocument": 42}}).encode(), -32602, 9),
    (json.dumps({**HOVER, "id": "ten", "params": {"textDocument": {"uri": 10}, "position": "top"}}).encode(),
     -32602, "ten"),
], ids=["truncated", "not-utf8", "a-number", "no-jsonrpc", "textDocument-a-number", "position-a-string"])
async def test_a_malformed_request_gets_a_json_rpc_error(raw: _Raw, body: bytes, code: int, msg_id: object):
    raw.send(body)
    answer = raw.answer()
    assert answer["jsonrpc"] == "2.0" and answer["id"] == msg_id and answer["error"]["code"] == code
    raw.send({"jsonrpc": "2.0", "id": 99, "method": "shutdown"})  # and the server keeps serving
    assert raw.answer() == {"id": 99, "jsonrpc": "2.0", "result": None}
