import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pytest


@pytest.fixture(autouse=True)
def _private_cache_folder(tmp_path_factory, monkeypatch):
    """``cardlint check`` caches analyses by default: never in the developer's own cache folder."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.getbasetemp() / "xdg-cache"))


@pytest.fixture
def custom_locales(tmp_path, monkeypatch):
    """A copy of the bundled locales/ that a test may edit, used in place of the bundled one."""
    from linter.pipeline import reset_caches

    root = tmp_path / "locales"
    shutil.copytree(Path(__file__).resolve().parents[1] / "locales", root)
    monkeypatch.setenv("CARDLINT_LOCALES", str(root))
    reset_caches()
    yield root
    reset_caches()
