"""``--jobs N``: check cards in N worker processes, in input order, with bounded memory.

Workers are forked (where the platform allows) after the parent has checked the first
chunk itself: they inherit the pipelines that chunk built (French alone costs seconds to
build) and build any other language's pipeline once, when they first need it. The input is
streamed: at most a few chunks per worker are in flight, so a database of any size is
checked in the same memory (``multiprocessing.Pool.imap`` would read all of it ahead).
``multiprocessing`` (and the sockets it imports) is imported when a second job is asked for.
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from itertools import chain, islice
from typing import TypeVar

Item = TypeVar("Item")
Outcome = TypeVar("Outcome")

CHUNK = 64  # cards sent to a worker at a time
IN_FLIGHT_PER_JOB = 4  # chunks waiting or being checked, per worker

_work: Callable[[object], object] | None = None  # set in the parent before the fork


def _run_chunk(chunk: list[object]) -> list[object]:
    assert _work is not None, "worker started without its work function"
    return [_work(item) for item in chunk]


def _worker_init() -> None:
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle


def usable_jobs(requested: int) -> int:
    """``--jobs 0`` means one per CPU; never more than the CPUs this process may use."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:
        cpus = os.cpu_count() or 1
    return max(1, min(requested or cpus, cpus))


def _can_fork() -> bool:
    """Whether workers can be forked here (imports ``multiprocessing``: asked only for a second job)."""
    import multiprocessing

    return "fork" in multiprocessing.get_all_start_methods()


def ordered_map(
    work: Callable[[Item], Outcome], items: Iterable[Item], jobs: int, chunk: int = CHUNK
) -> Iterator[tuple[Item, Outcome]]:
    """``(item, work(item))`` for every item, in input order, computed by ``jobs`` processes.

    With one job (or no ``fork``), everything runs here. ``work`` and each item's outcome
    must be picklable when ``jobs > 1``; an exception raised by ``work`` is re-raised here.
    """
    global _work
    if jobs <= 1 or not _can_fork():
        yield from ((item, work(item)) for item in items)
        return
    import multiprocessing

    source = iter(items)
    for item in list(islice(source, chunk)):  # warms up the parent before the fork
        yield item, work(item)
    following = list(islice(source, chunk))
    if not following:
        return  # a small input: no processes to start
    source = chain(following, source)
    _work = work  # type: ignore[assignment]
    context = multiprocessing.get_context("fork")
    pending: deque[tuple[list[Item], multiprocessing.pool.AsyncResult]] = deque()  # type: ignore[name-defined]
    pool = context.Pool(jobs, initializer=_worker_init)
    try:
        while True:
            while len(pending) < jobs * IN_FLIGHT_PER_JOB:
                batch = list(islice(source, chunk))
                if not batch:
                    break
                pending.append((batch, pool.apply_async(_run_chunk, (batch,))))
            if not pending:
                break
            batch, result = pending.popleft()
            yield from zip(batch, result.get(), strict=True)  # one outcome per item, in order
        pool.close()
        pool.join()  # workers run their multiprocessing finalizers (a cache flushes) on the way out
    finally:
        pool.terminate()
        _work = None
