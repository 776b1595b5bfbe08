"""What the language-server tests share: waiting for the diagnostics an action publishes."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from lsprotocol import types
from pytest_lsp import LanguageClient

LINT = 20.0  # seconds a re-lint may take on a loaded machine before a test calls it lost


async def published(client: LanguageClient, uri: str, action: Callable[[], object],
                    timeout: float = LINT) -> list[types.Diagnostic]:
    """Do ``action`` and return the next diagnostics published for ``uri``."""
    client.diagnostics.pop(uri, None)
    action()

    async def wait() -> list[types.Diagnostic]:
        while uri not in client.diagnostics:
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        return list(client.diagnostics[uri])

    return await asyncio.wait_for(wait(), timeout)
