"""The registry of rules: every module of this package holding a ``RULE`` (see ``model``).

``cardlint rules`` and ``explain``, SARIF's rule table, the language server's links, the
review page and the engine all read ``RULES``. Adding a rule is one module here, its page in
``linter/docs/rules/<name>.md`` and its tests: nothing else lists rules.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import replace

from linter.locales import GameData, declare
from linter.model.findings import SEVERITIES, lower
from linter.model.rules import CATALOG, RuleEntry
from linter.rules.model import Difference, Rule, Text, quote

_HOOKS = ("differs", "check", "check_pair")  # a module's detection, by shape (see ``model``)


def _discover() -> tuple[Rule, ...]:
    """Each rule module's ``RULE`` with its detection attached, in code order (the order frame-pair
    rules run in, and the order ``cardlint rules`` lists them)."""
    found = []
    for module in pkgutil.iter_modules(__path__):
        loaded = importlib.import_module(f"{__name__}.{module.name}")
        if isinstance(getattr(loaded, "RULE", None), Rule):
            found.append(replace(loaded.RULE, **{h: getattr(loaded, h) for h in _HOOKS if hasattr(loaded, h)}))
    return tuple(sorted(found, key=lambda r: r.code))


RULES: tuple[Rule, ...] = _discover()
_BY_KEY = {r.code.lower(): r for r in RULES} | {r.name: r for r in RULES}
if len(_BY_KEY) != 2 * len(RULES):
    raise RuntimeError("two rule modules share a code or a name")
CATALOG.entries = tuple(RuleEntry(r.code, r.name, r.severity, r.summary, r.why) for r in RULES)  # for the writers


# What ``checks`` in locales/games/<game>.yaml may hold: what the rules declare they read (their
# ``checks.`` switches, true or false, and their ``settings``).
GAME_CHECKS = {r.switch.removeprefix("checks."): bool for r in RULES if r.switch.startswith("checks.")} | {
    key: schema for r in RULES for key, schema in r.settings
}
declare("checks", GAME_CHECKS)
_FOR_GAME: dict[tuple[str, str], tuple[GameData, tuple[Rule, ...]]] = {}


def for_game(hook: str, game: GameData) -> tuple[Rule, ...]:
    """The rules with detection ``hook`` that ``game``'s data switches on, in code order (asked for
    every text: kept per game and hook, for as long as the game's data is the same object; data read
    again after a change is asked anew)."""
    key = (hook, game.name)
    found = _FOR_GAME.get(key)
    if found is None or found[0] is not game:
        found = _FOR_GAME[key] = (game, tuple(r for r in RULES if getattr(r, hook) is not None and r.applies(game)))
    return found[1]


def rule(key: str) -> Rule:
    """Look a rule up by code (CL101) or name (target-presence)."""
    found = _BY_KEY.get(key.lower())
    if found is None:
        raise KeyError(key)
    return found


__all__ = [
    "GAME_CHECKS",
    "RULES",
    "SEVERITIES",
    "Difference",
    "Rule",
    "Text",
    "check_game",
    "for_game",
    "lower",
    "quote",
    "rule",
]
