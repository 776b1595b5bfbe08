"""A burst of keystrokes lints once: each change restarts the document's timer."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable


class Debouncer:
    """Runs ``action(key)`` once ``delay`` seconds after the last ``trigger(key)``."""

    def __init__(self, delay: float, action: Callable[[str], Awaitable[None]]) -> None:
        self.delay = delay
        self.action = action
        self._pending: dict[str, asyncio.TimerHandle] = {}
        self._running: set[asyncio.Future[None]] = set()  # kept until done (the loop holds tasks weakly)

    def trigger(self, key: str) -> None:
        self.cancel(key)
        loop = asyncio.get_running_loop()
        self._pending[key] = loop.call_later(self.delay, self._fire, key)

    def cancel(self, key: str) -> None:
        handle = self._pending.pop(key, None)
        if handle is not None:
            handle.cancel()

    def _fire(self, key: str) -> None:
        self._pending.pop(key, None)
        task = asyncio.ensure_future(self.action(key))
        self._running.add(task)
        task.add_done_callback(self._running.discard)
