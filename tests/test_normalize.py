"""Normalization folds equivalent spellings and maps spans back to the user's text."""

import unicodedata

from linter.normalize import normalize
from linter.pipeline import analyze


def test_folds_typographic_spellings():
    text = "Ciblez\u00a0une cre\u0301ature ; l\u2019autre\r\n  X\u202f:"
    norm = normalize(text)
    assert norm.text == "Ciblez une créature ; l'autre\nX :"


def test_span_maps_back_to_original_characters():
    text = "Zerstöre  eine Kreatur\u00a0deiner Wahl."
    norm = normalize(unicodedata.normalize("NFD", text))
    start = norm.text.index("Kreatur")
    a, b = norm.to_original(start, start + len("Kreatur deiner Wahl"))
    assert unicodedata.normalize("NFC", norm.original[a:b]) == "Kreatur\u00a0deiner Wahl"


def test_frames_point_into_the_original_text():
    text = "Tap  up to two\u00a0target creatures."
    frame = analyze(text, "en", "mtg").frames[0]
    assert text[frame.span.start:frame.span.end] == frame.span.text == "up to two\u00a0target creatures"


def test_unpaired_surrogates_and_controls_do_not_break_analysis():
    result = analyze("Destroy \ud800 target\x00 creature\u200b.", "en", "mtg")
    assert [f.concept for f in result.frames] == ["target"]


# -- the fast paths make exactly the decisions of the character-by-character path -----------------

import re  # noqa: E402

from hypothesis import example, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from linter import normalize as normalize_module  # noqa: E402
from linter.normalize import NormalizedText  # noqa: E402


def reference_normalize(text: str) -> NormalizedText:
    """normalize() as it was before the one-to-one fast path (kept here as the reference)."""
    fold, spaces, drop = normalize_module._FOLD, normalize_module._SPACES, normalize_module._DROP
    needs_work = re.compile(
        "[" + re.escape("".join(fold) + "".join(spaces) + "".join(drop)) + "\x00-\x09\x0b-\x1f\x7f-\x9f\r\ud800-\udfff]"
        "|  | \n|\n | $|^ |\n$"
    )
    if text and needs_work.search(text) is None and unicodedata.is_normalized("NFC", text):
        return NormalizedText(text, text, None)
    chars: list[str] = []
    offsets: list[int] = []

    def emit(ch: str, origin: int) -> None:
        if ch == " " and (not chars or chars[-1] in " \n"):
            return
        if ch == "\n":
            while chars and chars[-1] == " ":
                chars.pop()
                offsets.pop()
        chars.append(ch)
        offsets.append(origin)

    for origin, cluster in normalize_module._clusters(text):
        if cluster in drop:
            continue
        if cluster == "\r":
            if origin + 1 < len(text) and text[origin + 1] == "\n":
                continue
            emit("\n", origin)
            continue
        if cluster in spaces:
            emit(" ", origin)
            continue
        composed = unicodedata.normalize("NFC", cluster)
        for ch in composed:
            if ch in spaces:
                emit(" ", origin)
            elif ch in drop or (ch != "\n" and unicodedata.category(ch) == "Cc"):
                continue
            elif 0xD800 <= ord(ch) <= 0xDFFF:
                emit("\ufffd", origin)
            else:
                emit(fold.get(ch, ch), origin)
    while chars and chars[-1] in " \n":
        chars.pop()
        offsets.pop()
    offsets.append(len(text))
    return NormalizedText("".join(chars), text, tuple(offsets))


_SPECIAL = sorted(
    set(normalize_module._FOLD) | normalize_module._SPACES | normalize_module._DROP
    | {" ", "  ", "\n", "\r", "\r\n", "\t", "\x00", "\x1f", "\x7f", "\x85", chr(0xD800), chr(0xDFFF), "\u2028"}
    | {"e\u0301", "\u0301", "\u0327", "é", "É", "ß", "ö", "o\u0308", "\u1100\u1161", "가", "\U0001f600"}
)  # fmt: skip
_PIECES = st.one_of(st.sampled_from(_SPECIAL), st.sampled_from(["a", "Z", "'", '"', "-", "—", "•", ".", ":"]), st.text(max_size=3))


@settings(max_examples=1500, deadline=None)
@given(st.lists(_PIECES, max_size=30).map("".join))
@example("Wähle 1 Monster „deiner Wahl“; l’autre\u00a0: X")
@example("\u201eZiel\u201c  ")
@example("l\u2019adversaire\u00a0\u00a0x")
@example("\t\u0301x")
@example("’\u0301")
def test_fast_paths_equal_the_character_by_character_path(text):
    new, old = normalize(text), reference_normalize(text)
    assert (new.text, new.original) == (old.text, old.original)
    identity = tuple(range(len(new.text) + 1))
    assert (new.offsets or identity) == (old.offsets or identity)
    for start, end in [(0, len(new.text)), (0, 1), (1, 3), (len(new.text) // 2, len(new.text))]:
        assert new.to_original(start, end) == old.to_original(start, end)


def test_one_to_one_folds_keep_every_offset():
    text = "„Wähle“ l’autre\u00a0cible\u2009: 2\u2013X"
    norm = normalize(text)
    assert norm.text == "\"Wähle\" l'autre cible : 2—X" and norm.offsets is None
    start = norm.text.index("l'autre")
    assert norm.to_original(start, start + 7) == (start, start + 7)
    assert normalize("l’autre  cible").offsets is not None  # collapsed spaces: the character path


def test_every_combining_mark_is_where_normalize_looks_for_marks():
    outside = [
        f"U+{c:04X}"
        for c in range(0x110000)
        if unicodedata.combining(chr(c)) and not normalize_module._MAYBE_MARK.match(chr(c))
    ]
    assert outside == []
