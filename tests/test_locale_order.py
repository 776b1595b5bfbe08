"""Order never decides: a locale file whose frames, patterns, counts and named entries are listed in
another order gives the same analyses (frames and counts are named by what they mean, ties settled by
``Label.rank``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from linter.analyze_command import analysis_json
from linter.checks import check_text
from linter.pipeline import analyze, reset_caches

TEXTS = {
    ("en", "mtg"): [
        "Destroy target creature or planeswalker an opponent controls.",
        "Return up to two target creature cards from your graveyard to your hand.",
        "Each player sacrifices a creature. You may choose new targets for target spell.",
        "Exile all artifacts and enchantments. Draw a card for each card exiled this way.",
    ],
    ("de", "ygo"): [
        "Wähle 1 offenes Monster, das dein Gegner kontrolliert; zerstöre es.",
        "Du kannst 1 oder mehr Zauber-/Fallenkarten auf dem Spielfeld wählen; zerstöre sie.",
        "Zerstöre alle Monster auf der Spielfeldseite deines Gegners.",
    ],
    ("es", "ygo"): [
        "Puedes seleccionar 1 monstruo boca arriba en el Campo de tu adversario; destrúyelo.",
        "Añade a tu mano 1 Carta de Trampa de tu Deck.",
        'Añade a tu mano 1 Carta de Trampa "Agujero sin Fondo" de tu Deck.',  # a trap, not just a card
        "Destruye cualquier número de cartas que controles.",
    ],
    ("en", "altered"): [
        "Discard target character in play or in Reserve.",  # one zone phrase, not "in Reserve"
        "Sacrifice up to two target characters in your Reserve.",
    ],
    ("fr", "mtg"): [
        "Détruisez la créature ciblée. Son contrôleur gagne 3 points de vie.",
        "Exilez jusqu'à deux cartes de créature ciblées d'un cimetière.",
    ],
}


OLD_WORDINGS = [
    "When this creature comes into play, it deals 2 damage to target creature or player.",
    "Put target creature card from your graveyard into play. Add {G} to your mana pool.",
]


def _reordered(data: Any, key: str = "") -> Any:
    """The same data, every frame, pattern list, count and named entry listed the other way round."""
    if isinstance(data, dict):
        items = [(k, _reordered(v, k)) for k, v in data.items()]
        return dict(reversed(items))
    if isinstance(data, list) and key in ("frames", "patterns", "counts", "outdated"):
        return [_reordered(v) for v in reversed(data)]
    if isinstance(data, list):
        return [_reordered(v) for v in data]
    return data


def _analyses() -> list[dict[str, Any]]:
    reset_caches()
    return [analysis_json(analyze(text, lang, game)) for (lang, game), texts in TEXTS.items() for text in texts]


def _outdated() -> list[list[str]]:
    """The outdated-wording findings of texts that say several old wordings."""
    reset_caches()
    return [
        [f.message for f in check_text("c1", analyze(text, "en", "mtg"), "en") if f.name == "outdated-template"]
        for text in OLD_WORDINGS
    ]


@pytest.mark.parametrize("lang", sorted({lang for lang, _ in TEXTS}))
def test_reordering_a_locale_changes_no_analysis(custom_locales: Path, lang: str) -> None:
    before = _analyses()
    assert any(a["frames"] for a in before)
    for path in (custom_locales / lang).glob("*.yaml"):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        path.write_text(yaml.safe_dump(_reordered(data), allow_unicode=True, sort_keys=False), encoding="utf-8")
    assert _analyses() == before


def test_reordering_outdated_wordings_changes_no_finding(custom_locales: Path) -> None:
    """An outdated wording is named by what it finds, so its message keeps its own "now" and "since"."""
    before = _outdated()
    assert sum(len(found) for found in before) >= 3, before
    path = custom_locales / "en" / "mtg.checks.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    path.write_text(yaml.safe_dump(_reordered(data), allow_unicode=True, sort_keys=False), encoding="utf-8")
    assert _outdated() == before


def test_an_outdated_wording_is_known_by_what_it_finds() -> None:
    """The phrase an outdated entry finds is labelled with its wording, not with its place in the list."""
    analysis = analyze(OLD_WORDINGS[0], "en", "mtg")
    assert {key for key, _ in analysis.phrases} >= {"outdated.comes into play", "outdated.target creature or player"}
