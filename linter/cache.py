"""An on-disk cache of text analyses, so a second run over unchanged cards analyses nothing.

Analysing a text is the expensive step of ``cardlint check``; its result depends only on
the text, its language, game and card type, the locale data and cardlint's own code. Each
analysis is stored under a hash of all of these, so editing a card, the locale data or
cardlint itself simply misses the old entries (they age out: the store is bounded).

The store is one SQLite database (standard library; every write is a transaction, so an
interrupted run never leaves a half-written entry). A bad entry is dropped and
recomputed; a store that cannot be opened or read turns the cache off for the run with
one warning — the cache never makes a run fail.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sqlite3
import sys
import time
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

from linter import __version__
from linter.model.analysis import Analysis

STORE_NAME = "analyses-1.sqlite3"
MAX_ENTRIES = 500_000  # ≈ 7 cards × 70,000 texts; the oldest-used entries go first beyond it
COMMIT_EVERY = 1_000  # new entries written per transaction (and at close)
_BATCH = 500  # keys looked up in one query (SQLite allows 32,766 parameters)
_SCHEMA = "CREATE TABLE IF NOT EXISTS {} (key TEXT PRIMARY KEY, used REAL NOT NULL, value BLOB NOT NULL)"

Analyze = Callable[[str, str, str, "str | None"], Analysis]


def default_cache_dir(env: dict[str, str] | None = None) -> Path:
    """The user's cache folder for cardlint: $XDG_CACHE_HOME/cardlint, else the platform's usual place."""
    env = dict(os.environ) if env is None else env
    if env.get("XDG_CACHE_HOME"):
        return Path(env["XDG_CACHE_HOME"]) / "cardlint"
    if sys.platform == "win32" and env.get("LOCALAPPDATA"):
        return Path(env["LOCALAPPDATA"]) / "cardlint" / "Cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "cardlint"
    return Path.home() / ".cache" / "cardlint"


@lru_cache(maxsize=1)
def code_fingerprint() -> str:
    """What cardlint knows: its version, its locale data and its own code (a development
    checkout, or an engine being rewritten, changes code without changing the version).
    Computed once per process (a few milliseconds: the package's sources are ≈ 0.4 MB)."""
    from linter.locales import data_hash

    package = Path(__file__).resolve().parent
    text = f"{__version__}\0{data_hash()}\0{source_hash(package)}"
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def source_hash(package: Path) -> str:
    """A fingerprint of every ``.py`` file under ``package``: its path and its bytes."""
    digest = hashlib.sha256()
    for path in sorted(package.rglob("*.py")):
        digest.update(path.relative_to(package).as_posix().encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()[:16]


def entry_key(fingerprint: str, text: str, lang: str, game: str, card_type: str | None) -> str:
    """The key of one analysis: everything its result depends on."""
    parts = (fingerprint, lang, game, card_type or "", text)
    return hashlib.sha256("\0".join(parts).encode("utf-8", "surrogatepass")).hexdigest()


class AnalysisStore:
    """The SQLite file holding analyses; opened lazily in each process (safe across fork). A subclass
    keeps other entries in a table of their own in the same file (``linter.result_cache``)."""

    TABLE = "analysis"
    KIND: type = Analysis  # what an entry must unpickle to; anything else is damage

    def __init__(self, folder: Path, max_entries: int = MAX_ENTRIES) -> None:
        self.path = Path(folder) / STORE_NAME
        self.max_entries = max_entries
        self._db: sqlite3.Connection | None = None
        self._pid = 0
        self._pending: dict[str, Any] = {}  # new entries, written at the next flush
        self._touched: list[str] = []  # entries read this run: kept longest when the store is trimmed
        self.disabled = False

    def _connect(self) -> sqlite3.Connection | None:
        if self.disabled:
            return None
        if self._db is not None and self._pid == os.getpid():
            return self._db
        self._db, self._pid, self._pending, self._touched = None, os.getpid(), {}, []  # a forked child opens its own…
        # …and writes what it added when it ends (a process that multiprocessing started has it imported)
        spawned = sys.modules.get("multiprocessing")
        if spawned is not None and spawned.parent_process() is not None:
            from multiprocessing.util import Finalize

            Finalize(self, self.close, exitpriority=10)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
            self._db = self._open()
        except sqlite3.OperationalError as exc:  # locked too long, read-only, disk full: not damage
            self._disable(exc)
        except sqlite3.DatabaseError:  # not a database (corrupted, overwritten): start afresh
            try:
                self.path.unlink()
                self._db = self._open()
            except (OSError, sqlite3.Error) as exc:
                self._disable(exc)
        except (OSError, sqlite3.Error) as exc:
            self._disable(exc)
        return self._db

    def _open(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=30, isolation_level=None)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        db.execute(_SCHEMA.format(self.TABLE))
        return db

    def _disable(self, exc: BaseException) -> None:
        self.disabled, self._db = True, None
        print(f"cardlint: warning: cache {self.path} is unusable ({exc}); running without it", file=sys.stderr)

    def fetch(self, keys: list[str]) -> dict[str, bytes]:
        """The stored entries of ``keys`` still to be read, in one query a batch (``get`` then finds them
        without asking the database): one query per text cost a cached rerun more than its reading."""
        db = self._connect()
        wanted = [k for k in dict.fromkeys(keys) if k not in self._pending]
        if db is None or not wanted:
            return {}
        found: dict[str, bytes] = {}
        try:
            for at in range(0, len(wanted), _BATCH):
                batch = wanted[at : at + _BATCH]
                marks = ",".join("?" * len(batch))
                found.update(
                    db.execute(f"SELECT key, value FROM {self.TABLE} WHERE key IN ({marks})", batch).fetchall()
                )
        except sqlite3.Error as exc:
            self._disable(exc)
            return {}
        return found

    def get(self, key: str, fetched: dict[str, bytes] | None = None) -> Any:
        """The stored analysis, or None (missing, or unreadable: then dropped); ``fetched``: the entries
        ``fetch`` read for the batch this key is in."""
        db = self._connect()
        if db is None:
            return None
        if key in self._pending:
            return self._pending[key]
        if fetched is not None:
            value = fetched.get(key)
            row = None if value is None else (value,)
        else:
            try:
                row = db.execute(f"SELECT value FROM {self.TABLE} WHERE key = ?", (key,)).fetchone()
            except sqlite3.Error as exc:
                self._disable(exc)
                return None
        if row is None:
            return None
        try:
            found = pickle.loads(row[0])
        except Exception:  # noqa: BLE001 - any damage to an entry means "not cached"
            found = None
        if not isinstance(found, self.KIND):
            self._drop(key)
            return None
        self._touched.append(key)
        if len(self._touched) >= COMMIT_EVERY * 10:
            self.flush()
        return found

    def put(self, key: str, analysis: Any) -> None:
        if self._connect() is None:
            return
        self._pending[key] = analysis
        if len(self._pending) >= COMMIT_EVERY:
            self.flush()

    def _drop(self, key: str) -> None:
        try:
            assert self._db is not None
            self._db.execute(f"DELETE FROM {self.TABLE} WHERE key = ?", (key,))
        except sqlite3.Error:
            pass

    def flush(self) -> None:
        """Write the pending entries in one transaction, then keep the store under its bound."""
        db = self._connect()
        if db is None or not (self._pending or self._touched):
            return
        now = time.time()
        rows = [
            (key, now, pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)) for key, value in self._pending.items()
        ]
        touched = [(now, key) for key in self._touched]
        self._pending, self._touched = {}, []
        try:
            with db:
                db.execute("BEGIN")
                db.executemany(f"INSERT OR REPLACE INTO {self.TABLE} VALUES (?, ?, ?)", rows)
                db.executemany(f"UPDATE {self.TABLE} SET used = ? WHERE key = ?", touched)
            self._trim(db)
        except sqlite3.Error as exc:
            self._disable(exc)

    def _trim(self, db: sqlite3.Connection) -> None:
        (count,) = db.execute(f"SELECT COUNT(*) FROM {self.TABLE}").fetchone()
        if count > self.max_entries:
            with db:
                db.execute("BEGIN")
                db.execute(
                    f"DELETE FROM {self.TABLE} WHERE key IN (SELECT key FROM {self.TABLE} ORDER BY used LIMIT ?)",
                    (count - self.max_entries * 9 // 10,),
                )

    def close(self) -> None:
        self.flush()
        if self._db is not None and self._pid == os.getpid():
            self._db.close()
        self._db = None


class CachedAnalyzer:
    """``analyze`` backed by the on-disk store; counts how many texts it really analysed.

    ``analysis`` has the signature of ``Checker.analysis``, so the checker can call it
    in place of ``linter.pipeline.analyze``.
    """

    def __init__(
        self, folder: Path | None = None, analyze: Analyze | None = None, max_entries: int = MAX_ENTRIES
    ) -> None:
        if analyze is None:
            from linter.pipeline import analyze as pipeline_analyze

            analyze = pipeline_analyze
        self._analyze = analyze
        self.store = AnalysisStore(folder or default_cache_dir(), max_entries)
        self.hits = 0
        self.misses = 0
        self._fetched: dict[str, bytes] = {}  # entries read ahead by ``prefetch``, not yet asked for
        self._ahead: set[str] = set()  # the keys ``prefetch`` looked up (found or not)

    def prefetch(self, texts: list[tuple[str, str, str, str | None]]) -> None:
        """Read the stored analyses of the coming texts (text, language, game, card type) in one query."""
        keys = [entry_key(code_fingerprint(), *text) for text in texts]
        self._fetched = self.store.fetch(keys)
        self._ahead = set(keys)

    def analysis(self, text: str, lang: str, game: str, card_type: str | None = None) -> Analysis:
        key = entry_key(code_fingerprint(), text, lang, game, card_type)
        found = self.store.get(key, self._fetched if key in self._ahead else None)
        if found is not None and (found.text, found.lang, found.game) == (text, lang, game):
            self.hits += 1
            return found
        self.misses += 1
        found = self._analyze(text, lang, game, card_type)
        self.store.put(key, found)
        return found

    def close(self) -> None:
        """Write what is pending (call once at the end of a run, in every process)."""
        self.store.close()
