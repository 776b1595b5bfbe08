"""A wording built restriction by restriction: the card's own words with only what differs mended.

The card's own rendering is kept (its verb form, its card names, its order) and each restriction
whose meaning differs from the source's (``differing``: count, controller, zone, “another”…) is
made the source's: replaced by the words the other cards use for the source's restriction (“you
control” → “que controlas”), dropped where the source has none (a count the source does not say
becomes the number word for one), added where only the source has one, where the usual wordings
of the phrase put it. A restriction that means the same is left as written. Every piece comes from
the files checked; a suggestion built so says so.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection
from itertools import pairwise

from linter.model.frames import Count, Frame
from linter.suggest.index import Candidate, Evidence, RenderingIndex, agreeing_forms, folded
from linter.suggest.rendering import Rendering, articles

# a frame's restrictions by the name of their words (``Frame.detail_spans``) and the field that holds them
_FIELDS = {"count": "count", "controller": "controller", "zone": "zone", "location": "location", "another": "another"}
_FIELDS |= {"chooser": "chooser", "sentence_chooser": "chooser", "qualifiers": "qualifiers"}


def differing(a: Frame, b: Frame) -> frozenset[str]:
    """The restrictions (names of ``Frame.detail_spans``) whose meaning differs between two aligned frames."""
    out = set()
    for kind, name in _FIELDS.items():
        mine, theirs = getattr(a, name), getattr(b, name)
        if name == "count":
            mine, theirs = mine or Count(), theirs or Count()
        elif name == "qualifiers":
            mine, theirs = set(mine), set(theirs)
        if mine != theirs:
            out.add(kind)
    if "zone" in out:
        out.add("owner")  # the zone's words say whose it is
    if _one(a.count) != _one(b.count):
        out.add("number")  # one object or several: the object words' number differs too
    return frozenset(out)


def _one(count: Count | None) -> bool:
    return count is None or count.max in (1, "1")


def built(
    index: RenderingIndex,
    own: Evidence,
    rendering: Rendering,
    text: str,
    differ: frozenset[str],
    usual: Collection[str] = (),
) -> tuple[Candidate, bool] | None:
    """The card's rendering with each restriction in ``differ`` made the source's, and whether words were
    added (where they go is a guess); None where a restriction's words are said on no card, or nothing
    would change. ``usual``: the usual wordings of the whole phrase, filled for the card (their forms agree)."""
    mine = {kind: (start, end) for kind, start, end in rendering.details}
    source = dict(own.source_details)
    kept = [rendering.object_at] if rendering.object_at else []
    kept += [mine["count"]] if "count" in mine and "count" not in differ else []  # words joining a dropped one
    edits: list[tuple[int, int, str]] = []
    cards, added = 0, False
    wordings = [w.lower() for w in usual]
    obj = rendering.object
    if "number" in differ and rendering.object_at is not None:  # "due creature" → "una creatura"
        seen = index.translations.get((own.game, own.lang, own.source_object.lower()), Counter()).most_common(1)
        if seen and seen[0][0] != rendering.object:
            obj = seen[0][0]
            edits.append((*rendering.object_at, obj))
    for kind in sorted(differ & (set(mine) | set(source))):
        if kind == "owner" and "zone" in mine:
            continue  # inside the zone's words
        at = mine.get(kind)
        if kind in source:
            words = (+index.details.get((own.game, own.lang, kind, source[kind]), Counter())).most_common()
            if not words:
                return None
            said, n = _agreeing(index, words, text[slice(*at)] if at else "", own, rendering.object, wordings)
            if at is not None:
                said = _unrepeated(said, text, *at)
            cards = max(cards, n)
            if at is not None:
                edits.append((*at, said))
            else:
                edits.append(_added(index, own, rendering, text, said))
                added = True
        elif at is None:
            continue
        elif kind == "count":  # the source says one (no words): the word the usual wordings say it with
            one = _before_object(usual, obj, own) or index.number_for(own, rendering, obj)
            if one is None:
                return None
            start, end = at
            if one.endswith(("'", "’")):  # an elided article joins its object ("l'artefact")
                end += len(text[end:]) - len(text[end:].lstrip(" "))
            edits.append((start, end, one))
        else:  # a restriction the source does not have, with the words joining it to what comes before
            edits.append(_dropped(*at, rendering, mine, kept, text))
            added = added or (kind == "another" and "count" not in mine)  # its article may have to come back
    if "number" in differ:
        edits += _agreed(index, own, rendering, text, edits, obj)
    edits.sort()
    if not edits or any(a[1] > b[0] for a, b in pairwise(edits)):  # overlapping: no one wording
        return None
    out = text[rendering.span.start : rendering.span.end]
    for start, end, said in sorted(edits, reverse=True):
        out = out[: start - rendering.span.start] + said + out[end - rendering.span.start :]
    if out.strip() == rendering.span.text:
        return None
    first = out.strip()
    first = first[0].upper() + first[1:] if rendering.span.text[:1].isupper() and first else first
    return Candidate(first, cards, f"[{own.lang}] {own.game} in the files checked", built=True), added


def _before_object(usual: Collection[str], obj: str, own: Evidence) -> str | None:
    """The article the commonest usual wording of the phrase says right before the card's object words
    (“la criatura objetivo”; not “andere”, a restriction's word), where it says one; the source says one."""
    if not usual or not obj:
        return None
    first = next(iter(usual))
    m = re.search(rf"(?<!\w)([^\W\d_]+['’]?)\s*{re.escape(obj)}(?!\w)", first, re.IGNORECASE)
    if m is None or m.group(1).lower() not in articles(own.lang, own.game):
        return None
    return m.group(1).lower()


def _agreeing(
    index: RenderingIndex, usual: list[tuple[str, int]], written: str, own: Evidence, obj: str, wordings: list[str]
) -> tuple[str, int]:
    """The usual words for a restriction in the form that fits the card: its own words where they are one of
    its forms (“andere”, not the commoner “anderen”), else the form the usual wordings of the whole phrase
    write for the card's object (“controllati” with “mostri”), else the one whose agreeing words are seen with
    the object words; with the count of their class."""
    best = usual[0][0]
    cls = folded(best, own.lang, own.game)
    forms = [(w, c) for w, c in usual if folded(w, own.lang, own.game) == cls]
    total = sum(c for _, c in forms)
    if written and folded(written, own.lang, own.game) == cls:
        return written, total
    seen = index.agreeing.get((own.game, own.lang, obj.lower()), Counter())
    return max(
        forms,
        key=lambda f: (
            any(re.search(rf"(?<!\w){re.escape(f[0].lower())}(?!\w)", w) for w in wordings),
            sum(seen[w.lower()] for w in f[0].split()),
            f[1],
        ),
    )[0], total


def _unrepeated(said: str, text: str, start: int, end: int) -> str:
    """``said`` less a first word the text says right before the words it replaces (“die” of “die du
    kontrollierst” after “…, die”) and a last word it says right after them."""
    words = said.split()
    before, after = text[:start].split()[-1:], text[end:].split()[:1]
    if len(words) > 1 and before and words[0].lower() == before[0].lower():
        words = words[1:]
    if len(words) > 1 and after and words[-1].lower() == after[0].lower():
        words = words[:-1]
    return " ".join(words)


_WORD = re.compile(r"[^\W\d_]+")


def _agreed(
    index: RenderingIndex, own: Evidence, rendering: Rendering, text: str, edits: list[tuple[int, int, str]], obj: str
) -> list[tuple[int, int, str]]:
    """The card's agreeing words (``consistency.fold``, the articles) left as they are, in the form seen with
    its object words in their new number (“ciblés” → “ciblé” with “adversaire”)."""
    forms = agreeing_forms(own.lang, own.game)
    seen = index.agreeing.get((own.game, own.lang, obj.lower()), Counter())
    out = []
    for m in _WORD.finditer(text, rendering.span.start, rendering.span.end):
        base = forms.get(m.group(0).lower())
        if base is None or any(a < m.end() and m.start() < b for a, b, _ in edits):
            continue
        found = [(n, w) for w, n in seen.items() if n > 0 and forms.get(w) == base]
        if found and max(found)[1] != m.group(0).lower():
            word = max(found)[1]
            out.append((m.start(), m.end(), word[0].upper() + word[1:] if m.group(0)[0].isupper() else word))
    return out


MAX_JOIN = 8  # characters between a dropped restriction and what comes before it: its joining words (", die ")


def _dropped(
    start: int, end: int, rendering: Rendering, mine: dict[str, tuple[int, int]], kept: list[tuple[int, int]], text: str
) -> tuple[int, int, str]:
    """A restriction taken out with what joins it to the words before it (“, die” before “du kontrollierst”,
    the space before “altro”), or the space after it where it opens the phrase."""
    ends = [b for a, b in [*kept, *mine.values()] if b <= start] + [rendering.phrase_end]
    before = max((b for b in ends if rendering.span.start < b <= start), default=None)
    if before is not None and start - before <= MAX_JOIN and len(_WORD.findall(text[before:start])) <= 1:
        return before, end, ""
    if start > rendering.span.start and text[start - 1] == " ":
        return start - 1, end, ""
    return start, end + (text[end : end + 1] == " "), ""


_SPACE = re.compile(r"\s+")


def _added(index: RenderingIndex, own: Evidence, rendering: Rendering, text: str, said: str) -> tuple[int, int, str]:
    """Where a restriction only the source has goes: before the card's object words where the usual wordings
    of the phrase say it before theirs (“eine angreifende Kreatur”), else after the phrase, with the mark the
    usual wordings put before it (“, die du kontrollierst”)."""
    at = (
        rendering.phrase_end
        if rendering.span.start <= rendering.phrase_end <= rendering.span.end
        else rendering.span.end
    )
    last = text[rendering.span.start : at].split()[-1:]
    before, mark = index.placement(own, said, last[0] if last else "")
    if before and rendering.object_at is not None:
        return rendering.object_at[0], rendering.object_at[0], said + " "
    return at, at, _SPACE.sub(" ", mark or " ") + said
