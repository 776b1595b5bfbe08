"""Any Unicode string, in any analyser and any reader: frames or a clear error, never a crash
or a hang (hypothesis' deadline bounds the time per text)."""

from __future__ import annotations

import csv
import json
from datetime import timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from linter.model.findings import InputError
from linter.locales import available_games, available_languages
from linter.pipeline import analyze
from linter.readers import read_paths
from linter.readers.records import CardRecord

COMBOS = [(lang, game) for lang in available_languages() for game in available_games()]

# Every code point, surrogates included (an unpaired one comes from a broken file).
ANY_CHAR = st.characters(blacklist_categories=())
ODD_PIECES = st.sampled_from([
    "\u0301", "\u0327\u0308", "\u200f", "\u202e", "\u05d1\u05e8\u05d0\u05e9\u05d9\u05ea", "\u0627\u0644\u0647\u062f\u0641",
    "\U0001f0cf", "\U0001f469\u200d\U0001f467", "\ufe0f", "\x00", "\x1b[31m", "\r", "\u2028", "\ud800", "\udfff",
    "\u00a0", "\u202f", "\ufeff", "{T}", ":rb_might:", "target", "objetivo", "Ziel", "cible", "deiner Wahl",
    " ", ".", ";", "\n", "(", ")", "\u201c", "'",
])
CARDLIKE = st.lists(st.one_of(ODD_PIECES, st.text(ANY_CHAR, max_size=8)), max_size=40).map("".join)
LONG_LINES = [
    "\U0001f0cf" * 100_000,
    "Destroy target creature." + "\u0301" * 99_976,
    "(" * 100_000,
]

PER_TEXT = settings(deadline=timedelta(seconds=20), max_examples=15, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _assert_frames_point_into(text: str, lang: str, game: str) -> None:
    result = analyze(text, lang, game)
    for span in [f.span for f in result.frames] + list(result.unrecognized):
        assert 0 <= span.start <= span.end <= len(text)
        assert span.text == text[span.start:span.end]


@pytest.mark.parametrize("lang,game", COMBOS)
@PER_TEXT
@given(text=CARDLIKE)
@example(text="")
@example(text="\x00\x01\x02\x7f")
@example(text="Destroy target creature.\ud800 Draw a card.")
def test_any_text_gives_frames(lang: str, game: str, text: str) -> None:
    _assert_frames_point_into(text, lang, game)


@pytest.mark.parametrize("lang", available_languages())
@settings(deadline=timedelta(seconds=60), max_examples=len(LONG_LINES), derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(text=st.sampled_from(LONG_LINES))
def test_a_100000_character_line_gives_frames(lang: str, text: str) -> None:
    _assert_frames_point_into(text, lang, "mtg")


# -- readers: a file built around an arbitrary text --------------------------------------

def _jsonl(text: str, folder: Path) -> Path:
    path = folder / "cards.jsonl"
    path.write_text(json.dumps({"id": "c1", "game": "mtg", "text": {"en": text, "es": text}}) + "\n", encoding="utf-8")
    return path


def _json_raw(text: str, folder: Path) -> Path:
    """Text written verbatim into a JSON string: broken escapes, raw control characters."""
    path = folder / "cards.json"
    path.write_bytes(('[{"id": "c1", "game": "mtg", "text": {"en": "' + text + '", "fr": "x"}}]')
                     .encode("utf-8", "surrogatepass"))
    return path


def _csv(text: str, folder: Path) -> Path:
    path = folder / "cards.csv"
    with path.open("w", encoding="utf-8", errors="surrogatepass", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["id", "game", "en", "de"])
        writer.writerow(["c1", "mtg", text, text])
    return path


def _po(text: str, folder: Path) -> Path:
    path = folder / "cards.es.po"
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    path.write_bytes(f'msgid ""\nmsgstr "Language: es\\n"\n\n#. game: mtg\nmsgid "{escaped}"\nmsgstr "{escaped}"\n'
                     .encode("utf-8", "surrogatepass"))
    return path


def _xliff(text: str, folder: Path) -> Path:
    path = folder / "cards.xlf"
    escaped = text.replace("&", "&amp;").replace("<", "&lt;")
    path.write_bytes(('<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2"><file source-language="en" '
                      f'target-language="de" datatype="plaintext"><body><trans-unit id="c1"><source>{escaped}</source>'
                      f'<target>{escaped}</target></trans-unit></body></file></xliff>\n').encode("utf-8", "surrogatepass"))
    return path


def _bytes(text: str, folder: Path) -> Path:
    """The text's code points written as raw bytes of a JSON-lines file (whatever they decode to)."""
    path = folder / "raw.jsonl"
    path.write_bytes(text.encode("utf-8", "surrogatepass") + b"\n" + text.encode("utf-16-le", "surrogatepass"))
    return path


WRITERS = [_jsonl, _json_raw, _csv, _po, _xliff, _bytes]


@pytest.mark.parametrize("write", WRITERS, ids=lambda w: w.__name__.strip("_"))
@settings(deadline=timedelta(seconds=20), max_examples=40, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture, HealthCheck.data_too_large])
@given(text=CARDLIKE)
@example(text="\ud800")
@example(text="\x00")
@example(text="a" * 100_000)
def test_any_text_in_any_format_gives_records_or_clear_errors(write, text: str, tmp_path_factory: pytest.TempPathFactory) -> None:
    path = write(text, tmp_path_factory.mktemp("unicode"))
    for record in read_paths([path]):
        assert isinstance(record, (CardRecord, InputError))
        if isinstance(record, InputError):
            assert record.message and record.path == str(path)
