"""A source phrase the translation has no frame for (a dropped target word): where the translation says
it in part, and the usual wording to put there.

“gira la criatura que controla un oponente” is the usual “gira la criatura objetivo que controla un
oponente” with a word missing: the usual wording (filled with the object words the files use for
the source's) is looked for in the translation with at most two of its words missing; where it is
found exactly once, those words are what it replaces.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace

from linter.align import CardPair
from linter.model.frames import Frame, Span
from linter.suggest.index import Candidate, Evidence, RenderingIndex
from linter.suggest.rendering import Rendering, opening

_TOKEN = re.compile(r"[^\W_]+['’]?|[^\w\s]")
MAX_MISSING = 2


def lost_keys(pairs: CardPair, frame: Frame, phrase: Evidence) -> tuple[Evidence, ...]:
    """The keys the lost phrase's wording is looked up by: the phrase's, then its clause's."""
    said = opening(pairs.source.text, frame.span.start)
    return (phrase,) + ((replace(phrase, key=f"{said} | {phrase.key}"),) if said else ())


def found_in_part(index: RenderingIndex, keys: tuple[Evidence, ...], text: str) -> list[tuple[Candidate, Span]]:
    """Each usual wording of the lost phrase, with the translation's words it is said in part by."""
    out = []
    for own in keys:
        usual = index.translations.get((own.game, own.lang, own.source_object.lower()), Counter()).most_common(1)
        bare = Rendering("", Span(0, 0, ""), usual[0][0] if usual else "", "", own.count)
        for c in index.candidates(own, bare):
            span = _said_in_part(c.text, text)
            if span is not None:
                cased = c.text[0].upper() + c.text[1:] if span.text[:1].isupper() else c.text
                out.append((replace(c, text=cased), span))
    return out


def _said_in_part(wording: str, text: str) -> Span | None:
    """The only stretch of ``text`` that is ``wording`` with one or two of its words missing (its first
    present), else None."""
    want = [m.group(0).lower() for m in _TOKEN.finditer(wording)]
    have = list(_TOKEN.finditer(text))
    if len(want) < 3:
        return None
    found = []
    for i, first in enumerate(have):
        if first.group(0).lower() != want[0]:
            continue
        j, missing = i, 0
        for k, word in enumerate(want):
            if j < len(have) and have[j].group(0).lower() == word:
                j += 1
            elif k > 0:  # a word missing (never the first: it anchors the stretch)
                missing += 1
            else:
                missing = MAX_MISSING + 1
            if missing > MAX_MISSING:
                break
        if 0 < missing <= MAX_MISSING:
            found.append(Span(first.start(), have[j - 1].end(), text[first.start() : have[j - 1].end()]))
    return found[0] if len(found) == 1 else None
