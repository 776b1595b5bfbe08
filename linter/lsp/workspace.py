"""Open documents with lines as the protocol counts them.

pygls's ``TextDocument`` splits its text with ``str.splitlines``, which also breaks at
U+2028 (in official Magic card text), U+2029, U+0085, ``\\x0b``, ``\\x0c`` and
``\\x1c``–``\\x1e``: an incremental change after such a character would be applied lines
away from where the editor made it. The server's workspace holds ``LspTextDocument``s,
whose lines are :func:`linter.model.lines.split_lines`'s.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import Any

from lsprotocol import types
from pygls.protocol import LanguageServerProtocol, lsp_method
from pygls.workspace import TextDocument, Workspace

from linter.lsp.rpc import AnswersMalformed
from linter.model.lines import split_lines


class LspTextDocument(TextDocument):
    """A pygls document whose lines (for incremental changes and positions) end only at
    ``\\n``, ``\\r\\n`` and ``\\r``.

    The lines are kept with the text they were split from, and an incremental change splices
    the changed lines in instead of splitting and rejoining the whole document: a keystroke in
    a large file costs what the edited lines cost."""

    _split: tuple[str, tuple[str, ...]] | None = None  # a source and its lines

    @property
    def lines(self) -> Sequence[str]:
        return self._lines()

    def _lines(self) -> tuple[str, ...]:
        source = self.source
        split = self._split
        if split is None or split[0] is not source:
            split = self._split = (source, tuple(split_lines(source, keepends=True)))
        return split[1]

    def _apply_incremental_change(self, change: types.TextDocumentContentChangePartial) -> None:
        """As pygls applies it (its own code does what this does not: an edit at or past the end, a
        reversed range), on the changed lines only."""
        lines = self._lines()
        found = self._position_codec.range_from_client_units(lines, change.range)
        first, last = found.start.line, found.end.line
        if not first <= last < len(lines):
            super()._apply_incremental_change(change)
            return
        before = lines[first][: found.start.character]
        after = lines[last][found.end.character :]
        source = self.source
        start = sum(map(len, lines[:first])) + len(before)
        end = sum(map(len, lines[:last])) + len(lines[last]) - len(after)
        middle = before + change.text + after
        self._source = source[:start] + change.text + source[end:]
        following = lines[last + 1 :]
        if (following and (not middle.endswith(("\n", "\r")) or (middle[-1] == "\r" and following[0][0] == "\n"))) or (
            first and middle[:1] == "\n" and lines[first - 1].endswith("\r")
        ):
            return  # the edit joins lines with its neighbours: they are split again when next needed
        self._split = (self._source, lines[:first] + tuple(split_lines(middle, keepends=True)) + following)


class LspWorkspace(Workspace):
    """A pygls workspace that keeps its documents as ``LspTextDocument``s."""

    @classmethod
    def like(cls, workspace: Workspace) -> LspWorkspace:
        """A new, empty workspace with ``workspace``'s root, folders, sync kind and encoding."""
        return cls(
            workspace.root_uri,
            workspace._sync_kind,
            list(workspace.folders.values()),
            workspace.position_encoding,
        )

    def _create_text_document(
        self,
        doc_uri: str,
        source: str | None = None,
        version: int | None = None,
        language_id: str | None = None,
    ) -> TextDocument:
        return LspTextDocument(
            doc_uri,
            source=source,
            version=version,
            language_id=language_id,
            sync_kind=self._sync_kind,
            position_codec=self.position_codec,
        )


class CardlintProtocol(AnswersMalformed, LanguageServerProtocol):
    """pygls's protocol, whose workspace (made when the client initializes) is an ``LspWorkspace``, and which
    answers every malformed request with a JSON-RPC error (``linter.lsp.rpc``)."""

    @lsp_method(types.INITIALIZE)
    def lsp_initialize(self, params: types.InitializeParams) -> Generator[Any, Any, types.InitializeResult]:
        result = yield from super().lsp_initialize(params)
        # no document can be open yet: the client sends none before it has the answer
        self._workspace = LspWorkspace.like(self.workspace)
        return result
