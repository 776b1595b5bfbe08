"""Every malformed message gets a JSON-RPC error, never silence.

pygls logs a message it cannot parse or whose parameters do not fit the protocol's types (a
truncated body, a ``textDocument`` that is a number) and answers nothing: the client waits for
its response forever. JSON-RPC 2.0 says what to answer: -32700 for a body that is not JSON,
-32600 for JSON that is no request, -32602 for a request whose parameters are wrong, with the
request's id where it can be read (else ``null``). Notifications get no answer, as JSON-RPC says.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from pygls.exceptions import JsonRpcException, JsonRpcInvalidParams, JsonRpcInvalidRequest, JsonRpcParseError

log = logging.getLogger("cardlint.lsp")


@dataclass(frozen=True)
class Malformed:
    """A request that could not be read, in place of the message: what to answer it."""

    id: int | str | None
    error: JsonRpcException


def _error_message(msg_id: int | str | None, error: JsonRpcException) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": msg_id, "error": {"code": error.code, "message": error.message}}


class AnswersMalformed:
    """Mixed into the server's protocol: reads malformed messages into ``Malformed`` and answers them."""

    def structure_message(self, data: dict[str, Any]) -> Any:
        try:
            return super().structure_message(data)  # type: ignore[misc]
        except JsonRpcException as exc:
            if "method" in data and "id" in data:  # a request: its client waits for an answer
                what = f"{exc.message} of {data['method']!r}" + (f": {exc.__cause__}" if exc.__cause__ else "")
                kind = JsonRpcInvalidParams if isinstance(exc, JsonRpcInvalidParams) else JsonRpcInvalidRequest
                return Malformed(_id(data.get("id")), kind(what))
            raise

    def handle_message(self, message: Any) -> None:
        if isinstance(message, Malformed):
            log.warning("answered a malformed request (id %r): %s", message.id, message.error.message)
            self._send_data(_error_message(message.id, message.error))  # type: ignore[attr-defined]
            return
        if not hasattr(message, "jsonrpc"):  # JSON, but no JSON-RPC message (a number, a list, a bare object)
            found = message.get("id") if isinstance(message, dict) and "method" in message else None
            self._send_data(_error_message(_id(found), JsonRpcInvalidRequest("not a JSON-RPC 2.0 message")))  # type: ignore[attr-defined]
            return
        super().handle_message(message)  # type: ignore[misc]

    def answer_unparsable(self, error: Exception) -> bool:
        """Answer a body that is not JSON (-32700); whether ``error`` was that."""
        if not isinstance(error, ValueError):  # json.JSONDecodeError and UnicodeDecodeError are ValueErrors
            return False
        self._send_data(_error_message(None, JsonRpcParseError(f"parse error: {error}")))  # type: ignore[attr-defined]
        return True


def _id(value: object) -> int | str | None:
    """A request's id as JSON-RPC allows it (a number or a string), else null."""
    return value if isinstance(value, (int, str)) and not isinstance(value, bool) else None
