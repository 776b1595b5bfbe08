"""A wording built restriction by restriction, where no card of the files says the whole phrase.

The card's own rendering is kept and each of its restrictions (controller, zone, count, chooser…)
is made the source's: replaced by the words the other cards use for the source's restriction
(“you control” → “que controlas”), dropped where the source has none, added after the phrase where
only the source has one. Every piece comes from the files checked; a suggestion built so says so.
"""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

from linter.suggest.index import Candidate, Evidence, RenderingIndex
from linter.suggest.rendering import Rendering


def built(index: RenderingIndex, own: Evidence, rendering: Rendering, text: str) -> Candidate | None:
    """The card's rendering with each restriction made the source's; None where a restriction's words
    are said on no card, or nothing would change."""
    mine = {kind: (start, end) for kind, start, end in rendering.details}
    edits: list[tuple[int, int, str]] = []
    cards = 0
    for kind, words in own.source_details:
        usual = index.details.get((own.game, own.lang, kind, words), Counter())
        best = (+usual).most_common(1)
        if not best:
            return None
        said, n = best[0]
        cards = max(cards, n)
        if kind in mine:
            start, end = mine[kind]
            if text[start:end] != said:
                edits.append((start, end, said))
        elif rendering.span.start <= rendering.phrase_end <= rendering.span.end:
            edits.append((rendering.phrase_end, rendering.phrase_end, " " + said))
        else:
            return None
    wanted = {kind for kind, _ in own.source_details}
    for kind, (start, end) in mine.items():
        if kind not in wanted:  # a restriction the source does not have, with the space before it
            edits.append((start - 1 if start > rendering.span.start and text[start - 1] == " " else start, end, ""))
    edits.sort()
    if not edits or any(a[1] > b[0] for a, b in pairwise(edits)):  # overlapping: no one wording
        return None
    out = text[rendering.span.start : rendering.span.end]
    for start, end, said in sorted(edits, reverse=True):
        out = out[: start - rendering.span.start] + said + out[end - rendering.span.start :]
    return Candidate(out.strip(), cards, f"[{own.lang}] {own.game} in the files checked", built=True)
