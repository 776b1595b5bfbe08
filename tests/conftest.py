import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pytest


@pytest.fixture(autouse=True)
def _private_cache_folder(tmp_path_factory, monkeypatch):
    """``cardlint check`` caches analyses by default: never in the developer's own cache folder."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.getbasetemp() / "xdg-cache"))
