"""Open documents with lines as the protocol counts them.

pygls's ``TextDocument`` splits its text with ``str.splitlines``, which also breaks at
U+2028 (in official Magic card text), U+2029, U+0085, ``\\x0b``, ``\\x0c`` and
``\\x1c``–``\\x1e``: an incremental change after such a character would be applied lines
away from where the editor made it. The server's workspace holds ``LspTextDocument``s,
whose lines are :func:`linter.lines.split_lines`'s.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import Any

from lsprotocol import types
from pygls.protocol import LanguageServerProtocol, lsp_method
from pygls.workspace import TextDocument, Workspace

from linter.lines import split_lines


class LspTextDocument(TextDocument):
    """A pygls document whose lines (for incremental changes and positions) end only at
    ``\\n``, ``\\r\\n`` and ``\\r``."""

    @property
    def lines(self) -> Sequence[str]:
        return tuple(split_lines(self.source, keepends=True))


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


class CardlintProtocol(LanguageServerProtocol):
    """pygls's protocol, whose workspace (made when the client initializes) is an ``LspWorkspace``."""

    @lsp_method(types.INITIALIZE)
    def lsp_initialize(self, params: types.InitializeParams) -> Generator[Any, Any, types.InitializeResult]:
        result = yield from super().lsp_initialize(params)
        # no document can be open yet: the client sends none before it has the answer
        self._workspace = LspWorkspace.like(self.workspace)
        return result
