"""Factoring a regular expression's alternation: what its alternatives share, written once.

``factor_alternation(pattern)`` gives e.g. ``^(?:p1|p2|…)[‐-][a-zà…][‐-a-zà…']*$`` instead of
209 copies of the classes (spaCy's French ``TOKEN_MATCH``: 1.45 MB → 23 KB). It only rewrites by
the distributive law (``AC|BC`` ≡ ``(?:A|B)C``, ``CA|CB`` ≡ ``C(?:A|B)``) and reorders
alternatives, so the factored expression matches exactly the strings the original matches;
anything it cannot take apart safely (capturing groups, back-references, atomic groups,
possessive quantifiers, verbose mode…) makes it return None.

Only *whether* ``match`` matches is preserved: the alternative that wins, hence the end of the
match and its groups, may differ. spaCy's tokenizer only asks whether its ``token_match`` matches.
"""

from __future__ import annotations

import re

_GLOBAL_FLAGS = re.compile(r"\(\?([aiLmsux]+)\)")
# A character class: "[", maybe "^", maybe a literal "]" first, then anything up to an unescaped "]".
_CLASS = re.compile(r"\[\^?\]?[^\\\]]*(?:\\.[^\\\]]*)*\]", re.DOTALL)
_COUNTED = re.compile(r"\{(?:\d+(?:,\d*)?|,\d+)\}")
_GROUP_OPENERS = ("(?:", "(?=", "(?!", "(?<=", "(?<!")
_SCOPED_FLAGS = re.compile(r"\(\?[aiLmsux]*(?:-[imsx]+)?:")
# A shared atom is written once when that saves more than the few characters of a group.
_WORTH = 8


class _Unsupported(Exception):
    """The pattern uses something factoring cannot move safely."""


def factor_alternation(pattern: str) -> str | None:
    """An equivalent pattern with the parts shared by its alternatives written once.

    Equivalent: for every string, ``match`` (and ``search``, ``fullmatch``) finds a match
    with the result exactly when it does with the original. None when the pattern has
    nothing to share or uses a construct the rewriting does not handle."""
    flags = ""
    rest = pattern
    while (m := _GLOBAL_FLAGS.match(rest)) is not None:
        flags += m.group(0)
        rest = rest[m.end() :]
    if "x" in flags:
        return None  # verbose: whitespace and comments would need a parser of their own
    try:
        alternatives = _flatten(_split(rest))
    except _Unsupported:
        return None
    if len(alternatives) < 2:
        return None
    factored, _ = _assemble(alternatives)
    if len(factored) >= len(rest):
        return None
    return flags + factored


def _flatten(alternatives: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """Alternatives that are one whole ``(?:…)`` group are replaced by that group's alternatives."""
    out: list[tuple[str, ...]] = []
    for atoms in alternatives:
        # one atom that opens with "(?:" and ends with ")" is an unquantified group
        if len(atoms) == 1 and atoms[0].startswith("(?:") and atoms[0].endswith(")"):
            out += _flatten(_split(atoms[0][3:-1]))
        else:
            out.append(atoms)
    return out


def _split(text: str) -> list[tuple[str, ...]]:
    """The top-level alternatives of ``text``, each a tuple of atoms (an atom with its quantifier)."""
    alternatives: list[tuple[str, ...]] = []
    atoms: list[str] = []
    i = 0
    while i < len(text):
        if text[i] == "|":
            alternatives.append(tuple(atoms))
            atoms = []
            i += 1
            continue
        end = _quantifier_end(text, _atom_end(text, i))
        atoms.append(text[i:end])
        i = end
    alternatives.append(tuple(atoms))
    return alternatives


def _atom_end(text: str, i: int) -> int:
    char = text[i]
    if char == "\\":
        return _escape_end(text, i)
    if char == "[":
        return _class_end(text, i)
    if char == "(":
        if not (text.startswith(_GROUP_OPENERS, i) or _SCOPED_FLAGS.match(text, i)):
            raise _Unsupported("capturing, named, atomic or conditional group, comment or flag group")
        depth = 0
        j = i
        while j < len(text):
            c = text[j]
            if c == "\\":
                j = _escape_end(text, j)
                continue
            if c == "[":
                j = _class_end(text, j)
                continue
            if c == "(":
                if j > i and not (text.startswith(_GROUP_OPENERS, j) or _SCOPED_FLAGS.match(text, j)):
                    raise _Unsupported("capturing, named, atomic or conditional group inside a group")
                depth += 1
            elif c == ")":
                depth -= 1
                if depth == 0:
                    return j + 1
            elif c in "*+?}" and j + 1 < len(text) and text[j + 1] == "+":
                raise _Unsupported("possessive quantifier")
            j += 1
        raise _Unsupported("unbalanced parenthesis")
    if char in ")*+?|":
        raise _Unsupported(f"unexpected {char!r}")
    if char == "{" and _COUNTED.match(text, i):
        raise _Unsupported("quantifier without an atom")
    return i + 1


def _escape_end(text: str, i: int) -> int:
    if i + 1 >= len(text):
        raise _Unsupported("trailing backslash")
    kind = text[i + 1]
    if kind == "x":
        return i + 4
    if kind == "u":
        return i + 6
    if kind == "U":
        return i + 10
    if kind == "N":
        close = text.find("}", i)
        if close < 0:
            raise _Unsupported("unterminated \\N{…}")
        return close + 1
    if kind == "0":
        j = i + 2
        while j < i + 4 and j < len(text) and text[j] in "01234567":
            j += 1
        return j
    if kind.isdigit():
        raise _Unsupported("back-reference or octal escape")
    return i + 2


def _class_end(text: str, i: int) -> int:
    m = _CLASS.match(text, i)
    if m is None:
        raise _Unsupported("unterminated character class")
    return m.end()


def _quantifier_end(text: str, j: int) -> int:
    if j >= len(text):
        return j
    if text[j] in "*+?":
        k = j + 1
    elif text[j] == "{" and (m := _COUNTED.match(text, j)) is not None:
        k = m.end()
    else:
        return j
    if k < len(text) and text[k] == "?":
        k += 1  # lazy: takes the same paths in another order
    if k < len(text) and text[k] in "+*?{":
        raise _Unsupported("possessive or repeated quantifier")
    return k


def _assemble(alternatives: list[tuple[str, ...]]) -> tuple[str, bool]:
    """A pattern for the union of ``alternatives``, and whether it is a top-level alternation."""
    alternatives = list(dict.fromkeys(alternatives))
    if len(alternatives) == 1:
        return "".join(alternatives[0]), False
    head = _common(alternatives, 1)
    tail = _common([a[len(head) :] for a in alternatives], -1)
    if head or tail:
        middle, alternation = _assemble([a[len(head) : len(a) - len(tail)] for a in alternatives])
        if alternation:
            middle = f"(?:{middle})"
        return "".join(head) + middle + "".join(tail), False
    # nothing shared by all: gather the alternatives sharing a last (or first) atom worth writing once
    saving, groups = max((_groups(alternatives, index) for index in (-1, 0)), key=lambda found: found[0])
    if not saving:
        return "|".join("".join(a) for a in alternatives), True
    return "|".join(_assemble(group)[0] for group in groups), True


def _common(alternatives: list[tuple[str, ...]], step: int) -> tuple[str, ...]:
    """The atoms every alternative starts (step 1) or ends (step -1) with."""
    shortest = min(len(a) for a in alternatives)
    n = 0
    while n < shortest:
        index = n if step == 1 else -1 - n
        atom = alternatives[0][index]
        if any(a[index] != atom for a in alternatives):
            break
        n += 1
    if step == 1:
        return alternatives[0][:n]
    return alternatives[0][len(alternatives[0]) - n :]


def _groups(alternatives: list[tuple[str, ...]], index: int) -> tuple[int, list[list[tuple[str, ...]]]]:
    """The alternatives grouped by their atom at ``index`` (first or last) where writing it once
    is worth a group, the others alone, in first-seen order; and the characters saved."""
    groups: dict[object, list[tuple[str, ...]]] = {}
    for n, atoms in enumerate(alternatives):
        groups.setdefault(atoms[index] if atoms else n, []).append(atoms)
    saving = 0
    out = []
    for key, members in groups.items():
        if isinstance(key, str) and len(key) * (len(members) - 1) > _WORTH:
            saving += len(key) * (len(members) - 1)
            out.append(members)
        else:
            out += [[m] for m in members]
    return saving, out
