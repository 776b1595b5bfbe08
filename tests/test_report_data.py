"""The review page's data: cards with their frames and findings, texts cut safely into segments."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from linter.config import load_config
from linter.report import write_report
from linter.report.collect import collect
from linter.report.render import render_page, script_json
from linter.report.segments import Mark, segments

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "corpus" / "examples.jsonl"
READERS = ROOT / "tests" / "data" / "readers"


def joined(pieces: list) -> str:
    return "".join(p if isinstance(p, str) else p["t"] for p in pieces)


def marked(pieces: list, kind: str) -> list[str]:
    return [p["t"] for p in pieces if isinstance(p, dict) and kind in p]


def config(tmp_path: Path, **overrides):
    return load_config(tmp_path, None, overrides)


def test_segments_rebuild_the_text_and_carry_overlapping_marks():
    text = "Tap up to two target creatures. 🐉 <b>&"
    pieces = segments(text, [Mark(4, 30, "f", 0), Mark(14, 30, "x", 1), Mark(31, 99, "u", 0), Mark(5, 5, "x", 2)])
    assert joined(pieces) == text
    assert marked(pieces, "f") == ["up to two ", "target creatures"]
    assert marked(pieces, "x") == ["target creatures"]
    assert [p for p in pieces if isinstance(p, dict) and p["t"] == "target creatures"][0] == {
        "t": "target creatures", "f": [0], "x": [1]}
    assert marked(pieces, "u") == [" 🐉 <b>&"]  # clipped to the text's end


def test_script_json_cannot_close_the_script_element():
    embedded = script_json({"text": "</script><script>alert(1)</script><!-- & \u2028"})
    assert "</script" not in embedded and "<!--" not in embedded and "\u2028" not in embedded
    assert json.loads(embedded)["text"] == "</script><script>alert(1)</script><!-- & \u2028"


def test_examples_give_every_card_its_frames_and_findings(tmp_path):
    page = collect([EXAMPLES], config(tmp_path)).page
    cards = {c["id"]: c for c in page["cards"]}
    assert page["summary"]["cards"] == len(cards) == 10
    murder = {t["lang"]: t for t in cards["Murder"]["texts"]}
    assert list(murder) == ["en", "es", "de", "fr"] and murder["en"]["source"]
    assert murder["es"]["name"] == "Spanish"
    assert marked(murder["en"]["segments"], "f") == ["target creature"]
    assert marked(murder["de"]["segments"], "f") == ["eine Kreatur deiner Wahl"]
    frame = page["frames"][murder["en"]["frames"][0]]
    assert frame["concept"] == "target" and frame["describe"] == "target creature"
    assert ["object", "creature"] in frame["details"] and ["count", "exactly 1"] in frame["details"]
    twin = cards["Twin Tap"]
    count = [f for f in twin["findings"] if f["rule"] == "target-count"]
    assert [(f["lang"], f["text"], f["sourceText"]) for f in count] == [
        ("es", "dos criaturas objetivo", "up to two target creatures")]
    spanish = {t["lang"]: t for t in twin["texts"]}["es"]
    index = twin["findings"].index(count[0])
    assert [p["t"] for p in spanish["segments"] if isinstance(p, dict) and index in p.get("x", [])] == [
        "dos criaturas objetivo"]
    summary = page["summary"]
    assert summary["byRuleLang"]["target-count"] == {"es": 1}
    assert summary["clean"]["de"]["compared"] == 10
    assert summary["clean"]["es"]["clean"] < summary["clean"]["es"]["compared"]


@pytest.mark.parametrize("name", ["cards.jsonl", "cards.json", "cards.csv", "cards.tsv", "cards.fr.xlf",
                                  "cards.de.xlf", "po/es_ES.po", "split/cards.es.json", "folders"])
def test_every_input_format_reaches_the_page(tmp_path, name):
    data = collect([READERS / name], config(tmp_path, game="mtg"))
    assert data.page["cards"], f"no cards from {name}"
    for card in data.page["cards"]:
        assert card["texts"][0]["source"] and card["texts"][0]["lang"] == "en"
    assert any(len(card["texts"]) >= 2 for card in data.page["cards"])
    assert any(marked(t["segments"], "f") for c in data.page["cards"] for t in c["texts"])


def test_a_frame_repeated_across_cards_is_stored_once(tmp_path):
    cards = tmp_path / "cards.jsonl"
    cards.write_text("".join(json.dumps({"id": name, "game": "mtg", "text": {"en": text}}) + "\n" for name, text in
                             [("A", "Destroy target creature."), ("B", "Exile target creature."), ("C", "Draw a card.")]))
    page = collect([cards], config(tmp_path)).page
    numbers = [card["texts"][0]["frames"] for card in page["cards"]]
    assert numbers[0] == numbers[1] == [0] and numbers[2] == [] and len(page["frames"]) == 1


def test_locale_variants_are_shown_with_babel_names(tmp_path):
    page = collect([READERS / "folders"], config(tmp_path, game="mtg")).page
    french = [t for c in page["cards"] for t in c["texts"] if t["lang"] == "fr"]
    assert french and {t["code"] for t in french} == {"fr-CA"}
    assert french[0]["name"] == "French (Canada)"


def test_page_is_self_contained_and_escapes_card_text(tmp_path):
    cards = tmp_path / "cards.jsonl"
    hostile = 'Destroy target creature. </script><img src=x onerror=alert(1)> "quoted" & more'
    cards.write_text(json.dumps({"id": "<b>Bold</b>", "game": "mtg",
                                 "text": {"en": hostile, "es": "Destruye la criatura objetivo."}}) + "\n")
    out = tmp_path / "review.html"
    write_report([cards], config(tmp_path), out)
    html = out.read_text(encoding="utf-8")
    assert html.count("</script>") == 2  # the data element and the page's script, nothing from the card
    assert "<img" not in html and "<b>Bold" not in html
    assert not re.search(r"""(?:src|href)\s*=\s*["']?(?:https?:)?//""", html), "the page must fetch nothing"
    assert "@import" not in html and "url(" not in html
    data = json.loads(re.search(r'<script id="report-data" type="application/json">(.*?)</script>', html, re.S).group(1))
    assert joined(data["cards"][0]["texts"][0]["segments"]) == hostile
    assert "@media print" in html


def test_summary_counts_and_chart_are_static_html(tmp_path):
    page = collect([EXAMPLES], config(tmp_path)).page
    html = render_page(page)
    summary = html[html.index('<section id="summary"'):html.index('<section id="review"')]
    assert "<svg" in summary and "CL102 target-count" in summary
    assert "Spanish" in summary and "French" in summary and "German" in summary
    clean = page["summary"]["clean"]["de"]
    share = f'{clean["clean"] / clean["compared"]:.0%} ({clean["clean"]} of {clean["compared"]})'
    assert re.search("German</span>.*?" + re.escape(share), summary)


def test_inconsistent_templates_are_grouped_with_the_usual_wording(tmp_path):
    cards = tmp_path / "cards.jsonl"
    spanish = ["Destruye una criatura objetivo."] + ["Destruye la criatura objetivo."] * 11
    cards.write_text("".join(json.dumps({"id": f"Card {n}", "game": "mtg",
                                         "text": {"en": "Destroy target creature.", "es": es}}) + "\n"
                             for n, es in enumerate(spanish)))
    page = collect([cards], config(tmp_path)).page
    assert page["summary"]["templateGroups"] == [{
        "game": "mtg", "lang": "es", "template": "target {object}", "usual": "criatura objetivo",
        "renderings": [("una criatura objetivo", 1)], "cards": ["Card 0"]}]
    html = render_page(page)
    assert "“target {object}” — usually “criatura objetivo”" in html


def test_locale_variants_in_one_file_keep_their_own_findings(tmp_path):
    table = tmp_path / "cards.csv"
    table.write_text("id,game,en,es_ES,es-419\n"
                     "c1,mtg,Destroy target creature.,Destruye la criatura objetivo.,Destruye todas las criaturas.\n")
    page = collect([table], config(tmp_path)).page
    by_code = {t["code"]: (card, t) for card in page["cards"] for t in card["texts"] if t["lang"] == "es"}
    assert set(by_code) == {"es_ES", "es-419"}
    spain, spain_text = by_code["es_ES"]
    latin, latin_text = by_code["es-419"]
    assert spain["findings"] == [] and not marked(spain_text["segments"], "x")
    assert latin["findings"] and marked(latin_text["segments"], "x")
    assert latin_text["name"] == "Spanish (Latin America)"


def test_an_unwritable_page_is_reported_before_the_run(tmp_path):
    from linter.output import OutputError

    with pytest.raises(OutputError, match="folder .*missing does not exist"):
        write_report([EXAMPLES], config(tmp_path), tmp_path / "missing" / "review.html")
