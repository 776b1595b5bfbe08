"""Rule pages: what each rule finds, why it changes play, examples, how to suppress.

A page is ``linter/docs/rules/<name>.md``: YAML front matter holding the examples —
a faithful and an unfaithful translation in every supported language — and Markdown
prose. The examples are data so the tests run each one through the engine: a page
can never show an example cardlint does not actually judge that way.
``cardlint explain`` prints the page; SARIF ``help`` carries the same Markdown.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

from babel import Locale

from linter.locales import LocaleError, load_game
from linter.model.rules import CATALOG
from linter.rules import RULES, Rule, rule


def _title(game: str) -> str:
    """The game's title as its ``locales/games/<game>.yaml`` gives it (a new game needs no code)."""
    try:
        return str(load_game(game).data.get("title") or game)
    except LocaleError:
        return game


class UnknownRule(KeyError):
    """No rule has this code or name; the message lists the known ones."""

    def __str__(self) -> str:
        return str(self.args[0])


class RuleDocError(LookupError):
    """A rule page is missing or malformed (a packaging or editing mistake; names the page)."""


@dataclass(frozen=True)
class Example:
    """One example translation and what cardlint must say about it."""

    rule: str  # the rule's name
    lang: str
    game: str
    source_lang: str
    source: str
    text: str
    faithful: bool  # True: no finding at all; False: a finding of ``rule``
    ignore: tuple[str, ...] = ()  # an inline suppression on the card, if the example has one
    reason: str | None = None
    # "text": judged alone, no source; "set": judged among cards of a set; "record": the faithful
    # example is a record with its source, the unfaithful one the same kind of record without it
    scope: str = "translation"


@dataclass(frozen=True)
class RulePage:
    rule: Rule
    meta: dict[str, Any]
    body: str


def _lookup(key: str) -> Rule:
    try:
        return rule(key)
    except KeyError:
        known = ", ".join(f"{r.code} {r.name}" for r in RULES)
        raise UnknownRule(f"unknown rule {key!r}; known rules: {known}") from None


@cache
def page_file(r: Rule) -> Traversable:
    """Where a registered rule's page is: ``linter/docs/rules/<name>.md``, beside the package's rules."""
    return resources.files("linter").joinpath("docs", "rules", f"{r.name}.md")


def _load(name: str) -> RulePage:
    r = rule(name)
    where = f"docs/rules/{name}.md"
    try:
        text = page_file(r).read_text(encoding="utf-8")
    except OSError:
        raise RuleDocError(f"{where}: missing from the cardlint package") from None
    if not text.startswith("---\n") or "\n---\n" not in text[4:]:
        raise RuleDocError(f"{where}: expected YAML front matter between '---' lines")
    head, body = text[4:].split("\n---\n", 1)
    import yaml  # here: only a run that shows a rule's page reads one

    try:
        meta = yaml.safe_load(head)
    except yaml.YAMLError as exc:
        raise RuleDocError(f"{where}: invalid front matter: {exc}") from None
    if not isinstance(meta, dict):
        raise RuleDocError(f"{where}: front matter must be a mapping (game, source, examples…)")
    return RulePage(r, meta, body.strip() + "\n")


def examples(key: str) -> list[Example]:
    """The page's examples, faithful and unfaithful, in every language it shows: those of its own
    game (``examples``), then those of the other games that the rule applies to (``more``: one
    block per game, ``{game, source?, examples}``), so a new game's examples need no code."""
    page = _load(_lookup(key).name)
    out = _block(page, page.meta.get("examples", {}), page.meta["game"], page.meta.get("source", ""))
    for more in page.meta.get("more", []):
        out += _block(page, more["examples"], more["game"], more.get("source", ""))
    return out


def _block(page: RulePage, block: dict[str, Any], game: str, source: str) -> list[Example]:
    """The examples of one block of the front matter (language → faithful and unfaithful)."""
    out = []
    for lang, ex in block.items():
        for faithful in (True, False):
            item = ex["faithful" if faithful else "unfaithful"]
            item = item if isinstance(item, dict) else {"text": item}
            suppress = item.get("suppress") or {}
            scope = str(page.meta.get("scope", "translation"))
            alone = scope == "text"
            out.append(
                Example(
                    page.rule.name,
                    lang,
                    ex.get("game", game),
                    lang if alone else ex.get("source-lang", "en"),
                    "" if alone else ex.get("source", source),
                    item["text"],
                    faithful,
                    tuple(suppress.get("ignore", ())),
                    suppress.get("reason") if suppress else None,
                    scope,
                )
            )
    return out


def _language(code: str) -> str:
    return f"{Locale.parse(code).english_name} ({code})"


def _suppression(ex: Example) -> str:
    if not ex.ignore:
        return ""
    names = ", ".join(ex.ignore)
    if ex.reason:
        return f" — with `cardlint: ignore {names} -- {ex.reason}`"
    return f" — with `cardlint: ignore {names}` (no reason)"


def _examples_section(page: RulePage) -> str:
    meta = page.meta
    title = _title(meta["game"])
    if meta.get("scope") == "text":
        intro = f"Each text is judged alone ({title}), whether it is an original or a translation:"
    elif meta.get("scope") == "record":
        intro = (
            f"A record ({title}) holding its English source “{meta['source']}” and a translation, "
            f"then a record holding only a translation"
        )
    elif meta.get("scope") == "set":
        intro = (
            f"English source ({title}): “{meta['source']}”, translated the usual way on ten other "
            f"cards of the set (`cardlint check --consistency`)"
        )
    else:
        intro = f"English source ({title}): “{meta['source']}”"
    lines = ["## Examples", "", intro, ""]
    lines += _example_lines(page, _block(page, meta.get("examples", {}), meta["game"], meta.get("source", "")))
    for more in meta.get("more", []):
        block = _block(page, more["examples"], more["game"], more.get("source", ""))
        if page.meta.get("scope") == "text":
            lines += [f"{_title(more['game'])}, each text judged alone:", ""]
        else:
            lines += [f"English source ({_title(more['game'])}): “{more.get('source', '')}”", ""]
        lines += _example_lines(page, block, game=more["game"], source=more.get("source", ""))
    return "\n".join(lines)


def _example_lines(
    page: RulePage, block: list[Example], game: str | None = None, source: str | None = None
) -> list[str]:
    """One paragraph per language: its heading, then each example with cardlint's verdict."""
    meta = page.meta
    game = game or meta["game"]
    source = meta.get("source", "") if source is None else source
    lines: list[str] = []
    by_lang: dict[str, list[Example]] = {}
    for ex in block:
        by_lang.setdefault(ex.lang, []).append(ex)
    # every language the page gives examples in, in the page's order (a new language needs no code);
    # English, shown as a translation from another source, last
    for lang in sorted(by_lang, key=lambda code: code == "en"):
        shown = by_lang[lang]
        first = shown[0]
        heading = f"**{_language(lang)}**"
        if first.game != game:
            heading += f" ({_title(first.game)})"
        if first.scope == "translation" and (first.source != source or first.source_lang != "en"):
            heading += (
                f", translated from the {Locale.parse(first.source_lang).english_name} source "
                f"“{first.source}” (`--source-lang {first.source_lang}`)"
            )
        lines.append(heading)
        for ex in shown:
            if not ex.faithful:
                verdict = f"✗ reported as {page.rule.code} {page.rule.name}"
                if ex.scope == "record":
                    verdict += f" (no {Locale.parse(ex.source_lang).english_name} text in the record)"
            else:
                verdict = "✓ not reported" if ex.ignore or ex.scope == "text" else "✓ faithful, not reported"
            lines.append(f"- {verdict}: “{ex.text}”{_suppression(ex)}")
        lines.append("")
    return lines


def _suppress_section(name: str) -> str:
    return f"""## How to suppress

Fix the translation when it is wrong. When the difference is intended — an official
errata, a deliberate localization — accept it where the card lives, always with a reason
(a suppression without one is reported as CL902, one that no longer hides anything as
CL901):

- JSON or JSON-lines card: `"cardlint": {{"ignore": ["{name}"], "reason": "…"}}` (add
  `"lang": "es"` to limit it to one language)
- gettext PO: a translator comment on the entry, `#. cardlint: ignore {name} -- reason`
- XLIFF: a note on the unit, `<note>cardlint: ignore {name} -- reason</note>`
- a whole project or folder: `ignore = ["{name}"]` in `[tool.cardlint]` (or in a
  `per-path` entry); `severity = {{ {name} = "info" }}` keeps it visible without failing
  the run
- every current finding at once: `cardlint check --write-baseline cardlint-baseline.json`,
  then `cardlint check --baseline cardlint-baseline.json` (or `baseline = "…"` in the
  configuration) reports only new findings
"""


def page(key: str) -> str:
    """The rule's page (key: code or name); UnknownRule (a KeyError) listing the known rules otherwise."""
    p = _load(_lookup(key).name)
    r = p.rule
    head = f"# {r.code} {r.name}\n\n{r.summary} Default severity: **{r.severity}**.\n\n"
    # a page may say itself how it is suppressed (the suppression rules do); it comes after the examples
    body, own, suppress = p.body.partition("## How to suppress")
    suppress = own + suppress if own else _suppress_section(r.name)
    return head + body.rstrip() + "\n\n" + _examples_section(p) + "\n" + suppress


def markdown(name: str) -> str:
    """The page as SARIF ``help.markdown`` (and ``help.text``)."""
    return page(name)


CATALOG.pages = markdown  # the writers read a rule's page through the model
