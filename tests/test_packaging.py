"""Every package of linter/ ships: a folder missing from pyproject's list installs a cardlint
that fails to import (the GitHub Action installs with pip, not in editable mode)."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_folder_is_listed_in_pyproject():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["packages"])
    folders = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "linter").rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    assert folders - listed == set(), "add these packages to [tool.setuptools] packages in pyproject.toml"
