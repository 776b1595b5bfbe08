"""What a check produces: one card's result (``CardResult``) and a whole run's (``CheckResult``).

Every writer formats a ``CheckResult``; the command line, the review page and the language server
all take one card's ``CardResult`` from ``Checker.check_card``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from linter.model.analysis import Analysis
from linter.model.findings import Finding, InputError


@dataclass(frozen=True)
class CardResult:
    """One card's check: its findings (located in its file), the input errors it raised, the analyses
    of its texts by language (source first; kept in the checking process only), the languages
    compared with the source and the languages the check speaks of (``langs``: the source, if the
    card has it, then each translation asked for, supported or not, in the card's order)."""

    findings: list[Finding] = field(default_factory=list)
    errors: list[InputError] = field(default_factory=list)
    analyses: dict[str, Analysis] = field(default_factory=dict, compare=False)
    compared: list[str] = field(default_factory=list)
    langs: list[str] = field(default_factory=list)


@dataclass
class CheckResult:
    findings: list[Finding] = field(default_factory=list)
    errors: list[InputError] = field(default_factory=list)
    cards: int = 0
    pairs: int = 0
    texts: dict[tuple[str, str], dict[str, str]] = field(default_factory=dict)  # of cards with findings
    # (path, lang) → ids of the cards compared in that language, in file order (JUnit lists the passing ones)
    checked: dict[tuple[str, str], list[str]] = field(default_factory=dict)
    traces: list[str] = field(default_factory=list)  # of the internal errors among ``errors`` (for --debug)
