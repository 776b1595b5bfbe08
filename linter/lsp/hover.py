"""The hover on a card text: what cardlint understood, source and translation side by side.

Frames are paired as the comparison pairs them, so each row shows the source's phrase
and the translation's phrase that cardlint compared (or "—" where one side has none).
"""

from __future__ import annotations

from collections.abc import Callable

from linter.align import aligned, effects
from linter.locales import LocaleError
from linter.lsp.document import TextPlace
from linter.model.analysis import Analysis
from linter.model.frames import Frame

Analyse = Callable[[str, str], Analysis]  # (text, lang) → analysis of the hovered card


def _cell(frame: Frame | None) -> str:
    if frame is None:
        return "—"
    parts = [frame.concept + (f" ({frame.mode})" if frame.mode else "")]
    if frame.count is not None:
        parts.append(frame.count.describe())
    parts.append(f"chosen by {frame.chooser}")
    parts += [
        v
        for v in (
            frame.object,
            frame.controller and f"controller: {frame.controller}",
            frame.zone and f"in {frame.zone}",
            frame.location and f"at {frame.location}",
        )
        if v
    ]
    parts += [
        flag
        for flag, on in (("another", frame.another), ("optional", frame.optional), ("divided", frame.divided))
        if on
    ]
    if frame.context != "effect":
        parts.append(f"in a {frame.context}")
    return f"“{frame.span.text}”<br>{' · '.join(parts)}".replace("|", "\\|").replace("\n", " ")


def hover_markdown(place: TextPlace, source_lang: str, game: str | None, analyse: Analyse) -> str:
    """Markdown for the hover on ``place``: a table of frames, one column per language."""
    card = place.card
    if game is None:
        return f"**cardlint** · card `{card.id}`: no game (set `game` on the card or in `[tool.cardlint]`)"
    if source_lang not in card.texts:
        return f"**cardlint** · card `{card.id}`: no {source_lang} source text to compare with"
    translations = [place.lang] if place.lang != source_lang else [lang for lang in card.texts if lang != source_lang]
    try:
        source = analyse(card.texts[source_lang], source_lang)
        targets = [analyse(card.texts[lang], lang) for lang in translations]
    except LocaleError as exc:
        return f"**cardlint** · card `{card.id}`: {exc}"
    head = f"**cardlint** · card `{card.id}` · {game}\n\n"
    columns = [source_lang, *translations]
    rows = [" | ".join(["", *columns, ""]).strip(), "|" + "---|" * len(columns)]
    rows += [f"| {_cell(frame)} |" for frame in effects(source) if not targets]
    for target in targets:
        for pair in aligned(card.id, source, target).pairs:
            cells = [_cell(pair.source)] + [_cell(pair.target) if t is target else "" for t in targets]
            rows.append("| " + " | ".join(cells) + " |")
    if len(rows) == 2:
        rows.append("| " + " | ".join("no targeting phrase" for _ in columns) + " |")
    unknown = [f"[{a.lang}] “{s.text}”" for a in (source, *targets) for s in a.unrecognized]
    tail = ("\n\nUnrecognized targeting words: " + ", ".join(unknown)) if unknown else ""
    return head + "\n".join(rows) + tail
