"""One aligned pair of frames as evidence: the source phrase's key and the translation's rendering.

The key is the set-wide template of the source frame (``linter.consistency.template``, the same
grouping ``--consistency`` uses) with its concept and mode. The rendering is the translation's
words from the phrase to its last detail, as written, with the object words as ``{object}`` and the
number of the count as ``{n}`` (``linter.consistency.pieces``): words a replacement can be made of.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from linter.consistency import pieces, template
from linter.locales import load_locale
from linter.model.frames import Frame, Span

MAX_REGION = 160  # characters: a rendering longer than this spans more than one phrase


@dataclass(frozen=True)
class Rendering:
    text: str  # "{object} objetivo que controla un oponente"
    span: Span  # where it stands in its translation
    object: str  # the card's own object words ("criatura")
    number: str  # the card's own number word of the count ("dos"), "" without one
    count: str  # the frame's count ("2", "X"), "" without one
    details: tuple[tuple[str, int, int], ...] = ()  # its restrictions inside the rendering: (kind, start, end)
    phrase_end: int = 0  # where its phrase ends (a missing restriction goes there)
    object_at: tuple[int, int] | None = None  # where its object words stand (a restriction said before them goes there)


def source_key(frame: Frame, text: str, lang: str, game: str) -> str:
    """What identifies the source phrase across cards: concept, mode and template (object and number left open)."""
    key = template(frame, text, lang, game).text
    several = frame.object and ("|" in frame.object or frame.object == "any-target")
    return f"{frame.concept}:{frame.mode or ''}:{key}" + (" (several kinds)" if several else "")


@cache
def articles(lang: str, game: str) -> tuple[str, ...]:
    """The articles a target phrase brings with it (``suggest.articles`` of the locale data), first the one
    their agreement forms fold to."""
    data = load_locale(lang, game).section("suggest")
    return tuple(str(w).lower() for w in (data.get("articles") or ())) if isinstance(data, dict) else ()


@cache
def clause_mark(lang: str, game: str) -> str:
    """The mark that closes a relative clause where the sentence goes on (``suggest.closes_clause``; de ",")."""
    data = load_locale(lang, game).section("suggest")
    return str(data.get("closes_clause") or "") if isinstance(data, dict) else ""


def closed(wording: str, span: Span, text: str, mark: str) -> tuple[str, Span]:
    """A wording and the words it replaces, with a relative clause it opens closed where the sentence goes
    on (“…deiner Wahl, die du kontrollierst, auf…”) and the closing mark of a clause it drops taken along."""
    if not mark:
        return wording, span
    after = text[span.end :]
    if f"{mark} " in wording and after[:1] == " " and after[1:2].isalpha():
        return wording + mark, span
    if f"{mark} " not in wording and f"{mark} " in span.text and after.startswith(mark):
        end = span.end + len(mark)
        return wording, Span(span.start, end, text[span.start : end])
    return wording, span


_BEFORE = re.compile(r"([^\W\d_]+['’]?)(\s?)$")


def _with_article(text: str, start: int, lang: str, game: str) -> int:
    """Where the phrase starts with the article right before it ("la criatura objetivo", "l'artefact ciblé")."""
    m = _BEFORE.search(text, max(0, start - 12), start)
    if m is None or m.group(1).lower() not in articles(lang, game):
        return start
    elided = m.group(1)[-1] in "'’"
    return m.start(1) if elided != bool(m.group(2)) else start


def rendering(frame: Frame, text: str, lang: str, game: str) -> Rendering | None:
    """The translation's words for one frame (its article, phrase and every detail), abstracted; None
    across lines."""
    merged, holes, object_span, _ = pieces(frame, text, lang, game)
    start, end = _with_article(text, merged[0][0], lang, game), merged[-1][1]
    if end <= start or end - start > MAX_REGION or "\n" in text[start:end]:
        return None
    out, at, number = [], start, ""
    for a, b, mark in holes:
        if start <= a and b <= end and a >= at:
            out += [text[at:a], mark]
            at = b
            if mark == "{n}" and not number:
                number = text[a:b]
    out.append(text[at:end])
    return Rendering(
        "".join(out),
        Span(start, end, text[start:end]),
        object_span.text if object_span else "",
        number,
        count_of(frame),
        tuple((k, *at) for k, at in own_details(frame, text) if start <= at[0] < at[1] <= end),
        frame.span.end,
        (object_span.start, object_span.end) if object_span and start <= object_span.start else None,
    )


def own_details(frame: Frame, text: str) -> list[tuple[str, tuple[int, int]]]:
    """Each restriction's own words (object words left out): its span less the object and count words it may
    take in (“un altro personaggio” → “altro”, “personaggio tuo” → “tuo”, “eigenen Charakter” → “eigenen”),
    the part before them first; a restriction with nothing left out of them is left out."""
    spans = frame.detail_spans
    out = []
    for kind, d in spans.items():
        if kind == "object":
            continue
        kept = [s for k, s in spans.items() if k in ("object", "count") and k != kind]
        at = _own_part(d.start, d.end, [(s.start, s.end) for s in kept], text)
        if at is not None:
            out.append((kind, at))
    return out


def _own_part(start: int, end: int, kept: list[tuple[int, int]], text: str) -> tuple[int, int] | None:
    """``start``..``end`` less the ``kept`` spans that overlap it without holding it whole, as one stretch."""
    cuts = sorted((max(a, start), min(b, end)) for a, b in kept if a < end and start < b and not a <= start < end <= b)
    pieces, at = [], start
    for a, b in cuts:
        pieces.append((at, a))
        at = max(at, b)
    pieces.append((at, end))
    for a, b in pieces:
        while a < b and text[a].isspace():
            a += 1
        while b > a and text[b - 1].isspace():
            b -= 1
        if any(ch.isalnum() for ch in text[a:b]):
            return a, b
    return None


def count_of(frame: Frame) -> str:
    """A frame's number of objects as the index compares it ("2", "X"; "" without a count: one)."""
    if frame.count is None:
        return ""
    value = frame.count.max if frame.count.max is not None else frame.count.min
    return "" if str(value) == "1" and frame.count.min in (1, "1") else str(value)


# where a clause opens: a sentence or line, a cost's colon, a comma after a condition, a bullet, a parenthesis
_OPENS = re.compile(r"[.;:,\n•—(\"“«]\s*")
MAX_OPENING = 48  # characters from the clause's start to the phrase: more is a clause of its own


def _opening_start(text: str, start: int) -> int | None:
    """Where the clause holding ``text[start]`` opens (None where it is too far)."""
    opens = [m.end() for m in _OPENS.finditer(text, max(0, start - 200), start)]
    at = opens[-1] if opens else max(0, start - 200) if start > 200 else 0
    return at if start - at <= MAX_OPENING else None


def opening(text: str, start: int) -> str | None:
    """The source's words from its clause's start to a phrase, folded (“you may destroy”), as part of a key;
    "" where the phrase opens the clause."""
    at = _opening_start(text, start)
    return None if at is None else " ".join(text[at:start].lower().split())


def opening_words(r: Rendering, text: str) -> str | None:
    """The translation's words from the clause's start to the rendering (“Puedes destruir ”); None where the
    rendering opens its clause or the clause opens too far from it."""
    at = _opening_start(text, r.span.start)
    return None if at is None or at == r.span.start else text[at : r.span.start]


def within_clause(r: Rendering, text: str) -> Rendering | None:
    """The rendering widened to its clause's start (“puedes destruir {object} …”): the words a translation
    changes with the phrase when it makes an effect optional or not."""
    at = _opening_start(text, r.span.start)
    if at is None or at == r.span.start:
        return None
    return Rendering(
        text[at : r.span.start] + r.text, Span(at, r.span.end, text[at : r.span.end]), r.object, r.number, r.count
    )
