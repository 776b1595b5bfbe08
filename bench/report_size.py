"""How long `cardlint report` takes and how big the page is for a large set (20,000 cards).

    python bench/report_size.py [--cards 20000] [--sample 300] [--full] [--browser] [--screenshot docs/report.png]

1. Lints and collects ``--sample`` real cards (../shared/corpus, Magic and Yu-Gi-Oh! mixed;
   corpus/examples.jsonl when it is missing) and prints the time per card, and the time
   extrapolated to ``--cards``; ``--full`` collects all ``--cards`` cards instead (slow: the
   analysis of every text dominates).
2. Renders a page of ``--cards`` cards (the sample's card data repeated under new ids when
   not ``--full``) and prints the rendering time and the file's size.
3. ``--browser`` opens that page in headless Chromium and prints the time until the first
   page of cards is drawn, and the time a rule filter and a text search take.
``--screenshot FILE`` writes the README's picture of the examples page instead.
"""

from __future__ import annotations

import argparse
import itertools
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from linter.config import load_config  # noqa: E402
from linter.locales import LocaleError, available_games, available_languages  # noqa: E402
from linter.pipeline import analyze  # noqa: E402
from linter.report.collect import collect  # noqa: E402
from linter.report.render import render_page  # noqa: E402

EXAMPLES = ROOT / "corpus" / "examples.jsonl"
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync")


def sample_file(folder: Path, corpus: Path, count: int) -> Path:
    """A JSON-lines file of ``count`` real cards, alternating games, or the project's examples."""
    files = [corpus / "mtg.jsonl", corpus / "ygo.jsonl"]
    if not all(f.exists() for f in files):
        print(f"{corpus} is missing: using {EXAMPLES.relative_to(ROOT)}")
        return EXAMPLES
    out = folder / "cards.jsonl"
    with out.open("w", encoding="utf-8") as sink, files[0].open(encoding="utf-8") as a, files[1].open(encoding="utf-8") as b:
        # alternating while both last, then the longer file's remaining cards
        lines = (line for pair in itertools.zip_longest(a, b) for line in pair if line is not None)
        for line in itertools.islice(lines, count):
            sink.write(line)
    return out


def warm_up() -> None:
    """Build every (language, game) pipeline once, so the time per card is the steady rate."""
    for game in available_games():
        for lang in available_languages():
            try:
                analyze("", lang, game)
            except LocaleError:
                pass


def chromium(profile: Path, width: int, height: int):  # type: ignore[no-untyped-def]
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    browser, driver = shutil.which("chromium"), shutil.which("chromedriver")
    if not browser or not driver:
        sys.exit("Chromium not found: apt-get install -y chromium chromium-driver")
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for flag in (*FLAGS, f"--user-data-dir={profile}", f"--window-size={width},{height}"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service(executable_path=driver), options=options)


def until(driver, script: str, timeout: float = 120.0) -> float:  # type: ignore[no-untyped-def]
    """Seconds until ``script`` returns true in the page."""
    start = time.perf_counter()
    while not driver.execute_script(script):
        if time.perf_counter() - start > timeout:
            raise TimeoutError(script)
        time.sleep(0.01)
    return time.perf_counter() - start


# Set one filter control and redraw, timed inside the page (the redraw is synchronous).
MEASURE = """
var control = document.getElementById(arguments[0]), start = performance.now();
if (control.tagName === 'SELECT' && ![...control.options].some(o => o.value === arguments[1])) {
  control.appendChild(new Option(arguments[1], arguments[1]));
}
control.value = arguments[1];
control.dispatchEvent(new Event('change'));
return [performance.now() - start, document.getElementById('count').textContent];
"""


def time_in_browser(page: Path, folder: Path) -> None:
    driver = chromium(folder / "profile", 1280, 1000)
    try:
        start = time.perf_counter()
        driver.get(page.as_uri())
        until(driver, "return document.documentElement.dataset.ready === '1'")
        print(f"browser: first page of cards drawn {time.perf_counter() - start:.2f} s after opening")
        for label, control, value in (("rule filter", "f-rule", "target-count"), ("no filter", "f-rule", ""),
                                      ("text search", "f-q", "target")):
            took, shown = driver.execute_script(MEASURE, control, value)
            print(f"browser: {label} ({value!r}) over every card in {took / 1000:.2f} s: {shown}")
        timing = driver.execute_script("var n = performance.getEntriesByType('navigation')[0];"
                                       "return [n.responseEnd, n.domInteractive, performance.now()]")
        print(f"browser: file read {timing[0] / 1000:.2f} s, HTML parsed {timing[1] / 1000:.2f} s after navigation")
    finally:
        driver.quit()


def screenshot(target: Path, folder: Path) -> None:
    """The README's picture: the examples page, cards with findings, a frame's tooltip open."""
    from selenium.webdriver.common.action_chains import ActionChains

    page = folder / "review.html"
    examples = EXAMPLES.relative_to(ROOT)  # the page shows file names as the user gave them
    os.chdir(ROOT)
    page.write_text(render_page(collect([examples], load_config(ROOT, None, {})).page), encoding="utf-8")
    driver = chromium(folder / "profile", 1200, 1400)
    try:
        driver.get(page.as_uri() + "#only=1")
        until(driver, "return document.documentElement.dataset.ready === '1'")
        driver.execute_script("document.getElementById('filters').scrollIntoView()")
        frame = driver.find_element("css selector", 'article.card .text[data-lang="de"] .frame')
        ActionChains(driver).move_to_element(frame).perform()
        driver.execute_script("window.scrollTo(0, 0)")
        driver.execute_script("arguments[0].dispatchEvent(new MouseEvent('mouseover', {bubbles: true}))", frame)
        driver.save_screenshot(str(target))
    finally:
        driver.quit()
    print(f"wrote {target} ({target.stat().st_size / 1024:.0f} KB)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--cards", type=int, default=20_000)
    parser.add_argument("--sample", type=int, default=300, help="cards actually linted when not --full")
    parser.add_argument("--full", action="store_true", help="lint all --cards cards (slow)")
    parser.add_argument("--browser", action="store_true", help="time opening and filtering in headless Chromium")
    parser.add_argument("--screenshot", type=Path, help="write the README's screenshot of the examples page here")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        if args.screenshot:
            screenshot(args.screenshot.resolve(), folder)
            return
        source = sample_file(folder, args.corpus, args.cards if args.full else args.sample)
        start = time.perf_counter()
        warm_up()
        print(f"pipelines built in {time.perf_counter() - start:.1f} s (once per run, not counted below)")
        start, cpu = time.perf_counter(), time.process_time()
        page = collect([source], load_config(ROOT, None, {})).page
        took, cpu = time.perf_counter() - start, time.process_time() - cpu
        linted = len(page["cards"])
        per_card = took / max(1, linted)
        print(f"collected {linted:,} cards in {took:.1f} s (CPU {cpu:.1f} s; {per_card * 1000:.1f} ms a card, "
              f"lint and frames)")
        if linted < args.cards:
            print(f"estimated for {args.cards:,} cards: {per_card * args.cards / 60:.1f} min")
            base = page["cards"]
            page["cards"] = [dict(c, id=f'{c["id"]} #{n}') for n, c in
                             zip(range(args.cards), itertools.cycle(base))]
            print(f"page data: the {linted:,} cards repeated to {len(page['cards']):,}")
        start = time.perf_counter()
        html = render_page(page)
        out = folder / "review.html"
        out.write_text(html, encoding="utf-8")
        print(f"rendered {len(page['cards']):,} cards in {time.perf_counter() - start:.2f} s: "
              f"{out.stat().st_size / 1e6:.1f} MB ({out.stat().st_size / len(page['cards']) / 1024:.2f} KB a card)")
        if args.browser:
            time_in_browser(out, folder)


if __name__ == "__main__":
    main()
