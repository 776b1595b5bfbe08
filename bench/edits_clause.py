"""Slips made in the clause around a target phrase: "you may" added or dropped, the retarget mode
and the Yu-Gi-Oh! resolution wording swapped, "at random" and "divided as you choose" dropped.

Like bench/edits.py, every word comes from bench/mutations/<lang>.yaml; German "you may" moves the
verb to the end of its clause ("Zerstöre X." ↔ "Du kannst X zerstören.").
"""

from __future__ import annotations

import re

from bench.edits import Change, Edit, upper_like
from bench.mutation_data import Lang, cap_pattern
from bench.phrases import Phrase

_CLAUSE_BREAK = re.compile(r"(?:^|[.:;,—\n]|\{\w\}|\))\s*")


def clause_start(text: str, at: int) -> int:
    """Where the clause holding offset ``at`` begins (after a stop, colon, comma, dash, symbol)."""
    starts = [m.end() for m in _CLAUSE_BREAK.finditer(text, 0, at)]
    return max(starts) if starts else 0


def _modals(lang: Lang, game: str) -> list[str]:
    section = lang.section("optional")
    return list(section.get(f"modal_{game}") or section.get("modal") or [])


def optional_edits(text: str, p: Phrase, lang: Lang, game: str) -> list[Edit]:
    """ "puedes destruir X" ↔ "destruye X" at the head of the phrase's clause."""
    if p.kind != "target" or p.coordinated:
        return []
    start = clause_start(text, p.upto[0] if p.upto else p.start)
    head = text[start : p.upto[0] if p.upto else p.start]
    verbs = lang.section("optional").get("verbs") or []
    modals = _modals(lang, game)
    modal = re.match(r"(" + "|".join(re.escape(m) for m in modals) + r")\s+", head) if modals else None
    if lang.code == "de":
        return _german(text, p, lang, start, head, modal, verbs, modals)
    if modal:
        m = re.match(r"\s*(\S+)\s*$", head[modal.end() :])
        entry = next((v for v in verbs if m and v[1] == m.group(1)), None)
        if entry is None or m is None:
            return []
        end = start + modal.end() + m.end(1)
        return [Edit("optional dropped", ((start, end, upper_like(head, entry[0])),), p.end, p)]
    m = re.match(r"(\S+)\s+$", head)
    entry = next((v for v in verbs if m and v[0] == m.group(1).lower()), None)
    if entry is None or m is None:
        return []
    form = next((x for x in modals if x[:1].isupper() == head[:1].isupper()), modals[0])
    return [Edit("optional added", ((start, start + len(m.group(1)), f"{form} {entry[1]}"),), p.end, p)]


def _german(
    text: str,
    p: Phrase,
    lang: Lang,
    start: int,
    head: str,
    modal: re.Match[str] | None,
    verbs: list[list[str]],
    modals: list[str],
) -> list[Edit]:
    """German: the imperative stands first, the infinitive last ("Bringe X … zurück." ↔ "Du kannst X
    … zurückbringen."); only a clause without a comma after the phrase is rewritten."""
    stop = min(
        [i for i in (text.find(".", p.end), text.find(";", p.end), text.find("\n", p.end)) if i >= 0] or [len(text)]
    )
    between = text[p.end : stop]
    if "," in between or "(" in between:
        return []
    if modal and head[modal.end() :].strip():
        return []  # "Du kannst 1 Karte abwerfen und dann 1 Monster wählen": another verb first
    if modal:
        for entry in verbs:
            inf = re.search(r"\s(" + re.escape(entry[1]) + r")(?=\s*[.;,]|$)", text[p.core_end : stop + 1])
            if inf:  # "… zurückbringen." or "1 Monster wählen, das du kontrollierst;"
                s, e = p.core_end + inf.start(), p.core_end + inf.end(1)
                particle = f" {entry[2]}" if len(entry) > 2 else ""
                imp = upper_like(modal.group(1), entry[0])
                return [Edit("optional dropped", ((start, start + modal.end(), imp + " "), (s, e, particle)), p.end, p)]
        return []
    m = re.match(r"(\S+)\s+$", head)
    if m is None:
        return []
    word = m.group(1).lower()
    candidates = [v for v in verbs if v[0] == word]
    tail_particle = next((v for v in candidates if len(v) > 2 and re.search(r"\s" + v[2] + r"\s*$", text[:stop])), None)
    entry = tail_particle or next((v for v in candidates if len(v) == 2), None)
    if entry is None:
        return []
    changes: list[Change] = []
    end = stop
    if tail_particle:
        ps = text.rfind(" " + entry[2], 0, stop)
        changes.append((ps, stop, ""))
        end = ps
    form = modals[0] if m.group(1)[:1].isupper() else modals[-1]
    clause_tail = p.tail and p.end == stop and text[p.tail[-1].start :].lstrip().startswith(",")
    changes.append((end, end, (", " if clause_tail else " ") + entry[1]))
    changes.insert(0, (start, start + len(m.group(1)), form))
    return [Edit("optional added", tuple(changes), p.end, p, keep_anchor=True)]


def _find(text: str, words: str, start: int = 0, end: int | None = None) -> re.Match[str] | None:
    pattern = r"(?<![\w-])" + cap_pattern(re.escape(words).replace(r"\ ", r"\s+")) + r"(?![\w-])"
    return re.compile(pattern).search(text, start, len(text) if end is None else end)


def swap_edits(text: str, lang: Lang, game: str, section: str, kind: str) -> list[Edit]:
    """Either phrase of a pair written as the other (retarget modes)."""
    edits = []
    for pair in (lang.game(game) or {}).get(section) or []:
        for a, b in ((pair[0], pair[1]), (pair[1], pair[0])):
            m = _find(text, a)
            if m:
                edits.append(Edit(kind, ((m.start(), m.end(), upper_like(m.group(), b)),), m.end()))
    return edits


def dropped_edits(text: str, lang: Lang, game: str, section: str, kind: str) -> list[Edit]:
    """A phrase deleted ("al azar", "divididos como elijas")."""
    edits = []
    for words in (lang.game(game) or {}).get(section) or []:
        m = _find(text, words)
        if m:
            s = m.start() - 1 if m.start() > 0 and text[m.start() - 1] == " " else m.start()
            edits.append(Edit(kind, ((s, m.end(), ""),), m.end()))
    return edits


def resolution_edits(text: str, p: Phrase, lang: Lang, game: str) -> list[Edit]:
    """Yu-Gi-Oh! after ';': "destrúyelo" (it) ↔ "destruye ese objetivo" (that target)."""
    semi = text.find(";", p.end)
    if p.verb is None or semi < 0:
        return []
    stop = min([i for i in (text.find(".", semi), text.find("\n", semi)) if i >= 0] or [len(text)])
    keys = ["m", "f", "n", "pm", "pf", "pn"]
    edits = []
    for entry in (lang.game(game) or {}).get("resolution") or []:
        for key in keys:
            it = lang.agree(entry["it"], key[-1], key.startswith("p"))
            m = _find(text, it, semi, stop) if it else None
            if m:
                new = entry["targets"] if key.startswith("p") else entry["target"]
                edits.append(
                    Edit("resolution wording swapped", ((m.start(), m.end(), upper_like(m.group(), new)),), m.end(), p)
                )
                break
        for words, plural in ((entry["target"], False), (entry["targets"], True)):
            m = _find(text, words, semi, stop)
            it = lang.agree(entry["it"], p.gender, plural) if m else None
            if m and it:
                edits.append(
                    Edit("resolution wording swapped", ((m.start(), m.end(), upper_like(m.group(), it)),), m.end(), p)
                )
    return edits
