"""The language server: protocol events in, diagnostics, hovers and quick fixes out.

Linting runs in a worker thread, one lint at a time, so hovers are answered while a
large file is first analysed; a lint whose document changed meanwhile is not
published (the change has already scheduled the next one).
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
import threading
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Any, TypeVar

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path
from pygls.workspace.position_codec import impls

from linter import __version__
from linter.lsp.actions import code_actions
from linter.lsp.buffers import BufferReader
from linter.lsp.cache import FrameCache
from linter.lsp.checking import lint_text
from linter.lsp.debounce import Debouncer
from linter.lsp.diagnostics import Publisher
from linter.lsp.document import DocumentLint
from linter.lsp.hover import hover_markdown
from linter.lsp.settings import SettingsStore, is_settings_file
from linter.lsp.suggestions import with_suggestions
from linter.lsp.workspace import CardlintProtocol

DEBOUNCE_SECONDS = 0.25
WATCHED = ("**/pyproject.toml", "**/cardlint.toml", "**/*baseline*.json")
log = logging.getLogger("cardlint.lsp")
Result = TypeVar("Result")


class CardlintServer(LanguageServer):
    """Holds what outlives one lint: settings, caches, the last lint of each open document."""

    def __init__(self) -> None:
        super().__init__(
            "cardlint",
            __version__,
            text_document_sync_kind=types.TextDocumentSyncKind.Incremental,
            protocol_cls=CardlintProtocol,
        )
        self.settings = SettingsStore()
        self.frames = FrameCache()
        self.readers: dict[str, tuple[Hashable, BufferReader]] = {}
        self.lints: dict[str, DocumentLint] = {}
        self.publishers: dict[str, Publisher] = {}
        self.open: set[str] = set()
        self.told: set[str] = set()  # messages already shown (each broken configuration once)
        self.lock = asyncio.Lock()
        self.debouncer = Debouncer(DEBOUNCE_SECONDS, self.lint)

    def report_server_error(self, error: Exception, source: Any) -> None:
        """A message that is not JSON gets a JSON-RPC parse error (the client may be waiting for an answer)."""
        if isinstance(self.protocol, CardlintProtocol) and self.protocol.answer_unparsable(error):
            return
        super().report_server_error(error, source)

    def tell(self, message: str | None) -> None:
        """Show an error to the user once (not again on every keystroke)."""
        if message and message not in self.told:
            self.told.add(message)
            self.window_show_message(types.ShowMessageParams(type=types.MessageType.Error, message=message))

    def _reader(self, uri: str, path: Path) -> BufferReader | None:
        config = self.settings.for_document(path).config
        key = (config.input_format, config.include_fuzzy, config.source_lang, config.max_text_length)
        found = self.readers.get(uri)
        if found is None or found[0] != key:
            try:
                reader = BufferReader(path, *key)
            except ValueError:  # not a card file (by its extension): nothing to say about it
                return None
            found = self.readers[uri] = (key, reader)
        return found[1]

    async def lint(self, uri: str) -> None:
        """Lint a document now and publish its diagnostics (never raises: the server keeps serving)."""
        async with self.lock:
            if uri not in self.open:
                return
            document = self.workspace.get_text_document(uri)
            text, version, path = document.source, document.version, Path(to_fs_path(uri) or uri)
            settings = self.settings.for_document(path)
            self.tell(settings.problem)
            if settings.config.baseline is not None and _same(path, settings.config.baseline):
                return
            reader = self._reader(uri, path)
            if reader is None:
                return
            if reader.format == "xlsx":  # binary: read from disk (on open and save), never the editor's text
                text = ""
            units = impls.get(self.workspace.position_encoding, impls[types.PositionEncodingKind.Utf16]).num_units
            try:
                result = await _in_thread(
                    lint_text, path, text, reader, settings, self.frames, units, self.lints.get(uri)
                )
            except Exception as exc:  # one bad lint must not stop the server (logged, so BLE001 accepts it)
                log.exception("lint of %s failed", uri)
                message = f"cardlint: internal error while checking {path.name}: {type(exc).__name__}: {exc} — please report it"
                self.tell(message)
                if uri in self.open and self.workspace.get_text_document(uri).version == version:
                    self._publish_failure(uri, version, message)  # no stale diagnostics of an older text
                return
            if uri not in self.open or self.workspace.get_text_document(uri).version != version:
                return
            self.lints[uri] = result
            self.text_document_publish_diagnostics(
                types.PublishDiagnosticsParams(
                    uri=uri,
                    diagnostics=self.publishers.setdefault(uri, Publisher()).diagnostics(result, uri),
                    version=version,
                )
            )

    def _publish_failure(self, uri: str, version: int | None, message: str) -> None:
        """Replace a document's diagnostics by one saying its lint failed."""
        self.lints.pop(uri, None)
        self.publishers.pop(uri, None)
        start = types.Position(0, 0)
        failure = types.Diagnostic(
            types.Range(start, start), message, types.DiagnosticSeverity.Error, code="internal", source="cardlint"
        )
        self.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, diagnostics=[failure], version=version)
        )

    def reload(self) -> None:
        """The configuration or a baseline changed: read them again and lint every open document."""
        self.settings.reload()
        self.told.clear()
        for uri in self.open:
            self.debouncer.trigger(uri)

    def settings_changed(self, paths: list[Path]) -> bool:
        baselines = self.settings.baselines()
        return any(is_settings_file(p, baselines) for p in paths)


def _set_result(future: asyncio.Future[Result], value: Result) -> None:
    if not future.done():
        future.set_result(value)


def _set_exception(future: asyncio.Future[Result], error: BaseException) -> None:
    if not future.done():
        future.set_exception(error)


async def _in_thread(function: Callable[..., Result], *args: object) -> Result:
    """Run ``function`` in a daemon thread: an editor that exits during a long first lint
    is not kept waiting for it."""
    loop = asyncio.get_running_loop()
    done: asyncio.Future[Result] = loop.create_future()

    def run() -> None:
        try:
            value = function(*args)
        except BaseException as exc:  # noqa: BLE001 - handed to the waiting coroutine
            loop.call_soon_threadsafe(_set_exception, done, exc)
        else:
            loop.call_soon_threadsafe(_set_result, done, value)

    threading.Thread(target=run, name="cardlint-lint", daemon=True).start()
    return await done


def _same(a: Path, b: Path) -> bool:
    return os.path.abspath(a) == os.path.abspath(b)


def _path(uri: str) -> Path:
    return Path(to_fs_path(uri) or uri)


server = CardlintServer()


@server.feature(types.INITIALIZED)
async def initialized(ls: CardlintServer, params: types.InitializedParams) -> None:
    watched = ls.client_capabilities.workspace and ls.client_capabilities.workspace.did_change_watched_files
    if watched and watched.dynamic_registration:
        options = types.DidChangeWatchedFilesRegistrationOptions(
            watchers=[types.FileSystemWatcher(glob_pattern=glob) for glob in WATCHED]
        )
        await ls.client_register_capability_async(
            types.RegistrationParams(
                registrations=[
                    types.Registration(
                        id="cardlint-settings",
                        method=types.WORKSPACE_DID_CHANGE_WATCHED_FILES,
                        register_options=options,
                    )
                ]
            )
        )


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
async def did_open(ls: CardlintServer, params: types.DidOpenTextDocumentParams) -> None:
    ls.open.add(params.text_document.uri)
    await ls.lint(params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: CardlintServer, params: types.DidChangeTextDocumentParams) -> None:
    ls.debouncer.trigger(params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_SAVE)
async def did_save(ls: CardlintServer, params: types.DidSaveTextDocumentParams) -> None:
    uri = params.text_document.uri
    if ls.settings_changed([_path(uri)]):
        ls.reload()
        return
    ls.debouncer.cancel(uri)
    await ls.lint(uri)


@server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: CardlintServer, params: types.DidCloseTextDocumentParams) -> None:
    uri = params.text_document.uri
    ls.debouncer.cancel(uri)
    ls.open.discard(uri)
    ls.lints.pop(uri, None)
    ls.publishers.pop(uri, None)
    ls.readers.pop(uri, None)
    ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))


@server.feature(types.WORKSPACE_DID_CHANGE_WATCHED_FILES)
def did_change_watched_files(ls: CardlintServer, params: types.DidChangeWatchedFilesParams) -> None:
    if ls.settings_changed([_path(change.uri) for change in params.changes]):
        ls.reload()


@server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
def did_change_configuration(ls: CardlintServer, params: types.DidChangeConfigurationParams) -> None:
    ls.reload()


@server.feature(types.TEXT_DOCUMENT_HOVER)
def hover(ls: CardlintServer, params: types.HoverParams) -> types.Hover | None:
    lint = ls.lints.get(params.text_document.uri)
    place = lint.text_at(params.position) if lint is not None else None
    if lint is None or place is None:
        return None
    path = _path(params.text_document.uri)
    config = ls.settings.for_document(path).config
    options = config.for_path(path)
    game = place.card.game or options.game
    text = hover_markdown(
        place, options.source_lang, game, lambda t, lang: ls.frames.analysis(t, lang, game or "", place.card.card_type)
    )
    return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=text), range=place.range)


@server.feature(
    types.TEXT_DOCUMENT_CODE_ACTION, types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix])
)
def code_action(ls: CardlintServer, params: types.CodeActionParams) -> list[types.CodeAction] | None:
    uri = params.text_document.uri
    lint = ls.lints.get(uri)
    reader = ls.readers.get(uri)
    if lint is None or reader is None:
        return None
    if reader[1].format != "xlsx":  # a workbook cannot be edited: no fix to offer
        config = ls.settings.for_document(_path(uri)).config
        lint = with_suggestions(lint, params.range, ls.frames, config)
    return code_actions(lint, uri, params.range, reader[1].format) or None


def main(argv: list[str] | None = None) -> int:
    """Serve one editor over stdin/stdout until it says exit."""
    del argv
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="cardlint lsp: %(levelname)s: %(message)s")
    server.start_io()
    return 0
