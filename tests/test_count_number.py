"""A count pattern that writes a number word out counts by the number its ``<num>`` stands for:
Italian "un totale di 3 carte", whose article "un" is also the number one, counts three cards."""

from __future__ import annotations

from pathlib import Path

from linter.pipeline import analyze, reset_caches


def _counts(text: str, lang: str, game: str) -> list[tuple[object, object]]:
    return [(f.count.min, f.count.max) for f in analyze(text, lang, game).frames if f.count]


def test_a_total_of_three_counts_three_in_italian() -> None:
    assert _counts("Scegli come bersaglio un totale di 3 carte nei Cimiteri; mischiale nel Deck.", "it", "ygo") == [
        (3, 3)
    ]


def test_a_written_out_number_word_that_is_the_count_still_counts() -> None:
    # "fino a uno": "uno" is both a word of the pattern and the only number, so it is the count
    assert _counts("Puoi scegliere come bersaglio fino a uno mostro; distruggilo.", "it", "ygo") == [(0, 1)]
    assert _counts("Scegli come bersaglio uno o due mostri; distruggili.", "it", "ygo") == [(1, 2)]


def test_any_language_can_write_a_count_with_a_number_word(custom_locales: Path) -> None:
    """The mechanism is the count pattern's, not Italian's: Spanish "un total de <num>" added as a
    localization lead would."""
    text = "Selecciona un total de 3 cartas de los Cementerios y barájalas en el Deck."
    common = custom_locales / "es" / "common.yaml"
    common.write_text(
        common.read_text(encoding="utf-8").replace(
            "  counts:\n", '  counts:\n    - {pattern: "un total de <num>", min: num, max: num}\n', 1
        ),
        encoding="utf-8",
    )
    reset_caches()
    assert _counts(text, "es", "ygo") == [(3, 3)]
