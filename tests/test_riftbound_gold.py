"""The Riftbound gold set (bench/riftbound_gold.yaml): ids and expected target counts only, and
cardlint's exact-count rate on it (needs the shared corpus; skipped without it)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
import yaml

BENCH = Path(__file__).resolve().parents[1] / "bench" / "riftbound_gold.py"
_spec = importlib.util.spec_from_file_location("riftbound_gold", BENCH)
assert _spec is not None and _spec.loader is not None
gold_bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gold_bench)


def test_the_gold_set_holds_ids_and_counts_only():
    gold = yaml.safe_load(gold_bench.GOLD.read_text(encoding="utf-8"))
    assert len(gold) >= 150
    assert all(isinstance(k, str) and isinstance(v, int) and 0 <= v <= 6 for k, v in gold.items())


def test_cardlint_counts_the_targets_of_95_percent_of_the_gold_cards():
    corpus = gold_bench.shared_corpus()
    if corpus is None:
        pytest.skip("the shared corpus (shared/corpus/riftbound.jsonl) is not here")
    n, wrong = gold_bench.measure(corpus)
    assert (n - len(wrong)) / n >= 0.95, "\n".join(f"{i}: expected {w}, found {f}" for i, w, f, _ in wrong)


def test_reminder_text_of_an_acting_keyword_counts():
    assert gold_bench.targets("[Equip] :rb_rune_calm: (:rb_rune_calm:: Attach this to a unit you control.)", "Gear") == 1
    assert gold_bench.targets("[Accelerate] (You may pay :rb_energy_1: as an additional cost to have me enter ready.)",
                              "Unit") == 0
