"""Loads the project's annotated corpus (corpus/<lang>/<game>.yaml)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


def corpus_files() -> list[Path]:
    return sorted(CORPUS.glob("*/*.yaml"))


def analyze_cases() -> list[tuple[str, str, str, dict[str, Any]]]:
    """(id, lang, game, case) for every annotated sentence."""
    cases = []
    for path in corpus_files():
        lang, game = path.parent.name, path.stem
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        for i, case in enumerate(data.get("analyze", [])):
            cases.append((f"{lang}/{game}#{i}:{case['text'][:40]}", lang, game, case))
    return cases


def pair_cases() -> list[tuple[str, str, str, dict[str, Any]]]:
    """(id, lang, game, case) for every translation pair."""
    cases = []
    for path in corpus_files():
        lang, game = path.parent.name, path.stem
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        for i, case in enumerate(data.get("pairs", [])):
            cases.append((f"{lang}/{game}#{i}:{case.get('id', '')}", lang, game, case))
    return cases
