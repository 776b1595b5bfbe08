"""Linting one document as ``cardlint check`` would lint the saved file.

A lint made from the previous lint of the same document reuses, for every card record
that is the very same object as then (the JSON-lines reader keeps the records of the
lines that did not change), its checked findings and what ``linter.settle`` made of them:
after a keystroke only the edited card is checked and settled again. A finding's
suppressions and baseline entries are those of its own card, so settling each card id's
records alone gives the findings of a fresh lint, in the same order. Where the reader says
which records an edit replaced (``linter.lsp.buffers.Edit``) and the last lint's findings are
simply each record's in turn, the others' findings are taken as whole slices of that lint's.
"""

from __future__ import annotations

import logging
from pathlib import Path

from linter.baseline import by_card, held
from linter.check import CheckOptions
from linter.config import EffectiveConfig
from linter.crash import CardCrash
from linter.lint import path_options
from linter.lsp.buffers import BufferReader, Edit
from linter.lsp.cache import CachedChecker, FrameCache
from linter.lsp.document import DocumentLint, Reuse, SettledCard, Units, utf16_units
from linter.lsp.settings import Settings
from linter.model.findings import Finding, InputError
from linter.model.results import CardResult
from linter.readers.records import CardRecord
from linter.settle import held_by, settle

log = logging.getLogger("cardlint.lsp")


def lint_text(
    path: Path,
    text: str,
    reader: BufferReader,
    settings: Settings,
    cache: FrameCache,
    units: Units = utf16_units,
    previous: DocumentLint | None = None,
) -> DocumentLint:
    """Check a document's text as ``cardlint check`` would check the saved file.

    ``previous``: the document's last lint (read with the same ``reader``), whose cards that did not
    change are not checked again."""
    items = reader.read(text)
    if reader.format != "split":  # every record is the document's own: each card id can be settled alone
        lint = None
        if reader.edit is not None and previous is not None:
            lint = _lint_edit(path, text, items, reader.edit, settings, cache, units, previous)
        if lint is None:
            lint = _lint_by_card(path, text, items, settings, cache, units, previous)
        if lint is not None:
            return lint
    config = settings.config
    name = str(path)
    checker = CachedChecker(CheckOptions(config.game, config.source_lang, config.langs), cache)
    result = checker.run(items, path_options(config))
    records = [i for i in items if isinstance(i, CardRecord) and i.path == name]
    cards: dict[str, list[CardRecord]] = {}
    for record in records:
        cards.setdefault(record.id, []).append(record)
    baseline = settings.baseline
    entries = held_by(baseline, cards) if baseline is not None else None
    settled = settle([result.findings], records, config, baseline, entries, cards)
    return DocumentLint(
        name,
        text,
        records,
        [f for f in settled.findings if f.path == name],
        [e for e in result.errors if e.path == name],
        config.source_lang,
        units,
    )


def _lint_by_card(
    path: Path,
    text: str,
    items: list[CardRecord | InputError],
    settings: Settings,
    cache: FrameCache,
    units: Units,
    previous: DocumentLint | None,
) -> DocumentLint | None:
    """``lint_text`` one card id at a time, reusing what ``previous`` made of the records that are the very
    same objects; None when a record is not the document's own (the general way then applies). The
    findings are put in a whole document's order: every record's findings in file order, then the
    findings about suppressions, then the stale baseline entries."""
    config = settings.config
    name = str(path)
    options = path_options(config)(name)
    checker = CachedChecker(CheckOptions(config.game, config.source_lang, config.langs), cache)
    old = previous.reuse if previous is not None and previous.path == name else None
    if old is None or old.settings is not settings:
        old = Reuse(settings, {}, {}, {}, by_card(settings.baseline) if settings.baseline is not None else None)
    reuse = Reuse(settings, {}, {}, old.decided, old.baseline, items)
    fresh: dict[int, CardResult] = {}  # id(record) → the card checked in this lint
    groups: dict[str, CardRecord | list[CardRecord]] = {}  # card id → its record (its records, when several)
    suppressing: dict[str, None] = {}  # card ids with suppressions, in the order of their first such record
    records: list[CardRecord] = []
    errors: list[InputError] = []
    old_checks, checks = old.checks, reuse.checks
    for item in items:  # in file order: a card's "said once" errors depend on the cards before it
        if item.path != name:
            return None
        if type(item) is InputError:
            errors.append(item)
            continue
        assert isinstance(item, CardRecord)
        records.append(item)
        key = id(item)
        kept = old_checks.get(key)
        if kept is not None and kept[0] is item:
            checks[key] = kept
        else:
            try:
                result = fresh[key] = checker.check_or_crash(item, options)
            except CardCrash as crash:  # a bug costs this card only: the others keep their diagnostics
                log.error("internal error on card %r of %s:\n%s", item.id, name, crash.trace)
                result = fresh[key] = CardResult(errors=[crash.error(item.path, item.line)])
            errors += result.errors
            if checker.reusable(item, options, result):
                checks[key] = (item, result)
        same_id = groups.get(item.id)
        if same_id is None:
            groups[item.id] = item
        elif type(same_id) is list:
            same_id.append(item)
        else:
            groups[item.id] = [same_id, item]  # type: ignore[list-item]
        if item.suppressions and item.id not in suppressing:
            suppressing[item.id] = None

    old_groups, settled = old.groups, reuse.groups
    in_order = len(groups) == len(records)  # one record per card id: the groups are in file order
    findings: list[Finding] = []
    counts: list[int] = []  # (in order) each record's number of findings
    for card_id, found in groups.items():
        group = old_groups.get(card_id)
        if type(found) is list:
            members = tuple(found)
        elif group is not None and len(group.members) == 1 and group.members[0] is found and id(found) not in fresh:
            settled[card_id] = group  # the card did not change: nothing to do (the common case, kept cheap)
            if in_order:
                findings += group.kept[0]
                counts.append(len(group.kept[0]))
            continue
        else:
            members = (found,)  # type: ignore[assignment]
        if (
            group is None
            or len(group.members) != len(members)
            or any(a is not b or id(b) in fresh for a, b in zip(group.members, members, strict=True))
        ):
            checked = [(fresh[id(m)] if id(m) in fresh else checks[id(m)][1]).findings for m in members]
            group = _settled(card_id, members, checked, config, reuse)
        settled[card_id] = group
        if in_order:
            findings += group.kept[0]
            counts.append(len(group.kept[0]))
    if in_order and not errors:
        reuse.counts = counts
        reuse.special = _special(records, settled, suppressing, reuse.baseline is not None)
    if not in_order:  # every record's findings in file order
        for record in records:
            group = settled[record.id]
            findings += group.kept[next(i for i, m in enumerate(group.members) if m is record)]
    for card_id in suppressing:
        findings += settled[card_id].extra
    if reuse.baseline is not None:  # then the baseline entries no longer found, card by card
        for card_id in groups:
            findings += settled[card_id].stale
    return DocumentLint(name, text, records, findings, errors, config.source_lang, units, reuse)


def _lint_edit(
    path: Path,
    text: str,
    items: list[CardRecord | InputError],
    edit: Edit,
    settings: Settings,
    cache: FrameCache,
    units: Units,
    previous: DocumentLint,
) -> DocumentLint | None:
    """``_lint_by_card`` after an edit that replaced some records and left the others the very same
    objects: only the new records are checked and settled, the others' findings are slices of the last
    lint's. None where that lint's findings are not each record's in turn (``Reuse.counts``), or the new
    records bring what the general way must place (an error, a card id seen elsewhere)."""
    name = str(path)
    old = previous.reuse
    if old is None or old.settings is not settings or old.counts is None or old.items is not edit.before:
        return None
    if previous.path != name or not edit.same_after:
        return None
    window = items[edit.start : edit.end]
    gone = {r.id: r for r in edit.before[edit.start : edit.old_end] if isinstance(r, CardRecord)}
    ids = [r.id for r in window if isinstance(r, CardRecord) and r.path == name]
    if len(ids) != len(window) or len(set(ids)) != len(ids) or any(i in old.groups and i not in gone for i in ids):
        return None
    config = settings.config
    options = path_options(config)(name)
    checker = CachedChecker(CheckOptions(config.game, config.source_lang, config.langs), cache)
    checks, groups = dict(old.checks), dict(old.groups)
    for replaced in gone.values():
        checks.pop(id(replaced), None)
        del groups[replaced.id]
    reuse = Reuse(settings, checks, groups, old.decided, old.baseline, items)
    made: list[Finding] = []
    counts: list[int] = []
    special = [i for i in old.special if i < edit.start]
    for record in window:
        assert isinstance(record, CardRecord)
        try:
            result = checker.check_or_crash(record, options)
        except CardCrash:
            return None  # the general way logs it and shows it on the card
        if result.errors or not checker.reusable(record, options, result):
            return None
        checks[id(record)] = (record, result)
        group = groups[record.id] = _settled(record.id, (record,), [result.findings], config, reuse)
        made += group.kept[0]
        if group.extra or group.stale:
            special.append(edit.start + len(counts))
        counts.append(len(group.kept[0]))
    moved = edit.end - edit.old_end
    special += [i + moved for i in old.special if i >= edit.old_end]
    before, after, main = sum(old.counts[: edit.start]), sum(old.counts[: edit.old_end]), sum(old.counts)
    reuse.counts, reuse.special = old.counts[: edit.start] + counts + old.counts[edit.old_end :], special
    findings = previous.findings[:before] + made + previous.findings[after:main]
    records: list[CardRecord] = items  # type: ignore[assignment]  # every item is a record (tested above)
    findings += [f for i in special for f in groups[records[i].id].extra]  # as _lint_by_card puts them
    findings += [f for i in special for f in groups[records[i].id].stale]
    return DocumentLint(name, text, list(records), findings, [], config.source_lang, units, reuse)


def _special(
    records: list[CardRecord], settled: dict[str, SettledCard], suppressing: dict[str, None], baseline: bool
) -> list[int]:
    """The records (in file order) with findings about their suppressions or stale baseline entries: what
    comes after every record's findings, in a lint of one record per card id."""
    ids = set(suppressing)
    if baseline:
        ids.update(card_id for card_id, group in settled.items() if group.stale)
    if not ids:
        return []
    return [i for i, r in enumerate(records) if r.id in ids and (settled[r.id].extra or settled[r.id].stale)]


def _settled(
    card_id: str, members: tuple[CardRecord, ...], checked: list[list[Finding]], config: EffectiveConfig, reuse: Reuse
) -> SettledCard:
    """``settle`` over one card id's records, with its baseline entries that they hold."""
    baseline = reuse.settings.baseline
    held_langs = [m.texts.keys() for m in members]
    entries = (
        [e for e in reuse.baseline.get(card_id, ()) if held(e, held_langs)] if reuse.baseline is not None else None
    )
    if not entries:
        baseline = None
    settled = settle(checked, members, config, baseline, entries, {card_id: members}, reuse.decided)
    return SettledCard(members, settled.kept, settled.about_suppressions, settled.stale)
