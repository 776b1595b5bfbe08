"""The command line's grammar: each subcommand's arguments, and the configuration they override.

Only the standard library and light modules are imported here: ``cardlint --help`` and a run
whose analyses come from the cache never pay for spaCy.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from linter import __version__
from linter.locales import available_games
from linter.output import add_output_arguments
from linter.readers import FORMATS as INPUT_FORMATS
from linter.readers.limits import MAX_TEXT_LENGTH

if TYPE_CHECKING:
    from linter.changed import ChangedSince
    from linter.config import EffectiveConfig

DESCRIPTION = "The ``cardlint`` command line. Exit codes: 0 clean, 1 findings, 2 usage or input error."


def _langs(value: str) -> tuple[str, ...]:
    return tuple(v.strip() for v in value.split(",") if v.strip())


def add_config_arguments(parser: argparse.ArgumentParser) -> None:
    """Options that override the configuration file (each defaults to "not given")."""
    parser.add_argument(
        "--config", type=Path, help="configuration file (default: pyproject.toml or cardlint.toml found upwards)"
    )
    parser.add_argument(
        "--game", help=f"game of records that do not say ({', '.join(available_games())}: any game in locales/games/)"
    )
    parser.add_argument("--source-lang", help="language of the source text (default: en)")
    parser.add_argument("--lang", type=_langs, help="comma-separated translation languages (default: all on the card)")
    parser.add_argument("--select", type=_langs, help="comma-separated rules to report (codes or names)")
    parser.add_argument("--ignore", type=_langs, help="comma-separated rules not to report")
    parser.add_argument("--fail-on", choices=("error", "warning", "info"), help="lowest severity that fails the run")


def add_input_arguments(parser: argparse.ArgumentParser) -> None:
    """How the files are read and which findings are already known (check and report)."""
    parser.add_argument(
        "--input-format", choices=INPUT_FORMATS, help="read every file as this format (default: by extension)"
    )
    parser.add_argument(
        "--include-fuzzy",
        action="store_true",
        default=None,
        help="also check fuzzy PO entries and unreviewed XLIFF targets",
    )
    parser.add_argument(
        "--max-text-length",
        type=int,
        metavar="N",
        help=f"a card text longer than N characters is an input error and its card is not checked (default: {MAX_TEXT_LENGTH})",
    )
    parser.add_argument("--baseline", type=Path, help="report only findings not recorded in this baseline file")
    parser.add_argument(
        "--changed-since",
        metavar="REF",
        help="check only cards whose text or suppressions changed since this git revision (a pull request's base)",
    )


def configuration(args: argparse.Namespace) -> EffectiveConfig:
    from linter.config import load_config

    overrides = {
        "game": args.game,
        "source-lang": args.source_lang,
        "langs": args.lang,
        "select": args.select,
        "ignore": args.ignore,
        "fail-on": args.fail_on,
        "baseline": getattr(args, "baseline", None),
        "include-fuzzy": getattr(args, "include_fuzzy", None),
        "input-format": getattr(args, "input_format", None),
        "max-text-length": getattr(args, "max_text_length", None),
    }
    return load_config(Path.cwd(), args.config, overrides)


def changed_since(args: argparse.Namespace, config: EffectiveConfig) -> ChangedSince | None:
    """The ``--changed-since`` filter, or None (imported only when asked for)."""
    if not args.changed_since:
        return None
    from linter.changed import ChangedSince

    return ChangedSince(
        args.changed_since,
        list(args.paths),
        config.input_format or None,
        config.include_fuzzy,
        config.source_lang,
        config.max_text_length,
    )


def parser() -> argparse.ArgumentParser:
    """Every subcommand and its arguments."""
    parser = argparse.ArgumentParser(prog="cardlint", description=DESCRIPTION)
    parser.add_argument("--version", action="version", version=f"cardlint {__version__}")
    parser.add_argument("--debug", action="store_true", help="show tracebacks of internal errors")
    sub = parser.add_subparsers(dest="command", required=True)

    an = sub.add_parser("analyze", help="show the targeting frames cardlint finds in a text")
    an.add_argument("text", nargs="?", help="card text; without it, read one text a line from stdin (JSON out)")
    an.add_argument("--game", default="mtg", choices=available_games(), help="any game in locales/games/")
    an.add_argument("--lang", default="en")
    an.add_argument(
        "--type", dest="card_type", help="card type, where the game's rules need it (Riftbound: Unit, Spell…)"
    )
    an.add_argument("--format", choices=("text", "json"), default="text")
    an.add_argument(
        "--max-text-length",
        type=int,
        default=MAX_TEXT_LENGTH,
        metavar="N",
        help=f"refuse texts longer than N characters (default: {MAX_TEXT_LENGTH})",
    )

    ch = sub.add_parser("check", help="compare translations with their source and report differences")
    ch.add_argument("paths", nargs="+", type=Path)
    add_output_arguments(ch)  # --format, -o/--output FILE, --output-format FORMAT, -q/--quiet
    add_config_arguments(ch)
    add_input_arguments(ch)
    ch.add_argument("--write-baseline", type=Path, metavar="FILE", help="record the current findings as the baseline")
    ch.add_argument("--color", choices=("auto", "always", "never"), default="auto")
    ch.add_argument(
        "--consistency",
        action="store_true",
        help="also report source templates translated in several ways across the files (inconsistent-template)",
    )
    ch.add_argument(
        "-j", "--jobs", type=int, default=1, metavar="N", help="check cards in N processes (0: one per CPU; default 1)"
    )
    ch.add_argument(
        "--cache",
        type=Path,
        metavar="DIR",
        help="keep analyses in DIR between runs (default: cardlint in the user's cache folder)",
    )
    ch.add_argument("--no-cache", action="store_true", help="analyse every text again; read and write no cache")

    rp = sub.add_parser("report", help="write a self-contained HTML review page: texts side by side, frames, findings")
    rp.add_argument("paths", nargs="+", type=Path)
    rp.add_argument(
        "-o", "--output", type=Path, required=True, metavar="FILE", help="the HTML page to write (review.html)"
    )
    rp.add_argument("--title", default="cardlint review", help="the page's heading")
    rp.add_argument("-q", "--quiet", action="store_true", help="no progress line")
    add_config_arguments(rp)
    add_input_arguments(rp)

    cf = sub.add_parser("config", help="print the effective configuration and where each value comes from")
    add_config_arguments(cf)

    ex = sub.add_parser("explain", help="print a rule's documentation page")
    ex.add_argument("rule", help="rule code or name (CL106, retarget-mode)")

    sub.add_parser("rules", help="list every rule")

    sub.add_parser("lsp", help="start the language server: editors speak to it over stdin/stdout")
    return parser
