"""The review page in a real headless Chromium: highlights, findings, tooltip, filters, pages.

Needs Debian's ``chromium`` and ``chromium-driver`` (``.ci/run`` installs them) and selenium;
skipped, saying why, only where they cannot be found.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any, Iterator

import pytest

from linter.config import load_config
from linter.report import write_report
from linter.report.collect import collect
from linter.report.render import render_page

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "corpus" / "examples.jsonl"
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync")


def open_chromium(profile: Path, width: int = 1280, height: int = 1600) -> Any:
    """A selenium driver for the system's Chromium (never a downloaded browser); skips where missing."""
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed (pip install -e '.[test]')")
    from selenium.webdriver.chrome.service import Service

    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    driver_path = shutil.which("chromedriver")
    if not browser or not driver_path:
        pytest.skip("Chromium not found: install Debian's chromium and chromium-driver "
                    "(apt-get install -y chromium chromium-driver)")
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for flag in (*FLAGS, f"--user-data-dir={profile}", f"--window-size={width},{height}"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service(executable_path=driver_path), options=options)


def wait_ready(driver: Any) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(driver, 20).until(lambda d: d.execute_script("return document.documentElement.dataset.ready") == "1")


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[Any]:
    driver = open_chromium(tmp_path / "profile")
    try:
        yield driver
    finally:
        driver.quit()


@pytest.fixture
def examples_page(tmp_path: Path) -> Path:
    out = tmp_path / "review.html"
    write_report([EXAMPLES], load_config(tmp_path, None, {}), out)
    return out


def card(driver: Any, card_id: str) -> Any:
    from selenium.webdriver.common.by import By

    return driver.find_element(By.CSS_SELECTOR, f'article.card[data-id="{card_id}"]')


def column(card_element: Any, lang: str) -> Any:
    from selenium.webdriver.common.by import By

    return card_element.find_element(By.CSS_SELECTOR, f'.text[data-lang="{lang}"]')


def shown_ids(driver: Any) -> list[str]:
    return driver.execute_script("return [...document.querySelectorAll('article.card')].map(a => a.dataset.id)")


def test_highlights_findings_tooltip_and_filters(browser, examples_page, tmp_path):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    browser.get(examples_page.as_uri())
    wait_ready(browser)
    assert len(shown_ids(browser)) == 10

    murder = card(browser, "Murder")
    frame = column(murder, "en").find_element(By.CSS_SELECTOR, ".frame.c-target")
    assert frame.text == "target creature"
    assert column(murder, "de").find_element(By.CSS_SELECTOR, ".frame").text == "eine Kreatur deiner Wahl"
    assert "no findings" in murder.find_element(By.CSS_SELECTOR, ".tally").text

    ActionChains(browser).move_to_element(frame).perform()
    tip = browser.find_element(By.ID, "tip")
    assert tip.is_displayed() and "creature" in tip.text and "count" in tip.text

    spanish = column(card(browser, "Twin Tap"), "es")
    flagged = [e.text for e in spanish.find_elements(By.CSS_SELECTOR, ".flagged")]
    assert flagged == ["dos criaturas objetivo"]
    finding = spanish.find_element(By.CSS_SELECTOR, 'li.finding[data-rule="target-count"]')
    assert "up to two target creatures" in finding.text and "CL102" in finding.text
    assert column(card(browser, "Twin Tap"), "en").find_element(By.CSS_SELECTOR, ".flagged").text == "up to two target creatures"

    Select(browser.find_element(By.ID, "f-rule")).select_by_value("target-count")
    assert shown_ids(browser) == ["Twin Tap"]
    assert "rule=target-count" in browser.current_url
    browser.save_screenshot(str(tmp_path / "filtered.png"))

    # the fragment is the shareable state: a fresh load of the same link shows the same view
    browser.get(examples_page.as_uri() + "#lang=de&q=kreatur")
    wait_ready(browser)
    ids = shown_ids(browser)
    assert ids and "Murder" in ids
    assert browser.find_element(By.ID, "f-lang").get_attribute("value") == "de"
    langs = browser.execute_script(
        "return [...document.querySelectorAll('article.card .text')].map(t => t.dataset.lang)")
    assert set(langs) == {"en", "de"}

    browser.find_element(By.ID, "f-reset").click()
    browser.find_element(By.ID, "f-only").click()
    with_findings = shown_ids(browser)
    assert "Twin Tap" in with_findings and "Murder" not in with_findings
    assert "only=1" in browser.current_url
    browser.save_screenshot(str(tmp_path / "review.png"))
    assert (tmp_path / "review.png").stat().st_size > 10_000


def test_large_sets_are_paginated(browser, tmp_path):
    from selenium.webdriver.common.by import By

    page = collect([EXAMPLES], load_config(tmp_path, None, {})).page
    page["cards"] = [dict(c, id=f'{c["id"]} #{n}') for n in range(300) for c in page["cards"]]  # 3,000 cards
    out = tmp_path / "large.html"
    out.write_text(render_page(page), encoding="utf-8")
    browser.get(out.as_uri())
    wait_ready(browser)
    assert len(shown_ids(browser)) == 50
    assert "1–50 of 3000" in browser.find_element(By.ID, "count").text
    next_page = [b for b in browser.find_elements(By.CSS_SELECTOR, "#pager button") if b.text.startswith("Next")][0]
    next_page.click()
    assert "51–100 of 3000" in browser.find_element(By.ID, "count").text
    assert "page=2" in browser.current_url
    search = browser.find_element(By.ID, "f-q")
    search.send_keys("Murder #299")
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(browser, 5).until(lambda d: shown_ids(d) == ["Murder #299"])
    assert "1–1 of 1 " in browser.find_element(By.ID, "count").text


def test_suggested_wording_sits_beside_the_words(browser, tmp_path):
    from selenium.webdriver.common.by import By

    cards = tmp_path / "cards.jsonl"
    spanish = ["Destruye una criatura objetivo."] + ["Destruye la criatura objetivo."] * 11
    cards.write_text("".join(json.dumps({"id": f"Card {n}", "game": "mtg",
                                         "text": {"en": "Destroy target creature.", "es": es}}) + "\n"
                             for n, es in enumerate(spanish)))
    out = tmp_path / "review.html"
    write_report([cards], load_config(tmp_path, None, {}), out)
    browser.get(out.as_uri() + "#rule=inconsistent-template")
    wait_ready(browser)
    assert shown_ids(browser) == ["Card 0"]
    spanish_column = column(card(browser, "Card 0"), "es")
    assert [e.text for e in spanish_column.find_elements(By.CSS_SELECTOR, ".flagged")] == ["una criatura objetivo"]
    suggestion = spanish_column.find_element(By.CSS_SELECTOR, 'li.finding[data-rule="inconsistent-template"] .suggestion')
    assert suggestion.text == "Suggested wording: criatura objetivo Copy"  # the quotes are drawn by CSS
    summary = browser.find_element(By.ID, "summary").text
    assert "usually “criatura objetivo”" in summary and "Card 0" in summary


def test_a_cross_language_suggestion_shows_what_it_replaces_where_it_comes_from_and_copies(browser, tmp_path):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    cards = tmp_path / "cards.jsonl"
    rows = [("Destroy target creature an opponent controls.", "Destruye la criatura objetivo que controla un oponente."),
            ("Exile target artifact an opponent controls.", "Exilia el artefacto objetivo que controla un oponente."),
            ("Tap target creature an opponent controls.", "Gira la criatura objetivo que controla un oponente."),
            ("Exile target creature an opponent controls.", "Exilia la criatura objetivo.")]
    cards.write_text("".join(json.dumps({"id": f"Card {n}", "game": "mtg", "set": "ABC",
                                         "text": {"en": en, "es": es}}, ensure_ascii=False) + "\n"
                             for n, (en, es) in enumerate(rows)), encoding="utf-8")
    out = tmp_path / "review.html"
    write_report([cards], load_config(tmp_path, None, {}), out)
    browser.get(out.as_uri() + "#rule=target-restriction")
    wait_ready(browser)
    assert shown_ids(browser) == ["Card 3"]
    suggestion = column(card(browser, "Card 3"), "es").find_element(By.CSS_SELECTOR, "li.finding .suggestion")
    assert suggestion.find_element(By.CSS_SELECTOR, "q.suggested").text == "la criatura objetivo que controla un oponente"
    assert suggestion.find_element(By.CSS_SELECTOR, "q.replaced").text == "la criatura objetivo"
    assert "(used on 3 cards of this set (ABC))" in suggestion.text
    suggestion.find_element(By.CSS_SELECTOR, "button.copy").click()
    # copied, or (a file:// page may be refused the clipboard) selected for the user to copy
    WebDriverWait(browser, 5).until(
        lambda d: suggestion.find_element(By.CSS_SELECTOR, "button.copy").text == "Copied"
        or d.execute_script("return window.getSelection().toString()") == "la criatura objetivo que controla un oponente"
    )
