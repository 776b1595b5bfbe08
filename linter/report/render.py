"""The review page as one self-contained HTML file: summary in HTML, cards rendered by the page's script.

The summary (counts, chart, template groups) is plain HTML and inline SVG so it reads and
prints without scripts; the cards travel as JSON and are drawn page by page in the browser,
which keeps a 20,000-card page quick to open. Nothing is fetched: CSS and script are inlined.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from html import escape
from importlib import resources
from string import Template
from typing import Any

from linter import __version__
from linter.locale_codes import display_name

# One colour per language in the chart (cycled); concept colours live in report.css.
LANGUAGE_COLOURS = ("#2563eb", "#d97706", "#059669", "#db2777", "#7c3aed", "#0891b2", "#65a30d", "#dc2626")


def _asset(name: str) -> str:
    return resources.files("linter.report").joinpath("assets", name).read_text(encoding="utf-8")


def script_json(data: Any) -> str:
    """JSON safe inside a ``<script>`` element: no ``</script>``, ``<!--`` or line separators."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    for raw, escaped in (
        ("<", "\\u003c"),
        (">", "\\u003e"),
        ("&", "\\u0026"),
        ("\u2028", "\\u2028"),
        ("\u2029", "\\u2029"),
    ):
        text = text.replace(raw, escaped)
    return text


def render_page(page: dict[str, Any], title: str = "cardlint review") -> str:
    """The complete HTML document for the collected ``page`` data."""
    generated = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    return Template(_asset("page.html")).substitute(
        title=escape(title),
        css=_asset("report.css"),
        js=_asset("report.js"),
        data=script_json(page),
        summary=render_summary(page),
        generated=escape(generated),
        version=escape(__version__),
    )


def render_summary(page: dict[str, Any]) -> str:
    """The summary section: figures, the findings chart, clean share, template groups, input problems."""
    summary = page["summary"]
    languages = ", ".join(
        f"{escape(page['locales'].get(code) or display_name(code))} ({escape(code)})" for code in summary["languages"]
    )
    files = ", ".join(escape(f) for f in page["files"])
    parts = [
        '<dl class="figures">',
        _figure("Cards", summary["cards"]),
        _figure("Translations compared", summary["pairs"]),
        _figure("Findings", summary["findings"]),
        f'<div><dt>Languages</dt><dd class="languages">{languages or "—"}</dd></div>',
        "</dl>",
        f'<p class="files">Files: {files}</p>',
        '<section class="panel wide"><h2>Findings by rule and language</h2><div class="chart-box">',
        findings_chart(summary["byRuleLang"], page["rules"], page["locales"]),
        "</div></section>",
        '<section class="panel"><h2>Cards clean per language</h2>',
        clean_bars(summary["clean"], page["locales"]),
        "</section>",
        '<section class="panel wide"><h2>Inconsistent templates across the set</h2>',
        template_groups_html(summary["templateGroups"], page["locales"]),
        "</section>",
    ]
    if page["orphans"]:  # e.g. stale baseline entries of cards no longer in the files
        items = "".join(
            f"<li>{escape(f['code'])} {escape(f['rule'])} · {escape(f['card'])}: {escape(f['message'])}</li>"
            for f in page["orphans"]
        )
        parts.append(
            f'<section class="panel wide"><h2>Findings without a card in these files</h2><ul>{items}</ul></section>'
        )
    if page["errors"]:
        items = "".join(f"<li>{escape(e)}</li>" for e in page["errors"])
        parts.append(f'<section class="panel problems"><h2>Input problems</h2><ul>{items}</ul></section>')
    return "\n".join(parts)


def _figure(label: str, value: int) -> str:
    return f"<div><dt>{escape(label)}</dt><dd>{value:,}</dd></div>"


def _language_label(code: str, locales: dict[str, str]) -> str:
    return locales.get(code) or display_name(code)


def findings_chart(by_rule_lang: dict[str, dict[str, int]], rules: dict[str, Any], locales: dict[str, str]) -> str:
    """A horizontal stacked bar per rule, one colour per language, as inline SVG."""
    if not by_rule_lang:
        return '<p class="none">No findings.</p>'
    langs = sorted({lang for counts in by_rule_lang.values() for lang in counts})
    colour = {lang: LANGUAGE_COLOURS[i % len(LANGUAGE_COLOURS)] for i, lang in enumerate(langs)}
    rows = sorted(by_rule_lang.items(), key=lambda item: -sum(item[1].values()))
    most = max(sum(c.values()) for _, c in rows)
    labels = {rule: f"{rules.get(rule, {}).get('code', '')} {rule}" for rule, _ in rows}
    label_w, bar_w, row_h = 14 + 6.2 * max(len(label) for label in labels.values()), 170, 22
    width = label_w + bar_w + 60
    legend, x, y = [], 0.0, row_h * len(rows) + 18
    for lang in langs:  # the legend wraps onto further rows when languages are many
        label = escape(_language_label(lang, locales))
        step = 26 + 7 * len(label)
        if x and x + step > width:
            x, y = 0.0, y + 18
        legend.append(
            f'<rect x="{x:.1f}" y="{y - 10}" width="12" height="12" fill="{colour[lang]}"/>'
            f'<text x="{x + 16:.1f}" y="{y}">{label}</text>'
        )
        x += step
    height = y + 8
    out = [
        f'<svg class="chart" role="img" aria-label="Findings by rule and language" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}" xmlns="http://www.w3.org/2000/svg">'
    ]
    for row, (rule, counts) in enumerate(rows):
        y = row * row_h
        out.append(f'<text x="{label_w - 8}" y="{y + 15}" text-anchor="end">{escape(labels[rule])}</text>')
        x = float(label_w)
        for lang in langs:
            n = counts.get(lang, 0)
            if not n:
                continue
            w = max(1.0, bar_w * n / most)
            out.append(
                f'<rect x="{x:.1f}" y="{y + 3}" width="{w:.1f}" height="{row_h - 6}" fill="{colour[lang]}">'
                f"<title>{escape(rule)} · {escape(_language_label(lang, locales))}: {n}</title></rect>"
            )
            x += w
        out.append(f'<text x="{x + 6:.1f}" y="{y + 15}">{sum(counts.values())}</text>')
    out += legend
    out.append("</svg>")
    table = [
        '<table class="counts"><thead><tr><th>Rule</th>',
        *(f"<th>{escape(_language_label(lang, locales))}</th>" for lang in langs),
        "<th>Total</th></tr></thead><tbody>",
    ]
    for rule, counts in rows:
        table.append(
            f"<tr><th>{escape(rule)}</th>"
            + "".join(f"<td>{counts.get(lang, 0)}</td>" for lang in langs)
            + f"<td>{sum(counts.values())}</td></tr>"
        )
    table.append("</tbody></table>")
    return "".join(out) + "".join(table)


def clean_bars(clean: dict[str, dict[str, int]], locales: dict[str, str]) -> str:
    """The share of compared cards without findings, one bar per language."""
    if not clean:
        return '<p class="none">No translations were compared.</p>'
    rows = []
    for lang, c in clean.items():
        share = c["clean"] / c["compared"] if c["compared"] else 1.0
        rows.append(
            f'<div class="clean-row"><span class="clean-lang">{escape(_language_label(lang, locales))}</span>'
            f'<span class="clean-bar"><span style="width:{share * 100:.1f}%"></span></span>'
            f'<span class="clean-figure">{share:.0%} ({c["clean"]:,} of {c["compared"]:,})</span></div>'
        )
    return "".join(rows)


def template_groups_html(groups: list[dict[str, Any]], locales: dict[str, str]) -> str:
    """Each source template rendered several ways in one language: the usual wording, the rare ones, their cards."""
    if not groups:
        return '<p class="none">No inconsistent templates: every source template reads the same way across the set.</p>'
    items = []
    for g in groups:
        usual = f" — usually “{escape(g['usual'])}”" if g.get("usual") else ""
        renderings = "".join(f'<li>“{escape(text)}” <span class="n">× {n}</span></li>' for text, n in g["renderings"])
        cards = ", ".join(escape(c) for c in g["cards"][:12]) + (" …" if len(g["cards"]) > 12 else "")
        items.append(
            f"<li><strong>{escape(_language_label(g['lang'], locales))}</strong> ({escape(g['game'])}): "
            f'“{escape(g["template"])}”{usual}<ul>{renderings}</ul><span class="cards">Cards: {cards}</span></li>'
        )
    return f'<ul class="groups">{"".join(items)}</ul>'
