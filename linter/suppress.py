"""Inline suppressions: a team accepts a known difference where the card lives, with a reason.

A suppression (``CardRecord.suppressions``, parsed by the readers from a JSON
``cardlint`` field, a PO translator comment or an XLIFF note) hides the findings
of the rules it names on its card — in one language, or in all of them. It is
itself checked, like ruff's RUF100: one that hides nothing is reported as
``unused-suppression`` (it would silently hide the next real problem of that
kind), one without a reason as ``suppression-without-reason``.
"""

from __future__ import annotations

import difflib
from collections import defaultdict
from collections.abc import Callable, Collection, Iterable

from linter.locale_codes import language_key
from linter.model.findings import ALL_LANGUAGES, Finding
from linter.readers.records import CardRecord, Suppression
from linter.rules import RULES, rule
from linter.rules.model import build


def _language(code: str | None) -> str | None:
    """The language of a locale code: "es-419", "es_ES" → "es" (the readers already file them so)."""
    return language_key(code) if code else None


def _resolve(key: str) -> str | None:
    try:
        return rule(key).name
    except KeyError:
        return None


def _suggestion(key: str) -> str:
    names = [r.name for r in RULES] + [r.code for r in RULES]
    close = difflib.get_close_matches(key, names, n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _finding(name: str, card: CardRecord, s: Suppression, message: str, game: str, source_lang: str) -> Finding:
    lang = _language(s.lang) or ALL_LANGUAGES
    return build(
        rule(name),
        card.game or game,
        card.id,
        lang,
        source_lang,
        message,
        key=(",".join(s.rules), s.reason, message),
        explain=False,  # the message says what to do about the suppression itself
        path=card.path,
        line=s.line or card.line,
        end_line=s.line or card.line,
    )


def apply_suppressions(
    findings: Iterable[Finding],
    cards_suppressions: Iterable[CardRecord],
    *,
    game: str = "",
    source_lang: str = "en",
    selected: Callable[[str, str], bool] | None = None,
    langs: Callable[[str], Collection[str] | None] | None = None,
) -> tuple[list[Finding], list[Finding], list[Finding]]:
    """Split findings into (kept, suppressed) and report the suppressions themselves.

    ``cards_suppressions``: the checked cards that carry suppressions (others are
    ignored). A suppression only counts as unused for rules ``selected(rule, path)``
    and languages in ``langs(path)`` (None: every language) — e.g.
    ``EffectiveConfig.selected`` and ``lambda p: config.for_path(p).langs``: a run
    limited with ``--select`` or ``--lang`` cannot tell whether the others are needed.
    ``game`` and ``source_lang`` fill in the new findings where the card does not say.
    Returns ``(kept, suppressed, extra)``; ``extra`` holds the unused-suppression and
    suppression-without-reason findings, at the suppression's line.
    """
    cards = {(c.path, c.id): c for c in cards_suppressions if c.suppressions}
    used: dict[tuple[str, str, int], set[str]] = defaultdict(set)  # (path, card, which suppression) → rules it hid
    kept: list[Finding] = []
    suppressed: list[Finding] = []
    for f in findings:
        card = cards.get((f.path, f.card))
        hit = None
        if card is not None:  # the first suppression that covers it; a second one is redundant
            hit = next(
                (
                    i
                    for i, s in enumerate(card.suppressions)
                    if _language(s.lang) in (None, f.lang) and f.name in {_resolve(k) for k in s.rules}
                ),
                None,
            )
        if hit is None:
            kept.append(f)
        else:
            used[(f.path, f.card, hit)].add(f.name)
            suppressed.append(f)

    extra: list[Finding] = []
    for card in cards.values():
        in_file = None if langs is None else langs(card.path)
        checked = None if in_file is None else {_language(lang) for lang in in_file}
        for i, s in enumerate(card.suppressions):
            extra += _check(card, s, used.get((card.path, card.id, i), set()), selected, checked, game, source_lang)
    return kept, suppressed, extra


def _check(
    card: CardRecord,
    s: Suppression,
    hidden: set[str],
    selected: Callable[[str, str], bool] | None,
    checked: set[str | None] | None,
    game: str,
    source_lang: str,
) -> list[Finding]:
    """The findings about one suppression (``hidden``: the rules it hid): unknown or unused rules, no reason."""
    out: list[Finding] = []
    where = f" for [{_language(s.lang)}]" if s.lang else ""
    for key in s.rules:
        name = _resolve(key)
        if name is None:
            out.append(
                _finding(
                    "unused-suppression",
                    card,
                    s,
                    f"suppression names unknown rule {key!r}{_suggestion(key)}; it hides nothing",
                    game,
                    source_lang,
                )
            )
            continue
        if name in hidden:
            continue
        if selected is not None and not selected(name, card.path):
            continue
        if checked is not None and s.lang and _language(s.lang) not in checked:
            continue
        out.append(
            _finding(
                "unused-suppression",
                card,
                s,
                f"suppression of {name} ({rule(name).code}){where} matched no finding on card "
                f"{card.id!r}; remove it, or it will hide the next {name} problem here",
                game,
                source_lang,
            )
        )
    if not s.reason.strip():
        names = ", ".join(s.rules) or "(no rules)"
        out.append(
            _finding(
                "suppression-without-reason",
                card,
                s,
                f"suppression of {names}{where} gives no reason; say why the difference is "
                f"accepted (“cardlint: ignore {names} -- reason”)",
                game,
                source_lang,
            )
        )
    return out
