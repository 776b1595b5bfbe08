"""Suggested wordings in the editor, made when the editor asks for quick fixes rather than at each lint.

A suggestion needs the whole document's evidence (every card's renderings); counting it at every
keystroke would slow every lint down for a fix asked for now and then. The evidence of a lint is
counted once, at the first quick-fix request, and kept while that lint is the document's.
"""

from __future__ import annotations

import copy
from collections import OrderedDict

from lsprotocol import types

from linter.align import aligned
from linter.check import CheckOptions
from linter.config import EffectiveConfig
from linter.lint import path_options
from linter.lsp.actions import touches
from linter.lsp.cache import CachedChecker, FrameCache
from linter.lsp.document import DocumentLint
from linter.readers.records import CardRecord
from linter.suggest import Suggester
from linter.suggest.engine import CROSS_LANGUAGE, evidence

_KEPT = 4  # documents whose evidence is kept
_counted: OrderedDict[int, tuple[DocumentLint, Suggester]] = OrderedDict()


def with_suggestions(
    lint: DocumentLint, wanted: types.Range, frames: FrameCache, config: EffectiveConfig
) -> DocumentLint:
    """``lint`` with a checked suggestion on each cross-language finding on the lines of ``wanted``."""
    asked = [f for f in lint.findings if f.suggestion is None and f.name in CROSS_LANGUAGE and touches(f, wanted)]
    if not asked:
        return lint
    options_for = path_options(config)
    checker = CachedChecker(CheckOptions(config.game, config.source_lang, config.langs), frames)
    suggester = _evidence(lint, checker, options_for)
    for f in asked:
        card = lint.card_of(f)
        pair = None if card is None else _pair(card, f.lang, checker, options_for(card.path))
        if card is not None and pair is not None:
            suggester.pending_for(card, pair, [f])
    found = suggester.finish(
        lint.findings, lambda card, lang, text: checker.recheck(card, lang, text, options_for(card.path))
    )
    out = copy.copy(lint)
    out.findings = found
    return out


def _pair(card: CardRecord, lang: str, checker: CachedChecker, opts: CheckOptions):  # type: ignore[no-untyped-def]
    game = card.game or opts.game
    if not game or opts.source_lang not in card.texts or lang not in card.texts:
        return None
    try:
        src = checker.frames.analysis(card.texts[opts.source_lang], opts.source_lang, game, card.card_type)
        tgt = checker.frames.analysis(card.texts[lang], lang, game, card.card_type)
    except Exception:  # noqa: BLE001 - an unsupported language or broken data: no evidence, no suggestion
        return None
    return aligned(card.id, src, tgt)


def _evidence(lint: DocumentLint, checker: CachedChecker, options_for) -> Suggester:  # type: ignore[no-untyped-def]
    """Every card's renderings of the document, counted once per lint."""
    kept = _counted.get(id(lint))
    if kept is not None and kept[0] is lint:
        return kept[1]
    suggester = Suggester()
    for card in lint.records:
        opts = options_for(card.path)
        for lang in card.texts:
            if lang == opts.source_lang or (opts.langs and lang not in opts.langs):
                continue
            pair = _pair(card, lang, checker, opts)
            if pair is not None:
                for _, _, e, _ in evidence(card, pair):
                    suggester.index.add(e)
    _counted[id(lint)] = (lint, suggester)
    while len(_counted) > _KEPT:
        _counted.popitem(last=False)
    return suggester
