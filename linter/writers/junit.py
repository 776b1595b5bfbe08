"""JUnit XML for GitLab, Jenkins and other test-report viewers.

One ``<testsuite>`` per file and language ("cards.jsonl [es]"), one ``<testcase>`` per
card: a card whose translation has findings fails with every finding in its failure;
a card without findings passes. Input errors are ``<error>`` test cases of the file.

The passing cards come from ``CheckResult.checked`` ((path, lang) → card ids compared,
in file order); without it only the cards with findings can be listed.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import defaultdict
from typing import TextIO

from linter.model.findings import Finding, InputError
from linter.model.results import CheckResult
from linter.writers.common import relative_path

# characters XML 1.0 cannot carry at all, even escaped (control characters, lone surrogates)
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def _xml_text(text: str) -> str:
    return _NOT_XML.sub("\ufffd", text)


def _location(f: Finding, path: str) -> str:
    if f.cell:
        return f"{path}:{f.cell}"
    return f"{path}:{f.line}:{f.column}" if f.column else f"{path}:{f.line}"


def _classname(shown: str) -> str:
    """The file as a JUnit class name, as Jenkins reads one (package, the last "."; class): its folders the
    package, the file the class — ``locales/xw.xlsx`` → ``locales.xw_xlsx`` (package ``locales``, class
    ``xw_xlsx``), where the file's own dot made package ``locales/xw``, class ``xlsx``."""
    *folders, file = shown.split("/")
    return ".".join([*(f.replace(".", "_") for f in folders), file.replace(".", "_")])


def _failure(case: ET.Element, findings: list[Finding], path: str) -> None:
    first = findings[0]
    headline = f"{first.code} {first.name}{f' ({first.cell})' if first.cell else ''}: {first.message}"
    if len(findings) > 1:
        headline = f"{len(findings)} findings: " + ", ".join(f"{f.code} {f.name}" for f in findings)
    failure = ET.SubElement(
        case, "failure", message=_xml_text(headline), type=",".join(dict.fromkeys(f.code for f in findings))
    )
    failure.text = _xml_text(
        "\n".join(
            f"{_location(f, path)}: {f.card} [{f.lang}] {f.code} {f.name} ({f.severity}) {f.message}" for f in findings
        )
    )


def _suite(root: ET.Element, name: str, cases: list[ET.Element]) -> None:
    failures = sum(1 for c in cases if c.find("failure") is not None)
    errors = sum(1 for c in cases if c.find("error") is not None)
    suite = ET.SubElement(
        root,
        "testsuite",
        name=_xml_text(name),
        tests=str(len(cases)),
        failures=str(failures),
        errors=str(errors),
        skipped="0",
    )
    suite.extend(cases)


def _error_case(e: InputError, shown: str) -> ET.Element:
    """An input error fails its file's suite; a warning (a card on one side only) is only logged."""
    name = e.cell or (f"line {e.line}" if e.line else "file")
    case = ET.Element("testcase", classname=_xml_text(_classname(shown)), name=_xml_text(name), file=_xml_text(shown))
    if e.line:
        case.set("line", str(e.line))
    if e.level == "error":
        ET.SubElement(case, "error", message=_xml_text(e.message), type="input-error").text = _xml_text(str(e))
    else:
        ET.SubElement(case, "system-out").text = _xml_text(str(e))
    return case


def _card_case(card: str, findings: list[Finding], shown: str) -> ET.Element:
    case = ET.Element("testcase", classname=_xml_text(_classname(shown)), name=_xml_text(card), file=_xml_text(shown))
    if findings:
        case.set("line", str(findings[0].line))
        _failure(case, findings, shown)
    return case


def junit_tree(result: CheckResult) -> ET.Element:
    """The ``<testsuites>`` element of the report."""
    # path → lang → card → findings, in the order cards were checked
    cards: dict[str, dict[str, dict[str, list[Finding]]]] = defaultdict(lambda: defaultdict(dict))
    checked: dict[tuple[str, str], list[str]] = getattr(result, "checked", None) or {}
    for (path, lang), ids in checked.items():
        for card in ids:
            cards[path][lang].setdefault(card, [])
    for f in result.findings:
        cards[f.path][f.lang].setdefault(f.card, []).append(f)
    errors: dict[str, list[InputError]] = defaultdict(list)
    for e in result.errors:
        errors[e.path].append(e)

    root = ET.Element("testsuites", name="cardlint")
    for path in dict.fromkeys([*cards, *errors]):
        shown = relative_path(path) if path else "(input)"
        if errors.get(path):
            _suite(root, shown, [_error_case(e, shown) for e in errors[path]])
        for lang, by_card in cards.get(path, {}).items():
            _suite(root, f"{shown} [{lang}]", [_card_case(c, fs, shown) for c, fs in by_card.items()])
    for count in ("tests", "failures", "errors"):
        root.set(count, str(sum(int(suite.get(count, "0")) for suite in root)))
    return root


def write_junit(result: CheckResult, out: TextIO, color: bool = False) -> None:
    """Write the JUnit XML report (``color`` is ignored)."""
    tree = junit_tree(result)
    ET.indent(tree)
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n')
    out.write(ET.tostring(tree, encoding="unicode"))
    out.write("\n")
