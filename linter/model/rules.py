"""What a writer says of the rules: each rule's entry (code, name, severity, summary, why) and its page.

The registry (``linter.rules``) declares the entries when it is loaded and the rule pages
(``linter.rule_docs``) declare how a page is read when they are: a writer reads both here, so it
depends on the model alone and never on the rules or their pages.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class RuleEntry:
    """One rule as a report describes it (SARIF's rule table)."""

    code: str
    name: str
    severity: str
    summary: str
    why: str


@dataclass
class Catalog:
    """Every rule's entry, in code order, and the page of each by name (Markdown; "" before the pages
    are loaded)."""

    entries: tuple[RuleEntry, ...] = ()
    pages: Callable[[str], str] | None = field(default=None, repr=False)

    def page(self, name: str) -> str:
        """The rule's page, as ``cardlint explain`` prints it."""
        return self.pages(name) if self.pages is not None else ""


CATALOG = Catalog()
